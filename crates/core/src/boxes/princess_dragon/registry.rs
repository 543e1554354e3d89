//! The Princess & the Dragon (WikiCarpedia, "The Princess and The Dragon",
//! new edition): the volcano, the dragon, the fairy, magic portals and
//! princesses.

use carc_engine::{rules, says};

rules! {
    VOLCANO = "pd:volcano" {
        document: PrincessDragon,
        section: "The dragon › 1. Placing a tile: the volcano",
        authority: Rulebook,
        status: Adjudicated,
    }
    DRAGON_SET_ASIDE = "pd:dragon-set-aside" {
        document: PrincessDragon,
        section: "The dragon › Additional clarifications (a dragon tile before the dragon is in play)",
        authority: Rulebook,
        status: Adjudicated,
    }
    DRAGON_MOVE = "pd:dragon-move" {
        document: PrincessDragon,
        section: "The dragon › 2b. The dragon moves",
        authority: Rulebook,
        status: Adjudicated,
    }
    DRAGON_EATS = "pd:dragon-eats" {
        document: PrincessDragon,
        section: "The dragon › 2b. The dragon moves (what it eats)",
        authority: Rulebook,
        status: Adjudicated,
    }
    FAIRY = "pd:fairy" {
        document: PrincessDragon,
        section: "The fairy › 2. Placing a meeple: the fairy moves",
        authority: Rulebook,
        status: Adjudicated,
    }
    FAIRY_POINT = "pd:fairy-point" {
        document: PrincessDragon,
        section: "The fairy › at the start of your turn",
        authority: Rulebook,
        status: Adjudicated,
    }
    FAIRY_SCORE = "pd:fairy-score" {
        document: PrincessDragon,
        section: "The fairy › 3. Scoring a feature",
        authority: Rulebook,
        status: Adjudicated,
    }
    PORTAL = "pd:portal" {
        document: PrincessDragon,
        section: "The magic portal › 2. Placing a meeple",
        authority: Rulebook,
        status: Adjudicated,
    }
    PRINCESS = "pd:princess" {
        document: PrincessDragon,
        section: "The princess › 2. Placing a meeple",
        authority: Rulebook,
        status: Adjudicated,
    }
}

says! {
    ASIDE_FAIRY_HERE = "aside-pd-fairy-here";
    DRAGON_OUT_OF_PLAY = "refusal-pd-dragon-out-of-play";
    LABEL_DRAGON_OUT = "label-pd-dragon-out";
    HELP_DRAGON_OUT = "help-pd-dragon-out";
    ON_VOLCANO = "refusal-pd-on-volcano";
    LABEL_VOLCANO = "label-pd-volcano";
    HELP_VOLCANO = "help-pd-volcano";
    NO_PATH = "refusal-pd-no-path";
    LABEL_NO_PATH = "label-pd-no-path";
    PATH_NOT_ASKED = "refusal-pd-path-not-asked";
    LABEL_PATH_NOT_ASKED = "label-pd-path-not-asked";
    HELP_NO_PATH_HERE = "help-pd-no-path-here";
    STEP_NOT_NEXT = "refusal-pd-step-not-next";
    STEP_EMPTY = "refusal-pd-step-empty";
    STEP_VISITED = "refusal-pd-step-visited";
    STEP_FAIRY = "refusal-pd-step-fairy";
    LABEL_STEP = "label-pd-step";
    HELP_STEPS = "help-pd-steps";
    TOO_SHORT = "refusal-pd-too-short";
    TOO_LONG = "refusal-pd-too-long";
    LABEL_LENGTH = "label-pd-length";
    HELP_SIX = "help-pd-six";
    NOT_MINE = "refusal-pd-not-mine";
    NOT_A_FOLLOWER = "refusal-pd-not-a-follower";
    NOBODY_THERE = "refusal-pd-nobody-there";
    AMBIGUOUS = "refusal-pd-ambiguous";
    LABEL_WHICH = "label-pd-which";
    LABEL_FIGURE = "label-pd-figure";
    LABEL_KNIGHT = "label-pd-knight";
    HELP_FAIRY = "help-pd-fairy";
    NO_PORTAL = "refusal-pd-no-portal";
    LABEL_NO_PORTAL = "label-pd-no-portal";
    PORTAL_COMPLETE = "refusal-pd-portal-complete";
    PORTAL_OCCUPIED = "refusal-pd-portal-occupied";
    PORTAL_NO_TILE = "refusal-pd-portal-no-tile";
    PORTAL_NOT_FEATURE = "refusal-pd-portal-not-feature";
    LABEL_PORTAL = "label-pd-portal";
    HELP_PORTAL = "help-pd-portal";
    BARN_NO_PORTAL = "refusal-pd-barn-no-portal";
    NO_PRINCESS = "refusal-pd-no-princess";
    LABEL_NO_PRINCESS = "label-pd-no-princess";
    HELP_NO_PRINCESS = "help-pd-no-princess";
    HELP_PORTAL_TILE = "help-pd-portal-tile";
    HELP_BARN_CORNER = "help-pd-barn-corner";
    NOT_IN_CITY = "refusal-pd-not-in-city";
    HELP_PRINCESS = "help-pd-princess";
}
