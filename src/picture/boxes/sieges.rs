//! Sieges in the pictures: a siege tile's mark, a dark shield in its
//! besieged city (on the text board, a line under the board).

use std::fmt::Write;

use carc_core::board::PlacedTile;

use super::{At, Layer, Part, Pictures, Scene, marked_features, shows_feature, text_line};
use crate::picture::point_xy;
use crate::i18n::Catalogue;
use crate::picture::svg::{esc, inward};

pub(super) struct Sieges;

impl Pictures for Sieges {
    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<String> {
        (part == Part::Notes && shows_feature(scene, |f| f.marks.sieges > 0))
            .then(|| scene.words().get("show-svg-sieges"))
    }

    fn text_legend(&self, out: &mut String, part: Part, scene: &Scene) {
        if part == Part::Notes {
            let cities = marked_features(scene, |f| f.marks.sieges > 0);
            text_line(out, scene, "show-sieges", &cities);
        }
    }

    fn svg_tile(&self, out: &mut String, layer: Layer, t: &PlacedTile, at: At, words: &Catalogue) {
        if layer != Layer::Top {
            return;
        }
        for (i, f) in t.tile.features.iter().enumerate() {
            if f.marks.sieges == 0 {
                continue;
            }
            if let Some(p) = t.tile.points_of(i, t.rot).nth(1) {
                let (cx, cy) = at(inward(point_xy(p), 0.55));
                let _ = write!(
                    out,
                    "<path class=\"siege\" d=\"M{:.1},{:.1} h10 v5 q0,6 -5,8 q-5,-2 -5,-8 z\" fill=\"#1f2937\" stroke=\"#f87171\" stroke-width=\"1.2\"><title>{}</title></path>",
                    cx - 5.0,
                    cy - 6.0,
                    esc(&words.get("show-siege-title"))
                );
            }
        }
    }
}
