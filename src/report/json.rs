//! The ruling for programs: every fact of the game core, each event with
//! its sentence beside it. docs/ruling.schema.json is generated from these
//! types (`carc schema --ruling`), and the test suite validates every
//! scenario's ruling against it.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::Serialize;

use carc_core::catalogue::Good;
use carc_core::engine::{Clause, Event, Note, Owned, Ruling, Verdict};
use carc_core::figure::FigureKind;
use carc_core::registry::{self, Rule};
use carc_core::ruling::FigureAt;
use carc_core::ruling::TowerAt;

use super::sentence;
use crate::i18n::Lang;

/// A step of the ruling: its facts, the rules it rests on, and a sentence.
#[derive(Serialize, JsonSchema)]
pub struct EventJson<'r> {
    /// The facts; `kind` names the step.
    #[serde(flatten)]
    pub event: &'r Event,
    /// The sections of docs/readings.md the step rests on (`"1.8"` for
    /// readings §1.8): the readings among its `cites` (absent when none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub readings: Vec<&'static str>,
    /// The step in plain English.
    pub text: String,
}

/// Why the action is illegal.
#[derive(Serialize, JsonSchema)]
pub struct ViolationJson {
    /// The rule broken.
    pub rule: Rule,
    /// What is wrong, in terms of the position, in words.
    pub message: String,
    /// Every rule that decides it, the broken one first.
    pub cites: Vec<Rule>,
    /// The sections of docs/readings.md the refusal rests on: the readings
    /// among its `cites` (absent when none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub readings: Vec<&'static str>,
    /// What would be legal instead, in words.
    pub help: String,
    /// What is wrong, as data: the kind of refusal (its id in the message
    /// catalogue) and the facts it rests on. The same in every language.
    pub why: Clause,
    /// What would be legal instead, as data.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub instead: Option<Clause>,
}

/// A remark on the position, with its sentence.
#[derive(Serialize, JsonSchema)]
pub struct NoteJson<'r> {
    /// The facts.
    #[serde(flatten)]
    pub note: &'r Note,
    /// In plain English.
    pub text: String,
}

/// A ruling as `carc judge --format json` prints it.
#[derive(Serialize, JsonSchema)]
#[schemars(title = "carcassonne-judge ruling")]
pub struct RulingJson<'r> {
    /// The scenario's title.
    pub title: &'r str,
    /// `legal` or `illegal`.
    pub verdict: Verdict,
    /// Why it is illegal (illegal only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub violation: Option<ViolationJson>,
    /// The steps played, in order.
    pub events: Vec<EventJson<'r>>,
    /// Points gained by the action, per player (every player; legal only).
    /// The sum of the points of `farm-scored` and `barn-final` events and
    /// the points of the winners of `scored` and `goods-scored` events.
    pub scores: BTreeMap<&'r str, i64>,
    /// Figures back to supply by the action, per player.
    pub returned: &'r BTreeMap<String, Vec<FigureKind>>,
    /// Goods tokens taken by the action, per player and good (Traders &
    /// Builders; absent when none moved).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub goods: Option<&'r BTreeMap<String, BTreeMap<Good, u32>>>,
    /// Every citation in the ruling.
    pub cites: &'r [Rule],
    /// Every section of docs/readings.md the ruling rests on, in the order
    /// of `cites` (absent when none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub readings: Vec<&'static str>,
    /// Remarks on the position.
    pub notes: Vec<NoteJson<'r>>,
    /// The figures on the table after the action (legal only).
    pub figures: &'r [FigureAt],
    /// Whether the active player takes a second turn (the builder).
    pub double_turn: bool,
    /// The figures each player holds captive after the action (The Tower;
    /// absent when nobody holds any).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prisoners: Option<&'r BTreeMap<String, Vec<Owned>>>,
    /// The towers on the table after the action, with their floors (The
    /// Tower; absent when there are none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub towers: Option<&'r [TowerAt]>,
    /// The castles on the table after the action (castles; absent when
    /// there are none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub castles: Option<&'r [carc_core::ruling::CastleAt]>,
    /// The dragon's square after the action (The Princess & the Dragon;
    /// absent when it is not in play).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dragon: Option<carc_core::geometry::Pos>,
    /// The fairy after the action (absent when it is not on the table).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fairy: Option<&'r carc_core::ruling::FairyAt>,
    /// Choices the rules offered at the end of the turn that the action did
    /// not take: a castle to build, a knight's escape (absent when none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offers: Option<&'r [carc_core::ruling::OfferAt]>,
    /// The City of Carcassonne after the action: the count's quarter and
    /// the figures in the quarters (The Count of Carcassonne; absent when
    /// it is not in play).
    #[serde(
        rename = "city-of-carcassonne",
        skip_serializing_if = "Option::is_none"
    )]
    pub city: Option<&'r carc_core::ruling::CityAt>,
    /// What the boxes keep off the table after the action, each under its
    /// scenario key (who holds the king's tile; absent when none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kept: Option<&'r [carc_core::ruling::Kept]>,
}

