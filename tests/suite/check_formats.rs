//! `carc check`'s reports for CI: JUnit XML, GitHub annotations, JSON Lines,
//! partitions and quiet output.

use std::collections::BTreeSet;

use crate::run::{carc, stdout};

fn scenario_count() -> usize {
    carcassonne_judge::check::scenario_files(&[std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios"
    ))])
    .unwrap()
    .len()
}

/// The JUnit XML that CI systems read: `testsuites` > `testsuite` (name,
/// tests, failures) > `testcase` (name, classname) with at most one
/// `failure` (message) or `skipped`, and the counts agreeing.
#[test]
fn junit_has_one_test_case_per_scenario() {
    let o = carc(&["check", "--format", "junit", "scenarios"]);
    assert_eq!(o.status.code(), Some(0));
    let xml = stdout(&o);
    let doc = roxmltree::Document::parse(&xml).expect("well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "testsuites");
    let suites: Vec<_> = root.children().filter(|n| n.is_element()).collect();
    assert_eq!(suites.len(), 1);
    let suite = suites[0];
    assert_eq!(suite.tag_name().name(), "testsuite");
    assert!(suite.attribute("name").is_some());
    let cases: Vec<_> = suite.children().filter(|n| n.is_element()).collect();
    assert!(cases.iter().all(|c| c.tag_name().name() == "testcase"));
    assert!(
        cases
            .iter()
            .all(|c| c.attribute("name").is_some() && c.attribute("classname").is_some())
    );
    assert_eq!(cases.len(), scenario_count());
    assert_eq!(
        suite.attribute("tests"),
        Some(cases.len().to_string().as_str())
    );
    assert_eq!(suite.attribute("failures"), Some("0"));
}

#[test]
fn junit_reports_a_mismatch_as_a_failure_with_its_message() {
    let o = carc(&["check", "--format", "junit", "tests/fixtures/check"]);
    assert_eq!(o.status.code(), Some(1));
    let xml = stdout(&o);
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let failure = doc
        .descendants()
        .find(|n| n.has_tag_name("failure"))
        .expect("a failure element");
    assert_eq!(
        failure.attribute("message"),
        Some("scores: expected red +6, ruled +4")
    );
    assert!(
        failure
            .text()
            .unwrap_or_default()
            .contains("base:no-such-rule")
    );
}

#[test]
fn github_annotations_point_at_the_file_and_line() {
    let o = carc(&["check", "--format", "github", "tests/fixtures/check-after"]);
    assert_eq!(o.status.code(), Some(1));
    insta::assert_snapshot!(stdout(&o));
}

#[test]
fn json_lines_give_each_scenario_and_the_counts() {
    let o = carc(&[
        "check",
        "--format",
        "json",
        "tests/fixtures/check",
        "scenarios/base/city-two-tiles.yaml",
    ]);
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["outcome"], "passed");
    assert_eq!(lines[1]["outcome"], "failed");
    assert!(lines[1]["findings"][0]["line"].is_number());
    assert_eq!(lines[2]["summary"]["failed"], 1);
}

#[test]
fn partitions_cover_every_scenario_exactly_once() {
    let mut seen = Vec::new();
    for k in 1..=3 {
        let part = format!("{k}/3");
        let o = carc(&[
            "check",
            "--format",
            "json",
            "--partition",
            &part,
            "scenarios",
        ]);
        assert_eq!(o.status.code(), Some(0));
        for l in stdout(&o).lines() {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            if let Some(f) = v["file"].as_str() {
                seen.push(f.to_owned());
            }
        }
    }
    let unique: BTreeSet<&String> = seen.iter().collect();
    assert_eq!(unique.len(), seen.len(), "a scenario checked twice");
    assert_eq!(seen.len(), scenario_count());
    assert_eq!(
        carc(&["check", "--partition", "4/3", "scenarios"])
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn quiet_prints_only_failures_and_the_summary() {
    let dir = std::env::temp_dir().join(format!("carc-quiet-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("no-expect.yaml"),
        "title: t\nrules: [base]\nplayers: [red, blue]\nboard:\n  - {tile: base/D, at: [0, 0]}\naction:\n  place: {tile: base/U, at: [1, 0]}\n",
    )
    .unwrap();
    let d = dir.to_string_lossy().into_owned();
    let loud = stdout(&carc(&["check", &d]));
    assert!(loud.contains("SKIP"), "{loud}");
    let quiet = stdout(&carc(&["check", "-q", &d]));
    assert_eq!(quiet, "0 passed, 0 failed, 1 skipped\n");
}
