//! The only module that names the YAML crate. It turns a document into a tree
//! of [`Node`]s that carry their byte spans, so that every later check can
//! point into the user's file.
//!
//! The tree is built straight from the events of granit-parser, the parser
//! inside serde-saphyr: syntax errors keep their wording and their place,
//! and reading no longer pays for serde's data model, which cost more than
//! the parse itself. What serde-saphyr did around the events is done here:
//! YAML 1.2 scalars, aliases and merge keys, one document per file, and
//! limits on hostile input.
//!
//! Most scenarios never reach the parser: [`parse`] first tries a small
//! reader of its own for the plain YAML they are written in (`fast`), which
//! builds the same tree or declines, and the full reader reads the rest.

use std::borrow::Cow;
use std::collections::HashSet;

use granit_parser::{ErrorKind, Event, Parser, ScalarStyle, ScanError, Tag};

use crate::diag::{Text, msg};

mod fast;

/// Limits that only a document written to exhaust the judge reaches: a
/// scenario nests about six levels deep and holds a few thousand values.
/// Aliases are why the limits count values produced, not values written: ten
/// lines of aliases to aliases expand to billions of values.
const MAX_DEPTH: usize = 64;
const MAX_VALUES: usize = 100_000;
const MAX_COPIED_BYTES: usize = 16 << 20;

const YAML_TAGS: &str = "tag:yaml.org,2002:";
const CORE_TYPES: [&str; 7] = ["str", "int", "float", "bool", "null", "seq", "map"];

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

    fn of(s: &granit_parser::Span) -> Self {
        s.byte_range()
            .map(|r| Span::new(r.start, r.end - r.start))
            .unwrap_or_default()
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

/// A document that is not YAML, or not one the judge reads: the message and
/// where it stopped.
#[derive(Debug)]
pub struct SyntaxError {
    /// What is wrong, in English.
    pub message: String,
    pub span: Span,
    /// The same in the catalogue's words, for a diagnostic in any language:
    /// carc's own reasons (its limits, tags and anchors) by their message,
    /// the YAML parser's quoted as it gives them.
    pub words: Text,
}

impl SyntaxError {
    /// The YAML parser's own reason, which is quoted as it is.
    fn new(span: Span, message: impl Into<String>) -> Self {
        let message = message.into();
        SyntaxError {
            words: msg("diag-parser-says").arg("reason", message.as_str()),
            message,
            span,
        }
    }

    /// A reason of carc's own, from the catalogue.
    #[cold]
    fn said(span: Span, words: Text) -> Self {
        SyntaxError {
            message: words.in_lang(crate::i18n::Lang::En),
            span,
            words,
        }
    }
}

/// Reads a document: by the fast reader when the file is written in the
/// plain subset of YAML it knows, which is nearly every scenario, and by the
/// full reader otherwise. Both build the same tree.
pub fn parse(src: &str) -> Result<Node, SyntaxError> {
    match parse_fast(src) {
        Some(root) => Ok(root),
        None => parse_full(src),
    }
}

/// The fast reader alone: the tree [`parse_full`] would build, spans
/// included, for a document in the subset of YAML that scenario files use
/// (block mappings and lists, one-line flow collections, plain scalars,
/// quoted ones without escapes, comments); `None` for anything else, errors
/// included. Public so that the tests can hold the two readers to each other.
pub fn parse_fast(src: &str) -> Option<Node> {
    fast::parse(src)
}

/// The full reader alone, on granit-parser's events: every document, every
/// error with its message and place.
pub fn parse_full(src: &str) -> Result<Node, SyntaxError> {
    let mut b = Builder {
        src,
        stack: Vec::new(),
        anchors: Vec::new(),
        budget: Budget::default(),
        root: None,
    };
    let mut documents = 0;
    let mut end = Span::new(src.len(), 0);
    // The parser's own nesting limits, set to ours, stop a deep document at
    // the level that breaks the limit rather than some way past it: the
    // parser looks ahead before it reports the collections it has opened.
    let options = granit_parser::options! {
        flow_nesting_limit: MAX_DEPTH,
        block_nesting_limit: MAX_DEPTH,
    };
    for item in Parser::new_from_str_with_options(src, options) {
        let (event, pspan) = item.map_err(|e| scan_error(src, &e))?;
        let span = Span::of(&pspan);
        match event {
            Event::DocumentStart(..) => {
                documents += 1;
                if documents > 1 {
                    return Err(SyntaxError::said(
                        one_byte(src, span),
                        msg("diag-yaml-second-document"),
                    ));
                }
            }
            Event::Scalar(text, style, anchor, tag) => {
                b.budget.values(1, span, src)?;
                let plain = matches!(style, ScalarStyle::Plain);
                // An absent value comes as a plain `~` with an empty span; `!!str`
                // makes it the empty text, as it is in the file.
                let text = if span.len == 0 {
                    Cow::Borrowed("")
                } else {
                    text
                };
                // `<<` is a merge key only as a plain scalar or tagged so;
                // quoted, it is a key like any other.
                let merge = tag.as_deref().map_or(plain && &*text == "<<", is_merge_tag);
                let value = scalar(text, plain, tag.as_deref(), src, &pspan, span)?;
                b.add(Node { span, value }, anchor, merge)?;
            }
            Event::SequenceStart(_, anchor, tag) => {
                collection_tag(tag.as_deref(), "seq", src, &pspan, span)?;
                b.open(span, anchor, Body::Seq(Vec::new()))?;
            }
            Event::MappingStart(_, anchor, tag) => {
                collection_tag(tag.as_deref(), "map", src, &pspan, span)?;
                let body = Body::Map {
                    entries: Vec::new(),
                    key: None,
                    merges: Vec::new(),
                };
                b.open(span, anchor, body)?;
            }
            Event::SequenceEnd | Event::MappingEnd => b.close()?,
            Event::Alias(id) => b.alias(id, span)?,
            Event::StreamEnd => {
                end = span;
                break;
            }
            _ => {}
        }
    }
    Ok(b.root.unwrap_or(Node {
        span: end,
        value: Value::Null,
    }))
}

/// A collection being read, with the span of its opening token.
struct Frame {
    span: Span,
    anchor: usize,
    body: Body,
}

enum Body {
    Seq(Vec<Node>),
    Map {
        entries: Vec<(Node, Node)>,
        /// The key read, waiting for its value, and whether it is `<<`.
        key: Option<(Node, bool)>,
        /// Mappings named by `<<` keys, merged in order when the mapping ends.
        merges: Vec<Node>,
    },
}

/// An anchored value, kept for its aliases with its size, so that an alias
/// is refused before it is copied when the copy would break a limit.
struct Anchored {
    node: Node,
    values: usize,
    bytes: usize,
}

struct Builder<'a> {
    src: &'a str,
    stack: Vec<Frame>,
    /// By anchor id; granit-parser numbers anchors from 1 and gives a
    /// redefined name a new id, so an alias always finds the latest one.
    anchors: Vec<Option<Anchored>>,
    budget: Budget,
    root: Option<Node>,
}

