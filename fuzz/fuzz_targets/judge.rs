//! `carc judge` end to end: any bytes, read as a scenario, judged, and the
//! ruling or the diagnostics rendered in every form a user can ask for.
//! Nothing may panic, and the text and JSON forms must tell the same
//! verdict (legal, illegal, or broken input).

#![no_main]

use carc_core::engine::Verdict;
use carcassonne_judge::input::{self, MAX_SHOWN, Source, Style};
use carcassonne_judge::report;
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

fuzz_target!(|data: &[u8]| {
    // The CLI reads files as UTF-8 and refuses others before parsing; the
    // lossy text keeps every mutated byte string useful to the parser.
    let src = Source {
        name: "fuzz.yaml".to_owned(),
        text: String::from_utf8_lossy(data).into_owned(),
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
                assert!(
                    text.starts_with(&format!("{title}\nVerdict: {word}\n")),
                    "the text report does not say {word}:\n{text}"
                );
            }
            let json = serde_json::to_value(report::json::ruling(&ruling, title))
                .expect("a ruling always serialises");
            assert_eq!(
                json["verdict"].as_str(),
                Some(word.to_lowercase().as_str()),
                "the JSON verdict differs from the text's {word}"
            );
            assert_eq!(json["violation"].is_object(), ruling.violation.is_some());
        }
        Err(problems) => {
            // Broken input is reported by at least one problem, never by
            // silence (the CLI would exit 2 and print nothing).
            assert!(!problems.is_empty(), "broken input without a problem");
            for style in STYLES {
                let text = input::render(&problems, &src, style);
                assert!(
                    text.ends_with("nothing was judged\n"),
                    "the diagnostics do not end with their summary:\n{text}"
                );
            }
            // render_json drops a diagnostic miette cannot write as JSON: a
            // program reading `carc judge --format json` would then miss it.
            let json = input::render_json(&problems, &src);
            assert_eq!(
                json.len(),
                problems.len().min(MAX_SHOWN),
                "a diagnostic went missing from the JSON"
            );
        }
    }
});
