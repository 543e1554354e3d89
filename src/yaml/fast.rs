//! A reader for the plain YAML that scenario files are written in: block
//! mappings and lists indented with spaces, one-line flow collections, plain
//! scalars and quoted ones without escapes, comments. Nearly every scenario
//! is written in it, and reading a 72-tile table this way takes about a
//! sixth of the instructions that granit-parser's events and the tree built
//! from them take (0.4 M against 2.7 M).
//!
//! The full reader stays the authority. This one answers only when it is
//! sure the full reader would build exactly the same tree, spans included;
//! on anything else (anchors, tags, block scalars, escapes, several lines to
//! a scalar or a flow collection, an empty list item, odd indentation, any
//! error at all) it answers `None` and the full reader reads the file, so
//! that every error keeps its wording and its place. tests/suite/yaml_fast.rs
//! holds the two readers to that, on every file of the repository and on
//! mangled copies.

use std::borrow::Cow;

use super::{MAX_DEPTH, MAX_VALUES, Node, Span, Value, plain_scalar};

/// Well inside the full reader's limits: a document near them is left to the
/// reader that words the refusal, whichever limit it meets first.
const DEPTH: usize = MAX_DEPTH / 2;
const VALUES: usize = MAX_VALUES / 2;
/// The parser refuses an implicit key longer than 1024 characters.
const KEY_LEN: usize = 512;

pub(super) fn parse(src: &str) -> Option<Node> {
    if !plain_text(src.as_bytes()) {
        return None;
    }
    let mut r = Reader {
        src,
        b: src.as_bytes(),
        pos: 0,
        line: 0,
        indent: None,
        values: 0,
        items: Vec::new(),
        entries: Vec::new(),
    };
    r.next_line()?;
    // An empty document is rare enough to leave to the full reader, which
    // decides where its null points.
    let indent = r.indent?;
    let root = if matches!(r.peek(), Some(b'[' | b'{')) {
        let node = r.flow(1)?;
        r.finish_line()?;
        node
    } else {
        // A scalar at the root is declined there: a scenario is a mapping,
        // and a root scalar may run on over any number of lines.
        r.block(indent, 1)?
    };
    // Only blank lines and comments may follow the root.
    r.indent.is_none().then_some(root)
}

/// No byte the subset avoids: tabs and carriage returns (whose meaning
/// depends on where they stand), other control characters, and the
/// characters YAML or its parser may treat specially (C1 controls with NEL,
/// the line and paragraph separators, the byte order mark, U+FFFE, U+FFFF).
fn plain_text(b: &[u8]) -> bool {
    b.iter().enumerate().all(|(i, &c)| match c {
        b'\n' => true,
        0..0x20 | 0x7F => false,
        0xC2 => !matches!(b.get(i + 1), Some(0x80..=0x9F)),
        0xE2 => !(b.get(i + 1) == Some(&0x80) && matches!(b.get(i + 2), Some(0xA8 | 0xA9))),
        0xEF => !matches!(
            (b.get(i + 1), b.get(i + 2)),
            (Some(0xBB), Some(0xBF)) | (Some(0xBF), Some(0xBE | 0xBF))
        ),
        _ => true,
    })
}

/// The bytes that may end a plain scalar.
const STOPS: [bool; 256] = {
    let mut stops = [false; 256];
    let bytes = b"\n :,[]{}";
    let mut i = 0;
    while i < bytes.len() {
        stops[bytes[i] as usize] = true;
        i += 1;
    }
    stops
};

/// A scalar as written: its bytes (quotes included) and whether it is plain.
#[derive(Clone, Copy)]
struct Scalar {
    start: usize,
    end: usize,
    plain: bool,
}

struct Reader<'a> {
    src: &'a str,
    b: &'a [u8],
    pos: usize,
    /// Where the line of `pos` starts.
    line: usize,
    /// The indentation of the line `pos` stands on, at its first character;
    /// `None` at the end of the text.
    indent: Option<usize>,
    values: usize,
    /// The children of the collections being read, on one stack for all, so
    /// that each collection is allocated once and at its final size.
    items: Vec<Node>,
    entries: Vec<(Node, Node)>,
}

impl<'a> Reader<'a> {
    fn peek(&self) -> Option<u8> {
        self.b.get(self.pos).copied()
    }

