//! `carc moves`: every legal action for a tile, for people (grouped by
//! square) or as JSON in the scenario format's own `action` shape.

use carc_core::moves::{Misfit, PlacementMoves, Refused};
use carc_core::position::{Deploy, Flight, PhantomDeploy, Standpoint, TurnAction, WagonTarget};
use serde_json::{Value, json};

use crate::i18n::Lang;
use crate::report::refusal::reason;

fn on_json(on: carc_core::On) -> Value {
    json!(on.name())
}

fn flight_json(f: &Flight) -> Value {
    let mut v = json!({});
    if let Some(r) = f.roll {
        v["roll"] = json!(r);
    }
    if let Some(on) = f.on {
        v["on"] = on_json(on);
    }
    v
}

/// An action as a scenario's `action` writes it.
/// Figures leaving the City of Carcassonne, as `leave-city` lists them.
pub fn leave_city_json(list: &[carc_core::position::LeaveCity], players: &[String]) -> Value {
    list.iter()
        .map(|l| {
            let mut v = json!({
                "owner": players.get(l.owner).map_or("?", String::as_str),
                "quarter": l.quarter.name(),
                "to": {"at": [l.at.x, l.at.y], "on": on_json(l.on)},
            });
            if l.kind != carc_core::figure::FigureKind::Follower {
                v["figure"] = json!(l.kind.name());
            }
            v
        })
        .collect()
}

pub fn action_json(a: &TurnAction, players: &[String]) -> Value {
    let name = |p: usize| players.get(p).cloned().unwrap_or_default();
    let mut place = json!({
        "tile": a.place.tile.id,
        "at": [a.place.at.x, a.place.at.y],
    });
    if a.place.rotation.degrees() != 0 {
        place["rotation"] = json!(a.place.rotation.degrees());
    }
    let mut v = json!({ "place": place });
    if let Some(d) = &a.deploy {
        v["deploy"] = match d {
            Deploy::On { figure, on } => json!({"figure": figure.name(), "on": on_json(*on)}),
            Deploy::Corner { figure, corner } => {
                json!({"figure": figure.name(), "corner": corner.name()})
            }
            Deploy::Fly { figure, flight } => {
                json!({"figure": figure.name(), "fly": flight_json(flight)})
            }
            Deploy::AbbotReturn { at } => json!({"abbot": "return", "at": [at.x, at.y]}),
            Deploy::Floor {
                at,
                capture,
                exchange,
            } => {
                let mut f = json!({"floor": [at.x, at.y]});
                if let Some(c) = capture {
                    f["capture"] = named_json(c, &name);
                }
                if let Some(k) = exchange {
                    f["exchange"] = json!(k.name());
                }
                f
            }
            Deploy::TowerTop { figure, at } => {
                json!({"figure": figure.name(), "tower": [at.x, at.y]})
            }
            Deploy::Fairy(c) => json!({"fairy": named_json(c, &name)}),
            Deploy::Princess(c) => json!({"princess": named_json(c, &name)}),
            Deploy::Festival(c) => json!({"festival": named_json(c, &name)}),
            Deploy::Portal { figure, at, on } => {
                let mut target = json!({"at": [at.x, at.y]});
                match on {
                    Standpoint::Feature(f) => target["on"] = on_json(*f),
                    Standpoint::Corner(c) => target["corner"] = json!(c.name()),
                    Standpoint::Tower => target["on"] = json!("tower"),
                }
                json!({"figure": figure.name(), "portal": target})
            }
        };
    }
    if let Some(path) = &a.dragon {
        v["dragon"] = path.iter().map(|p| json!([p.x, p.y])).collect();
    }
    if let Some(r) = &a.ransom {
        v["ransom"] = json!({"from": name(r.from), "figure": r.figure.name()});
    }
    if let Some(c) = &a.escape {
        v["escape"] = named_json(c, &name);
    }
    if !a.castles.is_empty() {
        v["castles"] = a
            .castles
            .iter()
            .map(|(at, on)| json!({"at": [at.x, at.y], "on": on_json(*on)}))
            .collect();
    }
    if !a.castle_scores.is_empty() {
        v["castle-scores"] = a
            .castle_scores
            .iter()
            .map(|c| {
                json!({"castle": [c.castle.x, c.castle.y], "from": {"at": [c.at.x, c.at.y], "on": on_json(c.on)}})
            })
            .collect();
    }
    if !a.leave_city.is_empty() {
        v["leave-city"] = leave_city_json(&a.leave_city, players);
    }
    if let Some(e) = &a.enter_city {
        v["enter-city"] = json!({"figure": e.kind.name(), "quarter": e.quarter.name()});
    }
    if let Some(q) = a.move_count {
        v["move-count"] = json!(q.name());
    }
    if let Some(p) = &a.phantom {
        v["phantom"] = match p {
            PhantomDeploy::On(on) => json!({"on": on_json(*on)}),
            PhantomDeploy::Fly(f) => json!({"fly": flight_json(f)}),
        };
    }
    if let Some([x, y]) = a.ferry {
        v["ferry"] = json!([x.name(), y.name()]);
    }
    if !a.move_ferries.is_empty() {
        v["move_ferries"] = a
            .move_ferries
            .iter()
            .map(|m| json!({"at": [m.at.x, m.at.y], "to": [m.to[0].name(), m.to[1].name()]}))
            .collect();
    }
    v
}

