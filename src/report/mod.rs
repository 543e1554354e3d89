//! The ruling in words: numbered steps with citations for people, the
//! violation as a diagnostic pointing into the scenario, and the facts with
//! their sentences as JSON for programs. The game core decides; this layer
//! only writes.

pub mod json;
pub mod sentence;

use crate::diag::Problem;
use crate::engine::{Ruling, Verdict, Violation};
use crate::input::{Source, Style};
use crate::registry::{Authority, Rule};
use crate::translate::Spans;

/// "[base:score-city]", with the authority shown for readings that are not
/// the rulebook's or a publisher's own (docs/readings.md §9).
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

/// The violation as a diagnostic: its code is the broken rule, its labels
/// sit where the file wrote the parts involved.
pub fn violation_problem(v: &Violation, spans: &Spans) -> Problem {
    let at = spans.nearest(v.locus);
    let mut p = Problem::new(v.rule.id(), at, v.message.clone()).label(v.label.clone());
    for (locus, text) in &v.related {
        if let Some(span) = spans.of(*locus) {
            p = p.also(span, text.clone());
        }
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

fn steps(r: &Ruling, out: &mut String) {
    let sentences = sentence::steps(&r.events);
    for (i, (e, text)) in r.events.iter().zip(sentences).enumerate() {
        out.push_str(&format!("  {}. {text} {}\n", i + 1, cites(&e.cites)));
    }
}

/// The ruling for people. Names and the title come from the user's file:
/// every part but the diagnostic (which escapes its own) is made safe for
/// the terminal as a whole.
pub fn human(r: &Ruling, title: &str, src: &Source, spans: &Spans, style: Style) -> String {
    let mut out = format!("{title}\n");
    let mut diagnostic = String::new();
    match (&r.verdict, &r.violation) {
        (Verdict::Illegal, Some(v)) => {
            out.push_str("Verdict: ILLEGAL\n\n");
            steps(r, &mut out);
            if !r.events.is_empty() {
                out.push('\n');
            }
            diagnostic =
                crate::diag::draw(&violation_problem(v, spans), &src.name, &src.text, style);
        }
        _ => {
            out.push_str("Verdict: LEGAL\n\n");
            steps(r, &mut out);
            out.push('\n');
            let points: Vec<String> = r
                .scores
                .iter()
                .map(|(p, n)| {
                    if *n > 0 {
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
    let mut tail = String::new();
    for n in &r.notes {
        tail.push_str(&format!("Note: {}\n", sentence::note(n)));
    }
    if !r.cites.is_empty() {
        tail.push_str("\nRules cited:\n");
        let width = r.cites.iter().map(|c| c.id().len()).max().unwrap_or(0);
        for c in &r.cites {
            let title = crate::i18n::rules::title(*c, crate::i18n::Lang::En);
            tail.push_str(&format!("  {:width$}  {title}\n", c.id()));
        }
    }
    let mut out = crate::safe_text::escape(&out).into_owned();
    out.push_str(&diagnostic);
    out.push_str(&crate::safe_text::escape(&tail));
    out
}
