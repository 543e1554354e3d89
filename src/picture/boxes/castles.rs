//! Castles in the pictures: each castle a crenellated token in its
//! owner's colour across the side its two tiles share, under the follower
//! inside it.

use std::fmt::Write;

use carc_core::geometry::Side;

use super::{Over, Part, Pictures, Scene, Table, feature_words, text_line};
use crate::picture::svg::{S, colour, esc};

pub(super) struct Castles;

impl Pictures for Castles {
    fn svg_table(&self, out: &mut String, over: Over, table: &Table) {
        if over == Over::Tiles {
            castles(out, table);
        }
    }

    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<String> {
        (part == Part::Notes && !scene.castles.is_empty())
            .then(|| scene.words().get("show-svg-castles"))
    }

    /// On the text board, which draws no token: each castle, whose, where.
    fn text_legend(&self, out: &mut String, part: Part, scene: &Scene) {
        if part != Part::Pieces {
            return;
        }
        let castles: Vec<String> = scene
            .castles
            .iter()
            .map(|c| {
                let owner = scene.players.get(c.owner).map_or("?", String::as_str);
                match scene.board.tile(c.at) {
                    Some(t) => scene.say(
                        "show-castle",
                        &[
                            ("owner", owner.into()),
                            ("feature", feature_words(scene, t, c.feature).into()),
                        ],
                    ),
                    None => scene.say(
                        "show-castle-at",
                        &[("owner", owner.into()), ("at", c.at.to_string().into())],
                    ),
                }
            })
            .collect();
        text_line(out, scene, "show-castles", &castles);
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
        let title = scene.say("show-castle-title", &[("owner", owner.into())]);
        let _ = write!(
            out,
            "<g class=\"castle\"><title>{}</title><path d=\"M{:.1},{:.1} h4 v-4 h4 v4 h4 v-4 h4 v4 h4 v-4 h4 v14 h-24 z\" fill=\"{fill}\" stroke=\"#1f2937\" stroke-width=\"1.5\"/></g>",
            esc(&title),
            x - 12.0,
            y - 3.0
        );
    }
}
