//! The pig-herd tile of The River II (WikiCarpedia, "The River II"): one
//! more point a city for whoever scores its farm.

use carc_engine::rules;

rules! {
    SCORE = "pigherd:score" {
        document: RiverII,
        section: "The pig herd (scoring the farm that holds it)",
        authority: Rulebook,
        status: Adjudicated,
    }
}
