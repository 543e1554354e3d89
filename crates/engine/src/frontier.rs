//! The frontier: the empty squares that share a side with the table, each
//! with the edges its neighbours turn towards it. Kept as the table grows,
//! it answers "does this tile's outline fit here?" without looking at the
//! neighbours again: the move list asks that of every square and rotation,
//! and a random game asks it every turn.

use std::collections::{BTreeMap, HashSet};

use crate::board::Board;
use crate::geometry::{Pos, Side};
use crate::graph::PosHash;

/// What the neighbours of an empty square show it: four bits a side (N
/// lowest, then E, S, W), one bit per kind of edge
/// ([`crate::catalogue::Edge::bits`]), none where that neighbour is empty
/// too. Packed so that a tile's outline is tested against it in a few
/// operations.
pub type Outline = u16;

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
                    *outline |= t.tile.edge(side, t.rot).bits() << (4 * side.opposite().index());
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
                let seen = t.tile.edge(side, t.rot).bits() << (4 * side.opposite().index());
                match self.squares.binary_search_by_key(&n, |e| e.0) {
                    Ok(i) => self.squares[i].1 |= seen,
                    Err(i) => self.squares.insert(i, (n, seen)),
                }
            }
        }
    }

    /// The tile on `pos` changed what it shows (a road laid over it): its
    /// empty neighbours see its sides anew.
    pub fn retile(&mut self, board: &Board, pos: Pos) {
        if board.tile(pos).is_none() {
            return;
        }
        for side in Side::ALL {
            let n = pos.neighbour(side);
            if board.tile(n).is_some() {
                continue;
            }
            let mut outline: Outline = 0;
            for s in Side::ALL {
                if let Some(t) = board.tile(n.neighbour(s)) {
                    outline |= t.tile.edge(s.opposite(), t.rot).bits() << (4 * s.index());
                }
            }
            if let Ok(i) = self.squares.binary_search_by_key(&n, |e| e.0) {
                self.squares[i].1 = outline;
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
}
