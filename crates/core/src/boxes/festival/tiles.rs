//! The tiles of The Festival, as data, in the form of `data.rs` (rotation
//! 0, north up, 12 edge points clockwise from NNW). Each of the 10 tiles
//! shows a festival place, which is no feature: nobody stands on it. The
//! layouts are those of WikiCarpedia's page "The Festival" (10 tiles, one
//! each), cross-checked against JCloisterZone's tile definitions; the `jcz`
//! column gives its ids (`FE/…`). A road that runs to the festival place
//! stops there.

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};

const fn festival(def: TileDef) -> TileDef {
    TileDef {
        set: TileSet::Festival,
        festival: true,
        count: Count { ed1: 1, ed2: 1 },
        ..def
    }
}

pub(super) const TILES: &[TileDef] = &[
    festival(TileDef {
        id: "festival/city-band-cap",
        jcz: "FE/CCc",
        layout: "city band W-E; a separate city cap S; field N; a small field between the cities",
        points: "f1 f1 f1 c1 c1 c1 c2 c2 c2 c1 c1 c1",
        features: &[
            city("c1", 0),
            city("c2", 0),
            field("f1", &["c1"]),
            inner_field("field-1", &["c1", "c2"]),
        ],
        ..TileDef::EMPTY
    }),
    festival(TileDef {
        id: "festival/two-corner-cities",
        jcz: "FE/CcCc",
        layout: "city corner N-W; city corner S-E; a small field between them",
        points: "c1 c1 c1 c2 c2 c2 c2 c2 c2 c1 c1 c1",
        features: &[
            city("c1", 0),
            city("c2", 0),
            inner_field("field-1", &["c1", "c2"]),
        ],
        ..TileDef::EMPTY
    }),
    festival(TileDef {
        id: "festival/cap-road-s",
        jcz: "FE/CFR",
        layout: "city cap N; a road from S ends at the festival",
        points: "c1 c1 c1 f2 f2 f2 f2 r1 f1 f1 f1 f1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::DeadEnd),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        ..TileDef::EMPTY
    }),
    festival(TileDef {
        id: "festival/cap-road-e",
        jcz: "FE/CR",
        layout: "city cap N; a road from E ends at the festival",
        points: "c1 c1 c1 f1 r1 f2 f2 f2 f2 f2 f2 f2",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::DeadEnd),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        ..TileDef::EMPTY
    }),
    festival(TileDef {
        id: "festival/two-caps-two-roads",
        jcz: "FE/CRCR",
        layout: "city caps N and S; roads from W and from E each end at the festival",
        points: "c1 c1 c1 f3 r2 f1 c2 c2 c2 f2 r1 f4",
        features: &[
            city("c1", 0),
            city("c2", 0),
            road("r1", RoadEnd::DeadEnd),
            road("r2", RoadEnd::DeadEnd),
            field("f1", &["c2"]),
            field("f2", &["c2"]),
            field("f3", &["c1"]),
            field("f4", &["c1"]),
        ],
        ..TileDef::EMPTY
    }),
    festival(TileDef {
        id: "festival/cap-curve-es",
        jcz: "FE/CRr",
        layout: "city cap N; road curve E-S",
        points: "c1 c1 c1 f1 r1 f2 f2 r1 f1 f1 f1 f1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::Through),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    festival(TileDef {
        id: "festival/monastery-roads",
        jcz: "FE/LRR",
        layout: "monastery; roads from S and from W end at it",
        points: "f1 f1 f1 f1 f1 f1 f1 r2 f2 f2 r1 f1",
        features: &[
            monastery(),
            road("r1", RoadEnd::Monastery),
            road("r2", RoadEnd::Monastery),
            field("f1", &[]),
            field("f2", &[]),
        ],
        // Both roads run into the monastery (car:fn170).
        wagon: &[("monastery", "r1"), ("monastery", "r2")],
        ..TileDef::EMPTY
    }),
    festival(TileDef {
        id: "festival/cap-road-w",
        jcz: "FE/RC",
        layout: "city cap N; a road from W ends at the festival",
        points: "c1 c1 c1 f2 f2 f2 f2 f2 f2 f2 r1 f1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::DeadEnd),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        ..TileDef::EMPTY
    }),
    festival(TileDef {
        id: "festival/cap-curve-sw",
        jcz: "FE/RrC",
        layout: "city cap N; road curve S-W",
        points: "c1 c1 c1 f1 f1 f1 f1 r1 f2 f2 r1 f1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::Through),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    festival(TileDef {
        id: "festival/two-curves",
        jcz: "FE/RrRr",
        layout: "road curves N-W and S-E",
        points: "f1 r1 f3 f3 r2 f2 f2 r2 f3 f3 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            road("r2", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
            field("f3", &[]),
        ],
        ..TileDef::EMPTY
    }),
];

static OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The box's tile table, with its place in the catalogue.
pub(super) static TABLES: &[Table] = &[Table {
    place: 100,
    rows: TILES,
    owners: &OWNERS,
}];
