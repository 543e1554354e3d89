//! The engine's `graph` tried on the catalogue's tiles, which the engine's
//! own crate cannot see (they are the boxes').

use std::collections::BTreeSet;

use crate::board::Board;
use crate::board::{On, PlacedTile, locate};
use crate::catalogue::Catalogue;
use crate::geometry::Pos;
use crate::geometry::{Point, Rotation};
use crate::graph::*;

fn placed(id: &str, x: i32, y: i32) -> PlacedTile {
    PlacedTile {
        tile: Catalogue::get().tile(id).expect("a catalogue tile"),
        pos: Pos::new(x, y),
        rot: Rotation::default(),
        ferry: None,
        tower: 0,
    }
}

/// The feature of a placed tile at an edge point.
fn at(t: &PlacedTile, point: &str) -> Segment {
    let on = On::Point(Point::parse(point).expect("a point"));
    Segment {
        pos: t.pos,
        feature: locate(t.tile, t.rot, on).expect("a feature there"),
    }
}

/// Crossing, straight road, crossing: one road from the first
/// crossing's E to the second's W, closed at both ends.
fn three() -> [PlacedTile; 3] {
    [
        placed("base/X", 0, 0),
        placed("base/U", 1, 0),
        placed("base/X", 2, 0),
    ]
}

#[test]
fn a_tile_joins_the_features_it_meets_and_closes_them() {
    let [a, b, c] = three();
    let mut g = Graph::default();
    g.add_tile(&a);
    g.add_tile(&c);
    let left = g.group_of(at(&a, "E")).unwrap();
    assert!(!g.is_complete(left, &Board::default()));
    assert_ne!(Some(left), g.group_of(at(&c, "W")));
    g.add_tile(&b);
    let road = g.group_of(at(&b, "E")).unwrap();
    assert_eq!(g.group_of(at(&a, "E")), Some(road));
    assert_eq!(g.group_of(at(&c, "W")), Some(road));
    assert!(g.is_complete(road, &Board::default()));
    let squares: Vec<Pos> = g.group(road).tiles().into_iter().collect();
    assert_eq!(squares, vec![a.pos, b.pos, c.pos]);
    // The crossing's other roads stay apart from it, and open.
    let north = g.group_of(at(&a, "N")).unwrap();
    assert_ne!(north, road);
    assert!(!g.is_complete(north, &Board::default()));
}

/// Far from the origin, where a feature's kept area is clamped to
/// sixteen bits, the figures on a feature are still found, and only
/// they: squares clamped alike are told apart by the look-up.
#[test]
fn figures_are_found_on_features_far_off() {
    use crate::board::{Figure, FigureId, Standing};
    use crate::figure::FigureKind;
    // The road runs across the edge of sixteen bits.
    let far = i32::from(i16::MAX) - 1;
    let [a, b, c] = [
        placed("base/X", far, 0),
        placed("base/U", far + 1, 0),
        placed("base/X", far + 2, 0),
    ];
    let mut board = Board::default();
    for t in [a, b, c] {
        board.put(t);
    }
    let g = Graph::build(&board);
    let figure = |id, seg: Segment| Figure {
        id: FigureId(id),
        owner: 0,
        kind: FigureKind::Follower,
        pos: seg.pos,
        standing: Standing::Feature(seg.feature),
    };
    // On the road between the crossings, and on another road of the
    // last crossing (clamped to the same column as the middle tile).
    board.figures = vec![figure(1, at(&b, "E")), figure(2, at(&c, "N"))];
    let on = |seg: Segment| -> Vec<FigureId> {
        let feature = g.group_of(seg).expect("a feature");
        g.figures_on(feature, &board)
            .iter()
            .map(|(_, f)| f.id)
            .collect()
    };
    assert_eq!(on(at(&a, "E")), vec![FigureId(1)]);
    assert_eq!(on(at(&c, "N")), vec![FigureId(2)]);
}

