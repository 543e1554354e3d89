//! Bridges, Castles & Bazaars (WikiCarpedia, "Bridges, Castles and
//! Bazaars", new edition: Preparation, Bridges, Bazaars; "Bridges, Castles
//! and Bazaars (1st edition)": the publisher's answers and the auction's
//! example): a bridge laid across the placed tile or a neighbour, a road
//! over whatever lies beneath; the bazaar's auction of a tile for each
//! player, and the bought tiles played in turn. The castles are the
//! `castles` box's.

use carc_engine::{rules, says};

rules! {
    SUPPLY = "bcb:supply" {
        document: Bcb,
        section: "Bridges, Castles and Bazaars, Preparation (three bridges a player at a table of two to four, two at five or six)",
        authority: Rulebook,
        status: Adjudicated,
    }
    BRIDGE = "bcb:bridge" {
        document: Bcb,
        section: "Bridges, Castles and Bazaars, Bridges › 1. Placing a tile (one bridge a turn, laid right after the tile, on it or on a tile beside it, never diagonally; straight across, between the middles of two opposite sides)",
        authority: Rulebook,
        status: Adjudicated,
    }
    ENDS = "bcb:bridge-ends" {
        document: Bcb,
        section: "Bridges, Castles and Bazaars, Bridges › 1. Placing a tile (both ends on field sides of the tile; one bridge a tile; a bridge end is a road end, which meets no field: readings §1.19)",
        authority: Rulebook,
        status: Adjudicated,
    }
    FIT = "bcb:bridge-fit" {
        document: Bcb,
        section: "Bridges, Castles and Bazaars, Bridges › 1. Placing a tile (a road may run against a field side when a bridge laid that turn, on the tile or on its neighbour, carries it on)",
        authority: Rulebook,
        status: Adjudicated,
    }
    ROAD = "bcb:bridge-road" {
        document: Bcb,
        section: "Bridges, Castles and Bazaars, Bridges › 2. Placing a meeple and 3. Scoring (the bridge is a road joined to nothing beneath it, fields stay whole; a figure may go onto it on the tile just placed; it scores as any road)",
        authority: Rulebook,
        status: Adjudicated,
    }
    TRIGGER = "bcb:bazaar" {
        document: Bcb,
        section: "Bridges, Castles and Bazaars, Bazaars › 4. Host a bazaar auction (the player who placed a bazaar tile holds an auction once the turn is over; not for a tile bought at a bazaar; not when too few tiles are left: readings §1.20)",
        authority: Rulebook,
        status: Adjudicated,
    }
    AUCTION = "bcb:auction" {
        document: Bcb,
        section: "Bridges, Castles and Bazaars, Bazaars › 4. Host a bazaar auction, and the first edition's example (a tile for each player; from the placer's left each player without a tile chooses one and bids, the others outbid once in turn; buy from the best bidder or sell to it; the last tile free: readings §1.20)",
        authority: Rulebook,
        status: Adjudicated,
    }
    ROUND = "bcb:bazaar-round" {
        document: Bcb,
        section: "Bridges, Castles and Bazaars, Bazaars (the bought tiles are played one a turn, from the placer's left round to the placer, each as a turn of its own, before anyone draws again)",
        authority: Rulebook,
        status: Adjudicated,
    }
}

says! {
    AUCTION_FOLLOWS = "aside-bcb-auction-follows";
    REVEALED = "aside-bcb-revealed";
    CHOOSES = "aside-bcb-chooses";
    PASSES = "aside-bcb-passes";
    RAISES = "aside-bcb-raises";
    UNCHALLENGED = "aside-bcb-unchallenged";
    BUYS = "aside-bcb-buys";
    SELLS = "aside-bcb-sells";
    PAYS = "aside-bcb-pays";
    RECEIVES = "aside-bcb-receives";
    LAST_TAKES = "aside-bcb-last-takes";
    ROUND_ORDER = "aside-bcb-round-order";
    PLAYS_BOUGHT = "aside-bcb-plays-bought";
    BOUGHT_HELD = "aside-bcb-bought-held";
    BOUGHT_ITEM = "phrase-bcb-bought-item";
    NOT_BOUGHT = "refusal-bcb-not-the-bought-tile";
    LABEL_NOT_BOUGHT = "label-bcb-not-the-bought-tile";
    HELP_NOT_BOUGHT = "help-bcb-not-the-bought-tile";
    NO_BAZAAR = "refusal-bcb-auction-without-bazaar";
    IN_ROUND = "refusal-bcb-auction-in-round";
    LABEL_NO_AUCTION = "label-bcb-no-auction";
    HELP_NO_AUCTION = "help-bcb-no-auction";
    TILE_COUNT = "refusal-bcb-auction-tile-count";
    LABEL_TILE_COUNT = "label-bcb-auction-tile-count";
    HELP_TILE_COUNT = "help-bcb-auction-tile-count";
    ROUND_TOO_MANY = "refusal-bcb-round-too-many";
    LABEL_ROUND = "label-bcb-auction-round";
    NOT_CHOOSER = "refusal-bcb-not-the-chooser";
    HELP_CHOOSER = "help-bcb-chooser";
    TILE_GONE = "refusal-bcb-tile-not-on-offer";
    LAST_FREE = "refusal-bcb-last-tile-free";
    OWN_ROUND = "refusal-bcb-bid-in-own-round";
    HAS_TILE = "refusal-bcb-bid-with-a-tile";
    LABEL_BID = "label-bcb-bid";
    BID_TOO_LOW = "refusal-bcb-bid-too-low";
    HELP_BID_TOO_LOW = "help-bcb-bid-too-low";
    NOTHING_TO_SELL = "refusal-bcb-nothing-to-sell";
    ROUNDS_MISSING = "refusal-bcb-rounds-missing";
    HELP_ROUNDS_MISSING = "help-bcb-rounds-missing";
    LAID = "aside-bcb-bridge-laid";
    LAID_TO_FIT = "aside-bcb-bridge-laid-to-fit";
    ONE_A_TURN = "refusal-bcb-one-bridge-a-turn";
    LABEL_ONE_A_TURN = "label-bcb-one-bridge-a-turn";
    HELP_ONE_A_TURN = "help-bcb-one-bridge-a-turn";
    NONE_LEFT = "refusal-bcb-no-bridge-left";
    LABEL_NONE_LEFT = "label-bcb-no-bridge-left";
    HELP_NONE_LEFT = "help-bcb-no-bridge-left";
    TOO_FAR = "refusal-bcb-bridge-too-far";
    LABEL_TOO_FAR = "label-bcb-bridge-too-far";
    HELP_TOO_FAR = "help-bcb-bridge-too-far";
    END_NOT_FIELD = "refusal-bcb-bridge-end-not-field";
    LABEL_END_NOT_FIELD = "label-bcb-bridge-end-not-field";
    HELP_END_NOT_FIELD = "help-bcb-bridge-end-not-field";
    SECOND_BRIDGE = "refusal-bcb-second-bridge-on-tile";
    LABEL_SECOND_BRIDGE = "label-bcb-second-bridge-on-tile";
    HELP_SECOND_BRIDGE = "help-bcb-second-bridge-on-tile";
    END_MEETS = "refusal-bcb-bridge-end-meets";
    LABEL_END_MEETS = "label-bcb-bridge-end-meets";
    HELP_END_MEETS = "help-bcb-bridge-end-meets";
}
