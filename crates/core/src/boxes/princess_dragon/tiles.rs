//! The tiles of The Princess & the Dragon, as data, in the form of
//! `data.rs` (rotation 0, north up, 12 edge points clockwise from NNW).
//! Each tile shows one symbol: a volcano (6), a dragon (12), a magic
//! portal (6) or a princess in a city (6). Layouts and counts are the facts
//! of WikiCarpedia's page "The Princess and The Dragon" (new edition: 30
//! tiles in 29 layouts), cross-checked against JCloisterZone's tile
//! definitions; the `jcz` column gives its ids (`PD/…`). One tile has a
//! monastery inside a city; on another a road passes under a city through a
//! tunnel.

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};

const fn volcano(def: TileDef) -> TileDef {
    TileDef {
        set: TileSet::PrincessDragon,
        symbol: Symbol::Volcano,
        ..def
    }
}

const fn dragon(def: TileDef) -> TileDef {
    TileDef {
        set: TileSet::PrincessDragon,
        symbol: Symbol::Dragon,
        ..def
    }
}

const fn portal(def: TileDef) -> TileDef {
    TileDef {
        set: TileSet::PrincessDragon,
        symbol: Symbol::Portal,
        ..def
    }
}

const fn princess(def: TileDef) -> TileDef {
    TileDef {
        set: TileSet::PrincessDragon,
        symbol: Symbol::Princess,
        ..def
    }
}

const ONE: Count = Count { ed1: 1, ed2: 1 };