    fn at(&self, i: usize) -> Option<u8> {
        self.b.get(i).copied()
    }

    fn skip_spaces(&mut self) {
        while self.peek() == Some(b' ') {
            self.pos += 1;
        }
    }

    /// Past the end of the line, comment and all.
    fn drop_line(&mut self) {
        match self.b[self.pos..].iter().position(|&c| c == b'\n') {
            Some(n) => self.pos += n + 1,
            None => self.pos = self.b.len(),
        }
    }

    /// From the start of a line to the first character of the next line
    /// that holds more than blanks and a comment.
    fn next_line(&mut self) -> Option<()> {
        loop {
            let start = self.pos;
            self.skip_spaces();
            match self.peek() {
                None => {
                    self.indent = None;
                    return Some(());
                }
                Some(b'\n') => self.pos += 1,
                Some(b'#') => self.drop_line(),
                Some(_) => {
                    let indent = self.pos - start;
                    // `---` and `...` at the margin start or end a document.
                    let marker = indent == 0
                        && (self.b[start..].starts_with(b"---")
                            || self.b[start..].starts_with(b"..."));
                    if marker {
                        return None;
                    }
                    self.line = start;
                    self.indent = Some(indent);
                    return Some(());
                }
            }
        }
    }

    /// The rest of a line after a value, which may hold only blanks and a
    /// comment (set off by a blank), then on to the next line.
    fn finish_line(&mut self) -> Option<()> {
        let before = self.pos;
        self.skip_spaces();
        match self.peek() {
            None | Some(b'\n') => {}
            Some(b'#') if self.pos > before => {}
            _ => return None,
        }
        self.drop_line();
        self.next_line()
    }

    /// After a `- ` or a key's `: ` and the blanks that follow: nothing more
    /// on the line. A `#` here always has a blank before it.
    fn rest_is_empty(&self) -> bool {
        matches!(self.peek(), None | Some(b'\n' | b'#'))
    }

    fn count(&mut self, depth: usize) -> Option<()> {
        self.values += 1;
        (self.values <= VALUES && depth <= DEPTH).then_some(())
    }

    fn seq_entry(&self) -> bool {
        self.peek() == Some(b'-') && matches!(self.at(self.pos + 1), None | Some(b' ' | b'\n'))
    }

    /// A block collection whose first line stands at `indent`; it ends at a
    /// line indented less, where `indent` is left for the enclosing ones.
    fn block(&mut self, indent: usize, depth: usize) -> Option<Node> {
        if self.seq_entry() {
            self.block_seq(indent, depth)
        } else {
            self.block_map(indent, depth, None)
        }
    }

    fn block_seq(&mut self, indent: usize, depth: usize) -> Option<Node> {
        self.count(depth)?;
        let start = self.pos;
        let base = self.items.len();
        loop {
            if !self.seq_entry() {
                return None;
            }
            self.pos += 1;
            self.skip_spaces();
            let item = if self.rest_is_empty() {
                self.drop_line();
                self.next_line()?;
                // An empty item is left to the full reader, whose null
                // points at the end of the line, comment or not.
                match self.indent {
                    Some(n) if n > indent => self.block(n, depth + 1)?,
                    _ => return None,
                }
            } else {
                // `- key: value` opens a mapping indented to its key.
                let column = self.pos - self.line;
                self.inline(depth + 1, Some(column))?
            };
            self.items.push(item);
            if !self.same_collection(indent)? {
                break;
            }
        }
        let items = self.items.drain(base..).collect();
        Some(collection(Span::new(start, 0), Value::Seq(items)))
    }

    /// `first` is a key already read on a list item's line.
    fn block_map(&mut self, indent: usize, depth: usize, first: Option<Node>) -> Option<Node> {
        self.count(depth)?;
        let start = first.as_ref().map_or(self.pos, |k| k.span.offset);
        let base = self.entries.len();
        let mut pending = first;
        loop {
            let key = match pending.take() {
                Some(key) => key,
                None => {
                    let s = self.scalar(false)?;
                    if !self.key_colon(s.start) {
                        return None;
                    }
                    self.node(s)?
                }
            };
            let colon = self.pos - 1;
            self.skip_spaces();
            let value = if self.rest_is_empty() {
                self.drop_line();
                self.next_line()?;
                match self.indent {
                    Some(n) if n > indent => self.block(n, depth + 1)?,
                    // The parser gives an absent value an empty span at the
                    // key's colon.
                    _ => self.null(colon)?,
                }
            } else {
                self.inline(depth + 1, None)?
            };
            self.entries.push((key, value));
            if !self.same_collection(indent)? {
                break;
            }
        }
        let entries = self.entries.drain(base..).collect();
        Some(collection(Span::new(start, 0), Value::Map(entries)))
    }

