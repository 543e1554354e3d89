//! Traders & Builders in a saved game of JCloisterZone: its tiles and the
//! goods (its builder and pig are those boxes').

use carc_core::RuleSet;

use super::JczBox;

pub(super) struct TradersBuilders;

impl JczBox for TradersBuilders {
    fn rule_set(&self) -> RuleSet {
        RuleSet::TradersBuilders
    }

    fn sets(&self) -> &'static [&'static str] {
        &["traders-and-builders"]
    }

    fn elements(&self) -> &'static [&'static str] {
        &["traders"]
    }
}
