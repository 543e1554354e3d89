//! The Princess & the Dragon's keys: the dragon (its square, and its path
//! in the action), the fairy (its square and the follower it stands next
//! to, and the deployment that moves it), the princess and the magic
//! portal. A dragon or fairy off the table, or a fairy next to no single
//! follower, is no position. Written back: the dragon and the fairy of the
//! position, the deployments, the path and `expect`'s dragon.

use carc_core::board::{Board, Figure, Standing};
use carc_core::geometry::Pos;
use carc_core::position::{self as core, Position, Standpoint};
use carc_core::ruling::Ruling;
use serde_json::{Value, json};

use super::{
    Cx, Keys, Named, Object, Players, check_capture_in, core_capture, figures_named, named_feature,
    no_tile, not_in_play, placed_on,
};
use crate::diag::{Problem, Text, msg};
use crate::emit::{named_json, on_json};
use crate::figure::{FigureKind, RuleSet};
use crate::scenario::{Capture, Deploy, Scenario, Sp, Turn};
use crate::yaml::Span;
use crate::check::Mismatches;
use crate::scenario::Expect;
use super::Translated;

pub(super) struct PrincessDragon;

impl Keys for PrincessDragon {
    fn check_expect(&self, expect: &Expect, r: &Ruling, _: &Translated, out: &mut Mismatches) {
        dragon(expect, r, out);
    }

    fn position(&self, cx: &mut Cx, position: &mut Position) {
        check_dragon_and_fairy(cx, &position.board);
        position.dragon = cx.s.dragon.as_ref().map(|d| d.value);
        position.fairy = fairy_at(cx.s, &position.board, &cx.players);
    }

    fn check_turn(&self, cx: &mut Cx, turn: &Turn, board: &Board) {
        let Some(d) = &turn.dragon else { return };
        if !cx.s.plays(RuleSet::PrincessDragon) {
            let what = &msg("diag-dragon-princess-dragon");
            cx.push(pd_needed(cx.s, d.span, what));
            return;
        }
        // The dragon moves over the table once the tile is placed.
        for step in &d.value {
            if board.tile(step.value).is_none() && step.value != turn.place.at.value {
                cx.push(no_tile(step, &msg("diag-where-dragon-would-step")));
            }
        }
    }

    fn check_deploy(&self, cx: &mut Cx, d: &Sp<Deploy>, board: &Board) -> bool {
        match &d.value {
            Deploy::Fairy(c) | Deploy::Princess(c) => {
                let what = if matches!(d.value, Deploy::Fairy(_)) {
                    &msg("diag-fairy-princess-dragon")
                } else {
                    &msg("diag-princess-princess-dragon")
                };
                check_capture_in(
                    cx,
                    RuleSet::PrincessDragon,
                    c,
                    (board, Named::Before),
                    |s| pd_needed(s, d.span, what),
                );
            }
            Deploy::Portal { figure, at, on } => {
                check_portal(cx, d.span, figure, (at, on), board);
            }
            _ => return false,
        }
        true
    }

    fn deploy(&self, cx: &mut Cx, d: &Sp<Deploy>) -> Option<Option<core::Deploy>> {
        let players = &cx.players;
        let (figure, on, deploy) = match &d.value {
            Deploy::Fairy(c) => (
                d.span,
                c.span,
                core_capture(c, players).map(core::Deploy::Fairy),
            ),
            Deploy::Princess(c) => (
                d.span,
                c.span,
                core_capture(c, players).map(core::Deploy::Princess),
            ),
            Deploy::Portal { figure, at, on } => (
                figure.span,
                on.span,
                Some(core::Deploy::Portal {
                    figure: figure.value,
                    at: at.value,
                    on: on.value,
                }),
            ),
            _ => return None,
        };
        cx.spans.deployed(figure, on);
        Some(deploy)
    }

    fn turn(&self, cx: &mut Cx, turn: &Turn, action: &mut core::TurnAction) -> Option<()> {
        let spans = &mut cx.spans;
        action.dragon = turn.dragon.as_ref().map(|d| {
            spans.set(core::Locus::Dragon, d.span);
            spans.set_each(core::Locus::DragonStep, d.value.iter().map(|s| s.span));
            d.value.iter().map(|s| s.value).collect()
        });
        Some(())
    }

    fn write_position(&self, position: &Position, top: &mut Object) {
        if let Some(d) = position.dragon {
            top.insert("dragon".into(), json!([d.x, d.y]));
        }
        if let Some(f) = position.fairy {
            top.insert("fairy".into(), fairy_json(position, f));
        }
    }

    fn write_deploy(&self, d: &core::Deploy, players: &[String]) -> Option<Value> {
        Some(match d {
            core::Deploy::Fairy(c) => json!({"fairy": named_json(c, players)}),
            core::Deploy::Princess(c) => json!({"princess": named_json(c, players)}),
            core::Deploy::Portal { figure, at, on } => {
                let mut target = json!({"at": [at.x, at.y]});
                match on {
                    Standpoint::Feature(f) => target["on"] = on_json(*f),
                    Standpoint::Corner(c) => target["corner"] = json!(c.name()),
                    Standpoint::Tower => target["on"] = json!("tower"),
                }
                json!({"figure": figure.name(), "portal": target})
            }
            _ => return None,
        })
    }

    fn write_turn(&self, turn: &core::TurnAction, _players: &[String], action: &mut Value) {
        if let Some(path) = &turn.dragon {
            action["dragon"] = path.iter().map(|p| json!([p.x, p.y])).collect();
        }
    }

    fn write_expect(&self, r: &Ruling, expect: &mut Object) {
        if let Some(d) = r.dragon {
            expect.insert("dragon".into(), json!([d.x, d.y]));
        }
    }
}

