//! The Tower in the pictures: a tower foundation, a grey stone square
//! where a figure on top of the tower stands; with floors, a tower whose
//! floor count is written on it.

use std::fmt::Write;

use carc_core::board::PlacedTile;

use carc_core::board::Standing;

use super::{At, Layer, Part, Pictures, Scene};
use crate::picture::svg::TOWER_SPOT;

pub(super) struct Tower;

impl Pictures for Tower {
    /// On the text board, which draws no height: each tower with its
    /// floors, and the figure on top of one that is closed.
    fn text_legend(&self, out: &mut String, part: Part, scene: &Scene) {
        if part != Part::Pieces {
            return;
        }
        for t in scene.board.tiles.values().filter(|t| t.tile.tower) {
            let top = scene
                .board
                .figures
                .iter()
                .find(|f| f.pos == t.pos && f.standing == Standing::Tower);
            let floors = match t.tower {
                0 => "a tower foundation, no floor yet".to_owned(),
                1 => "a tower of 1 floor".to_owned(),
                n => format!("a tower of {n} floors"),
            };
            let state = match top {
                Some(f) => {
                    let owner = scene.players.get(f.owner).map_or("?", String::as_str);
                    format!(", closed by {owner}'s {} on top", f.kind.name().replace('-', " "))
                }
                None if t.tower > 0 => ", open".to_owned(),
                None => String::new(),
            };
            out.push_str(&format!("  {} {floors}{state}\n", t.pos));
        }
        let name = |p: usize| scene.players.get(p).map_or("?", String::as_str);
        for p in &scene.prisoners {
            out.push_str(&format!(
                "  {} holds {}'s {} prisoner\n",
                name(p.holder),
                name(p.owner),
                p.kind.name().replace('-', " ")
            ));
        }
    }

    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<String> {
        (part == Part::Notes && scene.board.tiles.values().any(|t| t.tile.tower)).then(|| {
            "towers: a grey square a foundation, a pale block with a number a tower of that many floors; a figure on top of it closes it".to_owned()
        })
    }

    fn svg_tile(&self, out: &mut String, layer: Layer, t: &PlacedTile, at: At) {
        if layer == Layer::Top && t.tile.tower {
            tower(out, t.tower, at(TOWER_SPOT));
        }
    }
}

/// A foundation at a point, with its floors.
fn tower(out: &mut String, floors: u8, (x, y): (f64, f64)) {
    let _ = write!(
        out,
        "<rect class=\"tower\" x=\"{:.1}\" y=\"{:.1}\" width=\"14\" height=\"14\" fill=\"#9ca3af\" stroke=\"#374151\" stroke-width=\"1.5\"/>",
        x - 7.0,
        y - 7.0
    );
    if floors > 0 {
        let _ = write!(
            out,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"10\" height=\"16\" fill=\"#e5e7eb\" stroke=\"#374151\" stroke-width=\"1.5\"/><text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"9\" text-anchor=\"middle\" fill=\"#111827\" font-family=\"sans-serif\">{floors}</text>",
            x - 5.0,
            y - 12.0,
            y
        );
    }
}
