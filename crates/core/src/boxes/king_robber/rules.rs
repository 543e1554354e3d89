//! King & Robber: whoever completes the first city of the game takes the
//! king's tile, and whoever later completes a city of more tiles than every
//! city completed before takes it from its holder; the robber's tile goes
//! the same way for roads. Who completes a feature is the player whose tile
//! (or turn) closed it, whoever holds it and whether or not anyone does. At
//! the end the king's holder scores a point for every completed city on the
//! table, the robber's for every completed road (readings §1.17).

use crate::board::PlayerIdx;
use crate::catalogue::Kind;
use crate::engine::hooks::Hook;
use crate::engine::refusal::Clause;
use crate::engine::slots::Slots;
use crate::engine::Turn;
use crate::figure::RuleSet;
use crate::graph::GroupId;
use crate::position::Position;
use crate::registry::{Rule, Say};
use crate::ruling::{Fact, Kept, Ruling};
use crate::rules::Module;

use super::registry as kr;

pub struct KingRobber;

/// Who holds one of the two tiles, and the size of the feature that won it
/// (in tiles): the record a later feature must pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crown {
    /// Who holds the tile.
    pub holder: PlayerIdx,
    /// The tiles of the feature that won it.
    pub size: u32,
}

/// The king's and the robber's tiles, each with its holder once a city (a
/// road) has been completed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Crowns {
    /// The king's tile, for cities.
    pub king: Option<Crown>,
    /// The robber's tile, for roads.
    pub robber: Option<Crown>,
}

/// The tiles as the turn has them so far (the position's until a feature
/// is completed).
fn crowns(slots: &Slots, position: &Position) -> Crowns {
    slots
        .get::<Crowns>()
        .or_else(|| position.boxes.get::<Crowns>())
        .copied()
        .unwrap_or_default()
}

/// One of the two tiles: the features it goes with, and its words.
struct Title {
    kind: Kind,
    rule: Rule,
    first: &'static Say,
    taken: &'static Say,
    stays: &'static Say,
    raised: &'static Say,
    scores: &'static Say,
    held: &'static Say,
    key: &'static str,
}

const KING: Title = Title {
    kind: Kind::City,
    rule: kr::KING,
    first: &kr::KING_FIRST,
    taken: &kr::KING_TAKEN,
    stays: &kr::KING_STAYS,
    raised: &kr::KING_RAISED,
    scores: &kr::KING_SCORES,
    held: &kr::KING_HELD,
    key: "king",
};

const ROBBER: Title = Title {
    kind: Kind::Road,
    rule: kr::ROBBER,
    first: &kr::ROBBER_FIRST,
    taken: &kr::ROBBER_TAKEN,
    stays: &kr::ROBBER_STAYS,
    raised: &kr::ROBBER_RAISED,
    scores: &kr::ROBBER_SCORES,
    held: &kr::ROBBER_HELD,
    key: "robber",
};

impl Title {
    fn of<'c>(&self, c: &'c mut Crowns) -> &'c mut Option<Crown> {
        if self.kind == Kind::City {
            &mut c.king
        } else {
            &mut c.robber
        }
    }
}

impl Module for KingRobber {
    fn rules(&self) -> RuleSet {
        RuleSet::KingRobber
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::OnCompleted,
            Hook::FinalScoring,
            Hook::WriteRuling,
            Hook::CarryOver,
        ]
    }

    fn on_completed(&self, t: &mut Turn, g: GroupId) {
        let group = t.graph.group(g);
        let title = match group.kind {
            Kind::City => &KING,
            Kind::Road => &ROBBER,
            _ => return,
        };
        let size = u32::try_from(group.tiles().len()).unwrap_or(u32::MAX);
        let mut c = crowns(&t.slots, t.position);
        let before = *title.of(&mut c);
        let player = t.player;
        let (say, won) = match before {
            None => (title.first, true),
            Some(held) if size > held.size && held.holder == player => (title.raised, true),
            Some(held) if size > held.size => (title.taken, true),
            Some(_) => (title.stays, false),
        };
        if won {
            *title.of(&mut c) = Some(Crown {
                holder: player,
                size,
            });
            *t.slots.get_mut::<Crowns>() = c;
        }
        t.tell(&[title.rule], |t| {
            let mut clause = Clause::new(say)
                .player("player", t.name(player))
                .with("feature", crate::engine::Detail::Feature(t.feature(g)))
                .number("size", size);
            if let Some(held) = before {
                clause = clause
                    .player("holder", t.name(held.holder))
                    .number("record", held.size);
            }
            Fact::Told {
                clause,
                player: None,
                points: 0,
            }
        });
    }

    fn final_scoring(&self, t: &mut Turn) {
        let mut c = crowns(&t.slots, t.position);
        for title in [&KING, &ROBBER] {
            let Some(crown) = *title.of(&mut c) else {
                continue;
            };
            let count = completed(t, title.kind);
            let mut cites = vec![kr::FINAL];
            let mut say = title.scores;
            // The publisher counts the City of Carcassonne as a completed
            // city for the king.
            let city = title.kind == Kind::City && t.position.rules.plays(RuleSet::Count);
            if city {
                cites.push(kr::CITY_OF_CARCASSONNE);
                say = &kr::KING_SCORES_WITH_CITY;
            }
            let points = i64::from(count) + i64::from(city);
            t.gain(crown.holder, points);
            t.tell(&cites, |t| Fact::Told {
                clause: Clause::new(say)
                    .player("player", t.name(crown.holder))
                    .number("count", count)
                    .number("points", points),
                player: Some(t.name(crown.holder).to_owned()),
                points,
            });
        }
    }

    fn write_ruling(&self, t: &Turn, ruling: &mut Ruling) {
        if t.quiet {
            return;
        }
        let mut c = crowns(&t.slots, t.position);
        for title in [&KING, &ROBBER] {
            if let Some(crown) = *title.of(&mut c) {
                ruling.kept.push(Kept {
                    key: title.key,
                    clause: Clause::new(title.held)
                        .player("player", t.name(crown.holder))
                        .number("size", crown.size),
                });
            }
        }
    }

    fn carry_over(&self, slots: &Slots, next: &mut Position) {
        if let Some(c) = slots.get::<Crowns>() {
            *next.boxes.get_mut::<Crowns>() = *c;
        }
    }
}

/// The completed features of a kind on the table, castles left out (a
/// castle stands in place of its city).
fn completed(t: &Turn, kind: Kind) -> u32 {
    let castles: Vec<GroupId> = t
        .position
        .castles
        .iter()
        .filter_map(|c| {
            t.graph.group_of(crate::graph::Segment {
                pos: c.at,
                feature: c.feature,
            })
        })
        .collect();
    let n = t
        .graph
        .ids()
        .into_iter()
        .filter(|g| t.graph.group(*g).kind == kind)
        .filter(|g| t.graph.is_complete(*g, &t.board) && !castles.contains(g))
        .count();
    u32::try_from(n).unwrap_or(u32::MAX)
}
