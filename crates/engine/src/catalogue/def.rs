//! The vocabulary the tile table is written in.

use serde::Serialize;

use crate::geometry::{Dir8, Side};

pub use crate::declared::TileSet;

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

/// A kind of trade good (Traders & Builders): a city segment may show one.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Good {
    /// Wine (9 tokens).
    Wine,
    /// Grain (6 tokens).
    Grain,
    /// Cloth (5 tokens).
    Cloth,
}

impl Good {
    /// Every good, in the order of [`Good::index`].
    pub const ALL: [Good; 3] = [Good::Wine, Good::Grain, Good::Cloth];
    /// Their names, in the same order.
    pub const NAMES: [&'static str; 3] = ["wine", "grain", "cloth"];

    /// The good's id: `wine`, `grain` or `cloth`.
    pub fn name(self) -> &'static str {
        Good::NAMES[self.index()]
    }

    /// The good with this id, if any.
    pub fn parse(name: &str) -> Option<Good> {
        Good::ALL.into_iter().find(|g| g.name() == name)
    }

    /// Its place in a count by good.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The tokens of this good in the box: one per symbol on the tiles.
    pub fn tokens(self) -> u32 {
        match self {
            Good::Wine => 9,
            Good::Grain => 6,
            Good::Cloth => 5,
        }
    }
}

/// What a feature shows besides its kind, summed over the segments of a
/// feature of the table: pennants, inns, cathedrals and goods symbols.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Marks {
    /// Pennants (coats of arms) on a city.
    pub pennants: u32,
    /// Inns beside a road (Inns & Cathedrals).
    pub inns: u32,
    /// Cathedrals in a city (Inns & Cathedrals).
    pub cathedrals: u32,
    /// Goods symbols in a city, by [`Good::index`] (Traders & Builders).
    pub goods: [u32; 3],
    /// Siege symbols in a city (The Cathars, The Besiegers).
    pub sieges: u32,
    /// Pig herds on a field (The River II).
    pub pig_herds: u32,
}

impl Marks {
    /// Nothing shown.
    pub const NONE: Marks = Marks {
        pennants: 0,
        inns: 0,
        cathedrals: 0,
        goods: [0; 3],
        sieges: 0,
        pig_herds: 0,
    };

    /// The marks of two features joined into one.
    pub fn add(&mut self, other: &Marks) {
        self.pennants += other.pennants;
        self.inns += other.inns;
        self.cathedrals += other.cathedrals;
        for (a, b) in self.goods.iter_mut().zip(other.goods) {
            *a += b;
        }
        self.sieges += other.sieges;
        self.pig_herds += other.pig_herds;
    }

    /// Whether there are any goods symbols.
    pub fn has_goods(&self) -> bool {
        self.goods.iter().any(|n| *n > 0)
    }
}

/// The symbol a tile of The Princess & the Dragon shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Symbol {
    /// No symbol.
    None,
    /// A volcano: the dragon flies there, and no figure is deployed there.
    Volcano,
    /// A dragon: the dragon moves once the tile is placed.
    Dragon,
    /// A magic portal: the turn's figure may go onto any open, empty
    /// feature of the table.
    Portal,
    /// A princess, in a city of the tile: a knight of that city may be sent
    /// home.
    Princess,
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
    /// An inn beside the road (Inns & Cathedrals).
    pub inn: bool,
    /// A cathedral in the city (Inns & Cathedrals).
    pub cathedral: bool,
    /// A goods symbol in the city (Traders & Builders).
    pub good: Option<Good>,
    /// A princess in the city (The Princess & the Dragon).
    pub princess: bool,
    /// A siege symbol in the city (The Cathars, The Besiegers).
    pub besieged: bool,
    /// A pig herd on the field (The River II).
    pub pig_herd: bool,
}

