//! A turn as the player tries it: the tile and what follows it, then what
//! the action tries after the rest ([`Also`]): parts of the tile's turn
//! once more, each refused by the rule that allows the part once, or the
//! next tile, played only when a module's rule says the tile before earned
//! it. Each tile is played on the table the
//! one before left, as a new turn that remembers what its modules limit to
//! once a turn; the ruling tells the tiles one after the other.

use super::hooks::Hook;
use super::slots::Slots;
use super::{After, Clause, Fact, Turn, Violation, conclude, play};
use crate::figure::FigureKind;
use crate::position::{Also, Deploy, Locus, Position, TurnAction};
use crate::registry::{Rule, base};
use crate::ruling::Ruling;

/// One tile of the turn: its place among the action's entries (0 for the
/// turn's own), its action, and the entries that try its parts again, each
/// with its place.
pub(super) struct TileOfTurn<'a> {
    part: usize,
    turn: &'a TurnAction,
    again: Vec<(usize, &'a TurnAction)>,
}

/// The turn's tiles, in order, each with the entries after it that try its
/// parts again.
pub(super) fn tiles_of(turn: &TurnAction) -> Vec<TileOfTurn<'_>> {
    let mut tiles = vec![TileOfTurn {
        part: 0,
        turn,
        again: Vec::new(),
    }];
    for (i, also) in turn.also.iter().enumerate() {
        match also {
            Also::Again(again) => {
                if let Some(last) = tiles.last_mut() {
                    last.again.push((i + 1, again));
                }
            }
            Also::Tile(next) => tiles.push(TileOfTurn {
                part: i + 1,
                turn: next,
                again: Vec::new(),
            }),
        }
    }
    tiles
}

/// Plays the tiles on `t` (the first tile's turn) and each next tile on
/// the table the one before left.
pub(super) fn play_tiles(t: &mut Turn, tiles: &[TileOfTurn]) -> After {
    let Some((this, rest)) = tiles.split_first() else {
        return conclude(t, None);
    };
    t.part = this.part;
    let outcome = play_tile(t, this);
    let Some(next) = rest.first() else {
        return conclude(t, outcome.err());
    };
    if let Err(v) = outcome {
        return conclude(t, Some(v));
    }
    let rule = match t.asked(Hook::NextTile).find_map(|m| m.next_tile(t)) {
        Some((rule, true)) => rule,
        Some((rule, false)) => return conclude(t, Some(no_next_tile(rule, next.part))),
        None => return conclude(t, Some(no_next_tile(base::PLACE_TILE, next.part))),
    };
    let mut carried = Slots::default();
    for m in t.asked(Hook::CarryTurn) {
        m.carry_turn(t, &mut carried);
    }
    let player = t.player;
    t.tell(&[rule], |t| Fact::NextTile {
        player: t.name(player).to_owned(),
    });
    let book = t.modules().book();
    let quiet = t.quiet;
    let mut before = conclude(t, None);
    // The table is handed over, not copied: the next tile changes it, and
    // a turn never looks at its position's own (`play_on`).
    let board = std::mem::take(&mut before.board);
    let position = next_position(t.position, &before);
    // A written ruling keeps the table as the next tile found it, to tell
    // whether a refusal of that tile comes from what the tile before did
    // (the two are one turn) or from the tile alone.
    let replay = (!quiet).then(|| board.clone());
    let mut next_turn = Turn::on_board(book, &position, board);
    next_turn.graph = before.graph.clone();
    next_turn.quiet = quiet;
    next_turn.slots = carried;
    let mut after = play_tiles(&mut next_turn, rest);
    if let Some(board) = replay {
        one_turn(
            &mut after.ruling,
            book,
            &position,
            board,
            &before.graph,
            next,
        );
    }
    after.ruling = merged(before.ruling, after.ruling);
    after
}

/// A next tile refused only because the tile before used up what a turn
/// has once (a ransom, an escape, an entry into the City, a ferry move)
/// rests on the reading that a double turn is one turn (base:one-turn):
/// played on the same table as a turn of its own, the tile is not refused
/// the same way.
#[cold]
fn one_turn(
    ruling: &mut Ruling,
    book: super::hooks::Rulebook,
    position: &Position,
    board: crate::board::Board,
    graph: &std::sync::Arc<crate::graph::Graph>,
    tile: &TileOfTurn,
) {
    let Some(v) = ruling.violation.as_mut() else {
        return;
    };
    let of_tile = v.part == tile.part || tile.again.iter().any(|(p, _)| *p == v.part);
    if !of_tile {
        return;
    }
    let mut alone = Turn::on_board(book, position, board);
    alone.graph = graph.clone();
    let same = play_tile(&mut alone, tile)
        .err()
        .is_some_and(|w| w.rule == v.rule && w.reason == v.reason && w.part == v.part);
    if same {
        return;
    }
    if !v.cites.contains(&base::ONE_TURN) {
        v.cites.push(base::ONE_TURN);
    }
    if !ruling.cites.contains(&base::ONE_TURN) {
        ruling.cites.push(base::ONE_TURN);
    }
}

