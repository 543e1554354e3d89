//! The sieges in a saved game of JCloisterZone: The Cathars' and The
//! Besiegers' tiles, and a knight's escape at the end of the turn
//! (`RETURN_MEEPLE` from `SIEGE_ESCAPE`). JCloisterZone's default lets a
//! monastery beside any tile of the city open the escape (RGG's rule);
//! carc judges the German rule, a monastery around a siege tile (readings
//! §1.11), so an escape only RGG's rule allows is ruled illegal there,
//! citing that reading.

use carc_core::RuleSet;
use carc_core::position::TurnAction;

use super::{Cx, JczBox, Kept, Names, Taken};
use crate::import::replay::{Message, named_figure};

pub(super) struct Sieges;

impl JczBox for Sieges {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::Sieges,
            sets: &[("siege/cathars", "SI.CA"), ("siege/besiegers", "SI.BE")],
            elements: &["siege", "escape"],
            meeples: &[],
            // The German escape rule is JCloisterZone's other choice; both
            // import, and carc judges the German one.
            kept: &[Kept {
                key: "espace-variant",
                values: &["siege-tile", "any-tile"],
                why: "diag-other-escape-rule-known",
            }],
        }
    }

    fn message(&self, m: &Message, cx: &Cx, turn: &mut TurnAction) -> Taken {
        let committed = cx.committed;
        let source = m.payload.get("source")?;
        if !committed || m.kind != "RETURN_MEEPLE" || source.node.as_str() != Some("SIEGE_ESCAPE") {
            return None;
        }
        let read = || named_figure(&m.payload.need("pointer")?, cx);
        Some(read().map(|knight| turn.escape = Some(knight)))
    }
}
