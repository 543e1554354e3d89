//! The Ferries in a scenario: a lake tile's `ferry` (on the board and in
//! the placement) and the action's `move_ferries`.

use super::format::SQUARE;
use super::load::req_at;
use super::read::{Problems, list_of, pair, word};
use super::shape::{self, Key, List, Mapping, Shape};
use super::*;
use crate::diag::{Problem, Text, msg};
use crate::figure::RuleSet;
use crate::yaml::Node;

#[derive(Clone, Debug)]
pub struct FerryMove {
    pub span: Span,
    pub at: Sp<Pos>,
    pub to: Sp<[Point; 2]>,
}

fn point(node: &Node, p: &mut Problems) -> Option<Sp<Point>> {
    word(node, &Point::NAMES, &msg("diag-edge-point"), p)
        .map(|w| Sp::new(Point::parse(w.value).expect("listed name"), w.span))
}

/// Two road ends of a lake, e.g. `[W, E]`.
pub(super) fn ferry(node: &Node, p: &mut Problems) -> Option<Sp<[Point; 2]>> {
    const HELP: Text = msg("diag-ferry-joins-two-road-ends");
    let not_two = ("input::ferry", msg("diag-ferry-not-two"));
    let [a, b] = pair(node, not_two, &HELP, p)?;
    let a = point(a, p);
    let b = point(b, p);
    let (a, b) = (a?, b?);
    if a.value == b.value {
        p.push(
            Problem::says(
                "input::ferry",
                b.span,
                msg("diag-ferry-joins-two-different-road"),
            )
            .help(&HELP),
        );
        return None;
    }
    Some(Sp::new([a.value, b.value], node.span))
}

/// `move_ferries: [{at: [x, y], to: [N, E]}]`.
pub(super) fn ferry_moves(node: &Node, p: &mut Problems) -> Option<Vec<FerryMove>> {
    const HELP: Text = msg("diag-each-move-x-y-n");
    list_of(node, msg("diag-ferry-move"), &HELP, p, |mut f, item, p| {
        let at = req_at(&mut f, &msg("diag-say-which-lake-x-y"), p);
        let to = f.read("to", &msg("diag-say-which-two-road-ends"), p, ferry);
        f.finish(&FERRY_MOVE.names(), p);
        Some(FerryMove {
            span: item.span,
            at: at?,
            to: to?,
        })
    })
}

// The keys' description (`shape.rs`), from which the loader takes the
// keys it knows and `carc schema` the JSON Schema.

/// The two road ends of a lake that its ferry joins.
const ROAD_ENDS: Shape = Shape::List(&List {
    item: Shape::Words(|| vec!["N", "E", "S", "W"], ""),
    min: 2,
    max: Some(2),
    unique: true,
    about: "the two road ends of the lake that the ferry joins",
});

/// A board entry's `ferry`.
pub(super) const BOARD_FERRY: Key = Key::opt("ferry", ROAD_ENDS).needs(RuleSet::Ferries);

/// The turn's `ferry`: where the placed lake's ferry goes.
pub(super) const TURN_FERRY: Key = Key::opt("ferry", ROAD_ENDS).needs(RuleSet::Ferries);

const FERRY_MOVE: Mapping = Mapping {
    about: "",
    keys: &[Key::req("at", SQUARE), Key::req("to", ROAD_ENDS)],
    also: None,
};

/// The turn's `move_ferries`.
pub(super) const MOVE_FERRIES: Key =
    Key::opt("move_ferries", shape::list_of!(Shape::Map(&FERRY_MOVE))).needs(RuleSet::Ferries);
