//! The `carc` binary as a user runs it: exit codes, formats, standard input.

use std::io::Write;
use std::process::{Command, Stdio};

#[cfg(target_os = "linux")]
use crate::run::carc_on_terminal;
use crate::run::{COLOUR_VARIABLES, carc, carc_env, stdout};

#[test]
fn judge_exits_0_legal_1_illegal_2_broken() {
    assert_eq!(
        carc(&["judge", "scenarios/base/city-two-tiles.yaml"])
            .status
            .code(),
        Some(0)
    );
    assert_eq!(
        carc(&["judge", "scenarios/base/illegal-deploy-occupied-road.yaml"])
            .status
            .code(),
        Some(1)
    );
    assert_eq!(
        carc(&["judge", "tests/fixtures/invalid/unknown-tile.yaml"])
            .status
            .code(),
        Some(2)
    );
    assert_eq!(carc(&["judge", "no/such/file.yaml"]).status.code(), Some(2));
}

#[test]
fn judge_json_has_the_fields_of_the_format_spec() {
    let o = carc(&[
        "judge",
        "--format",
        "json",
        "scenarios/base/illegal-deploy-occupied-road.yaml",
    ]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["verdict"], "illegal");
    assert_eq!(v["violation"]["rule"], "base:deploy-occupied");
    assert!(v["violation"]["message"].is_string());
    assert!(v["violation"]["cites"].is_array());
    assert!(v["events"][0]["kind"].is_string());
    assert!(v["events"][0]["text"].is_string());
    assert!(v["events"][0]["cites"].is_array());
    assert!(v["scores"].is_object() && v["returned"].is_object() && v["cites"].is_array());
    let o = carc(&[
        "judge",
        "--format",
        "json",
        "scenarios/base/city-two-tiles.yaml",
    ]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["verdict"], "legal");
    assert_eq!(v["scores"]["red"], 4);
    assert_eq!(v["returned"]["red"][0], "follower");
}

#[test]
fn judge_json_gives_the_score_as_facts() {
    let o = carc(&[
        "judge",
        "--format",
        "json",
        "scenarios/abbey-mayor/mayor-plus-big-follower.yaml",
    ]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let score = v["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["kind"] == "scored")
        .expect("a score event");
    assert_eq!(score["winners"], serde_json::json!(["red"]));
    assert_eq!(score["points"], 12);
    assert_eq!(score["feature"]["kind"], "city");
    assert_eq!(score["feature"]["squares"].as_array().unwrap().len(), 5);
    assert_eq!(score["feature"]["squares"][0], serde_json::json!([0, 0]));
    let red = &score["strengths"][0];
    assert_eq!(
        (red["player"].as_str(), red["total"].as_u64()),
        (Some("red"), Some(3))
    );
    let parts = red["parts"].as_array().unwrap();
    let mayor = parts.iter().find(|p| p["figure"] == "mayor").unwrap();
    assert_eq!(
        (mayor["strength"].as_u64(), mayor["basis"].as_str()),
        (Some(1), Some("pennants"))
    );
    assert_eq!(mayor["count"], 1);
    assert!(
        mayor["rules"]
            .as_array()
            .unwrap()
            .contains(&"car:fn162".into())
    );
    let big = parts
        .iter()
        .find(|p| p["figure"] == "big-follower")
        .unwrap();
    assert_eq!(
        (big["strength"].as_u64(), big["basis"].as_str()),
        (Some(2), Some("fixed"))
    );
    assert_eq!(v["scores"]["red"], 12);
}

#[test]
fn an_illegal_deployment_points_at_deploy_and_names_the_occupant() {
    let o = carc(&["judge", "scenarios/base/illegal-deploy-occupied-road.yaml"]);
    let out = stdout(&o);
    assert!(out.contains("deploy: {figure: follower, on: E}"), "{out}");
    assert!(
        out.contains("blue's follower on [0, 0] stands here"),
        "{out}"
    );
    assert!(out.contains("help:"), "{out}");
}

#[test]
fn an_illegal_placement_points_at_place() {
    let out = stdout(&carc(&[
        "judge",
        "scenarios/base/illegal-place-city-against-field.yaml",
    ]));
    assert!(out.contains("place:"), "{out}");
    assert!(out.contains("base:place-tile"), "{out}");
    assert!(out.contains("fits on"), "{out}");
}

#[test]
fn judge_reads_standard_input() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_carc"))
        .args(["judge", "-"])
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/base/city-two-tiles.yaml"
    ))
    .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("Verdict: LEGAL"));
}

