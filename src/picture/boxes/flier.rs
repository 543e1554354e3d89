//! The Flier in the pictures: a flying machine, a line from the tile's
//! middle in its direction.

use std::fmt::Write;

use carc_core::board::PlacedTile;

use super::{At, Layer, Pictures};

pub(super) struct Flier;

impl Pictures for Flier {
    fn svg_tile(&self, out: &mut String, layer: Layer, t: &PlacedTile, at: At) {
        let Some(d) = t.tile.flier_dir(t.rot).filter(|_| layer == Layer::Top) else {
            return;
        };
        let (cx, cy) = at((0.5, 0.5));
        let (dx, dy) = d.delta();
        let (dx, dy) = (dx as f64, -(dy as f64));
        let len = (dx * dx + dy * dy).sqrt();
        let (ux, uy) = (dx / len, dy / len);
        let (tx, ty) = (cx + ux * 20.0, cy + uy * 20.0);
        let _ = write!(
            out,
            "<line x1=\"{cx:.1}\" y1=\"{cy:.1}\" x2=\"{tx:.1}\" y2=\"{ty:.1}\" stroke=\"#333\" stroke-width=\"2\"/><circle cx=\"{tx:.1}\" cy=\"{ty:.1}\" r=\"3\" fill=\"#333\"/>"
        );
    }
}