/// The ruling as JSON, its words in English.
pub fn ruling<'r>(r: &'r Ruling, title: &'r str) -> RulingJson<'r> {
    ruling_in(r, title, Lang::En)
}

/// The ruling as JSON, its words in `lang`; the facts are the same in
/// every language.
pub fn ruling_in<'r>(r: &'r Ruling, title: &'r str, lang: Lang) -> RulingJson<'r> {
    RulingJson {
        title,
        verdict: r.verdict,
        violation: r.violation.as_ref().map(|v| {
            let words = super::refusal::written(v, lang);
            ViolationJson {
                rule: v.rule,
                message: words.message,
                cites: v.cites.clone(),
                readings: readings(&v.cites),
                help: words.help,
                why: v.reason.clone(),
                instead: v.help.clone(),
            }
        }),
        events: r
            .events
            .iter()
            .zip(sentence::steps_in(&r.events, lang))
            .map(|(e, text)| EventJson {
                event: e,
                readings: readings(&e.cites),
                text,
            })
            .collect(),
        scores: r.scores.iter().map(|(p, n)| (p.as_str(), *n)).collect(),
        returned: &r.returned,
        goods: (!r.goods.is_empty()).then_some(&r.goods),
        cites: &r.cites,
        readings: readings(&r.cites),
        notes: r
            .notes
            .iter()
            .map(|n| NoteJson {
                note: n,
                text: sentence::note_in(n, lang),
            })
            .collect(),
        figures: &r.figures,
        double_turn: r.double_turn,
        prisoners: (!r.prisoners.is_empty()).then_some(&r.prisoners),
        towers: (!r.towers.is_empty()).then_some(r.towers.as_slice()),
        castles: (!r.castles.is_empty()).then_some(r.castles.as_slice()),
        dragon: r.dragon,
        fairy: r.fairy.as_ref(),
        offers: (!r.offers.is_empty()).then_some(r.offers.as_slice()),
        city: r.city.as_ref(),
        kept: (!r.kept.is_empty()).then_some(r.kept.as_slice()),
    }
}

/// `"broken-input"`: the file is not a scenario.
#[derive(Serialize, JsonSchema)]
pub enum BrokenInput {
    #[serde(rename = "broken-input")]
    BrokenInput,
}

/// `"cannot-read"`: the file could not be read.
#[derive(Serialize, JsonSchema)]
pub enum CannotRead {
    #[serde(rename = "cannot-read")]
    CannotRead,
}

/// One line of `carc judge --format json`: a ruling, a file that is not a
/// scenario, or a file that could not be read. Each names its file as
/// given on the command line (`<stdin>` for `-`).
#[derive(Serialize, JsonSchema)]
#[serde(untagged)]
#[schemars(title = "carcassonne-judge: one line of `carc judge --format json`")]
pub enum JudgeLine<'r> {
    /// The file was judged.
    Judged {
        /// The file.
        file: &'r str,
        #[serde(flatten)]
        ruling: Box<RulingJson<'r>>,
    },
    /// The file does not describe a position and an action.
    Broken {
        /// The file.
        file: &'r str,
        /// Always `broken-input`.
        error: BrokenInput,
        /// What is wrong, each at its place in the file (at most 20).
        diagnostics: Vec<crate::input::DiagnosticJson>,
    },
    /// The file could not be read.
    Unreadable {
        /// The file.
        file: &'r str,
        /// Always `cannot-read`.
        error: CannotRead,
        /// Why, with the system's reason.
        message: String,
    },
}

/// The JSON Schema (draft-07) of every line `carc judge --format json`
/// prints ([`JudgeLine`]), pretty-printed.
pub fn schema() -> String {
    let settings = schemars::generate::SchemaSettings::draft07();
    let mut schema = settings
        .into_generator()
        .into_root_schema_for::<JudgeLine>();
    // The engine describes a rule id and a clause id as strings: the ids
    // themselves are the boxes', listed by the registry.
    let ids = |list: Vec<&str>| serde_json::Value::from(list);
    if let Some(defs) = schema.get_mut("definitions") {
        if let Some(rule) = defs.get_mut("RuleId").and_then(|d| d.as_object_mut()) {
            rule.insert(
                "enum".into(),
                ids(registry::all().map(|e| e.rule.id()).collect()),
            );
        }
        if let Some(say) = defs.get_mut("SayId").and_then(|d| d.as_object_mut()) {
            say.insert(
                "enum".into(),
                ids(registry::says().map(|s| s.id()).collect()),
            );
        }
    }
    serde_json::to_string_pretty(&schema).unwrap_or_default()
}

/// The readings among some citations, each once, in their order.
fn readings(cites: &[Rule]) -> Vec<&'static str> {
    let mut out = Vec::new();
    for section in cites.iter().filter_map(|r| registry::entry(*r).reading()) {
        if !out.contains(&section) {
            out.push(section);
        }
    }
    out
}
