//! `carc check`: a scenario's `expect` block against the ruling.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use carc_core::board::{feature_on, locate};
use carc_core::position::Action;

use crate::engine::{Ruling, Verdict};
use crate::figure::FigureKind;
use crate::i18n::{Catalogue, FluentValue, Lang, catalogue};
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

/// The differences found so far, each written as it is found in the
/// reader's language; the boxes add theirs to it.
pub struct Mismatches {
    /// The words of the reader's language.
    pub words: &'static Catalogue,
    /// The differences, in the order they were found.
    pub found: Vec<Mismatch>,
}

impl Mismatches {
    /// None found yet, to be written in `lang`.
    pub fn new(lang: Lang) -> Mismatches {
        Mismatches {
            words: catalogue(lang),
            found: Vec::new(),
        }
    }

    /// A difference at `span`: the message `id` with its arguments.
    pub fn push(&mut self, span: Span, id: &str, args: &[(&str, FluentValue)]) {
        let text = self.words.say(id, args);
        self.found.push(Mismatch { span, text });
    }

    /// "none" in the reader's language, for an empty list.
    pub fn none(&self) -> String {
        self.words.get("check-none")
    }

    /// The words for a list of the ruling's or the file's: its items
    /// joined by `; `, or "none".
    pub fn listed(&self, items: &[String], separator: &str) -> String {
        if items.is_empty() {
            self.none()
        } else {
            items.join(separator)
        }
    }

    /// "red's follower": a player's figure, by the names the file uses.
    pub fn owned(&self, owner: &str, figure: &str) -> String {
        self.words.say(
            "check-owned",
            &[("owner", owner.into()), ("figure", figure.into())],
        )
    }
}

/// A rule id the registry does not have, in words with a suggestion.
fn unknown_rule(out: &mut Mismatches, span: Span, key: &str, id: &str) {
    let ids: Vec<&str> = registry::all().map(|e| e.rule.id()).collect();
    let suggestion = crate::i18n::suggest(out.words, id, &ids);
    out.push(
        span,
        "check-unknown-rule",
        &[
            ("key", key.into()),
            ("id", id.into()),
            ("suggestion", suggestion.into()),
        ],
    );
}

/// Every difference between what the author expects and the ruling, each
/// at the expectation it breaks, in English.
pub fn compare(expect: &Expect, r: &Ruling, t: &Translated) -> Vec<Mismatch> {
    compare_in(expect, r, t, Lang::En)
}

/// Every difference between what the author expects and the ruling, each
/// at the expectation it breaks, in `lang`.
pub fn compare_in(expect: &Expect, r: &Ruling, t: &Translated, lang: Lang) -> Vec<Mismatch> {
    let mut out = Mismatches::new(lang);
    verdict(expect, r, &mut out);
    scores(expect, r, &mut out);
    returned(expect, r, &mut out);
    for b in BOXES {
        b.check_expect(expect, r, t, &mut out);
    }
    offers(expect, r, t, &mut out);
    citations(expect, r, &mut out);
    for f in expect.figures.iter().flatten() {
        missing_figure(f, r, t, &mut out);
    }
    broken_rule(expect, r, &mut out);
    let mut found = out.found;
    found.dedup();
    found
}

fn verdict(expect: &Expect, r: &Ruling, out: &mut Mismatches) {
    let Some(v) = &expect.verdict else { return };
    let got = match r.verdict {
        Verdict::Legal => Expected::Legal,
        Verdict::Illegal => Expected::Illegal,
    };
    if got == v.value {
        return;
    }
    let (expected, ruled) = (v.value.name(), got.name());
    match &r.violation {
        Some(violation) => {
            let why = crate::report::refusal::reason(violation, out.words.lang());
            out.push(
                v.span,
                "check-verdict-because",
                &[
                    ("expected", expected.into()),
                    ("ruled", ruled.into()),
                    ("rule", violation.rule.id().into()),
                    ("why", why.into()),
                ],
            );
        }
        None => out.push(
            v.span,
            "check-verdict",
            &[("expected", expected.into()), ("ruled", ruled.into())],
        ),
    }
}

/// A player the block leaves out is expected to score nothing; a
/// difference there is shown at the first entry (or the block).
fn scores(expect: &Expect, r: &Ruling, out: &mut Mismatches) {
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
            out.push(
                *span,
                "check-scores",
                &[
                    ("player", (*p).into()),
                    ("expected", format!("{n:+}").into()),
                    ("ruled", format!("{got:+}").into()),
                ],
            );
        }
    }
}

fn returned(expect: &Expect, r: &Ruling, out: &mut Mismatches) {
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
            let (expected, ruled) = (names(&w, out), names(&g, out));
            out.push(
                span,
                "check-returned",
                &[
                    ("player", p.into()),
                    ("expected", expected.into()),
                    ("ruled", ruled.into()),
                ],
            );
        }
    }
}