    /// After an entry: whether the next line goes on with the collection at
    /// `indent`. A line indented deeper would make the entry's scalar run on
    /// or be an error; either way it is not ours.
    fn same_collection(&self, indent: usize) -> Option<bool> {
        match self.indent {
            Some(n) if n > indent => None,
            Some(n) => Some(n == indent),
            None => Some(false),
        }
    }

    /// A value on the line of its key or list dash. On a list item's line
    /// (`column` given) a scalar followed by `: ` is the first key of a
    /// mapping at that column.
    fn inline(&mut self, depth: usize, column: Option<usize>) -> Option<Node> {
        let node = if matches!(self.peek(), Some(b'[' | b'{')) {
            self.flow(depth)?
        } else {
            let s = self.scalar(false)?;
            if let Some(column) = column
                && self.key_colon(s.start)
            {
                let key = self.node(s)?;
                return self.block_map(column, depth, Some(key));
            }
            self.node(s)?
        };
        // Whatever else stands on the line (a `:` after a value, a second
        // value) is an error or a construct the subset leaves out.
        self.finish_line()?;
        Some(node)
    }

    /// A key's `:`, right after the key and followed by a blank or the end
    /// of the line; consumed if so.
    fn key_colon(&mut self, key_start: usize) -> bool {
        let colon = self.peek() == Some(b':')
            && matches!(self.at(self.pos + 1), None | Some(b' ' | b'\n'))
            && self.pos - key_start <= KEY_LEN;
        if colon {
            self.pos += 1;
        }
        colon
    }

    /// A flow collection, closed on the line it opens.
    fn flow(&mut self, depth: usize) -> Option<Node> {
        self.count(depth)?;
        let start = self.pos;
        let open = self.b[start];
        self.pos += 1;
        self.skip_spaces();
        let value = if open == b'[' {
            let base = self.items.len();
            if self.peek() == Some(b']') {
                self.pos += 1;
            } else {
                loop {
                    let item = self.flow_node(depth + 1)?;
                    self.items.push(item);
                    if !self.flow_next(b']')? {
                        break;
                    }
                }
            }
            Value::Seq(self.items.drain(base..).collect())
        } else {
            let base = self.entries.len();
            if self.peek() == Some(b'}') {
                self.pos += 1;
            } else {
                loop {
                    // Only scalar keys, each followed by `: `: `{a:1}` has the
                    // key `a:1`, and `{"a":1}` reads as JSON does.
                    let s = self.scalar(true)?;
                    if !(self.key_colon(s.start) && self.peek() == Some(b' ')) {
                        return None;
                    }
                    let colon = self.pos - 1;
                    let key = self.node(s)?;
                    self.skip_spaces();
                    let value = if matches!(self.peek(), Some(b',' | b'}')) {
                        self.null(colon)?
                    } else {
                        self.flow_node(depth + 1)?
                    };
                    self.entries.push((key, value));
                    if !self.flow_next(b'}')? {
                        break;
                    }
                }
            }
            Value::Map(self.entries.drain(base..).collect())
        };
        Some(collection(Span::new(start, 1), value))
    }

    fn flow_node(&mut self, depth: usize) -> Option<Node> {
        if matches!(self.peek(), Some(b'[' | b'{')) {
            return self.flow(depth);
        }
        let s = self.scalar(true)?;
        self.node(s)
    }

    /// After a flow entry: `true` after a `,` with another entry to come,
    /// `false` past the closing bracket. A trailing comma, a `:` (a pair in a
    /// list, a second colon), a comment or the end of the line are not ours.
    fn flow_next(&mut self, close: u8) -> Option<bool> {
        self.skip_spaces();
        match self.peek()? {
            b',' => {
                self.pos += 1;
                self.skip_spaces();
                (self.peek() != Some(close)).then_some(true)
            }
            c if c == close => {
                self.pos += 1;
                Some(false)
            }
            _ => None,
        }
    }

