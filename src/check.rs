//! `carc check`: a scenario's `expect` block against the ruling.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use carc_core::board::{feature_on, locate};
use carc_core::position::Action;

use crate::engine::{Ruling, Verdict};
use crate::figure::FigureKind;
use crate::input::{self, Source, Style};
use crate::registry;
use crate::scenario::{Expect, ExpectFigure, Spot, Verdict as Expected};
use crate::translate::Translated;

/// Every difference between what the author expects and the ruling, in words.
pub fn compare(expect: &Expect, r: &Ruling, t: &Translated) -> Vec<String> {
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
        for (p, _) in &r.scores {
            want.entry(p).or_insert(0);
        }
        for (p, n) in &want {
            let got = r.points(p);
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
    for c in &expect.not_cites {
        if registry::lookup(&c.value).is_none() {
            out.push(format!(
                "not-cites: `{}` is not in the rule registry",
                c.value
            ));
        } else if r.cites.iter().any(|x| x.id() == c.value) {
            out.push(format!("not-cites: the ruling cites {}", c.value));
        }
    }
    if let Some(want) = &expect.double_turn
        && want.value != r.double_turn
    {
        out.push(format!(
            "double-turn: expected {}, ruled {}",
            want.value, r.double_turn
        ));
    }
    for f in expect.figures.iter().flatten() {
        if let Some(miss) = missing_figure(f, r, t) {
            out.push(miss);
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

/// Why an expected figure is not on the table after the action, if it is not.
fn missing_figure(f: &ExpectFigure, r: &Ruling, t: &Translated) -> Option<String> {
    let at = f.at.value;
    let tile = t
        .position
        .board
        .tile(at)
        .map(|p| (p.tile, p.rot))
        .or(match &t.action {
            Action::Turn(turn) if turn.place.at == at => {
                Some((turn.place.tile, turn.place.rotation))
            }
            _ => None,
        });
    let spot = match f.spot.value {
        Spot::Corner(c) => Some(c.name().to_owned()),
        Spot::On(on) => tile.and_then(|(tile, rot)| {
            let placed = carc_core::board::PlacedTile {
                tile,
                pos: at,
                rot,
                ferry: None,
            };
            locate(tile, rot, on).ok().map(|i| feature_on(&placed, i))
        }),
    };
    let what = format!(
        "{}'s {} on {} {}",
        f.owner.value,
        f.figure.value.name(),
        at,
        match f.spot.value {
            Spot::Corner(c) => c.name(),
            Spot::On(on) => on.name(),
        }
    );
    let Some(spot) = spot else {
        return Some(format!(
            "figures: expected {what}, but there is no such place on the table"
        ));
    };
    let found = r.figures.iter().any(|g| {
        g.player == f.owner.value && g.figure == f.figure.value && g.at == at && g.on == spot
    });
    if found {
        return None;
    }
    let theirs: Vec<String> = r
        .figures
        .iter()
        .filter(|g| g.player == f.owner.value && g.figure == f.figure.value)
        .map(|g| format!("{} {}", g.at, g.on))
        .collect();
    Some(format!(
        "figures: expected {what}, ruled {}",
        if theirs.is_empty() {
            "none on the table".to_owned()
        } else {
            format!("on {}", theirs.join(", "))
        }
    ))
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

/// Why the paths given to `carc check` hold nothing to check.
#[derive(Debug)]
pub enum PathError {
    /// The path does not exist.
    Missing(PathBuf),
    /// A folder with no `.yaml` or `.yml` file in it or below it.
    Empty(PathBuf),
}

impl std::fmt::Display for PathError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PathError::Missing(p) => write!(f, "{}: no such file or folder", p.display()),
            PathError::Empty(p) => write!(
                f,
                "{}: no scenario (.yaml or .yml file) in this folder or below it",
                p.display()
            ),
        }
    }
}

/// Scenario files under the paths, sorted, each once. A file named
/// explicitly is checked whatever its name (a file that is not a scenario
/// then fails with its diagnostic); folders are searched for `.yaml` and
/// `.yml` files. Links are not followed into folders already visited, so
/// a link loop ends and no file is counted twice.
pub fn scenario_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, PathError> {
    let mut out = Vec::new();
    let mut seen_dirs = std::collections::BTreeSet::new();
    for p in paths {
        if !p.exists() {
            return Err(PathError::Missing(p.clone()));
        }
        if p.is_dir() {
            let before = out.len();
            collect(p, &mut out, &mut seen_dirs);
            if out.len() == before {
                return Err(PathError::Empty(p.clone()));
            }
        } else {
            out.push(p.clone());
        }
    }
    // The same file reached by two paths (a link, `./a` and `a`) once.
    let mut keyed: Vec<(PathBuf, PathBuf)> = out
        .into_iter()
        .map(|p| (std::fs::canonicalize(&p).unwrap_or_else(|_| p.clone()), p))
        .collect();
    keyed.sort();
    keyed.dedup_by(|a, b| a.0 == b.0);
    let mut files: Vec<PathBuf> = keyed.into_iter().map(|(_, p)| p).collect();
    files.sort();
    Ok(files)
}

fn collect(p: &Path, out: &mut Vec<PathBuf>, seen: &mut std::collections::BTreeSet<PathBuf>) {
    let Ok(real) = std::fs::canonicalize(p) else {
        return;
    };
    if !seen.insert(real) {
        return;
    }
    let Ok(entries) = std::fs::read_dir(p) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for e in entries {
        if e.is_dir() {
            collect(&e, out, seen);
        } else if e.extension().is_some_and(|x| x == "yaml" || x == "yml") {
            out.push(e);
        }
    }
}

/// How one file fared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The ruling agrees with `expect`.
    Passed,
    /// A mismatch, broken input, or a file that could not be read.
    Failed,
    /// No `expect` block: nothing to compare.
    Skipped,
}

/// One finding in a file, with where it is, for CI annotations.
#[derive(Clone, Debug)]
pub struct Finding {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What is wrong, in one line.
    pub text: String,
}

/// What checking one file found.
pub struct FileResult {
    /// The file.
    pub path: PathBuf,
    /// How it fared.
    pub outcome: Outcome,
    /// The mismatches or problems, each with its place.
    pub findings: Vec<Finding>,
    /// The mismatches, one line each, or the diagnostics of broken input.
    pub report: String,
}

/// The 1-based line and column of a byte offset.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// Checks one file. A panic inside the judge is caught and reported as a
/// failure of that file, so it can never drop other files' results.
pub fn check_file(path: &Path, style: Style, require_expect: bool) -> FileResult {
    let outcome = std::panic::catch_unwind(|| check_one(path, style, require_expect));
    outcome.unwrap_or_else(|_| FileResult {
        path: path.to_path_buf(),
        outcome: Outcome::Failed,
        findings: vec![Finding {
            line: 1,
            column: 1,
            text: "the judge crashed on this file".to_owned(),
        }],
        report: format!(
            "FAIL {}: the judge crashed on this file (a bug: please report it with the file)\n",
            path.display()
        ),
    })
}

fn at_start(text: String) -> Vec<Finding> {
    vec![Finding {
        line: 1,
        column: 1,
        text,
    }]
}

fn check_one(path: &Path, style: Style, require_expect: bool) -> FileResult {
    let name = path.to_string_lossy().into_owned();
    match std::fs::read_to_string(path) {
        Ok(text) => check_source(path, &Source { name, text }, style, require_expect),
        Err(e) => FileResult {
            path: path.to_path_buf(),
            outcome: Outcome::Failed,
            findings: at_start(format!("cannot read: {e}")),
            report: format!("FAIL {name}: cannot read: {e}\n"),
        },
    }
}

/// Checks a scenario whose text is already read, as `carc check` does a
/// file (`path` is only recorded in the result). It touches no file, so
/// the fuzz target `check` runs it directly. Unlike `check_file` it lets
/// a panic through, so that a fuzzer sees it.
pub fn check_source(path: &Path, src: &Source, style: Style, require_expect: bool) -> FileResult {
    let result = |outcome, findings, report| FileResult {
        path: path.to_path_buf(),
        outcome,
        findings,
        report,
    };
    match input::judge(src) {
        Ok((loaded, ruling)) => {
            let Some(expect) = &loaded.scenario.expect else {
                return if require_expect {
                    result(
                        Outcome::Failed,
                        at_start("no `expect` block (--require-expect)".to_owned()),
                        format!("FAIL {}: no `expect` block (--require-expect)\n", src.name),
                    )
                } else {
                    result(
                        Outcome::Skipped,
                        Vec::new(),
                        format!("SKIP {}: no `expect` block\n", src.name),
                    )
                };
            };
            let diffs = compare(expect, &ruling, &loaded.translated);
            let report = diffs
                .iter()
                .map(|d| format!("FAIL {}: {d}\n", src.name))
                .collect();
            let (line, column) = line_col(&src.text, expect.span.offset);
            let findings = diffs
                .iter()
                .map(|d| Finding {
                    line,
                    column,
                    text: d.clone(),
                })
                .collect();
            let outcome = if diffs.is_empty() {
                Outcome::Passed
            } else {
                Outcome::Failed
            };
            result(outcome, findings, report)
        }
        Err(problems) => {
            let findings = problems
                .iter()
                .map(|p| {
                    let (line, column) = line_col(&src.text, p.span().offset);
                    Finding {
                        line,
                        column,
                        text: format!("{}: {}", p.code, p.message),
                    }
                })
                .collect();
            result(
                Outcome::Failed,
                findings,
                format!(
                    "FAIL {}: broken input\n{}",
                    src.name,
                    input::render(&problems, src, style)
                ),
            )
        }
    }
}

/// The files of partition `k` of `n` (1-based): every n-th file of the
/// sorted list, starting with the k-th, so that partitions 1/n … n/n
/// together check each file exactly once, on any machine.
pub fn partition(files: Vec<PathBuf>, k: usize, n: usize) -> Vec<PathBuf> {
    files
        .into_iter()
        .enumerate()
        .filter(|(i, _)| n > 0 && i % n == k.saturating_sub(1))
        .map(|(_, f)| f)
        .collect()
}

/// Checks every file, on as many threads as the machine has cores, and
/// returns the results in file order.
pub fn check_all(files: &[PathBuf], style: Style, require_expect: bool) -> Vec<FileResult> {
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
                        .map(|f| check_file(f, style, require_expect))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        // check_file catches panics, so a worker always returns its share.
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    })
}
