//! The bazaars' keys: `auction` in a turn (the tiles revealed and each
//! round: who chooses, the tile, the opening bid, the others' bids, buy or
//! sell), `bazaar` in the position and under `expect` (the tiles bought and
//! not yet played, in the order they are played).

use carc_core::board::PlayerIdx;
use carc_core::boxes::bridges_castles_bazaars::{Auction, Bought, Round};
use carc_core::engine::Detail;
use carc_core::position::{Locus, Position, TurnAction};
use carc_core::ruling::Ruling;
use serde_json::{Value, json};

use super::super::{Cx, Object, find_tile, not_in_play};
use super::bounded;
use crate::check::Mismatches;
use crate::diag::{Problem, msg, quoted};
use crate::figure::RuleSet;
use crate::scenario::format::{MAX_POINTS, PLAYER, TILE_ID};
use crate::scenario::read::{Fields, Problems, by_player, each, int, text, word};
use crate::scenario::shape::{Key, List, Mapping, Shape};
use crate::scenario::{Expect, Sp, Turn};
use crate::yaml::{Node, Span};

/// More players than any table: a list longer is no auction.
const MAX_ITEMS: usize = 16;

const POINTS: Shape = Shape::Int {
    min: 0,
    max: MAX_POINTS,
    about: "",
};

fn choices() -> Vec<&'static str> {
    vec!["buy", "sell"]
}

const ROUND: Mapping = Mapping {
    about: "one round of the auction",
    keys: &[
        Key::req("player", PLAYER).about("The player who chooses a tile and opens the bidding."),
        Key::req("tile", TILE_ID).about("The tile chosen, one of those revealed and left."),
        Key::req("bid", POINTS).about("The opening bid, in points (0 or more)."),
        Key::opt("bids", Shape::PerPlayer(&POINTS, "the other players' bids, e.g. {red: 2}; a player left out passes"))
            .about("The other players' bids; a player left out passes."),
        Key::opt(
            "choice",
            Shape::Words(choices, "buy (pay the best bid to its bidder) or sell (to the best bidder)"),
        )
        .about("`buy` or `sell`: needed when anyone bid."),
    ],
    also: None,
};

const AUCTION: Mapping = Mapping {
    about: "a bazaar's auction",
    keys: &[
        Key::req(
            "tiles",
            Shape::List(&List {
                item: TILE_ID,
                min: 1,
                max: Some(MAX_ITEMS),
                unique: false,
                about: "the tiles revealed, one for each player",
            }),
        )
        .about("The tiles revealed, one for each player."),
        Key::req(
            "rounds",
            Shape::List(&List {
                item: Shape::Map(&ROUND),
                min: 0,
                max: Some(MAX_ITEMS),
                unique: false,
                about: "",
            }),
        )
        .about("The rounds in order; the last player's may be left out (the last tile is free)."),
    ],
    also: None,
};

pub(super) const AUCTION_KEY: Key = Key::opt("auction", Shape::Map(&AUCTION))
    .about("The auction the turn's bazaar tile calls for (Bridges, Castles & Bazaars), held once the turn is over.")
    .needs(RuleSet::BridgesCastlesBazaars);

const BOUGHT_ITEM: Mapping = Mapping {
    about: "a tile bought at a bazaar and not yet played",
    keys: &[
        Key::req("player", PLAYER).about("Who bought it."),
        Key::req("tile", TILE_ID).about("The tile."),
    ],
    also: None,
};

const BOUGHT: Shape = Shape::List(&List {
    item: Shape::Map(&BOUGHT_ITEM),
    min: 0,
    max: Some(MAX_ITEMS),
    unique: false,
    about: "the tiles bought at a bazaar and not yet played, in the order they are played",
});

pub(super) const BOUGHT_KEY: Key = Key::opt("bazaar", BOUGHT)
    .about("The tiles bought at a bazaar and not yet played, in the order they are played; the current player places the first when it is theirs (Bridges, Castles & Bazaars).")
    .needs(RuleSet::BridgesCastlesBazaars);

pub(super) const EXPECT_KEYS: &[Key] = &[Key::opt("bazaar", BOUGHT)
    .about("The tiles bought at a bazaar still to play after the action, in order (Bridges, Castles & Bazaars); `[]` for none.")
    .needs(RuleSet::BridgesCastlesBazaars)];

