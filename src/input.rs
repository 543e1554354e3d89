//! Reading a scenario file (or standard input) into a checked position, and
//! rendering what is wrong with it.

use std::io::Read;

use carc_core::Ruling;

use crate::diag::{Problem, msg};
use crate::i18n::Lang;
use crate::scenario::{self, Scenario};
use crate::translate::{self, Translated};

/// A file's name (as the user wrote it) and text.
#[derive(Clone, Debug)]
pub struct Source {
    pub name: String,
    pub text: String,
}

/// The largest input read unless the user allows more (`--max-size`): far
/// above any real scenario (a full 72-tile table is about 10 kB), and small
/// enough that a wrong path (`/dev/zero`, a disk image) ends at once.
pub const DEFAULT_MAX_SIZE: u64 = 8 * 1024 * 1024;

/// Why a file could not be read as text.
#[derive(Debug)]
pub enum ReadError {
    /// The system's reason (no such file, permission denied).
    Io(std::io::Error),
    /// A folder stands at the path.
    Folder,
    /// More bytes than the limit.
    TooLarge { limit: u64 },
    /// Bytes that are not UTF-8, first at this line and column.
    NotText { line: usize, column: usize },
}

impl ReadError {
    /// Why the file was not read, in `lang`; the system's reason as the
    /// system gives it.
    pub fn say(&self, lang: crate::i18n::Lang) -> String {
        let c = crate::i18n::catalogue(lang);
        match self {
            ReadError::Io(e) => e.to_string(),
            ReadError::Folder => c.get("cli-error-read-folder"),
            ReadError::TooLarge { limit } => c.say(
                "cli-error-too-large",
                &[("limit", size_words(*limit).into())],
            ),
            ReadError::NotText { line, column } => c.say(
                "cli-error-not-text",
                &[("line", (*line).into()), ("column", (*column).into())],
            ),
        }
    }
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(crate::i18n::Lang::En))
    }
}

impl std::error::Error for ReadError {}

/// "8 MiB", "300 bytes".
pub fn size_words(bytes: u64) -> String {
    const MIB: u64 = 1024 * 1024;
    match bytes {
        b if b >= MIB && b % MIB == 0 => format!("{} MiB", b / MIB),
        b if b >= 1024 && b % 1024 == 0 => format!("{} KiB", b / 1024),
        b => format!("{b} bytes"),
    }
}

/// "8MiB", "512k", "1000": a size in bytes for `--max-size`.
pub fn parse_size(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let digits = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (n, unit) = t.split_at(digits);
    let n: u64 = n
        .parse()
        .map_err(|_| format!("`{text}` is not a size such as 8MiB, 512KiB or 20000"))?;
    let scale: u64 = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" | "kib" => 1024,
        "m" | "mb" | "mib" => 1024 * 1024,
        "g" | "gb" | "gib" => 1024 * 1024 * 1024,
        other => return Err(format!("unknown unit `{other}`: use KiB, MiB or GiB")),
    };
    n.checked_mul(scale)
        .filter(|&b| b > 0)
        .ok_or_else(|| format!("`{text}` is not a size above zero that fits in 64 bits"))
}

/// Reads at most `limit` bytes (and one more to tell that there were more)
/// from any reader: a pipe, a device or a file that grows while read.
pub fn read_bounded(reader: impl Read, limit: u64) -> Result<String, ReadError> {
    let mut bytes = Vec::new();
    reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge { limit });
    }
    String::from_utf8(bytes).map_err(|e| {
        let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = valid.iter().filter(|b| **b == b'\n').count() + 1;
        let start = valid.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
        let column = String::from_utf8_lossy(&valid[start..]).chars().count() + 1;
        ReadError::NotText { line, column }
    })
}

impl Source {
    /// `-` reads standard input. Reads at most [`DEFAULT_MAX_SIZE`].
    pub fn read(path: &str) -> Result<Source, ReadError> {
        Source::read_limited(path, DEFAULT_MAX_SIZE)
    }

