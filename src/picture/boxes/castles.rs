//! Castles in the pictures: each castle a crenellated token in its
//! owner's colour across the side its two tiles share, under the follower
//! inside it.

use std::fmt::Write;

use carc_core::geometry::Side;

use super::{Over, Part, Pictures, Scene, Table};
use crate::picture::svg::{S, colour, esc};

pub(super) struct Castles;

impl Pictures for Castles {
    fn svg_table(&self, out: &mut String, over: Over, table: &Table) {
        if over == Over::Tiles {
            castles(out, table);
        }
    }

    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<&'static str> {
        (part == Part::Notes && !scene.castles.is_empty())
            .then_some("castles: the crenellated tokens, in their owners' colours")
    }
}

fn castles(out: &mut String, table: &Table) {
    let scene = table.scene;
    for c in &scene.castles {
        let Some(t) = scene.board.tile(c.at) else {
            continue;
        };
        let Some((ox, oy)) = (table.origin)(c.at) else {
            continue;
        };
        let Some(p) = t.tile.points_of(c.feature, t.rot).next() else {
            continue;
        };
        // The city covers one side: the token sits on that side's middle.
        let (x, y) = match p.side() {
            Side::N => (0.5, 0.0),
            Side::E => (1.0, 0.5),
            Side::S => (0.5, 1.0),
            Side::W => (0.0, 0.5),
        };
        let (x, y) = (ox + x * S, oy + y * S);
        let owner = scene.players.get(c.owner).map_or("", String::as_str);
        let fill = colour(owner);
        let _ = write!(
            out,
            "<g class=\"castle\"><title>{}'s castle</title><path d=\"M{:.1},{:.1} h4 v-4 h4 v4 h4 v-4 h4 v4 h4 v-4 h4 v14 h-24 z\" fill=\"{fill}\" stroke=\"#1f2937\" stroke-width=\"1.5\"/></g>",
            esc(owner),
            x - 12.0,
            y - 3.0
        );
    }
}
