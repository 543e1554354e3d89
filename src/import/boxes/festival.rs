//! The Festival in a saved game of JCloisterZone: its tiles, and one of
//! the player's own figures taken back instead of deploying
//! (`RETURN_MEEPLE` from `FESTIVAL`).

use crate::diag::msg;
use carc_core::RuleSet;
use carc_core::position::{Deploy, TurnAction};

use super::{Cx, JczBox, Kept, Names, Taken};
use crate::import::replay::{Message, named_figure};

pub(super) struct Festival;

impl JczBox for Festival {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::Festival,
            sets: &[("festival", "FE")],
            elements: &["festival"],
            meeples: &[],
            kept: &[Kept {
                key: "festival-return",
                values: &["meeple"],
                why: "diag-carc-lets-any-player-figures",
            }],
        }
    }

    fn message(&self, m: &Message, cx: &Cx, turn: &mut TurnAction) -> Taken {
        let committed = cx.committed;
        let source = m.payload.get("source")?;
        if committed || m.kind != "RETURN_MEEPLE" || source.node.as_str() != Some("FESTIVAL") {
            return None;
        }
        let read = || named_figure(&m.payload.need("pointer")?, cx);
        Some(read().and_then(|figure| {
            if turn.deploy.is_some() {
                return Err(m.at.unsupported(
                    msg("diag-second-move-instead-deploying-one"),
                    msg("diag-import-file-jcloisterzone-saved"),
                ));
            }
            turn.deploy = Some(Deploy::Festival(figure));
            Ok(())
        }))
    }
}
