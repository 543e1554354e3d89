//! The base game's deployment rule: where a plain follower may stand.

use crate::engine::{Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::Corner;
use crate::position::Locus;
use crate::registry::base;

use super::{Deployment, Module};

pub struct Base;

impl Module for Base {
    fn rules(&self) -> RuleSet {
        RuleSet::Base
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
                format!(
                    "a {} cannot stand on the {} of {tile}",
                    d.kind.name(),
                    d.feature_name()
                ),
            )
            .label(format!("a {}", d.feature_kind.name()))
            .help(format!(
                "a {} goes on {}",
                d.kind.name(),
                d.kind.allowed_places()
            )));
        }
        Ok(vec![base::DEPLOY])
    }

    /// A figure stands on a feature of the placed tile; a corner is no
    /// feature (the barn's own module speaks for the barn before this one).
    fn deploy_at_corner(
        &self,
        _t: &mut Turn,
        figure: FigureKind,
        _corner: Corner,
    ) -> Option<Result<(), Violation>> {
        Some(Err(Violation::new(
            base::DEPLOY,
            Locus::DeployOn,
            format!(
                "a {} stands on a feature of the placed tile, never at a corner",
                figure.name()
            ),
        )
        .label("a corner")
        .help(format!(
            "a {} stands `on` {}",
            figure.name(),
            figure.allowed_places()
        ))))
    }
}
