//! The tiles of The Flier, as data (facts from shared/reference/tiles.md). Each tile is
//! given at rotation 0, printed north up. `points` names, for the 12 edge
//! points clockwise from NNW (NNW N NNE, ENE E ESE, SSE S SSW, WSW W WNW),
//! the label of the feature that owns it. Rotations are computed.

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};
use carc_engine::geometry::Dir8;


/// The box's tiles, each with a flying machine.
pub(super) const TILES: &[TileDef] = &[
    TileDef {
        id: "flier/field-w",
        jcz: "FL/F.o",
        set: TileSet::Flier,
        layout: "field only; flier orthogonal",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[field("f1", &[])],
        flier: Some(Dir8::W),
        ..TileDef::EMPTY
    },
    TileDef {
        id: "flier/field-nw",
        jcz: "FL/F.d",
        set: TileSet::Flier,
        layout: "field only; flier diagonal (edition 1)",
        count: Count { ed1: 1, ed2: 0 },
        points: "f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[field("f1", &[])],
        flier: Some(Dir8::NW),
        ..TileDef::EMPTY
    },
    TileDef {
        id: "flier/field-nw-garden",
        jcz: "FL/F.dG",
        set: TileSet::Flier,
        layout: "field only; flier diagonal; garden (edition 2)",
        count: Count { ed1: 0, ed2: 1 },
        points: "f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[field("f1", &[]), garden()],
        flier: Some(Dir8::NW),
        ..TileDef::EMPTY
    },
    TileDef {
        id: "flier/straight-we-nw",
        jcz: "FL/RFr.d",
        set: TileSet::Flier,
        layout: "straight road W-E; flier diagonal",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 r1 f2 f2 f2 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
        ],
        flier: Some(Dir8::NW),
        ..TileDef::EMPTY
    },
    TileDef {
        id: "flier/straight-ns-w",
        jcz: "FL/RFr.NS.o",
        set: TileSet::Flier,
        layout: "straight road N-S; flier orthogonal, perpendicular to the road",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 r1 f2 f2 f2 f2 f2 r1 f1 f1 f1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
        ],
        flier: Some(Dir8::W),
        ..TileDef::EMPTY
    },
    TileDef {
        id: "flier/straight-we-w",
        jcz: "FL/RFr.WE.o",
        set: TileSet::Flier,
        layout: "straight road W-E; flier orthogonal, along the road",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 r1 f2 f2 f2 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
        ],
        flier: Some(Dir8::W),
        ..TileDef::EMPTY
    },
    TileDef {
        id: "flier/curve-es-nw",
        jcz: "FL/Rr.d",
        set: TileSet::Flier,
        layout: "road curve E-S; flier diagonal",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 r1 f2 f2 r1 f1 f1 f1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
        ],
        flier: Some(Dir8::NW),
        ..TileDef::EMPTY
    },
    TileDef {
        id: "flier/curve-nw-w",
        jcz: "FL/Rr.NW.o",
        set: TileSet::Flier,
        layout: "road curve N-W; flier orthogonal along one arm",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 r1 f2 f2 f2 f2 f2 f2 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
        ],
        flier: Some(Dir8::W),
        ..TileDef::EMPTY
    },
    TileDef {
        id: "flier/curve-sw-w",
        jcz: "FL/Rr.SW.o",
        set: TileSet::Flier,
        layout: "road curve S-W; flier orthogonal along one arm",
        count: Count { ed1: 1, ed2: 1 },
        points: "f2 f2 f2 f2 f2 f2 f2 r1 f1 f1 r1 f2",
        features: &[
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
        ],
        flier: Some(Dir8::W),
        ..TileDef::EMPTY
    },
];

static TILES_OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The box's tile tables, with their places in the catalogue.
pub(super) static TABLES: &[Table] = &[
    Table {
        place: 20,
        rows: TILES,
        owners: &TILES_OWNERS,
    },
];
