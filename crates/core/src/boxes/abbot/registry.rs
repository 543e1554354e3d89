//! The abbot and the gardens (base game, new edition).

use carc_engine::{rules, says};

rules! {
    DEPLOY = "abbot:deploy" {
        document: BaseRules,
        section: "The Abbot",
        authority: Rulebook,
        status: Adjudicated,
    }
    GARDEN = "abbot:garden" {
        document: BaseRules,
        section: "The Abbot: gardens",
        authority: Rulebook,
        status: Adjudicated,
    }
    TAKE_BACK = "abbot:take-back" {
        document: BaseRules,
        section: "The Abbot: returning the abbot",
        authority: Rulebook,
        status: Adjudicated,
    }
}

says! {
    ASIDE_SCORES_INSTEAD = "aside-abbot-scores-instead";
    COMPLETED_NOW = "refusal-abbot-completed-now";
    GARDEN_FOR_ABBOT = "refusal-abbot-garden-for-abbot";
    HELP_ABBOT_STANDS = "help-abbot-abbot-stands";
    HELP_DEPLOY_NORMALLY = "help-abbot-deploy-normally";
    HELP_GARDEN = "help-abbot-garden";
    HELP_GOES_ON = "help-abbot-goes-on";
    LABEL_A_GARDEN = "label-abbot-a-garden";
    LABEL_COMPLETED_NOW = "label-abbot-completed-now";
    LABEL_NO_ABBOT_HERE = "label-abbot-no-abbot-here";
    NO_ABBOT_THERE = "refusal-abbot-no-abbot-there";
}
