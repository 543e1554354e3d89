//! The rule registry: complete for the sources' footnotes, consistent with
//! the scenarios, and the generated docs current.

use std::collections::BTreeSet;
use std::path::PathBuf;

use carcassonne_judge::commands::rules::cited_by;
use carcassonne_judge::registry::{self, Status};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn footnote_ids() -> Vec<String> {
    let mut ids = Vec::new();
    ids.extend((1..=5).map(|n| format!("ferries:fn{n}")));
    ids.extend((1..=8).map(|n| format!("flier:fn{n}")));
    ids.extend((154..=195).map(|n| format!("car:fn{n}")));
    ids
}

#[test]
fn every_footnote_of_the_sources_has_an_entry() {
    let ids = footnote_ids();
    assert_eq!(ids.len(), 55);
    for id in &ids {
        assert!(
            registry::lookup(id).is_some(),
            "{id} missing from the registry"
        );
    }
}

#[test]
fn ids_are_unique_and_well_formed() {
    let mut seen = BTreeSet::new();
    for e in registry::all() {
        assert!(seen.insert(e.rule.id()), "{} declared twice", e.rule.id());
        let (doc, anchor) = e.rule.id().split_once(':').expect("source:anchor");
        assert!(!doc.is_empty() && !anchor.is_empty(), "{}", e.rule.id());
    }
}

#[test]
fn every_citation_in_a_scenario_exists() {
    for (id, files) in cited_by(&[root().join("scenarios")]) {
        assert!(
            registry::lookup(&id).is_some(),
            "{files:?} cite `{id}`, which is not in the registry"
        );
    }
}

#[test]
fn every_adjudicated_footnote_is_shown_by_a_scenario() {
    let cited = cited_by(&[root().join("scenarios")]);
    for id in footnote_ids() {
        let e = registry::lookup(&id).unwrap();
        if e.status == Status::Adjudicated {
            assert!(
                cited.contains_key(&id),
                "{id} is adjudicated but no scenario cites it"
            );
        }
    }
}

#[test]
fn adjudicated_base_rules_are_shown_by_a_scenario() {
    let cited = cited_by(&[root().join("scenarios")]);
    for e in registry::all().filter(|e| e.status == Status::Adjudicated) {
        assert!(
            cited.contains_key(e.rule.id()),
            "{} is adjudicated but no scenario cites it",
            e.rule.id()
        );
    }
}

#[test]
fn the_rules_reference_lists_every_rule() {
    use carcassonne_judge::i18n::{Lang, rules::markdown};
    let text = markdown(Lang::En);
    for e in carcassonne_judge::registry::all() {
        assert!(
            text.contains(&format!("### `{}`", e.rule.id())),
            "{} is missing from the rules reference",
            e.rule.id()
        );
    }
}

#[test]
fn docs_rules_md_is_current_in_every_language() {
    use carcassonne_judge::i18n::{Lang, rules::markdown};
    for (lang, file) in [
        (Lang::En, "docs/rules.md"),
        (Lang::De, "docs/rules.de.md"),
        (Lang::Fr, "docs/rules.fr.md"),
    ] {
        let committed = std::fs::read_to_string(root().join(file)).unwrap_or_default();
        assert!(
            committed == markdown(lang),
            "{file} is stale: run `cargo run -- rules --format markdown --lang {} > {file}`",
            lang.code()
        );
    }
}

/// Each value of the enums declared with their names (rule sets, figures,
/// quarters, offers, documents) is written in JSON as the name a scenario
/// or a rule page gives it.
#[test]
fn named_values_serialise_as_their_names() {
    fn check<T: serde::Serialize + std::fmt::Debug + Copy>(all: &[T], names: &[&str]) {
        assert_eq!(all.len(), names.len());
        for (value, name) in all.iter().zip(names) {
            assert_eq!(serde_json::to_value(value).unwrap(), *name, "{value:?}");
        }
    }
    use carc_core::position::Quarter;
    use carc_core::registry::Document;
    use carc_core::ruling::OfferKind;
    use carc_core::{FigureKind, RuleSet};
    check(&RuleSet::ALL, &RuleSet::NAMES);
    check(&FigureKind::ALL, &FigureKind::NAMES);
    check(&Quarter::ALL, &Quarter::NAMES);
    check(&OfferKind::ALL, &OfferKind::NAMES);
    check(&Document::ALL, &Document::NAMES);
    for set in RuleSet::ALL {
        assert_eq!(RuleSet::parse(set.name()), Some(set));
    }
}

/// A rule that is one of this project's readings names a section of
/// docs/readings.md that exists and lists it among its rules, so that the
/// "readings §N" a ruling prints leads to the point it rests on.
#[test]
fn every_reading_rule_names_its_section_and_the_section_lists_it() {
    use carcassonne_judge::registry::Document;
    let text = std::fs::read_to_string(root().join("docs/readings.md")).unwrap();
    let mut readings = 0;
    for e in registry::all().filter(|e| e.document == Document::Rulings) {
        let id = e.rule.id();
        let section = e
            .reading()
            .unwrap_or_else(|| panic!("{id}: its section {:?} does not start with §N", e.section));
        let anchor = format!("<a id=\"{section}\"></a>");
        let start = text
            .find(&anchor)
            .unwrap_or_else(|| panic!("{id}: docs/readings.md has no section {section}"));
        let body = &text[start..];
        let end = body[anchor.len()..]
            .find("<a id=")
            .map_or(body.len(), |n| n + anchor.len());
        let rules = body[..end]
            .split("- Rules:")
            .nth(1)
            .and_then(|r| r.split("\n- ").next())
            .unwrap_or("");
        assert!(
            rules.contains(&format!("`{id}`")),
            "{id}: readings §{section} does not list it under Rules"
        );
        readings += 1;
    }
    assert!(readings >= 10, "only {readings} rules are readings");
}
