//! Footnotes and sections of The Ferries (WikiCarpedia), in our own words.

rules! {
    PLACE = "ferries:place" {
        title: "A lake tile gets a ferry joining two road ends",
        document: Ferries,
        section: "2. Placing a meeple and a ferry",
        authority: Rulebook,
        status: Adjudicated,
        text: "Whoever places a lake tile sets a ferry from the supply on its lake so that it joins two of the tile's road ends, of that player's choosing; every other road end on the tile stops at the lake. Per ferries:fn1 this happens whether or not a meeple was deployed, and the ferry comes after the meeple.",
    }
    MOVE = "ferries:move" {
        title: "Extending a road lets you move its nearest ferry",
        document: Ferries,
        section: "Extending a road with a ferry on it",
        authority: Rulebook,
        status: Adjudicated,
        text: "When a placed tile extends a road, the player may reposition, in each direction the road runs from that tile, the nearest ferry that carries the road, so up to four ferries may move; a moved ferry must still join two road ends and may leave the extended road. A new lake tile's own ferry is placed first, and no ferry is placed or moved more than once in a turn.",
    }
    SCORE = "ferries:score" {
        title: "Features completed with ferries score normally",
        document: Ferries,
        section: "3. Scoring a feature",
        authority: Rulebook,
        status: Adjudicated,
        text: "Features finished by a lake tile or its ferry, and roads closed off by moving a ferry, are scored as usual in the scoring step; unfinished ones score normally at game end. A ferry move may also reopen a road that was already scored, and when completed again it scores again in full.",
    }

    FN1 = "ferries:fn1" {
        title: "A new lake always gets its ferry",
        document: Ferries,
        section: "footnote 1 (to §2, placing a meeple and a ferry)",
        date: "5/2014",
        authority: Publisher,
        status: Adjudicated,
        text: "Placing the ferry on a newly placed lake tile happens every time, whether or not the player deployed a meeple; the body text reads as if it depended on a highwayman being placed.",
    }
    FN2 = "ferries:fn2" {
        title: "Only a ferry the road runs through may move",
        document: Ferries,
        section: "footnote 2 (to extending a road with a ferry on it)",
        date: "2/2013",
        authority: Publisher,
        status: Adjudicated,
        text: "A ferry may be moved only if the extended road actually passes over it. A road that reaches a lake at an end the ferry does not serve stops there, so extending that road gives no right to move the ferry.",
    }
    FN3 = "ferries:fn3" {
        title: "Only the first ferry along the road may move",
        document: Ferries,
        section: "footnote 3 (to extending a road with a ferry on it, several ferries)",
        date: "1/2013",
        authority: Publisher,
        status: Adjudicated,
        text: "Walking along the road outward from the newly placed tile, the player may move the first ferry met, and none that lie further along.",
    }
    FN4 = "ferries:fn4" {
        title: "Moving a ferry can close a road",
        document: Ferries,
        section: "footnote 4 (to extending a road with a ferry on it, scored roads reopened)",
        authority: Community,
        status: Adjudicated,
        text: "A community reading: a ferry move alone, with no tile extending the road, can complete a road, because a road end at a lake that no ferry serves is a closed end. The judge scores such a road in the scoring step (rulings §5).",
    }
    FN5 = "ferries:fn5" {
        title: "A ferry move can send a builder home",
        document: Ferries,
        section: "footnote 5 (to other expansions: Traders and Builders)",
        date: "5/2013",
        authority: Publisher,
        status: Adjudicated,
        text: "If moving a ferry leaves a builder on a road apart from its owner's follower, the builder returns to its owner, whether or not that follower is still on some road. The judge keeps the builder when another follower of the same owner is on the builder's new road, since the builder rule asks only for one (rulings §5).",
    }
}
