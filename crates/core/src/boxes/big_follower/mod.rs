//! The big follower (from Inns & Cathedrals): a follower of strength two.

pub mod registry;
mod rules;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[
        Heard {
            place: 110,
            module: &rules::BigFollower,
        },
    ],
    entries: &[registry::ENTRIES],
    says: &[],
    tiles: &[],
    opening: &[],
};