/// What the document has produced so far, against the limits. Copies kept
/// for anchors count as well as copies made for aliases: both take memory,
/// and anchors nested in anchors copy the same values again.
#[derive(Default)]
struct Budget {
    values: usize,
    copied_bytes: usize,
    copied: bool,
}

impl Budget {
    fn values(&mut self, n: usize, span: Span, src: &str) -> Result<(), SyntaxError> {
        self.values += n;
        if self.values <= MAX_VALUES {
            return Ok(());
        }
        let message = if self.copied {
            msg("diag-yaml-expands-past")
        } else {
            msg("diag-yaml-holds-more-than")
        };
        let message = message.arg("max", MAX_VALUES);
        Err(SyntaxError::said(one_byte(src, span), message))
    }

    fn copy(
        &mut self,
        values: usize,
        bytes: usize,
        span: Span,
        src: &str,
    ) -> Result<(), SyntaxError> {
        self.copied = true;
        self.values(values, span, src)?;
        self.copied_bytes += bytes;
        if self.copied_bytes <= MAX_COPIED_BYTES {
            return Ok(());
        }
        Err(SyntaxError::said(
            one_byte(src, span),
            msg("diag-yaml-repeat-more-than").arg("mib", MAX_COPIED_BYTES >> 20),
        ))
    }
}

/// A label for a place rather than a stretch of text.
fn one_byte(src: &str, span: Span) -> Span {
    Span::new(span.offset, usize::from(span.offset < src.len()))
}

