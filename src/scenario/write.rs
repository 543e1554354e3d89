//! A scenario written back as YAML from its tree (the JSON shape of the
//! format, as [`crate::yaml::Node::to_json`] gives it): the page for the
//! table keeps its position as that tree and shows the file beside the
//! board. Keys come in the order the format's reference and the scenario
//! folders use, short collections on one line, the board as a block list,
//! so the file reads like one written by hand.

use serde_json::{Map, Value};

/// The width a one-line collection may take before it is written as a block.
const WIDTH: usize = 78;

/// Where a mapping sits, which decides the order of its keys.
#[derive(Clone, Copy, PartialEq)]
enum Ctx {
    Top,
    BoardEntry,
    Action,
    Expect,
    Other,
}

fn order(ctx: Ctx) -> Vec<&'static str> {
    match ctx {
        // The format's description, in the order the format's reference uses.
        Ctx::Top => super::format::scenario().names(),
        Ctx::BoardEntry => vec!["tile", "at", "rotation", "ferry", "figures"],
        Ctx::Action => super::format::turn().names(),
        Ctx::Expect => super::format::expect().names(),
        // Figures, placements, deployments, flights, wagon and ferry
        // choices: one list serves them all, as their keys never clash.
        Ctx::Other => vec![
            "owner", "figure", "tile", "abbot", "at", "rotation", "fly", "roll", "on", "corner",
            "to",
        ],
    }
}

/// The keys of a mapping in the order `ctx` gives, others after them.
fn ordered(map: &Map<String, Value>, ctx: Ctx) -> Vec<(&String, &Value)> {
    let known = order(ctx);
    let rank = |k: &str| known.iter().position(|x| *x == k).unwrap_or(known.len());
    let mut items: Vec<(&String, &Value)> = map.iter().collect();
    // A stable sort keeps unknown keys in the map's own order.
    items.sort_by_key(|(k, _)| rank(k));
    items
}

/// The scenario as YAML text. Anything that is not a mapping is written as
/// a single value, so that whatever the tree holds, the text says the same.
pub fn yaml(tree: &Value) -> String {
    let mut out = String::new();
    match tree {
        Value::Object(map) => block_map(&mut out, map, Ctx::Top, 0),
        other => {
            out.push_str(&flow(other, Ctx::Other));
            out.push('\n');
        }
    }
    out
}

/// The most characters YAML reads as an implicit key (`key: value`); a
/// longer key is written as an explicit one (`? key`), which has no limit.
const MAX_IMPLICIT_KEY: usize = 1024;

fn implicit(key: &str) -> bool {
    key.chars().count() <= MAX_IMPLICIT_KEY
}

fn block_map(out: &mut String, map: &Map<String, Value>, ctx: Ctx, indent: usize) {
    for (k, v) in ordered(map, ctx) {
        let pad = " ".repeat(indent);
        let key = scalar_str(k, true);
        let lead = if implicit(&key) {
            format!("{pad}{key}:")
        } else {
            format!("{pad}? {key}\n{pad}:")
        };
        let child = match (ctx, k.as_str()) {
            (Ctx::Top, "action") => Ctx::Action,
            (Ctx::Top, "expect") => Ctx::Expect,
            _ => Ctx::Other,
        };
        // The board, the action and the expectation read best as blocks
        // whatever their length, as in every scenario of the repository.
        let always_block = ctx == Ctx::Top && matches!(k.as_str(), "board" | "action" | "expect");
        let one_line = flow(v, child);
        let fits = indent + key.len() + 2 + one_line.len() <= WIDTH;
        match v {
            Value::Object(m) if !m.is_empty() && (always_block || !fits) => {
                out.push_str(&format!("{lead}\n"));
                block_map(out, m, child, indent + 2);
            }
            Value::Array(xs) if !xs.is_empty() && (always_block || !fits || has_maps(xs)) => {
                out.push_str(&format!("{lead}\n"));
                let item_ctx = if ctx == Ctx::Top && k == "board" {
                    Ctx::BoardEntry
                } else {
                    Ctx::Other
                };
                block_seq(out, xs, item_ctx, indent + 2);
            }
            _ => out.push_str(&format!("{lead} {one_line}\n")),
        }
    }
}

