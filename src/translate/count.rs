//! The City of Carcassonne of a scenario (The Count of Carcassonne): its
//! twelve squares, which lie where the rules put them and need not be
//! listed, the figures in its quarters, and the action's moves into and out
//! of it. Whether a move is allowed is the judge's; a figure in a quarter it
//! never stands in, a square of the City taken by another tile, or a move
//! to a feature the table lacks is no position.

use carc_core::board::{Board, PlacedTile};
use carc_core::catalogue::{CITY_SQUARES, Catalogue};
use carc_core::geometry::{Pos, Rotation};
use carc_core::position as core;

use super::{PlayerCheck, Spans, named_feature};
use crate::diag::Problem;
use crate::figure::RuleSet;
use crate::scenario::{CityEntry, LeaveCityEntry, Scenario, Turn};
use crate::yaml::Span;

/// A key of the Count's needs `count` in play.
fn needed(s: &Scenario, at: Span, what: &str) -> Problem {
    Problem::new(
        "input::rules-not-in-play",
        at,
        format!("{what}, and `count` is not in play"),
    )
    .label("needs other rules")
    .also(s.rules.span, "rules in play")
    .help("add `count` to `rules`")
}

/// The City's squares on the board: a square of the City listed with
/// figures must be that square's own tile, unturned; no other tile lies on
/// them; those not listed are added.
pub(super) fn complete_board(
    s: &Scenario,
    board: &mut Board,
    spans: &Spans,
    problems: &mut Vec<Problem>,
) {
    let cat = Catalogue::get();
    let own = |pos: Pos| {
        CITY_SQUARES
            .iter()
            .find(|(_, x, y)| Pos::new(*x, *y) == pos)
            .and_then(|(id, _, _)| cat.tile(id))
    };
    if !s.plays(RuleSet::Count) {
        return;
    }
    for entry in &s.board {
        let Some(placed) = board.tile(entry.at.value) else {
            continue;
        };
        let city_tile = placed.tile.set == carc_core::catalogue::TileSet::Count;
        match own(entry.at.value) {
            Some(tile) if tile.id != placed.tile.id => problems.push(
                Problem::new(
                    "input::city-square",
                    entry.tile.span,
                    format!(
                        "{} is a square of the City of Carcassonne, where {} lies",
                        entry.at.value, tile.id
                    ),
                )
                .label("the City lies here")
                .also(spans.nearest(core::Locus::Rules), "`count` puts the City on the table")
                .help(format!(
                    "the City fills x -2..1, y -1..1; place {} elsewhere, or list `{}` here to put figures on it",
                    placed.tile.id, tile.id
                )),
            ),
            None if city_tile => problems.push(
                Problem::new(
                    "input::city-square",
                    entry.at.span,
                    format!("{} does not lie on {}", placed.tile.id, entry.at.value),
                )
                .label("not this square of the City")
                .help(city_help()),
            ),
            Some(_) if placed.rot != Rotation::default() => problems.push(
                Problem::new(
                    "input::city-square",
                    entry.rotation.span,
                    format!("{} is never turned", placed.tile.id),
                )
                .label("rotation given")
                .help("drop `rotation`: the City lies as the rules lay it"),
            ),
            _ => {}
        }
    }
    for (id, x, y) in CITY_SQUARES {
        let pos = Pos::new(x, y);
        if board.tile(pos).is_some() {
            continue;
        }
        if let Some(tile) = cat.tile(id) {
            board.put(PlacedTile::unturned(tile, pos));
        }
    }
}

fn city_help() -> String {
    let squares: Vec<String> = CITY_SQUARES
        .iter()
        .map(|(id, x, y)| format!("{id} on [{x}, {y}]"))
        .collect();
    format!("the City's squares: {}", squares.join(", "))
}

/// The City of the position, checked, as the core takes it.
pub(super) fn position(
    s: &Scenario,
    player: &PlayerCheck,
    problems: &mut Vec<Problem>,
) -> core::City {
    let Some(city) = &s.city else {
        return core::City::default();
    };
    if !s.plays(RuleSet::Count) {
        problems.push(needed(
            s,
            city.span,
            "the City of Carcassonne is The Count of Carcassonne's",
        ));
        return core::City::default();
    }
    read_city(city, player, problems)
}

