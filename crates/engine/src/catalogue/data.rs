//! Every tile of the base game, Abbey & Mayor, The Flier and The Ferries, as data (facts from shared/reference/tiles.md).
//! Each tile is given at rotation 0, printed north up. `points` names, for the
//! 12 edge points clockwise from NNW (NNW N NNE, ENE E ESE, SSE S SSW, WSW W
//! WNW), the label of the feature that owns it. Rotations are computed.

use super::def::*;
use crate::geometry::Dir8;

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

/// For each tile of [`TILES`], the index of the feature owning each of its
/// 12 edge points (-1 for none), worked out when the program is compiled so
/// that no run spends time reading the `points` strings.
pub(super) static OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The owners of every tile of a table (`N` is its length).
pub(super) const fn owners_of_all<const N: usize>(tiles: &[TileDef]) -> [[i8; 12]; N] {
    let mut out = [[-1; 12]; N];
    let mut t = 0;
    while t < N {
        out[t] = owners(&tiles[t]);
        t += 1;
    }
    out
}

/// Reads `points`: 12 labels separated by spaces, `-` for no feature. A
/// label that names no feature stops the build.
const fn owners(def: &TileDef) -> [i8; 12] {
    let text = def.points.as_bytes();
    let mut out = [-1i8; 12];
    let (mut i, mut point) = (0, 0);
    while i < text.len() {
        if text[i] == b' ' {
            i += 1;
            continue;
        }
        let start = i;
        while i < text.len() && text[i] != b' ' {
            i += 1;
        }
        assert!(point < 12, "more than 12 point labels");
        if !(i - start == 1 && text[start] == b'-') {
            out[point] = feature_index(def, text, start, i);
        }
        point += 1;
    }
    assert!(point == 12, "a tile names 12 edge points");
    out
}

const fn feature_index(def: &TileDef, text: &[u8], start: usize, end: usize) -> i8 {
    let mut f = 0;
    while f < def.features.len() {
        let label = def.features[f].label.as_bytes();
        if label.len() == end - start {
            let mut k = 0;
            while k < label.len() && label[k] == text[start + k] {
                k += 1;
            }
            if k == label.len() {
                return f as i8;
            }
        }
        f += 1;
    }
    panic!("a point label names no feature of its tile")
}
