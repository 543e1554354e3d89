//! `carc check` on one file: any bytes, read as `carc` reads a file, as a
//! scenario with an `expect` block, compared with its ruling, and the
//! result written in each of the check report's formats. Nothing may panic; a result is consistent with
//! its findings, each of which is in the report at its line and column; the
//! JUnit report is XML and every JSON line is JSON; and an `expect` block
//! written from the ruling itself must match it.

#![no_main]

mod common;

use std::path::Path;

use carc_core::engine::{Ruling, Verdict};
use carc_core::geometry::{Corner, Point};
use carcassonne_judge::check::{self, Outcome};
use carcassonne_judge::check_report;
use carcassonne_judge::input::{self, Style};
use carcassonne_judge::scenario::{
    Captive, CastleEntry, CityEntry, Expect, ExpectFigure, InCityEntry, OfferEntry, On, Sp, Spot,
    Verdict as Expected,
};
use carcassonne_judge::yaml::Span;
use libfuzzer_sys::fuzz_target;

fn sp<T>(value: T) -> Sp<T> {
    Sp::new(value, Span::new(0, 0))
}

/// What an author who copied the ruling into the file would expect. Each
/// figure's place is written as the ruling names it; a centre name (the
/// monastery, a garden) is left out since `On::Centre` needs a name from
/// the catalogue, and the other figures already cover the comparison.
fn expect_of(r: &Ruling) -> Expect {
    Expect {
        span: Span::new(0, 0),
        // The boxes' own keys are compared by their files from the ruling
        // itself; the fuzzer's expectation leaves them out.
        box_keys: Default::default(),
        verdict: Some(sp(match r.verdict {
            Verdict::Legal => Expected::Legal,
            Verdict::Illegal => Expected::Illegal,
        })),
        scores: Some(
            r.scores
                .iter()
                .map(|(p, n)| (sp(p.clone()), sp(*n)))
                .collect(),
        ),
        returned: Some(
            r.returned
                .iter()
                .map(|(p, figs)| (sp(p.clone()), figs.iter().map(|f| sp(*f)).collect()))
                .collect(),
        ),
        cites: r.cites.iter().map(|c| sp(c.id().to_owned())).collect(),
        not_cites: Vec::new(),
        rule: r.violation.as_ref().map(|v| sp(v.rule.id().to_owned())),
        figures: Some(
            r.figures
                .iter()
                .filter_map(|f| {
                    let spot = match (Point::parse(&f.on), Corner::parse(&f.on)) {
                        (Some(p), _) => Spot::On(On::Point(p)),
                        (None, Some(c)) => Spot::Corner(c),
                        (None, None) => return None,
                    };
                    Some(ExpectFigure {
                        span: Span::new(0, 0),
                        owner: sp(f.player.clone()),
                        figure: sp(f.figure),
                        at: sp(f.at),
                        spot: sp(spot),
                    })
                })
                .collect(),
        ),
        double_turn: Some(sp(r.double_turn)),
        goods: Some(
            r.goods
                .iter()
                .map(|(p, held)| {
                    let counts = held
                        .iter()
                        .map(|(g, n)| (sp(*g), sp(i64::from(*n))))
                        .collect();
                    (sp(p.clone()), counts)
                })
                .collect(),
        ),
        prisoners: Some(
            r.prisoners
                .iter()
                .map(|(holder, figs)| {
                    let held = figs
                        .iter()
                        .map(|o| Captive {
                            span: Span::new(0, 0),
                            owner: sp(o.player.clone()),
                            figure: sp(o.figure),
                        })
                        .collect();
                    (sp(holder.clone()), held)
                })
                .collect(),
        ),
        dragon: r.dragon.map(sp),
        castles: Some(
            r.castles
                .iter()
                .filter_map(|c| {
                    let part = c.parts.first()?;
                    Some(CastleEntry {
                        span: Span::new(0, 0),
                        owner: Some(sp(c.owner.clone())),
                        at: sp(part.at),
                        on: sp(On::Point(Point::parse(&part.on)?)),
                    })
                })
                .collect(),
        ),
        // Every offer on a feature is named by a point of it, or by the
        // monastery; should one not be, the offers are left unchecked
        // rather than expected fewer.
        offers: r
            .offers
            .iter()
            .map(|o| {
                let on = match o.on.as_deref() {
                    None => None,
                    Some("monastery") => Some(sp(On::Centre("monastery"))),
                    Some(name) => Some(sp(On::Point(Point::parse(name)?))),
                };
                Some(OfferEntry {
                    span: Span::new(0, 0),
                    kind: sp(o.kind),
                    player: Some(sp(o.player.clone())),
                    at: o.at.map(sp),
                    on,
                })
            })
            .collect(),
        city: r.city.as_ref().map(|c| CityEntry {
            span: Span::new(0, 0),
            count: Some(sp(c.count)),
            followers: c
                .followers
                .iter()
                .map(|f| InCityEntry {
                    span: Span::new(0, 0),
                    owner: sp(f.player.clone()),
                    figure: sp(f.figure),
                    quarter: sp(f.quarter),
                })
                .collect(),
        }),
    }
}

