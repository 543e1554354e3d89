//! The ruling in words: numbered steps with citations for people, the
//! violation as a diagnostic pointing into the scenario, and the facts with
//! their sentences as JSON for programs. The game core decides; this layer
//! only writes.

pub mod breach;
pub mod json;
pub mod refusal;
pub mod sentence;

use fluent_bundle::FluentArgs;

use crate::diag::{Problem, Text};
use crate::engine::{Ruling, Verdict, Violation};
use crate::i18n::{Catalogue, Lang, catalogue};
use crate::input::{Source, Style};
use crate::registry::{Authority, Rule};
use crate::translate::Spans;
use carc_core::ruling::{CityAt, OfferKind};

/// "[base:score-city]", with the authority shown for readings that are not
/// the rulebook's or a publisher's own, and the section of docs/readings.md
/// for a rule that is one of this project's readings (readings §9).
fn cites(rules: &[Rule], lang: Lang) -> String {
    let parts: Vec<String> = rules.iter().map(|r| cite(*r, lang)).collect();
    format!("[{}]", parts.join(", "))
}

/// One citation in words: `tower:ransom-any-score (readings §1.8)`.
pub fn cite(rule: Rule, lang: Lang) -> String {
    let c = catalogue(lang);
    let entry = crate::registry::entry(rule);
    if let Some(section) = entry.reading() {
        let a = args(&[("id", rule.id()), ("section", section)]);
        return c.format("cite-reading", None, Some(&a));
    }
    let id = match entry.authority {
        Authority::Community => "cite-community",
        Authority::ProjectRuling => "cite-project-ruling",
        _ => return rule.id().to_owned(),
    };
    c.format(id, None, Some(&args(&[("id", rule.id())])))
}

/// Fluent arguments from names and strings.
fn args<'a>(pairs: &[(&'a str, &str)]) -> FluentArgs<'a> {
    let mut a = FluentArgs::new();
    for (name, value) in pairs {
        a.set(*name, value.to_string());
    }
    a
}

/// The violation as a diagnostic: its code is the broken rule, its labels
/// sit where the file wrote the parts involved.
pub fn violation_problem(v: &Violation, spans: &Spans, lang: Lang) -> Problem {
    let at = spans.at_fault(v);
    let words = refusal::written(v, lang);
    let mut p = Problem::new(v.rule.id(), at, Text::Written(words.message));
    if !words.label.is_empty() {
        p = p.label(Text::Written(words.label));
    }
    for (locus, text) in words.related {
        if let Some(span) = spans.of_in(v.part, locus) {
            p = p.also(span, Text::Written(text));
        }
    }
    let also: Vec<String> = v
        .cites
        .iter()
        .filter(|c| **c != v.rule)
        .map(|c| cite(*c, lang))
        .collect();
    let mut help = words.help;
    if !also.is_empty() {
        let see = catalogue(lang).format(
            "report-see-also",
            None,
            Some(&args(&[("rules", &also.join(", "))])),
        );
        help.push('\n');
        help.push_str(&see);
    }
    p.help(Text::Written(help))
}

fn steps(r: &Ruling, out: &mut String, lang: Lang) {
    let sentences = sentence::steps_in(&r.events, lang);
    for (i, (e, text)) in r.events.iter().zip(sentences).enumerate() {
        out.push_str(&format!("  {}. {text} {}\n", i + 1, cites(&e.cites, lang)));
    }
}

/// The ruling for people, in English.
pub fn human(r: &Ruling, title: &str, src: &Source, spans: &Spans, style: Style) -> String {
    human_in(r, title, src, spans, style, Lang::En)
}

