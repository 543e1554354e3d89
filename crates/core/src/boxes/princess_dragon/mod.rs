//! The Princess & the Dragon: volcanoes, the dragon, the fairy, magic
//! portals and princesses.

pub mod registry;
mod rules;
mod tiles;

pub use rules::pieces::{dragon, fairy};

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[
        Heard {
            place: 180,
            module: &rules::PrincessDragon,
        },
    ],
    entries: &[registry::ENTRIES],
    says: &[registry::SAYS],
    tiles: tiles::TABLES,
    opening: &[],
};
