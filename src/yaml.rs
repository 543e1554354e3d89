//! The only module that names the YAML crate. It turns a document into a tree
//! of [`Node`]s that carry their byte spans, so that every later check can
//! point into the user's file. serde-saphyr is used (not the deprecated
//! serde_yaml) because it reports locations for every node.

use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

/// A byte range in the source text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    pub offset: usize,
    pub len: usize,
}

impl Span {
    pub fn new(offset: usize, len: usize) -> Self {
        Span { offset, len }
    }
}

impl From<Span> for miette::SourceSpan {
    fn from(s: Span) -> Self {
        (s.offset, s.len).into()
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    Seq(Vec<Node>),
    Map(Vec<(Node, Node)>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    pub span: Span,
    pub value: Value,
}

impl<'de> Deserialize<'de> for Node {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = serde_saphyr::Spanned::<Value>::deserialize(d)?;
        let sp = s.referenced.span();
        let span = Span::new(
            sp.byte_offset().unwrap_or(0) as usize,
            sp.byte_len().unwrap_or(0) as usize,
        );
        let mut node = Node {
            span,
            value: s.value,
        };
        node.span = node.extent();
        Ok(node)
    }
}

impl Node {
    /// The span from the node's start to the end of its last child, so that a
    /// label on a mapping covers the whole entry.
    fn extent(&self) -> Span {
        let end = |n: &Node| n.span.offset + n.span.len;
        let last = match &self.value {
            Value::Seq(items) => items.iter().map(end).max(),
            Value::Map(items) => items.iter().map(|(k, v)| end(k).max(end(v))).max(),
            _ => None,
        };
        match last {
            Some(e) if e > self.span.offset => Span::new(self.span.offset, e - self.span.offset),
            _ => self.span,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match &self.value {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }

    /// A word for the kind of value, for messages.
    pub fn kind_name(&self) -> &'static str {
        match &self.value {
            Value::Null => "nothing",
            Value::Bool(_) => "a boolean",
            Value::Int(_) => "a number",
            Value::Float(_) => "a decimal number",
            Value::Str(_) => "text",
            Value::Seq(_) => "a list",
            Value::Map(_) => "a mapping",
        }
    }
}

struct ValueVisitor;

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = Value;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any YAML value")
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        Value::deserialize(d)
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::Int(v))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Value, E> {
        i64::try_from(v)
            .map(Value::Int)
            .map_err(|_| E::custom("integer too large"))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(Value::Float(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::Str(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::Str(v))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut a: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(n) = a.next_element::<Node>()? {
            items.push(n);
        }
        Ok(Value::Seq(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(k) = a.next_key::<Node>()? {
            let v = a.next_value::<Node>()?;
            items.push((k, v));
        }
        Ok(Value::Map(items))
    }
}

impl<'de> Deserialize<'de> for Value {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(ValueVisitor)
    }
}

/// A document that is not YAML: the parser's message and where it stopped.
#[derive(Debug)]
pub struct SyntaxError {
    pub message: String,
    pub span: Span,
}

pub fn parse(src: &str) -> Result<Node, SyntaxError> {
    let options = serde_saphyr::options! {
        duplicate_keys: serde_saphyr::DuplicateKeyPolicy::PassThrough,
        strict_booleans: true,
        with_snippet: false,
    };
    serde_saphyr::from_str_with_options::<Node>(src, options).map_err(|e| {
        let span = e
            .location()
            .map(|l| offset_of(src, l.line() as usize, l.column() as usize))
            .map(|o| Span::new(o, usize::from(o < src.len())))
            .unwrap_or_default();
        let text = e.without_snippet().to_string();
        let message = strip_position(&text);
        let message = message.split(" at line ").next().unwrap_or(message);
        SyntaxError {
            message: message.to_owned(),
            span,
        }
    })
}

/// The byte offset of a 1-based line and character column.
fn offset_of(src: &str, line: usize, column: usize) -> usize {
    let line_start: usize = src
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    let rest = &src[line_start.min(src.len())..];
    let col: usize = rest
        .chars()
        .take(column.saturating_sub(1))
        .take_while(|c| *c != '\n')
        .map(char::len_utf8)
        .sum();
    let at = (line_start + col).min(src.len());
    // The parser reports the place after a stray tab; the tab is the culprit.
    if at > 0 && src.as_bytes()[at - 1] == b'\t' {
        at - 1
    } else {
        at
    }
}

/// The parser prefixes "line L column C: "; the diagnostic shows the place
/// itself, so the prefix would only repeat it.
fn strip_position(text: &str) -> &str {
    let t = text.trim_start_matches("error: ");
    match t.split_once(": ") {
        Some((head, rest)) if head.starts_with("line ") && head.contains(" column ") => rest,
        _ => t,
    }
}

impl Node {
    /// The same tree as JSON, for checking a file against the JSON Schema.
    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::Value as J;
        match &self.value {
            Value::Null => J::Null,
            Value::Bool(b) => J::Bool(*b),
            Value::Int(i) => J::from(*i),
            Value::Float(f) => J::from(*f),
            Value::Str(s) => J::String(s.clone()),
            Value::Seq(items) => J::Array(items.iter().map(Node::to_json).collect()),
            Value::Map(items) => J::Object(
                items
                    .iter()
                    .map(|(k, v)| {
                        let key = match &k.value {
                            Value::Str(s) => s.clone(),
                            other => format!("{other:?}"),
                        };
                        (key, v.to_json())
                    })
                    .collect(),
            ),
        }
    }
}
