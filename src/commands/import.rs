//! `carc import GAME.jcz`: a saved game of JCloisterZone written as
//! scenarios, one a turn, each with carc's ruling in its `expect` block:
//! the position before the turn and what the player did, ready for `carc
//! check` as a regression corpus, or one turn to study (`--turn N`).

use std::path::{Path, PathBuf};

use carc_core::position::Action;

use crate::import::{Game, Turn};
use crate::out_file::WriteError;

/// A turn as a scenario file's text.
pub fn scenario(game: &Game, turn: &Turn, name: &str) -> String {
    let player = game
        .players
        .get(turn.position.current)
        .map_or("?", String::as_str);
    let title = match &turn.action {
        Action::FinalScoring(_) => format!("{name}: the final scoring"),
        Action::Turn(t) => format!(
            "{name}: turn {}, {player} places {}",
            turn.number, t.place.tile.id
        ),
    };
    let source = format!(
        "JCloisterZone saved game {name} (created by version {}), turn {}, imported by carc import",
        game.version, turn.number
    );
    let expect = crate::emit::expect(&turn.ruling);
    let tree = crate::emit::tree(&title, &source, &turn.position, &turn.action, Some(expect));
    crate::scenario::write::yaml(&tree)
}

/// The file a turn is written to: `turn-007.yaml`, and the final scoring
/// `turn-043-final-scoring.yaml`.
pub fn file_name(turn: &Turn) -> String {
    match turn.action {
        Action::FinalScoring(_) => format!("turn-{:03}-final-scoring.yaml", turn.number),
        Action::Turn(_) => format!("turn-{:03}.yaml", turn.number),
    }
}

/// Writes every turn into `out` (made if missing). Without `force`, a
/// folder that already holds a file of a name the game would write is
/// refused before anything is written.
pub fn write_all(
    game: &Game,
    name: &str,
    out: &Path,
    inputs: &[&Path],
    force: bool,
) -> Result<Vec<PathBuf>, WriteError> {
    std::fs::create_dir_all(out).map_err(|e| WriteError::Io(out.to_path_buf(), e))?;
    let paths: Vec<PathBuf> = game.turns.iter().map(|t| out.join(file_name(t))).collect();
    if !force && let Some(taken) = paths.iter().find(|p| p.symlink_metadata().is_ok()) {
        return Err(WriteError::Exists(taken.clone()));
    }
    for (turn, path) in game.turns.iter().zip(&paths) {
        let text = scenario(game, turn, name);
        crate::out_file::write(path, text.as_bytes(), inputs, force)?;
    }
    Ok(paths)
}

/// The summary after writing, in `lang`: the turns, how far carc followed
/// the game, and the points.
pub fn summary(game: &Game, written: usize, out: &Path, lang: crate::i18n::Lang) -> String {
    let c = crate::i18n::catalogue(lang);
    let finals = game
        .turns
        .iter()
        .any(|t| matches!(t.action, Action::FinalScoring(_)));
    let unfinished = if game.unfinished {
        game.turns.len() + 1
    } else {
        0
    };
    let mut text = c.say(
        "import-summary",
        &[
            ("count", written.into()),
            ("folder", out.display().to_string().into()),
            ("final", if finals { "yes" } else { "no" }.into()),
            ("unfinished", unfinished.into()),
        ],
    );
    if let Some(last) = game.turns.last() {
        let points: Vec<String> = game
            .players
            .iter()
            .zip(&last.totals)
            .map(|(p, n)| format!("{p} {n}"))
            .collect();
        let points = c.say("import-points", &[("points", points.join(", ").into())]);
        text.push('\n');
        text.push_str(&points);
    }
    text.push('\n');
    text
}

/// One turn of a replay: the scenario it is written as, read back and
/// judged as any scenario is, so that its words, its picture and its
/// diagnostics are those of `carc judge`.
pub struct Replayed {
    pub src: crate::input::Source,
    pub loaded: crate::input::Loaded,
    pub ruling: carc_core::Ruling,
}

/// A turn written as its scenario and judged again.
pub fn replayed(game: &Game, turn: &Turn, name: &str) -> Option<Replayed> {
    let src = crate::input::Source {
        name: format!("{name} {}", file_name(turn)),
        text: scenario(game, turn, name),
    };
    let (loaded, ruling) = crate::input::judge(&src).ok()?;
    Some(Replayed {
        src,
        loaded,
        ruling,
    })
}

/// The heading of a turn in a replay, in `lang`.
pub fn heading(game: &Game, turn: &Turn, lang: crate::i18n::Lang) -> String {
    let c = crate::i18n::catalogue(lang);
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("turn", turn.number as i64);
    match &turn.action {
        Action::FinalScoring(_) => c.format("replay-final", None, Some(&args)),
        Action::Turn(t) => {
            let player = game.players.get(turn.position.current).cloned();
            args.set("player", player.unwrap_or_default());
            args.set("at", t.place.at.to_string());
            c.format("replay-turn", None, Some(&args))
        }
    }
}

/// The running score after a turn, in `lang`.
pub fn running(game: &Game, turn: &Turn, lang: crate::i18n::Lang) -> String {
    let c = crate::i18n::catalogue(lang);
    let scores: Vec<String> = game
        .players
        .iter()
        .zip(&turn.totals)
        .map(|(p, n)| format!("{p} {n}"))
        .collect();
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("turn", turn.number as i64);
    args.set("scores", scores.join(", "));
    c.format("replay-running", None, Some(&args))
}

/// A turn of the replay as one JSON line: the turn, the running score and
/// the ruling as `carc judge --format json` gives it.
pub fn json_line(
    game: &Game,
    turn: &Turn,
    r: &Replayed,
    lang: crate::i18n::Lang,
) -> serde_json::Value {
    let title = &r.loaded.scenario.title.value;
    let ruling = crate::report::json::ruling_in(&r.ruling, title, lang);
    let totals: serde_json::Map<String, serde_json::Value> = game
        .players
        .iter()
        .zip(&turn.totals)
        .map(|(p, n)| (p.clone(), serde_json::json!(n)))
        .collect();
    serde_json::json!({
        "turn": turn.number,
        "heading": heading(game, turn, lang),
        "totals": totals,
        "ruling": ruling,
    })
}
