//! Goods tokens (Traders & Builders): taken with a completed city, and the
//! most of each good scored at the end.

use carc_core::catalogue::Good;
use carc_core::engine::Fact;
use carc_core::ruling::GoodsCount;

use super::{Words, n, s};

impl Words {
    /// "2 wine", "1 cloth".
    fn goods_count(&self, good: Good, count: u32) -> String {
        self.t(
            "goods-count",
            vec![("good", s(good.name())), ("count", n(count))],
        )
    }
}

pub(super) fn goods(w: &Words, f: &Fact) -> String {
    match f {
        Fact::GoodsTaken {
            player,
            city,
            goods,
        } => {
            let list: Vec<String> = goods
                .iter()
                .map(|GoodsCount { good, count }| w.goods_count(*good, *count))
                .collect();
            w.t(
                "step-goods-taken",
                vec![
                    ("player", s(player)),
                    ("city", s(w.feature(city, "accusative"))),
                    ("goods", s(w.and(&list))),
                ],
            )
        }
        Fact::GoodsScored {
            good,
            holdings,
            winners,
            points,
        } => {
            let held: Vec<String> = holdings
                .iter()
                .map(|h| format!("{} {}", h.player, h.count))
                .collect();
            w.t(
                if winners.len() > 1 {
                    "step-goods-scored-tied"
                } else {
                    "step-goods-scored"
                },
                vec![
                    ("winners", s(w.and(winners))),
                    ("good", s(w.t("good", vec![("good", s(good.name()))]))),
                    ("points", n(*points)),
                    ("holdings", s(held.join(", "))),
                ],
            )
        }
        _ => String::new(),
    }
}
