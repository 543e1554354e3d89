//! The abbot and the gardens (base game, new edition).

rules! {
    DEPLOY = "abbot:deploy" {
        title: "Deploying the abbot",
        document: BaseRules,
        section: "The Abbot",
        authority: Rulebook,
        status: Adjudicated,
        text: "Instead of a follower a player may deploy their abbot, but only on a monastery or a garden of the tile just placed. The abbot counts as one follower.",
    }
    GARDEN = "abbot:garden" {
        title: "Gardens belong to the abbot",
        document: BaseRules,
        section: "The Abbot: gardens",
        authority: Rulebook,
        status: Adjudicated,
        text: "A garden may be occupied by an abbot only; no other figure may be deployed there. It is scored like a monastery: 9 when its eight neighbours are all present, else 1 plus the number of neighbours at game end.",
    }
    TAKE_BACK = "abbot:take-back" {
        title: "Taking the abbot back early",
        document: BaseRules,
        section: "The Abbot: returning the abbot",
        authority: Rulebook,
        status: Adjudicated,
        text: "Instead of deploying, a player may take their own abbot back from an unfinished monastery or garden and score it at once as at game end (1 plus its neighbours, the tile just placed included). An abbot whose feature the tile just placed completes cannot be taken back; that feature scores normally (rulings.md §7).",
    }
}
