//! Small readers from YAML nodes to typed values. Each one records a problem
//! and returns `None` on a bad value, so a file's problems are all collected
//! in one pass.

use crate::diag::{Problem, suggest};
use crate::geometry::Pos;
use crate::yaml::{Node, Span, Value};

use super::Sp;

#[derive(Default)]
pub struct Problems(pub Vec<Problem>);

impl Problems {
    pub fn push(&mut self, p: Problem) {
        self.0.push(p);
    }

    #[cold]
    pub fn type_error(&mut self, node: &Node, wanted: &str, help: &str) {
        self.push(
            Problem::new(
                "input::type",
                node.span,
                format!("expected {wanted}, found {}", node.kind_name()),
            )
            .label(format!("should be {wanted}"))
            .help(help.to_owned()),
        );
    }
}

/// A value given where it may stand only once: the second place is marked,
/// with the first beside it, so that the user can choose which to keep.
pub fn given_twice(
    code: &'static str,
    second: Span,
    first: Span,
    message: String,
    help: impl Into<String>,
) -> Problem {
    Problem::new(code, second, message)
        .label("second time")
        .also(first, "first time")
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
    what: &'static str,
}

impl<'n> Fields<'n> {
    pub fn of(node: &'n Node, what: &'static str, help: &str, p: &mut Problems) -> Option<Self> {
        let Value::Map(items) = &node.value else {
            p.type_error(node, "a mapping", help);
            return None;
        };
        let mut entries: Vec<(&Node, &Node)> = Vec::with_capacity(items.len());
        for (k, v) in items {
            let Some(name) = k.as_str() else {
                p.type_error(k, "a key name", "keys are plain words like `tile` or `at`");
                continue;
            };
            if let Some((first, _)) = entries.iter().find(|(fk, _)| fk.as_str() == Some(name)) {
                p.push(given_twice(
                    "input::duplicate-key",
                    k.span,
                    first.span,
                    format!("`{name}` is given twice in {what}"),
                    format!("keep one `{name}`"),
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

    pub fn req(&mut self, key: &str, help: &str, p: &mut Problems) -> Option<&'n Node> {
        let found = self.opt(key);
        if found.is_none() {
            p.push(
                Problem::new(
                    "input::missing-key",
                    Span::new(self.span.offset, self.span.len.min(1)),
                    format!("{} needs `{key}`", self.what),
                )
                .label(format!("no `{key}` here"))
                .help(help.to_owned()),
            );
        }
        found
    }

    /// A required key, read by `read`: `None` when it is missing (said
    /// so, with `help`) or cannot be read.
    pub fn read<T>(
        &mut self,
        key: &str,
        help: &str,
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
                p.push(
                    Problem::new(
                        "input::unknown-key",
                        k.span,
                        format!("unknown key `{name}` in {}", self.what),
                    )
                    .label("not a key of the format")
                    .help(suggest(name, known)),
                );
            }
        }
    }
}

pub fn text(node: &Node, help: &str, p: &mut Problems) -> Option<Sp<String>> {
    match &node.value {
        Value::Str(s) => Some(Sp::new(s.clone(), node.span)),
        _ => {
            p.type_error(node, "text", help);
            None
        }
    }
}

pub fn int(node: &Node, help: &str, p: &mut Problems) -> Option<Sp<i64>> {
    match &node.value {
        Value::Int(i) => Some(Sp::new(*i, node.span)),
        _ => {
            p.type_error(node, "a whole number", help);
            None
        }
    }
}

/// A word from a fixed list, with "did you mean" on a near miss.
pub fn word(
    node: &Node,
    known: &[&'static str],
    what: &str,
    p: &mut Problems,
) -> Option<Sp<&'static str>> {
    let list = known.join(", ");
    let s = text(node, &format!("{what} is one of: {list}"), p)?;
    match known.iter().find(|k| **k == s.value) {
        Some(k) => Some(Sp::new(*k, s.span)),
        None => {
            p.push(
                Problem::new(
                    "input::unknown-value",
                    s.span,
                    format!("unknown {what} `{}`", s.value),
                )
                .label(format!("not a {what}"))
                .help(suggest(&s.value, known)),
            );
            None
        }
    }
}

pub fn seq<'n>(node: &'n Node, help: &str, p: &mut Problems) -> Option<&'n [Node]> {
    match &node.value {
        Value::Seq(items) => Some(items),
        _ => {
            p.type_error(node, "a list", help);
            None
        }
    }
}

