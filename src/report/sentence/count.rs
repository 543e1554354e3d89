//! The Count of Carcassonne: figures leaving and entering the City's
//! quarters, and the count's moves.

use carc_core::engine::Fact;

use super::{Words, n, s};

/// A figure's name in words.
fn figure(w: &Words, kind: carc_core::figure::FigureKind) -> String {
    w.t("figure", vec![("figure", s(kind.name()))])
}

/// A quarter's name in words, in the case the sentence needs.
fn quarter(w: &Words, q: carc_core::position::Quarter, case: &str) -> String {
    w.t("quarter", vec![("quarter", s(q.name())), ("case", s(case))])
}

pub(super) fn count(w: &Words, f: &Fact) -> String {
    match f {
        Fact::LeftCity {
            player,
            figure,
            quarter,
            feature,
        } => w.t(
            "step-count-left",
            vec![
                ("player", s(player)),
                ("figure", s(self::figure(w, *figure))),
                ("kind", s(figure.name())),
                ("quarter", s(self::quarter(w, *quarter, "accusative"))),
                ("feature", s(w.feature(feature, "accusative"))),
            ],
        ),
        Fact::EnteredCity {
            player,
            figure,
            quarter,
            scorers,
        } => w.t(
            "step-count-entered",
            vec![
                ("player", s(player)),
                ("figure", s(self::figure(w, *figure))),
                ("kind", s(figure.name())),
                (
                    "figure-a",
                    s(w.t("figure-a", vec![("figure", s(figure.name()))])),
                ),
                ("quarter", s(self::quarter(w, *quarter, "accusative"))),
                ("count", n(scorers.len() as i64)),
                ("scorers", s(w.and(scorers))),
            ],
        ),
        Fact::CountMoved { player, from, to } => w.t(
            "step-count-moved",
            vec![
                ("player", s(player)),
                ("from", s(quarter(w, *from, "dative"))),
                ("to", s(quarter(w, *to, "accusative"))),
            ],
        ),
        _ => String::new(),
    }
}
