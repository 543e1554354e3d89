//! The phantom in a saved game of JCloisterZone.

use carc_core::{FigureKind, RuleSet};

use super::{JczBox, Names};

pub(super) struct Phantom;

impl JczBox for Phantom {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::Phantom,
            sets: &[],
            elements: &["phantom"],
            meeples: &[("phantom", FigureKind::Phantom)],
            kept: &[],
        }
    }
}
