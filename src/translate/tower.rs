//! The Tower's keys: a tile's floors, a follower on top of a tower, the
//! prisoners, the deployments `floor` (with its capture and exchange) and
//! `tower`, and the ransom. A tower on a tile without a foundation, a
//! second follower on top, or a player's own figure in prison is no
//! position. Written back: the floors, the prisoners (of the position and
//! of `expect`), the deployments and the ransom.

use carc_core::board::{Board, PlacedTile, Standing};
use carc_core::catalogue::Tile;
use carc_core::position::{self as core, Position};
use carc_core::ruling::Ruling;
use serde_json::{Map, Value, json};

use super::{
    Cx, Keys, Named, Object, Players, Stands, check_capture, core_capture, no_tile, not_in_play,
};
use crate::catalogue::Catalogue;
use crate::geometry::Pos;
use crate::diag::{Problem, Text, msg};
use crate::emit::named_json;
use crate::figure::{FigureKind, RuleSet};
use crate::scenario::{Action, BoardEntry, Deploy, FigureEntry, Scenario, Sp, Spot, Turn};
use crate::yaml::Span;
use crate::check::Mismatches;
use crate::scenario::Expect;
use super::Translated;

pub(super) struct Tower;

impl Keys for Tower {
    fn check_expect(&self, expect: &Expect, r: &Ruling, _: &Translated, out: &mut Mismatches) {
        prisoners(expect, r, out);
    }

    fn lay_tile(&self, cx: &mut Cx, entry: &BoardEntry, placed: &mut PlacedTile) {
        placed.tower = tower_floors(cx, placed.tile, entry);
    }

    /// On top of a tower: a follower or big follower, one, on a tower of
    /// at least one floor.
    fn stand(&self, placed: &PlacedTile, fig: &FigureEntry, board: &Board) -> Stands {
        if fig.spot.value != Spot::Tower {
            return None;
        }
        let top = board
            .figures
            .iter()
            .any(|f| f.pos == placed.pos && f.standing == Standing::Tower);
        if let Some(p) = tower_top_problem(placed, fig, top) {
            return Some(Err(p));
        }
        Some(if placed.tile.tower {
            Ok(Standing::Tower)
        } else {
            Err(Problem::new(
                "input::no-foundation",
                fig.spot.span,
                msg("diag-no-foundation").arg("tile", placed.tile.id),
            )
            .label(msg("diag-no-tower-here"))
            .help(msg("diag-only-tiles-tower-have-tower")))
        })
    }

    fn position(&self, cx: &mut Cx, position: &mut Position) {
        check_prisoners(cx);
        position.prisoners = prisoners_held(cx.s, &cx.players);
    }

    fn check_turn(&self, cx: &mut Cx, turn: &Turn, _board: &Board) {
        if let Some(r) = &turn.ransom {
            cx.player(&r.value.from);
            if cx.in_play(&r.value.figure) && !cx.s.plays(RuleSet::Tower) {
                let what = &msg("diag-ransom-paid-tower-prisoners");
                cx.push(tower_needed(cx.s, r.span, what));
            }
        }
    }

    fn check_deploy(&self, cx: &mut Cx, d: &Sp<Deploy>, board: &Board) -> bool {
        match &d.value {
            Deploy::TowerTop { figure, at } => {
                if cx.in_play(figure) {
                    if cx.s.plays(RuleSet::Tower) {
                        check_foundation(cx, at, board, &msg("diag-where-follower-would-climb"));
                    } else {
                        cx.push(tower_needed(cx.s, d.span, &msg("diag-towers-are-tower")));
                    }
                }
            }
            Deploy::Floor {
                at,
                capture,
                exchange,
            } => {
                if !cx.s.plays(RuleSet::Tower) {
                    cx.push(tower_needed(
                        cx.s,
                        d.span,
                        &msg("diag-tower-floors-are-tower"),
                    ));
                } else {
                    check_foundation(cx, at, board, &msg("diag-where-floor-would-go"));
                    if let Some(c) = capture {
                        check_capture(cx, c, board, Named::Before);
                    }
                }
                if let Some(e) = exchange {
                    cx.in_play(e);
                }
            }
            _ => return false,
        }
        true
    }

    fn deploy(&self, cx: &mut Cx, d: &Sp<Deploy>) -> Option<Option<core::Deploy>> {
        let (players, spans) = (&cx.players, &mut cx.spans);
        match &d.value {
            Deploy::Floor {
                at,
                capture,
                exchange,
            } => {
                spans.deployed(d.span, at.span);
                if let Some(e) = exchange {
                    spans.set(core::Locus::Exchange, e.span);
                }
                let capture = match capture {
                    Some(c) => {
                        spans.set(core::Locus::Capture, c.span);
                        core_capture(c, players).map(Some)
                    }
                    None => Some(None),
                };
                Some(capture.map(|capture| core::Deploy::Floor {
                    at: at.value,
                    capture,
                    exchange: exchange.as_ref().map(|e| e.value),
                }))
            }
            Deploy::TowerTop { figure, at } => {
                spans.deployed(figure.span, at.span);
                Some(Some(core::Deploy::TowerTop {
                    figure: figure.value,
                    at: at.value,
                }))
            }
            _ => None,
        }
    }

