//! docs/rules.md, generated from the registry (a test keeps it current).

use super::{Document, Entry, Status, all};

/// The rules reference as Markdown (`docs/rules.md`): the unsupported rules
/// first, then every entry grouped by document.
pub fn markdown() -> String {
    let entries: Vec<&Entry> = all().collect();
    markdown_of(&entries)
}

/// The same reference for some entries only (`carc rules --search`).
pub fn markdown_of(entries: &[&'static Entry]) -> String {
    let mut out = String::from(
        "# Rules reference\n\nGenerated from the rule registry (`crates/core/src/registry/`) by `carc rules --format markdown`; do not edit by hand.\nEvery rule the judge cites is here, in the project's own words, with where it comes from and whether the judge applies it.\n\n",
    );
    let unsupported: Vec<_> = entries
        .iter()
        .filter(|e| matches!(e.status, Status::Unsupported(_)))
        .collect();
    out.push_str(&format!("## Not supported ({})\n\n", unsupported.len()));
    out.push_str("| id | reason |\n| --- | --- |\n");
    for e in &unsupported {
        out.push_str(&format!(
            "| `{}` | {} |\n",
            e.rule.0,
            e.status.reason().unwrap_or_default()
        ));
    }
    out.push('\n');
    for doc in [
        Document::BaseRules,
        Document::Car,
        Document::Ferries,
        Document::Flier,
        Document::Rulings,
    ] {
        let of_doc: Vec<_> = entries.iter().filter(|e| e.document == doc).collect();
        if of_doc.is_empty() {
            continue;
        }
        out.push_str(&format!("## {}\n\n", doc.title()));
        for e in of_doc {
            out.push_str(&format!("### `{}`: {}\n\n", e.rule.0, e.title));
            let date = e.date.map(|d| format!(" ({d})")).unwrap_or_default();
            out.push_str(&format!(
                "- source: {}{date}\n- authority: {}\n- status: {}",
                e.section,
                e.authority.name(),
                e.status.name()
            ));
            if let Some(r) = e.status.reason() {
                out.push_str(&format!(" ({r})"));
            }
            out.push_str(&format!("\n\n{}\n\n", e.text));
        }
    }
    out
}