pub(super) const TILES: &[TileDef] = &[
    volcano(TileDef {
        id: "princess-dragon/volcano-field",
        jcz: "DG/F.v",
        jcz_old: "PD/F.v",
        layout: "a volcano in a field",
        count: ONE,
        points: "f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[field("f1", &[])],
        ..TileDef::EMPTY
    }),
    volcano(TileDef {
        id: "princess-dragon/volcano-road-s",
        jcz: "DG/R.v",
        jcz_old: "PD/R.v",
        layout: "a road from S ends at a volcano",
        count: ONE,
        points: "f1 f1 f1 f1 f1 f1 f1 r1 f1 f1 f1 f1",
        features: &[road("r1", RoadEnd::DeadEnd), field("f1", &[])],
        ..TileDef::EMPTY
    }),
    volcano(TileDef {
        id: "princess-dragon/volcano-city-cap",
        jcz: "DG/C.v",
        jcz_old: "PD/C.v",
        layout: "city cap N; a volcano in the field",
        count: ONE,
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[city("c1", 0), field("f1", &["c1"])],
        ..TileDef::EMPTY
    }),
    volcano(TileDef {
        id: "princess-dragon/volcano-curve-ws",
        jcz: "DG/Rr.v",
        jcz_old: "PD/Rr.v",
        layout: "a road curves W-S past a volcano",
        count: ONE,
        points: "f1 f1 f1 f1 f1 f1 f1 r1 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    volcano(TileDef {
        id: "princess-dragon/volcano-straight-we",
        jcz: "DG/RFr.v",
        jcz_old: "PD/RFr.v",
        layout: "a road W-E past a volcano",
        count: ONE,
        points: "f1 f1 f1 f1 r1 f2 f2 f2 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    volcano(TileDef {
        id: "princess-dragon/volcano-two-caps-ne",
        jcz: "DG/CC.v",
        jcz_old: "PD/CC.v",
        layout: "separate city caps N and E; a volcano in the field",
        count: ONE,
        points: "c1 c1 c1 c2 c2 c2 f1 f1 f1 f1 f1 f1",
        features: &[city("c1", 0), city("c2", 0), field("f1", &["c1", "c2"])],
        ..TileDef::EMPTY
    }),
    dragon(TileDef {
        id: "princess-dragon/dragon-city-cap",
        jcz: "DG/C.d",
        jcz_old: "PD/C.d",
        layout: "city cap N; a dragon symbol",
        count: Count { ed1: 1, ed2: 0 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[city("c1", 0), field("f1", &["c1"])],
        ..TileDef::EMPTY
    }),
    dragon(TileDef {
        id: "princess-dragon/dragon-city-cap-garden",
        jcz: "DG/C.dG",
        layout: "same as princess-dragon/dragon-city-cap, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 f1 f1 f1",
        features: &[city("c1", 0), field("f1", &["c1"]), garden()],
        ..TileDef::EMPTY
    }),
    dragon(TileDef {
        id: "princess-dragon/dragon-monastery-three-roads",
        jcz: "DG/LRRR.d",
        jcz_old: "PD/LRRR.d",
        layout: "monastery; roads E, S and W end at it; a dragon symbol",
        count: ONE,
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
    }),
    dragon(TileDef {
        id: "princess-dragon/dragon-three-roads",
        jcz: "DG/RRR.d",
        jcz_old: "PD/RRR.d",
        layout: "roads E, S and W meet; field N; a dragon symbol",
        count: ONE,
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
    }),
    dragon(TileDef {
        id: "princess-dragon/dragon-monastery-in-city",
        jcz: "DG/LCcc.d",
        jcz_old: "PD/LCcc.d",
        layout: "a monastery inside a city on N, E and W; field S; a dragon symbol",
        count: ONE,
        points: "c1 c1 c1 c1 c1 c1 f1 f1 f1 c1 c1 c1",
        features: &[city("c1", 0), field("f1", &["c1"]), monastery()],
        wagon: &[("monastery", "c1")],
        ..TileDef::EMPTY
    }),
    dragon(TileDef {
        id: "princess-dragon/dragon-curve-ws",
        jcz: "DG/Rr.d",
        jcz_old: "PD/Rr.d",
        layout: "a road curves W-S; a dragon symbol",
        count: Count { ed1: 2, ed2: 2 },
        points: "f1 f1 f1 f1 f1 f1 f1 r1 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    dragon(TileDef {
        id: "princess-dragon/dragon-straight-we",
        jcz: "DG/RFr.d",
        jcz_old: "PD/RFr.d",
        layout: "a road W-E; a dragon symbol",
        count: ONE,
        points: "f1 f1 f1 f1 r1 f2 f2 f2 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    dragon(TileDef {
        id: "princess-dragon/dragon-corner-city",
        jcz: "DG/Cc.d",
        jcz_old: "PD/Cc.d",
        layout: "city N-W; field E-S; a dragon symbol",
        count: ONE,
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 c1 c1 c1",
        features: &[city("c1", 0), field("f1", &["c1"])],
        ..TileDef::EMPTY
    }),
    dragon(TileDef {
        id: "princess-dragon/dragon-band-we-pennant",
        jcz: "DG/CFc+.d",
        jcz_old: "PD/CFc+.d",
        layout: "city W-E with a pennant; fields N and S; a dragon symbol",
        count: ONE,
        points: "f1 f1 f1 c1 c1 c1 f2 f2 f2 c1 c1 c1",
        features: &[city("c1", 1), field("f1", &["c1"]), field("f2", &["c1"])],
        ..TileDef::EMPTY
    }),
    dragon(TileDef {
        id: "princess-dragon/dragon-tunnel",
        jcz: "DG/CRcr.d",
        jcz_old: "PD/CRcr.d",
        layout: "city W-E; a road N-S passes under it through a tunnel; a dragon symbol",
        count: ONE,
        points: "f1 r1 f1 c1 c1 c1 f2 r1 f2 c1 c1 c1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::Through),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        ..TileDef::EMPTY
    }),
    dragon(TileDef {
        id: "princess-dragon/dragon-cap-curve-ws",
        jcz: "DG/RrC.d",
        jcz_old: "PD/RrC.d",
        layout: "city cap N; a road curves W-S; a dragon symbol",
        count: ONE,
        points: "c1 c1 c1 f1 f1 f1 f1 r1 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            city("c1", 0),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    dragon(TileDef {
        id: "princess-dragon/dragon-cap-curve-es",
        jcz: "DG/CRr.d",
        jcz_old: "PD/CRr.d",
        layout: "city cap N; a road curves E-S; a dragon symbol",
        count: ONE,
        points: "c1 c1 c1 f1 r1 f2 f2 r1 f1 f1 f1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            city("c1", 0),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    portal(TileDef {
        id: "princess-dragon/portal-two-curves",
        jcz: "DG/RrRr.g",
        jcz_old: "PD/RrRr.g",
        layout: "a road curves N-W and another S-E; a magic portal",
        count: ONE,
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
    portal(TileDef {
        id: "princess-dragon/portal-three-roads",
        jcz: "DG/RRR.g",
        jcz_old: "PD/RRR.g",
        layout: "roads E, S and W meet; field N; a magic portal",
        count: ONE,
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
    }),
    portal(TileDef {
        id: "princess-dragon/portal-three-sides-pennant",
        jcz: "DG/Ccc+.g",
        jcz_old: "PD/Ccc+.g",
        layout: "city on N, E and W with a pennant; field S; a magic portal",
        count: ONE,
        points: "c1 c1 c1 c1 c1 c1 f1 f1 f1 c1 c1 c1",
        features: &[city("c1", 1), field("f1", &["c1"])],
        ..TileDef::EMPTY
    }),
    portal(TileDef {
        id: "princess-dragon/portal-corner-city-curve-es",
        jcz: "DG/CcRr.g",
        jcz_old: "PD/CcRr.g",
        layout: "city N-W; a road curves E-S; a magic portal",
        count: ONE,
        points: "c1 c1 c1 f1 r1 f2 f2 r1 f1 c1 c1 c1",
        features: &[
            road("r1", RoadEnd::Through),
            city("c1", 0),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    portal(TileDef {
        id: "princess-dragon/portal-cap-curve-ws",
        jcz: "DG/RrC.g",
        jcz_old: "PD/RrC.g",
        layout: "city cap N; a road curves W-S; a magic portal",
        count: ONE,
        points: "c1 c1 c1 f1 f1 f1 f1 r1 f2 f2 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            city("c1", 0),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    portal(TileDef {
        id: "princess-dragon/portal-cap-curve-es",
        jcz: "DG/CRr.g",
        jcz_old: "PD/CRr.g",
        layout: "city cap N; a road curves E-S; a magic portal",
        count: ONE,
        points: "c1 c1 c1 f1 r1 f2 f2 r1 f1 f1 f1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            city("c1", 0),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
    princess(TileDef {
        id: "princess-dragon/princess-city-three-roads",
        jcz: "DG/CRRR.p",
        jcz_old: "PD/CRRR.p",
        layout: "city cap N with a princess; roads E, S and W meet",
        count: ONE,
        points: "c1 c1 c1 f1 r1 f3 f3 r2 f2 f2 r3 f1",
        features: &[
            princess_city("c1"),
            road("r1", RoadEnd::Crossing),
            road("r2", RoadEnd::Crossing),
            road("r3", RoadEnd::Crossing),
            field("f1", &["c1"]),
            field("f2", &[]),
            field("f3", &[]),
        ],
        wagon: &[("r1", "r2"), ("r1", "r3"), ("r2", "r3")],
        ..TileDef::EMPTY
    }),
    princess(TileDef {
        id: "princess-dragon/princess-cap-and-corner-city",
        jcz: "DG/CCc+.p",
        jcz_old: "PD/CCc+.p",
        layout: "city cap N with a princess; a separate city E-S with a pennant; field W and a small field between",
        count: ONE,
        points: "c1 c1 c1 c2 c2 c2 c2 c2 c2 f1 f1 f1",
        features: &[
            princess_city("c1"),
            city("c2", 1),
            field("f1", &["c1"]),
            inner_field("field-1", &["c1", "c2"]),
        ],
        ..TileDef::EMPTY
    }),
    princess(TileDef {
        id: "princess-dragon/princess-three-sides",
        jcz: "DG/Ccc.p",
        jcz_old: "PD/Ccc.p",
        layout: "city on N, E and W with a princess; field S",
        count: ONE,
        points: "c1 c1 c1 c1 c1 c1 f1 f1 f1 c1 c1 c1",
        features: &[princess_city("c1"), field("f1", &["c1"])],
        ..TileDef::EMPTY
    }),
    princess(TileDef {
        id: "princess-dragon/princess-corner-city-split-field",
        jcz: "DG/Cc!.p",
        jcz_old: "PD/Cc!.p",
        layout: "city N-W with a princess; a wall parts the field E from the field S",
        count: ONE,
        points: "c1 c1 c1 f1 f1 f1 f2 f2 f2 c1 c1 c1",
        features: &[
            princess_city("c1"),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
        ],
        ..TileDef::EMPTY
    }),
    princess(TileDef {
        id: "princess-dragon/princess-corner-city",
        jcz: "DG/Cc.p",
        jcz_old: "PD/Cc.p",
        layout: "city N-W with a princess; field E-S",
        count: Count { ed1: 1, ed2: 0 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 c1 c1 c1",
        features: &[princess_city("c1"), field("f1", &["c1"])],
        ..TileDef::EMPTY
    }),
    princess(TileDef {
        id: "princess-dragon/princess-corner-city-garden",
        jcz: "DG/Cc.pG",
        layout: "same as princess-dragon/princess-corner-city, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 f1 f1 c1 c1 c1",
        features: &[princess_city("c1"), field("f1", &["c1"]), garden()],
        ..TileDef::EMPTY
    }),
    princess(TileDef {
        id: "princess-dragon/princess-corner-city-curve-es",
        jcz: "DG/CcRr.p",
        jcz_old: "PD/CcRr.p",
        layout: "city N-W with a princess; a road curves E-S",
        count: ONE,
        points: "c1 c1 c1 f1 r1 f2 f2 r1 f1 c1 c1 c1",
        features: &[
            road("r1", RoadEnd::Through),
            princess_city("c1"),
            field("f1", &["c1"]),
            field("f2", &[]),
        ],
        ..TileDef::EMPTY
    }),
];

static OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The box's tile table, with its place in the catalogue.
pub(super) static TABLES: &[Table] = &[Table {
    place: 90,
    rows: TILES,
    owners: &OWNERS,
}];
