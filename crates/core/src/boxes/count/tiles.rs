//! The twelve squares of the City of Carcassonne (The Count of Carcassonne,
//! first edition), as data, in the form of `data.rs` (rotation 0, north up,
//! 12 edge points clockwise from NNW). They lie together at fixed squares
//! in place of the start tile ([`CITY_SQUARES`]) and never turn. Points
//! behind the City's wall (`-`) belong to no feature: nobody stands there.
//! Outside the wall each square may show a field of the ring of farms
//! around the City, a road leading to a gate (a dead end at the wall) or a
//! small city cap. The layout is that of JCloisterZone's definitions
//! (`CO/1` … `CO/12`), read with y pointing north; the new edition's two
//! double-sided boards are not modelled.

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};

const fn square(def: TileDef) -> TileDef {
    TileDef {
        set: TileSet::Count,
        count: Count { ed1: 1, ed2: 1 },
        ..def
    }
}

/// The one feature of a square along a side: a stretch of the ring farms.
const RING: &[FeatureDef] = &[field("f1", &[])];

/// A square whose one feature is a stretch of the ring of farms.
const fn ring(def: TileDef) -> TileDef {
    square(TileDef {
        features: RING,
        ..def
    })
}

/// A square wholly inside the wall: no feature at all.
const fn inside(id: &'static str, jcz: &'static str) -> TileDef {
    square(TileDef {
        id,
        jcz,
        layout: "City of Carcassonne, inside the wall",
        points: "- - - - - - - - - - - -",
        ..TileDef::EMPTY
    })
}

pub(super) const TILES: &[TileDef] = &[
    square(TileDef {
        id: "count/1",
        jcz: "CO/1",
        layout: "City of Carcassonne, north-west corner: a road from W to the wall; ring farm N and along the W side",
        points: "f1 f1 f1 f1 - - - - f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::DeadEnd),
            field("f1", &[]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    ring(TileDef {
        id: "count/2",
        jcz: "CO/2",
        layout: "City of Carcassonne, north side: ring farm along N",
        points: "f1 f1 f1 f1 - - - - - - - f1",
        ..TileDef::EMPTY
    }),
    ring(TileDef {
        id: "count/3",
        jcz: "CO/3",
        layout: "City of Carcassonne, north side: ring farm along N",
        points: "f1 f1 f1 f1 - - - - - - - f1",
        ..TileDef::EMPTY
    }),
    square(TileDef {
        id: "count/4",
        jcz: "CO/4",
        layout: "City of Carcassonne, north-east corner: a road from N to the wall; ring farm on both sides of it",
        points: "f1 r1 f2 f2 f2 f2 f2 - - - - f1",
        features: &[
            road("r1", RoadEnd::DeadEnd),
            field("f1", &[]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    ring(TileDef {
        id: "count/5",
        jcz: "CO/5",
        layout: "City of Carcassonne, west side: ring farm along W",
        points: "f1 - - - - - - - f1 f1 f1 f1",
        ..TileDef::EMPTY
    }),
    inside("count/6", "CO/6"),
    inside("count/7", "CO/7"),
    ring(TileDef {
        id: "count/8",
        jcz: "CO/8",
        layout: "City of Carcassonne, east side: ring farm along E",
        points: "- - f1 f1 f1 f1 f1 - - - - -",
        ..TileDef::EMPTY
    }),
    square(TileDef {
        id: "count/9",
        jcz: "CO/9",
        layout: "City of Carcassonne, south-west corner: a city cap opening S; ring farm along W and above the cap",
        points: "f1 - - - - f1 c1 c1 c1 f1 f1 f1",
        features: &[city("c1", 0), field("f1", &["c1"])],
        ..TileDef::EMPTY
    }),
    ring(TileDef {
        id: "count/10",
        jcz: "CO/10",
        layout: "City of Carcassonne, south side: ring farm along S",
        points: "- - - - - f1 f1 f1 f1 f1 - -",
        ..TileDef::EMPTY
    }),
    square(TileDef {
        id: "count/11",
        jcz: "CO/11",
        layout: "City of Carcassonne, south side: a road from S to the wall; ring farm on both sides of it",
        points: "- - - - - f1 f1 r1 f2 f2 - -",
        features: &[
            road("r1", RoadEnd::DeadEnd),
            field("f1", &[]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    square(TileDef {
        id: "count/12",
        jcz: "CO/12",
        layout: "City of Carcassonne, south-east corner: a city cap opening E; ring farm round it",
        points: "- - f1 c1 c1 c1 f1 f1 f1 f1 - -",
        features: &[city("c1", 0), field("f1", &["c1"])],
        ..TileDef::EMPTY
    }),
];

static OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The box's tile table, with its place in the catalogue.
pub(super) static TABLES: &[Table] = &[Table {
    place: 130,
    rows: TILES,
    owners: &OWNERS,
}];

/// Where each square of the City lies, by its place in the City's tile list (`TILES`): four
/// columns from x = -2 to 1, three rows from y = 1 (north) to -1.
pub const CITY_SQUARES: [(&str, i32, i32); 12] = [
    ("count/1", -2, 1),
    ("count/2", -1, 1),
    ("count/3", 0, 1),
    ("count/4", 1, 1),
    ("count/5", -2, 0),
    ("count/6", -1, 0),
    ("count/7", 0, 0),
    ("count/8", 1, 0),
    ("count/9", -2, -1),
    ("count/10", -1, -1),
    ("count/11", 0, -1),
    ("count/12", 1, -1),
];
