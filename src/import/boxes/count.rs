//! The Count of Carcassonne in a saved game of JCloisterZone: the City's
//! twelve tiles as the start (carc's catalogue holds them under
//! JCloisterZone's ids), a figure put into a quarter after scoring
//! (a deployment onto `Quarter`) and the count moved after it
//! (`MOVE_NEUTRAL_FIGURE count.1`); a figure leaving a quarter for a
//! feature before it scores is a deployment of a figure that stood in one.

use carc_core::RuleSet;
use carc_core::position::{EnterCity, LeaveCity, Quarter, TurnAction};

use super::{Cx, JczBox, Kept, Names, Taken};
use crate::diag::{Problem, msg};
use crate::import::read::At;
use crate::import::replay::{Message, meeple, pointer};

pub(super) struct Count;

impl JczBox for Count {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::Count,
            sets: &[("count", "CO")],
            elements: &["count"],
            meeples: &[],
            kept: &[
                Kept {
                    key: "count-move",
                    values: &["by-player"],
                    why: "diag-carc-lets-player-who-entered",
                },
                Kept {
                    key: "coc-final-scoring",
                    values: &["market-only"],
                    why: "diag-carc-scores-only-market-figures",
                },
            ],
        }
    }

    fn message(&self, m: &Message, cx: &Cx, turn: &mut TurnAction) -> Taken {
        let committed = cx.committed;
        if !committed {
            return None;
        }
        match m.kind {
            "DEPLOY_MEEPLE" if left_city(m, cx) => Some(leave(m, cx, turn)),
            "DEPLOY_MEEPLE" => {
                let pointer = m.payload.get("pointer")?;
                let location = pointer.get("location")?;
                let quarter = quarter(location.node.as_str()?)?;
                let read = || meeple(&m.payload.need("meepleId")?, cx);
                Some(read().map(|(_, kind)| {
                    turn.enter_city = Some(EnterCity { kind, quarter });
                }))
            }
            "MOVE_NEUTRAL_FIGURE" => {
                let figure = m.payload.get("figureId")?;
                if figure.node.as_str() != Some("count.1") {
                    return None;
                }
                Some(moved(&m.payload, turn))
            }
            _ => None,
        }
    }
}

/// Whether a deployment takes a figure out of a quarter of the City.
fn left_city(m: &Message, cx: &Cx) -> bool {
    let id = m.payload.get("meepleId").and_then(|i| i.node.as_str());
    id.and_then(|id| cx.meeples.get(id))
        .is_some_and(|s| s.feature == "Quarter")
}

/// A figure leaving its quarter for a feature about to be scored.
fn leave(m: &Message, cx: &Cx, turn: &mut TurnAction) -> Result<(), Problem> {
    let id = m.payload.need("meepleId")?;
    let (owner, kind) = meeple(&id, cx)?;
    let from = id.str()?;
    let stood = cx.meeples.get(from).map(|s| s.location.as_str());
    let quarter = stood
        .and_then(quarter)
        .ok_or_else(|| id.wrong(&msg("diag-figure-quarter-city")))?;
    let at = m.payload.need("pointer")?;
    let to = pointer(&at, cx.tiles)?;
    let on = to.on.ok_or_else(|| at.wrong(&msg("diag-feature-tile")))?;
    turn.leave_city.push(LeaveCity {
        owner,
        kind,
        quarter,
        at: to.at,
        on,
    });
    Ok(())
}

/// Where the count goes: a quarter of the City.
fn moved(payload: &At, turn: &mut TurnAction) -> Result<(), Problem> {
    let location = payload.need("to")?.need("location")?;
    let q = quarter(location.str()?).ok_or_else(|| location.wrong(&msg("diag-quarter-city")))?;
    turn.move_count = Some(q);
    Ok(())
}

/// A quarter by JCloisterZone's name (`QUARTER_MARKET`).
fn quarter(location: &str) -> Option<Quarter> {
    Quarter::parse(&location.strip_prefix("QUARTER_")?.to_ascii_lowercase())
}
