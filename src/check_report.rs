//! What `carc check` prints: for people, as JSON Lines, as JUnit XML (which
//! GitLab, Jenkins and GitHub test reporters read), or as GitHub workflow
//! annotations. Every format ends with the same counts.

use crate::check::{FileResult, Outcome};

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
            failed: count(Outcome::Failed),
            skipped: count(Outcome::Skipped),
        }
    }

    /// "N passed, N failed, N skipped"
    pub fn line(self) -> String {
        format!(
            "{} passed, {} failed, {} skipped",
            self.passed, self.failed, self.skipped
        )
    }
}

/// For people: each failure (and, unless `quiet`, each skip), then the counts.
pub fn text(results: &[FileResult], quiet: bool) -> String {
    let mut out = String::new();
    for r in results {
        if quiet && r.outcome == Outcome::Skipped {
            continue;
        }
        out.push_str(&r.report);
    }
    out.push_str(&Summary::of(results).line());
    out.push('\n');
    out
}

fn outcome_word(o: Outcome) -> &'static str {
    match o {
        Outcome::Passed => "passed",
        Outcome::Failed => "failed",
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
        let line = serde_json::json!({
            "file": r.path.to_string_lossy(),
            "outcome": outcome_word(r.outcome),
            "findings": findings,
        });
        out.push_str(&format!("{line}\n"));
    }
    let s = Summary::of(results);
    let summary = serde_json::json!({
        "summary": {"passed": s.passed, "failed": s.failed, "skipped": s.skipped}
    });
    out.push_str(&format!("{summary}\n"));
    out
}

/// Text for XML attributes and content.
fn xml(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // XML 1.0 allows no other control characters, not even escaped.
            c if (c as u32) < 0x20 && !matches!(c, '\n' | '\r' | '\t') => out.push('?'),
            c => out.push(c),
        }
    }
    out
}

/// JUnit XML: one test case per scenario, a mismatch as its failure.
pub fn junit(results: &[FileResult]) -> String {
    let s = Summary::of(results);
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.push_str(&format!(
        "<testsuites name=\"carc check\" tests=\"{}\" failures=\"{}\" skipped=\"{}\">\n",
        results.len(),
        s.failed,
        s.skipped
    ));
    out.push_str(&format!(
        "  <testsuite name=\"carc check\" tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"{}\">\n",
        results.len(),
        s.failed,
        s.skipped
    ));
    for r in results {
        let file = r.path.to_string_lossy();
        let name = r
            .path
            .file_stem()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let class = r
            .path
            .parent()
            .map(|p| p.to_string_lossy().replace(['/', '\\'], "."))
            .unwrap_or_default();
        out.push_str(&format!(
            "    <testcase name=\"{}\" classname=\"{}\" file=\"{}\"",
            xml(&name),
            xml(&class),
            xml(&file)
        ));
        match r.outcome {
            Outcome::Passed => out.push_str("/>\n"),
            Outcome::Skipped => {
                out.push_str(">\n      <skipped message=\"no expect block\"/>\n    </testcase>\n")
            }
            Outcome::Failed => {
                let first = r
                    .findings
                    .first()
                    .map(|f| f.text.as_str())
                    .unwrap_or("failed");
                out.push_str(&format!(
                    ">\n      <failure message=\"{}\" type=\"mismatch\">{}</failure>\n    </testcase>\n",
                    xml(first),
                    xml(&r.report)
                ));
            }
        }
    }
    out.push_str("  </testsuite>\n</testsuites>\n");
    out
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

/// GitHub workflow commands: an error annotation at each finding's place.
pub fn github(results: &[FileResult]) -> String {
    let mut out = String::new();
    for r in results.iter().filter(|r| r.outcome == Outcome::Failed) {
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
    out.push_str(&Summary::of(results).line());
    out.push('\n');
    out
}