/// A figure named where it stands: `{at, on}` (or `corner`), with `owner`
/// and `figure` when the action gives them.
fn named_json(c: &carc_core::position::Capture, name: &dyn Fn(usize) -> String) -> Value {
    let mut cj = json!({"at": [c.at.x, c.at.y]});
    match c.on {
        Standpoint::Feature(on) => cj["on"] = on_json(on),
        Standpoint::Corner(corner) => cj["corner"] = json!(corner.name()),
        Standpoint::Tower => cj["on"] = json!("tower"),
    }
    if let Some(o) = c.owner {
        cj["owner"] = json!(name(o));
    }
    if let Some(k) = c.figure {
        cj["figure"] = json!(k.name());
    }
    cj
}

/// An action's `wagons`, which need the players' names.
pub fn wagons_json(a: &TurnAction, players: &[String]) -> Option<Value> {
    if a.wagons.is_empty() {
        return None;
    }
    let name = |p: usize| players.get(p).cloned().unwrap_or_default();
    Some(
        a.wagons
            .iter()
            .map(|w| match w.to {
                WagonTarget::Supply => json!({"owner": name(w.owner), "to": "supply"}),
                WagonTarget::Feature { at, on } => json!({
                    "owner": name(w.owner),
                    "to": {"at": [at.x, at.y], "on": on_json(on)},
                }),
            })
            .collect(),
    )
}

/// An action in one line of YAML flow style, for people.
fn action_line(a: &TurnAction, players: &[String]) -> String {
    let v = action_json(a, players);
    let mut parts = Vec::new();
    for key in [
        "ransom", "deploy", "phantom", "ferry", "dragon", "escape", "castles",
    ] {
        if let Some(x) = v.get(key) {
            parts.push(format!("{key}: {}", flow(x)));
        }
    }
    if parts.is_empty() {
        "no deployment".to_owned()
    } else {
        parts.join(", ")
    }
}

/// JSON as YAML flow style: `{figure: follower, on: E}`.
fn flow(v: &Value) -> String {
    match v {
        Value::Object(m) => {
            let items: Vec<String> = m.iter().map(|(k, x)| format!("{k}: {}", flow(x))).collect();
            format!("{{{}}}", items.join(", "))
        }
        Value::Array(xs) => format!("[{}]", xs.iter().map(flow).collect::<Vec<_>>().join(", ")),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// The list for people: counts per square, and every action with `all`.
pub fn text(tile: &str, list: &[PlacementMoves], all: bool, players: &[String]) -> String {
    let actions: usize = list.iter().map(|p| p.actions.len()).sum();
    let mut squares: Vec<carc_core::geometry::Pos> = list.iter().map(|p| p.at).collect();
    squares.dedup();
    let mut out = format!(
        "{tile}: {} placement{} on {} square{}, {actions} legal action{}\n",
        list.len(),
        plural(list.len()),
        squares.len(),
        plural(squares.len()),
        plural(actions)
    );
    for sq in &squares {
        let here: Vec<&PlacementMoves> = list.iter().filter(|p| p.at == *sq).collect();
        let rots: Vec<String> = here
            .iter()
            .map(|p| {
                format!(
                    "{}° ({} action{})",
                    p.rotation.degrees(),
                    p.actions.len(),
                    plural(p.actions.len())
                )
            })
            .collect();
        out.push_str(&format!("  {sq}: {}\n", rots.join(", ")));
        for p in &here {
            if !p.movable_ferries.is_empty() {
                let lakes: Vec<String> = p.movable_ferries.iter().map(|l| l.to_string()).collect();
                out.push_str(&format!(
                    "    at {}°, the ferries on {} could then move\n",
                    p.rotation.degrees(),
                    lakes.join(", ")
                ));
            }
            if all {
                for a in &p.actions {
                    out.push_str(&format!(
                        "    {}°: {}\n",
                        p.rotation.degrees(),
                        action_line(a, players)
                    ));
                }
            }
        }
    }
    if !all && actions > 0 {
        out.push_str(
            "(`--all` lists every action; `--format json` gives them as scenario actions)\n",
        );
    }
    out
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// `--why`: where the tile does not fit, and what the rules refuse on one
/// placement.
pub fn why(
    misfits: &[Misfit],
    chosen: Option<(&PlacementMoves, &[Refused])>,
    players: &[String],
) -> String {
    let mut out = String::from("Does not fit:\n");
    if misfits.is_empty() {
        out.push_str("  (it fits on every free square next to the table)\n");
    }
    for m in misfits {
        out.push_str(&format!(
            "  {} {}°: {} [{}]\n",
            m.at,
            m.rotation.degrees(),
            reason(&m.why, Lang::En),
            m.rule.id()
        ));
    }
    if let Some((p, refused)) = chosen {
        out.push_str(&format!(
            "Refused on {} at {}° (the file's placement):\n",
            p.at,
            p.rotation.degrees()
        ));
        for r in refused {
            out.push_str(&format!(
                "  {}: {} [{}]\n",
                action_line(&r.action, players),
                reason(&r.violation, Lang::En),
                r.violation.rule.id()
            ));
        }
    }
    out
}
