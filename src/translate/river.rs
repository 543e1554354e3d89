//! The River in the scenario layer: the box's keys checked against the
//! table and the rules in play, translated into the core's values and
//! written back. It has none yet; implement the steps of `Keys` its keys
//! take part in (the Tower's file shows each).

use super::Keys;

pub(super) struct River;

impl Keys for River {}