/// A City as written (in the position or in `expect`), its figures checked.
pub(crate) fn read_city(
    city: &CityEntry,
    player: &PlayerCheck,
    problems: &mut Vec<Problem>,
) -> core::City {
    let mut out = core::City {
        count: city.count.as_ref().map(|c| c.value).unwrap_or_default(),
        followers: Vec::new(),
    };
    for f in &city.followers {
        let owner = player(&f.owner, problems);
        if !f.quarter.value.admits(f.figure.value) {
            problems.push(
                Problem::new(
                    "input::figure-not-in-quarter",
                    f.figure.span,
                    format!(
                        "a {} never stands in the {} quarter",
                        f.figure.value.name(),
                        f.quarter.value.name()
                    ),
                )
                .label("not a figure of this quarter")
                .help("followers go to any quarter, the mayor to the castle, the wagon anywhere but the market, the abbot to the cathedral; no other figure enters the City"),
            );
            continue;
        }
        if let Some(owner) = owner {
            out.followers.push(core::InCity {
                owner,
                kind: f.figure.value,
                quarter: f.quarter.value,
            });
        }
    }
    out
}

/// A move out of the City names a tile of the table (or the placed one)
/// and one of its features.
fn check_targets(
    list: &[LeaveCityEntry],
    placed: Option<&crate::scenario::Placement>,
    board: &Board,
    problems: &mut Vec<Problem>,
) {
    for l in list {
        let tile = match board.tile(l.at.value) {
            Some(t) => Some((t.tile, t.rot)),
            None => placed.filter(|p| p.at.value == l.at.value).and_then(|p| {
                Catalogue::get()
                    .tile(&p.tile.value)
                    .map(|t| (t, p.rotation.value))
            }),
        };
        match tile {
            Some((tile, rot)) => {
                let what = format!("the tile on {}", l.at.value);
                problems.extend(named_feature(tile, rot, &l.on, &what));
            }
            None => problems.push(
                Problem::new(
                    "input::no-such-tile",
                    l.at.span,
                    format!("there is no tile on {} for the figure to go to", l.at.value),
                )
                .label("empty square")
                .help("`to.at` names the square of a tile on the table"),
            ),
        }
    }
}

/// The action's City parts need `count` in play and name real features.
pub(super) fn check_action(s: &Scenario, turn: &Turn, board: &Board, problems: &mut Vec<Problem>) {
    let first = turn
        .leave_city
        .first()
        .map(|l| l.span)
        .or(turn.enter_city.as_ref().map(|e| e.span))
        .or(turn.move_count.as_ref().map(|m| m.span));
    if let Some(span) = first
        && !s.plays(RuleSet::Count)
    {
        problems.push(needed(
            s,
            span,
            "the City of Carcassonne is The Count of Carcassonne's",
        ));
        return;
    }
    check_targets(&turn.leave_city, Some(&turn.place), board, problems);
}

/// The final scoring's moves out of the City, checked.
pub(super) fn check_final(
    s: &Scenario,
    list: &[LeaveCityEntry],
    board: &Board,
    problems: &mut Vec<Problem>,
) {
    if let Some(first) = list.first()
        && !s.plays(RuleSet::Count)
    {
        problems.push(needed(
            s,
            first.span,
            "the City of Carcassonne is The Count of Carcassonne's",
        ));
        return;
    }
    check_targets(list, None, board, problems);
}

/// Moves out of the City as the core takes them, with their spans.
pub(super) fn leaving(
    list: &[LeaveCityEntry],
    player: &PlayerCheck,
    spans: &mut Spans,
) -> Option<Vec<core::LeaveCity>> {
    spans.leave_city = list.iter().map(|l| l.span).collect();
    list.iter()
        .map(|l| {
            Some(core::LeaveCity {
                owner: player(&l.owner, &mut Vec::new())?,
                kind: l.figure.value,
                quarter: l.quarter.value,
                at: l.at.value,
                on: l.on.value,
            })
        })
        .collect()
}

/// The action's entry into the City and the count's move, with their spans.
pub(super) fn entering(
    turn: &Turn,
    spans: &mut Spans,
) -> (Option<core::EnterCity>, Option<core::Quarter>) {
    let enter = turn.enter_city.as_ref().map(|e| {
        spans.enter_city = e.span;
        core::EnterCity {
            kind: e.value.figure.value,
            quarter: e.value.quarter.value,
        }
    });
    let count = turn.move_count.as_ref().map(|m| {
        spans.move_count = m.span;
        m.value
    });
    (enter, count)
}
