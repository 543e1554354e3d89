//! The pig: it joins its owner's farm and fattens the farm's score.

use crate::board::PlayerIdx;
use crate::catalogue::Kind;
use crate::engine::hooks::Hook;
use crate::engine::{Clause, Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::graph::GroupId;
use crate::registry::Rule;
use crate::boxes::pig::registry as pig;

use crate::rules::{Deployment, FarmExtra, Module};

pub struct Pig;

impl Module for Pig {
    fn rules(&self) -> RuleSet {
        RuleSet::Pig
    }

    fn hooks(&self) -> &'static [Hook] {
        &[Hook::FollowerRemoved, Hook::CheckDeploy, Hook::FarmBonus]
    }

    /// Without a follower of its owner left on its feature, it goes home.
    fn follower_removed(&self, t: &mut Turn, owner: PlayerIdx, g: GroupId) {
        t.return_alone(
            owner,
            g,
            FigureKind::Pig,
            crate::boxes::traders_builders::registry::ALONE,
        );
    }

    fn check_deploy(&self, t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
        if d.kind != FigureKind::Pig {
            return Ok(Vec::new());
        }
        if d.feature_kind != Kind::Field {
            return Err(d.not_on_this_kind(pig::DEPLOY, Clause::new(&pig::HELP_GOES_ON)));
        }
        if !d.followers().any(|f| f.owner == t.player) {
            // Offered on every farm of the tile: the trials name nobody.
            return Err(t.refusal(pig::DEPLOY, d.on_locus, &pig::NO_FARMER, |t| {
                Violation::new(
                    pig::DEPLOY,
                    d.on_locus,
                    Clause::new(&pig::NO_FARMER).player("player", t.name(t.player)),
                )
                .label(&pig::LABEL_NO_FARMER)
                .help(Clause::new(&pig::HELP_JOINS))
            }));
        }
        Ok(vec![pig::DEPLOY])
    }

    fn farm_bonus(&self, t: &Turn, farm: GroupId, p: PlayerIdx) -> Option<FarmExtra> {
        let has_pig = t
            .graph
            .figures_on(farm, &t.board)
            .iter()
            .any(|(_, f)| f.owner == p && f.kind == FigureKind::Pig);
        has_pig.then(|| FarmExtra {
            per_city: 1,
            rules: vec![pig::SCORE],
            figure: Some(FigureKind::Pig),
        })
    }
}
