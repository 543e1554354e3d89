//! The rule registry in words: each rule's title, paraphrase and (when the
//! judge does not apply it) the reason, the names of the source documents,
//! authorities and statuses, and the generated rules reference
//! (`docs/rules.md`, `docs/rules.de.md`).

use fluent_bundle::FluentArgs;

use carc_core::registry::{Authority, Document, Entry, Rule, Status, all};

use super::{Lang, catalogue, paraphrases};

/// The rule's message id: `car:fn162` is `rule-car-fn162`.
pub fn message_id(rule: Rule) -> String {
    format!("rule-{}", rule.id().replace(':', "-"))
}

/// "Deploying the mayor".
pub fn title(rule: Rule, lang: Lang) -> String {
    catalogue(lang).get(&message_id(rule))
}

/// The id of a rule's paraphrase (`rule-text-car-fn162`), reason or
/// section (`rule-section-car-fn162`).
pub fn part_id(part: &str, rule: Rule) -> String {
    format!("rule-{part}-{}", rule.id().replace(':', "-"))
}

/// The rule in the project's own words.
pub fn text(rule: Rule, lang: Lang) -> String {
    paraphrases(lang).get(&part_id("text", rule))
}

/// Where the rule stands in its source, in words: the source's heading or
/// footnote ("Fußnote 162 (zum Bürgermeister: …)"). The English message is
/// the registry's `section`, word for word, which stays the data (`carc
/// rules --format json`, [`Entry::reading`]).
pub fn section(e: &Entry, lang: Lang) -> String {
    paraphrases(lang).get(&part_id("section", e.rule))
}

/// The source of a rule, in words: its document and its section
/// ("Der Turm (WikiCarpedia, neue Ausgabe), Lösegeld zahlen").
pub fn source(e: &Entry, lang: Lang) -> String {
    format!("{}, {}", document(e.document, lang), section(e, lang))
}

/// Why the judge does not apply the rule, for an unsupported one.
pub fn reason(e: &Entry, lang: Lang) -> Option<String> {
    matches!(e.status, Status::Unsupported)
        .then(|| paraphrases(lang).get(&part_id("reason", e.rule)))
}

/// The source document's title.
pub fn document(d: Document, lang: Lang) -> String {
    catalogue(lang).get(&format!("document-{}", d.name()))
}

/// What kind of text a rule rests on, in words.
pub fn authority(a: Authority, lang: Lang) -> String {
    let id = match a {
        Authority::Rulebook => "authority-rulebook",
        Authority::Publisher => "authority-publisher",
        Authority::Community => "authority-community",
        Authority::EditionNote => "authority-edition-note",
        Authority::ProjectRuling => "authority-project-ruling",
    };
    catalogue(lang).get(id)
}

/// Whether the judge applies the rule, in words.
pub fn status(s: Status, lang: Lang) -> String {
    let id = match s {
        Status::Adjudicated => "status-adjudicated",
        Status::Wording => "status-wording",
        Status::Unsupported => "status-unsupported",
    };
    catalogue(lang).get(id)
}

/// Entries whose id, title or paraphrase contain `needle` (any case), in
/// the language asked for or in English, so that an English word finds a
/// rule whatever language is shown.
pub fn search(needle: &str, lang: Lang) -> Vec<&'static Entry> {
    let needle = needle.to_lowercase();
    let found = |e: &Entry, l: Lang| {
        title(e.rule, l).to_lowercase().contains(&needle)
            || text(e.rule, l).to_lowercase().contains(&needle)
    };
    all()
        .filter(|e| {
            e.rule.id().contains(&needle)
                || found(e, lang)
                || (lang != Lang::En && found(e, Lang::En))
        })
        .collect()
}

/// A message with one number.
fn counted(lang: Lang, id: &str, n: usize) -> String {
    let mut args = FluentArgs::new();
    args.set("count", n);
    catalogue(lang).format(id, None, Some(&args))
}

/// The rules reference as Markdown (`docs/rules.md` in English,
/// `docs/rules.de.md` in German): the unsupported rules first, then every
/// entry grouped by document.
pub fn markdown(lang: Lang) -> String {
    let entries: Vec<&Entry> = all().collect();
    markdown_of(&entries, lang)
}

/// The same reference for some entries only (`carc rules --search`).
pub fn markdown_of(entries: &[&'static Entry], lang: Lang) -> String {
    let c = catalogue(lang);
    let mut out = format!(
        "# {}\n\n{}\n\n",
        c.get("rules-doc-title"),
        c.get("rules-doc-intro")
    );
    let unsupported: Vec<_> = entries
        .iter()
        .filter(|e| e.status == Status::Unsupported)
        .collect();
    out.push_str(&format!(
        "## {}\n\n",
        counted(lang, "rules-doc-unsupported", unsupported.len())
    ));
    if unsupported.is_empty() {
        out.push_str(&format!("{}\n", c.get("rules-doc-none-unsupported")));
    } else {
        out.push_str(&format!(
            "{}\n| --- | --- |\n",
            c.get("rules-doc-unsupported-head")
        ));
    }
    for e in &unsupported {
        let why = reason(e, lang).unwrap_or_default();
        out.push_str(&format!("| `{}` | {why} |\n", e.rule.id()));
    }
    out.push('\n');
    for doc in Document::ALL {
        let of_doc: Vec<_> = entries.iter().filter(|e| e.document == doc).collect();
        if of_doc.is_empty() {
            continue;
        }
        out.push_str(&format!("## {}\n\n", document(doc, lang)));
        for e in of_doc {
            out.push_str(&entry_markdown(e, lang));
        }
    }
    out
}

/// One rule of the reference.
fn entry_markdown(e: &Entry, lang: Lang) -> String {
    let c = catalogue(lang);
    let date = e.date.map(|d| format!(" ({d})")).unwrap_or_default();
    let why = reason(e, lang)
        .map(|r| format!(" ({r})"))
        .unwrap_or_default();
    format!(
        "### `{}`: {}\n\n- {}: {}{date}\n- {}: {}\n- {}: {}{why}\n\n{}\n\n",
        e.rule.id(),
        title(e.rule, lang),
        c.get("rules-source"),
        section(e, lang),
        c.get("rules-authority"),
        authority(e.authority, lang),
        c.get("rules-status"),
        status(e.status, lang),
        text(e.rule, lang)
    )
}
