//! The River II's pig-herd tile: one more point a city for the farmers who
//! score its farm.

pub mod registry;
mod rules;
mod tiles;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[
        Heard {
            place: 130,
            module: &rules::PigHerd,
        },
    ],
    entries: &[registry::ENTRIES],
    says: &[],
    tiles: tiles::TABLES,
    opening: &[],
};
