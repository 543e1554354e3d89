//! The Princess & the Dragon in the pictures: the symbols of its tiles (a
//! volcano's cone, a dragon's mark, a magic portal's arch, a princess's
//! crown in her city), and the dragon and the fairy where they stand, on a
//! tile rather than on a feature (said in words under the text board).

use std::fmt::Write;

use carc_core::board::PlacedTile;
use carc_core::catalogue::Symbol;

use super::{
    At, Layer, Over, Part, Pictures, Scene, Table, marked_features, marked_tiles, svg_line,
    text_line,
};
use crate::picture::point_xy;
use crate::picture::svg::{S, inward};

pub(super) struct PrincessDragon;

impl Pictures for PrincessDragon {
    fn svg_tile(&self, out: &mut String, layer: Layer, t: &PlacedTile, at: At) {
        if layer == Layer::Top {
            symbol(out, t, at);
        }
    }

    fn svg_table(&self, out: &mut String, over: Over, table: &Table) {
        if over == Over::Figures {
            beasts(out, table);
        }
    }

    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<String> {
        let shown = |s: Symbol| scene.board.tiles.values().any(|t| t.tile.symbol == s);
        let parts: Vec<&str> = [
            (shown(Symbol::Volcano), "a brown triangle a volcano"),
            (shown(Symbol::Dragon), "a green diamond a dragon tile"),
            (shown(Symbol::Portal), "a purple arch a magic portal"),
            (shown(Symbol::Princess), "a pink crown a princess"),
            (scene.dragon.is_some(), "D the dragon"),
            (scene.fairy.is_some(), "F the fairy"),
        ]
        .into_iter()
        .filter_map(|(on, words)| on.then_some(words))
        .collect();
        (part == Part::Notes)
            .then(|| svg_line("The Princess & the Dragon", &parts))
            .flatten()
    }

    fn text_legend(&self, out: &mut String, part: Part, scene: &Scene) {
        if part == Part::Notes {
            let tiles = |s: Symbol| marked_tiles(scene, |t| t.symbol == s);
            text_line(out, "volcanoes", &tiles(Symbol::Volcano));
            text_line(out, "dragon tiles", &tiles(Symbol::Dragon));
            text_line(out, "magic portals", &tiles(Symbol::Portal));
            let princesses = marked_features(scene, "in", |f| f.princess);
            text_line(out, "princesses", &princesses);
        }
        if part != Part::Pieces {
            return;
        }
        if let Some(at) = scene.dragon {
            out.push_str(&format!("  the dragon is on {at}\n"));
        }
        if let Some(at) = scene.fairy {
            out.push_str(&format!("  the fairy is on {at}\n"));
        }
    }
}

/// The symbol of a tile.
fn symbol(out: &mut String, t: &PlacedTile, at: At) {
    let (x, y) = at((0.3, 0.7));
    match t.tile.symbol {
        Symbol::None => {}
        Symbol::Volcano => {
            let _ = write!(
                out,
                "<path class=\"volcano\" d=\"M{:.1},{:.1} l8,-12 l8,12 z\" fill=\"#7c2d12\" stroke=\"#f97316\" stroke-width=\"1.5\"/>",
                x - 8.0,
                y + 6.0
            );
        }
        Symbol::Dragon => {
            let _ = write!(
                out,
                "<path class=\"dragon-tile\" d=\"M{x:.1},{:.1} l6,7 l-6,7 l-6,-7 z\" fill=\"#15803d\" stroke=\"#fff\" stroke-width=\"1\"/>",
                y - 7.0
            );
        }
        Symbol::Portal => {
            let _ = write!(
                out,
                "<path class=\"portal\" d=\"M{:.1},{:.1} v-7 a6,6 0 0 1 12,0 v7\" fill=\"none\" stroke=\"#7e22ce\" stroke-width=\"2.5\"/>",
                x - 6.0,
                y + 6.0
            );
        }
        Symbol::Princess => {
            let city = t.tile.features.iter().position(|f| f.princess);
            if let Some(p) = city.and_then(|i| t.tile.points_of(i, t.rot).next()) {
                let (cx, cy) = at(inward(point_xy(p), 0.5));
                let _ = write!(
                    out,
                    "<path class=\"princess\" d=\"M{:.1},{:.1} l2,-7 l3,4 l3,-4 l2,7 z\" fill=\"#db2777\" stroke=\"#fff\" stroke-width=\"1\"/>",
                    cx - 5.0,
                    cy + 3.0
                );
            }
        }
    }
}

/// The dragon and the fairy where they stand.
fn beasts(out: &mut String, table: &Table) {
    if let Some((ox, oy)) = table.scene.dragon.and_then(|p| (table.origin)(p)) {
        let (x, y) = (ox + 0.5 * S, oy + 0.5 * S);
        let _ = write!(
            out,
            "<g class=\"dragon\"><title>dragon</title><circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"9\" fill=\"#b91c1c\" stroke=\"#fff\" stroke-width=\"2\"/><text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"10\" text-anchor=\"middle\" fill=\"#fff\" font-weight=\"bold\">D</text></g>",
            y + 3.5
        );
    }
    if let Some((ox, oy)) = table.scene.fairy.and_then(|p| (table.origin)(p)) {
        let (x, y) = (ox + 0.78 * S, oy + 0.22 * S);
        let _ = write!(
            out,
            "<g class=\"fairy\"><title>fairy</title><circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"7\" fill=\"#fde047\" stroke=\"#a16207\" stroke-width=\"1.5\"/><text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"8\" text-anchor=\"middle\" fill=\"#713f12\" font-weight=\"bold\">F</text></g>",
            y + 3.0
        );
    }
}
