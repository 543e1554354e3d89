//! Inns & Cathedrals in a saved game of JCloisterZone: its tiles, the inns
//! and the cathedrals (its big follower is the big follower's).

use carc_core::RuleSet;

use super::JczBox;

pub(super) struct InnsCathedrals;

impl JczBox for InnsCathedrals {
    fn rule_set(&self) -> RuleSet {
        RuleSet::InnsCathedrals
    }

    fn sets(&self) -> &'static [&'static str] {
        &["inns-and-cathedrals"]
    }

    fn elements(&self) -> &'static [&'static str] {
        &["inn", "cathedral"]
    }
}