/// The items of a list, each read by `read`; an item that cannot be read
/// is left out, having said why, and the others are kept, so that one run
/// reports every problem of a file. `None` when the node is no list.
pub fn each<'n, T>(
    node: &'n Node,
    help: &str,
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
    what: &'static str,
    (help, item_help): (&str, &str),
    p: &mut Problems,
    mut read: impl FnMut(Fields<'n>, &'n Node, &mut Problems) -> Option<T>,
) -> Option<Vec<T>> {
    each(node, help, p, |item, p| {
        Fields::of(item, what, item_help, p).and_then(|f| read(f, item, p))
    })
}

/// A list of mappings read as [`each_of`] with one help for the list and
/// its items, which is whole or nothing: `None` when any of its items is.
/// Every item is read even after a bad one, so that one run reports all
/// the problems of a file.
pub fn list_of<'n, T>(
    node: &'n Node,
    what: &'static str,
    help: &str,
    p: &mut Problems,
    read: impl FnMut(Fields<'n>, &'n Node, &mut Problems) -> Option<T>,
) -> Option<Vec<T>> {
    let len = seq(node, help, p)?.len();
    let out = each_of(node, what, (help, help), p, read)?;
    (out.len() == len).then_some(out)
}

/// A list of exactly two values, such as a square's coordinates; `code`,
/// `what` and `label` say what is wrong with a list of another length
/// (`what` is followed by ", not N").
pub fn pair<'n>(
    node: &'n Node,
    (code, what, label): (&'static str, &str, &str),
    help: &str,
    p: &mut Problems,
) -> Option<[&'n Node; 2]> {
    match seq(node, help, p)? {
        [a, b] => Some([a, b]),
        items => {
            p.push(
                Problem::new(code, node.span, format!("{what}, not {}", items.len()))
                    .label(label)
                    .help(help),
            );
            None
        }
    }
}

pub fn pos(node: &Node, p: &mut Problems) -> Option<Sp<Pos>> {
    const HELP: &str = "a square is written `[x, y]`: x grows to the east, y to the north";
    const NOT_TWO: (&str, &str, &str) = (
        "input::square",
        "a square has 2 coordinates",
        "should be [x, y]",
    );
    let [x, y] = pair(node, NOT_TWO, HELP, p)?;
    let x = int(x, HELP, p);
    let y = int(y, HELP, p);
    let (x, y) = (x?.value, y?.value);
    const LIMIT: i64 = super::format::MAX_COORDINATE;
    // `unsigned_abs`: the most negative i64 has no positive twin.
    if x.unsigned_abs() > LIMIT as u64 || y.unsigned_abs() > LIMIT as u64 {
        p.push(
            Problem::new(
                "input::square",
                node.span,
                "square is too far from the origin",
            )
            .label("coordinates this large are not a table")
            .help(format!("keep coordinates within ±{LIMIT}")),
        );
        return None;
    }
    Some(Sp::new(Pos::new(x as i32, y as i32), node.span))
}

/// A mapping of player names to values, like `scores: {red: 3}`.
pub fn by_player<'n>(node: &'n Node, help: &str, p: &mut Problems) -> Vec<(Sp<String>, &'n Node)> {
    let Value::Map(items) = &node.value else {
        p.type_error(node, "a mapping from player to value", help);
        return Vec::new();
    };
    let mut out: Vec<(Sp<String>, &Node)> = Vec::new();
    for (k, v) in items {
        let Some(name) = text(k, "player names are text", p) else {
            continue;
        };
        let twice = ("input::duplicate-key", "name each player once");
        keep_once(&mut out, (name, v), p, twice, |n| {
            format!("`{n}` is given twice")
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
    (code, help): (&'static str, &str),
    twice: impl FnOnce(&K) -> String,
) {
    match out.iter().find(|(k, _)| k.value == key.value) {
        Some((first, _)) => {
            let message = twice(&key.value);
            p.push(given_twice(code, key.span, first.span, message, help));
        }
        None => out.push((key, value)),
    }
}
