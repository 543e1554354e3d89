//! A matrix of mistakes: every key of the format's description (the one
//! the JSON Schema is generated from), written wrong in every way a
//! description can tell, must be broken input with a diagnostic at the
//! value. The keys come from the description, so a new box's keys join
//! the matrix by being described; the position each mistake is made in is
//! the first scenario of the repository that writes the key (a key no
//! scenario writes fails the matrix: give it a scenario).
//!
//! The mistakes: a value of the wrong type; a value out of range (a number
//! past its bounds, a word not in the list, a list too long or too short);
//! the key's rule set left out of `rules`; a square where no tile lies,
//! for a key naming a square of the table. A figure named where nobody
//! stands needs a position that says who stands where: those are fixtures
//! of their own (tests/fixtures/invalid, `*-nobody-*`), one a key kind.

use std::collections::BTreeMap;

use carcassonne_judge::figure::RuleSet;
use carcassonne_judge::input::{self, Source};
use carcassonne_judge::scenario::format::scenario;
use carcassonne_judge::scenario::shape::{Key, Mapping, Shape};
use carcassonne_judge::scenario::write;
use carcassonne_judge::yaml::{self, Node, Span};
use serde_json::{Value, json};

/// A step from a value into one inside it.
#[derive(Clone, Debug, PartialEq)]
enum Step {
    Key(&'static str),
    /// Any item of a list, any value of a mapping by player or kind.
    Any,
}

/// A key of the description, and where it lies.
struct Described {
    path: Vec<Step>,
    key: &'static Key,
}

/// Keys that only a broken file writes, so that no scenario can carry
/// them: why, and the fixture (tests/fixtures/invalid) that writes one.
const ONLY_BROKEN: &[(&str, &str, &str)] = &[
    (
        "fairy.corner",
        "the fairy stands next to a follower, and no follower stands at a corner",
        "pd-fairy-at-a-corner",
    ),
    (
        "action.deploy.princess.corner",
        "the princess sends a knight home, and no knight stands at a corner",
        "pd-princess-at-an-empty-corner",
    ),
    (
        "action.escape.corner",
        "a knight escapes, and no knight stands at a corner",
        "sieges-escape-at-an-empty-corner",
    ),
];

fn name(path: &[Step]) -> String {
    let mut out = String::new();
    for s in path {
        match s {
            Step::Key(k) if out.is_empty() => out.push_str(k),
            Step::Key(k) => out += &format!(".{k}"),
            Step::Any => out.push_str("[]"),
        }
    }
    out
}

/// Every key of the description, each place once. The keys inside an
/// entry of a turn's `also` are the turn's own keys again, read by the same
/// readers: they are walked where the turn writes them, and `also` itself
/// here.
fn keys() -> Vec<Described> {
    let mut out = Vec::new();
    mapping(scenario(), &[], &mut out);
    let also = [Step::Key("action"), Step::Key("also"), Step::Any];
    let turn_has = |rest: &[Step]| {
        let mut own = vec![Step::Key("action")];
        own.extend_from_slice(rest);
        own
    };
    let walked: Vec<Vec<Step>> = out.iter().map(|d| d.path.clone()).collect();
    out.retain(|d| match d.path.strip_prefix(&also[..]) {
        Some(rest) => !walked.contains(&turn_has(rest)),
        None => true,
    });
    out
}

fn mapping(m: &'static Mapping, at: &[Step], out: &mut Vec<Described>) {
    for key in m.keys {
        let mut path = at.to_vec();
        path.push(Step::Key(key.name));
        if !out.iter().any(|d| d.path == path) {
            out.push(Described {
                path: path.clone(),
                key,
            });
        }
        inside(&key.shape, &path, out);
    }
}

fn inside(shape: &'static Shape, at: &[Step], out: &mut Vec<Described>) {
    match shape {
        Shape::Map(m) => mapping(m, at, out),
        Shape::AnyOf(forms, _) => forms.iter().for_each(|f| inside(f, at, out)),
        Shape::Named(_, inner) => inside(inner, at, out),
        Shape::List(list) => inside(&list.item, &[at, &[Step::Any]].concat(), out),
        Shape::PerPlayer(value, _) | Shape::Keyed(_, value, _) => {
            inside(value, &[at, &[Step::Any]].concat(), out)
        }
        _ => {}
    }
}

/// A concrete place in a tree: keys and indexes.
#[derive(Clone, Debug)]
enum At {
    Key(String),
    Index(usize),
}

/// The first place in the tree that the path reaches.
fn find(tree: &Value, path: &[Step]) -> Option<Vec<At>> {
    let Some((first, rest)) = path.split_first() else {
        return Some(Vec::new());
    };
    let go = |at: At, v: &Value| {
        find(v, rest).map(|mut more| {
            more.insert(0, at);
            more
        })
    };
    match (first, tree) {
        (Step::Key(k), Value::Object(m)) => m.get(*k).and_then(|v| go(At::Key(k.to_string()), v)),
        (Step::Any, Value::Array(items)) => items
            .iter()
            .enumerate()
            .find_map(|(i, v)| go(At::Index(i), v)),
        (Step::Any, Value::Object(m)) => m.iter().find_map(|(k, v)| go(At::Key(k.clone()), v)),
        _ => None,
    }
}

fn get_mut<'t>(tree: &'t mut Value, at: &[At]) -> &'t mut Value {
    at.iter().fold(tree, |v, a| match a {
        At::Key(k) => &mut v[k.as_str()],
        At::Index(i) => &mut v[*i],
    })
}