#[test]
fn rolling_back_undoes_a_tile_as_if_never_added() {
    let [a, b, c] = three();
    let mut g = Graph::default();
    g.add_tile(&a);
    g.add_tile(&c);
    let before: Vec<(GroupId, BTreeSet<Pos>)> = g
        .ids()
        .into_iter()
        .map(|id| (id, g.group(id).tiles()))
        .collect();
    let cp = g.checkpoint();
    g.add_tile(&b);
    assert!(g.group_of(at(&b, "E")).is_some());
    g.rollback(cp);
    assert_eq!(g.group_of(at(&b, "E")), None);
    assert_ne!(g.group_of(at(&a, "E")), g.group_of(at(&c, "W")));
    let after: Vec<(GroupId, BTreeSet<Pos>)> = g
        .ids()
        .into_iter()
        .map(|id| (id, g.group(id).tiles()))
        .collect();
    assert_eq!(before, after);
    // The same tile added again joins as the first time.
    g.add_tile(&b);
    assert_eq!(g.group_of(at(&a, "E")), g.group_of(at(&c, "W")));
}

#[test]
fn a_graph_grown_tile_by_tile_is_the_graph_built_at_once() {
    let tiles = three();
    let mut board = Board::default();
    let mut grown = Graph::default();
    for t in [&tiles[2], &tiles[0], &tiles[1]] {
        board.put(*t);
        grown.add_tile(t);
    }
    let built = Graph::build(&board);
    let shape = |g: &Graph| -> Vec<BTreeSet<Pos>> {
        g.ids().into_iter().map(|id| g.group(id).tiles()).collect()
    };
    assert_eq!(shape(&grown), shape(&built));
}

/// A ferry joins the two road ends it links across its lake; moved to
/// another pair, a graph built again joins those instead.
#[test]
fn a_moved_ferry_relinks_the_roads() {
    let point = |n: &str| Point::parse(n).expect("a point");
    let mut lake = placed("ferries/2", 1, 0);
    lake.ferry = Some([point("W"), point("E")]);
    let (start, east) = (placed("base/D", 0, 0), placed("base/U", 2, 0));
    let mut board = Board::default();
    for t in [start, lake, east] {
        board.put(t);
    }
    let g = Graph::build(&board);
    let same = |g: &Graph, a: Segment, b: Segment| g.group_of(a) == g.group_of(b);
    assert!(same(&g, at(&start, "E"), at(&east, "W")));
    board.tile_mut(lake.pos).expect("the lake").ferry = Some([point("W"), point("S")]);
    let g = Graph::build(&board);
    assert!(!same(&g, at(&start, "E"), at(&east, "W")));
    // The road from the start tile now runs to the lake's south jetty.
    assert!(same(&g, at(&start, "E"), at(&lake, "S")));
}

/// A ferry set on a lake already on the table, joined in place, gives
/// the graph built with the ferry there from the start.
#[test]
fn a_new_lakes_ferry_joined_in_place_is_the_built_graph() {
    let point = |n: &str| Point::parse(n).expect("a point");
    let (start, east) = (placed("base/D", 0, 0), placed("base/U", 2, 0));
    let mut lake = placed("ferries/2", 1, 0);
    let mut board = Board::default();
    for t in [start, lake, east] {
        board.put(t);
    }
    let mut grown = Graph::build(&board);
    grown.set_ferry(lake.pos, [point("W"), point("E")]);
    lake.ferry = Some([point("W"), point("E")]);
    board.put(lake);
    let built = Graph::build(&board);
    let shape = |g: &Graph| -> Vec<(BTreeSet<Pos>, Segment)> {
        g.ids()
            .into_iter()
            .map(|id| (g.group(id).tiles(), g.group(id).anchor()))
            .collect()
    };
    assert_eq!(shape(&grown), shape(&built));
    assert_eq!(
        grown.group_of(at(&start, "E")),
        grown.group_of(at(&east, "W"))
    );
}
