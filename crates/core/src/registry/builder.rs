//! The builder (from Traders & Builders), as the sources lean on it.

rules! {
    DEPLOY = "builder:deploy" {
        document: BaseRules,
        section: "Traders & Builders: the builder",
        authority: Rulebook,
        status: Adjudicated,
    }
    DOUBLE_TURN = "builder:double-turn" {
        document: BaseRules,
        section: "Traders & Builders: the builder",
        authority: Rulebook,
        status: Adjudicated,
    }
}