/// `cites` and `not-cites`, each checked against the registry first.
fn citations(expect: &Expect, r: &Ruling, out: &mut Mismatches) {
    let cited = |id: &str| r.cites.iter().any(|x| x.id() == id);
    for c in &expect.cites {
        if registry::lookup(&c.value).is_none() {
            unknown_rule(out, c.span, "cites", &c.value);
        } else if !cited(&c.value) {
            out.push(
                c.span,
                "check-not-cited",
                &[("id", c.value.as_str().into())],
            );
        }
    }
    for c in &expect.not_cites {
        if registry::lookup(&c.value).is_none() {
            unknown_rule(out, c.span, "not-cites", &c.value);
        } else if cited(&c.value) {
            out.push(c.span, "check-cited", &[("id", c.value.as_str().into())]);
        }
    }
}

fn broken_rule(expect: &Expect, r: &Ruling, out: &mut Mismatches) {
    let Some(rule) = &expect.rule else { return };
    let want = rule.value.as_str();
    match &r.violation {
        // A typo must not pass for "some other rule was broken".
        _ if registry::lookup(want).is_none() => unknown_rule(out, rule.span, "rule", want),
        Some(v) if v.rule.id() == want => {}
        Some(v) => out.push(
            rule.span,
            "check-rule-other",
            &[("expected", want.into()), ("ruled", v.rule.id().into())],
        ),
        None => out.push(rule.span, "check-rule-none", &[("expected", want.into())]),
    }
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
    // A box's choice in the action may change the tile (a bridge laid
    // across it): the figure stands on the tile as the action leaves it.
    let tile = crate::translate::BOXES
        .iter()
        .find_map(|b| b.tile_after(&t.action, at, tile, rot))
        .unwrap_or(tile);
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
    words: &Catalogue,
    kind: &str,
    player: Option<&str>,
    at: Option<crate::geometry::Pos>,
    on: Option<&str>,
) -> String {
    let mut out = words.say("check-offer", &[("kind", kind.into())]);
    if let Some(p) = player {
        out = words.say(
            "check-offer-by",
            &[("offer", out.into()), ("player", p.into())],
        );
    }
    if let Some(at) = at {
        let at = at.to_string();
        out = words.say(
            "check-offer-on",
            &[("offer", out.into()), ("at", at.into())],
        );
    }
    if let Some(on) = on {
        out.push_str(&format!(" {on}"));
    }
    out
}

/// `offers`: each choice listed is left open by the ruling; `offers: []`
/// expects none.
fn offers(expect: &Expect, r: &Ruling, t: &Translated, out: &mut Mismatches) {
    let Some(wanted) = &expect.offers else { return };
    let words = out.words;
    let all: Vec<String> = r
        .offers
        .iter()
        .map(|o| offer_words(words, o.kind.name(), Some(&o.player), o.at, o.on.as_deref()))
        .collect();
    let ruled = out.listed(&all, "; ");
    if wanted.is_empty() && !r.offers.is_empty() {
        out.push(
            expect.span,
            "check-offers-none",
            &[("ruled", ruled.as_str().into())],
        );
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
                words,
                kind,
                w.player.as_ref().map(|p| p.value.as_str()),
                at,
                w.on.as_ref().map(|o| o.value.name()),
            );
            out.push(
                w.span,
                "check-offers-missing",
                &[("offer", what.into()), ("ruled", ruled.as_str().into())],
            );
        }
    }
}

