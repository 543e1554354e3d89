//! `carc new`: a starting scenario that judges as it stands, with comments
//! on each key and on what the chosen rule sets add, in the reader's
//! language (the keys and values the format reads stay as they are).

use crate::figure::RuleSet;
use crate::i18n::{Catalogue, Lang, catalogue};

/// What a rule set adds to a scenario, as comment lines: its box's message
/// `new-note-<rule set>` (in its words file), each line after the first
/// indented under the set's name; nothing for a box without one.
fn notes(set: RuleSet, words: &Catalogue) -> String {
    let id = format!("new-note-{}", set.name());
    if !words.has(&id, None) {
        return String::new();
    }
    let text = words.get(&id);
    let mut lines = text.lines();
    let mut out = format!("# {}: {}\n", set.name(), lines.next().unwrap_or_default());
    for line in lines {
        out.push_str(&format!("#   {line}\n"));
    }
    out
}

/// A message as comment lines, each starting with `# `.
fn comment(words: &Catalogue, id: &str) -> String {
    words
        .get(id)
        .lines()
        .map(|line| format!("# {line}\n"))
        .collect()
}

/// The scenario text, its comments in `lang`.
pub fn scenario(sets: &[RuleSet], schema: &str, lang: Lang) -> String {
    let w = catalogue(lang);
    let say = |id: &str| w.get(id);
    let mut names = vec!["base"];
    names.extend(
        sets.iter()
            .filter(|s| **s != RuleSet::Base)
            .map(|s| s.name()),
    );
    let mut out = format!("# yaml-language-server: $schema={schema}\n");
    out.push_str(&comment(w, "new-intro"));
    for s in sets {
        out.push_str(&notes(*s, w));
    }
    // With the Count the City of Carcassonne is the table's first tiles.
    let (board, place) = if sets.contains(&RuleSet::Count) {
        (
            format!(
                "board: []                     # {}\n",
                say("new-count-board")
            ),
            format!(
                "\x20 place: {{tile: base/U, at: [0, 2]}}     # {}\n",
                say("new-count-place")
            ),
        )
    } else {
        (
            format!(
                "board:                        # {}\n\
                 \x20 - tile: base/D               # {}\n\
                 \x20   at: [0, 0]\n\
                 \x20   figures: []               # {}\n",
                say("new-board"),
                say("new-start-tile"),
                say("new-figures")
            ),
            format!(
                "\x20 place: {{tile: base/U, at: [1, 0]}}     # {}\n",
                say("new-place")
            ),
        )
    };
    out.push_str(&format!(
        "title: {}\n\
         source: \"{}\"\n\
         rules: [{}]\n\
         players: [red, blue]          # {}\n\
         {board}\
         action:                       # {}\n\
         {place}\
         \x20 deploy: {{figure: follower, on: E}}     # {}\n\
         expect:                       # {}\n\
         \x20 verdict: legal\n\
         \x20 scores: {{}}                 # {}\n\
         \x20 returned: {{}}               # {}\n",
        say("new-title"),
        say("new-source"),
        names.join(", "),
        say("new-players"),
        say("new-action"),
        say("new-optional"),
        say("new-expect"),
        say("new-scores"),
        say("new-returned"),
    ));
    out
}