    fn turn(&self, cx: &mut Cx, turn: &Turn, action: &mut core::TurnAction) -> Option<()> {
        if let Some(r) = &turn.ransom {
            cx.spans.set(core::Locus::Ransom, r.span);
            action.ransom = Some(core::Ransom {
                from: cx.players.get(&r.value.from.value)?,
                figure: r.value.figure.value,
            });
        }
        Some(())
    }

    /// Under each holder, the owner and kind of each figure held.
    fn write_position(&self, position: &Position, top: &mut Object) {
        if position.prisoners.is_empty() {
            return;
        }
        let players = &position.players;
        let mut held = Map::new();
        for pr in &position.prisoners {
            let list = held
                .entry(players[pr.holder].clone())
                .or_insert_with(|| json!([]));
            if let Value::Array(items) = list {
                items.push(json!({"owner": players[pr.owner], "figure": pr.kind.name()}));
            }
        }
        top.insert("prisoners".into(), Value::Object(held));
    }

    fn write_tile(&self, tile: &PlacedTile, entry: &mut Value) {
        if tile.tower > 0 {
            entry["tower"] = json!(tile.tower);
        }
    }

    fn write_deploy(&self, d: &core::Deploy, players: &[String]) -> Option<Value> {
        match d {
            core::Deploy::Floor {
                at,
                capture,
                exchange,
            } => {
                let mut f = json!({"floor": [at.x, at.y]});
                if let Some(c) = capture {
                    f["capture"] = named_json(c, players);
                }
                if let Some(k) = exchange {
                    f["exchange"] = json!(k.name());
                }
                Some(f)
            }
            core::Deploy::TowerTop { figure, at } => {
                Some(json!({"figure": figure.name(), "tower": [at.x, at.y]}))
            }
            _ => None,
        }
    }

    fn write_turn(&self, turn: &core::TurnAction, players: &[String], action: &mut Value) {
        if let Some(r) = &turn.ransom {
            let from = players.get(r.from).cloned().unwrap_or_default();
            action["ransom"] = json!({"from": from, "figure": r.figure.name()});
        }
    }

    fn write_expect(&self, r: &Ruling, expect: &mut Object) {
        if !r.prisoners.is_empty() {
            let held: Map<String, Value> = r
                .prisoners
                .iter()
                .map(|(holder, figs)| {
                    let figs: Vec<Value> = figs
                        .iter()
                        .map(|o| json!({"owner": o.player, "figure": o.figure.name()}))
                        .collect();
                    (holder.clone(), json!(figs))
                })
                .collect();
            expect.insert("prisoners".into(), Value::Object(held));
        }
    }
}

/// A floor or a follower on top goes to a tile of the table (or the one
/// placed) that has a tower foundation; whether its tower takes it is the
/// judge's.
fn check_foundation(cx: &mut Cx, at: &Sp<Pos>, board: &Board, what: &Text) {
    let tile = match board.tile(at.value) {
        Some(t) => Some(t.tile),
        None => match &cx.s.action.value {
            Action::Turn(t) if t.place.at.value == at.value => {
                Catalogue::get().tile(&t.place.tile.value)
            }
            _ => {
                cx.push(no_tile(at, what));
                return;
            }
        },
    };
    if let Some(tile) = tile
        && !tile.tower
    {
        cx.push(Problem::says(
            "input::no-foundation",
            at.span,
            msg("diag-no-foundation-on")
                .arg("tile", tile.id)
                .arg("at", at.value.to_string()),
        ));
    }
}

/// A key of The Tower used without its rules in play.
fn tower_needed(s: &Scenario, at: Span, what: &Text) -> Problem {
    not_in_play(s, RuleSet::Tower, at, what, msg("diag-the-towers-own"))
}

/// The prisoners the file states, by holder, in the order written.
fn prisoners_held(s: &Scenario, players: &Players) -> Vec<core::Prisoner> {
    let mut out = Vec::new();
    for (holder, held) in &s.prisoners {
        let Some(h) = players.get(&holder.value) else {
            continue;
        };
        for c in held {
            if let Some(o) = players.get(&c.owner.value) {
                out.push(core::Prisoner {
                    holder: h,
                    owner: o,
                    kind: c.figure.value,
                });
            }
        }
    }
    out
}

