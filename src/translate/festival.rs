//! The Festival's keys: the deployment `festival`, one of the player's
//! figures taken back, which needs `festival` in play and names a feature
//! of the table. Written back as `{festival: {at, on}}`.

use carc_core::board::Board;
use carc_core::position as core;
use serde_json::{Value, json};

use super::{Cx, Keys, Named, check_capture_in, core_capture, needs_rules};
use crate::emit::named_json;
use crate::figure::RuleSet;
use crate::scenario::{Deploy, Sp};

pub(super) struct Festival;

impl Keys for Festival {
    fn check_deploy(&self, cx: &mut Cx, d: &Sp<Deploy>, board: &Board) -> bool {
        let Deploy::Festival(c) = &d.value else {
            return false;
        };
        let what = "the festival is The Festival's";
        check_capture_in(cx, RuleSet::Festival, c, (board, Named::Before), |_| {
            needs_rules(RuleSet::Festival, d.span, what, "needs other rules")
        });
        true
    }

    fn deploy(&self, cx: &mut Cx, d: &Sp<Deploy>) -> Option<Option<core::Deploy>> {
        let Deploy::Festival(c) = &d.value else {
            return None;
        };
        cx.spans.deployed(d.span, c.span);
        Some(core_capture(c, &cx.players).map(core::Deploy::Festival))
    }

    fn write_deploy(&self, d: &core::Deploy, players: &[String]) -> Option<Value> {
        let core::Deploy::Festival(c) = d else {
            return None;
        };
        Some(json!({"festival": named_json(c, players)}))
    }
}
