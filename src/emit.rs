//! A scenario file for a position and action of the game core: what a
//! random game writes when an invariant breaks, and what `carc gen` writes
//! for other engines. The tree has the format's JSON shape and is written
//! out by [`crate::scenario::write`], so it reads like a hand-written file.
//! What every scenario has is written here; each box writes its own keys
//! (`crate::translate::Keys`, in the box's file under `src/translate/`).

use carc_core::board::{Standing, feature_on};
use carc_core::figure::RuleSet;
use carc_core::position::{Action, Capture, Deploy, Position, Standpoint, TurnAction};
use carc_core::ruling::FigureAt;
use carc_core::{Ruling, Verdict};
use serde_json::{Map, Value, json};

use crate::translate::BOXES;

/// The scenario's tree: title, source, rules, players, the board with its
/// figures and ferries, the action, and `expect` if given.
pub fn tree(
    title: &str,
    source: &str,
    position: &Position,
    action: &Action,
    expect: Option<Value>,
) -> Value {
    let mut top = Map::new();
    top.insert("title".into(), json!(title));
    top.insert("source".into(), json!(source));
    top.insert("rules".into(), json!(rule_names(position)));
    top.insert("players".into(), json!(position.players));
    if position.current != 0
        && let Some(name) = position.players.get(position.current)
    {
        top.insert("current".into(), json!(name));
    }
    let players = &position.players;
    if !position.supply.is_empty() {
        let hands = position
            .supply
            .iter()
            .map(|((p, k), n)| (*p, k.name(), json!(n)));
        top.insert("supply".into(), per_player(players, hands));
    }
    for b in BOXES {
        b.write_position(position, &mut top);
    }
    if !position.set_aside.is_empty() {
        let ids: Vec<&str> = position.set_aside.iter().map(|t| t.id).collect();
        top.insert("set-aside".into(), json!(ids));
    }
    top.insert("board".into(), board(position));
    top.insert("action".into(), action_tree(action, players));
    if let Some(e) = expect {
        top.insert("expect".into(), e);
    }
    Value::Object(top)
}

/// The rule sets in play as `rules` lists them: the base game first, then
/// the others in their own order.
fn rule_names(position: &Position) -> Vec<&'static str> {
    let mut rules = vec![RuleSet::Base.name()];
    rules.extend(
        RuleSet::ALL
            .iter()
            .filter(|r| **r != RuleSet::Base && position.rules.plays(**r))
            .map(|r| r.name()),
    );
    rules
}

/// The action as `action` writes it: `final-scoring` alone when no box
/// has a choice to write, or the turn.
fn action_tree(action: &Action, players: &[String]) -> Value {
    match action {
        Action::FinalScoring(choices) => {
            let mut written = Map::new();
            for b in BOXES {
                b.write_final(choices, players, &mut written);
            }
            if written.is_empty() {
                json!("final-scoring")
            } else {
                json!({ "final-scoring": written })
            }
        }
        Action::Turn(turn) => action_json(turn, players),
    }
}

/// A turn as a scenario's `action` writes it: the placement, the
/// deployment (a figure on a feature or at a corner, or the kind of the box
/// that writes it), and each box's keys.
pub fn action_json(a: &TurnAction, players: &[String]) -> Value {
    let mut place = json!({
        "tile": a.place.tile.id,
        "at": [a.place.at.x, a.place.at.y],
    });
    if a.place.rotation.degrees() != 0 {
        place["rotation"] = json!(a.place.rotation.degrees());
    }
    let mut v = json!({ "place": place });
    if let Some(d) = &a.deploy {
        v["deploy"] = match BOXES.iter().find_map(|b| b.write_deploy(d, players)) {
            Some(written) => written,
            None => match d {
                Deploy::On { figure, on } => json!({"figure": figure.name(), "on": on_json(*on)}),
                Deploy::Corner { figure, corner } => {
                    json!({"figure": figure.name(), "corner": corner.name()})
                }
                // Every other kind is a box's, which writes it.
                _ => Value::Null,
            },
        };
    }
    for b in BOXES {
        b.write_turn(a, players, &mut v);
    }
    if !a.also.is_empty() {
        let entries = a.also.iter().map(|also| match also {
            carc_core::position::Also::Tile(next) => action_json(next, players),
            carc_core::position::Also::Again(again) => {
                let mut parts = action_json(again, players);
                // An entry without a tile of its own stands on the turn's.
                if let Some(map) = parts.as_object_mut() {
                    map.remove("place");
                }
                parts
            }
        });
        v["also"] = Value::Array(entries.collect());
    }
    v
}

/// A feature as the format names it.
pub(crate) fn on_json(on: carc_core::On) -> Value {
    json!(on.name())
}

