//! Shrines (Count, King & Robber): five tiles with a shrine, laid and
//! scored as a monastery, the limit on shrines and monasteries side by
//! side, and the challenge between them.

pub mod registry;
mod rules;
mod tiles;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[Heard {
        place: 220,
        module: &rules::Shrines,
    }],
    entries: &[registry::ENTRIES],
    says: &[registry::SAYS],
    tiles: tiles::TABLES,
    opening: &[],
};
