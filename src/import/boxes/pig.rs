//! The pig alone in a saved game of JCloisterZone (with the rest of
//! Traders & Builders it is that box's).

use carc_core::{FigureKind, RuleSet};

use super::JczBox;

pub(super) struct Pig;

impl JczBox for Pig {
    fn rule_set(&self) -> RuleSet {
        RuleSet::Pig
    }

    fn elements(&self) -> &'static [&'static str] {
        &["pig"]
    }

    fn meeples(&self) -> &'static [(&'static str, FigureKind)] {
        &[("pig", FigureKind::Pig)]
    }
}