/// A figure named where it stands: `{at, on}` (or `corner`), with `owner`
/// and `figure` when the action gives them.
pub(crate) fn named_json(c: &Capture, players: &[String]) -> Value {
    let mut cj = json!({"at": [c.at.x, c.at.y]});
    match c.on {
        Standpoint::Feature(on) => cj["on"] = on_json(on),
        Standpoint::Corner(corner) => cj["corner"] = json!(corner.name()),
        Standpoint::Tower => cj["on"] = json!("tower"),
    }
    if let Some(o) = c.owner {
        cj["owner"] = json!(players.get(o).cloned().unwrap_or_default());
    }
    if let Some(k) = c.figure {
        cj["figure"] = json!(k.name());
    }
    cj
}

/// `{player: {key: value}}` from (player, key, value) entries, as `supply`
/// and `goods` are written.
pub(crate) fn per_player(
    players: &[String],
    entries: impl Iterator<Item = (usize, &'static str, Value)>,
) -> Value {
    let mut out = Map::new();
    for (p, key, value) in entries {
        let held = out.entry(players[p].clone()).or_insert_with(|| json!({}));
        held[key] = value;
    }
    Value::Object(out)
}

/// The board as the format lists it: tile by tile, in square order, each
/// with its figures and what the boxes write of it (a ferry, a tower).
fn board(position: &Position) -> Value {
    let b = &position.board;
    let entries: Vec<Value> = b
        .tiles
        .values()
        .filter(|t| BOXES.iter().all(|x| x.listed(t, b)))
        .map(|t| {
            let mut e = json!({"tile": t.tile.id, "at": [t.pos.x, t.pos.y]});
            if t.rot.degrees() != 0 {
                e["rotation"] = json!(t.rot.degrees());
            }
            for x in BOXES {
                x.write_tile(t, &mut e);
            }
            let figures: Vec<Value> = b
                .figures
                .iter()
                .filter(|f| f.pos == t.pos)
                .map(|f| {
                    let mut v = json!({
                        "owner": position.players[f.owner],
                        "figure": f.kind.name(),
                    });
                    match f.standing {
                        Standing::Feature(i) => v["on"] = json!(feature_on(t, i)),
                        Standing::Corner(c) => v["corner"] = json!(c.name()),
                        Standing::Tower => v["on"] = json!("tower"),
                    }
                    v
                })
                .collect();
            if !figures.is_empty() {
                e["figures"] = json!(figures);
            }
            e
        })
        .collect();
    Value::Array(entries)
}

/// An `expect` block holding the whole ruling: verdict, broken rule,
/// points, figures back, every citation, where every figure stands after
/// the action, the choices left open, and what each box writes of a legal
/// ruling (the builder's double turn, the goods taken, ...).
pub fn expect(r: &Ruling) -> Value {
    let mut e = Map::new();
    let legal = r.verdict == Verdict::Legal;
    e.insert(
        "verdict".into(),
        json!(if legal { "legal" } else { "illegal" }),
    );
    if let Some(v) = &r.violation {
        e.insert("rule".into(), json!(v.rule.id()));
    }
    if legal {
        let scores: Map<String, Value> = r
            .scores
            .iter()
            .filter(|(_, n)| *n != 0)
            .map(|(p, n)| (p.clone(), json!(n)))
            .collect();
        e.insert("scores".into(), Value::Object(scores));
        let returned: Map<String, Value> = r
            .returned
            .iter()
            .map(|(p, ks)| {
                let names: Vec<&str> = ks.iter().map(|k| k.name()).collect();
                (p.clone(), json!(names))
            })
            .collect();
        e.insert("returned".into(), Value::Object(returned));
        e.insert(
            "figures".into(),
            r.figures.iter().map(figure_json).collect(),
        );
        if !r.offers.is_empty() {
            let offers: Vec<Value> = r
                .offers
                .iter()
                .map(|o| match (o.at, &o.on) {
                    (Some(at), Some(on)) => {
                        json!({"kind": o.kind.name(), "at": [at.x, at.y], "on": on})
                    }
                    _ => json!({"kind": o.kind.name(), "player": o.player}),
                })
                .collect();
            e.insert("offers".into(), json!(offers));
        }
        for b in BOXES {
            b.write_expect(r, &mut e);
        }
    }
    let cites: Vec<String> = r.cites.iter().map(|c| c.id().to_owned()).collect();
    e.insert("cites".into(), json!(cites));
    Value::Object(e)
}

fn figure_json(f: &FigureAt) -> Value {
    let mut v = json!({"owner": f.player, "figure": f.figure.name(), "at": [f.at.x, f.at.y]});
    if f.figure == carc_core::FigureKind::Barn {
        v["corner"] = json!(f.on);
    } else {
        v["on"] = json!(f.on);
    }
    v
}
