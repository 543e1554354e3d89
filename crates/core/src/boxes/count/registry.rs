//! The Count of Carcassonne (WikiCarpedia, "The Count of Carcassonne (1st
//! edition)" and "Count, King and Robber" for the new edition): the City of
//! Carcassonne in place of the start tile, its four quarters and the count.

use carc_engine::{rules, says};

rules! {
    CITY = "count:city" {
        document: Count,
        section: "Preparation (the City of Carcassonne in place of the start tile; the count on the castle quarter) and placing tiles against it",
        authority: Rulebook,
        status: Adjudicated,
    }
    ENTER = "count:enter" {
        document: Count,
        section: "Placing a follower in Carcassonne (another player scored and you did not)",
        authority: Rulebook,
        status: Adjudicated,
    }
    FIGURES = "count:figures" {
        document: Rulings,
        section: "§1.13 which figures may enter which quarter (the figure's own features; never the barn)",
        authority: ProjectRuling,
        status: Adjudicated,
    }
    COUNT = "count:count" {
        document: Count,
        section: "Moving the count (by the player who entered; nobody leaves its quarter)",
        authority: Rulebook,
        status: Adjudicated,
    }
    LEAVE = "count:leave" {
        document: Count,
        section: "Moving followers out of Carcassonne (before a completed feature is scored)",
        authority: Rulebook,
        status: Adjudicated,
    }
    MARKET = "count:market" {
        document: Count,
        section: "Moving followers out of Carcassonne › the market (only when farms are scored)",
        authority: Rulebook,
        status: Adjudicated,
    }
    END = "count:end" {
        document: Count,
        section: "End of the game (new edition: only the market's followers move out; the rest score nothing)",
        authority: Rulebook,
        status: Adjudicated,
    }
    CITY_FARM = "count:city-farm" {
        document: Count,
        section: "Footnote to final scoring (the City of Carcassonne counts as a completed city for farms)",
        date: "11/2013",
        authority: Publisher,
        status: Adjudicated,
    }
}

says! {
    SCORED_BEFORE_TILE = "refusal-count-scored-before-tile";
    ONE_ENTRY = "refusal-count-one-entry";
    LABEL_ONE_ENTRY = "label-count-one-entry";
    HELP_ONE_ENTRY = "help-count-one-entry";
    ONE_MOVE = "refusal-count-one-move";
    LABEL_ONE_MOVE = "label-count-one-move";
    HELP_ONE_MOVE = "help-count-one-move";
    NOT_THERE = "refusal-count-not-there";
    LABEL_NOT_THERE = "label-count-not-there";
    HELP_NOT_THERE = "help-count-not-there";
    BLOCKED = "refusal-count-blocked";
    LABEL_BLOCKED = "label-count-blocked";
    HELP_BLOCKED = "help-count-blocked";
    NO_FEATURE = "refusal-count-no-feature";
    WRONG_KIND = "refusal-count-wrong-kind";
    LABEL_WRONG_KIND = "label-count-wrong-kind";
    HELP_WRONG_KIND = "help-count-wrong-kind";
    NOT_COMPLETED = "refusal-count-not-completed";
    LABEL_NOT_COMPLETED = "label-count-not-completed";
    HELP_NOT_COMPLETED = "help-count-not-completed";
    MARKET_NOT_NOW = "refusal-count-market-not-now";
    LABEL_MARKET = "label-count-market";
    HELP_MARKET = "help-count-market";
    END_MARKET_ONLY = "refusal-count-end-market-only";
    HELP_END = "help-count-end";
    NOT_A_FARM = "refusal-count-not-a-farm";
    YOU_SCORED = "refusal-count-you-scored";
    NOBODY_SCORED = "refusal-count-nobody-scored";
    LABEL_ENTER = "label-count-enter";
    HELP_ENTER = "help-count-enter";
    WRONG_QUARTER = "refusal-count-wrong-quarter";
    LABEL_QUARTER = "label-count-quarter";
    HELP_QUARTER = "help-count-quarter";
    NEVER_IN_CITY = "refusal-count-never-in-city";
    HELP_NEVER = "help-count-never";
    MOVE_WITHOUT_ENTER = "refusal-count-move-without-enter";
    LABEL_MOVE = "label-count-move";
    HELP_MOVE = "help-count-move";
    BECAUSE_ENTER = "phrase-count-enter-offered";
    NO_ENTRY = "phrase-count-no-entry";
}
