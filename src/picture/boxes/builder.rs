//! The builder in the pictures: a U on its disc.

use carc_core::figure::FigureKind;

use super::{Look, Pictures};

pub(super) struct Builder;

impl Pictures for Builder {
    fn look(&self, kind: FigureKind) -> Option<Look> {
        (kind == FigureKind::Builder).then_some(Look::letter("U"))
    }
}
