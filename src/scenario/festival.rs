//! The festival in a scenario (The Festival): the deployment `festival`,
//! one of the player's figures taken back.

use super::format::CAPTURE;
use super::load::lone_figure;
use super::read::{Fields, Problems};
use super::shape::{Key, Mapping, Shape};
use super::*;
use crate::figure::RuleSet;
use crate::yaml::Node;

const FESTIVAL_HELP: &str = "`festival` is `{at: [x, y], on: FEATURE}` (or `corner: NE` for a barn): your figure taken back";

/// `deploy: {festival: {at, on}}`.
pub(super) fn festival(f: Fields, named: &Node, p: &mut Problems) -> Option<Deploy> {
    lone_figure(f, named, ("festival", "`festival`", FESTIVAL_HELP), p).map(Deploy::Festival)
}

// The keys' description (`shape.rs`), from which the loader takes the
// keys it knows and `carc schema` the JSON Schema.

/// `deploy: {festival}`.
pub(super) const FESTIVAL: Shape = Shape::Map(&Mapping {
    about: "one of your figures taken back on a festival tile (The Festival)",
    keys: &[Key::req("festival", CAPTURE).needs(RuleSet::Festival)],
    also: None,
});
