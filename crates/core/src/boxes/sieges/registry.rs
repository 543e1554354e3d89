//! Sieges (WikiCarpedia, "Besiegers, Cathars, Siege"): besieged cities,
//! what they score, and escaping them through a monastery.

use carc_engine::{rules, says};

rules! {
    BESIEGED = "sieges:besieged" {
        document: Sieges,
        section: "Rules › 3. Scoring: completed cities",
        authority: Rulebook,
        status: Adjudicated,
    }
    UNFINISHED = "sieges:unfinished" {
        document: Sieges,
        section: "Rules › Final scoring: incomplete besieged cities",
        authority: Rulebook,
        status: Adjudicated,
    }
    FARM = "sieges:farm" {
        document: Sieges,
        section: "Rules › Final scoring: farms",
        authority: Rulebook,
        status: Adjudicated,
    }
    ESCAPE = "sieges:escape" {
        document: Sieges,
        section: "Rules › Escaping a besieged city",
        authority: Rulebook,
        status: Adjudicated,
    }
    ESCAPE_AROUND = "sieges:escape-around" {
        document: Rulings,
        section: "§1.11 the monastery must stand around a siege tile",
        authority: ProjectRuling,
        status: Adjudicated,
    }
}

says! {
    NOT_BESIEGED = "refusal-sieges-not-besieged";
    NO_MONASTERY = "refusal-sieges-no-monastery";
    NOT_OWN = "refusal-sieges-not-own";
    AMBIGUOUS = "refusal-sieges-ambiguous";
    LABEL_ESCAPE = "label-sieges-escape";
    HELP_ESCAPE = "help-sieges-escape";
    ONE_ESCAPE = "refusal-sieges-one-escape";
    LABEL_ONE_ESCAPE = "label-sieges-one-escape";
    HELP_ONE_ESCAPE = "help-sieges-one-escape";
    BECAUSE_ESCAPE = "phrase-sieges-escape-offered";
    NO_ESCAPE = "phrase-sieges-no-escape";
}
