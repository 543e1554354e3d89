//! The river's course on the table, read from the tiles alone: from the
//! spring, along the sides the river crosses, through a fork into two
//! branches (The River II), to a lake or to the open ends where the next
//! river tiles go. Every tile with a water side takes part, whichever box
//! it comes from: one river is laid from all the river tiles in play.

use carc_engine::board::Board;
use carc_engine::catalogue::{Edge, Tile};
use carc_engine::geometry::{Pos, Rotation, Side};
use carc_engine::position::Position;

use crate::Catalogue;

/// Which way the river turns on a tile, as it flows from the spring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Turning {
    Straight,
    Left,
    Right,
}

/// One open end of the river: the tile it leaves, the side it leaves by
/// towards an empty square, and the tiles of its branch from the spring,
/// each with the way the branch turns on it (a fork turns a branch that
/// leaves it sideways).
#[derive(Clone, Debug)]
pub(crate) struct End {
    pub at: Pos,
    pub side: Side,
    pub branch: Vec<(Pos, Turning)>,
}

impl End {
    /// The square the next tile of this branch goes on.
    pub fn next(&self) -> Pos {
        self.at.neighbour(self.side)
    }
}

/// The river as it lies: its open ends, and how many tiles after the
/// spring it runs through.
pub(crate) struct Course {
    pub ends: Vec<End>,
    pub tiles: usize,
}

impl Course {
    /// The open end whose next square is `at`.
    pub fn end_at(&self, at: Pos) -> Option<&End> {
        self.ends.iter().find(|e| e.next() == at)
    }
}

/// Whether a river crosses any side of the tile.
pub(crate) fn is_river(tile: &Tile) -> bool {
    tile.river != 0
}

/// The sides the river crosses on a tile so turned.
pub(crate) fn river_sides(tile: &Tile, rot: Rotation) -> impl Iterator<Item = Side> + '_ {
    Side::ALL
        .into_iter()
        .filter(move |s| tile.edge(*s, rot) == Edge::River)
}

/// The way a river that comes in by `from` and leaves by `to` turns.
pub(crate) fn turning(from: Side, to: Side) -> Turning {
    let heading = from.opposite().index();
    match (to.index() + 4 - heading) % 4 {
        1 => Turning::Right,
        3 => Turning::Left,
        _ => Turning::Straight,
    }
}

/// The course from the first of `springs` on the table; `None` when none
/// lies there.
pub(crate) fn course(board: &Board, springs: &[&str]) -> Option<Course> {
    let spring = board
        .tiles
        .water()
        .iter()
        .filter_map(|p| board.tile(*p))
        .filter(|t| springs.contains(&t.tile.id))
        .min_by_key(|t| (t.pos.x, t.pos.y))?;
    let mut course = Course {
        ends: Vec::new(),
        tiles: 0,
    };
    let mut seen = vec![spring.pos];
    // Each river mouth still to follow, as the end it would be.
    let mut walk: Vec<End> = river_sides(spring.tile, spring.rot)
        .map(|side| End {
            at: spring.pos,
            side,
            branch: Vec::new(),
        })
        .collect();
    while let Some(mouth) = walk.pop() {
        let next = mouth.next();
        let Some(t) = board.tile(next) else {
            course.ends.push(mouth);
            continue;
        };
        let from = mouth.side.opposite();
        // A tile that does not take the river in, or one reached twice (two
        // branches run together), carries it no further.
        if !is_river(t.tile) || t.tile.edge(from, t.rot) != Edge::River || seen.contains(&next) {
            continue;
        }
        seen.push(next);
        course.tiles += 1;
        for to in river_sides(t.tile, t.rot).filter(|s| *s != from) {
            let mut branch = mouth.branch.clone();
            branch.push((next, turning(from, to)));
            walk.push(End {
                at: next,
                side: to,
                branch,
            });
        }
    }
    // The ends in the order of their squares, whichever branch was walked
    // first.
    course.ends.sort_by_key(|e| (e.next().x, e.next().y));
    Some(course)
}

/// The river tiles of the rule sets in play that come after the spring and
/// before `last`, new-edition counts, leaving out what the rules take out
/// of the game and what was set aside as fitting nowhere: the tiles that
/// must lie on the table before `last` goes down.
pub(crate) fn before_last(position: &Position, springs: &[&str], last: &str, left_out: &[&str]) -> usize {
    let rules = &position.rules;
    let boxed: usize = Catalogue::get()
        .tiles()
        .filter(|t| is_river(t) && rules.plays(t.set.brought_by()))
        .filter(|t| t.id != last && !springs.contains(&t.id) && !left_out.contains(&t.id))
        .map(|t| usize::from(t.count.ed2))
        .sum();
    let gone = position
        .set_aside
        .iter()
        .filter(|t| is_river(t) && t.id != last && !springs.contains(&t.id))
        .count();
    boxed.saturating_sub(gone)
}

/// Whether a river tile is still to come: the river's stack, `last` at its
/// bottom, holds a tile that is neither on the table nor set aside.
pub(crate) fn stack_left(
    position: &Position,
    board: &Board,
    springs: &[&str],
    last: &str,
    left_out: &[&str],
) -> bool {
    let placed = board
        .tiles
        .water()
        .iter()
        .filter_map(|p| board.tile(*p))
        .filter(|t| !springs.contains(&t.tile.id))
        .count();
    let last_set_aside = position.set_aside.iter().any(|t| t.id == last);
    let all = before_last(position, springs, last, left_out) + usize::from(!last_set_aside);
    placed < all
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boxes::river::tiles::{LAKE, SPRING};
    use crate::figure::RuleSet;

    #[test]
    fn ten_tiles_come_before_the_lake_less_those_set_aside() {
        let mut position = Position::default();
        position.rules.sets = vec![RuleSet::River];
        assert_eq!(before_last(&position, &[SPRING], LAKE, &[]), 10);
        let straight = Catalogue::get().tile("river/straight").unwrap();
        position.set_aside = vec![straight];
        assert_eq!(before_last(&position, &[SPRING], LAKE, &[]), 9);
    }

    #[test]
    fn a_river_turns_as_it_flows() {
        // Coming in by the west, the river flows east.
        assert_eq!(turning(Side::W, Side::E), Turning::Straight);
        assert_eq!(turning(Side::W, Side::S), Turning::Right);
        assert_eq!(turning(Side::W, Side::N), Turning::Left);
        // Coming in by the south, it flows north.
        assert_eq!(turning(Side::S, Side::E), Turning::Right);
        assert_eq!(turning(Side::S, Side::W), Turning::Left);
    }
}
