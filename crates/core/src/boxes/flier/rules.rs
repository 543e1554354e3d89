//! The Flier: instead of deploying on the placed tile, a follower may take
//! its flying machine, fly as many squares as the die shows in the machine's
//! direction, and land on an unfinished road, city or monastery there
//! (occupied or not), or go back to supply when there is none.

use crate::board::{FigureId, On, PlacedTile, Standing, locate};
use crate::catalogue::Kind;
use crate::engine::hooks::Hook;
use crate::engine::{Clause, Detail, Fact, Join, Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::{Dir8, Pos};
use crate::graph::{GroupId, Segment};
use crate::position::{Deploy, Flight, Locus};
use crate::registry::{Rule, base};
use crate::boxes::abbot::registry as abbot;
use crate::boxes::abbey_mayor::car;
use crate::boxes::flier::registry as flier;
use crate::boxes::phantom::registry as phantom;
use crate::ruling::{FlightOutcome, Owned, RollOption};

use crate::rules::{Deployment, Module, Moves};

/// Whether a figure has used the placed tile's flying machine this turn.
#[derive(Clone, Copy, Debug, Default)]
struct Flown(bool);

fn flown(t: &Turn) -> bool {
    t.slots.get::<Flown>().is_some_and(|f| f.0)
}

pub struct Flier;

impl Module for Flier {
    fn rules(&self) -> RuleSet {
        RuleSet::Flier
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::CheckDeploy,
            Hook::ScoringCites,
            Hook::DeploymentsOf,
            Hook::InsteadOfDeploying,
            Hook::DeploymentRule,
        ]
    }

    fn deployment_rule(&self, d: &Deploy) -> Option<Rule> {
        matches!(d, Deploy::Fly { .. }).then_some(flier::FLY)
    }

    fn moves(&self) -> Option<&dyn Moves> {
        Some(self)
    }

    /// After a flight the phantom may still go onto the placed tile, just
    /// not by the machine (flier:fn2).
    fn check_deploy(&self, t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
        Ok(if d.second && flown(t) {
            vec![flier::FN2]
        } else {
            Vec::new()
        })
    }

    /// Several players on one monastery or garden can only come from
    /// flights; the majority scores it (flier:fn8, a community reading).
    fn scoring_cites(&self, t: &Turn, g: GroupId, _valued: &[Rule]) -> Vec<Rule> {
        let group = t.graph.group(g);
        if !matches!(group.kind, Kind::Monastery | Kind::Garden) {
            return Vec::new();
        }
        let on = t.followers_on(g);
        let shared = on.len() > 1;
        if shared { vec![flier::FN8] } else { Vec::new() }
    }

    fn instead_of_deploying(
        &self,
        t: &mut Turn,
        d: &Deploy,
        second: bool,
    ) -> Option<Result<(), Violation>> {
        match *d {
            Deploy::Fly { figure, flight } => Some(fly(t, figure, flight, second)),
            _ => None,
        }
    }
}

impl Moves for Flier {
    /// From a tile with a flying machine, each roll of the die with no
    /// landing named and with each feature of the tile reached that the
    /// figure stands on. Only followers fly (flier:fn1): other figures are
    /// not offered a flight.
    fn deployments_of(&self, t: &Turn, at: Pos, figure: FigureKind, out: &mut Vec<Deploy>) {
        if !figure.is_follower() {
            return;
        }
        let Some(dir) = t.board.tile(at).and_then(|p| p.tile.flier_dir(p.rot)) else {
            return;
        };
        let (dx, dy) = dir.delta();
        for roll in 1..=3u8 {
            out.push(Deploy::Fly {
                figure,
                flight: Flight {
                    roll: Some(roll),
                    on: None,
                },
            });
            let square = at.step(dx * i32::from(roll), dy * i32::from(roll));
            let Some(landing) = t.board.tile(square) else {
                continue;
            };
            for (i, feature) in landing.tile.features.iter().enumerate() {
                if figure.stands_on(feature.kind) {
                    out.push(Deploy::Fly {
                        figure,
                        flight: Flight {
                            roll: Some(roll),
                            on: Some(crate::board::name_of(landing, i)),
                        },
                    });
                }
            }
        }
    }
}

