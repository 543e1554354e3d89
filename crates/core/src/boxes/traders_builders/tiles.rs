//! The tiles of Traders & Builders, as data, in the form of the base game's table
//! (rotation 0, north up, 12 edge points clockwise from NNW). Layouts and
//! counts are the facts of the box's WikiCarpedia page (new edition),
//! cross-checked against JCloisterZone's tile definitions; the `jcz` column
//! gives JCloisterZone's ids (`TB/…`).

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};


/// The box's tiles.
pub(super) const TILES: &[TileDef] = &[
    TileDef {
        id: "traders-builders/corner-city-grain",
        jcz: "TB/Cc.g",
        set: TileSet::TradersBuilders,
        layout: "city N-W with grain",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 c1 c1 c1",
        features: &[goods_city("c1", Good::Grain), field("f1", &["c1"])],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/corner-city-wine",
        jcz: "TB/Cc.w",
        set: TileSet::TradersBuilders,
        layout: "city N-W with wine",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 c1 c1 c1",
        features: &[goods_city("c1", Good::Wine), field("f1", &["c1"])],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/band-cap-s-cloth",
        jcz: "TB/CCc.c",
        set: TileSet::TradersBuilders,
        layout: "city across W-E with cloth, and a separate city cap S",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 c1 c1 c1 c2 c2 c2 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Cloth),
            city("c2", 0),
            field("f1", &["c1"]),
            inner_field("field-1", &["c1", "c2"]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/band-cap-s-wine",
        jcz: "TB/CCc.w",
        set: TileSet::TradersBuilders,
        layout: "city across W-E with wine, and a separate city cap S",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 c1 c1 c1 c2 c2 c2 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Wine),
            city("c2", 0),
            field("f1", &["c1"]),
            inner_field("field-1", &["c1", "c2"]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/three-sides-grain",
        jcz: "TB/Ccc.g",
        set: TileSet::TradersBuilders,
        layout: "city on N, E and W with grain; field S",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 c1 c1 c1 f1 f1 f1 c1 c1 c1",
        features: &[goods_city("c1", Good::Grain), field("f1", &["c1"])],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/corner-city-two-caps-cloth",
        jcz: "TB/CcCC.c",
        set: TileSet::TradersBuilders,
        layout: "city N-W with cloth; separate city caps E and S",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 c3 c3 c3 c2 c2 c2 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Cloth),
            city("c2", 0),
            city("c3", 0),
            inner_field("field-1", &["c1", "c2", "c3"]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/corner-city-roads-in-cloth",
        jcz: "TB/CcRR!.c",
        set: TileSet::TradersBuilders,
        layout: "city N-W with cloth; roads from E and S run into it, four fields",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f4 r2 f3 f2 r1 f1 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Cloth),
            road("r1", RoadEnd::City("c1")),
            road("r2", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            field("f3", &["c1"]),
            field("f4", &["c1"]),
        ],
        wagon: &[("c1", "r1"), ("c1", "r2")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/corner-city-roads-in-wine",
        jcz: "TB/CcRR.w",
        set: TileSet::TradersBuilders,
        layout: "city N-W with wine; roads from E and S run into it, the field between them shared",
        count: Count { ed1: 1, ed2: 0 },
        points: "c1 c1 c1 f3 r2 f2 f2 r1 f1 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Wine),
            road("r1", RoadEnd::City("c1")),
            road("r2", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            field("f3", &["c1"]),
        ],
        wagon: &[("c1", "r1"), ("c1", "r2")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/corner-city-roads-in-wine-garden",
        jcz: "TB/CcRR.wG",
        set: TileSet::TradersBuilders,
        layout: "same as traders-builders/corner-city-roads-in-wine, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "c1 c1 c1 f3 r2 f2 f2 r1 f1 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Wine),
            road("r1", RoadEnd::City("c1")),
            road("r2", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            field("f3", &["c1"]),
            garden(),
        ],
        wagon: &[("c1", "r1"), ("c1", "r2")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/corner-city-road-e-cap-s-cloth",
        jcz: "TB/CcRC.c",
        set: TileSet::TradersBuilders,
        layout: "city N-W with cloth; road from E runs into it; separate city cap S",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 r1 f2 c2 c2 c2 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Cloth),
            city("c2", 0),
            road("r1", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1", "c2"]),
        ],
        wagon: &[("c1", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/corner-city-road-e-cap-s-grain",
        jcz: "TB/CcRC.g",
        set: TileSet::TradersBuilders,
        layout: "city N-W with grain; road from E runs into it; separate city cap S",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 r1 f2 c2 c2 c2 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Grain),
            city("c2", 0),
            road("r1", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1", "c2"]),
        ],
        wagon: &[("c1", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/corner-city-road-e-cloth",
        jcz: "TB/CcR.c",
        set: TileSet::TradersBuilders,
        layout: "city N-W with cloth; road from E runs into it",
        count: Count { ed1: 1, ed2: 0 },
        points: "c1 c1 c1 f1 r1 f2 f2 f2 f2 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Cloth),
            road("r1", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        wagon: &[("c1", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/corner-city-road-e-cloth-garden",
        jcz: "TB/CcR.cG",
        set: TileSet::TradersBuilders,
        layout: "same as traders-builders/corner-city-road-e-cloth, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "c1 c1 c1 f1 r1 f2 f2 f2 f2 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Cloth),
            road("r1", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            garden(),
        ],
        wagon: &[("c1", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/corner-city-road-e-wine",
        jcz: "TB/CcR!.w",
        set: TileSet::TradersBuilders,
        layout: "city N-W with wine; road from E runs into it; a wall cuts the south field off",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 r1 f2 f3 f3 f3 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Wine),
            road("r1", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            field("f3", &["c1"]),
        ],
        wagon: &[("c1", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/three-sides-road-s-wine",
        jcz: "TB/CccR.w",
        set: TileSet::TradersBuilders,
        layout: "city on N, E and W with wine; road from S runs into it",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 c1 c1 c1 f2 r1 f1 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Wine),
            road("r1", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        wagon: &[("c1", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/two-corner-cities-wine",
        jcz: "TB/CcCc.w",
        set: TileSet::TradersBuilders,
        layout: "city N-W with wine and a separate city E-S, an inner field between",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 c2 c2 c2 c2 c2 c2 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Wine),
            city("c2", 0),
            inner_field("field-1", &["c1", "c2"]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/band-wine",
        jcz: "TB/CFc.w",
        set: TileSet::TradersBuilders,
        layout: "city across W-E with wine",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 c1 c1 c1 f2 f2 f2 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Wine),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/cap-road-e",
        jcz: "TB/CR",
        set: TileSet::TradersBuilders,
        layout: "city cap N; road from E runs into it",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 r1 f2 f2 f2 f2 f2 f2 f2",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        wagon: &[("c1", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/band-road-s-grain",
        jcz: "TB/CRc.g",
        set: TileSet::TradersBuilders,
        layout: "city across W-E with grain; road from S runs into it",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 c1 c1 c1 f3 r1 f2 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Grain),
            road("r1", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            field("f3", &["c1"]),
        ],
        wagon: &[("c1", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/band-road-s-wine",
        jcz: "TB/CRc.w",
        set: TileSet::TradersBuilders,
        layout: "city across W-E with wine; road from S runs into it",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 c1 c1 c1 f3 r1 f2 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Wine),
            road("r1", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            field("f3", &["c1"]),
        ],
        wagon: &[("c1", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/band-roads-n-s-wine",
        jcz: "TB/CRcR.w",
        set: TileSet::TradersBuilders,
        layout: "city across W-E with wine; roads from N and S run into it",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 r1 f2 c1 c1 c1 f3 r2 f4 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Wine),
            road("r1", RoadEnd::City("c1")),
            road("r2", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            field("f3", &["c1"]),
            field("f4", &["c1"]),
        ],
        wagon: &[("c1", "r1"), ("c1", "r2")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/monastery-three-roads",
        jcz: "TB/LRRR",
        set: TileSet::TradersBuilders,
        layout: "monastery; roads E, S and W each end at it",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 r1 f2 f2 r2 f3 f3 r3 f1",
        features: &[
            road("r1", RoadEnd::Monastery),
            road("r2", RoadEnd::Monastery),
            road("r3", RoadEnd::Monastery),
            field("f1", &[]),
            field("f2", &[]),
            field("f3", &[]),
            monastery(),
        ],
        wagon: &[
            ("monastery", "r1"),
            ("monastery", "r2"),
            ("monastery", "r3"),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/corner-city-road-s-grain",
        jcz: "TB/RCc.g",
        set: TileSet::TradersBuilders,
        layout: "city N-W with grain; road from S runs into it",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f2 f2 f2 f2 r1 f1 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Grain),
            road("r1", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        wagon: &[("c1", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/corner-city-road-s-grain-wall",
        jcz: "TB/RCc!.g",
        set: TileSet::TradersBuilders,
        layout: "city N-W with grain; road from S runs into it; a wall cuts the east field off",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f3 f3 f3 f2 r1 f1 c1 c1 c1",
        features: &[
            goods_city("c1", Good::Grain),
            road("r1", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            field("f3", &["c1"]),
        ],
        wagon: &[("c1", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/cap-roads-w-s",
        jcz: "TB/RRC",
        set: TileSet::TradersBuilders,
        layout: "city cap N; road from S runs into it, and road W ends where it meets road S",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f3 f3 f3 f3 r2 f2 f2 r1 f1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::Crossing),
            road("r2", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &[]),
            field("f3", &["c1"]),
        ],
        wagon: &[("c1", "r2")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "traders-builders/overpass",
        jcz: "TB/RRrr",
        set: TileSet::TradersBuilders,
        layout: "roads N-S and W-E cross on a bridge without meeting",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 r1 f2 f2 r2 f3 f3 r1 f4 f4 r2 f1",
        features: &[
            road("r1", RoadEnd::Through),
            road("r2", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
            field("f3", &[]),
            field("f4", &[]),
        ],
        ..TileDef::EMPTY
    },
];

static TILES_OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The box's tile tables, with their places in the catalogue.
pub(super) static TABLES: &[Table] = &[
    Table {
        place: 70,
        rows: TILES,
        owners: &TILES_OWNERS,
    },
];
