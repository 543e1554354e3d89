//! The Flier in the pictures: a flying machine, a line from the tile's
//! middle in its direction (on the text board, a line under the board).

use std::fmt::Write;

use carc_core::board::PlacedTile;

use super::{At, Layer, Part, Pictures, Scene, listed_tiles, text_line};
use crate::i18n::Catalogue;

pub(super) struct Flier;

impl Pictures for Flier {
    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<String> {
        let any = scene.board.tiles.values().any(|t| t.tile.flier.is_some());
        (part == Part::Notes && any).then(|| scene.words().get("show-svg-fliers"))
    }

    fn text_legend(&self, out: &mut String, part: Part, scene: &Scene) {
        if part != Part::Notes {
            return;
        }
        let machines = listed_tiles(scene, |t| {
            let way = t.tile.flier_dir(t.rot)?.name();
            let direction = scene.say("show-direction", &[("direction", way.into())]);
            Some(scene.say(
                "show-flier",
                &[("at", t.pos.to_string().into()), ("direction", direction.into())],
            ))
        });
        text_line(out, scene, "show-fliers", &machines);
    }

    fn svg_tile(&self, out: &mut String, layer: Layer, t: &PlacedTile, at: At, _: &Catalogue) {
        let Some(d) = t.tile.flier_dir(t.rot).filter(|_| layer == Layer::Top) else {
            return;
        };
        let (cx, cy) = at((0.5, 0.5));
        let (dx, dy) = d.delta();
        let (dx, dy) = (dx as f64, -(dy as f64));
        let len = (dx * dx + dy * dy).sqrt();
        let (ux, uy) = (dx / len, dy / len);
        let (tx, ty) = (cx + ux * 20.0, cy + uy * 20.0);
        let _ = write!(
            out,
            "<g class=\"flier\"><line x1=\"{cx:.1}\" y1=\"{cy:.1}\" x2=\"{tx:.1}\" y2=\"{ty:.1}\" stroke=\"#333\" stroke-width=\"2\"/><circle cx=\"{tx:.1}\" cy=\"{ty:.1}\" r=\"3\" fill=\"#333\"/></g>"
        );
    }
}
