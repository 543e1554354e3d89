//! Bridges, Castles & Bazaars in the pictures: a bridge as a timber deck
//! with its two rails laid over the tile it crosses, on top of whatever
//! lies beneath, and a bazaar's striped awning beside a tile's middle; on
//! the text board, which has no room for either, lines under the board.

use std::fmt::Write;

use carc_core::board::PlacedTile;
use carc_core::boxes::bridges_castles_bazaars::{Axis, bridge_on};

use super::{At, Layer, Part, Pictures, Scene, marked_tiles, text_line};
use crate::i18n::Catalogue;

pub(super) struct BridgesCastlesBazaars;

/// The bridges of the table, as the legend names them: square and way.
fn bridges(scene: &Scene) -> Vec<String> {
    let mut out: Vec<_> = scene.board.tiles.values().filter_map(bridge_on).collect();
    out.sort();
    out.iter()
        .map(|b| format!("{} ({})", b.at, b.axis.name()))
        .collect()
}

impl Pictures for BridgesCastlesBazaars {
    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<String> {
        if part != Part::Notes {
            return None;
        }
        let mut lines = Vec::new();
        if scene.board.tiles.values().any(|t| t.tile.road_over.is_some()) {
            lines.push(scene.words().get("show-svg-bcb-bridges"));
        }
        if scene.board.tiles.values().any(|t| t.tile.bazaar) {
            lines.push(scene.words().get("show-svg-bcb-bazaars"));
        }
        (!lines.is_empty()).then(|| lines.join("; "))
    }

    fn text_legend(&self, out: &mut String, part: Part, scene: &Scene) {
        if part == Part::Notes {
            text_line(out, scene, "show-bcb-bridges", &bridges(scene));
            let tiles = marked_tiles(scene, |t| t.bazaar);
            text_line(out, scene, "show-bcb-bazaar-tiles", &tiles);
        }
    }

    fn svg_tile(&self, out: &mut String, layer: Layer, t: &PlacedTile, at: At, _: &Catalogue) {
        if layer != Layer::Top {
            return;
        }
        if t.tile.bazaar {
            // A small awning, striped red and white, above the middle.
            let (x, y) = at((0.5, 0.3));
            let _ = write!(
                out,
                "<g class=\"bazaar\"><path d=\"M{:.1},{:.1} h16 l-2,6 h-12 z\" fill=\"#dc2626\" stroke=\"#7f1d1d\" stroke-width=\"0.8\"/><path d=\"M{:.1},{:.1} v6 M{:.1},{:.1} v6\" stroke=\"#fff\" stroke-width=\"2\"/></g>",
                x - 8.0,
                y - 3.0,
                x - 2.7,
                y - 3.0,
                x + 2.7,
                y - 3.0,
            );
        }
        let Some(bridge) = bridge_on(t) else {
            return;
        };
        // The deck runs the tile's full width between the two middles.
        let (from, to) = match bridge.axis {
            Axis::NorthSouth => ((0.5, 0.0), (0.5, 1.0)),
            Axis::EastWest => ((0.0, 0.5), (1.0, 0.5)),
        };
        let ((x1, y1), (x2, y2)) = (at(from), at(to));
        let (dx, dy) = match bridge.axis {
            Axis::NorthSouth => (5.0, 0.0),
            Axis::EastWest => (0.0, 5.0),
        };
        let _ = write!(
            out,
            "<g class=\"bridge\"><line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"#8b5a2b\" stroke-width=\"9\"/><line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"#f5e6c8\" stroke-width=\"3\"/><line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#4a2f14\" stroke-width=\"1.2\"/><line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#4a2f14\" stroke-width=\"1.2\"/></g>",
            x1 - dx,
            y1 - dy,
            x2 - dx,
            y2 - dy,
            x1 + dx,
            y1 + dy,
            x2 + dx,
            y2 + dy,
        );
    }
}
