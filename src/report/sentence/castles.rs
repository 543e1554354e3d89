//! Castles: a small city turned into a castle, and a castle scoring.

use carc_core::engine::Fact;

use super::{Words, n, s};

pub(super) fn castles(w: &Words, f: &Fact) -> String {
    match f {
        Fact::CastleBuilt {
            player,
            city,
            sent_home,
        } => {
            let list: Vec<String> = sent_home.iter().map(|o| w.owned(o)).collect();
            w.t(
                "step-castle-built",
                vec![
                    ("player", s(player)),
                    ("city", s(w.feature(city, "accusative"))),
                    ("count", n(list.len() as i64)),
                    ("home", s(w.and(&list))),
                ],
            )
        }
        Fact::CastleScores {
            player,
            castle,
            feature,
            points,
        } => w.t(
            "step-castle-scores",
            vec![
                ("player", s(player)),
                ("castle", s(w.feature(castle, "genitive"))),
                ("feature", s(w.feature(feature, "nominative"))),
                ("points", n(*points)),
            ],
        ),
        Fact::CastleLeftOut { castle, completed } => {
            let list: Vec<String> = completed
                .iter()
                .map(|c| w.feature(c, "nominative"))
                .collect();
            w.t(
                "step-castle-left-out",
                vec![
                    ("castle", s(w.feature(castle, "genitive"))),
                    ("completed", s(w.and(&list))),
                    ("count", n(list.len() as i64)),
                ],
            )
        }
        _ => String::new(),
    }
}
