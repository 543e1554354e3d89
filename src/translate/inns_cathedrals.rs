//! Inns & Cathedrals has no keys of its own: its tiles are named by id like
//! any other, and its big follower is the big follower's rule set.

use super::Keys;

pub(super) struct InnsCathedrals;

impl Keys for InnsCathedrals {}
