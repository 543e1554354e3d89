//! Footnotes and sections of The Ferries (WikiCarpedia), in our own words.

rules! {
    PLACE = "ferries:place" {
        document: Ferries,
        section: "2. Placing a meeple and a ferry",
        authority: Rulebook,
        status: Adjudicated,
    }
    MOVE = "ferries:move" {
        document: Ferries,
        section: "Extending a road with a ferry on it",
        authority: Rulebook,
        status: Adjudicated,
    }
    SCORE = "ferries:score" {
        document: Ferries,
        section: "3. Scoring a feature",
        authority: Rulebook,
        status: Adjudicated,
    }

    FN1 = "ferries:fn1" {
        document: Ferries,
        section: "footnote 1 (to §2, placing a meeple and a ferry)",
        date: "5/2014",
        authority: Publisher,
        status: Adjudicated,
    }
    FN2 = "ferries:fn2" {
        document: Ferries,
        section: "footnote 2 (to extending a road with a ferry on it)",
        date: "2/2013",
        authority: Publisher,
        status: Adjudicated,
    }
    FN3 = "ferries:fn3" {
        document: Ferries,
        section: "footnote 3 (to extending a road with a ferry on it, several ferries)",
        date: "1/2013",
        authority: Publisher,
        status: Adjudicated,
    }
    FN4 = "ferries:fn4" {
        document: Ferries,
        section: "footnote 4 (to extending a road with a ferry on it, scored roads reopened)",
        authority: Community,
        status: Adjudicated,
    }
    FN5 = "ferries:fn5" {
        document: Ferries,
        section: "footnote 5 (to other expansions: Traders and Builders)",
        date: "5/2013",
        authority: Publisher,
        status: Adjudicated,
    }
}