/// The node of a parsed file at a concrete place.
fn node_at<'n>(node: &'n Node, at: &[At]) -> Option<&'n Node> {
    let Some((first, rest)) = at.split_first() else {
        return Some(node);
    };
    let next = match (first, &node.value) {
        (At::Key(k), yaml::Value::Map(items)) => {
            &items.iter().find(|(key, _)| key.as_str() == Some(k))?.1
        }
        (At::Index(i), yaml::Value::Seq(items)) => items.get(*i)?,
        _ => return None,
    };
    node_at(next, rest)
}

/// The repository's scenarios (or the files of another folder) as trees,
/// in a stable order.
fn scenarios_in(folder: &str) -> Vec<(String, Value)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    let mut stack = vec![root.join(folder)];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).unwrap() {
            let path = e.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == "yaml") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
        .into_iter()
        .filter_map(|p| {
            // Fixtures that are not YAML (a tab, a syntax error) carry no key.
            let tree = yaml::parse(&std::fs::read_to_string(&p).unwrap()).ok()?;
            let name = p.strip_prefix(root).unwrap().display().to_string();
            Some((name, tree.to_json()))
        })
        .collect()
}

/// A mistake made in a value: the value written instead, or `None` when
/// the mistake lies elsewhere (the rules in play).
fn wrong_type(v: &Value) -> Value {
    match v {
        Value::String(_) => json!([]),
        Value::Number(_) | Value::Array(_) | Value::Bool(_) => json!("x"),
        _ => json!(7),
    }
}

fn out_of_range(shape: &Shape, v: &Value) -> Option<Value> {
    match shape {
        Shape::Int { max, .. } => Some(json!(max + 1)),
        Shape::Words(..) | Shape::Word(_) => Some(json!("no-such-word")),
        Shape::Numbers(..) => Some(json!(45)),
        Shape::List(list) => {
            let item = v.as_array()?.first()?.clone();
            match list.max {
                Some(max) => Some(Value::Array(vec![item; max + 1])),
                None if list.min > 0 => Some(json!([])),
                None => None,
            }
        }
        Shape::Named(_, inner) => out_of_range(inner, v),
        _ => None,
    }
}

/// A key naming a square of the table (not one that lays a tile there,
/// not one of `expect`, which says what the ruling holds).
fn names_a_square(d: &Described) -> bool {
    let square = is_square(&d.key.shape);
    let lays = matches!(
        d.path.as_slice(),
        [Step::Key("board"), Step::Any, Step::Key("at")]
    ) || d.path.ends_with(&[Step::Key("place"), Step::Key("at")]);
    square && !lays && d.path.first() != Some(&Step::Key("expect"))
}

/// `[x, y]`.
fn is_square(shape: &Shape) -> bool {
    matches!(shape, Shape::List(l) if matches!(l.item, Shape::Int { .. }) && l.max == Some(2))
}

/// The rules with a set (and whatever brings it) left out.
fn without(rules: &Value, set: RuleSet) -> Value {
    let kept: Vec<Value> = rules
        .as_array()
        .into_iter()
        .flatten()
        .filter(|r| {
            let Some(r) = r.as_str().and_then(RuleSet::parse) else {
                return true;
            };
            r != set && !r.brings().contains(&set)
        })
        .cloned()
        .collect();
    Value::Array(kept)
}

/// Judges a changed tree: the problems' codes and messages that point at
/// the node changed (or around it), or why the mistake was missed.
fn judged(tree: &Value, at: &[At]) -> Result<String, String> {
    let text = write::yaml(tree);
    let src = Source {
        name: "matrix.yaml".into(),
        text: text.clone(),
    };
    let problems = match input::load(&src) {
        Ok(_) => return Err("accepted".into()),
        Err(p) => p,
    };
    let root = yaml::parse(&text).map_err(|e| e.message)?;
    let node = node_at(&root, at).ok_or("the changed node is gone")?;
    let hits = |s: &Span| {
        s.offset < node.span.offset + node.span.len.max(1)
            && node.span.offset < s.offset + s.len.max(1)
    };
    let near: Vec<String> = problems
        .iter()
        .filter(|p| p.labels.iter().any(|(s, _)| hits(s)))
        .map(|p| {
            let message = p.message.in_lang(carcassonne_judge::i18n::Lang::En);
            format!("{}: {message}", p.code)
        })
        .collect();
    if near.is_empty() {
        let all: Vec<String> = problems.iter().map(|p| p.code.to_owned()).collect();
        return Err(format!("no problem points at it ({})", all.join(", ")));
    }
    Ok(near.join(" / "))
}

