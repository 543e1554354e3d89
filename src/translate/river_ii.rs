//! The River II has no keys of its own: its tiles are named by id like any
//! other, and the volcano's extra turn is `expect`'s `double-turn`, the
//! builder's key.

use super::Keys;

pub(super) struct RiverII;

impl Keys for RiverII {}
