//! No English left: every command, run in every other language over every
//! scenario and fixture, prints no two-word phrase of the English
//! catalogue that the language's own catalogue does not use as well.
//! What comes from the user's file (a scenario's title, players' names,
//! text quoted in backticks) is set aside; rule ids, tile ids and keys
//! are no words of either catalogue.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use carcassonne_judge::i18n::Lang;
use fluent_syntax::ast;

use crate::run::carc;

/// The literal text of every message and attribute of a language, each
/// piece as written (placeables left out).
fn literal_texts(lang: Lang) -> Vec<String> {
    fn pattern(p: &ast::Pattern<&str>, out: &mut Vec<String>) {
        for e in &p.elements {
            match e {
                ast::PatternElement::TextElement { value } => out.push((*value).to_owned()),
                ast::PatternElement::Placeable {
                    expression: ast::Expression::Select { variants, .. },
                } => {
                    for v in variants {
                        pattern(&v.value, out);
                    }
                }
                ast::PatternElement::Placeable { .. } => {}
            }
        }
    }
    let mut out = Vec::new();
    for (_, text) in lang.files() {
        let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            if let ast::Entry::Message(m) = entry {
                if let Some(v) = &m.value {
                    pattern(v, &mut out);
                }
                for a in &m.attributes {
                    pattern(&a.value, &mut out);
                }
            }
        }
    }
    out
}

/// Text with what it quotes in backticks taken out: keys, commands and
/// values of the file stay as the file writes them in every language.
fn unquoted(text: &str) -> String {
    text.split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 0)
        .map(|(_, s)| s)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The words of each clause of a text: a phrase never runs across the end
/// of a sentence, a colon, a semicolon, a bracket or a line.
fn clauses(text: &str) -> Vec<Vec<String>> {
    text.split(['.', ';', ':', '!', '?', '(', ')', '\n', '«', '»', '"'])
        .map(words)
        .filter(|w| w.len() > 1)
        .collect()
}

/// The words of a text, lower-cased, in order: letters and apostrophes.
/// Ids are no words: a rule id (`car:fn176`), a tile id (`base/D`), a
/// rule set (`abbey-mayor`, `count`), a path or a file name is passed over
/// whole.
fn words(text: &str) -> Vec<String> {
    let set = |t: &str| carcassonne_judge::figure::RuleSet::NAMES.contains(&t);
    let id = |t: &str| t.contains(['/', ':', '_', '-', '.', '@', '=']) || set(t);
    text.split_whitespace()
        .map(|t| t.trim_matches(|c: char| !c.is_alphanumeric()))
        .filter(|t| !id(t))
        .flat_map(|t| t.split(|c: char| !(c.is_alphabetic() || c == '\'')))
        .map(|w| w.trim_matches('\''))
        // A point, side or corner name (`NNW`, `E`, `SE`) is the file's.
        .filter(|w| !w.is_empty() && !w.chars().all(|c| "NESWO".contains(c)))
        .map(str::to_lowercase)
        .collect()
}

/// Each pair of neighbouring words of a text.
fn pairs(text: &str) -> BTreeSet<(String, String)> {
    clauses(&unquoted(text))
        .iter()
        .flat_map(|w| w.windows(2).map(|p| (p[0].clone(), p[1].clone())))
        .collect()
}

/// The English phrases another language must not show: each pair of
/// words of the English catalogue with a word of three letters or more,
/// less the pairs the language's own catalogue uses.
fn english_phrases(lang: Lang) -> BTreeSet<(String, String)> {
    let own: BTreeSet<(String, String)> =
        literal_texts(lang).iter().flat_map(|t| pairs(t)).collect();
    literal_texts(Lang::En)
        .iter()
        .flat_map(|t| pairs(t))
        .filter(|(a, b)| a.len() >= 3 || b.len() >= 3)
        .filter(|p| !own.contains(p))
        .collect()
}

