//! The pig (from Traders & Builders), as the sources lean on it.

use carc_engine::{rules, says};

rules! {
    DEPLOY = "pig:deploy" {
        document: BaseRules,
        section: "Traders & Builders: the pig",
        authority: Rulebook,
        status: Adjudicated,
    }
    SCORE = "pig:score" {
        document: BaseRules,
        section: "Traders & Builders: the pig",
        authority: Rulebook,
        status: Adjudicated,
    }
}

says! {
    HELP_GOES_ON = "help-pig-goes-on";
    HELP_JOINS = "help-pig-joins";
    LABEL_NO_FARMER = "label-pig-no-farmer";
    NO_FARMER = "refusal-pig-no-farmer";
}
