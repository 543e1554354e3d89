//! The tiles of The River II, new edition, as data, in the form of the base
//! game's table (`crates/core/src/boxes/base/tiles.rs`: rotation 0, north
//! up, the 12 edge points clockwise from NNW). A river mouth (`-`) owns no
//! point, as on The River's tiles. Layouts from WikiCarpedia's pages
//! "River" and "River (1st edition)", checked tile by tile against
//! JCloisterZone's `river.xml` (`RI.2/...`). The new edition turns the
//! plain curve into a curve with a garden (`ed1` keeps the plain one). The
//! pig-herd tile is the pig-herd box's (`river-ii/pig-herd`); this box
//! brings it. Where The River II prints a tile of The River again, its row
//! takes The River's layout and keeps its own id and count.

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};
use carc_engine::geometry::Side;

use crate::boxes::river::tiles as river;

/// The spring, laid in place of the start tile.
pub(super) const SPRING: &str = "river-ii/spring";
/// The fork, the first tile after the spring.
pub(super) const FORK: &str = "river-ii/fork";
/// The lake beside a city, which closes a branch whenever it is drawn.
pub(super) const CITY_LAKE: &str = "river-ii/city-lake";
/// The volcano, the last river tile.
pub(super) const VOLCANO: &str = "river-ii/volcano";

pub(super) const TILES: &[TileDef] = &[
    TileDef {
        id: SPRING,
        // JCloisterZone lays one spring for both rivers (`RI/s`, The
        // River's); only its former id is this box's own.
        jcz: "",
        jcz_old: "R2/I.s",
        set: TileSet::RiverII,
        ..river::SPRING_TILE
    },
    TileDef {
        id: FORK,
        jcz: "RI.2/III",
        jcz_old: "R2/III",
        set: TileSet::RiverII,
        layout: "the fork: river arms W, N and E meet in the middle; field S",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 - f2 f2 - f3 f3 f3 f3 f3 - f1",
        features: &[field("f1", &[]), field("f2", &[]), field("f3", &[])],
        river: &[Side::N, Side::E, Side::W],
        ..TileDef::EMPTY
    },
    TileDef {
        id: CITY_LAKE,
        jcz: "RI.2/IFC",
        jcz_old: "R2/IFC",
        set: TileSet::RiverII,
        layout: "the river comes in from W into a lake beside a city cap E",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 c1 c1 c1 f2 f2 f2 f2 - f1",
        features: &[city("c1", 0), field("f1", &["c1"]), field("f2", &["c1"])],
        river: &[Side::W],
        ..TileDef::EMPTY
    },
    TileDef {
        id: VOLCANO,
        jcz: "RI.2/I.v",
        jcz_old: "R2/I.v",
        set: TileSet::RiverII,
        layout: "the river comes in from W and ends at a volcano",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 f1 f1 f1 f1 f1 f1 - f1",
        features: &[field("f1", &[])],
        river: &[Side::W],
        symbol: Symbol::Volcano,
        ..TileDef::EMPTY
    },
    TileDef {
        id: "river-ii/city-bridge",
        jcz: "RI.2/CIcI",
        jcz_old: "R2/CIcI",
        set: TileSet::RiverII,
        layout: "river straight N-S; one city joins W and E over a bridge",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 - f2 c1 c1 c1 f2 - f1 c1 c1 c1",
        features: &[city("c1", 0), field("f1", &["c1"]), field("f2", &["c1"])],
        river: &[Side::N, Side::S],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "river-ii/monastery",
        jcz: "RI.2/LIFI",
        jcz_old: "R2/LIFI",
        set: TileSet::RiverII,
        layout: "river straight W-E; a monastery beside it",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 f1 f1 f1 - f2 f2 f2 f2 f2 - f1",
        features: &[field("f1", &[]), field("f2", &[]), monastery()],
        river: &[Side::E, Side::W],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "river-ii/inn-bridge",
        jcz: "RI.2/RIrI",
        jcz_old: "R2/RIrI",
        set: TileSet::RiverII,
        layout: "river straight N-S; a road W-E with an inn over a bridge",
        count: Count { ed1: 1, ed2: 1 },
        points: "f1 - f2 f2 r1 f3 f3 - f4 f4 r1 f1",
        features: &[
            inn_road("r1", RoadEnd::Through),
            field("f1", &[]),
            field("f2", &[]),
            field("f3", &[]),
            field("f4", &[]),
        ],
        river: &[Side::N, Side::S],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "river-ii/city-road-bridge",
        jcz: "RI.2/CIRI",
        jcz_old: "R2/CIRI",
        set: TileSet::RiverII,
        ..river::CITY_ROAD_BRIDGE
    },
    TileDef {
        id: "river-ii/curve",
        jcz: "RI.2/II",
        jcz_old: "R2/II",
        set: TileSet::RiverII,
        count: Count { ed1: 1, ed2: 0 },
        ..river::CURVE
    },
    TileDef {
        id: "river-ii/curve-garden",
        jcz: "RI.2/IIG",
        set: TileSet::RiverII,
        ..river::CURVE_GARDEN
    },
    TileDef {
        id: "river-ii/city-curve-pennant",
        jcz: "RI.2/CcII+",
        jcz_old: "R2/CcII+",
        set: TileSet::RiverII,
        layout: "city with a pennant over N and W; river curves S-E round the opposite corner",
        count: Count { ed1: 1, ed2: 1 },
        points: "c1 c1 c1 f1 - f2 f2 - f1 c1 c1 c1",
        features: &[city("c1", 1), field("f1", &["c1"]), field("f2", &[])],
        river: &[Side::E, Side::S],
        ..TileDef::EMPTY
    },
    TileDef {
        id: "river-ii/road-curve",
        jcz: "RI.2/RrII",
        jcz_old: "R2/RrII",
        set: TileSet::RiverII,
        ..river::ROAD_CURVE
    },
];

static OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The box's tile table, with its place in the catalogue.
pub(super) static TABLES: &[Table] = &[Table {
    place: 145,
    rows: TILES,
    owners: &OWNERS,
}];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Catalogue;
    use crate::catalogue::{Kind, Tile};

    fn copies(with: &dyn Fn(&Tile) -> u32) -> u32 {
        Catalogue::get()
            .tiles()
            .filter(|t| t.set == TileSet::RiverII)
            .map(|t| u32::from(t.count.ed2) * with(t))
            .sum()
    }

    /// Eleven tiles of its own in the new edition (the pig-herd box's makes
    /// twelve): the spring, the city lake and the volcano with one river
    /// side each, the fork with three, four straight and three curves; one
    /// garden, one pennant, one inn, one volcano.
    #[test]
    fn the_tiles_match_the_box() {
        assert_eq!(copies(&|_| 1), 11);
        let sides = |t: &Tile| t.river.count_ones();
        let straight = |t: &Tile| t.river == 0b0101 || t.river == 0b1010;
        assert_eq!(copies(&|t| u32::from(sides(t) == 1)), 3);
        assert_eq!(copies(&|t| u32::from(sides(t) == 3)), 1);
        assert_eq!(copies(&|t| u32::from(straight(t))), 4);
        let gardens = |t: &Tile| t.features.iter().filter(|f| f.kind == Kind::Garden).count();
        assert_eq!(copies(&|t| gardens(t) as u32), 1);
        let marks = |t: &Tile, f: &dyn Fn(&crate::catalogue::Marks) -> u32| {
            t.features.iter().map(|x| f(&x.marks)).sum::<u32>()
        };
        assert_eq!(copies(&|t| marks(t, &|m| m.pennants)), 1);
        assert_eq!(copies(&|t| marks(t, &|m| m.inns)), 1);
        assert_eq!(copies(&|t| u32::from(t.symbol == Symbol::Volcano)), 1);
    }

    /// JCloisterZone's ids: `RI.2/…` today, `R2/…` before; the spring has
    /// none of its own today, since JCloisterZone lays one spring for both
    /// rivers (The River's `RI/s`).
    #[test]
    fn jcloisterzone_ids_follow_the_renaming() {
        for t in TILES {
            if t.id == SPRING {
                assert!(t.jcz.is_empty());
                continue;
            }
            assert!(t.jcz.starts_with("RI.2/"), "{}", t.id);
            if !t.jcz.ends_with('G') {
                assert_eq!(t.jcz_old, t.jcz.replacen("RI.2/", "R2/", 1), "{}", t.id);
            }
        }
    }
}
