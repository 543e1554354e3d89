//! What every target shares: the input read as `carc` reads a file.

// Each target is its own crate and uses only part of this file.
#![allow(dead_code)]

use carcassonne_judge::check::line_col;
use carcassonne_judge::input::{self, DEFAULT_MAX_SIZE, ReadError, Source};

/// The name every input is read under.
pub const NAME: &str = "fuzz.yaml";

/// The bytes read by `input::read_bounded`, the function `carc` reads every
/// file and standard input with, at its default limit: text that is not
/// UTF-8 takes the real refusal, whose words are built here as a user would
/// see them and must say where the first bad byte is.
pub fn read(data: &[u8]) -> Result<Source, ReadError> {
    let e = match input::read_bounded(data, DEFAULT_MAX_SIZE) {
        Ok(text) => {
            return Ok(Source {
                name: NAME.to_owned(),
                text,
            });
        }
        Err(e) => e,
    };
    let words = e.to_string();
    match &e {
        ReadError::NotText { line, column } => {
            // The place, found again on the valid part before the bad byte
            // by the line and column function the diagnostics use.
            let valid = match std::str::from_utf8(data) {
                Err(bad) => &data[..bad.valid_up_to()],
                Ok(_) => panic!("UTF-8 refused as not text at {line}:{column}"),
            };
            let valid = std::str::from_utf8(valid).expect("the valid part is UTF-8");
            assert_eq!(
                (*line, *column),
                line_col(valid, valid.len()),
                "the refusal points elsewhere than the first bad byte"
            );
            assert!(
                words.contains(&format!("line {line}, column {column}")),
                "{words}"
            );
        }
        // libFuzzer's -max_len stays below the limit, and a slice cannot
        // fail to read: nothing else may be refused.
        other => panic!("{other:?} ({words}) for {} bytes", data.len()),
    }
    Err(e)
}
