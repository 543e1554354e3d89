//! The table as a picture: a text board for the terminal and an SVG, both
//! drawn from the catalogue's geometry (which feature owns each edge point,
//! what stands in the middle), never from bitmaps.

pub mod svg;
pub mod text;

use carc_core::board::{Board, Figure, Standing};
use carc_core::catalogue::Kind;
use carc_core::engine::Fact;
use carc_core::geometry::{Point, Pos};
use carc_core::position::{Action, Position};
use carc_core::{Ruling, Verdict};

/// What a picture shows: the table, whose figures are whose, and (for a
/// ruling) what to highlight.
pub struct Scene {
    /// Tiles and figures.
    pub board: Board,
    /// The players' names, by index.
    pub players: Vec<String>,
    /// The square of the tile placed by the action, if shown.
    pub placed: Option<Pos>,
    /// Squares of features scored by the action, with the points each gave.
    pub scored: Vec<(Vec<Pos>, String)>,
}

impl Scene {
    /// The position as given.
    pub fn before(position: &Position) -> Scene {
        Scene {
            board: position.board.clone(),
            players: position.players.clone(),
            placed: None,
            scored: Vec::new(),
        }
    }

    /// The position after a legal action: the tile placed, ferries where
    /// the ruling put them, the figures where they stand afterwards, and
    /// the features that scored.
    pub fn after(position: &Position, action: &Action, ruling: &Ruling) -> Scene {
        let mut scene = Scene::before(position);
        let Action::Turn(turn) = action else {
            scene.scored = scored(ruling);
            return scene;
        };
        if ruling.verdict == Verdict::Illegal {
            return scene;
        }
        let at = turn.place.at;
        scene.board.put(carc_core::board::PlacedTile {
            tile: turn.place.tile,
            pos: at,
            rot: turn.place.rotation,
            ferry: turn.ferry,
        });
        for e in &ruling.events {
            if let Fact::FerryMoved { at, to, .. } = &e.fact
                && let (Some(a), Some(b)) = (Point::parse(to[0]), Point::parse(to[1]))
                && let Some(t) = scene.board.tile_mut(*at)
            {
                t.ferry = Some([a, b]);
            }
        }
        scene.board.figures = ruling
            .figures
            .iter()
            .filter_map(|f| {
                let tile = scene.board.tile(f.at)?;
                let standing = match carc_core::geometry::Corner::parse(&f.on) {
                    Some(c) => Standing::Corner(c),
                    None => {
                        let on = match Point::parse(&f.on) {
                            Some(p) => carc_core::On::Point(p),
                            None => carc_core::On::Centre(
                                carc_core::board::On::CENTRES
                                    .iter()
                                    .find(|c| **c == f.on)
                                    .copied()?,
                            ),
                        };
                        Standing::Feature(carc_core::board::locate(tile.tile, tile.rot, on).ok()?)
                    }
                };
                Some(Figure {
                    id: carc_core::board::FigureId(f.id),
                    owner: position.player(&f.player)?,
                    kind: f.figure,
                    pos: f.at,
                    standing,
                })
            })
            .collect();
        scene.placed = Some(at);
        scene.scored = scored(ruling);
        scene
    }
}

/// The features a ruling scored, with the points, for highlights.
fn scored(ruling: &Ruling) -> Vec<(Vec<Pos>, String)> {
    ruling
        .events
        .iter()
        .filter_map(|e| match &e.fact {
            Fact::Scored {
                feature,
                points,
                winners,
                ..
            } if !winners.is_empty() => Some((
                feature.squares.clone(),
                format!(
                    "{} {}: {} +{points}",
                    feature.kind,
                    feature.at,
                    winners.join(", ")
                ),
            )),
            Fact::FarmScored {
                farm,
                player: Some(p),
                points,
                ..
            } => Some((
                farm.squares.clone(),
                format!("farm {}: {p} +{points}", farm.at),
            )),
            _ => None,
        })
        .collect()
}

/// What a tile shows in its middle.
pub fn centre_kind(tile: &carc_core::catalogue::Tile) -> Option<Kind> {
    tile.features
        .iter()
        .find(|f| f.is_central() && f.kind != Kind::Field)
        .map(|f| f.kind)
}

/// A figure's one-letter mark on the text board: its owner's initial (the
/// legend below the board says which figure each mark is).
pub fn mark(scene: &Scene, f: &Figure) -> char {
    let initial = scene
        .players
        .get(f.owner)
        .and_then(|n| n.chars().next())
        .unwrap_or('?');
    initial.to_ascii_lowercase()
}
