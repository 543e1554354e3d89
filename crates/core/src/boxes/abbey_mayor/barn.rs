//! The barn (Abbey & Mayor): set where four fields meet; it scores the farm's
//! farmers when placed and when joined, and scores itself at game end.

use std::collections::BTreeSet;

use crate::board::{Figure, PlayerIdx, Standing};
use crate::catalogue::Kind;
use crate::engine::hooks::Hook;
use crate::engine::score::{completed_cities, farm_points, return_all, score_farm};
use crate::engine::{Clause, Detail, Fact, Join, Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::Corner;
use crate::graph::{GroupId, Segment};
use crate::registry::{Rule, base};
use crate::boxes::abbey_mayor::registry as abbey_mayor;
use crate::boxes::abbey_mayor::car;

use crate::position::{Locus, TurnAction};

use crate::rules::{Deployment, Module, Moves};

pub struct Barn;

/// The farm a barn stands on.
fn farm_of(t: &Turn, f: &Figure) -> Option<GroupId> {
    t.farm_at_corner(f)
}

fn barns_on<'t>(t: &'t Turn, farm: GroupId) -> Vec<&'t Figure> {
    t.board
        .figures
        .iter()
        .filter(|f| f.kind == FigureKind::Barn && farm_of(t, f) == Some(farm))
        .collect()
}

