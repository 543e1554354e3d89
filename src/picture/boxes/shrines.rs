//! Shrines in the pictures: a shrine is drawn where a monastery is, by the
//! shared tile drawing (a monastery by kind), and the box adds nothing of
//! its own.

use super::Pictures;

pub(super) struct Shrines;

impl Pictures for Shrines {}
