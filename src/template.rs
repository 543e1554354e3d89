//! `carc new`: a starting scenario that judges as it stands, with comments
//! on each key and on what the chosen rule sets add.

use crate::figure::RuleSet;
use crate::i18n::{Lang, catalogue};

/// What a rule set adds to a scenario, as comment lines: its box's message
/// `new-note-<rule set>` (in its words file), each line after the first
/// indented under the set's name; nothing for a box without one.
fn notes(set: RuleSet) -> String {
    // The template's own words are English; so are its notes until it is
    // written in every language.
    let words = catalogue(Lang::En);
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

/// The scenario text.
pub fn scenario(sets: &[RuleSet], schema: &str) -> String {
    let mut names = vec!["base"];
    names.extend(
        sets.iter()
            .filter(|s| **s != RuleSet::Base)
            .map(|s| s.name()),
    );
    let mut out = format!("# yaml-language-server: $schema={schema}\n");
    out.push_str(
        "# A starting scenario: edit the board and the action, then `carc judge FILE`.\n\
         # Squares are [x, y] (x east, y north); rotation turns clockwise (0, 90, 180, 270);\n\
         # features are named by an edge point (NNW N NNE ENE E ESE SSE S SSW WSW W WNW)\n\
         # or by monastery/garden/abbey. `carc tiles ID` shows a tile and its features.\n",
    );
    for s in sets {
        out.push_str(&notes(*s));
    }
    // With the Count the City of Carcassonne is the table's first tiles.
    let (board, place) = if sets.contains(&RuleSet::Count) {
        (
            "board: []                     # the City of Carcassonne lies on x -2..1, y -1..1; list land tiles here\n",
            "\x20 place: {tile: base/U, at: [0, 2]}     # a straight road W-E beside the City's north side\n",
        )
    } else {
        (
            "board:                        # the tiles on the table, with their figures\n\
             \x20 - tile: base/D               # the start tile: city N, road W-E\n\
             \x20   at: [0, 0]\n\
             \x20   figures: []               # e.g. {owner: blue, figure: follower, on: N}\n",
            "\x20 place: {tile: base/U, at: [1, 0]}     # a straight road W-E\n",
        )
    };
    out.push_str(&format!(
        "title: Describe the case in one line\n\
         source: \"where the case comes from, e.g. base rules: road scoring\"\n\
         rules: [{}]\n\
         players: [red, blue]          # turn order; `current: blue` to change whose turn it is\n\
         {board}\
         action:                       # the proposed turn (or `action: final-scoring`)\n\
         {place}\
         \x20 deploy: {{figure: follower, on: E}}     # optional\n\
         expect:                       # optional: the ruling you expect; `carc check` compares\n\
         \x20 verdict: legal\n\
         \x20 scores: {{}}                 # points gained by this action\n\
         \x20 returned: {{}}               # figures back to supply\n",
        names.join(", ")
    ));
    out
}