impl Module for Barn {
    fn rules(&self) -> RuleSet {
        RuleSet::AbbeyMayor
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::CheckCapture,
            Hook::CheckOffFeature,
            Hook::InsteadOfDeploying,
            Hook::DeploymentRule,
            Hook::DeploymentsOf,
            Hook::CheckDeploy,
            Hook::AfterScoring,
            Hook::FinalScoring,
        ]
    }

    fn deployment_rule(&self, d: &crate::position::Deploy) -> Option<Rule> {
        matches!(d, crate::position::Deploy::Corner { .. }).then_some(car::BARN)
    }

    fn moves(&self) -> Option<&dyn Moves> {
        Some(self)
    }

    /// Once set, the barn stays until the game ends: nothing takes it.
    fn check_capture(&self, t: &Turn, f: &Figure) -> Result<(), Violation> {
        if f.kind != FigureKind::Barn {
            return Ok(());
        }
        Err(Violation::new(
            car::BARN_STAYS,
            Locus::Capture,
            Clause::new(&car::BARN_NOT_TAKEN).with("figure", t.standing(f)),
        )
        .label(&car::LABEL_BARN_STAYS)
        .help(Clause::new(&car::HELP_BARN_STAYS)))
    }

    /// Its rules name the features it stands on; the top of a tower is
    /// none of them.
    fn check_off_feature(&self, _t: &Turn, figure: FigureKind) -> Result<(), Violation> {
        if figure == FigureKind::Barn {
            return Err(crate::rules::only_on_features(car::FN179, figure));
        }
        Ok(())
    }

    /// The barn is the figure that stands at a corner; any other figure
    /// there is the base game's to refuse.
    fn instead_of_deploying(
        &self,
        t: &mut Turn,
        d: &crate::position::Deploy,
        _second: bool,
    ) -> Option<Result<(), Violation>> {
        match *d {
            crate::position::Deploy::Corner {
                figure: FigureKind::Barn,
                corner,
            } => Some(place_barn(t, corner)),
            _ => None,
        }
    }

    fn check_deploy(&self, t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
        if d.kind == FigureKind::Barn {
            // The barn is set on a corner (`corner:`), never on a feature.
            return Err(Violation::new(
                car::BARN,
                d.on_locus,
                Clause::new(&car::BARN_NOT_ON_FEATURE).with("spot", d.spot()),
            )
            .label(&car::LABEL_NOT_A_CORNER)
            .help(Clause::new(&car::HELP_BARN_CORNER)));
        }
        if d.feature_kind != Kind::Field || !d.kind.is_follower() {
            return Ok(Vec::new());
        }
        if let Some(barn) = barns_on(t, d.group).first() {
            return Err(Violation::new(
                car::FN189,
                d.on_locus,
                Clause::new(&car::FARM_HAS_BARN)
                    .with("feature", Detail::Feature(t.feature(d.group)))
                    .player("player", t.name(barn.owner)),
            )
            .label(&car::LABEL_FARM_WITH_BARN)
            .also(t.locus_of(barn), Clause::new(&car::ASIDE_BARN_ON_FARM))
            .help(Clause::new(&car::HELP_FARM_WITH_BARN))
            .cite(car::BARN_SCORE_JOIN));
        }
        Ok(Vec::new())
    }

    fn after_scoring(&self, t: &mut Turn, _turn: &TurnAction) -> Result<(), Violation> {
        let Some(pos) = t.placed else { return Ok(()) };
        // Everything below is about a barn: most turns have none on the table.
        if !t.board.figures.iter().any(|f| f.kind == FigureKind::Barn) {
            return Ok(());
        }
        // A barn set this turn scores its farm's farmers as at game end.
        let new_barn = t
            .deployed
            .iter()
            .filter_map(|id| t.figure(*id).cloned())
            .find(|f| f.kind == FigureKind::Barn);
        let barn_farm = new_barn.as_ref().and_then(|b| farm_of(t, b));
        if let Some(farm) = barn_farm {
            // Other figures may join the farm before its farmers score
            // (the market of the City of Carcassonne).
            for m in t.asked(Hook::BeforeFarmScores) {
                m.before_farm_scores(t, farm, false);
            }
        }
        if let Some(farm) = barn_farm
            && has_farmers(t, farm)
        {
            let fact = Fact::BarnScoresFarmers {
                farm: t.feature(farm),
            };
            t.event(fact, &[car::BARN_SCORE_PLACE, car::FN184]);
            score_farm(t, farm, 3, &[car::BARN_SCORE_PLACE, base::SCORE_FARM]);
            return_all(t, farm);
            t.event(Fact::BarnStays, &[car::FN188]);
        }
        joined_barns(t, pos);
        // A farm with farmers joined by this tile to a farm with a barn.
        let new_farm = new_barn.as_ref().and_then(|b| farm_of(t, b));
        let farms: BTreeSet<GroupId> = t
            .graph
            .groups_on(pos, &t.board)
            .into_iter()
            .filter(|g| t.graph.group(*g).kind == Kind::Field)
            .collect();
        for farm in farms {
            if Some(farm) == new_farm || barns_on(t, farm).is_empty() || !has_farmers(t, farm) {
                continue;
            }
            for m in t.asked(Hook::BeforeFarmScores) {
                m.before_farm_scores(t, farm, true);
            }
            let mut cites = vec![car::BARN_SCORE_JOIN, car::FN190];
            let pig_now = t
                .graph
                .figures_on(farm, &t.board)
                .iter()
                .any(|(_, f)| f.kind == FigureKind::Pig && t.deployed_this_turn(f));
            if pig_now {
                cites.push(car::FN192);
            }
            let fact = Fact::JoinedBarnFarm {
                farm: t.feature(farm),
            };
            t.event(fact, &cites);
            score_farm(t, farm, 1, &cites);
            return_all(t, farm);
            // The farmers go; the barn the rule keeps there is worth saying.
            t.event(Fact::BarnStays, &[car::BARN]);
        }
        Ok(())
    }

    fn final_scoring(&self, t: &mut Turn) {
        let mut farms: BTreeSet<GroupId> = BTreeSet::new();
        for f in t
            .board
            .figures
            .iter()
            .filter(|f| f.kind == FigureKind::Barn)
        {
            if let Some(g) = farm_of(t, f) {
                farms.insert(g);
            }
        }
        for farm in farms {
            let barns: Vec<Figure> = barns_on(t, farm).into_iter().copied().collect();
            let owners: BTreeSet<PlayerIdx> = barns.iter().map(|f| f.owner).collect();
            let completed = completed_cities(t, farm);
            let cities = completed.len() as u32;
            for p in owners {
                let (points, counted) = farm_points(t, farm, 4);
                t.gain(p, points);
                let mut cites = vec![car::BARN_FINAL];
                // The distance rule decides only where a city counted lies
                // away from the player's barn: no tile of it around the
                // corner the barn stands at.
                let own: Vec<&Figure> = barns.iter().filter(|f| f.owner == p).collect();
                if completed.iter().any(|c| own.iter().all(|b| !touches(t, *c, b))) {
                    cites.push(car::FN193);
                }
                // Two barns of one player pay once: the text pays players,
                // and nothing covers the case (readings §4.5).
                if own.len() > 1 {
                    cites.push(abbey_mayor::BARNS_ONCE);
                }
                cites.extend(
                    counted
                        .iter()
                        .flat_map(|c| std::iter::once(c.rule).chain(c.also)),
                );
                let fact = Fact::BarnFinal {
                    player: t.name(p).to_owned(),
                    farm: t.feature(farm),
                    cities,
                    counted,
                    points,
                };
                t.event(fact, &cites);
            }
        }
    }
}

