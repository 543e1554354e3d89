//! Footnotes and sections of The Flier (WikiCarpedia), in our own words.

rules! {
    FLY = "flier:fly" {
        document: Flier,
        section: "2. Placing a meeple",
        authority: Rulebook,
        status: Adjudicated,
    }
    CRASH = "flier:crash" {
        document: Flier,
        section: "2. Placing a meeple",
        authority: Rulebook,
        status: Adjudicated,
    }

    FN1 = "flier:fn1" {
        document: Flier,
        section: "footnote 1 (to §2, placing a meeple on the flying machine)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN2 = "flier:fn2" {
        document: Flier,
        section: "footnote 2 (to §2, placing a meeple on the flying machine)",
        date: "5/2013",
        authority: Publisher,
        status: Adjudicated,
    }
    FN3 = "flier:fn3" {
        document: Flier,
        section: "footnote 3 (to §2, landing on an incomplete feature)",
        date: "2012",
        authority: Publisher,
        status: Adjudicated,
    }
    FN4 = "flier:fn4" {
        document: Flier,
        section: "footnote 4 (to §2, never on a field)",
        date: "1/2013",
        authority: Publisher,
        status: Unsupported,
    }
    FN5 = "flier:fn5" {
        document: Flier,
        section: "footnote 5 (to §2, never on a field)",
        date: "3/2015",
        authority: Publisher,
        status: Adjudicated,
    }
    FN6 = "flier:fn6" {
        document: Flier,
        section: "footnote 6 (to §2, never on a field)",
        date: "2/2013",
        authority: Publisher,
        status: Adjudicated,
    }
    FN7 = "flier:fn7" {
        document: Flier,
        section: "footnote 7 (to §2, never on a field)",
        date: "3/2015",
        authority: Publisher,
        status: Adjudicated,
    }
    FN8 = "flier:fn8" {
        document: Flier,
        section: "footnote 8 (to §3, scoring a feature, and to final scoring)",
        authority: Community,
        status: Adjudicated,
    }
}
