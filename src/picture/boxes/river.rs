//! The rivers in the pictures, whichever box a river tile comes from (The
//! River, the River II's pig-herd tile): a blue band from each side the
//! river crosses through the middle of the tile (`~` on the text board).

use std::fmt::Write;

use carc_core::board::PlacedTile;
use carc_core::catalogue::{Edge, Kind, Tile};
use carc_core::geometry::Side;

use super::{At, Ground, Layer, Part, Pictures, Scene, svg_line};
use crate::i18n::Catalogue;
use crate::picture::point_xy;

pub(super) struct River;

impl Pictures for River {
    fn svg_tile(&self, out: &mut String, layer: Layer, t: &PlacedTile, at: At, _words: &Catalogue) {
        if layer == Layer::Water && t.tile.river != 0 {
            band(out, t, at);
        }
    }

    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<String> {
        let shown = scene.board.tiles.values().any(|t| t.tile.river != 0);
        (part == Part::Notes && shown)
            .then(|| svg_line(scene, "show-svg-river-i", &["show-svg-river"]))
            .flatten()
    }

    fn text_ground(&self, tile: &Tile, ground: Ground) -> Option<char> {
        let water = match ground {
            // A river's mouth owns no point: it is drawn as water.
            Ground::Point(p) => ["N", "E", "S", "W"].contains(&p),
            // A monastery or a garden in the middle is drawn, not the
            // river running past it.
            Ground::Middle => !tile
                .features
                .iter()
                .any(|f| matches!(f.kind, Kind::Monastery | Kind::Garden)),
            Ground::Corner => false,
        };
        (water && tile.river != 0).then_some('~')
    }

    fn text_colours(&self) -> &'static [(char, &'static str)] {
        &[('~', "\x1b[34m")]
    }

    fn text_key(&self, scene: &Scene) -> Option<String> {
        scene
            .board
            .tiles
            .values()
            .any(|t| t.tile.river != 0)
            .then(|| format!(" {}", scene.words().get("show-key-river")))
    }
}

/// The river's band: from each side it crosses to the middle (a spring or
/// a lake, with one side), or curving through it from side to side.
fn band(out: &mut String, t: &PlacedTile, at: At) {
    let (cx, cy) = at((0.5, 0.5));
    let mouths: Vec<(f64, f64)> = Side::ALL
        .into_iter()
        .filter(|s| t.tile.edge(*s, t.rot) == Edge::River)
        .map(|s| at(point_xy(s.points()[1])))
        .collect();
    let mut d = String::new();
    for (i, (x, y)) in mouths.iter().enumerate() {
        let _ = if i == 0 {
            write!(d, "M{x:.1},{y:.1} Q{cx:.1},{cy:.1}")
        } else {
            write!(d, " {x:.1},{y:.1}")
        };
    }
    if mouths.len() == 1 {
        let _ = write!(d, " {cx:.1},{cy:.1}");
    }
    let _ = write!(
        out,
        "<path class=\"river\" d=\"{d}\" fill=\"none\" stroke=\"#4aa3df\" stroke-width=\"7\"/>"
    );
}
