//! The fast YAML reader against the full one. On every file of the
//! repository, on edge cases and on mangled copies, the fast reader either
//! declines or builds the very tree the full reader builds, spans included.
//! And it does take the repository's scenarios, so that the time it saves
//! cannot quietly go.
//!
//! `PROPTEST_CASES=100000 cargo test yaml_fast` mangles more copies.

use std::path::Path;
use std::sync::LazyLock;

use carcassonne_judge::sample;
use carcassonne_judge::yaml;
use proptest::prelude::*;

fn yaml_files(dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            yaml_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "yaml") {
            let text = std::fs::read_to_string(&path).unwrap();
            out.push((path.display().to_string(), text));
        }
    }
}

fn repository(folder: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    yaml_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join(folder),
        &mut out,
    );
    out
}

/// Every YAML file of the repository and generated tables.
static CORPUS: LazyLock<Vec<(String, String)>> = LazyLock::new(|| {
    let mut all = repository("scenarios");
    all.extend(repository("tests/fixtures"));
    for (size, seed) in [(3, 1), (12, 2), (40, 3), (72, 1)] {
        all.push((format!("sample {size}"), sample::scenario(size, seed)));
    }
    all
});

/// `Ok(true)` when the fast reader took the text and agrees with the full
/// one, `Ok(false)` when it declined.
fn agrees(src: &str) -> Result<bool, String> {
    let Some(fast) = yaml::parse_fast(src) else {
        return Ok(false);
    };
    match yaml::parse_full(src) {
        Ok(full) if full == fast => Ok(true),
        Ok(full) => Err(format!(
            "{src:?}: the trees differ\nfast {fast:?}\nfull {full:?}"
        )),
        Err(e) => Err(format!(
            "{src:?}: the fast reader took what the full one refuses ({} at {:?})",
            e.message, e.span
        )),
    }
}

#[test]
fn on_every_file_of_the_repository_the_fast_reader_agrees_or_declines() {
    for (name, text) in CORPUS.iter() {
        if let Err(e) = agrees(text) {
            panic!("{name}: {e}");
        }
    }
}

#[test]
fn the_fast_reader_takes_the_repositorys_scenarios() {
    let scenarios = repository("scenarios");
    let declined: Vec<&str> = scenarios
        .iter()
        .filter(|(_, text)| yaml::parse_fast(text).is_none())
        .map(|(name, _)| name.as_str())
        .collect();
    // Those declined hold `\"` in a double-quoted `source:`.
    assert!(
        declined.len() * 20 <= scenarios.len(),
        "the fast reader declines {} of {} scenarios: {declined:#?}",
        declined.len(),
        scenarios.len()
    );
    for size in [3, 20, 40, 72] {
        for seed in 0..5 {
            let text = sample::scenario(size, seed);
            assert!(yaml::parse_fast(&text).is_some(), "{text}");
        }
    }
}

/// What the subset holds: each is taken, and read as the full reader reads it.
#[test]
fn the_subset_is_taken_and_read_alike() {
    let taken = [
        "a: 1\nb:\nc: [x, \"y\", 'z']\nd: {e: f, g: }\n",
        "# yaml-language-server: $schema=../schema.json\ntitle: t\n",
        "l:\n  - a\n  - b: 1\n    c: 2\n  - [ ]\n  - {}\n",
        "- a: 1\n  b:\n    - x\n    -   # nested\n      - y\n- \"q\": 'r'  # c\n",
        "a:   b c   # comment\n\n   # indented comment\nb: -4\nc: ~\nd: null\ne: True\n",
        "cites: [flier:fn7, flier:crash]\nurl: a:b#c\nn: 0x1F\nf: 1e3\ng: .5\nh: 1_000\n",
        "k: {a: [1, -2, [3]], b: {c: d}}\nyes: on\nN: no\n'x y': \"a # b\"\n",
        "  a: 1\n  b: 2\n",
        "[a , b ]",
        "{a: 1 , b: 2 }  # c\n",
        "a: x\nb:\n\n\n  - y\n",
        "title: § é ünïcödé, (brackets) and \"quotes\" inside\n",
        "a: \"\"\nb: ''\nc: 'x\\y'\n",
        "a: 1\na: 2\n",
        "a: 017\nb: +1\nc: 12:30\n",
    ];
    for text in taken {
        assert_eq!(agrees(text), Ok(true), "{text:?}");
    }
}

