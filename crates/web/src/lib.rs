//! The judge for the browser: the page for the table (web/) calls these
//! functions through wasm-bindgen. Each takes and returns plain strings
//! (YAML in, JSON or SVG out), so the page's JavaScript never holds a Rust
//! value and the boundary stays as small as the command line's.

use fluent_bundle::{FluentArgs, FluentValue};
use serde_json::{Value, json};
use wasm_bindgen::prelude::*;

use carc_core::Verdict;
use carc_core::catalogue::Catalogue;
use carc_core::geometry::{Point, Pos, Rotation};
use carc_core::moves;
use carc_core::position::Action;
use carcassonne_judge::commands::moves::{action_json, text as moves_text};
use carcassonne_judge::commands::tiles::view;
use carcassonne_judge::diag::Problem;
use carcassonne_judge::i18n::{Lang, catalogue};
use carcassonne_judge::input::{self, Loaded, Source, Style};
use carcassonne_judge::picture::{Scene, svg};
use carcassonne_judge::report;
use carcassonne_judge::scenario::write;
use carcassonne_judge::yaml::{self, Span};

/// The file name diagnostics show: the page has one scenario, unnamed.
const NAME: &str = "scenario.yaml";

/// Diagnostics are drawn for a narrow panel; a phone scrolls the rest.
const STYLE: Style = Style {
    color: false,
    width: 72,
};

fn source(text: &str) -> Source {
    Source {
        name: NAME.to_owned(),
        text: text.to_owned(),
    }
}

/// 1-based line and column of a byte offset, as an editor counts them.
fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = before.get(start..).map_or(0, |s| s.chars().count()) + 1;
    (line, col)
}

fn place(text: &str, span: Span) -> Value {
    let (line, col) = line_col(text, span.offset);
    let (end_line, end_col) = line_col(text, span.offset + span.len);
    json!({"line": line, "col": col, "end_line": end_line, "end_col": end_col,
           "offset": span.offset, "len": span.len})
}

fn problem_json(p: &Problem, text: &str, lang: Lang) -> Value {
    let span = p.span();
    let p = p.written(lang);
    let labels: Vec<Value> = p
        .labels
        .iter()
        .map(|(span, label)| {
            let mut v = place(text, *span);
            v["text"] = json!(label);
            v
        })
        .collect();
    let mut v = place(text, span);
    v["code"] = json!(p.code);
    v["message"] = json!(p.message);
    v["help"] = json!(p.help);
    v["labels"] = json!(labels);
    v
}

/// The YAML as the scenario tree (the format's JSON shape), when it is YAML
/// at all; the page builds its board from it.
fn model(text: &str) -> Value {
    yaml::parse(text).map_or(Value::Null, |n| checked(&n))
}

/// A node as JSON, with every square (`at`) and `rotation` the scenario
/// layer refuses given as null. The page draws the board of a file that
/// does not load from this tree, so these checks are the loader's own and
/// run here, not in the page: a square 2^53 away, which JavaScript cannot
/// even count past, once kept the page's board in an endless loop.
fn checked(node: &yaml::Node) -> Value {
    use carcassonne_judge::scenario;
    use yaml::Value as Y;
    match &node.value {
        Y::Seq(items) => Value::Array(items.iter().map(checked).collect()),
        Y::Map(items) => Value::Object(
            items
                .iter()
                .map(|(k, v)| {
                    let key = match k.to_json() {
                        Value::String(s) => s,
                        _ => format!("{:?}", k.value),
                    };
                    let value = match key.as_str() {
                        "at" if scenario::square(v).is_none() => Value::Null,
                        "rotation" if scenario::rotation(v).is_none() => Value::Null,
                        _ => checked(v),
                    };
                    (key, value)
                })
                .collect(),
        ),
        _ => node.to_json(),
    }
}

/// The scenario tree of some YAML (as `judge` gives it in `model`), or
/// `null` when the text is not YAML: the page asks before an edit on the
/// board, when the text box holds typing not yet judged, so that an edit
/// never starts from a tree older than the text.
#[wasm_bindgen]
pub fn tree(yaml: &str) -> String {
    if yaml.len() as u64 > input::DEFAULT_MAX_SIZE {
        return Value::Null.to_string();
    }
    model(yaml).to_string()
}

/// The most bytes of YAML the module reads, as `carc` reads by default
/// (`--max-size`); the page also stops unpacking a link there.
#[wasm_bindgen]
pub fn max_size() -> u32 {
    u32::try_from(input::DEFAULT_MAX_SIZE).unwrap_or(u32::MAX)
}

