//! `carc import`: a saved game of JCloisterZone written as scenarios. The
//! games here are our own, written for these tests in JCloisterZone's
//! format (tests/fixtures/jcz/); none is JCloisterZone's.

use std::path::{Path, PathBuf};

use crate::run::{carc, stdout};

const GAME: &str = "tests/fixtures/jcz/two-players-base.jcz";

/// A fresh folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("carc-import-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn stderr(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The fixture game with its text changed, written to a scratch file.
/// `carc replay GAME`'s words, the game followed to its end.
fn replayed(game: &str) -> String {
    let o = carc(&["replay", game]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    stdout(&o)
}

fn variant(dir: &Path, name: &str, from: &str, to: &str) -> String {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(GAME)).unwrap();
    assert!(text.contains(from), "the fixture has no `{from}`");
    let path = dir.join(name);
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
    path.to_string_lossy().into_owned()
}

/// The game, written from the rules before the importer ran: Ann closes
/// a city of two tiles (4), Ben closes the road of four tiles (4), and at
/// the end Ann's follower on the crossing's short road scores 1. An UNDO
/// takes back a deployment of another follower.
#[test]
fn a_game_is_written_turn_by_turn_and_every_turn_checks() {
    let dir = scratch("turns");
    let out = dir.join("game");
    let o = carc(&["import", GAME, "--out", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let said = stdout(&o);
    assert!(said.contains("wrote 5 scenarios"), "{said}");
    assert!(said.contains("points: Ann 5, Ben 4"), "{said}");
    let mut names: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "turn-001.yaml",
            "turn-002.yaml",
            "turn-003.yaml",
            "turn-004.yaml",
            "turn-005-final-scoring.yaml"
        ]
    );
    let check = carc(&["check", out.to_str().unwrap()]);
    assert_eq!(check.status.code(), Some(0), "{}", stdout(&check));
    assert!(stdout(&check).contains("5 passed, 0 failed"));
    // JCloisterZone's y grows south, carc's north: the tile north of the
    // start is at [0, 1], and the city cap it turns to the south closes.
    let first = std::fs::read_to_string(out.join("turn-001.yaml")).unwrap();
    assert!(
        first.contains("place: {tile: base/E, at: [0, 1], rotation: 180}"),
        "{first}"
    );
    assert!(first.contains("scores: {Ann: 4}"), "{first}");
    // The follower kept after the UNDO is the one deployed.
    let third = std::fs::read_to_string(out.join("turn-003.yaml")).unwrap();
    assert!(
        third.contains("deploy: {figure: follower, on: S}"),
        "{third}"
    );
    let last = std::fs::read_to_string(out.join("turn-005-final-scoring.yaml")).unwrap();
    assert!(last.contains("action: final-scoring"), "{last}");
    assert!(last.contains("scores: {Ann: 1}"), "{last}");
}

#[test]
fn a_folder_with_the_files_is_refused_without_force() {
    let dir = scratch("force");
    let out = dir.join("game");
    let out = out.to_str().unwrap();
    assert_eq!(carc(&["import", GAME, "--out", out]).status.code(), Some(0));
    let again = carc(&["import", GAME, "--out", out]);
    assert_eq!(again.status.code(), Some(2));
    assert!(
        stderr(&again).contains("turn-001.yaml"),
        "{}",
        stderr(&again)
    );
    let forced = carc(&["import", GAME, "--out", out, "--force"]);
    assert_eq!(forced.status.code(), Some(0), "{}", stderr(&forced));
}

