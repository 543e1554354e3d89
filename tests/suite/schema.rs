//! The JSON Schema: the committed copy is current, and real files validate.

use std::path::{Path, PathBuf};

use carcassonne_judge::catalogue::Catalogue;
use carcassonne_judge::input::{self, Source};
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

/// Small scenarios that `carc` reads without complaint, between them using
/// every kind of object the format has. Each edit below breaks one object.
const WAGON: &str = "\
title: A wagon deployed, scored and moved on in one turn
rules: [base, abbey-mayor]
variants: {wagon-move: connected}
players: [red, blue]
supply:
  red: {follower: 6}
board:
  - tile: base/W
    at: [0, 0]
    figures:
      - {owner: blue, figure: follower, on: S}
action:
  place: {tile: base/W, at: [1, 0]}
  deploy: {figure: wagon, on: W}
  wagons:
    - {owner: red, to: {at: [1, 0], on: E}}
    - {owner: blue, to: supply}
expect:
  verdict: legal
  double-turn: false
  figures:
    - {owner: red, figure: wagon, at: [1, 0], on: E}
";

const FLIGHT: &str = "\
title: A follower takes off and the phantom stays on the road
rules: [base, flier, phantom]
players: [red, blue]
board:
  - {tile: base/D, at: [0, 0]}
action:
  place: {tile: flier/straight-we-nw, at: [1, 0]}
  deploy: {figure: follower, fly: {roll: 1}}
  phantom: {on: W}
";

const ABBOT: &str = "\
title: The abbot comes home
rules: [base, abbot]
players: [red]
board:
  - tile: base/B
    at: [0, 0]
    figures:
      - {owner: red, figure: abbot, on: monastery}
action:
  place: {tile: base/B, at: [1, 0]}
  deploy: {abbot: return, at: [0, 0]}
";

const FERRY: &str = "\
title: A ferry moves
rules: [base, ferries]
players: [red, blue]
board:
  - tile: base/D
    at: [0, 0]
  - tile: ferries/2
    at: [1, 0]
    ferry: [W, E]
action:
  place: {tile: base/U, at: [2, 0]}
  move_ferries:
    - {at: [1, 0], to: [W, S]}
";

const BARN: &str = "\
title: A barn where four fields meet
rules: [base, abbey-mayor]
players: [red, blue]
board:
  - {tile: base/B, at: [0, 0]}
  - {tile: base/B, at: [1, 0]}
  - {tile: base/B, at: [0, 1]}
action:
  place: {tile: base/B, at: [1, 1]}
  deploy: {figure: barn, corner: SW}
expect:
  verdict: legal
  figures:
    - {owner: red, figure: barn, at: [1, 1], corner: SW}
";

fn loads(text: &str) -> bool {
    let src = Source {
        name: "inline.yaml".into(),
        text: text.into(),
    };
    input::load(&src).is_ok()
}

fn validates(v: &jsonschema::Validator, text: &str) -> bool {
    let doc = yaml::parse(text).expect("YAML").to_json();
    v.is_valid(&doc)
}

/// `from` replaced once in `base`; a missing `from` is a broken test.
fn edit(base: &str, from: &str, to: &str) -> String {
    assert!(base.contains(from), "`{from}` is not in the base scenario");
    base.replacen(from, to, 1)
}

#[test]
fn the_base_scenarios_are_accepted_by_both() {
    let v = validator();
    for base in [WAGON, FLIGHT, ABBOT, FERRY, BARN] {
        let title = base.lines().next().unwrap_or_default();
        assert!(loads(base), "carc rejects {title}");
        assert!(validates(&v, base), "the schema rejects {title}");
    }
}

