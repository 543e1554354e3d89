//! The Ferries' keys: a lake's ferry (on the board, where every lake has
//! one, and on the placed tile) and the ferries moved. A ferry on a tile
//! without a lake, or joining road ends its lake lacks, is no position.
//! Written back: the ferries of the board and of the turn, and the moves.

use carc_core::board::{Board, PlacedTile};
use carc_core::catalogue::Tile;
use carc_core::position as core;
use serde_json::{Value, json};

use super::{Cx, Keys, not_in_play, placed_on, placed_tile};
use crate::diag::{Problem, Text, msg, names};
use crate::figure::RuleSet;
use crate::geometry::{Point, Rotation};
use crate::scenario::{BoardEntry, Scenario, Sp, Turn};
use crate::yaml::Span;

pub(super) struct Ferries;

impl Keys for Ferries {
    fn check_tile(&self, cx: &mut Cx, entry: &BoardEntry, placed: &mut PlacedTile) {
        if let Some(f) = &entry.ferry
            && !cx.s.plays(RuleSet::Ferries)
        {
            let what = &msg("diag-ferry-ferries");
            let label = msg("diag-needs-other-rules");
            cx.push(not_in_play(cx.s, RuleSet::Ferries, f.span, what, label));
            return;
        }
        let (ferry, at) = (entry.ferry.as_ref(), entry.tile.span);
        placed.ferry = check_ferry(cx, placed.tile, placed.rot, ferry, at);
    }

    fn check_turn(&self, cx: &mut Cx, turn: &Turn, board: &Board) {
        if !cx.s.plays(RuleSet::Ferries) {
            let ferry = turn
                .ferry
                .as_ref()
                .map(|f| (f.span, msg("diag-ferry-ferries")));
            let moved =
                (turn.move_ferries.first()).map(|m| (m.span, msg("diag-moving-ferry-ferries")));
            for (span, what) in ferry.into_iter().chain(moved) {
                let label = msg("diag-needs-other-rules");
                cx.push(not_in_play(cx.s, RuleSet::Ferries, span, what, label));
            }
            return;
        }
        check_ferry_moves(cx.s, turn, board, &mut cx.problems);
        // Whether a lake placed without `ferry` is legal is for the judge
        // (ferries:fn1); a ferry naming jetties the lake lacks is a typo.
        if let Some(tile) = placed_tile(turn)
            && let Some(f) = &turn.ferry
        {
            let rot = turn.place.rotation.value;
            check_ferry(cx, tile, rot, Some(f), turn.place.tile.span);
        }
    }

    fn turn(&self, cx: &mut Cx, turn: &Turn, action: &mut core::TurnAction) -> Option<()> {
        let spans = &mut cx.spans;
        if let Some(f) = &turn.ferry {
            spans.set(core::Locus::Ferry, f.span);
        }
        action.ferry = turn.ferry.as_ref().map(|f| f.value);
        let moves = &turn.move_ferries;
        action.move_ferries = spans.list(
            core::Locus::FerryMove,
            moves,
            |m| m.span,
            |m| core::FerryMove {
                at: m.at.value,
                to: m.to.value,
            },
        );
        Some(())
    }

    fn write_tile(&self, tile: &PlacedTile, entry: &mut Value) {
        if let Some(ends) = tile.ferry {
            entry["ferry"] = ferry_json(ends);
        }
    }

    fn write_turn(&self, turn: &core::TurnAction, _players: &[String], action: &mut Value) {
        if let Some(ends) = turn.ferry {
            action["ferry"] = ferry_json(ends);
        }
        if !turn.move_ferries.is_empty() {
            action["move_ferries"] = turn
                .move_ferries
                .iter()
                .map(|m| json!({"at": [m.at.x, m.at.y], "to": ferry_json(m.to)}))
                .collect();
        }
    }
}

/// A ferry as its two road ends: `[W, E]`.
fn ferry_json([x, y]: [Point; 2]) -> Value {
    json!([x.name(), y.name()])
}

/// Each `move_ferries` entry names a lake on the table and two of its jetties.
fn check_ferry_moves(s: &Scenario, turn: &Turn, board: &Board, problems: &mut Vec<Problem>) {
    for m in &turn.move_ferries {
        // A lake placed this turn (by a double turn's first tile too): its
        // ferry moving is the judge's to rule on.
        if placed_on(s, m.at.value) && board.tile(m.at.value).is_none() {
            continue;
        }
        let Some(lake) = board.tile(m.at.value) else {
            problems.push(
                Problem::new(
                    "input::no-tile",
                    m.at.span,
                    msg("diag-no-tile-for-ferry").arg("at", m.at.value.to_string()),
                )
                .label(msg("diag-empty-square-bare"))
                .help(msg("diag-names-square-lake-tile-board")),
            );
            continue;
        };
        if !lake.tile.lake {
            problems.push(
                Problem::new(
                    "input::ferry-without-lake",
                    m.at.span,
                    msg("diag-no-lake-no-ferry")
                        .arg("tile", lake.tile.id)
                        .arg("at", m.at.value.to_string()),
                )
                .label(msg("diag-not-a-lake-tile"))
                .help(msg("diag-names-square-lake-tile-board")),
            );
            continue;
        }
        let ends = lake.tile.lake_ends(lake.rot);
        let lake = msg("diag-lake-of-on")
            .arg("tile", lake.tile.id)
            .arg("at", m.at.value.to_string());
        problems.extend(jetty_pair_problem(&m.to, &ends, &lake));
    }
}

/// Why two points are no pair of this lake's jetties, if they are not: a
/// point it lacks (docs/readings.md §6b: broken input). The same point twice is
/// refused when the file is read.
fn jetty_pair_problem(pair: &Sp<[Point; 2]>, ends: &[Point], lake: &Text) -> Option<Problem> {
    let bad: Vec<Point> = pair
        .value
        .iter()
        .copied()
        .filter(|p| !ends.contains(p))
        .collect();
    (!bad.is_empty()).then(|| {
        let message = msg("diag-no-jetty-at")
            .arg("lake", lake.clone())
            .arg("points", names(&bad));
        Problem::says("input::ferry-ends", pair.span, message)
            .help(msg("diag-its-jetties").arg("points", names(ends)))
    })
}

/// The ferry of a lake tile: required there, and nowhere else.
fn check_ferry(
    cx: &mut Cx,
    tile: &Tile,
    rot: Rotation,
    ferry: Option<&Sp<[Point; 2]>>,
    tile_span: Span,
) -> Option<[Point; 2]> {
    let (s, problems) = (cx.s, &mut cx.problems);
    let ends = tile.lake_ends(rot);
    match ferry {
        None if tile.lake && s.plays(RuleSet::Ferries) => {
            problems.push(
                Problem::says(
                    "input::ferry-missing",
                    tile_span,
                    msg("diag-lake-no-ferry").arg("tile", tile.id),
                )
                .help(
                    msg("diag-every-lake-holds")
                        .arg("points", names(&ends))
                        .arg("a", ends[0].name())
                        .arg("b", ends[1].name()),
                ),
            );
            None
        }
        None => None,
        Some(f) if !tile.lake => {
            problems.push(Problem::says(
                "input::ferry-without-lake",
                f.span,
                msg("diag-no-lake-for-ferry").arg("tile", tile.id),
            ));
            None
        }
        Some(f) => {
            let lake = msg("diag-lake-at-rotation").arg("tile", tile.id);
            match jetty_pair_problem(f, &ends, &lake) {
                None => Some(f.value),
                Some(p) => {
                    problems.push(p);
                    None
                }
            }
        }
    }
}
