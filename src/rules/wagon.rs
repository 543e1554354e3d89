//! The wagon (Abbey & Mayor): a follower that, once its feature is scored,
//! may drive on to a connected (or, as a variant, a nearby) feature.

use std::collections::{BTreeMap, BTreeSet};

use crate::board::{Figure, Standing, locate};
use crate::catalogue::Kind;
use crate::engine::{EventKind, Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::Side;
use crate::graph::{GroupId, Segment};
use crate::registry::{Rule, abbey_mayor, car};
use crate::scenario::{WagonMove, WagonTarget};

use super::{Deployment, Module};

pub struct Wagon;

impl Module for Wagon {
    fn rules(&self) -> RuleSet {
        RuleSet::AbbeyMayor
    }

    fn check_deploy(&self, t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
        if d.kind != FigureKind::Wagon {
            return Ok(Vec::new());
        }
        if !matches!(d.feature_kind, Kind::Road | Kind::City | Kind::Monastery) {
            return Err(Violation::new(
                car::WAGON,
                d.on_span,
                format!("the wagon cannot stand on a {}", d.feature_kind.name()),
            )
            .label(format!("a {}", d.feature_kind.name()))
            .help(
                "the wagon goes on a road, city, monastery or the abbey, never a field or garden",
            ));
        }
        if let Some(h) = t.followers_on(d.group).first() {
            let what = t.describe_group(d.group);
            return Err(Violation::new(
                car::WAGON,
                d.on_span,
                format!("{what} already holds {}", t.describe(h)),
            )
            .label(format!("{} is occupied", d.feature_kind.name()))
            .also(h.span, format!("{} stands here", t.describe(h)))
            .help("the wagon goes only onto a feature with no follower on it")
            .cite(car::FN166)
            .cite(car::FN167));
        }
        let on_abbey = t
            .placed
            .and_then(|p| t.board.tile(p))
            .is_some_and(|p| p.tile.abbey);
        Ok(if on_abbey {
            vec![car::WAGON, car::FN173]
        } else {
            vec![car::WAGON]
        })
    }

    fn strength(&self, _t: &Turn, f: &Figure, _g: GroupId) -> Option<(u32, Vec<Rule>)> {
        (f.kind == FigureKind::Wagon).then(|| (1, vec![car::FN176]))
    }

    fn after_scoring(&self, t: &mut Turn, turn: &crate::scenario::Turn) -> Result<(), Violation> {
        let freed: Vec<(Figure, GroupId)> = t
            .lifted
            .iter()
            .filter(|(f, _)| f.kind == FigureKind::Wagon)
            .cloned()
            .collect();
        for (i, choice) in turn.wagons.iter().enumerate() {
            let owner = t.player_index(&choice.owner.value);
            if let Some(first) = turn.wagons[..i]
                .iter()
                .find(|w| w.owner.value == choice.owner.value)
            {
                return Err(Violation::new(
                    car::WAGON_MOVE,
                    choice.span,
                    format!("{} chooses for the wagon twice", choice.owner.value),
                )
                .label("second choice for the same wagon")
                .also(first.span, "first choice")
                .help("give one choice per freed wagon"));
            }
            if !freed.iter().any(|(f, _)| Some(f.owner) == owner) {
                return Err(Violation::new(
                    car::WAGON_MOVE,
                    choice.span,
                    format!(
                        "no wagon of {} was scored this turn, so there is nothing to move",
                        choice.owner.value
                    ),
                )
                .label("no freed wagon")
                .help(if freed.is_empty() {
                    "only a wagon whose feature is scored this turn moves; this turn frees none"
                        .to_owned()
                } else {
                    let owners: Vec<&str> = freed.iter().map(|(f, _)| t.name(f.owner)).collect();
                    format!("wagons freed this turn belong to: {}", owners.join(", "))
                }));
            }
        }
        let several = freed.len() > 1;
        for p in t.turn_order() {
            for (wagon, scored) in freed.iter().filter(|(f, _)| f.owner == p) {
                move_wagon(t, turn, wagon, *scored, several)?;
            }
        }
        Ok(())
    }
}

/// The features a wagon freed from `scored` may drive to, with the segments
/// where each is reached (for the citation of fn175).
fn targets(t: &Turn, wagon: &Figure, scored: GroupId) -> BTreeMap<GroupId, BTreeSet<Segment>> {
    let mut reach: BTreeMap<GroupId, BTreeSet<Segment>> = BTreeMap::new();
    let mut add = |seg: Segment| {
        if let Some(g) = t.graph.group_of(seg) {
            reach.entry(g).or_default().insert(seg);
        }
    };
    match t.s.wagon_move.value {
        WagonMove::Connected => {
            for seg in &t.graph.group(scored).segments {
                let Some(placed) = t.board.tile(seg.pos) else {
                    continue;
                };
                // Links printed on the tile: crossings, gates, monastery roads.
                for (a, b) in &placed.tile.wagon {
                    if *a == seg.feature {
                        add(Segment {
                            pos: seg.pos,
                            feature: *b,
                        });
                    }
                    if *b == seg.feature {
                        add(Segment {
                            pos: seg.pos,
                            feature: *a,
                        });
                    }
                }
                // The abbey links with every road and city on its sides, both ways.
                if placed.tile.abbey {
                    for side in Side::ALL {
                        let Some(n) = t.board.tile(seg.pos.neighbour(side)) else {
                            continue;
                        };
                        for p in side.points() {
                            if let Some(f) = n.tile.feature_at(p.facing(), n.rot)
                                && matches!(n.tile.features[f].kind, Kind::Road | Kind::City)
                            {
                                add(Segment {
                                    pos: n.pos,
                                    feature: f,
                                });
                            }
                        }
                    }
                } else if matches!(
                    placed.tile.features[seg.feature].kind,
                    Kind::Road | Kind::City
                ) {
                    for p in placed.tile.points_of(seg.feature, placed.rot) {
                        if let Some(n) = t.board.tile(seg.pos.neighbour(p.side()))
                            && n.tile.abbey
                        {
                            add(Segment {
                                pos: n.pos,
                                feature: 0,
                            });
                        }
                    }
                }
            }
        }
        WagonMove::Nearby => {
            for pos in std::iter::once(wagon.pos).chain(wagon.pos.surrounding()) {
                if let Some(placed) = t.board.tile(pos) {
                    for f in 0..placed.tile.features.len() {
                        add(Segment { pos, feature: f });
                    }
                }
            }
        }
    }
    reach.retain(|g, _| {
        *g != scored
            && matches!(
                t.graph.group(*g).kind,
                Kind::Road | Kind::City | Kind::Monastery
            )
            && !t.graph.is_complete(*g, &t.board)
            && t.graph.figures_on(*g, &t.board).is_empty()
    });
    reach
}

/// "the road on [1, 0] and [2, 0] (e.g. `{at: [1, 0], on: N}`)"
fn describe_target(t: &Turn, g: GroupId, via: &BTreeSet<Segment>) -> String {
    let seg = via
        .iter()
        .next()
        .copied()
        .unwrap_or_else(|| t.graph.group(g).anchor());
    let name = t
        .board
        .tile(seg.pos)
        .map(|p| p.tile.feature_name(seg.feature, p.rot))
        .unwrap_or_default();
    let on = name.split(' ').next().unwrap_or_default().to_owned();
    format!(
        "{} (e.g. `{{at: [{}, {}], on: {on}}}`)",
        t.describe_group(g),
        seg.pos.x,
        seg.pos.y
    )
}

fn rule_cites(t: &Turn) -> Vec<Rule> {
    match t.s.wagon_move.value {
        WagonMove::Connected => vec![car::WAGON_MOVE, car::FN170],
        WagonMove::Nearby => vec![car::WAGON_MOVE, abbey_mayor::WAGON_NEARBY],
    }
}

fn rule_words(t: &Turn) -> &'static str {
    match t.s.wagon_move.value {
        WagonMove::Connected => "the connected rule (the CAR's, first edition)",
        WagonMove::Nearby => "the nearby rule (new edition, a variant)",
    }
}

