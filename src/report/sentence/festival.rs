//! The Festival: a figure taken back on a festival tile.

use carc_core::engine::Fact;

use super::{Words, s};

pub(super) fn festival(w: &Words, f: &Fact) -> String {
    match f {
        Fact::FestivalReturn { player, figure, at } => w.t(
            "step-festival-return",
            vec![
                ("player", s(player)),
                ("figure", s(w.figure(*figure))),
                ("kind", s(figure.name())),
                ("at", s(at)),
            ],
        ),
        _ => String::new(),
    }
}
