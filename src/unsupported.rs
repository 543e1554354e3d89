//! What the judge cannot rule on yet. A scenario that needs it is refused as
//! input (exit 2) with the reason, rather than judged wrongly.

use crate::diag::{Problem, msg};
use crate::figure::RuleSet;
use crate::scenario::Scenario;

/// Rule sets whose modules are not built yet (every one named by the format
/// is built today; a new name goes here until its module exists).
const NOT_BUILT: [RuleSet; 0] = [];

pub fn unsupported(s: &Scenario) -> Vec<Problem> {
    let mut out = Vec::new();
    for r in &s.rules.value {
        if NOT_BUILT.contains(&r.value) {
            out.push(Problem::says(
                "judge::unsupported",
                r.span,
                msg("diag-cannot-rule-yet").arg("rules", r.value.name()),
            ));
        }
    }
    out
}
