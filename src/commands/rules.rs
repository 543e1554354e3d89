//! `carc rule ID` and `carc rules`: the registry, with the scenarios that
//! cite each rule.

use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

use serde::Serialize;

use crate::check::scenario_files;
use crate::i18n::rules as words;
use crate::i18n::{Lang, catalogue};
use crate::registry::Entry;

/// `path` as seen from `base`: `scenarios/x.yaml` from the checkout,
/// `../scenarios/x.yaml` from `docs/`. Both are made absolute first; a
/// path on another root (another drive) stays absolute.
pub fn relative_to(path: &Path, base: &Path) -> PathBuf {
    let (Ok(path), Ok(base)) = (std::path::absolute(path), std::path::absolute(base)) else {
        return path.to_path_buf();
    };
    let p: Vec<Component> = path.components().collect();
    let b: Vec<Component> = base.components().collect();
    let common = p.iter().zip(&b).take_while(|(x, y)| x == y).count();
    if common == 0 {
        return path;
    }
    let mut out = PathBuf::new();
    for _ in common..b.len() {
        out.push("..");
    }
    out.extend(&p[common..]);
    out
}

/// Rule id → the scenario files whose `expect.cites` (or `expect.rule`)
/// name it, as paths from the working folder.
pub fn cited_by(paths: &[PathBuf]) -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let here = std::env::current_dir().unwrap_or_default();
    for path in scenario_files(paths).unwrap_or_default() {
        let Ok(src) = crate::input::Source::read(&path.to_string_lossy()) else {
            continue;
        };
        let text = src.text;
        let path = relative_to(&path, &here);
        let (Some(s), _) = crate::scenario::load(&text) else {
            continue;
        };
        let Some(e) = &s.expect else { continue };
        let name = path.to_string_lossy().into_owned();
        for id in e.cites.iter().chain(e.rule.iter()) {
            let files = out.entry(id.value.clone()).or_default();
            if !files.contains(&name) {
                files.push(name.clone());
            }
        }
    }
    out
}

/// A rule as `carc rules --format json` prints it: ids and keys in
/// English, the words (`title`, `reason`, `text`, and the document's title
/// in `source`) in the language asked for. `section` is the registry's,
/// in English, and so is the section `source` ends with: data a program
/// reads the same in every language (the text and the reference say it in
/// the reader's words, `rule-section-…`).
#[derive(Serialize)]
struct RuleView<'a> {
    id: &'static str,
    title: String,
    source: String,
    document: crate::registry::Document,
    section: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    date: Option<&'static str>,
    authority: crate::registry::Authority,
    status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
    text: String,
    scenarios: &'a [String],
}

fn view<'a>(
    e: &'static Entry,
    cited: &'a BTreeMap<String, Vec<String>>,
    lang: Lang,
) -> RuleView<'a> {
    RuleView {
        id: e.rule.id(),
        title: words::title(e.rule, lang),
        source: format!("{}, {}", words::document(e.document, lang), e.section),
        document: e.document,
        section: e.section,
        date: e.date,
        authority: e.authority,
        status: e.status.name(),
        reason: words::reason(e, lang),
        text: words::text(e.rule, lang),
        scenarios: cited.get(e.rule.id()).map(Vec::as_slice).unwrap_or(&[]),
    }
}

pub fn json(
    entries: &[&'static Entry],
    cited: &BTreeMap<String, Vec<String>>,
    lang: Lang,
) -> String {
    let views: Vec<RuleView> = entries.iter().map(|e| view(e, cited, lang)).collect();
    serde_json::to_string_pretty(&views).unwrap_or_default()
}

/// For people, in `lang`. `searched` is the scenarios folder the citations
/// were looked for in, if one was found.
pub fn text(
    entries: &[&'static Entry],
    cited: &BTreeMap<String, Vec<String>>,
    full: bool,
    searched: Option<&Path>,
    lang: Lang,
) -> String {
    let c = catalogue(lang);
    let mut out = String::new();
    for e in entries {
        let v = view(e, cited, lang);
        if !full {
            let status = words::status(e.status, lang);
            out.push_str(&format!("{:<26} {:<12} {}\n", v.id, status, v.title));
            continue;
        }
        out.push_str(&format!("{}: {}\n", v.id, v.title));
        let date = v.date.map(|d| format!(" ({d})")).unwrap_or_default();
        // The section in the reader's words; JSON keeps the registry's.
        let source = words::source(e, lang);
        out.push_str(&format!("{}: {source}{date}\n", c.get("rules-source")));
        out.push_str(&format!(
            "{}: {}\n",
            c.get("rules-authority"),
            words::authority(e.authority, lang)
        ));
        out.push_str(&format!(
            "{}: {}",
            c.get("rules-status"),
            words::status(e.status, lang)
        ));
        if let Some(r) = &v.reason {
            out.push_str(&format!(" ({r})"));
        }
        out.push_str(&format!("\n\n{}\n", v.text));
        if searched.is_none() {
            out.push_str(&format!("\n{}\n", c.get("rules-no-scenarios-folder")));
        } else if v.scenarios.is_empty() {
            out.push_str(&format!("\n{}\n", c.get("rules-cited-by-none")));
        } else {
            out.push_str(&format!("\n{}\n", c.get("rules-cited-by")));
            for s in v.scenarios {
                out.push_str(&format!("  {s}\n"));
            }
        }
    }
    if !full {
        let mut args = fluent_bundle::FluentArgs::new();
        args.set("count", entries.len());
        out.push_str(&c.format("rules-count", None, Some(&args)));
        out.push('\n');
    }
    out
}
