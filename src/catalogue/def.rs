//! The vocabulary the tile table is written in.

use serde::Serialize;

use crate::geometry::Dir8;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TileSet {
    Base,
    AbbeyMayor,
    Flier,
    Ferries,
}

impl TileSet {
    pub fn name(self) -> &'static str {
        match self {
            TileSet::Base => "base",
            TileSet::AbbeyMayor => "abbey-mayor",
            TileSet::Flier => "flier",
            TileSet::Ferries => "ferries",
        }
    }
}

/// How many copies the box holds: first edition, and the new edition with
/// the abbot's gardens (garden tiles replace plain copies of their layout).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Count {
    pub ed1: u8,
    pub ed2: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    City,
    Road,
    Field,
    Monastery,
    Garden,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::City => "city",
            Kind::Road => "road",
            Kind::Field => "field",
            Kind::Monastery => "monastery",
            Kind::Garden => "garden",
        }
    }
}

/// Where a road stops on its tile (if it does).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoadEnd {
    /// Not a road, or a road that runs through without ending.
    Through,
    Crossing,
    Monastery,
    /// At the gate of the named city of the same tile.
    City(&'static str),
    DeadEnd,
    /// At a ferry lake, unless the ferry joins it to another road end.
    Lake,
}

#[derive(Clone, Copy, Debug)]
pub struct FeatureDef {
    /// The label used in `points` (`c1`, `r2`, `f1`), or the feature's name
    /// for those that touch no edge (`monastery`, `garden`, `abbey`,
    /// `field-1`).
    pub label: &'static str,
    pub kind: Kind,
    pub pennants: u8,
    /// Fields only: the labels of the cities of this tile the field borders.
    pub borders: &'static [&'static str],
    pub road_end: RoadEnd,
}

pub const fn city(label: &'static str, pennants: u8) -> FeatureDef {
    FeatureDef {
        label,
        kind: Kind::City,
        pennants,
        borders: &[],
        road_end: RoadEnd::Through,
    }
}

pub const fn road(label: &'static str, road_end: RoadEnd) -> FeatureDef {
    FeatureDef {
        label,
        kind: Kind::Road,
        pennants: 0,
        borders: &[],
        road_end,
    }
}

pub const fn field(label: &'static str, borders: &'static [&'static str]) -> FeatureDef {
    FeatureDef {
        label,
        kind: Kind::Field,
        pennants: 0,
        borders,
        road_end: RoadEnd::Through,
    }
}

/// A field that touches no edge, so it never joins another tile's field.
pub const fn inner_field(name: &'static str, borders: &'static [&'static str]) -> FeatureDef {
    field(name, borders)
}

const fn centre(label: &'static str, kind: Kind) -> FeatureDef {
    FeatureDef {
        label,
        kind,
        pennants: 0,
        borders: &[],
        road_end: RoadEnd::Through,
    }
}

pub const fn monastery() -> FeatureDef {
    centre("monastery", Kind::Monastery)
}

pub const fn garden() -> FeatureDef {
    centre("garden", Kind::Garden)
}

/// The abbey scores and is occupied like a monastery.
pub const fn abbey() -> FeatureDef {
    centre("abbey", Kind::Monastery)
}

#[derive(Clone, Copy, Debug)]
pub struct TileDef {
    pub id: &'static str,
    /// JCloisterZone's id, accepted as an alias.
    pub jcz: &'static str,
    pub set: TileSet,
    pub layout: &'static str,
    pub count: Count,
    pub points: &'static str,
    pub features: &'static [FeatureDef],
    /// The flying machine's direction at rotation 0.
    pub flier: Option<Dir8>,
    pub lake: bool,
    pub abbey: bool,
    /// Pairs of features the first-edition wagon may drive between.
    pub wagon: &'static [(&'static str, &'static str)],
}

impl TileDef {
    pub const EMPTY: TileDef = TileDef {
        id: "",
        jcz: "",
        set: TileSet::Base,
        layout: "",
        count: Count { ed1: 0, ed2: 0 },
        points: "",
        features: &[],
        flier: None,
        lake: false,
        abbey: false,
        wagon: &[],
    };
}
