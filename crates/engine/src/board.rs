//! The table: placed tiles, the figures on them, and the lakes' ferries.

use std::collections::BTreeSet;
use std::sync::Arc;

use serde::Serialize;

use crate::catalogue::{FeatureIdx, Tile};
use crate::engine::refusal::{Clause, Detail, Join};
use crate::figure::FigureKind;
use crate::geometry::{Corner, Point, Pos, Rotation, Side};
use crate::registry::base;

/// A player, by their place in the turn order of [`crate::position::Position::players`].
pub type PlayerIdx = usize;

/// A figure's identity for the whole judgement: the figures of the position
/// are numbered from 0 in the order given, and figures that enter the table
/// during the turn get the next numbers. A front end maps them back to
/// wherever it read them from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct FigureId(pub u32);

/// A tile lying on the table.
#[derive(Clone, Copy, Debug)]
pub struct PlacedTile {
    /// The tile's catalogue entry.
    pub tile: &'static Tile,
    /// Its square.
    pub pos: Pos,
    /// How far it is turned clockwise.
    pub rot: Rotation,
    /// The two road ends the lake's ferry joins, in board orientation.
    pub ferry: Option<[Point; 2]>,
    /// The floors of the tower on its foundation (The Tower); 0 for a bare
    /// foundation or a tile without one.
    pub tower: u8,
}

impl PlacedTile {
    /// A tile laid unturned, with no ferry and no tower floors (a tile the
    /// rules put on the table at the start).
    pub fn unturned(tile: &'static Tile, pos: Pos) -> PlacedTile {
        PlacedTile::new(tile, pos, Rotation::default())
    }

    /// A tile just laid: nothing built on it yet and no ferry on its lake
    /// (a new lake's ferry comes after the deployment).
    pub fn new(tile: &'static Tile, pos: Pos, rot: Rotation) -> PlacedTile {
        PlacedTile {
            tile,
            pos,
            rot,
            ferry: None,
            tower: 0,
        }
    }
}

/// Where on its tile a figure stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// On a feature of the tile.
    Feature(FeatureIdx),
    /// At a corner of the tile (the barn).
    Corner(Corner),
    /// On top of the tile's tower, closing it (The Tower).
    Tower,
}

impl Standing {
    /// The feature it stands on, if it stands on one.
    pub fn feature(self) -> Option<FeatureIdx> {
        match self {
            Standing::Feature(f) => Some(f),
            Standing::Corner(_) | Standing::Tower => None,
        }
    }

    /// Where it stands on `placed`, as a scenario writes it: the feature's
    /// name, the corner, or `tower`.
    pub fn name_on(self, placed: Option<&PlacedTile>) -> String {
        match self {
            Standing::Feature(i) => placed.map(|p| feature_on(p, i)).unwrap_or_default(),
            Standing::Corner(c) => c.name().to_owned(),
            Standing::Tower => "tower".to_owned(),
        }
    }
}

/// A figure on the table.
#[derive(Clone, Copy, Debug)]
pub struct Figure {
    /// Its identity within the judgement.
    pub id: FigureId,
    /// Whose it is.
    pub owner: PlayerIdx,
    /// What it is.
    pub kind: FigureKind,
    /// The square of the tile it stands on.
    pub pos: Pos,
    /// Where on that tile.
    pub standing: Standing,
}

/// The tiles and figures on the table.
#[derive(Debug, Default)]
pub struct Board {
    /// The tiles, by square. Shared: a turn copied to try a deployment
    /// shares its table with the original until one of them places a tile
    /// (`Arc::make_mut`).
    pub tiles: Arc<crate::tile_map::TileMap>,
    /// The figures, in the order they were given or entered the table.
    pub figures: Vec<Figure>,
}

impl Clone for Board {
    fn clone(&self) -> Self {
        Board {
            tiles: self.tiles.clone(),
            figures: self.figures.clone(),
        }
    }

    /// Keeps the figures' buffer (see `Turn`'s `clone_from`).
    fn clone_from(&mut self, source: &Self) {
        let Board { tiles, figures } = self;
        tiles.clone_from(&source.tiles);
        figures.clone_from(&source.figures);
    }
}

impl Board {
    /// The tile on a square, if any.
    pub fn tile(&self, pos: Pos) -> Option<&PlacedTile> {
        self.tiles.get(&pos)
    }

