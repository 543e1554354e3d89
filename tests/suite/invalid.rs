//! Broken input: every fixture under tests/fixtures/invalid is rejected with
//! a diagnostic at the right place (snapshotted) and exit status 2.

use std::path::Path;
use std::process::Command;

use carcassonne_judge::input::{self, Source, Style};

fn source(path: &Path) -> Source {
    Source {
        name: format!("invalid/{}", path.file_name().unwrap().to_string_lossy()),
        text: std::fs::read_to_string(path).unwrap(),
    }
}

#[test]
fn every_broken_fixture_gets_a_diagnostic() {
    insta::glob!(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures"),
        "invalid/*.yaml",
        |path| {
            let src = source(path);
            let problems = match input::load(&src) {
                Ok(_) => panic!("{} was accepted", src.name),
                Err(p) => p,
            };
            assert!(!problems.is_empty());
            insta::assert_snapshot!(input::render(&problems, &src, Style::PLAIN, carcassonne_judge::i18n::Lang::En));
        }
    );
}

#[test]
fn the_binary_exits_2_on_broken_input_without_panicking() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/invalid");
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let out = Command::new(env!("CARGO_BIN_EXE_carc"))
            .arg("judge")
            .arg(&path)
            .env("NO_COLOR", "1")
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{}: {stderr}", path.display());
        assert!(!stderr.contains("panicked"), "{}: {stderr}", path.display());
        assert!(
            stderr.contains("help:"),
            "{}: every diagnostic says how to fix it",
            path.display()
        );
        checked += 1;
    }
    assert!(
        checked >= 20,
        "at least 20 kinds of broken input, found {checked}"
    );
}

#[test]
fn a_file_with_three_problems_reports_all_three() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/invalid/three-problems.yaml");
    let problems = input::load(&source(&path)).err().unwrap();
    let codes: Vec<&str> = problems.iter().map(|p| p.code).collect();
    assert_eq!(
        codes,
        [
            "input::unknown-player",
            "input::unknown-tile",
            "input::unknown-key"
        ]
    );
}

#[test]
fn arbitrary_text_never_panics() {
    let samples = [
        "",
        "\t",
        ":",
        "[",
        "{",
        "- - -",
        "title: [",
        "&a [*a]",
        "? : :",
        "a: *b",
        "title: x\nrules: [base]\nplayers: []\nboard: []\naction: final-scoring\n",
        "title: x\nrules: base\nplayers: red\nboard: {}\naction: []\n",
        "title: 1\nrules: [1]\nplayers: [1]\nboard: [1]\naction: {place: 1}\n",
        "title: x\nrules: [base]\nplayers: [a]\nboard:\n - {tile: base/D, at: [99999999999, 0]}\naction: final-scoring\n",
    ];
    for s in samples {
        let src = Source {
            name: "sample".into(),
            text: s.into(),
        };
        let _ = input::load(&src);
    }
}

#[test]
fn deep_nesting_and_alias_bombs_are_refused_not_crashed() {
    let deep = format!("title: {}{}\n", "[".repeat(100_000), "]".repeat(100_000));
    let mut bomb = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x]\n");
    for i in 1..12 {
        let refs = vec![format!("*a{}", i - 1); 9].join(", ");
        bomb.push_str(&format!("a{i}: &a{i} [{refs}]\n"));
    }
    let cases = [
        (deep, "the document nests deeper than 64 levels"),
        (
            bomb,
            "the document expands to more than 100000 values (anchors and aliases repeat large parts of it)",
        ),
    ];
    for (text, why) in cases {
        let src = Source {
            name: "hostile".into(),
            text,
        };
        let problems = input::load(&src).err().expect("refused");
        assert_eq!(problems[0].code, "input::yaml");
        let words = problems[0].written(carcassonne_judge::i18n::Lang::En);
        assert_eq!(words.message, format!("not valid YAML: {why}"));
        // The help names the limit's context, with the file's size.
        let help = words.help.unwrap_or_default();
        assert!(
            help.contains(&format!("this file is {} bytes", src.text.len())),
            "{help}"
        );
    }
}