/// A round as the file writes it.
struct WrittenRound {
    player: Sp<String>,
    tile: Sp<String>,
    bid: Sp<i64>,
    bids: Vec<(Sp<String>, Sp<i64>)>,
    choice: Option<Sp<&'static str>>,
    span: Span,
}

/// An auction as the file writes it.
struct Written {
    tiles: Vec<Sp<String>>,
    rounds: Vec<WrittenRound>,
}

fn round(node: &Node, p: &mut Problems) -> Option<WrittenRound> {
    let help = msg("diag-bcb-round");
    let mut f = Fields::of(node, quoted("rounds"), &help, p)?;
    let player = f.req("player", &help, p).and_then(|n| text(n, &help, p));
    let tile = f.req("tile", &help, p).and_then(|n| text(n, &help, p));
    let bid = f.req("bid", &help, p).and_then(|n| points(n, &help, p));
    let bids = f.opt("bids").map(|n| {
        by_player(n, &help, p)
            .into_iter()
            .filter_map(|(name, v)| points(v, &help, p).map(|b| (name, b)))
            .collect::<Vec<_>>()
    });
    let choice = f
        .opt("choice")
        .map(|n| word(n, &choices(), &msg("diag-word-choice"), p));
    f.finish(&["player", "tile", "bid", "bids", "choice"], p);
    let choice = match choice {
        Some(None) => return None,
        Some(c) => c,
        None => None,
    };
    Some(WrittenRound {
        player: player?,
        tile: tile?,
        bid: bid?,
        bids: bids.unwrap_or_default(),
        choice,
        span: node.span,
    })
}

/// A number of points: 0 or more.
fn points(node: &Node, help: &crate::diag::Text, p: &mut Problems) -> Option<Sp<i64>> {
    let n = int(node, help, p)?;
    if !(0..=MAX_POINTS).contains(&n.value) {
        p.push(
            Problem::says(
                "input::negative",
                n.span,
                msg("diag-bcb-bid-negative").arg("max", MAX_POINTS),
            ),
        );
        return None;
    }
    Some(n)
}

fn written(node: &Node, p: &mut Problems) -> Option<Written> {
    let help = msg("diag-bcb-auction");
    let mut f = Fields::of(node, quoted("auction"), &help, p)?;
    let tiles = f
        .req("tiles", &help, p)
        .filter(|n| bounded(n, "tiles", MAX_ITEMS, p))
        .and_then(|n| each(n, &help, p, |item, p| text(item, &help, p)));
    let rounds = f
        .req("rounds", &help, p)
        .filter(|n| bounded(n, "rounds", MAX_ITEMS, p))
        .and_then(|n| each(n, &help, p, round));
    f.finish(&["tiles", "rounds"], p);
    Some(Written {
        tiles: tiles?,
        rounds: rounds?,
    })
}

fn needs_box(cx: &Cx, span: Span, key: &'static str) -> Option<Problem> {
    (!cx.s.plays(RuleSet::BridgesCastlesBazaars)).then(|| {
        not_in_play(
            cx.s,
            RuleSet::BridgesCastlesBazaars,
            span,
            quoted(key),
            msg("diag-bcb-not-in-play"),
        )
    })
}

/// Checks the turn's auction: its shape, its tiles and players real, each
/// round's tile among those revealed and not chosen before, a `choice`
/// wherever anyone bid.
pub(super) fn check_turn(cx: &mut Cx, turn: &Turn) {
    let Some(node) = turn.box_keys.get("auction") else {
        return;
    };
    if let Some(p) = needs_box(cx, node.span, "auction") {
        cx.push(p);
        return;
    }
    let mut p = Problems(Vec::new());
    let a = written(node, &mut p);
    cx.extend(p.0);
    let Some(a) = a else {
        return;
    };
    let mut left: Vec<&'static str> = Vec::new();
    for id in &a.tiles {
        match find_tile(id) {
            Ok(tile) => left.push(tile.id),
            Err(problem) => cx.push(problem),
        }
    }
    for r in &a.rounds {
        cx.player(&r.player);
        for (name, _) in &r.bids {
            cx.player(name);
        }
        match find_tile(&r.tile) {
            Ok(tile) => match left.iter().position(|id| *id == tile.id) {
                Some(i) => {
                    left.remove(i);
                }
                None => cx.push(
                    Problem::new(
                        "input::not-revealed",
                        r.tile.span,
                        msg("diag-bcb-not-revealed").arg("tile", tile.id),
                    )
                    .label(msg("diag-bcb-not-revealed-label")),
                ),
            },
            Err(problem) => cx.push(problem),
        }
        if !r.bids.is_empty() && r.choice.is_none() {
            cx.push(Problem::says(
                "input::missing-key",
                r.span,
                msg("diag-bcb-choice-missing").arg("player", &r.player.value),
            ));
        }
    }
}

