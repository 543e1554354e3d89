//! The base game's deployment rule: where a plain follower may stand.

use crate::engine::hooks::Hook;
use crate::engine::{Clause, Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::position::Locus;
use crate::registry::base;

use crate::rules::{Deployment, Module};

pub struct Base;

impl Module for Base {
    fn rules(&self) -> RuleSet {
        RuleSet::Base
    }

    fn hooks(&self) -> &'static [Hook] {
        &[Hook::CheckDeploy, Hook::InsteadOfDeploying]
    }

    fn check_deploy(
        &self,
        t: &Turn,
        d: &Deployment,
    ) -> Result<Vec<crate::registry::Rule>, Violation> {
        let general = matches!(
            d.kind,
            FigureKind::Follower | FigureKind::BigFollower | FigureKind::Phantom
        );
        if general && !d.kind.stands_on(d.feature_kind) {
            let tile = t
                .placed
                .and_then(|p| t.board.tile(p))
                .map(|p| p.tile.id)
                .unwrap_or_default();
            return Err(Violation::new(
                base::DEPLOY,
                d.on_locus,
                Clause::new(&base::CANNOT_STAND_ON)
                    .figure("figure", d.kind)
                    .with("spot", d.spot())
                    .tile("tile", tile)
                    .kind("kind", d.feature_kind.name()),
            )
            .label(&base::LABEL_A_KIND)
            .help(Clause::new(&base::HELP_GOES_ON).figure("figure", d.kind)));
        }
        Ok(vec![base::DEPLOY])
    }

    /// A figure stands on a feature of the placed tile; a corner is no
    /// feature (the barn's own module speaks for the barn before this one).
    fn instead_of_deploying(
        &self,
        _t: &mut Turn,
        d: &crate::position::Deploy,
        _second: bool,
    ) -> Option<Result<(), Violation>> {
        let crate::position::Deploy::Corner { figure, .. } = *d else {
            return None;
        };
        Some(Err(Violation::new(
            base::DEPLOY,
            Locus::DeployOn,
            Clause::new(&base::NEVER_AT_CORNER).figure("figure", figure),
        )
        .label(&base::LABEL_A_CORNER)
        .help(
            Clause::new(&base::HELP_STANDS_ON).figure("figure", figure),
        )))
    }
}
