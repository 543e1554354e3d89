//! What the judge cannot rule on yet. A scenario that needs it is refused as
//! input (exit 2) with the reason, rather than judged wrongly.

use crate::diag::Problem;
use crate::figure::RuleSet;
use crate::scenario::{Action, Deploy, PhantomDeploy, Scenario};

/// Rule sets whose modules are not built yet (every one named by the format
/// is built today; a new name goes here until its module exists).
const NOT_BUILT: [RuleSet; 0] = [];

pub fn unsupported(s: &Scenario) -> Vec<Problem> {
    let mut out = Vec::new();
    for r in &s.rules.value {
        if NOT_BUILT.contains(&r.value) {
            out.push(
                Problem::new(
                    "judge::unsupported",
                    r.span,
                    format!("the judge cannot rule on the `{}` rules yet", r.value.name()),
                )
                .label("not built yet")
                .help("docs/rules.md lists every rule with its status; `carc rules --search` finds one"),
            );
        }
    }
    if !out.is_empty() {
        return out;
    }
    // Without those rule sets these parts of a turn cannot be legal input.
    if let Action::Turn(turn) = &s.action.value {
        let mut needs = |span, what: &str, rules: RuleSet| {
            if s.plays(rules) {
                return;
            }
            out.push(
                Problem::new(
                    "input::rules-not-in-play",
                    span,
                    format!(
                        "{what} belongs to the `{}` rules, which are not in play",
                        rules.name()
                    ),
                )
                .label("needs other rules")
                .help(format!("add `{}` to `rules`, or remove this", rules.name())),
            );
        };
        if let Some(d) = &turn.deploy
            && let Deploy::Fly { .. } = d.value
        {
            needs(d.span, "a flight", RuleSet::Flier);
        }
        if let Some(p) = &turn.phantom
            && let PhantomDeploy::Fly(_) = p.value
        {
            needs(p.span, "a flight", RuleSet::Flier);
        }
        if let Some(f) = &turn.ferry {
            needs(f.span, "a ferry", RuleSet::Ferries);
        }
        if let Some(m) = turn.move_ferries.first() {
            needs(m.span, "moving a ferry", RuleSet::Ferries);
        }
        if let Some(w) = turn.wagons.first() {
            needs(w.span, "a wagon move", RuleSet::AbbeyMayor);
        }
    }
    out
}
