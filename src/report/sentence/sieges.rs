//! Sieges: a knight leaving a besieged city.

use carc_core::engine::Fact;

use super::{Words, s};

pub(super) fn sieges(w: &Words, f: &Fact) -> String {
    match f {
        Fact::Escaped {
            player,
            figure,
            at,
            city,
            monastery,
        } => w.t(
            "step-sieges-escape",
            vec![
                ("player", s(player)),
                ("figure", s(w.figure(*figure))),
                ("kind", s(figure.name())),
                ("at", s(at)),
                ("city", s(w.feature(city, "dative"))),
                ("monastery", s(monastery)),
            ],
        ),
        _ => String::new(),
    }
}
