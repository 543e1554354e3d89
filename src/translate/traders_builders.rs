//! Traders & Builders' keys: the goods tokens the players hold, which name
//! players, need `traders-builders` in play and never add up to more
//! tokens of a good than the box holds. Written back: the goods of the
//! position, and those `expect` says the action took.

use std::collections::BTreeMap;

use carc_core::board::PlayerIdx;
use carc_core::catalogue::Good;
use carc_core::position::Position;
use carc_core::ruling::Ruling;
use serde_json::json;

use super::{Cx, Keys, Object, Players};
use crate::diag::{Problem, msg};
use crate::emit::per_player;
use crate::figure::RuleSet;
use crate::scenario::Scenario;
use crate::check::Mismatches;
use crate::scenario::Expect;
use super::Translated;
use crate::yaml::Span;

pub(super) struct TradersBuilders;

impl Keys for TradersBuilders {
    fn check_expect(&self, expect: &Expect, r: &Ruling, _: &Translated, out: &mut Mismatches) {
        goods(expect, r, out);
    }

    fn position(&self, cx: &mut Cx, position: &mut Position) {
        check_goods(cx);
        position.goods = goods_held(cx.s, &cx.players);
    }

    fn write_position(&self, position: &Position, top: &mut Object) {
        if !position.goods.is_empty() {
            let goods = position
                .goods
                .iter()
                .map(|((p, g), n)| (*p, g.name(), json!(n)));
            top.insert("goods".into(), per_player(&position.players, goods));
        }
    }

    fn write_expect(&self, r: &Ruling, expect: &mut Object) {
        if !r.goods.is_empty() {
            expect.insert("goods".into(), json!(r.goods));
        }
    }
}

/// `goods` names players, needs Traders & Builders in play, and never
/// holds more tokens of a good than the box.
fn check_goods(cx: &mut Cx) {
    let s = cx.s;
    let mut total = [0i64; 3];
    for (name, held) in &s.goods {
        cx.player(name);
        for (good, n) in held {
            total[good.value.index()] += n.value;
        }
    }
    if let Some((first, _)) = s.goods.first()
        && !s.plays(RuleSet::TradersBuilders)
    {
        cx.push(
            Problem::says(
                "input::rules-not-in-play",
                first.span,
                msg("diag-goods-tokens-belong-traders-builders"),
            )
            .also(s.rules.span, msg("diag-rules-in-play"))
            .help(msg("diag-add-traders-builders-rules-remove")),
        );
    }
    for good in Good::ALL {
        let box_holds = i64::from(good.tokens());
        if total[good.index()] <= box_holds {
            continue;
        }
        let last = s
            .goods
            .iter()
            .flat_map(|(_, held)| held.iter())
            .rfind(|(g, _)| g.value == good);
        if let Some((g, _)) = last {
            let over = total[good.index()] - box_holds;
            let label = msg("diag-tokens-too-many").arg("over", over);
            cx.push(
                Problem::new(
                    "input::too-large",
                    g.span,
                    msg("diag-players-hold")
                        .arg("count", total[good.index()])
                        .arg("good", msg("good").arg("good", good.name()))
                        .arg("box", box_holds),
                )
                .label(label)
                .help(
                    msg("diag-tokens-add-up")
                        .arg("good", msg("good").arg("good", good.name()))
                        .arg("box", box_holds),
                ),
            );
        }
    }
}

/// The goods tokens the file says each player holds.
fn goods_held(s: &Scenario, players: &Players) -> BTreeMap<(PlayerIdx, Good), u32> {
    let mut out = BTreeMap::new();
    for (name, held) in &s.goods {
        if let Some(p) = players.get(&name.value) {
            for (g, n) in held {
                out.insert((p, g.value), u32::try_from(n.value).unwrap_or(0));
            }
        }
    }
    out
}

/// `goods`: the tokens taken by the action, per player and good; a player
/// or good left out took none.
fn goods(expect: &Expect, r: &Ruling, out: &mut Mismatches) {
    let Some(goods) = &expect.goods else {
        return;
    };
    let fallback = goods.first().map_or(expect.span, |(p, _)| p.span);
    let mut want: BTreeMap<(&str, Good), (i64, Span)> = BTreeMap::new();
    // A good left out of a player's goods is expected to be 0 there.
    let mut named: BTreeMap<&str, Span> = BTreeMap::new();
    for (p, held) in goods {
        named.insert(p.value.as_str(), p.span);
        for (g, n) in held {
            want.insert((p.value.as_str(), g.value), (n.value, n.span));
        }
    }
    let mut keys: Vec<(&str, Good)> = want.keys().copied().collect();
    for (p, taken) in &r.goods {
        keys.extend(taken.keys().map(|g| (p.as_str(), *g)));
    }
    keys.sort();
    keys.dedup();
    for (p, g) in keys {
        let (w, span) = want
            .get(&(p, g))
            .copied()
            .unwrap_or((0, named.get(p).copied().unwrap_or(fallback)));
        let got = r
            .goods
            .get(p)
            .and_then(|t| t.get(&g))
            .map_or(0, |n| i64::from(*n));
        if w != got {
            out.push(
                span,
                "check-goods",
                &[
                    ("player", p.into()),
                    ("expected", w.into()),
                    ("good", g.name().into()),
                    ("ruled", got.into()),
                ],
            );
        }
    }
}
