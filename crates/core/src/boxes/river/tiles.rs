//! The twelve tiles of The River (I), new edition, as data, in the form of
//! the base game's table (`crates/core/src/boxes/base/tiles.rs`: rotation
//! 0, north up, the 12 edge points clockwise from NNW). A river mouth (`-`)
//! owns no point: the river is no feature, it parts the fields it crosses,
//! and the sides it crosses meet only a river. The fields go round the
//! spring and the lake (HiG's answer, WikiCarpedia "River (1st edition)"),
//! and no field passes under a bridge (WikiCarpedia "River", clarifications
//! of the new landscape tiles). Layouts from WikiCarpedia's page "River",
//! checked tile by tile against JCloisterZone's `river.xml` (`RI.1/...`).
//! The new edition turns one of the two plain curves into a curve with a
//! garden; the first edition has two plain curves (`ed1`).

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};
use carc_engine::geometry::Side;

/// The spring, laid in place of the start tile.
pub(crate) const SPRING: &str = "river/spring";
/// The lake, at the bottom of the river's stack.
pub(crate) const LAKE: &str = "river/lake";

/// The spring (The River II prints the same).
pub(crate) const SPRING_TILE: TileDef = TileDef {
    id: SPRING,
    jcz: "RI/s",
    jcz_old: "R1.I.s",
    set: TileSet::River,
    layout: "the spring; the river leaves through E",
    count: Count { ed1: 1, ed2: 1 },
    points: "f1 f1 f1 f1 - f1 f1 f1 f1 f1 f1 f1",
    features: &[field("f1", &[])],
    river: &[Side::E],
    ..TileDef::EMPTY
};

/// The city cap with a road over a bridge to it (The River II prints the same).
pub(crate) const CITY_ROAD_BRIDGE: TileDef = TileDef {
    id: "river/city-road-bridge",
    jcz: "RI.1/CIRI",
    jcz_old: "R1.CIRI",
    set: TileSet::River,
    layout: "river straight W-E; city cap N; road from S over a bridge to the city",
    count: Count { ed1: 1, ed2: 1 },
    points: "c1 c1 c1 f1 - f2 f2 r1 f3 f3 - f4",
    features: &[
        city("c1", 0),
        road("r1", RoadEnd::City("c1")),
        field("f1", &["c1"]),
        field("f2", &[]),
        field("f3", &[]),
        field("f4", &["c1"]),
    ],
    river: &[Side::E, Side::W],
    wagon: &[("c1", "r1")],
    ..TileDef::EMPTY
};

/// The road curve beside a river curve (The River II prints the same).
pub(crate) const ROAD_CURVE: TileDef = TileDef {
    id: "river/road-curve",
    jcz: "RI.1/RrII",
    jcz_old: "R1.RrII",
    set: TileSet::River,
    layout: "road curves N-E; river curves S-W",
    count: Count { ed1: 1, ed2: 1 },
    points: "f1 r1 f2 f2 r1 f1 f1 - f3 f3 - f1",
    features: &[
        road("r1", RoadEnd::Through),
        field("f1", &[]),
        field("f2", &[]),
        field("f3", &[]),
    ],
    river: &[Side::S, Side::W],
    ..TileDef::EMPTY
};

/// The plain curve (The River II prints the same).
pub(crate) const CURVE: TileDef = TileDef {
    id: "river/curve",
    jcz: "RI.1/II",
    jcz_old: "R1.II",
    set: TileSet::River,
    layout: "river curves W-S",
    count: Count { ed1: 2, ed2: 1 },
    points: "f1 f1 f1 f1 f1 f1 f1 - f2 f2 - f1",
    features: &[field("f1", &[]), field("f2", &[])],
    river: &[Side::S, Side::W],
    ..TileDef::EMPTY
};

/// The curve with a garden (The River II prints the same).
pub(crate) const CURVE_GARDEN: TileDef = TileDef {
    id: "river/curve-garden",
    jcz: "RI.1/IIG",
    set: TileSet::River,
    layout: "river curves W-S; a garden outside the curve",
    count: Count { ed1: 0, ed2: 1 },
    points: "f1 f1 f1 f1 f1 f1 f1 - f2 f2 - f1",
    features: &[field("f1", &[]), field("f2", &[]), garden()],
    river: &[Side::S, Side::W],
    ..TileDef::EMPTY
};

pub(super) const TILES: &[TileDef] = &[
    SPRING_TILE,
    TileDef {
        id: LAKE,
        jcz: "RI.1/I.e",
        jcz_old: "R1.I.e",
        set: TileSet::River,
        layout: "the lake; the river comes in from W",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 - f1",
        features: &[field("f1", &[])],
        river: &[Side::W],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "river/city-caps",
        jcz: "RI.1/CICI",
        jcz_old: "R1.CICI",
        set: TileSet::River,
        layout: "river straight W-E between two city caps, N and S",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 - f2 c2 c2 c2 f2 - f1",
        features: &[
            city("c1", 0),
            city("c2", 0),
            field("f1", &["c1"]),
            field("f2", &["c2"]),
        ],
        river: &[Side::E, Side::W],
        ..TileDef::EMPTY
    },
    CITY_ROAD_BRIDGE,
    TileDef {
        id: "river/monastery-road",
        jcz: "RI.1/LIRI",
        jcz_old: "R1.LIRI",
        set: TileSet::River,
        layout: "river straight W-E; monastery with a road from S over a bridge",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 - f2 f2 r1 f3 f3 - f1",
        features: &[
            road("r1", RoadEnd::Monastery),
            field("f1", &[]),
            field("f2", &[]),
            field("f3", &[]),
            monastery(),
        ],
        river: &[Side::E, Side::W],
        wagon: &[("monastery", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "river/road-bridge",
        jcz: "RI.1/RIrI",
        jcz_old: "R1.RIrI",
        set: TileSet::River,
        layout: "river straight N-S; road W-E over a bridge",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 - f2 f2 r1 f3 f3 - f4 f4 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
            field("f3", &[]),
            field("f4", &[]),
        ],
        river: &[Side::N, Side::S],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "river/straight",
        jcz: "RI.1/IFI",
        jcz_old: "R1.IFI",
        set: TileSet::River,
        layout: "river straight W-E; fields on both banks",
        count: Count { ed1: 2, ed2: 2 },
        points: "f1 f1 f1 f1 - f2 f2 f2 f2 f2 - f1",
        features: &[field("f1", &[]), field("f2", &[])],
        river: &[Side::E, Side::W],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "river/city-curve",
        jcz: "RI.1/CcII",
        jcz_old: "R1.CcII",
        set: TileSet::River,
        layout: "city over N and W; river curves S-E round the opposite corner",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 - f2 f2 - f1 c1 c1 c1",
        features: &[city("c1", 0), field("f1", &["c1"]), field("f2", &[])],
        river: &[Side::E, Side::S],
        ..TileDef::EMPTY
    },
    ROAD_CURVE,
    CURVE,
    CURVE_GARDEN,
];

static OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The box's tile table, with its place in the catalogue.
pub(super) static TABLES: &[Table] = &[Table {
    place: 140,
    rows: TILES,
    owners: &OWNERS,
}];