fn move_wagon(
    t: &mut Turn,
    turn: &crate::scenario::Turn,
    wagon: &Figure,
    scored: GroupId,
    several: bool,
) -> Result<(), Violation> {
    let who = t.name(wagon.owner).to_owned();
    let reach = targets(t, wagon, scored);
    let mut cites = rule_cites(t);
    if several {
        cites.push(car::WAGON_ORDER);
    }
    if t.deployed_this_turn(wagon) {
        cites.push(car::FN177);
    }
    let from = t.describe_group(scored);
    let choice = turn.wagons.iter().find(|w| w.owner.value == who);
    let options: Vec<String> = reach
        .iter()
        .map(|(g, via)| describe_target(t, *g, via))
        .collect();
    let Some(choice) = choice.filter(|c| !matches!(c.to.value, WagonTarget::Supply)) else {
        let text = if options.is_empty() {
            format!(
                "{who}'s wagon stays in supply: no incomplete, unoccupied feature is within reach of {from} under {}",
                rule_words(t)
            )
        } else {
            format!(
                "{who}'s wagon stays in supply (from {from} it could have moved to {})",
                options.join("; ")
            )
        };
        t.event(EventKind::WagonMove, text, &cites);
        return Ok(());
    };
    let WagonTarget::Feature { at, on } = &choice.to.value else {
        return Ok(());
    };
    let help = if options.is_empty() {
        format!(
            "nothing is within reach under {}: send it `to: supply`",
            rule_words(t)
        )
    } else {
        format!(
            "legal targets under {}: {}; or `to: supply`",
            rule_words(t),
            options.join("; ")
        )
    };
    let found = t
        .board
        .tile(at.value)
        .ok_or_else(|| format!("there is no tile on {}", at.value))
        .and_then(|p| {
            locate(p.tile, p.rot, on.value).map(|f| Segment {
                pos: at.value,
                feature: f,
            })
        });
    let seg = match found {
        Ok(seg) => seg,
        Err(msg) => {
            return Err(Violation::new(car::WAGON_MOVE, choice.span, msg)
                .label("no such feature")
                .help(help));
        }
    };
    let Some(target) = t.graph.group_of(seg) else {
        return Err(
            Violation::new(car::WAGON_MOVE, choice.span, "no such feature on the table").help(help),
        );
    };
    let Some(via) = reach.get(&target) else {
        let what = t.describe_group(target);
        let out_of_reach = match t.s.wagon_move.value {
            WagonMove::Connected => (
                car::WAGON_MOVE,
                "it is not directly connected to the scored feature",
            ),
            WagonMove::Nearby => (
                abbey_mayor::WAGON_NEARBY,
                "no part of it lies on the wagon's square or the 8 around it",
            ),
        };
        let (rule, why) = if t.graph.is_complete(target, &t.board) {
            (car::WAGON_MOVE, "it is complete")
        } else if !t.graph.figures_on(target, &t.board).is_empty() {
            (car::WAGON_MOVE, "it is occupied")
        } else if !matches!(
            t.graph.group(target).kind,
            Kind::Road | Kind::City | Kind::Monastery
        ) {
            (car::WAGON_MOVE, "a wagon never goes on a field or garden")
        } else if target == scored {
            (car::WAGON_MOVE, "it is the feature just scored")
        } else {
            out_of_reach
        };
        let mut v = Violation::new(
            rule,
            choice.span,
            format!("{who}'s wagon cannot move to {what}: {why}"),
        )
        .label("not a legal target for the wagon")
        .help(help);
        for c in rule_cites(t) {
            v = v.cite(c);
        }
        if t.s.wagon_move.value == WagonMove::Connected {
            v = v.cite(car::FN172);
            if t.graph.group(scored).kind == Kind::City {
                v = v.cite(car::FN171);
            }
        }
        return Err(v);
    };
    if !via.contains(&seg) && t.s.wagon_move.value == WagonMove::Connected {
        cites.push(car::FN175);
    }
    let abbey_link = t.board.tile(seg.pos).is_some_and(|p| p.tile.abbey)
        || t.graph
            .group(scored)
            .segments
            .iter()
            .any(|s| t.board.tile(s.pos).is_some_and(|p| p.tile.abbey));
    if abbey_link && t.s.wagon_move.value == WagonMove::Connected {
        cites.push(car::FN173);
    }
    let to = t.describe_group(target);
    t.put_back(Figure {
        owner: wagon.owner,
        kind: FigureKind::Wagon,
        pos: seg.pos,
        standing: Standing::Feature(seg.feature),
        span: choice.span,
    });
    t.event(
        EventKind::WagonMove,
        format!(
            "{who}'s wagon does not stay in supply: it rolls from {from} to {to}, set on {}, under {}",
            seg.pos,
            rule_words(t)
        ),
        &cites,
    );
    Ok(())
}
