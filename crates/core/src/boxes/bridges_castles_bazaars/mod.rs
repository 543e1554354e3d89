//! Bridges, Castles & Bazaars, the whole box: its twelve tiles, the
//! bridges (a road laid across the placed tile or a neighbour) and the
//! bazaars' auctions; its castles are the `castles` box, which this one
//! brings.

mod bazaars;
mod bridges;
pub mod registry;
mod tiles;

pub use bazaars::{Auction, Bought, Round};
pub use bridges::{Axis, Bridge, NoBridge, bridge_on, bridged};

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[
        // Right after the rivers: the bridge is laid with the tile, so its
        // step comes before what other boxes make of the placement.
        Heard {
            place: 6,
            module: &bridges::Bridges,
        },
        Heard {
            place: 231,
            module: &bazaars::Bazaars,
        },
    ],
    entries: &[registry::ENTRIES],
    says: &[registry::SAYS],
    tiles: tiles::TABLES,
    opening: &[],
};