/// What a command printed, less what the user's file brought: the
/// scenario's title and the players' names.
fn without_the_file(output: &str, files: &[PathBuf]) -> String {
    // A diagnostic quotes the file's lines under their numbers (`  9 │ …`).
    let quoted = |line: &str| {
        let t = line.trim_start();
        let digits = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        digits > 0 && t[digits..].trim_start().starts_with('│')
    };
    let mut text: String = output
        .lines()
        .filter(|l| !quoted(l))
        .collect::<Vec<_>>()
        .join("\n");
    // Every title first: a title may hold a player's name.
    let mut names = Vec::new();
    for f in files {
        let Ok(yaml) = std::fs::read_to_string(f) else {
            continue;
        };
        for line in yaml.lines() {
            if let Some(title) = line.strip_prefix("title:") {
                let title = title.trim().trim_matches('"');
                if !title.is_empty() {
                    text = text.replace(title, " ");
                }
            }
            if let Some(players) = line.strip_prefix("players:") {
                let players = players.trim().trim_start_matches('[').trim_end_matches(']');
                names.extend(
                    players
                        .split(',')
                        .map(|n| n.trim().trim_matches('"').to_owned()),
                );
            }
        }
    }
    // A player's name is no word of either language: `red` beside German
    // `in` is no English phrase.
    names.sort();
    names.dedup();
    for name in names.iter().filter(|n| !n.is_empty()) {
        text = text.replace(&format!(" {name} "), " ");
    }
    text
}

struct Run {
    what: String,
    output: String,
}

/// A scenario as a command prints it (`carc new`, `carc import --turn`):
/// its keys and values are the format's in every language, and only its
/// comments are words.
fn comments_only(yaml: &str) -> String {
    yaml.lines()
        .filter_map(|l| l.split_once('#').map(|(_, comment)| comment))
        .collect::<Vec<_>>()
        .join("\n")
}

fn scenario_run(args: &[&str]) -> Run {
    let r = run(args, &[]);
    Run {
        output: comments_only(&r.output),
        ..r
    }
}

fn run(args: &[&str], files: &[PathBuf]) -> Run {
    let o = carc(args);
    let all = format!(
        "{}\n{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    let what = match args {
        [command, rest @ ..] if rest.len() > 6 => format!("{command} … ({} files)", files.len()),
        _ => args.join(" "),
    };
    Run {
        what,
        output: without_the_file(&all, files),
    }
}

fn yaml_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "yaml") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn s(p: &Path) -> String {
    p.to_string_lossy().into_owned()
}

/// Every command, in the language, over every scenario and fixture.
fn every_command(lang: &str, scratch: &Path) -> Vec<Run> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let scenarios = yaml_files(&root.join("scenarios"));
    let invalid = yaml_files(&root.join("tests/fixtures/invalid"));
    let mut runs = Vec::new();
    let mut judge = vec!["judge".to_owned(), "--lang".to_owned(), lang.to_owned()];
    judge.extend(scenarios.iter().map(|p| s(p)));
    let args: Vec<&str> = judge.iter().map(String::as_str).collect();
    runs.push(run(&args, &scenarios));
    for f in scenarios.iter().chain(&invalid) {
        let file = s(f);
        for command in ["moves", "show"] {
            runs.push(run(
                &[command, "--lang", lang, &file],
                std::slice::from_ref(f),
            ));
        }
    }
    for f in &invalid {
        runs.push(run(
            &["judge", "--lang", lang, &s(f)],
            std::slice::from_ref(f),
        ));
    }
    for dir in [
        "scenarios",
        "tests/fixtures/check",
        "tests/fixtures/check-after",
        "tests/fixtures/check-offers",
    ] {
        let files = yaml_files(&root.join(dir));
        for format in ["text", "github", "junit"] {
            runs.push(run(
                &["check", "--lang", lang, "--format", format, dir],
                &files,
            ));
        }
    }
    runs.push(run(&["tiles", "--lang", lang], &[]));
    let ids = String::from_utf8_lossy(&carc(&["tiles"]).stdout).into_owned();
    for id in ids.lines().filter_map(|l| l.split_whitespace().next()) {
        runs.push(run(&["tiles", "--lang", lang, id], &[]));
    }
    for set in carcassonne_judge::figure::RuleSet::NAMES {
        runs.push(scenario_run(&["new", "--lang", lang, "--rules", set]));
    }
    runs.push(run(&["rules", "--lang", lang], &[]));
    runs.push(run(&["rule", "--lang", lang, "base:score-city"], &[]));
    runs.push(run(
        &["play", "--lang", lang, "--games", "3", "--rules", "all"],
        &[],
    ));
    let generated = scratch.join(format!("gen-{lang}"));
    runs.push(run(
        &[
            "gen",
            "--lang",
            lang,
            "--count",
            "5",
            "--rules",
            "all",
            &s(&generated),
        ],
        &[],
    ));
    let mut games: Vec<PathBuf> = std::fs::read_dir(root.join("tests/fixtures/jcz"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "jcz"))
        .collect();
    games.sort();
    for (i, game) in games.iter().enumerate() {
        let out = scratch.join(format!("import-{lang}-{i}"));
        runs.push(run(
            &["import", "--lang", lang, &s(game), "--out", &s(&out)],
            &[],
        ));
        runs.push(scenario_run(&[
            "import",
            "--lang",
            lang,
            &s(game),
            "--turn",
            "1",
        ]));
        runs.push(run(&["replay", "--lang", lang, &s(game)], &[]));
    }
    runs
}

