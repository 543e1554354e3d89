//! The Flier in a saved game of JCloisterZone: its tiles, and a follower
//! sent by the flying machine. JCloisterZone deploys it onto the machine
//! with the die's random value (the distance is `floor(random x 3) + 1`,
//! the die's 1 to 3), then, where it can land, deploys it again onto the
//! feature of the tile reached: both make carc's one `fly`.

use carc_core::RuleSet;
use carc_core::position::{Deploy, Flight, TurnAction};

use super::{Cx, JczBox, Names, Taken};
use crate::diag::Problem;
use crate::import::replay::{Message, meeple, pointer};

pub(super) struct Flier;

impl JczBox for Flier {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::Flier,
            sets: &["flier"],
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
        match (on_machine, turn.deploy.as_mut()) {
            (true, None) => Some(take_off(m, cx, turn)),
            // The landing: the second deployment of the figure in flight.
            (false, Some(Deploy::Fly { flight, .. })) if flight.on.is_none() => {
                let read = || pointer(&at, cx.tiles);
                Some(read().and_then(|p| {
                    flight.on = p.on;
                    p.on.map(|_| ()).ok_or_else(|| {
                        at.unsupported(
                            "a landing on a place carc cannot name on a tile",
                            "import the file as JCloisterZone saved it",
                        )
                    })
                }))
            }
            _ => None,
        }
    }
}

/// The figure put on the machine, and the distance its random value gives.
fn take_off(m: &Message, cx: &Cx, turn: &mut TurnAction) -> Result<(), Problem> {
    let (_, figure) = meeple(&m.payload.need("meepleId")?, cx)?;
    let random = m.payload.need("random")?;
    let value = match random.node.value {
        crate::yaml::Value::Float(f) => f,
        crate::yaml::Value::Int(n) => n as f64,
        _ => return Err(random.wrong("the die's random value, from 0 to 1")),
    };
    if !(0.0..1.0).contains(&value) {
        return Err(random.wrong("the die's random value, from 0 to 1"));
    }
    // 1 + floor(value x 3), in 1 to 3.
    let roll = 1 + (value * 3.0) as u8;
    turn.deploy = Some(Deploy::Fly {
        figure,
        flight: Flight {
            roll: Some(roll.min(3)),
            on: None,
        },
    });
    Ok(())
}
