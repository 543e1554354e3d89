//! Footnotes and sections of The Ferries (WikiCarpedia), in our own words.

use carc_engine::{rules, says};

rules! {
    PLACE = "ferries:place" {
        document: Ferries,
        section: "2. Placing a meeple and a ferry",
        authority: Rulebook,
        status: Adjudicated,
    }
    MOVE = "ferries:move" {
        document: Ferries,
        section: "Extending a road with a ferry on it",
        authority: Rulebook,
        status: Adjudicated,
    }
    SCORE = "ferries:score" {
        document: Ferries,
        section: "3. Scoring a feature",
        authority: Rulebook,
        status: Adjudicated,
    }

    FN1 = "ferries:fn1" {
        document: Ferries,
        section: "footnote 1 (to §2, placing a meeple and a ferry)",
        date: "5/2014",
        authority: Publisher,
        status: Adjudicated,
    }
    FN2 = "ferries:fn2" {
        document: Ferries,
        section: "footnote 2 (to extending a road with a ferry on it)",
        date: "2/2013",
        authority: Publisher,
        status: Adjudicated,
    }
    FN3 = "ferries:fn3" {
        document: Ferries,
        section: "footnote 3 (to extending a road with a ferry on it, several ferries)",
        date: "1/2013",
        authority: Publisher,
        status: Adjudicated,
    }
    FN4 = "ferries:fn4" {
        document: Ferries,
        section: "footnote 4 (to extending a road with a ferry on it, scored roads reopened)",
        authority: Community,
        status: Adjudicated,
    }
    FN5 = "ferries:fn5" {
        document: Ferries,
        section: "footnote 5 (to other expansions: Traders and Builders)",
        date: "5/2013",
        authority: Publisher,
        status: Adjudicated,
    }
}

says! {
    ALREADY_JOINS = "refusal-ferries-already-joins";
    ASIDE_FIRST_FERRY = "aside-ferries-first-ferry";
    ASIDE_FIRST_MOVE = "aside-ferries-first-move";
    ASIDE_MOVE_JOINED = "aside-ferries-move-joined";
    ASIDE_ROAD_ENDS = "aside-ferries-road-ends";
    DEAD_END = "refusal-ferries-dead-end";
    HELP_ADD_FERRY = "help-ferries-add-ferry";
    HELP_FERRY_MOVES = "help-ferries-ferry-moves";
    HELP_REMOVE_FERRY = "help-ferries-remove-ferry";
    JOINED_BY_MOVE = "refusal-ferries-joined-by-move";
    JUST_PLACED = "refusal-ferries-just-placed";
    LABEL_FERRY_NOT_ON_ROAD = "label-ferries-ferry-not-on-road";
    LABEL_LAKE_WITHOUT_FERRY = "label-ferries-lake-without-ferry";
    LABEL_NEW_LAKE_FERRY = "label-ferries-new-lake-ferry";
    LABEL_NOT_A_MOVE = "label-ferries-not-a-move";
    LABEL_NOT_FIRST = "label-ferries-not-first";
    LABEL_NOT_ON_EXTENDED_ROAD = "label-ferries-not-on-extended-road";
    LABEL_NOT_REACHED = "label-ferries-not-reached";
    LABEL_NO_LAKE = "label-ferries-no-lake";
    LABEL_SECOND_MOVE = "label-ferries-second-move";
    LAKE_NEEDS_FERRY = "refusal-ferries-lake-needs-ferry";
    MOVED_TWICE = "refusal-ferries-moved-twice";
    MOVED_EARLIER = "refusal-ferries-moved-earlier";
    NOT_FIRST = "refusal-ferries-not-first";
    NOT_REACHED = "refusal-ferries-not-reached";
    NO_FERRY_TO_MOVE = "refusal-ferries-no-ferry-to-move";
    NO_LAKE = "refusal-ferries-no-lake";
    PHRASE_FERRY_MOVE = "phrase-ferries-ferry-move";
}
