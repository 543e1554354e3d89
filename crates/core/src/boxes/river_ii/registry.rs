//! The River II, new edition (WikiCarpedia, "River": Preparation of The
//! River II, Placing a meeple, and the footnote on mixing river sets; "River
//! (1st edition)": The River II's contents and the publisher's answers):
//! the fork first, branches that never meet, the city lake, the volcano
//! last, and one river when both boxes are played. The rules the two rivers
//! share (the river first, at an open end, its turns, its fields) are The
//! River's (`river:`).

use carc_engine::{rules, says};

rules! {
    FORK = "river-ii:fork" {
        document: RiverII,
        section: "River, Preparation of The River II (the fork set aside with the spring and the lake, and placed first)",
        authority: Rulebook,
        status: Adjudicated,
    }
    BRANCHES = "river-ii:branches" {
        document: RiverII,
        section: "River (1st edition), The River II (each player extends one of the two branches; they never join)",
        authority: Rulebook,
        status: Adjudicated,
    }
    CITY_LAKE = "river-ii:city-lake" {
        document: RiverII,
        section: "River (1st edition), The River II contents (two lakes: one beside a city, one at the volcano); shuffled with the other river tiles (readings §1.16)",
        authority: Rulebook,
        status: Adjudicated,
    }
    VOLCANO = "river-ii:volcano" {
        document: RiverII,
        section: "River, Preparation of The River II (the volcano lake is the last river tile) and Placing a meeple (no figure on it; its player takes another turn at once)",
        authority: Rulebook,
        status: Adjudicated,
    }
    TOGETHER = "river-ii:together" {
        document: RiverII,
        section: "River, Preparation, footnote 1 (river sets may be mixed: one lake for each spring and one more for each fork), and the publisher's answer on River (1st edition) (one spring and one lake leave the game)",
        authority: Rulebook,
        status: Adjudicated,
    }
}

says! {
    FORK_FIRST = "refusal-river-ii-fork-first";
    FORK_LATE = "refusal-river-ii-fork-late";
    LABEL_FORK = "label-river-ii-fork";
    HELP_FORK = "help-river-ii-fork";
    MEET = "refusal-river-ii-branches-meet";
    LABEL_MEET = "label-river-ii-branches-meet";
    HELP_MEET = "help-river-ii-branches-meet";
    VOLCANO_EARLY = "refusal-river-ii-volcano-early";
    LABEL_VOLCANO_EARLY = "label-river-ii-volcano-early";
    HELP_VOLCANO_EARLY = "help-river-ii-volcano-early";
    ON_VOLCANO = "refusal-river-ii-on-volcano";
    LABEL_ON_VOLCANO = "label-river-ii-on-volcano";
    HELP_ON_VOLCANO = "help-river-ii-on-volcano";
    LAKE_OUT = "refusal-river-ii-lake-out";
    LABEL_LAKE_OUT = "label-river-ii-lake-out";
    HELP_LAKE_OUT = "help-river-ii-lake-out";
    ANOTHER_TURN = "aside-river-ii-another-turn";
}
