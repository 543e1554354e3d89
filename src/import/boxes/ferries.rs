//! The Ferries in a saved game of JCloisterZone: its lake tiles, the
//! ferry placed on a new lake and a ferry moved on another (both
//! `PLACE_TOKEN FERRY`, before the commit). JCloisterZone names a ferry by
//! the two sides whose road ends it joins (`NE`); carc by their points.

use carc_core::RuleSet;
use carc_core::geometry::Point;
use carc_core::position::{FerryMove, TurnAction};

use super::{Cx, JczBox, Names, Taken};
use crate::diag::{Problem, msg};
use crate::import::replay::Message;

pub(super) struct Ferries;

impl JczBox for Ferries {
    fn names(&self) -> &'static Names {
        &Names {
            rule_set: RuleSet::Ferries,
            sets: &[("ferries", "FR")],
            elements: &["ferry"],
            meeples: &[],
            kept: &[],
        }
    }

    fn message(&self, m: &Message, cx: &Cx, turn: &mut TurnAction) -> Taken {
        let committed = cx.committed;
        let token = m.payload.get("token")?;
        if committed || m.kind != "PLACE_TOKEN" || token.node.as_str() != Some("FERRY") {
            return None;
        }
        let mut read = || -> Result<(), Problem> {
            let pointer = m.payload.need("pointer")?;
            let at = pointer.need("position")?.square()?;
            let location = pointer.need("location")?;
            let ends = joined(location.str()?)
                .ok_or_else(|| location.wrong(&msg("diag-two-sides-lake-such-ne")))?;
            // The ferry of the lake just placed comes first; any other
            // is a ferry moved.
            if at == turn.place.at && turn.ferry.is_none() {
                turn.ferry = Some(ends);
            } else {
                turn.move_ferries.push(FerryMove { at, to: ends });
            }
            Ok(())
        };
        Some(read())
    }
}

/// The two road ends a ferry joins: the middles of the two sides named.
fn joined(location: &str) -> Option<[Point; 2]> {
    let side = |c: char| match c {
        'N' => Some(Point::from_index(1)),
        'E' => Some(Point::from_index(4)),
        'S' => Some(Point::from_index(7)),
        'W' => Some(Point::from_index(10)),
        _ => None,
    };
    let mut sides = location.chars();
    let (a, b) = (side(sides.next()?)?, side(sides.next()?)?);
    (sides.next().is_none() && a != b).then_some([a, b])
}
