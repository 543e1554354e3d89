//! The front doors under real use: an exit status that never lies, input
//! and work that are bounded, files that are never lost, and text from a
//! file that cannot drive the terminal. Each test is a reproducer of a way
//! `carc` once failed a user.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

const EXE: &str = env!("CARGO_BIN_EXE_carc");
const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const LEGAL: &str = "scenarios/base/majority-road-placer-loses.yaml";
const ILLEGAL: &str = "scenarios/base/illegal-deploy-occupied-city.yaml";
const MISMATCH: &str = "tests/fixtures/check-after/wrong-double-turn.yaml";

fn carc() -> Command {
    let mut c = Command::new(EXE);
    c.current_dir(ROOT).env("NO_COLOR", "1").env("LC_ALL", "C");
    c
}

fn run(args: &[&str]) -> Output {
    carc().args(args).output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A fresh folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("carc-doors-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn root(path: &str) -> PathBuf {
    Path::new(ROOT).join(path)
}

/// Waits for a child that must end by itself; a hang fails the test
/// instead of hanging the suite.
fn finishes(mut child: Child, what: &str) -> Output {
    let deadline = Instant::now() + Duration::from_secs(60);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("{what} did not finish");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

// 1. The exit status never lies.

#[test]
fn a_full_disk_on_stdout_is_exit_2() {
    for args in [
        vec!["check", MISMATCH],
        vec!["check", LEGAL],
        vec!["judge", LEGAL],
        vec!["rules"],
    ] {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let o = carc().args(&args).stdout(full).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            text(&o.stderr).contains("cannot write to standard output"),
            "{args:?}: {}",
            text(&o.stderr)
        );
    }
}

#[test]
fn a_reader_that_goes_away_keeps_the_failure_status() {
    // `set -o pipefail; carc check --format json DIR | head -1` with a
    // failing file in DIR: the reader closes at once, and the status is
    // still the failure's.
    for (args, want) in [
        (
            vec!["check", "--format", "json", "tests/fixtures/check-after"],
            1,
        ),
        (vec!["check", "--format", "json", "scenarios/base"], 0),
        (vec!["judge", ILLEGAL, LEGAL], 1),
    ] {
        let mut child = carc()
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let o = finishes(child, "carc with a closed pipe");
        assert_eq!(o.status.code(), Some(want), "{args:?}");
    }
}

#[test]
fn a_closed_stderr_never_panics() {
    let mut child = carc()
        .args(["judge", "tests/fixtures/invalid/unknown-top-key.yaml"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stderr.take());
    let o = finishes(child, "carc with stderr closed");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn overlapping_paths_are_merged_in_either_order() {
    let a = run(&["check", "scenarios", "scenarios/base"]);
    let b = run(&["check", "scenarios/base", "scenarios", "scenarios/base/"]);
    let c = run(&["check", "scenarios"]);
    assert_eq!(a.status.code(), Some(0), "{}", text(&a.stderr));
    assert_eq!(b.status.code(), Some(0), "{}", text(&b.stderr));
    let last = |o: &Output| text(&o.stdout).lines().last().unwrap_or("").to_owned();
    assert_eq!(last(&a), last(&c));
    assert_eq!(last(&b), last(&c));
}

/// Runs `carc` as the user `nobody` when the suite runs as root (root reads
/// every folder, so the test would prove nothing), as itself otherwise.
#[cfg(unix)]
fn as_unprivileged(cmd: &mut Command) {
    use std::os::unix::process::CommandExt;
    // SAFETY: getuid has no preconditions and cannot fail.
    if unsafe { libc::getuid() } == 0 {
        cmd.uid(65534).gid(65534);
    }
}

#[cfg(unix)]
#[test]
fn an_unreadable_folder_is_a_failure_with_the_reason() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("unreadable");
    std::fs::copy(root(LEGAL), dir.join("ok.yaml")).unwrap();
    let locked = dir.join("locked");
    std::fs::create_dir(&locked).unwrap();
    std::fs::copy(root(LEGAL), locked.join("hidden-from-us.yaml")).unwrap();
    for p in [&dir, &locked] {
        std::fs::set_permissions(p, std::fs::Permissions::from_mode(0o777)).unwrap();
    }
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
    let mut cmd = Command::new(EXE);
    cmd.arg("check")
        .arg(&dir)
        .env("NO_COLOR", "1")
        .current_dir("/");
    as_unprivileged(&mut cmd);
    let o = cmd.output();
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).unwrap();
    let o = match o {
        Ok(o) if !text(&o.stderr).contains("Permission denied") || o.status.code() == Some(1) => o,
        other => {
            // The binary itself is not reachable for `nobody` (a private
            // build folder): nothing to learn here.
            eprintln!("skipped: carc cannot run as an unprivileged user here: {other:?}");
            return;
        }
    };
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{out}{}", text(&o.stderr));
    assert!(out.contains("locked: cannot read"), "{out}");
    assert!(out.contains("ermission denied"), "{out}");
    assert!(out.ends_with("1 passed, 1 failed, 0 skipped\n"), "{out}");
}

// 2. Bounded work.

#[test]
fn an_endless_input_is_refused_at_the_limit() {
    let o = run(&["judge", "/dev/zero"]);
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(err.contains("larger than 8 MiB"), "{err}");
    assert!(err.contains("--max-size"), "{err}");
    // Standard input too.
    let mut child = carc()
        .args(["judge", "-"])
        .stdin(std::fs::File::open("/dev/zero").unwrap())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take();
    let o = finishes(child, "carc judge - < /dev/zero");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn max_size_bounds_and_raises_the_limit() {
    let small = run(&["--max-size", "100", "judge", LEGAL]);
    assert_eq!(small.status.code(), Some(2));
    assert!(text(&small.stderr).contains("larger than 100 bytes"));
    let raised = run(&["judge", "--max-size", "1MiB", LEGAL]);
    assert_eq!(raised.status.code(), Some(0));
    let bad = run(&["--max-size", "lots", "judge", LEGAL]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(text(&bad.stderr).contains("not a size"));
    // check reads with the same bound, as a failure of that file.
    let o = run(&["check", "--max-size", "100", LEGAL]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stdout).contains("larger than 100 bytes"));
}

#[test]
fn text_that_is_not_utf8_is_refused_with_its_place() {
    let dir = scratch("latin1");
    let file = dir.join("s.yaml");
    std::fs::write(&file, b"title: caf\xe9\nrules: [base]\n").unwrap();
    let o = run(&["judge", &file.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("not UTF-8 text (line 1, column 11)"),
        "{}",
        text(&o.stderr)
    );
}

#[cfg(unix)]
#[test]
fn pipes_and_devices_in_a_folder_are_reported_and_never_opened() {
    let dir = scratch("fifo");
    std::fs::copy(root(LEGAL), dir.join("ok.yaml")).unwrap();
    let fifo = dir.join("pipe.yaml");
    let c = std::ffi::CString::new(fifo.to_string_lossy().as_bytes()).unwrap();
    // SAFETY: a valid NUL-terminated path; mkfifo touches nothing else.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
    std::os::unix::fs::symlink("/dev/zero", dir.join("zero.yaml")).unwrap();
    let child = carc()
        .arg("check")
        .arg(&dir)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let o = finishes(child, "carc check on a folder with a FIFO");
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{out}");
    assert!(
        out.contains("pipe.yaml: a named pipe, not a regular file"),
        "{out}"
    );
    assert!(
        out.contains("zero.yaml: a device, not a regular file"),
        "{out}"
    );
    assert!(out.ends_with("1 passed, 0 failed, 2 skipped\n"), "{out}");
}

// 3. Never lose a file.

fn same_bytes(a: &Path, b: &Path) -> bool {
    std::fs::read(a).unwrap() == std::fs::read(b).unwrap()
}

#[test]
fn svg_onto_the_input_is_refused_even_with_force() {
    let dir = scratch("svg-input");
    let s = dir.join("s.yaml");
    std::fs::copy(root(LEGAL), &s).unwrap();
    let p = s.to_string_lossy().into_owned();
    for args in [
        vec!["judge", &p, "--svg", &p],
        vec!["judge", &p, "--svg", &p, "--force"],
        vec!["show", &p, "--svg", &p, "--force"],
    ] {
        let o = run(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            text(&o.stderr).contains("is the file being read"),
            "{args:?}"
        );
        assert!(
            same_bytes(&s, &root(LEGAL)),
            "{args:?} changed the scenario"
        );
    }
}

#[test]
fn svg_onto_an_existing_file_needs_force() {
    let dir = scratch("svg-existing");
    let out = dir.join("board.svg");
    std::fs::write(&out, "precious").unwrap();
    let o = run(&["show", LEGAL, "--svg", &out.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("exists; carc replaces a file only with --force"));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "precious");
    let o = run(&["show", LEGAL, "--svg", &out.to_string_lossy(), "--force"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(std::fs::read_to_string(&out).unwrap().starts_with("<svg"));
    // No temporary file is left behind.
    let names: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
    assert_eq!(names.len(), 1, "{names:?}");
}

#[cfg(unix)]
#[test]
fn svg_through_a_link_replaces_the_link_never_its_target() {
    let dir = scratch("svg-link");
    let target = dir.join("outside.txt");
    std::fs::write(&target, "precious").unwrap();
    let link = dir.join("board.svg");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let o = run(&["judge", LEGAL, "--svg", &link.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "precious");
    let o = run(&["judge", LEGAL, "--svg", &link.to_string_lossy(), "--force"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "precious");
    assert!(!link.symlink_metadata().unwrap().is_symlink());
    assert!(std::fs::read_to_string(&link).unwrap().starts_with("<svg"));
}

#[cfg(unix)]
#[test]
fn gen_refuses_a_folder_holding_its_names_and_writes_nothing() {
    let dir = scratch("gen");
    let outside = scratch("gen-outside").join("victim.yaml");
    std::fs::write(&outside, "precious").unwrap();
    std::fs::write(dir.join("gen-1.yaml"), "mine").unwrap();
    std::os::unix::fs::symlink(&outside, dir.join("gen-2.yaml")).unwrap();
    let d = dir.to_string_lossy().into_owned();
    let o = run(&["gen", &d, "--count", "3", "--seed", "1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("gen-1.yaml exists"),
        "{}",
        text(&o.stderr)
    );
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 2);
    assert_eq!(
        std::fs::read_to_string(dir.join("gen-1.yaml")).unwrap(),
        "mine"
    );
    let o = run(&["gen", &d, "--count", "3", "--seed", "1", "--force"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(std::fs::read_to_string(&outside).unwrap(), "precious");
    let check = run(&["check", &d]);
    assert_eq!(check.status.code(), Some(0), "{}", text(&check.stdout));
}

#[test]
fn play_checks_its_out_folder_before_the_games() {
    let missing = scratch("play").join("no/such/folder");
    let o = run(&[
        "play",
        "--games",
        "1000000",
        "--out",
        &missing.to_string_lossy(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("--out"), "{}", text(&o.stderr));
    assert!(o.stdout.is_empty());
}

#[test]
fn a_report_file_is_written_whole_and_never_replaced_without_force() {
    let dir = scratch("junit");
    let out = dir.join("report.xml");
    let o = run(&[
        "check",
        "--format",
        "junit",
        "--output",
        &out.to_string_lossy(),
        "tests/fixtures/check-after",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    let xml = std::fs::read_to_string(&out).unwrap();
    let doc = roxmltree::Document::parse(&xml).unwrap();
    assert_eq!(
        doc.descendants()
            .filter(|n| n.has_tag_name("failure"))
            .count(),
        2
    );
    let again = run(&["check", "--output", &out.to_string_lossy(), LEGAL]);
    assert_eq!(again.status.code(), Some(2));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), xml);
}

// 4. Safe text.

#[test]
fn escape_sequences_in_a_title_and_names_are_shown_escaped() {
    let dir = scratch("escapes");
    let original = std::fs::read_to_string(root(LEGAL)).unwrap();
    let red = "\"r\\e[31md\"";
    let evil = original
        .replace(
            "title: The player who completes a road can be the one outnumbered on it",
            "title: \"\\e]0;owned\\a\\e[2J wiped\"",
        )
        .replace("[red, blue]", &format!("[{red}, blue]"))
        .replace("current: red", &format!("current: {red}"))
        .replace("owner: red", &format!("owner: {red}"))
        .replace("{red: [follower]", &format!("{{{red}: [follower]"));
    let file = dir.join("evil.yaml");
    std::fs::write(&file, evil).unwrap();
    let f = file.to_string_lossy().into_owned();
    for args in [
        vec!["judge", &f],
        vec!["check", &f],
        vec!["show", &f],
        vec!["show", &f, "--after"],
        vec!["judge", &f, f.as_str()],
    ] {
        let o = run(&args);
        let all = [o.stdout.as_slice(), o.stderr.as_slice()].concat();
        assert!(!all.contains(&0x1b), "{args:?}: {}", text(&all));
        assert!(!all.contains(&0x07), "{args:?}: {}", text(&all));
    }
    let o = run(&["judge", &f]);
    assert!(text(&o.stdout).starts_with("\\e]0;owned\\u{7}\\e[2J wiped\n"));
    // An illegal action's diagnostic quotes the file: escaped too.
    let broken = std::fs::read_to_string(&file)
        .unwrap()
        .replace("tile: base/X", "tile: \"base/X\\e[2J\"");
    std::fs::write(&file, broken).unwrap();
    let o = run(&["judge", &f]);
    assert_eq!(o.status.code(), Some(2));
    assert!(!o.stderr.contains(&0x1b), "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("base/X\\e[2J"));
    // JSON keeps the characters, escaped as JSON does.
    let o = run(&["judge", "--format", "json", &f]);
    let line: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(line.to_string().contains("\\u001b"));
}

// 5. Conventions.

fn judge_line_validator() -> jsonschema::Validator {
    let schema: serde_json::Value =
        serde_json::from_str(&carcassonne_judge::report::json::schema()).unwrap();
    jsonschema::draft7::new(&schema).expect("a valid draft-07 schema")
}

#[test]
fn every_line_of_judge_json_fits_the_published_schema() {
    let dir = scratch("json-lines");
    let unreadable = dir.join("gone.yaml");
    let o = run(&[
        "judge",
        "--format",
        "json",
        LEGAL,
        ILLEGAL,
        "tests/fixtures/invalid/unknown-top-key.yaml",
        &unreadable.to_string_lossy(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    let v = judge_line_validator();
    let lines: Vec<serde_json::Value> = text(&o.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 4);
    for line in &lines {
        let errors: Vec<String> = v.iter_errors(line).map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{line}\n{}", errors.join("\n"));
    }
    assert_eq!(lines[0]["verdict"], "legal");
    assert_eq!(lines[1]["verdict"], "illegal");
    assert_eq!(lines[2]["error"], "broken-input");
    assert!(lines[2]["diagnostics"][0]["line"].as_u64().unwrap() > 0);
    assert!(lines[2]["diagnostics"][0]["labels"][0]["span"]["column"].is_number());
    assert_eq!(lines[3]["error"], "cannot-read");
    // The schema tells the kinds apart: a ruling without its file is not a line.
    let mut bare = lines[0].clone();
    bare.as_object_mut().unwrap().remove("file");
    assert!(!v.is_valid(&bare));
}

#[test]
fn several_files_in_text_each_get_a_header() {
    let o = run(&["judge", LEGAL, ILLEGAL]);
    let out = text(&o.stdout);
    assert!(out.starts_with(&format!("==> {LEGAL} <==\n")), "{out}");
    assert!(out.contains(&format!("\n==> {ILLEGAL} <==\n")), "{out}");
    let one = text(&run(&["judge", LEGAL]).stdout);
    assert!(!one.contains("==>"));
}

#[test]
fn a_misspelt_rule_in_expect_fails_with_a_suggestion() {
    let dir = scratch("rule-typo");
    let original = std::fs::read_to_string(root(ILLEGAL)).unwrap();
    assert!(original.contains("rule: base:deploy-occupied"));
    let typo = original.replace("rule: base:deploy-occupied", "rule: base:deploy-ocupied");
    let file = dir.join("typo.yaml");
    std::fs::write(&file, typo).unwrap();
    let o = run(&["check", &file.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(1));
    let out = text(&o.stdout);
    assert!(
        out.contains("rule: `base:deploy-ocupied` is not in the rule registry; did you mean `base:deploy-occupied`?"),
        "{out}"
    );
}

#[test]
fn check_findings_point_at_the_key_that_mismatched() {
    let o = run(&["check", MISMATCH]);
    let out = text(&o.stdout);
    // `double-turn: true` is on line 32 of the fixture, column 16 its value.
    assert!(
        out.contains(&format!(
            "{MISMATCH}:32:16: double-turn: expected true, ruled false"
        )),
        "{out}"
    );
    let json = run(&["check", "--format", "json", MISMATCH]);
    let first: serde_json::Value =
        serde_json::from_str(text(&json.stdout).lines().next().unwrap()).unwrap();
    assert_eq!(first["findings"][0]["line"], 32);
    assert_eq!(first["findings"][0]["column"], 16);
}

#[test]
fn the_walk_skips_hidden_and_excluded_folders_unless_asked() {
    let dir = scratch("walk");
    for sub in ["a", ".hidden", "fixtures/deep", "drafts"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
        std::fs::copy(root(LEGAL), dir.join(sub).join("s.yaml")).unwrap();
    }
    std::fs::write(dir.join(".ignore"), "drafts/\n").unwrap();
    let count = |args: &[&str]| {
        let o = carc().args(args).current_dir(&dir).output().unwrap();
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", text(&o.stderr));
        text(&o.stdout).lines().last().unwrap().to_owned()
    };
    assert_eq!(count(&["check", "."]), "2 passed, 0 failed, 0 skipped");
    assert_eq!(
        count(&["check", ".", "--exclude", "fixtures"]),
        "1 passed, 0 failed, 0 skipped"
    );
    assert_eq!(
        count(&["check", ".", "--no-ignore"]),
        "4 passed, 0 failed, 0 skipped"
    );
    let bad = carc()
        .args(["check", ".", "--exclude", "a[b"])
        .current_dir(&dir)
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn junit_reports_broken_input_as_an_error_with_times() {
    let o = run(&[
        "check",
        "--format",
        "junit",
        LEGAL,
        MISMATCH,
        "tests/fixtures/invalid/unknown-top-key.yaml",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let xml = text(&o.stdout);
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let cases: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("testcase"))
        .collect();
    assert_eq!(cases.len(), 3);
    assert!(cases.iter().all(|c| c.attribute("time").is_some()), "{xml}");
    let kinds: Vec<Vec<&str>> = cases
        .iter()
        .map(|c| {
            c.children()
                .filter(|n| n.is_element())
                .map(|n| n.tag_name().name())
                .filter(|n| *n != "properties")
                .collect()
        })
        .collect();
    assert_eq!(kinds, vec![vec![], vec!["failure"], vec!["error"]], "{xml}");
}

#[test]
fn rule_says_when_there_is_no_scenarios_folder_and_paths_are_relative() {
    let elsewhere = scratch("rule-elsewhere");
    let o = Command::new(EXE)
        .args(["rule", "base:majority", "--lang", "en"])
        .current_dir(&elsewhere)
        .output()
        .unwrap();
    assert!(text(&o.stdout).contains("no scenarios folder found"));
    let o = Command::new(EXE)
        .args(["rule", "base:majority", "--lang", "en"])
        .current_dir(root("docs"))
        .output()
        .unwrap();
    assert!(
        text(&o.stdout).contains("  ../scenarios/base/"),
        "{}",
        text(&o.stdout)
    );
}
