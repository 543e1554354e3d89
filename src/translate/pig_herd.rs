//! The pig-herd tile has no keys of its own: it is named by id like any
//! other tile.

use super::Keys;

pub(super) struct PigHerd;

impl Keys for PigHerd {}
