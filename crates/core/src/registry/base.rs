//! The base game (new edition, 2014 onwards), in our own words.

rules! {
    PLACE_TILE = "base:place-tile" {
        title: "Placing a tile",
        document: BaseRules,
        section: "Placing a tile",
        authority: Rulebook,
        status: Adjudicated,
        text: "The drawn tile goes on an empty square that shares at least one side with a tile already on the table, turned so that every side it shares matches its neighbour: city against city, road against road, field against field.",
    }
    DEPLOY = "base:deploy" {
        title: "Deploying a figure",
        document: BaseRules,
        section: "Placing a meeple",
        authority: Rulebook,
        status: Adjudicated,
        text: "After placing the tile, the player may put one figure from their own supply on one feature of that tile (a road, city, monastery or field), or deploy nothing. Only features of the tile just placed are eligible.",
    }
    DEPLOY_OCCUPIED = "base:deploy-occupied" {
        title: "No deployment onto an occupied feature",
        document: BaseRules,
        section: "Placing a meeple",
        authority: Rulebook,
        status: Adjudicated,
        text: "A figure may not be deployed on a feature that already holds a follower anywhere along it, whoever owns that follower and however many tiles away it stands. Features occupied by several players arise only when a tile joins separately claimed parts.",
    }
    SCORE_ROAD = "base:score-road" {
        title: "Scoring a completed road",
        document: BaseRules,
        section: "Scoring a road",
        authority: Rulebook,
        status: Adjudicated,
        text: "A road is complete when both of its ends stop: at a crossing, a city, a monastery, a dead end, or by closing into a loop. It scores 1 point for each tile it runs over (a tile counts once).",
    }
    SCORE_CITY = "base:score-city" {
        title: "Scoring a completed city",
        document: BaseRules,
        section: "Scoring a city",
        authority: Rulebook,
        status: Adjudicated,
        text: "A city is complete when its walls close with no gap. It scores 2 points per tile and 2 more per pennant; in the new edition a city of only two tiles scores 4 as well.",
    }
    SCORE_MONASTERY = "base:score-monastery" {
        title: "Scoring a completed monastery",
        document: BaseRules,
        section: "Scoring a monastery",
        authority: Rulebook,
        status: Adjudicated,
        text: "A monastery is complete when all eight squares around it hold tiles; it then scores 9 points: one for its own tile and one for each neighbour.",
    }
    MAJORITY = "base:majority" {
        title: "Who scores a feature",
        document: BaseRules,
        section: "Scoring: several followers on one feature",
        authority: Rulebook,
        status: Adjudicated,
        text: "When a feature scores, each player adds up the strength of their followers on it. The player with the greatest total scores the full value; players tied for the greatest total each score it in full; everyone else gets nothing.",
    }
    RETURN = "base:return" {
        title: "Figures go home after scoring",
        document: BaseRules,
        section: "Returning meeples",
        authority: Rulebook,
        status: Adjudicated,
        text: "After a completed feature is scored, every figure on it goes back to its owner's supply, whether or not that owner scored.",
    }
    FINAL_ROAD = "base:final-road" {
        title: "Open roads at game end",
        document: BaseRules,
        section: "Final scoring",
        authority: Rulebook,
        status: Adjudicated,
        text: "At the end of the game an unfinished road scores 1 point per tile for the majority, as a completed one does.",
    }
    FINAL_CITY = "base:final-city" {
        title: "Open cities at game end",
        document: BaseRules,
        section: "Final scoring",
        authority: Rulebook,
        status: Adjudicated,
        text: "At the end of the game an unfinished city scores half: 1 point per tile and 1 per pennant.",
    }
    FINAL_MONASTERY = "base:final-monastery" {
        title: "Unfinished monasteries at game end",
        document: BaseRules,
        section: "Final scoring",
        authority: Rulebook,
        status: Adjudicated,
        text: "At the end of the game an unfinished monastery scores 1 point for its own tile plus 1 for each tile among its eight neighbours.",
    }
    SCORE_FARM = "base:score-farm" {
        title: "Farms at game end",
        document: BaseRules,
        section: "Final scoring: farms",
        authority: Rulebook,
        status: Adjudicated,
        text: "At the end of the game each farm (a connected field, bounded by roads, cities and the edge of the table) is scored for the majority of its farmers: 3 points for every completed city that borders it. A city bordering several farms is counted for each of them, but only once per farm.",
    }
    FINAL_SCORING = "base:final-scoring" {
        title: "The final scoring",
        document: BaseRules,
        section: "End of the game",
        authority: Rulebook,
        status: Adjudicated,
        text: "When the last tile has been played, every feature that still holds figures is scored at its game-end value, then the farms; the figures come off the board as their features are scored.",
    }
}
