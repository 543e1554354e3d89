//! The base game (new edition, 2014 onwards), in our own words.

rules! {
    PLACE_TILE = "base:place-tile" {
        document: BaseRules,
        section: "Placing a tile",
        authority: Rulebook,
        status: Adjudicated,
    }
    DEPLOY = "base:deploy" {
        document: BaseRules,
        section: "Placing a meeple",
        authority: Rulebook,
        status: Adjudicated,
    }
    DEPLOY_OCCUPIED = "base:deploy-occupied" {
        document: BaseRules,
        section: "Placing a meeple",
        authority: Rulebook,
        status: Adjudicated,
    }
    SCORE_ROAD = "base:score-road" {
        document: BaseRules,
        section: "Scoring a road",
        authority: Rulebook,
        status: Adjudicated,
    }
    SCORE_CITY = "base:score-city" {
        document: BaseRules,
        section: "Scoring a city",
        authority: Rulebook,
        status: Adjudicated,
    }
    SCORE_MONASTERY = "base:score-monastery" {
        document: BaseRules,
        section: "Scoring a monastery",
        authority: Rulebook,
        status: Adjudicated,
    }
    MAJORITY = "base:majority" {
        document: BaseRules,
        section: "Scoring: several followers on one feature",
        authority: Rulebook,
        status: Adjudicated,
    }
    RETURN = "base:return" {
        document: BaseRules,
        section: "Returning meeples",
        authority: Rulebook,
        status: Adjudicated,
    }
    FINAL_ROAD = "base:final-road" {
        document: BaseRules,
        section: "Final scoring",
        authority: Rulebook,
        status: Adjudicated,
    }
    FINAL_CITY = "base:final-city" {
        document: BaseRules,
        section: "Final scoring",
        authority: Rulebook,
        status: Adjudicated,
    }
    FINAL_MONASTERY = "base:final-monastery" {
        document: BaseRules,
        section: "Final scoring",
        authority: Rulebook,
        status: Adjudicated,
    }
    SCORE_FARM = "base:score-farm" {
        document: BaseRules,
        section: "Final scoring: farms",
        authority: Rulebook,
        status: Adjudicated,
    }
    FINAL_SCORING = "base:final-scoring" {
        document: BaseRules,
        section: "End of the game",
        authority: Rulebook,
        status: Adjudicated,
    }
}
