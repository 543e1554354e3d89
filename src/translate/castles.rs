//! The castles of a scenario: those on the table, the small cities the
//! action turns into castles, and a castle's choice of what it scores.
//! Whether a castle may be built or score is the judge's; a castle on a
//! square without a tile, or on a feature that is no city, is no position.
//! Written back: the castles of the position and of `expect`, the builds
//! and the choices.

use carc_core::board::Board;
use carc_core::position::{self as core, Position};
use carc_core::ruling::Ruling;
use serde_json::{Value, json};

use super::{Cx, Keys, Object, named_feature, no_tile, not_in_play};
use crate::diag::{Problem, Text, msg};
use crate::emit::on_json;
use crate::figure::RuleSet;
use crate::scenario::{CastleEntry, Scenario, Turn};
use crate::yaml::Span;
use crate::check::{Mismatches, named_on};
use crate::scenario::Expect;
use super::Translated;

pub(super) struct Castles;

impl Keys for Castles {
    fn check_expect(&self, expect: &Expect, r: &Ruling, t: &Translated, out: &mut Mismatches) {
        check_castles(expect, r, t, out);
    }

    fn position(&self, cx: &mut Cx, position: &mut Position) {
        position.castles = castles(cx, &position.board);
    }

    fn check_turn(&self, cx: &mut Cx, turn: &Turn, board: &Board) {
        check_turn(cx.s, turn, board, &mut cx.problems);
    }

    fn turn(&self, cx: &mut Cx, turn: &Turn, action: &mut core::TurnAction) -> Option<()> {
        let spans = &mut cx.spans;
        let (builds, scores) = (&turn.castles, &turn.castle_scores);
        action.castles = spans.list(
            core::Locus::CastleBuild,
            builds,
            |c| c.span,
            |c| (c.at.value, c.on.value),
        );
        action.castle_scores = spans.list(
            core::Locus::CastleScore,
            scores,
            |c| c.span,
            |c| core::CastleScore {
                castle: c.castle.value,
                at: c.at.value,
                on: c.on.value,
            },
        );
        Some(())
    }

    /// Each castle by the feature it was built from (a castle whose square
    /// has no tile is left out).
    fn write_position(&self, position: &Position, top: &mut Object) {
        if position.castles.is_empty() {
            return;
        }
        let players = &position.players;
        let castles: Vec<Value> = position
            .castles
            .iter()
            .filter_map(|c| {
                let t = position.board.tile(c.at)?;
                let on = carc_core::board::name_of(t, c.feature);
                Some(json!({"owner": players[c.owner], "at": [c.at.x, c.at.y], "on": on.name()}))
            })
            .collect();
        top.insert("castles".into(), json!(castles));
    }

    fn write_turn(&self, turn: &core::TurnAction, _players: &[String], action: &mut Value) {
        if !turn.castles.is_empty() {
            action["castles"] = turn
                .castles
                .iter()
                .map(|(at, on)| json!({"at": [at.x, at.y], "on": on_json(*on)}))
                .collect();
        }
        if !turn.castle_scores.is_empty() {
            action["castle-scores"] = turn
                .castle_scores
                .iter()
                .map(|c| {
                    json!({"castle": [c.castle.x, c.castle.y], "from": {"at": [c.at.x, c.at.y], "on": on_json(c.on)}})
                })
                .collect();
        }
    }

    fn write_expect(&self, r: &Ruling, expect: &mut Object) {
        if !r.castles.is_empty() {
            let castles: Vec<Value> = r
                .castles
                .iter()
                .filter_map(|c| {
                    let p = c.parts.first()?;
                    Some(json!({"owner": c.owner, "at": [p.at.x, p.at.y], "on": p.on}))
                })
                .collect();
            expect.insert("castles".into(), json!(castles));
        }
    }
}

/// `castles` needs its rules in play.
fn needed(s: &Scenario, at: Span, what: &Text) -> Problem {
    not_in_play(s, RuleSet::Castles, at, what, msg("diag-needs-other-rules"))
}

