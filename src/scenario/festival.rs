//! The festival in a scenario (The Festival): the deployment `festival`,
//! one of the player's figures taken back.

use super::load::lone_figure;
use super::read::{Fields, Problems};
use super::*;
use crate::yaml::Node;

const FESTIVAL_HELP: &str = "`festival` is `{at: [x, y], on: FEATURE}` (or `corner: NE` for a barn): your figure taken back";

/// `deploy: {festival: {at, on}}`.
pub(super) fn festival(f: Fields, named: &Node, p: &mut Problems) -> Option<Deploy> {
    lone_figure(f, named, ("festival", "`festival`", FESTIVAL_HELP), p).map(Deploy::Festival)
}
