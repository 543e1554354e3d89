//! Writing a scenario back from its tree (the page for the table shows the
//! file it builds): every scenario of the repository, read, written and read
//! again, gives the same tree and the same ruling.

use std::path::Path;

use carcassonne_judge::check::scenario_files;
use carcassonne_judge::input::{self, Source};
use carcassonne_judge::report::json::ruling;
use carcassonne_judge::scenario::write;
use carcassonne_judge::yaml;

fn tree(text: &str) -> serde_json::Value {
    yaml::parse(text).expect("reads").to_json()
}

#[test]
fn every_scenario_round_trips() {
    let files = scenario_files(&[Path::new("scenarios").to_path_buf()]).expect("scenarios");
    assert!(files.len() > 100);
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable");
        let before = tree(&text);
        let written = write::yaml(&before);
        assert_eq!(tree(&written), before, "{}:\n{written}", path.display());
        let judge = |text: &str| {
            let src = Source {
                name: "s.yaml".into(),
                text: text.to_owned(),
            };
            let (loaded, r) = input::judge(&src).unwrap_or_else(|_| panic!("{}", path.display()));
            serde_json::to_value(ruling(&r, &loaded.scenario.title.value)).expect("json")
        };
        assert_eq!(judge(&written), judge(&text), "{}", path.display());
    }
}

#[test]
fn reads_like_a_hand_written_file() {
    let text = "title: t\nrules: [base]\nplayers: [red, blue]\nboard:\n  - tile: base/D\n    at: [0, 0]\n    figures:\n      - {owner: red, figure: follower, on: N}\naction:\n  place: {tile: base/U, at: [1, 0], rotation: 90}\n  deploy: {figure: follower, on: E}\n";
    assert_eq!(write::yaml(&tree(text)), text);
}

#[test]
fn strings_that_yaml_would_read_otherwise_are_quoted() {
    let v = serde_json::json!({
        "title": "a: b # c",
        "players": ["1", "true", "red", "", "x,y", "-a", "0x1F"],
    });
    let written = write::yaml(&v);
    assert_eq!(tree(&written), v, "{written}");
    assert!(written.contains("[\"1\", \"true\", red, \"\", \"x,y\", \"-a\", \"0x1F\"]"));
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(crate::run::cases(500)))]

    /// Whatever a player's name or a title holds, the text read back holds
    /// the same: the writer quotes what YAML would read as something else.
    #[test]
    fn any_string_reads_back_the_same(s in "[ -~éü\\t\\n]{0,12}") {
        let v = serde_json::json!({"title": s, "players": [s], "scores": {s.clone(): 1}});
        let written = write::yaml(&v);
        proptest::prop_assert_eq!(tree(&written), v, "{}", written);
    }
}

/// What a random game and `carc gen` write (`emit::tree`) from the position
/// and action a scenario holds reads back as the same position: judged
/// again, it gets the same verdict, points and figures home. A spot two
/// figures share (a follower and a builder on one road, the fairy beside
/// the follower) is written so that it names one of them.
#[test]
fn every_scenario_written_from_its_position_rules_the_same() {
    let files = scenario_files(&[Path::new("scenarios").to_path_buf()]).expect("scenarios");
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable");
        let src = Source {
            name: "s.yaml".into(),
            text,
        };
        let Ok((loaded, before)) = input::judge(&src) else {
            continue;
        };
        let t = &loaded.translated;
        let tree = carcassonne_judge::emit::tree("t", "s", &t.position, &t.action, None);
        let written = Source {
            name: "w.yaml".into(),
            text: write::yaml(&tree),
        };
        let (_, after) = input::judge(&written)
            .unwrap_or_else(|p| panic!("{}: {p:?}\n{}", path.display(), written.text));
        assert_eq!(
            (after.verdict, &after.scores, &after.returned),
            (before.verdict, &before.scores, &before.returned),
            "{}",
            path.display()
        );
    }
}
