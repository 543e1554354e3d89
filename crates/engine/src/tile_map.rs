//! The tiles on the table, by square. Every rule asks which tile lies on a
//! square, many times a turn (the tower's reach, the dragon's steps, the
//! frontier, the scoring of a monastery's ring), so the tiles are kept in a
//! grid over the table's extent, where the question costs one index, and
//! are met in square order, as an ordered map would give them. A table
//! spread too thin for a grid (a scenario's tiles far apart) keeps them in
//! an ordered map instead: the grid is bounded by the number of tiles.

use std::collections::BTreeMap;
use std::collections::btree_map;

use crate::board::PlacedTile;
use crate::geometry::Pos;

/// The tiles on the table, by square, met in square order (west to east,
/// then south to north within a column).
#[derive(Clone, Default)]
pub struct TileMap {
    store: Store,
    len: usize,
    /// The squares of the tiles that carry a tower, in no particular
    /// order: the tower's rules ask for them every turn, and a walk over
    /// the whole table to find the few cost more than the rest of the
    /// question.
    towers: Vec<Pos>,
    /// The squares of the tiles with a water edge, in no particular order,
    /// for the same reason: a placement rule may ask for the water's course
    /// at every square a tile is tried on.
    water: Vec<Pos>,
    /// While changes are kept ([`TileMap::keep_changes`]): each change,
    /// oldest first, as the square and what lay on it before.
    changes: Option<Vec<(Pos, Option<PlacedTile>)>>,
}

/// Where the kept changes stood when [`TileMap::keep_changes`] was asked,
/// and whether that call began keeping them.
#[derive(Clone, Copy, Debug)]
#[must_use]
pub struct Kept {
    from: usize,
    opened: bool,
}

#[derive(Clone)]
enum Store {
    Grid(Grid),
    Sparse(BTreeMap<Pos, PlacedTile>),
}

impl Default for Store {
    fn default() -> Self {
        Store::Grid(Grid::default())
    }
}

/// Squares `x0..x0 + w` by `y0..y0 + h`, a column after another, so that
/// the cells in order are the squares in order. The cells name the tiles,
/// which are kept apart and unordered: a turn that changes a tile (a tower
/// floor, a ferry) copies a table it shares, and a cell of two bytes makes
/// that copy small.
#[derive(Default)]
struct Grid {
    x0: i32,
    y0: i32,
    w: i32,
    h: i32,
    /// For each cell, one more than the place in `tiles` of the tile on
    /// it; 0 for an empty square.
    cells: Vec<u16>,
    /// A bit for each cell that holds a tile, so that the tiles are met
    /// in order without looking at every empty square.
    taken: Vec<u64>,
    tiles: Vec<PlacedTile>,
}

impl Clone for Grid {
    /// A copy with room for a few more tiles: a table is copied to place a
    /// tile on it, and a list copied at its exact length would be moved
    /// whole by that very tile.
    fn clone(&self) -> Self {
        let mut tiles = Vec::with_capacity(self.tiles.len() + 8);
        tiles.extend_from_slice(&self.tiles);
        Grid {
            x0: self.x0,
            y0: self.y0,
            w: self.w,
            h: self.h,
            cells: self.cells.clone(),
            taken: self.taken.clone(),
            tiles,
        }
    }
}

/// Free squares kept around the tiles when the grid grows, so that a table
/// growing a tile at a time seldom moves its grid.
const MARGIN: i32 = 6;

/// A grid may hold this many cells for each tile (and a few more for a
/// small table) before the tiles go to an ordered map: a grid spread over
/// empty squares costs more to copy than it saves. A cell names at most
/// `u16::MAX - 1` tiles.
fn grid_allowed(cells: i64, tiles: usize) -> bool {
    cells <= 64 * tiles as i64 + 4096 && tiles < usize::from(u16::MAX)
}

impl Grid {
    fn index(&self, p: Pos) -> Option<usize> {
        let (dx, dy) = (p.x.wrapping_sub(self.x0), p.y.wrapping_sub(self.y0));
        // As unsigned, a square west or south of the grid is out of range too.
        ((dx as u32) < self.w as u32 && (dy as u32) < self.h as u32)
            .then(|| dx as usize * self.h as usize + dy as usize)
    }

