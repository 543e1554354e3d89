//! The big follower: a follower of strength two.

use crate::board::Figure;
use crate::engine::Turn;
use crate::engine::hooks::Hook;
use crate::figure::{FigureKind, RuleSet};
use crate::graph::GroupId;
use crate::registry::Rule;
use crate::boxes::big_follower::registry as big_follower;
use crate::ruling::Basis;

use crate::rules::{Deployment, Module, Share};

pub struct BigFollower;

impl Module for BigFollower {
    fn rules(&self) -> RuleSet {
        RuleSet::BigFollower
    }

    fn hooks(&self) -> &'static [Hook] {
        &[Hook::CheckDeploy, Hook::Strength]
    }

    fn check_deploy(
        &self,
        _t: &Turn,
        d: &Deployment,
    ) -> Result<Vec<Rule>, crate::engine::Violation> {
        Ok(if d.kind == FigureKind::BigFollower {
            vec![big_follower::STRENGTH]
        } else {
            Vec::new()
        })
    }

    fn strength(&self, _t: &Turn, f: &Figure, _g: GroupId) -> Option<Share> {
        (f.kind == FigureKind::BigFollower).then(|| Share {
            strength: 2,
            basis: Basis::Fixed,
            rules: vec![big_follower::STRENGTH],
        })
    }
}
