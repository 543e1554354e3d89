//! Shrines have no keys of their own: a shrine tile is named by id, and a
//! follower on its shrine by `on: shrine`, the centre name every layer
//! already reads.

use super::Keys;

pub(super) struct Shrines;

impl Keys for Shrines {}
