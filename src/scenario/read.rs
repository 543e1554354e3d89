//! Small readers from YAML nodes to typed values. Each one records a problem
//! and returns `None` on a bad value, so a file's problems are all collected
//! in one pass.

use crate::diag::{Problem, Text, hint, msg};
use crate::geometry::Pos;
use crate::yaml::{Node, Span, Value};

use super::Sp;

#[derive(Default)]
pub struct Problems(pub Vec<Problem>);

impl Problems {
    pub fn push(&mut self, p: Problem) {
        self.0.push(p);
    }

    /// A value of the wrong type: `wanted` names the type (`diag-a-list`).
    #[cold]
    pub fn type_error(&mut self, node: &Node, wanted: Text, help: &Text) {
        let message = msg("diag-type")
            .arg("wanted", wanted)
            .arg("found", crate::diag::kind_of(node));
        self.push(Problem::says("input::type", node.span, message).help(help.clone()));
    }
}

/// A value given where it may stand only once: the second place is marked,
/// with the first beside it, so that the user can choose which to keep.
pub fn given_twice(
    code: &'static str,
    second: Span,
    first: Span,
    message: Text,
    help: Text,
) -> Problem {
    Problem::new(code, second, message)
        .label(msg("diag-second-time"))
        .also(first, msg("diag-first-time"))
        .help(help)
}

/// The entries of one YAML mapping, read key by key; whatever is left unread
/// at the end is an unknown key.
pub struct Fields<'n> {
    pub span: Span,
    entries: Vec<(&'n Node, &'n Node)>,
    /// One bit per entry read; a mapping with more than 128 keys has mostly
    /// unknown ones, and those past the 128th are reported as unknown too.
    used: u128,
    what: Text,
}

impl<'n> Fields<'n> {
    /// The entries of a mapping; `what` names it in messages, in the
    /// nominative (`diag-what-scenario`: "the scenario").
    pub fn of(node: &'n Node, what: Text, help: &Text, p: &mut Problems) -> Option<Self> {
        let Value::Map(items) = &node.value else {
            p.type_error(node, msg("diag-a-mapping"), help);
            return None;
        };
        let mut entries: Vec<(&Node, &Node)> = Vec::with_capacity(items.len());
        for (k, v) in items {
            let Some(name) = k.as_str() else {
                p.type_error(k, msg("diag-a-key-name"), &msg("diag-keys-are-words"));
                continue;
            };
            if let Some((first, _)) = entries.iter().find(|(fk, _)| fk.as_str() == Some(name)) {
                p.push(given_twice(
                    "input::duplicate-key",
                    k.span,
                    first.span,
                    msg("diag-key-twice")
                        .arg("name", name)
                        .arg("what", what.clone()),
                    msg("diag-keep-one").arg("name", name),
                ));
                continue;
            }
            entries.push((k, v));
        }
        Some(Fields {
            span: node.span,
            entries,
            used: 0,
            what,
        })
    }

    pub fn opt(&mut self, key: &str) -> Option<&'n Node> {
        let i = self
            .entries
            .iter()
            .position(|(k, _)| k.as_str() == Some(key))?;
        if i < 128 {
            self.used |= 1 << i;
        }
        Some(self.entries[i].1)
    }

    pub fn req(&mut self, key: &str, help: &Text, p: &mut Problems) -> Option<&'n Node> {
        let found = self.opt(key);
        if found.is_none() {
            let message = msg("diag-missing-key")
                .arg("what", self.what.clone())
                .arg("key", key);
            p.push(
                Problem::says(
                    "input::missing-key",
                    Span::new(self.span.offset, self.span.len.min(1)),
                    message,
                )
                .help(help.clone()),
            );
        }
        found
    }

    /// A required key, read by `read`: `None` when it is missing (said
    /// so, with `help`) or cannot be read.
    pub fn read<T>(
        &mut self,
        key: &str,
        help: &Text,
        p: &mut Problems,
        read: impl FnOnce(&'n Node, &mut Problems) -> Option<T>,
    ) -> Option<T> {
        self.req(key, help, p).and_then(|n| read(n, p))
    }

    /// Reports every key that was not read as unknown.
    pub fn finish(self, known: &[&str], p: &mut Problems) {
        for (i, (k, _)) in self.entries.iter().enumerate() {
            if i >= 128 || self.used & (1 << i) == 0 {
                let name = k.as_str().unwrap_or_default();
                let message = msg("diag-unknown-key")
                    .arg("name", name)
                    .arg("what", self.what.clone());
                p.push(
                    Problem::says("input::unknown-key", k.span, message).help(hint(name, known)),
                );
            }
        }
    }
}

pub fn text(node: &Node, help: &Text, p: &mut Problems) -> Option<Sp<String>> {
    match &node.value {
        Value::Str(s) => Some(Sp::new(s.clone(), node.span)),
        _ => {
            p.type_error(node, msg("diag-text"), help);
            None
        }
    }
}

pub fn int(node: &Node, help: &Text, p: &mut Problems) -> Option<Sp<i64>> {
    match &node.value {
        Value::Int(i) => Some(Sp::new(*i, node.span)),
        _ => {
            p.type_error(node, msg("diag-a-whole-number"), help);
            None
        }
    }
}

