//! Abbey & Mayor in a saved game of JCloisterZone: its tiles, the abbey,
//! the mayor, the wagon and the barn. JCloisterZone names a barn by the
//! tile whose north-west corner it stands at, and a freed wagon's move by
//! a deployment after the turn's commit; its default wagon rule is the new
//! edition's, carc's variant `wagon-move: nearby`.

use carc_core::geometry::{Corner, Pos};
use carc_core::position::{Deploy, Rules, TurnAction, WagonChoice, WagonMove, WagonTarget};
use carc_core::{FigureKind, RuleSet};

use super::{Cx, JczBox, Names, Pointer, Taken};
use crate::diag::{Problem, Text, msg};
use crate::import::replay::{Message, meeple, pointer};

pub(super) struct AbbeyMayor;

impl JczBox for AbbeyMayor {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::AbbeyMayor,
            sets: &[("abbey-and-mayor", "AM")],
            elements: &["abbey", "mayor", "wagon", "barn"],
            meeples: &[
                ("mayor", FigureKind::Mayor),
                ("wagon", FigureKind::Wagon),
                ("barn", FigureKind::Barn),
            ],
            kept: &[],
        }
    }

    fn rule(&self, key: &str, value: &str, rules: &mut Rules) -> Option<Result<(), Text>> {
        match key {
            "wagon-move" => Some(match value {
                "C2" => {
                    rules.wagon_move = WagonMove::Nearby;
                    Ok(())
                }
                "C1" => {
                    rules.wagon_move = WagonMove::Connected;
                    Ok(())
                }
                other => Err(msg("diag-import-no-wagon-rule").arg("value", other)),
            }),
            "barn-placement" => Some(match value {
                "not-occupied" => Ok(()),
                _ => Err(msg("diag-carc-lets-barn-onto-farm")),
            }),
            _ => None,
        }
    }

    fn deploy(
        &self,
        figure: FigureKind,
        placed: Pos,
        pointer: &Pointer,
        _cx: &Cx,
    ) -> Option<Result<Deploy, Text>> {
        (figure == FigureKind::Barn).then(|| {
            // The tile named is the one whose north-west corner the barn
            // stands at: the placed tile itself, or its neighbour east,
            // south or south-east.
            let corner = match (pointer.at.x - placed.x, pointer.at.y - placed.y) {
                (0, 0) => Corner::NW,
                (1, 0) => Corner::NE,
                (0, -1) => Corner::SW,
                (1, -1) => Corner::SE,
                _ => return Err(msg("diag-barn-corner-tile-placed-turn")),
            };
            Ok(Deploy::Corner { figure, corner })
        })
    }

    /// A wagon deployed after the commit is a freed wagon moving on.
    fn message(&self, m: &Message, cx: &Cx, turn: &mut TurnAction) -> Taken {
        let committed = cx.committed;
        if !committed || m.kind != "DEPLOY_MEEPLE" {
            return None;
        }
        let read = || -> Result<Option<WagonChoice>, Problem> {
            let id = m.payload.need("meepleId")?;
            let (player, figure) = meeple(&id, cx)?;
            let pointer = pointer(&m.payload.need("pointer")?, cx.tiles)?;
            // A wagon moves on from a feature it stood on; from anywhere
            // else (a quarter of the City) the move is another box's.
            let stood = cx.meeples.get(id.str()?);
            let on_feature =
                stood.is_some_and(|s| matches!(s.feature.as_str(), "Road" | "City" | "Monastery"));
            let Some(on) = pointer
                .on
                .filter(|_| figure == FigureKind::Wagon && on_feature)
            else {
                return Ok(None);
            };
            // The wagon moved is named by its square: a player may have
            // several freed at once where the game gives more than one.
            Ok(Some(WagonChoice {
                owner: player,
                from: stood.map(|s| s.at),
                to: WagonTarget::Feature { at: pointer.at, on },
            }))
        };
        match read() {
            Err(p) => Some(Err(p)),
            Ok(None) => None,
            Ok(Some(w)) => {
                turn.wagons.push(w);
                Some(Ok(()))
            }
        }
    }
}
