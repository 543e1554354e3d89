//! Ferries placed, reached and moved.

use carc_core::engine::Fact;
use carc_core::ruling::FerryWalk;

use super::{Words, n, s};

/// "; the road at E now ends at the lake"
pub(super) fn lake_ends(w: &Words, ends: &[&str], now: bool) -> String {
    if ends.is_empty() {
        return String::new();
    }
    let points: Vec<String> = ends.iter().map(|e| (*e).to_owned()).collect();
    w.t(
        if now {
            "step-lake-end-now"
        } else {
            "step-lake-end"
        },
        vec![
            ("count", n(ends.len() as i64)),
            ("points", s(w.and(&points))),
        ],
    )
}

/// A ferry placed, the ferries a tile reaches, a ferry moved.
pub(super) fn ferries(w: &Words, f: &Fact) -> String {
    match f {
        Fact::FerryPlaced {
            player,
            at,
            joins,
            ends,
            after_deploying,
        } => w.t(
            if *after_deploying {
                "step-ferry-placed"
            } else {
                "step-ferry-placed-without-figure"
            },
            vec![
                ("player", s(player)),
                ("at", s(at)),
                ("a", s(joins[0])),
                ("b", s(joins[1])),
                ("ends", s(lake_ends(w, ends, false))),
            ],
        ),
        Fact::FerriesReached { walks, moves_given } => ferry_walks(w, walks, *moves_given),
        Fact::FerryMoved {
            player,
            at,
            from,
            to,
            ends,
        } => w.t(
            "step-ferry-moved",
            vec![
                ("player", s(player)),
                ("at", s(at)),
                ("from-a", s(from[0])),
                ("from-b", s(from[1])),
                ("to-a", s(to[0])),
                ("to-b", s(to[1])),
                ("ends", s(lake_ends(w, ends, true))),
            ],
        ),
        _ => String::new(),
    }
}

/// Which ferries the placed tile's roads reach, and why each may move or not.
pub(super) fn ferry_walks(w: &Words, walks: &[FerryWalk], moves_given: bool) -> String {
    let mut parts: Vec<String> = walks.iter().map(|walk| ferry_walk(w, walk)).collect();
    let movable = walks
        .iter()
        .filter(|walk| matches!(walk, FerryWalk::Movable { .. }))
        .count();
    match (movable, moves_given) {
        (0, _) => parts.push(w.t("step-ferries-none-may-move", vec![])),
        (_, true) => {}
        (_, false) => parts.push(w.t("step-ferries-none-moved", vec![])),
    }
    parts.join("; ")
}

pub(super) fn ferry_walk(w: &Words, walk: &FerryWalk) -> String {
    match walk {
        FerryWalk::Movable {
            from,
            lake,
            jetty,
            joins,
        }
        | FerryWalk::DeadEnd {
            from,
            lake,
            jetty,
            joins,
        } => w.t(
            if matches!(walk, FerryWalk::Movable { .. }) {
                "step-ferry-movable"
            } else {
                "step-ferry-dead-end"
            },
            vec![
                ("from", s(from)),
                ("lake", s(lake)),
                ("a", s(joins[0])),
                ("b", s(joins[1])),
                ("jetty", s(jetty)),
            ],
        ),
        FerryWalk::Beyond { from, lake, first } => w.t(
            "step-ferry-beyond",
            vec![("from", s(from)), ("lake", s(lake)), ("first", s(first))],
        ),
    }
}
