//! King & Robber (Count, King & Robber): five landscape tiles, the king's
//! tile for the largest city completed so far and the robber's for the
//! longest road, and their holders' points at the end.

pub mod registry;
mod rules;

pub use rules::{Crown, Crowns};
mod tiles;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[Heard {
        place: 210,
        module: &rules::KingRobber,
    }],
    entries: &[registry::ENTRIES],
    says: &[registry::SAYS],
    tiles: tiles::TABLES,
    opening: &[],
};