impl Builder<'_> {
    fn open(&mut self, span: Span, anchor: usize, body: Body) -> Result<(), SyntaxError> {
        if self.stack.len() == MAX_DEPTH {
            return Err(SyntaxError::said(
                one_byte(self.src, span),
                msg("diag-yaml-deeper-than").arg("max", MAX_DEPTH),
            ));
        }
        self.budget.values(1, span, self.src)?;
        self.stack.push(Frame { span, anchor, body });
        Ok(())
    }

    fn close(&mut self) -> Result<(), SyntaxError> {
        let Some(frame) = self.stack.pop() else {
            return Ok(());
        };
        let value = match frame.body {
            Body::Seq(items) => Value::Seq(items),
            Body::Map {
                mut entries,
                merges,
                ..
            } => {
                if !merges.is_empty() {
                    merge(&mut entries, merges);
                }
                Value::Map(entries)
            }
        };
        let mut node = Node {
            span: frame.span,
            value,
        };
        node.span = node.extent();
        self.add(node, frame.anchor, false)
    }

    fn alias(&mut self, id: usize, span: Span) -> Result<(), SyntaxError> {
        let src = self.src;
        let name = src.get(span.offset..span.offset + span.len).unwrap_or("*");
        if self.stack.iter().any(|f| f.anchor == id) {
            return Err(SyntaxError::said(
                span,
                msg("diag-yaml-alias-contains-itself").arg("name", name),
            ));
        }
        let Some(anchored) = self.anchors.get(id).and_then(Option::as_ref) else {
            return Err(SyntaxError::said(span, unknown_anchor(name)));
        };
        self.budget
            .copy(anchored.values, anchored.bytes, span, self.src)?;
        let mut node = anchored.node.clone();
        // Every value of the copy points at the alias: that is where the
        // user wrote it into this place.
        respan(&mut node, span);
        self.add(node, 0, false)
    }

    /// Hangs a finished value into its parent.
    fn add(&mut self, node: Node, anchor: usize, merge_key: bool) -> Result<(), SyntaxError> {
        if anchor != 0 {
            let (values, bytes) = weight(&node);
            self.budget.copy(values, bytes, node.span, self.src)?;
            if self.anchors.len() <= anchor {
                self.anchors.resize_with(anchor + 1, || None);
            }
            self.anchors[anchor] = Some(Anchored {
                node: node.clone(),
                values,
                bytes,
            });
        }
        let Some(frame) = self.stack.last_mut() else {
            self.root = Some(node);
            return Ok(());
        };
        match &mut frame.body {
            Body::Seq(items) => items.push(node),
            Body::Map {
                entries,
                key,
                merges,
            } => match key.take() {
                None => *key = Some((node, merge_key)),
                Some((_, true)) => merge_sources(node, merges)?,
                Some((k, false)) => entries.push((k, node)),
            },
        }
        Ok(())
    }
}

/// The value of a `<<` key: a mapping, a list of mappings, or nothing.
fn merge_sources(node: Node, merges: &mut Vec<Node>) -> Result<(), SyntaxError> {
    let wrong = |n: &Node| {
        SyntaxError::said(
            n.span,
            msg("diag-yaml-merge-takes").arg("found", crate::diag::kind_of(n)),
        )
    };
    match node.value {
        Value::Null => {}
        Value::Map(_) => merges.push(node),
        Value::Seq(items) => {
            if let Some(bad) = items.iter().find(|n| !matches!(n.value, Value::Map(_))) {
                return Err(wrong(bad));
            }
            merges.extend(items);
        }
        _ => return Err(wrong(&node)),
    }
    Ok(())
}

/// Keys written in the mapping win over merged ones, and an earlier merged
/// mapping over a later one. Keys are looked up by [`key_id`] rather than
/// compared pairwise, which a hostile file could make quadratic.
fn merge(entries: &mut Vec<(Node, Node)>, merges: Vec<Node>) {
    let mut seen: HashSet<String> = entries.iter().map(|(k, _)| key_id(&k.value)).collect();
    for merged in merges {
        let Value::Map(items) = merged.value else {
            continue;
        };
        for (k, v) in items {
            if seen.insert(key_id(&k.value)) {
                entries.push((k, v));
            }
        }
    }
}

