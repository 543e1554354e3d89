//! Shrines: a shrine is laid, held and scored as a monastery (the tiles'
//! `shrine()`, a monastery by kind). A tile may not leave a shrine beside
//! two monasteries, nor a monastery beside two shrines (the abbey counts as
//! a monastery). A shrine and a monastery side by side, each occupied,
//! challenge each other: the first completed scores, and the other, still
//! incomplete, loses its followers unscored (readings §1.18).

use crate::board::Board;
use crate::catalogue::{Kind, Tile};
use crate::engine::hooks::Hook;
use crate::engine::refusal::{Clause, Detail, Join};
use crate::engine::score::return_all;
use crate::engine::{Turn, Violation};
use crate::figure::RuleSet;
use crate::geometry::Pos;
use crate::graph::{GroupId, Segment};
use crate::position::{Locus, Placement};
use crate::registry::{Rule, Say};
use crate::ruling::Fact;
use crate::rules::{Module, Moves};

use super::registry as sh;

pub struct Shrines;

/// The two kinds of building that challenge each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Building {
    Shrine,
    Monastery,
}

impl Building {
    fn other(self) -> Building {
        match self {
            Building::Shrine => Building::Monastery,
            Building::Monastery => Building::Shrine,
        }
    }

    /// The words refusing a tile whose building (of this kind) would touch
    /// two of the other kind, and one whose neighbour has one already.
    fn refusals(self) -> (&'static Say, &'static Say) {
        match self {
            Building::Shrine => (&sh::SHRINE_TOO_MANY, &sh::SHRINE_SECOND),
            Building::Monastery => (&sh::MONASTERY_TOO_MANY, &sh::MONASTERY_SECOND),
        }
    }
}

/// The building of a tile, and its feature: a shrine, or a monastery (the
/// abbey too).
fn building(tile: &Tile) -> Option<(Building, usize)> {
    tile.features
        .iter()
        .position(|f| f.kind == Kind::Monastery)
        .map(|i| match tile.features[i].centre_name {
            Some("shrine") => (Building::Shrine, i),
            _ => (Building::Monastery, i),
        })
}

/// The squares around `at` holding a building of kind `b`, the square
/// `skip` left out.
fn around(board: &Board, at: Pos, b: Building, skip: Option<Pos>) -> Vec<Pos> {
    at.surrounding()
        .filter(|p| Some(*p) != skip)
        .filter(|p| {
            board
                .tile(*p)
                .and_then(|t| building(t.tile))
                .is_some_and(|(k, _)| k == b)
        })
        .collect()
}

impl Module for Shrines {
    fn rules(&self) -> RuleSet {
        RuleSet::Shrines
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::CheckPlacement,
            Hook::ChecksPlacement,
            Hook::OnScored,
            Hook::ScoringCites,
        ]
    }

    fn moves(&self) -> Option<&dyn Moves> {
        Some(self)
    }

    fn check_placement(&self, t: &Turn, p: &Placement) -> Result<(), Violation> {
        let Some((mine, _)) = building(p.tile) else {
            return Ok(());
        };
        let (too_many, second) = mine.refusals();
        let beside = around(&t.board, p.at, mine.other(), Some(p.at));
        if beside.len() > 1 {
            let squares = beside.iter().map(|s| Detail::Square(*s)).collect();
            return Err(refuse(
                Clause::new(too_many)
                    .tile("tile", p.tile.id)
                    .list("squares", Join::And, squares),
            ));
        }
        // The one building of the other kind beside it must not have one of
        // this kind already.
        for at in beside {
            let already = around(&t.board, at, mine, Some(p.at));
            if let Some(first) = already.first() {
                return Err(refuse(
                    Clause::new(second)
                        .tile("tile", p.tile.id)
                        .square("at", at)
                        .square("first", *first),
                ));
            }
        }
        Ok(())
    }

    /// A building completed and scored wins the challenge: a building of
    /// the other kind beside it, still incomplete and occupied, loses its
    /// followers unscored. At game end nothing is completed, so both score.
    fn on_scored(&self, t: &mut Turn, g: GroupId) {
        let group = t.graph.group(g);
        if group.kind != Kind::Monastery || !t.graph.is_complete(g, &t.board) {
            return;
        }
        let anchor = group.anchor();
        let Some(mine) = t.board.tile(anchor.pos).and_then(|x| building(x.tile)) else {
            return;
        };
        if t.graph.figures_on(g, &t.board).is_empty() {
            return;
        }
        for at in around(&t.board, anchor.pos, mine.0.other(), None) {
            let Some((_, feature)) = t.board.tile(at).and_then(|x| building(x.tile)) else {
                continue;
            };
            let Some(loser) = t.graph.group_of(Segment { pos: at, feature }) else {
                continue;
            };
            if t.graph.is_complete(loser, &t.board) || t.graph.figures_on(loser, &t.board).is_empty() {
                continue;
            }
            t.tell(&[sh::CHALLENGE], |t| Fact::Told {
                clause: Clause::new(&sh::LOSES)
                    .with("winner", Detail::Feature(t.feature(g)))
                    .with("loser", Detail::Feature(t.feature(loser))),
                player: None,
                points: 0,
            });
            return_all(t, loser);
        }
    }

    /// A shrine scores as a monastery, by the box's rule.
    fn scoring_cites(&self, t: &Turn, g: GroupId, _valued: &[Rule]) -> Vec<Rule> {
        let group = t.graph.group(g);
        let anchor = group.anchor();
        let shrine = group.kind == Kind::Monastery
            && t.board
                .tile(anchor.pos)
                .and_then(|x| building(x.tile))
                .is_some_and(|(b, _)| b == Building::Shrine);
        if shrine { vec![sh::SHRINE] } else { Vec::new() }
    }
}

fn refuse(clause: Clause) -> Violation {
    Violation::new(sh::NEIGHBOURS, Locus::PlaceTile, clause)
        .label(&sh::LABEL_NEIGHBOURS)
        .help(Clause::new(&sh::HELP_NEIGHBOURS))
}

impl Moves for Shrines {
    // Only a tile with a shrine or a monastery can break the limit.
    fn checks_placement(&self, tile: &Tile) -> bool {
        building(tile).is_some()
    }
}