/// The limit in words ("8 MiB"), for the page's messages.
#[wasm_bindgen]
pub fn max_size_words() -> String {
    input::size_words(input::DEFAULT_MAX_SIZE)
}

/// Judges a scenario. The answer is JSON: `status` (`legal`, `illegal` or
/// `broken`), `model` (the tree, or null), `text` (the report as `carc
/// judge` prints it, or the diagnostics), and `ruling` (as `carc judge
/// --format json`), `svg` (the table after the action), `at` (where an
/// illegal action's fault was written), `legal` (where the tile fits and
/// what may follow, for an illegal action), or `diagnostics` (broken input).
///
/// `lang` is the page's language (`en`, `de`): the words of the ruling and
/// the report are in it, its facts the same in every language.
#[wasm_bindgen]
pub fn judge(yaml: &str, lang: &str) -> String {
    if yaml.len() as u64 > input::DEFAULT_MAX_SIZE {
        return too_large(yaml.len()).to_string();
    }
    let src = source(yaml);
    let out = match input::judge(&src) {
        Ok((loaded, ruling)) => judged(&src, &loaded, &ruling, true, language(lang)),
        Err(problems) => broken(yaml, &src, &problems, language(lang)),
    };
    out.to_string()
}

/// A saved game of JCloisterZone (`.jcz`) read for the page, which steps
/// through its turns: `{"turns": [{"heading", "scenario"}]}`, each turn's
/// heading in `lang` and its scenario as `carc import` writes it (with the
/// score after it), or `{"error"}` with the diagnostics as text when the
/// file cannot be imported.
#[wasm_bindgen]
pub fn import_game(text: &str, name: &str, lang: &str) -> String {
    use carcassonne_judge::commands::import;
    if text.len() as u64 > input::DEFAULT_MAX_SIZE {
        return json!({"error": too_large(text.len())["text"].clone()}).to_string();
    }
    let src = Source {
        name: name.to_owned(),
        text: text.to_owned(),
    };
    let lang = language(lang);
    match carcassonne_judge::import::import(&src) {
        Ok(game) => {
            let stem = name.trim_end_matches(".jcz");
            let turns: Vec<Value> = game
                .turns
                .iter()
                .map(|t| {
                    json!({
                        "heading": import::heading(&game, t, lang),
                        "running": import::running(&game, t, lang),
                        "scenario": import::scenario(&game, t, stem),
                    })
                })
                .collect();
            json!({ "turns": turns }).to_string()
        }
        Err(problems) => {
            let shown = input::render(&problems, &src, input::Style::PLAIN, lang);
            json!({ "error": shown }).to_string()
        }
    }
}

fn broken(yaml: &str, src: &Source, problems: &[Problem], lang: Lang) -> Value {
    json!({
        "status": "broken",
        "model": model(yaml),
        "text": input::render(problems, src, STYLE, lang),
        "diagnostics": problems.iter().take(input::MAX_SHOWN)
            .map(|p| problem_json(p, yaml, lang)).collect::<Vec<_>>(),
    })
}

/// Text pasted past the limit `carc` reads is refused before it is parsed,
/// as `carc` refuses such a file before reading it.
fn too_large(len: usize) -> Value {
    let message = format!(
        "the scenario is {} bytes, larger than {} (the limit on what carc reads); \
         a real scenario is a few kB",
        len,
        input::size_words(input::DEFAULT_MAX_SIZE)
    );
    json!({
        "status": "broken",
        "model": Value::Null,
        "text": format!("error: {message}"),
        "diagnostics": [{
            "line": 1, "col": 1, "end_line": 1, "end_col": 1, "offset": 0, "len": 0,
            "code": "input::too-large", "message": message,
            "help": "paste a single scenario", "labels": [],
        }],
    })
}

fn judged(
    src: &Source,
    loaded: &Loaded,
    ruling: &carc_core::Ruling,
    draw: bool,
    lang: Lang,
) -> Value {
    let t = &loaded.translated;
    let title = &loaded.scenario.title.value;
    let mut out = json!({
        "status": if ruling.verdict == Verdict::Legal { "legal" } else { "illegal" },
        "model": model(&src.text),
        "ruling": report::json::ruling_in(ruling, title, lang),
        "text": report::human_in(ruling, title, src, &t.spans, STYLE, lang),
    });
    if draw {
        out["svg"] = json!(svg::board(&Scene::after_in(t, ruling, lang)));
    }
    if let Some(v) = &ruling.violation {
        out["at"] = place(&src.text, t.spans.at_fault(v));
        if let Action::Turn(turn) = &t.action {
            let list = moves::moves(&t.position, turn.place.tile);
            out["legal"] = json!(moves_text(
                turn.place.tile.id,
                &list,
                true,
                &t.position.players,
                lang
            ));
        }
    }
    out
}

