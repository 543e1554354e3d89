//! The JSON Schema of the scenario format (draft-07), for editors: with
//! `# yaml-language-server: $schema=…` at the top of a file, an editor
//! completes keys, tile ids and point names. It is generated from the
//! format's description (`scenario::shape`), the same the loader takes the
//! keys of every mapping from; the test suite checks every scenario in the
//! repository against it, and every broken fixture the loader refuses.
//!
//! The schema should accept what the loader accepts and reject what it
//! rejects, so every mapping is closed (`additionalProperties: false`, in
//! each form of a value with several) and no key may be null.

use std::collections::BTreeMap;

use serde_json::{Map, Value, json};

use crate::scenario::format::scenario;
use crate::scenario::shape::{Key, Mapping, Shape};

/// The schema as pretty JSON.
pub fn json() -> String {
    let mut defs = Definitions::default();
    let mut root = Map::new();
    root.insert(
        "$schema".into(),
        json!("http://json-schema.org/draft-07/schema#"),
    );
    root.insert(
        "title".into(),
        json!("carcassonne-judge scenario, version 1"),
    );
    if let Value::Object(scenario) = mapping(scenario(), &mut defs) {
        root.extend(scenario);
    }
    if !defs.0.is_empty() {
        root.insert(
            "definitions".into(),
            Value::Object(defs.0.into_iter().collect()),
        );
    }
    serde_json::to_string_pretty(&Value::Object(root)).unwrap_or_default()
}

/// The shapes written once, under their names, and referred to elsewhere.
#[derive(Default)]
struct Definitions(BTreeMap<String, Value>);

/// A shape's schema.
fn schema(shape: &Shape, defs: &mut Definitions) -> Value {
    match *shape {
        Shape::Text(about) => described(json!({ "type": "string" }), about),
        Shape::Int { min, max, about } => described(
            json!({ "type": "integer", "minimum": min, "maximum": max }),
            about,
        ),
        Shape::Bool(about) => described(json!({ "type": "boolean" }), about),
        Shape::Words(words, about) => {
            described(json!({ "type": "string", "enum": words() }), about)
        }
        Shape::Word(word) => json!({ "type": "string", "const": word }),
        Shape::Numbers(numbers, about) => described(json!({ "enum": numbers }), about),
        Shape::List(list) => {
            let mut out = json!({ "type": "array", "items": schema(&list.item, defs) });
            if list.min > 0 {
                out["minItems"] = json!(list.min);
            }
            if let Some(max) = list.max {
                out["maxItems"] = json!(max);
            }
            if list.unique {
                out["uniqueItems"] = json!(true);
            }
            described(out, list.about)
        }
        Shape::Keyed(words, value, about) => described(
            json!({
                "type": "object",
                "propertyNames": { "enum": words() },
                "additionalProperties": schema(value, defs)
            }),
            about,
        ),
        Shape::PerPlayer(value, about) => described(
            json!({ "type": "object", "additionalProperties": schema(value, defs) }),
            about,
        ),
        Shape::Map(m) => mapping(m, defs),
        Shape::AnyOf(forms, about) => {
            let forms: Vec<Value> = forms.iter().map(|f| schema(f, defs)).collect();
            described(json!({ "anyOf": forms }), about)
        }
        Shape::Named(name, inner) => {
            if !defs.0.contains_key(name) {
                // Claimed before it is written, so that a shape naming
                // itself ends.
                defs.0.insert(name.to_owned(), Value::Null);
                let written = schema(inner, defs);
                defs.0.insert(name.to_owned(), written);
            }
            json!({ "$ref": format!("#/definitions/{name}") })
        }
        Shape::Custom(write) => write(),
    }
}

/// A mapping's schema: its keys, those it must hold, no others.
fn mapping(m: &Mapping, defs: &mut Definitions) -> Value {
    let properties: Map<String, Value> = m
        .keys
        .iter()
        .map(|k| (k.name.to_owned(), property(k, defs)))
        .collect();
    let required: Vec<&str> = m
        .keys
        .iter()
        .filter(|k| k.required)
        .map(|k| k.name)
        .collect();
    let mut out = json!({
        "type": "object",
        "properties": properties,
        "additionalProperties": false
    });
    if !required.is_empty() {
        out["required"] = json!(required);
    }
    if let Some(also) = m.also {
        for (keyword, value) in also() {
            out[keyword] = value;
        }
    }
    described(out, m.about)
}

/// A key's schema: its value's, with what the key means and the rule set
/// it needs.
fn property(key: &Key, defs: &mut Definitions) -> Value {
    let value = schema(&key.shape, defs);
    let about = match (key.about, key.needs) {
        ("", None) => return value,
        (about, None) => about.to_owned(),
        ("", Some(set)) => format!("Needs `{}` in `rules`.", set.name()),
        (about, Some(set)) => format!("{about} Needs `{}` in `rules`.", set.name()),
    };
    if value.get("$ref").is_some() {
        // Draft-07 ignores the siblings of a `$ref`: the reference goes
        // into `allOf`, beside the description.
        return json!({ "allOf": [value], "description": about });
    }
    let mut value = value;
    value["description"] = json!(about);
    value
}

fn described(mut schema: Value, about: &str) -> Value {
    if !about.is_empty() {
        schema["description"] = json!(about);
    }
    schema
}
