//! The Tower: tiles with a tower foundation, tower floors, prisoners.

pub mod registry;
mod rules;
mod tiles;

pub use rules::{RANSOM, prisoners};

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[
        Heard {
            place: 170,
            module: &rules::Tower,
        },
    ],
    entries: &[registry::ENTRIES],
    says: &[registry::SAYS],
    tiles: tiles::TABLES,
    opening: &[],
};
