//! Features completed and valued, who scores them, farms and barns.

use carc_core::engine::Fact;
use carc_core::ruling::{Counting, FeatureRef, Owned, Strength};

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
                ("working", s(working(w, feature, counting))),
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
                ("working", s(working(w, feature, counting))),
                ("points", n(*points)),
            ],
        ),
        Fact::Scored {
            feature,
            points,
            winners,
            strengths,
            idle,
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
                    ("strengths", s(strengths_and_idle(w, strengths, idle))),
                ],
            )
        }
        _ => String::new(),
    }
}

/// " (1 open city beside it counts for nothing)", or nothing.
fn open_note(w: &Words, open: u32) -> String {
    if open == 0 {
        return String::new();
    }
    format!(
        " {}",
        w.t("farm-open-note", vec![("open", n(i64::from(open)))])
    )
}

/// How the points were counted, and that several inns (or cathedrals)
/// raise the rate once, where a feature has more than one: the question a
/// table asks of a road with two inns.
fn working(w: &Words, feature: &FeatureRef, counting: &Counting) -> String {
    let raised = match counting {
        Counting::Road { rate, .. } => *rate > 1 && feature.inns > 1,
        Counting::City { rate, .. } => *rate > 2 && feature.cathedrals > 1,
        _ => false,
    };
    let plain = w.working(counting);
    if !raised {
        return plain;
    }
    let (mark, count) = if feature.inns > 1 {
        ("inn", feature.inns)
    } else {
        ("cathedral", feature.cathedrals)
    };
    w.t(
        "working-marks-once",
        vec![
            ("working", s(plain)),
            ("mark", s(mark)),
            ("count", n(i64::from(count))),
        ],
    )
}

/// "red 1; red's builder adds nothing": the strengths, and the figures on
/// the feature that count for nothing, since a player may ask about them.
fn strengths_and_idle(w: &Words, strengths: &[Strength], idle: &[Owned]) -> String {
    let mut out = w.strengths(strengths);
    if !idle.is_empty() {
        out.push_str(&w.t(
            "strength-idle",
            vec![
                ("figures", s(w.owned_list(idle))),
                ("count", n(idle.len() as i64)),
            ],
        ));
    }
    out
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
            open,
            player,
            per_city,
            bonus,
            marked: herd,
            counted,
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
                ("counted", s(counted_cities(w, counted))),
                ("points", n(*points)),
                ("strengths", s(w.strengths(strengths))),
                ("herd-note", s(herd_note(w, *herd))),
                ("open-note", s(open_note(w, *open))),
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
            counted,
            points,
        } => w.t(
            "step-barn-final",
            vec![
                ("player", s(player)),
                farm(f, "dative"),
                ("cities", n(*cities)),
                ("counted", s(counted_cities(w, counted))),
                ("points", n(*points)),
            ],
        ),
        Fact::HerdBesideBarn { player, farm: f } => w.t(
            "step-herd-beside-barn",
            vec![("player", s(player)), farm(f, "dative")],
        ),
        Fact::BarnsJoined { farm: f } => w.t("step-barns-joined", vec![farm(f, "accusative")]),
        Fact::BarnStays => w.t("step-barn-stays", vec![]),
        _ => String::new(),
    }
}

/// What a pig herd adds a city, as a note after the sum; empty without one.
fn herd_note(w: &Words, herd: i64) -> String {
    if herd == 0 {
        return String::new();
    }
    w.t("farm-herd-note", vec![("herd", n(herd))])
}

/// The cities a farm counts otherwise than at its rate, as terms added to
/// the sum (` + 3 (1 besieged city counts twice)`); empty when none.
fn counted_cities(w: &Words, counted: &[carc_core::engine::FarmCities]) -> String {
    counted
        .iter()
        .map(|c| {
            let how = c.rule.id().replace(':', "-");
            let vars = vec![
                ("how", s(&how)),
                ("points", n(c.points)),
                ("cities", n(c.cities)),
            ];
            format!(" + {}", w.t("farm-counted", vars))
        })
        .collect()
}
