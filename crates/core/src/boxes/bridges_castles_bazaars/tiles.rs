//! The twelve landscape tiles of Bridges, Castles & Bazaars, as data, in
//! the form of the base game's table (`crates/core/src/boxes/base/
//! tiles.rs`: rotation 0, north up, the 12 edge points clockwise from NNW).
//! Layouts and counts checked against JCloisterZone's
//! `bridges_castles_and_bazaars.xml` (`BB/…`, facts only). Eight show a
//! bazaar; the roads that run to a bazaar end there (car:fn172: a wagon
//! never drives through it). The new edition prints the road into the wide
//! city with a garden (`ed1` keeps the plain one).

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};

/// A road from E into the gate of a city that covers W and reaches past
/// the middle of the tile, with or without the new edition's garden.
const ROAD_INTO_WIDE_CITY: TileDef = TileDef {
    id: "bridges-castles-bazaars/road-into-wide-city",
    jcz: "BB/CFR!",
    jcz_old: "CFR!",
    set: TileSet::BridgesCastlesBazaars,
    layout: "a city W reaching past the middle; a road from E into its gate; fields N, a strip NE, and S",
    count: Count { ed1: 1, ed2: 0 },
    points: "f1 f1 f1 f2 r1 f3 f3 f3 f3 c1 c1 c1",
    features: &[
        city("c1", 0),
        road("r1", RoadEnd::City("c1")),
        field("f1", &["c1"]),
        field("f2", &["c1"]),
        field("f3", &["c1"]),
    ],
    wagon: &[("c1", "r1")],
    wide_city: true,
    ..TileDef::EMPTY
};

/// Two roads from N and S that end at a bazaar, with or without an inn on
/// the S road.
const TWO_ROADS_BAZAAR: TileDef = TileDef {
    id: "bridges-castles-bazaars/two-roads-bazaar",
    jcz: "BB/RFR.b",
    jcz_old: "RFR.b",
    set: TileSet::BridgesCastlesBazaars,
    layout: "a bazaar in the middle; roads from N and from S end at it",
    count: Count { ed1: 1, ed2: 1 },
    points: "f1 r1 f2 f2 f2 f2 f2 r2 f1 f1 f1 f1",
    features: &[
        road("r1", RoadEnd::DeadEnd),
        road("r2", RoadEnd::DeadEnd),
        field("f1", &[]),
        field("f2", &[]),
    ],
    bazaar: true,
    ..TileDef::EMPTY
};

pub(super) const TILES: &[TileDef] = &[
    TileDef {
        id: "bridges-castles-bazaars/city-bazaar",
        jcz: "BB/Cccc.b",
        jcz_old: "Cccc.b",
        set: TileSet::BridgesCastlesBazaars,
        layout: "one city over all four sides, a bazaar in it",
        count: Count { ed1: 2, ed2: 2 },
        points: "c1 c1 c1 c1 c1 c1 c1 c1 c1 c1 c1 c1",
        features: &[city("c1", 0)],
        bazaar: true,
        ..TileDef::EMPTY
    },
    TileDef {
        id: "bridges-castles-bazaars/three-caps-road",
        jcz: "BB/CCCR",
        jcz_old: "CCCR",
        set: TileSet::BridgesCastlesBazaars,
        layout: "three separate city caps N, E and W; a road from S turns into the E cap's gate",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 c2 c2 c2 f1 r1 f2 c3 c3 c3",
        features: &[
            city("c1", 0),
            city("c2", 0),
            city("c3", 0),
            road("r1", RoadEnd::City("c2")),
            field("f1", &["c2"]),
            field("f2", &["c1", "c2", "c3"]),
        ],
        wagon: &[("c2", "r1")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "bridges-castles-bazaars/city-band-bazaar",
        jcz: "BB/CFc.b",
        jcz_old: "CFc.b",
        set: TileSet::BridgesCastlesBazaars,
        layout: "one city across the tile from W to E, a bazaar in it; fields N and S",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 c1 c1 c1 f2 f2 f2 c1 c1 c1",
        features: &[city("c1", 0), field("f1", &["c1"]), field("f2", &["c1"])],
        bazaar: true,
        ..TileDef::EMPTY
    },
    ROAD_INTO_WIDE_CITY,
    TileDef {
        id: "bridges-castles-bazaars/road-into-wide-city-garden",
        jcz: "BB/CFR!G",
        jcz_old: "",
        layout: "a city W reaching past the middle; a road from E into its gate; fields N, a strip NE, and S; a garden",
        count: Count { ed1: 0, ed2: 1 },
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::City("c1")),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            field("f3", &["c1"]),
            garden(),
        ],
        ..ROAD_INTO_WIDE_CITY
    },
    TileDef {
        id: "bridges-castles-bazaars/cap-road-bazaar",
        jcz: "BB/CFR.b",
        jcz_old: "CFR.b",
        set: TileSet::BridgesCastlesBazaars,
        layout: "a city cap N; a bazaar in the middle; a road from S ends at it",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 r1 f1 f1 f1 f1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::DeadEnd),
            field("f1", &["c1"]),
        ],
        bazaar: true,
        ..TileDef::EMPTY
    },
    TileDef {
        id: "bridges-castles-bazaars/bazaar",
        jcz: "BB/F.b",
        jcz_old: "F.b",
        set: TileSet::BridgesCastlesBazaars,
        layout: "a bazaar alone in a field",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[field("f1", &[])],
        bazaar: true,
        ..TileDef::EMPTY
    },
    TileDef {
        id: "bridges-castles-bazaars/monastery-in-city",
        jcz: "BB/LCFc",
        jcz_old: "LCFc",
        set: TileSet::BridgesCastlesBazaars,
        layout: "one city across the tile from W to E with a monastery in it; fields N and S",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 c1 c1 c1 f2 f2 f2 c1 c1 c1",
        features: &[
            city("c1", 0),
            monastery(),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        wagon: &[("c1", "monastery")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "bridges-castles-bazaars/monastery-road",
        jcz: "BB/LRFr",
        jcz_old: "LRFr",
        set: TileSet::BridgesCastlesBazaars,
        layout: "a monastery; a road from W to E bends south past it",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 r1 f2 f2 f2 f2 f2 r1 f1",
        features: &[
            monastery(),
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "bridges-castles-bazaars/road-inn-bazaar",
        jcz: "BB/R.bi",
        jcz_old: "R.bi",
        set: TileSet::BridgesCastlesBazaars,
        layout: "a bazaar; a road from S ends at it, an inn beside the road",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 f1 f1 f1 r1 f1 f1 f1 f1",
        features: &[inn_road("r1", RoadEnd::DeadEnd), field("f1", &[])],
        bazaar: true,
        ..TileDef::EMPTY
    },
    TWO_ROADS_BAZAAR,
    TileDef {
        id: "bridges-castles-bazaars/two-roads-inn-bazaar",
        jcz: "BB/RFR.bi",
        jcz_old: "RFR.bi",
        layout: "a bazaar in the middle; roads from N and from S end at it, an inn beside the S road",
        features: &[
            road("r1", RoadEnd::DeadEnd),
            inn_road("r2", RoadEnd::DeadEnd),
            field("f1", &[]),
            field("f2", &[]),
        ],
        ..TWO_ROADS_BAZAAR
    },
];

static OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The box's tile table, with its place in the catalogue.
pub(super) static TABLES: &[Table] = &[Table {
    place: 170,
    rows: TILES,
    owners: &OWNERS,
}];
