//! The castles of a scenario: those on the table, the small cities the
//! action turns into castles, and a castle's choice of what it scores.
//! Whether a castle may be built or score is the judge's; a castle on a
//! square without a tile, or on a feature that is no city, is no position.

use carc_core::board::Board;
use carc_core::position as core;

use super::{PlayerCheck, Spans, named_feature};
use crate::diag::Problem;
use crate::figure::RuleSet;
use crate::scenario::{CastleEntry, Scenario, Turn};
use crate::yaml::Span;

/// `castles` needs its rules in play.
fn needed(s: &Scenario, at: Span, what: &str) -> Problem {
    Problem::new(
        "input::rules-not-in-play",
        at,
        format!("{what}, and `castles` is not in play"),
    )
    .label("needs other rules")
    .also(s.rules.span, "rules in play")
    .help("add `castles` to `rules`")
}

/// A square and feature that must be on the board: a problem if not.
fn on_board(board: &Board, e: &CastleEntry, city: bool) -> Option<Problem> {
    let Some(placed) = board.tile(e.at.value) else {
        return Some(
            Problem::new(
                "input::no-tile",
                e.at.span,
                format!("no tile lies on {}", e.at.value),
            )
            .label("an empty square")
            .help("name a square of the board"),
        );
    };
    if let Some(p) = named_feature(placed.tile, placed.rot, &e.on, "that tile") {
        return Some(p);
    }
    let f = carc_core::board::locate(placed.tile, placed.rot, e.on.value).ok()?;
    let kind = placed.tile.features[f].kind;
    (city && kind != carc_core::catalogue::Kind::City).then(|| {
        Problem::new(
            "input::castle-not-city",
            e.on.span,
            format!(
                "the {} of {} is a {}, not a city",
                e.on.value.name(),
                e.at.value,
                kind.name()
            ),
        )
        .label("not a city")
        .help("a castle stands on a small city: name its city segment")
    })
}

/// The castles of the position, checked, as the core takes them.
pub(super) fn position(
    s: &Scenario,
    board: &Board,
    player: &PlayerCheck,
    problems: &mut Vec<Problem>,
) -> Vec<core::Castle> {
    let mut out = Vec::new();
    if let Some(first) = s.castles.first()
        && !s.plays(RuleSet::Castles)
    {
        problems.push(needed(
            s,
            first.span,
            "castles are Bridges, Castles & Bazaars'",
        ));
        return out;
    }
    for e in &s.castles {
        let owner = e.owner.as_ref().and_then(|o| player(o, problems));
        if let Some(p) = on_board(board, e, true) {
            problems.push(p);
            continue;
        }
        let (Some(owner), Some(placed)) = (owner, board.tile(e.at.value)) else {
            continue;
        };
        if let Ok(feature) = carc_core::board::locate(placed.tile, placed.rot, e.on.value) {
            out.push(core::Castle {
                owner,
                at: e.at.value,
                feature,
            });
        }
    }
    out
}

/// The action's castle parts, checked against the board.
pub(super) fn check_action(s: &Scenario, turn: &Turn, board: &Board, problems: &mut Vec<Problem>) {
    let first = turn
        .castles
        .first()
        .map(|c| c.span)
        .or(turn.castle_scores.first().map(|c| c.span));
    if let Some(span) = first
        && !s.plays(RuleSet::Castles)
    {
        problems.push(needed(s, span, "castles are Bridges, Castles & Bazaars'"));
        return;
    }
    for e in &turn.castles {
        // The placed tile is not on the board yet: it may hold the city.
        if e.at.value != turn.place.at.value
            && let Some(p) = on_board(board, e, true)
        {
            problems.push(p);
        }
    }
    for c in &turn.castle_scores {
        let e = CastleEntry {
            span: c.span,
            owner: None,
            at: c.at.clone(),
            on: c.on.clone(),
        };
        if e.at.value != turn.place.at.value
            && let Some(p) = on_board(board, &e, false)
        {
            problems.push(p);
        }
    }
}

/// The action's castle parts as the core takes them, with their spans.
pub(super) fn action(
    turn: &Turn,
    spans: &mut Spans,
) -> (
    Vec<(carc_core::geometry::Pos, carc_core::board::On)>,
    Vec<core::CastleScore>,
) {
    spans.castle_builds = turn.castles.iter().map(|c| c.span).collect();
    spans.castle_scores = turn.castle_scores.iter().map(|c| c.span).collect();
    let builds = turn
        .castles
        .iter()
        .map(|c| (c.at.value, c.on.value))
        .collect();
    let scores = turn
        .castle_scores
        .iter()
        .map(|c| core::CastleScore {
            castle: c.castle.value,
            at: c.at.value,
            on: c.on.value,
        })
        .collect();
    (builds, scores)
}