#[test]
fn every_key_written_wrong_is_broken_input_pointing_at_it() {
    let scenarios = scenarios_in("scenarios");
    let fixtures = scenarios_in("tests/fixtures/invalid");
    let mut ruled: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let mut missed = Vec::new();
    for d in keys() {
        let key = name(&d.path);
        let Some((file, tree, at)) = scenarios
            .iter()
            .find_map(|(f, t)| find(t, &d.path).map(|at| (f, t, at)))
        else {
            match ONLY_BROKEN.iter().find(|(k, _, _)| *k == key) {
                Some((_, _, fixture)) => {
                    let file = format!("tests/fixtures/invalid/{fixture}.yaml");
                    let written = fixtures
                        .iter()
                        .any(|(f, t)| *f == file && find(t, &d.path).is_some());
                    if !written {
                        missed.push(format!("{key}: {file} should write it"));
                    }
                }
                None => missed.push(format!("{key}: no scenario writes it")),
            }
            continue;
        };
        let value = at.iter().fold(tree, |v, a| match a {
            At::Key(k) => &v[k.as_str()],
            At::Index(i) => &v[*i],
        });
        let mut tries: Vec<(&str, Value)> = Vec::new();
        let mut changed = tree.clone();
        *get_mut(&mut changed, &at) = wrong_type(value);
        tries.push(("type", changed));
        if let Some(v) = out_of_range(&d.key.shape, value) {
            let mut changed = tree.clone();
            *get_mut(&mut changed, &at) = v;
            tries.push(("range", changed));
        }
        // Left out of `rules`, a box's key is refused where it is written;
        // the keys inside its value are the same mistake once.
        if let Some(set) = d.key.needs {
            let mut changed = tree.clone();
            changed["rules"] = without(&tree["rules"], set);
            tries.push(("rules", changed));
        }
        if names_a_square(&d) {
            let mut changed = tree.clone();
            *get_mut(&mut changed, &at) = json!([99, 99]);
            tries.push(("no-tile", changed));
        }
        // A list of squares (the dragon's path): its first square.
        if let Shape::List(list) = &d.key.shape
            && is_square(&list.item)
            && value.as_array().is_some_and(|v| !v.is_empty())
        {
            let mut changed = tree.clone();
            get_mut(&mut changed, &at)[0] = json!([99, 99]);
            tries.push(("no-tile", changed));
        }
        for (kind, changed) in tries {
            match judged(&changed, &at) {
                Ok(said) => ruled
                    .entry(kind)
                    .or_default()
                    .push(format!("{key}: {said}")),
                Err(why) => missed.push(format!("{key} ({kind}, in {file}): {why}")),
            }
        }
    }
    assert!(missed.is_empty(), "{}", missed.join("\n"));
    for (kind, lines) in ruled {
        insta::assert_snapshot!(format!("matrix_{kind}"), lines.join("\n"));
    }
}

#[test]
fn the_matrix_walks_every_key_of_the_schema() {
    let schema: Value =
        serde_json::from_str(&carcassonne_judge::schema::json()).expect("the schema is JSON");
    let mut in_schema = Vec::new();
    collect_properties(&schema, &schema, &mut in_schema, 0);
    let walked: Vec<&str> = keys().iter().map(|d| d.key.name).collect();
    for k in in_schema {
        assert!(
            walked.contains(&k.as_str()),
            "`{k}` is in the schema but not walked"
        );
    }
}

fn collect_properties(v: &Value, root: &Value, out: &mut Vec<String>, depth: usize) {
    if depth > 40 {
        return;
    }
    match v {
        Value::Object(m) => {
            if let Some(Value::Object(props)) = m.get("properties") {
                out.extend(props.keys().cloned());
            }
            if let Some(Value::String(r)) = m.get("$ref") {
                let name = r.trim_start_matches("#/definitions/");
                collect_properties(&root["definitions"][name], root, out, depth + 1);
            }
            for (k, x) in m {
                if k != "definitions" && k != "if" && k != "then" {
                    collect_properties(x, root, out, depth + 1);
                }
            }
        }
        Value::Array(items) => items
            .iter()
            .for_each(|x| collect_properties(x, root, out, depth + 1)),
        _ => {}
    }
}
