//! Inns & Cathedrals in the pictures: an inn, a small house with a red
//! roof beside its road, and a cathedral, a grey church with a spire in the
//! middle of its city (on the text board, lines under the board). (The big
//! follower has its own file.)

use std::fmt::Write;

use carc_core::board::PlacedTile;
use carc_core::catalogue::{FeatureIdx, Kind};
use carc_core::geometry::Side;

use super::{At, Part, Pictures, Scene, marked_features, shows_feature, svg_line, text_line};
use crate::picture::point_xy;
use crate::picture::svg::inward;

pub(super) struct InnsCathedrals;

impl Pictures for InnsCathedrals {
    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<String> {
        let mut parts = Vec::new();
        if shows_feature(scene, |f| f.kind == Kind::Road && f.marks.inns > 0) {
            parts.push("show-svg-inn");
        }
        if shows_feature(scene, |f| f.kind == Kind::City && f.marks.cathedrals > 0) {
            parts.push("show-svg-cathedral");
        }
        (part == Part::Notes)
            .then(|| svg_line(scene, "show-svg-inns-cathedrals", &parts))
            .flatten()
    }

    fn text_legend(&self, out: &mut String, part: Part, scene: &Scene) {
        if part != Part::Notes {
            return;
        }
        let inns = marked_features(scene, |f| f.kind == Kind::Road && f.marks.inns > 0);
        text_line(out, scene, "show-inns", &inns);
        let cathedrals =
            marked_features(scene, |f| f.kind == Kind::City && f.marks.cathedrals > 0);
        text_line(out, scene, "show-cathedrals", &cathedrals);
    }

    fn svg_feature(&self, out: &mut String, t: &PlacedTile, i: FeatureIdx, at: At) {
        let f = &t.tile.features[i];
        if f.kind == Kind::City && f.marks.cathedrals > 0 {
            cathedral(out, at((0.5, 0.5)));
        }
        // Beside the road, a third of the way in, off to its side.
        if f.kind == Kind::Road
            && f.marks.inns > 0
            && let Some(p) = t.tile.points_of(i, t.rot).next()
        {
            let (x, y) = inward(point_xy(p), 0.4);
            let side = match p.side() {
                Side::N | Side::S => (x + 0.14, y),
                Side::E | Side::W => (x, y - 0.14),
            };
            inn(out, at(side));
        }
    }
}

/// A cathedral: a grey church with a spire, in the middle of its city.
fn cathedral(out: &mut String, (x, y): (f64, f64)) {
    let _ = write!(
        out,
        "<path class=\"cathedral\" d=\"M{:.1},{:.1} h14 v-9 l-7,-9 l-7,9 z\" fill=\"#e7e2da\" stroke=\"#5b5348\" stroke-width=\"1.5\"/>",
        x - 7.0,
        y + 8.0
    );
}

/// An inn: a small house with a red roof beside its road.
fn inn(out: &mut String, (x, y): (f64, f64)) {
    let _ = write!(
        out,
        "<path class=\"inn\" d=\"M{:.1},{:.1} h10 v-6 l-5,-5 l-5,5 z\" fill=\"#f1d7a6\" stroke=\"#8a2c1b\" stroke-width=\"1.5\"/>",
        x - 5.0,
        y + 5.0
    );
}