/// A landing place on the tile reached: the tile's feature and the feature
/// of the table it is part of.
struct Landing {
    feature: usize,
    group: GroupId,
}

/// Why a feature of the tile reached is no landing place for this figure,
/// with the rule that says so; `None` when it is one.
fn refusal(t: &Turn, figure: FigureKind, seg: Segment) -> Option<(Clause, Rule)> {
    let tile = t.board.tile(seg.pos)?;
    let kind = tile.tile.features[seg.feature].kind;
    let g = t.graph.group_of(seg)?;
    if kind == Kind::Field {
        return Some((Clause::new(&flier::PHRASE_NEVER_FIELD), flier::FLY));
    }
    if t.graph.is_complete(g, &t.board) {
        return Some(if completed_now(t, g) {
            (Clause::new(&flier::PHRASE_COMPLETED_NOW), flier::FN3)
        } else {
            (Clause::new(&flier::PHRASE_COMPLETE), flier::FLY)
        });
    }
    if figure.stands_on(kind) {
        return None;
    }
    let rule = match figure {
        FigureKind::Mayor => flier::FN6,
        FigureKind::Abbot => flier::FN7,
        _ if kind == Kind::Garden => flier::FN5,
        _ => flier::FN1,
    };
    Some((
        Clause::new(&flier::PHRASE_LANDS_ONLY).figure("figure", figure),
        rule,
    ))
}

/// Did the tile placed this turn complete this feature? It did if the
/// feature lies on it or meets it at a side (it was open there before), or,
/// for a monastery or garden, if it is one of the eight around it.
fn completed_now(t: &Turn, g: GroupId) -> bool {
    let Some(placed) = t.placed else {
        return false;
    };
    let group = t.graph.group(g);
    if matches!(group.kind, Kind::Monastery | Kind::Garden) {
        let at = group.anchor().pos;
        return at == placed || at.surrounding().any(|p| p == placed);
    }
    group.segments().any(|s| {
        s.pos == placed
            || t.board.tile(s.pos).is_some_and(|tile| {
                tile.tile
                    .points_of(s.feature, tile.rot)
                    .any(|p| s.pos.neighbour(p.side()) == placed)
            })
    })
}

/// The features of the tile on `square` where this figure may land.
fn landings(t: &Turn, figure: FigureKind, square: Pos) -> Vec<Landing> {
    let Some(tile) = t.board.tile(square) else {
        return Vec::new();
    };
    (0..tile.tile.features.len())
        .filter_map(|feature| {
            let seg = Segment {
                pos: square,
                feature,
            };
            let group = t.graph.group_of(seg)?;
            refusal(t, figure, seg)
                .is_none()
                .then_some(Landing { feature, group })
        })
        .collect()
}

fn reached(from: Pos, dir: Dir8, roll: u8) -> Pos {
    let (dx, dy) = dir.delta();
    from.step(dx * i32::from(roll), dy * i32::from(roll))
}

/// The rules a landing rests on, beyond the flight itself.
fn landing_cites(figure: FigureKind, kind: Kind, sharing: bool) -> Vec<Rule> {
    let mut cites = vec![flier::FLY];
    match figure {
        FigureKind::Mayor => cites.extend([flier::FN6, car::FN157]),
        FigureKind::Abbot => cites.extend([flier::FN7, abbot::DEPLOY]),
        FigureKind::Phantom => cites.extend([flier::FN2, phantom::DEPLOY]),
        FigureKind::Follower => {}
        _ => cites.push(flier::FN1),
    }
    if kind == Kind::Garden {
        // The garden is the one exception to road, city or monastery.
        cites.push(flier::FN5);
    }
    if sharing && matches!(kind, Kind::Monastery | Kind::Garden) {
        cites.push(flier::FN8);
    }
    cites
}

