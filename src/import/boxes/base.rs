//! The base game in a saved game of JCloisterZone.

use carc_core::{FigureKind, RuleSet};

use super::JczBox;

pub(super) struct Base;

impl JczBox for Base {
    fn rule_set(&self) -> RuleSet {
        RuleSet::Base
    }

    fn sets(&self) -> &'static [&'static str] {
        &["basic"]
    }

    /// Farmers are part of the base game: without them nobody is on a
    /// field, which a game simply shows by deploying none.
    fn elements(&self) -> &'static [&'static str] {
        &["small-follower", "farmers"]
    }

    fn meeples(&self) -> &'static [(&'static str, FigureKind)] {
        &[("small", FigureKind::Follower)]
    }

    /// JCloisterZone can score a completed city of two tiles 2 as the
    /// first edition did; carc judges the new edition's 4 (readings §1.1).
    fn rule(
        &self,
        key: &str,
        value: &str,
        _rules: &mut carc_core::position::Rules,
    ) -> Option<Result<(), String>> {
        (key == "tiny-city-scoring").then(|| match value {
            "4" => Ok(()),
            _ => Err("carc scores a completed city of two tiles 4, as the new edition does (readings §1.1); set the rule to 4 in JCloisterZone".to_owned()),
        })
    }
}
