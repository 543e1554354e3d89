//! The Flier: tiles with a flying machine.

pub mod registry;
mod rules;
mod tiles;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[
        Heard {
            place: 30,
            module: &rules::Flier,
        },
    ],
    entries: &[registry::ENTRIES],
    says: &[registry::SAYS],
    tiles: tiles::TABLES,
    opening: &[],
};