/// Whether the bytes hold an escape code.
fn coloured(bytes: &[u8]) -> bool {
    bytes.contains(&0x1b)
}

/// `carc ARGS` in an environment where nothing but `envs` (and `--color`)
/// speaks about colour.
fn carc_colour(args: &[&str], envs: &[(&str, &str)]) -> std::process::Output {
    carc_env(args, envs, &COLOUR_VARIABLES)
}

const BROKEN: &str = "tests/fixtures/invalid/unknown-tile.yaml";
const ILLEGAL: &str = "scenarios/base/illegal-deploy-occupied-road.yaml";

#[test]
fn no_colour_when_not_a_terminal() {
    // A terminal type that has colour, so that only the pipe says no.
    let term = [("TERM", "xterm-256color")];
    let o = carc_colour(&["judge", BROKEN], &term);
    assert!(o.stderr.starts_with(b"input::"), "a diagnostic");
    assert!(!coloured(&o.stderr), "no escape codes when piped");
    let o = carc_colour(&["judge", ILLEGAL], &term);
    assert!(!coloured(&o.stdout), "no escape codes in a piped ruling");
}

#[test]
fn colour_follows_the_flag_and_the_environment() {
    let run = |args: &[&str], env: &[(&str, &str)]| coloured(&carc_colour(args, env).stderr);
    let judge = ["judge", BROKEN];
    assert!(!run(&judge, &[]), "piped: no colour");
    assert!(run(&["--color", "always", "judge", BROKEN], &[]));
    assert!(run(
        &["judge", "--color=always", BROKEN],
        &[("NO_COLOR", "1")]
    ));
    assert!(!run(
        &["--color", "never", "judge", BROKEN],
        &[("CLICOLOR_FORCE", "1")]
    ));
    assert!(run(&judge, &[("CLICOLOR_FORCE", "1")]));
    assert!(!run(&judge, &[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]));
    assert!(
        run(&judge, &[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "")]),
        "an empty NO_COLOR does not count"
    );
    assert!(!run(&judge, &[("CLICOLOR_FORCE", "")]));
    // As anstream (and so clap and cargo) reads it, following the current
    // bixense.com/clicolors: CLICOLOR_FORCE set to anything forces, even 0.
    assert!(run(&judge, &[("CLICOLOR_FORCE", "0")]));
    assert!(
        run(&judge, &[("CLICOLOR_FORCE", "1"), ("CLICOLOR", "0")]),
        "forcing beats CLICOLOR=0"
    );
}

#[test]
fn rulings_are_coloured_on_request_only() {
    let ruling = |args: &[&str]| coloured(&carc_colour(args, &[("CLICOLOR_FORCE", "1")]).stdout);
    assert!(ruling(&["--color", "always", "judge", ILLEGAL]));
    assert!(ruling(&["judge", ILLEGAL]), "forced by the environment");
    assert!(!ruling(&["--color", "never", "judge", ILLEGAL]));
    let board = |choice: &str| {
        let o = carc_colour(
            &[
                "--color",
                choice,
                "show",
                "scenarios/base/city-two-tiles.yaml",
            ],
            &[],
        );
        coloured(&o.stdout)
    };
    assert!(board("always") && !board("never") && !board("auto"));
}

#[test]
fn help_and_usage_errors_follow_the_flag() {
    // Forced colour in the environment: only the flag can take it away.
    let force = [("CLICOLOR_FORCE", "1")];
    let out = |args: &[&str]| carc_colour(args, &force).stdout;
    assert!(coloured(&out(&["--help"])), "clap colours help when forced");
    assert!(coloured(&out(&["--color", "always", "judge", "--help"])));
    for args in [
        &["--color", "never", "--help"][..],
        &["--color", "never", "judge", "--help"],
        &["judge", "--help", "--color=never"],
        &["--color", "never", "help", "check"],
    ] {
        let o = carc_colour(args, &force);
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        assert!(!coloured(&o.stdout), "escape codes in {args:?}");
    }
    let err = |args: &[&str]| carc_colour(args, &force).stderr;
    assert!(coloured(&err(&["judge", "--bogus"])));
    assert!(!coloured(&err(&["--color", "never", "judge", "--bogus"])));
    assert!(
        !coloured(&err(&["--color", "never"])),
        "a missing subcommand"
    );
}

