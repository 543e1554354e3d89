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

/// Broken fixtures that reach the schema as a document it accepts, because
/// what is wrong with them lies beyond a JSON Schema: the catalogue (which
/// points, jetties and lakes a tile has), the position (where the tiles and
/// figures are), or a value written elsewhere in the file (draft-07 cannot
/// say "one of the players"). `carc judge` reports each of them.
const BEYOND_THE_SCHEMA: &[(&str, &str)] = &[
    (
        "wagon-from-no-wagon",
        "the board: which figures stand on which square",
    ),
    (
        "festival-prisoner-not-held",
        "the position: which prisoners each player holds",
    ),
    (
        "pd-keys-without-princess-dragon",
        "which rule sets `rules` lists",
    ),
    (
        "pd-dragon-and-fairy-nowhere",
        "the position: which squares hold tiles, and who stands where",
    ),
    ("tower-keys-without-tower", "which rule sets `rules` lists"),
    (
        "castles-keys-without-castles",
        "which rule sets `rules` lists",
    ),
    (
        "king-robber-keys-without-the-box",
        "which rule sets `rules` lists",
    ),
    (
        "castles-on-what-is-not-there",
        "the position and the catalogue: which squares hold tiles, what feature is there, and who plays",
    ),
    (
        "castles-score-from-nowhere",
        "the position and the catalogue: which squares hold tiles and what feature is there",
    ),
    (
        "count-city-squares-taken",
        "which rule sets `rules` lists, and where the City of Carcassonne lies",
    ),
    ("count-keys-without-count", "which rule sets `rules` lists"),
    (
        "count-quarters-that-cannot-be",
        "which figure stands in which quarter, which squares hold tiles, and the catalogue: the tile's features",
    ),
    (
        "pig-herd-on-the-river",
        "which rule sets `rules` lists, and the catalogue: the tile's features",
    ),
    (
        "festival-and-escape-without-their-rules",
        "which rule sets `rules` lists",
    ),
    (
        "tower-on-a-tile-without-foundation",
        "the catalogue: which tiles have a tower foundation",
    ),
    (
        "tower-ransom-from-nobody",
        "names a player that `players` does not list",
    ),
    (
        "goods-held-together-over-the-box",
        "a sum over the players: each count alone is within the box",
    ),
    (
        "goods-rules-not-in-play",
        "which rule sets `rules` lists, and the players `players` lists",
    ),
    (
        "current-not-player",
        "names a player that `players` does not list",
    ),
    (
        "owner-not-player",
        "names a player that `players` does not list",
    ),
    (
        "duplicate-key",
        "the JSON the schema sees keeps one of the two keys; YAML tools flag the duplicate",
    ),
    (
        "deploy-feature-not-on-tile",
        "the catalogue: the tile's features",
    ),
    ("figure-no-feature", "the catalogue: the tile's features"),
    (
        "wagon-target-missing-feature",
        "the catalogue and the position: the tile at the square",
    ),
    (
        "flier-fly-on-feature-not-on-reached-tile",
        "the position: which tile the flight reaches",
    ),
    (
        "edge-mismatch",
        "the catalogue and the position: neighbouring edges",
    ),
    (
        "two-tiles-one-square",
        "the position: a square named twice across entries",
    ),
    (
        "too-many-figures",
        "the position: figures counted across the board",
    ),
    (
        "place-on-empty-board",
        "the position: a turn needs a tile on the table",
    ),
    (
        "figure-rules-not-in-play",
        "`rules`, elsewhere in the file: a figure kind tied to the rule set that brings it",
    ),
    (
        "phantom-rules-not-in-play",
        "`rules`, elsewhere in the file: the phantom's key tied to the rule set that brings it",
    ),
    ("ferry-bad-ends", "the catalogue: the lake's jetties"),
    (
        "ferry-missing-on-lake",
        "the catalogue: which tiles have a lake",
    ),
    ("ferry-on-no-lake", "the catalogue: which tiles have a lake"),
    (
        "ferries-ferry-missing-jetty-on-placed-lake",
        "the catalogue: the lake's jetties",
    ),
    (
        "ferries-ferry-on-placed-non-lake",
        "the catalogue: which tiles have a lake",
    ),
    (
        "ferries-ferry-rotated-lake-printed-ends",
        "the catalogue: the jetties, turned",
    ),
    (
        "ferries-move-ferries-to-missing-jetty",
        "the catalogue and the position: the lake's jetties",
    ),
    (
        "count-city-figures-of-rules-not-in-play",
        "`rules`, elsewhere in the file: a figure kind tied to the rule set that brings it",
    ),
    (
        "count-leave-city-nobody-in-quarter",
        "the position: who stands in which quarter of the City",
    ),
    (
        "count-leave-city-one-follower-twice",
        "the position: how many figures stand in the quarter, counted across entries",
    ),
    (
        "festival-return-nobody-there",
        "the position: who stands where",
    ),
    (
        "flier-and-ferries-keys-without-their-rules",
        "which rule sets `rules` lists, and the players `players` lists",
    ),
    (
        "pd-dragon-step-onto-empty-square",
        "the position: which squares hold tiles",
    ),
    ("pd-fairy-next-to-nobody", "the position: who stands where"),
    ("pd-fairy-at-a-corner", "the position: who stands where"),
    (
        "pd-princess-at-an-empty-corner",
        "the position: who stands where",
    ),
    (
        "sieges-escape-at-an-empty-corner",
        "the position and the turn: who stands where, and whether a barn comes there",
    ),
    (
        "tower-capture-nobody-there",
        "the position: who stands where",
    ),
    (
        "tower-capture-on-empty-square",
        "the position: which squares hold tiles",
    ),
    (
        "tower-floor-on-empty-square",
        "the position: which squares hold tiles",
    ),
    (
        "tower-floor-without-foundation",
        "the position and the catalogue: which tile lies there, and whether it has a tower foundation",
    ),
    (
        "tower-top-without-foundation",
        "the position and the catalogue: which tile lies there, and whether it has a tower foundation",
    ),
];

