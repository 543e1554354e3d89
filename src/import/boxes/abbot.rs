//! The abbot and the gardens in a saved game of JCloisterZone: its
//! second-edition tile sets carry the gardens, the element `garden` with
//! them.

use carc_core::{FigureKind, RuleSet};

use super::{JczBox, Names};

pub(super) struct Abbot;

impl JczBox for Abbot {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::Abbot,
            sets: &[],
            elements: &["abbot", "garden"],
            meeples: &[("abbot", FigureKind::Abbot)],
            kept: &[],
        }
    }
}
