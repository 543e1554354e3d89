//! Sieges (The Cathars, The Besiegers): a city with a siege tile is
//! besieged. Completed, it scores 1 a tile and pennant (2 with a
//! cathedral) instead of 2 (3); left open at game end it scores nothing;
//! on a farm it counts twice, a barn's farm included (car:fn186). At the
//! end of their turn a player may take one of their knights out of a
//! besieged city whose siege tile has a monastery among its 8 neighbours.

use crate::board::{Figure, Standing};
use crate::catalogue::Kind;
use crate::engine::hooks::Hook;
use crate::engine::slots::Slots;
use crate::engine::{Clause, Fact, Join, Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::Pos;
use crate::graph::{GroupId, Segment};
use crate::position::{Capture, Locus, Offer, TurnAction};
use crate::registry::{Rule, base};
use crate::boxes::abbey_mayor::car;
use crate::boxes::sieges::registry as si;
use crate::ruling::Counting;

use crate::rules::{FarmCity, Module};

pub struct Sieges;

/// A knight has escaped this turn (a double turn's tiles included): one
/// may, once a turn.
#[derive(Clone, Copy, Debug)]
struct Escaped;

impl Module for Sieges {
    fn rules(&self) -> RuleSet {
        RuleSet::Sieges
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::FeatureValue,
            Hook::ScoringCites,
            Hook::FarmCity,
            Hook::AfterScoring,
            Hook::Again,
            Hook::CarryTurn,
            Hook::OfferReason,
        ]
    }

    fn offer_reason(&self, t: &Turn, offer: &Offer) -> Option<Clause> {
        let Offer::Escape(c) = offer else {
            return None;
        };
        let knight = t.named(c).into_iter().find(|f| f.kind.is_follower())?;
        let city = t.group_of_figure(&knight)?;
        let (siege, monastery) = siege_tiles(t, city)
            .into_iter()
            .find_map(|p| Some((p, monastery_beside(t, p)?)))?;
        Some(
            Clause::new(&si::BECAUSE_ESCAPE)
                .square("monastery", monastery)
                .square("siege", siege),
        )
    }

    fn again(&self, _t: &Turn, _turn: &TurnAction, again: &TurnAction) -> Result<(), Violation> {
        match again.escape {
            Some(_) => Err(one_escape()),
            None => Ok(()),
        }
    }

    fn carry_turn(&self, t: &Turn, into: &mut Slots) {
        if t.slots.get::<Escaped>().is_some() {
            into.put(Escaped);
        }
    }

    fn feature_value(&self, t: &Turn, g: GroupId, complete: bool) -> Option<(i64, Rule, Counting)> {
        let group = t.graph.group(g);
        if group.kind != Kind::City || group.marks.sieges == 0 {
            return None;
        }
        let tiles = group.tiles().len() as u32;
        if !complete {
            return Some((0, si::UNFINISHED, Counting::Forfeit { tiles }));
        }
        // The siege takes one point off each tile and pennant, whatever
        // the city is otherwise worth a tile (a cathedral's 3).
        let rate = if group.marks.cathedrals > 0 { 2 } else { 1 };
        let pennants = group.pennants;
        Some((
            i64::from(rate * (tiles + pennants)),
            si::BESIEGED,
            Counting::City {
                tiles,
                pennants,
                rate,
            },
        ))
    }

    fn scoring_cites(&self, _t: &Turn, _g: GroupId, valued: &[Rule]) -> Vec<Rule> {
        // The siege changes what a completed city is worth, not that it
        // scores as the base game says; a city valued otherwise (a castle)
        // is none of the siege's business.
        if valued.contains(&si::BESIEGED) {
            vec![base::SCORE_CITY]
        } else {
            Vec::new()
        }
    }

    fn farm_city(&self, t: &Turn, farm: GroupId, city: GroupId) -> Option<(FarmCity, Vec<Rule>)> {
        (t.graph.group(city).marks.sieges > 0)
            .then(|| (FarmCity { times: 2, extra: 0 }, farm_rules(t, farm)))
    }

    fn after_scoring(&self, t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
        let escaped = t.slots.get::<Escaped>().is_some();
        match &turn.escape {
            Some(_) if escaped => Err(one_escape()),
            Some(c) => escape(t, c),
            None if escaped => Ok(()),
            None => {
                // Offered, not taken: random games take it now and then.
                let offers = escapes(t);
                if offers.is_empty() && !t.quiet {
                    no_escape(t);
                }
                t.offers.extend(offers.into_iter().map(Offer::Escape));
                Ok(())
            }
        }
    }
}

