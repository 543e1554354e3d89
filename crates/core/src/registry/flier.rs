//! Footnotes and sections of The Flier (WikiCarpedia), in our own words.

rules! {
    FLY = "flier:fly" {
        title: "Deploying a follower by flying machine",
        document: Flier,
        section: "2. Placing a meeple",
        authority: Rulebook,
        status: Adjudicated,
        text: "After placing a flying-machine tile, a player may put a follower on the machine instead of deploying normally, roll the die and move it 1 to 3 squares straight in the machine's direction, diagonals included. It must land on an unfinished road, city or monastery of the tile found there, even one already occupied, and takes that feature's role; it may never land on a field.",
    }
    CRASH = "flier:crash" {
        title: "No landing place: the flier returns to supply",
        document: Flier,
        section: "2. Placing a meeple",
        authority: Rulebook,
        status: Adjudicated,
        text: "If the square reached holds no tile, or its tile offers only completed features and fields, the flying figure goes back to its owner's supply and the player deploys no other figure in its place. The phantom's own later step is separate (rulings §6).",
    }

    FN1 = "flier:fn1" {
        title: "Any follower may fly",
        document: Flier,
        section: "footnote 1 (to §2, placing a meeple on the flying machine)",
        authority: Publisher,
        status: Adjudicated,
        text: "Every kind of follower may use the flying machine, since the machine is not where it stays, but it must land on a feature that figure could normally take, e.g. the mayor only in a city. Barn, builder and pig are not followers and cannot fly.",
    }
    FN2 = "flier:fn2" {
        title: "The phantom may fly, but not after another figure",
        document: Flier,
        section: "footnote 2 (to §2, placing a meeple on the flying machine)",
        date: "5/2013",
        authority: Publisher,
        status: Adjudicated,
        text: "A phantom may use the flying machine. If a normal follower already flew this turn, the machine counts as a claimed feature, so the phantom cannot use it as well and may only go onto another feature of the placed tile.",
    }
    FN3 = "flier:fn3" {
        title: "No landing on a feature just completed",
        document: Flier,
        section: "footnote 3 (to §2, landing on an incomplete feature)",
        date: "2012",
        authority: Publisher,
        status: Adjudicated,
        text: "A feature counts as complete as soon as the tile closing it is placed, so a flier may not land on anything that tile has just finished; only unfinished features are landing places.",
    }
    FN4 = "flier:fn4" {
        title: "Fliers near Carcassonne, the Wheel and schools",
        document: Flier,
        section: "footnote 4 (to §2, never on a field)",
        date: "1/2013",
        authority: Publisher,
        status: Unsupported("needs The Count of Carcassonne, the Wheel of Fortune and the school tiles, which are not built"),
        text: "A flier may land on features around the City of Carcassonne or around the Wheel of Fortune, but not on the City or the Wheel itself, and it may land on the roads of the school tiles.",
    }
    FN5 = "flier:fn5" {
        title: "Fliers land only on roads, cities and monasteries",
        document: Flier,
        section: "footnote 5 (to §2, never on a field)",
        date: "3/2015",
        authority: Publisher,
        status: Adjudicated,
        text: "A flier may land only on a road, a city or a monastery, never on any other feature, except that an abbot may also land on a garden (first ruled 2/2013, updated 3/2015). The judge adjudicates this part; the ban on landing on a magic portal needs The Princess & the Dragon, which is not built.",
    }
    FN6 = "flier:fn6" {
        title: "A flying mayor lands only in a city",
        document: Flier,
        section: "footnote 6 (to §2, never on a field)",
        date: "2/2013",
        authority: Publisher,
        status: Adjudicated,
        text: "The mayor may fly, but it may end up only in an unfinished city on the landing tile; if that tile has none, the mayor goes back to its owner's supply (as car:fn157).",
    }
    FN7 = "flier:fn7" {
        title: "A flying abbot lands on a monastery or garden",
        document: Flier,
        section: "footnote 7 (to §2, never on a field)",
        date: "3/2015",
        authority: Publisher,
        status: Adjudicated,
        text: "The abbot may fly, but may land only on an unfinished monastery or garden; gardens are allowed even though the main rule names only roads, cities and monasteries. With neither on the landing tile, the abbot returns to its owner's supply.",
    }
    FN8 = "flier:fn8" {
        title: "Shared monasteries and gardens score by majority",
        document: Flier,
        section: "footnote 8 (to §3, scoring a feature, and to final scoring)",
        authority: Community,
        status: Adjudicated,
        text: "A community reading: fliers can put several players' figures on one monastery or garden, and then only the players with the most strength there score it, as with other features.",
    }
}