/// The table as `carc show --svg --lang LANG` draws it, before or after
/// the action; an empty string for broken input.
#[wasm_bindgen]
pub fn picture(yaml: &str, after: bool, lang: &str) -> String {
    let lang = language(lang);
    let Ok(loaded) = input::load(&source(yaml)) else {
        return String::new();
    };
    let t = &loaded.translated;
    let scene = if after {
        let ruling = carc_core::judge(&t.position, &t.action);
        Scene::after_in(t, &ruling, lang)
    } else {
        Scene::before_in(t, lang)
    };
    svg::board(&scene)
}

/// Where `tile` may go on the scenario's table. With `full`, every legal
/// action of each placement in the scenario format's `action` shape (as
/// `carc moves --format json`) and the lakes whose ferries could then move;
/// without, the squares and rotations alone. JSON: `{fits: [...]}` or
/// `{error}` when the scenario does not load.
#[wasm_bindgen]
pub fn legal_moves(yaml: &str, tile: &str, full: bool) -> String {
    let src = source(yaml);
    let loaded = match input::load(&src) {
        Ok(l) => l,
        Err(problems) => {
            // The page shows no error of this call (it asks only of a
            // scenario that loads), so its words stay English.
            return json!({"error": input::render(&problems, &src, STYLE, Lang::En)}).to_string();
        }
    };
    let Some(chosen) = Catalogue::get().tile(tile) else {
        return json!({"error": format!("unknown tile `{tile}`")}).to_string();
    };
    json!({ "fits": fits(&loaded.translated.position, chosen, full) }).to_string()
}

fn fits(
    position: &carc_core::Position,
    chosen: &'static carc_core::catalogue::Tile,
    full: bool,
) -> Vec<Value> {
    let xy = |p: Pos| json!([p.x, p.y]);
    if full {
        moves::moves(position, chosen)
            .iter()
            .map(|p| {
                json!({
                    "at": xy(p.at),
                    "rotation": p.rotation.degrees(),
                    "actions": p.actions.iter().map(|a| action_json(a, &position.players)).collect::<Vec<_>>(),
                    "movable_ferries": p.movable_ferries.iter().map(|q| xy(*q)).collect::<Vec<_>>(),
                })
            })
            .collect()
    } else {
        moves::fitting(position, chosen)
            .iter()
            .map(|(at, rot)| json!({"at": xy(*at), "rotation": rot.degrees()}))
            .collect()
    }
}

/// What the page asks after every edit: the judgement as [`judge`] gives
/// it, and with `moves`, `turn_fits`, every legal action of each placement
/// of the turn's tile (as [`legal_moves`] with `full`), for the action panel
/// and the lit squares, from the same reading of the text. The picture
/// after the action (`svg`) comes only for a table of at most
/// `picture_tiles` tiles: on a large one it is the slowest part and the
/// page draws it when asked ([`picture`]). The words are in `lang`, as for
/// [`judge`].
#[wasm_bindgen]
pub fn judge_for_page(yaml: &str, picture_tiles: u32, moves: bool, lang: &str) -> String {
    if yaml.len() as u64 > input::DEFAULT_MAX_SIZE {
        return too_large(yaml.len()).to_string();
    }
    let src = source(yaml);
    let out = match input::judge(&src) {
        Ok((loaded, ruling)) => {
            let t = &loaded.translated;
            let draw = t.position.board.tiles.len() <= picture_tiles as usize;
            let mut out = judged(&src, &loaded, &ruling, draw, language(lang));
            if let (true, Action::Turn(turn)) = (moves, &t.action) {
                out["turn_fits"] = json!(fits(&t.position, turn.place.tile, true));
            }
            out
        }
        Err(problems) => broken(yaml, &src, &problems, language(lang)),
    };
    out.to_string()
}

