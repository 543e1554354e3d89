//! The phantom in a scenario: the action's `phantom`, on a feature of the
//! placed tile or in flight.

use super::flier::flight;
use super::format::FEATURE;
use super::load::on;
use super::read::{Fields, Problems};
use super::shape::{self, Key, Shape};
use super::*;
use crate::diag::{Problem, msg, quoted};
use crate::figure::RuleSet;
use crate::yaml::Node;

#[derive(Clone, Debug)]
pub enum PhantomDeploy {
    On(Sp<On>),
    Fly(Flight),
}

/// `phantom: {on: POINT}` or `phantom: {fly: {roll: 2}}`.
pub(super) fn phantom(node: &Node, p: &mut Problems) -> Option<Sp<PhantomDeploy>> {
    let mut f = Fields::of(
        node,
        quoted("phantom"),
        &msg("diag-phantom-point-fly-roll-2"),
        p,
    )?;
    let on_node = f.opt("on");
    let fly_node = f.opt("fly");
    f.finish(&PHANTOM_SHAPE.key_names(), p);
    let d = match (on_node, fly_node) {
        (Some(n), None) => PhantomDeploy::On(on(n, p)?),
        (None, Some(n)) => PhantomDeploy::Fly(flight(n, p)?),
        _ => {
            p.push(Problem::says(
                "input::phantom",
                node.span,
                msg("diag-phantom-needs-exactly-one-fly"),
            ));
            return None;
        }
    };
    Some(Sp::new(d, node.span))
}

// The keys' description (`shape.rs`), from which the loader takes the
// keys it knows and `carc schema` the JSON Schema.

const PHANTOM_SHAPE: Shape = Shape::AnyOf(
    &[
        shape::map_of![Key::req("on", FEATURE)],
        shape::map_of![Key::req("fly", Shape::Map(&super::flier::FLIGHT))],
    ],
    "",
);

/// The turn's `phantom`.
pub(super) const PHANTOM: Key = Key::opt("phantom", PHANTOM_SHAPE).needs(RuleSet::Phantom);
