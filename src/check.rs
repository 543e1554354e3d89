//! `carc check`: a scenario's `expect` block against the ruling.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use carc_core::board::{feature_on, locate};
use carc_core::position::Action;

use crate::engine::{Ruling, Verdict};
use crate::figure::FigureKind;
use crate::i18n::Lang;
use crate::input::{self, Source, Style};
use crate::registry;
use crate::scenario::{Expect, ExpectFigure, Spot, Verdict as Expected};
use crate::translate::{BOXES, Translated};
use crate::yaml::Span;

/// One difference between `expect` and the ruling: the words, and the
/// place in the file of the expectation that does not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    pub span: Span,
    pub text: String,
}

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

/// A rule id the registry does not have, in words with a suggestion.
fn unknown_rule(key: &str, id: &str) -> String {
    let ids: Vec<&str> = registry::all().map(|e| e.rule.id()).collect();
    format!(
        "{key}: `{id}` is not in the rule registry; {}",
        crate::diag::suggest(id, &ids)
    )
}

/// Every difference between what the author expects and the ruling, each
/// at the expectation it breaks.
pub fn compare(expect: &Expect, r: &Ruling, t: &Translated) -> Vec<Mismatch> {
    let mut out = Vec::new();
    verdict(expect, r, &mut out);
    scores(expect, r, &mut out);
    returned(expect, r, &mut out);
    for b in BOXES {
        b.check_expect(expect, r, t, &mut out);
    }
    offers(expect, r, t, &mut out);
    citations(expect, r, &mut out);
    for f in expect.figures.iter().flatten() {
        if let Some(text) = missing_figure(f, r, t) {
            out.push(Mismatch { span: f.span, text });
        }
    }
    broken_rule(expect, r, &mut out);
    out.dedup();
    out
}

fn verdict(expect: &Expect, r: &Ruling, out: &mut Vec<Mismatch>) {
    let Some(v) = &expect.verdict else { return };
    let got = match r.verdict {
        Verdict::Legal => Expected::Legal,
        Verdict::Illegal => Expected::Illegal,
    };
    if got != v.value {
        let why = r
            .violation
            .as_ref()
            .map(|v| {
                let why = crate::report::refusal::reason(v, crate::i18n::Lang::En);
                format!(" ({}: {why})", v.rule.id())
            })
            .unwrap_or_default();
        out.push(Mismatch {
            span: v.span,
            text: format!(
                "verdict: expected {}, ruled {}{why}",
                v.value.name(),
                got.name()
            ),
        });
    }
}

/// A player the block leaves out is expected to score nothing; a
/// difference there is shown at the first entry (or the block).
fn scores(expect: &Expect, r: &Ruling, out: &mut Vec<Mismatch>) {
    let Some(scores) = &expect.scores else { return };
    let fallback = scores.first().map_or(expect.span, |(p, _)| p.span);
    let mut want: BTreeMap<&str, (i64, Span)> = scores
        .iter()
        .map(|(p, n)| (p.value.as_str(), (n.value, n.span)))
        .collect();
    for (p, _) in &r.scores {
        want.entry(p).or_insert((0, fallback));
    }
    for (p, (n, span)) in &want {
        let got = r.points(p);
        if got != *n {
            out.push(Mismatch {
                span: *span,
                text: format!("scores: expected {p} {n:+}, ruled {got:+}"),
            });
        }
    }
}

fn returned(expect: &Expect, r: &Ruling, out: &mut Vec<Mismatch>) {
    let Some(returned) = &expect.returned else {
        return;
    };
    let fallback = returned.first().map_or(expect.span, |(p, _)| p.span);
    let mut want: BTreeMap<&str, (Vec<FigureKind>, Span)> = BTreeMap::new();
    for (p, figs) in returned {
        let mut v: Vec<FigureKind> = figs.iter().map(|f| f.value).collect();
        v.sort();
        want.insert(p.value.as_str(), (v, p.span));
    }
    let players: Vec<&str> = want
        .keys()
        .copied()
        .chain(r.returned.keys().map(String::as_str))
        .collect();
    for p in players {
        let (w, span) = want.get(p).cloned().unwrap_or((Vec::new(), fallback));
        let g = r.returned.get(p).cloned().unwrap_or_default();
        if w != g {
            out.push(Mismatch {
                span,
                text: format!("returned: expected {p} {}, ruled {}", names(&w), names(&g)),
            });
        }
    }
}

