//! The Ferries in the pictures: a lake in the tile's middle (`~` on the
//! text board), where its roads stop, with its ferry between the two road
//! ends it joins; the text board's legend says which.

use std::fmt::Write;

use carc_core::board::PlacedTile;
use carc_core::catalogue::{Feature, RoadEnd, Tile};

use super::{At, Ground, Layer, Part, Pictures, Scene, listed_tiles, svg_line, text_line};
use crate::i18n::Catalogue;
use crate::picture::point_xy;
use crate::picture::svg::{S, inward};

/// How far a road into a lake runs towards the middle: to its shore.
const SHORE: f64 = 0.62;

pub(super) struct Ferries;

impl Pictures for Ferries {
    fn svg_tile(&self, out: &mut String, layer: Layer, t: &PlacedTile, at: At, _: &Catalogue) {
        if layer != Layer::Water || !t.tile.lake {
            return;
        }
        let (cx, cy) = at((0.5, 0.5));
        let _ = write!(
            out,
            "<circle class=\"lake\" cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{:.1}\" fill=\"#4aa3df\"/>",
            S * 0.2
        );
        if let Some([a, b]) = t.ferry {
            let (ax, ay) = at(inward(point_xy(a), SHORE));
            let (bx, by) = at(inward(point_xy(b), SHORE));
            let _ = write!(
                out,
                "<path class=\"ferry\" d=\"M{ax:.1},{ay:.1} Q{cx:.1},{cy:.1} {bx:.1},{by:.1}\" fill=\"none\" stroke=\"#7a4a1e\" stroke-width=\"4\"/>"
            );
        }
    }

    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<String> {
        let lakes = scene.board.tiles.values().any(|t| t.tile.lake);
        let ferries = scene.board.tiles.values().any(|t| t.ferry.is_some());
        let mut parts = Vec::new();
        if lakes {
            parts.push("show-svg-lake");
        }
        if ferries {
            parts.push("show-svg-ferry");
        }
        (part == Part::Notes)
            .then(|| svg_line(scene, "show-svg-lakes", &parts))
            .flatten()
    }

    fn svg_road_end(&self, t: &PlacedTile, road: &Feature) -> Option<f64> {
        (t.tile.lake && road.road_end == RoadEnd::Lake).then_some(SHORE)
    }

    fn text_ground(&self, tile: &Tile, ground: Ground) -> Option<char> {
        (ground == Ground::Middle && tile.lake).then_some('~')
    }

    fn text_colours(&self) -> &'static [(char, &'static str)] {
        &[('~', "\x1b[34m")]
    }

    fn text_key(&self, scene: &Scene) -> Option<String> {
        Some(format!("  {}", scene.words().get("show-key-lake")))
    }

    fn text_legend(&self, out: &mut String, part: Part, scene: &Scene) {
        if part != Part::Notes {
            return;
        }
        let ferries = listed_tiles(scene, |t| {
            let [a, b] = t.ferry?;
            let ends = format!("{}-{}", a.name(), b.name());
            Some(scene.say(
                "show-ferry",
                &[("at", t.pos.to_string().into()), ("ends", ends.into())],
            ))
        });
        text_line(out, scene, "show-ferries", &ferries);
    }
}
