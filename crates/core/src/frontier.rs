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

/// What the neighbours of an empty square show it, side by side (N, E, S,
/// W); `None` where that neighbour is empty too.
pub type Outline = [Option<Edge>; 4];

/// The empty squares next to the table, in square order.
#[derive(Clone, Debug, Default)]
pub struct Frontier {
    squares: BTreeMap<Pos, Outline>,
}

impl Frontier {
    /// The frontier of a whole table.
    pub fn of(board: &Board) -> Frontier {
        // Hashed squares answer "is it taken?" faster than the ordered map.
        let taken: HashSet<Pos, PosHash> = board.tiles.keys().copied().collect();
        let mut f = Frontier::default();
        for t in board.tiles.values() {
            for side in Side::ALL {
                let n = t.pos.neighbour(side);
                if !taken.contains(&n) {
                    let outline = f.squares.entry(n).or_default();
                    outline[side.opposite().index()] = Some(t.tile.edge(side, t.rot));
                }
            }
        }
        f
    }

    /// The tile on `pos` (already on `board`) was placed: its square leaves
    /// the frontier and its empty neighbours join it, seeing its edges.
    pub fn add_tile(&mut self, board: &Board, pos: Pos) {
        let Some(t) = board.tile(pos) else { return };
        self.squares.remove(&pos);
        for side in Side::ALL {
            let n = pos.neighbour(side);
            if board.tile(n).is_none() {
                let outline = self.squares.entry(n).or_default();
                outline[side.opposite().index()] = Some(t.tile.edge(side, t.rot));
            }
        }
    }

    /// The squares, in order.
    pub fn squares(&self) -> impl Iterator<Item = Pos> + '_ {
        self.squares.keys().copied()
    }

    /// How many squares there are.
    pub fn len(&self) -> usize {
        self.squares.len()
    }

    /// Whether the table is empty (so nothing borders it).
    pub fn is_empty(&self) -> bool {
        self.squares.is_empty()
    }

    /// What the neighbours show a square, if it is on the frontier.
    pub fn outline(&self, pos: Pos) -> Option<&Outline> {
        self.squares.get(&pos)
    }

    /// Whether every edge of `tile` turned by `rot` matches what the
    /// neighbours of `pos` show (the base game's placement rule; the rule
    /// modules add theirs on top).
    pub fn edges_fit(outline: &Outline, tile: &Tile, rot: Rotation) -> bool {
        Side::ALL.iter().all(|side| {
            outline[side.index()].is_none_or(|theirs| tile.edge(*side, rot).matches(theirs))
        })
    }
}