/// `cites` and `not-cites`, each checked against the registry first.
fn citations(expect: &Expect, r: &Ruling, out: &mut Vec<Mismatch>) {
    let cited = |id: &str| r.cites.iter().any(|x| x.id() == id);
    for c in &expect.cites {
        let text = if registry::lookup(&c.value).is_none() {
            unknown_rule("cites", &c.value)
        } else if !cited(&c.value) {
            format!("cites: the ruling does not cite {}", c.value)
        } else {
            continue;
        };
        out.push(Mismatch { span: c.span, text });
    }
    for c in &expect.not_cites {
        let text = if registry::lookup(&c.value).is_none() {
            unknown_rule("not-cites", &c.value)
        } else if cited(&c.value) {
            format!("not-cites: the ruling cites {}", c.value)
        } else {
            continue;
        };
        out.push(Mismatch { span: c.span, text });
    }
}

fn broken_rule(expect: &Expect, r: &Ruling, out: &mut Vec<Mismatch>) {
    let Some(rule) = &expect.rule else { return };
    let text = match &r.violation {
        // A typo must not pass for "some other rule was broken".
        _ if registry::lookup(&rule.value).is_none() => unknown_rule("rule", &rule.value),
        Some(v) if v.rule.id() == rule.value => return,
        Some(v) => format!(
            "rule: expected {}, the broken rule is {}",
            rule.value,
            v.rule.id()
        ),
        None => format!("rule: expected {} broken, but nothing is", rule.value),
    };
    out.push(Mismatch {
        span: rule.span,
        text,
    });
}

/// The feature on `at` (a tile of the table, or the one placed) as the
/// ruling names it, if the tile has it.
pub(crate) fn named_on(
    t: &Translated,
    at: carc_core::geometry::Pos,
    on: carc_core::board::On,
) -> Option<String> {
    let (tile, rot) = t
        .position
        .board
        .tile(at)
        .map(|p| (p.tile, p.rot))
        .or(match &t.action {
            Action::Turn(turn) => turn
                .placements()
                .find(|p| p.at == at)
                .map(|p| (p.tile, p.rotation)),
            Action::FinalScoring(_) => None,
        })?;
    let placed = carc_core::board::PlacedTile {
        tile,
        pos: at,
        rot,
        ferry: None,
        tower: 0,
    };
    locate(tile, rot, on).ok().map(|i| feature_on(&placed, i))
}

/// A choice left open in words: "an escape on [0, 0] N", "an entry into
/// the City by red".
fn offer_words(
    kind: &str,
    player: Option<&str>,
    at: Option<crate::geometry::Pos>,
    on: Option<&str>,
) -> String {
    let mut out = match kind {
        "castle" => "a castle".to_owned(),
        "escape" => "an escape".to_owned(),
        "enter-city" => "an entry into the City".to_owned(),
        "leave-city" => "a move out of the City".to_owned(),
        other => other.to_owned(),
    };
    if let Some(p) = player {
        out.push_str(&format!(" by {p}"));
    }
    if let Some(at) = at {
        out.push_str(&format!(" on {at}"));
    }
    if let Some(on) = on {
        out.push_str(&format!(" {on}"));
    }
    out
}

