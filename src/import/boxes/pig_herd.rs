//! The pig-herd tile in a saved game of JCloisterZone: the element
//! `pig-herd` lets its tiles count for the farmers; without such a tile on
//! the table it changes nothing.

use carc_core::RuleSet;

use super::JczBox;

pub(super) struct PigHerd;

impl JczBox for PigHerd {
    fn rule_set(&self) -> RuleSet {
        RuleSet::PigHerd
    }

    fn elements(&self) -> &'static [&'static str] {
        &["pig-herd"]
    }
}
