//! The tiles: the vocabulary their table rows are written in ([`TileDef`]),
//! each row compiled into a tile whose features know their edge points (so
//! that geometry is computed rather than stored for every rotation), and a
//! store of them compiled on first use. The rows themselves are the boxes'
//! (each box's folder in `carc-core` holds its own), handed in as tables.

pub mod def;
mod owners;

use std::sync::OnceLock;

pub use def::{Count, FeatureDef, Good, Kind, Marks, RoadEnd, Symbol, TileDef, TileSet};
pub use owners::owners_of_all;

use crate::geometry::{Dir8, Point, Rotation, Side};

/// A feature's index within its tile.
pub type FeatureIdx = usize;

/// One feature of a tile (a city, road, field, monastery or garden), compiled
/// from its table row.
#[derive(Clone, Debug)]
pub struct Feature {
    /// What the feature is.
    pub kind: Kind,
    /// The name for features that touch no edge (`monastery`, `field-1`).
    pub centre_name: Option<&'static str>,
    /// Edge points at rotation 0, one bit per point index: sets this small
    /// cost nothing to build, and a judgement builds a tile per id it meets.
    point_bits: u16,
    /// What it shows: pennants on a city, an inn beside a road, a cathedral
    /// or a goods symbol in a city.
    pub marks: Marks,
    /// Fields: the cities of this tile they border, one bit per feature.
    border_bits: u16,
    /// Where a road stops on this tile; [`RoadEnd::Through`] for other features.
    pub road_end: RoadEnd,
    /// A princess in this city (The Princess & the Dragon).
    pub princess: bool,
}

impl Feature {
    /// Its edge points at rotation 0, clockwise from NNW.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        (0..12)
            .filter(|i| self.point_bits & (1 << i) != 0)
            .map(Point::from_index)
    }

    /// Whether it touches no edge (a monastery, a garden, an inner field).
    pub fn is_central(&self) -> bool {
        self.point_bits == 0
    }

    /// Fields: the cities of this tile they border, by index.
    pub fn borders(&self) -> impl Iterator<Item = FeatureIdx> + '_ {
        (0..16).filter(|i| self.border_bits & (1 << i) != 0)
    }
}

/// What a side of a tile shows, for the edge-matching rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    /// City on the side.
    City,
    /// A road leaves the tile through the side.
    Road,
    /// Field only.
    Field,
    /// A river crosses the side (The River II): it meets only a river.
    River,
    /// The abbey matches whatever it is placed against.
    Any,
}

impl Edge {
    /// The edge as one bit of four, so that sides are matched by a shared
    /// bit: city 1, road 2, field 4, river 8; the abbey, which fits
    /// anything, all four.
    pub fn bits(self) -> u16 {
        match self {
            Edge::City => 1,
            Edge::Road => 2,
            Edge::Field => 4,
            Edge::River => 8,
            Edge::Any => 15,
        }
    }

    /// The edge in words, for messages.
    pub fn name(self) -> &'static str {
        match self {
            Edge::City => "city",
            Edge::Road => "road",
            Edge::Field => "field",
            Edge::River => "river",
            Edge::Any => "abbey",
        }
    }

    /// Whether two touching sides fit: they show the same, or one is the abbey.
    pub fn matches(self, other: Edge) -> bool {
        self == Edge::Any || other == Edge::Any || self == other
    }
}