#[cfg(target_os = "linux")]
#[test]
fn a_terminal_gets_colour_unless_the_environment_says_no() {
    let shown = |env: &[(&str, &str)]| coloured(&carc_on_terminal(&["judge", ILLEGAL], env));
    assert!(
        shown(&[("TERM", "xterm-256color")]),
        "a terminal with colour"
    );
    assert!(!shown(&[("TERM", "dumb")]), "TERM=dumb: none");
    assert!(!shown(&[]), "no TERM at all: none");
    assert!(!shown(&[("TERM", "xterm-256color"), ("CLICOLOR", "0")]));
    assert!(!shown(&[("TERM", "xterm-256color"), ("NO_COLOR", "1")]));
    // anstream's order: the environment's explicit asks come before TERM.
    assert!(shown(&[("TERM", "dumb"), ("CLICOLOR_FORCE", "1")]));
    assert!(shown(&[("TERM", "dumb"), ("CLICOLOR", "1")]));
    let never = carc_on_terminal(
        &["--color", "never", "judge", ILLEGAL],
        &[("TERM", "xterm-256color")],
    );
    assert!(!coloured(&never), "--color never on a terminal");
    let help = carc_on_terminal(&["judge", "--help"], &[("TERM", "dumb")]);
    assert!(!coloured(&help), "clap's help on a dumb terminal");
    let help = carc_on_terminal(&["judge", "--help"], &[("TERM", "xterm-256color")]);
    assert!(coloured(&help), "clap's help on a terminal");
}

#[test]
fn check_passes_the_repository_scenarios() {
    let o = carc(&["check", "scenarios"]);
    let out = stdout(&o);
    let last = out.lines().last().unwrap_or_default();
    assert!(last.ends_with(" passed, 0 failed, 0 skipped"), "{out}");
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn check_reports_each_mismatch_and_fails() {
    let o = carc(&["check", "tests/fixtures/check"]);
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(out.contains("scores: expected red +6, ruled +4"), "{out}");
    assert!(
        out.contains("returned: expected blue [follower], ruled nothing"),
        "{out}"
    );
    assert!(
        out.contains("cites: the ruling does not cite base:score-road"),
        "{out}"
    );
    assert!(
        out.contains("`base:no-such-rule` is not in the rule registry"),
        "{out}"
    );
    assert!(
        out.trim_end().ends_with("0 passed, 1 failed, 0 skipped"),
        "{out}"
    );
}

#[test]
fn check_compares_figures_after_absent_citations_and_the_double_turn() {
    let o = carc(&["check", "tests/fixtures/check-after"]);
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(1), "{out}");
    for line in [
        "not-cites: the ruling cites base:score-road",
        "double-turn: expected true, ruled false",
        "figures: expected red's wagon on [1, 1] S, ruled on [1, 2] S",
        "figures: expected blue's wagon on [1, 2] S, ruled none on the table",
    ] {
        assert!(out.contains(line), "missing `{line}` in:\n{out}");
    }
    assert!(
        out.trim_end().ends_with("0 passed, 2 failed, 0 skipped"),
        "{out}"
    );
}

/// Goods taken are compared player by player and good by good, each
/// mismatch at the expectation it breaks (a good left out is expected 0).
#[test]
fn check_compares_the_goods_taken() {
    let o = carc(&["check", "tests/fixtures/check-goods"]);
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(1), "{out}");
    for line in [
        "wrong-goods.yaml:19:23: goods: expected red to take 1 wine, ruled 0",
        "wrong-goods.yaml:19:27: goods: expected blue to take 0 wine, ruled 1",
        "wrong-goods.yaml:19:41: goods: expected blue to take 1 grain, ruled 0",
    ] {
        assert!(out.contains(line), "missing `{line}` in:\n{out}");
    }
    assert!(
        out.trim_end().ends_with("0 passed, 1 failed, 0 skipped"),
        "{out}"
    );
}

#[test]
fn check_compares_the_prisoners_held() {
    let o = carc(&["check", "tests/fixtures/check-tower"]);
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(1), "{out}");
    for line in [
        "prisoners: expected blue to hold red's big-follower, ruled red's follower",
        "prisoners: expected red to hold blue's follower, ruled none",
    ] {
        assert!(out.contains(line), "missing `{line}` in:\n{out}");
    }
}