/// A figure on its way: who flies what from where, and where the action
/// wrote its landing.
struct Flying {
    player: crate::board::PlayerIdx,
    who: String,
    figure: FigureKind,
    is_phantom: bool,
    from: Pos,
    dir: Dir8,
    on_locus: Locus,
}

impl Flying {
    /// The flight as a fact, ending as `outcome`.
    fn fact(&self, roll: u8, square: Pos, outcome: FlightOutcome) -> Fact {
        Fact::Flew {
            player: self.who.clone(),
            figure: self.figure,
            phantom: self.is_phantom,
            from: self.from,
            direction: self.dir.name(),
            roll,
            square,
            outcome,
        }
    }

    /// Where the figure goes when it is refused, or lands nowhere.
    fn origin(&self) -> Locus {
        if self.is_phantom {
            Locus::Phantom
        } else {
            Locus::Deploy
        }
    }
}

fn fly(
    t: &mut Turn,
    figure: FigureKind,
    flight: Flight,
    is_phantom: bool,
) -> Result<(), Violation> {
    let (figure_locus, on_locus) = if is_phantom {
        (Locus::Phantom, Locus::PhantomOn)
    } else {
        (Locus::DeployFigure, Locus::DeployOn)
    };
    may_fly(t, figure, is_phantom, figure_locus)?;
    let Some(from) = t.placed else { return Ok(()) };
    let Some(placed) = t.board.tile(from).cloned() else {
        return Ok(());
    };
    let Some(dir) = placed.tile.flier_dir(placed.rot) else {
        return Err(Violation::new(
            flier::FLY,
            figure_locus,
            Clause::new(&flier::NO_FLYING_MACHINE).tile("tile", placed.tile.id),
        )
        .label(&flier::LABEL_NO_FLYING_MACHINE)
        .help(Clause::new(&flier::HELP_DEPLOY_ON_INSTEAD)));
    };
    t.slots.get_mut::<Flown>().0 = true;
    let f = Flying {
        player: t.player,
        who: t.name(t.player).to_owned(),
        figure,
        is_phantom,
        from,
        dir,
        on_locus,
    };
    match flight.roll {
        None => {
            list_faces(t, &f);
            Ok(())
        }
        Some(roll) => come_down(t, &f, roll, flight.on),
    }
}

/// Whether this figure may take the flying machine at all.
fn may_fly(
    t: &Turn,
    figure: FigureKind,
    is_phantom: bool,
    figure_locus: Locus,
) -> Result<(), Violation> {
    if !figure.is_follower() {
        return Err(Violation::new(
            flier::FN1,
            figure_locus,
            Clause::new(&flier::NOT_A_FOLLOWER).figure("figure", figure),
        )
        .label(&flier::LABEL_NOT_A_FOLLOWER)
        .help(Clause::new(&flier::HELP_ONLY_FOLLOWERS))
        .cite(flier::FLY));
    }
    if is_phantom && flown(t) {
        return Err(Violation::new(
            flier::FN2,
            Locus::Phantom,
            Clause::new(&flier::PHANTOM_SECOND_FLIGHT),
        )
        .label(&flier::LABEL_SECOND_FLIGHT)
        .help(Clause::new(&flier::HELP_PHANTOM_ON_INSTEAD))
        .cite(phantom::DEPLOY));
    }
    if t.in_hand(t.player, figure) <= 0 {
        return Err(Violation::new(
            flier::FLY,
            figure_locus,
            Clause::new(&base::NONE_IN_SUPPLY)
                .player("player", t.name(t.player))
                .figure("figure", figure),
        )
        .label(&base::LABEL_NONE_IN_HAND)
        .help(Clause::new(&flier::HELP_FLY_IN_HAND)));
    }
    Ok(())
}

