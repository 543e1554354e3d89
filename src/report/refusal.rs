//! A violation in words: each clause the core gives (a kind and its facts)
//! is written by the catalogue's message of that kind, in the reader's
//! language. A fact reaches the message as a variable of its name, and as
//! the forms a language may need beside it: a figure's id, its name with an
//! article and where it may stand (`$figure-kind`, `$figure-a`,
//! `$figure-the`, `$figure-places`), a feature in each grammatical case
//! (`$feature-accusative`, `-dative`, `-genitive`, and `-in` and `-into`
//! with the preposition its kind takes), a list's length
//! (`$squares-count`).

use fluent_bundle::{FluentArgs, FluentValue};

use carc_core::engine::{Clause, Detail, Join, Violation};
use carc_core::position::Locus;

use super::sentence::{Words, n, s};
use crate::i18n::{Lang, catalogue};

/// Everything a violation says, written out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// What is wrong.
    pub message: String,
    /// The label of the part at fault (may be empty).
    pub label: String,
    /// What would be legal instead (may be empty).
    pub help: String,
    /// Labels of the other parts of the position involved.
    pub related: Vec<(Locus, String)>,
}

/// The grammatical cases a feature is written in, for languages that
/// decline (English writes the same words in each), and the two forms with
/// the preposition its kind takes, for where something is (`in`: German
/// "auf der Straße", "in der Stadt") and where it goes (`into`: "auf die
/// Straße", "in die Stadt").
const CASES: [&str; 5] = ["accusative", "dative", "genitive", "in", "into"];

/// A violation, written in `lang`.
pub fn written(v: &Violation, lang: Lang) -> Written {
    let w = Words { c: catalogue(lang) };
    let args = arguments(&w, &v.reason);
    Written {
        message: w.c.format(v.reason.kind.id(), None, Some(&args)),
        label: v
            .label
            .map(|l| w.c.format(l.id(), None, Some(&args)))
            .unwrap_or_default(),
        help: v.help.as_ref().map(|h| clause(&w, h)).unwrap_or_default(),
        related: v
            .related
            .iter()
            .map(|(at, aside)| (*at, clause(&w, aside)))
            .collect(),
    }
}

/// A violation's reason alone, in `lang`.
pub fn reason(v: &Violation, lang: Lang) -> String {
    clause(&Words { c: catalogue(lang) }, &v.reason)
}

/// One clause of a refusal in `lang` (for front ends that show a clause
/// the core gave on its own).
pub fn clause_in(c: &Clause, lang: Lang) -> String {
    clause(&Words { c: catalogue(lang) }, c)
}

/// One clause in the words of a catalogue (for a step the core gave as a
/// clause).
pub(super) fn clause_with(c: &'static crate::i18n::Catalogue, clause_of: &Clause) -> String {
    clause(&Words { c }, clause_of)
}

fn clause(w: &Words, c: &Clause) -> String {
    w.c.format(c.kind.id(), None, Some(&arguments(w, c)))
}

fn arguments<'a>(w: &Words, c: &Clause) -> FluentArgs<'a> {
    let mut args = FluentArgs::new();
    for (name, detail) in &c.facts {
        add(w, &mut args, name, detail);
    }
    args
}

/// A fact as the variable of its name and the forms derived from it.
fn add(w: &Words, args: &mut FluentArgs, name: &str, detail: &Detail) {
    let mut set = |suffix: &str, value: FluentValue<'static>| {
        args.set(format!("{name}{suffix}"), value);
    };
    match detail {
        Detail::Figure(k) => {
            set("", s(w.figure(*k)));
            set("-kind", s(k.name()));
            set("-a", s(w.t("figure-a", vec![("figure", s(k.name()))])));
            set("-the", s(w.t("figure-the", vec![("figure", s(k.name()))])));
            set(
                "-places",
                s(w.t("figure-places", vec![("figure", s(k.name()))])),
            );
        }
        Detail::Feature(f) | Detail::FeatureAt(f) => {
            let at = matches!(detail, Detail::FeatureAt(_));
            let write = |case: &str| {
                if at {
                    w.feature_at(f, case)
                } else {
                    w.feature(f, case)
                }
            };
            set("", s(write("nominative")));
            for case in CASES {
                set(&format!("-{case}"), s(write(case)));
            }
            set("-kind", s(f.kind));
        }
        Detail::List { items, .. } => {
            set("", s(text(w, detail)));
            set("-count", n(items.len() as i64));
        }
        Detail::Standing { figure, .. } => {
            set("", s(text(w, detail)));
            set("-kind", s(figure.name()));
        }
        Detail::Number(x) => set("", n(*x)),
        _ => set("", s(text(w, detail))),
    }
}

/// A fact in words, as it reads on its own (in a list, or in the
/// nominative).
fn text(w: &Words, detail: &Detail) -> String {
    match detail {
        Detail::Square(p) => p.to_string(),
        Detail::Tile(id) | Detail::Kind(id) => (*id).to_owned(),
        Detail::Shown(id) => w.t(
            "tile-shown",
            vec![(
                "layout",
                s(w.t(&format!("tiles-layout-{}", id.replace('/', "-")), vec![])),
            )],
        ),
        Detail::Player(name) | Detail::Name(name) => name.clone(),
        Detail::Compass(direction) => w.compass(direction),
        Detail::Figure(k) => w.figure(*k),
        Detail::Standing { player, figure, at } => w.t(
            "figure-standing",
            vec![
                ("player", s(player)),
                ("figure", s(w.figure(*figure))),
                ("kind", s(figure.name())),
                ("at", s(at)),
            ],
        ),
        Detail::Feature(f) => w.feature(f, "nominative"),
        Detail::FeatureAt(f) => w.feature_at(f, "nominative"),
        Detail::Spot(spot) => w.spot(spot),
        Detail::Number(x) => x.to_string(),
        Detail::List { join, items } => {
            let words: Vec<String> = items.iter().map(|i| text(w, i)).collect();
            match join {
                Join::And => w.and(&words),
                Join::Or => w.or(&words),
                Join::Comma => words.join(", "),
                Join::Semicolon => words.join("; "),
            }
        }
        Detail::Clause(c) => clause(w, c),
    }
}

/// One fact of a refusal in `lang`, as it reads on its own.
pub fn detail_in(d: &Detail, lang: Lang) -> String {
    text(&Words { c: catalogue(lang) }, d)
}
