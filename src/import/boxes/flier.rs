//! The Flier in a saved game of JCloisterZone: its tiles, and a follower
//! sent by the flying machine. JCloisterZone deploys it onto the machine
//! with the die's random value (the distance is `floor(random x 3) + 1`,
//! the die's 1 to 3), then, where it can land, deploys it again onto the
//! feature of the tile reached: both make carc's one `fly`. The phantom
//! flies the same way as the turn's second figure.

use carc_core::position::{Deploy, Flight, PhantomDeploy, TurnAction};
use carc_core::{FigureKind, RuleSet};

use super::{Cx, JczBox, Names, Taken};
use crate::diag::{Problem, msg};
use crate::import::replay::{Message, meeple, pointer};

pub(super) struct Flier;

impl JczBox for Flier {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::Flier,
            sets: &[("flier", "FL")],
            elements: &[],
            meeples: &[],
            kept: &[],
        }
    }

    fn message(&self, m: &Message, cx: &Cx, turn: &mut TurnAction) -> Taken {
        let committed = cx.committed;
        if committed || m.kind != "DEPLOY_MEEPLE" {
            return None;
        }
        let at = m.payload.get("pointer")?;
        let on_machine = at.get("feature").and_then(|f| f.node.as_str()) == Some("FlyingMachine");
        let phantom = match meeple(&m.payload.get("meepleId")?, cx) {
            Ok((_, figure)) => figure == FigureKind::Phantom,
            Err(p) => return Some(Err(p)),
        };
        // The phantom flies as the turn's second figure, after the first.
        let in_flight = if phantom && turn.deploy.is_some() {
            match turn.phantom.as_mut() {
                Some(PhantomDeploy::Fly(flight)) => Some(flight),
                Some(_) => return None,
                None if on_machine => return Some(take_off(m, cx, turn)),
                None => return None,
            }
        } else {
            match turn.deploy.as_mut() {
                None if on_machine => return Some(take_off(m, cx, turn)),
                Some(Deploy::Fly { flight, .. }) => Some(flight),
                _ => None,
            }
        };
        // The landing: the second deployment of the figure in flight.
        let flight = in_flight.filter(|f| f.on.is_none() && !on_machine)?;
        let read = || pointer(&at, cx.tiles);
        Some(read().and_then(|p| {
            flight.on = p.on;
            p.on.map(|_| ()).ok_or_else(|| {
                at.unsupported(
                    msg("diag-landing-place-carc-cannot-name"),
                    msg("diag-import-file-jcloisterzone-saved"),
                )
            })
        }))
    }
}

/// The figure put on the machine, and the distance its random value gives.
fn take_off(m: &Message, cx: &Cx, turn: &mut TurnAction) -> Result<(), Problem> {
    let (_, figure) = meeple(&m.payload.need("meepleId")?, cx)?;
    let random = m.payload.need("random")?;
    let value = match random.node.value {
        crate::yaml::Value::Float(f) => f,
        crate::yaml::Value::Int(n) => n as f64,
        _ => return Err(random.wrong(&msg("diag-die-random-value-from-0"))),
    };
    if !(0.0..1.0).contains(&value) {
        return Err(random.wrong(&msg("diag-die-random-value-from-0")));
    }
    // 1 + floor(value x 3), in 1 to 3.
    let roll = 1 + (value * 3.0) as u8;
    let flight = Flight {
        roll: Some(roll.min(3)),
        on: None,
    };
    if turn.deploy.is_some() {
        turn.phantom = Some(PhantomDeploy::Fly(flight));
    } else {
        turn.deploy = Some(Deploy::Fly { figure, flight });
    }
    Ok(())
}
