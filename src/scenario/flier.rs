//! The Flier in a scenario: a flight, `fly: {roll, on}`, of the turn's
//! figure (`deploy`) or of the phantom.

use super::load::{on, present};
use super::read::{Fields, Problems, int};
use super::*;
use crate::diag::Problem;
use crate::yaml::Node;

#[derive(Clone, Debug)]
pub struct Flight {
    pub span: Span,
    pub roll: Option<Sp<u8>>,
    pub on: Option<Sp<On>>,
}

const FLY_KEYS: &[&str] = &["roll", "on"];

/// `fly: {roll: 2, on: N}`; both keys may be left out.
pub(super) fn flight(node: &Node, p: &mut Problems) -> Option<Flight> {
    let mut f = Fields::of(
        node,
        "`fly`",
        "a flight is `{roll: 2, on: N}`; both keys may be left out",
        p,
    )?;
    let roll = f.opt("roll").map(|n| {
        let r = int(n, "the die shows 1, 2 or 3", p)?;
        if !(1..=3).contains(&r.value) {
            p.push(
                Problem::new(
                    "input::roll",
                    r.span,
                    format!("the flight die has no {}", r.value),
                )
                .label("not a face of the die")
                .help("the die shows 1, 2 or 3 (each twice)"),
            );
            return None;
        }
        Some(Sp::new(r.value as u8, r.span))
    });
    let on = f.opt("on").map(|n| on(n, p));
    f.finish(FLY_KEYS, p);
    Some(Flight {
        span: node.span,
        roll: present(roll)?,
        on: present(on)?,
    })
}

/// `on` or `corner` beside `fly`: the flight decides where the figure
/// lands.
pub(super) fn landing_beside_flight(extra: Span) -> Problem {
    Problem::new(
        "input::spot",
        extra,
        "a flying figure lands where the flight takes it",
    )
    .label("not used with `fly`")
    .help("put the landing feature inside the flight: `fly: {roll: 2, on: N}`")
}
