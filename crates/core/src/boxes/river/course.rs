//! The river's course on the table, read from the tiles alone: from the
//! spring, along the sides the river crosses, to the lake or to the open end
//! where the next river tile goes. Only the tiles of The River (I) make it:
//! a river tile of another box keeps its own rules.

use carc_engine::board::{Board, PlacedTile};
use carc_engine::catalogue::{Edge, Tile, TileSet};
use carc_engine::geometry::{Pos, Rotation, Side};

use super::tiles::{LAKE, SPRING, TILES};

/// Which way the river turns on a tile, as it flows from the spring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Turning {
    Straight,
    Left,
    Right,
}

/// The river as it lies: each tile after the spring with the way the river
/// turns on it, and the open end, if the river is not finished.
pub(super) struct Course {
    pub tiles: Vec<(Pos, Turning)>,
    /// The last tile's square and the side its river leaves by, towards an
    /// empty square.
    pub open: Option<(Pos, Side)>,
}

/// Whether the tile is one of this box's.
pub(super) fn is_river(tile: &Tile) -> bool {
    tile.set == TileSet::River
}

/// The sides the river crosses on a tile so turned.
pub(super) fn river_sides(tile: &Tile, rot: Rotation) -> impl Iterator<Item = Side> + '_ {
    Side::ALL
        .into_iter()
        .filter(move |s| tile.edge(*s, rot) == Edge::River)
}

/// The way a river that comes in by `from` and leaves by `to` turns.
pub(super) fn turning(from: Side, to: Side) -> Turning {
    let heading = from.opposite().index();
    match (to.index() + 4 - heading) % 4 {
        1 => Turning::Right,
        3 => Turning::Left,
        _ => Turning::Straight,
    }
}

/// The course from the spring; `None` when no spring lies on the table.
pub(super) fn course(board: &Board) -> Option<Course> {
    let spring = board
        .tiles
        .water()
        .iter()
        .filter_map(|p| board.tile(*p))
        .find(|t| is_river(t.tile) && t.tile.id == SPRING)?;
    let mut at = spring.pos;
    let mut out = river_sides(spring.tile, spring.rot).next()?;
    let mut course = Course {
        tiles: Vec::new(),
        open: None,
    };
    // A river runs through each tile once: a course longer than the table
    // could only be a loop in a table no game makes.
    for _ in 0..board.tiles.water().len() {
        let next = at.neighbour(out);
        let Some(t) = board.tile(next).filter(|t| is_river(t.tile)) else {
            if board.tile(next).is_none() {
                course.open = Some((at, out));
            }
            return Some(course);
        };
        let from = out.opposite();
        if t.tile.edge(from, t.rot) != Edge::River {
            return Some(course);
        }
        match river_sides(t.tile, t.rot).find(|s| *s != from) {
            Some(to) => {
                course.tiles.push((next, turning(from, to)));
                at = next;
                out = to;
            }
            None => {
                course.tiles.push((next, Turning::Straight));
                return Some(course);
            }
        }
    }
    Some(course)
}

/// Whether the river is still open: a spring on the table whose river has
/// not reached the lake.
pub(super) fn open(board: &Board) -> bool {
    course(board).is_some_and(|c| c.open.is_some())
}

/// How many river tiles other than the spring and the lake the box holds
/// (new edition), by its own table.
pub(super) fn course_tiles() -> usize {
    TILES
        .iter()
        .filter(|t| t.id != SPRING && t.id != LAKE)
        .map(|t| usize::from(t.count.ed2))
        .sum()
}

/// How many of them lie on the table.
pub(super) fn course_tiles_placed(board: &Board) -> usize {
    board
        .tiles
        .water()
        .iter()
        .filter_map(|p| board.tile(*p))
        .filter(|t: &&PlacedTile| is_river(t.tile) && t.tile.id != SPRING && t.tile.id != LAKE)
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_box_has_ten_course_tiles() {
        assert_eq!(course_tiles(), 10);
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
