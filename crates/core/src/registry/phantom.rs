//! The phantom (a mini-expansion), as the sources lean on it.

rules! {
    DEPLOY = "phantom:deploy" {
        document: BaseRules,
        section: "The Phantom",
        authority: Rulebook,
        status: Adjudicated,
    }
}
