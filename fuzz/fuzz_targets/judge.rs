//! `carc judge` end to end: any bytes, read as `carc` reads a file, judged,
//! and the ruling or the diagnostics rendered in every form a user can ask
//! for. Nothing may panic; the text and JSON forms must tell the same
//! verdict (legal, illegal, or broken input); and every JSON line, for a
//! ruling, for broken input or for bytes that are not text, must fit the
//! published schema (`report::json::schema()`).

#![no_main]

mod common;

use std::sync::LazyLock;

use carc_core::engine::Verdict;
use carcassonne_judge::input::{self, MAX_SHOWN, Style};
use carcassonne_judge::report;
use carcassonne_judge::report::json::{BrokenInput, CannotRead, JudgeLine};
use libfuzzer_sys::fuzz_target;

/// Both ways a terminal may be drawn on: the snapshot style, and colour on
/// a narrow screen (miette wraps differently there).
const STYLES: [Style; 2] = [
    Style::PLAIN,
    Style {
        color: true,
        width: 40,
    },
];

/// Compiling the schema takes far longer than one input: it is done once.
static SCHEMA: LazyLock<jsonschema::Validator> = LazyLock::new(|| {
    let schema: serde_json::Value =
        serde_json::from_str(&report::json::schema()).expect("the schema is JSON");
    jsonschema::draft7::new(&schema).expect("a valid draft-07 schema")
});

/// The line as `carc judge --format json` prints it, checked against the
/// schema, and read back as JSON for the other assertions.
fn line_fits(line: &JudgeLine) -> serde_json::Value {
    let text = serde_json::to_string(line).expect("a line always serialises");
    let value: serde_json::Value = serde_json::from_str(&text).expect("the line is JSON");
    let errors: Vec<String> = SCHEMA.iter_errors(&value).map(|e| e.to_string()).collect();
    assert!(
        errors.is_empty(),
        "a line outside the schema:\n{text}\n{}",
        errors.join("\n")
    );
    value
}

fuzz_target!(|data: &[u8]| {
    let src = match common::read(data) {
        Ok(src) => src,
        Err(e) => {
            // What `carc judge --format json` prints for such a file.
            line_fits(&JudgeLine::Unreadable {
                file: common::NAME,
                error: CannotRead::CannotRead,
                message: format!("cannot read {}: {e}", common::NAME),
            });
            return;
        }
    };
    match input::judge(&src) {
        Ok((loaded, ruling)) => {
            let title = &loaded.scenario.title.value;
            let word = match ruling.verdict {
                Verdict::Legal => "LEGAL",
                Verdict::Illegal => "ILLEGAL",
            };
            // An illegal ruling without its violation would be printed as
            // legal by the text report.
            assert_eq!(
                ruling.verdict == Verdict::Illegal,
                ruling.violation.is_some(),
                "the verdict and the violation disagree"
            );
            for style in STYLES {
                let text = report::human(&ruling, title, &src, &loaded.translated.spans, style);
                // The title may hold anything, even "Verdict:", so the verdict
                // is looked for exactly where it follows the title.
                let shown = carcassonne_judge::safe_text::escape(title);
                assert!(
                    text.starts_with(&format!("{shown}\nVerdict: {word}\n")),
                    "the text report does not say {word}:\n{text}"
                );
            }
            // In German too: every step and refusal written from the other
            // catalogue, for whatever ruling the bytes make.
            let german = report::human_in(
                &ruling,
                title,
                &src,
                &loaded.translated.spans,
                Style::PLAIN,
                carcassonne_judge::i18n::Lang::De,
            );
            assert!(
                german.contains("\nUrteil: "),
                "no German verdict:\n{german}"
            );
            let json = line_fits(&JudgeLine::Judged {
                file: &src.name,
                ruling: Box::new(report::json::ruling(&ruling, title)),
            });
            assert_eq!(
                json["verdict"].as_str(),
                Some(word.to_lowercase().as_str()),
                "the JSON verdict differs from the text's {word}"
            );
            assert_eq!(json["violation"].is_object(), ruling.violation.is_some());
            assert_eq!(json["title"].as_str(), Some(title.as_str()));
        }
        Err(problems) => {
            // Broken input is reported by at least one problem, never by
            // silence (the CLI would exit 2 and print nothing).
            assert!(!problems.is_empty(), "broken input without a problem");
            for style in STYLES {
                let text = input::render(&problems, &src, style, carcassonne_judge::i18n::Lang::En);
                assert!(
                    text.ends_with("nothing was judged\n"),
                    "the diagnostics do not end with their summary:\n{text}"
                );
            }
            // A program reading `carc judge --format json` must get every
            // diagnostic drawn for people, each where the file has it.
            let json = line_fits(&JudgeLine::Broken {
                file: &src.name,
                error: BrokenInput::BrokenInput,
                diagnostics: input::render_json(&problems, &src, carcassonne_judge::i18n::Lang::En),
            });
            let diagnostics = json["diagnostics"].as_array().expect("a list");
            assert_eq!(
                diagnostics.len(),
                problems.len().min(MAX_SHOWN),
                "a diagnostic went missing from the JSON"
            );
            for d in diagnostics {
                let line = d["line"].as_u64().expect("a line") as usize;
                assert!(
                    line >= 1 && line <= src.text.split('\n').count(),
                    "a diagnostic on line {line}, past the file's end: {d}"
                );
            }
        }
    }
});
