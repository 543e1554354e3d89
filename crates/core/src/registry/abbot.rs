//! The abbot and the gardens (base game, new edition).

rules! {
    DEPLOY = "abbot:deploy" {
        document: BaseRules,
        section: "The Abbot",
        authority: Rulebook,
        status: Adjudicated,
    }
    GARDEN = "abbot:garden" {
        document: BaseRules,
        section: "The Abbot: gardens",
        authority: Rulebook,
        status: Adjudicated,
    }
    TAKE_BACK = "abbot:take-back" {
        document: BaseRules,
        section: "The Abbot: returning the abbot",
        authority: Rulebook,
        status: Adjudicated,
    }
}
