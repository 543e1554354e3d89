//! The abbey tile of Abbey & Mayor (the CAR chapter's footnotes are in car.rs).

use carc_engine::{rules, says};

rules! {
    WAGON_NEARBY = "abbey-mayor:wagon-nearby" {
        document: Rulings,
        section: "§3.5 (and §3.1), the variant wagon-move: nearby",
        authority: EditionNote,
        status: Adjudicated,
    }
    ABBEY = "abbey-mayor:abbey" {
        document: BaseRules,
        section: "Abbey & Mayor: the abbey",
        authority: Rulebook,
        status: Adjudicated,
    }
    WAGON_FINAL = "abbey-mayor:wagon-final" {
        document: Rulings,
        section: "§3.9 no wagon moves at game end",
        authority: ProjectRuling,
        status: Adjudicated,
    }
    OWN_WAGONS = "abbey-mayor:own-wagons" {
        document: Rulings,
        section: "§3.8 a player's several freed wagons move in the order written",
        authority: ProjectRuling,
        status: Adjudicated,
    }
    BARNS_ONCE = "abbey-mayor:barns-once" {
        document: Rulings,
        section: "§4.5 several barns of one player on a farm pay once",
        authority: ProjectRuling,
        status: Adjudicated,
    }
}

says! {
    HELP_IN_HOLE = "help-abbey-mayor-in-hole";
    LABEL_NOT_SURROUNDED = "label-abbey-mayor-not-surrounded";
    NOT_IN_HOLE = "refusal-abbey-mayor-not-in-hole";
    PHRASE_SIDE_SQUARE = "phrase-abbey-mayor-side-square";
}
