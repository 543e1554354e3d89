//! The JSON Schema: the committed copy is current, and real files validate.

use std::path::{Path, PathBuf};

use carcassonne_judge::{schema, yaml};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn validator() -> jsonschema::Validator {
    let schema: serde_json::Value = serde_json::from_str(&schema::json()).unwrap();
    jsonschema::draft7::new(&schema).expect("a valid draft-07 schema")
}

fn as_json(path: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).unwrap();
    yaml::parse(&text).unwrap().to_json()
}

#[test]
fn the_committed_schema_is_current() {
    let committed =
        std::fs::read_to_string(root().join("docs/scenario.schema.json")).unwrap_or_default();
    assert!(
        committed.trim() == schema::json().trim(),
        "docs/scenario.schema.json is stale: run `cargo run -- schema > docs/scenario.schema.json`"
    );
}

#[test]
fn the_committed_ruling_schema_is_current() {
    let committed =
        std::fs::read_to_string(root().join("docs/ruling.schema.json")).unwrap_or_default();
    assert!(
        committed.trim() == carcassonne_judge::report::json::schema().trim(),
        "docs/ruling.schema.json is stale: run `cargo run -- schema --ruling > docs/ruling.schema.json`"
    );
}

#[test]
fn the_format_specs_example_validates() {
    let v = validator();
    let doc = as_json(&root().join("tests/fixtures/spec-example.yaml"));
    let errors: Vec<String> = v.iter_errors(&doc).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{errors:#?}");
}

#[test]
fn every_scenario_in_the_repository_validates() {
    let v = validator();
    let mut n = 0;
    let mut stack = vec![root().join("scenarios")];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries {
            let path = e.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == "yaml") {
                let errors: Vec<String> = v
                    .iter_errors(&as_json(&path))
                    .map(|e| e.to_string())
                    .collect();
                assert!(errors.is_empty(), "{}: {errors:#?}", path.display());
                n += 1;
            }
        }
    }
    assert!(n > 0);
}

#[test]
fn the_schema_rejects_what_the_loader_rejects() {
    let v = validator();
    for name in [
        "unknown-top-key",
        "bad-rotation",
        "unknown-tile",
        "unknown-figure",
        "bad-wagon-to",
    ] {
        let doc = as_json(&root().join(format!("tests/fixtures/invalid/{name}.yaml")));
        assert!(!v.is_valid(&doc), "{name} should not validate");
    }
}