impl Moves for Barn {
    /// The barn at each corner of the placed tile.
    fn deployments_of(
        &self,
        _t: &Turn,
        _at: crate::geometry::Pos,
        figure: FigureKind,
        out: &mut Vec<crate::position::Deploy>,
    ) {
        if figure == FigureKind::Barn {
            out.extend(
                Corner::ALL.map(|corner| crate::position::Deploy::Corner { figure, corner }),
            );
        }
    }
}

fn has_farmers(t: &Turn, farm: GroupId) -> bool {
    !t.followers_on(farm).is_empty()
}

/// `deploy: {figure: barn, corner: NE}`.
fn place_barn(t: &mut Turn, c: Corner) -> Result<(), Violation> {
    let player = t.player;
    let who = t.name(player).to_owned();
    if t.in_hand(player, FigureKind::Barn) <= 0 {
        return Err(Violation::new(
            car::BARN,
            Locus::DeployFigure,
            Clause::new(&base::NONE_IN_SUPPLY)
                .player("player", &who)
                .figure("figure", FigureKind::Barn),
        )
        .label(&base::LABEL_NONE_IN_HAND)
        .help(Clause::new(&car::HELP_ONE_BARN)));
    }
    let Some(pos) = t.placed else { return Ok(()) };
    if !four_fields_meet(t, pos, c) {
        // What spoils the corner is worked out only for a ruling to write
        // (the move list tries every corner of every placement).
        return Err(
            t.refusal(car::BARN, Locus::DeployOn, &car::NOT_FOUR_FIELDS, |t| {
                not_four_fields(t, pos, c, &corner_spoilers(t, pos, c))
            }),
        );
    }
    let placed = t.board.tile(pos).cloned();
    let Some(placed) = placed else { return Ok(()) };
    let field = placed
        .tile
        .feature_at(c.points()[0], placed.rot)
        .unwrap_or_default();
    let Some(farm) = t.graph.group_of(Segment {
        pos,
        feature: field,
    }) else {
        return Ok(());
    };
    if let Some(other) = barns_on(t, farm).first() {
        return Err(Violation::new(
            car::BARN,
            Locus::DeployOn,
            Clause::new(&car::SECOND_BARN)
                .with("feature", Detail::Feature(t.feature(farm)))
                .player("player", t.name(other.owner)),
        )
        .label(&car::LABEL_SECOND_BARN)
        .also(t.locus_of(other), Clause::new(&car::ASIDE_BARN_ALREADY))
        .help(Clause::new(&car::HELP_ONE_BARN_PER_FARM))
        .cite(car::FN189)
        .cite(car::FN182));
    }
    let id = t.add_figure(
        player,
        FigureKind::Barn,
        pos,
        Standing::Corner(c),
        Locus::Deploy,
    );
    t.deployed_now(id);
    let fact = Fact::BarnSet {
        player: who,
        at: pos,
        corner: c.name(),
        farm: t.feature(farm),
    };
    // A volcano on the tile does not keep the barn off its corners.
    let on_volcano = t
        .board
        .tile(pos)
        .is_some_and(|p| p.tile.symbol == crate::catalogue::Symbol::Volcano);
    if on_volcano {
        t.event(fact, &[car::BARN, car::FN180]);
    } else {
        t.event(fact, &[car::BARN]);
    }
    Ok(())
}

/// Why the four squares around a corner are not four fields meeting
/// there: one phrase per square that spoils it, with where it is written.
fn corner_spoilers(t: &Turn, pos: crate::geometry::Pos, c: Corner) -> Vec<(Clause, Option<Locus>)> {
    let mut spoilers = Vec::new();
    for (square, their) in c.squares(pos) {
        let Some(placed) = t.board.tile(square) else {
            let empty = Clause::new(&car::PHRASE_SQUARE_EMPTY).square("square", square);
            spoilers.push((empty, None));
            continue;
        };
        if placed.tile.abbey {
            let abbey = Clause::new(&car::PHRASE_SQUARE_ABBEY).square("square", square);
            spoilers.push((abbey, Some(Locus::Tile(square))));
            continue;
        }
        let [a, b] = their.points();
        let (fa, fb) = (
            placed.tile.feature_at(a, placed.rot),
            placed.tile.feature_at(b, placed.rot),
        );
        let field =
            |f: Option<usize>| f.is_some_and(|f| placed.tile.features[f].kind == Kind::Field);
        if field(fa) && field(fb) && fa == fb {
            continue;
        }
        let shows: Vec<&str> = [fa, fb]
            .iter()
            .flatten()
            .map(|f| placed.tile.features[*f].kind.name())
            .filter(|k| *k != "field")
            .collect();
        let shown = match shows.first() {
            Some(kind) => Clause::new(&car::PHRASE_SQUARE_SHOWS).kind("kind", kind),
            None => Clause::new(&car::PHRASE_SQUARE_SPLIT),
        };
        let shown = shown
            .tile("tile", placed.tile.id)
            .square("square", square)
            .name("corner", their.name());
        spoilers.push((shown, Some(Locus::Tile(square))));
    }
    spoilers
}

