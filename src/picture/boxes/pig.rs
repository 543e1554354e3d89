//! The pig in the pictures: a small p on its disc.

use carc_core::figure::FigureKind;

use super::{Look, Pictures};

pub(super) struct Pig;

impl Pictures for Pig {
    fn look(&self, kind: FigureKind) -> Option<Look> {
        (kind == FigureKind::Pig).then_some(Look::letter("p"))
    }
}
