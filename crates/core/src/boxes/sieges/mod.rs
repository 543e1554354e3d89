//! Sieges (The Cathars, The Besiegers): besieged cities, their scores, and
//! escape through a monastery.

pub mod registry;
mod rules;
mod tiles;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[
        Heard {
            place: 140,
            module: &rules::Sieges,
        },
    ],
    entries: &[registry::ENTRIES],
    says: &[registry::SAYS],
    tiles: tiles::TABLES,
    opening: &[],
};
