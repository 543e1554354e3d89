//! The engine's `tile_map` tried on the catalogue's tiles, which the engine's
//! own crate cannot see (they are the boxes').

use std::collections::BTreeMap;

use crate::board::PlacedTile;
use crate::catalogue::Catalogue;
use crate::geometry::Pos;
use crate::tile_map::*;

fn tile_at(x: i32, y: i32) -> PlacedTile {
    let tile = Catalogue::get().tiles().next().expect("a tile");
    PlacedTile::unturned(tile, Pos { x, y })
}

/// A row of `n` tiles from (0, 0) eastwards.
fn row(n: i32) -> TileMap {
    (0..n).map(|x| (Pos { x, y: 0 }, tile_at(x, 0))).collect()
}

/// The tiles as met, with their tower floors.
fn seen(map: &TileMap) -> Vec<(Pos, u8)> {
    map.unordered().map(|t| (t.pos, t.tower)).collect()
}

/// Changes kept are undone in place: a turn's (its tile, a floor, the
/// tile taken up and put down again) leave the tiles as they were and
/// met in the same order; any changes (a tile taken up, the grid
/// grown) leave the same tiles; changes made after an undo are kept.
#[test]
fn kept_changes_are_undone_in_place() {
    let mut map = row(5);
    let before = seen(&map);
    let kept = map.keep_changes();
    map.insert(Pos { x: 5, y: 0 }, tile_at(5, 0));
    map.get_mut(&Pos { x: 2, y: 0 }).expect("a tile").tower = 2;
    map.remove(&Pos { x: 5, y: 0 });
    map.insert(Pos { x: 5, y: 0 }, tile_at(5, 0));
    map.get_mut(&Pos { x: 2, y: 0 }).expect("a tile").tower = 3;
    map.undo_changes(kept);
    assert_eq!(seen(&map), before);
    let kept = map.keep_changes();
    map.remove(&Pos { x: 0, y: 0 });
    map.insert(Pos { x: 40, y: 40 }, tile_at(40, 40));
    map.get_mut(&Pos { x: 3, y: 0 }).expect("a tile").tower = 1;
    map.undo_changes(kept);
    let mut again = seen(&map);
    again.sort();
    assert_eq!(again, before);
    assert_eq!(map.len(), 5);
    map.get_mut(&Pos { x: 1, y: 0 }).expect("a tile").tower = 1;
    map.undo_changes(kept);
    assert_eq!(map.get(&Pos { x: 1, y: 0 }).map(|t| t.tower), Some(1));
}

/// A trial inside a turn undoes its own changes and leaves the turn's
/// kept: undoing the turn then puts back what lay there before both.
#[test]
fn kept_changes_nest() {
    let mut map = row(3);
    let before = seen(&map);
    let turn = map.keep_changes();
    map.insert(Pos { x: 3, y: 0 }, tile_at(3, 0));
    let placed = seen(&map);
    let trial = map.keep_changes();
    map.get_mut(&Pos { x: 1, y: 0 }).expect("a tile").tower = 1;
    map.insert(Pos { x: 4, y: 0 }, tile_at(4, 0));
    map.undo_changes(trial);
    assert_eq!(seen(&map), placed);
    let trial = map.keep_changes();
    map.get_mut(&Pos { x: 0, y: 0 }).expect("a tile").tower = 2;
    map.forget_changes(trial);
    map.undo_changes(turn);
    assert_eq!(seen(&map), before);
}

/// The map agrees with an ordered map through puts and lifts, across
/// growth and the switch to the ordered map (tiles far apart), and
/// knows which of its tiles carry a tower (a tile replaced by one with
/// or without a tower too).
#[test]
fn agrees_with_an_ordered_map() {
    let tower = Catalogue::get()
        .tiles()
        .find(|t| t.tower)
        .expect("a tower tile");
    let mut ours = TileMap::default();
    let mut theirs = BTreeMap::new();
    let mut seed = 7u64;
    let mut next = |n: i64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((seed >> 33) as i64 % n) as i32
    };
    for step in 0..3000 {
        let spread = if step > 2500 { 1_000_000 } else { 20 };
        let p = Pos {
            x: next(2 * spread) - spread as i32,
            y: next(2 * spread) - spread as i32,
        };
        if next(3) == 0 {
            assert_eq!(
                ours.remove(&p).map(|t| t.pos),
                theirs.remove(&p).map(|t: PlacedTile| t.pos)
            );
        } else {
            let mut t = tile_at(p.x, p.y);
            if next(4) == 0 {
                t.tile = tower;
            }
            assert_eq!(
                ours.insert(p, t).map(|t| t.pos),
                theirs.insert(p, t).map(|t| t.pos)
            );
        }
        assert_eq!(ours.len(), theirs.len());
        assert_eq!(ours.contains_key(&p), theirs.contains_key(&p));
        if step % 100 == 0 {
            // A whole pass (`for_each`, by `fold`) meets the same tiles
            // as stepping through them, in order or not.
            let want: Vec<Pos> = theirs.keys().copied().collect();
            let mut ordered = Vec::new();
            ours.values().for_each(|t| ordered.push(t.pos));
            assert_eq!(ordered, want);
            let mut unordered = Vec::new();
            ours.unordered().for_each(|t| unordered.push(t.pos));
            unordered.sort_unstable();
            assert_eq!(unordered, want);
            let mut towers = ours.towers().to_vec();
            towers.sort_unstable();
            let want: Vec<Pos> = theirs
                .values()
                .filter(|t| t.tile.tower)
                .map(|t| t.pos)
                .collect();
            assert_eq!(towers, want);
        }
    }
    let a: Vec<Pos> = ours.keys().copied().collect();
    let b: Vec<Pos> = theirs.keys().copied().collect();
    assert_eq!(a, b);
    assert!(ours.is_sparse());
}

/// Squares at the ends of the coordinates' range neither overflow nor
/// make a grid.
#[test]
fn far_squares() {
    let mut m = TileMap::default();
    for (x, y) in [(0, 0), (i32::MAX, i32::MIN), (i32::MIN, i32::MAX)] {
        m.insert(Pos { x, y }, tile_at(x, y));
    }
    assert_eq!(m.len(), 3);
    assert!(m.contains_key(&Pos {
        x: i32::MIN,
        y: i32::MAX
    }));
    assert!(!m.contains_key(&Pos { x: 1, y: 0 }));
}
