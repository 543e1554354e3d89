//! What each box means in a JCloisterZone saved game: its tile sets, its
//! elements, the meeples it brings, the rules of its setup carc judges as
//! JCloisterZone plays them, and the moves it writes its own way. A box
//! that is not listed here cannot be imported yet: a game that uses it is
//! refused with a diagnostic naming what is missing.

use carc_core::board::On;

use super::replay::{Meeples, Message, Tiles};
use crate::diag::{Problem, Text};
use carc_core::geometry::Pos;
use carc_core::position::{Deploy, Position, Rules, TurnAction};
use carc_core::{FigureKind, RuleSet};

mod abbey_mayor;
mod abbot;
mod base;
mod big_follower;
mod bridges_castles_bazaars;
mod builder;
mod castles;
mod count;
mod ferries;
mod festival;
mod flier;
mod inns_cathedrals;
mod phantom;
mod pig;
mod pig_herd;
mod princess_dragon;
mod sieges;
mod tower;
mod traders_builders;

/// A place on a tile as a JCloisterZone pointer names it, already in
/// carc's squares and words.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pointer<'f> {
    /// The tile's square (carc's: y grows north).
    pub at: Pos,
    /// JCloisterZone's kind of feature (`City`, `Field`, …).
    pub feature: &'f str,
    /// JCloisterZone's location on the tile (`N`, `NL.NR`, `I`, …).
    pub location: &'f str,
    /// The feature, as a scenario names it, when the location names one.
    pub on: Option<On>,
}

/// A box's names in JCloisterZone's files.
pub(crate) struct Names {
    /// The rule set the box is judged by.
    pub rule_set: RuleSet,
    /// Its tile sets, without the edition suffix (`inns-and-cathedrals`),
    /// each with the prefix of its tiles' ids (`IC`), by which carc's
    /// catalogue counts the tiles of the set's pack.
    pub sets: &'static [(&'static str, &'static str)],
    /// The elements (figures and mechanics) the rule set brings.
    pub elements: &'static [&'static str],
    /// The meeple types of meeple ids (`0.big.1`), and the figure each is.
    pub meeples: &'static [(&'static str, FigureKind)],
    /// Rules of the setup carc judges only as the box does: the values it
    /// imports, and why another is refused.
    pub kept: &'static [Kept],
}

/// A rule of JCloisterZone's setup that carc plays one way only.
pub(crate) struct Kept {
    pub key: &'static str,
    pub values: &'static [&'static str],
    /// Why another value is refused: a message id (`diag-…`).
    pub why: &'static str,
}

/// One box as a saved game of JCloisterZone shows it.
pub(crate) trait JczBox: Sync {
    /// Its names in JCloisterZone's files: the rule set the box is judged
    /// by, its tile sets, its elements and its meeples.
    fn names(&self) -> &'static Names;

    /// A rule of the setup this box decides: `Some(Ok)` when carc judges it
    /// as JCloisterZone plays it (choosing the matching variant), `Some(Err)`
    /// with the reason when it does not, `None` when the rule is another
    /// box's.
    fn rule(&self, _key: &str, _value: &str, _rules: &mut Rules) -> Option<Result<(), Text>> {
        None
    }

    /// A deployment this box writes its own way (the barn at a corner):
    /// `None` when it is an ordinary one on a feature of the placed tile.
    fn deploy(
        &self,
        _figure: FigureKind,
        _placed: Pos,
        _pointer: &Pointer,
        _cx: &Cx,
    ) -> Option<Result<Deploy, Text>> {
        None
    }

    /// A message of the turn that belongs to this box (a freed wagon
    /// moving on after the commit, the fairy moved instead of deploying, a
    /// step of the dragon): `None` when it is not the box's, `Some(Err)`
    /// when it is but cannot be written.
    fn message(&self, _m: &Message, _cx: &Cx, _turn: &mut TurnAction) -> Taken {
        None
    }

    /// What the file leaves to the position, filled in from it before the
    /// turn is judged (whose prisoner a ransom buys back).
    fn settle(&self, _position: &Position, _turn: &mut TurnAction) {}
}

/// A message a box read: `None` when it is not the box's.
pub(crate) type Taken = Option<Result<(), Problem>>;

/// What a box needs to read a message: the number of players, the tiles
/// placed so far and the rule sets in play.
pub(crate) struct Cx<'t> {
    /// Whether the turn's commit has come: what follows it is what happens
    /// after scoring.
    pub committed: bool,
    pub players: usize,
    pub tiles: &'t Tiles,
    /// Where each meeple was last deployed, by its id.
    pub meeples: &'t Meeples,
    pub rules: &'t Rules,
}

impl Cx<'_> {
    /// The boxes in play: a message, meeple or rule of another box is not
    /// this game's (the file's setup did not bring it).
    pub fn boxes(&self) -> impl Iterator<Item = &'static dyn JczBox> + '_ {
        in_play(self.rules)
    }
}

/// The boxes whose rule sets are in play (the base game always is).
pub(crate) fn in_play(rules: &Rules) -> impl Iterator<Item = &'static dyn JczBox> + '_ {
    BOXES
        .iter()
        .copied()
        .filter(|b| b.names().rule_set == RuleSet::Base || rules.plays(b.names().rule_set))
}

/// Every box that can be imported.
pub(crate) static BOXES: &[&dyn JczBox] = &[
    &base::Base,
    &abbot::Abbot,
    &big_follower::BigFollower,
    &abbey_mayor::AbbeyMayor,
    &phantom::Phantom,
    &builder::Builder,
    &pig::Pig,
    &inns_cathedrals::InnsCathedrals,
    &traders_builders::TradersBuilders,
    &pig_herd::PigHerd,
    &princess_dragon::PrincessDragon,
    &sieges::Sieges,
    &castles::Castles,
    &bridges_castles_bazaars::BridgesCastlesBazaars,
    &tower::Tower,
    &flier::Flier,
    &festival::Festival,
    &ferries::Ferries,
    &count::Count,
];

/// Every box fills in what the file leaves to the position.
pub(crate) fn settle(position: &Position, turn: &mut TurnAction) {
    for b in in_play(&position.rules) {
        b.settle(position, turn);
    }
}