/// A city with `pennants` pennants.
pub const fn city(label: &'static str, pennants: u8) -> FeatureDef {
    FeatureDef {
        label,
        kind: Kind::City,
        pennants,
        borders: &[],
        road_end: RoadEnd::Through,
        inn: false,
        cathedral: false,
        good: None,
        princess: false,
        besieged: false,
        pig_herd: false,
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
        inn: false,
        cathedral: false,
        good: None,
        princess: false,
        besieged: false,
        pig_herd: false,
    }
}

/// A road with an inn beside it, stopping as `road_end` says.
pub const fn inn_road(label: &'static str, road_end: RoadEnd) -> FeatureDef {
    FeatureDef {
        inn: true,
        ..road(label, road_end)
    }
}

/// A city with a cathedral.
pub const fn cathedral_city(label: &'static str) -> FeatureDef {
    FeatureDef {
        cathedral: true,
        ..city(label, 0)
    }
}

/// A city with a princess.
pub const fn princess_city(label: &'static str) -> FeatureDef {
    FeatureDef {
        princess: true,
        ..city(label, 0)
    }
}

/// A field with a pig herd on it (The River II).
pub const fn pig_herd_field(label: &'static str, borders: &'static [&'static str]) -> FeatureDef {
    FeatureDef {
        pig_herd: true,
        ..field(label, borders)
    }
}

/// A city under siege.
pub const fn besieged_city(label: &'static str) -> FeatureDef {
    FeatureDef {
        besieged: true,
        ..city(label, 0)
    }
}

/// A city showing the symbol of `good`.
pub const fn goods_city(label: &'static str, good: Good) -> FeatureDef {
    FeatureDef {
        good: Some(good),
        ..city(label, 0)
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
        inn: false,
        cathedral: false,
        good: None,
        princess: false,
        besieged: false,
        pig_herd: false,
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
        inn: false,
        cathedral: false,
        good: None,
        princess: false,
        besieged: false,
        pig_herd: false,
    }
}

/// The monastery in the middle of a tile.
pub const fn monastery() -> FeatureDef {
    centre("monastery", Kind::Monastery)
}

/// A shrine in the middle of a tile (Shrines): it is laid and scored as a
/// monastery is, and goes by its own name.
pub const fn shrine() -> FeatureDef {
    centre("shrine", Kind::Monastery)
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
    /// The id JCloisterZone gave the tile before it renamed it (`PD/…`
    /// for today's `DG/…`), still accepted; empty when never renamed.
    pub jcz_old: &'static str,
    /// Quarter turns, clockwise, from this table's drawing to
    /// JCloisterZone's: a tile JCloisterZone lays at rotation r lies here
    /// at r plus this many quarter turns.
    pub jcz_turn: u8,
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
    /// Whether the tile shows a tower foundation (The Tower).
    pub tower: bool,
    /// The symbol of The Princess & the Dragon the tile shows.
    pub symbol: Symbol,
    /// Whether the tile shows a festival place (The Festival).
    pub festival: bool,
    /// The sides a river crosses at rotation 0 (The River II).
    pub river: &'static [Side],
    /// Whether the tile shows a bazaar (Bridges, Castles & Bazaars).
    pub bazaar: bool,
    /// Whether its one city, on one side, reaches past the middle of the
    /// tile rather than being the rounded cap a castle is built on
    /// (Bridges, Castles & Bazaars).
    pub wide_city: bool,
}

impl TileDef {
    /// Defaults for the optional fields: rows end with `..TileDef::EMPTY`.
    pub const EMPTY: TileDef = TileDef {
        id: "",
        jcz: "",
        jcz_old: "",
        jcz_turn: 0,
        set: TileSet::Base,
        layout: "",
        count: Count { ed1: 0, ed2: 0 },
        points: "",
        features: &[],
        flier: None,
        lake: false,
        abbey: false,
        wagon: &[],
        tower: false,
        symbol: Symbol::None,
        festival: false,
        river: &[],
        bazaar: false,
        wide_city: false,
    };
}
