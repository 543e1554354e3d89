//! Problems found in a user's file, as miette diagnostics that point into it.
//! A problem holds its stable code and, for its message, labels and help,
//! references into the message catalogue (`diag-*` messages with their
//! arguments); its words are made in the reader's language when it is
//! drawn (docs/translating.md).

use std::fmt;

use carc_core::engine::{Clause, Detail, Join};
use fluent_bundle::{FluentArgs, FluentValue};
use miette::{Diagnostic, LabeledSpan, NamedSource};

use crate::i18n::{Lang, catalogue};
use crate::yaml::Span;

/// Words of a diagnostic, kept as a reference into the message catalogue
/// and made in the reader's language only when the problem is drawn
/// ([`Text::in_lang`]): a problem is found once and may be shown in any
/// language.
#[derive(Clone, Debug, PartialEq)]
pub enum Text {
    /// A message of the catalogue (`diag-no-wagon`), or one of its
    /// attributes (`label`, `help`), with its arguments.
    Message {
        id: &'static str,
        attribute: Option<&'static str>,
        args: Vec<(&'static str, Arg)>,
    },
    /// A key of the format as a message shows it, "`deploy`" (what a
    /// mapping is called in the messages of its keys): kept without an
    /// allocation, as every reading of a scenario names some.
    Quoted(&'static str),
    /// A refusal's clause, written by its kind's message.
    Clause(Clause),
    /// Words already written in the reader's language (a violation, which
    /// the report layer writes in the ruling's language).
    Written(String),
}

/// An argument of a diagnostic's message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Shown as it is in every language: a name from the file or the
    /// catalogue (a tile id, a key, a player, a square), never translated.
    Name(String),
    /// A number, which a message may select a plural form on.
    Number(i64),
    /// Words of the catalogue, made in the same language.
    Text(Text),
    /// A fact as a refusal writes it: a kind of figure, a list joined by
    /// the language's "or".
    Detail(Detail),
    /// Several words of the catalogue, joined by commas.
    Texts(Vec<Text>),
}

/// A message of the catalogue by its id, its arguments to follow.
pub const fn msg(id: &'static str) -> Text {
    Text::Message {
        id,
        attribute: None,
        args: Vec::new(),
    }
}

impl Text {
    /// Adds a named argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        if let Text::Message { args, .. } = &mut self {
            args.push((name, value.into()));
        }
        self
    }

    /// An attribute of the same message, with the same arguments.
    pub fn attr(&self, attribute: &'static str) -> Text {
        match self {
            Text::Message { id, args, .. } => Text::Message {
                id,
                attribute: Some(attribute),
                args: args.clone(),
            },
            other => other.clone(),
        }
    }

    /// The words in a language. A message the catalogue lacks shows as its
    /// id (never a panic: the catalogue falls back).
    pub fn in_lang(&self, lang: Lang) -> String {
        match self {
            Text::Message {
                id,
                attribute,
                args,
            } => {
                let mut fluent = FluentArgs::new();
                for (name, value) in args {
                    fluent.set(*name, value.in_lang(lang));
                }
                catalogue(lang).format(id, *attribute, Some(&fluent))
            }
            Text::Quoted(key) => msg("diag-key-quoted").arg("key", *key).in_lang(lang),
            Text::Clause(c) => crate::report::refusal::clause_in(c, lang),
            Text::Written(words) => words.clone(),
        }
    }

    /// Whether the English catalogue has this message (or attribute).
    fn exists(&self) -> bool {
        match self {
            Text::Message { id, attribute, .. } => catalogue(Lang::En).has(id, *attribute),
            _ => true,
        }
    }
}

impl From<&Text> for Text {
    fn from(text: &Text) -> Self {
        text.clone()
    }
}

impl Arg {
    fn in_lang(&self, lang: Lang) -> FluentValue<'static> {
        match self {
            Arg::Name(name) => FluentValue::from(name.clone()),
            // A number past f64's exact integers is shown as its digits.
            Arg::Number(n) if n.unsigned_abs() > 1 << 53 => FluentValue::from(n.to_string()),
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Text(text) => FluentValue::from(text.in_lang(lang)),
            Arg::Detail(d) => FluentValue::from(crate::report::refusal::detail_in(d, lang)),
            Arg::Texts(texts) => {
                let words: Vec<String> = texts.iter().map(|t| t.in_lang(lang)).collect();
                FluentValue::from(words.join(", "))
            }
        }
    }
}

impl From<&str> for Arg {
    fn from(name: &str) -> Self {
        Arg::Name(name.to_owned())
    }
}

impl From<String> for Arg {
    fn from(name: String) -> Self {
        Arg::Name(name)
    }
}

