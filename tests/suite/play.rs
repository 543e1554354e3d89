//! Random games through every rule set: each turn's invariants hold (the
//! game checks them itself), the judge asked again agrees, and a seed
//! names one game.

use carcassonne_judge::figure::RuleSet;
use carcassonne_judge::game::{Game, Setup};
use carcassonne_judge::i18n::Lang;
use carcassonne_judge::position::Rules;
use carcassonne_judge::report::breach::breach_in;

/// The base game, each rule set alone with it, and all of them at once.
fn combinations() -> Vec<Vec<RuleSet>> {
    let mut out = vec![vec![]];
    out.extend(RuleSet::ALL[1..].iter().map(|r| vec![*r]));
    out.push(RuleSet::ALL[1..].to_vec());
    out
}

fn setup(sets: &[RuleSet], players: usize, seed: u64, cross_check: bool) -> Setup {
    Setup {
        rules: Rules {
            sets: sets.to_vec(),
            ..Rules::default()
        },
        players,
        seed,
        cross_check,
    }
}

/// Games per rule-set combination: a few dozen by default, so that `cargo
/// test` stays quick; .ci/run plays many more in a step of its own
/// (CARC_SUITE_GAMES=400).
fn games_per_combination() -> u64 {
    std::env::var("CARC_SUITE_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(40)
}

#[test]
fn random_games_per_rule_set_combination_break_no_invariant() {
    for sets in combinations() {
        for seed in 0..games_per_combination() {
            let players = 2 + (seed % 4) as usize;
            // Every tenth game also asks the judge again, from scratch.
            let checked = seed % 10 == 0;
            let s = setup(&sets, players, seed, checked);
            let summary = Game::new(s).play(&mut |_| Ok(())).unwrap_or_else(|b| {
                panic!(
                    "rules {sets:?}, seed {seed}, turn {}: {}",
                    b.turn,
                    breach_in(&b.what, Lang::En)
                )
            });
            assert!(summary.turns > 0);
            // The quick path plays the same game as the judge's: a module
            // whose step before placement changes the turn and does not say
            // so (`Module::acts_before_placement`) parts the two.
            if checked {
                let quick = Game::new(setup(&sets, players, seed, false))
                    .play(&mut |_| Ok(()))
                    .unwrap();
                assert_eq!(
                    (quick.scores, quick.turns, quick.tiles),
                    (summary.scores, summary.turns, summary.tiles),
                    "rules {sets:?}, seed {seed}: the quick game parts from the cross-checked one"
                );
            }
        }
    }
}

#[test]
fn a_seed_names_one_game() {
    for sets in [vec![], RuleSet::ALL[1..].to_vec()] {
        let a = Game::new(setup(&sets, 3, 42, false))
            .play(&mut |_| Ok(()))
            .unwrap();
        // Cross-checking draws from its own numbers: the game is the same.
        let b = Game::new(setup(&sets, 3, 42, true))
            .play(&mut |_| Ok(()))
            .unwrap();
        assert_eq!(a.scores, b.scores);
        assert_eq!(a.turns, b.turns);
        assert_eq!(a.tiles, b.tiles);
        let c = Game::new(setup(&sets, 3, 43, false))
            .play(&mut |_| Ok(()))
            .unwrap();
        assert!(c.scores != a.scores || c.tiles != a.tiles || c.turns != a.turns);
    }
    // Games where a wagon is freed in a turn that could also build a castle
    // or let a knight escape: the cross-checked game once wrote the
    // wagon's choices where the quick one did not, and the games parted.
    let castles = [RuleSet::AbbeyMayor, RuleSet::Castles];
    let sieges = [RuleSet::AbbeyMayor, RuleSet::Sieges];
    // A game where the fairy's point at the start of a turn comes before a
    // chance to enter the City of Carcassonne: the quick game once placed
    // the tile before that point was won, the count took the point for one
    // scored this turn and offered nothing, and the games parted.
    let fairy_count = [RuleSet::PrincessDragon, RuleSet::Sieges, RuleSet::Count];
    for (sets, seed) in [
        (&castles[..], 20),
        (&castles, 34),
        (&sieges, 39),
        (&fairy_count, 15),
    ] {
        let quick = Game::new(setup(sets, 2, seed, false))
            .play(&mut |_| Ok(()))
            .unwrap();
        let checked = Game::new(setup(sets, 2, seed, true))
            .play(&mut |_| Ok(()))
            .unwrap();
        assert_eq!(
            (quick.scores, quick.turns, quick.tiles),
            (checked.scores, checked.turns, checked.tiles),
            "seed {seed}"
        );
    }
}

#[test]
fn every_turn_written_as_a_file_rules_the_same_in_words_and_json() {
    use carcassonne_judge::commands::play::{Plan, run};
    let plan = Plan {
        rules: Rules {
            sets: RuleSet::ALL[1..].to_vec(),
            ..Rules::default()
        },
        players: 3,
        seed: 7,
        games: 6,
        cross_check_every: 1,
    };
    let tally =
        run(&plan).unwrap_or_else(|b| panic!("turn {}: {}", b.turn, breach_in(&b.what, Lang::En)));
    assert_eq!(tally.cross_checked_games, 6);
    // The games use what the rule sets bring.
    for step in [
        "follower",
        "abbots-taken-back",
        "flights",
        "lakes-placed",
        "wagon",
    ] {
        assert!(
            tally.actions.get(step).copied().unwrap_or(0) > 0,
            "no {step} in {:?}",
            tally.actions
        );
    }
}

#[test]
fn generated_scenarios_pass_check_and_show_every_kind_of_case() {
    use carcassonne_judge::commands::generate::{Plan, run};
    let out = std::env::temp_dir().join(format!("carc-gen-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let plan = Plan {
        rules: Rules {
            sets: RuleSet::ALL[1..].to_vec(),
            ..Rules::default()
        },
        players: 2,
        seed: 11,
        count: 60,
    };
    let w = run(&plan, &out, false).unwrap();
    assert_eq!(w.files.len(), 60);
    assert!(
        w.legal > 0 && w.illegal > 0 && w.final_scorings > 0 && w.with_points > 0,
        "{w:?}"
    );
    let o = crate::run::carc(&["check", "-q", out.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(o.status.success(), "{text}");
    assert!(text.contains("60 passed, 0 failed"), "{text}");
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn carc_play_reports_games_per_second_and_holds() {
    let o = crate::run::carc(&["play", "--games", "20", "--seed", "3", "--rules", "all"]);
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(o.status.success(), "{text}");
    assert!(text.contains("played 20 games"), "{text}");
    assert!(text.contains("games/s"), "{text}");
    assert!(text.contains("invariants held"), "{text}");
}

#[test]
fn carc_gen_refuses_an_unknown_rule_set() {
    let out = std::env::temp_dir().join("carc-gen-never-written");
    let o = crate::run::carc(&["gen", "--rules", "feries", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("ferries"));
    assert!(!out.exists());
}

#[test]
fn the_scenario_of_a_broken_invariant_reads_back_as_the_position_and_action() {
    use carcassonne_judge::commands::play::{Plan, broken_scenario};
    use carcassonne_judge::game::Broken;
    use carcassonne_judge::input::{self, Source};
    use carcassonne_judge::position::Action;
    let sets = RuleSet::ALL[1..].to_vec();
    let mut game = Game::new(setup(&sets, 3, 5, false));
    for _ in 0..40 {
        assert!(game.advance(&mut |_| Ok(())).unwrap());
    }
    let position = game.position();
    let broken = Broken {
        what: carcassonne_judge::game::Breach::Watcher("an example".into()),
        seed: 5,
        turn: 40,
        position: Some(position.clone()),
        action: Action::final_scoring(),
    };
    let plan = Plan {
        rules: Rules {
            sets,
            ..Rules::default()
        },
        players: 3,
        seed: 5,
        games: 1,
        cross_check_every: 0,
    };
    let text = broken_scenario(&plan, &broken);
    assert!(
        text.contains("carc play --seed 5 --games 1 --players 3"),
        "{text}"
    );
    let src = Source {
        name: "broken.yaml".into(),
        text,
    };
    let (loaded, ruling) = input::judge(&src).unwrap_or_else(|p| {
        panic!(
            "{}",
            input::render(
                &p,
                &src,
                input::Style::PLAIN,
                carcassonne_judge::i18n::Lang::En
            )
        )
    });
    let read = &loaded.translated.position;
    assert_eq!(read.board.tiles.len(), position.board.tiles.len());
    assert_eq!(read.board.figures.len(), position.board.figures.len());
    assert_eq!(read.current, position.current);
    let again = carc_core::judge(&position, &Action::final_scoring());
    assert_eq!(ruling.scores, again.scores);
}

/// The quick path and the cross-checked one make the same action every
/// turn. With every rule set, seed 210 (four players) once parted them at
/// turn 133: a wagon deployed through a magic portal while another wagon
/// was freed went uncounted, so the quick path kept the turn and steered
/// no wagon.
#[test]
fn quick_and_cross_checked_turns_agree_turn_by_turn() {
    let sets = RuleSet::ALL[1..].to_vec();
    let run = |checked: bool| {
        let mut out = Vec::new();
        let mut g = Game::new(setup(&sets, 4, 210, checked));
        while g
            .advance(&mut |p| {
                out.push(format!("{:?} || {:?}", p.action, p.ruling.scores));
                Ok(())
            })
            .unwrap()
        {}
        out
    };
    let a = run(true);
    let b = run(false);
    for (i, (x, y)) in a.iter().zip(&b).enumerate() {
        if x != y {
            let cut = |s: &str| s[s.find(", at:").unwrap_or(0)..].to_string();
            panic!("turn {i}\nchecked {}\nquick   {}", cut(x), cut(y));
        }
    }
}

/// What a legal turn carries into the next position (`After::carry_into`:
/// random games, pictures, the page's *Play on*) is what its ruling says of
/// the pieces off the squares: the prisoners, the castles, the dragon, the
/// fairy and the City, for every legal scenario of the repository.
#[test]
fn the_next_position_holds_the_pieces_the_ruling_names() {
    use carcassonne_judge::check::scenario_files;
    use carcassonne_judge::input::{self, Source};
    use carcassonne_judge::position::Action;
    use std::path::Path;
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = [0; 3];
    for file in scenario_files(&[root.join("scenarios")]).unwrap() {
        let src = Source {
            name: file.to_string_lossy().into_owned(),
            text: std::fs::read_to_string(&file).unwrap(),
        };
        let Ok(loaded) = input::load(&src) else {
            continue;
        };
        let (position, action) = (&loaded.translated.position, &loaded.translated.action);
        if !matches!(action, Action::Turn(_)) {
            continue;
        }
        let after = carc_core::play(position, action);
        if after.ruling.verdict != carc_core::Verdict::Legal {
            continue;
        }
        let mut next = position.clone();
        after.carry_into(&mut next);
        let r = &after.ruling;
        let name = |p: usize| position.players[p].clone();
        let file = src.name.as_str();
        let held: usize = r.prisoners.values().map(Vec::len).sum();
        assert_eq!(next.prisoners.len(), held, "{file}: prisoners");
        for pr in &next.prisoners {
            let listed = &r.prisoners[&name(pr.holder)];
            assert!(
                listed
                    .iter()
                    .any(|o| o.player == name(pr.owner) && o.figure == pr.kind),
                "{file}: prisoner {pr:?}"
            );
        }
        assert_eq!(next.castles.len(), r.castles.len(), "{file}: castles");
        assert_eq!(next.dragon, r.dragon, "{file}: the dragon");
        assert_eq!(
            next.fairy.map(|f| f.at),
            r.fairy.as_ref().map(|f| f.at),
            "{file}: the fairy"
        );
        if let Some(city) = &r.city {
            assert_eq!(next.city.count, city.count, "{file}: the count");
            let mut carried: Vec<_> = next
                .city
                .followers
                .iter()
                .map(|f| (name(f.owner), f.kind, f.quarter))
                .collect();
            let mut written: Vec<_> = city
                .followers
                .iter()
                .map(|f| (f.player.clone(), f.figure, f.quarter))
                .collect();
            carried.sort();
            written.sort();
            assert_eq!(carried, written, "{file}: the City");
        }
        checked[0] += usize::from(next.castles != position.castles);
        checked[1] +=
            usize::from(next.dragon != position.dragon || next.prisoners != position.prisoners);
        checked[2] += usize::from(next.city != position.city);
    }
    assert!(
        checked.iter().all(|n| *n > 0),
        "scenarios that change castles, the dragon or prisoners, and the City: {checked:?}"
    );
}
