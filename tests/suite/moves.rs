//! `carc moves` and the judge never disagree: on every scenario of the
//! repository, every listed action is judged legal, and every placement and
//! deployment tried that is not listed is judged illegal.

use std::collections::BTreeSet;
use std::path::Path;

use carc_core::board::{On, feature_on};
use carc_core::geometry::{Corner, Point, Pos, Rotation};
use carc_core::moves;
use carc_core::position::{Action, Deploy, Flight, PhantomDeploy, Position, TurnAction};
use carc_core::{FigureKind, Verdict, judge};
use carcassonne_judge::check::scenario_files;
use carcassonne_judge::commands::moves::action_json;
use carcassonne_judge::input::{self, Source};

fn legal(position: &Position, action: &TurnAction) -> bool {
    judge(position, &Action::Turn(Box::new(action.clone()))).verdict == Verdict::Legal
}

/// An action tried with the choices the list makes for the players (the
/// dragon's path), as the list would write it.
fn completed(position: &Position, action: TurnAction) -> TurnAction {
    moves::with_list_choices(position, &action)
}

fn names_on(position: &Position, action: &TurnAction, at: Pos) -> Vec<On> {
    // The tile there after placing: the board's, or the one placed.
    let (tile, rot) = match position.board.tile(at) {
        Some(p) => (p.tile, p.rot),
        None if at == action.place.at => (action.place.tile, action.place.rotation),
        None => return Vec::new(),
    };
    let placed = carc_core::board::PlacedTile {
        tile,
        pos: at,
        rot,
        ferry: None,
        tower: 0,
    };
    (0..tile.features.len())
        .map(|f| match Point::parse(&feature_on(&placed, f)) {
            Some(p) => On::Point(p),
            None => On::Centre(tile.features[f].centre_name.unwrap_or("monastery")),
        })
        .collect()
}

fn flights(position: &Position, action: &TurnAction) -> Vec<Flight> {
    let Some(dir) = action.place.tile.flier_dir(action.place.rotation) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for roll in 1..=3u8 {
        let (dx, dy) = dir.delta();
        let at = action
            .place
            .at
            .step(dx * i32::from(roll), dy * i32::from(roll));
        out.push(Flight {
            roll: Some(roll),
            on: None,
        });
        for on in names_on(position, action, at) {
            out.push(Flight {
                roll: Some(roll),
                on: Some(on),
            });
        }
    }
    out
}

fn deploy_candidates(position: &Position, action: &TurnAction) -> Vec<TurnAction> {
    let at = action.place.at;
    let features = names_on(position, action, at);
    let mut mains: Vec<Deploy> = Vec::new();
    for kind in FigureKind::ALL {
        if matches!(kind, FigureKind::Barn | FigureKind::Phantom) {
            continue;
        }
        mains.extend(features.iter().map(|on| Deploy::On {
            figure: kind,
            on: *on,
        }));
        mains.extend(
            flights(position, action)
                .into_iter()
                .map(|flight| Deploy::Fly {
                    figure: kind,
                    flight,
                }),
        );
    }
    mains.extend(Corner::ALL.map(|corner| Deploy::Corner {
        figure: FigureKind::Barn,
        corner,
    }));
    for f in &position.board.figures {
        if f.kind == FigureKind::Abbot {
            mains.push(Deploy::AbbotReturn { at: f.pos });
        }
    }
    mains.extend(tower_candidates(position, action));
    mains.extend(princess_dragon_candidates(position));
    mains.extend(festival_candidates(position));
    // A phantom without its rule set is the front end's to refuse (the
    // core reads only what the modules in play read, as for a ferry or a
    // wagon choice): no module takes it there.
    let mut phantoms: Vec<PhantomDeploy> = Vec::new();
    if position
        .rules
        .plays(carcassonne_judge::figure::RuleSet::Phantom)
    {
        phantoms.extend(features.iter().map(|on| PhantomDeploy::On(*on)));
        phantoms.extend(
            flights(position, action)
                .into_iter()
                .map(PhantomDeploy::Fly),
        );
    }
    let mut out = vec![action.clone()];
    for d in mains {
        let mut a = action.clone();
        a.deploy = Some(d);
        out.push(a);
    }
    for p in phantoms {
        let mut a = action.clone();
        a.phantom = Some(p);
        out.push(a);
    }
    out
}