impl From<&String> for Arg {
    fn from(name: &String) -> Self {
        Arg::Name(name.clone())
    }
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
numbers!(i64, i32, u32, u64, usize, u8);

impl From<Text> for Arg {
    fn from(text: Text) -> Self {
        Arg::Text(text)
    }
}

impl From<Detail> for Arg {
    fn from(d: Detail) -> Self {
        Arg::Detail(d)
    }
}

/// A key of the format as a message shows it: "`deploy`".
pub const fn quoted(key: &'static str) -> Text {
    Text::Quoted(key)
}

/// Names as one argument, joined by the language's "or": "a, b or c".
pub fn either(words: &[String]) -> Arg {
    Arg::Detail(Detail::List {
        join: Join::Or,
        items: words.iter().cloned().map(Detail::Name).collect(),
    })
}

/// The kind of a value the file holds, in words: "a list", "text".
pub fn kind_of(node: &crate::yaml::Node) -> Text {
    let kind = match &node.value {
        crate::yaml::Value::Null => "null",
        crate::yaml::Value::Bool(_) => "bool",
        crate::yaml::Value::Int(_) => "int",
        crate::yaml::Value::Float(_) => "float",
        crate::yaml::Value::Str(_) => "text",
        crate::yaml::Value::Seq(_) => "list",
        crate::yaml::Value::Map(_) => "mapping",
    };
    msg("diag-kind").arg("kind", kind)
}

/// One thing wrong with the input, labelled at the place it happens. Its
/// words are references into the catalogue, written in the reader's
/// language when it is drawn ([`Problem::written`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Problem {
    /// A stable identifier (`input::no-wagon`), the same in every language.
    pub code: &'static str,
    // Boxed: a problem travels in `Result`s on the reading path, which
    // stay small.
    pub message: Box<Text>,
    pub labels: Vec<(Span, Option<Text>)>,
    pub help: Option<Box<Text>>,
}

impl Problem {
    // Problems are the rare path: keeping the code that builds them out of
    // line keeps the reading path's code together (a judgement is a short
    // process, and every page of code it touches costs a fault).
    #[cold]
    pub fn new(code: &'static str, span: Span, message: impl Into<Text>) -> Self {
        Problem {
            code,
            labels: vec![(span, None)],
            message: Box::new(message.into()),
            help: None,
        }
    }

    /// A problem whose message brings its own label and help: the
    /// message's attributes `.label` and `.help`, where it has them.
    #[cold]
    pub fn says(code: &'static str, span: Span, message: impl Into<Text>) -> Self {
        let message = message.into();
        let label = message.attr("label");
        let help = message.attr("help");
        let mut p = Problem::new(code, span, message);
        if label.exists() {
            p = p.label(label);
        }
        if help.exists() {
            p = p.help(help);
        }
        p
    }

    /// Names the primary label (shown under the span).
    pub fn label(mut self, text: impl Into<Text>) -> Self {
        if let Some(first) = self.labels.first_mut() {
            first.1 = Some(text.into());
        }
        self
    }

    /// Adds a secondary label elsewhere in the file.
    pub fn also(mut self, span: Span, text: impl Into<Text>) -> Self {
        self.labels.push((span, Some(text.into())));
        self
    }

    pub fn help(mut self, text: impl Into<Text>) -> Self {
        self.help = Some(Box::new(text.into()));
        self
    }

    pub fn span(&self) -> Span {
        self.labels.first().map(|l| l.0).unwrap_or_default()
    }

    /// The problem's words in a language.
    pub fn written(&self, lang: Lang) -> Written {
        Written {
            code: self.code,
            message: self.message.in_lang(lang),
            labels: self
                .labels
                .iter()
                .map(|(span, text)| {
                    let words = text.as_ref().map(|t| t.in_lang(lang)).unwrap_or_default();
                    (*span, words)
                })
                .collect(),
            help: self.help.as_ref().map(|h| h.in_lang(lang)),
        }
    }
}

/// A problem in words, ready to draw: a miette diagnostic.
#[derive(Debug, Clone)]
pub struct Written {
    pub code: &'static str,
    pub message: String,
    /// Each place with its label (empty for a bare underline).
    pub labels: Vec<(Span, String)>,
    pub help: Option<String>,
}