    /// `-` reads standard input; anything longer than `limit` is refused.
    /// A regular file's size is known before reading, so a large one is
    /// refused without reading it.
    pub fn read_limited(path: &str, limit: u64) -> Result<Source, ReadError> {
        let text = if path == "-" {
            read_bounded(std::io::stdin().lock(), limit)?
        } else {
            let file = std::fs::File::open(path).map_err(ReadError::Io)?;
            let meta = file.metadata().map_err(ReadError::Io)?;
            if meta.is_dir() {
                return Err(ReadError::Folder);
            }
            if meta.is_file() && meta.len() > limit {
                return Err(ReadError::TooLarge { limit });
            }
            read_bounded(file, limit)?
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

/// Renders problems one after another, each with its place in the file,
/// in the reader's language.
pub fn render(problems: &[Problem], src: &Source, style: Style, lang: Lang) -> String {
    let mut out = String::new();
    // Output stays proportional to what a reader can use, whatever the file.
    for p in problems.iter().take(MAX_SHOWN) {
        out.push_str(&crate::diag::draw(p, &src.name, &src.text, style, lang));
        out.push('\n');
    }
    if problems.len() > MAX_SHOWN {
        let more = msg("diag-more-not-shown").arg("count", problems.len() - MAX_SHOWN);
        out.push_str(&more.in_lang(lang));
        out.push('\n');
    }
    let found = msg("diag-problems-found")
        .arg("file", crate::safe_text::escape(&src.name).into_owned())
        .arg("count", problems.len());
    out.push_str(&found.in_lang(lang));
    out.push('\n');
    out
}

/// A place in the file: byte offset and length, and the 1-based line and
/// column (in characters) where it starts.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
pub struct PlaceJson {
    pub offset: usize,
    pub length: usize,
    pub line: usize,
    pub column: usize,
}

/// A label under a place in the file.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
pub struct LabelJson {
    /// What the label says (none for a bare underline).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Where.
    pub span: PlaceJson,
    /// Whether this is the place the problem is about.
    pub primary: bool,
}

/// A problem with a file, for programs: the fields of miette's JSON report
/// (code, message, severity, help, filename, labels) with the line and
/// column of each place.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
pub struct DiagnosticJson {
    /// A stable code, e.g. `input::unknown-tile`.
    pub code: String,
    /// What is wrong.
    pub message: String,
    /// Always `error`.
    pub severity: String,
    /// How to fix it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub help: Option<String>,
    /// The file, as given.
    pub filename: String,
    /// Where the problem is: line and column of its first label.
    pub line: usize,
    pub column: usize,
    /// Every place it concerns, the first the primary one.
    pub labels: Vec<LabelJson>,
}

/// Problems as typed JSON values, for programs (at most [`MAX_SHOWN`]).
/// Strings keep their control characters: JSON escapes them.
pub fn render_json(problems: &[Problem], src: &Source, lang: Lang) -> Vec<DiagnosticJson> {
    let place = |span: crate::yaml::Span| {
        let (line, column) = crate::check::line_col(&src.text, span.offset);
        PlaceJson {
            offset: span.offset,
            length: span.len,
            line,
            column,
        }
    };
    problems
        .iter()
        .take(MAX_SHOWN)
        .map(|p| {
            let (line, column) = crate::check::line_col(&src.text, p.span().offset);
            let p = p.written(lang);
            DiagnosticJson {
                code: p.code.to_owned(),
                message: p.message,
                severity: "error".to_owned(),
                help: p.help,
                filename: src.name.clone(),
                line,
                column,
                labels: p
                    .labels
                    .into_iter()
                    .enumerate()
                    .map(|(i, (span, text))| LabelJson {
                        label: (!text.is_empty()).then_some(text),
                        span: place(span),
                        primary: i == 0,
                    })
                    .collect(),
            }
        })
        .collect()
}

/// Reads, checks and judges a scenario.
pub fn judge(src: &Source) -> Result<(Loaded, Ruling), Vec<Problem>> {
    let loaded = load(src)?;
    let t = &loaded.translated;
    let ruling = carc_core::judge(&t.position, &t.action);
    Ok((loaded, ruling))
}
