//! The City of Carcassonne of a scenario (The Count of Carcassonne): its
//! twelve squares, which lie where the rules put them and need not be
//! listed, the figures in its quarters, and the action's moves into and out
//! of it. Whether a move is allowed is the judge's; a figure in a quarter it
//! never stands in, a square of the City taken by another tile, or a move
//! to a feature the table lacks is no position. Written back: the City
//! (its squares only to hold figures), the moves, and `expect`'s City.

use carc_core::board::{Board, PlacedTile, PlayerIdx};
use carc_core::boxes::count::CITY_SQUARES;
use carc_core::catalogue::{Catalogue, TileSet};
use carc_core::figure::FigureKind;
use carc_core::geometry::{Pos, Rotation};
use carc_core::position::{self as core, Position, Quarter};
use carc_core::ruling::Ruling;
use serde_json::{Value, json};

use super::{
    Cx, Final, Keys, Object, Players, Spans, check_rules_in_play, named_feature, not_in_play,
};
use crate::diag::{Arg, Problem, Text, msg};
use crate::emit::on_json;
use crate::figure::RuleSet;
use crate::scenario::{Action, CityEntry, LeaveCityEntry, Scenario, Turn};
use crate::yaml::Span;
use crate::check::Mismatches;
use crate::scenario::Expect;
use super::Translated;

pub(super) struct Count;

impl Keys for Count {
    fn check_expect(&self, expect: &Expect, r: &Ruling, _: &Translated, out: &mut Mismatches) {
        check_city(expect, r, out);
    }

    fn complete_board(&self, cx: &mut Cx, board: &mut Board) {
        complete_board(cx.s, board, &cx.spans, &mut cx.problems);
    }

    fn position(&self, cx: &mut Cx, position: &mut Position) {
        position.city = city(cx.s, &cx.players, &mut cx.problems);
    }

    fn held(&self, position: &Position, owner: PlayerIdx, kind: FigureKind) -> usize {
        let city = &position.city.followers;
        city.iter()
            .filter(|f| (f.owner, f.kind) == (owner, kind))
            .count()
    }

    fn check_turn(&self, cx: &mut Cx, turn: &Turn, board: &Board) {
        check_turn(cx.s, turn, board, &mut cx.problems);
        check_leaving(cx, &turn.leave_city);
        if let Some(e) = &turn.enter_city
            && cx.s.plays(RuleSet::Count)
        {
            cx.in_play(&e.value.figure);
        }
    }

    fn turn(&self, cx: &mut Cx, turn: &Turn, action: &mut core::TurnAction) -> Option<()> {
        let spans = &mut cx.spans;
        action.leave_city = leaving(&turn.leave_city, &cx.players, spans)?;
        action.enter_city = turn.enter_city.as_ref().map(|e| {
            spans.set(core::Locus::EnterCity, e.span);
            core::EnterCity {
                kind: e.value.figure.value,
                quarter: e.value.quarter.value,
            }
        });
        action.move_count = turn.move_count.as_ref().map(|m| {
            spans.set(core::Locus::MoveCount, m.span);
            m.value
        });
        Some(())
    }

    fn final_scoring(&self, cx: &mut Cx, board: &Board, out: &mut Final) -> Option<()> {
        let Action::FinalScoring(leave) = &cx.s.action.value else {
            return Some(());
        };
        check_final(cx.s, leave, board, &mut cx.problems);
        check_leaving(cx, leave);
        out.leave_city = leaving(leave, &cx.players, &mut cx.spans)?;
        Some(())
    }

    fn write_position(&self, position: &Position, top: &mut Object) {
        if position.rules.plays(RuleSet::Count) && position.city != Default::default() {
            let players = &position.players;
            let followers = position
                .city
                .followers
                .iter()
                .map(|f| (players[f.owner].as_str(), f.kind, f.quarter));
            top.insert(
                "city-of-carcassonne".into(),
                city_json(position.city.count, followers),
            );
        }
    }

    /// The City lies on its squares unlisted; a square of it is written
    /// only to hold figures.
    fn listed(&self, tile: &PlacedTile, board: &Board) -> bool {
        tile.tile.set != TileSet::Count || board.figures.iter().any(|f| f.pos == tile.pos)
    }

