//! The Tower (WikiCarpedia, "The Tower", new edition): tower floors,
//! capturing, prisoners.

use carc_engine::{rules, says};

rules! {
    FLOORS = "tower:floors" {
        document: Tower,
        section: "Preparation (tower floors by the number of players)",
        authority: Rulebook,
        status: Adjudicated,
    }
    FLOOR = "tower:floor" {
        document: Tower,
        section: "2. Placing a meeple › A and B: placing a tower floor on a foundation or an open tower",
        authority: Rulebook,
        status: Adjudicated,
    }
    TOP = "tower:top" {
        document: Tower,
        section: "2. Placing a meeple › C: placing a meeple on a tower",
        authority: Rulebook,
        status: Adjudicated,
    }
    CAPTURE = "tower:capture" {
        document: Tower,
        section: "Placing a tower floor and capturing a meeple",
        authority: Rulebook,
        status: Adjudicated,
    }
    REACH = "tower:reach" {
        document: Tower,
        section: "Placing a tower floor and capturing a meeple (the reach of a tower)",
        authority: Rulebook,
        status: Adjudicated,
    }
    EXCHANGE = "tower:exchange" {
        document: Tower,
        section: "Exchanging prisoners",
        authority: Rulebook,
        status: Adjudicated,
    }
    RANSOM = "tower:ransom" {
        document: Tower,
        section: "Paying ransom",
        authority: Rulebook,
        status: Adjudicated,
    }
    RANSOM_ANY_SCORE = "tower:ransom-any-score" {
        document: Rulings,
        section: "§1.8 a ransom may take a score below zero",
        authority: ProjectRuling,
        status: Adjudicated,
    }
    TOP_REOPENS = "tower:top-reopens" {
        document: Rulings,
        section: "§1.8 a tower whose top follower is captured is open again",
        authority: ProjectRuling,
        status: Adjudicated,
    }
}

says! {
    ONE_RANSOM = "refusal-tower-one-ransom";
    LABEL_ONE_RANSOM = "label-tower-one-ransom";
    HELP_ONE_RANSOM = "help-tower-one-ransom";
    ASIDE_CLOSED_BY = "aside-tower-closed-by";
    HELP_CAPTURE_WHOM = "help-tower-capture-whom";
    HELP_FOUNDATIONS = "help-tower-foundations";
    HELP_IN_REACH = "help-tower-in-reach";
    HELP_RANSOM_HELD = "help-tower-ransom-held";
    HELP_TOP_FIRST_FLOOR = "help-tower-top-first-floor";
    HELP_TOP_FOLLOWERS = "help-tower-top-followers";
    HELP_EXCHANGE_NAME = "help-tower-exchange-name";
    LABEL_NO_FOUNDATION = "label-tower-no-foundation";
    LABEL_CLOSED = "label-tower-closed";
    LABEL_OUT_OF_REACH = "label-tower-out-of-reach";
    LABEL_NOBODY_THERE = "label-tower-nobody-there";
    LABEL_NOT_HELD = "label-tower-not-held";
    LABEL_BARE = "label-tower-bare";
    LABEL_NOT_ON_TOWER = "label-tower-not-on-tower";
    LABEL_WHICH = "label-tower-which";
    NO_FOUNDATION = "refusal-tower-no-foundation";
    NO_TILE = "refusal-tower-no-tile";
    CLOSED = "refusal-tower-closed";
    OUT_OF_REACH = "refusal-tower-out-of-reach";
    NOBODY_THERE = "refusal-tower-nobody-there";
    NOT_CAPTURABLE = "refusal-tower-not-capturable";
    AMBIGUOUS = "refusal-tower-ambiguous";
    BARE = "refusal-tower-bare";
    NOT_ON_TOWER = "refusal-tower-not-on-tower";
    NOT_HELD = "refusal-tower-not-held";
    EXCHANGE_WHICH = "refusal-tower-exchange-which";
    EXCHANGE_NOT_HELD = "refusal-tower-exchange-not-held";
    NOTHING_TO_CHOOSE = "refusal-tower-nothing-to-choose";
    NO_FLOORS = "refusal-tower-no-floors";
    LABEL_NO_FLOORS = "label-tower-no-floors";
    HELP_NO_FLOORS = "help-tower-no-floors";
    LABEL_NOTHING_TO_CHOOSE = "label-tower-nothing-to-choose";
    HELP_NO_EXCHANGE = "help-tower-no-exchange";
}