/// `offers`: each choice listed is left open by the ruling; `offers: []`
/// expects none.
fn offers(expect: &Expect, r: &Ruling, t: &Translated, out: &mut Vec<Mismatch>) {
    let Some(wanted) = &expect.offers else { return };
    let ruled = || -> String {
        if r.offers.is_empty() {
            return "none".to_owned();
        }
        let all: Vec<String> = r
            .offers
            .iter()
            .map(|o| offer_words(o.kind.name(), Some(&o.player), o.at, o.on.as_deref()))
            .collect();
        all.join("; ")
    };
    if wanted.is_empty() && !r.offers.is_empty() {
        out.push(Mismatch {
            span: expect.span,
            text: format!("offers: expected none, ruled {}", ruled()),
        });
    }
    // A feature may be named by any of its tiles, on the table as the
    // action left it: the table is played out once, when a choice names one.
    let after = wanted
        .iter()
        .any(|w| w.at.is_some())
        .then(|| carc_core::play(&t.position, &t.action));
    let feature = |at: carc_core::geometry::Pos, f: Option<usize>| {
        let after = after.as_ref()?;
        after.graph.group_of(carc_core::graph::Segment {
            pos: at,
            feature: f?,
        })
    };
    let on_table = |at: carc_core::geometry::Pos| after.as_ref().and_then(|a| a.board.tile(at));
    for w in wanted {
        let kind = w.kind.value.name();
        let at = w.at.as_ref().map(|a| a.value);
        let name = match (&w.at, &w.on) {
            (Some(a), Some(o)) => named_on(t, a.value, o.value),
            _ => None,
        };
        let wanted_feature = match (&w.at, &w.on) {
            (Some(a), Some(o)) => feature(
                a.value,
                on_table(a.value).and_then(|p| locate(p.tile, p.rot, o.value).ok()),
            ),
            _ => None,
        };
        let same_feature = |o: &carc_core::ruling::OfferAt| {
            let (Some(want), Some(oat), Some(oon)) = (wanted_feature, o.at, o.on.as_deref()) else {
                return false;
            };
            let f = on_table(oat).and_then(|p| match carc_core::geometry::Point::parse(oon) {
                Some(q) => p.tile.feature_at(q, p.rot),
                None => p.tile.centre_feature(oon),
            });
            feature(oat, f) == Some(want)
        };
        let found = r.offers.iter().any(|o| {
            o.kind.name() == kind
                && w.player.as_ref().is_none_or(|p| p.value == o.player)
                && (at.is_none()
                    || (o.at == at && (w.on.is_none() || o.on == name))
                    || same_feature(o))
        });
        if !found {
            let what = offer_words(
                kind,
                w.player.as_ref().map(|p| p.value.as_str()),
                at,
                w.on.as_ref().map(|o| o.value.name()),
            );
            out.push(Mismatch {
                span: w.span,
                text: format!("offers: expected {what} left open, ruled {}", ruled()),
            });
        }
    }
}

/// Why an expected figure is not on the table after the action, if it is not.
fn missing_figure(f: &ExpectFigure, r: &Ruling, t: &Translated) -> Option<String> {
    let at = f.at.value;
    let spot = match f.spot.value {
        Spot::Corner(c) => Some(c.name().to_owned()),
        Spot::Tower => Some("tower".to_owned()),
        Spot::On(on) => named_on(t, at, on),
    };
    let what = format!(
        "{}'s {} on {} {}",
        f.owner.value,
        f.figure.value.name(),
        at,
        match f.spot.value {
            Spot::Corner(c) => c.name(),
            Spot::On(on) => on.name(),
            Spot::Tower => "tower",
        }
    );
    let Some(spot) = spot else {
        return Some(format!(
            "figures: expected {what}, but there is no such place on the table"
        ));
    };
    let table = table_figures(r, t);
    let found = table.iter().any(|g| {
        g.player == f.owner.value && g.figure == f.figure.value && g.at == at && g.on == spot
    });
    if found {
        return None;
    }
    let theirs: Vec<String> = table
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

/// The figures on the table after the action: the ruling's after a legal
/// one, the position's as it stood after an illegal one, where nothing
/// moved.
fn table_figures(r: &Ruling, t: &Translated) -> Vec<carc_core::ruling::FigureAt> {
    if r.verdict == Verdict::Legal {
        return r.figures.clone();
    }
    let p = &t.position;
    p.board
        .figures
        .iter()
        .map(|f| carc_core::ruling::FigureAt {
            id: f.id.0,
            player: p.players.get(f.owner).cloned().unwrap_or_default(),
            figure: f.kind,
            at: f.pos,
            on: f.standing.name_on(p.board.tile(f.pos)),
        })
        .collect()
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

pub use crate::walk::PathError;

/// The scenario files under the paths, sorted, each once, walked with the
/// default options (see [`crate::walk`]); entries that are not readable
/// files are left out.
pub fn scenario_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, PathError> {
    Ok(
        crate::walk::scenarios(paths, &crate::walk::Options::default())?
            .into_iter()
            .filter_map(|e| match e {
                crate::walk::Entry::File(p) => Some(p),
                _ => None,
            })
            .collect(),
    )
}

/// How one file fared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The ruling agrees with `expect`.
    Passed,
    /// The ruling differs from `expect`.
    Failed,
    /// Not a scenario, not readable, or the judge crashed: nothing could be
    /// compared. Counted as failed; JUnit reports it as an error.
    Broken,
    /// No `expect` block, or not a regular file: nothing to compare.
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
    /// For people: each finding as `path:line:col: message`, then the
    /// diagnostics of broken input; or why it was skipped.
    pub report: String,
    /// How long reading, judging and comparing took.
    pub time: std::time::Duration,
}

/// How `carc check` reads and reports a file.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// How diagnostics are drawn.
    pub style: Style,
    /// The language they are written in.
    pub lang: Lang,
    /// Whether a scenario without `expect` fails.
    pub require_expect: bool,
    /// The largest file read (`--max-size`).
    pub max_size: u64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            style: Style::PLAIN,
            lang: Lang::En,
            require_expect: false,
            max_size: input::DEFAULT_MAX_SIZE,
        }
    }
}

