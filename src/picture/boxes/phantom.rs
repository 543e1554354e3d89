//! The phantom in the pictures: a P on its disc.

use carc_core::figure::FigureKind;

use super::{Look, Pictures};

pub(super) struct Phantom;

impl Pictures for Phantom {
    fn look(&self, kind: FigureKind) -> Option<Look> {
        (kind == FigureKind::Phantom).then_some(Look::letter("P"))
    }
}