/// The ruling for people. Names and the title come from the user's file:
/// every part but the diagnostic (which escapes its own) is made safe for
/// the terminal as a whole.
pub fn human_in(
    r: &Ruling,
    title: &str,
    src: &Source,
    spans: &Spans,
    style: Style,
    lang: Lang,
) -> String {
    let c = catalogue(lang);
    let mut out = format!("{title}\n");
    let mut diagnostic = String::new();
    match (&r.verdict, &r.violation) {
        (Verdict::Illegal, Some(v)) => {
            out.push_str(&format!("{}\n\n", c.get("report-verdict-illegal")));
            steps(r, &mut out, lang);
            if !r.events.is_empty() {
                out.push('\n');
            }
            diagnostic = crate::diag::draw(
                &violation_problem(v, spans, lang),
                &src.name,
                &src.text,
                style,
                lang,
            );
        }
        _ => {
            out.push_str(&format!("{}\n\n", c.get("report-verdict-legal")));
            steps(r, &mut out, lang);
            out.push('\n');
            out.push_str(&summary(r, lang));
        }
    }
    let mut tail = String::new();
    for n in &r.notes {
        let note = sentence::note_in(n, lang);
        tail.push_str(&format!(
            "{}\n",
            c.format("report-note", None, Some(&args(&[("note", &note)])))
        ));
    }
    if !r.cites.is_empty() {
        tail.push_str(&format!("\n{}\n", c.get("report-rules-cited")));
        let width = r.cites.iter().map(|c| c.id().len()).max().unwrap_or(0);
        for rule in &r.cites {
            let mut title = crate::i18n::rules::title(*rule, lang);
            if let Some(section) = crate::registry::entry(*rule).reading() {
                let a = args(&[("title", &title), ("section", section)]);
                title = c.format("report-reading-title", None, Some(&a));
            }
            tail.push_str(&format!("  {:width$}  {title}\n", rule.id()));
        }
    }
    let mut out = crate::safe_text::escape(&out).into_owned();
    out.push_str(&diagnostic);
    out.push_str(&crate::safe_text::escape(&tail));
    out
}

/// The points per player and the figures back to supply, after the steps
/// of a legal ruling.
fn summary(r: &Ruling, lang: Lang) -> String {
    let c = catalogue(lang);
    let mut out = points(r, c);
    let line = |id: &str, var: &str, value: String| {
        format!("{}\n", c.format(id, None, Some(&args(&[(var, &value)]))))
    };
    if !r.returned.is_empty() {
        out.push_str(&line("report-back-to-supply", "figures", returned(r, c)));
    }
    if !r.goods.is_empty() {
        out.push_str(&line("report-goods-taken", "goods", goods_taken(r, c)));
    }
    if !r.prisoners.is_empty() {
        out.push_str(&line("report-prisoners", "prisoners", prisoners(r, c)));
    }
    if !r.castles.is_empty() {
        out.push_str(&line("report-castles", "castles", castles(r, c)));
    }
    if let Some(city) = &r.city {
        out.push_str(&city_line(city, c));
    }
    for kept in &r.kept {
        out.push_str(&format!("{}\n", refusal::clause_with(c, &kept.clause)));
    }
    if !r.offers.is_empty() {
        out.push_str(&line("report-offers", "offers", offers(r, lang)));
    }
    out
}

/// The summary's first line: every legal ruling has it, even one that
/// scores nothing.
fn points(r: &Ruling, c: &Catalogue) -> String {
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
    format!(
        "{}\n",
        c.format(
            "report-points",
            None,
            Some(&args(&[("points", &points.join(", "))]))
        )
    )
}

/// "red: a, b; blue: c", in the order of the players at the table; a
/// player with nothing to list is left out.
fn per_player(r: &Ruling, c: &Catalogue, items: &dyn Fn(&str) -> Option<Vec<String>>) -> String {
    // The punctuation is the language's: French sets a space before its
    // colons and semicolons.
    r.players
        .iter()
        .filter_map(|p| {
            items(p).map(|names| {
                let a = args(&[("player", p), ("items", &names.join(", "))]);
                c.format("report-player-items", None, Some(&a))
            })
        })
        .collect::<Vec<_>>()
        .join(&c.get("report-players-separator"))
}

/// The figures back to supply, per player.
fn returned(r: &Ruling, c: &Catalogue) -> String {
    per_player(r, c, &|p| {
        let figs = r.returned.get(p)?;
        Some(
            figs.iter()
                .map(|f| {
                    c.format(
                        "figure-returned",
                        None,
                        Some(&args(&[("figure", f.name())])),
                    )
                })
                .collect(),
        )
    })
}

