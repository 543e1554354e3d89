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
                Err(p) => panic!(
                    "{}",
                    input::render(&p, &src, Style::PLAIN, carcassonne_judge::i18n::Lang::En)
                ),
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
                ruling: Box::new(report::json::ruling(&ruling, title)),
            })
            .unwrap();
            assert_rulings_schema(&src.name, &json);
            assert_points_add_up(&src.name, &json);
            assert_return_only_after_scoring(&src.name, &json);
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

/// `base:return` (figures go home after their feature scores) is cited by
/// a step only where figures leave a scored feature, never where another
/// rule sends them home (the dragon, the princess, the festival).
fn assert_return_only_after_scoring(name: &str, json: &serde_json::Value) {
    for e in json["events"].as_array().into_iter().flatten() {
        let cites_return = e["cites"]
            .as_array()
            .is_some_and(|c| c.iter().any(|x| x == "base:return"));
        if cites_return {
            assert!(
                e["kind"] == "returned" && e["from"].is_object(),
                "{name}: `{}` cites base:return without a scored feature left",
                e["text"]
            );
        }
    }
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
            "scored" | "goods-scored" => {
                for w in e["winners"].as_array().unwrap() {
                    *total.entry(w.as_str().unwrap().to_owned()).or_default() += points;
                }
            }
            "ransomed" => {
                let (Some(payer), Some(paid)) = (e["player"].as_str(), e["from"].as_str()) else {
                    continue;
                };
                *total.entry(payer.to_owned()).or_default() -= points;
                *total.entry(paid.to_owned()).or_default() += points;
            }
            "farm-scored" | "barn-final" | "fairy-point" | "fairy-scores" | "castle-scores"
            | "told" => {
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

/// Issue 22 asks for at least 30 scenarios of Inns & Cathedrals and 25 of
/// Traders & Builders.
#[test]
fn the_two_boxes_have_their_scenarios() {
    for (folder, least) in [("inns-cathedrals", 30), ("traders-builders", 25)] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("scenarios")
            .join(folder);
        let n = check::scenario_files(&[dir]).unwrap().len();
        assert!(n >= least, "{n} {folder} scenarios");
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

/// A figure that a legal action puts on the table: who owns it and what it is.
/// Where it stands is not read here: `carc check` compares that with the
/// ruling. What matters here is that the author wrote it down at all.
struct Landing {
    owner: String,
    figure: carcassonne_judge::figure::FigureKind,
    how: &'static str,
}

/// Every figure the action puts down: the deployment, the phantom, a flight
/// with its roll given (landing or, with no `on`, crashing) and each wagon
/// sent to a feature. A flight without a roll is only listed: nothing lands.
fn landings(s: &carcassonne_judge::scenario::Scenario) -> Vec<Landing> {
    use carcassonne_judge::figure::FigureKind;
    use carcassonne_judge::scenario::{Action, Deploy, Flight, PhantomDeploy, WagonTarget};
    let Action::Turn(turn) = &s.action.value else {
        return Vec::new();
    };
    let me = s.current_player().to_owned();
    let flown = |f: &Flight| f.roll.is_some();
    let mut out = Vec::new();
    let mut land = |owner: &str, figure, how| {
        out.push(Landing {
            owner: owner.to_owned(),
            figure,
            how,
        })
    };
    match turn.deploy.as_ref().map(|d| &d.value) {
        Some(Deploy::On { figure, .. }) => land(&me, figure.value, "deploy"),
        Some(Deploy::Corner { figure, .. }) => land(&me, figure.value, "deploy"),
        Some(Deploy::Fly { figure, flight }) if flown(flight) => {
            land(&me, figure.value, "deploy: fly")
        }
        Some(Deploy::TowerTop { figure, .. }) => land(&me, figure.value, "deploy: tower"),
        Some(Deploy::Portal { figure, .. }) => land(&me, figure.value, "deploy: portal"),
        Some(
            Deploy::Fly { .. }
            | Deploy::AbbotReturn { .. }
            | Deploy::Floor { .. }
            | Deploy::Fairy(_)
            | Deploy::Princess(_)
            | Deploy::Festival(_)
            | Deploy::FestivalPrisoner { .. },
        )
        | None => {}
    }
    match turn.phantom.as_ref().map(|p| &p.value) {
        Some(PhantomDeploy::On(_)) => land(&me, FigureKind::Phantom, "phantom"),
        Some(PhantomDeploy::Fly(flight)) if flown(flight) => {
            land(&me, FigureKind::Phantom, "phantom: fly")
        }
        Some(PhantomDeploy::Fly(_)) | None => {}
    }
    for w in &turn.wagons {
        if let WagonTarget::Feature { .. } = w.to.value {
            land(&w.owner.value, FigureKind::Wagon, "wagons");
        }
    }
    out
}

/// A legal scenario that puts a figure down says what became of it: where it
/// stands (`figures`) or that it went back to supply (`returned`, for a
/// figure on a feature scored this turn, or a flier that found nowhere to
/// land). Otherwise the scenario passes whatever the engine does with it.
/// Entries are matched by owner and kind only: `carc check` holds each entry
/// to the ruling, and which of two red followers went back is more than the
/// file alone can tell.
#[test]
fn every_legal_scenario_says_where_its_figures_end_up() {
    use carcassonne_judge::scenario::Verdict;
    let files =
        check::scenario_files(&[Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios")]).unwrap();
    let mut silent = Vec::new();
    let mut deploying = 0;
    for f in files {
        let src = Source {
            name: f.to_string_lossy().into_owned(),
            text: std::fs::read_to_string(&f).unwrap(),
        };
        let loaded = input::load(&src).unwrap_or_else(|p| {
            panic!(
                "{}",
                input::render(&p, &src, Style::PLAIN, carcassonne_judge::i18n::Lang::En)
            )
        });
        let s = &loaded.scenario;
        let Some(expect) = &s.expect else { continue };
        if expect.verdict.as_ref().map(|v| v.value) != Some(Verdict::Legal) {
            continue;
        }
        let landed = landings(s);
        deploying += usize::from(!landed.is_empty());
        for l in landed {
            let stands = expect
                .figures
                .iter()
                .flatten()
                .any(|e| e.owner.value == l.owner && e.figure.value == l.figure);
            let back = expect.returned.iter().flatten().any(|(owner, kinds)| {
                owner.value == l.owner && kinds.iter().any(|k| k.value == l.figure)
            });
            if !stands && !back {
                silent.push(format!(
                    "{}: {}'s {} ({}) is neither in `figures` nor in `returned`",
                    src.name,
                    l.owner,
                    l.figure.name(),
                    l.how
                ));
            }
        }
    }
    // The scenarios deploy in dozens of files: none found means the walk or
    // the reading of actions broke, not that all is well.
    assert!(deploying >= 40, "only {deploying} legal scenarios deploy");
    assert!(silent.is_empty(), "{}", silent.join("\n"));
}