    fn write_turn(&self, turn: &core::TurnAction, players: &[String], action: &mut Value) {
        if !turn.leave_city.is_empty() {
            action["leave-city"] = leave_city_json(&turn.leave_city, players);
        }
        if let Some(e) = &turn.enter_city {
            action["enter-city"] = json!({"figure": e.kind.name(), "quarter": e.quarter.name()});
        }
        if let Some(q) = turn.move_count {
            action["move-count"] = json!(q.name());
        }
    }

    fn write_final(&self, choices: &Final, players: &[String], out: &mut Object) {
        if !choices.leave_city.is_empty() {
            let leave = leave_city_json(&choices.leave_city, players);
            out.insert("leave-city".into(), leave);
        }
    }

    fn write_expect(&self, r: &Ruling, expect: &mut Object) {
        if let Some(city) = &r.city {
            let followers = city
                .followers
                .iter()
                .map(|f| (f.player.as_str(), f.figure, f.quarter));
            expect.insert(
                "city-of-carcassonne".into(),
                city_json(city.count, followers),
            );
        }
    }
}

/// A key of the Count's needs `count` in play.
fn needed(s: &Scenario, at: Span, what: &Text) -> Problem {
    not_in_play(s, RuleSet::Count, at, what, msg("diag-needs-other-rules"))
}

/// The City's squares on the board: a square of the City listed with
/// figures must be that square's own tile, unturned; no other tile lies on
/// them; those not listed are added.
fn complete_board(s: &Scenario, board: &mut Board, spans: &Spans, problems: &mut Vec<Problem>) {
    let cat = Catalogue::get();
    let own = |pos: Pos| {
        CITY_SQUARES
            .iter()
            .find(|(_, x, y)| Pos::new(*x, *y) == pos)
            .and_then(|(id, _, _)| cat.tile(id))
    };
    if !s.plays(RuleSet::Count) {
        return;
    }
    for entry in &s.board {
        let Some(placed) = board.tile(entry.at.value) else {
            continue;
        };
        let city_tile = placed.tile.set == carc_core::catalogue::TileSet::Count;
        match own(entry.at.value) {
            Some(tile) if tile.id != placed.tile.id => problems.push(
                Problem::says(
                    "input::city-square",
                    entry.tile.span,
                    msg("diag-city-square")
                        .arg("at", entry.at.value.to_string())
                        .arg("tile", tile.id),
                )
                .also(
                    spans.nearest(core::Locus::Rules),
                    msg("diag-count-puts-city-table"),
                )
                .help(
                    msg("diag-city-fills")
                        .arg("placed", placed.tile.id)
                        .arg("tile", tile.id),
                ),
            ),
            None if city_tile => problems.push(
                Problem::says(
                    "input::city-square",
                    entry.at.span,
                    msg("diag-does-not-lie-on")
                        .arg("tile", placed.tile.id)
                        .arg("at", entry.at.value.to_string()),
                )
                .help(city_help()),
            ),
            Some(_) if placed.rot != Rotation::default() => problems.push(
                Problem::new(
                    "input::city-square",
                    entry.rotation.span,
                    msg("diag-never-turned").arg("tile", placed.tile.id),
                )
                .label(msg("diag-rotation-given"))
                .help(msg("diag-drop-rotation-city-lies-rules")),
            ),
            _ => {}
        }
    }
    for (id, x, y) in CITY_SQUARES {
        let pos = Pos::new(x, y);
        if board.tile(pos).is_some() {
            continue;
        }
        if let Some(tile) = cat.tile(id) {
            board.put(PlacedTile::unturned(tile, pos));
        }
    }
}

fn city_help() -> Text {
    let squares: Vec<Text> = CITY_SQUARES
        .iter()
        .map(|(id, x, y)| {
            msg("diag-tile-on-square")
                .arg("tile", *id)
                .arg("at", format!("[{x}, {y}]"))
        })
        .collect();
    msg("diag-city-squares").arg("squares", Arg::Texts(squares))
}

/// The City of the position, checked, as the core takes it.
fn city(s: &Scenario, players: &Players, problems: &mut Vec<Problem>) -> core::City {
    let Some(city) = &s.city else {
        return core::City::default();
    };
    if !s.plays(RuleSet::Count) {
        problems.push(needed(
            s,
            city.span,
            &msg("diag-city-carcassonne-count-carcassonne"),
        ));
        return core::City::default();
    }
    read_city(s, city, players, problems)
}