/// A square and feature that must be on the board: a problem if not.
fn on_board(board: &Board, e: &CastleEntry, city: bool) -> Option<Problem> {
    let Some(placed) = board.tile(e.at.value) else {
        return Some(
            Problem::new(
                "input::no-tile",
                e.at.span,
                msg("diag-no-tile-on").arg("at", e.at.value.to_string()),
            )
            .label(msg("diag-empty-square"))
            .help(msg("diag-name-square-board")),
        );
    };
    if let Some(p) = named_feature(placed.tile, placed.rot, &e.on, &msg("diag-that-tile")) {
        return Some(p);
    }
    let f = carc_core::board::locate(placed.tile, placed.rot, e.on.value).ok()?;
    let kind = placed.tile.features[f].kind;
    (city && kind != carc_core::catalogue::Kind::City).then(|| {
        Problem::new(
            "input::castle-not-city",
            e.on.span,
            msg("diag-castle-not-city")
                .arg("on", e.on.value.name())
                .arg("at", e.at.value.to_string())
                .arg("kind", kind.name()),
        )
        .label(msg("diag-not-a-city"))
        .help(msg("diag-castle-stands-small-city-name"))
    })
}

/// The castles of the position, checked, as the core takes them.
fn castles(cx: &mut Cx, board: &Board) -> Vec<core::Castle> {
    let s = cx.s;
    let mut out = Vec::new();
    if let Some(first) = s.castles.first()
        && !s.plays(RuleSet::Castles)
    {
        cx.push(needed(
            s,
            first.span,
            &msg("diag-castles-are-bridges-castles-bazaars"),
        ));
        return out;
    }
    for e in &s.castles {
        let owner = e.owner.as_ref().and_then(|o| cx.player(o));
        if let Some(p) = on_board(board, e, true) {
            cx.push(p);
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
fn check_turn(s: &Scenario, turn: &Turn, board: &Board, problems: &mut Vec<Problem>) {
    let first = turn
        .castles
        .first()
        .map(|c| c.span)
        .or(turn.castle_scores.first().map(|c| c.span));
    if let Some(span) = first
        && !s.plays(RuleSet::Castles)
    {
        problems.push(needed(
            s,
            span,
            &msg("diag-castles-are-bridges-castles-bazaars"),
        ));
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
        if board.tile(c.castle.value).is_none() && c.castle.value != turn.place.at.value {
            problems.push(no_tile(&c.castle, &msg("diag-where-castle-would-stand")));
        }
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

/// `castles`: each castle listed stands after the action, with its owner.
fn check_castles(expect: &Expect, r: &Ruling, t: &Translated, out: &mut Mismatches) {
    for c in expect.castles.iter().flatten() {
        let owner = c.owner.as_ref().map_or("", |o| o.value.as_str());
        let at = c.at.value;
        let name = named_on(t, at, c.on.value);
        let found = r.castles.iter().any(|k| {
            k.owner == owner
                && k.parts
                    .iter()
                    .any(|p| p.at == at && Some(&p.on) == name.as_ref())
        });
        if !found {
            let ruled: Vec<String> = r
                .castles
                .iter()
                .map(|k| {
                    let parts: Vec<String> = k
                        .parts
                        .iter()
                        .map(|p| format!("{} {}", p.at, p.on))
                        .collect();
                    out.words.say(
                        "check-castle-ruled",
                        &[
                            ("owner", k.owner.as_str().into()),
                            ("parts", parts.join(" + ").into()),
                        ],
                    )
                })
                .collect();
            let ruled = out.listed(&ruled, "; ");
            out.push(
                c.span,
                "check-castles",
                &[
                    ("owner", owner.into()),
                    ("at", at.to_string().into()),
                    ("on", c.on.value.name().into()),
                    ("ruled", ruled.into()),
                ],
            );
        }
    }
}
