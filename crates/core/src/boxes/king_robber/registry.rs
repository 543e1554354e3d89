//! King & Robber (WikiCarpedia, "King and Robber Baron (1st edition)": the
//! King, the Robber Baron; "Count, King and Robber": the box and the
//! publisher's answer on the City of Carcassonne): the king's tile to whoever
//! completes a city larger than every city before, the robber's for roads,
//! and a point a completed city or road for their holders at the end.

use carc_engine::{rules, says};

rules! {
    KING = "kr:king" {
        document: KingRobber,
        section: "King and Robber Baron (1st edition), Completed city › The King (the first city completed, then each larger one, takes the king's tile; larger means more tiles: readings §1.17)",
        authority: Rulebook,
        status: Adjudicated,
    }
    ROBBER = "kr:robber" {
        document: KingRobber,
        section: "King and Robber Baron (1st edition), Completed road › The Robber Baron (as the king, for roads; longer means more tiles: readings §1.17)",
        authority: Rulebook,
        status: Adjudicated,
    }
    FINAL = "kr:final" {
        document: KingRobber,
        section: "King and Robber Baron (1st edition), The King and The Robber Baron (at the end, a point for each completed city, or road, on the table)",
        authority: Rulebook,
        status: Adjudicated,
    }
    CITY_OF_CARCASSONNE = "kr:city-of-carcassonne" {
        document: KingRobber,
        section: "Count, King and Robber (1st edition), The Count of Carcassonne › Preparation, footnote 1 (the publisher's answer: the City of Carcassonne counts as a completed city for the king)",
        authority: Publisher,
        status: Adjudicated,
    }
}

says! {
    KING_FIRST = "aside-kr-king-first";
    KING_TAKEN = "aside-kr-king-taken";
    KING_STAYS = "aside-kr-king-stays";
    KING_RAISED = "aside-kr-king-raised";
    ROBBER_FIRST = "aside-kr-robber-first";
    ROBBER_TAKEN = "aside-kr-robber-taken";
    ROBBER_STAYS = "aside-kr-robber-stays";
    ROBBER_RAISED = "aside-kr-robber-raised";
    KING_SCORES = "aside-kr-king-scores";
    KING_SCORES_WITH_CITY = "aside-kr-king-scores-with-city";
    ROBBER_SCORES = "aside-kr-robber-scores";
    KING_HELD = "aside-kr-king-held";
    ROBBER_HELD = "aside-kr-robber-held";
}
