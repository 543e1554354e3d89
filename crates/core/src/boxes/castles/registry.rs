//! Castles (WikiCarpedia, "Bridges, Castles and Bazaars", new edition: the
//! castles only): a small city turned into a castle scores the next feature
//! completed beside it.

use carc_engine::{rules, says};

rules! {
    TOKENS = "castles:tokens" {
        document: Castles,
        section: "Preparation (castle tokens by number of players)",
        authority: Rulebook,
        status: Adjudicated,
    }
    BUILD = "castles:build" {
        document: Castles,
        section: "Castles › turning a small city into a castle",
        authority: Rulebook,
        status: Adjudicated,
    }
    SCORE = "castles:score" {
        document: Castles,
        section: "Castles › scoring a castle (the neighbouring feature completed next)",
        authority: Rulebook,
        status: Adjudicated,
    }
    END = "castles:end" {
        document: Castles,
        section: "Castles › final scoring (a castle still occupied scores nothing)",
        authority: Rulebook,
        status: Adjudicated,
    }
    FARM = "castles:farm" {
        document: Castles,
        section: "Castles › farms (4 points a castle; the barn 5: car, summary with other expansions)",
        authority: Rulebook,
        status: Adjudicated,
    }
}

says! {
    NOT_A_CITY = "refusal-castles-not-a-city";
    NOT_COMPLETE = "refusal-castles-not-complete";
    NOT_SMALL = "refusal-castles-not-small";
    ALREADY = "refusal-castles-already";
    NOT_HELD = "refusal-castles-not-held";
    SHARED = "refusal-castles-shared";
    MAYOR_ONLY = "refusal-castles-mayor-only";
    NO_TOKEN = "refusal-castles-no-token";
    LABEL_BUILD = "label-castles-build";
    HELP_BUILD = "help-castles-build";
    NOT_A_CASTLE = "refusal-castles-not-a-castle";
    NOT_BESIDE = "refusal-castles-not-beside";
    LABEL_SCORE = "label-castles-score";
    HELP_SCORE = "help-castles-score";
    BECAUSE_CASTLE = "phrase-castles-offered";
    NOT_OFFERED = "phrase-castles-not-offered";
}
