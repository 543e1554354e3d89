//! The Tower in a saved game of JCloisterZone: its tiles, a floor built
//! (`PLACE_TOKEN TOWER_PIECE`) with the follower it captures
//! (`CAPTURE_FOLLOWER`) and the exchange chosen (`EXCHANGE_FOLLOWER`), a
//! follower set on top of a tower (a deployment onto `Tower`), and a
//! ransom paid (`PAY_RANSOM`, before the tile). The file names the figure
//! bought back, not who holds it: that is read from the position.

use carc_core::position::{Capture, Deploy, Position, Ransom, Standpoint, TurnAction};
use carc_core::{FigureKind, RuleSet};

use super::{Cx, JczBox, Names, Pointer, Taken};
use crate::diag::{Problem, Text, msg};
use crate::import::read::At;
use crate::import::replay::{Message, meeple, named_figure};

pub(super) struct Tower;

impl JczBox for Tower {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::Tower,
            sets: &[("tower", "TO")],
            elements: &["tower"],
            meeples: &[],
            kept: &[],
        }
    }

    fn deploy(
        &self,
        figure: FigureKind,
        _placed: carc_core::geometry::Pos,
        pointer: &Pointer,
        _cx: &Cx,
    ) -> Option<Result<Deploy, Text>> {
        (pointer.feature == "Tower").then_some(Ok(Deploy::TowerTop {
            figure,
            at: pointer.at,
        }))
    }

    fn message(&self, m: &Message, cx: &Cx, turn: &mut TurnAction) -> Taken {
        let committed = cx.committed;
        if committed {
            return None;
        }
        let token = m.payload.get("token").and_then(|t| t.node.as_str());
        Some(match (m.kind, token) {
            ("PLACE_TOKEN", Some("TOWER_PIECE")) => floor(m, turn),
            ("CAPTURE_FOLLOWER", _) => captured(m, cx, turn),
            ("EXCHANGE_FOLLOWER", _) => exchanged(m, cx, turn),
            ("PAY_RANSOM", _) => {
                meeple(&m.payload.get("meepleId")?, cx).map(|(owner, figure)| {
                    // Whose prisoner it is comes from the position (`settle`).
                    turn.ransom = Some(Ransom {
                        from: owner,
                        figure,
                    });
                })
            }
            _ => return None,
        })
    }

    fn settle(&self, position: &Position, turn: &mut TurnAction) {
        let Some(r) = turn.ransom.as_mut() else {
            return;
        };
        if let Some(p) = position
            .prisoners
            .iter()
            .find(|p| p.owner == position.current && p.kind == r.figure)
        {
            r.from = p.holder;
        }
    }
}

/// A floor built on the tower of a square, instead of deploying.
fn floor(m: &Message, turn: &mut TurnAction) -> Result<(), Problem> {
    let at = m.payload.need("pointer")?.need("position")?.square()?;
    if turn.deploy.is_some() {
        return Err(second(m));
    }
    turn.deploy = Some(Deploy::Floor {
        at,
        capture: None,
        exchange: None,
    });
    Ok(())
}

/// The follower the floor just built captures; one on top of a tower is
/// named by the tower.
fn captured(m: &Message, cx: &Cx, turn: &mut TurnAction) -> Result<(), Problem> {
    let pointer = m.payload.need("pointer")?;
    let figure = if on_tower(&pointer) {
        let (owner, figure) = meeple(&pointer.need("meepleId")?, cx)?;
        let at = pointer.need("featurePointer")?.need("position")?.square()?;
        Capture {
            at,
            on: Standpoint::Tower,
            owner: Some(owner),
            figure: Some(figure),
        }
    } else {
        named_figure(&pointer, cx)?
    };
    match turn.deploy.as_mut() {
        Some(Deploy::Floor { capture, .. }) if capture.is_none() => {
            *capture = Some(figure);
            Ok(())
        }
        _ => Err(second(m)),
    }
}

/// Which of the capturer's own followers comes back in the exchange.
fn exchanged(m: &Message, cx: &Cx, turn: &mut TurnAction) -> Result<(), Problem> {
    let (_, figure) = meeple(&m.payload.need("meepleId")?, cx)?;
    match turn.deploy.as_mut() {
        Some(Deploy::Floor { exchange, .. }) => {
            *exchange = Some(figure);
            Ok(())
        }
        _ => Err(second(m)),
    }
}

fn on_tower(pointer: &At) -> bool {
    pointer
        .get("featurePointer")
        .and_then(|f| f.get("feature"))
        .and_then(|f| f.node.as_str())
        == Some("Tower")
}

#[cold]
fn second(m: &Message) -> Problem {
    m.at.unsupported(
        msg("diag-import-message-out-of-place").arg("kind", m.kind),
        msg("diag-import-file-jcloisterzone-saved"),
    )
}
