//! From YAML text to a [`Scenario`], collecting every problem of the file.

use crate::diag::Problem;
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::{Corner, Point, Rotation};
use crate::yaml::{self, Node, Span, Value};

use super::read::{Fields, Problems, by_player, given_twice, int, list_of, pos, seq, text, word};
use super::*;

pub(crate) const TOP_KEYS: &[&str] = &[
    "title",
    "source",
    "rules",
    "variants",
    "players",
    "current",
    "scores",
    "supply",
    "goods",
    "prisoners",
    "dragon",
    "fairy",
    "castles",
    "city-of-carcassonne",
    "board",
    "action",
    "expect",
];
const BOARD_KEYS: &[&str] = &["tile", "at", "rotation", "figures", "ferry", "tower"];
const FIGURE_KEYS: &[&str] = &["owner", "figure", "on", "corner"];
pub(crate) const ACTION_KEYS: &[&str] = &[
    "place",
    "deploy",
    "phantom",
    "ferry",
    "move_ferries",
    "wagons",
    "ransom",
    "dragon",
    "escape",
    "castles",
    "castle-scores",
    "leave-city",
    "enter-city",
    "move-count",
];
const PLACE_KEYS: &[&str] = &["tile", "at", "rotation"];
const DEPLOY_KEYS: &[&str] = &[
    "figure", "on", "corner", "fly", "abbot", "at", "floor", "tower", "capture", "exchange",
    "fairy", "portal", "princess", "festival",
];
const CAPTURE_KEYS: &[&str] = &["at", "on", "corner", "owner", "figure"];
const CAPTIVE_KEYS: &[&str] = &["owner", "figure"];
const FLY_KEYS: &[&str] = &["roll", "on"];
pub(crate) const EXPECT_KEYS: &[&str] = &[
    "verdict",
    "scores",
    "returned",
    "cites",
    "not-cites",
    "rule",
    "figures",
    "double-turn",
    "goods",
    "prisoners",
    "dragon",
    "castles",
    "offers",
    "city-of-carcassonne",
];
const EXPECT_FIGURE_KEYS: &[&str] = &["owner", "figure", "at", "on", "corner"];
const VARIANT_KEYS: &[&str] = &["wagon-move"];

/// Reads a scenario. The problems found come back even when a scenario could
/// still be built from the rest (an unknown key, say), so that the board
/// checks can add theirs and the user sees every problem at once.
pub fn load(src: &str) -> (Option<Scenario>, Vec<Problem>) {
    let root = match yaml::parse(src) {
        Ok(root) => root,
        Err(e) => {
            // The limits and unsupported features are not typos: say what
            // the file can do instead of pointing at its indentation.
            let m = e.message.as_str();
            let (label, help) = if m.contains("deeper than") || m.contains("more than") {
                (
                    "a limit is reached here",
                    format!(
                        "a scenario needs a few levels and a few thousand values; this file is {} bytes: split it, or write it without repeating anchors",
                        src.len()
                    ),
                )
            } else if m.contains("tag") {
                (
                    "a YAML tag",
                    "remove the tag: scenario values are plain words, numbers, lists and mappings"
                        .to_owned(),
                )
            } else if m.contains("second YAML document") {
                (
                    "a second document",
                    "one scenario per file: move the second document to a file of its own"
                        .to_owned(),
                )
            } else {
                (
                    "the YAML parser stopped here",
                    "check indentation (spaces, not tabs), quotes and brackets".to_owned(),
                )
            };
            let p = Problem::new(
                "input::yaml",
                e.span,
                format!("not valid YAML: {}", e.message),
            )
            .label(label)
            .help(help);
            return (None, vec![p]);
        }
    };
    let mut p = Problems::default();
    let scenario = scenario(&root, src, &mut p);
    (scenario, p.0)
}

// Long by design: each top-level key of the format read in turn, with the
// problems of each collected rather than stopping at the first.
fn scenario(root: &Node, src: &str, p: &mut Problems) -> Option<Scenario> {
    if root.value == Value::Null {
        p.push(
            Problem::new(
                "input::empty",
                Span::new(0, src.len().min(1)),
                "the file holds no scenario",
            )
            .label("nothing but comments or blank lines")
            .help("a scenario needs at least `title`, `rules`, `players`, `board` and `action`"),
        );
        return None;
    }
    let mut f = Fields::of(
        root,
        "the scenario",
        "a scenario is a mapping with keys like `title:` and `board:`",
        p,
    )?;
    let title = f
        .req("title", "add a line `title: what this scenario shows`", p)
        .and_then(|n| text(n, "the title is free text", p));
    let source = f
        .opt("source")
        .and_then(|n| text(n, "the source is free text", p));
    let rules = f
        .req(
            "rules",
            "say what is in play, e.g. `rules: [base, abbey-mayor]`",
            p,
        )
        .and_then(|n| rules(n, p));
    let wagon_move = match f.opt("variants") {
        Some(n) => variants(n, p),
        None => Some(Sp::new(WagonMove::default(), Span::default())),
    };
    let players = f
        .req(
            "players",
            "list the players in turn order, e.g. `players: [red, blue]`",
            p,
        )
        .and_then(|n| players(n, p));
    let current = f
        .opt("current")
        .and_then(|n| text(n, "`current` names a player", p));
    let scores = f
        .opt("scores")
        .map(|n| points_by_player(n, p))
        .unwrap_or_default();
    let supply = f.opt("supply").map(|n| supply(n, p));
    let goods = f.opt("goods").map(|n| goods(n, p)).unwrap_or_default();
    let prisoners = f
        .opt("prisoners")
        .map(|n| prisoners(n, p))
        .unwrap_or_default();
    let dragon = f.opt("dragon").map(|n| pos(n, p));
    let fairy = f.opt("fairy").map(|n| fairy_spot(n, p));
    let castles = f.opt("castles").map(|n| castles(n, true, p));
    let city = f
        .opt("city-of-carcassonne")
        .map(|n| super::city::city(n, p));
    let board = f
        .req(
            "board",
            "list the tiles on the table under `board:` (an empty list `[]` is allowed)",
            p,
        )
        .map(|n| board(n, p));
    let action = f
        .req(
            "action",
            "give the proposed turn, e.g. `action: {place: {tile: base/U, at: [1, 0]}}`",
            p,
        )
        .and_then(|n| action(n, p));
    let expect = f.opt("expect").and_then(|n| expect(n, p));
    f.finish(TOP_KEYS, p);
    Some(Scenario {
        title: title?,
        source,
        rules: rules?,
        wagon_move: wagon_move?,
        players: players?,
        current,
        scores,
        supply,
        goods,
        prisoners,
        dragon: present(dragon)?,
        fairy: present(fairy)?,
        castles: present(castles)?.unwrap_or_default(),
        city: present(city)?,
        board: board?,
        action: action?,
        expect,
    })
}

