//! Traders & Builders' goods: whoever completes a city takes the tokens of
//! its goods symbols, and at the end of the game the most tokens of each
//! good score 10. (The builder and the pig have modules of their own.)

use crate::board::PlayerIdx;
use crate::catalogue::{Good, Kind};
use crate::engine::hooks::Hook;
use crate::engine::{Fact, GoodsCount, Holding, Turn};
use crate::figure::RuleSet;
use crate::graph::GroupId;
use crate::registry::traders_builders as tb;

use super::Module;

/// Points for the most tokens of one good.
const MAJORITY_POINTS: i64 = 10;

pub struct TradersBuilders;

impl Module for TradersBuilders {
    fn rules(&self) -> RuleSet {
        RuleSet::TradersBuilders
    }

    fn hooks(&self) -> &'static [Hook] {
        &[Hook::OnCompleted, Hook::FinalScoring]
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
            t.take_goods(player, c.good, c.count);
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
                .map(|p| (*p, t.goods_held(*p, good)))
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
