//! The sieges' keys: the action's `escape`, a knight leaving a besieged
//! city, which needs `sieges` in play and names a feature of the table.
//! Written back as `escape: {at, on}`.

use crate::diag::msg;
use carc_core::board::Board;
use carc_core::position as core;
use serde_json::Value;

use super::{Cx, Keys, Named, check_capture_in, core_capture, needs_rules};
use crate::emit::named_json;
use crate::figure::RuleSet;
use crate::scenario::Turn;

pub(super) struct Sieges;

impl Keys for Sieges {
    fn check_turn(&self, cx: &mut Cx, turn: &Turn, board: &Board) {
        let Some(c) = &turn.escape else { return };
        let what = &msg("diag-escape-from-besieged-city-sieges");
        check_capture_in(cx, RuleSet::Sieges, c, (board, Named::AtTheEnd), |_| {
            needs_rules(RuleSet::Sieges, c.span, what, msg("diag-needs-other-rules"))
        });
    }

    fn turn(&self, cx: &mut Cx, turn: &Turn, action: &mut core::TurnAction) -> Option<()> {
        if let Some(c) = &turn.escape {
            cx.spans.set(core::Locus::Escape, c.span);
            action.escape = Some(core_capture(c, &cx.players)?);
        }
        Some(())
    }

    fn write_turn(&self, turn: &core::TurnAction, players: &[String], action: &mut Value) {
        if let Some(c) = &turn.escape {
            action["escape"] = named_json(c, players);
        }
    }
}