/// A key of The Princess & the Dragon used without its rules in play.
fn pd_needed(s: &Scenario, at: Span, what: &Text) -> Problem {
    not_in_play(
        s,
        RuleSet::PrincessDragon,
        at,
        what,
        msg("diag-princess-dragons-own"),
    )
}

/// The fairy as `fairy` writes it: its square, and the spot of the
/// follower it stands next to, if any.
fn fairy_json(position: &Position, f: core::Fairy) -> Value {
    let next_to = f
        .next_to
        .and_then(|id| position.board.figures.iter().find(|g| g.id == id));
    let mut v = json!({"at": [f.at.x, f.at.y]});
    if let Some(g) = next_to
        && let Some(t) = position.board.tile(g.pos)
    {
        match g.standing {
            Standing::Feature(i) => v["on"] = json!(carc_core::board::feature_on(t, i)),
            Standing::Tower => v["on"] = json!("tower"),
            Standing::Corner(c) => v["corner"] = json!(c.name()),
        }
        // Another figure on the same spot (a follower, or a builder or pig
        // beside it) needs the fairy's named: the spot alone names them all.
        let shared = position.board.figures.iter().any(|o| {
            o.pos == g.pos && o.standing == g.standing && (o.owner, o.kind) != (g.owner, g.kind)
        });
        if shared {
            v["owner"] = json!(position.players[g.owner]);
            v["figure"] = json!(g.kind.name());
        }
    }
    v
}

/// The fairy the file places, next to the follower it names.
fn fairy_at(s: &Scenario, board: &Board, players: &Players) -> Option<core::Fairy> {
    let spot = s.fairy.as_ref()?;
    let next_to = match &spot.value.next_to {
        Some(c) => Some(named_on_board(board, &c.value, players)?.id),
        None => None,
    };
    Some(core::Fairy {
        at: spot.value.at.value,
        next_to,
    })
}

/// The one follower a position names where it stands, if there is one.
fn named_on_board<'b>(board: &'b Board, c: &Capture, players: &Players) -> Option<&'b Figure> {
    let mut found = figures_named(board, c, players);
    let first = found.next()?;
    found
        .all(|f| (f.owner, f.kind) == (first.owner, first.kind))
        .then_some(first)
}

/// The dragon stands on a tile of the table; the fairy on one too, next to
/// a follower that stands where it says; both need The Princess & the
/// Dragon.
fn check_dragon_and_fairy(cx: &mut Cx, board: &Board) {
    let s = cx.s;
    if let Some(d) = &s.dragon {
        if !s.plays(RuleSet::PrincessDragon) {
            cx.push(pd_needed(s, d.span, &msg("diag-dragon-princess-dragon")));
        } else if board.tile(d.value).is_none() {
            cx.push(
                Problem::new(
                    "input::no-tile",
                    d.span,
                    msg("diag-no-tile-for-dragon").arg("at", d.value.to_string()),
                )
                .label(msg("diag-empty-square"))
                .help(msg("diag-dragon-stands-tile-board")),
            );
        }
    }
    let Some(fairy) = &s.fairy else { return };
    if !s.plays(RuleSet::PrincessDragon) {
        cx.push(pd_needed(s, fairy.span, &msg("diag-fairy-princess-dragon")));
        return;
    }
    let at = &fairy.value.at;
    if board.tile(at.value).is_none() {
        cx.push(
            Problem::new(
                "input::no-tile",
                at.span,
                msg("diag-no-tile-for-fairy").arg("at", at.value.to_string()),
            )
            .label(msg("diag-empty-square"))
            .help(msg("diag-fairy-stands-tile-board")),
        );
        return;
    }
    let Some(c) = &fairy.value.next_to else {
        return;
    };
    if let Some(o) = &c.value.owner {
        cx.player(o);
    }
    match named_on_board(board, &c.value, &cx.players) {
        Some(f) if f.kind.is_follower() => {}
        _ => cx.push(Problem::says(
            "input::fairy-next-to-nobody",
            c.span,
            msg("diag-single-follower-stands-there-fairy"),
        )),
    }
}

/// A figure placed through the magic portal needs The Princess & the
/// Dragon in play, and the feature it names must be one of the tile at its
/// square.
fn check_portal(
    cx: &mut Cx,
    span: Span,
    figure: &Sp<FigureKind>,
    (at, on): (&Sp<Pos>, &Sp<Standpoint>),
    board: &Board,
) {
    if !cx.s.plays(RuleSet::PrincessDragon) {
        let what = &msg("diag-magic-portal-princess-dragon");
        cx.push(pd_needed(cx.s, span, what));
    } else if cx.in_play(figure) {
        let placed = placed_on(cx.s, at.value);
        match board.tile(at.value) {
            None if !placed => cx.push(no_tile(at, &msg("diag-where-figure-would-go-through"))),
            Some(t) => {
                if let Standpoint::Feature(f) = on.value {
                    let named = Sp::new(f, on.span);
                    cx.extend(named_feature(t.tile, t.rot, &named, &msg("diag-that-tile")));
                }
            }
            None => {}
        }
    }
}

/// `dragon`: where the dragon stands after the action.
fn dragon(expect: &Expect, r: &Ruling, out: &mut Mismatches) {
    let Some(want) = &expect.dragon else {
        return;
    };
    if r.dragon != Some(want.value) {
        let ruled = match r.dragon {
            Some(d) => out.words.say("check-dragon-on", &[("at", d.to_string().into())]),
            None => out.words.get("check-dragon-not-in-play"),
        };
        out.push(
            want.span,
            "check-dragon",
            &[("expected", want.value.to_string().into()), ("ruled", ruled.into())],
        );
    }
}
