//! The abbey tile of Abbey & Mayor (the CAR chapter's footnotes are in car.rs).

rules! {
    WAGON_NEARBY = "abbey-mayor:wagon-nearby" {
        title: "Variant: the new edition's nearby wagon move",
        document: Rulings,
        section: "rulings.md §3, variant wagon-move: nearby",
        authority: EditionNote,
        status: Adjudicated,
        text: "With `variants: {wagon-move: nearby}` the judge applies the new edition's rule instead of the CAR's: after scoring, the wagon may go to an incomplete, unoccupied road, city or monastery that has a part on the wagon's own square or one of the eight around it, crossing fields if need be, with no printed connection needed. The CAR (first edition) rule is the default.",
    }
    ABBEY = "abbey-mayor:abbey" {
        title: "Placing the abbey",
        document: BaseRules,
        section: "Abbey & Mayor: the abbey",
        authority: Rulebook,
        status: Adjudicated,
        text: "Instead of drawing, a player may place their abbey tile into a square whose four neighbours all hold tiles; it fits against any edges. It closes each road, city and farm that touches it, without being counted as a tile of them, and scores as a monastery.",
    }
}
