//! The builder alone in a saved game of JCloisterZone (with the rest of
//! Traders & Builders it is that box's).

use carc_core::{FigureKind, RuleSet};

use super::{JczBox, Names};

pub(super) struct Builder;

impl JczBox for Builder {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::Builder,
            sets: &[],
            elements: &["builder"],
            meeples: &[("builder", FigureKind::Builder)],
            kept: &[],
        }
    }
}
