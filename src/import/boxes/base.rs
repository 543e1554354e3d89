//! The base game in a saved game of JCloisterZone.

use carc_core::{FigureKind, RuleSet};

use super::{JczBox, Kept, Names};

pub(super) struct Base;

impl JczBox for Base {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::Base,
            sets: &[("basic", "BA")],
            elements: &["small-follower", "farmers"],
            meeples: &[("small", FigureKind::Follower)],
            // JCloisterZone can score a completed city of two tiles 2, as
            // the first edition did.
            kept: &[Kept {
                key: "tiny-city-scoring",
                values: &["4"],
                why: "diag-carc-scores-completed-city-two",
            }],
        }
    }
}
