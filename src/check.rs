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
        Ok((loaded, ruling)) => {
            let Some(expect) = &loaded.scenario.expect else {
                return FileResult {
                    passed: None,
                    report: String::new(),
                };
            };
            let diffs = compare(expect, &ruling, &loaded.translated);
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
