//! The goods tokens in a scenario (Traders & Builders): the position's and
//! `expect`'s `goods`.

use super::load::counts_by_player;
use super::read::{Problems, word};
use super::shape::{Key, Mapping, Shape};
use super::*;
use crate::catalogue::Good;
use crate::diag::{Problem, Text, msg};
use crate::figure::RuleSet;
use crate::yaml::Node;

/// Goods tokens per player, e.g. `goods: {red: {wine: 2}}`.
pub type GoodsByPlayer = CountsByPlayer<Good>;

/// Goods tokens per player: `{red: {wine: 2, cloth: 1}}`, each count at
/// most the tokens of that good in the box.
pub(super) fn goods(node: &Node, p: &mut Problems) -> GoodsByPlayer {
    const HELP: Text = msg("diag-goods-tokens-per-player-e");
    let key_of = |k: &Node, p: &mut Problems| {
        // Printings and players call the grain wheat or corn.
        if let Some(w) = k.as_str()
            && ["wheat", "corn"].iter().any(|x| w.eq_ignore_ascii_case(x))
        {
            p.push(Problem::says(
                "input::unknown-value",
                k.span,
                msg("diag-called-grain").arg("word", w),
            ));
            return None;
        }
        word(k, &Good::NAMES, &msg("diag-word-good"), p)
            .and_then(|w| Good::parse(w.value).map(|g| Sp::new(g, w.span)))
    };
    let too_many = |good: Good, count: &Sp<i64>| {
        let box_holds = i64::from(good.tokens());
        (count.value > box_holds).then(|| {
            Problem::new(
                "input::too-large",
                count.span,
                msg("diag-box-holds-only")
                    .arg("count", box_holds)
                    .arg("good", msg("good").arg("good", good.name())),
            )
            .label(msg("diag-more-than-box"))
            .help(
                msg("diag-player-holds-at-most")
                    .arg("count", box_holds)
                    .arg("good", msg("good").arg("good", good.name())),
            )
        })
    };
    counts_by_player(
        node,
        p,
        (&HELP, &msg("diag-mapping-from-good-count")),
        &key_of,
        &too_many,
    )
}

// The keys' description (`shape.rs`), from which the loader takes the
// keys it knows and `carc schema` the JSON Schema.

/// Goods tokens, by good: at most the tokens of that good in the box
/// (`Good::tokens`, which the loader holds the counts to).
const GOODS_HELD: Mapping = Mapping {
    about: "goods tokens, by good; at most the tokens of that good in the box",
    keys: &[
        Key::opt(
            "wine",
            Shape::Int {
                min: 0,
                max: 9,
                about: "",
            },
        ),
        Key::opt(
            "grain",
            Shape::Int {
                min: 0,
                max: 6,
                about: "",
            },
        ),
        Key::opt(
            "cloth",
            Shape::Int {
                min: 0,
                max: 5,
                about: "",
            },
        ),
    ],
    also: None,
};

/// The position's `goods`.
pub(super) const GOODS: Key = Key::opt("goods", Shape::PerPlayer(&Shape::Map(&GOODS_HELD), ""))
    .about(
        "Goods tokens each player holds before the action (Traders & Builders); none for players left out.",
    )
    .needs(RuleSet::TradersBuilders);

/// `expect`'s `goods`.
pub(super) const EXPECT_GOODS: Key = Key::opt(
    "goods",
    Shape::PerPlayer(&Shape::Map(&GOODS_HELD), ""),
)
.about(
    "Goods tokens taken by the action (Traders & Builders); players and goods left out took none.",
);
