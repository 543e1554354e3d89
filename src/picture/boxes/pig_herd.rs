//! The River II (the pig-herd tile) in the pictures: the pig herd, a pink
//! mark on its field (a line under the text board). Its river is drawn as
//! every river is (`river.rs`).

use std::fmt::Write;

use carc_core::board::PlacedTile;

use super::{At, Layer, Part, Pictures, Scene, marked_features, shows_feature, svg_line, text_line};
use crate::picture::point_xy;
use crate::i18n::Catalogue;
use crate::picture::svg::{esc, inward};

pub(super) struct PigHerd;

impl Pictures for PigHerd {
    fn svg_tile(&self, out: &mut String, layer: Layer, t: &PlacedTile, at: At, words: &Catalogue) {
        if layer == Layer::Water {
            herds(out, t, at, words);
        }
    }

    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<String> {
        let parts = if shows_feature(scene, |f| f.marks.pig_herds > 0) {
            vec!["show-svg-pig-herd"]
        } else {
            Vec::new()
        };
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
