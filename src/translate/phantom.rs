//! The phantom's keys: the action's `phantom`, on a feature of the placed
//! tile (which it must have) or in flight, with the phantom's rules in
//! play. Written back as `phantom: {on}` or `phantom: {fly}`.

use crate::diag::msg;
use carc_core::board::Board;
use carc_core::position as core;
use serde_json::{Value, json};

use super::flier::{flight, flight_json};
use super::{Cx, Keys, named_feature, placed_tile};
use crate::emit::on_json;
use crate::figure::FigureKind;
use crate::scenario::{PhantomDeploy, Sp, Turn};

pub(super) struct Phantom;

impl Keys for Phantom {
    fn check_turn(&self, cx: &mut Cx, turn: &Turn, _board: &Board) {
        let Some(ph) = &turn.phantom else { return };
        if let Some(tile) = placed_tile(turn)
            && let PhantomDeploy::On(on) = &ph.value
        {
            let rot = turn.place.rotation.value;
            cx.extend(named_feature(tile, rot, on, &msg("diag-placed-tile")));
        }
        cx.in_play(&Sp::new(FigureKind::Phantom, ph.span));
    }

    fn turn(&self, cx: &mut Cx, turn: &Turn, action: &mut core::TurnAction) -> Option<()> {
        let spans = &mut cx.spans;
        action.phantom = turn.phantom.as_ref().map(|p| {
            spans.set(core::Locus::Phantom, p.span);
            match &p.value {
                PhantomDeploy::On(on) => {
                    spans.set(core::Locus::PhantomOn, on.span);
                    core::PhantomDeploy::On(on.value)
                }
                PhantomDeploy::Fly(f) => {
                    spans.set(core::Locus::PhantomOn, f.span);
                    core::PhantomDeploy::Fly(flight(f))
                }
            }
        });
        Some(())
    }

    fn write_turn(&self, turn: &core::TurnAction, _players: &[String], action: &mut Value) {
        if let Some(p) = &turn.phantom {
            action["phantom"] = match p {
                core::PhantomDeploy::On(on) => json!({"on": on_json(*on)}),
                core::PhantomDeploy::Fly(f) => json!({"fly": flight_json(f)}),
            };
        }
    }
}
