//! The River's placement rules: while the river is open only a river tile
//! may be placed, and it must continue the river at its open end, the lake
//! last, never turning the same way as the tile before it nor a third time
//! the same way (readings §1.15). The fields the river parts are the tiles'
//! own data (`tiles.rs`).

use crate::board::Board;
use crate::catalogue::{Kind, Tile};
use crate::graph::GroupId;
use crate::registry::Rule;
use crate::engine::hooks::Hook;
use crate::engine::refusal::{Clause, Detail, Join};
use crate::engine::{Turn, Violation};
use crate::figure::RuleSet;
use crate::geometry::Pos;
use crate::position::{Locus, Placement, Position};
use crate::rules::{Module, Moves};

use super::course::{self, Course, Turning, is_river};
use super::registry as river;
use super::tiles::LAKE;

pub struct River;

impl Module for River {
    fn rules(&self) -> RuleSet {
        RuleSet::River
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::CheckPlacement,
            Hook::ChecksPlacement,
            Hook::HeldBack,
            Hook::AfterPlacement,
            Hook::ScoringCites,
        ]
    }

    /// A river tile placed rests on the river's own rules too: it continued
    /// the river (from the spring, for the first), without a turn the
    /// same way again; the lake closed it.
    fn after_placement(&self, t: &mut Turn) {
        let Some(tile) = t.placed.and_then(|at| t.board.tile(at)).map(|p| p.tile) else {
            return;
        };
        if t.quiet || !is_river(tile) {
            return;
        }
        let first = course::course_tiles_placed(&t.board) == 1 && tile.id != LAKE;
        let mut cites = vec![river::CONTINUE, river::TURNS];
        if first {
            cites.insert(0, river::SPRING);
        }
        if tile.id == LAKE {
            cites = vec![river::CONTINUE, river::LAKE];
        }
        if let Some(e) = t
            .events
            .iter_mut()
            .rev()
            .find(|e| matches!(e.fact, crate::ruling::Fact::TilePlaced { .. }))
        {
            e.cites.extend(cites);
        }
    }

    /// A farm a river crosses was parted by it, or goes round its spring or
    /// its lake.
    fn scoring_cites(&self, t: &Turn, g: GroupId, _valued: &[Rule]) -> Vec<Rule> {
        let group = t.graph.group(g);
        let crossed = group.kind == Kind::Field
            && group
                .tiles()
                .into_iter()
                .any(|p| t.board.tile(p).is_some_and(|pt| is_river(pt.tile)));
        if crossed { vec![river::FIELDS] } else { Vec::new() }
    }

    fn moves(&self) -> Option<&dyn Moves> {
        Some(self)
    }

    fn check_placement(&self, t: &Turn, p: &Placement) -> Result<(), Violation> {
        let course = course::course(&t.board);
        if !is_river(p.tile) {
            return match course.and_then(|c| c.open) {
                Some((end, side)) => Err(Violation::new(
                    river::FIRST,
                    Locus::PlaceTile,
                    Clause::new(&river::NOT_RIVER)
                        .tile("tile", p.tile.id)
                        .square("end", end.neighbour(side)),
                )
                .label(&river::LABEL_NOT_RIVER)
                .help(Clause::new(&river::HELP_NOT_RIVER))),
                None => Ok(()),
            };
        }
        let Some(course) = course else {
            return Err(Violation::new(
                river::CONTINUE,
                Locus::PlaceTile,
                Clause::new(&river::NO_RIVER).tile("tile", p.tile.id),
            )
            .label(&river::LABEL_NO_RIVER));
        };
        let Some((end, side)) = course.open else {
            return Err(Violation::new(
                river::CONTINUE,
                Locus::PlaceTile,
                Clause::new(&river::FINISHED).tile("tile", p.tile.id),
            )
            .label(&river::LABEL_FINISHED)
            .help(Clause::new(&river::HELP_FINISHED)));
        };
        let next = end.neighbour(side);
        if p.at != next {
            return Err(Violation::new(
                river::CONTINUE,
                Locus::PlaceTile,
                Clause::new(&river::NOT_AT_END)
                    .tile("tile", p.tile.id)
                    .square("end", next),
            )
            .label(&river::LABEL_NOT_AT_END)
            .help(Clause::new(&river::HELP_NOT_AT_END).square("end", next)));
        }
        if p.tile.id == LAKE {
            lake_last(t, p)?;
        }
        // The tile's own river leaves by its other river side; a tile whose
        // river does not meet the open end is the base rule's mismatch.
        let from = side.opposite();
        if p.tile.edge(from, p.rotation) != crate::catalogue::Edge::River {
            return Ok(());
        }
        match course::river_sides(p.tile, p.rotation).find(|s| *s != from) {
            Some(to) => turns(&course, p, course::turning(from, to)),
            None => Ok(()),
        }
    }
}

/// The lake lies at the bottom of the river's stack: it comes only when
/// every other river tile is on the table.
fn lake_last(t: &Turn, p: &Placement) -> Result<(), Violation> {
    let all = course::course_tiles();
    let placed = course::course_tiles_placed(&t.board);
    if placed >= all {
        return Ok(());
    }
    Err(Violation::new(
        river::LAKE,
        Locus::PlaceTile,
        Clause::new(&river::LAKE_EARLY)
            .tile("tile", p.tile.id)
            .number("left", i64::try_from(all - placed).unwrap_or(i64::MAX)),
    )
    .label(&river::LABEL_LAKE_EARLY)
    .help(Clause::new(&river::HELP_LAKE_EARLY)))
}

/// The turning rule as the publisher answered it: no curve the same way
/// as the tile just before it (a U-turn), and no third curve the same way
/// in a row, straight tiles between them or not (readings §1.15).
fn turns(course: &Course, p: &Placement, way: Turning) -> Result<(), Violation> {
    if way == Turning::Straight {
        return Ok(());
    }
    let way_words = || match way {
        Turning::Left => Clause::new(&river::LEFT),
        _ => Clause::new(&river::RIGHT),
    };
    if let Some(&(before, turned)) = course.tiles.last()
        && turned == way
    {
        return Err(refused(
            Clause::new(&river::U_TURN)
                .tile("tile", p.tile.id)
                .clause("way", way_words())
                .square("before", before),
        ));
    }
    let curves: Vec<(Pos, Turning)> = course
        .tiles
        .iter()
        .rev()
        .filter(|(_, w)| *w != Turning::Straight)
        .take(2)
        .copied()
        .collect();
    if curves.len() == 2 && curves.iter().all(|(_, w)| *w == way) {
        let squares = curves.iter().rev().map(|(at, _)| Detail::Square(*at)).collect();
        return Err(refused(
            Clause::new(&river::THIRD_TURN)
                .tile("tile", p.tile.id)
                .clause("way", way_words())
                .list("before", Join::And, squares),
        ));
    }
    Ok(())
}

fn refused(clause: Clause) -> Violation {
    Violation::new(river::TURNS, Locus::PlaceTile, clause)
        .label(&river::LABEL_TURN)
        .help(Clause::new(&river::HELP_TURN))
}

impl Moves for River {
    // While the river is open every tile has a rule to meet here, a river
    // tile always.
    fn checks_placement(&self, _tile: &Tile) -> bool {
        true
    }

    // A land tile waits while the river is open, the lake while river
    // tiles remain: the river's stack is laid before the rest, the lake at
    // its bottom.
    fn held_back(&self, _position: &Position, board: &Board, tile: &Tile) -> bool {
        if !is_river(tile) {
            return course::open(board);
        }
        tile.id == LAKE
            && course::course_tiles_placed(board) < course::course_tiles()
    }
}
