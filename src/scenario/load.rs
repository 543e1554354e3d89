//! From YAML text to a [`Scenario`], collecting every problem of the file.

use crate::diag::{Problem, Text, msg, quoted};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::{Corner, Point, Rotation};
use crate::scenario::shape::Mapping;
use crate::yaml::{self, Node, Span, Value};

use super::format::{
    AGAIN, BOARD_FIGURE, BOARD_TILE, CAPTURE, EXPECT_FIGURE, FEATURE_AT, FINAL_SCORING,
    FROM_SUPPLY, MAX_FIGURES, MAX_POINTS, PLACE,
};
use super::read::{
    Fields, Problems, by_player, each, each_of, given_twice, int, keep_once, list_of, pos, seq,
    text, word,
};
use super::*;
use super::{
    abbey_mayor, abbot, builder, castles, count, ferries, festival, flier, phantom,
    princess_dragon, sieges, tower, traders_builders,
};

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
                    msg("diag-limit-reached-here"),
                    msg("diag-yaml-limit-help").arg("bytes", src.len()),
                )
            } else if m.contains("tag") {
                (
                    msg("diag-yaml-tag"),
                    msg("diag-remove-tag-scenario-values-are"),
                )
            } else if m.contains("second YAML document") {
                (
                    msg("diag-second-document"),
                    msg("diag-one-scenario-per-file-move"),
                )
            } else {
                (
                    msg("diag-yaml-parser-stopped-here"),
                    msg("diag-check-indentation-spaces-tabs-quotes"),
                )
            };
            // The parser's own words (a limit, a stray character) are
            // quoted as they are: they come from the YAML reader.
            let message = msg("diag-not-yaml").arg("reason", e.words);
            let p = Problem::new("input::yaml", e.span, message)
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
                msg("diag-file-holds-no-scenario"),
            )
            .label(msg("diag-nothing-but-comments-blank-lines"))
            .help(msg("diag-scenario-needs-least-title-rules")),
        );
        return None;
    }
    let mut f = Fields::of(
        root,
        msg("diag-the-scenario"),
        &msg("diag-scenario-mapping-keys-like-title"),
        p,
    )?;
    let title = f.read(
        "title",
        &msg("diag-add-line-title-what-scenario"),
        p,
        |n, p| text(n, &msg("diag-title-free-text"), p),
    );
    let source = f
        .opt("source")
        .and_then(|n| text(n, &msg("diag-source-free-text"), p));
    let rules = f.read("rules", &msg("diag-say-what-play-e-g"), p, rules);
    let wagon_move = match f.opt("variants") {
        Some(n) => abbey_mayor::variants(n, p),
        None => Some(Sp::new(WagonMove::default(), Span::default())),
    };
    let players = f.read(
        "players",
        &msg("diag-list-players-turn-order-e"),
        p,
        players,
    );
    let current = f
        .opt("current")
        .and_then(|n| text(n, &msg("diag-current-names-player"), p));
    let scores = f
        .opt("scores")
        .map(|n| points_by_player(n, p))
        .unwrap_or_default();
    let supply = f.opt("supply").map(|n| supply(n, p));
    let goods = f
        .opt("goods")
        .map(|n| traders_builders::goods(n, p))
        .unwrap_or_default();
    let prisoners = f
        .opt("prisoners")
        .map(|n| tower::prisoners(n, p))
        .unwrap_or_default();
    let dragon = f.opt("dragon").map(|n| pos(n, p));
    let fairy = f.opt("fairy").map(|n| princess_dragon::fairy_spot(n, p));
    let castles = f.opt("castles").map(|n| castles::castles(n, true, p));
    let city = f.opt("city-of-carcassonne").map(|n| count::city(n, p));
    let set_aside = f.opt("set-aside").map(|n| {
        let help = msg("diag-set-aside-tile-ids");
        each(n, &help, p, |item, p| text(item, &help, p))
    });
    let board = f
        .req("board", &msg("diag-list-tiles-table-under-board"), p)
        .map(|n| board(n, p));
    let action = f.read("action", &msg("diag-give-proposed-turn-e-g"), p, action);
    let expect = f.opt("expect").and_then(|n| expect(n, p));
    let box_keys = BoxKeys::keep(
        &mut f,
        crate::translate::BOXES
            .iter()
            .flat_map(|b| b.position_keys().iter().map(|k| k.name)),
    );
    f.finish(&super::format::scenario().names(), p);
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
        set_aside: present(set_aside)?.unwrap_or_default(),
        box_keys,
        board: board?,
        action: action?,
        expect,
    })
}

