//! The builder (from Traders & Builders), as the sources lean on it.

use carc_engine::{rules, says};

rules! {
    DEPLOY = "builder:deploy" {
        document: BaseRules,
        section: "Traders & Builders: the builder",
        authority: Rulebook,
        status: Adjudicated,
    }
    DOUBLE_TURN = "builder:double-turn" {
        document: BaseRules,
        section: "Traders & Builders: the builder",
        authority: Rulebook,
        status: Adjudicated,
    }
}

says! {
    HELP_GOES_ON = "help-builder-goes-on";
    HELP_JOINS = "help-builder-joins";
    LABEL_NO_FOLLOWER = "label-builder-no-follower";
    NO_FOLLOWER = "refusal-builder-no-follower";
}
