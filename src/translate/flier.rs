//! The Flier's keys: a flight of the turn's figure or of the phantom. A
//! landing named on a square the roll reaches must be a feature of the tile
//! there. Written back: `fly: {roll, on}`.

use carc_core::board::Board;
use carc_core::catalogue::Tile;
use carc_core::position as core;
use serde_json::{Value, json};

use super::{Cx, Keys, named_feature, not_in_play, placed_tile};
use crate::figure::RuleSet;
use crate::diag::{Problem, msg};
use crate::emit::on_json;
use crate::scenario::{Deploy, Flight, PhantomDeploy, Sp, Turn};

pub(super) struct Flier;

impl Keys for Flier {
    fn check_turn(&self, cx: &mut Cx, turn: &Turn, board: &Board) {
        if !cx.s.plays(RuleSet::Flier) {
            let deployed = turn
                .deploy
                .iter()
                .filter(|d| matches!(d.value, Deploy::Fly { .. }))
                .map(|d| d.span);
            let phantom = turn
                .phantom
                .iter()
                .filter(|p| matches!(p.value, PhantomDeploy::Fly(_)))
                .map(|p| p.span);
            for span in deployed.chain(phantom).collect::<Vec<_>>() {
                let what = &msg("diag-flight-flier");
                let label = msg("diag-needs-other-rules");
                cx.push(not_in_play(cx.s, RuleSet::Flier, span, what, label));
            }
            return;
        }
        if let Some(tile) = placed_tile(turn) {
            check_landings(turn, tile, board, &mut cx.problems);
        }
    }

    fn deploy(&self, cx: &mut Cx, d: &Sp<Deploy>) -> Option<Option<core::Deploy>> {
        let Deploy::Fly { figure, flight: f } = &d.value else {
            return None;
        };
        let on = f.on.as_ref().map(|o| o.span).unwrap_or(f.span);
        cx.spans.deployed(figure.span, on);
        Some(Some(core::Deploy::Fly {
            figure: figure.value,
            flight: flight(f),
        }))
    }

    fn write_deploy(&self, d: &core::Deploy, _players: &[String]) -> Option<Value> {
        let core::Deploy::Fly { figure, flight } = d else {
            return None;
        };
        Some(json!({"figure": figure.name(), "fly": flight_json(flight)}))
    }
}

/// A flight as the core takes it.
pub(super) fn flight(f: &Flight) -> core::Flight {
    core::Flight {
        roll: f.roll.as_ref().map(|r| r.value),
        on: f.on.as_ref().map(|o| o.value),
    }
}

/// A flight as `fly` writes it.
pub(super) fn flight_json(f: &core::Flight) -> Value {
    let mut v = json!({});
    if let Some(r) = f.roll {
        v["roll"] = json!(r);
    }
    if let Some(on) = f.on {
        v["on"] = on_json(on);
    }
    v
}

/// A flight with a roll reaches a known square: the feature named there
/// must be one its tile has.
fn check_landings(turn: &Turn, tile: &'static Tile, board: &Board, problems: &mut Vec<Problem>) {
    let Some(dir) = tile.flier_dir(turn.place.rotation.value) else {
        return;
    };
    let flights = [
        turn.deploy.as_ref().and_then(|d| match &d.value {
            Deploy::Fly { flight, .. } => Some(flight),
            _ => None,
        }),
        turn.phantom.as_ref().and_then(|p| match &p.value {
            PhantomDeploy::Fly(flight) => Some(flight),
            _ => None,
        }),
    ];
    for flight in flights.into_iter().flatten() {
        let (Some(roll), Some(on)) = (&flight.roll, &flight.on) else {
            continue;
        };
        let (dx, dy) = dir.delta();
        let n = i32::from(roll.value);
        let square = turn.place.at.value.step(dx * n, dy * n);
        if let Some(reached) = board.tile(square) {
            let what = msg("diag-roll-reaches")
                .arg("tile", reached.tile.id)
                .arg("at", square.to_string())
                .arg("roll", n);
            problems.extend(named_feature(reached.tile, reached.rot, on, &what));
        }
    }
}
