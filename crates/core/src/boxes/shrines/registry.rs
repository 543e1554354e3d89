//! Shrines (WikiCarpedia, "Count, King and Robber": Shrines; "Heretics and
//! Shrines (1st edition)"): a shrine laid and scored as a monastery, never
//! beside two monasteries (nor a monastery beside two shrines), and the
//! challenge between a shrine and a monastery side by side.

use carc_engine::{rules, says};

rules! {
    SHRINE = "shrines:shrine" {
        document: Shrines,
        section: "Shrines (a shrine is a monastery in every respect: its follower is a heretic, it scores as a monastery)",
        authority: Rulebook,
        status: Adjudicated,
    }
    NEIGHBOURS = "shrines:neighbours" {
        document: Shrines,
        section: "Shrines, placing a tile (a shrine may not touch more than one monastery, nor a monastery more than one shrine; readings §1.18)",
        authority: Rulebook,
        status: Adjudicated,
    }
    CHALLENGE = "shrines:challenge" {
        document: Shrines,
        section: "Shrines, the challenge (an occupied shrine and an occupied monastery side by side: the first completed scores, the other's followers go home without points; readings §1.18)",
        authority: Rulebook,
        status: Adjudicated,
    }
}

says! {
    SHRINE_TOO_MANY = "refusal-shrines-shrine-too-many";
    MONASTERY_TOO_MANY = "refusal-shrines-monastery-too-many";
    SHRINE_SECOND = "refusal-shrines-shrine-second";
    MONASTERY_SECOND = "refusal-shrines-monastery-second";
    LABEL_NEIGHBOURS = "label-shrines-neighbours";
    HELP_NEIGHBOURS = "help-shrines-neighbours";
    LOSES = "aside-shrines-loses";
}