    /// Groups of tiles that touch each other; more than one means the table
    /// was given in separate parts.
    pub fn groups(&self) -> Vec<Vec<Pos>> {
        let mut seen: BTreeSet<Pos> = BTreeSet::new();
        let mut groups = Vec::new();
        for &start in self.tiles.keys() {
            if !seen.insert(start) {
                continue;
            }
            let mut group = vec![start];
            let mut i = 0;
            while i < group.len() {
                for side in Side::ALL {
                    let n = group[i].neighbour(side);
                    if self.tiles.contains_key(&n) && seen.insert(n) {
                        group.push(n);
                    }
                }
                i += 1;
            }
            group.sort();
            groups.push(group);
        }
        groups
    }

    /// Puts a tile on the table (replacing whatever lay on its square).
    pub fn put(&mut self, tile: PlacedTile) {
        Arc::make_mut(&mut self.tiles).insert(tile.pos, tile);
    }

    /// Takes the tile off a square.
    pub fn lift(&mut self, pos: Pos) -> Option<PlacedTile> {
        Arc::make_mut(&mut self.tiles).remove(&pos)
    }

    /// The tile on a square, to change (its ferry).
    pub fn tile_mut(&mut self, pos: Pos) -> Option<&mut PlacedTile> {
        Arc::make_mut(&mut self.tiles).get_mut(&pos)
    }

    /// The next unused figure identity.
    pub fn next_figure_id(&self) -> FigureId {
        FigureId(self.figures.iter().map(|f| f.id.0 + 1).max().unwrap_or(0))
    }
}

/// How a feature of a tile is named: by an edge point it touches, or by its
/// kind for a feature that touches no edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum On {
    /// An edge point, in board orientation.
    Point(Point),
    /// `monastery`, `garden`, `abbey`, `field-1`, `field-2` (or `lake`,
    /// which names no feature).
    Centre(&'static str),
}

impl On {
    /// Words that name features touching no edge. `lake` is among them only
    /// so that a front end can explain why nobody stands on it.
    pub const CENTRES: [&'static str; 7] = [
        "monastery",
        "shrine",
        "garden",
        "abbey",
        "field-1",
        "field-2",
        "lake",
    ];

    /// The name as written in a scenario.
    pub fn name(self) -> &'static str {
        match self {
            On::Point(p) => p.name(),
            On::Centre(c) => c,
        }
    }
}

/// Why a name does not pick a feature of a tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LocateError {
    /// Nothing of the tile touches that edge point, or it has no such centre.
    Missing,
    /// `lake`: the lake is no feature; its road ends are named by points.
    Lake(Vec<Point>),
}

/// Resolves what `on` names on a tile lying at `rot`.
pub fn locate(tile: &Tile, rot: Rotation, on: On) -> Result<FeatureIdx, LocateError> {
    match on {
        On::Point(p) => tile.feature_at(p, rot).ok_or(LocateError::Missing),
        On::Centre("lake") if tile.lake => Err(LocateError::Lake(tile.lake_ends(rot))),
        On::Centre(name) => tile.centre_feature(name).ok_or(LocateError::Missing),
    }
}

/// How a scenario names a feature of a placed tile: its centre's name, or
/// its first edge point in board orientation.
pub fn name_of(t: &PlacedTile, f: FeatureIdx) -> On {
    match t.tile.features[f].centre_name {
        Some(name) => On::Centre(name),
        None => t
            .tile
            .points_of(f, t.rot)
            .next()
            .map_or(On::Centre("monastery"), On::Point),
    }
}

/// The name of a feature as a scenario writes it: its first edge point in
/// board orientation, or its centre name.
pub fn feature_on(t: &PlacedTile, f: FeatureIdx) -> String {
    let feat = &t.tile.features[f];
    match feat.centre_name {
        Some(name) => name.to_owned(),
        None => t
            .tile
            .points_of(f, t.rot)
            .next()
            .map(|p| p.name().to_owned())
            .unwrap_or_default(),
    }
}

/// Why `on` names nothing on a tile.
pub fn located(tile: &crate::catalogue::Tile, on: On, err: &LocateError) -> Clause {
    match err {
        LocateError::Lake(ends) => Clause::new(&base::LAKE_NOT_A_FEATURE)
            .tile("tile", tile.id)
            .with(
                "jetties",
                Detail::names(Join::Comma, ends.iter().map(|p| p.name())),
            ),
        LocateError::Missing => match on {
            On::Point(p) => Clause::new(&base::NO_FEATURE_AT)
                .tile("tile", tile.id)
                .name("point", p.name()),
            On::Centre(name) => Clause::new(&base::NO_CENTRE)
                .tile("tile", tile.id)
                .kind("name", name),
        },
    }
}
