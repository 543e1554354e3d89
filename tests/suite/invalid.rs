//! Broken input: every fixture under tests/fixtures/invalid is rejected with
//! a diagnostic at the right place (snapshotted) and exit status 2.

use std::path::Path;
use std::process::Command;

use carcassonne_judge::i18n::Lang;
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
            insta::assert_snapshot!(input::render(&problems, &src, Style::PLAIN, Lang::En));
        }
    );
}

/// Every broken fixture's diagnostics in every language, for people and
/// for programs: no message the catalogue lacks (shown as its `diag-` id),
/// no variable the code did not pass (`{$name}`, or the debug build's
/// `{!…}` mark), and words of the language asked for.
#[test]
fn every_broken_fixture_reads_in_every_language_without_gaps() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/invalid");
    let mut read = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let src = source(&entry.unwrap().path());
        let problems = input::load(&src).err().expect("refused");
        let english = input::render(&problems, &src, Style::PLAIN, Lang::En);
        for lang in Lang::ALL {
            let text = input::render(&problems, &src, Style::PLAIN, lang);
            let json = serde_json::to_string(&input::render_json(&problems, &src, lang)).unwrap();
            for words in [&text, &json] {
                assert!(
                    !words.contains("diag-") && !words.contains("{$") && !words.contains("{!"),
                    "{} ({}): {words}",
                    src.name,
                    lang.code()
                );
            }
            if lang != Lang::En {
                assert_ne!(
                    text,
                    english,
                    "{} ({}): left in English",
                    src.name,
                    lang.code()
                );
            }
        }
        read += 1;
    }
    assert!(read >= 80, "only {read} broken fixtures");
}

/// Broken fixtures of every kind of diagnostic, in German, locked so that
/// a change of wording is read before it lands: YAML that does not parse,
/// an unknown key with its did-you-mean, a value of the wrong type, an
/// unknown tile and an unknown word, a key given twice, no tile on a
/// square, a figure that is not there, a box's keys without its box,
/// edges that do not match, more figures or goods than the box holds.
const GERMAN_BROKEN: [&str; 13] = [
    "yaml-syntax",
    "unknown-top-key",
    "not-a-mapping",
    "unknown-tile",
    "count-unknown-quarter",
    "duplicate-player",
    "tower-capture-on-empty-square",
    "tower-capture-nobody-there",
    "tower-keys-without-tower",
    "edge-mismatch",
    "too-many-figures",
    "goods-more-than-the-box",
    "figure-no-feature",
];

#[test]
fn broken_fixtures_read_in_german() {
    for name in GERMAN_BROKEN {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/invalid")
            .join(format!("{name}.yaml"));
        let src = source(&path);
        let problems = input::load(&src).err().expect("refused");
        let text = input::render(&problems, &src, Style::PLAIN, Lang::De);
        insta::assert_snapshot!(format!("de-invalid-{name}"), text);
    }
}

#[test]
fn the_binary_writes_diagnostics_in_the_language_asked_for() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/invalid/unknown-tile.yaml");
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_carc"))
            .args(args)
            .arg(&path)
            .env("NO_COLOR", "1")
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        out
    };
    let de = String::from_utf8_lossy(&run(&["judge", "--lang", "de"]).stderr).into_owned();
    assert!(de.contains("unbekannte Karte `base/Y`"), "{de}");
    assert!(de.contains("1 Problem gefunden"), "{de}");
    let en = String::from_utf8_lossy(&run(&["judge", "--lang", "en"]).stderr).into_owned();
    assert!(en.contains("unknown tile `base/Y`"), "{en}");
    // For programs: the code and the places are the same in every
    // language; only the words differ.
    let json = |lang: &str| -> serde_json::Value {
        let out = run(&["judge", "--format", "json", "--lang", lang]);
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let (de, en) = (json("de"), json("en"));
    let d = &de["diagnostics"][0];
    let e = &en["diagnostics"][0];
    assert_eq!(d["code"], e["code"]);
    assert_eq!(d["labels"][0]["span"], e["labels"][0]["span"]);
    assert_ne!(d["message"], e["message"]);
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
