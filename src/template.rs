//! `carc new`: a starting scenario that judges as it stands, with comments
//! on each key and on what the chosen rule sets add.

use crate::figure::RuleSet;

/// What each rule set adds to a scenario, as comment lines.
fn notes(set: RuleSet) -> &'static str {
    match set {
        RuleSet::Base => "",
        RuleSet::Abbot => {
            "# abbot: `figure: abbot` on a monastery or garden; `deploy: {abbot: return, at: [x, y]}` takes it back\n"
        }
        RuleSet::BigFollower => "# big-follower: `figure: big-follower` counts 2\n",
        RuleSet::AbbeyMayor => {
            "# abbey-mayor: `figure: mayor|wagon|barn` (the barn stands at a `corner: NE`), the tile `abbey-mayor/abbey`,\n#   `wagons: [{owner: red, to: {at: [x, y], on: N}}]` for freed wagons, `variants: {wagon-move: nearby}`\n"
        }
        RuleSet::Flier => {
            "# flier: `deploy: {figure: follower, fly: {roll: 2, on: N}}` on a tile with a flying machine (`carc tiles | grep flier`)\n"
        }
        RuleSet::Ferries => {
            "# ferries: lake tiles `ferries/1..3` need `ferry: [W, E]` (on the board and in the action);\n#   `move_ferries: [{at: [x, y], to: [W, S]}]` moves the first ferry along an extended road\n"
        }
        RuleSet::Phantom => {
            "# phantom: `phantom: {on: S}` deploys the phantom as a second figure\n"
        }
        RuleSet::Builder => {
            "# builder: `figure: builder` on a road or city that holds your follower\n"
        }
        RuleSet::Pig => "# pig: `figure: pig` on a field whose farm holds your farmer\n",
        RuleSet::InnsCathedrals => {
            "# inns-cathedrals: the tiles `inns-cathedrals/*` (inns on roads, cathedrals in cities; `carc tiles | grep inns-cathedrals`)\n#   and `figure: big-follower`\n"
        }
        RuleSet::TradersBuilders => {
            "# traders-builders: the tiles `traders-builders/*` (goods in cities; `carc tiles | grep traders-builders`),\n#   `goods: {red: {wine: 1}}` for goods held, `figure: builder|pig`\n"
        }
        RuleSet::PrincessDragon => {
            "# princess-dragon: the tiles `princess-dragon/*` (volcano, dragon, portal, princess); `dragon: [x, y]` and\n#   `fairy: {at: [x, y], on: N}` in the position; `dragon: [[x, y], ...]` in the action for a dragon tile;\n#   `deploy: {fairy: {at, on}}`, `deploy: {figure: follower, portal: {at, on}}`, `deploy: {princess: {at, on}}`\n"
        }
        RuleSet::Tower => {
            "# tower: the tiles `tower/*` (each with a foundation); `tower: 2` on a board tile gives its floors,\n#   `on: tower` a follower on top; `deploy: {floor: [x, y], capture: {at: [x, y], on: N}}` builds and captures,\n#   `deploy: {figure: follower, tower: [x, y]}` closes a tower; `prisoners:` and `ransom: {from: blue, figure: follower}`\n"
        }
        RuleSet::Festival => {
            "# festival: the tiles `festival/*`; on one, `deploy: {festival: {at: [x, y], on: N}}` takes one of your figures\n#   back from the table instead of deploying (`corner: NE` for a barn)\n"
        }
        RuleSet::Castles => {
            "# castles: `castle: 3` in `supply`; `castles: [{owner: red, at: [x, y], on: N}]` in the position for castles on\n#   the table; `castles: [{at: [x, y], on: N}]` in the action turns a small city just completed into a castle\n"
        }
        RuleSet::PigHerd => {
            "# pig-herd: the tile `river-ii/pig-herd` (its river sides meet only a river: leave those squares empty);\n#   its farm scores one more a completed city for the farmers who win it\n"
        }
        RuleSet::Count => {
            "# count: the City of Carcassonne fills x -2..1, y -1..1 (not listed on the board);\n#   `city-of-carcassonne: {count: castle, followers: [{owner: red, figure: follower, quarter: market}]}`;\n#   `leave-city: [{owner: red, quarter: castle, to: {at: [x, y], on: N}}]`, `enter-city: {figure: follower, quarter: market}`,\n#   `move-count: market` in the action\n"
        }
        RuleSet::Sieges => {
            "# sieges: the tiles `sieges/*` (besieged cities); `escape: {at: [x, y], on: N}` takes your knight out of a\n#   besieged city whose siege tile has a monastery beside it\n"
        }
    }
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
        out.push_str(notes(*s));
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