/// A word from a fixed list, with "did you mean" on a near miss; `what`
/// names the kind of word (`diag-word-figure`, with a `.unknown` and a
/// `.not` attribute for the message and the label).
pub fn word(
    node: &Node,
    known: &[&'static str],
    what: &Text,
    p: &mut Problems,
) -> Option<Sp<&'static str>> {
    let Value::Str(value) = &node.value else {
        let help = msg("diag-one-of")
            .arg("what", what.clone())
            .arg("names", crate::diag::listed(known));
        p.type_error(node, msg("diag-text"), &help);
        return None;
    };
    match known.iter().find(|k| **k == value) {
        Some(k) => Some(Sp::new(*k, node.span)),
        None => {
            let message = msg("diag-unknown-word")
                .arg("what", what.attr("unknown"))
                .arg("word", value);
            let label = msg("diag-not-a-word").arg("what", what.attr("not"));
            p.push(
                Problem::new("input::unknown-value", node.span, message)
                    .label(label)
                    .help(hint(value, known)),
            );
            None
        }
    }
}

pub fn seq<'n>(node: &'n Node, help: &Text, p: &mut Problems) -> Option<&'n [Node]> {
    match &node.value {
        Value::Seq(items) => Some(items),
        _ => {
            p.type_error(node, msg("diag-a-list"), help);
            None
        }
    }
}

/// The items of a list, each read by `read`; an item that cannot be read
/// is left out, having said why, and the others are kept, so that one run
/// reports every problem of a file. `None` when the node is no list.
pub fn each<'n, T>(
    node: &'n Node,
    help: &Text,
    p: &mut Problems,
    mut read: impl FnMut(&'n Node, &mut Problems) -> Option<T>,
) -> Option<Vec<T>> {
    let items = seq(node, help, p)?;
    Some(items.iter().filter_map(|item| read(item, p)).collect())
}

/// A list of mappings, each read into one value by `read`, which is handed
/// the item's fields and must finish them; `what` names an item and
/// `item_help` says how one is written, beside the list's own help. As
/// [`each`], the items that can be read are kept.
pub fn each_of<'n, T>(
    node: &'n Node,
    what: Text,
    (help, item_help): (&Text, &Text),
    p: &mut Problems,
    mut read: impl FnMut(Fields<'n>, &'n Node, &mut Problems) -> Option<T>,
) -> Option<Vec<T>> {
    each(node, help, p, |item, p| {
        Fields::of(item, what.clone(), item_help, p).and_then(|f| read(f, item, p))
    })
}

/// A list of mappings read as [`each_of`] with one help for the list and
/// its items, which is whole or nothing: `None` when any of its items is.
/// Every item is read even after a bad one, so that one run reports all
/// the problems of a file.
pub fn list_of<'n, T>(
    node: &'n Node,
    what: Text,
    help: &Text,
    p: &mut Problems,
    read: impl FnMut(Fields<'n>, &'n Node, &mut Problems) -> Option<T>,
) -> Option<Vec<T>> {
    let len = seq(node, help, p)?.len();
    let out = each_of(node, what, (help, help), p, read)?;
    (out.len() == len).then_some(out)
}

/// A list of exactly two values, such as a square's coordinates; `code`
/// and `what` say what is wrong with a list of another length (`what`'s
/// message takes the `$count` of items found, and its `.label` says what
/// the list should be).
pub fn pair<'n>(
    node: &'n Node,
    (code, what): (&'static str, Text),
    help: &Text,
    p: &mut Problems,
) -> Option<[&'n Node; 2]> {
    match seq(node, help, p)? {
        [a, b] => Some([a, b]),
        items => {
            let what = what.arg("count", items.len());
            p.push(Problem::says(code, node.span, what).help(help.clone()));
            None
        }
    }
}

pub fn pos(node: &Node, p: &mut Problems) -> Option<Sp<Pos>> {
    const HELP: Text = msg("diag-square-help");
    let [x, y] = pair(
        node,
        ("input::square", msg("diag-square-not-two")),
        &HELP,
        p,
    )?;
    let x = int(x, &HELP, p);
    let y = int(y, &HELP, p);
    let (x, y) = (x?.value, y?.value);
    const LIMIT: i64 = super::format::MAX_COORDINATE;
    // `unsigned_abs`: the most negative i64 has no positive twin.
    if x.unsigned_abs() > LIMIT as u64 || y.unsigned_abs() > LIMIT as u64 {
        let message = msg("diag-square-too-far").arg("limit", LIMIT);
        p.push(Problem::says("input::square", node.span, message));
        return None;
    }
    Some(Sp::new(Pos::new(x as i32, y as i32), node.span))
}

/// A mapping of player names to values, like `scores: {red: 3}`.
pub fn by_player<'n>(node: &'n Node, help: &Text, p: &mut Problems) -> Vec<(Sp<String>, &'n Node)> {
    let Value::Map(items) = &node.value else {
        p.type_error(node, msg("diag-a-mapping-by-player"), help);
        return Vec::new();
    };
    let mut out: Vec<(Sp<String>, &Node)> = Vec::new();
    for (k, v) in items {
        let Some(name) = text(k, &msg("diag-player-names-are-text"), p) else {
            continue;
        };
        let twice = ("input::duplicate-key", msg("diag-name-each-player-once"));
        keep_once(&mut out, (name, v), p, twice, |n| {
            msg("diag-given-twice").arg("name", n)
        });
    }
    out
}

/// Keeps a value read where each may stand once (a rule set, a player's
/// name): `out` gets it unless it holds one with the same key already,
/// and then the second place is marked as given twice ([`given_twice`],
/// with `code` and `help`, and the message `twice` writes for the key).
pub fn keep_once<K: PartialEq, V>(
    out: &mut Vec<(Sp<K>, V)>,
    (key, value): (Sp<K>, V),
    p: &mut Problems,
    (code, help): (&'static str, Text),
    twice: impl FnOnce(&K) -> Text,
) {
    match out.iter().find(|(k, _)| k.value == key.value) {
        Some((first, _)) => {
            let message = twice(&key.value);
            p.push(given_twice(code, key.span, first.span, message, help));
        }
        None => out.push((key, value)),
    }
}
