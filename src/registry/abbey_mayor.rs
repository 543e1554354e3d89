//! The abbey tile of Abbey & Mayor (the CAR chapter's footnotes are in car.rs).

use super::Status;

const PENDING: Status = Status::Unsupported("the Abbey & Mayor rules are not built yet");

rules! {
    ABBEY = "abbey-mayor:abbey" {
        title: "Placing the abbey",
        document: BaseRules,
        section: "Abbey & Mayor: the abbey",
        authority: Rulebook,
        status: PENDING,
        text: "Instead of drawing, a player may place their abbey tile into a square whose four neighbours all hold tiles; it fits against any edges. It closes each road, city and farm that touches it, without being counted as a tile of them, and scores as a monastery.",
    }
}
