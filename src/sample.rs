//! Sample positions built by the rules, for the benchmarks and the generated
//! tests: a table grown tile by tile from the start tile, each tile at a legal
//! square and rotation, written out as a scenario. The bag and the random
//! numbers are a random game's own (carc_core::game), so a seed names the
//! same table here as there.

use std::collections::BTreeMap;
use std::fmt::Write;

use carc_core::game::bag::bag;
use carc_core::game::rng::Rng;
use carc_core::position::Rules;

use crate::catalogue::Tile;
use crate::geometry::{Point, Pos, Rotation, Side};

/// A tile on the sample table.
#[derive(Clone, Copy)]
pub struct Laid {
    pub tile: &'static Tile,
    pub pos: Pos,
    pub rot: Rotation,
}

/// Does `tile` at `rot` fit on the empty square `pos`?
pub fn fits(table: &BTreeMap<Pos, Laid>, tile: &Tile, pos: Pos, rot: Rotation) -> bool {
    if table.contains_key(&pos) {
        return false;
    }
    let mut touches = false;
    for side in Side::ALL {
        if let Some(n) = table.get(&pos.neighbour(side)) {
            touches = true;
            if !tile
                .edge(side, rot)
                .matches(n.tile.edge(side.opposite(), n.rot))
            {
                return false;
            }
        }
    }
    touches
}

/// Every legal (square, rotation) for `tile` on the table, in a fixed order.
pub fn placements(table: &BTreeMap<Pos, Laid>, tile: &Tile) -> Vec<(Pos, Rotation)> {
    let mut squares: Vec<Pos> = table
        .keys()
        .flat_map(|p| Side::ALL.map(|s| p.neighbour(s)))
        .filter(|p| !table.contains_key(p))
        .collect();
    squares.sort();
    squares.dedup();
    squares
        .into_iter()
        .flat_map(|p| Rotation::ALL.map(|r| (p, r)))
        .filter(|(p, r)| fits(table, tile, *p, *r))
        .collect()
}

/// The base game's 72 tiles (new edition counts), the start tile first:
/// the bag a random game of the base game draws from.
pub fn base_bag() -> Vec<&'static Tile> {
    let (start, rest) = bag(&Rules::default());
    std::iter::once(start).chain(rest).collect()
}

/// Grows a table of up to `n` tiles from the base bag, shuffled by `seed`.
pub fn table(n: usize, seed: u64) -> BTreeMap<Pos, Laid> {
    grow(n, seed).into_iter().map(|l| (l.pos, l)).collect()
}

/// The tiles of [`table`] in the order they were laid, the start tile first:
/// each was placed on the table of the tiles before it, so a test can replay
/// the growth and have every placement judged.
pub fn grow(n: usize, seed: u64) -> Vec<Laid> {
    let mut rng = Rng::new(seed);
    let mut bag = base_bag();
    for i in (2..bag.len()).rev() {
        let j = 1 + rng.below(i);
        bag.swap(i, j);
    }
    let start = Laid {
        tile: bag[0],
        pos: Pos::new(0, 0),
        rot: Rotation::default(),
    };
    let mut table = BTreeMap::from([(start.pos, start)]);
    let mut order = vec![start];
    for tile in bag.into_iter().skip(1) {
        if table.len() >= n {
            break;
        }
        let options = placements(&table, tile);
        if options.is_empty() {
            continue;
        }
        let (pos, rot) = options[rng.below(options.len())];
        let laid = Laid { tile, pos, rot };
        table.insert(pos, laid);
        order.push(laid);
    }
    order
}

/// The table as a scenario: the last tile laid becomes the action, placed on
/// the table as it stood before it (a table of the start tile alone is
/// scored instead), a few followers stand on the board, and the expected
/// verdict is legal.
pub fn scenario(n: usize, seed: u64) -> String {
    let mut order = grow(n, seed);
    let placed = if order.len() > 1 { order.pop() } else { None };
    let t: BTreeMap<Pos, Laid> = order.into_iter().map(|l| (l.pos, l)).collect();
    let mut rng = Rng::new(seed ^ 0xA5A5);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "title: sample table {n} (seed {seed})\nrules: [base]\nplayers: [red, blue]\nboard:"
    );
    let mut followers = [0; 2];
    for laid in t.values() {
        let owner = rng.below(2);
        let mut figures = String::new();
        if followers[owner] < 7 && rng.below(4) == 0 {
            let p = Point::from_index(rng.below(12));
            followers[owner] += 1;
            let name = ["red", "blue"][owner];
            figures = format!(
                ", figures: [{{owner: {name}, figure: follower, on: {}}}]",
                p.name()
            );
        }
        let _ = writeln!(
            out,
            "  - {{tile: {}, at: [{}, {}], rotation: {}{figures}}}",
            laid.tile.id,
            laid.pos.x,
            laid.pos.y,
            laid.rot.degrees()
        );
    }
    match placed {
        Some(p) => {
            let _ = writeln!(
                out,
                "action:\n  place: {{tile: {}, at: [{}, {}], rotation: {}}}",
                p.tile.id,
                p.pos.x,
                p.pos.y,
                p.rot.degrees()
            );
        }
        None => out.push_str("action: final-scoring\n"),
    }
    out.push_str("expect:\n  verdict: legal\n");
    out
}
