//! The files of a new box, as text. Each is the smallest thing of its kind
//! that builds and passes the suite: a rule module that changes no step, a
//! registry with one entry marked unsupported (so nothing claims a rule the
//! judge does not apply yet), an empty tile table, its words in every
//! language, and a scenario that plays a tile with the box in play.

use crate::name::BoxName;

/// Where the new box stands: its module's place among the rule modules
/// (before the base game's, at 1000) and its tile table's in the catalogue.
pub struct Places {
    pub heard: u32,
    pub tiles: u32,
}

pub fn module(n: &BoxName, title: &str, places: &Places) -> String {
    format!(
        "//! {title}.

pub mod registry;
mod rules;
mod tiles;

use super::{{Declaration, Heard}};

/// The box, declared once: the boxes' list names this and nothing else.
pub static BOX: Declaration = Declaration {{
    modules: &[Heard {{
        place: {heard},
        module: &rules::{camel},
    }}],
    entries: &[registry::ENTRIES],
    says: &[registry::SAYS],
    tiles: tiles::TABLES,
    opening: &[],
}};
",
        heard = places.heard,
        camel = n.camel,
    )
}

pub fn rules(n: &BoxName, title: &str) -> String {
    format!(
        "//! {title}: the steps of the turn this box changes. The module changes
//! none yet; implement a hook of `Module` (or of `Moves`, for the move list
//! and random games) for each rule, and name it in `hooks()`.

use crate::engine::hooks::Hook;
use crate::figure::RuleSet;
use crate::rules::Module;

pub struct {camel};

impl Module for {camel} {{
    fn rules(&self) -> RuleSet {{
        RuleSet::{camel}
    }}

    fn hooks(&self) -> &'static [Hook] {{
        &[]
    }}
}}
",
        camel = n.camel,
    )
}

/// The section of the box's first rule: the registry's `section`, and the
/// English words of its `rule-section-…`, the same string.
pub const SECTION: &str = "The whole box";

pub fn registry(n: &BoxName, title: &str) -> String {
    format!(
        "//! {title}: the rules the judge can cite for this box, each with its
//! words in `locales/<lang>/{kebab}.ftl` (`rule-<id>`, `rule-text-<id>` and
//! `rule-section-<id>`, the section below in every language).

use carc_engine::{{rules, says}};

rules! {{
    OVERVIEW = \"{kebab}:overview\" {{
        document: {camel},
        section: \"{SECTION}\",
        authority: Rulebook,
        status: Unsupported,
    }}
}}

says! {{}}
",
        kebab = n.kebab,
        camel = n.camel,
    )
}

pub fn tiles(title: &str, places: &Places) -> String {
    format!(
        "//! The tiles of {title}, as data, in the form of the base game's table
//! (`crates/core/src/boxes/base/tiles.rs`: rotation 0, north up, the 12
//! edge points clockwise from NNW).

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{{Table, owners_of_all}};

pub(super) const TILES: &[TileDef] = &[];

static OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The box's tile table, with its place in the catalogue.
pub(super) static TABLES: &[Table] = &[Table {{
    place: {place},
    rows: TILES,
    owners: &OWNERS,
}}];
",
        place = places.tiles,
    )
}

/// The box's file in the scenario layer's translation
/// (`src/translate/<box>.rs`): no keys of its own yet.
pub fn keys(n: &BoxName, title: &str) -> String {
    format!(
        "//! {title} in the scenario layer: the box's keys checked against the
//! table and the rules in play, translated into the core's values and
//! written back. It has none yet; implement the steps of `Keys` its keys
//! take part in (the Tower's file shows each).

use super::Keys;

pub(super) struct {camel};

impl Keys for {camel} {{}}
",
        camel = n.camel,
    )
}

/// The box's file in the pictures (`src/picture/boxes/<box>.rs`): nothing
/// drawn of its own yet.
pub fn pictures(n: &BoxName, title: &str) -> String {
    format!(
        "//! {title} in the pictures: the marks its tiles show, its pieces on
//! the table and its lines in the legends. It draws nothing of its own
//! yet; implement the methods of `Pictures` it needs (the Tower's file
//! shows each).

use super::Pictures;

pub(super) struct {camel};

impl Pictures for {camel} {{}}
",
        camel = n.camel,
    )
}

/// The box's module on the page (`web/src/boxes/<box>.js`): nothing of its
/// own yet (`list.js` says what a module may hold).
pub fn page(title: &str) -> String {
    format!(
        "// {title} on the page: nothing of its own yet (web/src/boxes/list.js
// says what a box's module may hold).

export default {{}};
"
    )
}

/// The entry of the boxes' list (`crates/core/src/boxes/list.rs`).
pub fn list_entry(n: &BoxName, title: &str) -> String {
    format!(
        "    /// {title}.
    {snake}: {camel} => \"{kebab}\" {{
        brings: [],
        tiles: [{camel} => \"{kebab}\"],
        documents: [
            /// The rules of {title}.
            {camel} => \"{kebab}\",
        ],
    }},
",
        snake = n.snake,
        camel = n.camel,
        kebab = n.kebab,
    )
}

/// The box's words in the language `lang` (English where the scaffold
/// knows no words of the language: a translator's starting point): its
/// document's title, its rule's title, paraphrase, the reason the judge
/// does not apply it yet and the section of its source (in English the
/// registry's `section`, word for word).
pub fn words(n: &BoxName, title: &str, lang: &str) -> String {
    let (name, text, reason, comment) = match lang {
        "de" => (
            "Die ganze Erweiterung",
            format!("{title} als Ganzes: was die Erweiterung dem Spiel hinzufügt."),
            "Der Schiedsrichter wendet die Regeln der Erweiterung noch nicht an: Mit ihr im Spiel wird ein Zug nach den Regeln der übrigen Regelsätze beurteilt.",
            "# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).",
        ),
        "fr" => (
            "L'extension entière",
            format!("{title} dans son ensemble\u{a0}: ce que l'extension ajoute au jeu."),
            "L'arbitre n'applique pas encore les règles de l'extension\u{a0}: quand elle est en jeu, un tour est jugé selon les règles des autres extensions en jeu.",
            "# Où chaque règle se trouve dans sa source\u{a0}: le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).",
        ),
        _ => (
            SECTION,
            format!("{title} as a whole: what the box adds to the game."),
            "The judge does not apply the box's rules yet: with it in play, a turn is judged by the rules of the other rule sets in play.",
            "# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).",
        ),
    };
    format!(
        "## {kebab}

document-{kebab} = {title}

rule-{kebab}-overview = {title}: {name}

## The rules in the project's own words

rule-text-{kebab}-overview = {text}
rule-reason-{kebab}-overview = {reason}

{comment}

rule-section-{kebab}-overview = {name}
",
        kebab = n.kebab,
    )
}

/// A scenario to start from: a tile played with the box in play, legal and
/// scoring nothing, as the base game alone would rule it.
pub fn scenario(n: &BoxName, title: &str) -> String {
    format!(
        "title: \"A tile is placed with {title} in play\"
source: \"base rules: tile placement ({kebab} changes nothing here)\"
rules: [base, {kebab}]
players: [red, blue]
board:
  - tile: base/D
    at: [0, 0]
action:
  place: {{tile: base/U, at: [1, 0]}}
expect:
  verdict: legal
  scores: {{}}
",
        kebab = n.kebab,
    )
}
