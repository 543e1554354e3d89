//! `carc moves`: every legal action for a tile, for people (grouped by
//! square) or as JSON in the scenario format's own `action` shape.

use carc_core::moves::{Misfit, PlacementMoves, Refused};
use carc_core::position::TurnAction;
use serde_json::Value;

/// An action as a scenario's `action` writes it (`crate::emit`, where
/// every box writes its part).
pub use crate::emit::action_json;

use crate::i18n::{Lang, catalogue};
use crate::report::refusal::reason;

/// An action in one line of YAML flow style, for people: the format's
/// own keys, or the words for none.
fn action_line(a: &TurnAction, players: &[String], lang: Lang) -> String {
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
        catalogue(lang).get("moves-no-deployment")
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
pub fn text(
    tile: &str,
    list: &[PlacementMoves],
    all: bool,
    players: &[String],
    lang: Lang,
) -> String {
    let c = catalogue(lang);
    let actions: usize = list.iter().map(|p| p.actions.len()).sum();
    let mut squares: Vec<carc_core::geometry::Pos> = list.iter().map(|p| p.at).collect();
    squares.dedup();
    let mut out = c.say(
        "moves-summary",
        &[
            ("tile", tile.into()),
            ("placements", list.len().into()),
            ("squares", squares.len().into()),
            ("actions", actions.into()),
        ],
    );
    out.push('\n');
    for sq in &squares {
        let here: Vec<&PlacementMoves> = list.iter().filter(|p| p.at == *sq).collect();
        let rots: Vec<String> = here
            .iter()
            .map(|p| {
                c.say(
                    "moves-rotation",
                    &[
                        ("degrees", p.rotation.degrees().into()),
                        ("actions", p.actions.len().into()),
                    ],
                )
            })
            .collect();
        out.push_str(&format!("  {sq}: {}\n", rots.join(", ")));
        for p in &here {
            if !p.movable_ferries.is_empty() {
                let lakes: Vec<String> = p.movable_ferries.iter().map(|l| l.to_string()).collect();
                let line = c.say(
                    "moves-ferries-movable",
                    &[
                        ("degrees", p.rotation.degrees().into()),
                        ("lakes", lakes.join(", ").into()),
                    ],
                );
                out.push_str(&format!("    {line}\n"));
            }
            if all {
                for a in &p.actions {
                    out.push_str(&format!(
                        "    {}°: {}\n",
                        p.rotation.degrees(),
                        action_line(a, players, lang)
                    ));
                }
            }
        }
    }
    if !all && actions > 0 {
        out.push_str(&c.get("moves-hint"));
        out.push('\n');
    }
    out
}

/// How many ways of the players' choices (the dragon's paths) the list
/// leaves out, showing one for each action.
pub fn folded_note(folded: usize, lang: Lang) -> String {
    let note = catalogue(lang).say("moves-folded", &[("folded", folded.into())]);
    format!("{note}\n")
}

/// `--why`: where the tile does not fit, and what the rules refuse on one
/// placement.
pub fn why(
    misfits: &[Misfit],
    chosen: Option<(&PlacementMoves, &[Refused])>,
    players: &[String],
    lang: Lang,
) -> String {
    let c = catalogue(lang);
    let mut out = format!("{}\n", c.get("moves-misfits"));
    if misfits.is_empty() {
        out.push_str(&format!("  {}\n", c.get("moves-fits-everywhere")));
    }
    for m in misfits {
        out.push_str(&format!(
            "  {} {}°: {} [{}]\n",
            m.at,
            m.rotation.degrees(),
            reason(&m.why, lang),
            m.rule.id()
        ));
    }
    if let Some((p, refused)) = chosen {
        let heading = c.say(
            "moves-refused",
            &[
                ("at", p.at.to_string().into()),
                ("degrees", p.rotation.degrees().into()),
            ],
        );
        out.push_str(&format!("{heading}\n"));
        for r in refused {
            out.push_str(&format!(
                "  {}: {} [{}]\n",
                action_line(&r.action, players, lang),
                reason(&r.violation, lang),
                r.violation.rule.id()
            ));
        }
    }
    out
}