    fn scalar(&mut self, flow: bool) -> Option<Scalar> {
        match self.peek()? {
            q @ (b'"' | b'\'') => self.quoted(q),
            _ => self.plain(flow),
        }
    }

    /// A quoted scalar on one line, without escapes: its text is what
    /// stands between the quotes.
    fn quoted(&mut self, q: u8) -> Option<Scalar> {
        let start = self.pos;
        let rest = &self.b[start + 1..];
        let n = rest
            .iter()
            .position(|&c| c == q || c == b'\n' || (q == b'"' && c == b'\\'))?;
        if rest[n] != q {
            return None;
        }
        let end = start + n + 2;
        // `''` is a quote inside a single-quoted scalar.
        if q == b'\'' && self.at(end) == Some(b'\'') {
            return None;
        }
        self.pos = end;
        Some(Scalar {
            start,
            end,
            plain: false,
        })
    }

    /// A plain scalar on one line. It ends at the end of the line, at a
    /// comment, at a `:` followed by a blank (or, in a flow collection, by
    /// a flow indicator) and in a flow collection at a flow indicator;
    /// trailing blanks are not part of it. `pos` is left after its last
    /// character.
    fn plain(&mut self, flow: bool) -> Option<Scalar> {
        let start = self.pos;
        match self.peek()? {
            // A `-` starts a plain scalar when a character other than a
            // blank follows; only numbers are taken.
            b'-' if self.at(start + 1).is_some_and(|c| c.is_ascii_digit()) => {}
            // Indicators: list and key marks, flow brackets, comment,
            // anchor, alias, tag, block scalars, quotes, directive, reserved.
            b'-' | b'?' | b':' | b',' | b'[' | b']' | b'{' | b'}' | b'#' | b'&' | b'*' | b'!'
            | b'|' | b'>' | b'\'' | b'"' | b'%' | b'@' | b'`' | b' ' | b'\n' => {
                return None;
            }
            _ => {}
        }
        let flow_indicator = |c: Option<u8>| matches!(c, Some(b',' | b'[' | b']' | b'{' | b'}'));
        let mut end = start;
        let mut i = start;
        while let Some(c) = self.at(i) {
            // Most bytes of a scalar are none of the ones below.
            if !STOPS[usize::from(c)] {
                i += 1;
                end = i;
                continue;
            }
            match c {
                b'\n' => break,
                b' ' => {
                    if self.at(i + 1) == Some(b'#') {
                        break;
                    }
                    i += 1;
                    continue;
                }
                b':' => {
                    let next = self.at(i + 1);
                    if matches!(next, None | Some(b' ' | b'\n')) || (flow && flow_indicator(next)) {
                        break;
                    }
                }
                b',' | b'[' | b']' | b'{' | b'}' => {
                    if flow {
                        break;
                    }
                    // Brackets inside a block scalar are left to the parser.
                    if c != b',' {
                        return None;
                    }
                }
                _ => {}
            }
            i += 1;
            end = i;
        }
        self.pos = end;
        Some(Scalar {
            start,
            end,
            plain: true,
        })
    }

    /// The scalar's value, resolved by the full reader's own rules. A plain
    /// scalar the full reader refuses (a number out of range, `.inf`) or
    /// might take as a merge key is not ours.
    fn node(&mut self, s: Scalar) -> Option<Node> {
        self.count(0)?;
        let span = Span::new(s.start, s.end - s.start);
        let value = if s.plain {
            let text = &self.src[s.start..s.end];
            if text == "<<" {
                return None;
            }
            plain_scalar(Cow::Borrowed(text), span).ok()?
        } else {
            Value::Str(self.src[s.start + 1..s.end - 1].to_owned())
        };
        Some(Node { span, value })
    }

    fn null(&mut self, at: usize) -> Option<Node> {
        self.count(0)?;
        Some(Node {
            span: Span::new(at, 0),
            value: Value::Null,
        })
    }
}

/// A collection spans from its opening (a bracket, or the empty place
/// before its first key or dash) to the end of its last child, as the full
/// reader makes it.
fn collection(open: Span, value: Value) -> Node {
    let mut node = Node { span: open, value };
    node.span = node.extent();
    node
}
