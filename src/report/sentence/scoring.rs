//! Features completed and valued, who scores them, farms and barns.

use carc_core::engine::Fact;
use carc_core::engine::ruling::FeatureRef;

use super::{Words, n, s};

/// A feature completed, valued at the end, and who scores it.
pub(super) fn scoring(w: &Words, f: &Fact) -> String {
    match f {
        Fact::Completed {
            feature,
            points,
            counting,
            occupied,
        } => w.t(
            if *occupied {
                "step-completed"
            } else {
                "step-completed-empty"
            },
            vec![
                ("feature", s(w.feature(feature, "nominative"))),
                ("working", s(w.working(counting))),
                ("points", n(*points)),
            ],
        ),
        Fact::FinalScoring => w.t("step-final-scoring", vec![]),
        Fact::Valued {
            feature,
            points,
            counting,
        } => w.t(
            "step-valued",
            vec![
                ("feature", s(w.feature(feature, "nominative"))),
                ("working", s(w.working(counting))),
                ("points", n(*points)),
            ],
        ),
        Fact::Scored {
            feature,
            points,
            winners,
            strengths,
        } => {
            let feature = s(w.feature(feature, "accusative"));
            if winners.is_empty() {
                return w.t("step-nobody-scores", vec![("feature", feature)]);
            }
            let id = if winners.len() > 1 {
                "step-scored-tied"
            } else {
                "step-scored"
            };
            w.t(
                id,
                vec![
                    ("winners", s(w.and(winners))),
                    ("points", n(*points)),
                    ("feature", feature),
                    ("strengths", s(w.strengths(strengths))),
                ],
            )
        }
        _ => String::new(),
    }
}

/// Farms and barns.
pub(super) fn farms(w: &Words, f: &Fact) -> String {
    let farm = |farm: &FeatureRef, case| ("farm", s(w.feature(farm, case)));
    match f {
        Fact::BarnScoresFarmers { farm: f } => {
            w.t("step-barn-scores-farmers", vec![farm(f, "dative")])
        }
        Fact::JoinedBarnFarm { farm: f } => {
            w.t("step-joined-barn-farm", vec![farm(f, "nominative")])
        }
        Fact::FarmScored {
            farm: f,
            cities,
            player,
            per_city,
            bonus,
            points,
            strengths,
        } => {
            let Some(player) = player else {
                return w.t("step-farm-unscored", vec![farm(f, "nominative")]);
            };
            let mut vars = vec![
                farm(f, "nominative"),
                ("cities", n(*cities)),
                ("player", s(player)),
                ("per-city", n(*per_city)),
                ("points", n(*points)),
                ("strengths", s(w.strengths(strengths))),
            ];
            match bonus {
                Some(b) => {
                    vars.push(("figure", s(b.figure.name())));
                    w.t("step-farm-scored-bonus", vars)
                }
                None => w.t("step-farm-scored", vars),
            }
        }
        Fact::BarnFinal {
            player,
            farm: f,
            cities,
            points,
        } => w.t(
            "step-barn-final",
            vec![
                ("player", s(player)),
                farm(f, "dative"),
                ("cities", n(*cities)),
                ("points", n(*points)),
            ],
        ),
        Fact::BarnsJoined { farm: f } => w.t("step-barns-joined", vec![farm(f, "accusative")]),
        Fact::BarnStays => w.t("step-barn-stays", vec![]),
        _ => String::new(),
    }
}
