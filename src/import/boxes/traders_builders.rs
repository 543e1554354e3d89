//! Traders & Builders in a saved game of JCloisterZone: its tiles and the
//! goods (its builder and pig are those boxes').

use carc_core::RuleSet;

use super::{JczBox, Names};

pub(super) struct TradersBuilders;

impl JczBox for TradersBuilders {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::TradersBuilders,
            sets: &[("traders-and-builders", "TB")],
            elements: &["traders"],
            meeples: &[],
            kept: &[],
        }
    }
}
