//! The abbot and the gardens in a saved game of JCloisterZone: its
//! second-edition tile sets carry the gardens, the element `garden` with
//! them.

use carc_core::{FigureKind, RuleSet};

use super::JczBox;

pub(super) struct Abbot;

impl JczBox for Abbot {
    fn rule_set(&self) -> RuleSet {
        RuleSet::Abbot
    }

    fn elements(&self) -> &'static [&'static str] {
        &["abbot", "garden"]
    }

    fn meeples(&self) -> &'static [(&'static str, FigureKind)] {
        &[("abbot", FigureKind::Abbot)]
    }
}
