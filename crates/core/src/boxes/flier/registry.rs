//! Footnotes and sections of The Flier (WikiCarpedia), in our own words.

use carc_engine::{rules, says};

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
        status: Adjudicated,
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
    LAND_IF_ABLE = "flier:must-land" {
        document: Rulings,
        section: "§6.4 a flier must land if it can",
        authority: ProjectRuling,
        status: Adjudicated,
    }
    NO_ROLL = "flier:no-roll" {
        document: Rulings,
        section: "§6.6 a flight judged before the roll",
        authority: ProjectRuling,
        status: Adjudicated,
    }
}

says! {
    ASIDE_TILE_REACHED = "aside-flier-tile-reached";
    CANNOT_LAND = "refusal-flier-cannot-land";
    HELP_DEPLOY_ON_INSTEAD = "help-flier-deploy-on-instead";
    HELP_FLY_IN_HAND = "help-flier-fly-in-hand";
    HELP_LAND_ON = "help-flier-land-on";
    HELP_LEAVE_OUT_ON = "help-flier-leave-out-on";
    HELP_MAY_LAND = "help-flier-may-land";
    HELP_ONLY_FOLLOWERS = "help-flier-only-followers";
    HELP_PHANTOM_ON_INSTEAD = "help-flier-phantom-on-instead";
    LABEL_NOT_A_FOLLOWER = "label-flier-not-a-follower";
    LABEL_NO_FLYING_MACHINE = "label-flier-no-flying-machine";
    LABEL_NO_LANDING_GIVEN = "label-flier-no-landing-given";
    LABEL_NO_TILE_ON = "label-flier-no-tile-on";
    LABEL_ROLL_REACHES = "label-flier-roll-reaches";
    LABEL_SECOND_FLIGHT = "label-flier-second-flight";
    MUST_LAND = "refusal-flier-must-land";
    NOTHING_TO_LAND_ON = "refusal-flier-nothing-to-land-on";
    NOT_A_FOLLOWER = "refusal-flier-not-a-follower";
    NO_FLYING_MACHINE = "refusal-flier-no-flying-machine";
    PHANTOM_SECOND_FLIGHT = "refusal-flier-phantom-second-flight";
    PHRASE_COMPLETE = "phrase-flier-complete";
    PHRASE_COMPLETED_NOW = "phrase-flier-completed-now";
    PHRASE_LANDING = "phrase-flier-landing";
    PHRASE_LANDING_SPOT = "phrase-flier-landing-spot";
    PHRASE_LANDS_ONLY = "phrase-flier-lands-only";
    PHRASE_NEVER_FIELD = "phrase-flier-never-field";
}
