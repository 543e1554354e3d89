//! The rule modules: the base game and each figure or expansion, each in its
//! own file, hooking into the turn steps it changes. A step asks every module
//! in play; a module answers only for what is its own.

mod abbey;
mod abbot;
mod barn;
mod base;
mod big_follower;
mod builder;
mod mayor;
mod phantom;
mod pig;
mod wagon;

pub use abbot::take_back;
pub use barn::place_barn;

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

    /// The value of one of this module's features: points, rule, working.
    fn feature_value(
        &self,
        _t: &Turn,
        _g: GroupId,
        _complete: bool,
    ) -> Option<(i64, Rule, String)> {
        None
    }

    /// The strength of one of this module's figures on a feature, and the
    /// rules that set it.
    fn strength(&self, _t: &Turn, _f: &Figure, _g: GroupId) -> Option<(u32, Vec<Rule>)> {
        None
    }

    /// After the features the tile completed are scored: what this module
    /// scores or moves then (the barn's farms, the wagons).
    fn after_scoring(&self, _t: &mut Turn, _turn: &crate::scenario::Turn) -> Result<(), Violation> {
        Ok(())
    }

    /// At the end of the final scoring (the barns).
    fn final_scoring(&self, _t: &mut Turn) {}

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
    &abbey::Abbey,
    &mayor::Mayor,
    &wagon::Wagon,
    &barn::Barn,
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
