//! The abbey tile of Abbey & Mayor (the CAR chapter's footnotes are in car.rs).

use carc_engine::{rules, says};

rules! {
    WAGON_NEARBY = "abbey-mayor:wagon-nearby" {
        document: Rulings,
        section: "readings §3.1 and §3.5 (docs/readings.md), variant wagon-move: nearby",
        authority: EditionNote,
        status: Adjudicated,
    }
    ABBEY = "abbey-mayor:abbey" {
        document: BaseRules,
        section: "Abbey & Mayor: the abbey",
        authority: Rulebook,
        status: Adjudicated,
    }
}

says! {
    HELP_IN_HOLE = "help-abbey-mayor-in-hole";
    LABEL_NOT_SURROUNDED = "label-abbey-mayor-not-surrounded";
    NOT_IN_HOLE = "refusal-abbey-mayor-not-in-hole";
    PHRASE_SIDE_SQUARE = "phrase-abbey-mayor-side-square";
}