    fn get(&self, p: Pos) -> Option<&PlacedTile> {
        let c = self.cells[self.index(p)?];
        (c != 0).then(|| &self.tiles[usize::from(c) - 1])
    }

    fn get_mut(&mut self, p: Pos) -> Option<&mut PlacedTile> {
        let c = self.cells[self.index(p)?];
        (c != 0).then(|| &mut self.tiles[usize::from(c) - 1])
    }

    /// The grid grown to hold `p` with a margin, or `None` when that grid
    /// would be too large for `tiles` tiles.
    fn grown(&self, p: Pos, tiles: usize) -> Option<Grid> {
        let (x, y) = (i64::from(p.x), i64::from(p.y));
        let (lo_x, lo_y, hi_x, hi_y) = if self.w == 0 {
            (x, y, x, y)
        } else {
            let (x0, y0) = (i64::from(self.x0), i64::from(self.y0));
            (
                x0.min(x),
                y0.min(y),
                (x0 + i64::from(self.w) - 1).max(x),
                (y0 + i64::from(self.h) - 1).max(y),
            )
        };
        let m = i64::from(MARGIN);
        let (lo_x, lo_y, hi_x, hi_y) = (lo_x - m, lo_y - m, hi_x + m, hi_y + m);
        let (w, h) = (hi_x - lo_x + 1, hi_y - lo_y + 1);
        if !grid_allowed(w * h, tiles) {
            return None;
        }
        let cells = usize::try_from(w * h).ok()?;
        let mut g = Grid {
            x0: i32::try_from(lo_x).ok()?,
            y0: i32::try_from(lo_y).ok()?,
            w: i32::try_from(w).ok()?,
            h: i32::try_from(h).ok()?,
            cells: vec![0; cells],
            taken: vec![0; cells.div_ceil(64)],
            tiles: Vec::with_capacity(tiles),
        };
        for t in &self.tiles {
            g.put(*t);
        }
        Some(g)
    }

    /// Puts a tile on its square, which the grid holds, giving back the
    /// tile that lay there.
    fn put(&mut self, tile: PlacedTile) -> Option<PlacedTile> {
        let i = self.index(tile.pos).expect("the grid holds the square");
        match self.cells[i] {
            0 => {
                self.tiles.push(tile);
                self.cells[i] = u16::try_from(self.tiles.len()).expect("grid_allowed");
                self.taken[i / 64] |= 1 << (i % 64);
                None
            }
            c => Some(std::mem::replace(&mut self.tiles[usize::from(c) - 1], tile)),
        }
    }

    /// Takes the tile off a square.
    fn take(&mut self, p: Pos) -> Option<PlacedTile> {
        let i = self.index(p)?;
        let k = usize::from(std::mem::take(&mut self.cells[i])).checked_sub(1)?;
        self.taken[i / 64] &= !(1 << (i % 64));
        let t = self.tiles.swap_remove(k);
        // The last tile moved into the freed place: its cell says so.
        if let Some(moved) = self.tiles.get(k) {
            let j = self.index(moved.pos).expect("a tile of the grid");
            self.cells[j] = u16::try_from(k + 1).expect("grid_allowed");
        }
        Some(t)
    }
}

impl TileMap {
    /// Whether it keeps its tiles in an ordered map rather than a grid
    /// (public for the tests on the catalogue's tiles, in `carc-core`).
    #[doc(hidden)]
    pub fn is_sparse(&self) -> bool {
        matches!(self.store, Store::Sparse(_))
    }

    /// How many tiles.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no tile lies on the table.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The tile on a square.
    pub fn get(&self, p: &Pos) -> Option<&PlacedTile> {
        match &self.store {
            Store::Grid(g) => g.get(*p),
            Store::Sparse(m) => m.get(p),
        }
    }

    /// The tile on a square, to change.
    pub fn get_mut(&mut self, p: &Pos) -> Option<&mut PlacedTile> {
        if self.changes.is_some()
            && let Some(t) = self.get(p).copied()
            && let Some(changes) = &mut self.changes
        {
            changes.push((*p, Some(t)));
        }
        match &mut self.store {
            Store::Grid(g) => g.get_mut(*p),
            Store::Sparse(m) => m.get_mut(p),
        }
    }

