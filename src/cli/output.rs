//! Where output goes: colour and width for a stream, writing to standard
//! output, reading a file.

use std::io::Write;

use carcassonne_judge::input::{Source, Style};

use crate::args::ColorChoice;

/// Whether to colour, and how wide to draw diagnostics, for a stream that
/// is or is not a terminal. NO_COLOR counts only when set to something
/// (no-color.org); CLICOLOR_FORCE forces colour unless it is empty or "0".
fn style_for(choice: ColorChoice, terminal: bool) -> Style {
    let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
    let forced = std::env::var_os("CLICOLOR_FORCE").is_some_and(|v| !v.is_empty() && v != "0");
    let color = match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => !set("NO_COLOR") && (terminal || forced),
    };
    let width = if terminal {
        terminal_size::terminal_size()
            .map(|(w, _)| usize::from(w.0).clamp(40, 200))
            .unwrap_or(100)
    } else {
        80
    };
    Style { color, width }
}

pub static COLOR: std::sync::OnceLock<ColorChoice> = std::sync::OnceLock::new();

pub fn style(terminal: bool) -> Style {
    style_for(COLOR.get().copied().unwrap_or_default(), terminal)
}

/// The `--max-size` in force.
pub static MAX_SIZE: std::sync::OnceLock<u64> = std::sync::OnceLock::new();

pub fn max_size() -> u64 {
    MAX_SIZE
        .get()
        .copied()
        .unwrap_or(carcassonne_judge::input::DEFAULT_MAX_SIZE)
}

pub fn read(path: &str) -> Option<Source> {
    match Source::read_limited(path, max_size()) {
        Ok(s) => Some(s),
        Err(e) => {
            warnln!(
                "error: cannot read {}: {e}",
                carcassonne_judge::safe_text::escape(path)
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
            warn(&format!("error: cannot write to standard output: {e}\n"));
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