/// A tile of the catalogue, compiled from its table row; its features know
/// their edge points at rotation 0.
#[derive(Clone, Debug)]
pub struct Tile {
    /// Catalogue id (`base/A`, `abbey-mayor/abbey`).
    pub id: &'static str,
    /// JCloisterZone's id, accepted as an alias.
    pub jcz: &'static str,
    /// JCloisterZone's former id, still accepted; empty if never renamed.
    pub jcz_old: &'static str,
    /// Quarter turns, clockwise, from this drawing to JCloisterZone's.
    pub jcz_turn: u8,
    /// The set the tile comes from.
    pub set: TileSet,
    /// What the tile shows at rotation 0, in words.
    pub layout: &'static str,
    /// How many copies the box holds, by edition.
    pub count: Count,
    /// The tile's features, indexed by [`FeatureIdx`].
    pub features: Vec<Feature>,
    owner: [Option<FeatureIdx>; 12],
    /// The flying machine's direction at rotation 0, on Flier tiles.
    pub flier: Option<Dir8>,
    /// Whether the tile has a ferry lake (Ferries tiles).
    pub lake: bool,
    /// Whether this is the abbey tile, which fits any edges.
    pub abbey: bool,
    /// Pairs of features the first-edition wagon may drive between.
    pub wagon: Vec<(FeatureIdx, FeatureIdx)>,
    /// Whether the tile shows a tower foundation (The Tower).
    pub tower: bool,
    /// The symbol of The Princess & the Dragon the tile shows.
    pub symbol: Symbol,
    /// Whether the tile shows a festival place (The Festival).
    pub festival: bool,
    /// The sides a river crosses at rotation 0, one bit a side by
    /// [`Side::index`] (The River II).
    pub river: u8,
    /// Whether the tile shows a bazaar (Bridges, Castles & Bazaars).
    pub bazaar: bool,
    /// Whether its one city reaches past the middle of the tile, no cap for
    /// a castle (Bridges, Castles & Bazaars).
    pub wide_city: bool,
    /// The side (at rotation 0) a road is laid over the tile from, to the
    /// opposite side, where a box lays one over a tile of the catalogue
    /// (a bridge, see [`Tile::with_road_over`]); the tile is then that
    /// tile with the road as its last feature, under the same id.
    pub road_over: Option<Side>,
    /// What each side shows in each rotation, by [`Rotation::quarters`]
    /// and [`Side::index`]: worked out once from the features, since the
    /// placement rule asks it of every free square each turn.
    edges: [[Edge; 4]; 4],
    /// For each side (by [`Side::index`]) and each set of edge bits a
    /// neighbour may show there ([`Edge::bits`], 0 for no neighbour), the
    /// rotations (a bit each, by [`Rotation::quarters`]) in which this
    /// side meets it: the placement rule asked of every free square of
    /// the table every turn becomes four look-ups.
    meets: [[u8; 16]; 4],
}

impl Tile {
    /// The rotations (a bit each, by [`Rotation::quarters`]) in which the
    /// tile's edges meet `shown`, what the neighbours of a square show it:
    /// four bits a side (N lowest, then E, S, W) of [`Edge::bits`], none
    /// where that neighbour is empty. In a rotation that fits, every side a
    /// neighbour shows shares a bit with the tile's edge there.
    pub fn rotations_fitting(&self, shown: u16) -> u8 {
        let m = &self.meets;
        let nibble = |side: usize| usize::from(shown >> (4 * side) & 0xf);
        m[0][nibble(0)] & m[1][nibble(1)] & m[2][nibble(2)] & m[3][nibble(3)]
    }

    /// The feature that owns board point `p` when the tile lies turned by `rot`.
    pub fn feature_at(&self, p: Point, rot: Rotation) -> Option<FeatureIdx> {
        self.owner[unrotate(p, rot).index()]
    }

    /// The points of feature `f` in board orientation.
    pub fn points_of(&self, f: FeatureIdx, rot: Rotation) -> impl Iterator<Item = Point> + '_ {
        self.features[f].points().map(move |p| p.rotated(rot))
    }

    /// What `side` shows when the tile lies turned by `rot`: city if any of its
    /// points is city, else road if any is road, else field; the abbey matches anything.
    pub fn edge(&self, side: Side, rot: Rotation) -> Edge {
        self.edges[rot.quarters()][side.index()]
    }

    /// [`Tile::edge`] worked out from the features (what [`Tile::edge`]
    /// keeps for every rotation; public so that the catalogue's tests can
    /// hold the two together).
    #[doc(hidden)]
    pub fn edge_shown(&self, side: Side, rot: Rotation) -> Edge {
        if self.abbey {
            return Edge::Any;
        }
        if self.river != 0 && self.river & (1 << ((side.index() + 4 - rot.quarters()) % 4)) != 0 {
            return Edge::River;
        }
        // Called for every shared side of a table: no allocation here.
        let mut edge = Edge::Field;
        for p in side.points() {
            match self.feature_at(p, rot).map(|f| self.features[f].kind) {
                Some(Kind::City) => return Edge::City,
                Some(Kind::Road) => edge = Edge::Road,
                _ => {}
            }
        }
        edge
    }

    /// The flying machine's direction on the board.
    pub fn flier_dir(&self, rot: Rotation) -> Option<Dir8> {
        self.flier.map(|d| d.rotated(rot))
    }

    /// The feature with this centre name (`monastery`, `garden`, `abbey`,
    /// `field-1`, `field-2`).
    pub fn centre_feature(&self, name: &str) -> Option<FeatureIdx> {
        self.features
            .iter()
            .position(|f| f.centre_name == Some(name))
    }

    /// A short human name of a feature in board orientation: its first edge
    /// point, or its centre name.
    pub fn feature_name(&self, f: FeatureIdx, rot: Rotation) -> String {
        let feat = &self.features[f];
        if let Some(n) = feat.centre_name {
            return n.to_owned();
        }
        let mut pts: Vec<Point> = self.points_of(f, rot).collect();
        pts.sort();
        pts.iter().map(|p| p.name()).collect::<Vec<_>>().join(" ")
    }

    /// The road ends a ferry may join: the middle points of its lake roads.
    pub fn lake_ends(&self, rot: Rotation) -> Vec<Point> {
        let mut ends: Vec<Point> = self
            .features
            .iter()
            .enumerate()
            .filter(|(_, f)| f.road_end == RoadEnd::Lake)
            .flat_map(|(i, _)| self.points_of(i, rot))
            .collect();
        ends.sort();
        ends
    }
}

