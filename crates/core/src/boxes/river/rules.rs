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
use crate::registry::Say;
use crate::engine::{Turn, Violation};
use crate::figure::RuleSet;
use crate::geometry::Pos;
use crate::position::{Locus, Placement, Position};
use crate::rules::{Module, Moves};

use super::course::{self, Turning, is_river};
use super::registry as river;
use super::tiles::{LAKE, SPRING};

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
        if by_river_ii(t.position) {
            return;
        }
        let lake = t.placed.and_then(|at| t.board.tile(at)).is_some_and(|p| p.tile.id == LAKE);
        let extra: &[Rule] = if lake { &[river::LAKE] } else { &[] };
        cite_placed(t, &[SPRING], extra);
    }

    fn scoring_cites(&self, t: &Turn, g: GroupId, _valued: &[Rule]) -> Vec<Rule> {
        if by_river_ii(t.position) {
            return Vec::new();
        }
        fields_cites(t, g)
    }

    fn moves(&self) -> Option<&dyn Moves> {
        Some(self)
    }

    fn check_placement(&self, t: &Turn, p: &Placement) -> Result<(), Violation> {
        if by_river_ii(t.position) {
            return Ok(());
        }
        check_course(t, p, &RIVER_I)?;
        if p.tile.id == LAKE {
            let all = course::before_last(t.position, &[SPRING], LAKE, &[]);
            last(t, p, &LAKE_LAST, all, &[SPRING])?;
        }
        Ok(())
    }
}

/// Where a river starts and ends, and what the rules took out of the game.
pub(crate) struct Waters<'a> {
    /// The springs a river may start from (the one on the table does).
    pub springs: &'a [&'a str],
    /// The tile at the bottom of the river's stack.
    pub last: &'static str,
    /// The river tiles out of the game.
    pub left_out: &'a [&'a str],
}

/// The River (I) on its own.
const RIVER_I: Waters<'static> = Waters {
    springs: &[SPRING],
    last: LAKE,
    left_out: &[],
};

/// With The River II in play its module rules on the one river both boxes
/// lay, the rules the two share included.
fn by_river_ii(position: &Position) -> bool {
    position.rules.plays(RuleSet::RiverII)
}