#[test]
fn an_extra_key_anywhere_is_rejected_by_both() {
    let v = validator();
    let cases = [
        ("board figure", WAGON, "on: S}", "on: S, colour: green}"),
        (
            "board tile",
            WAGON,
            "at: [0, 0]\n",
            "at: [0, 0]\n    height: 1\n",
        ),
        ("place", WAGON, "at: [1, 0]}", "at: [1, 0], turn: 2}"),
        ("deploy on", WAGON, "on: W}", "on: W, colour: red}"),
        (
            "wagon choice",
            WAGON,
            "{owner: red, to:",
            "{owner: red, speed: 2, to:",
        ),
        (
            "wagon choice to supply",
            WAGON,
            "to: supply}",
            "to: supply, via: road}",
        ),
        ("wagon target", WAGON, "on: E}}", "on: E, tile: base/W}}"),
        (
            "expect",
            WAGON,
            "verdict: legal\n",
            "verdict: legal\n  points: 2\n",
        ),
        (
            "expected figure",
            WAGON,
            "on: E}\n",
            "on: E, colour: red}\n",
        ),
        (
            "supply hand",
            WAGON,
            "{follower: 6}",
            "{follower: 6, meeple: 1}",
        ),
        ("variants", WAGON, "connected}", "connected, farms: off}"),
        ("deploy fly", FLIGHT, "{roll: 1}}", "{roll: 1}, on: N}"),
        ("fly", FLIGHT, "{roll: 1}", "{roll: 1, heading: NW}"),
        ("phantom", FLIGHT, "{on: W}", "{on: W, figure: phantom}"),
        (
            "abbot return",
            ABBOT,
            "at: [0, 0]}",
            "at: [0, 0], figure: abbot}",
        ),
        ("ferry move", FERRY, "to: [W, S]}", "to: [W, S], by: red}"),
        (
            "deploy corner",
            BARN,
            "{figure: barn, corner: SW}",
            "{figure: barn, corner: SW, facing: N}",
        ),
        (
            "expected barn",
            BARN,
            "[1, 1], corner: SW}",
            "[1, 1], corner: SW, on: S}",
        ),
    ];
    for (what, base, from, to) in cases {
        let bad = edit(base, from, to);
        assert!(!loads(&bad), "{what}: carc accepts the extra key");
        assert!(
            !validates(&v, &bad),
            "{what}: the schema accepts the extra key"
        );
    }
}

#[test]
fn values_the_loader_refuses_are_refused_by_the_schema() {
    let v = validator();
    let cases = [
        ("empty source", WAGON, "rules:", "source:\nrules:"),
        (
            "empty figures",
            ABBOT,
            "figures:\n      - {owner: red, figure: abbot, on: monastery}\n",
            "figures:\n",
        ),
        ("no verdict", BARN, "  verdict: legal\n", ""),
        ("far square", BARN, "at: [0, 1]", "at: [0, 1000001]"),
        ("huge hand", WAGON, "{follower: 6}", "{follower: 1001}"),
        ("negative hand", WAGON, "{follower: 6}", "{follower: -1}"),
        (
            "huge score",
            WAGON,
            "players: [red, blue]\n",
            "players: [red, blue]\nscores: {red: 1000001}\n",
        ),
    ];
    for (what, base, from, to) in cases {
        let bad = edit(base, from, to);
        assert!(!loads(&bad), "{what}: carc accepts it");
        assert!(!validates(&v, &bad), "{what}: the schema accepts it");
    }
}

#[test]
fn jcloisterzone_ids_are_accepted_by_both() {
    let v = validator();
    let alias = edit(WAGON, "tile: base/W\n", "tile: BA/RRR\n");
    assert!(loads(&alias), "carc rejects the alias BA/RRR");
    assert!(validates(&v, &alias), "the schema rejects the alias BA/RRR");
    let unknown = edit(WAGON, "tile: base/W\n", "tile: BA/XYZ\n");
    assert!(!validates(&v, &unknown), "the schema accepts BA/XYZ");
}

#[test]
fn every_tile_id_has_a_described_branch() {
    let schema: serde_json::Value = serde_json::from_str(&schema::json()).unwrap();
    let branches = schema["definitions"]["TileId"]["anyOf"]
        .as_array()
        .expect("tile ids as anyOf branches");
    for t in Catalogue::get().tiles() {
        for id in [t.id, t.jcz] {
            let branch = branches
                .iter()
                .find(|b| b["const"] == id)
                .unwrap_or_else(|| panic!("no branch for {id}"));
            let text = branch["description"].as_str().unwrap_or_default();
            assert!(text.contains(t.layout), "{id}: {text}");
        }
    }
}
