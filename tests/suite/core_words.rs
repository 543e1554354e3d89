//! The game core writes no sentence: every word a player reads comes from
//! the message catalogue through the report layer. This reads the core's
//! sources and fails on any string literal that holds two words in a row,
//! outside the few places where English is data or a programmer's note
//! (see `ALLOWED`).

use std::path::{Path, PathBuf};

/// Where a literal of words may stand, by what its line holds, and why.
const ALLOWED: [(&str, &str); 8] = [
    // A broken promise inside the program, read by its developers.
    (".expect(", "a programmer's note"),
    ("panic!(", "a programmer's note"),
    ("unreachable!(", "a programmer's note"),
    ("assert", "a programmer's note"),
    // The registry cites each rule's place in its (English) source.
    ("section:", "a citation of a source's section"),
    // The tile reference's description of each tile, data of the catalogue.
    ("layout:", "a tile's description in the tile reference"),
    // The JSON schema's notes, for the programs that read rulings.
    ("\"description\":", "a note of the JSON schema"),
    // Doc strings made by the registry's macros.
    ("concat!(", "a doc string"),
];

/// Every `.rs` file under `dir`.
pub(crate) fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

/// The string literals of one line of code (comments already cut).
fn literals(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = line.chars().peekable();
    let mut previous = ' ';
    while let Some(c) = chars.next() {
        // A char literal such as '"' is no string.
        if c == '"' && previous != '\'' {
            let mut text = String::new();
            while let Some(d) = chars.next() {
                match d {
                    '\\' => text.extend(chars.next()),
                    '"' => break,
                    _ => text.push(d),
                }
            }
            out.push(text);
        }
        previous = c;
    }
    out
}

/// Two words of letters in a row: "no tile", not "N" or "base/D".
fn has_prose(text: &str) -> bool {
    let words: Vec<&str> = text
        .split(' ')
        .map(|w| w.trim_end_matches([',', ';', ':', '.']))
        .collect();
    words.windows(2).any(|w| {
        w.iter()
            .all(|word| word.len() >= 2 && word.chars().all(|c| c.is_alphabetic() || c == '\''))
    })
}

#[test]
fn the_core_builds_no_sentence() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates");
    let mut files = Vec::new();
    rust_files(&root.join("core/src"), &mut files);
    rust_files(&root.join("engine/src"), &mut files);
    assert!(files.len() > 30, "the core's sources were not found");
    let mut found = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        // Unit tests stand at the end of a file and write what they like.
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        for (n, line) in code.lines().enumerate() {
            let line = line.trim_start();
            if line.starts_with("//") || line.starts_with("#[doc") {
                continue;
            }
            if ALLOWED.iter().any(|(mark, _)| line.contains(mark)) {
                continue;
            }
            for literal in literals(line) {
                if has_prose(&literal) {
                    let file = path.strip_prefix(&root).unwrap().display().to_string();
                    found.push(format!("{file}:{}: {literal:?}", n + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "the core writes words; give the fact to the report layer instead:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_finds_prose() {
    assert!(has_prose("no tile on [0, 0]"));
    assert!(has_prose("{who}'s score falls"));
    assert!(!has_prose("base/D"));
    assert!(!has_prose("N E S W"));
    assert!(!has_prose("{}: {}"));
    assert!(!has_prose("car:mayor"));
    assert_eq!(literals(r#"x("a b", '"', "c\"d")"#), ["a b", "c\"d"]);
}

/// The engine holds the steps and knows no rule set: it is handed the
/// rulebook (`carc_core::judge` passes `rules::RULEBOOK`). It is a crate of
/// its own that depends on no crate of the project, so the compiler refuses
/// any import of a rule module from it (and Cargo a dependency back, a
/// cycle): this keeps its dependencies to the two it has.
#[test]
fn the_engine_crate_depends_on_nothing_of_the_project() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/engine/Cargo.toml");
    let text = std::fs::read_to_string(manifest).unwrap();
    let mut section = "";
    let mut deps = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            section = line;
        } else if section.contains("dependencies")
            && let Some((name, _)) = line.split_once('=')
        {
            deps.push(name.trim().to_owned());
        }
    }
    assert_eq!(
        deps,
        ["schemars", "serde"],
        "the engine's crate may depend on no other crate of the project (docs/architecture.md)"
    );
}

/// The words that name a box, its figures, pieces or features: the engine's
/// code (comments and strings aside) names none of them, nor a rule set.
const BOX_WORDS: [&str; 28] = [
    "tower",
    "dragon",
    "fairy",
    "princess",
    "portal",
    "castle",
    "festival",
    "siege",
    "quarter",
    "goods",
    "prisoner",
    "ferry",
    "lake",
    "flier",
    "flight",
    "wagon",
    "barn",
    "mayor",
    "abbot",
    "abbey",
    "phantom",
    "builder",
    "pig",
    "herd",
    "cathedral",
    "garden",
    "volcano",
    "RuleSet::",
];

/// Rust source with its comments, strings and character literals cut out
/// (lifetimes kept): what the compiler reads as names.
fn code_of(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let rest = &chars[i..];
        match rest {
            ['/', '/', ..] => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            ['/', '*', ..] => {
                i += 2;
                while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                    i += 1;
                }
                i += 2;
            }
            ['r', '#', ..] | ['r', '"', ..] => {
                let hashes = rest[1..].iter().take_while(|c| **c == '#').count();
                i += 2 + hashes;
                let close: Vec<char> = std::iter::once('"')
                    .chain(std::iter::repeat_n('#', hashes))
                    .collect();
                while i < chars.len() && !chars[i..].starts_with(&close) {
                    i += 1;
                }
                i += close.len();
            }
            ['"', ..] => {
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    i += if chars[i] == '\\' { 2 } else { 1 };
                }
                i += 1;
            }
            ['\'', '\\', ..] => {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            }
            ['\'', _, '\'', ..] => i += 3,
            [c, ..] => {
                out.push(*c);
                i += 1;
            }
            [] => break,
        }
    }
    out
}

/// The engine holds each box's state in slots it carries without knowing
/// what they hold, and asks the modules for the rest: its code names no
/// box, no box's figure or piece, and no rule set (docs/architecture.md).
#[test]
fn the_engine_names_no_box() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/engine/src/engine");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(files.len() >= 6, "the engine's sources were not found");
    let mut found = Vec::new();
    for path in files {
        let code = code_of(&std::fs::read_to_string(&path).unwrap());
        for (n, line) in code.lines().enumerate() {
            let lower = line.to_lowercase();
            for word in BOX_WORDS {
                if lower.contains(&word.to_lowercase()) {
                    found.push(format!(
                        "{}:{}: {word}: {}",
                        path.display(),
                        n + 1,
                        line.trim()
                    ));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "the engine names a box; keep the box's state in its slot and ask it through a hook:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_box_word_check_reads_code_only() {
    let text = "let t = x.tower; // a dragon\n/* the fairy */ f(\"barn\", '\"', 'a', r#\"pig\"#);\nfn g<'a>(w: &'a Wagon) {}";
    let code = code_of(text);
    assert!(code.contains("x.tower"));
    assert!(code.contains("Wagon"));
    assert!(code.contains("<'a>"));
    for word in ["dragon", "fairy", "barn", "pig"] {
        assert!(!code.contains(word), "{word} in {code:?}");
    }
}
