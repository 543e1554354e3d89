//! The big follower in a saved game of JCloisterZone.

use carc_core::{FigureKind, RuleSet};

use super::{JczBox, Names};

pub(super) struct BigFollower;

impl JczBox for BigFollower {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::BigFollower,
            sets: &[],
            elements: &["big-follower"],
            meeples: &[("big", FigureKind::BigFollower)],
            kept: &[],
        }
    }
}
