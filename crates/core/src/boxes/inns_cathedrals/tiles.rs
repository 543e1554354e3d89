//! The tiles of Inns & Cathedrals, as data, in the form of the base game's table
//! (rotation 0, north up, 12 edge points clockwise from NNW). Layouts and
//! counts are the facts of the box's WikiCarpedia page (new edition),
//! cross-checked against JCloisterZone's tile definitions; the `jcz` column
//! gives JCloisterZone's ids (`IC/…`).

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};


/// The box's tiles.
pub(super) const TILES: &[TileDef] = &[
    TileDef {
        id: "inns-cathedrals/monastery-two-roads",
        jcz: "IC/LRFR",
        set: TileSet::InnsCathedrals,
        layout: "monastery; roads W and E each end at it",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 r2 f2 f2 f2 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::Monastery),
            road("r2", RoadEnd::Monastery),
            field("f1", &[]),
            field("f2", &[]),
            monastery(),
        ],
        wagon: &[("monastery", "r1"), ("monastery", "r2")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "inns-cathedrals/cathedral",
        jcz: "IC/Cccc.c",
        set: TileSet::InnsCathedrals,
        layout: "city on all four sides with a cathedral",
        count: Count { ed1: 2, ed2: 2 },
        points: "c1 c1 c1 c1 c1 c1 c1 c1 c1 c1 c1 c1",
        features: &[cathedral_city("c1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "inns-cathedrals/four-caps",
        jcz: "IC/CCCC",
        set: TileSet::InnsCathedrals,
        layout: "four separate city caps N, E, S, W around an inner field",
        count: Count { ed1: 1, ed2: 0 },
        points: "c1 c1 c1 c2 c2 c2 c3 c3 c3 c4 c4 c4",
        features: &[
            city("c1", 0),
            city("c2", 0),
            city("c3", 0),
            city("c4", 0),
            inner_field("field-1", &["c1", "c2", "c3", "c4"]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "inns-cathedrals/four-caps-garden",
        jcz: "IC/CCCCG",
        set: TileSet::InnsCathedrals,
        layout: "same as inns-cathedrals/four-caps, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "c1 c1 c1 c2 c2 c2 c3 c3 c3 c4 c4 c4",
        features: &[
            city("c1", 0),
            city("c2", 0),
            city("c3", 0),
            city("c4", 0),
            inner_field("field-1", &["c1", "c2", "c3", "c4"]),
            garden(),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "inns-cathedrals/three-caps",
        jcz: "IC/CCC",
        set: TileSet::InnsCathedrals,
        layout: "three separate city caps N, E, W; field S",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 c2 c2 c2 f1 f1 f1 c3 c3 c3",
        features: &[
            city("c1", 0),
            city("c2", 0),
            city("c3", 0),
            field("f1", &["c1", "c2", "c3"]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "inns-cathedrals/caps-n-s-roads-w-e",
        jcz: "IC/CRCR",
        set: TileSet::InnsCathedrals,
        layout: "separate city caps N and S whose walls meet in the middle; roads W and E end there",
        count: Count { ed1: 1, ed2: 1 },
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
        wagon: &[
            ("c1", "c2"),
            ("c1", "r1"),
            ("c1", "r2"),
            ("c2", "r1"),
            ("c2", "r2"),
            ("r1", "r2"),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "inns-cathedrals/corner-city-cap-s",
        jcz: "IC/CCc+",
        set: TileSet::InnsCathedrals,
        layout: "city N-W (pennant) and a separate city cap S; field E",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 c2 c2 c2 c1 c1 c1",
        features: &[city("c1", 1), city("c2", 0), field("f1", &["c1", "c2"])],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "inns-cathedrals/cap-split-fields",
        jcz: "IC/C!",
        set: TileSet::InnsCathedrals,
        layout: "city cap N; a wall from the city to the SE corner cuts the field in two",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f2 f2 f2 f2 f2 f2",
        features: &[city("c1", 0), field("f1", &["c1"]), field("f2", &["c1"])],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "inns-cathedrals/cap-road-s",
        jcz: "IC/CFR",
        set: TileSet::InnsCathedrals,
        layout: "city cap N; road from S runs into the city",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f2 f2 f2 f2 r1 f1 f1 f1 f1",
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
        id: "inns-cathedrals/corner-city-road-e",
        jcz: "IC/CcR",
        set: TileSet::InnsCathedrals,
        layout: "city N-W; road from E runs into the city",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 r1 f2 f2 f2 f2 c1 c1 c1",
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
        id: "inns-cathedrals/band-roads-n-s",
        jcz: "IC/CRcR+",
        set: TileSet::InnsCathedrals,
        layout: "city across W-E (pennant); roads from N and S run into it",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 r1 f2 c1 c1 c1 f3 r2 f4 c1 c1 c1",
        features: &[
            city("c1", 1),
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
        id: "inns-cathedrals/corner-city-road-s-inn",
        jcz: "IC/RCc.i",
        set: TileSet::InnsCathedrals,
        layout: "city N-W; road from S with an inn runs into the city",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f2 f2 f2 f2 r1 f1 c1 c1 c1",
        features: &[
            city("c1", 0),
            inn_road("r1", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        wagon: &[("c1", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "inns-cathedrals/cap-curve-ws-inn",
        jcz: "IC/RrC.i",
        set: TileSet::InnsCathedrals,
        layout: "city cap N; road curve W-S with an inn",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f2 f2 f2 f2 r1 f1 f1 r1 f2",
        features: &[
            city("c1", 0),
            inn_road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &["c1"]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "inns-cathedrals/corner-city-curve-es-inn",
        jcz: "IC/CcRr+.i",
        set: TileSet::InnsCathedrals,
        layout: "city N-W (pennant); road curve E-S with an inn",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f2 r1 f1 f1 r1 f2 c1 c1 c1",
        features: &[
            city("c1", 1),
            inn_road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &["c1"]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "inns-cathedrals/crossing-3-inn",
        jcz: "IC/RRR.i",
        set: TileSet::InnsCathedrals,
        layout: "crossing of roads W, S and E; an inn on the road E",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 r1 f3 f3 r3 f2 f2 r2 f1",
        features: &[
            inn_road("r1", RoadEnd::Crossing),
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
        id: "inns-cathedrals/straight-inn",
        jcz: "IC/RFr.i",
        set: TileSet::InnsCathedrals,
        layout: "straight road W-E with an inn",
        count: Count { ed1: 1, ed2: 0 },
        points: "f1 f1 f1 f1 r1 f2 f2 f2 f2 f2 r1 f1",
        features: &[
            inn_road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "inns-cathedrals/straight-inn-garden",
        jcz: "IC/RFr.iG",
        set: TileSet::InnsCathedrals,
        layout: "same as inns-cathedrals/straight-inn, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "f1 f1 f1 f1 r1 f2 f2 f2 f2 f2 r1 f1",
        features: &[
            inn_road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
            garden(),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "inns-cathedrals/curve-ws-inn",
        jcz: "IC/Rr.i",
        set: TileSet::InnsCathedrals,
        layout: "road curve W-S with an inn",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 f1 f1 f1 r1 f2 f2 r1 f1",
        features: &[
            inn_road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "inns-cathedrals/two-curves",
        jcz: "IC/RrRr",
        // JCloisterZone draws the curves N-W and E-S.
        jcz_turn: 1,
        set: TileSet::InnsCathedrals,
        layout: "two road curves, W-S and N-E",
        count: Count { ed1: 1, ed2: 1 },
        points: "f3 r2 f2 f2 r2 f3 f3 r1 f1 f1 r1 f3",
        features: &[
            road("r1", RoadEnd::Through),
            road("r2", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
            field("f3", &[]),
        ],
        ..TileDef::EMPTY
    },
];

static TILES_OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The box's tile tables, with their places in the catalogue.
pub(super) static TABLES: &[Table] = &[
    Table {
        place: 60,
        rows: TILES,
        owners: &TILES_OWNERS,
    },
];
