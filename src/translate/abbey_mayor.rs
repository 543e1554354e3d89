//! Abbey & Mayor's keys: the abbey, which is never turned; the barn, which
//! stands at a corner where four fields meet; the wagons' choices, which
//! name players and features of the table; and the variant `wagon-move`.
//! Written back: the variant and the wagons' choices.

use carc_core::board::{Board, PlacedTile, Standing};
use carc_core::catalogue::{Catalogue, Kind, Tile};
use carc_core::position::{self as core, Position, WagonMove};
use serde_json::{Value, json};

use super::{Cx, Keys, Object, Stands, allowed_places, figure_a, named_feature, placed_tile};
use crate::diag::{Problem, msg};
use crate::emit::on_json;
use crate::figure::FigureKind;
use crate::geometry::Rotation;
use crate::scenario::{BoardEntry, Deploy, FigureEntry, Sp, Spot, Turn, WagonTarget};
use carc_core::geometry::Pos;

pub(super) struct AbbeyMayor;

impl Keys for AbbeyMayor {
    fn check_tile(&self, cx: &mut Cx, entry: &BoardEntry, placed: &mut PlacedTile) {
        cx.extend(abbey_turned(placed.tile, &entry.rotation));
    }

    /// The barn at a corner where four fields meet, and no other figure at
    /// a corner.
    fn stand(&self, t: &PlacedTile, fig: &FigureEntry, _board: &Board) -> Stands {
        let (kind, spot) = (fig.figure.value, &fig.spot);
        Some(match (kind, spot.value) {
            (FigureKind::Barn, Spot::Corner(c)) => {
                let fields = c.points().iter().all(|p| {
                    t.tile
                        .feature_at(*p, t.rot)
                        .is_some_and(|f| t.tile.features[f].kind == Kind::Field)
                });
                if fields {
                    Ok(Standing::Corner(c))
                } else {
                    let message = msg("diag-corner-not-field")
                        .arg("corner", c.name())
                        .arg("tile", t.tile.id);
                    Err(Problem::says("input::barn-corner", spot.span, message))
                }
            }
            (FigureKind::Barn, Spot::On(_)) => Err(Problem::says(
                "input::barn-corner",
                spot.span,
                msg("diag-barn-stands-corner-feature"),
            )),
            (_, Spot::Corner(_)) => Err(Problem::says(
                "input::corner",
                spot.span,
                msg("diag-only-barn-at-corner").arg("figure", figure_a(kind)),
            )
            .help(
                msg("diag-stands-on-key")
                    .arg("figure", figure_a(kind))
                    .arg("places", allowed_places(kind)),
            )),
            _ => return None,
        })
    }

    fn position(&self, cx: &mut Cx, position: &mut Position) {
        position.rules.wagon_move = cx.s.wagon_move.value;
    }

    fn check_turn(&self, cx: &mut Cx, turn: &Turn, board: &Board) {
        check_wagon_targets(turn, board, &mut cx.problems);
        if let Some(tile) = placed_tile(turn) {
            cx.extend(abbey_turned(tile, &turn.place.rotation));
        }
        for w in &turn.wagons {
            let owner = cx.player(&w.owner);
            if let (Some(from), Some(owner)) = (&w.from, owner) {
                let problem = wagon_from(turn, board, owner, from, &w.owner.value);
                cx.extend(problem);
            }
        }
        if let Some(first) = turn.wagons.first() {
            cx.in_play(&Sp::new(FigureKind::Wagon, first.span));
        }
    }

    fn turn(&self, cx: &mut Cx, turn: &Turn, action: &mut core::TurnAction) -> Option<()> {
        for w in &turn.wagons {
            cx.spans
                .set(core::Locus::Wagon(action.wagons.len()), w.span);
            let owner = cx.players.get(&w.owner.value)?;
            let to = match &w.to.value {
                WagonTarget::Supply => core::WagonTarget::Supply,
                WagonTarget::Feature { at, on } => core::WagonTarget::Feature {
                    at: at.value,
                    on: on.value,
                },
            };
            let from = w.from.as_ref().map(|f| f.value);
            action.wagons.push(core::WagonChoice { owner, from, to });
        }
        Some(())
    }

    fn write_position(&self, position: &Position, top: &mut Object) {
        if position.rules.wagon_move == WagonMove::Nearby {
            top.insert("variants".into(), json!({"wagon-move": "nearby"}));
        }
    }

    fn write_turn(&self, turn: &core::TurnAction, players: &[String], action: &mut Value) {
        if turn.wagons.is_empty() {
            return;
        }
        let name = |p: usize| players.get(p).cloned().unwrap_or_default();
        action["wagons"] = turn
            .wagons
            .iter()
            .map(|w| {
                let mut choice = json!({"owner": name(w.owner)});
                if let Some(from) = w.from {
                    choice["from"] = json!([from.x, from.y]);
                }
                choice["to"] = match w.to {
                    core::WagonTarget::Supply => json!("supply"),
                    core::WagonTarget::Feature { at, on } => {
                        json!({"at": [at.x, at.y], "on": on_json(on)})
                    }
                };
                choice
            })
            .collect();
    }
}

/// The abbey is never turned: a rotation given for it is a problem.
fn abbey_turned(tile: &Tile, rotation: &Sp<Rotation>) -> Option<Problem> {
    (tile.abbey && rotation.value != Rotation::default()).then(|| {
        Problem::new(
            "input::abbey-rotation",
            rotation.span,
            msg("diag-abbey-not-turned"),
        )
        .label(msg("diag-rotation-given"))
        .help(msg("diag-drop-rotation-abbey-fits-any"))
    })
}

/// A wagon's target names a tile of the table (or the placed one) and one
/// of its features.
/// A choice's `from` names a square where its owner's wagon stands, or
/// the square of this turn's tile where a wagon is deployed.
fn wagon_from(
    turn: &Turn,
    board: &Board,
    owner: carc_core::board::PlayerIdx,
    from: &Sp<Pos>,
    name: &str,
) -> Option<Problem> {
    let standing = board
        .figures
        .iter()
        .any(|f| f.pos == from.value && f.owner == owner && f.kind == FigureKind::Wagon);
    let deployed = from.value == turn.place.at.value
        && turn.deploy.as_ref().is_some_and(
            |d| matches!(&d.value, Deploy::On { figure, .. } if figure.value == FigureKind::Wagon),
        );
    (!standing && !deployed).then(|| {
        let message = msg("diag-no-wagon-on")
            .arg("player", name)
            .arg("at", from.value.to_string());
        Problem::says("input::no-wagon", from.span, message)
    })
}

fn check_wagon_targets(turn: &Turn, board: &Board, problems: &mut Vec<Problem>) {
    for w in &turn.wagons {
        let WagonTarget::Feature { at, on } = &w.to.value else {
            continue;
        };
        let tile = match board.tile(at.value) {
            Some(t) => Some((t.tile, t.rot)),
            None if at.value == turn.place.at.value => Catalogue::get()
                .tile(&turn.place.tile.value)
                .map(|t| (t, turn.place.rotation.value)),
            None => None,
        };
        match tile {
            Some((tile, rot)) => {
                let what = msg("diag-the-tile-on").arg("at", at.value.to_string());
                problems.extend(named_feature(tile, rot, on, &what));
            }
            None => problems.push(
                Problem::new(
                    "input::no-tile",
                    at.span,
                    msg("diag-no-tile-for-wagon").arg("at", at.value.to_string()),
                )
                .label(msg("diag-empty-square-bare"))
                .help(msg("diag-names-square-tile-table")),
            ),
        }
    }
}
