//! Problems found in a user's file, as miette diagnostics that point into it.

use std::fmt;

use miette::{Diagnostic, LabeledSpan, NamedSource};

use crate::yaml::Span;

/// One thing wrong with the input, labelled at the place it happens.
#[derive(Debug, Clone)]
pub struct Problem {
    pub code: &'static str,
    pub message: String,
    pub labels: Vec<(Span, String)>,
    pub help: Option<String>,
}

impl Problem {
    pub fn new(code: &'static str, span: Span, message: impl Into<String>) -> Self {
        let message = message.into();
        Problem {
            code,
            labels: vec![(span, String::new())],
            message,
            help: None,
        }
    }

    /// Names the primary label (shown under the span).
    pub fn label(mut self, text: impl Into<String>) -> Self {
        if let Some(first) = self.labels.first_mut() {
            first.1 = text.into();
        }
        self
    }

    /// Adds a secondary label elsewhere in the file.
    pub fn also(mut self, span: Span, text: impl Into<String>) -> Self {
        self.labels.push((span, text.into()));
        self
    }

    pub fn help(mut self, text: impl Into<String>) -> Self {
        self.help = Some(text.into());
        self
    }

    pub fn span(&self) -> Span {
        self.labels.first().map(|l| l.0).unwrap_or_default()
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Problem {}

impl Diagnostic for Problem {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(self.code))
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h.as_str()) as Box<dyn fmt::Display>)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        Some(Box::new(self.labels.iter().enumerate().map(
            |(i, (s, t))| {
                let text = (!t.is_empty()).then(|| t.clone());
                if i == 0 {
                    LabeledSpan::new_primary_with_span(text, *s)
                } else {
                    LabeledSpan::new_with_span(text, *s)
                }
            },
        )))
    }
}

/// A problem together with the file it was found in, ready to render.
pub fn with_source(problem: Problem, name: &str, src: &str) -> miette::Report {
    miette::Report::new(problem).with_source_code(NamedSource::new(name, src.to_owned()))
}

/// The known words a mistyped word most likely meant, best first: the
/// same word in another case; an id written without its set (`D` for
/// `base/D`, `fn162` for `car:fn162`); ids that start with what was typed
/// (`car:fn16`); else the one closest in spelling, if any is close.
pub fn candidates<'a>(word: &str, known: impl IntoIterator<Item = &'a str>) -> Vec<&'a str> {
    let known: Vec<&str> = known.into_iter().collect();
    let lower = word.to_lowercase();
    let same_case: Vec<&str> = known
        .iter()
        .copied()
        .filter(|k| k.to_lowercase() == lower)
        .collect();
    if !same_case.is_empty() {
        return same_case;
    }
    let bare = |k: &str| {
        k.split_once(['/', ':'])
            .is_some_and(|(_, rest)| rest.to_lowercase() == lower)
    };
    let bare_matches: Vec<&str> = known.iter().copied().filter(|k| bare(k)).collect();
    if !bare_matches.is_empty() {
        return bare_matches;
    }
    if lower.len() >= 3 {
        let prefixed: Vec<&str> = known
            .iter()
            .copied()
            .filter(|k| k.to_lowercase().starts_with(&lower))
            .collect();
        if !prefixed.is_empty() && prefixed.len() <= 12 {
            return prefixed;
        }
    }
    // Spelling: only within the same set or source, so that a typo in a
    // footnote number is never "corrected" into another document's rule.
    let scope = |k: &str| match (word.split_once(['/', ':']), k.split_once(['/', ':'])) {
        (Some((a, _)), Some((b, _))) => a.eq_ignore_ascii_case(b),
        _ => true,
    };
    known
        .iter()
        .copied()
        .filter(|k| scope(k))
        .map(|k| (strsim::jaro_winkler(&lower, &k.to_lowercase()), k))
        .filter(|(score, _)| *score > 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, k)| vec![k])
        .unwrap_or_default()
}

/// "did you mean …?" for a misspelt word, when one known word is close.
pub fn did_you_mean<'a>(word: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    match candidates(word, known).as_slice() {
        [one] => Some(one),
        _ => None,
    }
}

/// "a", "a or b", "a, b or c".
pub fn either(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// "a follower", "an abbot".
pub fn article(word: &str) -> String {
    let an = word.starts_with(['a', 'e', 'i', 'o', 'u']);
    format!("{} {word}", if an { "an" } else { "a" })
}

/// A help line that suggests what was meant, or lists the choices when
/// there are few enough to read.
pub fn suggest(word: &str, known: &[&str]) -> String {
    let quoted = |ks: &[&str]| ks.iter().map(|k| format!("`{k}`")).collect::<Vec<_>>();
    match candidates(word, known.iter().copied()).as_slice() {
        [one] => format!("did you mean `{one}`?"),
        [] if known.len() > 24 => format!(
            "none of the {} known names is close to `{word}`",
            known.len()
        ),
        [] => format!("expected one of: {}", known.join(", ")),
        many => format!("did you mean one of: {}?", quoted(many).join(", ")),
    }
}
