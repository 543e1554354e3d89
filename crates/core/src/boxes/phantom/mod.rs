//! The phantom (a mini-expansion): a second figure in the same turn.

pub mod registry;
mod rules;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[
        Heard {
            place: 100,
            module: &rules::Phantom,
        },
    ],
    entries: &[registry::ENTRIES],
    says: &[registry::SAYS],
    tiles: &[],
    opening: &[],
};
