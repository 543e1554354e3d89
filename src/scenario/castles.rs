//! The castles in a scenario (castles): the position's and `expect`'s
//! `castles`, the action's small cities turned into castles (`castles`) and
//! a castle's choice of what it scores (`castle-scores`).

use super::format::{FEATURE, FEATURE_AT, PLAYER, SQUARE};
use super::load::{feature_at, present, req_feature, req_owner};
use super::read::{Problems, list_of, pos};
use super::shape::{self, Key, Mapping, Shape};
use super::*;
use crate::diag::{Text, msg, quoted};
use crate::figure::RuleSet;
use crate::yaml::Node;

/// A castle: a tile of its small city and the city there, with its owner
/// (in the position and in `expect`; none for the action's new castles).
#[derive(Clone, Debug)]
pub struct CastleEntry {
    pub span: Span,
    pub owner: Option<Sp<String>>,
    pub at: Sp<Pos>,
    pub on: Sp<On>,
}

/// The feature a castle scores, chosen among several completed at once.
#[derive(Clone, Debug)]
pub struct CastleScoreEntry {
    pub span: Span,
    pub castle: Sp<Pos>,
    pub at: Sp<Pos>,
    pub on: Sp<On>,
}

/// Castles, each `{owner: red, at: [x, y], on: FEATURE}` (a tile of the
/// small city and its city there); without `owner` where `owned` is false
/// (the action's small cities to turn into castles).
pub(super) fn castles(node: &Node, owned: bool, p: &mut Problems) -> Option<Vec<CastleEntry>> {
    let help = if owned {
        &msg("diag-each-castle-owner-red-x")
    } else {
        &msg("diag-each-small-city-turn-into")
    };
    let known = if owned {
        CASTLE.names()
    } else {
        FEATURE_AT.names()
    };
    list_of(node, msg("diag-castle"), help, p, |mut f, item, p| {
        let owner = owned.then(|| req_owner(&mut f, &msg("diag-say-whose-castle-owner-red"), p));
        let (at, on) = req_feature(&mut f, &msg("diag-name-city-n"), p);
        f.finish(&known, p);
        Some(CastleEntry {
            span: item.span,
            owner: present(owner)?,
            at: at?,
            on: on?,
        })
    })
}

/// `castle-scores: [{castle: [x, y], from: {at: [x, y], on: FEATURE}}]`.
pub(super) fn castle_scores(node: &Node, p: &mut Problems) -> Option<Vec<CastleScoreEntry>> {
    const HELP: Text = msg("diag-each-choice-castle-x-y");
    let what = msg("diag-castle-choice");
    list_of(node, what, &HELP, p, |mut f, item, p| {
        let castle = f.read(
            "castle",
            &msg("diag-say-which-castle-square-castle"),
            p,
            pos,
        );
        let from = f.read(
            "from",
            &msg("diag-say-which-feature-scores-from"),
            p,
            |n, p| feature_at(n, quoted("from"), &HELP, p),
        );
        f.finish(&CASTLE_SCORE.names(), p);
        let (at, on) = from?;
        Some(CastleScoreEntry {
            span: item.span,
            castle: castle?,
            at,
            on,
        })
    })
}

// The keys' description (`shape.rs`), from which the loader takes the
// keys it knows and `carc schema` the JSON Schema.

/// A castle: its owner, a tile of its small city and the city there.
const CASTLE: Mapping = Mapping {
    about: "a castle: its owner, a tile of its small city and the city there",
    keys: &[
        Key::req("owner", PLAYER),
        Key::req("at", SQUARE),
        Key::req("on", FEATURE),
    ],
    also: None,
};

/// The position's `castles`.
pub(super) const CASTLES: Key = Key::opt("castles", shape::list_of!(Shape::Map(&CASTLE)))
    .about("The castles on the table before the action (castles).")
    .needs(RuleSet::Castles);

/// `expect`'s `castles`.
pub(super) const EXPECT_CASTLES: Key = Key::opt("castles", shape::list_of!(Shape::Map(&CASTLE)))
    .about("Castles that must stand on the table after the action (castles).");

/// The turn's `castles`.
pub(super) const TURN_CASTLES: Key = Key::opt("castles", shape::list_of!(Shape::Map(&FEATURE_AT)))
    .about(
        "Small cities completed this turn that their holder turns into castles instead of scoring them (castles).",
    )
    .needs(RuleSet::Castles);

const CASTLE_SCORE: Mapping = Mapping {
    about: "the feature a castle scores when several complete beside it at once",
    keys: &[
        Key::req("castle", SQUARE),
        Key::req("from", Shape::Map(&FEATURE_AT)),
    ],
    also: None,
};

/// The turn's `castle-scores`.
pub(super) const CASTLE_SCORES: Key =
    Key::opt("castle-scores", shape::list_of!(Shape::Map(&CASTLE_SCORE)))
        .about(
            "For a castle beside several features completed at once, the one it scores (castles).",
        )
        .needs(RuleSet::Castles);
