//! The Flier in a scenario: a flight, `fly: {roll, on}`, of the turn's
//! figure (`deploy`) or of the phantom.

use super::format::{FEATURE, FIGURE};
use super::load::{on, present};
use super::read::{Fields, Problems, int};
use super::shape::{self, Key, Mapping, Shape};
use super::*;
use crate::diag::{Problem, msg, quoted};
use crate::figure::RuleSet;
use crate::yaml::Node;

#[derive(Clone, Debug)]
pub struct Flight {
    pub span: Span,
    pub roll: Option<Sp<u8>>,
    pub on: Option<Sp<On>>,
}

/// `fly: {roll: 2, on: N}`; both keys may be left out.
pub(super) fn flight(node: &Node, p: &mut Problems) -> Option<Flight> {
    let mut f = Fields::of(node, quoted("fly"), &msg("diag-flight-roll-2-n-both"), p)?;
    let roll = f.opt("roll").map(|n| {
        let r = int(n, &msg("diag-die-shows-1-2-3"), p)?;
        if !(1..=3).contains(&r.value) {
            p.push(Problem::says(
                "input::roll",
                r.span,
                msg("diag-die-has-no").arg("value", r.value.to_string()),
            ));
            return None;
        }
        Some(Sp::new(r.value as u8, r.span))
    });
    let on = f.opt("on").map(|n| on(n, p));
    f.finish(&FLIGHT.names(), p);
    Some(Flight {
        span: node.span,
        roll: present(roll)?,
        on: present(on)?,
    })
}

/// `on` or `corner` beside `fly`: the flight decides where the figure
/// lands.
pub(super) fn landing_beside_flight(extra: Span) -> Problem {
    Problem::says(
        "input::spot",
        extra,
        msg("diag-flying-figure-lands-where-flight"),
    )
}

// The keys' description (`shape.rs`), from which the loader takes the
// keys it knows and `carc schema` the JSON Schema.

/// A flight's keys.
pub(super) const FLIGHT: Mapping = Mapping {
    about: "",
    keys: &[
        Key::opt(
            "roll",
            Shape::Int {
                min: 1,
                max: 3,
                about: "",
            },
        ),
        Key::opt("on", FEATURE),
    ],
    also: None,
};

/// A figure flown from the turn's tile: `{figure, fly: {roll, on}}`.
pub(super) const FLY: Shape = shape::map_of![
    Key::req("figure", FIGURE),
    Key::req("fly", Shape::Map(&FLIGHT)).needs(RuleSet::Flier),
];
