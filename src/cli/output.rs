//! Where output goes: colour and width for a stream, writing to standard
//! output, reading a file.

use std::io::{IsTerminal, Write};

use anstream::{AutoStream, ColorChoice};
use carcassonne_judge::i18n::{FluentValue, Lang};
use carcassonne_judge::input::{Source, Style};

/// Sets what `--color` asked for, before anything is written. anstream
/// keeps it process-wide, and clap's help and errors read the same answer.
pub fn choose_colour(choice: crate::args::ColorChoice) {
    ColorChoice::from(choice).write_global();
}

/// Whether to colour a stream that is or is not a terminal. anstream
/// decides, as it does for clap: `--color always|never` first; then, for
/// `auto`, NO_COLOR (set and not empty) turns colour off, CLICOLOR_FORCE
/// (set and not empty) on, CLICOLOR=0 off; otherwise only a terminal gets
/// colour, and not when TERM is `dumb` or unset (unless CLICOLOR is set
/// to something else than 0, or CI is set).
fn colour(terminal: bool) -> bool {
    // anstream asks a stream only whether it is a terminal: one that
    // answers as the caller's stream does gets the same decision.
    let choice = if !terminal {
        AutoStream::choice(&Vec::<u8>::new())
    } else if std::io::stdout().is_terminal() {
        AutoStream::choice(&std::io::stdout())
    } else {
        AutoStream::choice(&std::io::stderr())
    };
    choice != ColorChoice::Never
}

/// How wide to draw diagnostics: the terminal's width, or 80 columns for
/// a file or a pipe.
fn width(terminal: bool) -> usize {
    if terminal {
        terminal_size::terminal_size()
            .map(|(w, _)| usize::from(w.0).clamp(40, 200))
            .unwrap_or(100)
    } else {
        80
    }
}

/// Colour and width for a stream that is or is not a terminal.
pub fn style(terminal: bool) -> Style {
    Style {
        color: colour(terminal),
        width: width(terminal),
    }
}

/// The `--max-size` in force.
pub static MAX_SIZE: std::sync::OnceLock<u64> = std::sync::OnceLock::new();

pub fn max_size() -> u64 {
    MAX_SIZE
        .get()
        .copied()
        .unwrap_or(carcassonne_judge::input::DEFAULT_MAX_SIZE)
}

/// The language of the words shown (`--lang`, else the locale's).
pub static LANG: std::sync::OnceLock<Lang> = std::sync::OnceLock::new();

pub fn lang() -> Lang {
    LANG.get().copied().unwrap_or_default()
}

/// A message of the command line's catalogue in the language shown.
pub fn say(id: &str, args: &[(&str, FluentValue)]) -> String {
    carcassonne_judge::i18n::catalogue(lang()).say(id, args)
}

/// `error: ` and a message, on standard error.
pub fn fail(id: &str, args: &[(&str, FluentValue)]) {
    let error = say(id, args);
    warnln!("{}", say("cli-error", &[("error", error.into())]));
}

pub fn read(path: &str) -> Option<Source> {
    match Source::read_limited(path, max_size()) {
        Ok(s) => Some(s),
        Err(e) => {
            let path = carcassonne_judge::safe_text::escape(path);
            fail(
                "cli-error-cannot-read",
                &[("path", path.into()), ("reason", e.say(lang()).into())],
            );
            None
        }
    }
}

/// What became of standard output: the first write error other than a
/// reader that went away, and whether the reader went away.
static WRITE_ERROR: std::sync::OnceLock<String> = std::sync::OnceLock::new();
static READER_GONE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Writes to standard output. A reader that went away (`| head`) only
/// stops the output: the command goes on to the status it decided, as
/// `grep -q` does, so `set -o pipefail` still sees a failure. Any other
/// write error (a full disk, `> /dev/full`) is kept for [`finish`], which
/// turns it into exit status 2: an answer that was not written must not
/// pass for one.
pub fn emit(text: &str) {
    use std::sync::atomic::Ordering;
    if READER_GONE.load(Ordering::Relaxed) || WRITE_ERROR.get().is_some() {
        return;
    }
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|_| out.flush()) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            READER_GONE.store(true, Ordering::Relaxed);
        } else {
            let _ = WRITE_ERROR.set(e.to_string());
        }
    }
}

/// The command's exit status, or 2 when its output could not be written.
pub fn finish(code: std::process::ExitCode) -> std::process::ExitCode {
    match WRITE_ERROR.get() {
        Some(e) => {
            fail(
                "cli-error-cannot-write-output",
                &[("reason", e.as_str().into())],
            );
            std::process::ExitCode::from(2)
        }
        None => code,
    }
}

/// Writes to standard error, never failing: with stderr closed or full
/// there is nowhere left to say anything, and the exit status still does.
pub fn warn(text: &str) {
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(text.as_bytes()).and_then(|_| err.flush());
}

/// `eprintln!` that never panics (see [`warn`]).
macro_rules! warnln {
    ($($arg:tt)*) => {
        $crate::output::warn(&format!("{}\n", format_args!($($arg)*)))
    };
}
pub(crate) use warnln;

/// One JSON value on a line of its own (JSON Lines).
pub fn emit_line(value: &serde_json::Value) {
    emit(&format!("{value}\n"));
}

/// One value as JSON on a line of its own (JSON Lines).
pub fn emit_json(value: &impl serde::Serialize) {
    // Serialising our own types into a String cannot fail.
    emit(&format!(
        "{}\n",
        serde_json::to_string(value).unwrap_or_default()
    ));
}
