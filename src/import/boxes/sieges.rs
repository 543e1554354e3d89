//! The sieges in a saved game of JCloisterZone: The Cathars' and The
//! Besiegers' tiles, and a knight's escape at the end of the turn
//! (`RETURN_MEEPLE` from `SIEGE_ESCAPE`). JCloisterZone's default lets a
//! monastery beside any tile of the city open the escape (RGG's rule);
//! carc judges the German rule, a monastery around a siege tile (readings
//! §1.11), so an escape only RGG's rule allows is ruled illegal there,
//! citing that reading.

use carc_core::RuleSet;
use carc_core::position::{Rules, TurnAction};

use super::{Cx, JczBox};
use crate::diag::Problem;
use crate::import::replay::{Message, named_figure};

pub(super) struct Sieges;

impl JczBox for Sieges {
    fn rule_set(&self) -> RuleSet {
        RuleSet::Sieges
    }

    fn sets(&self) -> &'static [&'static str] {
        &["siege/cathars", "siege/besiegers"]
    }

    fn elements(&self) -> &'static [&'static str] {
        &["siege", "escape"]
    }

    /// The German escape rule is JCloisterZone's other choice.
    fn rule(&self, key: &str, value: &str, _rules: &mut Rules) -> Option<Result<(), String>> {
        (key == "espace-variant").then(|| match value {
            "siege-tile" | "any-tile" => Ok(()),
            other => Err(format!("no escape rule `{other}` is known")),
        })
    }

    fn message(
        &self,
        m: &Message,
        committed: bool,
        cx: &Cx,
        turn: &mut TurnAction,
    ) -> Option<Result<(), Problem>> {
        let source = m.payload.get("source")?;
        if !committed || m.kind != "RETURN_MEEPLE" || source.node.as_str() != Some("SIEGE_ESCAPE") {
            return None;
        }
        let read = || named_figure(&m.payload.need("pointer")?, cx);
        Some(read().map(|knight| turn.escape = Some(knight)))
    }
}
