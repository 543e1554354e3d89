//! Reading a scenario file (or standard input) into a checked position, and
//! rendering what is wrong with it.

use std::io::Read;

use miette::{GraphicalReportHandler, GraphicalTheme, NamedSource};

use carc_core::Ruling;

use crate::diag::Problem;
use crate::scenario::{self, Scenario};
use crate::translate::{self, Translated};

/// A file's name (as the user wrote it) and text.
#[derive(Clone, Debug)]
pub struct Source {
    pub name: String,
    pub text: String,
}

impl Source {
    /// `-` reads standard input.
    pub fn read(path: &str) -> std::io::Result<Source> {
        let text = if path == "-" {
            let mut s = String::new();
            std::io::stdin().read_to_string(&mut s)?;
            s
        } else {
            std::fs::read_to_string(path)?
        };
        let name = if path == "-" { "<stdin>" } else { path };
        Ok(Source {
            name: name.to_owned(),
            text,
        })
    }
}

/// A scenario read, checked, and translated for the game core.
pub struct Loaded {
    /// The file's model, with spans.
    pub scenario: Scenario,
    /// The position and action, and where each part was written.
    pub translated: Translated,
}

/// Reads a scenario and checks that it describes a position and an action.
pub fn load(src: &Source) -> Result<Loaded, Vec<Problem>> {
    let (scenario, mut problems) = scenario::load(&src.text);
    let Some(scenario) = scenario else {
        return Err(in_file_order(problems));
    };
    match translate::build(&scenario) {
        Ok(translated) if problems.is_empty() => {
            let unsupported = crate::unsupported::unsupported(&scenario);
            if unsupported.is_empty() {
                Ok(Loaded {
                    scenario,
                    translated,
                })
            } else {
                Err(unsupported)
            }
        }
        Ok(_) => Err(in_file_order(problems)),
        Err(more) => {
            problems.extend(more);
            Err(in_file_order(problems))
        }
    }
}

/// Problems in the order a reader meets them in the file.
fn in_file_order(mut problems: Vec<Problem>) -> Vec<Problem> {
    problems.sort_by_key(|p| p.span().offset);
    problems
}

/// How diagnostics are drawn.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub color: bool,
    pub width: usize,
}

impl Style {
    /// What tests and snapshots use: no colour, 80 columns.
    pub const PLAIN: Style = Style {
        color: false,
        width: 80,
    };
}

/// How many problems of one file are drawn.
pub const MAX_SHOWN: usize = 20;

/// Renders problems one after another, each with its place in the file.
pub fn render(problems: &[Problem], src: &Source, style: Style) -> String {
    let theme = if style.color {
        GraphicalTheme::unicode()
    } else {
        GraphicalTheme::unicode_nocolor()
    };
    let handler = GraphicalReportHandler::new_themed(theme).with_width(style.width);
    let mut out = String::new();
    // Output stays proportional to what a reader can use, whatever the file.
    for p in problems.iter().take(MAX_SHOWN) {
        let (p, text) = crate::diag::fit(p, &src.text);
        let report = miette::Report::new(p).with_source_code(NamedSource::new(&src.name, text));
        // Writing into a String cannot fail.
        let _ = handler.render_report(&mut out, report.as_ref());
        out.push('\n');
    }
    if problems.len() > MAX_SHOWN {
        out.push_str(&format!(
            "… and {} more problems not shown; fix these first\n",
            problems.len() - MAX_SHOWN
        ));
    }
    let n = problems.len();
    out.push_str(&format!(
        "{}: {n} problem{} found; nothing was judged\n",
        src.name,
        if n == 1 { "" } else { "s" }
    ));
    out
}

/// Problems as JSON values (miette's JSON report), for programs.
pub fn render_json(problems: &[Problem], src: &Source) -> Vec<serde_json::Value> {
    let handler = miette::JSONReportHandler::new();
    problems
        .iter()
        .take(MAX_SHOWN)
        .filter_map(|p| {
            let report = miette::Report::new(p.clone())
                .with_source_code(NamedSource::new(&src.name, src.text.clone()));
            let mut out = String::new();
            handler.render_report(&mut out, report.as_ref()).ok()?;
            serde_json::from_str(&escape_controls(&out)).ok()
        })
        .collect()
}

/// miette's JSON handler writes control characters other than `\n`, `\r`,
/// `\t`, `\b` and `\f` raw (a NUL in an alias the file names, quoted in the
/// message), which JSON forbids, so the whole diagnostic failed to parse
/// and was dropped. Its own layout uses none of them, so each one stands
/// inside a string, where `\u00XX` is its JSON spelling.
fn escape_controls(json: &str) -> std::borrow::Cow<'_, str> {
    if !json.chars().any(|c| c < ' ') {
        return json.into();
    }
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        if c < ' ' {
            out.push_str(&format!("\\u{:04x}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out.into()
}

/// Reads, checks and judges a scenario.
pub fn judge(src: &Source) -> Result<(Loaded, Ruling), Vec<Problem>> {
    let loaded = load(src)?;
    let t = &loaded.translated;
    let ruling = carc_core::judge(&t.position, &t.action);
    Ok((loaded, ruling))
}
