//! Traders & Builders' goods: whoever completes a city takes the tokens of
//! its goods symbols, and at the end of the game the most tokens of each
//! good score 10. (The builder and the pig have modules of their own.)

use crate::board::PlayerIdx;
use crate::catalogue::{Good, Kind};
use crate::engine::hooks::Hook;
use crate::engine::slots::Slots;
use crate::engine::{Fact, Turn};
use crate::figure::RuleSet;
use crate::graph::GroupId;
use crate::boxes::traders_builders::registry as tb;
use crate::ruling::{GoodsCount, Holding, Ruling};

use crate::rules::Module;

/// Points for the most tokens of one good.
const MAJORITY_POINTS: i64 = 10;

pub struct TradersBuilders;

/// The tokens taken this turn, by player and good.
#[derive(Clone, Debug, Default)]
struct Taken(Vec<(PlayerIdx, Good, u32)>);

/// Gives `count` tokens of `good` to player `p`.
fn take(t: &mut Turn, p: PlayerIdx, good: Good, count: u32) {
    let taken = &mut t.slots.get_mut::<Taken>().0;
    match taken.iter_mut().find(|(q, g, _)| *q == p && *g == good) {
        Some((_, _, n)) => *n = n.saturating_add(count),
        None => taken.push((p, good, count)),
    }
}

/// The tokens of `good` player `p` holds now: those of the position and
/// those taken this turn.
fn held(t: &Turn, p: PlayerIdx, good: Good) -> u32 {
    let before = t.position.goods.get(&(p, good)).copied().unwrap_or(0);
    let taken: u32 = t
        .slots
        .get::<Taken>()
        .map(|taken| {
            taken
                .0
                .iter()
                .filter(|(q, g, _)| *q == p && *g == good)
                .map(|(_, _, n)| *n)
                .sum()
        })
        .unwrap_or(0);
    before.saturating_add(taken)
}

impl Module for TradersBuilders {
    fn rules(&self) -> RuleSet {
        RuleSet::TradersBuilders
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::OnCompleted,
            Hook::FinalScoring,
            Hook::WriteRuling,
            Hook::CarryTurn,
        ]
    }

    /// A double turn's next tile starts from the tokens taken so far, so
    /// that majorities and the ruling count the whole turn's.
    fn carry_turn(&self, t: &Turn, into: &mut Slots) {
        if let Some(taken) = t.slots.get::<Taken>() {
            into.put(taken.clone());
        }
    }

    /// The tokens taken, by player name and good.
    fn write_ruling(&self, t: &Turn, ruling: &mut Ruling) {
        let Some(taken) = t.slots.get::<Taken>() else {
            return;
        };
        for (p, g, n) in &taken.0 {
            *ruling
                .goods
                .entry(t.name(*p).to_owned())
                .or_default()
                .entry(*g)
                .or_default() += n;
        }
    }

    fn on_completed(&self, t: &mut Turn, g: GroupId) {
        let group = t.graph.group(g);
        if group.kind != Kind::City || !group.marks.has_goods() {
            return;
        }
        let marks = group.marks;
        // Who holds the city does not matter: the player who completed it
        // takes them, even with nobody in it.
        let player = t.player;
        let goods: Vec<GoodsCount> = Good::ALL
            .into_iter()
            .filter(|good| marks.goods[good.index()] > 0)
            .map(|good| GoodsCount {
                good,
                count: marks.goods[good.index()],
            })
            .collect();
        for c in &goods {
            take(t, player, c.good, c.count);
        }
        t.tell(&[tb::GOODS], |t| Fact::GoodsTaken {
            player: t.name(player).to_owned(),
            city: t.feature(g),
            goods,
        });
    }

    fn final_scoring(&self, t: &mut Turn) {
        let players: Vec<PlayerIdx> = (0..t.position.players.len()).collect();
        for good in Good::ALL {
            let held: Vec<(PlayerIdx, u32)> = players
                .iter()
                .map(|p| (*p, held(t, *p, good)))
                .filter(|(_, n)| *n > 0)
                .collect();
            let Some(most) = held.iter().map(|(_, n)| *n).max() else {
                continue;
            };
            let winners: Vec<PlayerIdx> = held
                .iter()
                .filter(|(_, n)| *n == most)
                .map(|(p, _)| *p)
                .collect();
            for p in &winners {
                t.gain(*p, MAJORITY_POINTS);
            }
            let fact = Fact::GoodsScored {
                good,
                holdings: held
                    .iter()
                    .map(|(p, n)| Holding {
                        player: t.name(*p).to_owned(),
                        count: *n,
                    })
                    .collect(),
                winners: winners.iter().map(|p| t.name(*p).to_owned()).collect(),
                points: MAJORITY_POINTS,
            };
            t.event(fact, &[tb::GOODS_SCORING]);
        }
    }
}
