//! The ruling for people: numbered steps with citations, or the violation as
//! a diagnostic pointing into the scenario.

use miette::{GraphicalReportHandler, GraphicalTheme, NamedSource};

use crate::diag::Problem;
use crate::engine::{Ruling, Verdict, Violation};
use crate::input::{Source, Style};
use crate::registry::{Authority, Rule};

/// "[base:score-city]", with the authority shown for readings that are not
/// the rulebook's or a publisher's own (rulings.md §9).
fn cites(rules: &[Rule]) -> String {
    let parts: Vec<String> = rules
        .iter()
        .map(|r| match r.entry().authority {
            Authority::Community => format!("{} (community reading)", r.id()),
            Authority::ProjectRuling => format!("{} (project ruling)", r.id()),
            _ => r.id().to_owned(),
        })
        .collect();
    format!("[{}]", parts.join(", "))
}

/// The violation as a diagnostic: its code is the broken rule.
pub fn violation_problem(v: &Violation) -> Problem {
    let mut p = Problem::new(v.rule.id(), v.span, v.message.clone()).label(v.label.clone());
    for (span, text) in &v.related {
        p = p.also(*span, text.clone());
    }
    let also: Vec<&str> = v
        .cites
        .iter()
        .filter(|c| **c != v.rule)
        .map(|c| c.id())
        .collect();
    let mut help = v.help.clone();
    if !also.is_empty() {
        help.push_str(&format!("\nsee also: {}", also.join(", ")));
    }
    p.help(help)
}

pub fn human(r: &Ruling, src: &Source, style: Style) -> String {
    let mut out = format!("{}\n", r.title);
    match (&r.verdict, &r.violation) {
        (Verdict::Illegal, Some(v)) => {
            out.push_str("Verdict: ILLEGAL\n\n");
            for (i, e) in r.events.iter().enumerate() {
                out.push_str(&format!("  {}. {} {}\n", i + 1, e.text, cites(&e.cites)));
            }
            if !r.events.is_empty() {
                out.push('\n');
            }
            let theme = if style.color {
                GraphicalTheme::unicode()
            } else {
                GraphicalTheme::unicode_nocolor()
            };
            let handler = GraphicalReportHandler::new_themed(theme).with_width(style.width);
            let report = miette::Report::new(violation_problem(v))
                .with_source_code(NamedSource::new(&src.name, src.text.clone()));
            let _ = handler.render_report(&mut out, report.as_ref());
        }
        _ => {
            out.push_str("Verdict: LEGAL\n\n");
            for (i, e) in r.events.iter().enumerate() {
                out.push_str(&format!("  {}. {} {}\n", i + 1, e.text, cites(&e.cites)));
            }
            out.push('\n');
            let points: Vec<String> = r
                .players
                .iter()
                .map(|p| (p, r.scores.get(p).copied().unwrap_or(0)))
                .map(|(p, n)| {
                    if n > 0 {
                        format!("{p} +{n}")
                    } else {
                        format!("{p} {n}")
                    }
                })
                .collect();
            out.push_str(&format!("Points: {}\n", points.join(", ")));
            if !r.returned.is_empty() {
                let back: Vec<String> = r
                    .players
                    .iter()
                    .filter_map(|p| r.returned.get_key_value(p))
                    .map(|(p, figs)| {
                        format!(
                            "{p}: {}",
                            figs.iter().map(|f| f.name()).collect::<Vec<_>>().join(", ")
                        )
                    })
                    .collect();
                out.push_str(&format!("Back to supply: {}\n", back.join("; ")));
            }
        }
    }
    for n in &r.notes {
        out.push_str(&format!("Note: {n}\n"));
    }
    out
}
