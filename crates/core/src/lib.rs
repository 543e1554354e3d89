//! The game core of carcassonne-judge: a position and a proposed action in,
//! a ruling out, with no file format and no front end. The table, the
//! turn's steps and the ruling come from the engine's crate (`carc-engine`,
//! re-exported here module by module); this crate adds every rule set's
//! module (the rulebook), the move list and random games.
//!
//! A [`Position`] is the table (tiles from the [`Catalogue`], figures with
//! their owners), the players, and the rules in play; an [`Action`] is a
//! turn (tile, deployment, phantom, ferries, wagon choices) or the final
//! scoring. [`judge`] plays the action out and returns a [`Ruling`]: the
//! verdict, the events of the turn as typed facts with the rules they rest
//! on, and the points and figures that change hands. Words are for front
//! ends; the registry ([`registry`]) holds each rule's paraphrase.
//!
//! The judge trusts the position to be one the game can reach (tiles that
//! exist, matching edges, figures on features their kind may stand on): a
//! front end checks that before it asks, as the scenario reader does. So it
//! does for the parts of an action that belong to a rule set not in play (a
//! phantom, a ferry, a wagon choice): the engine asks only the modules of
//! the rule sets in play, and no other reads them.
//!
//! ```
//! use carc_core::geometry::{Pos, Rotation};
//! use carc_core::{judge, Action, Catalogue, FigureKind, On, Position, TurnAction, Verdict};
//! use carc_core::board::{Figure, FigureId, PlacedTile, Standing};
//! use carc_core::geometry::Point;
//!
//! let cat = Catalogue::get();
//! let start = cat.tile("base/D").unwrap(); // city N, road W-E
//! let cap = cat.tile("base/E").unwrap(); // a city cap on its N side
//! let mut position = Position::new(&["red", "blue"], &[]);
//! position.board.put(PlacedTile {
//!     tile: start,
//!     pos: Pos::new(0, 0),
//!     rot: Rotation::default(),
//!     ferry: None,
//!     tower: 0,
//! });
//! // Red's knight in the start tile's city.
//! let city = start.feature_at(Point::parse("N").unwrap(), Rotation::default()).unwrap();
//! position.board.figures.push(Figure {
//!     id: FigureId(0),
//!     owner: 0,
//!     kind: FigureKind::Follower,
//!     pos: Pos::new(0, 0),
//!     standing: Standing::Feature(city),
//! });
//! // Blue closes the city with a cap turned to face south.
//! let turn = TurnAction::place(cap, Pos::new(0, 1), Rotation::from_degrees(180).unwrap());
//! let ruling = judge(&position, &Action::Turn(Box::new(turn)));
//! assert_eq!(ruling.verdict, Verdict::Legal);
//! assert_eq!(ruling.points("red"), 4); // two tiles, two points each
//! assert_eq!(ruling.returned["red"], vec![FigureKind::Follower]);
//! # let _ = On::Centre("monastery");
//! ```

#![warn(missing_docs)]
// A turn returns at most one violation, once per judgement, so its size never
// matters for speed; boxing it would only add noise at every rule check.
#![allow(clippy::result_large_err)]

// The table, the turn's steps and the ruling are the engine's crate, which
// has no path to the rule modules below: it cannot name a box's rules.
/// Hands the boxes' one list (`boxes/list.rs`) to a macro, so that a layer
/// above builds its list of box files from it.
pub use carc_engine::with_boxes;
pub use carc_engine::{
    board, engine, figure, frontier, geometry, graph, position, ruling, tile_map,
};

pub mod boxes;
pub mod catalogue;
pub mod game;
pub mod moves;
pub mod registry;
pub mod rules;

pub use board::{Board, On};
pub use catalogue::Catalogue;
pub use figure::{FigureKind, RuleSet};
pub use position::{Action, Locus, Position, TurnAction};
pub use ruling::{Event, Fact, Ruling, Verdict, Violation};

/// Plays out an action on a position whose board has been checked (tiles
/// that exist, matching edges, figures where their kind may stand), with
/// every rule module of the rulebook ([`rules::RULEBOOK`]); the engine
/// itself knows no rule set.
pub fn judge(position: &Position, action: &Action) -> Ruling {
    engine::judge(rules::RULEBOOK, position, action)
}

/// Plays out an action as [`judge`] does, and gives the table it leaves
/// besides the ruling: the tiles, ferries and figures after the turn (as far
/// as the turn got, when it is illegal).
pub fn play(position: &Position, action: &Action) -> engine::After {
    let graph = std::sync::Arc::new(graph::Graph::build(&position.board));
    engine::play_on(
        rules::RULEBOOK,
        position,
        position.board.clone(),
        graph,
        action,
        false,
    )
}
