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
use crate::i18n::Catalogue;
use crate::picture::svg::{S, esc, inward};

pub(super) struct PrincessDragon;

impl Pictures for PrincessDragon {
    fn svg_tile(&self, out: &mut String, layer: Layer, t: &PlacedTile, at: At, _: &Catalogue) {
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
            (shown(Symbol::Volcano), "show-svg-volcano"),
            (shown(Symbol::Dragon), "show-svg-dragon-tile"),
            (shown(Symbol::Portal), "show-svg-portal"),
            (shown(Symbol::Princess), "show-svg-princess"),
            (scene.dragon.is_some(), "show-svg-dragon"),
            (scene.fairy.is_some(), "show-svg-fairy"),
        ]
        .into_iter()
        .filter_map(|(on, id)| on.then_some(id))
        .collect();
        (part == Part::Notes)
            .then(|| svg_line(scene, "show-svg-princess-dragon", &parts))
            .flatten()
    }

    fn text_legend(&self, out: &mut String, part: Part, scene: &Scene) {
        if part == Part::Notes {
            let tiles = |s: Symbol| marked_tiles(scene, |t| t.symbol == s);
            text_line(out, scene, "show-volcanoes", &tiles(Symbol::Volcano));
            text_line(out, scene, "show-dragon-tiles", &tiles(Symbol::Dragon));
            text_line(out, scene, "show-portals", &tiles(Symbol::Portal));
            let princesses = marked_features(scene, |f| f.princess);
            text_line(out, scene, "show-princesses", &princesses);
        }
        if part != Part::Pieces {
            return;
        }
        for (at, id) in [(scene.dragon, "show-dragon-on"), (scene.fairy, "show-fairy-on")] {
            if let Some(at) = at {
                let line = scene.say(id, &[("at", at.to_string().into())]);
                out.push_str(&format!("  {line}\n"));
            }
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
    let words = table.scene.words();
    if let Some((ox, oy)) = table.scene.dragon.and_then(|p| (table.origin)(p)) {
        let (x, y) = (ox + 0.5 * S, oy + 0.5 * S);
        let _ = write!(
            out,
            "<g class=\"dragon\"><title>{}</title><circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"9\" fill=\"#b91c1c\" stroke=\"#fff\" stroke-width=\"2\"/><text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"10\" text-anchor=\"middle\" fill=\"#fff\" font-weight=\"bold\">D</text></g>",
            esc(&words.get("show-dragon-title")),
            y + 3.5
        );
    }
    if let Some((ox, oy)) = table.scene.fairy.and_then(|p| (table.origin)(p)) {
        let (x, y) = (ox + 0.78 * S, oy + 0.22 * S);
        let _ = write!(
            out,
            "<g class=\"fairy\"><title>{}</title><circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"7\" fill=\"#fde047\" stroke=\"#a16207\" stroke-width=\"1.5\"/><text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"8\" text-anchor=\"middle\" fill=\"#713f12\" font-weight=\"bold\">F</text></g>",
            esc(&words.get("show-fairy-title")),
            y + 3.0
        );
    }
}