/// Adds the river's rules to the step of a river tile placed: it continued
/// the river (from the spring, for the first) without a turn the same way
/// again, and what `extra` says about the tile itself.
pub(crate) fn cite_placed(t: &mut Turn, springs: &[&str], extra: &[Rule]) {
    let Some(tile) = t.placed.and_then(|at| t.board.tile(at)).map(|p| p.tile) else {
        return;
    };
    if t.quiet || !is_river(tile) {
        return;
    }
    let first = course::course(&t.board, springs).is_some_and(|c| c.tiles == 1);
    let mut cites = Vec::new();
    if first {
        cites.push(river::SPRING);
    }
    cites.push(river::CONTINUE);
    // A tile that carries the river on may turn it; a lake ends it.
    if tile.river.count_ones() > 1 {
        cites.push(river::TURNS);
    }
    cites.extend(extra.iter().copied());
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
pub(crate) fn fields_cites(t: &Turn, g: GroupId) -> Vec<Rule> {
    let group = t.graph.group(g);
    let crossed = group.kind == Kind::Field
        && group
            .tiles()
            .into_iter()
            .any(|p| t.board.tile(p).is_some_and(|pt| is_river(pt.tile)));
    if crossed { vec![river::FIELDS] } else { Vec::new() }
}

/// The rules every river tile meets, whichever river it belongs to: while
/// the river is open only a river tile may be placed, at an open end,
/// without turning the same way again.
pub(crate) fn check_course(t: &Turn, p: &Placement, waters: &Waters) -> Result<(), Violation> {
    let course = course::course(&t.board, waters.springs);
    if !is_river(p.tile) {
        let open_end = course.as_ref().and_then(|c| c.ends.first());
        return match open_end.filter(|_| stack_left(t.position, &t.board, waters)) {
            Some(end) => Err(Violation::new(
                river::FIRST,
                Locus::PlaceTile,
                Clause::new(&river::NOT_RIVER)
                    .tile("tile", p.tile.id)
                    .square("end", end.next()),
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
    let Some(first) = course.ends.first() else {
        return Err(Violation::new(
            river::CONTINUE,
            Locus::PlaceTile,
            Clause::new(&river::FINISHED).tile("tile", p.tile.id),
        )
        .label(&river::LABEL_FINISHED)
        .help(Clause::new(&river::HELP_FINISHED)));
    };
    let Some(end) = course.end_at(p.at) else {
        let ends = course.ends.iter().map(|e| Detail::Square(e.next())).collect();
        return Err(Violation::new(
            river::CONTINUE,
            Locus::PlaceTile,
            Clause::new(&river::NOT_AT_END)
                .tile("tile", p.tile.id)
                .list("end", Join::Or, ends),
        )
        .label(&river::LABEL_NOT_AT_END)
        .help(Clause::new(&river::HELP_NOT_AT_END).square("end", first.next())));
    };
    // The tile's own river leaves by its other river sides; a tile whose
    // river does not meet the open end is the base rule's mismatch.
    let from = end.side.opposite();
    if p.tile.edge(from, p.rotation) != crate::catalogue::Edge::River {
        return Ok(());
    }
    for to in course::river_sides(p.tile, p.rotation).filter(|s| *s != from) {
        turns(&end.branch, p, course::turning(from, to))?;
    }
    Ok(())
}

/// A tile that closes the river for good (the lake, the volcano), with the
/// rule and the words that refuse it before its turn.
pub(crate) struct Closing {
    pub tile: &'static str,
    pub rule: Rule,
    pub early: &'static Say,
    pub label: &'static Say,
    pub help: &'static Say,
}

/// River I's lake.
const LAKE_LAST: Closing = Closing {
    tile: LAKE,
    rule: river::LAKE,
    early: &river::LAKE_EARLY,
    label: &river::LABEL_LAKE_EARLY,
    help: &river::HELP_LAKE_EARLY,
};

/// A closing tile lies at the bottom of the river's stack: it comes only
/// when the `all` river tiles before it are on the table.
pub(crate) fn last(
    t: &Turn,
    p: &Placement,
    closing: &Closing,
    all: usize,
    springs: &[&str],
) -> Result<(), Violation> {
    let placed = course::course(&t.board, springs).map_or(0, |c| c.tiles);
    if p.tile.id != closing.tile || placed >= all {
        return Ok(());
    }
    Err(Violation::new(
        closing.rule,
        Locus::PlaceTile,
        Clause::new(closing.early)
            .tile("tile", p.tile.id)
            .number("left", i64::try_from(all - placed).unwrap_or(i64::MAX)),
    )
    .label(closing.label)
    .help(Clause::new(closing.help)))
}

/// The turning rule as the publisher answered it: no curve the same way
/// as the tile just before it (a U-turn), and no third curve the same way
/// in a row, straight tiles between them or not (readings §1.15).
fn turns(branch: &[(Pos, Turning)], p: &Placement, way: Turning) -> Result<(), Violation> {
    if way == Turning::Straight {
        return Ok(());
    }
    let way_words = || match way {
        Turning::Left => Clause::new(&river::LEFT),
        _ => Clause::new(&river::RIGHT),
    };
    if let Some(&(before, turned)) = branch.last()
        && turned == way
    {
        return Err(refused(
            Clause::new(&river::U_TURN)
                .tile("tile", p.tile.id)
                .clause("way", way_words())
                .square("before", before),
        ));
    }
    let curves: Vec<(Pos, Turning)> = branch
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
    fn held_back(&self, position: &Position, board: &Board, tile: &Tile) -> bool {
        if by_river_ii(position) {
            return false;
        }
        if !is_river(tile) {
            return open(position, board, &RIVER_I);
        }
        tile.id == LAKE
            && course::course(board, &[SPRING]).map_or(0, |c| c.tiles)
                < course::before_last(position, &[SPRING], LAKE, &[])
    }
}

/// Whether the river is still open: a spring on the table whose river has
/// an open end, and river tiles still to come (once the river's stack is
/// empty, a branch that no tile could continue no longer holds the land
/// tiles back).
pub(crate) fn open(position: &Position, board: &Board, waters: &Waters) -> bool {
    course::course(board, waters.springs).is_some_and(|c| !c.ends.is_empty())
        && stack_left(position, board, waters)
}

fn stack_left(position: &Position, board: &Board, waters: &Waters) -> bool {
    course::stack_left(position, board, waters.springs, waters.last, waters.left_out)
}