/// The position after a legal turn, as the next one to judge ("play on"):
/// the table the turn left, the figures in hand it left where the scenario
/// counted them, and the next player to move (the same one when the
/// builder grants a second turn). JSON: `{tree}`, the scenario tree with
/// `final-scoring` standing for the action the page has yet to choose, or
/// `{error}` when the action is not a legal turn. The engine plays the turn,
/// so what the page continues from is what `carc` rules, never the page's
/// own reading of the ruling.
#[wasm_bindgen]
pub fn play_on(yaml: &str) -> String {
    use carc_core::FigureKind;
    use carc_core::engine;
    use carc_core::graph::Graph;
    use std::sync::Arc;

    let Ok(loaded) = input::load(&source(yaml)) else {
        return json!({"error": "broken"}).to_string();
    };
    let t = &loaded.translated;
    if !matches!(t.action, Action::Turn(_)) {
        return json!({"error": "not-a-turn"}).to_string();
    }
    let board = t.position.board.clone();
    let graph = Arc::new(Graph::build(&board));
    let after = engine::play_on(
        carc_core::rules::RULEBOOK,
        &t.position,
        board,
        graph,
        &t.action,
        true,
    );
    if after.ruling.verdict != Verdict::Legal {
        return json!({"error": "illegal"}).to_string();
    }
    let mut next = t.position.clone();
    next.add_goods(&after.ruling.goods);
    // Pieces kept off the squares (prisoners, the dragon, castles, the
    // City) and tower floors are not on the table: they are written into
    // the position that plays on.
    after.carry_into(&mut next);
    next.board = after.board;
    if next.rules.plays(carc_core::figure::RuleSet::Tower) {
        for (p, hand) in after.in_hand.iter().enumerate() {
            next.supply.insert(
                (p, FigureKind::TowerFloor),
                hand[FigureKind::TowerFloor as usize],
            );
        }
    }
    for ((player, kind), count) in &mut next.supply {
        if let (Some(hand), Some(k)) = (
            after.in_hand.get(*player),
            FigureKind::ALL.iter().position(|x| x == kind),
        ) {
            *count = hand[k];
        }
    }
    if !after.ruling.double_turn && !next.players.is_empty() {
        next.current = (next.current + 1) % next.players.len();
    }
    let title = &loaded.scenario.title.value;
    let tree = carcassonne_judge::emit::tree(title, "", &next, &Action::final_scoring(), None);
    json!({ "tree": tree }).to_string()
}

/// The catalogue: each tile as `carc tiles --format json` gives it.
#[wasm_bindgen]
pub fn tiles() -> String {
    let list: Vec<_> = Catalogue::get().tiles().map(view).collect();
    serde_json::to_string(&list).unwrap_or_default()
}

/// One tile drawn as `carc show --svg` draws it, turned by `rotation`
/// degrees, with its ferry joining `ferry` (two points, "W E"; empty for
/// none): an SVG fragment `TILE` units wide, north-west corner at the origin.
#[wasm_bindgen]
pub fn tile_svg(id: &str, rotation: u32, ferry: &str) -> String {
    let Some(tile) = Catalogue::get().tile(id) else {
        return String::new();
    };
    let rot = Rotation::from_degrees(i64::from(rotation)).unwrap_or_default();
    let ends: Vec<Point> = ferry.split_whitespace().filter_map(Point::parse).collect();
    let placed = carc_core::board::PlacedTile {
        tile,
        pos: Pos::new(0, 0),
        rot,
        ferry: match ends.as_slice() {
            [a, b] => Some([*a, *b]),
            _ => None,
        },
        tower: 0,
    };
    svg::tile_fragment(&placed)
}

/// The side of a tile in [`tile_svg`]'s units.
#[wasm_bindgen]
pub fn tile_size() -> f64 {
    svg::TILE
}

/// The rule registry: id, title, source, authority, status (in words) and
/// the paraphrase, for the page's citations, in `lang`.
#[wasm_bindgen]
pub fn rules(lang: &str) -> String {
    use carcassonne_judge::i18n::rules as words;
    let lang = language(lang);
    let list: Vec<Value> = carc_core::registry::all()
        .map(|e| {
            json!({
                "id": e.rule.id(),
                "title": words::title(e.rule, lang),
                "source": words::source(e, lang),
                "date": e.date,
                "authority": words::authority(e.authority, lang),
                "status": words::status(e.status, lang),
                "reason": words::reason(e, lang),
                "text": words::text(e.rule, lang),
            })
        })
        .collect();
    Value::Array(list).to_string()
}

/// A language the page asks for by its code; English for one carc does
/// not speak, so that an old or edited link still opens.
fn language(code: &str) -> Lang {
    Lang::parse(code).unwrap_or_default()
}

