//! The River (I), new edition (WikiCarpedia, "River": Preparation, Placing
//! a tile, Placing a meeple, Scoring, and the clarifications of the new
//! landscape tiles; the publisher's answers on its first edition's page,
//! "River (1st edition)"): the spring in place of the start tile, the river
//! placed before any other tile, the lake last, and no turn the same way
//! twice in a row.

use carc_engine::{rules, says};

rules! {
    SPRING = "river:spring" {
        document: River,
        section: "Preparation (the spring in place of the start tile; the lake at the bottom of the river's stack)",
        authority: Rulebook,
        status: Adjudicated,
    }
    FIRST = "river:first" {
        document: River,
        section: "Placing a tile (every river tile before any other tile)",
        authority: Rulebook,
        status: Adjudicated,
    }
    CONTINUE = "river:continue" {
        document: River,
        section: "Placing a tile (a river tile continues the river)",
        authority: Rulebook,
        status: Adjudicated,
    }
    LAKE = "river:lake" {
        document: River,
        section: "Preparation (the lake, at the bottom of the stack, is the last river tile)",
        authority: Rulebook,
        status: Adjudicated,
    }
    TURNS = "river:turns" {
        document: River,
        section: "Placing a tile (the river never turns the same way twice in a row) and its footnote (the publisher's answer: no immediate U-turn, and no third turn the same way)",
        authority: Rulebook,
        status: Adjudicated,
    }
    FIELDS = "river:fields" {
        document: River,
        section: "Scoring and the clarifications of the new landscape tiles (the river parts the fields; they go round the spring and the lake; none passes under a bridge)",
        authority: Rulebook,
        status: Adjudicated,
    }
}

says! {
    NOT_RIVER = "refusal-river-first";
    LABEL_NOT_RIVER = "label-river-first";
    HELP_NOT_RIVER = "help-river-first";
    NO_RIVER = "refusal-river-none";
    LABEL_NO_RIVER = "label-river-no-spring";
    FINISHED = "refusal-river-finished";
    LABEL_FINISHED = "label-river-finished";
    HELP_FINISHED = "help-river-finished";
    NOT_AT_END = "refusal-river-not-at-end";
    LABEL_NOT_AT_END = "label-river-not-at-end";
    HELP_NOT_AT_END = "help-river-not-at-end";
    LAKE_EARLY = "refusal-river-lake-early";
    LABEL_LAKE_EARLY = "label-river-lake-early";
    HELP_LAKE_EARLY = "help-river-lake-early";
    U_TURN = "refusal-river-u-turn";
    THIRD_TURN = "refusal-river-third-turn";
    LABEL_TURN = "label-river-turn";
    HELP_TURN = "help-river-turn";
    LEFT = "phrase-river-left";
    RIGHT = "phrase-river-right";
}
