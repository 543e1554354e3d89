//! The pig (from Traders & Builders).

pub mod registry;
mod rules;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[
        Heard {
            place: 90,
            module: &rules::Pig,
        },
    ],
    entries: &[registry::ENTRIES],
    says: &[registry::SAYS],
    tiles: &[],
    opening: &[],
};
