//! The engine's `frontier` tried on the catalogue's tiles, which the engine's
//! own crate cannot see (they are the boxes').

use crate::board::Board;
use crate::frontier::*;
use crate::geometry::{Pos, Side};

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
    let fits = road.rotations_fitting(east);
    assert!(fits & 1 != 0);
    assert!(fits & 2 == 0);
}

/// The tile's table of rotations agrees with the rule read plainly, for
/// every outline a square can show and every tile of the catalogue.
#[test]
fn the_table_of_rotations_agrees_with_the_rule() {
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
        let edges = Rotation::ALL.map(|rot| {
            Side::ALL.iter().fold(0, |acc, side| {
                acc | tile.edge(*side, rot).bits() << (4 * side.index())
            })
        });
        for &o in &shown {
            let fits = tile.rotations_fitting(o);
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
