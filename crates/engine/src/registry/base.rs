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
    ZERO_TOTAL = "base:zero-total" {
        document: Rulings,
        section: "§2.2 a best total of 0 pays nobody",
        authority: ProjectRuling,
        status: Adjudicated,
    }
    SECOND_TRY = "base:second-try" {
        document: Rulings,
        section: "§6b.2 a second try at a part a turn has once is illegal, not broken",
        authority: ProjectRuling,
        status: Adjudicated,
    }
    ONE_TURN = "base:one-turn" {
        document: Rulings,
        section: "§6b.3 the tiles of a double turn are one turn",
        authority: ProjectRuling,
        status: Adjudicated,
    }
}

says! {
    ONE_DEPLOYMENT = "refusal-one-deployment";
    LABEL_ONE_DEPLOYMENT = "label-one-deployment";
    HELP_ONE_DEPLOYMENT = "help-one-deployment";
    NO_NEXT_TILE = "refusal-no-next-tile";
    LABEL_NO_NEXT_TILE = "label-no-next-tile";
    HELP_NO_NEXT_TILE = "help-no-next-tile";
    ONLY_ON_FEATURES = "refusal-only-on-features";
    NOT_A_FIGURE = "refusal-not-a-figure";
    LABEL_NOT_A_FIGURE = "label-not-a-figure";
    LABEL_ONLY_ON_FEATURES = "label-only-on-features";
    ASIDE_EDGE_ON_SIDE = "aside-edge-on-side";
    ASIDE_STANDS_HERE = "aside-stands-here";
    ASIDE_TILE_HERE = "aside-tile-here";
    CANNOT_STAND_ON = "refusal-cannot-stand-on";
    EDGES_MISMATCH = "refusal-edges-mismatch";
    FIGURE_NOT_ON = "refusal-figure-not-on";
    HELP_ALL_ON_BOARD = "help-all-on-board";
    HELP_EMPTY_SQUARE = "help-empty-square";
    HELP_FEATURES_HERE = "help-features-here";
    HELP_FITS_AT = "help-fits-at";
    HELP_FREE_FOR = "help-free-for";
    HELP_FREE_SQUARES = "help-free-squares";
    HELP_GOES_ON = "help-goes-on";
    HELP_STANDS_ON = "help-stands-on";
    INCONSISTENT = "refusal-inconsistent";
    LABEL_A_CORNER = "label-a-corner";
    LABEL_A_KIND = "label-a-kind";
    LABEL_EDGES_MISMATCH = "label-edges-mismatch";
    LABEL_KIND_OCCUPIED = "label-kind-occupied";
    LABEL_NONE_IN_HAND = "label-none-in-hand";
    LABEL_NOT_NEXT_TO_TABLE = "label-not-next-to-table";
    LABEL_NOT_ON_PLACED_TILE = "label-not-on-placed-tile";
    LABEL_TAKEN_SQUARE = "label-taken-square";
    LAKE_NOT_A_FEATURE = "refusal-lake-not-a-feature";
    NEVER_AT_CORNER = "refusal-never-at-corner";
    NONE_IN_SUPPLY = "refusal-none-in-supply";
    NOT_NEXT_TO_TABLE = "refusal-not-next-to-table";
    NO_CENTRE = "refusal-no-centre";
    NO_FEATURE_AT = "refusal-no-feature-at";
    NO_TILE_ON = "refusal-no-tile-on";
    OCCUPIED = "refusal-occupied";
    SQUARE_TAKEN = "refusal-square-taken";
}
