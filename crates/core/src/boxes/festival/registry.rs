//! The Festival (WikiCarpedia, "The Festival"): taking back one of your
//! own figures instead of deploying.

use carc_engine::{rules, says};

rules! {
    RETURN = "festival:return" {
        document: Festival,
        section: "Gameplay › 2. Placing a meeple",
        authority: Rulebook,
        status: Adjudicated,
    }
    OWN = "festival:own" {
        document: Festival,
        section: "Gameplay › 2. Placing a meeple, footnotes (your own figures only, none of another player's and no neutral piece)",
        authority: Publisher,
        status: Adjudicated,
    }
}

says! {
    PRISONER = "refusal-festival-prisoner";
    LABEL_PRISONER = "label-festival-prisoner";
    HELP_PRISONER = "help-festival-prisoner";
    NOT_FESTIVAL = "refusal-festival-not-festival";
    LABEL_NOT_FESTIVAL = "label-festival-not-festival";
    HELP_NOT_FESTIVAL = "help-festival-not-festival";
    NOT_OWN = "refusal-festival-not-own";
    LABEL_NOT_OWN = "label-festival-not-own";
    HELP_NOT_OWN = "help-festival-not-own";
    NOTHING_THERE = "refusal-festival-nothing-there";
    LABEL_NOTHING_THERE = "label-festival-nothing-there";
    HELP_NOTHING_THERE = "help-festival-nothing-there";
    AMBIGUOUS = "refusal-festival-ambiguous";
    LABEL_WHICH = "label-festival-which";
}