/// The page's variables, from a JSON object: numbers stay numbers, so that
/// a language can choose a plural by them; strings stay strings; anything
/// else is left out, and the message shows that a value is missing.
fn fluent_args(args_json: &str) -> FluentArgs<'static> {
    let mut args = FluentArgs::new();
    if let Ok(Value::Object(map)) = serde_json::from_str::<Value>(args_json) {
        for (name, value) in map {
            match value {
                Value::String(s) => args.set(name, FluentValue::from(s)),
                Value::Number(n) => {
                    if let Some(f) = n.as_f64() {
                        args.set(name, FluentValue::from(f));
                    }
                }
                _ => {}
            }
        }
    }
    args
}

/// One of the page's own words (a `page-*` message of the catalogue, or
/// one attribute of it as `id.attribute`) in the language `lang`, with the
/// variables of `args_json` (a JSON object, `{}` for none).
#[wasm_bindgen]
pub fn page_word(lang: &str, id: &str, args_json: &str) -> String {
    let (id, attribute) = match id.split_once('.') {
        Some((id, a)) => (id, Some(a)),
        None => (id, None),
    };
    let args = fluent_args(args_json);
    catalogue(language(lang)).format(id, attribute, Some(&args))
}

/// The words of one of the page's elements: a message's value as `text`
/// (when it has one) and each of its attributes under its own name
/// (`title`, `aria-label`, `placeholder`), as the page sets them on the
/// element. JSON.
#[wasm_bindgen]
pub fn page_element(lang: &str, id: &str) -> String {
    let c = catalogue(language(lang));
    let mut out = serde_json::Map::new();
    if c.has(id, None) || catalogue(Lang::En).has(id, None) {
        out.insert("text".to_owned(), json!(c.format(id, None, None)));
    }
    for a in c.attributes(id) {
        out.insert(a.to_owned(), json!(c.format(id, Some(a), None)));
    }
    Value::Object(out).to_string()
}

/// The languages the page speaks, each named in its own words: JSON
/// `[{code, name}]`, English first.
#[wasm_bindgen]
pub fn languages() -> String {
    let list: Vec<Value> = Lang::ALL
        .iter()
        .map(|l| json!({"code": l.code(), "name": catalogue(*l).get("page-language-name")}))
        .collect();
    Value::Array(list).to_string()
}

/// The names the format knows: rule sets and figures (with the rule sets
/// that bring each), for the page's pickers.
#[wasm_bindgen]
pub fn names() -> String {
    use carc_core::figure::{FigureKind, RuleSet};
    json!({
        "rule_sets": RuleSet::NAMES,
        // A figure comes with its own rule set and with each box that
        // brings that set (the big follower with Inns & Cathedrals).
        "figures": FigureKind::ALL.iter()
            .map(|k| {
                let sets: Vec<&str> = RuleSet::ALL
                    .iter()
                    .filter(|r| r.includes(k.rules()))
                    .map(|r| r.name())
                    .collect();
                json!({"name": k.name(), "rules": sets})
            })
            .collect::<Vec<_>>(),
        "version": env!("CARGO_PKG_VERSION"),
    })
    .to_string()
}

