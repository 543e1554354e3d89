//! The tiles of The Ferries, as data (facts from shared/reference/tiles.md). Each tile is
//! given at rotation 0, printed north up. `points` names, for the 12 edge
//! points clockwise from NNW (NNW N NNE, ENE E ESE, SSE S SSW, WSW W WNW),
//! the label of the feature that owns it. Rotations are computed.

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};


/// The box's tiles, each with a lake.
pub(super) const TILES: &[TileDef] = &[
    TileDef {
        id: "ferries/1",
        jcz: "FR/CRRR",
        set: TileSet::Ferries,
        layout: "city cap N, roads W, S, E into a lake (like base L with a lake at the crossing)",
        count: Count { ed1: 3, ed2: 3 },
        points: "c1 c1 c1 f1 r3 f2 f2 r2 f3 f3 r1 f1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::Lake),
            road("r2", RoadEnd::Lake),
            road("r3", RoadEnd::Lake),
            field("f1", &["c1"]),
            field("f2", &[]),
            field("f3", &[]),
        ],
        lake: true,
        ..TileDef::EMPTY
    },
    TileDef {
        id: "ferries/2",
        jcz: "FR/RRR",
        set: TileSet::Ferries,
        layout: "roads W, S, E into a lake (like base W with a lake at the crossing)",
        count: Count { ed1: 4, ed2: 4 },
        points: "f1 f1 f1 f1 r3 f2 f2 r2 f3 f3 r1 f1",
        features: &[
            road("r1", RoadEnd::Lake),
            road("r2", RoadEnd::Lake),
            road("r3", RoadEnd::Lake),
            field("f1", &[]),
            field("f2", &[]),
            field("f3", &[]),
        ],
        lake: true,
        ..TileDef::EMPTY
    },
    TileDef {
        id: "ferries/3",
        jcz: "FR/RRRR",
        set: TileSet::Ferries,
        layout: "roads N, E, S, W into a lake (like base X with a lake at the crossing)",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 r1 f2 f2 r4 f3 f3 r3 f4 f4 r2 f1",
        features: &[
            road("r1", RoadEnd::Lake),
            road("r2", RoadEnd::Lake),
            road("r3", RoadEnd::Lake),
            road("r4", RoadEnd::Lake),
            field("f1", &[]),
            field("f2", &[]),
            field("f3", &[]),
            field("f4", &[]),
        ],
        lake: true,
        ..TileDef::EMPTY
    },
];

static TILES_OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The box's tile tables, with their places in the catalogue.
pub(super) static TABLES: &[Table] = &[
    Table {
        place: 30,
        rows: TILES,
        owners: &TILES_OWNERS,
    },
];