/// A City as written, its figures checked.
fn read_city(
    s: &Scenario,
    city: &CityEntry,
    players: &Players,
    problems: &mut Vec<Problem>,
) -> core::City {
    let mut out = core::City {
        count: city.count.as_ref().map(|c| c.value).unwrap_or_default(),
        followers: Vec::new(),
    };
    for f in &city.followers {
        let owner = players.find(&f.owner, problems);
        if !check_rules_in_play(s, &f.figure, problems) {
            continue;
        }
        if !f.quarter.value.admits(f.figure.value) {
            problems.push(
                Problem::new(
                    "input::figure-not-in-quarter",
                    f.figure.span,
                    msg("diag-never-in-quarter")
                        .arg("figure", crate::translate::figure_a(f.figure.value))
                        .arg("quarter", f.quarter.value.name()),
                )
                .label(msg("diag-not-of-this-quarter"))
                .help(msg("diag-followers-go-any-quarter-mayor")),
            );
            continue;
        }
        if let Some(owner) = owner {
            out.followers.push(core::InCity {
                owner,
                kind: f.figure.value,
                quarter: f.quarter.value,
            });
        }
    }
    out
}

/// A move out of the City names a tile of the table (or the placed one)
/// and one of its features.
fn check_targets(
    list: &[LeaveCityEntry],
    placed: Option<&crate::scenario::Placement>,
    board: &Board,
    problems: &mut Vec<Problem>,
) {
    for l in list {
        let tile = match board.tile(l.at.value) {
            Some(t) => Some((t.tile, t.rot)),
            None => placed.filter(|p| p.at.value == l.at.value).and_then(|p| {
                Catalogue::get()
                    .tile(&p.tile.value)
                    .map(|t| (t, p.rotation.value))
            }),
        };
        match tile {
            Some((tile, rot)) => {
                let what = msg("diag-the-tile-on").arg("at", l.at.value.to_string());
                problems.extend(named_feature(tile, rot, &l.on, &what));
            }
            None => problems.push(
                Problem::new(
                    "input::no-tile",
                    l.at.span,
                    msg("diag-no-tile-for-figure").arg("at", l.at.value.to_string()),
                )
                .label(msg("diag-empty-square-bare"))
                .help(msg("diag-to-at-names-square")),
            ),
        }
    }
}

/// The action's City parts need `count` in play (each key that names one
/// is told so) and name real features.
fn check_turn(s: &Scenario, turn: &Turn, board: &Board, problems: &mut Vec<Problem>) {
    if !s.plays(RuleSet::Count) {
        let parts = [
            turn.leave_city.first().map(|l| l.span),
            turn.enter_city.as_ref().map(|e| e.span),
            turn.move_count.as_ref().map(|m| m.span),
        ];
        for span in parts.into_iter().flatten() {
            problems.push(needed(
                s,
                span,
                &msg("diag-city-carcassonne-count-carcassonne"),
            ));
        }
        return;
    }
    check_targets(&turn.leave_city, Some(&turn.place), board, problems);
}

/// The final scoring's moves out of the City, checked.
fn check_final(s: &Scenario, list: &[LeaveCityEntry], board: &Board, problems: &mut Vec<Problem>) {
    if let Some(first) = list.first()
        && !s.plays(RuleSet::Count)
    {
        problems.push(needed(
            s,
            first.span,
            &msg("diag-city-carcassonne-count-carcassonne"),
        ));
        return;
    }
    check_targets(list, None, board, problems);
}

/// Each figure leaving the City stands in the quarter named before the
/// action, as the file's City has it: one more than stand there is a
/// figure that is not there, which is broken input, not an illegal move.
fn check_leaving(cx: &mut Cx, list: &[LeaveCityEntry]) {
    if !cx.s.plays(RuleSet::Count) {
        return;
    }
    let mut gone: Vec<(&str, FigureKind, Quarter)> = Vec::new();
    for l in list {
        if cx.player(&l.owner).is_none() || !cx.in_play(&l.figure) {
            continue;
        }
        let key = (l.owner.value.as_str(), l.figure.value, l.quarter.value);
        let there = cx
            .s
            .city
            .iter()
            .flat_map(|c| &c.followers)
            .filter(|f| (f.owner.value.as_str(), f.figure.value, f.quarter.value) == key)
            .count();
        let left = gone.iter().filter(|g| **g == key).count();
        if left >= there {
            let (owner, kind, quarter) = (key.0, key.1.name(), key.2.name());
            let message = if there == 0 {
                msg("diag-none-in-quarter")
            } else {
                msg("diag-leave-more-often").arg("there", there)
            };
            let message = message
                .arg("owner", owner)
                .arg("figure", kind)
                .arg("quarter", quarter);
            cx.push(
                Problem::new("input::nobody-there", l.span, message)
                    .label(msg("diag-nobody-there-leave"))
                    .help(msg("diag-name-figure-city-holds-city")),
            );
        }
        gone.push(key);
    }
}

