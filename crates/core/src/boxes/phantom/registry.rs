//! The phantom (a mini-expansion), as the sources lean on it.

use carc_engine::{rules, says};

rules! {
    DEPLOY = "phantom:deploy" {
        document: BaseRules,
        section: "The Phantom",
        authority: Rulebook,
        status: Adjudicated,
    }
}

says! {
    HELP_ELSEWHERE = "help-phantom-elsewhere";
    LABEL_JUST_TAKEN = "label-phantom-just-taken";
    SAME_FEATURE = "refusal-phantom-same-feature";
}