/// A key written out without its place: equal keys give equal ids.
fn key_id(v: &Value) -> String {
    fn write(v: &Value, out: &mut String) {
        match v {
            Value::Null => out.push('~'),
            Value::Bool(b) => out.push_str(if *b { "t" } else { "f" }),
            Value::Int(i) => out.push_str(&format!("i{i};")),
            // 0.0 == -0.0, as for the keys written in the mapping.
            Value::Float(f) => out.push_str(&format!("d{:?};", if *f == 0.0 { 0.0 } else { *f })),
            // The length keeps a text from reading as the start of another.
            Value::Str(s) => out.push_str(&format!("s{}:{s}", s.len())),
            Value::Seq(items) => {
                out.push('[');
                items.iter().for_each(|n| write(&n.value, out));
                out.push(']');
            }
            Value::Map(items) => {
                out.push('{');
                for (k, n) in items {
                    write(&k.value, out);
                    write(&n.value, out);
                }
                out.push('}');
            }
        }
    }
    let mut out = String::new();
    write(v, &mut out);
    out
}

/// How many values a copy of `node` adds, and how many bytes of text.
fn weight(node: &Node) -> (usize, usize) {
    match &node.value {
        Value::Str(s) => (1, s.len()),
        Value::Seq(items) => items.iter().fold((1, 0), |(v, b), n| {
            let (nv, nb) = weight(n);
            (v + nv, b + nb)
        }),
        Value::Map(items) => items.iter().fold((1, 0), |(v, b), (k, n)| {
            let (kv, kb) = weight(k);
            let (nv, nb) = weight(n);
            (v + kv + nv, b + kb + nb)
        }),
        _ => (1, 0),
    }
}

fn respan(node: &mut Node, span: Span) {
    node.span = span;
    match &mut node.value {
        Value::Seq(items) => items.iter_mut().for_each(|n| respan(n, span)),
        Value::Map(items) => items.iter_mut().for_each(|(k, v)| {
            respan(k, span);
            respan(v, span);
        }),
        _ => {}
    }
}

fn is_merge_tag(tag: &Tag) -> bool {
    tag.suffix_in_namespace(YAML_TAGS).as_deref() == Some("merge")
}

/// The YAML type a tag names. `!int` counts as `!!int`, as serde-saphyr
/// read it: whoever writes it means the type, not a tag of their own.
fn yaml_type(tag: &Tag) -> Option<Cow<'_, str>> {
    tag.suffix_in_namespace(YAML_TAGS).or_else(|| {
        (tag.handle() == "!" && CORE_TYPES.contains(&tag.suffix()))
            .then(|| Cow::Borrowed(tag.suffix()))
    })
}

/// `!`, the tag that only says "not a plain scalar": the value is text.
fn is_non_specific(tag: &Tag) -> bool {
    tag.handle().is_empty() && tag.suffix() == "!"
}

/// The tag as the user wrote it, for messages.
fn tag_text(tag: &Tag, src: &str, pspan: &granit_parser::Span) -> String {
    pspan
        .tag_span()
        .and_then(|s| s.slice(src))
        .map_or_else(|| tag.original(), str::to_owned)
}

fn tag_span(span: Span, pspan: &granit_parser::Span) -> Span {
    pspan.tag_span().map_or(span, |s| Span::of(&s))
}

/// Tags of YAML's own schema must fit the collection; other tags name types
/// of other programs and are ignored, as the judge reads plain data.
fn collection_tag(
    tag: Option<&Tag>,
    kind: &str,
    src: &str,
    pspan: &granit_parser::Span,
    span: Span,
) -> Result<(), SyntaxError> {
    let Some(tag) = tag else { return Ok(()) };
    let Some(name) = yaml_type(tag) else {
        return Ok(());
    };
    if name == kind {
        return Ok(());
    }
    let what = if kind == "seq" { "a-list" } else { "a-mapping" };
    let tag_text = tag_text(tag, src, pspan);
    let message = if CORE_TYPES.contains(&&*name) {
        msg("diag-yaml-tag-does-not-fit").arg("what", what)
    } else {
        msg("diag-yaml-tag-not-supported")
    };
    let message = message.arg("tag", tag_text);
    Err(SyntaxError::said(tag_span(span, pspan), message))
}

/// What a tag asks a scalar to be.
enum Want {
    Any,
    Str,
    Null,
    Bool,
    Int,
    Float,
}