#[test]
fn check_compares_the_castles_standing() {
    let o = carc(&["check", "tests/fixtures/check-castles"]);
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(1), "{out}");
    let line = "wrong-castles.yaml:18:7: castles: expected blue's castle on [0, 0] N, ruled red's on [0, 1] SSE + [0, 0] NNW";
    assert!(out.contains(line), "missing `{line}` in:\n{out}");
    assert!(
        out.trim_end().ends_with("0 passed, 1 failed, 0 skipped"),
        "{out}"
    );
}

#[test]
fn check_compares_the_choices_left_open() {
    let o = carc(&["check", "tests/fixtures/check-offers"]);
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(1), "{out}");
    for line in [
        "wrong-offers.yaml:16:7: offers: expected an escape on [0, 0] N left open, ruled a castle by red on [0, 0] NNW",
        "wrong-none.yaml:13:3: offers: expected none, ruled a castle by red on [0, 0] NNW",
    ] {
        assert!(out.contains(line), "missing `{line}` in:\n{out}");
    }
    assert!(
        out.trim_end().ends_with("0 passed, 2 failed, 0 skipped"),
        "{out}"
    );
}

#[test]
fn check_counts_broken_input_as_failed() {
    let o = carc(&["check", "tests/fixtures/invalid/unknown-tile.yaml"]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn rules_json_lists_every_footnote_with_a_status() {
    let o = carc(&["rules", "--format", "json"]);
    let v: Vec<serde_json::Value> = serde_json::from_str(&stdout(&o)).unwrap();
    let footnotes: Vec<&serde_json::Value> = v
        .iter()
        .filter(|e| e["id"].as_str().unwrap_or_default().contains(":fn"))
        .collect();
    assert_eq!(footnotes.len(), 55);
    for e in v {
        for key in ["id", "title", "source", "authority", "status", "scenarios"] {
            assert!(!e[key].is_null(), "{key} missing in {e}");
        }
        let status = e["status"].as_str().unwrap();
        assert!(["adjudicated", "wording", "unsupported"].contains(&status));
        if status == "unsupported" {
            assert!(e["reason"].is_string(), "{e}");
        }
    }
}

#[test]
fn rule_shows_the_scenarios_that_cite_it() {
    let out = stdout(&carc(&["rule", "base:score-city"]));
    assert!(out.contains("scenarios/base/city-two-tiles.yaml"), "{out}");
}

#[test]
fn tiles_json_lists_the_catalogue() {
    let v: Vec<serde_json::Value> =
        serde_json::from_str(&stdout(&carc(&["tiles", "--format", "json"]))).unwrap();
    // Every kind of tile of every box, each once.
    assert_eq!(
        v.len(),
        carcassonne_judge::catalogue::Catalogue::get()
            .tiles()
            .count()
    );
    assert!(v.iter().all(|t| t["features"].is_array()));
}

#[test]
fn the_readme_shows_the_real_output_of_its_worked_example() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    for file in [
        "scenarios/base/majority-road-placer-loses.yaml",
        "scenarios/base/illegal-deploy-occupied-city.yaml",
    ] {
        let out = stdout(&carc(&["judge", file]));
        assert!(
            readme.contains(out.trim_end()),
            "README.md does not show the current output of `carc judge {file}`:\n{out}"
        );
    }
}

#[test]
fn judge_json_is_one_line_per_file_with_its_name_broken_input_included() {
    let o = carc(&[
        "judge",
        "--format",
        "json",
        "scenarios/base/city-two-tiles.yaml",
        "scenarios/base/illegal-deploy-occupied-road.yaml",
        "tests/fixtures/invalid/unknown-tile.yaml",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let out = stdout(&o);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is one JSON object"))
        .collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!(lines[0]["file"], "scenarios/base/city-two-tiles.yaml");
    assert_eq!(lines[0]["verdict"], "legal");
    assert_eq!(lines[1]["verdict"], "illegal");
    assert_eq!(lines[2]["file"], "tests/fixtures/invalid/unknown-tile.yaml");
    assert_eq!(lines[2]["error"], "broken-input");
    assert_eq!(lines[2]["diagnostics"][0]["code"], "input::unknown-tile");
    assert!(lines[2]["diagnostics"][0]["labels"][0]["span"]["offset"].is_number());
}

#[cfg(unix)]
#[test]
fn a_reader_that_goes_away_ends_output_quietly() {
    let o = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "'{}' tiles --format json | head -1 >/dev/null; '{}' rules --format json | head -c 10 >/dev/null",
            env!("CARGO_BIN_EXE_carc"),
            env!("CARGO_BIN_EXE_carc")
        ))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!err.contains("panicked"), "{err}");
}

