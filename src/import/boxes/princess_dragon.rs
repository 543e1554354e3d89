//! The Princess & the Dragon in a saved game of JCloisterZone: its tiles,
//! the dragon's steps and the fairy's moves (both `MOVE_NEUTRAL_FIGURE`),
//! the princess sending a knight home (`RETURN_MEEPLE` from `PRINCESS`).
//! The dragon flies to a volcano by itself, as in carc. Rules carc does
//! not judge as written there are refused: the princess as a must, the
//! fairy on a tile rather than beside a follower, the dragon after scoring.

use carc_core::catalogue::Symbol;
use carc_core::geometry::Pos;
use carc_core::position::{Deploy, Standpoint, TurnAction};
use carc_core::{FigureKind, RuleSet};

use super::{Cx, JczBox, Kept, Names, Pointer, Taken};
use crate::diag::{Problem, Text, msg};
use crate::import::replay::{Message, named_figure};

pub(super) struct PrincessDragon;

impl JczBox for PrincessDragon {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::PrincessDragon,
            sets: &[("princess-and-dragon", "DG")],
            elements: &["dragon", "fairy", "princess", "portal"],
            meeples: &[],
            kept: &[
                Kept {
                    key: "princess-action",
                    values: &["may"],
                    why: "diag-princess-removal-choice-carc-box",
                },
                Kept {
                    key: "fairy-placement",
                    values: &["next-follower"],
                    why: "diag-carc-moves-fairy-next-follower",
                },
                Kept {
                    key: "dragon-move",
                    values: &["before-scoring"],
                    why: "diag-carc-moves-dragon-before-scoring",
                },
            ],
        }
    }

    /// A figure deployed onto another tile than the one placed, a tile
    /// with a magic portal: it went through the portal.
    fn deploy(
        &self,
        figure: FigureKind,
        placed: Pos,
        pointer: &Pointer,
        cx: &Cx,
    ) -> Option<Result<Deploy, Text>> {
        let portal = cx
            .tiles
            .get(&placed)
            .is_some_and(|t| t.symbol == Symbol::Portal);
        (portal && pointer.at != placed).then(|| {
            let on = pointer
                .on
                .ok_or_else(|| msg("diag-place-carc-cannot-name-tile"))?;
            Ok(Deploy::Portal {
                figure,
                at: pointer.at,
                on: Standpoint::Feature(on),
            })
        })
    }

    fn message(&self, m: &Message, cx: &Cx, turn: &mut TurnAction) -> Taken {
        let committed = cx.committed;
        if committed {
            return None;
        }
        match m.kind {
            "MOVE_NEUTRAL_FIGURE" => Some(neutral(m, cx, turn)),
            "RETURN_MEEPLE" => {
                let source = m.payload.get("source")?;
                (source.node.as_str() == Some("PRINCESS")).then(|| {
                    let knight = named_figure(&m.payload.need("pointer")?, cx)?;
                    place(m, turn, Deploy::Princess(knight))
                })
            }
            _ => None,
        }
    }
}

/// A neutral figure moved: a step of the dragon, or the fairy next to one
/// of the player's followers instead of deploying.
fn neutral(m: &Message, cx: &Cx, turn: &mut TurnAction) -> Result<(), Problem> {
    let figure = m.payload.need("figureId")?;
    let to = m.payload.need("to")?;
    match figure.str()? {
        "dragon.1" => {
            let step = to.square()?;
            turn.dragon.get_or_insert_with(Vec::new).push(step);
            Ok(())
        }
        "fairy.1" => {
            let next_to = named_figure(&to, cx)?;
            place(m, turn, Deploy::Fairy(next_to))
        }
        other => Err(figure.unsupported(
            msg("diag-import-move-of").arg("figure", other),
            msg("diag-carc-imports-dragon-fairy-princess"),
        )),
    }
}

/// The turn's one deployment.
fn place(m: &Message, turn: &mut TurnAction, d: Deploy) -> Result<(), Problem> {
    if turn.deploy.is_some() {
        return Err(m.at.unsupported(
            msg("diag-second-move-instead-deploying-one"),
            msg("diag-import-file-jcloisterzone-saved"),
        ));
    }
    turn.deploy = Some(d);
    Ok(())
}
