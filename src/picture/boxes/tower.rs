//! The Tower in the pictures: a tower foundation, a grey stone square
//! where a figure on top of the tower stands; with floors, a tower whose
//! floor count is written on it.

use std::fmt::Write;

use carc_core::board::PlacedTile;

use super::{At, Layer, Pictures};
use crate::picture::svg::TOWER_SPOT;

pub(super) struct Tower;

impl Pictures for Tower {
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
        "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"14\" height=\"14\" fill=\"#9ca3af\" stroke=\"#374151\" stroke-width=\"1.5\"/>",
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
