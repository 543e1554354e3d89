//! The tiles of the base game, as data (facts from shared/reference/tiles.md). Each tile is
//! given at rotation 0, printed north up. `points` names, for the 12 edge
//! points clockwise from NNW (NNW N NNE, ENE E ESE, SSE S SSW, WSW W WNW),
//! the label of the feature that owns it. Rotations are computed.

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};


/// The base game's 24 kinds of tile.
pub(super) const TILES: &[TileDef] = &[
    TileDef {
        id: "base/A",
        jcz: "BA/LR",
        set: TileSet::Base,
        layout: "monastery with road",
        count: Count { ed1: 2, ed2: 2 },
        points: "f1 f1 f1 f1 f1 f1 f1 r1 f1 f1 f1 f1",
        features: &[
            road("r1", RoadEnd::Monastery),
            field("f1", &[]),
            monastery(),
        ],
        wagon: &[("monastery", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/B",
        jcz: "BA/L",
        set: TileSet::Base,
        layout: "monastery",
        count: Count { ed1: 4, ed2: 4 },
        points: "f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[field("f1", &[]), monastery()],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/C",
        jcz: "BA/Cccc+",
        set: TileSet::Base,
        layout: "city on all four sides, pennant",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 c1 c1 c1 c1 c1 c1 c1 c1 c1",
        features: &[city("c1", 1)],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/D",
        jcz: "BA/RCr",
        set: TileSet::Base,
        layout: "city cap N, straight road W-E",
        count: Count { ed1: 4, ed2: 4 },
        points: "c1 c1 c1 f1 r1 f2 f2 f2 f2 f2 r1 f1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::Through),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/E",
        jcz: "BA/C",
        set: TileSet::Base,
        layout: "city cap N",
        count: Count { ed1: 5, ed2: 4 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[city("c1", 0), field("f1", &["c1"])],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/F",
        jcz: "BA/CFc+",
        set: TileSet::Base,
        layout: "city across W-E (one city), pennant",
        count: Count { ed1: 2, ed2: 2 },
        points: "f1 f1 f1 c1 c1 c1 f2 f2 f2 c1 c1 c1",
        features: &[city("c1", 1), field("f1", &["c1"]), field("f2", &["c1"])],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/G",
        jcz: "BA/CFc.1",
        set: TileSet::Base,
        layout: "city across W-E (one city)",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 c1 c1 c1 f2 f2 f2 c1 c1 c1",
        features: &[city("c1", 0), field("f1", &["c1"]), field("f2", &["c1"])],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/H",
        jcz: "BA/CFC.2",
        set: TileSet::Base,
        layout: "two separate city caps, N and S",
        count: Count { ed1: 3, ed2: 2 },
        points: "c1 c1 c1 f1 f1 f1 c2 c2 c2 f1 f1 f1",
        features: &[city("c1", 0), city("c2", 0), field("f1", &["c1", "c2"])],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/I",
        jcz: "BA/CC.2",
        set: TileSet::Base,
        layout: "two separate city caps on adjacent sides, N and W",
        count: Count { ed1: 2, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 c2 c2 c2",
        features: &[city("c1", 0), city("c2", 0), field("f1", &["c1", "c2"])],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/J",
        jcz: "BA/CRr",
        set: TileSet::Base,
        layout: "city cap N, road curve E-S",
        count: Count { ed1: 3, ed2: 3 },
        points: "c1 c1 c1 f1 r1 f2 f2 r1 f1 f1 f1 f1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::Through),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/K",
        jcz: "BA/RrC",
        set: TileSet::Base,
        layout: "city cap N, road curve S-W",
        count: Count { ed1: 3, ed2: 3 },
        points: "c1 c1 c1 f1 f1 f1 f1 r1 f2 f2 r1 f1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::Through),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/L",
        jcz: "BA/CRRR",
        set: TileSet::Base,
        layout: "city cap N, 3-way crossing E/S/W",
        count: Count { ed1: 3, ed2: 3 },
        points: "c1 c1 c1 f1 r1 f3 f3 r2 f2 f2 r3 f1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::Crossing),
            road("r2", RoadEnd::Crossing),
            road("r3", RoadEnd::Crossing),
            field("f1", &["c1"]),
            field("f2", &[]),
            field("f3", &[]),
        ],
        wagon: &[("r1", "r2"), ("r1", "r3"), ("r2", "r3")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/M",
        jcz: "BA/Cc+",
        set: TileSet::Base,
        layout: "city on N+W (one city), pennant",
        count: Count { ed1: 2, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 c1 c1 c1",
        features: &[city("c1", 1), field("f1", &["c1"])],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/N",
        jcz: "BA/Cc.1",
        set: TileSet::Base,
        layout: "city on N+W (one city)",
        count: Count { ed1: 3, ed2: 2 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 c1 c1 c1",
        features: &[city("c1", 0), field("f1", &["c1"])],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/O",
        jcz: "BA/CcRr+",
        set: TileSet::Base,
        layout: "city on N+W, pennant, road curve E-S",
        count: Count { ed1: 2, ed2: 2 },
        points: "c1 c1 c1 f1 r1 f2 f2 r1 f1 c1 c1 c1",
        features: &[
            city("c1", 1),
            road("r1", RoadEnd::Through),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/P",
        jcz: "BA/CcRr",
        set: TileSet::Base,
        layout: "city on N+W, road curve E-S",
        count: Count { ed1: 3, ed2: 3 },
        points: "c1 c1 c1 f1 r1 f2 f2 r1 f1 c1 c1 c1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::Through),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/Q",
        jcz: "BA/Ccc+",
        set: TileSet::Base,
        layout: "city on N+E+W, pennant",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 c1 c1 c1 f1 f1 f1 c1 c1 c1",
        features: &[city("c1", 1), field("f1", &["c1"])],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/R",
        jcz: "BA/Ccc",
        set: TileSet::Base,
        layout: "city on N+E+W",
        count: Count { ed1: 3, ed2: 2 },
        points: "c1 c1 c1 c1 c1 c1 f1 f1 f1 c1 c1 c1",
        features: &[city("c1", 0), field("f1", &["c1"])],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/S",
        jcz: "BA/CccR+",
        set: TileSet::Base,
        layout: "city on N+E+W, pennant, road S into the city",
        count: Count { ed1: 2, ed2: 2 },
        points: "c1 c1 c1 c1 c1 c1 f1 r1 f2 c1 c1 c1",
        features: &[
            city("c1", 1),
            road("r1", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        wagon: &[("r1", "c1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/T",
        jcz: "BA/CccR",
        set: TileSet::Base,
        layout: "city on N+E+W, road S into the city",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 c1 c1 c1 f1 r1 f2 c1 c1 c1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        wagon: &[("r1", "c1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/U",
        jcz: "BA/RFr",
        set: TileSet::Base,
        layout: "straight road W-E",
        count: Count { ed1: 8, ed2: 7 },
        points: "f1 f1 f1 f1 r1 f2 f2 f2 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/V",
        jcz: "BA/Rr",
        set: TileSet::Base,
        layout: "road curve S-W",
        count: Count { ed1: 9, ed2: 8 },
        points: "f1 f1 f1 f1 f1 f1 f1 r1 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/W",
        jcz: "BA/RRR",
        set: TileSet::Base,
        layout: "3-way crossing E/S/W",
        count: Count { ed1: 4, ed2: 4 },
        points: "f1 f1 f1 f1 r1 f2 f2 r2 f3 f3 r3 f1",
        features: &[
            road("r1", RoadEnd::Crossing),
            road("r2", RoadEnd::Crossing),
            road("r3", RoadEnd::Crossing),
            field("f1", &[]),
            field("f2", &[]),
            field("f3", &[]),
        ],
        wagon: &[("r1", "r2"), ("r1", "r3"), ("r2", "r3")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/X",
        jcz: "BA/RRRR",
        set: TileSet::Base,
        layout: "4-way crossing",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 r1 f2 f2 r2 f3 f3 r3 f4 f4 r4 f1",
        features: &[
            road("r1", RoadEnd::Crossing),
            road("r2", RoadEnd::Crossing),
            road("r3", RoadEnd::Crossing),
            road("r4", RoadEnd::Crossing),
            field("f1", &[]),
            field("f2", &[]),
            field("f3", &[]),
            field("f4", &[]),
        ],
        wagon: &[
            ("r1", "r2"),
            ("r1", "r3"),
            ("r1", "r4"),
            ("r2", "r3"),
            ("r2", "r4"),
            ("r3", "r4"),
        ],
        ..TileDef::EMPTY
    },
];

static TILES_OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The new edition's tiles with a garden.
pub(super) const GARDENS: &[TileDef] = &[
    TileDef {
        id: "base/E-garden",
        jcz: "BA/CG",
        set: TileSet::Base,
        layout: "same as base/E, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[city("c1", 0), field("f1", &["c1"]), garden()],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/H-garden",
        jcz: "BA/CFCG",
        set: TileSet::Base,
        layout: "same as base/H, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 c2 c2 c2 f1 f1 f1",
        features: &[
            city("c1", 0),
            city("c2", 0),
            field("f1", &["c1", "c2"]),
            garden(),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/I-garden",
        jcz: "BA/CCG",
        set: TileSet::Base,
        layout: "same as base/I, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 c2 c2 c2",
        features: &[
            city("c1", 0),
            city("c2", 0),
            field("f1", &["c1", "c2"]),
            garden(),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/M-garden",
        jcz: "BA/Cc+G",
        set: TileSet::Base,
        layout: "same as base/M, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 c1 c1 c1",
        features: &[city("c1", 1), field("f1", &["c1"]), garden()],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/N-garden",
        jcz: "BA/CcG",
        set: TileSet::Base,
        layout: "same as base/N, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 c1 c1 c1",
        features: &[city("c1", 0), field("f1", &["c1"]), garden()],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/R-garden",
        jcz: "BA/CccG",
        set: TileSet::Base,
        layout: "same as base/R, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "c1 c1 c1 c1 c1 c1 f1 f1 f1 c1 c1 c1",
        features: &[city("c1", 0), field("f1", &["c1"]), garden()],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/U-garden",
        jcz: "BA/RFrG",
        set: TileSet::Base,
        layout: "same as base/U, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "f1 f1 f1 f1 r1 f2 f2 f2 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
            garden(),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "base/V-garden",
        jcz: "BA/RrG",
        set: TileSet::Base,
        layout: "same as base/V, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "f1 f1 f1 f1 f1 f1 f1 r1 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
            garden(),
        ],
        ..TileDef::EMPTY
    },
];

static GARDENS_OWNERS: [[i8; 12]; GARDENS.len()] = owners_of_all(GARDENS);

/// The box's tile tables, with their places in the catalogue.
pub(super) static TABLES: &[Table] = &[
    Table {
        place: 0,
        rows: TILES,
        owners: &TILES_OWNERS,
    },
    Table {
        place: 40,
        rows: GARDENS,
        owners: &GARDENS_OWNERS,
    },
];
