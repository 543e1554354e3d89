//! The princess: when the placed tile's princess city joins a city holding
//! knights, the player may send one of them home instead of deploying (the
//! mayor and the wagon too: car:fn159, car:fn168).

use crate::engine::hooks::Hook;
use crate::engine::{Clause, Fact, Join, Turn, Violation};
use crate::figure::FigureKind;
use crate::graph::{GroupId, Segment};
use crate::position::{Capture, Deploy, Locus};
use crate::boxes::abbey_mayor::car;
use crate::boxes::princess_dragon::registry as pd;

use super::name;

/// The city of the placed tile's princess, if it shows one.
fn princess_city(t: &Turn) -> Option<GroupId> {
    let pos = t.placed?;
    let placed = t.board.tile(pos)?;
    let feature = placed.tile.features.iter().position(|f| f.princess)?;
    t.graph.group_of(Segment { pos, feature })
}

/// `deploy: {princess: {at, on}}`.
pub(super) fn send_home(t: &mut Turn, c: &Capture) -> Result<(), Violation> {
    let Some(city) = princess_city(t) else {
        return Err(
            Violation::new(pd::PRINCESS, Locus::Deploy, Clause::new(&pd::NO_PRINCESS))
                .label(&pd::LABEL_NO_PRINCESS)
                .help(Clause::new(&pd::HELP_NO_PRINCESS)),
        );
    };
    let knights: Vec<_> = t
        .named(c)
        .into_iter()
        .filter(|f| f.kind.is_follower() && t.group_of_figure(f) == Some(city))
        .collect();
    let Some(k) = knights.first().copied() else {
        let inside: Vec<_> = t.followers_on(city).iter().map(|f| t.standing(f)).collect();
        return Err(Violation::new(
            pd::PRINCESS,
            Locus::DeployOn,
            Clause::new(&pd::NOT_IN_CITY)
                .square("at", c.at)
                .name("on", c.on.name())
                .with("city", crate::engine::Detail::Feature(t.feature(city))),
        )
        .label(&pd::LABEL_KNIGHT)
        .help(Clause::new(&pd::HELP_PRINCESS).list("figures", Join::Or, inside)));
    };
    if knights
        .iter()
        .any(|f| (f.owner, f.kind) != (k.owner, k.kind))
    {
        return Err(super::ambiguous(t, pd::PRINCESS, c.at, &knights));
    }
    // The princess's own rule sends the knight home: no feature scored.
    let mut cites = vec![pd::PRINCESS];
    match k.kind {
        FigureKind::Mayor => cites.push(car::FN159),
        FigureKind::Wagon => cites.push(car::FN168),
        _ => {}
    }
    t.tell(&cites, |t| Fact::PrincessSends {
        player: name(t, t.player),
        owner: name(t, k.owner),
        figure: k.kind,
        at: k.pos,
        city: t.feature(city),
    });
    t.return_figures(&[k.id]);
    for m in t.asked(Hook::FollowerRemoved) {
        m.follower_removed(t, k.owner, city);
    }
    Ok(())
}

/// Every knight of the princess's city.
pub(super) fn choices(t: &Turn, out: &mut Vec<Deploy>) {
    let Some(city) = princess_city(t) else {
        return;
    };
    for f in t.followers_on(city) {
        if t.twin_before(f) {
            continue;
        }
        if let Some(c) = t.name_of(f) {
            out.push(Deploy::Princess(c));
        }
    }
}
