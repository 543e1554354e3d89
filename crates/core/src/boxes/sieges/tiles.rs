//! The siege tiles, as data, in the form of `data.rs` (rotation 0, north
//! up, 12 edge points clockwise from NNW): the 4 of The Cathars (RGG's
//! Siege has the same layouts) and the 6 of The Besiegers, one each. Every
//! city on them shows the siege symbol. The layouts are those of
//! WikiCarpedia's page "Besiegers, Cathars, Siege", cross-checked against
//! JCloisterZone's tile definitions; the `jcz` column gives its ids
//! (`SI/…` for The Cathars, `BE/…` for The Besiegers).

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};

const fn siege(def: TileDef) -> TileDef {
    TileDef {
        set: TileSet::Sieges,
        count: Count { ed1: 1, ed2: 1 },
        ..def
    }
}

pub(super) const TILES: &[TileDef] = &[
    siege(TileDef {
        id: "sieges/cathars-cap",
        jcz: "SI.CA/C",
        jcz_old: "SI/C",
        layout: "besieged city cap N",
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[besieged_city("c1"), field("f1", &["c1"])],
        ..TileDef::EMPTY
    }),
    siege(TileDef {
        id: "sieges/cathars-cap-road",
        jcz: "SI.CA/RCr",
        jcz_old: "SI/RCr",
        layout: "besieged city cap N; straight road W-E",
        points: "c1 c1 c1 f1 r1 f2 f2 f2 f2 f2 r1 f1",
        features: &[
            besieged_city("c1"),
            road("r1", RoadEnd::Through),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    siege(TileDef {
        id: "sieges/cathars-corner",
        jcz: "SI.CA/Cc",
        jcz_old: "SI/Cc",
        layout: "besieged city corner N-W",
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 c1 c1 c1",
        features: &[besieged_city("c1"), field("f1", &["c1"])],
        ..TileDef::EMPTY
    }),
    siege(TileDef {
        id: "sieges/cathars-corner-curve",
        jcz: "SI.CA/CcRr",
        jcz_old: "SI/CcRr",
        layout: "besieged city corner N-W; road curve E-S",
        points: "c1 c1 c1 f1 r1 f2 f2 r1 f1 c1 c1 c1",
        features: &[
            besieged_city("c1"),
            road("r1", RoadEnd::Through),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    siege(TileDef {
        id: "sieges/besiegers-three-sides",
        jcz: "SI.BE/Ccc",
        jcz_old: "BE/Ccc",
        layout: "besieged city N, E and W; field S",
        points: "c1 c1 c1 c1 c1 c1 f1 f1 f1 c1 c1 c1",
        features: &[besieged_city("c1"), field("f1", &["c1"])],
        ..TileDef::EMPTY
    }),
    siege(TileDef {
        id: "sieges/besiegers-corner-road-e",
        jcz: "SI.BE/CcR",
        jcz_old: "BE/CcR",
        layout: "besieged city corner N-W; a road from E ends",
        points: "c1 c1 c1 f1 r1 f2 f2 f2 f2 c1 c1 c1",
        features: &[
            besieged_city("c1"),
            road("r1", RoadEnd::DeadEnd),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        ..TileDef::EMPTY
    }),
    siege(TileDef {
        id: "sieges/besiegers-cap-road-s",
        jcz: "SI.BE/CFR",
        jcz_old: "BE/CFR",
        layout: "besieged city cap N; a road from S ends",
        points: "c1 c1 c1 f2 f2 f2 f2 r1 f1 f1 f1 f1",
        features: &[
            besieged_city("c1"),
            road("r1", RoadEnd::DeadEnd),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        ..TileDef::EMPTY
    }),
    siege(TileDef {
        id: "sieges/besiegers-cap-curve-es",
        jcz: "SI.BE/CRr",
        jcz_old: "BE/CRr",
        layout: "besieged city cap N; road curve E-S",
        points: "c1 c1 c1 f1 r1 f2 f2 r1 f1 f1 f1 f1",
        features: &[
            besieged_city("c1"),
            road("r1", RoadEnd::Through),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    siege(TileDef {
        id: "sieges/besiegers-corner-road-s",
        jcz: "SI.BE/RCc",
        jcz_old: "BE/RCc",
        layout: "besieged city corner N-W; a road from S ends",
        points: "c1 c1 c1 f2 f2 f2 f2 r1 f1 c1 c1 c1",
        features: &[
            besieged_city("c1"),
            road("r1", RoadEnd::DeadEnd),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        ..TileDef::EMPTY
    }),
    siege(TileDef {
        id: "sieges/besiegers-cap-curve-sw",
        jcz: "SI.BE/RrC",
        jcz_old: "BE/RrC",
        layout: "besieged city cap N; road curve S-W",
        points: "c1 c1 c1 f1 f1 f1 f1 r1 f2 f2 r1 f1",
        features: &[
            besieged_city("c1"),
            road("r1", RoadEnd::Through),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
];

static OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The box's tile table, with its place in the catalogue.
pub(super) static TABLES: &[Table] = &[Table {
    place: 110,
    rows: TILES,
    owners: &OWNERS,
}];