fn rules(node: &Node, p: &mut Problems) -> Option<Sp<Vec<Sp<RuleSet>>>> {
    let items = seq(node, "`rules` is a list such as `[base, abbey-mayor]`", p)?;
    let mut out: Vec<Sp<RuleSet>> = Vec::new();
    for n in items {
        if let Some(w) = word(n, &RuleSet::NAMES, "rule set", p) {
            let r = RuleSet::parse(w.value).expect("listed name");
            if let Some(first) = out.iter().find(|o| o.value == r) {
                p.push(given_twice(
                    "input::duplicate-value",
                    w.span,
                    first.span,
                    format!("`{}` is listed twice", w.value),
                    "list each rule set once",
                ));
                continue;
            }
            out.push(Sp::new(r, w.span));
        }
    }
    Some(Sp::new(out, node.span))
}

fn variants(node: &Node, p: &mut Problems) -> Option<Sp<WagonMove>> {
    let mut f = Fields::of(
        node,
        "`variants`",
        "variants is a mapping like `{wagon-move: nearby}`",
        p,
    )?;
    let wm = match f.opt("wagon-move") {
        Some(n) => word(n, &["connected", "nearby"], "wagon-move variant", p).map(|w| {
            let v = if w.value == "nearby" {
                WagonMove::Nearby
            } else {
                WagonMove::Connected
            };
            Sp::new(v, w.span)
        }),
        None => Some(Sp::new(WagonMove::default(), Span::default())),
    };
    f.finish(VARIANT_KEYS, p);
    wm
}

fn players(node: &Node, p: &mut Problems) -> Option<Vec<Sp<String>>> {
    let items = seq(node, "`players` is a list such as `[red, blue]`", p)?;
    let mut out: Vec<Sp<String>> = Vec::new();
    // Seen names by position in `out`: linear in the number of players.
    let mut seen: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for n in items {
        let Some(name) = text(
            n,
            "a player is named by a word; quote names that look like numbers",
            p,
        ) else {
            continue;
        };
        if let Some(first) = seen.get(&name.value).map(|i| &out[*i]) {
            p.push(given_twice(
                "input::duplicate-player",
                name.span,
                first.span,
                format!("player `{}` is listed twice", name.value),
                "each player appears once in `players`, in turn order",
            ));
            continue;
        }
        seen.insert(name.value.clone(), out.len());
        out.push(name);
    }
    if out.is_empty() && items.is_empty() {
        p.push(
            Problem::new("input::no-players", node.span, "there are no players")
                .label("empty list")
                .help("name at least one player, e.g. `players: [red, blue]`"),
        );
    }
    Some(out)
}

/// Points beyond any real game, kept so that sums never overflow.
const MAX_POINTS: i64 = 1_000_000;
/// Figures in one hand beyond any real game (supply overrides).
const MAX_FIGURES: i64 = 1_000;

fn points_by_player(node: &Node, p: &mut Problems) -> Vec<(Sp<String>, Sp<i64>)> {
    const HELP: &str = "points per player, e.g. `{red: 10, blue: 4}`";
    let mut out = Vec::new();
    for (name, v) in by_player(node, HELP, p) {
        let Some(n) = int(v, HELP, p) else { continue };
        if n.value.unsigned_abs() > MAX_POINTS as u64 {
            p.push(
                Problem::new("input::too-large", n.span, "more points than any game")
                    .label("out of range")
                    .help(format!("points stay within ±{MAX_POINTS}")),
            );
            continue;
        }
        out.push((name, n));
    }
    out
}

/// Words players use for a follower by the role it takes where it stands.
const ROLE_WORDS: [(&str, &str); 6] = [
    ("knight", "a city"),
    ("highwayman", "a road"),
    ("thief", "a road"),
    ("monk", "a monastery"),
    ("farmer", "a field"),
    ("meeple", "any feature"),
];

pub(super) fn figure_kind(node: &Node, p: &mut Problems) -> Option<Sp<FigureKind>> {
    // A role is where a follower stands, not a figure of its own: say how
    // to write it instead of guessing a spelling.
    if let Some(w) = node.as_str()
        && let Some((role, place)) = ROLE_WORDS
            .iter()
            .find(|(role, _)| w.eq_ignore_ascii_case(role))
    {
        p.push(
            Problem::new(
                "input::unknown-value",
                node.span,
                format!("`{w}` is a role, not a figure"),
            )
            .label("a role")
            .help(format!(
                "a {role} is a follower on {place}: write `figure: follower` (or `big-follower`) and say where it stands with `on`"
            )),
        );
        return None;
    }
    word(node, &FigureKind::NAMES, "figure", p)
        .and_then(|w| FigureKind::parse(w.value).map(|k| Sp::new(k, w.span)))
}

/// `owner: PLAYER`, required. Each entry asks for it in words of its own,
/// and all read it alike.
pub(super) fn req_owner(f: &mut Fields, help: &str, p: &mut Problems) -> Option<Sp<String>> {
    f.req("owner", help, p)
        .and_then(|n| text(n, "the owner is a player's name", p))
}

/// `figure: KIND`, required; like the owner, asked for in the entry's words.
pub(super) fn req_figure(f: &mut Fields, help: &str, p: &mut Problems) -> Option<Sp<FigureKind>> {
    f.req("figure", help, p).and_then(|n| figure_kind(n, p))
}

/// `at: [x, y]`, required; like the owner, asked for in the entry's words.
fn req_at(f: &mut Fields, help: &str, p: &mut Problems) -> Option<Sp<Pos>> {
    f.req("at", help, p).and_then(|n| pos(n, p))
}

/// `at: [x, y]` and `on: FEATURE`, both required: a feature of a tile on
/// the table, as castles, offers and targets name it.
fn req_feature(
    f: &mut Fields,
    on_help: &str,
    p: &mut Problems,
) -> (Option<Sp<Pos>>, Option<Sp<On>>) {
    let at = req_at(f, "say which square: `at: [x, y]`", p);
    let on = f.req("on", on_help, p).and_then(|n| on(n, p));
    (at, on)
}

/// Counts per player and key: `{red: {KEY: N, ...}, ...}`. Each count is a
/// whole number from 0; `too_many` says what is wrong with one beyond what
/// the key allows.
type KeyOf<'a, K> = &'a dyn Fn(&Node, &mut Problems) -> Option<Sp<K>>;
type TooMany<'a, K> = &'a dyn Fn(K, &Sp<i64>) -> Option<Problem>;