    /// Whether a tile lies on a square.
    pub fn contains_key(&self, p: &Pos) -> bool {
        self.get(p).is_some()
    }

    /// Puts a tile on a square, giving back the one that lay there. The
    /// tile's own square is taken to be `p`.
    pub fn insert(&mut self, p: Pos, tile: PlacedTile) -> Option<PlacedTile> {
        let tile = PlacedTile { pos: p, ..tile };
        if let Store::Grid(g) = &mut self.store
            && g.index(p).is_none()
        {
            match g.grown(p, self.len + 1) {
                Some(bigger) => *g = bigger,
                None => {
                    let m = g.tiles.iter().map(|t| (t.pos, *t)).collect();
                    self.store = Store::Sparse(m);
                }
            }
        }
        let old = match &mut self.store {
            Store::Grid(g) => g.put(tile),
            Store::Sparse(m) => m.insert(p, tile),
        };
        if old.is_none() {
            self.len += 1;
        }
        let old_tile = old.map(|o| o.tile);
        track(
            &mut self.towers,
            p,
            old_tile.is_some_and(|t| t.tower),
            tile.tile.tower,
        );
        track(
            &mut self.water,
            p,
            old_tile.is_some_and(|t| t.river != 0),
            tile.tile.river != 0,
        );
        if let Some(changes) = &mut self.changes {
            changes.push((p, old));
        }
        old
    }

    /// From now on, every change is kept so that [`TileMap::undo_changes`]
    /// can put the table back: a random game tries a turn on its own table
    /// and sometimes takes it back, and copying the table every turn to
    /// allow that cost more than the few changes a turn makes (its tile,
    /// a tower's floor, a ferry). Kept changes nest: a trial inside such a
    /// turn (a deployment tried) keeps and undoes its own without touching
    /// the turn's.
    pub fn keep_changes(&mut self) -> Kept {
        match &self.changes {
            Some(changes) => Kept {
                from: changes.len(),
                opened: false,
            },
            None => {
                self.changes = Some(Vec::new());
                Kept {
                    from: 0,
                    opened: true,
                }
            }
        }
    }

    /// Keeps the changes made since `kept`, and stops keeping them unless
    /// an outer [`TileMap::keep_changes`] still does.
    pub fn forget_changes(&mut self, kept: Kept) {
        if kept.opened {
            self.changes = None;
        }
    }

    /// Undoes every change since `kept`, newest first, and stops keeping
    /// them unless an outer [`TileMap::keep_changes`] still does. When no
    /// tile that lay there before was taken up (a turn's changes: its
    /// tile, a floor, a ferry), the tiles are met in
    /// [`TileMap::unordered`]'s order as before too.
    pub fn undo_changes(&mut self, kept: Kept) {
        // Undoing is not itself kept: the journal is set aside meanwhile.
        let Some(mut changes) = self.changes.take() else {
            return;
        };
        while changes.len() > kept.from {
            let Some((p, before)) = changes.pop() else {
                break;
            };
            match before {
                Some(t) => {
                    self.insert(p, t);
                }
                None => {
                    self.remove(&p);
                }
            }
        }
        if !kept.opened {
            self.changes = Some(changes);
        }
    }

    /// Takes the tile off a square.
    pub fn remove(&mut self, p: &Pos) -> Option<PlacedTile> {
        let old = match &mut self.store {
            Store::Grid(g) => g.take(*p),
            Store::Sparse(m) => m.remove(p),
        };
        if let Some(o) = old {
            self.len -= 1;
            track(&mut self.towers, *p, o.tile.tower, false);
            track(&mut self.water, *p, o.tile.river != 0, false);
            if let Some(changes) = &mut self.changes {
                changes.push((*p, old));
            }
        }
        old
    }

    /// The squares of the tiles that carry a tower, in no particular order.
    pub fn towers(&self) -> &[Pos] {
        &self.towers
    }

