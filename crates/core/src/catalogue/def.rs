//! The vocabulary the tile table is written in.

use serde::Serialize;

use crate::geometry::Dir8;

/// The box a tile comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TileSet {
    /// The base game.
    Base,
    /// Abbey & Mayor.
    AbbeyMayor,
    /// The Flier: tiles with a flying machine.
    Flier,
    /// The Ferries: tiles with a ferry lake.
    Ferries,
}

impl TileSet {
    /// The set's name as catalogue ids begin (`base`, `abbey-mayor`, `flier`,
    /// `ferries`).
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
    /// Copies in the first edition.
    pub ed1: u8,
    /// Copies in the new edition.
    pub ed2: u8,
}

/// What a feature is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// A city; scores when closed, and its pennants count.
    City,
    /// A road; scores when closed at both ends (or looped).
    Road,
    /// A field (farm); scores at game end for the completed cities it borders.
    Field,
    /// A monastery (the abbey counts as one); complete when surrounded.
    Monastery,
    /// A garden (new edition): scored like a monastery, but only the abbot may
    /// stand on it.
    Garden,
}

impl Kind {
    /// A feature in the middle of its tile, complete when the eight squares
    /// around it hold tiles (a monastery, a garden).
    pub fn is_surrounded_kind(self) -> bool {
        matches!(self, Kind::Monastery | Kind::Garden)
    }

    /// The kind's id: `city`, `road`, `field`, `monastery` or `garden`.
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
    /// At a crossing of three or four roads.
    Crossing,
    /// At the monastery of the same tile.
    Monastery,
    /// At the gate of the named city of the same tile.
    City(&'static str),
    /// In the middle of the tile, with nothing there (a dead end).
    DeadEnd,
    /// At a ferry lake, unless the ferry joins it to another road end.
    Lake,
}

/// A feature as the tile table writes it.
#[derive(Clone, Copy, Debug)]
pub struct FeatureDef {
    /// The label used in `points` (`c1`, `r2`, `f1`), or the feature's name
    /// for those that touch no edge (`monastery`, `garden`, `abbey`,
    /// `field-1`).
    pub label: &'static str,
    /// What the feature is.
    pub kind: Kind,
    /// Pennants on a city; zero for other features.
    pub pennants: u8,
    /// Fields only: the labels of the cities of this tile the field borders.
    pub borders: &'static [&'static str],
    /// Where a road stops on the tile; [`RoadEnd::Through`] for other features.
    pub road_end: RoadEnd,
}

/// A city with `pennants` pennants.
pub const fn city(label: &'static str, pennants: u8) -> FeatureDef {
    FeatureDef {
        label,
        kind: Kind::City,
        pennants,
        borders: &[],
        road_end: RoadEnd::Through,
    }
}

/// A road that stops as `road_end` says.
pub const fn road(label: &'static str, road_end: RoadEnd) -> FeatureDef {
    FeatureDef {
        label,
        kind: Kind::Road,
        pennants: 0,
        borders: &[],
        road_end,
    }
}

/// A field that borders the cities labelled in `borders`.
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

/// The monastery in the middle of a tile.
pub const fn monastery() -> FeatureDef {
    centre("monastery", Kind::Monastery)
}

/// The garden in the middle of a tile.
pub const fn garden() -> FeatureDef {
    centre("garden", Kind::Garden)
}

/// The abbey scores and is occupied like a monastery.
pub const fn abbey() -> FeatureDef {
    centre("abbey", Kind::Monastery)
}

/// A row of the tile table: one tile, at rotation 0.
#[derive(Clone, Copy, Debug)]
pub struct TileDef {
    /// Catalogue id, `set/name` (`base/A`).
    pub id: &'static str,
    /// JCloisterZone's id, accepted as an alias.
    pub jcz: &'static str,
    /// The set the tile comes from.
    pub set: TileSet,
    /// What the tile shows at rotation 0, in words.
    pub layout: &'static str,
    /// How many copies the box holds, by edition.
    pub count: Count,
    /// For each of the 12 edge points, clockwise from NNW, the label of the
    /// feature that owns it (`-` for none), separated by spaces.
    pub points: &'static str,
    /// The tile's features.
    pub features: &'static [FeatureDef],
    /// The flying machine's direction at rotation 0.
    pub flier: Option<Dir8>,
    /// Whether the tile has a ferry lake.
    pub lake: bool,
    /// Whether this is the abbey tile, which fits any edges.
    pub abbey: bool,
    /// Pairs of features the first-edition wagon may drive between.
    pub wagon: &'static [(&'static str, &'static str)],
}

impl TileDef {
    /// Defaults for the optional fields: rows end with `..TileDef::EMPTY`.
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
