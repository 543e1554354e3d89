//! The base game (new edition): its tiles, gardens included, and where a
//! plain follower may stand. The turn's steps themselves are the engine's,
//! and so are the base rules they cite (`carc_engine::registry::base`).

mod rules;
mod tiles;

use super::{Declaration, Heard};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {
    modules: &[
        Heard {
            place: 1000,
            module: &rules::Base,
        },
    ],
    entries: &[carc_engine::registry::base::ENTRIES],
    says: &[carc_engine::registry::base::SAYS],
    tiles: tiles::TABLES,
    opening: &[],
};