    /// The squares of the tiles with a water edge, in no particular order.
    pub fn water(&self) -> &[Pos] {
        &self.water
    }

    /// The tiles, in square order.
    pub fn values(&self) -> Values<'_> {
        match &self.store {
            Store::Grid(g) => Values::Grid {
                cells: &g.cells,
                tiles: &g.tiles,
                taken: &g.taken,
                word: 0,
                bits: g.taken.first().copied().unwrap_or(0),
            },
            Store::Sparse(m) => Values::Sparse(m.values()),
        }
    }

    /// The tiles in no particular order: faster, for a sum or a copy that
    /// order does not change.
    pub fn unordered(&self) -> Values<'_> {
        match &self.store {
            Store::Grid(g) => Values::Slice(g.tiles.iter()),
            Store::Sparse(m) => Values::Sparse(m.values()),
        }
    }

    /// The squares that hold a tile, in order.
    pub fn keys(&self) -> impl Iterator<Item = &Pos> + '_ {
        self.values().map(|t| &t.pos)
    }

    /// Each square with its tile, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&Pos, &PlacedTile)> + '_ {
        self.values().map(|t| (&t.pos, t))
    }
}

impl std::fmt::Debug for TileMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// The tile on a square that holds one, as an ordered map's index gives
/// it: panics when the square is empty.
impl std::ops::Index<&Pos> for TileMap {
    type Output = PlacedTile;

    fn index(&self, p: &Pos) -> &PlacedTile {
        self.get(p).expect("a tile on the square")
    }
}

impl FromIterator<(Pos, PlacedTile)> for TileMap {
    fn from_iter<I: IntoIterator<Item = (Pos, PlacedTile)>>(iter: I) -> Self {
        let mut m = TileMap::default();
        for (p, t) in iter {
            m.insert(p, t);
        }
        m
    }
}

/// The tiles of a [`TileMap`], in square order.
pub enum Values<'a> {
    /// From the grid: the bits of `taken[word]` not yet met are `bits`.
    Grid {
        /// The grid's cells.
        cells: &'a [u16],
        /// The tiles they name.
        tiles: &'a [PlacedTile],
        /// Which hold a tile.
        taken: &'a [u64],
        /// The word of `taken` being read.
        word: usize,
        /// Its bits not yet met.
        bits: u64,
    },
    /// From the ordered map.
    Sparse(btree_map::Values<'a, Pos, PlacedTile>),
    /// The grid's tiles as they are kept ([`TileMap::unordered`]).
    Slice(std::slice::Iter<'a, PlacedTile>),
}

impl<'a> Iterator for Values<'a> {
    type Item = &'a PlacedTile;

    #[inline(always)]
    fn next(&mut self) -> Option<&'a PlacedTile> {
        match self {
            Values::Grid {
                cells,
                tiles,
                taken,
                word,
                bits,
            } => {
                while *bits == 0 {
                    *word += 1;
                    *bits = *taken.get(*word)?;
                }
                let i = *word * 64 + bits.trailing_zeros() as usize;
                *bits &= *bits - 1;
                tiles.get(usize::from(cells[i]).wrapping_sub(1))
            }
            Values::Sparse(i) => i.next(),
            Values::Slice(i) => i.next(),
        }
    }

    /// A pass over every tile (`sum`, `for_each`) asks which kind of
    /// store once, not once a tile.
    fn fold<B, F: FnMut(B, Self::Item) -> B>(self, init: B, mut f: F) -> B {
        match self {
            Values::Slice(i) => i.fold(init, f),
            Values::Sparse(i) => i.fold(init, f),
            Values::Grid { .. } => {
                let mut acc = init;
                // Stepped through: a grid's tiles come from its bits.
                for t in self {
                    acc = f(acc, t);
                }
                acc
            }
        }
    }
}

/// Keeps a list of marked squares in step with a square's tile: `had`
/// whether the tile that lay there was marked, `has` whether the one there
/// now is.
fn track(list: &mut Vec<Pos>, p: Pos, had: bool, has: bool) {
    match (had, has) {
        (false, true) => list.push(p),
        (true, false) => list.retain(|&q| q != p),
        _ => {}
    }
}
