//! Traders & Builders, the whole box: its tiles (goods), and the builder
//! and the pig (rule sets of their own, which this one brings).

pub mod registry;
mod rules;
mod tiles;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[
        Heard {
            place: 160,
            module: &rules::TradersBuilders,
        },
    ],
    entries: &[registry::ENTRIES],
    says: &[],
    tiles: tiles::TABLES,
    opening: &[],
};