/// The Tower: a floor on every tile of the table (with or without a
/// foundation), capturing nobody or any figure of the table (in reach or
/// not, follower or not; named without its owner and kind, and with them
/// where different followers share its spot, the format's one way of
/// writing each capture), and every figure on top of every tile's tower.
fn tower_candidates(position: &Position, action: &TurnAction) -> Vec<Deploy> {
    use carc_core::board::{Standing, name_of};
    use carc_core::position::{Capture, Standpoint};
    if !position
        .rules
        .plays(carcassonne_judge::figure::RuleSet::Tower)
    {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut squares: Vec<Pos> = position.board.tiles.keys().copied().collect();
    squares.push(action.place.at);
    let mut captures = Vec::new();
    for f in &position.board.figures {
        let on = match f.standing {
            Standing::Feature(i) => Standpoint::Feature(name_of(&position.board.tiles[&f.pos], i)),
            Standing::Corner(c) => Standpoint::Corner(c),
            Standing::Tower => Standpoint::Tower,
        };
        captures.push(Capture {
            at: f.pos,
            on,
            owner: None,
            figure: None,
        });
        let shared = position.board.figures.iter().any(|g| {
            g.pos == f.pos
                && g.standing == f.standing
                && g.kind.is_follower()
                && (g.owner, g.kind) != (f.owner, f.kind)
        });
        if shared && f.kind.is_follower() {
            captures.push(Capture {
                at: f.pos,
                on,
                owner: Some(f.owner),
                figure: Some(f.kind),
            });
        }
    }
    for at in squares {
        out.push(Deploy::Floor {
            at,
            capture: None,
            exchange: None,
        });
        for c in &captures {
            out.push(Deploy::Floor {
                at,
                capture: Some(*c),
                exchange: None,
            });
            for k in [FigureKind::Follower, FigureKind::BigFollower] {
                out.push(Deploy::Floor {
                    at,
                    capture: Some(*c),
                    exchange: Some(k),
                });
            }
        }
        for figure in FigureKind::ALL {
            out.push(Deploy::TowerTop { figure, at });
        }
    }
    out
}

/// The Princess & the Dragon: the fairy next to every figure of the table,
/// the princess sending home every figure, each named as the format names
/// it (owner and kind only where different followers share the spot), and
/// every figure through a portal onto every feature and corner of every
/// tile.
fn princess_dragon_candidates(position: &Position) -> Vec<Deploy> {
    use carc_core::board::{Standing, name_of};
    use carc_core::position::{Capture, Standpoint};
    if !position
        .rules
        .plays(carcassonne_judge::figure::RuleSet::PrincessDragon)
    {
        return Vec::new();
    }
    let mut out = Vec::new();
    for f in &position.board.figures {
        let on = match f.standing {
            Standing::Feature(i) => Standpoint::Feature(name_of(&position.board.tiles[&f.pos], i)),
            Standing::Corner(c) => Standpoint::Corner(c),
            Standing::Tower => Standpoint::Tower,
        };
        let shared = position.board.figures.iter().any(|g| {
            g.pos == f.pos
                && g.standing == f.standing
                && g.kind.is_follower()
                && (g.owner, g.kind) != (f.owner, f.kind)
        });
        let c = Capture {
            at: f.pos,
            on,
            owner: shared.then_some(f.owner),
            figure: shared.then_some(f.kind),
        };
        out.push(Deploy::Princess(c));
        // The fairy goes next to the player's own follower: only the kind
        // tells apart the player's own followers sharing a spot.
        let own_shared = position.board.figures.iter().any(|g| {
            g.pos == f.pos
                && g.standing == f.standing
                && g.owner == f.owner
                && g.kind.is_follower()
                && g.kind != f.kind
        });
        out.push(Deploy::Fairy(Capture {
            owner: None,
            figure: own_shared.then_some(f.kind),
            ..c
        }));
    }
    for (at, placed) in position.board.tiles.iter() {
        let names: Vec<On> = (0..placed.tile.features.len())
            .map(|i| name_of(placed, i))
            .collect();
        for figure in [
            FigureKind::Follower,
            FigureKind::BigFollower,
            FigureKind::Mayor,
            FigureKind::Wagon,
            FigureKind::Abbot,
            FigureKind::Barn,
        ] {
            for on in &names {
                out.push(Deploy::Portal {
                    figure,
                    at: *at,
                    on: Standpoint::Feature(*on),
                });
            }
        }
    }
    out
}

/// The Festival: every figure of the table taken back, each named as the
/// format names it (the kind only where another of its owner's figures of
/// another kind shares the spot), another player's included (refused).
fn festival_candidates(position: &Position) -> Vec<Deploy> {
    use carc_core::board::{Standing, name_of};
    use carc_core::position::{Capture, Standpoint};
    if !position
        .rules
        .plays(carcassonne_judge::figure::RuleSet::Festival)
    {
        return Vec::new();
    }
    let mut out = Vec::new();
    for f in &position.board.figures {
        let on = match f.standing {
            Standing::Feature(i) => Standpoint::Feature(name_of(&position.board.tiles[&f.pos], i)),
            Standing::Corner(c) => Standpoint::Corner(c),
            Standing::Tower => Standpoint::Tower,
        };
        let own_shared = position.board.figures.iter().any(|g| {
            g.pos == f.pos && g.standing == f.standing && g.owner == f.owner && g.kind != f.kind
        });
        out.push(Deploy::Festival(Capture {
            at: f.pos,
            on,
            owner: None,
            figure: own_shared.then_some(f.kind),
        }));
    }
    out
}

#[test]
fn moves_and_the_judge_agree_on_every_scenario() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    for file in scenario_files(&[root.join("scenarios")]).unwrap() {
        let src = Source {
            name: file.to_string_lossy().into_owned(),
            text: std::fs::read_to_string(&file).unwrap(),
        };
        let Ok(loaded) = input::load(&src) else {
            continue;
        };
        let position = &loaded.translated.position;
        let Action::Turn(own) = &loaded.translated.action else {
            continue;
        };
        let tile = own.place.tile;
        let list = moves::moves(position, tile);
        let listed: BTreeSet<String> = list
            .iter()
            .flat_map(|p| {
                p.actions
                    .iter()
                    .map(|a| action_json(a, &position.players).to_string())
            })
            .collect();
        for p in &list {
            for a in &p.actions {
                assert!(
                    legal(position, a),
                    "{}: listed but illegal: {}",
                    src.name,
                    action_json(a, &position.players)
                );
            }
        }
        // Ferry moves: on every placement, each lake of the table may have
        // its ferry moved exactly when the list names it.
        for p in &list {
            let Some(first) = p.actions.first() else {
                continue;
            };
            for lake in position.board.tiles.values() {
                let (Some(now), true) = (lake.ferry, lake.tile.lake) else {
                    continue;
                };
                let ends = lake.tile.lake_ends(lake.rot);
                let Some(to) = ends
                    .iter()
                    .flat_map(|a| ends.iter().map(move |b| [*a, *b]))
                    .find(|q| q[0] != q[1] && !(now.contains(&q[0]) && now.contains(&q[1])))
                else {
                    continue;
                };
                let mut a = first.clone();
                a.move_ferries = vec![carc_core::position::FerryMove { at: lake.pos, to }];
                assert_eq!(
                    legal(position, &a),
                    p.movable_ferries.contains(&lake.pos),
                    "{}: moving the ferry on {} after {}",
                    src.name,
                    lake.pos,
                    action_json(first, &position.players)
                );
            }
        }
        // Placements, exhaustively: every frontier square and the file's own,
        // the tile laid as drawn (a way of laying it a module adds, such as
        // a bridge, is listed with its choice in `boxes`).
        let fits: BTreeSet<(Pos, Rotation)> = list
            .iter()
            .filter(|p| p.actions.iter().any(|a| a.boxes.is_empty()))
            .map(|p| (p.at, p.rotation))
            .collect();
        let mut squares = moves::frontier(position);
        squares.push(own.place.at);
        let ferry = |rot: Rotation| {
            tile.lake.then(|| {
                let ends = tile.lake_ends(rot);
                [ends[0], ends[1]]
            })
        };
        let rotations: &[Rotation] = if tile.abbey {
            &Rotation::ALL[..1]
        } else {
            &Rotation::ALL
        };
        for at in squares {
            for &rot in rotations {
                let mut a = TurnAction::place(tile, at, rot);
                a.ferry = ferry(rot);
                let a = completed(position, a);
                assert_eq!(
                    legal(position, &a),
                    fits.contains(&(at, rot)),
                    "{}: placement {at} {}°",
                    src.name,
                    rot.degrees()
                );
            }
        }
        // Deployments, exhaustively, on the file's placement and two others,
        // and on the file's own way of laying the tile where a module's
        // choice changes it (a bridge).
        let mut tried: Vec<TurnAction> = fits
            .iter()
            .take(2)
            .map(|(a, r)| TurnAction::place(tile, *a, *r))
            .collect();
        tried.push(TurnAction::place(tile, own.place.at, own.place.rotation));
        // Every other way of laying the tile on the file's square, when the
        // file takes one.
        if !own.boxes.is_empty() {
            let placement = (tile, own.place.at, own.place.rotation);
            tried.extend(moves::ways_to_lay(position, &position.board, placement));
        }
        for mut base in tried {
            base.ferry = ferry(base.place.rotation);
            for a in deploy_candidates(position, &base) {
                let a = completed(position, a);
                let key = action_json(&a, &position.players).to_string();
                assert_eq!(
                    legal(position, &a),
                    listed.contains(&key),
                    "{}: {key}",
                    src.name
                );
            }
        }
        checked += 1;
    }
    assert!(checked >= 240, "{checked} scenarios checked");
}

