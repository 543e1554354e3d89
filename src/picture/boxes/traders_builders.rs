//! Traders & Builders in the pictures: a city's goods symbol, a small
//! token in the good's colour with its initial. (The builder and the pig
//! have their own files.)

use std::fmt::Write;

use carc_core::board::PlacedTile;
use carc_core::catalogue::{FeatureIdx, Good, Kind};

use super::{At, Pictures};
use crate::picture::point_xy;
use crate::picture::svg::inward;

pub(super) struct TradersBuilders;

impl Pictures for TradersBuilders {
    fn svg_feature(&self, out: &mut String, t: &PlacedTile, i: FeatureIdx, at: At) {
        let f = &t.tile.features[i];
        if f.kind == Kind::City
            && let Some(good) = Good::ALL.into_iter().find(|g| f.marks.goods[g.index()] > 0)
            && let Some(p) = t.tile.points_of(i, t.rot).next()
        {
            symbol(out, at(inward(point_xy(p), 0.35)), good);
        }
    }
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
        "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"6\" fill=\"{fill}\" stroke=\"#fff\" stroke-width=\"1\"/><text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"8\" text-anchor=\"middle\" fill=\"#fff\" font-family=\"sans-serif\">{letter}</text>",
        y + 3.0
    );
}