fn rules(node: &Node, p: &mut Problems) -> Option<Sp<Vec<Sp<RuleSet>>>> {
    let items = seq(node, &msg("diag-rules-list-such-base-abbey"), p)?;
    let mut out: Vec<(Sp<RuleSet>, ())> = Vec::new();
    for n in items {
        if let Some(w) = word(n, &RuleSet::NAMES, &msg("diag-rule-set"), p) {
            let r = Sp::new(RuleSet::parse(w.value).expect("listed name"), w.span);
            let twice = (
                "input::duplicate-value",
                msg("diag-list-each-rule-set-once"),
            );
            keep_once(&mut out, (r, ()), p, twice, |_| {
                msg("diag-listed-twice").arg("name", w.value)
            });
        }
    }
    Some(Sp::new(
        out.into_iter().map(|(r, ())| r).collect(),
        node.span,
    ))
}

fn players(node: &Node, p: &mut Problems) -> Option<Vec<Sp<String>>> {
    let items = seq(node, &msg("diag-players-list-such-red-blue"), p)?;
    let mut out: Vec<Sp<String>> = Vec::new();
    // Seen names by position in `out`: linear in the number of players.
    let mut seen: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for n in items {
        let Some(name) = text(n, &msg("diag-player-named-word-quote-names"), p) else {
            continue;
        };
        if let Some(first) = seen.get(&name.value).map(|i| &out[*i]) {
            p.push(given_twice(
                "input::duplicate-player",
                name.span,
                first.span,
                msg("diag-player-listed-twice").arg("name", &name.value),
                msg("diag-each-player-appears-once-players"),
            ));
            continue;
        }
        seen.insert(name.value.clone(), out.len());
        out.push(name);
    }
    if out.is_empty() && items.is_empty() {
        p.push(Problem::says(
            "input::no-players",
            node.span,
            msg("diag-no-players"),
        ));
    }
    Some(out)
}

fn points_by_player(node: &Node, p: &mut Problems) -> Vec<(Sp<String>, Sp<i64>)> {
    const HELP: Text = msg("diag-points-per-player-e-g");
    let mut out = Vec::new();
    for (name, v) in by_player(node, &HELP, p) {
        let Some(n) = int(v, &HELP, p) else { continue };
        if n.value.unsigned_abs() > MAX_POINTS as u64 {
            p.push(
                Problem::new(
                    "input::too-large",
                    n.span,
                    msg("diag-more-points-than-any-game"),
                )
                .label(msg("diag-out-range"))
                .help(msg("diag-points-stay-within").arg("max", MAX_POINTS)),
            );
            continue;
        }
        out.push((name, n));
    }
    out
}

/// Words players use for a follower by the role it takes where it stands.
/// (`diag-role-help` says where each stands.)
const ROLE_WORDS: [&str; 6] = ["knight", "highwayman", "thief", "monk", "farmer", "meeple"];

pub(super) fn figure_kind(node: &Node, p: &mut Problems) -> Option<Sp<FigureKind>> {
    // A role is where a follower stands, not a figure of its own: say how
    // to write it instead of guessing a spelling.
    if let Some(w) = node.as_str()
        && let Some(role) = ROLE_WORDS.iter().find(|role| w.eq_ignore_ascii_case(role))
    {
        p.push(
            Problem::says(
                "input::unknown-value",
                node.span,
                msg("diag-a-role").arg("word", w),
            )
            .help(msg("diag-role-help").arg("role", *role)),
        );
        return None;
    }
    word(node, &FigureKind::NAMES, &msg("diag-word-figure"), p)
        .and_then(|w| FigureKind::parse(w.value).map(|k| Sp::new(k, w.span)))
}

/// `owner: PLAYER`, required. Each entry asks for it in words of its own,
/// and all read it alike.
pub(super) fn req_owner(f: &mut Fields, help: &Text, p: &mut Problems) -> Option<Sp<String>> {
    f.read("owner", help, p, |n, p| {
        text(n, &msg("diag-owner-player-name"), p)
    })
}

