//! The user's docs stand on their own: every relative link leads to a file
//! of the repository, and nothing sends the reader to files they do not
//! have (the steering repository's `shared/`).

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// README.md and every Markdown file in docs/.
fn pages() -> Vec<PathBuf> {
    let mut out = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    docs.sort();
    out.extend(docs);
    out
}

fn name(page: &Path) -> String {
    page.strip_prefix(root())
        .unwrap_or(page)
        .display()
        .to_string()
}

/// The lines of a page outside fenced code blocks, numbered from 1.
fn unfenced(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut fence: Option<&str> = None;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let marker = ["```", "~~~"].into_iter().find(|m| trimmed.starts_with(m));
        match (fence, marker) {
            (None, Some(m)) => fence = Some(m),
            (Some(f), Some(m)) if f == m => fence = None,
            (Some(_), _) => {}
            (None, None) => out.push((i + 1, line)),
        }
    }
    out
}

/// The text of a page without code: a link written inside backticks or a
/// fenced block is an example, not a link. A code span may wrap onto the
/// next line, but never past the end of its paragraph.
fn prose(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut in_code = false;
    for (n, line) in unfenced(text) {
        if line.trim().is_empty() {
            in_code = false;
        }
        let mut kept = String::new();
        for c in line.chars() {
            if c == '`' {
                in_code = !in_code;
            } else if !in_code {
                kept.push(c);
            }
        }
        out.push((n, kept));
    }
    out
}

/// The targets of inline links `[text](target "title")` and of reference
/// definitions `[label]: target`. A link's text may wrap onto the next
/// line, so lines are joined with a space and each target is placed by the
/// line it starts on.
fn links(text: &str) -> Vec<(usize, String)> {
    let lines = prose(text);
    let mut joined = String::new();
    let mut starts = Vec::new();
    for (n, line) in &lines {
        starts.push((joined.len(), *n));
        joined.push_str(line);
        joined.push(' ');
    }
    let line_at = |offset: usize| {
        starts
            .iter()
            .rev()
            .find(|(start, _)| *start <= offset)
            .map_or(0, |(_, n)| *n)
    };
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = joined[from..].find("](") {
        let start = from + i + 2;
        let rest = &joined[start..];
        let end = rest.find(')').unwrap_or(rest.len());
        let target = rest[..end].split_whitespace().next().unwrap_or_default();
        let target = target.trim_start_matches('<').trim_end_matches('>');
        out.push((line_at(start), target.to_owned()));
        from = start;
    }
    for (n, line) in &lines {
        let t = line.trim_start();
        if let Some(close) = t.strip_prefix('[').and_then(|r| r.find("]:"))
            && let Some(target) = t[close + 3..].split_whitespace().next()
        {
            out.push((*n, target.to_owned()));
        }
    }
    out
}

fn external(target: &str) -> bool {
    ["http://", "https://", "mailto:"]
        .iter()
        .any(|s| target.starts_with(s))
}

/// GitHub's anchor for a heading: lower case, punctuation dropped, spaces
/// turned into hyphens.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c.to_ascii_lowercase()),
            _ => None,
        })
        .collect()
}

/// The anchors a Markdown page offers: its headings and its `id`s.
fn anchors(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (_, line) in unfenced(text) {
        if line.starts_with('#') {
            out.push(slug(line.trim_start_matches('#')));
        }
    }
    let mut rest = text;
    while let Some(i) = rest.find("id=\"") {
        rest = &rest[i + 4..];
        if let Some(end) = rest.find('"') {
            out.push(rest[..end].to_owned());
        }
    }
    out
}

/// Why `target`, written on `page`, does not lead to a file of the
/// repository, if it does not.
fn broken(page: &Path, target: &str, repo: &Path) -> Option<String> {
    let (path, anchor) = target.split_once('#').unwrap_or((target, ""));
    let file = if path.is_empty() {
        page.to_path_buf()
    } else {
        page.parent().unwrap().join(path)
    };
    let Ok(file) = file.canonicalize() else {
        return Some("no such file".into());
    };
    if !file.starts_with(repo) {
        return Some("outside the repository".into());
    }
    let is_md = file.extension().is_some_and(|x| x == "md");
    if anchor.is_empty() || !is_md {
        return None;
    }
    let text = std::fs::read_to_string(&file).unwrap_or_default();
    if anchors(&text).iter().any(|a| a == anchor) {
        None
    } else {
        Some(format!("no heading or id `{anchor}` there"))
    }
}

#[test]
fn every_relative_link_leads_to_a_file_of_the_repository() {
    let repo = root().canonicalize().unwrap();
    let mut bad = Vec::new();
    let mut checked = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        for (line, target) in links(&text) {
            if external(&target) {
                continue;
            }
            checked += 1;
            if let Some(why) = broken(&page, &target, &repo) {
                bad.push(format!("{}:{line}: ({target}): {why}", name(&page)));
            }
        }
    }
    assert!(bad.is_empty(), "broken links:\n{}", bad.join("\n"));
    assert!(checked > 0, "no relative link found: is the parser broken?");
}

#[test]
fn the_docs_never_send_the_reader_to_shared() {
    let mut bad = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        for (i, line) in text.lines().enumerate() {
            if line.contains("shared/") {
                bad.push(format!("{}:{}: {}", name(&page), i + 1, line.trim()));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "readers do not have the steering repository's shared/ folder; say it in the docs instead:\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_link_reader_finds_what_markdown_calls_a_link() {
    let text = "\
See [the format](docs/scenario-format.md#the-keys) and [a
wrapped one](docs/rules.md).
Not `[code](nowhere.md)`, nor `a span
that wraps [code](nowhere.md)`.
```
[fenced](nowhere.md)
```
[ref]: docs/ruling.md
";
    let found: Vec<String> = links(text).into_iter().map(|(_, t)| t).collect();
    assert_eq!(
        found,
        [
            "docs/scenario-format.md#the-keys",
            "docs/rules.md",
            "docs/ruling.md"
        ]
    );
    assert_eq!(
        slug(" Exit status and broken input"),
        "exit-status-and-broken-input"
    );
    assert_eq!(slug(" `expect`"), "expect");
}

#[test]
fn the_format_references_complete_example_is_the_scenario_it_names() {
    let doc = std::fs::read_to_string(root().join("docs/scenario-format.md")).unwrap();
    let section = doc
        .split("## A complete example")
        .nth(1)
        .expect("a section `A complete example`");
    let file = section
        .split("](../")
        .nth(1)
        .and_then(|s| s.split(')').next())
        .expect("a link to the example's file");
    let block = section
        .split("```yaml\n")
        .nth(1)
        .and_then(|s| s.split("```").next())
        .expect("the example as a yaml block");
    let scenario = std::fs::read_to_string(root().join(file)).unwrap();
    assert!(
        block == scenario,
        "docs/scenario-format.md shows an old copy of {file}: paste the file again"
    );
}
