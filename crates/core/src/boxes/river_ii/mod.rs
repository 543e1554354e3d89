//! The River II, new edition: its spring in place of the start tile, the
//! fork placed first, two branches that never meet, the city lake, and the
//! volcano last, which gives its player another turn. The rules the two
//! rivers share are The River's (`super::river`).

pub mod registry;
mod rules;
mod tiles;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[Heard {
        place: 4,
        module: &rules::RiverII,
    }],
    entries: &[registry::ENTRIES],
    says: &[registry::SAYS],
    tiles: tiles::TABLES,
    // The spring lies where the start tile would, its river flowing east
    // (left out when The River's own spring is on the table).
    opening: &[(tiles::SPRING, 0, 0)],
};
