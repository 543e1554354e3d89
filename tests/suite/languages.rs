//! Every command speaks the language asked for: `--lang de` before or
//! after the subcommand, or the locale (`LANG=de_DE.UTF-8`) without the
//! flag. Each command's German words appear and a phrase of its English
//! does not; the keys of the format and of the JSON stay as they are. The
//! German text of `moves`, `show`, `tiles`, a failing `check` and `new` is
//! snapshotted (`de-*`), to be read as a whole.

use std::path::PathBuf;
use std::process::Output;

use crate::run::{carc, carc_env, stdout};

const SCENARIO: &str = "scenarios/base/city-two-tiles.yaml";
const FAILING: &str = "tests/fixtures/check";

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// `carc ARGS` with `--lang de` after the subcommand.
fn with_flag(args: &[&str]) -> Output {
    let mut all = args.to_vec();
    all.extend(["--lang", "de"]);
    carc(&all)
}

/// `carc ARGS` in a German locale, without the flag.
fn in_locale(args: &[&str]) -> Output {
    carc_env(
        args,
        &[("NO_COLOR", "1"), ("LANG", "de_DE.UTF-8")],
        &["LC_ALL", "LC_MESSAGES"],
    )
}

/// `carc ARGS` asked for German both ways: with the flag, in the locale.
fn both(args: &[&str]) -> [Output; 2] {
    [with_flag(args), in_locale(args)]
}

/// What `carc ARGS` prints in German, asked for with the flag; the
/// locale must give the same, with the same exit status.
fn german(args: &[&str]) -> Output {
    let [flagged, located] = both(args);
    assert_eq!(flagged.status.code(), located.status.code(), "{args:?}");
    assert_eq!(stdout(&flagged), stdout(&located), "{args:?}");
    assert_eq!(stderr(&flagged), stderr(&located), "{args:?}");
    flagged
}

/// What a command that succeeds prints in German (as [`german`]).
fn german_text(args: &[&str]) -> String {
    let o = german(args);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    stdout(&o)
}

/// `text` has every German phrase and not the English one.
fn reads_german(text: &str, german: &[&str], english: &str) {
    for words in german {
        assert!(text.contains(words), "no `{words}` in:\n{text}");
    }
    assert!(!text.contains(english), "`{english}` in:\n{text}");
}