/// What the subset leaves out: declined, so that the full reader reads it
/// or words the error.
#[test]
fn the_rest_is_declined() {
    let declined = [
        "",
        "# only a comment\n",
        "scalar",
        "a: &x 1\nb: *x\n",
        "a: !!str 1\n",
        "a: |\n  text\n",
        "a: >\n  text\n",
        "? a\n: b\n",
        "--- \na: 1\n",
        "a: 1\n...\n",
        "%YAML 1.2\n---\na: 1\n",
        "a: \"x\\\"y\"\n",
        "a: 'it''s'\n",
        "a: \"two\n  lines\"\n",
        "a: two\n  lines\n",
        "a: [1,\n  2]\n",
        "a:\n\tb: 1\n",
        "a: 1\r\nb: 2\r\n",
        "\u{feff}a: 1\n",
        "<<: {a: 1}\n",
        "a: 9223372036854775808\n",
        "a: .inf\n",
        "-\n- a\n",
        "a:\n- b\n",
        "- - a\n",
        "a: b: c\n",
        "a: [1, 2] x\n",
        "a: [1, 2, ]\n",
        "{a:1}\n",
        "a: \"x\"#c\n",
        "a : 1\n",
        "a:\n    b: 1\n  c: 2\n",
        "a: [1, 2\n",
        "a: b]\n",
    ];
    for text in declined {
        assert!(yaml::parse_fast(text).is_none(), "{text:?}");
    }
}

/// Characters and fragments that make or break YAML, for mangling.
const PIECES: &[&str] = &[
    " ",
    "  ",
    "\n",
    "\n  ",
    "- ",
    "-",
    ":",
    ": ",
    "[",
    "]",
    "{",
    "}",
    ",",
    ", ",
    "\"",
    "'",
    "''",
    "\\",
    "#",
    " #",
    "&a ",
    "*a",
    "!",
    "!!str ",
    "|",
    ">",
    "? ",
    "%",
    "@",
    "`",
    "---",
    "...",
    "~",
    "null",
    "True",
    "yes",
    "0x1F",
    "+1",
    "1_000",
    ".5",
    "1e3",
    "-0",
    "017",
    "9223372036854775808",
    ".inf",
    "<<",
    "x",
    "0",
    "-1",
    "é",
    "§",
    "\u{a0}",
    "\u{85}",
    "\u{2028}",
    "\u{feff}",
    "\t",
    "\r",
];

fn boundary(text: &str, at: usize) -> usize {
    let mut at = at % (text.len() + 1);
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// One change to a text; the numbers pick a place, a length or a piece.
fn mangle(text: &mut String, (kind, place, piece): (u8, usize, usize)) {
    let at = boundary(text, place);
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    match kind {
        0 => text.insert_str(at, PIECES[piece % PIECES.len()]),
        1 => {
            let end = boundary(text, at + 1 + piece % 4).max(at);
            text.replace_range(at..end, "");
        }
        2 => {
            let end = text[at..].chars().next().map_or(at, |c| at + c.len_utf8());
            text.replace_range(at..end, PIECES[piece % PIECES.len()]);
        }
        3 if !lines.is_empty() => {
            let n = place % lines.len();
            *text = lines
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != n)
                .map(|(_, l)| *l)
                .collect();
        }
        _ if !lines.is_empty() => {
            let n = place % lines.len();
            let mut out = String::new();
            for (i, line) in lines.iter().enumerate() {
                out.push_str(line);
                if i == n {
                    if !line.ends_with('\n') {
                        out.push('\n');
                    }
                    out.push_str(line);
                }
            }
            *text = out;
        }
        _ => {}
    }
}

fn cases() -> u32 {
    crate::run::cases(1_000)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn on_mangled_files_the_fast_reader_agrees_or_declines(
        file in any::<usize>(),
        changes in prop::collection::vec((0u8..5, any::<usize>(), any::<usize>()), 1..4),
    ) {
        let (_, text) = &CORPUS[file % CORPUS.len()];
        let mut text = text.clone();
        for change in changes {
            mangle(&mut text, change);
        }
        if let Err(e) = agrees(&text) {
            return Err(TestCaseError::fail(e));
        }
    }
}

/// Documents put together at random from the subset's constructs (and a few
/// from outside it), nested, spaced and commented in ways the repository's
/// files are not.
struct Writer {
    state: u64,
    out: String,
}

const KEYS: &[&str] = &[
    "a", "tile", "at", "b c", "1", "-2", "\"q k\"", "'s k'", "x:y", "true", "~", "a#b", "é", "''",
    "\"\"", "k k",
];
const SCALARS: &[&str] = &[
    "x",
    "base/U",
    "word with spaces",
    "-5",
    "0",
    "90",
    "0x1F",
    "1e3",
    ".5",
    "~",
    "null",
    "False",
    "\"a # b\"",
    "'x'",
    "''",
    "a:b",
    "flier:fn7",
    "§ é",
    "(x)",
    "a, b",
    "12:30",
    "+1",
    "017",
    "yes",
    "N",
];
/// Now and then, something from outside the subset.
const ODD: &[&str] = &[
    "<<",
    "? k",
    "'it''s'",
    "\"a\\\"b\"",
    "*a",
    "&a x",
    "!!str x",
    "a]",
    "9223372036854775808",
    "\"x\" y",
    "- x",
    "|",
    "a: b",
    "",
];

