//! One word per concept: each language's glossary (the table of
//! docs/translating.md headed with its code) lists, per concept, the words
//! its messages must not use, and no message of that language uses one
//! outside backticks.

use carcassonne_judge::i18n::Lang;
use fluent_syntax::ast;

/// A concept and the words its language rejects for it.
struct Entry {
    concept: String,
    word: String,
    rejected: Vec<String>,
}

/// The glossary of `lang` in docs/translating.md: the table after the
/// heading `### ... (`code`)`, one row per concept, the rejected words in
/// its last column, separated by commas.
fn glossary(doc: &str, lang: Lang) -> Vec<Entry> {
    let heading = format!("(`{}`)", lang.code());
    let mut lines = doc
        .lines()
        .skip_while(|l| !(l.starts_with("### ") && l.contains(&heading)))
        .skip(1)
        .skip_while(|l| !l.starts_with('|'));
    // The header row and the separator row.
    lines.next();
    lines.next();
    lines
        .take_while(|l| l.starts_with('|'))
        .map(|row| {
            let cells: Vec<&str> = row.trim_matches('|').split('|').map(str::trim).collect();
            assert_eq!(cells.len(), 4, "a glossary row has four cells: {row}");
            Entry {
                concept: cells[1].to_owned(),
                word: cells[2].to_owned(),
                rejected: cells[3]
                    .split(',')
                    .map(str::trim)
                    .filter(|w| !w.is_empty())
                    .map(str::to_owned)
                    .collect(),
            }
        })
        .collect()
}

/// The words a pattern shows a reader: its text and that of every variant
/// of its selections, each variant on a line of its own, a placeable that
/// is a literal (`{"{"}`) kept in place.
fn text_of(p: &ast::Pattern<&str>, out: &mut String) {
    for e in &p.elements {
        match e {
            ast::PatternElement::TextElement { value } => out.push_str(value),
            ast::PatternElement::Placeable { expression } => match expression {
                ast::Expression::Inline(ast::InlineExpression::StringLiteral { value }) => {
                    out.push_str(value)
                }
                ast::Expression::Inline(_) => out.push(' '),
                ast::Expression::Select { variants, .. } => {
                    for v in variants {
                        out.push('\n');
                        text_of(&v.value, out);
                        out.push('\n');
                    }
                }
            },
        }
    }
}

/// Each message of `lang` (value and attributes) as the words it shows,
/// with what stands in backticks (keys, commands, ids) left out.
fn words_of_messages(lang: Lang) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (name, text) in lang.files() {
        let resource = fluent_syntax::parser::parse(text)
            .unwrap_or_else(|_| panic!("locales/{}/{name}.ftl does not parse", lang.code()));
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else {
                continue;
            };
            let mut all = String::new();
            for p in m.value.iter().chain(m.attributes.iter().map(|a| &a.value)) {
                text_of(p, &mut all);
                all.push('\n');
            }
            let prose: String = all
                .lines()
                .flat_map(|line| line.split('`').step_by(2).chain(["\n"]))
                .collect::<Vec<_>>()
                .join(" ");
            out.push((format!("{name}.ftl: {}", m.id.name), prose));
        }
    }
    out
}

/// Where the messages of `lang` use a word its glossary rejects: the
/// message, the word and its concept.
fn wandering(doc: &str, lang: Lang) -> Vec<String> {
    let entries = glossary(doc, lang);
    let mut found = Vec::new();
    for (id, prose) in words_of_messages(lang) {
        for word in prose.split(|c: char| !c.is_alphanumeric()) {
            for e in &entries {
                if e.rejected.iter().any(|r| r == word) {
                    found.push(format!(
                        "{id}: \"{word}\" where the glossary says {} ({})",
                        e.word, e.concept
                    ));
                }
            }
        }
    }
    found
}

fn translating_md() -> String {
    std::fs::read_to_string(format!(
        "{}/docs/translating.md",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

#[test]
fn every_language_uses_the_words_of_its_glossary() {
    let doc = translating_md();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let entries = glossary(&doc, lang);
        assert!(
            entries.len() >= 20,
            "docs/translating.md has no glossary for `{}` (a table under a heading with (`{}`))",
            lang.code(),
            lang.code()
        );
        assert!(
            entries.iter().any(|e| !e.rejected.is_empty()),
            "the glossary of `{}` rejects no word",
            lang.code()
        );
        let found = wandering(&doc, lang);
        assert!(
            found.is_empty(),
            "words outside the glossary of `{}`:\n{}",
            lang.code(),
            found.join("\n")
        );
    }
}

#[test]
fn the_glossary_check_catches_a_rejected_word() {
    // The check itself: a glossary that rejects a word the catalogue does
    // use (German writes "Tisch") flags that word.
    let doc = "### German (`de`)\n\n| concept | English | German | not |\n| --- | --- | --- | --- |\n| the table | table | Brett | Tisch |\n";
    let found = wandering(doc, Lang::De);
    assert!(found.iter().any(|f| f.contains("\"Tisch\"")), "{found:?}");
    // Text in backticks is not prose: `on` keys and ids are not flagged.
    let doc = "### German (`de`)\n\n| concept | English | German | not |\n| --- | --- | --- | --- |\n| a key | on | on | supply |\n";
    assert!(wandering(doc, Lang::De).is_empty());
}
