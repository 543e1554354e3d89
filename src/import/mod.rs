//! `carc import`: a saved game of JCloisterZone (`.jcz`) read turn by turn
//! and judged by carc, each turn as the position before it and the action
//! the player took: ready to be written as scenarios, or explained. The
//! file is read with the scenarios' span-keeping reader (JSON is YAML), so
//! every refusal points into it; the setup is read first (`setup`), then
//! the replay (`replay`), each box reading what is its own (`boxes`).

mod boxes;
mod pack;
mod read;
pub(crate) mod replay;
mod setup;

use carc_core::position::{Action, Also, Position, TurnAction};
use carc_core::{Ruling, Verdict};

use crate::diag::{Problem, Text, msg};
use crate::input::Source;
use read::At;

/// A game read from its saved file, every turn judged.
pub struct Game {
    /// The players, in turn order.
    pub players: Vec<String>,
    /// JCloisterZone's version that created the game.
    pub version: String,
    /// The turns carc followed, in order.
    pub turns: Vec<Turn>,
    /// Whether the game reached its end in the file (its draw limit), so
    /// that the final scoring follows the last turn.
    pub ended: bool,
    /// Whether the file was saved in the middle of a turn (its tile placed,
    /// the turn not committed): that turn is left out, not judged half
    /// played.
    pub unfinished: bool,
}

/// One turn of the game.
pub struct Turn {
    /// Its number, from 1.
    pub number: usize,
    /// The position before it.
    pub position: Position,
    /// What the player did (or the final scoring).
    pub action: Action,
    /// carc's ruling on it.
    pub ruling: Ruling,
    /// The points of every player after it, in turn order.
    pub totals: Vec<i64>,
}

/// What a refusal of a box says can be imported.
pub(crate) const IMPORTABLE: Text = msg("diag-carc-imports-games-base-game");

/// The most turns a file may hold: far above any game (the biggest boxes
/// together hold a few hundred tiles).
const MAX_TURNS: usize = 2_000;

/// Reads a saved game and judges every turn. Broken input, or a game of a
/// box carc cannot import, gives the problems found; a turn carc rules
/// illegal ends the game there (it is the last of `turns`, illegal).
pub fn import(src: &Source) -> Result<Game, Vec<Problem>> {
    let root = crate::yaml::parse(&src.text).map_err(|e| {
        vec![
            // The YAML reader's own words, quoted as they are.
            Problem::new("import::syntax", e.span, e.words)
                .label(msg("diag-file-stops-making-sense-here"))
                .help(msg("diag-import-jcz-file-jcloisterzone-saved")),
        ]
    })?;
    let root = At { node: &root };
    let mut position = setup::position(&root)?;
    let version = root
        .get("appVersion")
        .and_then(|v| v.node.as_str())
        .unwrap_or_default()
        .to_owned();
    let players = position.players.len();
    let messages = replay::messages(&root, players).map_err(|p| vec![p])?;
    let mut parts = replay::parts(&messages).map_err(|p| vec![p])?;
    let unfinished = parts
        .last()
        .is_some_and(|p| !p.rest.iter().any(|m| m.kind == "COMMIT"));
    if unfinished {
        parts.pop();
    }
    if parts.len() > MAX_TURNS {
        return Err(vec![root.wrong(&msg("diag-game-most-2000-tiles"))]);
    }
    let mut tiles: replay::Tiles = position
        .board
        .tiles
        .values()
        .map(|t| (t.pos, t.tile))
        .collect();
    let mut meeples = replay::Meeples::new();
    let actions: Vec<(TurnAction, Option<usize>)> = parts
        .iter()
        .map(|p| {
            Ok((
                replay::action(p, players, &mut tiles, &mut meeples, &position.rules)?,
                p.place.player,
            ))
        })
        .collect::<Result<_, Problem>>()
        .map_err(|p| vec![p])?;
    let ended = ended(&root, &actions);
    let mut game = Game {
        players: position.players.clone(),
        version,
        turns: Vec::new(),
        ended,
        unfinished,
    };
    let mut totals = vec![0i64; players];
    let mut i = 0;
    while i < actions.len() {
        let (first, who) = &actions[i];
        if let Some(p) = *who {
            position.current = p;
        }
        let mut action = first.clone();
        boxes::settle(&position, &mut action);
        let mut ruling = carc_core::judge(&position, &Action::Turn(Box::new(action.clone())));
        i += 1;
        // A builder's second tile is the same turn's.
        while ruling.verdict == Verdict::Legal
            && ruling.double_turn
            && action.also.is_empty()
            && let Some((next, who)) = actions.get(i)
            && who.is_none_or(|p| p == position.current)
        {
            let mut next = next.clone();
            boxes::settle(&position, &mut next);
            action.also.push(Also::Tile(Box::new(next)));
            ruling = carc_core::judge(&position, &Action::Turn(Box::new(action.clone())));
            i += 1;
        }
        let action = Action::Turn(Box::new(action));
        let legal = ruling.verdict == Verdict::Legal;
        let next = legal.then(|| after(&position, &action, &ruling));
        for (k, (_, points)) in ruling.scores.iter().enumerate() {
            totals[k] = totals[k].saturating_add(*points);
        }
        game.turns.push(Turn {
            number: game.turns.len() + 1,
            position: position.clone(),
            action,
            ruling,
            totals: totals.clone(),
        });
        match next {
            Some(p) => position = p,
            None => return Ok(game),
        }
    }
    if game.ended {
        let action = Action::final_scoring();
        let ruling = carc_core::judge(&position, &action);
        for (k, (_, points)) in ruling.scores.iter().enumerate() {
            totals[k] = totals[k].saturating_add(*points);
        }
        game.turns.push(Turn {
            number: game.turns.len() + 1,
            position,
            action,
            ruling,
            totals,
        });
    }
    Ok(game)
}

