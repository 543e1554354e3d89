//! Abbey & Mayor: the abbey tile, the mayor, the wagon and the barn, with
//! the Complete Annotated Rules' chapter on them (`car`).

mod abbey;
mod barn;
pub mod car;
mod mayor;
pub mod registry;
mod tiles;
mod wagon;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[
        Heard {
            place: 10,
            module: &abbey::Abbey,
        },
        Heard {
            place: 40,
            module: &mayor::Mayor,
        },
        Heard {
            place: 50,
            module: &wagon::Wagon,
        },
        Heard {
            place: 60,
            module: &barn::Barn,
        },
    ],
    entries: &[registry::ENTRIES, car::ENTRIES],
    says: &[registry::SAYS, car::SAYS],
    tiles: tiles::TABLES,
    opening: &[],
};
