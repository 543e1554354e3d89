//! The Festival in the pictures: a festival tile's star in its middle (on
//! the text board, which has no room for it, a line under the board).

use std::fmt::Write;

use carc_core::board::PlacedTile;

use super::{At, Layer, Part, Pictures, Scene, marked_tiles, text_line};
use crate::i18n::Catalogue;

pub(super) struct Festival;

impl Pictures for Festival {
    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<String> {
        (part == Part::Notes && scene.board.tiles.values().any(|t| t.tile.festival))
            .then(|| scene.words().get("show-svg-festival"))
    }

    fn text_legend(&self, out: &mut String, part: Part, scene: &Scene) {
        if part == Part::Notes {
            let tiles = marked_tiles(scene, |t| t.festival);
            text_line(out, scene, "show-festival-tiles", &tiles);
        }
    }

    fn svg_tile(&self, out: &mut String, layer: Layer, t: &PlacedTile, at: At, _: &Catalogue) {
        if layer != Layer::Top || !t.tile.festival {
            return;
        }
        let (x, y) = at((0.5, 0.5));
        let _ = write!(
            out,
            "<path class=\"festival\" d=\"M{x:.1},{:.1} l2.4,5 l5.4,0.6 l-4,3.7 l1.1,5.3 l-4.9,-2.7 l-4.9,2.7 l1.1,-5.3 l-4,-3.7 l5.4,-0.6 z\" fill=\"#facc15\" stroke=\"#b45309\" stroke-width=\"1\"/>",
            y - 8.0
        );
    }
}
