//! `carc gen`: scenarios drawn from random games, each with the full
//! ruling in its `expect` block, for another engine's tests: a position at
//! a random turn, and an action that is legal, or illegal in a known way
//! (a tile that does not fit, a deployment the rules refuse), or the final
//! scoring. `carc check` passes on them by construction; another engine
//! that reads the format can compare its own rulings with them.

use std::path::{Path, PathBuf};

use carc_core::game::{Game, Setup};
use carc_core::moves;
use carc_core::position::{Action, Position, Rules, TurnAction};
use carc_core::{Ruling, Verdict, judge};

use crate::out_file::WriteError;

/// What to generate.
#[derive(Clone, Debug)]
pub struct Plan {
    pub rules: Rules,
    pub players: usize,
    pub seed: u64,
    pub count: u64,
}

/// What was written.
#[derive(Clone, Debug, Default)]
pub struct Written {
    pub files: Vec<PathBuf>,
    pub legal: u64,
    pub illegal: u64,
    pub final_scorings: u64,
    pub with_points: u64,
}

/// What was written, in words, in `lang`.
pub fn summary(w: &Written, out: &Path, lang: crate::i18n::Lang) -> String {
    let text = crate::i18n::catalogue(lang).say(
        "gen-summary",
        &[
            ("count", w.files.len().into()),
            ("folder", out.display().to_string().into()),
            ("legal", w.legal.into()),
            ("illegal", w.illegal.into()),
            ("final-scorings", w.final_scorings.into()),
            ("scoring", w.with_points.into()),
        ],
    );
    format!("{text}\n")
}

/// The kinds of case, in the order they are tried.
#[derive(Clone, Copy, Debug)]
enum Case {
    Legal,
    Misfit,
    Refused,
}

/// The files a plan may write: `gen-SEED.yaml` for every seed it may try.
fn candidates(plan: &Plan, out: &Path) -> impl Iterator<Item = PathBuf> {
    (0..plan.count.saturating_mul(4))
        .map(move |i| out.join(format!("gen-{}.yaml", plan.seed.wrapping_add(i))))
}

/// Writes `plan.count` scenarios into `out` (made if missing). Without
/// `force`, a folder that already holds a file (or link) of a name the
/// plan may write is refused before anything is written; with it, such a
/// file is replaced, a link itself and never the file it points to.
pub fn run(plan: &Plan, out: &Path, force: bool) -> Result<Written, WriteError> {
    std::fs::create_dir_all(out).map_err(|e| WriteError::Io(out.to_path_buf(), e))?;
    if !force && let Some(taken) = candidates(plan, out).find(|p| p.symlink_metadata().is_ok()) {
        return Err(WriteError::Exists(taken));
    }
    let mut w = Written::default();
    // A game that ends before the turn drawn gives nothing: try the next
    // seed, up to a bound that no real run comes near.
    let mut i = 0;
    while (w.files.len() as u64) < plan.count && i < plan.count.saturating_mul(4) {
        let seed = plan.seed.wrapping_add(i);
        i += 1;
        let Some((position, action, ruling, what)) = one(plan, seed) else {
            continue;
        };
        match (&action, ruling.verdict) {
            (Action::FinalScoring(_), _) => w.final_scorings += 1,
            (_, Verdict::Legal) => w.legal += 1,
            (_, Verdict::Illegal) => w.illegal += 1,
        }
        if ruling.scores.iter().any(|(_, n)| *n != 0) {
            w.with_points += 1;
        }
        let sets: Vec<&str> = plan.rules.sets.iter().map(|r| r.name()).collect();
        let source = format!(
            "carc gen --seed {seed} --count 1 --players {} --rules {}",
            plan.players,
            if sets.is_empty() {
                "base".to_owned()
            } else {
                sets.join(",")
            }
        );
        let expect = crate::emit::expect(&ruling);
        let tree = crate::emit::tree(&what, &source, &position, &action, Some(expect));
        let path = out.join(format!("gen-{seed}.yaml"));
        let text = crate::scenario::write::yaml(&tree);
        crate::out_file::write(&path, text.as_bytes(), &[], force)?;
        w.files.push(path);
    }
    Ok(w)
}