/// `figure: KIND`, required; like the owner, asked for in the entry's words.
pub(super) fn req_figure(f: &mut Fields, help: &Text, p: &mut Problems) -> Option<Sp<FigureKind>> {
    f.read("figure", help, p, figure_kind)
}

/// `at: [x, y]`, required; like the owner, asked for in the entry's words.
pub(super) fn req_at(f: &mut Fields, help: &Text, p: &mut Problems) -> Option<Sp<Pos>> {
    f.read("at", help, p, pos)
}

/// `at: [x, y]` and `on: FEATURE`, both required: a feature of a tile on
/// the table, as castles, offers and targets name it.
pub(super) fn req_feature(
    f: &mut Fields,
    on_help: &Text,
    p: &mut Problems,
) -> (Option<Sp<Pos>>, Option<Sp<On>>) {
    let at = req_at(f, &msg("diag-say-which-square-x-y"), p);
    let on = f.read("on", on_help, p, on);
    (at, on)
}

/// Counts per player and key: `{red: {KEY: N, ...}, ...}`. Each count is a
/// whole number from 0; `too_many` says what is wrong with one beyond what
/// the key allows.
type KeyOf<'a, K> = &'a dyn Fn(&Node, &mut Problems) -> Option<Sp<K>>;
type TooMany<'a, K> = &'a dyn Fn(K, &Sp<i64>) -> Option<Problem>;

