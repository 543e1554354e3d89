//! The abbey tile of Abbey & Mayor (the CAR chapter's footnotes are in car.rs).

rules! {
    WAGON_NEARBY = "abbey-mayor:wagon-nearby" {
        document: Rulings,
        section: "rulings.md §3, variant wagon-move: nearby",
        authority: EditionNote,
        status: Adjudicated,
    }
    ABBEY = "abbey-mayor:abbey" {
        document: BaseRules,
        section: "Abbey & Mayor: the abbey",
        authority: Rulebook,
        status: Adjudicated,
    }
}
