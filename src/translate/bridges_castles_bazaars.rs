//! Bridges, Castles & Bazaars in the scenario layer: the bridges of the
//! table (`bridges`, each tile it crosses laid with the road over it before
//! the figures on it are read), the turn's bridge (`bridge`), the tiles
//! bought at a bazaar and not yet played (`bazaar`, in the position and
//! under `expect`), and the auction a turn holds (`auction`), all written
//! back. A bridge that names a square with no tile, or that no tile of the
//! table could hold (an end off a field side, a second bridge, an end
//! against a field or a city), is broken input: no game reaches it; so is
//! an auction round naming a tile the auction does not reveal, a player not
//! at the table, or bids without the chooser's `choice`. Where the turn's
//! bridge may go, and who may choose and bid, is the judge's to say.

mod bazaar;

use carc_core::board::{Board, PlacedTile};
use carc_core::boxes::bridges_castles_bazaars::{Axis, Bridge, NoBridge, bridge_on, bridged};
use carc_core::catalogue::Edge;
use carc_core::geometry::Pos;
use carc_core::position::{Locus, Position};
use serde_json::{Value, json};

use super::{Cx, Keys, Object, not_in_play};
use crate::diag::{Problem, Text, msg};
use crate::figure::RuleSet;
use crate::scenario::format::SQUARE;
use crate::scenario::read::{Fields, Problems, pos, word};
use crate::scenario::shape::{Key, List, Mapping, Shape};
use crate::scenario::{Action, BoardEntry, Sp, Turn};
use crate::yaml::Node;

pub(super) struct BridgesCastlesBazaars;

fn axes() -> Vec<&'static str> {
    Axis::ALL.map(Axis::name).to_vec()
}

const BRIDGE: Mapping = Mapping {
    about: "a bridge: the square of the tile it crosses, and its way",
    keys: &[
        Key::req("at", SQUARE).about("The square of the tile the bridge crosses."),
        Key::req(
            "axis",
            Shape::Words(
                axes,
                "north-south or east-west: the two opposite sides whose middles the bridge joins",
            ),
        )
        .about("The way it runs: `north-south` or `east-west`."),
    ],
    also: None,
};

const POSITION_KEYS: &[Key] = &[
    Key::opt(
    "bridges",
    Shape::List(&List {
        item: Shape::Map(&BRIDGE),
        min: 0,
        max: Some(MAX_BRIDGES),
        unique: false,
        about: "",
    }),
)
.about("The bridges on the table (Bridges, Castles & Bazaars), each across a tile of the board.")
.needs(RuleSet::BridgesCastlesBazaars),
    bazaar::BOUGHT_KEY,
];

const TURN_KEYS: &[Key] = &[
    Key::opt("bridge", Shape::Map(&BRIDGE))
        .about("A bridge the player lays with the tile (Bridges, Castles & Bazaars): across the placed tile, or across a tile beside it.")
        .needs(RuleSet::BridgesCastlesBazaars),
    bazaar::AUCTION_KEY,
];

/// More bridges than any table holds (twelve in the box).
const MAX_BRIDGES: usize = 100;

/// A bridge as the file writes it.
struct Written {
    at: Sp<Pos>,
    axis: Sp<&'static str>,
    span: crate::yaml::Span,
}

/// Reads `{at, axis}`, saying what is wrong with it.
fn written(node: &Node, key: &'static str, p: &mut Problems) -> Option<Written> {
    let help = msg("diag-bcb-bridge").arg("key", key);
    let mut f = Fields::of(node, crate::diag::quoted(key), &help, p)?;
    let at = f.req("at", &help, p).and_then(|n| pos(n, p));
    let axis = f
        .req("axis", &help, p)
        .and_then(|n| word(n, &axes(), &msg("diag-word-axis"), p));
    f.finish(&["at", "axis"], p);
    Some(Written {
        at: at?,
        axis: axis?,
        span: node.span,
    })
}

impl Written {
    fn bridge(&self) -> Bridge {
        Bridge {
            at: self.at.value,
            axis: Axis::parse(self.axis.value).unwrap_or(Axis::NorthSouth),
        }
    }
}

/// Whether the list under `key` holds at most `max` entries; a problem at
/// the list if not (its entries are then left unread).
fn bounded(node: &Node, key: &'static str, max: usize, p: &mut Problems) -> bool {
    let count = match &node.value {
        crate::yaml::Value::Seq(items) => items.len(),
        _ => return true,
    };
    if count > max {
        p.push(Problem::says(
            "input::too-many",
            node.span,
            msg("diag-bcb-too-many")
                .arg("key", key)
                .arg("count", count)
                .arg("max", max),
        ));
    }
    count <= max
}

