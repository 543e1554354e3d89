//! The Princess & the Dragon: the dragon's flights and steps, the fairy,
//! portal deployments and the princess.

use carc_core::engine::Fact;

use super::{Words, n, s};

pub(super) fn dragon(w: &Words, f: &Fact) -> String {
    match f {
        Fact::DragonFlies { at, from } => match from {
            Some(from) => w.t(
                "step-dragon-flies-from",
                vec![("at", s(at)), ("from", s(from))],
            ),
            None => w.t("step-dragon-flies", vec![("at", s(at))]),
        },
        Fact::DragonStep { step, at, eaten } => {
            let list: Vec<String> = eaten.iter().map(|o| w.owned(o)).collect();
            w.t(
                "step-dragon-step",
                vec![
                    ("step", n(*step)),
                    ("at", s(at)),
                    ("count", n(list.len() as i64)),
                    ("eaten", s(w.and(&list))),
                ],
            )
        }
        Fact::DragonStuck { at, steps } => w.t(
            "step-dragon-stuck",
            vec![("at", s(at)), ("steps", n(*steps))],
        ),
        Fact::FairyMoved { player, figure, at } => w.t(
            "step-fairy-moved",
            vec![
                ("player", s(player)),
                ("figure", s(w.figure(*figure))),
                ("kind", s(figure.name())),
                ("at", s(at)),
            ],
        ),
        Fact::FairyPoint { player, points } => w.t(
            "step-fairy-point",
            vec![("player", s(player)), ("points", n(*points))],
        ),
        Fact::FairyScores {
            player,
            feature,
            points,
        } => w.t(
            "step-fairy-scores",
            vec![
                ("player", s(player)),
                ("feature", s(w.feature(feature, "in"))),
                ("points", n(*points)),
            ],
        ),
        Fact::PortalDeployed {
            player,
            figure,
            at,
            on,
            feature,
        } => w.t(
            "step-portal-deployed",
            vec![
                ("player", s(player)),
                (
                    "figure",
                    s(w.t("figure-a", vec![("figure", s(figure.name()))])),
                ),
                ("on", s(on)),
                ("at", s(at)),
                ("feature", s(w.feature(feature, "genitive"))),
            ],
        ),
        Fact::PrincessSends {
            player,
            owner,
            figure,
            at,
            city,
        } => w.t(
            "step-princess-sends",
            vec![
                ("player", s(player)),
                ("owner", s(owner)),
                ("figure", s(w.figure(*figure))),
                ("kind", s(figure.name())),
                ("at", s(at)),
                ("city", s(w.feature(city, "dative"))),
            ],
        ),
        _ => String::new(),
    }
}