/// A knight of the player in a besieged city with no monastery around its
/// siege tiles: a player may expect an escape, so the ruling says why there
/// is none (and, where a monastery stands by another tile of the city,
/// that only the siege tiles count: readings §1.11).
#[cold]
fn no_escape(t: &mut Turn) {
    let mut cities: Vec<GroupId> = t
        .board
        .figures
        .iter()
        .filter(|f| f.owner == t.player && f.kind.is_follower())
        .filter_map(|f| t.group_of_figure(f))
        .filter(|g| {
            let group = t.graph.group(*g);
            group.kind == Kind::City && group.marks.sieges > 0
        })
        .collect();
    cities.sort_unstable();
    cities.dedup();
    for city in cities {
        let sieges = siege_tiles(t, city);
        let elsewhere = rgg_would_allow(t, city);
        let because = Clause::new(&si::NO_ESCAPE)
            .player("player", t.name(t.player))
            .with("city", crate::engine::Detail::Feature(t.feature(city)))
            .list(
                "sieges",
                Join::And,
                sieges.iter().map(|p| crate::engine::Detail::Square(*p)).collect(),
            );
        let cites: &[Rule] = if elsewhere {
            &[si::ESCAPE, si::ESCAPE_AROUND]
        } else {
            &[si::ESCAPE]
        };
        t.tell(cites, |t| Fact::NotOffered {
            player: t.name(t.player).to_owned(),
            offer: crate::ruling::OfferKind::Escape,
            because,
        });
    }
}

/// The player's knights that could escape now, as the action names them.
fn escapes(t: &Turn) -> Vec<Capture> {
    let mut out = Vec::new();
    for f in &t.board.figures {
        if f.owner != t.player || !f.kind.is_follower() {
            continue;
        }
        // Asked after every turn: a figure on no city is passed over on
        // its own tile, before the graph is asked.
        let Standing::Feature(i) = f.standing else {
            continue;
        };
        if t.board
            .tile(f.pos)
            .and_then(|p| p.tile.features.get(i))
            .map(|x| x.kind)
            != Some(Kind::City)
        {
            continue;
        }
        let Some(city) = t.group_of_figure(f) else {
            continue;
        };
        // The besieged city first, which few followers stand in, and the
        // walk over the figures for a twin last.
        if t.graph.group(city).marks.sieges == 0 || t.twin_before(f) {
            continue;
        }
        if siege_tiles(t, city)
            .iter()
            .all(|p| monastery_beside(t, *p).is_none())
        {
            continue;
        }
        if let Some(mut c) = t.name_of(f) {
            // Only the player's own knights are named: the kind tells
            // them apart where several share the spot.
            let own_shared = t.board.figures.iter().any(|g| {
                g.pos == f.pos
                    && g.standing == f.standing
                    && g.owner == f.owner
                    && g.kind.is_follower()
                    && g.kind != f.kind
            });
            c.owner = None;
            c.figure = own_shared.then_some(f.kind);
            out.push(c);
        }
    }
    out
}

/// The rules a farm's besieged city is counted by: on a farm with a barn,
/// also the footnote that says it still counts twice there.
fn farm_rules(t: &Turn, farm: GroupId) -> Vec<Rule> {
    let barn = t
        .board
        .figures
        .iter()
        .any(|f| f.kind == FigureKind::Barn && t.farm_at_corner(f) == Some(farm));
    if barn {
        vec![si::FARM, car::FN186]
    } else {
        vec![si::FARM]
    }
}

