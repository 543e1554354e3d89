//! King & Robber in the scenario layer: the position's `king` and `robber`
//! (who holds each tile, and the size of the feature that won it), the same
//! keys under `expect` for after the action, and both written back. A key
//! without the box in play, or naming no player of the table, is broken
//! input.

use carc_core::boxes::king_robber::{Crown, Crowns};
use carc_core::engine::Detail;
use carc_core::position::Position;
use carc_core::ruling::Ruling;
use serde_json::json;

use super::{Cx, Keys, Object, Translated, not_in_play};
use crate::check::Mismatches;
use crate::diag::{Problem, Text, msg};
use crate::figure::RuleSet;
use crate::scenario::format::PLAYER;
use crate::scenario::read::{Fields, Problems, int, text};
use crate::scenario::shape::{Key, Mapping, Shape};
use crate::scenario::{BoxKeys, Expect, Sp};
use crate::yaml::Node;

pub(super) struct KingRobber;

/// Features beyond any real game: a record is at most this many tiles.
const MAX_SIZE: i64 = 10_000;

const HOLDING: Mapping = Mapping {
    about: "who holds the tile, and the size in tiles of the feature that won it",
    keys: &[
        Key::req("holder", PLAYER).about("The player who holds the tile."),
        Key::req(
            "size",
            Shape::Int {
                min: 1,
                max: MAX_SIZE,
                about: "",
            },
        )
        .about("The tiles of the feature that won it: the record a later one must pass."),
    ],
    also: None,
};

const POSITION_KEYS: &[Key] = &[
    Key::opt("king", Shape::Map(&HOLDING))
        .about("Who holds the king's tile and the tiles of the largest city completed so far (King & Robber); left out before any city is completed.")
        .needs(RuleSet::KingRobber),
    Key::opt("robber", Shape::Map(&HOLDING))
        .about("Who holds the robber's tile and the tiles of the longest road completed so far (King & Robber); left out before any road is completed.")
        .needs(RuleSet::KingRobber),
];

const EXPECT_KEYS: &[Key] = &[
    Key::opt("king", Shape::Map(&HOLDING))
        .about("Who must hold the king's tile after the action, and its record (King & Robber).")
        .needs(RuleSet::KingRobber),
    Key::opt("robber", Shape::Map(&HOLDING))
        .about("Who must hold the robber's tile after the action, and its record (King & Robber).")
        .needs(RuleSet::KingRobber),
];

/// A holding as the file writes it: the holder's name and the record.
struct Holding {
    holder: Sp<String>,
    size: Sp<i64>,
}

/// Reads `{holder, size}`, saying what is wrong with it.
fn holding(node: &Node, key: &'static str, p: &mut Problems) -> Option<Holding> {
    let help = msg("diag-kr-holding").arg("key", key);
    let mut f = Fields::of(node, crate::diag::quoted(key), &help, p)?;
    let holder = f.req("holder", &help, p).and_then(|n| text(n, &help, p));
    let size = f.req("size", &help, p).and_then(|n| int(n, &help, p));
    f.finish(&["holder", "size"], p);
    let size = size?;
    if !(1..=MAX_SIZE).contains(&size.value) {
        let code = if size.value < 1 {
            "input::negative"
        } else {
            "input::too-large"
        };
        p.push(
            Problem::new(code, size.span, msg("diag-kr-size").arg("max", MAX_SIZE))
                .label(msg("diag-out-range"))
                .help(help),
        );
        return None;
    }
    Some(Holding {
        holder: holder?,
        size,
    })
}

/// Reads one key of the box from `keys`, with its problems.
fn read(node: Option<&Node>, key: &'static str, problems: &mut Vec<Problem>) -> Option<Holding> {
    let mut p = Problems(Vec::new());
    let out = node.and_then(|n| holding(n, key, &mut p));
    problems.extend(p.0);
    out
}