impl fmt::Display for Written {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Written {}

impl Diagnostic for Written {
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

/// "N, E, S"
pub fn names(points: &[carc_core::geometry::Point]) -> String {
    let names: Vec<&str> = points.iter().map(|p| p.name()).collect();
    names.join(", ")
}

/// A help line that suggests what was meant, or lists the choices when
/// there are few enough to read.
pub fn hint(word: &str, known: &[&str]) -> Text {
    let quoted = |ks: &[&str]| -> String {
        let quoted: Vec<String> = ks.iter().map(|k| format!("`{k}`")).collect();
        quoted.join(", ")
    };
    match candidates(word, known.iter().copied()).as_slice() {
        [one] => msg("diag-did-you-mean").arg("name", *one),
        [] if known.len() > 24 => msg("diag-none-close")
            .arg("count", known.len())
            .arg("word", word),
        [] => msg("diag-expected-one-of").arg("names", listed(known)),
        many => msg("diag-did-you-mean-one-of").arg("names", quoted(many)),
    }
}

/// Names of the format (values a key takes) listed as a language shows
/// them: English bare, others in backticks, as values of the file.
pub fn listed(names: &[&str]) -> Arg {
    Arg::Texts(
        names
            .iter()
            .map(|n| msg("diag-listed-name").arg("name", *n))
            .collect(),
    )
}

/// [`hint`] in English, for the command line's own errors.
pub fn suggest(word: &str, known: &[&str]) -> String {
    hint(word, known).in_lang(Lang::En)
}

/// Longest source line shown whole in a diagnostic; longer ones are cut to a
/// window around the labels on them, so that a minified file still gets a
/// readable diagnostic (and the renderer, which counts columns in 16 bits,
/// never sees a line it cannot draw).
const LINE_LIMIT: usize = 240;
/// Characters kept on each side of the labels of a long line.
const MARGIN: usize = 60;

fn floor_char(text: &str, mut i: usize) -> usize {
    i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The problem and the text to render it against, with every line longer
/// than `LINE_LIMIT` cut around the labels on it and the labels moved to
/// match. Line numbers stay as in the file.
pub fn fit(problem: &Written, text: &str) -> (Written, String) {
    if text.lines().all(|l| l.len() <= LINE_LIMIT) {
        return (problem.clone(), text.to_owned());
    }
    // (start in the file, end in the file, start in the result, prefix length)
    let mut windows: Vec<(usize, usize, usize, usize)> = Vec::new();
    let mut out = String::with_capacity(text.len().min(64 * 1024));
    let mut line_start = 0;
    for line in text.split_inclusive('\n') {
        let line_end = line_start + line.len();
        if line.len() <= LINE_LIMIT {
            // Short lines of a huge file are dropped too when far from
            // every label: only the context a diagnostic shows is kept.
            windows.push((line_start, line_end, out.len(), 0));
            out.push_str(line);
        } else {
            let on_line: Vec<usize> = problem
                .labels
                .iter()
                .map(|(s, _)| s.offset)
                .filter(|o| (line_start..line_end).contains(o))
                .collect();
            let first = on_line.iter().copied().min().unwrap_or(line_start);
            let last = on_line.iter().copied().max().unwrap_or(line_start);
            let last = if last - first > LINE_LIMIT {
                first
            } else {
                last
            };
            let w0 = floor_char(text, first.saturating_sub(MARGIN).max(line_start));
            let w1 = floor_char(text, (last + MARGIN).min(line_end));
            let prefix = if w0 > line_start { "…" } else { "" };
            windows.push((w0, w1, out.len() + prefix.len(), prefix.len()));
            out.push_str(prefix);
            // A tab is drawn several columns wide; a space keeps the bytes
            // and the label where it belongs.
            out.push_str(&text[w0..w1].replace('\t', " "));
            if w1 < line_end {
                out.push('…');
                if line.ends_with('\n') {
                    out.push('\n');
                }
            }
        }
        line_start = line_end;
    }
    let map = |o: usize| -> usize {
        for &(a, b, at, _) in &windows {
            if o >= a && o < b {
                return at + (o - a);
            }
            if o < a {
                return at;
            }
        }
        out.len()
    };
    let mut fitted = problem.clone();
    for (span, _) in fitted.labels.iter_mut() {
        let start = map(span.offset);
        let end = map(span.offset + span.len).max(start);
        // A label never runs past the window of its line.
        let line_end = out[start..].find('\n').map_or(out.len(), |i| start + i);
        span.offset = start;
        span.len = (end - start).min(line_end - start).min(LINE_LIMIT);
    }
    (fitted, out)
}

/// Draws a problem for people, as miette does, against the file's text:
/// long lines cut around the labels ([`fit`]), and every control character
/// of the file or of the words quoted from it shown escaped, so that a
/// file cannot drive the reader's terminal.
pub fn draw(
    problem: &Problem,
    name: &str,
    text: &str,
    style: crate::input::Style,
    lang: Lang,
) -> String {
    use crate::safe_text::{Escaped, escape};
    let theme = if style.color {
        miette::GraphicalTheme::unicode()
    } else {
        miette::GraphicalTheme::unicode_nocolor()
    };
    let handler = miette::GraphicalReportHandler::new_themed(theme).with_width(style.width);
    let (mut problem, text) = fit(&problem.written(lang), text);
    let escaped = Escaped::new(&text);
    problem.message = escape(&problem.message).into_owned();
    problem.help = problem.help.map(|h| escape(&h).into_owned());
    for (span, label) in problem.labels.iter_mut() {
        let start = escaped.map(span.offset);
        let end = escaped.map(span.offset + span.len);
        span.offset = start;
        span.len = end - start;
        *label = escape(label).into_owned();
    }
    let report =
        miette::Report::new(problem).with_source_code(NamedSource::new(escape(name), escaped.text));
    let mut out = String::new();
    // Writing into a String cannot fail.
    let _ = handler.render_report(&mut out, report.as_ref());
    out
}