/// No roll given: each face of the die and where it would bring the
/// figure, the turn played on without applying any.
fn list_faces(t: &mut Turn, f: &Flying) {
    let options = (1..=3)
        .map(|roll| {
            let square = reached(f.from, f.dir, roll);
            RollOption {
                roll,
                square,
                tile: t.board.tile(square).map(|p| p.tile.id),
                landings: landings(t, f.figure, square)
                    .iter()
                    .map(|l| {
                        let seg = Segment {
                            pos: square,
                            feature: l.feature,
                        };
                        t.feature_via(l.group, seg)
                    })
                    .collect(),
            }
        })
        .collect::<Vec<RollOption>>();
    // A face that reaches a tile with nowhere to land sends the figure
    // home by the same footnotes as a roll of that face would.
    // Judged before the roll: a reading (readings §6.6).
    let mut cites = vec![flier::FLY, flier::CRASH, flier::NO_ROLL];
    for o in &options {
        if o.landings.is_empty()
            && let Some(tile) = t.board.tile(o.square).cloned()
        {
            why_nowhere(t, f.figure, &tile, &mut cites);
        }
    }
    let fact = Fact::FlightOptions {
        player: f.who.clone(),
        figure: f.figure,
        phantom: f.is_phantom,
        from: f.from,
        direction: f.dir.name(),
        options,
    };
    t.event(fact, &cites);
}

/// A roll given: the square it reaches, and whether and where the figure
/// lands there.
fn come_down(t: &mut Turn, f: &Flying, roll: u8, on: Option<On>) -> Result<(), Violation> {
    let square = reached(f.from, f.dir, roll);
    let allowed = landings(t, f.figure, square);
    let Some(tile) = t.board.tile(square).cloned() else {
        if on.is_some() {
            return Err(Violation::new(
                flier::CRASH,
                f.on_locus,
                Clause::new(&flier::NOTHING_TO_LAND_ON)
                    .number("roll", roll)
                    .figure("figure", f.figure)
                    .square("square", square),
            )
            .label(&flier::LABEL_NO_TILE_ON)
            .help(Clause::new(&flier::HELP_LEAVE_OUT_ON).figure("figure", f.figure)));
        }
        t.event(
            f.fact(roll, square, FlightOutcome::NoTile),
            &[flier::FLY, flier::CRASH],
        );
        t.back_to_supply(f.player, f.figure);
        return Ok(());
    };
    let allowed_words = landing_words(&tile, &allowed);
    let Some(on) = on else {
        if allowed.is_empty() {
            let mut cites = vec![flier::FLY, flier::CRASH];
            why_nowhere(t, f.figure, &tile, &mut cites);
            reached_cites(t, square, &mut cites);
            let outcome = FlightOutcome::NowhereAllowed { tile: tile.tile.id };
            t.event(f.fact(roll, square, outcome), &cites);
            t.back_to_supply(f.player, f.figure);
            return Ok(());
        }
        return Err(Violation::new(
            flier::FLY,
            f.origin(),
            Clause::new(&flier::MUST_LAND)
                .number("roll", roll)
                .figure("figure", f.figure)
                .square("square", square),
        )
        .label(&flier::LABEL_NO_LANDING_GIVEN)
        .help(
            Clause::new(&flier::HELP_LAND_ON)
                .list("places", Join::Or, allowed_words)
                .tile("tile", tile.tile.id),
        )
        .cite(flier::LAND_IF_ABLE));
    };
    let help = Clause::new(&flier::HELP_MAY_LAND)
        .tile("tile", tile.tile.id)
        .square("square", square)
        .figure("figure", f.figure)
        .list("places", Join::Or, allowed_words);
    land(t, f, roll, &tile, on, help)
}