fn counts_by_player<K>(
    node: &Node,
    p: &mut Problems,
    (help, what): (&str, &str),
    key_of: KeyOf<'_, K>,
    too_many: TooMany<'_, K>,
) -> CountsByPlayer<K>
where
    K: Copy,
{
    let mut out = Vec::new();
    for (name, v) in by_player(node, help, p) {
        let Value::Map(items) = &v.value else {
            p.type_error(v, what, help);
            continue;
        };
        let mut counts = Vec::new();
        for (k, n) in items {
            let (Some(key), Some(count)) = (key_of(k, p), int(n, help, p)) else {
                continue;
            };
            if count.value < 0 {
                p.push(
                    Problem::new("input::negative", count.span, "a count cannot be negative")
                        .label("below zero")
                        .help("write 0 for none"),
                );
                continue;
            }
            if let Some(problem) = too_many(key.value, &count) {
                p.push(problem);
                continue;
            }
            counts.push((key, count));
        }
        out.push((name, counts));
    }
    out
}

/// Goods tokens per player: `{red: {wine: 2, cloth: 1}}`, each count at
/// most the tokens of that good in the box.
fn goods(node: &Node, p: &mut Problems) -> GoodsByPlayer {
    const HELP: &str =
        "goods tokens per player, e.g. `{red: {wine: 2, cloth: 1}}` (goods: wine, grain, cloth)";
    let key_of = |k: &Node, p: &mut Problems| {
        // Printings and players call the grain wheat or corn.
        if let Some(w) = k.as_str()
            && ["wheat", "corn"].iter().any(|x| w.eq_ignore_ascii_case(x))
        {
            p.push(
                Problem::new(
                    "input::unknown-value",
                    k.span,
                    format!("`{w}` is called `grain` here"),
                )
                .label("another name for grain")
                .help("write `grain`"),
            );
            return None;
        }
        word(k, &Good::NAMES, "good", p)
            .and_then(|w| Good::parse(w.value).map(|g| Sp::new(g, w.span)))
    };
    let too_many = |good: Good, count: &Sp<i64>| {
        let box_holds = i64::from(good.tokens());
        (count.value > box_holds).then(|| {
            Problem::new(
                "input::too-large",
                count.span,
                format!("the box holds only {box_holds} {} tokens", good.name()),
            )
            .label("more than the box")
            .help(format!(
                "a player holds at most {box_holds} {}",
                good.name()
            ))
        })
    };
    counts_by_player(
        node,
        p,
        (HELP, "a mapping from good to count"),
        &key_of,
        &too_many,
    )
}

fn supply(node: &Node, p: &mut Problems) -> Hands {
    const HELP: &str = "figures in hand per player, e.g. `{red: {follower: 2, mayor: 1}}`";
    let too_many = |_: FigureKind, count: &Sp<i64>| {
        (count.value > MAX_FIGURES).then(|| {
            Problem::new("input::too-large", count.span, "more figures than any game")
                .label("out of range")
                .help(format!(
                    "a hand holds at most {MAX_FIGURES} figures of a kind"
                ))
        })
    };
    counts_by_player(
        node,
        p,
        (HELP, "a mapping from figure to count"),
        &figure_kind,
        &too_many,
    )
}

pub(super) fn rotation(node: Option<&Node>, p: &mut Problems) -> Option<Sp<Rotation>> {
    const HELP: &str = "rotation is clockwise in degrees: 0, 90, 180 or 270";
    let Some(node) = node else {
        return Some(Sp::new(Rotation::default(), Span::default()));
    };
    let deg = int(node, HELP, p)?;
    match Rotation::from_degrees(deg.value) {
        Some(r) => Some(Sp::new(r, deg.span)),
        None => {
            p.push(
                Problem::new(
                    "input::rotation",
                    deg.span,
                    format!("{} is not a rotation", deg.value),
                )
                .label("not a quarter turn")
                .help(HELP),
            );
            None
        }
    }
}

fn point(node: &Node, p: &mut Problems) -> Option<Sp<Point>> {
    word(node, &Point::NAMES, "edge point", p)
        .map(|w| Sp::new(Point::parse(w.value).expect("listed name"), w.span))
}

pub(super) fn on(node: &Node, p: &mut Problems) -> Option<Sp<On>> {
    let known: Vec<&'static str> = Point::NAMES
        .iter()
        .chain(On::CENTRES.iter())
        .copied()
        .collect();
    let w = word(node, &known, "feature name", p)?;
    let on = match Point::parse(w.value) {
        Some(pt) => On::Point(pt),
        None => On::Centre(w.value),
    };
    Some(Sp::new(on, w.span))
}

fn corner(node: &Node, p: &mut Problems) -> Option<Sp<Corner>> {
    word(node, &["NE", "SE", "SW", "NW"], "corner", p)
        .map(|w| Sp::new(Corner::parse(w.value).expect("listed name"), w.span))
}

/// Two road ends of a lake, e.g. `[W, E]`.
fn ferry(node: &Node, p: &mut Problems) -> Option<Sp<[Point; 2]>> {
    const HELP: &str = "a ferry joins two road ends of its lake, e.g. `[W, E]`";
    let items = seq(node, HELP, p)?;
    if items.len() != 2 {
        p.push(
            Problem::new(
                "input::ferry",
                node.span,
                format!("a ferry joins 2 road ends, not {}", items.len()),
            )
            .label("should name two sides")
            .help(HELP),
        );
        return None;
    }
    let a = point(&items[0], p);
    let b = point(&items[1], p);
    let (a, b) = (a?, b?);
    if a.value == b.value {
        p.push(
            Problem::new(
                "input::ferry",
                b.span,
                "a ferry joins two different road ends",
            )
            .label("same end twice")
            .help(HELP),
        );
        return None;
    }
    Some(Sp::new([a.value, b.value], node.span))
}

fn board(node: &Node, p: &mut Problems) -> Vec<BoardEntry> {
    let Some(items) = seq(
        node,
        "`board` is a list of tiles, each `- tile: ID` with `at: [x, y]`",
        p,
    ) else {
        return Vec::new();
    };
    items.iter().filter_map(|n| board_entry(n, p)).collect()
}

