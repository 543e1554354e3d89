//! The Festival: tiles on which a player may take back one of their figures
//! instead of deploying.

pub mod registry;
mod rules;
mod tiles;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[
        Heard {
            place: 190,
            module: &rules::Festival,
        },
    ],
    entries: &[registry::ENTRIES],
    says: &[registry::SAYS],
    tiles: tiles::TABLES,
    opening: &[],
};
