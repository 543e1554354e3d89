//! Sieges in a scenario: the action's `escape`, a knight leaving a
//! besieged city at the end of the turn.

use super::format::CAPTURE;
use super::load::named_figure;
use super::read::Problems;
use super::shape::Key;
use super::*;
use crate::diag::{msg, quoted};
use crate::figure::RuleSet;
use crate::yaml::Node;

/// `escape: {at: [x, y], on: FEATURE}`.
pub(super) fn escape(n: &Node, p: &mut Problems) -> Option<Sp<Capture>> {
    named_figure(n, quoted("escape"), &msg("diag-escape-x-y-feature-your"), p)
}

// The keys' description (`shape.rs`), from which the loader takes the
// keys it knows and `carc schema` the JSON Schema.

/// The turn's `escape`.
pub(super) const ESCAPE: Key = Key::opt("escape", CAPTURE)
    .about("One of your knights leaving a besieged city at the end of the turn (sieges).")
    .needs(RuleSet::Sieges);