fn board_entry(node: &Node, p: &mut Problems) -> Option<BoardEntry> {
    let mut f = Fields::of(
        node,
        "a board tile",
        "each board entry is a mapping: `- tile: base/D` with `at: [0, 0]`",
        p,
    )?;
    let tile = f
        .req(
            "tile",
            "name the tile by its catalogue id (`carc tiles` lists them)",
            p,
        )
        .and_then(|n| text(n, "a tile id like `base/D`", p));
    let at = req_at(&mut f, "give the square as `at: [x, y]`", p);
    let rotation = rotation(f.opt("rotation"), p);
    let figures = match f.opt("figures") {
        Some(n) => seq(
            n,
            "`figures` is a list of `{owner: red, figure: follower, on: N}`",
            p,
        )
        .map(|items| {
            items
                .iter()
                .filter_map(|n| figure_entry(n, p))
                .collect::<Vec<_>>()
        }),
        None => Some(Vec::new()),
    };
    let ferry = f.opt("ferry").map(|n| ferry(n, p));
    let tower = f.opt("tower").map(|n| floors(n, p));
    f.finish(BOARD_KEYS, p);
    let ferry = match ferry {
        Some(None) => return None,
        Some(Some(x)) => Some(x),
        None => None,
    };
    Some(BoardEntry {
        span: node.span,
        tile: tile?,
        at: at?,
        rotation: rotation?,
        figures: figures?,
        ferry,
        tower: present(tower)?,
    })
}

/// `tower: N` on a board tile: the floors of its tower.
fn floors(node: &Node, p: &mut Problems) -> Option<Sp<i64>> {
    const HELP: &str = "`tower` is the number of floors, e.g. `tower: 2` (0 for a bare foundation)";
    let n = int(node, HELP, p)?;
    if !(0..=i64::from(MAX_FLOORS)).contains(&n.value) {
        p.push(
            Problem::new(
                "input::too-large",
                n.span,
                format!("a tower has from 0 to {MAX_FLOORS} floors"),
            )
            .label("out of range")
            .help(HELP),
        );
        return None;
    }
    Some(n)
}

/// The most floors one tower can have: every floor of the box (six players
/// hold 5 each, two hold 10).
pub(crate) const MAX_FLOORS: u8 = 30;

/// `prisoners: {red: [{owner: blue, figure: follower}]}`.
fn prisoners(node: &Node, p: &mut Problems) -> PrisonersByPlayer {
    const HELP: &str =
        "figures held captive per player, e.g. `{red: [{owner: blue, figure: follower}]}`";
    by_player(node, HELP, p)
        .into_iter()
        .filter_map(|(name, v)| {
            let items = seq(v, HELP, p)?;
            let held = items.iter().filter_map(|n| captive(n, p)).collect();
            Some((name, held))
        })
        .collect()
}

fn captive(node: &Node, p: &mut Problems) -> Option<Captive> {
    let mut f = Fields::of(
        node,
        "a prisoner",
        "a prisoner is `{owner: blue, figure: follower}`",
        p,
    )?;
    let owner = req_owner(&mut f, "say whose figure it is: `owner: blue`", p);
    let figure = req_figure(&mut f, "say which figure: `figure: follower`", p);
    f.finish(CAPTIVE_KEYS, p);
    Some(Captive {
        span: node.span,
        owner: owner?,
        figure: figure?,
    })
}

fn figure_entry(node: &Node, p: &mut Problems) -> Option<FigureEntry> {
    let mut f = Fields::of(
        node,
        "a figure",
        "a figure is `{owner: red, figure: follower, on: N}`",
        p,
    )?;
    let owner = req_owner(&mut f, "say whose figure it is: `owner: red`", p);
    let figure = req_figure(&mut f, "say which figure: `figure: follower`", p);
    let spot = spot(&mut f, node, p);
    f.finish(FIGURE_KEYS, p);
    Some(FigureEntry {
        span: node.span,
        owner: owner?,
        figure: figure?,
        spot: spot?,
    })
}

/// `on:` or `corner:`, exactly one of them.
fn spot(f: &mut Fields, node: &Node, p: &mut Problems) -> Option<Sp<Spot>> {
    let on_node = f.opt("on");
    let corner_node = f.opt("corner");
    spot_of(on_node, corner_node, node, p)
}

fn spot_of(
    on_node: Option<&Node>,
    corner_node: Option<&Node>,
    node: &Node,
    p: &mut Problems,
) -> Option<Sp<Spot>> {
    match (on_node, corner_node) {
        (Some(n), None) if n.as_str() == Some("tower") => Some(Sp::new(Spot::Tower, n.span)),
        (Some(n), None) => on(n, p).map(|o| Sp::new(Spot::On(o.value), o.span)),
        (None, Some(n)) => corner(n, p).map(|c| Sp::new(Spot::Corner(c.value), c.span)),
        (Some(_), Some(c)) => {
            p.push(
                Problem::new(
                    "input::spot",
                    c.span,
                    "a figure stands either `on` a feature or at a `corner`, not both",
                )
                .label("second place given")
                .help("only the barn stands at a corner; drop one of the two keys"),
            );
            None
        }
        (None, None) => {
            p.push(
                Problem::new(
                    "input::missing-key",
                    node.span,
                    "the figure does not say where it stands",
                )
                .label("no `on` or `corner`")
                .help("add `on: POINT` (or `on: monastery`), or `corner: NE` for a barn"),
            );
            None
        }
    }
}

fn action(node: &Node, p: &mut Problems) -> Option<Sp<Action>> {
    if let Value::Str(s) = &node.value {
        if s == "final-scoring" {
            return Some(Sp::new(Action::FinalScoring(Vec::new()), node.span));
        }
        p.push(
            Problem::new("input::action", node.span, format!("unknown action `{s}`"))
                .label("not an action")
                .help("the only action written as a word is `final-scoring`; a turn is a mapping with `place:`"),
        );
        return None;
    }
    let mut f = Fields::of(
        node,
        "the action",
        "the action is `final-scoring` or a mapping with `place:`",
        p,
    )?;
    if let Some(end) = f.opt("final-scoring") {
        let choices = super::city::final_choices(end, p);
        f.finish(&["final-scoring"], p);
        return choices.map(|c| Sp::new(Action::FinalScoring(c), node.span));
    }
    let place = f
        .req(
            "place",
            "a turn starts by placing a tile: `place: {tile: base/U, at: [1, 0]}`",
            p,
        )
        .and_then(|n| placement(n, p));
    let deploy = f.opt("deploy").map(|n| deploy(n, p));
    let phantom = f.opt("phantom").map(|n| phantom(n, p));
    let ferry_node = f.opt("ferry");
    let ferry = ferry_node.map(|n| ferry(n, p));
    let moves = f.opt("move_ferries").map(|n| ferry_moves(n, p));
    let wagons = f.opt("wagons").map(|n| wagons(n, p));
    let ransom = f.opt("ransom").map(|n| ransom(n, p));
    let dragon = f.opt("dragon").map(|n| dragon_path(n, p));
    let escape = f.opt("escape").map(|n| {
        named_figure(
            n,
            "`escape`",
            "`escape` is `{at: [x, y], on: FEATURE}`: your knight leaving a besieged city",
            p,
        )
    });
    let builds = f.opt("castles").map(|n| castles(n, false, p));
    let castle_scores = f.opt("castle-scores").map(|n| castle_scores(n, p));
    let leave_city = f.opt("leave-city").map(|n| super::city::leave_city(n, p));
    let enter_city = f.opt("enter-city").map(|n| super::city::enter_city(n, p));
    let move_count = f.opt("move-count").map(|n| super::city::quarter(n, p));
    f.finish(ACTION_KEYS, p);
    let turn = Turn {
        place: place?,
        deploy: present(deploy)?,
        phantom: present(phantom)?,
        ferry: present(ferry)?,
        move_ferries: present(moves)?.unwrap_or_default(),
        wagons: present(wagons)?.unwrap_or_default(),
        ransom: present(ransom)?,
        dragon: present(dragon)?,
        escape: present(escape)?,
        castles: present(builds)?.unwrap_or_default(),
        castle_scores: present(castle_scores)?.unwrap_or_default(),
        leave_city: present(leave_city)?.unwrap_or_default(),
        enter_city: present(enter_city)?,
        move_count: present(move_count)?,
    };
    Some(Sp::new(Action::Turn(Box::new(turn)), node.span))
}

