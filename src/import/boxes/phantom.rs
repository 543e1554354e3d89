//! The phantom in a saved game of JCloisterZone.

use carc_core::{FigureKind, RuleSet};

use super::JczBox;

pub(super) struct Phantom;

impl JczBox for Phantom {
    fn rule_set(&self) -> RuleSet {
        RuleSet::Phantom
    }

    fn elements(&self) -> &'static [&'static str] {
        &["phantom"]
    }

    fn meeples(&self) -> &'static [(&'static str, FigureKind)] {
        &[("phantom", FigureKind::Phantom)]
    }
}