/// The first English phrase an output shows, with the words around it.
fn first_english(output: &str, phrases: &BTreeSet<(String, String)>) -> Option<String> {
    for shown in clauses(&unquoted(output)) {
        for (i, p) in shown.windows(2).enumerate() {
            if phrases.contains(&(p[0].clone(), p[1].clone())) {
                let around = shown[i.saturating_sub(4)..(i + 6).min(shown.len())].join(" ");
                return Some(format!("\"{} {}\" in \"… {around} …\"", p[0], p[1]));
            }
        }
    }
    None
}

#[test]
fn no_command_prints_english_in_another_language() {
    let scratch = std::env::temp_dir().join(format!("carc-no-english-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(&scratch).unwrap();
    let mut found = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let phrases = english_phrases(lang);
        for r in every_command(lang.code(), &scratch) {
            english_in(lang, &r, &phrases, &mut found);
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    assert_none(&found);
}

/// Says where a run printed English (or refused its arguments).
fn english_in(lang: Lang, r: &Run, phrases: &BTreeSet<(String, String)>, found: &mut Vec<String>) {
    if r.output.contains("Usage: carc") {
        found.push(format!(
            "{}: `{}`: refused its arguments",
            lang.code(),
            r.what
        ));
    } else if let Some(phrase) = first_english(&r.output, phrases) {
        found.push(format!("{}: `{}`: {phrase}", lang.code(), r.what));
    }
}

fn assert_none(found: &[String]) {
    assert!(
        found.is_empty(),
        "{} runs print English:\n{}",
        found.len(),
        found
            .iter()
            .take(400)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The diagnostics of broken input already speak every language: every
/// broken fixture judged in another language prints no English (the YAML
/// parser's own reason, quoted as it gives it, is no phrase of the
/// catalogue).
#[test]
fn no_diagnostic_of_broken_input_prints_english_in_another_language() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let invalid = yaml_files(&root.join("tests/fixtures/invalid"));
    assert!(invalid.len() >= 80);
    let mut found = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let phrases = english_phrases(lang);
        for f in &invalid {
            let r = run(
                &["judge", "--lang", lang.code(), &s(f)],
                std::slice::from_ref(f),
            );
            english_in(lang, &r, &phrases, &mut found);
        }
    }
    // And the games carc cannot import, as `carc import` shows them.
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let phrases = english_phrases(lang);
        for (src, problems) in crate::import::refused_games() {
            let output = carcassonne_judge::input::render(
                &problems,
                &src,
                carcassonne_judge::input::Style::PLAIN,
                lang,
            );
            let r = Run {
                what: format!("import {}", src.name),
                output: without_the_file(&output, &[]),
            };
            english_in(lang, &r, &phrases, &mut found);
        }
    }
    assert_none(&found);
}
