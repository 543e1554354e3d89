//! The builder in a scenario (`builder`, which `traders-builders`
//! includes): `expect`'s `double-turn`.

use super::read::Problems;
use super::shape::{Key, Shape};
use super::*;
use crate::diag::{Problem, msg};
use crate::yaml::{Node, Value};

/// `double-turn: true` or `false` under `expect`: whether the builder's
/// second turn is granted.
pub(super) fn double_turn(n: &Node, p: &mut Problems) -> Option<Sp<bool>> {
    match &n.value {
        Value::Bool(b) => Some(Sp::new(*b, n.span)),
        _ => {
            p.push(Problem::says(
                "input::bad-value",
                n.span,
                msg("diag-double-turn-not-bool").arg("found", crate::diag::kind_of(n)),
            ));
            None
        }
    }
}

// The keys' description (`shape.rs`), from which the loader takes the
// keys it knows and `carc schema` the JSON Schema.

/// `expect`'s `double-turn`.
pub(super) const EXPECT_DOUBLE_TURN: Key =
    Key::opt("double-turn", Shape::Bool("")).about(
        "Whether the player takes another turn at once: the builder's second turn, or The River II's volcano.",
    );
