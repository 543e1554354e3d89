//! The pig alone in a saved game of JCloisterZone (with the rest of
//! Traders & Builders it is that box's).

use carc_core::{FigureKind, RuleSet};

use super::{JczBox, Names};

pub(super) struct Pig;

impl JczBox for Pig {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::Pig,
            sets: &[],
            elements: &["pig"],
            meeples: &[("pig", FigureKind::Pig)],
            kept: &[],
        }
    }
}
