//! A wagon rolling on, or staying in supply, after its feature scored.

use carc_core::engine::Fact;
use carc_core::ruling::WagonOutcome;

use super::{Words, n, s};

/// A wagon rolling on, or staying in supply, after its feature scored.
pub(super) fn wagon(w: &Words, f: &Fact) -> String {
    let Fact::Wagon {
        player,
        from,
        outcome,
        to,
        options,
        rule,
    } = f
    else {
        return String::new();
    };
    let player = s(player);
    let from = s(w.feature(from, "dative"));
    match (outcome, to) {
        (WagonOutcome::Moved, Some(to)) => w.t(
            "step-wagon-moved",
            vec![
                ("player", player),
                ("from", from),
                ("to", s(w.feature(to, "into"))),
                ("x", n(to.at.x)),
                ("y", n(to.at.y)),
                ("on", s(&to.on)),
                ("rule", s(w.wagon_rule(*rule))),
            ],
        ),
        (WagonOutcome::StaysByChoice, _) => {
            let names: Vec<String> = options.iter().map(|o| w.feature_at(o, "into")).collect();
            w.t(
                "step-wagon-stays-by-choice",
                vec![
                    ("player", player),
                    ("from", from),
                    ("options", s(w.or(&names))),
                ],
            )
        }
        _ => w.t(
            "step-wagon-nowhere",
            vec![
                ("player", player),
                ("from", from),
                ("rule", s(w.wagon_rule(*rule))),
            ],
        ),
    }
}