/// The bridges of the table as the file writes them, with their problems.
fn table_bridges(cx: &Cx, p: &mut Problems) -> Vec<Written> {
    let Some(node) = cx.s.box_keys.get("bridges") else {
        return Vec::new();
    };
    if !bounded(node, "bridges", MAX_BRIDGES, p) {
        return Vec::new();
    }
    let help = msg("diag-bcb-bridges");
    crate::scenario::read::each(node, &help, p, |item, p| written(item, "bridges", p))
        .unwrap_or_default()
}

/// Why `tile` cannot hold the bridge, as a problem at `span`.
fn no_bridge(why: NoBridge, b: &Written) -> Problem {
    let at = b.at.value.to_string();
    match why {
        NoBridge::Already => Problem::new(
            "input::bridge",
            b.span,
            msg("diag-bcb-second").arg("at", at),
        )
        .label(msg("diag-bcb-second-label"))
        .help(msg("diag-bcb-one-a-tile")),
        NoBridge::EndOn(side, shows) => Problem::new(
            "input::bridge",
            b.axis.span,
            msg("diag-bcb-not-field")
                .arg("at", at)
                .arg("side", super::compass(side.name()))
                .arg("shows", shows),
        )
        .label(msg("diag-bcb-not-field-label").arg("side", super::compass(side.name())))
        .help(msg("diag-bcb-between-fields")),
    }
}

/// The bridge's ends against the tiles beside it: a road or nothing.
fn ends_meet(board: &Board, b: &Written, skip: &[Pos]) -> Option<Problem> {
    let bridge = b.bridge();
    for side in bridge.axis.sides() {
        let beyond = bridge.at.neighbour(side);
        if skip.contains(&beyond) {
            continue;
        }
        let Some(n) = board.tile(beyond) else {
            continue;
        };
        let theirs = n.tile.edge(side.opposite(), n.rot);
        if !Edge::Road.matches(theirs) {
            return Some(
                Problem::new(
                    "input::bridge",
                    b.span,
                    msg("diag-bcb-meets")
                        .arg("at", bridge.at.to_string())
                        .arg("side", super::compass(side.name()))
                        .arg("theirs", theirs.name())
                        .arg("neighbour", beyond.to_string()),
                )
                .label(msg("diag-bcb-meets-label").arg("side", super::compass(side.name())))
                .help(msg("diag-bcb-end-meets-road")),
            );
        }
    }
    None
}

fn needs_box(cx: &Cx, span: crate::yaml::Span, what: Text) -> Option<Problem> {
    (!cx.s.plays(RuleSet::BridgesCastlesBazaars)).then(|| {
        not_in_play(
            cx.s,
            RuleSet::BridgesCastlesBazaars,
            span,
            what,
            msg("diag-bcb-not-in-play"),
        )
    })
}

/// The squares the action places its tiles on: a bridge may cross them.
fn placed_squares(cx: &Cx) -> Vec<Pos> {
    let Action::Turn(turn) = &cx.s.action.value else {
        return Vec::new();
    };
    std::iter::once(turn.place.at.value)
        .chain(
            turn.also
                .iter()
                .filter(|a| a.value.tile)
                .map(|a| a.value.turn.place.at.value),
        )
        .collect()
}

