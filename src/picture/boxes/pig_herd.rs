//! The River II (the pig-herd tile) in the pictures: a river, a blue band
//! from each side it crosses through the middle (`~` on the text board),
//! and the pig herd, a pink mark on its field (a line under the text
//! board).

use std::fmt::Write;

use carc_core::board::PlacedTile;
use carc_core::catalogue::{Edge, Tile};
use carc_core::geometry::Side;

use super::{At, Ground, Layer, Part, Pictures, Scene, marked_features, shows_feature, svg_line, text_line};
use crate::picture::point_xy;
use crate::i18n::Catalogue;
use crate::picture::svg::{esc, inward};

pub(super) struct PigHerd;

impl Pictures for PigHerd {
    fn svg_tile(&self, out: &mut String, layer: Layer, t: &PlacedTile, at: At, words: &Catalogue) {
        if layer == Layer::Water && t.tile.river != 0 {
            river(out, t, at);
            herds(out, t, at, words);
        }
    }

    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<String> {
        let tiles = || scene.board.tiles.values();
        let mut parts = Vec::new();
        if shows_feature(scene, |f| f.marks.pig_herds > 0) {
            parts.push("show-svg-pig-herd");
        }
        if tiles().any(|t| t.tile.river != 0) {
            parts.push("show-svg-river");
        }
        (part == Part::Notes)
            .then(|| svg_line(scene, "show-svg-river-ii", &parts))
            .flatten()
    }

    fn text_legend(&self, out: &mut String, part: Part, scene: &Scene) {
        if part == Part::Notes {
            let fields = marked_features(scene, |f| f.marks.pig_herds > 0);
            text_line(out, scene, "show-pig-herds", &fields);
        }
    }

    fn text_ground(&self, tile: &Tile, ground: Ground) -> Option<char> {
        let water = match ground {
            // A river's mouth owns no point: it is drawn as water.
            Ground::Point(p) => ["N", "E", "S", "W"].contains(&p),
            Ground::Middle => true,
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

/// The river's band.
fn river(out: &mut String, t: &PlacedTile, at: At) {
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

/// The pig herds on the tile's fields.
fn herds(out: &mut String, t: &PlacedTile, at: At, words: &Catalogue) {
    let title = esc(&words.get("show-pig-herd-title"));
    for (i, f) in t.tile.features.iter().enumerate() {
        if f.marks.pig_herds == 0 {
            continue;
        }
        let Some(p) = t.tile.points_of(i, t.rot).nth(3) else {
            continue;
        };
        let (x, y) = at(inward(point_xy(p), 0.55));
        let _ = write!(
            out,
            "<g class=\"pig-herd\"><title>{title}</title><ellipse cx=\"{x:.1}\" cy=\"{y:.1}\" rx=\"7\" ry=\"5\" fill=\"#f9a8d4\" stroke=\"#9d174d\" stroke-width=\"1.2\"/></g>"
        );
    }
}
