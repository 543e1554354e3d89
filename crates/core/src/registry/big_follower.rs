//! The big follower (from Inns & Cathedrals), as the sources lean on it.

rules! {
    STRENGTH = "big-follower:strength" {
        title: "The big follower counts double",
        document: BaseRules,
        section: "Inns & Cathedrals: the big follower",
        authority: Rulebook,
        status: Adjudicated,
        text: "The big follower is deployed like a follower and stands where a follower may, but counts as two followers when the majority on its feature is worked out.",
    }
}