/// The squares of a city's siege tiles.
fn siege_tiles(t: &Turn, city: GroupId) -> Vec<Pos> {
    let mut out: Vec<Pos> = t
        .graph
        .group(city)
        .segments()
        .filter(|s: &Segment| {
            t.board
                .tile(s.pos)
                .is_some_and(|p| p.tile.features[s.feature].marks.sieges > 0)
        })
        .map(|s| s.pos)
        .collect();
    out.dedup();
    out
}

/// Whether a monastery stands beside some tile of the city: enough under
/// RGG's rule, not under the German one carc applies (readings §1.11).
fn rgg_would_allow(t: &Turn, city: GroupId) -> bool {
    t.graph
        .group(city)
        .tiles()
        .iter()
        .any(|p| monastery_beside(t, *p).is_some())
}

/// A monastery (or the abbey) on one of the 8 squares around `pos`.
fn monastery_beside(t: &Turn, pos: Pos) -> Option<Pos> {
    pos.surrounding().find(|p| {
        t.board.tile(*p).is_some_and(|placed| {
            placed
                .tile
                .features
                .iter()
                .any(|f| f.kind == Kind::Monastery)
        })
    })
}

/// `escape: {at, on}`: one of the player's knights leaves a besieged city.
fn escape(t: &mut Turn, c: &Capture) -> Result<(), Violation> {
    let there = t.named(c);
    let knights: Vec<Figure> = there
        .iter()
        .filter(|f| f.kind.is_follower())
        .copied()
        .collect();
    let own: Vec<Figure> = knights
        .iter()
        .filter(|f| f.owner == t.player)
        .copied()
        .collect();
    let Some(k) = own.first().copied() else {
        let items = there.iter().map(|f| t.standing(f)).collect();
        return Err(refuse(
            Clause::new(&si::NOT_OWN)
                .square("at", c.at)
                .name("on", c.on.name())
                .list("figures", Join::And, items),
        ));
    };
    if own.iter().any(|f| f.kind != k.kind) {
        let items = own.iter().map(|f| t.standing(f)).collect();
        return Err(refuse(Clause::new(&si::AMBIGUOUS).square("at", c.at).list(
            "figures",
            Join::Or,
            items,
        )));
    }
    let city = t
        .group_of_figure(&k)
        .filter(|g| t.graph.group(*g).kind == Kind::City);
    let Some(city) = city.filter(|g| t.graph.group(*g).marks.sieges > 0) else {
        return Err(refuse(
            Clause::new(&si::NOT_BESIEGED)
                .square("at", c.at)
                .name("on", c.on.name()),
        ));
    };
    let sieges = siege_tiles(t, city);
    let Some(monastery) = sieges.iter().find_map(|p| monastery_beside(t, *p)) else {
        let elsewhere = rgg_would_allow(t, city);
        let v = refuse(
            Clause::new(&si::NO_MONASTERY)
                .with("city", crate::engine::Detail::Feature(t.feature(city)))
                .list(
                    "sieges",
                    Join::And,
                    sieges
                        .iter()
                        .map(|p| crate::engine::Detail::Square(*p))
                        .collect(),
                ),
        );
        return Err(if elsewhere {
            v.cite(si::ESCAPE_AROUND)
        } else {
            v
        });
    };
    t.tell(&[si::ESCAPE], |t| Fact::Escaped {
        player: t.name(t.player).to_owned(),
        figure: k.kind,
        at: k.pos,
        city: t.feature(city),
        monastery,
    });
    t.return_figures(&[k.id]);
    t.slots.put(Escaped);
    for m in t.asked(Hook::FollowerRemoved) {
        m.follower_removed(t, k.owner, city);
    }
    Ok(())
}

/// A second escape in one turn.
#[cold]
fn one_escape() -> Violation {
    Violation::new(si::ESCAPE, Locus::Escape, Clause::new(&si::ONE_ESCAPE))
        .label(&si::LABEL_ONE_ESCAPE)
        .help(Clause::new(&si::HELP_ONE_ESCAPE))
}

#[cold]
fn refuse(clause: Clause) -> Violation {
    Violation::new(si::ESCAPE, Locus::Escape, clause)
        .label(&si::LABEL_ESCAPE)
        .help(Clause::new(&si::HELP_ESCAPE))
}