impl Writer {
    fn next(&mut self) -> usize {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        self.state as usize
    }

    fn one_in(&mut self, n: usize) -> bool {
        self.next().is_multiple_of(n)
    }

    fn pick(&mut self, from: &[&str]) {
        let from = if self.one_in(40) { ODD } else { from };
        let s = from[self.next() % from.len()];
        self.out.push_str(s);
    }

    fn spaces(&mut self, n: usize) {
        self.out.extend(std::iter::repeat_n(' ', n));
    }

    fn end_line(&mut self) {
        if self.one_in(5) {
            let n = 1 + self.next() % 2;
            self.spaces(n);
            self.out.push_str("# note: x");
        }
        self.out.push('\n');
        while self.one_in(4) {
            if self.one_in(2) {
                let n = self.next() % 6;
                self.spaces(n);
                self.out.push_str("# comment");
            }
            self.out.push('\n');
        }
    }

    fn flow(&mut self, depth: usize) {
        let map = self.one_in(2);
        self.out.push(if map { '{' } else { '[' });
        let n = self.next() % 4;
        for i in 0..n {
            if i > 0 {
                self.out.push(',');
            }
            if self.one_in(2) || i > 0 {
                let n = self.next() % 2 + usize::from(i > 0);
                self.spaces(n);
            }
            if map {
                self.pick(KEYS);
                self.out.push_str(": ");
            }
            if depth < 4 && self.one_in(4) {
                self.flow(depth + 1);
            } else if !(map && self.one_in(8)) {
                self.pick(SCALARS);
            }
            if self.one_in(4) {
                self.spaces(1);
            }
        }
        self.out.push(if map { '}' } else { ']' });
    }

    /// What follows a key's colon (`dash` false) or a list's dash, up to
    /// the next line.
    fn value(&mut self, indent: usize, depth: usize, dash: bool) {
        match self.next() % 8 {
            0..=2 => {
                let n = 1 + usize::from(self.one_in(4));
                self.spaces(n);
                self.pick(SCALARS);
                self.end_line();
            }
            3 => {
                self.spaces(1);
                self.flow(depth);
                self.end_line();
            }
            // An empty list item is declined; an empty value is not.
            4 if !dash || self.one_in(10) => self.end_line(),
            _ if depth < 5 => {
                self.end_line();
                // Deeper, and now and then not.
                let inner = indent + self.next() % 3 + usize::from(!self.one_in(20));
                self.spaces(inner);
                let seq = self.one_in(3);
                self.block(inner, depth + 1, seq);
            }
            _ => {
                self.spaces(1);
                self.pick(SCALARS);
                self.end_line();
            }
        }
    }

    /// A block collection whose first line is indented already.
    fn block(&mut self, indent: usize, depth: usize, seq: bool) {
        let n = 1 + self.next() % 3;
        for i in 0..n {
            if i > 0 {
                self.spaces(indent);
            }
            if seq {
                self.out.push('-');
                if self.one_in(3) {
                    // A mapping on the dash's line.
                    let gap = 1 + usize::from(self.one_in(4));
                    self.spaces(gap);
                    let nested = self.one_in(30);
                    self.block(indent + 1 + gap, depth + 1, nested);
                } else {
                    self.value(indent, depth, true);
                }
            } else {
                self.pick(KEYS);
                self.out.push(':');
                self.value(indent, depth, false);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn on_random_documents_the_fast_reader_agrees_or_declines(
        seed in any::<u64>(),
        indent in 0usize..3,
        changes in prop::collection::vec((0u8..5, any::<usize>(), any::<usize>()), 0..2),
    ) {
        let mut w = Writer { state: seed | 1, out: String::new() };
        if w.one_in(3) {
            w.out.push_str("# yaml-language-server: $schema=x.json\n");
        }
        w.spaces(indent);
        if w.one_in(8) {
            w.flow(0);
            w.end_line();
        } else {
            let seq = w.one_in(4);
            w.block(indent, 0, seq);
        }
        let mut text = w.out;
        for change in changes {
            mangle(&mut text, change);
        }
        if let Err(e) = agrees(&text) {
            return Err(TestCaseError::fail(e));
        }
    }
}
