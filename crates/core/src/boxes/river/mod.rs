//! The River (I), new edition: the spring in place of the start tile, the
//! river's tiles placed before any other, the lake last, and a river that
//! never turns the same way twice in a row.

pub(crate) mod course;
pub mod registry;
pub(crate) mod rules;
pub(crate) mod tiles;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[Heard {
        place: 5,
        module: &rules::River,
    }],
    entries: &[registry::ENTRIES],
    says: &[registry::SAYS],
    tiles: tiles::TABLES,
    // The spring lies where the start tile would, its river flowing east.
    opening: &[(tiles::SPRING, 0, 0)],
};
