//! Castles in a saved game of JCloisterZone: the element `castle`, and a
//! small city covered with its holder's castle (`PLACE_TOKEN CASTLE`,
//! before the commit). The rest of Bridges, Castles & Bazaars is its own
//! box's (`bridges_castles_bazaars.rs`).

use carc_core::RuleSet;
use carc_core::position::TurnAction;

use super::{Cx, JczBox, Names, Taken};
use crate::diag::{Problem, msg};
use crate::import::replay::{Message, pointer};

pub(super) struct Castles;

impl JczBox for Castles {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::Castles,
            sets: &[],
            elements: &["castle"],
            meeples: &[],
            kept: &[],
        }
    }

    fn message(&self, m: &Message, cx: &Cx, turn: &mut TurnAction) -> Taken {
        let committed = cx.committed;
        let token = m.payload.get("token")?;
        if committed || m.kind != "PLACE_TOKEN" || token.node.as_str() != Some("CASTLE") {
            return None;
        }
        let mut read = || -> Result<(), Problem> {
            let at = m.payload.need("pointer")?;
            let p = pointer(&at, cx.tiles)?;
            let on = p.on.ok_or_else(|| {
                at.unsupported(
                    msg("diag-castle-place-carc-cannot-name"),
                    msg("diag-import-file-jcloisterzone-saved"),
                )
            })?;
            turn.castles.push((p.at, on));
            Ok(())
        };
        Some(read())
    }
}