/// The holdings a file writes under `keys`, each checked: the box in
/// play, the shape, the holder a player of the table.
fn crowns_of(cx: &mut Cx, keys: &BoxKeys) -> Crowns {
    let mut crowns = Crowns::default();
    for key in ["king", "robber"] {
        let Some(node) = keys.get(key) else {
            continue;
        };
        if !cx.s.plays(RuleSet::KingRobber) {
            let what: Text = crate::diag::quoted(key);
            cx.push(not_in_play(
                cx.s,
                RuleSet::KingRobber,
                node.span,
                what,
                msg("diag-kr-not-in-play"),
            ));
            continue;
        }
        let Some(h) = read(Some(node), key, &mut cx.problems) else {
            continue;
        };
        let Some(holder) = cx.player(&h.holder) else {
            continue;
        };
        let crown = Some(Crown {
            holder,
            size: u32::try_from(h.size.value).unwrap_or(u32::MAX),
        });
        match key {
            "king" => crowns.king = crown,
            _ => crowns.robber = crown,
        }
    }
    crowns
}

impl Keys for KingRobber {
    fn position_keys(&self) -> &'static [Key] {
        POSITION_KEYS
    }

    fn expect_keys(&self) -> &'static [Key] {
        EXPECT_KEYS
    }

    fn position(&self, cx: &mut Cx, position: &mut Position) {
        let crowns = crowns_of(cx, &cx.s.box_keys.clone());
        // `expect`'s keys are checked as the position's are: a typo there
        // must not pass a check.
        if let Some(expect) = cx.s.expect.as_ref().map(|e| e.box_keys.clone()) {
            crowns_of(cx, &expect);
        }
        if crowns != Crowns::default() {
            *position.boxes.get_mut::<Crowns>() = crowns;
        }
    }

    fn write_position(&self, position: &Position, top: &mut Object) {
        let Some(crowns) = position.boxes.get::<Crowns>() else {
            return;
        };
        for (key, crown) in [("king", crowns.king), ("robber", crowns.robber)] {
            if let Some(c) = crown
                && let Some(name) = position.players.get(c.holder)
            {
                top.insert(key.into(), json!({"holder": name, "size": c.size}));
            }
        }
    }

    fn check_expect(&self, expect: &Expect, r: &Ruling, _: &Translated, out: &mut Mismatches) {
        if r.verdict != carc_core::Verdict::Legal {
            return;
        }
        for key in ["king", "robber"] {
            let Some(node) = expect.box_keys.get(key) else {
                continue;
            };
            // Broken `expect` keys were refused with the file; this reads
            // a well-formed one again.
            let Some(want) = read(Some(node), key, &mut Vec::new()) else {
                continue;
            };
            let ruled = held(r, key);
            let wanted = (want.holder.value.clone(), want.size.value);
            if ruled.as_ref() != Some(&wanted) {
                let ruled = ruled.map_or_else(
                    || out.none(),
                    |(holder, size)| format!("{holder} ({size})"),
                );
                out.push(
                    node.span,
                    "check-kr-held",
                    &[
                        ("key", key.into()),
                        ("expected", format!("{} ({})", wanted.0, wanted.1).into()),
                        ("ruled", ruled.into()),
                    ],
                );
            }
        }
    }

    fn write_expect(&self, r: &Ruling, expect: &mut Object) {
        for key in ["king", "robber"] {
            if let Some((holder, size)) = held(r, key) {
                expect.insert(key.into(), json!({"holder": holder, "size": size}));
            }
        }
    }
}

/// Who holds a tile after the action, and its record, as the ruling keeps
/// it.
fn held(r: &Ruling, key: &str) -> Option<(String, i64)> {
    let kept = r.kept.iter().find(|k| k.key == key)?;
    let fact = |name: &str| kept.clause.facts.iter().find(|(n, _)| *n == name).map(|(_, d)| d);
    let holder = match fact("player")? {
        Detail::Player(p) => p.clone(),
        _ => return None,
    };
    let size = match fact("size")? {
        Detail::Number(n) => *n,
        _ => return None,
    };
    Some((holder, size))
}