/// The 1-based line and column of a byte offset.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// A path as shown to people: control characters escaped.
fn shown(path: &Path) -> String {
    crate::safe_text::escape(&path.to_string_lossy()).into_owned()
}

/// A result with no place in the file to point at (the file could not be
/// read, or was not opened).
fn without_place(path: &Path, outcome: Outcome, text: String) -> FileResult {
    let report = match outcome {
        Outcome::Skipped => format!("SKIP {}: {}\n", shown(path), text),
        _ => format!("{}: {}\n", shown(path), text),
    };
    let findings = match outcome {
        Outcome::Skipped => Vec::new(),
        _ => vec![Finding {
            line: 1,
            column: 1,
            text,
        }],
    };
    FileResult {
        path: path.to_path_buf(),
        outcome,
        findings,
        report,
        time: std::time::Duration::ZERO,
    }
}

/// Checks one file. A panic inside the judge is caught and reported as a
/// failure of that file, so it can never drop other files' results.
pub fn check_file(path: &Path, options: Options) -> FileResult {
    let started = std::time::Instant::now();
    let outcome = std::panic::catch_unwind(|| check_one(path, options));
    let mut result = outcome.unwrap_or_else(|_| {
        without_place(
            path,
            Outcome::Broken,
            "the judge crashed on this file (a bug: please report it with the file)".to_owned(),
        )
    });
    result.time = started.elapsed();
    result
}

fn check_one(path: &Path, options: Options) -> FileResult {
    let name = path.to_string_lossy();
    match Source::read_limited(&name, options.max_size) {
        Ok(src) => check_source(
            path,
            &src,
            (options.style, options.lang),
            options.require_expect,
        ),
        Err(e) => without_place(path, Outcome::Broken, format!("cannot read: {e}")),
    }
}

/// What the walk met, checked: files are judged, the rest reported.
pub fn check_entry(entry: &crate::walk::Entry, options: Options) -> FileResult {
    use crate::walk::Entry;
    match entry {
        Entry::File(p) => check_file(p, options),
        Entry::Unreadable(p, why) => {
            without_place(p, Outcome::Broken, format!("cannot read: {why}"))
        }
        Entry::NotRegular(p, what) => without_place(
            p,
            Outcome::Skipped,
            format!("{what}, not a regular file: not opened"),
        ),
    }
}

/// Checks a scenario whose text is already read, as `carc check` does a
/// file (`path` is only recorded in the result). It touches no file, so
/// the fuzz target `check` runs it directly. Unlike `check_file` it lets
/// a panic through, so that a fuzzer sees it.
pub fn check_source(
    path: &Path,
    src: &Source,
    (style, lang): (Style, Lang),
    require_expect: bool,
) -> FileResult {
    let name = crate::safe_text::escape(&src.name).into_owned();
    let result = |outcome, findings, report| FileResult {
        path: path.to_path_buf(),
        outcome,
        findings,
        report,
        time: std::time::Duration::ZERO,
    };
    let finding = |offset: usize, text: String| {
        let (line, column) = line_col(&src.text, offset);
        Finding { line, column, text }
    };
    let lines = |findings: &[Finding]| -> String {
        findings
            .iter()
            .map(|f| {
                let text = crate::safe_text::escape(&f.text);
                format!("{name}:{}:{}: {text}\n", f.line, f.column)
            })
            .collect()
    };
    match input::judge(src) {
        Ok((loaded, ruling)) => {
            let Some(expect) = &loaded.scenario.expect else {
                return if require_expect {
                    let f = vec![finding(
                        0,
                        "no `expect` block (--require-expect)".to_owned(),
                    )];
                    let report = lines(&f);
                    result(Outcome::Failed, f, report)
                } else {
                    result(
                        Outcome::Skipped,
                        Vec::new(),
                        format!("SKIP {name}: no `expect` block\n"),
                    )
                };
            };
            let mut findings: Vec<Finding> = compare(expect, &ruling, &loaded.translated)
                .into_iter()
                .map(|m| finding(m.span.offset, m.text))
                .collect();
            // In the order a reader meets them in the file.
            findings.sort_by_key(|f| (f.line, f.column));
            let outcome = if findings.is_empty() {
                Outcome::Passed
            } else {
                Outcome::Failed
            };
            let report = lines(&findings);
            result(outcome, findings, report)
        }
        Err(problems) => {
            let findings: Vec<Finding> = problems
                .iter()
                .map(|p| {
                    finding(
                        p.span().offset,
                        format!("broken input: {}: {}", p.code, p.message.in_lang(lang)),
                    )
                })
                .collect();
            let report = format!(
                "{}{}",
                lines(&findings),
                input::render(&problems, src, style, lang)
            );
            result(Outcome::Broken, findings, report)
        }
    }
}