/// What `carc man --out` writes into a new folder: each file's name and
/// text, sorted by name.
fn written_pages(extra: &[&str]) -> Vec<(String, String)> {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().to_string_lossy().into_owned();
    let mut args = vec!["man", "--out", &out];
    args.extend(extra);
    let o = carc(&args);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    files_in(dir.path())
}

fn files_in(dir: &std::path::Path) -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).unwrap_or_default())
        })
        .collect();
    files.sort();
    files
}

#[test]
fn the_man_pages_in_docs_are_current() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let regenerate =
        "run `cargo run -- man --out docs/man --force && mv docs/man/carc.1 docs/carc.1`";
    let pages = written_pages(&[]);
    let mut committed = files_in(&root.join("docs/man"));
    committed.push((
        "carc.1".to_owned(),
        std::fs::read_to_string(root.join("docs/carc.1")).unwrap(),
    ));
    committed.sort();
    let names = |files: &[(String, String)]| -> Vec<String> {
        files.iter().map(|(n, _)| n.clone()).collect()
    };
    assert_eq!(names(&committed), names(&pages), "{regenerate}");
    for ((name, text), (_, current)) in committed.iter().zip(&pages) {
        assert!(text == current, "{name} is stale: {regenerate}");
    }
    let page = |name: &str| &pages.iter().find(|(n, _)| n == name).unwrap().1;
    assert_eq!(&stdout(&carc(&["man"])), page("carc.1"));
    assert_eq!(&stdout(&carc(&["man", "judge"])), page("carc-judge.1"));
}

#[test]
fn every_man_page_has_its_sections_and_every_reference_a_page() {
    let pages = written_pages(&[]);
    assert!(pages.len() > 10, "a page per subcommand: {pages:?}");
    for (name, text) in &pages {
        for section in [
            ".SH NAME",
            ".SH SYNOPSIS",
            ".SH DESCRIPTION",
            ".SH OPTIONS",
            ".SH \"EXIT STATUS\"\n.TP\n\\fB0\\fR",
            ".SH EXAMPLES\n.PP\n.RS 4\n.nf\ncarc",
        ] {
            assert!(text.contains(section), "{name} has no `{section}`:\n{text}");
        }
        assert!(
            !text.contains("Example:"),
            "{name}: the examples have their section"
        );
        for page in references(text) {
            assert!(
                pages.iter().any(|(n, _)| *n == format!("{page}.1")),
                "{name} refers to {page}(1), which is not written"
            );
        }
    }
    let main = &pages.iter().find(|(n, _)| n == "carc.1").unwrap().1;
    assert!(
        main.contains(".SH SUBCOMMANDS\n.TP\ncarc\\-judge(1)"),
        "{main}"
    );
    assert!(!main.contains("carc\\-help(1)"), "help has no page");
}

/// The pages a roff text refers to, `carc-judge` for `carc\\-judge(1)`.
fn references(text: &str) -> Vec<String> {
    let plain = text
        .replace("\\-", "-")
        .replace("\\fB", "")
        .replace("\\fR", "");
    let name = |c: char| c.is_ascii_lowercase() || c == '-';
    plain
        .match_indices("(1)")
        .map(|(i, _)| {
            let before = &plain[..i];
            let start = before.rfind(|c| !name(c)).map_or(0, |j| j + 1);
            before[start..].to_owned()
        })
        .filter(|page| page.starts_with("carc"))
        .collect()
}

#[test]
fn man_out_replaces_a_page_only_when_forced() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().to_string_lossy().into_owned();
    assert_eq!(
        carc(&["man", "check", "--out", &out]).status.code(),
        Some(0)
    );
    let page = dir.path().join("carc-check.1");
    std::fs::write(&page, "edited by hand\n").unwrap();
    let o = carc(&["man", "--out", &out]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--force"));
    assert_eq!(
        files_in(dir.path()),
        vec![("carc-check.1".to_owned(), "edited by hand\n".to_owned())],
        "nothing written when a page is there, no temporary file left"
    );
    assert_eq!(
        carc(&["man", "--out", &out, "--force"]).status.code(),
        Some(0)
    );
    let pages = files_in(dir.path());
    assert_eq!(
        pages,
        written_pages(&[]),
        "all pages, the edited one replaced"
    );
    assert!(pages.iter().all(|(n, _)| n.ends_with(".1")), "{pages:?}");
}

