//! Flights by the flying machine, and their options when no roll is given.

use fluent_bundle::FluentValue;

use carc_core::engine::Fact;
use carc_core::ruling::{FlightOutcome, RollOption};

use super::{Words, n, s};

/// A flight by the flying machine, or its options when no roll is given.
pub(super) fn flights(w: &Words, f: &Fact) -> String {
    match f {
        Fact::Flew {
            player,
            figure,
            phantom,
            from,
            direction,
            roll,
            square,
            outcome,
        } => {
            let who = w.t(
                "figure-of",
                vec![
                    ("player", s(player)),
                    ("figure", s(w.figure_name(*figure, *phantom))),
                    ("kind", s(figure.name())),
                ],
            );
            let flight = w.t(
                "step-flight",
                vec![
                    ("who", s(who)),
                    ("from", s(from)),
                    ("direction", s(w.compass(direction))),
                    ("roll", n(*roll)),
                    ("square", s(square)),
                ],
            );
            landing(w, s(flight), outcome)
        }
        Fact::FlightOptions {
            player,
            figure,
            phantom,
            from,
            direction,
            options,
        } => {
            let faces: Vec<String> = options.iter().map(|o| face(w, o)).collect();
            w.t(
                "step-flight-options",
                vec![
                    ("player", s(player)),
                    ("figure", s(w.figure_name(*figure, *phantom))),
                    ("kind", s(figure.name())),
                    ("from", s(from)),
                    ("direction", s(w.compass(direction))),
                    ("faces", s(faces.join("; "))),
                ],
            )
        }
        _ => String::new(),
    }
}

/// Where a flight ends.
pub(super) fn landing(w: &Words, flight: FluentValue<'static>, outcome: &FlightOutcome) -> String {
    match outcome {
        FlightOutcome::Landed { feature, sharing } => {
            let mut vars = vec![
                ("flight", flight),
                ("feature", s(w.feature_at(feature, "accusative"))),
            ];
            if sharing.is_empty() {
                return w.t("step-flew-landed", vars);
            }
            let names: Vec<String> = sharing.iter().map(|o| w.owned(o)).collect();
            vars.push(("sharing", s(w.and(&names))));
            w.t("step-flew-landed-beside", vars)
        }
        FlightOutcome::NoTile => w.t("step-flew-no-tile", vec![("flight", flight)]),
        FlightOutcome::NowhereAllowed { tile } => w.t(
            "step-flew-nowhere",
            vec![("flight", flight), ("tile", s(tile))],
        ),
    }
}

/// One face of the die, when no roll is given.
pub(super) fn face(w: &Words, o: &RollOption) -> String {
    let place = match (&o.tile, o.landings.as_slice()) {
        (None, _) => w.t("step-flight-face-no-tile", vec![]),
        (Some(t), []) => w.t("step-flight-face-nothing", vec![("tile", s(t))]),
        (Some(t), landings) => {
            let names: Vec<String> = landings
                .iter()
                .map(|l| w.feature_at(l, "accusative"))
                .collect();
            w.t(
                "step-flight-face-landings",
                vec![("tile", s(t)), ("landings", s(w.or(&names)))],
            )
        }
    };
    w.t(
        "step-flight-face",
        vec![
            ("roll", n(o.roll)),
            ("square", s(o.square)),
            ("place", s(place)),
        ],
    )
}