/// The goods tokens each player took (Traders & Builders).
fn goods_taken(r: &Ruling, c: &Catalogue) -> String {
    per_player(r, c, &|p| {
        let goods = r.goods.get(p)?;
        Some(
            goods
                .iter()
                .map(|(g, n)| {
                    // A number, so that a language's plural forms apply.
                    let mut a = args(&[("good", g.name())]);
                    a.set("count", *n);
                    c.format("goods-count", None, Some(&a))
                })
                .collect(),
        )
    })
}

/// The prisoners each player holds after the action (The Tower), each
/// named with its owner.
fn prisoners(r: &Ruling, c: &Catalogue) -> String {
    per_player(r, c, &|p| {
        let figs = r.prisoners.get(p)?;
        Some(
            figs.iter()
                .map(|o| {
                    let name =
                        c.format("figure", None, Some(&args(&[("figure", o.figure.name())])));
                    c.format(
                        "figure-of",
                        None,
                        Some(&args(&[
                            ("player", &o.player),
                            ("figure", &name),
                            ("kind", o.figure.name()),
                        ])),
                    )
                })
                .collect(),
        )
    })
}

/// The castles each player owns after the action (Bridges, Castles &
/// Bazaars), each named by its squares.
fn castles(r: &Ruling, c: &Catalogue) -> String {
    per_player(r, c, &|p| {
        let mine: Vec<String> = r
            .castles
            .iter()
            .filter(|c| c.owner == p)
            .map(|c| {
                let squares: Vec<String> = c.parts.iter().map(|x| x.at.to_string()).collect();
                squares.join(" + ")
            })
            .collect();
        (!mine.is_empty()).then_some(mine)
    })
}

/// The City of Carcassonne after the action (The Count): the count's
/// quarter and the followers in the quarters; an empty city has words of
/// its own.
fn city_line(city: &CityAt, c: &Catalogue) -> String {
    let inside: Vec<String> = city
        .followers
        .iter()
        .map(|f| {
            let name = c.format("figure", None, Some(&args(&[("figure", f.figure.name())])));
            c.format(
                "city-follower",
                None,
                Some(&args(&[
                    ("player", &f.player),
                    ("figure", &name),
                    ("quarter", f.quarter.name()),
                ])),
            )
        })
        .collect();
    let id = if inside.is_empty() {
        "report-city-empty"
    } else {
        "report-city"
    };
    format!(
        "{}\n",
        c.format(
            id,
            None,
            Some(&args(&[
                ("count", city.count.name()),
                ("figures", &inside.join(", ")),
            ])),
        )
    )
}

/// The choices the ruling left open, each as an action would name it.
fn offers(r: &Ruling, lang: Lang) -> String {
    let c = catalogue(lang);
    let open: Vec<String> = r
        .offers
        .iter()
        .map(|o| {
            let at = o.at.map(|a| a.to_string()).unwrap_or_default();
            let on = o.on.clone().unwrap_or_default();
            let figure = o.figure.map_or_else(
                || "none".to_owned(),
                |f| c.format("figure", None, Some(&args(&[("figure", f.name())]))),
            );
            let quarter = o.quarter.map_or("none", |q| q.name());
            let id = match o.kind {
                OfferKind::Castle => "offer-castle",
                OfferKind::Escape => "offer-escape",
                OfferKind::EnterCity => "offer-enter-city",
                OfferKind::LeaveCity => "offer-leave-city",
            };
            let offer = c.format(
                id,
                None,
                Some(&args(&[
                    ("player", &o.player),
                    ("at", &at),
                    ("on", &on),
                    ("figure", &figure),
                    ("kind", o.figure.map_or("none", |f| f.name())),
                    ("quarter", quarter),
                ])),
            );
            match &o.because {
                Some(why) => {
                    let because = refusal::clause_in(why, lang);
                    let a = args(&[("offer", &offer), ("because", &because)]);
                    c.format("report-offer-because", None, Some(&a))
                }
                None => offer,
            }
        })
        .collect();
    open.join("; ")
}
