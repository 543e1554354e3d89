//! Sieges in a scenario: the action's `escape`, a knight leaving a
//! besieged city at the end of the turn.

use super::load::named_figure;
use super::read::Problems;
use super::*;
use crate::yaml::Node;

/// `escape: {at: [x, y], on: FEATURE}`.
pub(super) fn escape(n: &Node, p: &mut Problems) -> Option<Sp<Capture>> {
    named_figure(
        n,
        "`escape`",
        "`escape` is `{at: [x, y], on: FEATURE}`: your knight leaving a besieged city",
        p,
    )
}