/// Prisoners are followers of another player at the table, held with The
/// Tower in play.
fn check_prisoners(cx: &mut Cx) {
    let s = cx.s;
    for (holder, held) in &s.prisoners {
        let h = cx.player(holder);
        if !s.plays(RuleSet::Tower) {
            cx.push(tower_needed(
                s,
                holder.span,
                &msg("diag-prisoners-are-taken-towers"),
            ));
        }
        for c in held {
            let o = cx.player(&c.owner);
            if !cx.in_play(&c.figure) {
                continue;
            }
            if !c.figure.value.is_follower() {
                cx.push(
                    Problem::new(
                        "input::not-a-prisoner",
                        c.figure.span,
                        msg("diag-never-prisoner").arg("figure", c.figure.value.name()),
                    )
                    .label(msg("diag-not-a-follower"))
                    .help(msg("diag-only-followers-are-captured-follower")),
                );
            }
            if h.is_some() && h == o {
                cx.push(
                    Problem::says(
                        "input::own-prisoner",
                        c.owner.span,
                        msg("diag-holds-own-figure").arg("player", &holder.value),
                    )
                    .help(msg("diag-player-own-captured-figure-goes")),
                );
            }
        }
    }
}

/// The floors of a board tile's tower: only a tile with a foundation has
/// one, and only with The Tower in play.
fn tower_floors(cx: &mut Cx, tile: &Tile, entry: &BoardEntry) -> u8 {
    let Some(n) = &entry.tower else { return 0 };
    if !cx.s.plays(RuleSet::Tower) {
        cx.push(tower_needed(cx.s, n.span, &msg("diag-towers-are-tower")));
        return 0;
    }
    if !tile.tower {
        cx.push(
            Problem::new(
                "input::no-foundation",
                n.span,
                msg("diag-no-foundation").arg("tile", tile.id),
            )
            .label(msg("diag-no-tower-can-stand"))
            .help(msg("diag-towers-stand-tiles-tower-drop")),
        );
        return 0;
    }
    u8::try_from(n.value).unwrap_or(0)
}

/// Why a figure cannot stand on top of this tile's tower, if it cannot:
/// only a follower or big follower closes a tower, one of them, on a tower
/// of at least one floor.
fn tower_top_problem(placed: &PlacedTile, fig: &FigureEntry, taken: bool) -> Option<Problem> {
    let kind = fig.figure.value;
    if !placed.tile.tower {
        // `stand` says so.
        return None;
    }
    if !matches!(kind, FigureKind::Follower | FigureKind::BigFollower) {
        return Some(Problem::says(
            "input::figure-cannot-stand",
            fig.spot.span,
            msg("diag-never-on-top").arg("figure", crate::translate::figure_a(kind)),
        ));
    }
    if placed.tower == 0 {
        return Some(Problem::says(
            "input::bare-foundation",
            fig.spot.span,
            msg("diag-tower-no-floors").arg("at", placed.pos.to_string()),
        ));
    }
    taken.then(|| {
        Problem::says(
            "input::tower-taken",
            fig.spot.span,
            msg("diag-tower-taken").arg("at", placed.pos.to_string()),
        )
    })
}

/// `prisoners`: what every player holds captive after the action, as a set
/// of figures per holder; a player left out holds none.
fn prisoners(expect: &Expect, r: &Ruling, out: &mut Mismatches) {
    let Some(held) = &expect.prisoners else {
        return;
    };
    let fallback = held.first().map_or(expect.span, |(p, _)| p.span);
    let mut holders: Vec<&str> = held.iter().map(|(p, _)| p.value.as_str()).collect();
    holders.extend(r.prisoners.keys().map(String::as_str));
    holders.sort_unstable();
    holders.dedup();
    for holder in holders {
        let written = held.iter().find(|(p, _)| p.value == holder);
        let mut want: Vec<String> = written
            .map(|(_, cs)| {
                cs.iter()
                    .map(|c| out.owned(&c.owner.value, c.figure.value.name()))
                    .collect()
            })
            .unwrap_or_default();
        let mut got: Vec<String> = r
            .prisoners
            .get(holder)
            .map(|os| {
                os.iter()
                    .map(|o| out.owned(&o.player, o.figure.name()))
                    .collect()
            })
            .unwrap_or_default();
        want.sort();
        got.sort();
        if want != got {
            let (want, got) = (out.listed(&want, ", "), out.listed(&got, ", "));
            out.push(
                written.map_or(fallback, |(p, _)| p.span),
                "check-prisoners",
                &[
                    ("holder", holder.into()),
                    ("expected", want.into()),
                    ("ruled", got.into()),
                ],
            );
        }
    }
}