/// The barn refused at a corner where four fields do not meet.
fn not_four_fields(
    t: &Turn,
    pos: crate::geometry::Pos,
    c: Corner,
    spoilers: &[(Clause, Option<Locus>)],
) -> Violation {
    let phrases = spoilers
        .iter()
        .map(|(w, _)| Detail::Clause(Box::new(w.clone())))
        .collect();
    let mut v = Violation::new(
        car::BARN,
        Locus::DeployOn,
        Clause::new(&car::NOT_FOUR_FIELDS)
            .name("corner", c.name())
            .square("at", pos)
            .list("spoilers", Join::Semicolon, phrases),
    )
    .label(&car::LABEL_NOT_FOUR_FIELDS)
    .help(
        Clause::new(&car::HELP_BARN_CORNERS)
            .square("at", pos)
            .with("corners", Detail::names(Join::Comma, good_corners(t, pos))),
    );
    for (w, at) in spoilers {
        if let Some(at) = at {
            v = v.also(*at, w.clone());
        }
    }
    v
}

/// Corners of the placed tile where a barn could stand, for help lines.
fn good_corners(t: &Turn, pos: crate::geometry::Pos) -> Vec<&'static str> {
    Corner::ALL
        .iter()
        .filter(|c| four_fields_meet(t, pos, **c))
        .map(|c| c.name())
        .collect()
}

/// Whether four fields meet at corner `c` of `pos`: each of the four
/// squares holds a tile that is not the abbey, with one field at both
/// points of its corner there.
fn four_fields_meet(t: &Turn, pos: crate::geometry::Pos, c: Corner) -> bool {
    c.squares(pos).iter().all(|(sq, their)| {
        t.board.tile(*sq).is_some_and(|p| {
            let [a, b] = their.points();
            let (fa, fb) = (p.tile.feature_at(a, p.rot), p.tile.feature_at(b, p.rot));
            !p.tile.abbey && fa == fb && fa.is_some_and(|f| p.tile.features[f].kind == Kind::Field)
        })
    })
}

/// Two farms that each hold a barn may be joined by a tile (fn189); say so
/// when this tile did it.
fn joined_barns(t: &mut Turn, pos: crate::geometry::Pos) {
    let farms: BTreeSet<GroupId> = t
        .graph
        .groups_on(pos, &t.board)
        .into_iter()
        .filter(|g| t.graph.group(*g).kind == Kind::Field && barns_on(t, *g).len() > 1)
        .collect();
    for farm in farms {
        // Were the barns on separate farms before this tile?
        let mut before = t.board.clone();
        before.lift(pos);
        let graph = crate::graph::Graph::build(&before);
        let apart: BTreeSet<Option<GroupId>> = barns_on(t, farm)
            .iter()
            .map(|b| {
                let Standing::Corner(c) = b.standing else {
                    return None;
                };
                let placed = before.tile(b.pos)?;
                let field = placed.tile.feature_at(c.points()[0], placed.rot)?;
                graph.group_of(Segment {
                    pos: b.pos,
                    feature: field,
                })
            })
            .collect();
        if apart.len() > 1 {
            let fact = Fact::BarnsJoined {
                farm: t.feature(farm),
            };
            t.event(fact, &[car::FN189]);
        }
    }
}

/// Whether a feature has a tile among the four around the corner a barn
/// stands at.
fn touches(t: &Turn, g: GroupId, barn: &Figure) -> bool {
    let Standing::Corner(corner) = barn.standing else {
        return false;
    };
    let around = corner.squares(barn.pos).map(|(pos, _)| pos);
    t.graph.group(g).tiles().iter().any(|p| around.contains(p))
}
