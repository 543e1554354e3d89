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

/// "did you mean …?" for a misspelt word, when one known word is close.
pub fn did_you_mean<'a>(word: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    known
        .into_iter()
        .map(|k| (strsim::jaro_winkler(word, k), k))
        .filter(|(score, _)| *score > 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, k)| k)
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

/// A help line that suggests the closest word or lists the choices.
pub fn suggest(word: &str, known: &[&str]) -> String {
    match did_you_mean(word, known.iter().copied()) {
        Some(k) => format!("did you mean `{k}`?"),
        None => format!("expected one of: {}", known.join(", ")),
    }
}
