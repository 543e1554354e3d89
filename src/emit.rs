//! A scenario file for a position and action of the game core: what a
//! random game writes when an invariant breaks, and what `carc gen` writes
//! for other engines. The tree has the format's JSON shape and is written
//! out by [`crate::scenario::write`], so it reads like a hand-written file.

use carc_core::board::{Standing, feature_on};
use carc_core::figure::RuleSet;
use carc_core::position::{Action, Position, WagonMove};
use carc_core::ruling::FigureAt;
use carc_core::{Ruling, Verdict};
use serde_json::{Map, Value, json};

use crate::commands::moves::{action_json, wagons_json};

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
    if position.rules.wagon_move == WagonMove::Nearby {
        top.insert("variants".into(), json!({"wagon-move": "nearby"}));
    }
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
    if !position.goods.is_empty() {
        let goods = position
            .goods
            .iter()
            .map(|((p, g), n)| (*p, g.name(), json!(n)));
        top.insert("goods".into(), per_player(players, goods));
    }
    if !position.prisoners.is_empty() {
        top.insert("prisoners".into(), prisoners_json(position));
    }
    if let Some(d) = position.dragon {
        top.insert("dragon".into(), json!([d.x, d.y]));
    }
    if !position.castles.is_empty() {
        top.insert("castles".into(), castles_json(position));
    }
    if position.rules.plays(RuleSet::Count) && position.city != Default::default() {
        top.insert(
            "city-of-carcassonne".into(),
            city_json(&position.city, players),
        );
    }
    if let Some(f) = position.fairy {
        top.insert("fairy".into(), fairy_json(position, f));
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

/// The prisoners as `prisoners` writes them: under each holder, the
/// owner and kind of each figure held.
fn prisoners_json(position: &Position) -> Value {
    let players = &position.players;
    let mut held = Map::new();
    for pr in &position.prisoners {
        let list = held
            .entry(players[pr.holder].clone())
            .or_insert_with(|| json!([]));
        if let Value::Array(items) = list {
            items.push(json!({"owner": players[pr.owner], "figure": pr.kind.name()}));
        }
    }
    Value::Object(held)
}

/// The castles as `castles` writes them, each by the feature it was
/// built from (a castle whose square has no tile is left out).
fn castles_json(position: &Position) -> Value {
    let players = &position.players;
    let castles: Vec<Value> = position
        .castles
        .iter()
        .filter_map(|c| {
            let t = position.board.tile(c.at)?;
            let on = carc_core::board::name_of(t, c.feature);
            Some(json!({"owner": players[c.owner], "at": [c.at.x, c.at.y], "on": on.name()}))
        })
        .collect();
    json!(castles)
}

/// The fairy as `fairy` writes it: its square, and the spot of the
/// follower it stands next to, if any.
fn fairy_json(position: &Position, f: carc_core::position::Fairy) -> Value {
    let next_to = f
        .next_to
        .and_then(|id| position.board.figures.iter().find(|g| g.id == id));
    let mut v = json!({"at": [f.at.x, f.at.y]});
    if let Some(g) = next_to
        && let Some(t) = position.board.tile(g.pos)
    {
        match g.standing {
            Standing::Feature(i) => v["on"] = json!(feature_on(t, i)),
            Standing::Tower => v["on"] = json!("tower"),
            Standing::Corner(c) => v["corner"] = json!(c.name()),
        }
        // Another follower on the same spot needs the fairy's named.
        let shared = position.board.figures.iter().any(|o| {
            o.pos == g.pos
                && o.standing == g.standing
                && o.kind.is_follower()
                && (o.owner, o.kind) != (g.owner, g.kind)
        });
        if shared {
            v["owner"] = json!(position.players[g.owner]);
            v["figure"] = json!(g.kind.name());
        }
    }
    v
}

/// The action as `action` writes it: `final-scoring` alone when no figure
/// leaves the City of Carcassonne, or the turn with its wagons.
fn action_tree(action: &Action, players: &[String]) -> Value {
    match action {
        Action::FinalScoring(c) if c.leave_city.is_empty() => json!("final-scoring"),
        Action::FinalScoring(c) => json!({"final-scoring": {
            "leave-city": crate::commands::moves::leave_city_json(&c.leave_city, players)
        }}),
        Action::Turn(turn) => {
            let mut v = action_json(turn, players);
            if let Some(w) = wagons_json(turn, players) {
                v["wagons"] = w;
            }
            v
        }
    }
}

/// The City of Carcassonne as `city-of-carcassonne` writes it.
fn city_json(city: &carc_core::position::City, players: &[String]) -> Value {
    let followers: Vec<Value> = city
        .followers
        .iter()
        .map(|f| json!({"owner": players[f.owner], "figure": f.kind.name(), "quarter": f.quarter.name()}))
        .collect();
    json!({"count": city.count.name(), "followers": followers})
}

/// `{player: {key: value}}` from (player, key, value) entries, as `supply`
/// and `goods` are written.
fn per_player(
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

/// The board as the format lists it: tile by tile, in square order.
fn board(position: &Position) -> Value {
    let b = &position.board;
    let entries: Vec<Value> = b
        .tiles
        .values()
        // The City of Carcassonne lies on its squares unlisted; a square
        // of it is written only to hold figures.
        .filter(|t| {
            t.tile.set != carc_core::catalogue::TileSet::Count
                || b.figures.iter().any(|f| f.pos == t.pos)
        })
        .map(|t| {
            let mut e = json!({"tile": t.tile.id, "at": [t.pos.x, t.pos.y]});
            if t.rot.degrees() != 0 {
                e["rotation"] = json!(t.rot.degrees());
            }
            if let Some([x, y]) = t.ferry {
                e["ferry"] = json!([x.name(), y.name()]);
            }
            if t.tower > 0 {
                e["tower"] = json!(t.tower);
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
/// the action, the builder's double turn and the goods taken.
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
        e.insert("double-turn".into(), json!(r.double_turn));
        if !r.goods.is_empty() {
            e.insert("goods".into(), json!(r.goods));
        }
        if let Some(d) = r.dragon {
            e.insert("dragon".into(), json!([d.x, d.y]));
        }
        if !r.castles.is_empty() {
            let castles: Vec<Value> = r
                .castles
                .iter()
                .filter_map(|c| {
                    let p = c.parts.first()?;
                    Some(json!({"owner": c.owner, "at": [p.at.x, p.at.y], "on": p.on}))
                })
                .collect();
            e.insert("castles".into(), json!(castles));
        }
        if let Some(city) = &r.city {
            let followers: Vec<Value> = city
                .followers
                .iter()
                .map(|f| json!({"owner": f.player, "figure": f.figure.name(), "quarter": f.quarter.name()}))
                .collect();
            e.insert(
                "city-of-carcassonne".into(),
                json!({"count": city.count.name(), "followers": followers}),
            );
        }
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
        if !r.prisoners.is_empty() {
            let held: Map<String, Value> = r
                .prisoners
                .iter()
                .map(|(holder, figs)| {
                    let figs: Vec<Value> = figs
                        .iter()
                        .map(|o| json!({"owner": o.player, "figure": o.figure.name()}))
                        .collect();
                    (holder.clone(), json!(figs))
                })
                .collect();
            e.insert("prisoners".into(), Value::Object(held));
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
