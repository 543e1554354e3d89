//! `carc check` never passes by accident: every way of pointing it at
//! nothing, or at something that is not a scenario, fails or says so.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn carc_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_carc"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

fn last_line(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout)
        .lines()
        .last()
        .unwrap_or_default()
        .to_owned()
}

/// A fresh folder of its own for each test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("carc-check-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

const LEGAL: &str = "title: t\nrules: [base]\nplayers: [red, blue]\nboard:\n  - {tile: base/D, at: [0, 0]}\naction:\n  place: {tile: base/U, at: [1, 0]}\n";

#[test]
fn a_path_that_does_not_exist_is_an_error() {
    let dir = scratch("missing");
    let o = carc_in(&dir, &["check", "nonexist"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("nonexist: no such file or folder"));
}

#[test]
fn a_folder_without_scenarios_is_an_error() {
    let dir = scratch("empty");
    std::fs::write(dir.join("notes.txt"), "nothing here").unwrap();
    let o = carc_in(&dir, &["check", "."]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("no scenario"));
}

#[test]
fn a_file_that_is_not_a_scenario_fails_with_its_diagnostic() {
    let dir = scratch("readme");
    std::fs::write(dir.join("README.md"), "# Hello\n\nNot a scenario.\n").unwrap();
    std::fs::write(dir.join("data.json"), "{\"title\": 3}").unwrap();
    let o = carc_in(&dir, &["check", "README.md", "data.json"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(last_line(&o), "0 passed, 2 failed, 0 skipped");
    assert!(
        String::from_utf8_lossy(&o.stdout).contains("README.md:3:1: broken input: input::type")
    );
}

#[test]
fn a_scenario_without_expect_is_skipped_or_failed_on_request() {
    let dir = scratch("no-expect");
    std::fs::write(dir.join("a.yaml"), LEGAL).unwrap();
    let o = carc_in(&dir, &["check", "."]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(last_line(&o), "0 passed, 0 failed, 1 skipped");
    let o = carc_in(&dir, &["check", "--require-expect", "."]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(last_line(&o), "0 passed, 1 failed, 0 skipped");
}

#[test]
fn an_expect_without_a_verdict_is_broken_input() {
    let dir = scratch("empty-expect");
    std::fs::write(dir.join("a.yaml"), format!("{LEGAL}expect: {{}}\n")).unwrap();
    std::fs::write(
        dir.join("b.yaml"),
        format!("{LEGAL}expect:\n  scores: {{}}\n"),
    )
    .unwrap();
    let o = carc_in(&dir, &["check", "."]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(last_line(&o), "0 passed, 2 failed, 0 skipped");
    assert!(String::from_utf8_lossy(&o.stdout).contains("verdict"));
}

#[cfg(unix)]
#[test]
fn link_loops_end_and_no_file_is_judged_twice() {
    let dir = scratch("links");
    std::fs::write(
        dir.join("a.yaml"),
        format!("{LEGAL}expect: {{verdict: legal}}\n"),
    )
    .unwrap();
    std::os::unix::fs::symlink(".", dir.join("loop")).unwrap();
    std::os::unix::fs::symlink(".", dir.join("again")).unwrap();
    std::os::unix::fs::symlink("a.yaml", dir.join("same.yaml")).unwrap();
    let o = carc_in(&dir, &["check", ".", "a.yaml"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(last_line(&o), "1 passed, 0 failed, 0 skipped");
}