/// Lists of mappings (figures, wagon choices) are written one item a line.
fn has_maps(xs: &[Value]) -> bool {
    xs.iter().any(Value::is_object)
}

fn block_seq(out: &mut String, xs: &[Value], ctx: Ctx, indent: usize) {
    let pad = " ".repeat(indent);
    for x in xs {
        let one_line = flow(x, ctx);
        match x {
            Value::Object(m)
                if !m.is_empty()
                    && (ctx == Ctx::BoardEntry || indent + 2 + one_line.len() > WIDTH) =>
            {
                // The first key shares the dash's line; the rest line up
                // under it.
                let mut inner = String::new();
                block_map(&mut inner, m, ctx, indent + 2);
                let rest = inner.get(indent + 2..).unwrap_or_default();
                out.push_str(&format!("{pad}- {rest}"));
            }
            _ => out.push_str(&format!("{pad}- {one_line}\n")),
        }
    }
}

/// A value on one line, in YAML flow style.
fn flow(v: &Value, ctx: Ctx) -> String {
    match v {
        Value::Object(m) => {
            let items: Vec<String> = ordered(m, ctx)
                .into_iter()
                .map(|(k, x)| {
                    let key = scalar_str(k, true);
                    let value = flow(x, Ctx::Other);
                    if implicit(&key) {
                        format!("{key}: {value}")
                    } else {
                        format!("? {key} : {value}")
                    }
                })
                .collect();
            format!("{{{}}}", items.join(", "))
        }
        Value::Array(xs) => {
            let items: Vec<String> = xs.iter().map(|x| flow(x, Ctx::Other)).collect();
            format!("[{}]", items.join(", "))
        }
        Value::String(s) => scalar_str(s, true),
        Value::Null => "null".to_owned(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.to_string(),
    }
}

/// A string as a plain scalar when YAML 1.2 reads it back as the same
/// string, else double-quoted. `in_flow` also quotes the characters that
/// end a flow collection's item.
fn scalar_str(s: &str, in_flow: bool) -> String {
    if needs_quotes(s, in_flow) {
        quoted(s)
    } else {
        s.to_owned()
    }
}

fn needs_quotes(s: &str, in_flow: bool) -> bool {
    let Some(first) = s.chars().next() else {
        return true;
    };
    // `<<` as a key is YAML's merge key, which the reader expands.
    let reads_as_other = matches!(
        s,
        "true"
            | "false"
            | "null"
            | "Null"
            | "NULL"
            | "~"
            | "True"
            | "False"
            | "TRUE"
            | "FALSE"
            | "<<"
    ) || looks_numeric(s);
    reads_as_other
        || "-?:,[]{}#&*!|>'\"%@`".contains(first)
        || s.starts_with(' ')
        || s.ends_with(' ')
        || s.ends_with(':')
        || s.contains(": ")
        || s.contains(" #")
        || s.chars().any(|c| c.is_control() || !printable(c))
        || (in_flow && s.contains([',', '[', ']', '{', '}']))
}

/// Whether YAML 1.2's core schema would read `s` as a number.
fn looks_numeric(s: &str) -> bool {
    let t = s.strip_prefix(['+', '-']).unwrap_or(s);
    let lower = t.to_ascii_lowercase();
    if matches!(lower.as_str(), ".inf" | ".nan") {
        return true;
    }
    if let Some(hex) = t.strip_prefix("0x") {
        return !hex.is_empty() && hex.chars().all(|c| c.is_ascii_hexdigit());
    }
    if let Some(oct) = t.strip_prefix("0o") {
        return !oct.is_empty() && oct.chars().all(|c| ('0'..='7').contains(&c));
    }
    t.chars().any(|c| c.is_ascii_digit())
        && t.chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '+' | '-' | '_'))
}

/// Whether YAML 1.2 lets the character stand in a file as it is (its
/// `c-printable`): a reader refuses the others, even inside quotes, so they
/// are written as escapes. Besides the controls, U+FFFE and U+FFFF; the
/// controls YAML allows (NEL, and the line breaks) are escaped all the
/// same, since readers disagree on whether NEL breaks a line.
fn printable(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | ' '..='~' | '\u{85}')
        || matches!(c, '\u{a0}'..='\u{d7ff}' | '\u{e000}'..='\u{fffd}' | '\u{10000}'..)
}

fn quoted(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() || !printable(c) => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
