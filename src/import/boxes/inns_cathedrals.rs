//! Inns & Cathedrals in a saved game of JCloisterZone: its tiles, the inns
//! and the cathedrals (its big follower is the big follower's).

use carc_core::RuleSet;

use super::{JczBox, Names};

pub(super) struct InnsCathedrals;

impl JczBox for InnsCathedrals {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::InnsCathedrals,
            sets: &[("inns-and-cathedrals", "IC")],
            elements: &["inn", "cathedral"],
            meeples: &[],
            kept: &[],
        }
    }
}
