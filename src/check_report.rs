//! What `carc check` prints: for people, as JSON Lines, as JUnit XML (which
//! GitLab, Jenkins and GitHub test reporters read), or as GitHub workflow
//! annotations. Every format ends with the same counts.

use crate::check::{FileResult, Outcome};
use crate::i18n::{Lang, catalogue};

/// The counts of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Scenarios whose ruling agrees with `expect`.
    pub passed: usize,
    /// Mismatches, broken input, unreadable files.
    pub failed: usize,
    /// Scenarios without `expect`.
    pub skipped: usize,
}

impl Summary {
    /// Counts the results.
    pub fn of(results: &[FileResult]) -> Summary {
        let count = |o| results.iter().filter(|r| r.outcome == o).count();
        Summary {
            passed: count(Outcome::Passed),
            failed: count(Outcome::Failed) + count(Outcome::Broken),
            skipped: count(Outcome::Skipped),
        }
    }

    /// "N passed, N failed, N skipped", in `lang`.
    pub fn line(self, lang: Lang) -> String {
        catalogue(lang).say(
            "check-summary",
            &[
                ("passed", self.passed.into()),
                ("failed", self.failed.into()),
                ("skipped", self.skipped.into()),
            ],
        )
    }
}

/// For people, in English.
pub fn text(results: &[FileResult], quiet: bool) -> String {
    text_in(results, quiet, Lang::En)
}

/// For people: each failure (and, unless `quiet`, each skip), then the
/// counts in `lang` (the findings are in the language they were checked in).
pub fn text_in(results: &[FileResult], quiet: bool, lang: Lang) -> String {
    let mut out = String::new();
    for r in results {
        if quiet && r.outcome == Outcome::Skipped {
            continue;
        }
        out.push_str(&r.report);
    }
    out.push_str(&Summary::of(results).line(lang));
    out.push('\n');
    out
}

fn outcome_word(o: Outcome) -> &'static str {
    match o {
        Outcome::Passed => "passed",
        Outcome::Failed | Outcome::Broken => "failed",
        Outcome::Skipped => "skipped",
    }
}

/// One JSON object per scenario, then one with the counts (JSON Lines).
pub fn json(results: &[FileResult]) -> String {
    let mut out = String::new();
    for r in results {
        let findings: Vec<serde_json::Value> = r
            .findings
            .iter()
            .map(|f| serde_json::json!({"line": f.line, "column": f.column, "message": f.text}))
            .collect();
        let mut line = serde_json::json!({
            "file": r.path.to_string_lossy(),
            "outcome": outcome_word(r.outcome),
            "findings": findings,
        });
        if r.outcome == Outcome::Broken {
            // A mismatch and a file that could not be compared at all are
            // both failures; a program can still tell them apart.
            line["broken"] = serde_json::Value::Bool(true);
        }
        out.push_str(&format!("{line}\n"));
    }
    let s = Summary::of(results);
    let summary = serde_json::json!({
        "summary": {"passed": s.passed, "failed": s.failed, "skipped": s.skipped}
    });
    out.push_str(&format!("{summary}\n"));
    out
}

/// JUnit XML, in English.
pub fn junit(results: &[FileResult]) -> Result<String, quick_junit::SerializeError> {
    junit_in(results, Lang::En)
}

/// JUnit XML through quick-junit (the writer cargo-nextest uses): one test
/// case per scenario with its time, a mismatch as a `<failure>`, broken
/// input or an unreadable file as an `<error>`, the file as a property.
pub fn junit_in(results: &[FileResult], lang: Lang) -> Result<String, quick_junit::SerializeError> {
    let failed = catalogue(lang).get("check-failed");
    use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};
    // quick-junit escapes markup but writes U+FFFE and the like as they
    // are, and no XML reader takes them: names, paths and messages from
    // the files are escaped first.
    use crate::safe_text::escape_xml as xml;
    let mut suite = TestSuite::new("carc check");
    for r in results {
        let name = r
            .path
            .file_stem()
            .map(|n| xml(&n.to_string_lossy()).into_owned())
            .unwrap_or_default();
        let class = r
            .path
            .parent()
            .map(|p| xml(&p.to_string_lossy().replace(['/', '\\'], ".")).into_owned())
            .unwrap_or_default();
        let status = match r.outcome {
            Outcome::Passed => TestCaseStatus::success(),
            Outcome::Skipped => {
                let mut s = TestCaseStatus::skipped();
                s.set_message(xml(r.report.trim_end()));
                s
            }
            Outcome::Failed | Outcome::Broken => {
                let (kind, ty) = if r.outcome == Outcome::Failed {
                    (NonSuccessKind::Failure, "mismatch")
                } else {
                    (NonSuccessKind::Error, "broken-input")
                };
                let mut s = TestCaseStatus::non_success(kind);
                let first = r
                    .findings
                    .first()
                    .map_or(failed.as_str(), |f| f.text.as_str());
                s.set_message(xml(first))
                    .set_type(ty)
                    .set_description(xml(&r.report));
                s
            }
        };
        let mut case = TestCase::new(name, status);
        case.set_classname(class)
            .set_time(r.time)
            .add_property(("file", xml(&r.path.to_string_lossy()).as_ref()));
        suite.add_test_case(case);
    }
    suite.set_time(results.iter().map(|r| r.time).sum());
    let mut report = Report::new("carc check");
    report.add_test_suite(suite);
    report.to_string()
}

/// A GitHub workflow annotation's text: newlines and `%` escaped as the
/// runner expects.
fn annotation(text: &str) -> String {
    text.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

fn property(text: &str) -> String {
    annotation(text).replace(':', "%3A").replace(',', "%2C")
}

/// GitHub workflow commands, in English.
pub fn github(results: &[FileResult]) -> String {
    github_in(results, Lang::En)
}

/// GitHub workflow commands: an error annotation at each finding's place,
/// then the counts in `lang`.
pub fn github_in(results: &[FileResult], lang: Lang) -> String {
    let mut out = String::new();
    for r in results
        .iter()
        .filter(|r| matches!(r.outcome, Outcome::Failed | Outcome::Broken))
    {
        let file = property(&r.path.to_string_lossy());
        for f in &r.findings {
            out.push_str(&format!(
                "::error file={file},line={},col={},title=carc check::{}\n",
                f.line,
                f.column,
                annotation(&f.text)
            ));
        }
    }
    out.push_str(&Summary::of(results).line(lang));
    out.push('\n');
    out
}
