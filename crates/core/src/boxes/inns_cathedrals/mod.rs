//! Inns & Cathedrals, the whole box: its tiles (inns, cathedrals) and the
//! big follower (a rule set of its own, which this one brings).

pub mod registry;
mod rules;
mod tiles;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[
        Heard {
            place: 150,
            module: &rules::InnsCathedrals,
        },
    ],
    entries: &[registry::ENTRIES],
    says: &[],
    tiles: tiles::TABLES,
    opening: &[],
};
