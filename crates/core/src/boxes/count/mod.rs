//! The Count of Carcassonne: the City of Carcassonne in place of the start
//! tile, its four quarters, and the Count.

pub mod registry;
mod rules;
mod tiles;

pub use rules::city;
pub use tiles::CITY_SQUARES;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[
        Heard {
            place: 200,
            module: &rules::Count,
        },
    ],
    entries: &[registry::ENTRIES],
    says: &[registry::SAYS],
    tiles: tiles::TABLES,
    opening: &CITY_SQUARES,
};
