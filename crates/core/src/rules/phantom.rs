//! The phantom: a second figure in the same turn, on another feature.

use crate::engine::{Clause, Turn, Violation};
use crate::figure::RuleSet;
use crate::registry::{Rule, phantom};

use super::{Deployment, Module};

pub struct Phantom;

impl Module for Phantom {
    fn rules(&self) -> RuleSet {
        RuleSet::Phantom
    }

    fn check_deploy(&self, t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
        if !d.phantom {
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
