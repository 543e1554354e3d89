//! The Festival's keys: the deployment `festival`, one of the player's
//! figures taken back, which needs `festival` in play and names a feature
//! of the table. Written back as `{festival: {at, on}}`.

use carc_core::board::Board;
use carc_core::position as core;
use serde_json::{Value, json};

use super::{Cx, Keys, Named, check_capture_in, core_capture, needs_rules};
use crate::emit::named_json;
use crate::diag::{Problem, msg};
use crate::figure::{FigureKind, RuleSet};
use crate::yaml::Span;
use crate::scenario::{Deploy, Sp};

pub(super) struct Festival;

impl Keys for Festival {
    fn check_deploy(&self, cx: &mut Cx, d: &Sp<Deploy>, board: &Board) -> bool {
        if let Deploy::FestivalPrisoner { held_by, figure } = &d.value {
            check_prisoner(cx, d.span, held_by, figure);
            return true;
        }
        let Deploy::Festival(c) = &d.value else {
            return false;
        };
        let what = &msg("diag-festival-festival");
        check_capture_in(cx, RuleSet::Festival, c, (board, Named::Before), |_| {
            needs_rules(
                RuleSet::Festival,
                d.span,
                what,
                msg("diag-needs-other-rules"),
            )
        });
        true
    }

    fn deploy(&self, cx: &mut Cx, d: &Sp<Deploy>) -> Option<Option<core::Deploy>> {
        if let Deploy::FestivalPrisoner { held_by, figure } = &d.value {
            cx.spans.deployed(figure.span, held_by.span);
            return Some(cx.players.get(&held_by.value).map(|holder| {
                core::Deploy::FestivalPrisoner {
                    holder,
                    figure: figure.value,
                }
            }));
        }
        let Deploy::Festival(c) = &d.value else {
            return None;
        };
        cx.spans.deployed(d.span, c.span);
        Some(core_capture(c, &cx.players).map(core::Deploy::Festival))
    }

    fn write_deploy(&self, d: &core::Deploy, players: &[String]) -> Option<Value> {
        if let core::Deploy::FestivalPrisoner { holder, figure } = d {
            let held_by = players.get(*holder).cloned().unwrap_or_default();
            return Some(json!({"festival": {"held-by": held_by, "figure": figure.name()}}));
        }
        let core::Deploy::Festival(c) = d else {
            return None;
        };
        Some(json!({"festival": named_json(c, players)}))
    }
}

/// A prisoner named for a festival return: The Festival and The Tower in
/// play, a player who holds it, and the position's prisoners holding one
/// of the active player's followers of that kind there; else the file
/// names what the position does not hold.
fn check_prisoner(cx: &mut Cx, at: Span, held_by: &Sp<String>, figure: &Sp<FigureKind>) {
    if !cx.s.plays(RuleSet::Festival) {
        cx.push(needs_rules(
            RuleSet::Festival,
            at,
            msg("diag-festival-festival"),
            msg("diag-needs-other-rules"),
        ));
        return;
    }
    if !cx.s.plays(RuleSet::Tower) {
        cx.push(needs_rules(
            RuleSet::Tower,
            held_by.span,
            msg("diag-prisoners-are-taken-tower-towers"),
            msg("diag-needs-other-rules"),
        ));
        return;
    }
    let Some(holder) = cx.player(held_by) else {
        return;
    };
    if !cx.in_play(figure) {
        return;
    }
    let active = cx
        .s
        .current
        .as_ref()
        .and_then(|c| cx.players.get(&c.value))
        .unwrap_or(0);
    let held = cx.s.prisoners.iter().any(|(h, captives)| {
        cx.players.get(&h.value) == Some(holder)
            && captives.iter().any(|c| {
                cx.players.get(&c.owner.value) == Some(active) && c.figure.value == figure.value
            })
    });
    if !held {
        cx.push(
            Problem::new(
                "input::no-such-prisoner",
                held_by.span,
                msg("diag-holds-no-prisoner")
                    .arg("holder", &held_by.value)
                    .arg("figure", msg("figure").arg("figure", figure.value.name()))
                    .arg(
                        "owner",
                        cx.s.players.get(active).map_or("", |p| p.value.as_str()),
                    ),
            )
            .label(msg("diag-no-such-prisoner"))
            .help(msg("diag-name-prisoner-prisoners-player-holding")),
        );
    }
}
