//! The Tower in the pictures: a tower foundation, a grey stone square
//! where a figure on top of the tower stands; with floors, a tower whose
//! floor count is written on it.

use std::fmt::Write;

use carc_core::board::PlacedTile;

use carc_core::board::Standing;

use super::{At, Layer, Part, Pictures, Scene};
use crate::i18n::Catalogue;
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
            let floors = scene.say("show-tower", &[("floors", t.tower.into())]);
            let line = match top {
                Some(f) => {
                    let owner = scene.players.get(f.owner).map_or("?", String::as_str);
                    let figure = crate::picture::owned(scene, owner, f.kind);
                    scene.say(
                        "show-tower-closed",
                        &[("tower", floors.into()), ("figure", figure.into())],
                    )
                }
                None if t.tower > 0 => scene.say("show-tower-open", &[("tower", floors.into())]),
                None => floors,
            };
            out.push_str(&format!("  {} {line}\n", t.pos));
        }
        let name = |p: usize| scene.players.get(p).map_or("?", String::as_str);
        for p in &scene.prisoners {
            let figure = crate::picture::owned(scene, name(p.owner), p.kind);
            let line = scene.say(
                "show-prisoner",
                &[("holder", name(p.holder).into()), ("figure", figure.into())],
            );
            out.push_str(&format!("  {line}\n"));
        }
    }

    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<String> {
        (part == Part::Notes && scene.board.tiles.values().any(|t| t.tile.tower))
            .then(|| scene.words().get("show-svg-towers"))
    }

    fn svg_tile(&self, out: &mut String, layer: Layer, t: &PlacedTile, at: At, _: &Catalogue) {
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