/// The JSON actions of `carc moves` are the scenario format's own: pasted
/// back into the scenario as its action, each is judged legal.
#[test]
fn pasted_json_actions_are_judged_legal() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for file in [
        "scenarios/base/city-two-tiles.yaml",
        "scenarios/abbey-mayor/barn-place-scores-farmers-with-pig.yaml",
        "scenarios/ferries/example5-new-lake-then-three-ferries.yaml",
        "scenarios/flier/example2-city-beside-blue.yaml",
        "scenarios/base/builder-double-turn.yaml",
    ] {
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        let out = crate::run::carc(&["moves", "--format", "json", file]);
        let v: serde_json::Value = serde_json::from_str(crate::run::stdout(&out).trim()).unwrap();
        let actions = v["actions"].as_array().unwrap();
        assert!(!actions.is_empty(), "{file}");
        // Everything before `action:` is the position; JSON is YAML.
        let position = &text[..text.find("\naction:").unwrap()];
        for a in actions {
            let src = Source {
                name: format!("{file} with a listed action"),
                text: format!("{position}\naction: {a}\n"),
            };
            let (_, ruling) = input::judge(&src).unwrap_or_else(|p| {
                panic!(
                    "{}\n{}",
                    src.text,
                    input::render(
                        &p,
                        &src,
                        input::Style::PLAIN,
                        carcassonne_judge::i18n::Lang::En
                    )
                )
            });
            assert_eq!(ruling.verdict, Verdict::Legal, "{file}: {a}");
        }
    }
}

