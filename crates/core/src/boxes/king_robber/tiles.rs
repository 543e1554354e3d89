//! The five landscape tiles of King & Robber (Count, King & Robber), as
//! data, in the form of the base game's table (`crates/core/src/boxes/base/
//! tiles.rs`: rotation 0, north up, the 12 edge points clockwise from NNW).
//! Layouts and counts checked against JCloisterZone's `king_and_robber.xml`
//! (`KR/…`); the new edition prints the road into the city cap with a
//! garden (`ed1` keeps the plain one). The king's and the robber's tiles
//! are never laid on the table: they are the box's state, not tiles.

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};

/// The road into a city cap, with or without the new edition's garden.
const ROAD_INTO_CAP: TileDef = TileDef {
    id: "king-robber/road-into-cap",
    jcz: "KR/RC",
    jcz_old: "RC",
    set: TileSet::KingRobber,
    layout: "city cap N; a road from W turns up into the city's gate",
    count: Count { ed1: 1, ed2: 0 },
    points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 f1 r1 f2",
    features: &[
        city("c1", 0),
        road("r1", RoadEnd::City("c1")),
        field("f1", &["c1"]),
        field("f2", &["c1"]),
    ],
    wagon: &[("c1", "r1")],
    ..TileDef::EMPTY
};

pub(super) const TILES: &[TileDef] = &[
    TileDef {
        id: "king-robber/monastery-cap",
        jcz: "KR/LC",
        jcz_old: "LC",
        set: TileSet::KingRobber,
        layout: "a monastery, a city cap N",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[city("c1", 0), field("f1", &["c1"]), monastery()],
        ..TileDef::EMPTY
    },
    ROAD_INTO_CAP,
    TileDef {
        id: "king-robber/road-into-cap-garden",
        jcz: "KR/RCG",
        jcz_old: "",
        layout: "city cap N; a road from W turns up into the city's gate; a garden",
        count: Count { ed1: 0, ed2: 1 },
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            garden(),
        ],
        ..ROAD_INTO_CAP
    },
    TileDef {
        id: "king-robber/cap-road-curve",
        jcz: "KR/CRrR",
        jcz_old: "CRrR",
        set: TileSet::KingRobber,
        layout: "city cap N with a road from W into its gate; a road curves S-E",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 r1 f2 f2 r1 f1 f1 r2 f3",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::Through),
            road("r2", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &[]),
            field("f3", &["c1"]),
        ],
        wagon: &[("c1", "r2")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "king-robber/corner-city-two-roads-in",
        jcz: "KR/CcRR!",
        jcz_old: "CcRR!",
        set: TileSet::KingRobber,
        layout: "one city over N and W; roads from E and from S each run into it",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 r1 f2 f3 r2 f4 c1 c1 c1",
        features: &[
            city("c1", 0),
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
        id: "king-robber/crossing-cities",
        jcz: "KR/CCcc",
        jcz_old: "CCcc",
        set: TileSet::KingRobber,
        layout: "two separate cities crossing: N-S and E-W",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 c2 c2 c2 c1 c1 c1 c2 c2 c2",
        features: &[
            city("c1", 0),
            city("c2", 0),
            inner_field("field-1", &["c1", "c2"]),
            inner_field("field-2", &["c1", "c2"]),
        ],
        ..TileDef::EMPTY
    },
];

static OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The box's tile table, with its place in the catalogue.
pub(super) static TABLES: &[Table] = &[Table {
    place: 155,
    rows: TILES,
    owners: &OWNERS,
}];
