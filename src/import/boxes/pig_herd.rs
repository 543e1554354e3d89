//! The pig-herd tile in a saved game of JCloisterZone: the element
//! `pig-herd` lets its tiles count for the farmers; without such a tile on
//! the table it changes nothing.

use carc_core::RuleSet;

use super::{JczBox, Names};

pub(super) struct PigHerd;

impl JczBox for PigHerd {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::PigHerd,
            sets: &[],
            elements: &["pig-herd"],
            meeples: &[],
            kept: &[],
        }
    }
}