/// Why an expected figure is not on the table after the action, if it is not.
fn missing_figure(f: &ExpectFigure, r: &Ruling, t: &Translated, out: &mut Mismatches) {
    let at = f.at.value;
    let spot = match f.spot.value {
        Spot::Corner(c) => Some(c.name().to_owned()),
        Spot::Tower => Some("tower".to_owned()),
        Spot::On(on) => named_on(t, at, on),
    };
    let written = match f.spot.value {
        Spot::Corner(c) => c.name(),
        Spot::On(on) => on.name(),
        Spot::Tower => "tower",
    };
    let what = out.words.say(
        "check-figure",
        &[
            ("owner", f.owner.value.as_str().into()),
            ("figure", f.figure.value.name().into()),
            ("at", at.to_string().into()),
            ("spot", written.into()),
        ],
    );
    let Some(spot) = spot else {
        out.push(f.span, "check-figures-no-place", &[("figure", what.into())]);
        return;
    };
    let table = table_figures(r, t);
    let found = table.iter().any(|g| {
        g.player == f.owner.value && g.figure == f.figure.value && g.at == at && g.on == spot
    });
    if found {
        return;
    }
    let theirs: Vec<String> = table
        .iter()
        .filter(|g| g.player == f.owner.value && g.figure == f.figure.value)
        .map(|g| format!("{} {}", g.at, g.on))
        .collect();
    let ruled = if theirs.is_empty() {
        out.words.get("check-figures-none-on-table")
    } else {
        out.words
            .say("check-figures-on", &[("places", theirs.join(", ").into())])
    };
    out.push(
        f.span,
        "check-figures",
        &[("figure", what.into()), ("ruled", ruled.into())],
    );
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

/// Figures by the names the file writes: `[follower, mayor]`, or
/// "nothing".
fn names(figs: &[FigureKind], out: &Mismatches) -> String {
    if figs.is_empty() {
        return out.words.get("check-nothing");
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
    /// Whether a scenario without `expect` fails.
    pub require_expect: bool,
    /// The largest file read (`--max-size`).
    pub max_size: u64,
    /// The language of the report.
    pub lang: Lang,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            style: Style::PLAIN,
            require_expect: false,
            max_size: input::DEFAULT_MAX_SIZE,
            lang: Lang::En,
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
fn without_place(path: &Path, outcome: Outcome, text: String, lang: Lang) -> FileResult {
    let report = match outcome {
        Outcome::Skipped => skip_line(&shown(path), &text, lang),
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

/// The line of a file skipped, and why.
fn skip_line(file: &str, why: &str, lang: Lang) -> String {
    let line = catalogue(lang).say("check-skip", &[("file", file.into()), ("why", why.into())]);
    format!("{line}\n")
}

/// Checks one file. A panic inside the judge is caught and reported as a
/// failure of that file, so it can never drop other files' results.
pub fn check_file(path: &Path, options: Options) -> FileResult {
    let started = std::time::Instant::now();
    let outcome = std::panic::catch_unwind(|| check_one(path, options));
    let mut result = outcome.unwrap_or_else(|_| {
        let words = catalogue(options.lang).get("check-crashed");
        without_place(path, Outcome::Broken, words, options.lang)
    });
    result.time = started.elapsed();
    result
}

fn check_one(path: &Path, options: Options) -> FileResult {
    let name = path.to_string_lossy();
    let lang = options.lang;
    match Source::read_limited(&name, options.max_size) {
        Ok(src) => check_source_in(path, &src, options.style, options.require_expect, lang),
        Err(e) => without_place(path, Outcome::Broken, cannot_read(&e.say(lang), lang), lang),
    }
}

/// Why a file was not read, in `lang`.
fn cannot_read(why: &str, lang: Lang) -> String {
    catalogue(lang).say("check-cannot-read", &[("reason", why.into())])
}

/// What the walk met, checked: files are judged, the rest reported.
pub fn check_entry(entry: &crate::walk::Entry, options: Options) -> FileResult {
    use crate::walk::Entry;
    let lang = options.lang;
    match entry {
        Entry::File(p) => check_file(p, options),
        Entry::Unreadable(p, why) => {
            without_place(p, Outcome::Broken, cannot_read(why, lang), lang)
        }
        Entry::NotRegular(p, kind) => {
            let words = catalogue(lang).say("check-not-regular", &[("kind", (*kind).into())]);
            without_place(p, Outcome::Skipped, words, lang)
        }
    }
}

/// Checks a scenario whose text is already read, as `carc check` does a
/// file (`path` is only recorded in the result). It touches no file, so
/// the fuzz target `check` runs it directly. Unlike `check_file` it lets
/// a panic through, so that a fuzzer sees it. Its words are English.
pub fn check_source(path: &Path, src: &Source, style: Style, require_expect: bool) -> FileResult {
    check_source_in(path, src, style, require_expect, Lang::En)
}

/// [`check_source`] with its words in `lang`.
pub fn check_source_in(
    path: &Path,
    src: &Source,
    style: Style,
    require_expect: bool,
    lang: Lang,
) -> FileResult {
    let words = catalogue(lang);
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
                    let f = vec![finding(0, words.get("check-no-expect-required"))];
                    let report = lines(&f);
                    result(Outcome::Failed, f, report)
                } else {
                    let why = words.get("check-no-expect");
                    result(Outcome::Skipped, Vec::new(), skip_line(&name, &why, lang))
                };
            };
            let mut findings: Vec<Finding> = compare_in(expect, &ruling, &loaded.translated, lang)
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
                    let text = words.say(
                        "check-broken-input",
                        &[
                            ("code", p.code.into()),
                            ("message", p.message.in_lang(lang).into()),
                        ],
                    );
                    finding(p.span().offset, text)
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
        let joined = workers.into_iter().map(|h| h.join());
        gather(joined, |r| (usize::MAX, r), options.lang)
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
    lang: Lang,
) -> Vec<T> {
    let mut out = Vec::new();
    for share in joined {
        match share {
            Ok(results) => out.extend(results),
            Err(_) => {
                let words = catalogue(lang).get("check-thread-lost");
                let result = without_place(Path::new(LOST_SHARE), Outcome::Broken, words, lang);
                out.push(lost(result));
            }
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
        let mut results = gather(workers.into_iter().map(|h| h.join()), |r| r, options.lang);
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
        let judged = without_place(
            Path::new("a.yaml"),
            Outcome::Skipped,
            "no expect".into(),
            Lang::En,
        );
        let stopped: Box<dyn std::any::Any + Send> = Box::new("worker stopped");
        let joined = vec![Ok(vec![judged]), Err(stopped)];
        let results = gather(joined.into_iter(), |r| r, Lang::En);
        assert_eq!(results.len(), 2);
        let lost = &results[1];
        assert_eq!(lost.outcome, Outcome::Broken);
        assert_eq!(lost.path, Path::new(LOST_SHARE));
        assert!(lost.report.contains("results were lost"), "{}", lost.report);
    }
}
