//! The rule modules: the base game and each figure or expansion, each in its
//! own file, hooking into the turn steps it changes. A step asks every module
//! in play; a module answers only for what is its own.

mod abbot;
mod base;
mod big_follower;
mod builder;
mod phantom;
mod pig;

pub use abbot::take_back;

use crate::board::{Figure, PlayerIdx};
use crate::catalogue::{Kind, Tile};
use crate::engine::{Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::graph::GroupId;
use crate::registry::Rule;
use crate::scenario::{Placement, Scenario};
use crate::yaml::Span;

/// A figure about to be deployed on a feature of the placed tile.
pub struct Deployment {
    pub kind: FigureKind,
    pub group: GroupId,
    pub feature_kind: Kind,
    /// The feature in words, e.g. "road (E W)".
    pub feature_name: String,
    /// The `deploy` (or `phantom`) entry, and its `on`.
    pub span: Span,
    pub on_span: Span,
    pub phantom: bool,
}

pub trait Module: Sync {
    fn rules(&self) -> RuleSet;

    /// May the tile go there? (Only what this module adds to the base rule.)
    fn check_placement(&self, _t: &Turn, _tile: &Tile, _p: &Placement) -> Result<(), Violation> {
        Ok(())
    }

    /// After the tile is down, before anything is deployed.
    fn after_placement(&self, _t: &mut Turn) {}

    /// Objections to a deployment, or the rules it rests on.
    fn check_deploy(&self, _t: &Turn, _d: &Deployment) -> Result<Vec<Rule>, Violation> {
        Ok(Vec::new())
    }

    /// The strength of one of this module's figures on a feature.
    fn strength(&self, _t: &Turn, _f: &Figure, _g: GroupId) -> Option<(u32, Rule)> {
        None
    }

    /// Extra points per completed city for a player who wins a farm, the
    /// rule, and a few words for the report.
    fn farm_bonus(
        &self,
        _t: &Turn,
        _farm: GroupId,
        _p: PlayerIdx,
    ) -> Option<(i64, Rule, &'static str)> {
        None
    }
}

/// Every module, in the order their objections are heard: the figure
/// modules' specific rules before the base game's general ones.
static MODULES: &[&dyn Module] = &[
    &abbot::Abbot,
    &builder::Builder,
    &pig::Pig,
    &phantom::Phantom,
    &big_follower::BigFollower,
    &base::Base,
];

pub fn in_play(s: &Scenario) -> Vec<&'static dyn Module> {
    MODULES
        .iter()
        .copied()
        .filter(|m| s.plays(m.rules()))
        .collect()
}