/// The places a flier may take on a tile, as the action would write them.
fn landing_words(tile: &PlacedTile, allowed: &[Landing]) -> Vec<Detail> {
    allowed
        .iter()
        .map(|l| {
            let name = crate::board::feature_on(tile, l.feature);
            // A feature its name already says in full (a monastery) is not
            // spelled out twice.
            let landing = if tile.tile.features[l.feature].centre_name.is_some() {
                Clause::new(&flier::PHRASE_LANDING).name("on", name)
            } else {
                Clause::new(&flier::PHRASE_LANDING_SPOT)
                    .name("on", name)
                    .with("spot", crate::engine::deploy::spot(tile, l.feature))
            };
            Detail::Clause(Box::new(landing))
        })
        .collect()
}

/// The figure comes down `on` a feature of the tile reached, if it may.
fn land(
    t: &mut Turn,
    f: &Flying,
    roll: u8,
    tile: &PlacedTile,
    on: On,
    help: Clause,
) -> Result<(), Violation> {
    let square = tile.pos;
    let feature = locate(tile.tile, tile.rot, on).map_err(|err| {
        Violation::new(
            flier::FLY,
            f.on_locus,
            crate::board::located(tile.tile, on, &err),
        )
        .help(help.clone())
    })?;
    let seg = Segment {
        pos: square,
        feature,
    };
    if let Some((why, rule)) = refusal(t, f.figure, seg) {
        return Err(Violation::new(
            rule,
            f.on_locus,
            Clause::new(&flier::CANNOT_LAND)
                .figure("figure", f.figure)
                .with("spot", crate::engine::deploy::spot(tile, feature))
                .tile("tile", tile.tile.id)
                .square("square", square)
                .number("roll", roll)
                .clause("why", why),
        )
        .label(&flier::LABEL_ROLL_REACHES)
        .also(
            Locus::Tile(square),
            Clause::new(&flier::ASIDE_TILE_REACHED).tile("tile", tile.tile.id),
        )
        .help(help)
        .cite(flier::FLY));
    }
    let Some(group) = t.graph.group_of(seg) else {
        return Ok(());
    };
    let sharing: Vec<Owned> = t
        .graph
        .figures_on(group, &t.board)
        .into_iter()
        .map(|(_, fig)| Owned {
            player: t.name(fig.owner).to_owned(),
            figure: fig.kind,
        })
        .collect();
    let kind = tile.tile.features[feature].kind;
    let mut cites = landing_cites(f.figure, kind, !sharing.is_empty());
    reached_cites(t, square, &mut cites);
    // A portal on the tile reached is no landing place: the figure stays
    // on that tile's feature.
    if tile.tile.symbol == crate::catalogue::Symbol::Portal && !cites.contains(&flier::FN5) {
        cites.push(flier::FN5);
    }
    let id: FigureId = t.add_figure(
        f.player,
        f.figure,
        square,
        Standing::Feature(feature),
        f.origin(),
    );
    t.deployed_now(id);
    let outcome = FlightOutcome::Landed {
        feature: t.feature_via(group, seg),
        sharing,
    };
    t.event(f.fact(roll, square, outcome), &cites);
    Ok(())
}

/// What the modules in play say of a flight reaching `square` (the City
/// of Carcassonne's squares), added to `cites`.
fn reached_cites(t: &Turn, square: Pos, cites: &mut Vec<Rule>) {
    for m in t.asked(Hook::SquareReached) {
        for r in m.square_reached(t, square) {
            if !cites.contains(&r) {
                cites.push(r);
            }
        }
    }
}

/// The footnotes that rule out each feature of a tile for a flying figure,
/// added to `cites`: why it finds nowhere to land there (for the mayor, also
/// that it goes back to supply then, car:fn157).
fn why_nowhere(
    t: &Turn,
    figure: FigureKind,
    tile: &crate::board::PlacedTile,
    cites: &mut Vec<Rule>,
) {
    for feature in 0..tile.tile.features.len() {
        let seg = Segment {
            pos: tile.pos,
            feature,
        };
        if let Some((_, rule)) = refusal(t, figure, seg)
            && !cites.contains(&rule)
        {
            cites.push(rule);
        }
    }
    if figure == FigureKind::Mayor && !cites.contains(&car::FN157) {
        cites.push(car::FN157);
    }
}
