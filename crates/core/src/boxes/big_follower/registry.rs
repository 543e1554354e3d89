//! The big follower (from Inns & Cathedrals), as the sources lean on it.

use carc_engine::rules;

rules! {
    STRENGTH = "big-follower:strength" {
        document: BaseRules,
        section: "Inns & Cathedrals: the big follower",
        authority: Rulebook,
        status: Adjudicated,
    }
}