pub(super) fn counts_by_player<K>(
    node: &Node,
    p: &mut Problems,
    (help, what): (&Text, &Text),
    key_of: KeyOf<'_, K>,
    too_many: TooMany<'_, K>,
) -> CountsByPlayer<K>
where
    K: Copy,
{
    let mut out = Vec::new();
    for (name, v) in by_player(node, help, p) {
        let Value::Map(items) = &v.value else {
            p.type_error(v, what.clone(), help);
            continue;
        };
        let mut counts = Vec::new();
        for (k, n) in items {
            let (Some(key), Some(count)) = (key_of(k, p), int(n, help, p)) else {
                continue;
            };
            if count.value < 0 {
                p.push(Problem::says(
                    "input::negative",
                    count.span,
                    msg("diag-count-cannot-negative"),
                ));
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

fn supply(node: &Node, p: &mut Problems) -> Hands {
    const HELP: Text = msg("diag-figures-hand-per-player-e");
    let too_many = |_: FigureKind, count: &Sp<i64>| {
        (count.value > MAX_FIGURES).then(|| {
            Problem::new(
                "input::too-large",
                count.span,
                msg("diag-more-figures-than-any-game"),
            )
            .label(msg("diag-out-range"))
            .help(msg("diag-hand-holds-at-most").arg("max", MAX_FIGURES))
        })
    };
    counts_by_player(
        node,
        p,
        (&HELP, &msg("diag-mapping-from-figure-count")),
        &figure_kind,
        &too_many,
    )
}

pub(super) fn rotation(node: Option<&Node>, p: &mut Problems) -> Option<Sp<Rotation>> {
    const HELP: Text = msg("diag-rotation-clockwise-degrees-0-90");
    let Some(node) = node else {
        return Some(Sp::new(Rotation::default(), Span::default()));
    };
    let deg = int(node, &HELP, p)?;
    match Rotation::from_degrees(deg.value) {
        Some(r) => Some(Sp::new(r, deg.span)),
        None => {
            p.push(
                Problem::says(
                    "input::rotation",
                    deg.span,
                    msg("diag-not-a-rotation").arg("value", deg.value.to_string()),
                )
                .help(&HELP),
            );
            None
        }
    }
}

pub(super) fn on(node: &Node, p: &mut Problems) -> Option<Sp<On>> {
    let known: Vec<&'static str> = Point::NAMES
        .iter()
        .chain(On::CENTRES.iter())
        .copied()
        .collect();
    let w = word(node, &known, &msg("diag-feature-name"), p)?;
    let on = match Point::parse(w.value) {
        Some(pt) => On::Point(pt),
        None => On::Centre(w.value),
    };
    Some(Sp::new(on, w.span))
}

fn corner(node: &Node, p: &mut Problems) -> Option<Sp<Corner>> {
    word(node, &["NE", "SE", "SW", "NW"], &msg("diag-word-corner"), p)
        .map(|w| Sp::new(Corner::parse(w.value).expect("listed name"), w.span))
}

fn board(node: &Node, p: &mut Problems) -> Vec<BoardEntry> {
    let helps = (
        &msg("diag-board-list-tiles-each-tile"),
        &msg("diag-each-board-entry-mapping-tile"),
    );
    each_of(node, msg("diag-board-tile"), helps, p, board_entry).unwrap_or_default()
}

fn board_entry(mut f: Fields, node: &Node, p: &mut Problems) -> Option<BoardEntry> {
    let tile = f.read(
        "tile",
        &msg("diag-name-tile-catalogue-id-carc"),
        p,
        |n, p| text(n, &msg("diag-tile-id-like-base-d"), p),
    );
    let at = req_at(&mut f, &msg("diag-give-square-x-y"), p);
    let rotation = rotation(f.opt("rotation"), p);
    let figures = match f.opt("figures") {
        Some(n) => {
            let helps = (
                &msg("diag-figures-list-owner-red-figure"),
                &msg("diag-figure-owner-red-figure-follower"),
            );
            each_of(n, msg("diag-a-figure"), helps, p, figure_entry)
        }
        None => Some(Vec::new()),
    };
    let ferry = f.opt("ferry").map(|n| ferries::ferry(n, p));
    let tower = f.opt("tower").map(|n| tower::floors(n, p));
    f.finish(&BOARD_TILE.names(), p);
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

fn figure_entry(mut f: Fields, node: &Node, p: &mut Problems) -> Option<FigureEntry> {
    let owner = req_owner(&mut f, &msg("diag-say-whose-figure-owner-red"), p);
    let figure = req_figure(&mut f, &msg("diag-say-which-figure-figure-follower"), p);
    let spot = spot(&mut f, node, p);
    f.finish(&BOARD_FIGURE.key_names(), p);
    Some(FigureEntry {
        span: node.span,
        owner: owner?,
        figure: figure?,
        spot: spot?,
    })
}

/// `on:` or `corner:`, exactly one of them.
pub(super) fn spot(f: &mut Fields, node: &Node, p: &mut Problems) -> Option<Sp<Spot>> {
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
            p.push(Problem::says(
                "input::spot",
                c.span,
                msg("diag-figure-stands-either-feature-corner"),
            ));
            None
        }
        (None, None) => {
            p.push(Problem::says(
                "input::missing-key",
                node.span,
                msg("diag-figure-does-say-where-stands"),
            ));
            None
        }
    }
}

fn action(node: &Node, p: &mut Problems) -> Option<Sp<Action>> {
    if let Value::Str(s) = &node.value {
        if s == "final-scoring" {
            return Some(Sp::new(Action::FinalScoring(Vec::new()), node.span));
        }
        p.push(Problem::says(
            "input::action",
            node.span,
            msg("diag-unknown-action").arg("word", s),
        ));
        return None;
    }
    let mut f = Fields::of(
        node,
        msg("diag-the-action"),
        &msg("diag-action-final-scoring-mapping-place"),
        p,
    )?;
    if let Some(end) = f.opt("final-scoring") {
        let choices = count::final_choices(end, p);
        f.finish(&FINAL_SCORING.names(), p);
        return choices.map(|c| Sp::new(Action::FinalScoring(c), node.span));
    }
    let turn = turn_keys(f, super::format::turn(), None, p)?;
    Some(Sp::new(Action::Turn(Box::new(turn)), node.span))
}

/// The most entries `also` holds: more than any turn can try.
const MAX_ALSO: usize = 8;

/// A turn's keys, those of `keys` alone (any other is unknown there): the
/// turn itself, the next tile of a double turn, or (with `place` left out
/// and the turn's own placement given as `tile_of`) parts of the tile's
/// turn tried once more.
fn turn_keys(
    mut f: Fields,
    keys: &Mapping,
    tile_of: Option<&Placement>,
    p: &mut Problems,
) -> Option<Turn> {
    let names = keys.names();
    let mut opt = |key: &str| {
        if names.contains(&key) {
            f.opt(key)
        } else {
            None
        }
    };
    let place_node = opt("place");
    let deploy = opt("deploy").map(|n| deploy(n, p));
    let phantom = opt("phantom").map(|n| phantom::phantom(n, p));
    let ferry = opt("ferry").map(|n| ferries::ferry(n, p));
    let moves = opt("move_ferries").map(|n| ferries::ferry_moves(n, p));
    let wagons = opt("wagons").map(|n| abbey_mayor::wagons(n, p));
    let ransom = opt("ransom").map(|n| tower::ransom(n, p));
    let dragon = opt("dragon").map(|n| princess_dragon::dragon_path(n, p));
    let escape = opt("escape").map(|n| sieges::escape(n, p));
    let builds = opt("castles").map(|n| castles::castles(n, false, p));
    let castle_scores = opt("castle-scores").map(|n| castles::castle_scores(n, p));
    let leave_city = opt("leave-city").map(|n| count::leave_city(n, p));
    let enter_city = opt("enter-city").map(|n| count::enter_city(n, p));
    let move_count = opt("move-count").map(|n| count::quarter(n, p));
    let also = opt("also").map(|n| also(n, p));
    let place = match (place_node, tile_of) {
        (Some(n), _) => placement(n, p),
        (None, Some(own)) => Some(own.clone()),
        (None, None) => {
            f.req("place", &msg("diag-turn-starts-placing-tile-place"), p);
            None
        }
    };
    let box_keys = BoxKeys::keep(
        &mut f,
        crate::translate::BOXES
            .iter()
            .flat_map(|b| b.turn_keys().iter().map(|k| k.name))
            .filter(|k| names.contains(k)),
    );
    f.finish(&names, p);
    let mut turn = Turn {
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
        box_keys,
        also: Vec::new(),
    };
    if let Some(entries) = present(also)? {
        // Every entry is read, so that one run reports all their problems.
        let read: Vec<Option<Sp<AlsoEntry>>> = entries
            .into_iter()
            .map(|(node, tile)| also_entry(node, tile, &turn.place, p))
            .collect();
        turn.also = read.into_iter().collect::<Option<Vec<_>>>()?;
    }
    Some(turn)
}

/// `also`: a list of what the player tries after the rest of the turn,
/// each entry's node and whether it places a tile of its own.
fn also<'n>(node: &'n Node, p: &mut Problems) -> Option<Vec<(&'n Node, bool)>> {
    let items = seq(node, &msg("diag-also-list-such-deploy-figure"), p)?;
    if items.len() > MAX_ALSO {
        p.push(Problem::says(
            "input::too-many",
            node.span,
            msg("diag-also-holds")
                .arg("count", items.len())
                .arg("max", MAX_ALSO),
        ));
        return None;
    }
    let mut out = Vec::new();
    let mut ok = true;
    for item in items {
        match &item.value {
            Value::Map(entries) => {
                let tile = entries.iter().any(|(k, _)| k.as_str() == Some("place"));
                out.push((item, tile));
            }
            _ => {
                p.type_error(
                    item,
                    msg("diag-a-mapping"),
                    &msg("diag-each-entry-also-mapping-deploy"),
                );
                ok = false;
            }
        }
    }
    ok.then_some(out)
}

/// One entry of `also`: with `place`, the next tile and what it does; else
/// parts of the tile's turn once more, on the turn's own placement.
fn also_entry(node: &Node, tile: bool, own: &Placement, p: &mut Problems) -> Option<Sp<AlsoEntry>> {
    // The entry is a mapping (said above), so no help for one is needed.
    let f = Fields::of(
        node,
        msg("diag-entry-also"),
        &Text::Written(String::new()),
        p,
    )?;
    let turn = if tile {
        turn_keys(f, super::format::next_tile(), None, p)?
    } else {
        turn_keys(f, &AGAIN, Some(own), p)?
    };
    Some(Sp::new(AlsoEntry { tile, turn }, node.span))
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
        quoted("place"),
        &msg("diag-place-mapping-tile-base-u"),
        p,
    )?;
    let tile = f.read(
        "tile",
        &msg("diag-name-tile-place-catalogue-id"),
        p,
        |n, p| text(n, &msg("diag-tile-id-like-base-u"), p),
    );
    let at = req_at(&mut f, &msg("diag-give-square-x-y"), p);
    let rotation = rotation(f.opt("rotation"), p);
    f.finish(&PLACE.names(), p);
    Some(Placement {
        span: node.span,
        tile: tile?,
        at: at?,
        rotation: rotation?,
    })
}

/// Each kind of deployment but the plainest has a key of its own, read by
/// the box it belongs to. They are looked for in this order, which decides
/// the kind when several are given; a `deploy` with none of them puts a
/// figure from supply on the tile.
const DEPLOY_KINDS: &[(&str, DeployReader)] = &[
    ("floor", tower::floor),
    ("fairy", princess_dragon::fairy),
    ("princess", princess_dragon::princess),
    ("festival", festival::festival),
    ("portal", princess_dragon::portal),
    ("tower", tower::top),
    ("abbot", abbot::abbot_return),
];

/// A kind of deployment read from the fields of `deploy` and the node of
/// its own key.
type DeployReader = for<'n> fn(Fields<'n>, &'n Node, &mut Problems) -> Option<Deploy>;

fn deploy(node: &Node, p: &mut Problems) -> Option<Sp<Deploy>> {
    let mut f = Fields::of(
        node,
        quoted("deploy"),
        &msg("diag-deploy-mapping-such-figure-follower"),
        p,
    )?;
    let kind = DEPLOY_KINDS
        .iter()
        .find_map(|(key, read)| Some((f.opt(key)?, read)));
    let d = match kind {
        Some((n, read)) => read(f, n, p),
        None => figure_from_supply(f, node, p),
    };
    d.map(|d| Sp::new(d, node.span))
}

/// `fairy`, `princess` or `festival`: the figure named where it stands says
/// all there is to say, so that no other key may stand beside the one key,
/// which comes with its name in problems and its help.
pub(super) fn lone_figure(
    f: Fields,
    named: &Node,
    (key, help): (&'static str, &Text),
    p: &mut Problems,
) -> Option<Sp<Capture>> {
    let figure = named_figure(named, quoted(key), help, p);
    f.finish(&[key], p);
    figure
}

/// A figure from supply: `on` a feature, at a `corner`, or in flight with
/// `fly`. A figure placed or flown that cannot itself be read, a flight that
/// cannot be read, and a landing given beside a flight all end the reading
/// before the unknown keys are reported.
fn figure_from_supply(mut f: Fields, node: &Node, p: &mut Problems) -> Option<Deploy> {
    let figure = req_figure(&mut f, &msg("diag-say-which-figure-figure-follower"), p);
    let on_node = f.opt("on");
    let corner_node = f.opt("corner");
    let d = if let Some(n) = f.opt("fly") {
        let fl = flier::flight(n, p);
        if let Some(extra) = on_node.or(corner_node) {
            p.push(flier::landing_beside_flight(extra.span));
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
                p.push(tower::top_as_feature(span));
                None
            }
            None => None,
        }
    };
    f.finish(&FROM_SUPPLY.key_names(), p);
    d
}

/// Where a figure stands, as an action names it: a feature, a corner, or
/// the top of a tower.
pub(super) fn standpoint(spot: Option<Sp<Spot>>) -> Option<Sp<carc_core::position::Standpoint>> {
    use carc_core::position::Standpoint;
    let Sp { value, span } = spot?;
    let on = match value {
        Spot::On(o) => Standpoint::Feature(o),
        Spot::Corner(c) => Standpoint::Corner(c),
        Spot::Tower => Standpoint::Tower,
    };
    Some(Sp::new(on, span))
}

/// A figure named where it stands: `{at: [x, y], on: FEATURE}` (or `corner`,
/// or `on: tower`), with `owner` and `figure` when several stand there.
pub(super) fn named_figure(
    node: &Node,
    what: Text,
    help: &Text,
    p: &mut Problems,
) -> Option<Sp<Capture>> {
    let mut f = Fields::of(node, what, help, p)?;
    let at = req_at(&mut f, &msg("diag-say-which-square-x-y"), p);
    let on = standpoint(spot(&mut f, node, p));
    let owner = f
        .opt("owner")
        .map(|n| text(n, &msg("diag-owner-player-name"), p));
    let figure = f.opt("figure").map(|n| figure_kind(n, p));
    f.finish(&CAPTURE.key_names(), p);
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

fn expect(node: &Node, p: &mut Problems) -> Option<Expect> {
    let mut f = Fields::of(
        node,
        quoted("expect"),
        &msg("diag-expect-mapping-verdict-scores-returned"),
        p,
    )?;
    let verdict = f
        .req("verdict", &msg("diag-expect-block-says-least-verdict"), p)
        .map(|n| {
            word(n, &["legal", "illegal"], &msg("diag-word-verdict"), p).map(|w| {
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
        .map(|n| text(n, &msg("diag-rule-citation-like-car-fn154"), p));
    let figures = f.opt("figures").map(|n| expected_figures(n, p));
    let double_turn = f.opt("double-turn").map(|n| builder::double_turn(n, p));
    let goods = f.opt("goods").map(|n| traders_builders::goods(n, p));
    let prisoners = f.opt("prisoners").map(|n| tower::prisoners(n, p));
    let dragon = f.opt("dragon").map(|n| pos(n, p));
    let castles = f.opt("castles").map(|n| castles::castles(n, true, p));
    let offers = f.opt("offers").map(|n| offers(n, p));
    let city = f.opt("city-of-carcassonne").map(|n| count::city(n, p));
    let box_keys = BoxKeys::keep(
        &mut f,
        crate::translate::BOXES
            .iter()
            .flat_map(|b| b.expect_keys().iter().map(|k| k.name)),
    );
    f.finish(&super::format::expect().names(), p);
    Some(Expect {
        span: node.span,
        box_keys,
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
    const HELP: Text = msg("diag-each-choice-left-open-kind");
    let what = msg("diag-choice-left-open");
    list_of(node, what, &HELP, p, |mut f, item, p| {
        let kind = f
            .read(
                "kind",
                &msg("diag-say-which-choice-kind-castle"),
                p,
                |n, p| word(n, &OfferKind::NAMES, &msg("diag-kind-choice"), p),
            )
            .and_then(|w| {
                let i = OfferKind::NAMES.iter().position(|k| *k == w.value)?;
                Some(Sp::new(OfferKind::ALL[i], w.span))
            });
        let player = f
            .opt("player")
            .map(|n| text(n, &msg("diag-player-player-name"), p));
        let names_feature = kind
            .as_ref()
            .is_none_or(|k| k.value != OfferKind::EnterCity);
        let (at, on) = if names_feature {
            let (at, on) = req_feature(&mut f, &msg("diag-name-feature-n"), p);
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
    const HELP: Text = msg("diag-figures-lists-figures-table-after");
    let what = msg("diag-expected-figure");
    list_of(node, what, &HELP, p, |mut f, item, p| {
        let owner = req_owner(&mut f, &msg("diag-say-whose-figure-owner-red"), p);
        let figure = req_figure(&mut f, &msg("diag-say-which-figure-figure-wagon"), p);
        let at = req_at(&mut f, &msg("diag-say-which-square-1-0"), p);
        let spot = spot(&mut f, item, p);
        f.finish(&EXPECT_FIGURE.key_names(), p);
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
    const HELP: Text = msg("diag-figures-back-supply-per-player");
    by_player(node, &HELP, p)
        .into_iter()
        .filter_map(|(name, v)| Some((name, each(v, &HELP, p, figure_kind)?)))
        .collect()
}

fn citations(node: &Node, p: &mut Problems) -> Option<Vec<Sp<String>>> {
    let help = &msg("diag-cites-list-such-car-fn162");
    each(node, help, p, |n, p| {
        text(n, &msg("diag-citation-like-car-fn162"), p)
    })
}

/// A feature named by a square and a feature of its tile: `{at: [x, y],
/// on: FEATURE}` (a castle's `from`, a figure's `to`).
pub(super) fn feature_at(
    node: &Node,
    what: Text,
    help: &Text,
    p: &mut Problems,
) -> Option<(Sp<Pos>, Sp<On>)> {
    let mut f = Fields::of(node, what, help, p)?;
    let (at, on) = req_feature(&mut f, &msg("diag-name-feature-n"), p);
    f.finish(&FEATURE_AT.names(), p);
    Some((at?, on?))
}
