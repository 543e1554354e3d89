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
