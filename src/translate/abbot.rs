//! The abbot's keys: the deployment `abbot: return`, which needs the
//! abbot's rules in play. Written back as `{abbot: return, at}`.

use carc_core::board::Board;
use carc_core::position as core;
use serde_json::{Value, json};

use super::{Cx, Keys, no_tile};
use crate::diag::{Problem, msg};
use crate::figure::FigureKind;
use crate::scenario::{Deploy, Sp};

pub(super) struct Abbot;

impl Keys for Abbot {
    fn check_deploy(&self, cx: &mut Cx, d: &Sp<Deploy>, board: &Board) -> bool {
        let Deploy::AbbotReturn { at } = &d.value else {
            return false;
        };
        if !cx.in_play(&Sp::new(FigureKind::Abbot, d.span)) {
            return true;
        }
        // Whose abbot it is, and whether it may come back, is the judge's;
        // a square with no abbot names a figure that is not there.
        if board.tile(at.value).is_none() {
            cx.push(no_tile(at, &msg("diag-where-abbot-would-come-back")));
        } else if !board
            .figures
            .iter()
            .any(|f| f.pos == at.value && f.kind == FigureKind::Abbot)
        {
            cx.push(Problem::says(
                "input::nobody-there",
                at.span,
                msg("diag-no-abbot-on").arg("at", at.value.to_string()),
            ));
        }
        true
    }

    fn deploy(&self, cx: &mut Cx, d: &Sp<Deploy>) -> Option<Option<core::Deploy>> {
        let Deploy::AbbotReturn { at } = &d.value else {
            return None;
        };
        cx.spans.deployed(d.span, at.span);
        Some(Some(core::Deploy::AbbotReturn { at: at.value }))
    }

    fn write_deploy(&self, d: &core::Deploy, _players: &[String]) -> Option<Value> {
        let core::Deploy::AbbotReturn { at } = d else {
            return None;
        };
        Some(json!({"abbot": "return", "at": [at.x, at.y]}))
    }
}
