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
            let (loaded, ruling) = match input::judge(&src) {
                Ok(x) => x,
                Err(p) => panic!("{}", input::render(&p, &src, Style::PLAIN)),
            };
            let expect = loaded
                .scenario
                .expect
                .as_ref()
                .unwrap_or_else(|| panic!("{}: no expect block", src.name));
            let diffs = check::compare(expect, &ruling, &loaded.translated);
            assert!(
                diffs.is_empty(),
                "{}:\n{}",
                src.name,
                diffs
                    .iter()
                    .map(|d| d.text.as_str())
                    .collect::<Vec<_>>()
                    .join("\n")
            );
            let title = &loaded.scenario.title.value;
            let json = serde_json::to_value(report::json::JudgeLine::Judged {
                file: &src.name,
                ruling: report::json::ruling(&ruling, title),
            })
            .unwrap();
            assert_rulings_schema(&src.name, &json);
            assert_points_add_up(&src.name, &json);
            insta::assert_snapshot!(report::human(
                &ruling,
                title,
                &src,
                &loaded.translated.spans,
                Style::PLAIN
            ));
        }
    );
}

fn assert_rulings_schema(name: &str, json: &serde_json::Value) {
    static VALIDATOR: std::sync::OnceLock<jsonschema::Validator> = std::sync::OnceLock::new();
    let v = VALIDATOR.get_or_init(|| {
        let schema: serde_json::Value = serde_json::from_str(&report::json::schema()).unwrap();
        jsonschema::draft7::new(&schema).expect("a valid draft-07 schema")
    });
    let errors: Vec<String> = v.iter_errors(json).map(|e| e.to_string()).collect();
    assert!(
        errors.is_empty(),
        "{name}: the ruling does not fit docs/ruling.schema.json:\n{}",
        errors.join("\n")
    );
}

/// A program reading the events alone can total the points and get `scores`.
fn assert_points_add_up(name: &str, json: &serde_json::Value) {
    let mut total: std::collections::BTreeMap<String, i64> = Default::default();
    for e in json["events"].as_array().unwrap() {
        let points = e["points"].as_i64().unwrap_or(0);
        match e["kind"].as_str().unwrap() {
            "scored" => {
                for w in e["winners"].as_array().unwrap() {
                    *total.entry(w.as_str().unwrap().to_owned()).or_default() += points;
                }
            }
            "farm-scored" | "barn-final" => {
                if let Some(p) = e["player"].as_str() {
                    *total.entry(p.to_owned()).or_default() += points;
                }
            }
            _ => {}
        }
    }
    if json["verdict"] == "illegal" {
        return;
    }
    for (player, n) in json["scores"].as_object().unwrap() {
        assert_eq!(
            total.get(player).copied().unwrap_or(0),
            n.as_i64().unwrap(),
            "{name}: {player}'s points from the events differ from `scores`"
        );
    }
}

#[test]
fn there_are_at_least_40_base_scenarios() {
    let n = check::scenario_files(&[Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/base")])
        .unwrap()
        .len();
    assert!(n >= 40, "{n} base scenarios");
}

#[test]
fn every_wording_note_is_cited_by_the_rule_it_qualifies() {
    use carcassonne_judge::registry::{self, Status};
    let files =
        check::scenario_files(&[Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios")]).unwrap();
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