#[test]
fn man_names_the_subcommand_it_does_not_know() {
    let o = carc(&["man", "jugde"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("did you mean `judge`?"), "{err}");
    assert!(
        stdout(&carc(&["--help"])).contains("\n  man "),
        "listed in --help"
    );
}

#[test]
fn completions_for_every_shell() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let o = carc(&["completions", shell]);
        assert_eq!(o.status.code(), Some(0), "{shell}");
        let out = stdout(&o);
        assert!(
            out.contains("carc") && out.contains("judge"),
            "{shell}: {out}"
        );
    }
}

/// Where an argument takes a name, the script offers the names: rule
/// sets (and `all` where it is one), tile ids, languages; and the names
/// stay checked by carc, with its own words for a misspelt one.
#[test]
fn completions_offer_the_names_an_argument_takes() {
    for shell in ["bash", "zsh", "fish"] {
        let out = stdout(&carc(&["completions", shell]));
        for name in [
            "princess-dragon",
            "count",
            "base/D",
            "tower/three-sides-cap-s",
            "de",
        ] {
            assert!(out.contains(name), "{shell}: no `{name}` offered");
        }
    }
    let bash = stdout(&carc(&["completions", "bash"]));
    // The words offered end a `compgen -W "…"` list: `all` ends two.
    let all = bash.matches(" all\" -- ").count();
    assert_eq!(all, 2, "`all` is offered to play and gen, not to new");
    let o = carc(&["new", "--rules", "towr"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("tower"));
}

/// `carc tiles` takes JCloisterZone's ids as it names them today and as it
/// named them before, and says where its drawing is turned against ours.
#[test]
fn tiles_takes_jcloisterzones_ids_old_and_new() {
    for id in ["DG/RRR.d", "PD/RRR.d"] {
        let o = carc(&["tiles", id]);
        assert_eq!(o.status.code(), Some(0), "{id}");
        assert!(
            stdout(&o).starts_with("princess-dragon/dragon-three-roads "),
            "{id}"
        );
    }
    let o = stdout(&carc(&["tiles", "IC/RrRr"]));
    assert!(o.contains("drawn turned 90°"), "{o}");
}

#[test]
fn version_names_the_format_and_the_rule_sets() {
    let out = stdout(&carc(&["--version"]));
    assert!(out.contains("scenario format: version 1"), "{out}");
    assert!(
        out.contains("ferries") && out.contains("flier") && out.contains("abbey-mayor"),
        "{out}"
    );
}

#[test]
fn new_prints_a_scenario_that_judges_for_every_rule_set() {
    let dir = std::env::temp_dir().join(format!("carc-new-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let each = carcassonne_judge::figure::RuleSet::NAMES[1..]
        .iter()
        .map(|n| (*n).to_owned());
    let all = carcassonne_judge::figure::RuleSet::NAMES[1..].join(",");
    for rules in ["".to_owned(), "ferries,flier".to_owned(), all]
        .into_iter()
        .chain(each)
    {
        let rules = rules.as_str();
        let mut args = vec!["new"];
        if !rules.is_empty() {
            args.extend(["--rules", rules]);
        }
        let text = stdout(&carc(&args));
        assert!(
            text.starts_with("# yaml-language-server: $schema="),
            "{text}"
        );
        let file = dir.join(format!("new-{}.yaml", rules.replace(',', "-")));
        std::fs::write(&file, &text).unwrap();
        let o = carc(&["check", &file.to_string_lossy()]);
        assert_eq!(o.status.code(), Some(0), "{rules}: {}", stdout(&o));
    }
    assert_eq!(carc(&["new", "--rules", "ferrys"]).status.code(), Some(2));
}

#[test]
fn ids_are_suggested_across_case_and_without_their_set() {
    let err = |args: &[&str]| String::from_utf8_lossy(&carc(args).stderr).into_owned();
    assert!(err(&["tiles", "base/d"]).contains("did you mean `base/D`?"));
    assert!(err(&["tiles", "D"]).contains("did you mean `base/D`?"));
    assert!(err(&["rule", "fn162"]).contains("did you mean `car:fn162`?"));
    let near = err(&["rule", "car:fn16"]);
    assert!(
        near.contains("`car:fn160`") && !near.contains("fn186"),
        "{near}"
    );
    assert!(
        !err(&["rule", "zzz"]).contains("expected one of"),
        "no list of 90 ids"
    );
}

#[test]
fn rule_finds_the_repository_scenarios_from_a_subfolder() {
    let o = Command::new(env!("CARGO_BIN_EXE_carc"))
        .args(["rule", "ferries:fn3"])
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/docs"))
        .output()
        .unwrap();
    assert!(stdout(&o).contains("scenarios/ferries/"), "{}", stdout(&o));
}

#[test]
fn markdown_follows_the_search() {
    let out = stdout(&carc(&[
        "rules", "--search", "barn", "--format", "markdown",
    ]));
    assert!(out.contains("car:barn"));
    assert!(!out.contains("ferries:fn3"));
}

#[test]
fn moves_lists_actions_a_scenario_can_paste() {
    let o = carc(&[
        "moves",
        "--format",
        "json",
        "scenarios/ferries/example5-new-lake-then-three-ferries.yaml",
    ]);
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    let actions = v["actions"].as_array().unwrap();
    assert!(!actions.is_empty());
    assert!(
        actions
            .iter()
            .all(|a| a["place"]["tile"] == "ferries/2" && a["ferry"].is_array())
    );
    let text = stdout(&carc(&[
        "moves",
        "--why",
        "scenarios/base/city-two-tiles.yaml",
    ]));
    assert!(
        text.starts_with("base/E: 4 placements on 2 squares"),
        "{text}"
    );
    assert!(text.contains("Refused on [0, 1] at 180°"), "{text}");
    assert!(text.contains("[base:deploy-occupied]"), "{text}");
}

/// The binary's command line, compiled here as well, so that the test can
/// walk what clap builds rather than parse `--help` text.
#[allow(dead_code)]
#[path = "../../src/cli/args.rs"]
mod args;

#[test]
fn every_subcommand_argument_and_value_says_what_it_is() {
    use clap::CommandFactory;
    let mut cmd = args::Cli::command();
    cmd.build();
    let mut silent = Vec::new();
    undescribed(&cmd, &mut silent);
    assert!(silent.is_empty(), "no help text: {silent:#?}");
}

/// Every subcommand without an about, argument without help, and argument
/// whose possible values are described only in part, under `cmd`.
fn undescribed(cmd: &clap::Command, silent: &mut Vec<String>) {
    let name = cmd.get_bin_name().unwrap_or(cmd.get_name());
    if cmd.get_about().is_none() {
        silent.push(name.to_owned());
    }
    for arg in cmd.get_arguments().filter(|a| !a.is_hide_set()) {
        let what = format!("{name}: {}", arg.get_id());
        if arg.get_help().is_none() && arg.get_long_help().is_none() {
            silent.push(what.clone());
        }
        let values = arg.get_possible_values();
        let described = values.iter().filter(|v| v.get_help().is_some()).count();
        if described != 0 && described != values.len() {
            silent.push(format!("{what}: some of its values"));
        }
    }
    for sub in cmd.get_subcommands() {
        undescribed(sub, silent);
    }
}

/// A step that rests on one of this project's readings names its section,
/// in the words of every language and in the JSON, and a step that does
/// not rest on it names none.
#[test]
fn a_step_resting_on_a_reading_names_it_in_words_and_json() {
    let below = "scenarios/tower/ransom-score-falls-below-zero.yaml";
    let words = stdout(&carc(&["judge", below]));
    assert!(
        words.contains("tower:ransom-any-score (readings §1.8)]"),
        "{words}"
    );
    let german = stdout(&carc(&["judge", "--lang", "de", below]));
    assert!(german.contains("(Auslegungen §1.8)]"), "{german}");
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&carc(&["judge", "--format", "json", below]))).unwrap();
    assert_eq!(json["readings"], serde_json::json!(["1.8"]));
    assert_eq!(json["events"][0]["kind"], "ransomed");
    assert_eq!(json["events"][0]["readings"], serde_json::json!(["1.8"]));
    assert_eq!(json["events"][0]["below_zero"], -2);
    assert!(json["events"][1].get("readings").is_none());
    let above = "scenarios/tower/ransom-one-of-two-red-followers.yaml";
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&carc(&["judge", "--format", "json", above]))).unwrap();
    assert!(json.get("readings").is_none(), "{json}");
}
