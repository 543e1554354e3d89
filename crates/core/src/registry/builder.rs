//! The builder (from Traders & Builders), as the sources lean on it.

rules! {
    DEPLOY = "builder:deploy" {
        title: "Deploying the builder",
        document: BaseRules,
        section: "Traders & Builders: the builder",
        authority: Rulebook,
        status: Adjudicated,
        text: "Instead of a follower a player may put their builder on a road or city of the tile just placed, but only if that feature already holds one of their own followers. The builder is not a follower: it neither occupies nor counts for majority, and it goes home when its feature is scored or no longer holds its owner's follower.",
    }
    DOUBLE_TURN = "builder:double-turn" {
        title: "The builder's double turn",
        document: BaseRules,
        section: "Traders & Builders: the builder",
        authority: Rulebook,
        status: Adjudicated,
        text: "When a player places a tile that extends a road or city holding their builder, they take a second turn right after this one. Only placing a tile can trigger it, and only once per turn.",
    }
}
