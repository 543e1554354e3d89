//! The abbot in the pictures: an A on its disc (its gardens are features,
//! drawn by the shared code).

use carc_core::figure::FigureKind;

use super::{Look, Pictures};

pub(super) struct Abbot;

impl Pictures for Abbot {
    fn look(&self, kind: FigureKind) -> Option<Look> {
        (kind == FigureKind::Abbot).then_some(Look::letter("A"))
    }
}