/// Broken fixtures that are not YAML at all: no document reaches the schema,
/// and an editor's YAML parser reports them before it.
const NOT_YAML: &[&str] = &["tab-indent", "yaml-syntax"];

/// Every fixture the loader refuses is refused by the schema too, unless
/// one of the lists above says why the schema cannot see it. A new fixture
/// must be classified: refused by the schema, or listed with its reason.
#[test]
fn the_schema_rejects_what_the_loader_rejects() {
    let v = validator();
    let dir = root().join("tests/fixtures/invalid");
    let mut fixtures: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    fixtures.sort();
    let names: Vec<String> = fixtures
        .iter()
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    for listed in BEYOND_THE_SCHEMA
        .iter()
        .map(|(n, _)| *n)
        .chain(NOT_YAML.iter().copied())
    {
        assert!(
            names.iter().any(|n| n == listed),
            "{listed} is listed but tests/fixtures/invalid has no such fixture"
        );
    }
    let mut wrong = Vec::new();
    for (path, name) in fixtures.iter().zip(&names) {
        let text = std::fs::read_to_string(path).unwrap();
        let src = Source {
            name: name.clone(),
            text: text.clone(),
        };
        assert!(input::load(&src).is_err(), "carc accepts {name}");
        let beyond = BEYOND_THE_SCHEMA.iter().find(|(n, _)| n == name);
        match (yaml::parse(&text), NOT_YAML.contains(&name.as_str())) {
            (Err(_), true) => {}
            (Ok(_), true) => wrong.push(format!("{name} is YAML: take it off NOT_YAML")),
            (Err(_), false) => wrong.push(format!("{name} is not YAML: list it in NOT_YAML")),
            (Ok(doc), false) => match (v.is_valid(&doc.to_json()), beyond) {
                (false, None) | (true, Some(_)) => {}
                (true, None) => wrong.push(format!(
                    "the schema accepts {name}: make it refuse it, or list in \
                     BEYOND_THE_SCHEMA what it would need to know"
                )),
                (false, Some((_, why))) => wrong.push(format!(
                    "the schema now refuses {name} ({why}): take it off BEYOND_THE_SCHEMA"
                )),
            },
        }
    }
    // All of them, not a sample: the folder holds dozens.
    assert!(fixtures.len() >= 40, "{} fixtures", fixtures.len());
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
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
        // The fixtures have a barn on a feature and the abbey turned by its
        // catalogue id; these are the other way round and the other id.
        (
            "follower at a corner",
            WAGON,
            "figure: follower, on: S}",
            "figure: follower, corner: NE}",
        ),
        (
            "turned abbey by its JCloisterZone id",
            BARN,
            "{tile: base/B, at: [1, 1]}",
            "{tile: AM/A, at: [1, 1], rotation: 90}",
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
        let ids = [t.id, t.jcz, t.jcz_old];
        for id in ids.into_iter().filter(|id| !id.is_empty()) {
            let branch = branches
                .iter()
                .find(|b| b["const"] == id)
                .unwrap_or_else(|| panic!("no branch for {id}"));
            let text = branch["description"].as_str().unwrap_or_default();
            assert!(text.contains(t.layout), "{id}: {text}");
        }
    }
}
