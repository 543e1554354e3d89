//! The Festival in the pictures: a festival tile's star in its middle.

use std::fmt::Write;

use carc_core::board::PlacedTile;

use super::{At, Layer, Pictures};

pub(super) struct Festival;

impl Pictures for Festival {
    fn svg_tile(&self, out: &mut String, layer: Layer, t: &PlacedTile, at: At) {
        if layer != Layer::Top || !t.tile.festival {
            return;
        }
        let (x, y) = at((0.5, 0.5));
        let _ = write!(
            out,
            "<path d=\"M{x:.1},{:.1} l2.4,5 l5.4,0.6 l-4,3.7 l1.1,5.3 l-4.9,-2.7 l-4.9,2.7 l1.1,-5.3 l-4,-3.7 l5.4,-0.6 z\" fill=\"#facc15\" stroke=\"#b45309\" stroke-width=\"1\"/>",
            y - 8.0
        );
    }
}