/// An optional key: absent is fine (`Some(None)`), present but unreadable
/// fails the whole (`None`).
pub(super) fn present<T>(read: Option<Option<T>>) -> Option<Option<T>> {
    match read {
        None => Some(None),
        Some(Some(v)) => Some(Some(v)),
        Some(None) => None,
    }
}

fn placement(node: &Node, p: &mut Problems) -> Option<Placement> {
    let mut f = Fields::of(
        node,
        "`place`",
        "`place` is a mapping: `{tile: base/U, at: [1, 0], rotation: 90}`",
        p,
    )?;
    let tile = f
        .req("tile", "name the tile to place by its catalogue id", p)
        .and_then(|n| text(n, "a tile id like `base/U`", p));
    let at = req_at(&mut f, "give the square as `at: [x, y]`", p);
    let rotation = rotation(f.opt("rotation"), p);
    f.finish(PLACE_KEYS, p);
    Some(Placement {
        span: node.span,
        tile: tile?,
        at: at?,
        rotation: rotation?,
    })
}

fn flight(node: &Node, p: &mut Problems) -> Option<Flight> {
    let mut f = Fields::of(
        node,
        "`fly`",
        "a flight is `{roll: 2, on: N}`; both keys may be left out",
        p,
    )?;
    let roll = f.opt("roll").map(|n| {
        let r = int(n, "the die shows 1, 2 or 3", p)?;
        if !(1..=3).contains(&r.value) {
            p.push(
                Problem::new(
                    "input::roll",
                    r.span,
                    format!("the flight die has no {}", r.value),
                )
                .label("not a face of the die")
                .help("the die shows 1, 2 or 3 (each twice)"),
            );
            return None;
        }
        Some(Sp::new(r.value as u8, r.span))
    });
    let on = f.opt("on").map(|n| on(n, p));
    f.finish(FLY_KEYS, p);
    Some(Flight {
        span: node.span,
        roll: present(roll)?,
        on: present(on)?,
    })
}

/// Each kind of deployment but the plainest has a key of its own. They are
/// looked for in this order, which decides the kind when several are given;
/// a `deploy` with none of them puts a figure from supply on the tile.
fn deploy(node: &Node, p: &mut Problems) -> Option<Sp<Deploy>> {
    let mut f = Fields::of(
        node,
        "`deploy`",
        "`deploy` is a mapping such as `{figure: follower, on: N}`",
        p,
    )?;
    let d = if let Some(n) = f.opt("floor") {
        tower_floor(f, n, p)
    } else if let Some(n) = f.opt("fairy") {
        lone_figure(f, n, ("fairy", "`fairy`", FAIRY_HELP), p).map(Deploy::Fairy)
    } else if let Some(n) = f.opt("princess") {
        lone_figure(f, n, ("princess", "`princess`", PRINCESS_HELP), p).map(Deploy::Princess)
    } else if let Some(n) = f.opt("festival") {
        lone_figure(f, n, ("festival", "`festival`", FESTIVAL_HELP), p).map(Deploy::Festival)
    } else if let Some(n) = f.opt("portal") {
        through_portal(f, n, p)
    } else if let Some(n) = f.opt("tower") {
        tower_top(f, n, p)
    } else if let Some(n) = f.opt("abbot") {
        abbot_return(f, n, p)
    } else {
        figure_from_supply(f, node, p)
    };
    d.map(|d| Sp::new(d, node.span))
}

const PRINCESS_HELP: &str = "`princess` is `{at: [x, y], on: FEATURE}`: the knight it sends home";
const FESTIVAL_HELP: &str = "`festival` is `{at: [x, y], on: FEATURE}` (or `corner: NE` for a barn): your figure taken back";

/// `floor: [x, y]`: a floor put on a tower, with the follower it captures
/// and the prisoner it exchanges, if any.
fn tower_floor(mut f: Fields, floor: &Node, p: &mut Problems) -> Option<Deploy> {
    let at = pos(floor, p);
    let capture = f.opt("capture").map(|n| capture(n, p));
    let exchange = f.opt("exchange").map(|n| figure_kind(n, p));
    f.finish(&["floor", "capture", "exchange"], p);
    Some(Deploy::Floor {
        at: at?,
        capture: present(capture)?,
        exchange: present(exchange)?,
    })
}

