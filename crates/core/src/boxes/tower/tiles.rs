//! The tiles of The Tower, as data, in the form of `data.rs` (rotation 0,
//! north up, 12 edge points clockwise from NNW). Every tile shows a tower
//! foundation. Layouts and counts are the facts of WikiCarpedia's page "The
//! Tower" (new edition: 18 tiles in 17 layouts), cross-checked against
//! JCloisterZone's tile definitions; the `jcz` column gives its ids
//! (`TO/…`). The foundation sits where roads meet or stop, so a road that
//! reaches it ends there (a dead end or a crossing) and it can part fields
//! that would otherwise run together.

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};

const fn tower(def: TileDef) -> TileDef {
    TileDef {
        set: TileSet::Tower,
        tower: true,
        ..def
    }
}

pub(super) const TILES: &[TileDef] = &[
    tower(TileDef {
        id: "tower/city-cap",
        jcz: "TO/C",
        layout: "city cap N; field around; foundation in the field",
        count: Count { ed1: 2, ed2: 2 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[city("c1", 0), field("f1", &["c1"])],
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/field",
        jcz: "TO/F",
        layout: "field only, with the foundation in the middle",
        count: Count { ed1: 1, ed2: 0 },
        points: "f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[field("f1", &[])],
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/field-garden",
        jcz: "TO/FG",
        layout: "same as tower/field, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[field("f1", &[]), garden()],
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/monastery",
        jcz: "TO/L",
        layout: "monastery in a field, with the foundation beside it",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[field("f1", &[]), monastery()],
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/roads-w-s",
        jcz: "TO/RR",
        layout: "roads from W and from S end at the foundation",
        count: Count { ed1: 1, ed2: 0 },
        points: "f1 f1 f1 f1 f1 f1 f1 r2 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::DeadEnd),
            road("r2", RoadEnd::DeadEnd),
            field("f1", &[]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/roads-w-s-garden",
        jcz: "TO/RRG",
        layout: "same as tower/roads-w-s, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "f1 f1 f1 f1 f1 f1 f1 r2 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::DeadEnd),
            road("r2", RoadEnd::DeadEnd),
            field("f1", &[]),
            field("f2", &[]),
            garden(),
        ],
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/three-roads",
        jcz: "TO/RRR",
        layout: "roads W, N and E meet at the foundation; field S",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 r2 f2 f2 r3 f3 f3 f3 f3 f3 r1 f1",
        features: &[
            road("r1", RoadEnd::Crossing),
            road("r2", RoadEnd::Crossing),
            road("r3", RoadEnd::Crossing),
            field("f1", &[]),
            field("f2", &[]),
            field("f3", &[]),
        ],
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/two-curves",
        jcz: "TO/RrRr.2",
        layout: "a road curves N-W and another S-E, the foundation between them",
        count: Count { ed1: 1, ed2: 1 },
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
    tower(TileDef {
        id: "tower/crossing",
        jcz: "TO/RRRR.1",
        layout: "four roads meet at the foundation",
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
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/road-through-city",
        jcz: "TO/CRcr",
        layout: "city W-E; a road N-S passes through it; four corner fields",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 r1 f2 c1 c1 c1 f3 r1 f4 c1 c1 c1",
        features: &[
            road("r1", RoadEnd::Through),
            city("c1", 0),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            field("f3", &["c1"]),
            field("f4", &["c1"]),
        ],
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/cap-road-s",
        jcz: "TO/CFR",
        layout: "city cap N; a road from S ends at the foundation below it, parting the field",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f2 f2 f2 f2 r1 f1 f1 f1 f1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::DeadEnd),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/cap-curve-ws",
        jcz: "TO/RrC",
        layout: "city cap N; a road curves W-S",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 r1 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            city("c1", 0),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/cap-road-we",
        jcz: "TO/RCr",
        layout: "city cap N; a road W-E; the foundation parts the strip between them",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f2 r1 f3 f3 f3 f3 f3 r1 f1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::Through),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            field("f3", &[]),
        ],
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/corner-city",
        jcz: "TO/Cc",
        layout: "city N-W; field E-S",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 c1 c1 c1",
        features: &[city("c1", 0), field("f1", &["c1"])],
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/corner-city-road-e",
        jcz: "TO/CcR!",
        layout: "city N-W; a road from E runs into it; three fields",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 r1 f2 f3 f3 f3 c1 c1 c1",
        features: &[
            road("r1", RoadEnd::City("c1")),
            city("c1", 0),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            field("f3", &["c1"]),
        ],
        wagon: &[("c1", "r1")],
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/two-caps",
        jcz: "TO/CC.2",
        layout: "separate city caps N and W; field E-S",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 c2 c2 c2",
        features: &[city("c1", 0), city("c2", 0), field("f1", &["c1", "c2"])],
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/caps-n-s-road-we",
        jcz: "TO/CRCr.2",
        layout: "city caps N and S; a road W-E between them",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 r1 f2 c2 c2 c2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            city("c1", 0),
            city("c2", 0),
            field("f1", &["c1"]),
            field("f2", &["c2"]),
        ],
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/three-sides-road-s",
        jcz: "TO/CccR",
        layout: "city on N, W and E; a road from S runs into it",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 c1 c1 c1 f1 r1 f2 c1 c1 c1",
        features: &[
            road("r1", RoadEnd::City("c1")),
            city("c1", 0),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        wagon: &[("c1", "r1")],
        ..TileDef::EMPTY
    }),
    tower(TileDef {
        id: "tower/three-sides-cap-s",
        jcz: "TO/CccC+",
        layout: "city on N, W and E, pennant, and a separate city cap S, with a small field between them",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 c1 c1 c1 c2 c2 c2 c1 c1 c1",
        features: &[
            city("c1", 1),
            city("c2", 0),
            inner_field("field-1", &["c1", "c2"]),
        ],
        ..TileDef::EMPTY
    }),
];

static OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The box's tile table, with its place in the catalogue.
pub(super) static TABLES: &[Table] = &[Table {
    place: 80,
    rows: TILES,
    owners: &OWNERS,
}];
