//! Words a player reads: every step of every scenario's ruling and every
//! refusal's message and label, in every language shipped, speak of the
//! game and not of the file. No backtick or brace (the format's own
//! syntax), no tile id but where a tile is placed (a square says where;
//! the catalogue's ids are for files), and no "1 steps": a count of one
//! takes the singular.

use std::path::Path;

use carcassonne_judge::catalogue::Catalogue;
use carcassonne_judge::check::scenario_files;
use carcassonne_judge::engine::Fact;
use carcassonne_judge::i18n::Lang;
use carcassonne_judge::input::{self, Source};
use carcassonne_judge::report::{refusal, sentence};

/// A count of one with a plural noun after it, in either language.
fn singular_missed(text: &str) -> bool {
    const PLURALS: &[&str] = &[
        "steps",
        "tiles",
        "points",
        "floors",
        "pennants",
        "cities",
        "figures",
        "followers",
        "Schritte",
        "Punkte",
        "Karten",
        "Städte",
        "Figuren",
        "Turmteile",
    ];
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || ",;:()".contains(c))
        .filter(|w| !w.is_empty())
        .collect();
    words
        .windows(2)
        .any(|w| w[0] == "1" && PLURALS.contains(&w[1]))
}

/// The tile ids (the catalogue's and JCloisterZone's) a text names.
fn tile_ids_in(text: &str, ids: &[&str]) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || ",;:()[]".contains(c))
        .filter(|w| ids.contains(w))
        .map(str::to_owned)
        .collect()
}

#[test]
fn rulings_speak_of_the_game_not_the_file_in_every_language() {
    let tiles: Vec<_> = Catalogue::get().tiles().collect();
    let ids: Vec<&str> = tiles
        .iter()
        .flat_map(|t| [t.id, t.jcz])
        .filter(|id| !id.is_empty())
        .collect();
    let mut wrong = Vec::new();
    let mut read = 0;
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for path in scenario_files(&[root.join("scenarios")]).unwrap() {
        let src = Source {
            name: path.display().to_string(),
            text: std::fs::read_to_string(&path).unwrap(),
        };
        let Ok((_, ruling)) = input::judge(&src) else {
            panic!("{} does not load", src.name);
        };
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        for lang in Lang::ALL {
            let mut texts: Vec<(&str, String, bool)> = ruling
                .events
                .iter()
                .map(|e| {
                    let places = matches!(e.fact, Fact::TilePlaced { .. });
                    ("step", sentence::fact_in(&e.fact, lang), places)
                })
                .collect();
            if let Some(v) = &ruling.violation {
                let words = refusal::written(v, lang);
                texts.push(("refusal", words.message, true));
                texts.push(("label", words.label, true));
            }
            for (what, text, may_name_tiles) in texts {
                read += 1;
                let mut why = Vec::new();
                if text.contains(['`', '{', '}']) {
                    why.push("the file's syntax".to_owned());
                }
                if singular_missed(&text) {
                    why.push("a plural after 1".to_owned());
                }
                let named = tile_ids_in(&text, &ids);
                if !may_name_tiles && !named.is_empty() {
                    why.push(format!("tile ids {named:?}"));
                }
                if !why.is_empty() {
                    wrong.push(format!(
                        "{name} ({}, {what}): {}: {text}",
                        lang.code(),
                        why.join(", ")
                    ));
                }
            }
        }
    }
    assert!(read > 2000, "only {read} texts read");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_plural_check_catches_what_it_is_for() {
    assert!(singular_missed("the dragon stops after 1 steps"));
    assert!(singular_missed("nach 1 Schritte"));
    assert!(!singular_missed("the dragon stops after 1 step"));
    assert!(!singular_missed("1 reaches [1, 0]"));
    assert!(tile_ids_in("but count/7 there", &["count/7"]) == ["count/7"]);
}
