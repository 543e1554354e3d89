//! The builder alone in a saved game of JCloisterZone (with the rest of
//! Traders & Builders it is that box's).

use carc_core::{FigureKind, RuleSet};

use super::JczBox;

pub(super) struct Builder;

impl JczBox for Builder {
    fn rule_set(&self) -> RuleSet {
        RuleSet::Builder
    }

    fn elements(&self) -> &'static [&'static str] {
        &["builder"]
    }

    fn meeples(&self) -> &'static [(&'static str, FigureKind)] {
        &[("builder", FigureKind::Builder)]
    }
}