/// The entries of partition `k` of `n` (1-based): every n-th of the sorted
/// list, starting with the k-th, so that partitions 1/n … n/n together
/// check each file exactly once, on any machine.
pub fn partition<T>(entries: Vec<T>, k: usize, n: usize) -> Vec<T> {
    entries
        .into_iter()
        .enumerate()
        .filter(|(i, _)| n > 0 && i % n == k.saturating_sub(1))
        .map(|(_, f)| f)
        .collect()
}

/// How many threads judge at once by default: one per core.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Checks every entry on `threads` threads and returns the results in the
/// entries' order. Each thread takes the next entry when it is free, so a
/// few large files do not leave the other threads idle.
pub fn check_all(
    entries: &[crate::walk::Entry],
    options: Options,
    threads: usize,
) -> Vec<FileResult> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let take = || {
        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        entries.get(i).map(|e| (i, e))
    };
    let mut results: Vec<(usize, FileResult)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.clamp(1, entries.len().max(1)))
            .map(|_| {
                scope.spawn(|| {
                    std::iter::from_fn(take)
                        .map(|(i, e)| (i, check_entry(e, options)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        // A lost share is reported after the files.
        gather(workers.into_iter().map(|h| h.join()), |r| (usize::MAX, r))
    });
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, r)| r).collect()
}

/// The judging threads' results put together. `check_file` catches a
/// panic in the judge, but a thread that stops anyway (outside it) loses
/// its share: that is counted as a broken result of its own, so that the
/// check fails rather than passing on fewer files.
fn gather<T>(
    joined: impl Iterator<Item = std::thread::Result<Vec<T>>>,
    lost: impl Fn(FileResult) -> T,
) -> Vec<T> {
    let mut out = Vec::new();
    for share in joined {
        match share {
            Ok(results) => out.extend(results),
            Err(_) => out.push(lost(without_place(
                Path::new(LOST_SHARE),
                Outcome::Broken,
                "a judging thread stopped and its files' results were lost (a bug: please \
                 report it)"
                    .to_owned(),
            ))),
        }
    }
    out
}

/// What names the results a stopped judging thread lost.
const LOST_SHARE: &str = "(a judging thread)";

/// Walks the paths and checks what the walk finds at the same time: the
/// walk runs on this thread and hands each entry to `threads` judging
/// threads as soon as it is found. The results come sorted by path.
pub fn check_paths(
    paths: &[PathBuf],
    walk: &crate::walk::Options,
    options: Options,
    threads: usize,
) -> Result<Vec<FileResult>, PathError> {
    // The walk may run 4,096 files ahead of the judges and is woken again
    // once they are down to 1,024 (see `work_queue`).
    let queue = crate::work_queue::Queue::<crate::walk::Entry>::new(4096, 1024);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    std::iter::from_fn(|| queue.pop())
                        .map(|e| check_entry(&e, options))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let walked = {
            let _close = crate::work_queue::CloseOnDrop(&queue);
            crate::walk::for_each(paths, walk, &mut |e| queue.push(e))
        };
        let mut results = gather(workers.into_iter().map(|h| h.join()), |r| r);
        walked?;
        results.sort_by(|a, b| a.path.cmp(&b.path));
        Ok(results)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lost_share_of_results_fails_the_check() {
        let judged = without_place(Path::new("a.yaml"), Outcome::Skipped, "no expect".into());
        let stopped: Box<dyn std::any::Any + Send> = Box::new("worker stopped");
        let joined = vec![Ok(vec![judged]), Err(stopped)];
        let results = gather(joined.into_iter(), |r| r);
        assert_eq!(results.len(), 2);
        let lost = &results[1];
        assert_eq!(lost.outcome, Outcome::Broken);
        assert_eq!(lost.path, Path::new(LOST_SHARE));
        assert!(lost.report.contains("results were lost"), "{}", lost.report);
    }
}
