//! The frontier: the empty squares that share a side with the table, each
//! with the edges its neighbours turn towards it. Kept as the table grows,
//! it answers "does this tile's outline fit here?" without looking at the
//! neighbours again: the move list asks that of every square and rotation,
//! and a random game asks it every turn.

use std::collections::{BTreeMap, HashSet};

use crate::board::Board;
use crate::catalogue::{Edge, Tile};
use crate::geometry::{Pos, Rotation, Side};
use crate::graph::PosHash;

/// What the neighbours of an empty square show it: four bits a side (N
/// lowest, then E, S, W), one bit per kind of edge ([`bits`]), none where
/// that neighbour is empty too. Packed so that a tile's outline is tested
/// against it in a few operations.
pub type Outline = u16;

/// An edge as bits: city 1, road 2, field 4, river 8; the abbey, which
/// fits anything, all four.
pub fn bits(e: Edge) -> u16 {
    match e {
        Edge::City => 1,
        Edge::Road => 2,
        Edge::Field => 4,
        Edge::River => 8,
        Edge::Any => 15,
    }
}

/// The edges of a tile's four sides (N, E, S, W), packed as an [`Outline`].
pub fn pack(edges: [Edge; 4]) -> Outline {
    edges
        .iter()
        .enumerate()
        .fold(0, |acc, (i, e)| acc | bits(*e) << (4 * i))
}

/// A low bit in each four-bit side that holds any bit.
fn sides_with_bits(v: u64) -> u64 {
    (v | v >> 1 | v >> 2 | v >> 3) & 0x1111_1111_1111_1111
}

/// The empty squares next to the table, in square order.
#[derive(Clone, Debug, Default)]
pub struct Frontier {
    /// Sorted by square: every draw of a random game reads them all, and a
    /// flat list is read far faster than an ordered map; a placement
    /// changes at most five entries.
    squares: Vec<(Pos, Outline)>,
}

impl Frontier {
    /// The frontier of a whole table.
    pub fn of(board: &Board) -> Frontier {
        // Hashed squares answer "is it taken?" faster than the ordered map.
        let taken: HashSet<Pos, PosHash> = board.tiles.keys().copied().collect();
        let mut squares: BTreeMap<Pos, Outline> = BTreeMap::new();
        for t in board.tiles.values() {
            for side in Side::ALL {
                let n = t.pos.neighbour(side);
                if !taken.contains(&n) {
                    let outline = squares.entry(n).or_default();
                    *outline |= bits(t.tile.edge(side, t.rot)) << (4 * side.opposite().index());
                }
            }
        }
        Frontier {
            squares: squares.into_iter().collect(),
        }
    }

    /// The tile on `pos` (already on `board`) was placed: its square leaves
    /// the frontier and its empty neighbours join it, seeing its edges.
    pub fn add_tile(&mut self, board: &Board, pos: Pos) {
        let Some(t) = board.tile(pos) else { return };
        if let Ok(i) = self.squares.binary_search_by_key(&pos, |e| e.0) {
            self.squares.remove(i);
        }
        for side in Side::ALL {
            let n = pos.neighbour(side);
            if board.tile(n).is_none() {
                let seen = bits(t.tile.edge(side, t.rot)) << (4 * side.opposite().index());
                match self.squares.binary_search_by_key(&n, |e| e.0) {
                    Ok(i) => self.squares[i].1 |= seen,
                    Err(i) => self.squares.insert(i, (n, seen)),
                }
            }
        }
    }