impl Tile {
    /// This tile with a road laid over it from the middle of `side` (at
    /// rotation 0) to the middle of the opposite side, joined to nothing
    /// else on the tile (a bridge): the two middle points become the
    /// road's, every other feature keeps its index and its other points,
    /// and the road is the last feature. `None` where either middle point
    /// is not a field's, or a road is already laid over the tile. Each
    /// such tile is made once and kept for the process: there are at most
    /// two for each tile of the catalogue.
    pub fn with_road_over(&'static self, side: Side) -> Option<&'static Tile> {
        use std::sync::Mutex;
        type Made = Vec<(usize, Side, &'static Tile)>;
        static MADE: Mutex<Made> = Mutex::new(Vec::new());
        if self.road_over.is_some() {
            return None;
        }
        let side = if side.index() >= 2 {
            side.opposite()
        } else {
            side
        };
        let ends = [side, side.opposite()].map(|s| s.points()[1]);
        if ends
            .iter()
            .any(|p| self.owner[p.index()].is_none_or(|f| self.features[f].kind != Kind::Field))
        {
            return None;
        }
        let key = std::ptr::from_ref(self) as usize;
        // A poisoned lock only means another thread panicked while adding a
        // tile; the list it holds is still whole.
        let mut made = MADE
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((_, _, tile)) = made.iter().find(|(k, s, _)| *k == key && *s == side) {
            return Some(tile);
        }
        let mut tile = self.clone();
        let road = tile.features.len();
        for p in ends {
            if let Some(f) = tile.owner[p.index()] {
                tile.features[f].point_bits &= !(1 << p.index());
            }
            tile.owner[p.index()] = Some(road);
        }
        tile.features.push(Feature {
            kind: Kind::Road,
            centre_name: None,
            point_bits: ends.iter().fold(0, |bits, p| bits | 1 << p.index()),
            marks: Marks::default(),
            border_bits: 0,
            road_end: RoadEnd::Through,
            princess: false,
        });
        tile.road_over = Some(side);
        tile.work_out_edges();
        let tile: &'static Tile = Box::leak(Box::new(tile));
        made.push((key, side, tile));
        Some(tile)
    }

    /// Works out what each side shows in each rotation, and the rotations
    /// that meet each neighbour, from the features.
    fn work_out_edges(&mut self) {
        self.edges = Rotation::ALL.map(|rot| Side::ALL.map(|side| self.edge_shown(side, rot)));
        for side in Side::ALL {
            for shown in 0..16u16 {
                let mut rotations = 0u8;
                for rot in Rotation::ALL {
                    if shown == 0 || shown & self.edge(side, rot).bits() != 0 {
                        rotations |= 1 << rot.quarters();
                    }
                }
                self.meets[side.index()][usize::from(shown)] = rotations;
            }
        }
    }
}

fn unrotate(p: Point, rot: Rotation) -> Point {
    Point::from_index(p.index() + 12 - 3 * rot.quarters())
}

/// A table of tile rows, as a box declares it: the rows, the owners of
/// their edge points (worked out when the program is compiled, by
/// [`owners_of_all`]), and the table's place in the catalogue. The place
/// orders the tables, and with them every list of tiles (the bag is filled
/// in that order, so a seed deals the same game as long as it is kept).
pub struct Table {
    /// Where the table stands among all the tables: lower first.
    pub place: u16,
    /// The rows.
    pub rows: &'static [TileDef],
    /// For each row, the feature owning each of its 12 edge points (-1 for none).
    pub owners: &'static [[i8; 12]],
}

/// Tiles compiled from tables of rows, each the first time it is asked for:
/// a judgement uses a handful of the tiles, and a process judges one file,
/// so building them all up front would cost more than the judgement. Each
/// compiled tile is boxed: a slot the size of a whole tile for every row
/// would be some 80 KB of memory written when the store is made, about
/// twenty pages a process touches for tiles it never uses.
pub struct TileStore {
    rows: Vec<(&'static TileDef, &'static [i8; 12])>,
    tiles: Vec<OnceLock<Box<Tile>>>,
}

impl TileStore {
    /// The tiles of these tables, ordered by their places.
    pub fn new<'a>(tables: impl IntoIterator<Item = &'a Table>) -> TileStore {
        let mut tables: Vec<&Table> = tables.into_iter().collect();
        tables.sort_by_key(|t| t.place);
        let rows: Vec<_> = tables
            .iter()
            .flat_map(|t| t.rows.iter().zip(t.owners.iter()))
            .collect();
        TileStore {
            tiles: rows.iter().map(|_| OnceLock::new()).collect(),
            rows,
        }
    }

    fn at(&self, i: usize) -> &Tile {
        self.tiles[i].get_or_init(|| {
            let (def, owners) = self.rows[i];
            Box::new(compile(def, owners))
        })
    }

    /// A tile by its catalogue id (`base/D`) or its JCloisterZone id.
    pub fn tile(&self, id: &str) -> Option<&Tile> {
        self.rows
            .iter()
            .position(|(d, _)| {
                d.id == id || d.jcz == id || (!d.jcz_old.is_empty() && d.jcz_old == id)
            })
            .map(|i| self.at(i))
    }

    /// Every tile, in the tables' order.
    pub fn tiles(&self) -> impl Iterator<Item = &Tile> + '_ {
        (0..self.tiles.len()).map(|i| self.at(i))
    }

