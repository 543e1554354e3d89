//! The phantom in a scenario: the action's `phantom`, on a feature of the
//! placed tile or in flight.

use super::flier::flight;
use super::load::on;
use super::read::{Fields, Problems};
use super::*;
use crate::diag::Problem;
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
        "`phantom`",
        "the phantom is `{on: POINT}` or `{fly: {roll: 2}}`",
        p,
    )?;
    let on_node = f.opt("on");
    let fly_node = f.opt("fly");
    f.finish(&["on", "fly"], p);
    let d = match (on_node, fly_node) {
        (Some(n), None) => PhantomDeploy::On(on(n, p)?),
        (None, Some(n)) => PhantomDeploy::Fly(flight(n, p)?),
        _ => {
            p.push(
                Problem::new(
                    "input::phantom",
                    node.span,
                    "the phantom needs exactly one of `on` and `fly`",
                )
                .label("here")
                .help("write `phantom: {on: S}` or `phantom: {fly: {roll: 1}}`"),
            );
            return None;
        }
    };
    Some(Sp::new(d, node.span))
}
