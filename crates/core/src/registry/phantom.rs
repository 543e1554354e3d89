//! The phantom (a mini-expansion), as the sources lean on it.

rules! {
    DEPLOY = "phantom:deploy" {
        title: "The phantom is a second deployment",
        document: BaseRules,
        section: "The Phantom",
        authority: Rulebook,
        status: Adjudicated,
        text: "After the usual deployment (or instead of it) a player may deploy their phantom on the tile just placed, by the usual rules, on a different feature from the one their first figure took this turn. It counts as one follower.",
    }
}