    /// Every catalogue id, in the tables' order.
    pub fn ids(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.rows.iter().map(|(d, _)| d.id)
    }
}

fn compile(def: &TileDef, owners: &[i8; 12]) -> Tile {
    let index_of = |label: &str| {
        def.features
            .iter()
            .position(|f| f.label == label)
            .unwrap_or_else(|| panic!("{}: no feature labelled {label}", def.id))
    };
    let owner: [Option<FeatureIdx>; 12] = owners.map(|o| usize::try_from(o).ok());
    let mut features = Vec::with_capacity(def.features.len());
    for (fi, f) in def.features.iter().enumerate() {
        let point_bits = (0..12)
            .filter(|i| owner[*i] == Some(fi))
            .fold(0u16, |bits, i| bits | 1 << i);
        let border_bits = f
            .borders
            .iter()
            .fold(0u16, |bits, b| bits | 1 << index_of(b));
        features.push(Feature {
            kind: f.kind,
            centre_name: (point_bits == 0).then_some(f.label),
            point_bits,
            marks: Marks {
                pennants: u32::from(f.pennants),
                inns: u32::from(f.inn),
                cathedrals: u32::from(f.cathedral),
                goods: Good::ALL.map(|g| u32::from(f.good == Some(g))),
                sieges: u32::from(f.besieged),
                pig_herds: u32::from(f.pig_herd),
            },
            border_bits,
            road_end: f.road_end,
            princess: f.princess,
        });
    }
    let mut tile = Tile {
        id: def.id,
        jcz: def.jcz,
        jcz_old: def.jcz_old,
        jcz_turn: def.jcz_turn,
        set: def.set,
        layout: def.layout,
        count: def.count,
        features,
        owner,
        flier: def.flier,
        lake: def.lake,
        abbey: def.abbey,
        wagon: def
            .wagon
            .iter()
            .map(|(a, b)| (index_of(a), index_of(b)))
            .collect(),
        tower: def.tower,
        symbol: def.symbol,
        festival: def.festival,
        river: def.river.iter().fold(0, |bits, s| bits | (1 << s.index())),
        bazaar: def.bazaar,
        wide_city: def.wide_city,
        road_over: None,
        edges: [[Edge::Field; 4]; 4],
        meets: [[0; 16]; 4],
    };
    tile.work_out_edges();
    tile
}
