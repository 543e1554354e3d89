//! What the judge decides: the verdict, the events of the turn with their
//! citations, and the points and figures that change hands.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::figure::FigureKind;
use crate::registry::Rule;
use crate::yaml::Span;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EventKind {
    PlaceTile,
    Deploy,
    TakeBack,
    DoubleTurn,
    Complete,
    Score,
    Return,
    WagonMove,
    FinalScore,
    Note,
}

#[derive(Clone, Debug, Serialize)]
pub struct Event {
    pub kind: EventKind,
    pub text: String,
    pub cites: Vec<Rule>,
}

/// Why an action is illegal, and where in the file.
#[derive(Clone, Debug, Serialize)]
pub struct Violation {
    pub rule: Rule,
    pub message: String,
    pub cites: Vec<Rule>,
    pub help: String,
    /// The offending key in the scenario.
    #[serde(skip)]
    pub span: Span,
    #[serde(skip)]
    pub label: String,
    /// Board entries involved, e.g. the tile holding the rival knight.
    #[serde(skip)]
    pub related: Vec<(Span, String)>,
}

impl Violation {
    pub fn new(rule: Rule, span: Span, message: impl Into<String>) -> Self {
        Violation {
            rule,
            message: message.into(),
            cites: vec![rule],
            help: String::new(),
            span,
            label: String::new(),
            related: Vec::new(),
        }
    }

    pub fn label(mut self, text: impl Into<String>) -> Self {
        self.label = text.into();
        self
    }

    pub fn help(mut self, text: impl Into<String>) -> Self {
        self.help = text.into();
        self
    }

    pub fn also(mut self, span: Span, text: impl Into<String>) -> Self {
        self.related.push((span, text.into()));
        self
    }

    pub fn cite(mut self, rule: Rule) -> Self {
        if !self.cites.contains(&rule) {
            self.cites.push(rule);
        }
        self
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    Legal,
    Illegal,
}

#[derive(Clone, Debug, Serialize)]
pub struct Ruling {
    pub title: String,
    pub verdict: Verdict,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub violation: Option<Violation>,
    pub events: Vec<Event>,
    /// Points gained by this action, per player (every player listed).
    pub scores: BTreeMap<String, i64>,
    /// Figures back to supply by this action, per player.
    pub returned: BTreeMap<String, Vec<FigureKind>>,
    /// Every citation in the ruling, events and violation together.
    pub cites: Vec<Rule>,
    /// Remarks on the position that are not rulings (e.g. a board in parts).
    pub notes: Vec<String>,
    /// The players in turn order, for reports.
    #[serde(skip)]
    pub players: Vec<String>,
}