/// `fairy`, `princess` or `festival`: the figure named where it stands says
/// all there is to say, so that no other key may stand beside the one key,
/// which comes with its name in problems and its help.
fn lone_figure(
    f: Fields,
    named: &Node,
    (key, what, help): (&str, &'static str, &str),
    p: &mut Problems,
) -> Option<Sp<Capture>> {
    let figure = named_figure(named, what, help, p);
    f.finish(&[key], p);
    figure
}

/// `portal: {at, on}` with the `figure` that goes through it.
fn through_portal(mut f: Fields, portal: &Node, p: &mut Problems) -> Option<Deploy> {
    let figure = req_figure(
        &mut f,
        "say which figure goes through the portal: `figure: follower`",
        p,
    );
    let target = portal_target(portal, p);
    f.finish(&["figure", "portal"], p);
    let (at, on) = target?;
    Some(Deploy::Portal {
        figure: figure?,
        at,
        on,
    })
}

/// `tower: [x, y]` with the `figure` that goes on top of that tower.
fn tower_top(mut f: Fields, tower: &Node, p: &mut Problems) -> Option<Deploy> {
    let at = pos(tower, p);
    let figure = req_figure(
        &mut f,
        "say which follower goes on top: `figure: follower`",
        p,
    );
    f.finish(&["figure", "tower"], p);
    Some(Deploy::TowerTop {
        figure: figure?,
        at: at?,
    })
}

/// `abbot: return` with the tile the abbot comes back from.
fn abbot_return(mut f: Fields, abbot: &Node, p: &mut Problems) -> Option<Deploy> {
    let ok = word(abbot, &["return"], "abbot action", p);
    let at = req_at(
        &mut f,
        "say which tile the abbot comes back from: `at: [x, y]`",
        p,
    );
    f.finish(&["abbot", "at"], p);
    ok?;
    Some(Deploy::AbbotReturn { at: at? })
}

/// A figure from supply: `on` a feature, at a `corner`, or in flight with
/// `fly`. A figure placed or flown that cannot itself be read, a flight that
/// cannot be read, and a landing given beside a flight all end the reading
/// before the unknown keys are reported.
fn figure_from_supply(mut f: Fields, node: &Node, p: &mut Problems) -> Option<Deploy> {
    let figure = req_figure(&mut f, "say which figure: `figure: follower`", p);
    let on_node = f.opt("on");
    let corner_node = f.opt("corner");
    let d = if let Some(n) = f.opt("fly") {
        let fl = flight(n, p);
        if let Some(extra) = on_node.or(corner_node) {
            p.push(landing_beside_flight(extra.span));
            return None;
        }
        Some(Deploy::Fly {
            figure: figure?,
            flight: fl?,
        })
    } else {
        match spot_of(on_node, corner_node, node, p) {
            Some(Sp {
                value: Spot::On(o),
                span,
            }) => Some(Deploy::On {
                figure: figure?,
                on: Sp::new(o, span),
            }),
            Some(Sp {
                value: Spot::Corner(c),
                span,
            }) => Some(Deploy::Corner {
                figure: figure?,
                corner: Sp::new(c, span),
            }),
            Some(Sp {
                value: Spot::Tower,
                span,
            }) => {
                p.push(tower_as_feature(span));
                None
            }
            None => None,
        }
    };
    f.finish(&DEPLOY_KEYS[..4], p);
    d
}

fn landing_beside_flight(extra: Span) -> Problem {
    Problem::new(
        "input::spot",
        extra,
        "a flying figure lands where the flight takes it",
    )
    .label("not used with `fly`")
    .help("put the landing feature inside the flight: `fly: {roll: 2, on: N}`")
}

fn tower_as_feature(on: Span) -> Problem {
    Problem::new(
        "input::spot",
        on,
        "a follower goes on top of a tower by naming the tower's square",
    )
    .label("`on: tower` in `deploy`")
    .help("write `deploy: {figure: follower, tower: [x, y]}`")
}

/// `capture: {at: [x, y], on: FEATURE}` (`on: tower` for the top of a
/// tower), with `owner` and `figure` when several figures stand there.
fn capture(node: &Node, p: &mut Problems) -> Option<Sp<Capture>> {
    named_figure(
        node,
        "`capture`",
        "`capture` is `{at: [x, y], on: FEATURE}`, or `on: tower` for a follower on a tower",
        p,
    )
}

/// Where a figure stands, as an action names it: a feature, a corner, or
/// the top of a tower.
fn standpoint(spot: Option<Sp<Spot>>) -> Option<Sp<carc_core::position::Standpoint>> {
    use carc_core::position::Standpoint;
    let Sp { value, span } = spot?;
    let on = match value {
        Spot::On(o) => Standpoint::Feature(o),
        Spot::Corner(c) => Standpoint::Corner(c),
        Spot::Tower => Standpoint::Tower,
    };
    Some(Sp::new(on, span))
}

const FAIRY_HELP: &str = "`fairy` is `{at: [x, y], on: FEATURE}`: the follower it stands next to";

/// A figure named where it stands: `{at: [x, y], on: FEATURE}` (or `corner`,
/// or `on: tower`), with `owner` and `figure` when several stand there.
fn named_figure(
    node: &Node,
    what: &'static str,
    help: &str,
    p: &mut Problems,
) -> Option<Sp<Capture>> {
    let mut f = Fields::of(node, what, help, p)?;
    let at = req_at(&mut f, "say which square: `at: [x, y]`", p);
    let on = standpoint(spot(&mut f, node, p));
    let owner = f
        .opt("owner")
        .map(|n| text(n, "the owner is a player's name", p));
    let figure = f.opt("figure").map(|n| figure_kind(n, p));
    f.finish(CAPTURE_KEYS, p);
    Some(Sp::new(
        Capture {
            at: at?,
            on: on?,
            owner: present(owner)?,
            figure: present(figure)?,
        },
        node.span,
    ))
}

/// The position's `fairy`: `{at: [x, y]}` alone (next to nobody), or next
/// to the follower it names.
fn fairy_spot(node: &Node, p: &mut Problems) -> Option<Sp<FairySpot>> {
    let alone = matches!(&node.value, Value::Map(items) if items.len() == 1 && items[0].0.as_str() == Some("at"));
    if alone {
        let mut f = Fields::of(node, "`fairy`", FAIRY_HELP, p)?;
        let at = req_at(&mut f, "say which square: `at: [x, y]`", p);
        f.finish(&["at"], p);
        return Some(Sp::new(
            FairySpot {
                at: at?,
                next_to: None,
            },
            node.span,
        ));
    }
    let c = named_figure(node, "`fairy`", FAIRY_HELP, p)?;
    Some(Sp::new(
        FairySpot {
            at: c.value.at.clone(),
            next_to: Some(c.clone()),
        },
        node.span,
    ))
}

/// `portal: {at: [x, y], on: FEATURE}` (a `corner` is read, for the judge
/// to say that the barn never goes through a portal).
fn portal_target(
    node: &Node,
    p: &mut Problems,
) -> Option<(Sp<Pos>, Sp<carc_core::position::Standpoint>)> {
    let mut f = Fields::of(
        node,
        "`portal`",
        "`portal` is `{at: [x, y], on: FEATURE}`: where the figure goes",
        p,
    )?;
    let at = req_at(&mut f, "say which square: `at: [x, y]`", p);
    let on = standpoint(spot(&mut f, node, p));
    f.finish(&["at", "on", "corner"], p);
    Some((at?, on?))
}

/// The dragon's squares: `[[x, y], …]`, at most twice its six steps (the
/// judge says what is wrong with a list longer than six).
fn dragon_path(node: &Node, p: &mut Problems) -> Option<Sp<Vec<Sp<Pos>>>> {
    const HELP: &str = "`dragon` lists the squares the dragon moves to, e.g. `[[1, 0], [1, 1]]`";
    let items = seq(node, HELP, p)?;
    if items.len() > 12 {
        p.push(
            Problem::new(
                "input::too-large",
                node.span,
                "the dragon moves at most six steps",
            )
            .label(format!("{} squares", items.len()))
            .help(HELP),
        );
        return None;
    }
    let squares: Vec<Sp<Pos>> = items.iter().filter_map(|n| pos(n, p)).collect();
    (squares.len() == items.len()).then(|| Sp::new(squares, node.span))
}

/// `ransom: {from: blue, figure: follower}`.
fn ransom(node: &Node, p: &mut Problems) -> Option<Sp<Ransom>> {
    let mut f = Fields::of(
        node,
        "`ransom`",
        "`ransom` is `{from: PLAYER, figure: FIGURE}`",
        p,
    )?;
    let from = f
        .req("from", "say who holds the prisoner: `from: blue`", p)
        .and_then(|n| text(n, "a player's name", p));
    let figure = req_figure(&mut f, "say which of your figures: `figure: follower`", p);
    f.finish(&["from", "figure"], p);
    Some(Sp::new(
        Ransom {
            from: from?,
            figure: figure?,
        },
        node.span,
    ))
}

fn phantom(node: &Node, p: &mut Problems) -> Option<Sp<PhantomDeploy>> {
    let mut f = Fields::of(
        node,
        "`phantom`",
        "the phantom is `{on: POINT}` or `{fly: {roll: 2}}`",
        p,
    )?;
    let on_node = f.opt("on");
    let fly_node = f.opt("fly");
    f.finish(&["on", "fly"], p);
    let d = match (on_node, fly_node) {
        (Some(n), None) => PhantomDeploy::On(on(n, p)?),
        (None, Some(n)) => PhantomDeploy::Fly(flight(n, p)?),
        _ => {
            p.push(
                Problem::new(
                    "input::phantom",
                    node.span,
                    "the phantom needs exactly one of `on` and `fly`",
                )
                .label("here")
                .help("write `phantom: {on: S}` or `phantom: {fly: {roll: 1}}`"),
            );
            return None;
        }
    };
    Some(Sp::new(d, node.span))
}

fn ferry_moves(node: &Node, p: &mut Problems) -> Option<Vec<FerryMove>> {
    const HELP: &str = "each move is `{at: [x, y], to: [N, E]}`";
    list_of(node, "a ferry move", HELP, p, |mut f, item, p| {
        let at = req_at(&mut f, "say which lake: `at: [x, y]`", p);
        let to = f
            .req("to", "say which two road ends it joins: `to: [N, E]`", p)
            .and_then(|n| ferry(n, p));
        f.finish(&["at", "to"], p);
        Some(FerryMove {
            span: item.span,
            at: at?,
            to: to?,
        })
    })
}

fn wagons(node: &Node, p: &mut Problems) -> Option<Vec<WagonChoice>> {
    const HELP: &str =
        "each choice is `{owner: red, to: supply}` or `{owner: red, to: {at: [x, y], on: N}}`";
    list_of(node, "a wagon choice", HELP, p, |mut f, item, p| {
        let owner = req_owner(&mut f, "say whose wagon: `owner: red`", p);
        let to = f
            .req("to", "say where the wagon goes", p)
            .and_then(|n| wagon_target(n, p));
        f.finish(&["owner", "to"], p);
        Some(WagonChoice {
            span: item.span,
            owner: owner?,
            to: to?,
        })
    })
}

fn wagon_target(node: &Node, p: &mut Problems) -> Option<Sp<WagonTarget>> {
    const HELP: &str = "a wagon goes `to: supply` or `to: {at: [x, y], on: POINT}`";
    if let Value::Str(s) = &node.value {
        if s == "supply" {
            return Some(Sp::new(WagonTarget::Supply, node.span));
        }
        p.push(
            Problem::new(
                "input::wagon-target",
                node.span,
                format!("`{s}` is not a place for a wagon"),
            )
            .label("not `supply` nor a feature")
            .help(HELP),
        );
        return None;
    }
    let (at, on) = feature_at(node, "a wagon target", HELP, p)?;
    Some(Sp::new(WagonTarget::Feature { at, on }, node.span))
}

fn expect(node: &Node, p: &mut Problems) -> Option<Expect> {
    let mut f = Fields::of(
        node,
        "`expect`",
        "`expect` is a mapping with `verdict`, `scores`, `returned`, `cites`, `not-cites`, `rule`, `figures`, `double-turn`, `goods`",
        p,
    )?;
    let verdict = f
        .req(
            "verdict",
            "an `expect` block says at least the verdict: `verdict: legal` or `verdict: illegal`",
            p,
        )
        .map(|n| {
            word(n, &["legal", "illegal"], "verdict", p).map(|w| {
                let v = if w.value == "legal" {
                    Verdict::Legal
                } else {
                    Verdict::Illegal
                };
                Sp::new(v, w.span)
            })
        });
    let scores = f.opt("scores").map(|n| points_by_player(n, p));
    let returned = f.opt("returned").map(|n| returned(n, p));
    let cites = f.opt("cites").map(|n| citations(n, p));
    let not_cites = f.opt("not-cites").map(|n| citations(n, p));
    let rule = f
        .opt("rule")
        .map(|n| text(n, "the rule is a citation like `car:fn154`", p));
    let figures = f.opt("figures").map(|n| expected_figures(n, p));
    let double_turn = f.opt("double-turn").map(|n| match &n.value {
        Value::Bool(b) => Some(Sp::new(*b, n.span)),
        _ => {
            p.push(
                Problem::new(
                    "input::bad-value",
                    n.span,
                    format!("`double-turn` is true or false, not {}", n.kind_name()),
                )
                .label("not a boolean")
                .help(
                    "write `double-turn: true` (the builder's second turn is granted) or `false`",
                ),
            );
            None
        }
    });
    let goods = f.opt("goods").map(|n| goods(n, p));
    let prisoners = f.opt("prisoners").map(|n| prisoners(n, p));
    let dragon = f.opt("dragon").map(|n| pos(n, p));
    let castles = f.opt("castles").map(|n| castles(n, true, p));
    let offers = f.opt("offers").map(|n| offers(n, p));
    let city = f
        .opt("city-of-carcassonne")
        .map(|n| super::city::city(n, p));
    f.finish(EXPECT_KEYS, p);
    Some(Expect {
        span: node.span,
        verdict: present(verdict)?,
        scores,
        returned,
        cites: present(cites)?.unwrap_or_default(),
        not_cites: present(not_cites)?.unwrap_or_default(),
        rule: present(rule)?,
        figures: present(figures)?,
        double_turn: present(double_turn)?,
        goods,
        prisoners,
        dragon: present(dragon)?,
        castles: present(castles)?,
        offers: present(offers)?,
        city: present(city)?,
    })
}

/// `offers:` under `expect`: the choices the ruling leaves open, each
/// `{kind, player, at, on}` (`at` and `on` for the kinds that name a
/// feature, not for `enter-city`).
fn offers(node: &Node, p: &mut Problems) -> Option<Vec<OfferEntry>> {
    const HELP: &str = "each choice left open is `{kind: castle, at: [x, y], on: FEATURE}` (or `kind: escape`, `kind: leave-city`), or `{kind: enter-city, player: red}`; `offers: []` expects none";
    list_of(node, "a choice left open", HELP, p, |mut f, item, p| {
        let kind = f
            .req(
                "kind",
                "say which choice: `kind: castle`, `escape`, `enter-city` or `leave-city`",
                p,
            )
            .and_then(|n| word(n, &OfferKind::NAMES, "kind of choice", p))
            .and_then(|w| {
                let i = OfferKind::NAMES.iter().position(|k| *k == w.value)?;
                Some(Sp::new(OfferKind::ALL[i], w.span))
            });
        let player = f
            .opt("player")
            .map(|n| text(n, "the player is a player's name", p));
        let names_feature = kind
            .as_ref()
            .is_none_or(|k| k.value != OfferKind::EnterCity);
        let (at, on) = if names_feature {
            let (at, on) = req_feature(&mut f, "name the feature: `on: N`", p);
            (at.map(Some), on.map(Some))
        } else {
            (Some(None), Some(None))
        };
        let keys: &[&str] = if names_feature {
            &["kind", "player", "at", "on"]
        } else {
            &["kind", "player"]
        };
        f.finish(keys, p);
        Some(OfferEntry {
            span: item.span,
            kind: kind?,
            player: present(player)?,
            at: at?,
            on: on?,
        })
    })
}

/// `figures:` under `expect`: figures that must stand on the table after
/// the action, each `{owner, figure, at, on}` (or `corner` for a barn).
fn expected_figures(node: &Node, p: &mut Problems) -> Option<Vec<ExpectFigure>> {
    const HELP: &str = "`figures` lists figures on the table after the action: `[{owner: red, figure: wagon, at: [1, 0], on: N}]`";
    list_of(node, "an expected figure", HELP, p, |mut f, item, p| {
        let owner = req_owner(&mut f, "say whose figure it is: `owner: red`", p);
        let figure = req_figure(&mut f, "say which figure: `figure: wagon`", p);
        let at = req_at(&mut f, "say which square: `at: [1, 0]`", p);
        let spot = spot(&mut f, item, p);
        f.finish(EXPECT_FIGURE_KEYS, p);
        Some(ExpectFigure {
            span: item.span,
            owner: owner?,
            figure: figure?,
            at: at?,
            spot: spot?,
        })
    })
}

fn returned(node: &Node, p: &mut Problems) -> FiguresByPlayer {
    const HELP: &str = "figures back to supply per player, e.g. `{red: [follower, mayor]}`";
    by_player(node, HELP, p)
        .into_iter()
        .filter_map(|(name, v)| {
            let items = seq(v, HELP, p)?;
            Some((
                name,
                items.iter().filter_map(|n| figure_kind(n, p)).collect(),
            ))
        })
        .collect()
}

fn citations(node: &Node, p: &mut Problems) -> Option<Vec<Sp<String>>> {
    let items = seq(
        node,
        "`cites` is a list such as `[car:fn162, base:score-city]`",
        p,
    )?;
    Some(
        items
            .iter()
            .filter_map(|n| text(n, "a citation like `car:fn162`", p))
            .collect(),
    )
}

/// Castles, each `{owner: red, at: [x, y], on: FEATURE}` (a tile of the
/// small city and its city there); without `owner` where `owned` is false
/// (the action's small cities to turn into castles).
fn castles(node: &Node, owned: bool, p: &mut Problems) -> Option<Vec<CastleEntry>> {
    let help = if owned {
        "each castle is `{owner: red, at: [x, y], on: FEATURE}`: a tile of its small city and the city there"
    } else {
        "each small city to turn into a castle is `{at: [x, y], on: FEATURE}`"
    };
    let known: &[&str] = if owned {
        &["owner", "at", "on"]
    } else {
        &["at", "on"]
    };
    list_of(node, "a castle", help, p, |mut f, item, p| {
        let owner = owned.then(|| req_owner(&mut f, "say whose castle: `owner: red`", p));
        let (at, on) = req_feature(&mut f, "name the city: `on: N`", p);
        f.finish(known, p);
        Some(CastleEntry {
            span: item.span,
            owner: present(owner)?,
            at: at?,
            on: on?,
        })
    })
}

/// A feature named by a square and a feature of its tile: `{at: [x, y],
/// on: FEATURE}` (a castle's `from`, a figure's `to`).
pub(super) fn feature_at(
    node: &Node,
    what: &'static str,
    help: &str,
    p: &mut Problems,
) -> Option<(Sp<Pos>, Sp<On>)> {
    let mut f = Fields::of(node, what, help, p)?;
    let (at, on) = req_feature(&mut f, "name the feature: `on: N`", p);
    f.finish(&["at", "on"], p);
    Some((at?, on?))
}

/// `castle-scores: [{castle: [x, y], from: {at: [x, y], on: FEATURE}}]`.
fn castle_scores(node: &Node, p: &mut Problems) -> Option<Vec<CastleScoreEntry>> {
    const HELP: &str = "each choice is `{castle: [x, y], from: {at: [x, y], on: FEATURE}}`";
    list_of(node, "a castle's choice", HELP, p, |mut f, item, p| {
        let castle = f
            .req(
                "castle",
                "say which castle, by a square of it: `castle: [x, y]`",
                p,
            )
            .and_then(|n| pos(n, p));
        let from = f
            .req(
                "from",
                "say which feature it scores: `from: {at: [x, y], on: N}`",
                p,
            )
            .and_then(|n| feature_at(n, "`from`", HELP, p));
        f.finish(&["castle", "from"], p);
        let (at, on) = from?;
        Some(CastleScoreEntry {
            span: item.span,
            castle: castle?,
            at,
            on,
        })
    })
}
