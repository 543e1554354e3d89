//! The big follower in the pictures: a larger disc with a B.

use carc_core::figure::FigureKind;

use super::{Look, Pictures, Shape};

pub(super) struct BigFollower;

impl Pictures for BigFollower {
    fn look(&self, kind: FigureKind) -> Option<Look> {
        (kind == FigureKind::BigFollower).then_some(Look {
            letter: "B",
            shape: Shape::Disc(8.5),
        })
    }
}
