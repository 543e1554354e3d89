//! Bridges, Castles & Bazaars in a saved game of JCloisterZone: its tile
//! set (`BB/…`), the element `bridge`, and a bridge laid with the tile
//! (`PLACE_TOKEN BRIDGE`, before the commit, on the placed tile or a
//! neighbour, `location` `NS` or `WE`). The castles are the `castles`
//! box's; a bazaar's auction is not imported yet, and a game that holds one
//! is refused at its first message.

use carc_core::RuleSet;
use carc_core::boxes::bridges_castles_bazaars::{Axis, Bridge};
use carc_core::position::TurnAction;

use super::{Cx, JczBox, Names, Taken};
use crate::diag::{Problem, msg};
use crate::import::replay::{Message, pointer};

pub(super) struct BridgesCastlesBazaars;

impl JczBox for BridgesCastlesBazaars {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::BridgesCastlesBazaars,
            sets: &[("bridges-castles-and-bazaars", "BB")],
            elements: &["bridge"],
            meeples: &[],
            kept: &[],
        }
    }

    fn message(&self, m: &Message, cx: &Cx, turn: &mut TurnAction) -> Taken {
        let token = m.payload.get("token")?;
        if cx.committed || m.kind != "PLACE_TOKEN" || token.node.as_str() != Some("BRIDGE") {
            return None;
        }
        let mut read = || -> Result<(), Problem> {
            let at = m.payload.need("pointer")?;
            let p = pointer(&at, cx.tiles)?;
            let axis = match p.location {
                "NS" => Axis::NorthSouth,
                "WE" => Axis::EastWest,
                _ => {
                    return Err(at.unsupported(
                        msg("diag-bcb-import-bridge-location").arg("location", p.location),
                        msg("diag-import-file-jcloisterzone-saved"),
                    ));
                }
            };
            turn.boxes.put(Bridge { at: p.at, axis });
            Ok(())
        };
        Some(read())
    }
}