/// Moves out of the City as the core takes them, with their spans.
fn leaving(
    list: &[LeaveCityEntry],
    players: &Players,
    spans: &mut Spans,
) -> Option<Vec<core::LeaveCity>> {
    spans.set_each(core::Locus::LeaveCity, list.iter().map(|l| l.span));
    list.iter()
        .map(|l| {
            Some(core::LeaveCity {
                owner: players.get(&l.owner.value)?,
                kind: l.figure.value,
                quarter: l.quarter.value,
                at: l.at.value,
                on: l.on.value,
            })
        })
        .collect()
}

/// Figures leaving the City of Carcassonne, as `leave-city` lists them.
fn leave_city_json(list: &[core::LeaveCity], players: &[String]) -> Value {
    list.iter()
        .map(|l| {
            let mut v = json!({
                "owner": players.get(l.owner).map_or("?", String::as_str),
                "quarter": l.quarter.name(),
                "to": {"at": [l.at.x, l.at.y], "on": on_json(l.on)},
            });
            if l.kind != FigureKind::Follower {
                v["figure"] = json!(l.kind.name());
            }
            v
        })
        .collect()
}

/// The City as `city-of-carcassonne` writes it: the count's quarter and
/// each figure in a quarter, by its owner's name.
fn city_json<'a>(
    count: Quarter,
    followers: impl Iterator<Item = (&'a str, FigureKind, Quarter)>,
) -> Value {
    let followers: Vec<Value> = followers
        .map(|(owner, figure, quarter)| {
            json!({"owner": owner, "figure": figure.name(), "quarter": quarter.name()})
        })
        .collect();
    json!({"count": count.name(), "followers": followers})
}

/// `city-of-carcassonne`: the count's quarter and every figure in the
/// quarters after the action, none more and none fewer.
fn check_city(expect: &Expect, r: &Ruling, out: &mut Mismatches) {
    let Some(want) = &expect.city else { return };
    if r.verdict != carc_core::engine::Verdict::Legal {
        return;
    }
    let Some(ruled) = &r.city else {
        out.push(want.span, "check-city-missing", &[]);
        return;
    };
    let words = |mut v: Vec<(String, &'static str, &'static str)>| {
        v.sort();
        let v: Vec<String> = v
            .into_iter()
            .map(|(p, f, q)| {
                let figure = out.owned(&p, f);
                out.words.say(
                    "check-city-follower",
                    &[("figure", figure.into()), ("quarter", q.into())],
                )
            })
            .collect();
        if v.is_empty() {
            out.words.get("check-nobody")
        } else {
            v.join(", ")
        }
    };
    let wanted: Vec<(String, &'static str, &'static str)> = want
        .followers
        .iter()
        .map(|f| {
            (
                f.owner.value.clone(),
                f.figure.value.name(),
                f.quarter.value.name(),
            )
        })
        .collect();
    let got: Vec<(String, &'static str, &'static str)> = ruled
        .followers
        .iter()
        .map(|f| (f.player.clone(), f.figure.name(), f.quarter.name()))
        .collect();
    let (a, b) = (words(wanted), words(got));
    if a != b {
        out.push(
            want.span,
            "check-city",
            &[("expected", a.into()), ("ruled", b.into())],
        );
    }
    let count = want.count.as_ref().map_or(Default::default(), |c| c.value);
    if count != ruled.count {
        out.push(
            want.count.as_ref().map_or(want.span, |c| c.span),
            "check-city-count",
            &[
                ("expected", count.name().into()),
                ("ruled", ruled.count.name().into()),
            ],
        );
    }
}