/// The random player's draw ([`moves::draw_on_table`]) draws only actions
/// the list holds and, over many draws, every one of them: on scenarios of
/// several rule sets, each placement the list has, 40 draws per listed
/// action.
#[test]
fn the_random_draw_draws_every_listed_action_and_nothing_else() {
    use carc_core::game::rng::Rng;
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut drawn_total = 0;
    for file in [
        "scenarios/princess-dragon/portal-follower-onto-open-road-elsewhere.yaml",
        "scenarios/abbey-mayor/wagon-road-onto-abbey.yaml",
        "scenarios/ferries/example5-new-lake-then-three-ferries.yaml",
        "scenarios/festival/deploy-normally-on-festival-tile.yaml",
        "scenarios/base/majority-road-placer-loses.yaml",
        "scenarios/flier/example2-city-beside-blue.yaml",
    ] {
        let path = root.join(file);
        let Ok(text) = std::fs::read_to_string(&path) else {
            panic!("{file} is missing");
        };
        let src = Source {
            name: file.to_owned(),
            text,
        };
        let loaded = input::load(&src).unwrap_or_else(|_| panic!("{file} loads"));
        let position = &loaded.translated.position;
        let Action::Turn(own) = &loaded.translated.action else {
            continue;
        };
        let tile = own.place.tile;
        let mut rng = Rng::new(7);
        for p in moves::moves(position, tile) {
            let listed: BTreeSet<String> = p
                .actions
                .iter()
                .map(|a| action_json(a, &position.players).to_string())
                .collect();
            let mut seen = BTreeSet::new();
            let (mut board, mut graph) = (
                position.board.clone(),
                std::sync::Arc::new(carc_core::graph::Graph::build(&position.board)),
            );
            for _ in 0..40 * listed.len() {
                let d = moves::draw_on_table(
                    position,
                    &mut board,
                    &mut graph,
                    (tile, p.at, p.rotation),
                    &mut rng,
                )
                .expect("a listed placement has an action");
                let json = action_json(&d.action, &position.players).to_string();
                assert!(listed.contains(&json), "{file}: drawn, not listed: {json}");
                seen.insert(json);
                drawn_total += 1;
            }
            assert_eq!(
                seen, listed,
                "{file} at {:?}: not every listed action drawn",
                p.at
            );
        }
    }
    assert!(drawn_total > 1000, "{drawn_total}");
}

