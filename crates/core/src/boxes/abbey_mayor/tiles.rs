//! The tiles of Abbey & Mayor, as data (facts from shared/reference/tiles.md). Each tile is
//! given at rotation 0, printed north up. `points` names, for the 12 edge
//! points clockwise from NNW (NNW N NNE, ENE E ESE, SSE S SSW, WSW W WNW),
//! the label of the feature that owns it. Rotations are computed.

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};


/// The box's tiles.
pub(super) const TILES: &[TileDef] = &[
    TileDef {
        id: "abbey-mayor/city-4-sides",
        jcz: "AM/C++",
        set: TileSet::AbbeyMayor,
        layout: "city on all four sides, 2 pennants",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 c1 c1 c1 c1 c1 c1 c1 c1 c1",
        features: &[city("c1", 2)],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "abbey-mayor/crossing-cities",
        jcz: "AM/CCcc+",
        set: TileSet::AbbeyMayor,
        layout: "two separate cities crossing: N-S city (pennant) and E-W city",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 c2 c2 c2 c1 c1 c1 c2 c2 c2",
        features: &[
            city("c1", 1),
            city("c2", 0),
            inner_field("field-1", &["c1", "c2"]),
            inner_field("field-2", &["c1", "c2"]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "abbey-mayor/cap-over-band",
        jcz: "AM/CCc+",
        set: TileSet::AbbeyMayor,
        layout: "city cap N (pennant) plus separate E-W city",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 c2 c2 c2 f2 f2 f2 c2 c2 c2",
        features: &[
            city("c1", 1),
            city("c2", 0),
            inner_field("field-1", &["c1", "c2"]),
            field("f2", &["c1", "c2"]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "abbey-mayor/two-caps-roads-in",
        jcz: "AM/CCRR",
        set: TileSet::AbbeyMayor,
        layout: "separate city caps N and W; road E runs into city N, road S runs into city W",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 r1 f3 f3 r2 f2 c2 c2 c2",
        features: &[
            city("c1", 0),
            city("c2", 0),
            road("r1", RoadEnd::City("c1")),
            road("r2", RoadEnd::City("c2")),
            field("f1", &["c1"]),
            field("f2", &["c2"]),
            field("f3", &["c1", "c2"]),
        ],
        wagon: &[("c1", "r1"), ("c2", "r2")],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "abbey-mayor/monastery-4-roads",
        jcz: "AM/LRRRR",
        set: TileSet::AbbeyMayor,
        layout: "monastery with four roads",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 r1 f2 f2 r4 f3 f3 r3 f4 f4 r2 f1",
        features: &[
            road("r1", RoadEnd::Monastery),
            road("r2", RoadEnd::Monastery),
            road("r3", RoadEnd::Monastery),
            road("r4", RoadEnd::Monastery),
            field("f1", &[]),
            field("f2", &[]),
            field("f3", &[]),
            field("f4", &[]),
            monastery(),
        ],
        wagon: &[
            ("monastery", "r1"),
            ("monastery", "r2"),
            ("monastery", "r3"),
            ("monastery", "r4"),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "abbey-mayor/road-into-cap",
        jcz: "AM/RC",
        set: TileSet::AbbeyMayor,
        layout: "city cap N, road W curving into the city",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f2 f2 f2 f2 f2 f2 f2 r1 f1",
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
        id: "abbey-mayor/cap-curve-es",
        jcz: "AM/CRr",
        set: TileSet::AbbeyMayor,
        layout: "city cap N, road curve E-S (variant of base J with the outer field cut in two)",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f2 r1 f3 f3 r1 f1 f1 f1 f1",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::Through),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            field("f3", &[]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "abbey-mayor/cap-curve-sw",
        jcz: "AM/RrC",
        set: TileSet::AbbeyMayor,
        layout: "city cap N, road curve S-W (variant of base K with the outer field cut in two)",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 f1 f1 f1 r1 f3 f3 r1 f2",
        features: &[
            city("c1", 0),
            road("r1", RoadEnd::Through),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            field("f3", &[]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "abbey-mayor/walled-cap",
        jcz: "AM/C!+",
        set: TileSet::AbbeyMayor,
        layout: "city cap W with pennant whose walls reach the NE and SE corners",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f2 f2 f2 f3 f3 f3 c1 c1 c1",
        features: &[
            city("c1", 1),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            field("f3", &["c1"]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "abbey-mayor/dead-end",
        jcz: "AM/R",
        set: TileSet::AbbeyMayor,
        layout: "road from S ending in the middle of the tile (dead end)",
        count: Count { ed1: 1, ed2: 0 },
        points: "f1 f1 f1 f1 f1 f1 f1 r1 f1 f1 f1 f1",
        features: &[road("r1", RoadEnd::DeadEnd), field("f1", &[])],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "abbey-mayor/fork",
        jcz: "AM/Rrr",
        set: TileSet::AbbeyMayor,
        layout: "road fork: one road joining N, E and W",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 r1 f2 f2 r1 f3 f3 f3 f3 f3 r1 f1",
        features: &[
            road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
            field("f3", &[]),
        ],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "abbey-mayor/tunnel",
        jcz: "AM/CRcr+",
        set: TileSet::AbbeyMayor,
        layout: "E-W city with pennant; road N-S passing under the city",
        count: Count { ed1: 1, ed2: 1 },
        points: "f2 r1 f3 c1 c1 c1 f1 r1 f1 c1 c1 c1",
        features: &[
            city("c1", 1),
            road("r1", RoadEnd::Through),
            field("f1", &["c1"]),
            field("f2", &["c1"]),
            field("f3", &["c1"]),
        ],
        ..TileDef::EMPTY
    },
];

static TILES_OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// Two tiles of the box listed after the base game's gardens.
pub(super) const LATER: &[TileDef] = &[
    TileDef {
        id: "abbey-mayor/dead-end-garden",
        jcz: "AM/RG",
        set: TileSet::AbbeyMayor,
        layout: "same as abbey-mayor/dead-end, with a garden",
        count: Count { ed1: 0, ed2: 1 },
        points: "f1 f1 f1 f1 f1 f1 f1 r1 f1 f1 f1 f1",
        features: &[road("r1", RoadEnd::DeadEnd), field("f1", &[]), garden()],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "abbey-mayor/abbey",
        jcz: "AM/A",
        set: TileSet::AbbeyMayor,
        layout: "the abbey: a monastery that fits any edges, placed instead of a drawn tile",
        count: Count { ed1: 6, ed2: 6 },
        points: "- - - - - - - - - - - -",
        features: &[abbey()],
        abbey: true,
        ..TileDef::EMPTY
    },
];

static LATER_OWNERS: [[i8; 12]; LATER.len()] = owners_of_all(LATER);

/// The box's tile tables, with their places in the catalogue.
pub(super) static TABLES: &[Table] = &[
    Table {
        place: 10,
        rows: TILES,
        owners: &TILES_OWNERS,
    },
    Table {
        place: 50,
        rows: LATER,
        owners: &LATER_OWNERS,
    },
];
