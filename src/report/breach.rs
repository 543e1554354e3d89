//! A broken invariant of a random game in words (`carc play`), from the
//! catalogue.

use carc_core::game::Breach;

use super::sentence::{Words, n, s};
use crate::i18n::{Lang, catalogue};

/// What broke, in `lang`.
pub fn breach_in(b: &Breach, lang: Lang) -> String {
    let w = Words { c: catalogue(lang) };
    match b {
        Breach::ScoreFalls { player, by } => w.t(
            "breach-score-falls",
            vec![("player", s(player)), ("by", n(*by))],
        ),
        Breach::FiguresMiscounted {
            player,
            figure,
            on_table,
            in_hand,
            owned,
        } => w.t(
            "breach-figures-miscounted",
            vec![
                ("player", s(player)),
                ("figure", s(w.figure(*figure))),
                ("kind", s(figure.name())),
                ("on-table", n(*on_table)),
                ("in-hand", n(*in_hand)),
                ("owned", n(*owned)),
            ],
        ),
        Breach::StandsOnNothing { figure, at } => w.t(
            "breach-stands-on-nothing",
            vec![
                ("figure", s(w.figure(*figure))),
                ("kind", s(figure.name())),
                ("at", s(at)),
            ],
        ),
        Breach::OffTheTable { piece, at } => w.t(
            "breach-off-the-table",
            vec![("piece", s(piece)), ("at", s(at))],
        ),
        Breach::StandsOnCompleted { figure, player, at } => w.t(
            "breach-stands-on-completed",
            vec![
                ("figure", s(w.figure(*figure))),
                ("kind", s(figure.name())),
                ("player", s(player)),
                ("at", s(at)),
            ],
        ),
        Breach::GoodsMiscounted {
            good,
            held,
            in_completed_cities,
        } => w.t(
            "breach-goods-miscounted",
            vec![
                ("good", s(good.name())),
                ("held", n(*held)),
                ("in-cities", n(*in_completed_cities)),
            ],
        ),
        Breach::MissedPlacementLegal => w.t("breach-missed-placement-legal", vec![]),
        Breach::RefusedDeploymentLegal => w.t("breach-refused-deployment-legal", vec![]),
        Breach::Differs { on } => w.t("breach-differs", vec![("on", s(on))]),
        Breach::NothingListed => w.t("breach-nothing-listed", vec![]),
        Breach::ListedIllegal { why, rule } => w.t(
            "breach-listed-illegal",
            vec![("why", s(why.id())), ("rule", s(rule.id()))],
        ),
        Breach::RefusedOnPlay => w.t("breach-refused-on-play", vec![]),
        Breach::Watcher(words) => words.clone(),
    }
}