/// A tile and the entries that try its parts again.
fn play_tile(t: &mut Turn, tile: &TileOfTurn) -> Result<(), Violation> {
    play(t, tile.turn).map_err(|v| v.in_part(tile.part))?;
    for (part, again) in &tile.again {
        once_more(t, tile.turn, again).map_err(|v| v.in_part(*part))?;
    }
    Ok(())
}

/// Parts of the tile's turn tried once more: a second deployment is the
/// engine's to refuse, any other part the module whose rules allow it once.
/// Every such refusal rests on the reading that a second try is illegal,
/// not broken (base:second-try).
fn once_more(t: &mut Turn, turn: &TurnAction, again: &TurnAction) -> Result<(), Violation> {
    if let Some(second) = &again.deploy {
        return Err(second_deployment(t, turn.deploy.as_ref(), second).cite(base::SECOND_TRY));
    }
    for m in t.asked(Hook::Again) {
        m.again(t, turn, again)
            .map_err(|v| v.cite(base::SECOND_TRY))?;
    }
    Ok(())
}

/// One deployment a turn (base:deploy); each move made instead of
/// deploying takes its place, by its own rule, cited beside.
#[cold]
fn second_deployment(t: &Turn, first: Option<&Deploy>, second: &Deploy) -> Violation {
    let mut v = Violation::new(
        base::DEPLOY,
        Locus::Deploy,
        Clause::new(&base::ONE_DEPLOYMENT),
    )
    .label(&base::LABEL_ONE_DEPLOYMENT)
    .help(Clause::new(&base::HELP_ONE_DEPLOYMENT));
    for d in first.into_iter().chain([second]) {
        let rule = t
            .asked(Hook::DeploymentRule)
            .find_map(|m| m.deployment_rule(d));
        if let Some(rule) = rule
            && !v.cites.contains(&rule)
        {
            v.cites.push(rule);
        }
    }
    v
}

/// A next tile the tile before did not earn, by `rule` (the module's that
/// grants one, or else: one tile a turn).
#[cold]
fn no_next_tile(rule: Rule, part: usize) -> Violation {
    Violation::new(rule, Locus::Place, Clause::new(&base::NO_NEXT_TILE))
        .label(&base::LABEL_NO_NEXT_TILE)
        .help(Clause::new(&base::HELP_NO_NEXT_TILE))
        .in_part(part)
}

/// The position the next tile is played in: the hands and the modules'
/// pieces as the tile before left them, the same player to move (the table
/// goes to the turn itself).
fn next_position(before: &Position, after: &After) -> Position {
    let mut next = before.clone();
    next.board = crate::board::Board::default();
    after.carry_into(&mut next);
    for (name, points) in &after.ruling.scores {
        if let Some(p) = before.player(name) {
            let score = next.scores.entry(p).or_default();
            *score = score.saturating_add(*points);
        }
    }
    next.supply.clear();
    for (p, hand) in after.in_hand.iter().enumerate() {
        for k in FigureKind::ALL {
            next.supply.insert((p, k), hand[k as usize]);
        }
    }
    next
}

/// One ruling for two tiles: the first's steps, then the next's; points and
/// figures home added up; the rest as the next left it (the modules carry
/// what they write into it across the tiles, [`super::hooks::Module::carry_turn`]).
fn merged(first: Ruling, mut then: Ruling) -> Ruling {
    let mut events = first.events;
    events.append(&mut then.events);
    then.events = events;
    let mut cites = first.cites;
    for c in std::mem::take(&mut then.cites) {
        if !cites.contains(&c) {
            cites.push(c);
        }
    }
    then.cites = cites;
    if then.violation.is_none() {
        for (player, points) in &mut then.scores {
            if let Some((_, before)) = first.scores.iter().find(|(p, _)| p == player) {
                *points = points.saturating_add(*before);
            }
        }
        for (player, figures) in first.returned {
            let all = then.returned.entry(player).or_default();
            all.extend(figures);
            all.sort();
        }
    }
    then
}
