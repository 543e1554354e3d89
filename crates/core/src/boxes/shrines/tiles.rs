//! The five shrine tiles (Count, King & Robber; first edition "Heretics and
//! Shrines"), as data, in the form of the base game's table
//! (`crates/core/src/boxes/base/tiles.rs`: rotation 0, north up, the 12
//! edge points clockwise from NNW). A shrine stands in the middle as a
//! monastery does (`shrine()`); a road that reaches it ends there. Layouts
//! checked against JCloisterZone's `cult.xml` (`CU/…`); its sixth tile,
//! `CU/SRCR`, is Rio Grande's alone and not in this box.

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};

pub(super) const TILES: &[TileDef] = &[
    TileDef {
        id: "shrines/shrine",
        jcz: "CU/S",
        set: TileSet::Shrines,
        layout: "a shrine in a field",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[field("f1", &[]), shrine()],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "shrines/shrine-cap",
        jcz: "CU/SC",
        set: TileSet::Shrines,
        layout: "a shrine; a city cap N",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[city("c1", 0), field("f1", &["c1"]), shrine()],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "shrines/shrine-road",
        jcz: "CU/SR",
        set: TileSet::Shrines,
        layout: "a shrine with a road from S ending at it",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 f1 f1 f1 r1 f1 f1 f1 f1",
        features: &[road("r1", RoadEnd::Monastery), field("f1", &[]), shrine()],
        wagon: &[("shrine", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "shrines/shrine-cap-road",
        jcz: "CU/SCFR",
        set: TileSet::Shrines,
        layout: "a shrine with a road from S ending at it; a city cap N",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 r1 f1 f1 f1 f1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::Monastery),
            field("f1", &["c1"]),
            shrine(),
        ],
        wagon: &[("shrine", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "shrines/shrine-two-roads",
        jcz: "CU/SRFR",
        set: TileSet::Shrines,
        layout: "a shrine with roads from N and from S, each ending at it",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 r1 f2 f2 f2 f2 f2 r2 f1 f1 f1 f1",
        features: &[
            road("r1", RoadEnd::Monastery),
            road("r2", RoadEnd::Monastery),
            field("f1", &[]),
            field("f2", &[]),
            shrine(),
        ],
        wagon: &[("shrine", "r1"), ("shrine", "r2")],
        ..TileDef::EMPTY
    },
];

static OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The box's tile table, with its place in the catalogue.
pub(super) static TABLES: &[Table] = &[Table {
    place: 160,
    rows: TILES,
    owners: &OWNERS,
}];
