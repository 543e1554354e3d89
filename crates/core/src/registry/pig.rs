//! The pig (from Traders & Builders), as the sources lean on it.

rules! {
    DEPLOY = "pig:deploy" {
        document: BaseRules,
        section: "Traders & Builders: the pig",
        authority: Rulebook,
        status: Adjudicated,
    }
    SCORE = "pig:score" {
        document: BaseRules,
        section: "Traders & Builders: the pig",
        authority: Rulebook,
        status: Adjudicated,
    }
}