/// A fresh folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("carc-lang-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn the_flag_goes_before_or_after_the_subcommand() {
    let before = carc(&["--lang", "de", "moves", SCENARIO]);
    let after = carc(&["moves", SCENARIO, "--lang", "de"]);
    assert_eq!(before.status.code(), Some(0), "{}", stderr(&before));
    assert_eq!(stdout(&before), stdout(&after));
    // The flag outweighs the locale, and a language carc does not speak is
    // refused as before.
    let english = carc_env(
        &["moves", SCENARIO, "--lang", "en"],
        &[("LANG", "de_DE.UTF-8")],
        &["LC_ALL"],
    );
    assert!(stdout(&english).contains("legal actions"));
    let unknown = carc(&["tiles", "--lang", "xx"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(stderr(&unknown).contains("carc does not speak `xx`"));
}

#[test]
fn moves_speaks_german() {
    let text = german_text(&["moves", SCENARIO, "--all", "--why"]);
    reads_german(
        &text,
        &["erlaubte Aktionen", "Passt nicht:"],
        "legal action",
    );
    insta::assert_snapshot!("de-moves-city-two-tiles", text);
    // The JSON is the same in every language.
    let json = |lang: &str| {
        stdout(&carc(&[
            "moves", SCENARIO, "--format", "json", "--lang", lang,
        ]))
    };
    assert_eq!(json("de"), json("en"));
}

#[test]
fn show_speaks_german() {
    let file = "scenarios/count/move-count-phantom-enters-then-count-moves.yaml";
    let text = german_text(&["show", file, "--after"]);
    reads_german(
        &text,
        &["Stadt Carcassonne:", "gewertet:", "gelegte Karte"],
        "placed tile",
    );
    insta::assert_snapshot!("de-show-count-after", text);
    let stacked = german_text(&["show", "tests/fixtures/pictures/stacked.yaml"]);
    reads_german(&stacked, &["2 Figuren auf [0, -1]"], "figures on");
    insta::assert_snapshot!("de-show-stacked", stacked);
}

#[test]
fn show_draws_german_words_into_the_svg() {
    let dir = scratch("svg");
    let file = "scenarios/abbey-mayor/barn-place-scores-farmers-with-pig.yaml";
    for (how, name) in [("flag", "flag.svg"), ("locale", "locale.svg")] {
        let out = dir.join(name);
        let path = out.to_str().unwrap();
        let args = ["show", file, "--after", "--svg", path];
        let o = if how == "flag" {
            with_flag(&args)
        } else {
            in_locale(&args)
        };
        assert_eq!(o.status.code(), Some(0), "{how}: {}", stderr(&o));
        let svg = std::fs::read_to_string(&out).unwrap();
        reads_german(
            &svg,
            &["Figuren:", "Legende:", "gewertet: Wiese", "von red auf"],
            "what scored",
        );
    }
}

#[test]
fn tiles_speaks_german() {
    let text = german_text(&["tiles", "flier/straight-we-nw", "--rotation", "180"]);
    reads_german(
        &text,
        &[
            "Anzahl:",
            "Kanten bei Drehung 180: N",
            "Flugmaschine: zeigt",
        ],
        "features at rotation",
    );
    insta::assert_snapshot!("de-tiles-flier-straight-we-nw-180", text);
    let wagon = german_text(&["tiles", "inns-cathedrals/corner-city-road-s-inn"]);
    reads_german(
        &wagon,
        &["Wagenverbindung:", "ein Wirtshaus"],
        "wagon connection",
    );
    insta::assert_snapshot!("de-tiles-corner-city-road-s-inn", wagon);
    let alias = german_text(&["tiles", "IC/RrRr"]);
    reads_german(&alias, &["dort um 90° gedreht gezeichnet"], "drawn turned");
    let list = german_text(&["tiles"]);
    reads_german(&list, &["Karten; Spalten: Kennung"], "columns: id");
    let missing = german(&["tiles", "base/Z"]);
    assert_eq!(missing.status.code(), Some(2));
    reads_german(
        &stderr(&missing),
        &["Fehler: unbekannte Karte `base/Z`; meintest du"],
        "unknown tile",
    );
}

#[test]
fn check_speaks_german() {
    let o = german(&["check", FAILING]);
    assert_eq!(o.status.code(), Some(1));
    let text = stdout(&o);
    reads_german(
        &text,
        &[
            "erwartet red +6, tatsächlich +4",
            "0 bestanden, 1 fehlgeschlagen",
        ],
        "passed",
    );
    insta::assert_snapshot!("de-check-wrong-expect", text);
    // The JUnit failure, the annotations and the JSON's messages too; the
    // JSON keeps its keys.
    // Each report times its files: each way on its own.
    for junit in both(&["check", FAILING, "--format", "junit"]) {
        reads_german(
            &stdout(&junit),
            &["`scores`: erwartet red +6"],
            "expected red",
        );
    }
    let github = stdout(&german(&["check", FAILING, "--format", "github"]));
    reads_german(&github, &["::error file=", "tatsächlich"], "ruled");
    let json = |lang: &str| -> Vec<serde_json::Value> {
        stdout(&carc(&[
            "check", FAILING, "--format", "json", "--lang", lang,
        ]))
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
    };
    let (de, en) = (json("de"), json("en"));
    assert_eq!(de[0]["outcome"], en[0]["outcome"]);
    assert_eq!(de[1], en[1], "the counts");
    let message = de[0]["findings"][0]["message"].as_str().unwrap();
    reads_german(message, &["erwartet"], "expected");
    let nowhere = german(&["check", "no/such/folder"]);
    assert_eq!(nowhere.status.code(), Some(2));
    reads_german(&stderr(&nowhere), &["Fehler: no/such/folder:"], "error:");
}

#[test]
fn new_speaks_german() {
    let text = german_text(&["new", "--rules", "abbey-mayor"]);
    reads_german(
        &text,
        &[
            "# Ein Szenario zum Anfangen",
            "Figuren zurück in den Vorrat",
        ],
        "A starting scenario",
    );
    insta::assert_snapshot!("de-new-abbey-mayor", text);
    // The German scenario judges as the English one does.
    let dir = scratch("new");
    let file = dir.join("new.yaml");
    std::fs::write(&file, &text).unwrap();
    let judged = carc(&["check", file.to_str().unwrap()]);
    assert_eq!(judged.status.code(), Some(0), "{}", stdout(&judged));
}

#[test]
fn play_speaks_german() {
    let dir = scratch("play");
    let args = ["play", "--games", "2", "--out", dir.to_str().unwrap()];
    // The times differ from run to run: each way on its own.
    for o in both(&args) {
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        reads_german(
            &stdout(&o),
            &[
                "2 Partien gespielt",
                "Züge:",
                "ausgeführte Schritte:",
                "Gefolgsmann",
            ],
            "games/s",
        );
    }
}

#[test]
fn gen_speaks_german() {
    let dir = scratch("gen");
    let out = dir.join("out");
    let args = ["gen", out.to_str().unwrap(), "--count", "3", "--force"];
    let text = german_text(&args);
    reads_german(&text, &["3 Szenarien nach", "erlaubt"], "wrote");
    let refused = german(&["gen", out.to_str().unwrap(), "--count", "3"]);
    assert_eq!(refused.status.code(), Some(2));
    reads_german(&stderr(&refused), &["Fehler:", "gibt es schon"], "exists");
}

#[test]
fn import_and_replay_speak_german() {
    let game = "tests/fixtures/jcz/two-players-base.jcz";
    let dir = scratch("import");
    let out = dir.join("game");
    let text = german_text(&["import", game, "--out", out.to_str().unwrap(), "--force"]);
    reads_german(
        &text,
        &[
            "5 Szenarien nach",
            "das letzte ist die Schlusswertung",
            "Punkte: Ann 5, Ben 4",
        ],
        "wrote",
    );
    let no_turn = german(&["import", game, "--turn", "99"]);
    assert_eq!(no_turn.status.code(), Some(2));
    reads_german(
        &stderr(&no_turn),
        &["einen Zug 99 gibt es nicht"],
        "there is no turn",
    );
    let replay = german_text(&["replay", game, "--turn", "2"]);
    reads_german(
        &replay,
        &["Zug 2:", "Punktestand nach Zug 2"],
        "Score after",
    );
}

#[test]
fn the_errors_a_command_prints_itself_speak_german() {
    for (args, german_words, english) in [
        (
            vec!["rule", "car:fn999"],
            "Fehler: keine Regel `car:fn999`",
            "no rule",
        ),
        (
            vec!["new", "--rules", "towr"],
            "unbekannter Regelsatz `towr`; meintest du `tower`?",
            "unknown rule set",
        ),
        (
            vec!["judge", SCENARIO, SCENARIO, "--svg", "x.svg"],
            "`--svg` zeichnet ein Szenario",
            "draws one scenario",
        ),
        (
            vec!["moves", "no-such-file.yaml"],
            "Fehler: no-such-file.yaml kann nicht gelesen werden",
            "cannot read",
        ),
    ] {
        let o = german(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        reads_german(&stderr(&o), &[german_words], english);
    }
}

/// Every tile's layout is in every language's catalogue, the English one
/// as the tile's own row writes it (which `--format json` gives).
#[test]
fn every_tile_has_its_layout_in_every_language() {
    use carcassonne_judge::commands::tiles::layout_id;
    use carcassonne_judge::i18n::{Lang, catalogue};
    for t in carcassonne_judge::catalogue::Catalogue::get().tiles() {
        let id = layout_id(t);
        assert_eq!(catalogue(Lang::En).get(&id), t.layout, "{}", t.id);
        for lang in Lang::ALL {
            assert!(catalogue(lang).has(&id, None), "{}: {id}", lang.code());
        }
    }
}