impl Keys for BridgesCastlesBazaars {
    fn position_keys(&self) -> &'static [Key] {
        POSITION_KEYS
    }

    fn turn_keys(&self) -> &'static [Key] {
        TURN_KEYS
    }

    fn expect_keys(&self) -> &'static [Key] {
        bazaar::EXPECT_KEYS
    }

    /// A tile of the table with a bridge is laid with the road over it
    /// before the figures on it are read, so that a figure on the bridge
    /// stands on its road. A bridge the tile cannot hold is said in
    /// [`Keys::position`].
    fn lay_tile(&self, cx: &mut Cx, _entry: &BoardEntry, placed: &mut PlacedTile) {
        if !cx.s.plays(RuleSet::BridgesCastlesBazaars) {
            return;
        }
        let mut quiet = Problems(Vec::new());
        for b in table_bridges(cx, &mut quiet) {
            let bridge = b.bridge();
            if bridge.at == placed.pos
                && let Ok(tile) = bridged(placed.tile, placed.rot, bridge.axis)
            {
                placed.tile = tile;
            }
        }
    }

    fn position(&self, cx: &mut Cx, position: &mut Position) {
        bazaar::position(cx, position);
        let Some(node) = cx.s.box_keys.get("bridges") else {
            return;
        };
        if let Some(p) = needs_box(cx, node.span, crate::diag::quoted("bridges")) {
            cx.push(p);
            return;
        }
        let mut p = Problems(Vec::new());
        let bridges = table_bridges(cx, &mut p);
        cx.extend(p.0);
        let mut seen: Vec<Pos> = Vec::new();
        for b in &bridges {
            let at = b.at.value;
            let Some(placed) = position.board.tile(at) else {
                cx.push(no_tile(b));
                continue;
            };
            if seen.contains(&at) {
                cx.push(no_bridge(NoBridge::Already, b));
                continue;
            }
            seen.push(at);
            // Laid already (`lay_tile`) when the tile can hold it.
            if bridge_on(placed) != Some(b.bridge()) {
                if let Err(why) = bridged(placed.tile, placed.rot, b.bridge().axis) {
                    cx.push(no_bridge(why, b));
                }
                continue;
            }
            if let Some(problem) = ends_meet(&position.board, b, &[]) {
                cx.push(problem);
            }
        }
    }

    fn check_turn(&self, cx: &mut Cx, turn: &Turn, board: &Board) {
        bazaar::check_turn(cx, turn);
        let Some(node) = turn.box_keys.get("bridge") else {
            return;
        };
        if let Some(p) = needs_box(cx, node.span, crate::diag::quoted("bridge")) {
            cx.push(p);
            return;
        }
        let mut p = Problems(Vec::new());
        let b = written(node, "bridge", &mut p);
        cx.extend(p.0);
        let Some(b) = b else {
            return;
        };
        if board.tile(b.at.value).is_none() && !placed_squares(cx).contains(&b.at.value) {
            cx.push(no_tile(&b));
        }
    }

    fn turn(
        &self,
        cx: &mut Cx,
        turn: &Turn,
        action: &mut carc_core::position::TurnAction,
    ) -> Option<()> {
        bazaar::turn(cx, turn, action)?;
        let Some(node) = turn.box_keys.get("bridge") else {
            return Some(());
        };
        // Checked with the turn (`check_turn`): read again, quietly.
        let b = written(node, "bridge", &mut Problems(Vec::new()))?;
        cx.spans.set(Locus::BoxKey("bridge", 0), b.span);
        action.boxes.put(b.bridge());
        Some(())
    }

    fn tile_after(
        &self,
        action: &carc_core::position::Action,
        at: Pos,
        tile: &'static carc_core::catalogue::Tile,
        rot: carc_core::geometry::Rotation,
    ) -> Option<&'static carc_core::catalogue::Tile> {
        let carc_core::position::Action::Turn(turn) = action else {
            return None;
        };
        let tiles = std::iter::once(&**turn).chain(turn.also.iter().filter_map(|a| match a {
            carc_core::position::Also::Tile(next) => Some(&**next),
            carc_core::position::Also::Again(_) => None,
        }));
        tiles
            .filter_map(|t| t.boxes.get::<Bridge>())
            .find(|b| b.at == at)
            .and_then(|b| bridged(tile, rot, b.axis).ok())
    }

    fn write_position(&self, position: &Position, top: &mut Object) {
        let mut bridges: Vec<Bridge> = position.board.tiles.values().filter_map(bridge_on).collect();
        bridges.sort();
        if !bridges.is_empty() {
            top.insert(
                "bridges".into(),
                Value::Array(bridges.iter().map(bridge_json).collect()),
            );
        }
        bazaar::write_position(position, top);
    }

    fn write_turn(
        &self,
        turn: &carc_core::position::TurnAction,
        players: &[String],
        action: &mut Value,
    ) {
        if let Some(b) = turn.boxes.get::<Bridge>() {
            action["bridge"] = bridge_json(b);
        }
        bazaar::write_turn(turn, players, action);
    }

    fn check_expect(
        &self,
        expect: &crate::scenario::Expect,
        r: &carc_core::ruling::Ruling,
        _: &super::Translated,
        out: &mut crate::check::Mismatches,
    ) {
        bazaar::check_expect(expect, r, out);
    }

    fn write_expect(&self, r: &carc_core::ruling::Ruling, expect: &mut Object) {
        bazaar::write_expect(r, expect);
    }
}

fn bridge_json(b: &Bridge) -> Value {
    json!({"at": [b.at.x, b.at.y], "axis": b.axis.name()})
}

/// A bridge naming a square with no tile.
fn no_tile(b: &Written) -> Problem {
    Problem::new(
        "input::no-tile",
        b.at.span,
        msg("diag-bcb-no-tile").arg("at", b.at.value.to_string()),
    )
    .label(msg("diag-bcb-no-tile-label"))
    .help(msg("diag-bcb-crosses-a-tile"))
}
