//! Every scenario under scenarios/: its ruling is snapshotted in full, and its
//! `expect` block (written from the rules) must agree with the ruling.

use std::path::Path;

use carcassonne_judge::check;
use carcassonne_judge::input::{self, Source, Style};
use carcassonne_judge::report;

#[test]
fn every_scenario_is_ruled_as_its_author_expects() {
    insta::glob!(
        concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios"),
        "**/*.yaml",
        |path| {
            let rel = path
                .strip_prefix(Path::new(env!("CARGO_MANIFEST_DIR")))
                .unwrap();
            let src = Source {
                name: rel.to_string_lossy().into_owned(),
                text: std::fs::read_to_string(path).unwrap(),
            };
            let (scenario, ruling) = match input::judge(&src) {
                Ok(x) => x,
                Err(p) => panic!("{}", input::render(&p, &src, Style::PLAIN)),
            };
            let expect = scenario
                .expect
                .as_ref()
                .unwrap_or_else(|| panic!("{}: no expect block", src.name));
            let diffs = check::compare(expect, &ruling);
            assert!(diffs.is_empty(), "{}:\n{}", src.name, diffs.join("\n"));
            insta::assert_snapshot!(report::human(&ruling, &src, Style::PLAIN));
        }
    );
}

#[test]
fn there_are_at_least_40_base_scenarios() {
    let n = check::scenario_files(&[Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/base")])
        .len();
    assert!(n >= 40, "{n} base scenarios");
}

#[test]
fn every_wording_note_is_cited_by_the_rule_it_qualifies() {
    use carcassonne_judge::registry::{self, Status};
    let files = check::scenario_files(&[Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios")]);
    let mut cited = std::collections::BTreeSet::new();
    for f in files {
        let src = Source {
            name: f.to_string_lossy().into_owned(),
            text: std::fs::read_to_string(&f).unwrap(),
        };
        if let Ok((_, ruling)) = input::judge(&src) {
            cited.extend(ruling.cites.iter().map(|r| r.id()));
        }
    }
    for e in registry::all().filter(|e| e.status == Status::Wording) {
        assert!(
            cited.contains(e.rule.id()),
            "{} is a wording note that no ruling cites",
            e.rule.id()
        );
    }
}