fn scalar(
    text: Cow<'_, str>,
    plain: bool,
    tag: Option<&Tag>,
    src: &str,
    pspan: &granit_parser::Span,
    span: Span,
) -> Result<Value, SyntaxError> {
    let want = match tag {
        None => Want::Any,
        Some(t) if is_non_specific(t) => Want::Str,
        Some(t) => match yaml_type(t).as_deref() {
            None | Some("merge") => Want::Any,
            Some("str") => Want::Str,
            Some("null") => Want::Null,
            Some("bool") => Want::Bool,
            Some("int") => Want::Int,
            Some("float") => Want::Float,
            Some(_) => {
                return Err(SyntaxError::said(
                    tag_span(span, pspan),
                    msg("diag-yaml-tag-not-supported").arg("tag", tag_text(t, src, pspan)),
                ));
            }
        },
    };
    let tagged = |what: &'static str| {
        let tag = tag.map(|t| tag_text(t, src, pspan)).unwrap_or_default();
        SyntaxError::said(
            span,
            msg("diag-yaml-tagged")
                .arg("value", shown(&text))
                .arg("what", what)
                .arg("tag", tag),
        )
    };
    let value = match want {
        Want::Any if !plain => Value::Str(text.into_owned()),
        Want::Any => return plain_scalar(text, span),
        Want::Str => Value::Str(text.into_owned()),
        Want::Null => Value::Null,
        Want::Bool => match trim(&text) {
            "true" | "True" | "TRUE" => Value::Bool(true),
            "false" | "False" | "FALSE" => Value::Bool(false),
            _ => return Err(tagged("bool")),
        },
        Want::Int => {
            let t = trim(&text);
            match t.strip_prefix('-') {
                Some(digits) => match magnitude(digits) {
                    Some(m) => Value::Int(negative(m).ok_or_else(|| out_of_range(t, span))?),
                    None => return Err(tagged("int")),
                },
                None => match magnitude(t.strip_prefix('+').unwrap_or(t)) {
                    Some(m) => Value::Int(i64::try_from(m).map_err(|_| out_of_range(t, span))?),
                    None => return Err(tagged("int")),
                },
            }
        }
        Want::Float => match float(trim(&text)) {
            Ok(Some(f)) => Value::Float(f),
            Ok(None) => return Err(tagged("float")),
            Err(()) => return Err(not_finite(trim(&text), span)),
        },
    };
    Ok(value)
}

/// YAML 1.2 core schema for an untagged plain scalar: null, true/false,
/// integers (decimal, `0x`, `0o`, `0b`), then decimal numbers; all else is
/// text. `yes`, `on` and `N` are text, which matters for point names. Both
/// readers resolve their scalars here, so that they cannot disagree on one.
fn plain_scalar(text: Cow<'_, str>, span: Span) -> Result<Value, SyntaxError> {
    match &*text {
        "" | "~" | "null" | "Null" | "NULL" => return Ok(Value::Null),
        "true" | "True" | "TRUE" => return Ok(Value::Bool(true)),
        "false" | "False" | "FALSE" => return Ok(Value::Bool(false)),
        _ => {}
    }
    // Every number starts so; most scalars of a scenario are words.
    if !text.starts_with(|c: char| c.is_ascii_digit() || matches!(c, '+' | '-' | '.')) {
        return Ok(Value::Str(text.into_owned()));
    }
    match text.strip_prefix('-') {
        Some(digits) => {
            if let Some(i) = magnitude(digits).and_then(negative) {
                return Ok(Value::Int(i));
            }
        }
        None => {
            if let Some(m) = magnitude(text.strip_prefix('+').unwrap_or(&text)) {
                if let Ok(i) = i64::try_from(m) {
                    return Ok(Value::Int(i));
                }
                // Past i64 yet within u64 it is still plainly meant as an
                // integer; wider literals are read as decimal numbers.
                if u64::try_from(m).is_ok() {
                    return Err(out_of_range(&text, span));
                }
            }
        }
    }
    match float(&text) {
        Ok(Some(f)) => Ok(Value::Float(f)),
        Ok(None) => Ok(Value::Str(text.into_owned())),
        Err(()) => Err(not_finite(&text, span)),
    }
}