/// The scenario tree (JSON) written as YAML; an empty string when the JSON
/// does not parse.
#[wasm_bindgen]
pub fn write_yaml(tree: &str) -> String {
    serde_json::from_str::<Value>(tree).map_or_else(|_| String::new(), |v| write::yaml(&v))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_and_rotations_the_loader_refuses_reach_the_page_as_null() {
        let text = "board:\n  - {tile: base/D, at: [9007199254740993, 0], rotation: 45}\n  \
                    - {tile: base/U, at: [1, 0], rotation: 90}\naction:\n  place: {at: [-1000001, 0]}\n";
        let tree = model(text);
        assert_eq!(tree["board"][0]["at"], Value::Null);
        assert_eq!(tree["board"][0]["rotation"], Value::Null);
        assert_eq!(tree["board"][0]["tile"], json!("base/D"));
        assert_eq!(tree["board"][1]["at"], json!([1, 0]));
        assert_eq!(tree["board"][1]["rotation"], json!(90));
        assert_eq!(tree["action"]["place"]["at"], Value::Null);
    }

    #[test]
    fn text_past_the_limit_is_refused_unread() {
        let big = "#".repeat(input::DEFAULT_MAX_SIZE as usize + 1);
        let out: Value = serde_json::from_str(&judge(&big, "en")).unwrap();
        assert_eq!(out["status"], json!("broken"));
        assert_eq!(out["diagnostics"][0]["code"], json!("input::too-large"));
        assert_eq!(max_size_words(), "8 MiB");
    }

    #[test]
    fn playing_on_gives_the_table_after_the_turn_and_the_next_player() {
        let text = "title: t\nrules: [base]\nplayers: [red, blue]\nsupply: {red: {follower: 3}}\n\
                    board:\n  - {tile: base/D, at: [0, 0]}\naction:\n  place: {tile: base/U, at: [1, 0]}\n  \
                    deploy: {figure: follower, on: N}\n";
        let out: Value = serde_json::from_str(&play_on(text)).unwrap();
        let next = &out["tree"];
        assert_eq!(next["board"].as_array().map(Vec::len), Some(2));
        assert_eq!(next["current"], json!("blue"));
        assert_eq!(next["supply"]["red"]["follower"], json!(2));
        let illegal = text.replace("[1, 0]", "[5, 5]");
        let out: Value = serde_json::from_str(&play_on(&illegal)).unwrap();
        assert_eq!(out["error"], json!("illegal"));
        assert_eq!(tree(": not: yaml: ["), "null");
    }

    #[test]
    fn the_page_speaks_the_language_it_asks_for() {
        assert_eq!(page_word("en", "page-legal", "{}"), "Legal");
        assert_eq!(page_word("de", "page-legal", "{}"), "Erlaubt");
        // An unknown language, or none, is English; JSON that is no object
        // passes no variables.
        assert_eq!(page_word("xx", "page-legal", "not json"), "Legal");
        assert_eq!(
            page_word("de", "page-draw-after", r#"{"count": 1}"#),
            "Zeichnen (eine Karte)"
        );
        assert_eq!(
            page_word("en", "page-draw-after", r#"{"count": 5041}"#),
            "Draw it (5041 tiles)"
        );
        // A figure by its id, named as a ruling names it.
        assert_eq!(
            page_word(
                "de",
                "page-deploy-chip",
                r#"{"figure": "big-follower", "where": "auf N"}"#
            ),
            "großer Gefolgsmann auf N"
        );
        assert_eq!(
            page_word("en", "page-play-on.title", "{}"),
            "The table after this turn becomes the next position, with the next player to move"
        );
        let undo: Value = serde_json::from_str(&page_element("de", "page-undo")).unwrap();
        assert_eq!(undo["text"], json!("Rückgängig"));
        assert!(
            undo["title"]
                .as_str()
                .is_some_and(|t| t.contains("rückgängig"))
        );
        let filter: Value = serde_json::from_str(&page_element("en", "page-tile-filter")).unwrap();
        assert_eq!(filter.get("text"), None);
        assert_eq!(filter["aria-label"], json!("Filter tiles"));
        assert_eq!(
            languages(),
            r#"[{"code":"en","name":"English"},{"code":"de","name":"Deutsch"},{"code":"fr","name":"Français"}]"#
        );
    }

    #[test]
    fn rulings_come_in_the_page_language_with_the_same_facts() {
        let text = "title: t\nrules: [base]\nplayers: [red, blue]\n\
                    board:\n  - {tile: base/D, at: [0, 0]}\naction:\n  place: {tile: base/U, at: [1, 0]}\n";
        let de: Value = serde_json::from_str(&judge_for_page(text, 400, true, "de")).unwrap();
        let en: Value = serde_json::from_str(&judge_for_page(text, 400, true, "en")).unwrap();
        assert!(
            de["text"]
                .as_str()
                .is_some_and(|t| t.contains("Urteil: ERLAUBT"))
        );
        assert!(
            en["text"]
                .as_str()
                .is_some_and(|t| t.contains("Verdict: LEGAL"))
        );
        assert_eq!(de["status"], en["status"]);
        assert_eq!(de["turn_fits"], en["turn_fits"]);
        assert_ne!(
            de["ruling"]["events"][0]["text"],
            en["ruling"]["events"][0]["text"]
        );
        let rules: Value = serde_json::from_str(&rules("de")).unwrap();
        assert!(
            rules
                .as_array()
                .is_some_and(|r| r.iter().any(|e| e["status"] == json!("entschieden")))
        );
    }

    #[test]
    fn lines_and_columns_count_from_one() {
        assert_eq!(line_col("ab\ncd", 0), (1, 1));
        assert_eq!(line_col("ab\ncd", 4), (2, 2));
        assert_eq!(line_col("é\nx", 3), (2, 1));
    }
}
