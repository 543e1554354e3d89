//! The Tower: floors built, towers closed, followers captured, prisoners
//! exchanged and bought back.

use carc_core::engine::Fact;

use super::{Words, n, s};

pub(super) fn tower(w: &Words, f: &Fact) -> String {
    match f {
        Fact::FloorBuilt {
            player,
            at,
            floors,
            reach,
        } => w.t(
            "step-floor-built",
            vec![
                ("player", s(player)),
                ("at", s(at)),
                ("floors", n(*floors)),
                ("reach", n(*reach)),
            ],
        ),
        Fact::TowerClosed { player, figure, at } => w.t(
            "step-tower-closed",
            vec![
                ("player", s(player)),
                (
                    "figure-a",
                    s(w.t("figure-a", vec![("figure", s(figure.name()))])),
                ),
                ("at", s(at)),
            ],
        ),
        Fact::Captured {
            player,
            owner,
            figure,
            at,
            on,
            prisoner,
        } => w.t(
            if *prisoner {
                "step-captured"
            } else {
                "step-captured-own"
            },
            vec![
                ("player", s(player)),
                ("owner", s(owner)),
                ("figure", s(w.figure(*figure))),
                ("kind", s(figure.name())),
                ("on", s(on)),
                ("at", s(at)),
            ],
        ),
        Fact::Exchanged {
            player,
            back,
            other,
            freed,
        } => w.t(
            "step-exchanged",
            vec![
                ("player", s(player)),
                ("back", s(w.figure(*back))),
                ("back-kind", s(back.name())),
                ("other", s(other)),
                ("freed", s(w.figure(*freed))),
                ("freed-kind", s(freed.name())),
            ],
        ),
        Fact::Ransomed {
            player,
            from,
            figure,
            points,
            below_zero,
        } => w.t(
            "step-ransomed",
            vec![
                ("player", s(player)),
                ("other", s(from)),
                ("figure", s(w.figure(*figure))),
                ("kind", s(figure.name())),
                ("points", n(*points)),
                ("below", s(if below_zero.is_some() { "yes" } else { "no" })),
                ("score", n(below_zero.unwrap_or(0))),
            ],
        ),
        _ => String::new(),
    }
}