    /// The squares, in order.
    pub fn squares(&self) -> impl Iterator<Item = Pos> + '_ {
        self.squares.iter().map(|e| e.0)
    }

    /// Every square with what its neighbours show it, in order.
    pub fn outlines(&self) -> impl Iterator<Item = (Pos, Outline)> + '_ {
        self.squares.iter().copied()
    }

    /// The outline `tile` shows for each rotation (by
    /// [`Rotation::quarters`]): worked out once for a whole frontier.
    pub fn edges_by_rotation(tile: &Tile) -> [Outline; 4] {
        Rotation::ALL.map(|rot| pack(Side::ALL.map(|side| tile.edge(side, rot))))
    }

    /// A tile's outlines for the four rotations ([`Frontier::edges_by_rotation`])
    /// in one word, sixteen bits each, for [`Frontier::rotations_fitting`].
    pub fn rotations_word(edges: [Outline; 4]) -> u64 {
        edges
            .iter()
            .enumerate()
            .fold(0u64, |acc, (i, e)| acc | u64::from(*e) << (16 * i))
    }

    /// The rotations (a bit for each, by [`Rotation::quarters`]) in which
    /// a tile whose [`Frontier::rotations_word`] is `mine` fits a square
    /// whose neighbours show `outline` (the base game's placement rule;
    /// the rule modules add theirs on top): in each rotation, every side
    /// that a neighbour shows must share a bit with the tile's edge there.
    /// The four rotations are tested at once, sixteen bits each.
    pub fn rotations_fitting(outline: Outline, mine: u64) -> u8 {
        let shown = u64::from(outline) * 0x0001_0001_0001_0001;
        let unmet = sides_with_bits(shown) & !sides_with_bits(shown & mine);
        // A rotation fits when its sixteen bits are all clear.
        let any = unmet | unmet >> 4 | unmet >> 8 | unmet >> 12;
        let clear = !any & 0x0001_0001_0001_0001;
        // Bits 0, 16, 32 and 48 gathered into bits 0 to 3.
        ((clear | clear >> 15 | clear >> 30 | clear >> 45) & 0xf) as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The placement rule for one rotation, as plainly as it reads: every
    /// side that a neighbour shows shares a bit with the tile's edge there.
    fn outline_fits(outline: Outline, mine: Outline) -> bool {
        (0..4).all(|side| {
            let shown = outline >> (4 * side) & 0xf;
            shown == 0 || shown & (mine >> (4 * side)) != 0
        })
    }
    use crate::board::PlacedTile;
    use crate::catalogue::Catalogue;
    use crate::geometry::Rotation;

    fn put(board: &mut Board, id: &str, x: i32, y: i32) -> Pos {
        let pos = Pos::new(x, y);
        board.put(PlacedTile {
            tile: Catalogue::get().tile(id).expect("a catalogue tile"),
            pos,
            rot: Rotation::default(),
            ferry: None,
            tower: 0,
        });
        pos
    }

    #[test]
    fn the_frontier_is_the_empty_squares_beside_the_table() {
        let mut board = Board::default();
        put(&mut board, "base/D", 0, 0);
        let f = Frontier::of(&board);
        let around: Vec<Pos> = f.squares().collect();
        assert_eq!(around.len(), 4);
        assert!(around.iter().all(|p| !board.tiles.contains_key(p)));
        // Grown by one tile, it equals the frontier of the grown table.
        let mut grown = f.clone();
        let pos = put(&mut board, "base/U", 1, 0);
        grown.add_tile(&board, pos);
        let fresh: Vec<Pos> = Frontier::of(&board).squares().collect();
        assert_eq!(grown.squares().collect::<Vec<_>>(), fresh);
        assert_eq!(fresh.len(), 6);
        assert!(!fresh.contains(&pos));
    }

    #[test]
    fn an_outline_fits_only_the_edges_it_meets() {
        let mut board = Board::default();
        put(&mut board, "base/D", 0, 0); // city N, road W-E, field S
        let f = Frontier::of(&board);
        let east = f
            .outlines()
            .find(|(p, _)| *p == Pos::new(1, 0))
            .map(|(_, o)| o)
            .expect("the square east of the start tile");
        // A straight road W-E fits east of the start tile's road; the same
        // tile turned 90 (road N-S) puts a field against the road.
        let road = Catalogue::get().tile("base/U").unwrap();
        let turns = Frontier::edges_by_rotation(road);
        let fits = Frontier::rotations_fitting(east, Frontier::rotations_word(turns));
        assert!(fits & 1 != 0);
        assert!(fits & 2 == 0);
    }

    /// The four rotations tested at once agree with each tested alone, for
    /// every outline a square can show and the outlines of every tile.
    #[test]
    fn rotations_at_once_agree_with_each_alone() {
        let mut shown: Vec<Outline> = vec![0];
        for side in 0..4 {
            let before = shown.clone();
            for o in before {
                for edge in [1u16, 2, 4, 8, 15] {
                    shown.push(o | edge << (4 * side));
                }
            }
        }
        for tile in Catalogue::get().tiles() {
            let edges = Frontier::edges_by_rotation(tile);
            let word = Frontier::rotations_word(edges);
            for &o in &shown {
                let fits = Frontier::rotations_fitting(o, word);
                for (r, &mine) in edges.iter().enumerate() {
                    assert_eq!(
                        fits >> r & 1 != 0,
                        outline_fits(o, mine),
                        "{} outline {o:#06x} rotation {r}",
                        tile.id
                    );
                }
            }
        }
    }
}