/// The position after a legal turn: its table, the pieces the boxes keep
/// off it, the goods taken and the points, and the next player to move.
fn after(position: &Position, action: &Action, ruling: &Ruling) -> Position {
    let played = carc_core::play(position, action);
    let mut next = Position {
        board: carc_core::Board::default(),
        ..position.clone()
    };
    played.carry_into(&mut next);
    // A hand the setup gave other than the box's own stays written out.
    let kinds: Vec<carc_core::FigureKind> = position.supply.keys().map(|(_, k)| *k).collect();
    for (p, hand) in played.in_hand.iter().enumerate() {
        for k in &kinds {
            next.supply.insert((p, *k), hand[*k as usize]);
        }
    }
    next.board = played.board;
    next.add_goods(&ruling.goods);
    for (k, (_, points)) in ruling.scores.iter().enumerate() {
        let score = next.scores.entry(k).or_default();
        *score = score.saturating_add(*points);
    }
    next.current = (position.current + 1) % position.players.len().max(1);
    next
}

/// Whether the file plays the game to its end: its draw limit
/// (`gameAnnotations.endTurn`, which JCloisterZone's own test games set)
/// is reached by the tiles drawn, or, without one, every tile of the pack
/// lies on the table. A game saved before that, or one where
/// JCloisterZone discarded a tile it could not place (a discard the file
/// does not record), is followed as far as it goes, with no final scoring.
fn ended(root: &At, actions: &[(TurnAction, Option<usize>)]) -> bool {
    let drawn = actions.iter().filter(|(a, _)| !a.place.tile.abbey).count();
    let drawn = u64::try_from(drawn).unwrap_or(u64::MAX);
    let limit = root
        .get("gameAnnotations")
        .and_then(|a| a.get("endTurn"))
        .and_then(|e| e.int().ok());
    if let Some(limit) = limit {
        return u64::try_from(limit).is_ok_and(|l| drawn >= l);
    }
    let starts = root
        .get("setup")
        .and_then(|s| s.get("start"))
        .and_then(|s| s.seq().ok())
        .map_or(0, |s| s.len());
    let on_table = drawn.saturating_add(u64::try_from(starts).unwrap_or(u64::MAX));
    pack::size(root).is_some_and(|size| size > 0 && on_table >= size)
}
