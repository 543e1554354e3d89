//! The phantom: a second figure in the same turn, on another feature.

use crate::engine::deploy::{Via, deploy_on, instead};
use crate::engine::hooks::Hook;
use crate::engine::{Clause, Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::position::{Locus, PhantomDeploy, TurnAction};
use crate::registry::Rule;
use crate::boxes::phantom::registry as phantom;

use crate::rules::{Deployment, Module, Moves};

pub struct Phantom;

impl Module for Phantom {
    fn rules(&self) -> RuleSet {
        RuleSet::Phantom
    }

    fn hooks(&self) -> &'static [Hook] {
        &[Hook::SecondFigure, Hook::AlsoDeploy, Hook::CheckDeploy]
    }

    fn moves(&self) -> Option<&dyn Moves> {
        Some(self)
    }

    /// The phantom comes after the turn's own figure, on the placed tile or
    /// by its flying machine.
    fn also_deploy(&self, t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
        let via = Via {
            rule: phantom::DEPLOY,
            figure_locus: Locus::Phantom,
            on_locus: Locus::PhantomOn,
            origin: Locus::Phantom,
            second: true,
        };
        match turn.phantom {
            Some(PhantomDeploy::On(on)) => deploy_on(t, FigureKind::Phantom, on, via),
            Some(PhantomDeploy::Fly(flight)) => {
                let flight = crate::position::Deploy::Fly {
                    figure: FigureKind::Phantom,
                    flight,
                };
                instead(t, &flight, true)
            }
            None => Ok(()),
        }
    }

    fn check_deploy(&self, t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
        if !d.second {
            return Ok(Vec::new());
        }
        let first = t
            .deployed
            .iter()
            .filter_map(|id| t.figure(*id))
            .find(|f| t.group_of_figure(f) == Some(d.group));
        if let Some(f) = first {
            return Err(Violation::new(
                phantom::DEPLOY,
                d.on_locus,
                Clause::new(&phantom::SAME_FEATURE)
                    .figure("figure", f.kind)
                    .kind("kind", d.feature_kind.name()),
            )
            .label(&phantom::LABEL_JUST_TAKEN)
            .help(Clause::new(&phantom::HELP_ELSEWHERE)));
        }
        Ok(vec![phantom::DEPLOY])
    }
}

impl Moves for Phantom {
    fn second_figure(&self) -> Option<FigureKind> {
        Some(FigureKind::Phantom)
    }
}
