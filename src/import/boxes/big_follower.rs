//! The big follower in a saved game of JCloisterZone.

use carc_core::{FigureKind, RuleSet};

use super::JczBox;

pub(super) struct BigFollower;

impl JczBox for BigFollower {
    fn rule_set(&self) -> RuleSet {
        RuleSet::BigFollower
    }

    fn elements(&self) -> &'static [&'static str] {
        &["big-follower"]
    }

    fn meeples(&self) -> &'static [(&'static str, FigureKind)] {
        &[("big", FigureKind::BigFollower)]
    }
}
