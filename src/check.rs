//! `carc check`: a scenario's `expect` block against the ruling.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::engine::{Ruling, Verdict};
use crate::figure::FigureKind;
use crate::input::{self, Source, Style};
use crate::registry;
use crate::scenario::{Expect, Verdict as Expected};

/// Every difference between what the author expects and the ruling, in words.
pub fn compare(expect: &Expect, r: &Ruling) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(v) = &expect.verdict {
        let got = match r.verdict {
            Verdict::Legal => Expected::Legal,
            Verdict::Illegal => Expected::Illegal,
        };
        if got != v.value {
            let why = r
                .violation
                .as_ref()
                .map(|v| format!(" ({}: {})", v.rule.id(), v.message))
                .unwrap_or_default();
            out.push(format!(
                "verdict: expected {}, ruled {}{why}",
                v.value.name(),
                got.name()
            ));
        }
    }
    if let Some(scores) = &expect.scores {
        let mut want: BTreeMap<&str, i64> = scores
            .iter()
            .map(|(p, n)| (p.value.as_str(), n.value))
            .collect();
        for p in r.scores.keys() {
            want.entry(p).or_insert(0);
        }
        for (p, n) in &want {
            let got = r.scores.get(*p).copied().unwrap_or(0);
            if got != *n {
                out.push(format!("scores: expected {p} {n:+}, ruled {got:+}"));
            }
        }
    }
    if let Some(returned) = &expect.returned {
        let mut want: BTreeMap<&str, Vec<FigureKind>> = BTreeMap::new();
        for (p, figs) in returned {
            let mut v: Vec<FigureKind> = figs.iter().map(|f| f.value).collect();
            v.sort();
            want.insert(p.value.as_str(), v);
        }
        let players: Vec<&str> = want
            .keys()
            .copied()
            .chain(r.returned.keys().map(String::as_str))
            .collect();
        for p in players {
            let w = want.get(p).cloned().unwrap_or_default();
            let g = r.returned.get(p).cloned().unwrap_or_default();
            if w != g {
                out.push(format!(
                    "returned: expected {p} {}, ruled {}",
                    names(&w),
                    names(&g)
                ));
            }
        }
    }
    for c in &expect.cites {
        if registry::lookup(&c.value).is_none() {
            out.push(format!("cites: `{}` is not in the rule registry", c.value));
        } else if !r.cites.iter().any(|x| x.id() == c.value) {
            out.push(format!("cites: the ruling does not cite {}", c.value));
        }
    }
    if let Some(rule) = &expect.rule {
        match &r.violation {
            Some(v) if v.rule.id() == rule.value => {}
            Some(v) => out.push(format!(
                "rule: expected {}, the broken rule is {}",
                rule.value,
                v.rule.id()
            )),
            None => out.push(format!(
                "rule: expected {} broken, but nothing is",
                rule.value
            )),
        }
    }
    out.dedup();
    out
}

fn names(figs: &[FigureKind]) -> String {
    if figs.is_empty() {
        return "nothing".to_owned();
    }
    format!(
        "[{}]",
        figs.iter().map(|f| f.name()).collect::<Vec<_>>().join(", ")
    )
}

/// Scenario files under the paths (folders recursively), sorted.
pub fn scenario_files(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for p in paths {
        collect(p, &mut out);
    }
    out.sort();
    out.dedup();
    out
}

fn collect(p: &Path, out: &mut Vec<PathBuf>) {
    if p.is_dir() {
        if let Ok(entries) = std::fs::read_dir(p) {
            for e in entries.flatten() {
                collect(&e.path(), out);
            }
        }
    } else if p.extension().is_some_and(|x| x == "yaml" || x == "yml") {
        out.push(p.to_path_buf());
    }
}

/// What checking one file found.
pub struct FileResult {
    /// None: the file has no `expect` block and was not counted.
    pub passed: Option<bool>,
    /// One line per mismatch, or the diagnostics of broken input.
    pub report: String,
}

pub fn check_file(path: &Path, style: Style) -> FileResult {
    let name = path.to_string_lossy().into_owned();
    let src = match std::fs::read_to_string(path) {
        Ok(text) => Source { name, text },
        Err(e) => {
            return FileResult {
                passed: Some(false),
                report: format!("FAIL {name}: cannot read: {e}\n"),
            };
        }
    };
    match input::judge(&src) {
        Ok((scenario, ruling)) => {
            let Some(expect) = &scenario.expect else {
                return FileResult {
                    passed: None,
                    report: String::new(),
                };
            };
            let diffs = compare(expect, &ruling);
            let report = diffs
                .iter()
                .map(|d| format!("FAIL {}: {d}\n", src.name))
                .collect();
            FileResult {
                passed: Some(diffs.is_empty()),
                report,
            }
        }
        Err(problems) => FileResult {
            passed: Some(false),
            report: format!(
                "FAIL {}: broken input\n{}",
                src.name,
                input::render(&problems, &src, style)
            ),
        },
    }
}

/// Checks every file, on as many threads as the machine has cores, and
/// returns the results in file order.
pub fn check_all(files: &[PathBuf], style: Style) -> Vec<FileResult> {
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(files.len().max(1));
    let chunk = files.len().div_ceil(workers).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = files
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|f| check_file(f, style))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    })
}
