//! `carc moves`: every legal action for a tile, for people (grouped by
//! square) or as JSON in the scenario format's own `action` shape.

use carc_core::moves::{Misfit, PlacementMoves, Refused};
use carc_core::position::TurnAction;
use serde_json::Value;

/// An action as a scenario's `action` writes it (`crate::emit`, where
/// every box writes its part).
pub use crate::emit::action_json;

use crate::i18n::Lang;
use crate::report::refusal::reason;

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

/// How many ways of the players' choices (the dragon's paths) the list
/// leaves out, showing one for each action.
pub fn folded_note(folded: usize) -> String {
    format!(
        "(each action shows one path of the dragon; {folded} other path{} {} folded into them: `--every-choice` lists each)\n",
        plural(folded),
        if folded == 1 { "is" } else { "are" }
    )
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
