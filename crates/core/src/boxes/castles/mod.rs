//! The castles of Bridges, Castles & Bazaars: a small city turned into a
//! castle that scores the next feature completed beside it.

pub mod registry;
mod rules;

pub use rules::castles;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[
        Heard {
            place: 120,
            module: &rules::Castles,
        },
    ],
    entries: &[registry::ENTRIES],
    says: &[registry::SAYS],
    tiles: &[],
    opening: &[],
};