fuzz_target!(|data: &[u8]| {
    // Bytes that are not text are refused before checking (`common::read`
    // checks the refusal's words).
    let Ok(src) = common::read(data) else {
        return;
    };
    let path = Path::new(common::NAME);
    let result = check::check_source(path, &src, Style::PLAIN, false);
    // Each finding is a line `path:line:col: text` of the report, where CI
    // annotations and editors find it.
    let located = |result: &check::FileResult| {
        for f in &result.findings {
            assert!(f.line >= 1 && f.column >= 1);
            let line = format!(
                "{}:{}:{}: {}\n",
                common::NAME,
                f.line,
                f.column,
                carcassonne_judge::safe_text::escape(&f.text)
            );
            assert!(
                result.report.contains(&line),
                "a finding missing from the report: {line}{}",
                result.report
            );
        }
    };
    match result.outcome {
        Outcome::Passed => assert!(
            result.findings.is_empty() && result.report.is_empty(),
            "a pass with findings: {}",
            result.report
        ),
        Outcome::Failed => assert!(
            !result.findings.is_empty(),
            "a failure without a finding: {}",
            result.report
        ),
        Outcome::Broken => assert!(
            !result.findings.is_empty() && result.report.ends_with("nothing was judged\n"),
            "broken input without its findings and diagnostics: {}",
            result.report
        ),
        Outcome::Skipped => assert!(
            result.findings.is_empty() && result.report.starts_with("SKIP "),
            "a skip with findings: {}",
            result.report
        ),
    }
    located(&result);
    let strict = check::check_source(path, &src, Style::PLAIN, true);
    assert_ne!(
        strict.outcome,
        Outcome::Skipped,
        "--require-expect skipped a file"
    );
    located(&strict);
    let results = [result, strict];
    let _ = check_report::text(&results, false);
    let _ = check_report::text(&results, true);
    // CI reads the JUnit report as XML: a name or message from the file
    // must not break it.
    if let Ok(junit) = check_report::junit(&results)
        && let Err(e) = roxmltree::Document::parse(&junit)
    {
        panic!("the JUnit report is not XML ({e}):\n{junit}");
    }
    let _ = check_report::github(&results);
    for line in check_report::json(&results).lines() {
        serde_json::from_str::<serde_json::Value>(line)
            .unwrap_or_else(|e| panic!("a JSON Lines line that is not JSON ({e}): {line}"));
    }

    if let Ok((loaded, ruling)) = input::judge(&src) {
        let own = expect_of(&ruling);
        let diffs = check::compare(&own, &ruling, &loaded.translated);
        assert!(
            diffs.is_empty(),
            "an expect block copied from the ruling does not match it: {diffs:?}"
        );
    }
});