/// The list shows one path of the dragon for each action; `--every-choice`
/// gives each: every one of them legal, the list's own first, none twice,
/// and each step of each to a square next to the one before.
#[test]
fn every_dragon_path_the_list_folds_is_legal() {
    let path = "scenarios/princess-dragon/dragon-six-steps-eats-on-the-way-and-on-placed-tile.yaml";
    let src = Source {
        name: path.into(),
        text: std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap(),
    };
    let loaded = input::load(&src).unwrap();
    let position = &loaded.translated.position;
    let Action::Turn(own) = &loaded.translated.action else {
        panic!("a turn");
    };
    let list = moves::moves(position, own.place.tile);
    let mut listed = 0;
    let mut every = 0;
    for p in &list {
        for a in &p.actions {
            listed += 1;
            let ways = moves::every_choice(position, a);
            assert_eq!(ways[0].dragon, a.dragon, "the list's own path first");
            let paths: BTreeSet<Vec<Pos>> = ways.iter().filter_map(|w| w.dragon.clone()).collect();
            assert_eq!(paths.len(), ways.len(), "a path twice");
            for w in &ways {
                let steps = w.dragon.clone().unwrap_or_default();
                assert!(steps.len() <= 6);
                assert!(legal(position, w), "{}", action_json(w, &position.players));
                every += 1;
            }
        }
    }
    assert!(every > 5 * listed, "{every} paths for {listed} actions");
}
