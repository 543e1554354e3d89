//! The pig (from Traders & Builders), as the sources lean on it.

rules! {
    DEPLOY = "pig:deploy" {
        title: "Deploying the pig",
        document: BaseRules,
        section: "Traders & Builders: the pig",
        authority: Rulebook,
        status: Adjudicated,
        text: "Instead of a follower a player may put their pig on a field of the tile just placed, but only if that farm already holds one of their own farmers. The pig is not a follower and does not count for majority.",
    }
    SCORE = "pig:score" {
        title: "The pig fattens the farm",
        document: BaseRules,
        section: "Traders & Builders: the pig",
        authority: Rulebook,
        status: Adjudicated,
        text: "When a farm is scored, a player who has the farmer majority there and also a pig on that farm scores 1 extra point per completed city (4 instead of 3 at game end). A pig helps only a player who wins the farm.",
    }
}
