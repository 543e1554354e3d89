//! Where output goes: colour and width for a stream, writing to standard
//! output, reading a file.

use std::io::{IsTerminal, Write};

use anstream::{AutoStream, ColorChoice};
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

pub fn read(path: &str) -> Option<Source> {
    match Source::read(path) {
        Ok(s) => Some(s),
        Err(e) => {
            eprintln!("error: cannot read {path}: {e}");
            None
        }
    }
}

/// Writes to standard output; a reader that went away (`| head`) ends the
/// program quietly, as it does for other command-line tools.
pub fn emit(text: &str) {
    let mut out = std::io::stdout().lock();
    if out
        .write_all(text.as_bytes())
        .and_then(|_| out.flush())
        .is_err()
    {
        std::process::exit(0);
    }
}

/// One JSON value on a line of its own (JSON Lines).
pub fn emit_line(value: &serde_json::Value) {
    emit(&format!("{value}\n"));
}