/// The turn's auction as the core takes it (checked with the turn).
pub(super) fn turn(cx: &mut Cx, turn: &Turn, action: &mut TurnAction) -> Option<()> {
    let Some(node) = turn.box_keys.get("auction") else {
        return Some(());
    };
    let a = written(node, &mut Problems(Vec::new()))?;
    cx.spans.set(Locus::BoxKey("auction", 0), node.span);
    let mut tiles = Vec::new();
    for id in &a.tiles {
        tiles.push(find_tile(id).ok()?);
    }
    let mut rounds = Vec::new();
    for (i, r) in a.rounds.iter().enumerate() {
        cx.spans.set(Locus::BoxKey("auction", i + 1), r.span);
        let player = cx.player(&r.player)?;
        let mut bids = Vec::new();
        for (name, bid) in &r.bids {
            bids.push((cx.player(name)?, bid.value));
        }
        rounds.push(Round {
            player,
            tile: find_tile(&r.tile).ok()?,
            bid: r.bid.value,
            bids,
            sells: r.choice.as_ref().is_some_and(|c| c.value == "sell"),
        });
    }
    action.boxes.put(Auction { tiles, rounds });
    Some(())
}

/// A list of bought tiles as the file writes it.
fn bought_list(node: &Node, p: &mut Problems) -> Vec<(Sp<String>, Sp<String>)> {
    let help = msg("diag-bcb-bought");
    if !bounded(node, "bazaar", MAX_ITEMS, p) {
        return Vec::new();
    }
    each(node, &help, p, |item, p| {
        let mut f = Fields::of(item, quoted("bazaar"), &help, p)?;
        let player = f.req("player", &help, p).and_then(|n| text(n, &help, p));
        let tile = f.req("tile", &help, p).and_then(|n| text(n, &help, p));
        f.finish(&["player", "tile"], p);
        Some((player?, tile?))
    })
    .unwrap_or_default()
}