/// The value of an unsigned integer literal, `None` if the text is not one.
/// YAML 1.2 has no `017` octal, so a leading zero makes a decimal no
/// integer; a plain `017` then reads as the decimal number 17, as it did
/// through serde-saphyr, so that no file changes meaning.
fn magnitude(digits: &str) -> Option<u128> {
    let (radix, body) = match digits.get(..2) {
        Some("0x" | "0X") => (16, &digits[2..]),
        Some("0o" | "0O") => (8, &digits[2..]),
        Some("0b" | "0B") => (2, &digits[2..]),
        _ if digits.len() > 1 && digits.starts_with('0') => return None,
        _ => (10, digits),
    };
    let bytes = body.as_bytes();
    let mut value: u128 = 0;
    let mut any = false;
    for (i, &c) in bytes.iter().enumerate() {
        if c == b'_' {
            // A separator between two digits, as in 1_000.
            let between =
                i > 0 && bytes[i - 1] != b'_' && bytes.get(i + 1).is_some_and(|&n| n != b'_');
            if !between {
                return None;
            }
            continue;
        }
        let d = char::from(c).to_digit(radix)?;
        value = value
            .checked_mul(u128::from(radix))?
            .checked_add(u128::from(d))?;
        any = true;
    }
    any.then_some(value)
}

fn negative(magnitude: u128) -> Option<i64> {
    i64::try_from(-i128::try_from(magnitude).ok()?).ok()
}

/// A decimal number; `Err` for the infinities and NaN, which no rule of the
/// game has a use for. Words Rust would read as numbers (`inf`, `nan`) stay
/// text, as YAML spells those `.inf` and `.nan`.
fn float(t: &str) -> Result<Option<f64>, ()> {
    let unsigned = t.strip_prefix(['+', '-']).unwrap_or(t);
    if matches!(
        unsigned,
        ".inf" | ".Inf" | ".INF" | ".nan" | ".NaN" | ".NAN"
    ) {
        return Err(());
    }
    match t.parse::<f64>() {
        Ok(f) if f.is_finite() => Ok(Some(f)),
        Ok(_) if unsigned.starts_with(|c: char| c.is_ascii_digit()) => Err(()),
        _ => Ok(None),
    }
}

/// Quoted and block scalars may carry line breaks around a tagged number.
fn trim(s: &str) -> &str {
    s.trim_matches([' ', '\t', '\r', '\n'])
}

/// A scalar as a message shows it: `text`, or an empty value.
fn shown(text: &str) -> Text {
    if text.is_empty() {
        msg("diag-yaml-empty-value")
    } else {
        msg("diag-key-quoted").arg("key", text)
    }
}

#[cold]
fn out_of_range(t: &str, span: Span) -> SyntaxError {
    let message = if t.starts_with('-') {
        msg("diag-yaml-too-small").arg("bound", i64::MIN.to_string())
    } else {
        msg("diag-yaml-too-large").arg("bound", i64::MAX.to_string())
    };
    SyntaxError::said(span, message.arg("value", t))
}

#[cold]
fn not_finite(t: &str, span: Span) -> SyntaxError {
    SyntaxError::said(span, msg("diag-yaml-not-finite").arg("value", t))
}

fn unknown_anchor(alias: &str) -> Text {
    let name = alias.trim_start_matches('*');
    msg("diag-yaml-unknown-anchor").arg("name", name)
}

fn scan_error(src: &str, e: &ScanError) -> SyntaxError {
    let m = e.marker();
    let mut at = m
        .byte_offset()
        .unwrap_or_else(|| offset_of(src, m.line(), m.col()))
        .min(src.len());
    // The parser reports the place after a stray tab; the tab is the culprit.
    if at > 0 && src.as_bytes()[at - 1] == b'\t' {
        at -= 1;
    }
    let words = match e.kind() {
        ErrorKind::UnknownAnchor => {
            let alias: String = src[at..]
                .chars()
                .take_while(|c| !c.is_whitespace() && !matches!(c, ',' | '[' | ']' | '{' | '}'))
                .collect();
            unknown_anchor(&alias)
        }
        ErrorKind::RecursionLimitExceeded => msg("diag-yaml-deeper-than").arg("max", MAX_DEPTH),
        _ => return SyntaxError::new(Span::new(at, usize::from(at < src.len())), e.info()),
    };
    SyntaxError::said(Span::new(at, usize::from(at < src.len())), words)
}

/// The byte offset of a 1-based line and 0-based character column, for a
/// parser error without a byte offset.
fn offset_of(src: &str, line: usize, column: usize) -> usize {
    let line_start: usize = src
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    let rest = &src[line_start.min(src.len())..];
    let col: usize = rest
        .chars()
        .take(column)
        .take_while(|c| *c != '\n')
        .map(char::len_utf8)
        .sum();
    line_start + col
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
