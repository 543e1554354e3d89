//! The rule registry's vocabulary: a rule, its entry (document, section,
//! authority, status), the kinds of clause a refusal says, and the macros
//! that declare them (`rules!`, `says!`). Each box declares its own entries
//! in its folder of `carc-core`, which lists them all; the engine keeps only
//! the base game's, which its steps cite. `rules!` makes a constant per
//! entry, so code cites rules through those constants and a typo does not
//! compile. `docs/rules.md` is generated from the whole registry.

use serde::Serialize;

#[macro_use]
mod table;
#[macro_use]
mod say;

pub mod base;

pub use say::Say;

/// A citable rule, by id (`base:score-city`, `car:fn162`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(transparent)]
pub struct Rule(pub &'static str);

impl schemars::JsonSchema for Rule {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "RuleId".into()
    }

    /// The ids are the boxes': whoever describes a ruling adds them as the
    /// `enum` of this schema (the engine cannot list them).
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A rule of the registry (`carc rule ID` shows it).",
            "type": "string"
        })
    }
}

impl Rule {
    /// The rule's id (`base:score-city`).
    pub fn id(self) -> &'static str {
        self.0
    }
}

pub use crate::declared::Document;

/// What kind of text a rule rests on (docs/readings.md §9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Authority {
    /// The rulebook's own text.
    Rulebook,
    /// A publisher's clarification (FAQ), dated where the source dates it.
    Publisher,
    /// A community reading, not confirmed by a publisher.
    Community,
    /// A note on how publishers' editions differ.
    EditionNote,
    /// The reading this project chose where the sources leave a choice.
    ProjectRuling,
}

/// Whether the judge applies the rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The engine applies it; scenarios show it.
    Adjudicated,
    /// A note on wording with nothing to decide; cited with the rule it
    /// qualifies.
    Wording,
    /// Not applied (usually for an expansion not built; the catalogue says
    /// why).
    Unsupported,
}

impl Status {
    /// The status in one word: `adjudicated`, `wording` or `unsupported`.
    pub fn name(self) -> &'static str {
        match self {
            Status::Adjudicated => "adjudicated",
            Status::Wording => "wording",
            Status::Unsupported => "unsupported",
        }
    }
}

/// One rule of the registry: where it comes from and whether the judge
/// applies it. What it says is in the message catalogue of the report
/// layer, in every language carc speaks.
#[derive(Debug)]
pub struct Entry {
    /// The rule's id.
    pub rule: Rule,
    /// The document the rule comes from.
    pub document: Document,
    /// Section, footnote or paragraph in the document.
    pub section: &'static str,
    /// Date of a publisher clarification, as the source gives it.
    pub date: Option<&'static str>,
    /// What kind of text the rule rests on.
    pub authority: Authority,
    /// Whether the judge applies the rule.
    pub status: Status,
}

impl Entry {
    /// The section of docs/readings.md the rule states, for a rule that is
    /// one of this project's readings (`"1.8"` for readings §1.8): its
    /// section starts with `§` and the number. A step that rests on a
    /// reading cites such a rule, and the ruling names the section.
    pub fn reading(&self) -> Option<&'static str> {
        if self.document != Document::Rulings {
            return None;
        }
        let number = self.section.strip_prefix('§')?.split([' ', ',']).next()?;
        (!number.is_empty()).then_some(number)
    }
}
