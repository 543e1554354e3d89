// Every box the judge plays, declared once: its folder under
// `crates/core/src/boxes/`, its rule set (the variant and the name a
// scenario writes under `rules:`), the rule sets a whole box brings with it
// (its figures, which stay selectable on their own), the set its tiles
// belong to (the first part of their ids), and the documents its rules are
// cited from. The engine reads this file for the names (the rule sets, the
// tile sets and the documents), the core for the folders (the rulebook, the
// registry and the catalogue), each layer above for its box files (the
// scenario keys, the pictures, the words): adding a box is its files and
// one entry here. The order is the order of every list: `carc --version`,
// the registry, the documents, the steps that ask every box in turn.
//
// The list is the body of `with_boxes!`, which hands it to the macro named:
// `carc_engine::with_boxes!(my_macro)` expands to `my_macro! { ... }`, and
// `with_boxes!(my_macro(args))` to `my_macro! { (args) ... }`, so a layer's
// macro expands in the layer's own module, whose files it names.
/// Hands the list of every box to the macro named, as `NAME! { ... }`.
#[macro_export]
macro_rules! with_boxes {
    ($then:ident $(($($args:tt)*))?) => { $then! { $(($($args)*))?
    /// The base game (new edition).
    base: Base => "base" {
        brings: [],
        tiles: [Base => "base"],
        documents: [
            /// The base game rulebook (new edition), with its mini-expansions
            /// and the figures the sources lean on.
            BaseRules => "base-rules",
        ],
    },
    /// The abbot and the gardens.
    abbot: Abbot => "abbot" {
        brings: [],
        tiles: [],
        documents: [],
    },
    /// The big follower (from Inns & Cathedrals).
    big_follower: BigFollower => "big-follower" {
        brings: [],
        tiles: [],
        documents: [],
    },
    /// Abbey & Mayor: the abbey tile, the mayor, the wagon and the barn.
    abbey_mayor: AbbeyMayor => "abbey-mayor" {
        brings: [],
        tiles: [AbbeyMayor => "abbey-mayor"],
        documents: [
            /// The Complete Annotated Rules, Abbey & Mayor chapter (mayor,
            /// wagon, barn).
            Car => "car",
        ],
    },
    /// The Flier: tiles with a flying machine.
    flier: Flier => "flier" {
        brings: [],
        tiles: [Flier => "flier"],
        documents: [
            /// WikiCarpedia, "The Flier".
            Flier => "flier",
        ],
    },
    /// The Ferries: lake tiles with ferries.
    ferries: Ferries => "ferries" {
        brings: [],
        tiles: [Ferries => "ferries"],
        documents: [
            /// WikiCarpedia, "The Ferries".
            Ferries => "ferries",
        ],
    },
    /// The phantom (a mini-expansion).
    phantom: Phantom => "phantom" {
        brings: [],
        tiles: [],
        documents: [],
    },
    /// The builder (from Traders & Builders).
    builder: Builder => "builder" {
        brings: [],
        tiles: [],
        documents: [],
    },
    /// The pig (from Traders & Builders).
    pig: Pig => "pig" {
        brings: [],
        tiles: [],
        documents: [],
    },
    /// Inns & Cathedrals, the whole box: its tiles (inns, cathedrals) and
    /// the big follower.
    inns_cathedrals: InnsCathedrals => "inns-cathedrals" {
        brings: [BigFollower],
        tiles: [InnsCathedrals => "inns-cathedrals"],
        documents: [
            /// WikiCarpedia, "Inns and Cathedrals" (new edition).
            InnsCathedrals => "inns-cathedrals",
        ],
    },
    /// Traders & Builders, the whole box: its tiles (goods), the builder
    /// and the pig.
    traders_builders: TradersBuilders => "traders-builders" {
        brings: [Builder, Pig],
        tiles: [TradersBuilders => "traders-builders"],
        documents: [
            /// WikiCarpedia, "Traders and Builders" (new edition).
            TradersBuilders => "traders-builders",
        ],
    },
    /// The Tower: tiles with a tower foundation, tower floors, prisoners.
    tower: Tower => "tower" {
        brings: [],
        tiles: [Tower => "tower"],
        documents: [
            /// WikiCarpedia, "The Tower" (new edition).
            Tower => "tower",
        ],
    },
    /// The Princess & the Dragon: volcanoes, the dragon, the fairy, magic
    /// portals and princesses.
    princess_dragon: PrincessDragon => "princess-dragon" {
        brings: [],
        tiles: [PrincessDragon => "princess-dragon"],
        documents: [
            /// WikiCarpedia, "The Princess and The Dragon" (new edition).
            PrincessDragon => "princess-dragon",
        ],
    },
    /// The Festival: tiles on which a player may take back one of their
    /// figures instead of deploying.
    festival: Festival => "festival" {
        brings: [],
        tiles: [Festival => "festival"],
        documents: [
            /// WikiCarpedia, "The Festival".
            Festival => "festival",
        ],
    },
    /// Sieges (The Cathars, The Besiegers): besieged cities, their scores,
    /// and escape through a monastery.
    sieges: Sieges => "sieges" {
        brings: [],
        tiles: [Sieges => "sieges"],
        documents: [
            /// WikiCarpedia, "Besiegers, Cathars, Siege" (the siege tiles).
            Sieges => "sieges",
        ],
    },
    /// The castles of Bridges, Castles & Bazaars: a small city turned into
    /// a castle that scores the next feature completed beside it.
    castles: Castles => "castles" {
        brings: [],
        tiles: [],
        documents: [
            /// WikiCarpedia, "Bridges, Castles and Bazaars" (new edition; the
            /// castles).
            Castles => "castles",
        ],
    },
    /// The River II's pig-herd tile: one more point a city for the farmers
    /// who score its farm.
    pig_herd: PigHerd => "pig-herd" {
        brings: [],
        tiles: [PigHerd => "pig-herd"],
        documents: [],
    },
    /// The Count of Carcassonne: the City of Carcassonne in place of the
    /// start tile, its four quarters and the count.
    count: Count => "count" {
        brings: [],
        tiles: [Count => "count"],
        documents: [
            /// WikiCarpedia, "The Count of Carcassonne (1st edition)" and
            /// "Count, King and Robber" (the new edition's Count).
            Count => "count",
        ],
    },
    /// The River (I), new edition: the spring in place of the start tile,
    /// the river's twelve tiles placed first, the lake last.
    river: River => "river" {
        brings: [],
        tiles: [River => "river"],
        documents: [
            /// WikiCarpedia, "River" (new edition), with the publisher's
            /// answers quoted on "River (1st edition)".
            River => "river",
        ],
    },
    /// The River II (in Count, King & Robber): its spring, the fork placed
    /// first, branches that never meet, the city lake, the volcano last;
    /// the pig-herd tile comes with it.
    river_ii: RiverII => "river-ii" {
        brings: [PigHerd],
        tiles: [RiverII => "river-ii"],
        documents: [
            /// WikiCarpedia, "River" (the River II part) and "River (1st
            /// edition)" (The River II, the pig-herd tile, the publisher's
            /// answers).
            RiverII => "river-ii",
        ],
    },
    /// King & Robber (in Count, King & Robber): five landscape tiles, the
    /// king's tile for the largest city completed, the robber's for the
    /// longest road, each worth a point a completed city or road at the end.
    king_robber: KingRobber => "king-robber" {
        brings: [],
        tiles: [KingRobber => "king-robber"],
        documents: [
            /// WikiCarpedia, "Count, King and Robber" and "King and Robber
            /// Baron (1st edition)" (the king and the robber).
            KingRobber => "king-robber",
        ],
    },
    /// Shrines (in Count, King & Robber): five tiles with a shrine, scored
    /// as a monastery, never beside two monasteries, and challenging the
    /// monastery beside it.
    shrines: Shrines => "shrines" {
        brings: [],
        tiles: [Shrines => "shrines"],
        documents: [
            /// WikiCarpedia, "Count, King and Robber" (Shrines) and
            /// "Heretics and Shrines (1st edition)".
            Shrines => "shrines",
        ],
    },
    /// Bridges, Castles & Bazaars, the whole box: its twelve tiles (eight
    /// with a bazaar and its auction), the bridges, and the castles.
    bridges_castles_bazaars: BridgesCastlesBazaars => "bridges-castles-bazaars" {
        brings: [Castles],
        tiles: [BridgesCastlesBazaars => "bridges-castles-bazaars"],
        documents: [
            /// WikiCarpedia, "Bridges, Castles and Bazaars" (new edition;
            /// the bridges and the bazaars) and its first edition's page
            /// (the publisher's answers and the auction's example).
            Bcb => "bcb",
        ],
    },
    // New boxes are added above this line (`cargo xtask new-box`).
    } };
}