/// One case from the game of `seed`: the position at a random turn, the
/// action and the judge's ruling, and a title saying what it shows.
fn one(plan: &Plan, seed: u64) -> Option<(Position, Action, Ruling, String)> {
    let mut game = Game::new(Setup {
        rules: plan.rules.clone(),
        players: plan.players,
        seed,
        cross_check: false,
    });
    // A turn anywhere in the game; one case in ten is the final scoring.
    let stop = if game.rng().one_in(10) {
        usize::MAX
    } else {
        game.rng().below(80)
    };
    for _ in 0..stop {
        if !game.advance(&mut |_| Ok(())).ok()? {
            let position = game.position();
            let ruling = judge(&position, &Action::final_scoring());
            let title = format!(
                "Final scoring after {} tiles (generated)",
                position.board.tiles.len()
            );
            return Some((position, Action::final_scoring(), ruling, title));
        }
    }
    let position = game.position();
    let (tile, fits) = game.draw_tile()?;
    let cases = [Case::Legal, Case::Legal, Case::Misfit, Case::Refused];
    let first = game.rng().below(cases.len());
    // The case drawn, else the next that this position allows.
    for k in 0..cases.len() {
        let case = cases[(first + k) % cases.len()];
        if let Some(mut action) = pick(&mut game, &position, tile, &fits, case) {
            // Half the time a legal turn takes a choice its ruling left
            // open (a castle, an escape, a move into or out of the City).
            if let Action::Turn(turn) = &mut action {
                let offers = carc_core::play(&position, &action_of(turn)).offers;
                if let Some(offer) = game.rng().pick(&offers).copied()
                    && game.rng().one_in(2)
                {
                    turn.take(offer);
                }
            }
            let ruling = judge(&position, &action);
            let title = title(&action, &ruling);
            return Some((position, action, ruling, title));
        }
    }
    None
}

/// A turn as an action of its own.
fn action_of(turn: &TurnAction) -> Action {
    Action::Turn(Box::new(turn.clone()))
}

fn pick(
    game: &mut Game,
    position: &Position,
    tile: &'static carc_core::catalogue::Tile,
    fits: &[(carc_core::geometry::Pos, carc_core::geometry::Rotation)],
    case: Case,
) -> Option<Action> {
    let rng = game.rng();
    let turn = match case {
        Case::Legal => {
            let &(at, rotation) = rng.pick(fits)?;
            let list = moves::moves(position, tile);
            let placement = list.iter().find(|p| p.at == at && p.rotation == rotation)?;
            // Half the time, an action that scores, when there is one: a
            // random action mostly scores nothing.
            let scoring: Vec<&TurnAction> = placement
                .actions
                .iter()
                .filter(|a| {
                    let r = judge(position, &Action::Turn(Box::new((*a).clone())));
                    r.scores.iter().any(|(_, n)| *n != 0)
                })
                .collect();
            match rng.pick(&scoring) {
                Some(a) if rng.one_in(2) => (*a).clone(),
                _ => rng.pick(&placement.actions)?.clone(),
            }
        }
        Case::Misfit => {
            let (_, misfits) = moves::placements(position, tile);
            let m = rng.pick(&misfits)?;
            TurnAction::place(tile, m.at, m.rotation)
        }
        Case::Refused => {
            let &(at, rotation) = rng.pick(fits)?;
            let (_, refused) = moves::explain(position, tile, at, rotation).ok()?;
            rng.pick(&refused)?.action.clone()
        }
    };
    Some(Action::Turn(Box::new(turn)))
}

fn title(action: &Action, r: &Ruling) -> String {
    let Action::Turn(t) = action else {
        return "Final scoring (generated)".to_owned();
    };
    let place = format!(
        "{} on [{}, {}] at {}",
        t.place.tile.id,
        t.place.at.x,
        t.place.at.y,
        t.place.rotation.degrees()
    );
    match &r.violation {
        Some(v) => format!("{place}: illegal, {} (generated)", v.rule.id()),
        None => {
            let points: i64 = r.scores.iter().map(|(_, n)| n).sum();
            format!("{place}: legal, {points} points in all (generated)")
        }
    }
}