/// The position's bought tiles: real players and tiles, each player once.
/// The first is played at its player's next turn: a player who held the
/// auction and plays a builder's second tile draws it, with others' bought
/// tiles waiting.
pub(super) fn position(cx: &mut Cx, position: &mut Position) {
    if let Some(expect) = cx.s.expect.as_ref().and_then(|e| e.box_keys.get("bazaar").cloned()) {
        if let Some(p) = needs_box(cx, expect.span, "bazaar") {
            cx.push(p);
        } else {
            let mut p = Problems(Vec::new());
            for (player, tile) in bought_list(&expect, &mut p) {
                cx.player(&player);
                if let Err(problem) = find_tile(&tile) {
                    cx.push(problem);
                }
            }
            cx.extend(p.0);
        }
    }
    let Some(node) = cx.s.box_keys.get("bazaar").cloned() else {
        return;
    };
    if let Some(p) = needs_box(cx, node.span, "bazaar") {
        cx.push(p);
        return;
    }
    let mut p = Problems(Vec::new());
    let list = bought_list(&node, &mut p);
    cx.extend(p.0);
    let mut held: Vec<(PlayerIdx, &'static carc_core::catalogue::Tile)> = Vec::new();
    for (player, tile) in &list {
        let who = cx.player(player);
        let tile = match find_tile(tile) {
            Ok(t) => Some(t),
            Err(problem) => {
                cx.push(problem);
                None
            }
        };
        let (Some(who), Some(tile)) = (who, tile) else {
            continue;
        };
        if held.iter().any(|(p, _)| *p == who) {
            cx.push(Problem::says(
                "input::bought-twice",
                player.span,
                msg("diag-bcb-bought-twice").arg("player", &player.value),
            ));
            continue;
        }
        held.push((who, tile));
    }
    if !held.is_empty() {
        *position.boxes.get_mut::<Bought>() = Bought(held);
    }
}

pub(super) fn write_position(position: &Position, top: &mut Object) {
    let Some(b) = position.boxes.get::<Bought>() else {
        return;
    };
    if b.0.is_empty() {
        return;
    }
    let list: Vec<Value> = b
        .0
        .iter()
        .filter_map(|(p, tile)| {
            let name = position.players.get(*p)?;
            Some(json!({"player": name, "tile": tile.id}))
        })
        .collect();
    top.insert("bazaar".into(), Value::Array(list));
}

pub(super) fn write_turn(turn: &TurnAction, players: &[String], action: &mut Value) {
    let Some(a) = turn.boxes.get::<Auction>() else {
        return;
    };
    let name = |p: PlayerIdx| players.get(p).cloned().unwrap_or_default();
    let rounds: Vec<Value> = a
        .rounds
        .iter()
        .map(|r| {
            let mut round = json!({"player": name(r.player), "tile": r.tile.id, "bid": r.bid});
            if !r.bids.is_empty() {
                let bids: serde_json::Map<String, Value> =
                    r.bids.iter().map(|(p, b)| (name(*p), json!(b))).collect();
                round["bids"] = Value::Object(bids);
            }
            if !r.bids.is_empty() || r.sells {
                round["choice"] = json!(if r.sells { "sell" } else { "buy" });
            }
            round
        })
        .collect();
    action["auction"] = json!({
        "tiles": a.tiles.iter().map(|t| t.id).collect::<Vec<_>>(),
        "rounds": rounds,
    });
}

/// The bought tiles still to play after the action, as the ruling keeps
/// them: each player's name and tile id, in order.
fn kept(r: &Ruling) -> Vec<(String, String)> {
    let Some(kept) = r.kept.iter().find(|k| k.key == "bazaar") else {
        return Vec::new();
    };
    let Some(Detail::List { items, .. }) = kept
        .clause
        .facts
        .iter()
        .find(|(n, _)| *n == "tiles")
        .map(|(_, d)| d)
    else {
        return Vec::new();
    };
    items
        .iter()
        .filter_map(|item| {
            let Detail::Clause(c) = item else {
                return None;
            };
            let fact = |name: &str| c.facts.iter().find(|(n, _)| *n == name).map(|(_, d)| d);
            match (fact("player")?, fact("tile")?) {
                (Detail::Player(p), Detail::Tile(t)) => Some((p.clone(), (*t).to_owned())),
                _ => None,
            }
        })
        .collect()
}

pub(super) fn check_expect(expect: &Expect, r: &Ruling, out: &mut Mismatches) {
    if r.verdict != carc_core::Verdict::Legal {
        return;
    }
    let Some(node) = expect.box_keys.get("bazaar") else {
        return;
    };
    let wanted: Vec<(String, String)> = bought_list(node, &mut Problems(Vec::new()))
        .into_iter()
        .filter_map(|(p, t)| Some((p.value, find_tile(&t).ok()?.id.to_owned())))
        .collect();
    let ruled = kept(r);
    if wanted != ruled {
        let words = |l: &[(String, String)]| {
            if l.is_empty() {
                out.none()
            } else {
                l.iter()
                    .map(|(p, t)| format!("{p} ({t})"))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        };
        let (expected, ruled) = (words(&wanted), words(&ruled));
        out.push(
            node.span,
            "check-bcb-bought",
            &[("expected", expected.into()), ("ruled", ruled.into())],
        );
    }
}

pub(super) fn write_expect(r: &Ruling, expect: &mut Object) {
    let list = kept(r);
    if !list.is_empty() {
        expect.insert(
            "bazaar".into(),
            Value::Array(
                list.iter()
                    .map(|(p, t)| json!({"player": p, "tile": t}))
                    .collect(),
            ),
        );
    }
}
