//! Traders & Builders in the pictures: a city's goods symbol, a small
//! token in the good's colour with its initial (on the text board, a line
//! under the board). (The builder and the pig have their own files.)

use std::fmt::Write;

use carc_core::board::PlacedTile;
use carc_core::catalogue::{FeatureIdx, Good, Kind};

use super::{At, Part, Pictures, Scene, headed_line, marked_features, shows_feature, svg_line};
use crate::picture::point_xy;
use crate::picture::svg::inward;

pub(super) struct TradersBuilders;

impl Pictures for TradersBuilders {
    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<String> {
        let shown =
            |g: Good| shows_feature(scene, |f| f.kind == Kind::City && symbol_of(f) == Some(g));
        let parts: Vec<&str> = Good::ALL
            .into_iter()
            .filter(|g| shown(*g))
            .map(|g| match g {
                Good::Wine => "show-svg-wine",
                Good::Grain => "show-svg-grain",
                Good::Cloth => "show-svg-cloth",
            })
            .collect();
        (part == Part::Notes)
            .then(|| svg_line(scene, "show-svg-goods", &parts))
            .flatten()
    }

    fn text_legend(&self, out: &mut String, part: Part, scene: &Scene) {
        if part != Part::Notes {
            return;
        }
        for g in Good::ALL {
            let cities =
                marked_features(scene, |f| f.kind == Kind::City && f.marks.goods[g.index()] > 0);
            let good = scene.say("good", &[("good", g.name().into())]);
            headed_line(out, &good, &cities);
        }
    }

    fn svg_feature(&self, out: &mut String, t: &PlacedTile, i: FeatureIdx, at: At) {
        let f = &t.tile.features[i];
        if f.kind == Kind::City
            && let Some(good) = symbol_of(f)
            && let Some(p) = t.tile.points_of(i, t.rot).next()
        {
            symbol(out, at(inward(point_xy(p), 0.35)), good);
        }
    }
}

/// The good a city's symbol shows (a city shows one).
fn symbol_of(f: &carc_core::catalogue::Feature) -> Option<Good> {
    Good::ALL.into_iter().find(|g| f.marks.goods[g.index()] > 0)
}

/// A goods symbol: a small token in the good's colour with its initial.
fn symbol(out: &mut String, (x, y): (f64, f64), good: Good) {
    let (fill, letter) = match good {
        Good::Wine => ("#7b2d8b", "W"),
        Good::Grain => ("#d4a017", "G"),
        Good::Cloth => ("#3b6fb6", "C"),
    };
    let _ = write!(
        out,
        "<circle class=\"goods\" cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"6\" fill=\"{fill}\" stroke=\"#fff\" stroke-width=\"1\"/><text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"8\" text-anchor=\"middle\" fill=\"#fff\" font-family=\"sans-serif\">{letter}</text>",
        y + 3.0
    );
}
