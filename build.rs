//! Indexes the message catalogue at build time: for every language folder
//! under `locales/`, where each message of each file begins and ends, and
//! which part of the file it is in. A process then parses only the messages
//! it formats instead of the whole catalogue (a ruling needs a few dozen of
//! some thousand), so judging costs about what starting the process does.
//! The texts themselves are built in by `src/i18n/mod.rs` (`include_str!`);
//! the index holds offsets into them.

use std::fmt::Write as _;
use std::path::Path;

/// The headings that end a file's first and second parts (the same
/// strings as `EXTRAS` and `PARAPHRASES` in `src/i18n/mod.rs`, which a
/// suite test holds to this index).
const EXTRAS: &str = "\n## Why an action is refused.";
const PARAPHRASES: &str = "\n## The rules in the project's own words\n";

fn main() {
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-changed=build.rs");
    let root =
        Path::new(&std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("locales");
    let mut langs: Vec<String> = std::fs::read_dir(&root)
        .expect("locales/ is in the package")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    langs.sort();
    // Offsets only, no pointers: a table of string slices would cost the
    // loader a relocation per message at every start of the process.
    let mut out = String::from(
        "/// Every message of a language's catalogue, sorted by id: where its id\n\
         /// is in the language's string of ids, its file (an index into the\n\
         /// language's file names), the byte range of its text in that file,\n\
         /// and the part of the file it is in (0 the words of rulings, 1 the\n\
         /// rest, 2 the rules' paraphrases); then the string of ids and the\n\
         /// file names.\n\
         #[allow(clippy::type_complexity)]\n\
         pub(super) fn index(code: &str) -> (&'static [(u32, u16, u8, u32, u32, u8)], &'static str, &'static [&'static str]) {\n    match code {\n",
    );
    for lang in &langs {
        let mut entries = Vec::new();
        let mut names = Vec::new();
        let mut files: Vec<_> = std::fs::read_dir(root.join(lang))
            .expect("a language folder")
            .filter_map(|e| e.ok())
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        for path in files {
            let text = std::fs::read_to_string(&path).expect("a catalogue file is UTF-8");
            let file = u8::try_from(names.len()).expect("under 256 files a language");
            let name = path.file_stem().expect("a file name");
            names.push(name.to_string_lossy().into_owned());
            for (id, start, end) in messages(&text) {
                entries.push((id, file, start, end, part(&text, start)));
            }
        }
        entries.sort();
        let mut ids = String::new();
        let _ = writeln!(out, "        {lang:?} => (&[");
        for (id, file, start, end, part) in entries {
            let at = offset(ids.len());
            let len = u16::try_from(id.len()).expect("a message id is short");
            ids.push_str(&id);
            let _ = writeln!(
                out,
                "            ({at}, {len}, {file}, {start}, {end}, {part}),"
            );
        }
        let _ = writeln!(out, "        ], {ids:?}, &{names:?}),");
    }
    out.push_str("        _ => (&[], \"\", &[]),\n    }\n}\n");
    let dest =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets it")).join("catalogue_index.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}

/// Each message of a Fluent file: its id and the byte range from its first
/// line to the next entry or comment. A line that starts in the first
/// column with a letter, `-` or `#` begins an entry or a comment; any
/// other line (indented, blank, or a closing `}`) continues the message.
fn messages(text: &str) -> Vec<(String, u32, u32)> {
    let mut found = Vec::new();
    let mut open: Option<(String, usize)> = None;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let first = line.chars().next().unwrap_or(' ');
        if first.is_ascii_alphabetic() || first == '-' || first == '#' {
            if let Some((id, start)) = open.take() {
                found.push((id, offset(start), offset(at)));
            }
            if first != '#'
                && let Some((id, _)) = line.split_once('=')
            {
                open = Some((id.trim().to_owned(), at));
            }
        }
        at += line.len();
    }
    if let Some((id, start)) = open {
        found.push((id, offset(start), offset(at)));
    }
    found
}

fn offset(n: usize) -> u32 {
    u32::try_from(n).expect("a catalogue file is under 4 GiB")
}

/// The part of the file a message at `start` is in.
fn part(text: &str, start: u32) -> u8 {
    let start = start as usize;
    let paraphrases = text.find(PARAPHRASES).unwrap_or(text.len());
    match text.find(EXTRAS) {
        _ if start >= paraphrases => 2,
        Some(extras) if start >= extras => 1,
        _ => 0,
    }
}