#[test]
fn one_turn_is_printed_as_a_scenario() {
    let o = carc(&["import", GAME, "--turn", "4"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("turn 4, Ben places base/X"), "{text}");
    assert!(text.contains("current: Ben"), "{text}");
    assert!(text.contains("scores: {Ben: 4}"), "{text}");
    let none = carc(&["import", GAME, "--turn", "9"]);
    assert_eq!(none.status.code(), Some(2));
    assert!(stderr(&none).contains("turns 1 to 5"), "{}", stderr(&none));
}

/// A turn carc rules illegal ends the files there, with exit 1: the tile
/// of turn 2 turned so that its field meets the start tile's road.
#[test]
fn a_turn_carc_rules_illegal_stops_the_game_with_exit_1() {
    let dir = scratch("illegal");
    let game = variant(
        &dir,
        "misfit.jcz",
        r#""tileId": "BA/RFr", "rotation": "R0""#,
        r#""tileId": "BA/RFr", "rotation": "R90""#,
    );
    let out = dir.join("game");
    let o = carc(&["import", &game, "--out", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("turn 2 illegal"), "{}", stderr(&o));
    assert!(out.join("turn-002.yaml").exists());
    assert!(!out.join("turn-003.yaml").exists());
}

/// Broken or hostile files, and games of boxes carc cannot import yet:
/// exit 2 with a diagnostic that points into the file, never a panic.
#[test]
fn what_carc_cannot_import_is_exit_2_with_the_place() {
    let dir = scratch("refused");
    let cases = [
        (
            variant(
                &dir,
                "tunnel.jcz",
                r#""farmers": true"#,
                r#""farmers": true, "tunnel": 1"#,
            ),
            "the element `tunnel`",
        ),
        (
            variant(
                &dir,
                "old.jcz",
                r#""appVersion": "5.12.1""#,
                r#""appVersion": "5.6.0""#,
            ),
            "older than 5.7",
        ),
        (
            variant(
                &dir,
                "far.jcz",
                "[1, 0] }, \"player\": 1",
                "[100000000000000000000, 0] }, \"player\": 1",
            ),
            "expected",
        ),
        (
            variant(
                &dir,
                "unknown.jcz",
                r#""type": "PASS""#,
                r#""type": "SUMMON_DRAGONS""#,
            ),
            "`SUMMON_DRAGONS` message",
        ),
        (
            variant(
                &dir,
                "tile.jcz",
                r#""tileId": "BA/C""#,
                r#""tileId": "ZZ/QQ""#,
            ),
            "the tile `ZZ/QQ`",
        ),
        (
            variant(&dir, "cut.jcz", r#""gameAnnotations""#, r#"{"#),
            "import::syntax",
        ),
    ];
    for (file, said) in &cases {
        let o = carc(&["import", file, "--turn", "1"]);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{file}: {err}");
        assert!(err.contains(said), "{file}: {err}");
        assert!(!err.contains("panicked"), "{file}: {err}");
    }
    // Nested deeper than any saved game: the reader's limit, not a stack
    // overflow.
    let deep = dir.join("deep.jcz");
    let nested = format!(
        "{{\"appVersion\": {}{}}}",
        "[".repeat(5000),
        "]".repeat(5000)
    );
    std::fs::write(&deep, nested).unwrap();
    let o = carc(&["import", deep.to_str().unwrap(), "--turn", "1"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(!stderr(&o).contains("panicked"));
}

/// Games carc refuses, each the fixture game with one change: an element
/// of another box, an old version, a key missing, a square off any real
/// table, a message carc does not know, an unknown tile, a cut file. Each
/// with the problems it gets.
pub(crate) fn refused_games() -> Vec<(
    carcassonne_judge::input::Source,
    Vec<carcassonne_judge::diag::Problem>,
)> {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(GAME)).unwrap();
    let cases = [
        (
            "tunnel",
            r#""farmers": true"#,
            r#""farmers": true, "tunnel": 1"#,
        ),
        (
            "old",
            r#""appVersion": "5.12.1""#,
            r#""appVersion": "5.6.0""#,
        ),
        ("missing", r#""appVersion""#, r#""appVersionNot""#),
        (
            "far",
            "[1, 0] }, \"player\": 1",
            "[100000000000000000000, 0] }, \"player\": 1",
        ),
        (
            "unknown",
            r#""type": "PASS""#,
            r#""type": "SUMMON_DRAGONS""#,
        ),
        ("tile", r#""tileId": "BA/C""#, r#""tileId": "ZZ/QQ""#),
        ("cut", r#""gameAnnotations""#, "{"),
    ];
    cases
        .into_iter()
        .map(|(name, from, to)| {
            assert!(text.contains(from), "{name}: the fixture has no `{from}`");
            let src = carcassonne_judge::input::Source {
                name: format!("{name}.jcz"),
                text: text.replacen(from, to, 1),
            };
            let problems = carcassonne_judge::import::import(&src)
                .err()
                .unwrap_or_else(|| panic!("{name} was imported"));
            (src, problems)
        })
        .collect()
}

/// What carc cannot import, said in every language without a gap (a
/// message the catalogue lacks shows as its `diag-` id), and in German
/// for one of them, locked.
#[test]
fn what_carc_cannot_import_reads_in_every_language() {
    use carcassonne_judge::i18n::Lang;
    use carcassonne_judge::input::{self, Style};
    for (src, problems) in refused_games() {
        let name = src.name.trim_end_matches(".jcz");
        let english = input::render(&problems, &src, Style::PLAIN, Lang::En);
        for lang in Lang::ALL {
            let said = input::render(&problems, &src, Style::PLAIN, lang);
            assert!(
                !said.contains("diag-") && !said.contains("{$") && !said.contains("{!"),
                "{name} ({}): {said}",
                lang.code()
            );
            if lang != Lang::En {
                assert_ne!(said, english, "{name} ({}): left in English", lang.code());
            }
        }
        if name == "tile" {
            let de = input::render(&problems, &src, Style::PLAIN, Lang::De);
            insta::assert_snapshot!("de-import-unknown-tile", de);
        }
    }
}

/// `carc replay`: every turn's ruling as `carc judge` words it, with the
/// score after it, in every language; one JSON line a turn; the table
/// after a turn as SVG.
#[test]
fn a_game_is_replayed_turn_by_turn_with_the_running_score() {
    let text = replayed(GAME);
    for heading in [
        "Turn 1: Ann places a tile on [0, 1]",
        "Turn 4: Ben places a tile on [2, 0]",
        "Turn 5: the final scoring",
    ] {
        assert!(text.contains(heading), "{heading}:\n{text}");
    }
    assert!(text.contains("Score after turn 1: Ann 4, Ben 0"), "{text}");
    assert!(text.contains("Score after turn 5: Ann 5, Ben 4"), "{text}");
    assert_eq!(text.matches("Verdict: LEGAL").count(), 5);
    let de = stdout(&carc(&["replay", "--lang", "de", GAME, "--turn", "5"]));
    assert!(de.contains("Zug 5: die Schlusswertung"), "{de}");
    assert!(de.contains("Punktestand nach Zug 5: Ann 5, Ben 4"), "{de}");
    let json = stdout(&carc(&["replay", "--format", "json", GAME]));
    let lines: Vec<serde_json::Value> = json
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[3]["totals"], serde_json::json!({"Ann": 4, "Ben": 4}));
    assert_eq!(lines[3]["ruling"]["scores"]["Ben"], 4);
    let dir = scratch("replay");
    let svg = dir.join("turn-4.svg");
    let drawn = carc(&[
        "replay",
        GAME,
        "--turn",
        "4",
        "--svg",
        svg.to_str().unwrap(),
    ]);
    assert_eq!(drawn.status.code(), Some(0), "{}", stderr(&drawn));
    assert!(std::fs::read_to_string(&svg).unwrap().starts_with("<svg"));
    // A picture is of one turn.
    let unbound = carc(&["replay", GAME, "--svg", svg.to_str().unwrap()]);
    assert_eq!(unbound.status.code(), Some(2));
}

/// The fairy moved next to a follower (JCloisterZone's neutral-figure
/// move) pays its point at the start of its owner's next turn and 3 more
/// when the follower's road scores: 1 + 5 + 3 for Ann, by the box's page.
#[test]
fn the_fairy_moves_and_pays_as_the_rules_say() {
    let game = "tests/fixtures/jcz/fairy-road.jcz";
    let text = replayed(game);
    assert!(text.contains("Score after turn 5: Ann 9, Ben 4"), "{text}");
    let third = stdout(&carc(&["import", game, "--turn", "3"]));
    assert!(third.contains("fairy"), "{third}");
    let dir = scratch("fairy");
    let out = dir.join("game");
    assert_eq!(
        carc(&["import", game, "--out", out.to_str().unwrap()])
            .status
            .code(),
        Some(0)
    );
    let check = carc(&["check", out.to_str().unwrap()]);
    assert!(
        stdout(&check).contains("5 passed, 0 failed"),
        "{}",
        stdout(&check)
    );
}

/// A small city covered with a castle (JCloisterZone's castle token) is
/// the turn's `castles`, and the city does not score.
#[test]
fn a_castle_token_is_the_turns_castle() {
    let game = "tests/fixtures/jcz/castle.jcz";
    let text = stdout(&carc(&["import", game, "--turn", "1"]));
    assert!(text.contains("castles:"), "{text}");
    let words = stdout(&carc(&["replay", game]));
    assert!(
        words.contains("with a castle instead of scoring it"),
        "{words}"
    );
    assert!(
        words.contains("Score after turn 1: Ann 0, Ben 0"),
        "{words}"
    );
}

/// A bridge laid with the tile (`PLACE_TOKEN BRIDGE`) is the turn's
/// bridge: the monastery fits against the road only with it, Ann's
/// follower stands on it, and the road over it scores 4 when closed.
#[test]
fn a_bridge_token_is_the_turns_bridge() {
    let game = "tests/fixtures/jcz/bridge.jcz";
    let text = stdout(&carc(&["import", game, "--turn", "1"]));
    assert!(
        text.contains("bridge: {at: [1, 0], axis: east-west}"),
        "{text}"
    );
    let words = stdout(&carc(&["replay", game]));
    assert!(words.contains("Ann lays a bridge across [1, 0]"), "{words}");
    assert!(
        words.contains("Score after turn 3: Ann 4, Ben 0"),
        "{words}"
    );
}

/// The Tower: a floor built with the follower it captures, and the ransom
/// paid before the next tile (the file names the figure; whose prisoner it
/// is comes from the position). Ann ends at -3, Ben at 3, by the page's
/// rules.
#[test]
fn a_tower_capture_and_a_ransom_are_followed() {
    let game = "tests/fixtures/jcz/tower.jcz";
    let text = replayed(game);
    assert!(text.contains("Ben captures Ann's follower"), "{text}");
    assert!(text.contains("Score after turn 3: Ann -3, Ben 3"), "{text}");
    let third = stdout(&carc(&["import", game, "--turn", "3"]));
    assert!(
        third.contains("ransom: {figure: follower, from: Ben}"),
        "{third}"
    );
}

/// A move of a box the game's setup does not bring (the fairy without its
/// element) is not that game's: exit 2 at the message, never a scenario
/// that names a rule set not in play. Found by the import fuzz target.
#[test]
fn a_move_of_a_box_not_in_the_setup_is_refused() {
    let dir = scratch("not-in-setup");
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/jcz/fairy-road.jcz"),
    )
    .unwrap();
    let game = dir.join("no-fairy.jcz");
    std::fs::write(&game, text.replacen(r#", "fairy": 1"#, "", 1)).unwrap();
    let o = carc(&[
        "import",
        game.to_str().unwrap(),
        "--out",
        dir.join("out").to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("`MOVE_NEUTRAL_FIGURE` message"),
        "{}",
        stderr(&o)
    );
    assert!(!dir.join("out").join("turn-003.yaml").exists());
}

/// The flier: the deployment on the machine with the die's random value
/// (0.0 is a 1) and the landing make one flight, onto the start tile's
/// city, which Ben's tile then closes for Ann (4). Saved before the turn's
/// commit, the turn in progress is left out rather than judged half
/// played.
#[test]
fn a_flight_is_followed_and_a_turn_in_progress_left_out() {
    let game = "tests/fixtures/jcz/flier.jcz";
    let text = replayed(game);
    assert!(
        text.contains("the die shows 1, so it flies to [0, 0]"),
        "{text}"
    );
    assert!(text.contains("Score after turn 2: Ann 4, Ben 0"), "{text}");
    let dir = scratch("in-progress");
    let full = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(game)).unwrap();
    // Cut after the take-off: the landing and the commit never came.
    let cut = full.find(r#""location": "N""#).unwrap();
    let start = full[..cut]
        .rfind("    {\n      \"type\": \"DEPLOY_MEEPLE\"")
        .unwrap();
    let saved = format!(
        "{}  ]\n}}\n",
        full[..start].trim_end().trim_end_matches(',')
    );
    let file = dir.join("saved-mid-turn.jcz");
    std::fs::write(&file, saved).unwrap();
    let out = dir.join("out");
    let o = carc(&[
        "import",
        file.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("saved during turn 1, which is left out"),
        "{}",
        stdout(&o)
    );
}

/// The Ferries: the ferry a new lake gets joins the road through it (Ann's
/// road of 4 tiles, the lake tile once), and a ferry moved by the next
/// player closes the road it leaves (3 for Ann at once), by the box's page.
#[test]
fn a_ferry_placed_and_a_ferry_moved_are_followed() {
    let placed = stdout(&carc(&["replay", "tests/fixtures/jcz/ferries.jcz"]));
    assert!(placed.contains("joining its W and E jetties"), "{placed}");
    assert!(
        placed.contains("Score after turn 3: Ann 4, Ben 0"),
        "{placed}"
    );
    let moved = stdout(&carc(&["replay", "tests/fixtures/jcz/ferry-moved.jcz"]));
    assert!(
        moved.contains("Ben moves the ferry on [1, 0] from [W, E] to [N, S]"),
        "{moved}"
    );
    assert!(
        moved.contains("Score after turn 2: Ann 3, Ben 0"),
        "{moved}"
    );
}

/// A figure JCloisterZone deploys onto another tile than the one placed,
/// when the placed tile has a magic portal, went through the portal: Ann
/// onto the start tile's city, which Ben then closes (4 for Ann).
#[test]
fn a_deployment_through_a_portal_is_followed() {
    let text = stdout(&carc(&["replay", "tests/fixtures/jcz/portal.jcz"]));
    assert!(
        text.contains("through the magic portal onto the N of [0, 0]"),
        "{text}"
    );
    assert!(text.contains("Score after turn 2: Ann 4, Ben 0"), "{text}");
}

/// The Count: the City's twelve tiles as the start, and after Ben's tile
/// scores Ann's road (3 for Ann, nothing for Ben) Ben puts a follower into
/// the blacksmith's quarter and moves the count to the market, as the
/// box's rules allow a player who did not score when another did. Two
/// turns on, that follower leaves the quarter for the road Ben closes.
#[test]
fn an_entry_into_the_city_the_counts_move_and_a_leaving_are_followed() {
    let text = stdout(&carc(&["replay", "tests/fixtures/jcz/count.jcz"]));
    assert!(
        text.contains("Ben puts a follower into the blacksmith's quarter"),
        "{text}"
    );
    assert!(
        text.contains("Ben moves the count from the castle quarter to the market"),
        "{text}"
    );
    assert!(text.contains("Score after turn 2: Ann 3, Ben 0"), "{text}");
    // The follower leaves the blacksmith's quarter for the road Ben closes,
    // and ties Ann's follower there.
    assert!(
        text.contains("Ben's follower leaves the blacksmith's quarter"),
        "{text}"
    );
    assert!(text.contains("Score after turn 4: Ann 6, Ben 3"), "{text}");
    let second = stdout(&carc(&[
        "import",
        "tests/fixtures/jcz/count.jcz",
        "--turn",
        "2",
    ]));
    assert!(second.contains("enter-city"), "{second}");
}

/// Two wagons of one player freed by one tile (the game deals two wagons
/// each): each move names its wagon by the square it was last deployed on,
/// and both roll on, in the order the file moves them (readings §3.8).
#[test]
fn a_players_two_freed_wagons_both_move() {
    let game = "tests/fixtures/jcz/two-wagons.jcz";
    let text = stdout(&carc(&["replay", game]));
    assert!(text.contains("Score after turn 4: Ann 6, Ben 0"), "{text}");
    let rolls = text.matches("Ann's wagon rolls on").count();
    assert_eq!(rolls, 2, "{text}");
    let fourth = stdout(&carc(&["import", game, "--turn", "4"]));
    assert!(fourth.contains("from: [1, 0]"), "{fourth}");
    assert!(fourth.contains("from: [1, -1]"), "{fourth}");
}

/// The phantom flies as the turn's second figure: JCloisterZone puts it on
/// the machine with the die's value after the follower went onto the road,
/// then lands it on the start tile's city, which Ben closes (flier:fn2).
#[test]
fn the_phantoms_flight_is_followed() {
    let game = "tests/fixtures/jcz/phantom-flight.jcz";
    let text = stdout(&carc(&["replay", game]));
    assert!(
        text.contains("Ann's phantom takes the flying machine on [1, 0]"),
        "{text}"
    );
    assert!(text.contains("Score after turn 2: Ann 4, Ben 0"), "{text}");
    let first = stdout(&carc(&["import", game, "--turn", "1"]));
    assert!(first.contains("phantom: {fly:"), "{first}");
}

/// A game saved without JCloisterZone's draw limit ends when every tile of
/// the pack lies on the table: the 72 tiles of the first edition's base
/// game (`basic:1`), the start among them. The same game cut one tile
/// short is still under way, and gets no final scoring.
#[test]
fn a_game_ends_when_the_pack_is_on_the_table() {
    let game = "tests/fixtures/jcz/whole-pack.jcz";
    let text = replayed(game);
    assert!(text.contains("Turn 72: the final scoring"), "{text}");
    let full = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(game)).unwrap();
    let cut = full.rfind(r#"{"type": "PLACE_TILE""#).unwrap();
    let saved = format!(
        "{}\n  ]\n}}\n",
        full[..cut].trim_end().trim_end_matches(',')
    );
    let file = scratch("pack").join("one-short.jcz");
    std::fs::write(&file, saved).unwrap();
    let o = carc(&["replay", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("Turn 70:"), "{text}");
    assert!(!text.contains("final scoring"), "{text}");
}
