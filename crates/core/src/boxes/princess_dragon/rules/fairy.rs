//! The fairy: moved next to one of the player's own followers instead of
//! deploying; a point for that follower's owner at the start of their turn,
//! three more when that follower's feature scores; and the dragon never
//! enters its tile (`dragon.rs` reads where it stands).

use crate::board::{Figure, Standing};
use crate::engine::{Clause, Fact, Join, Turn, Violation};
use crate::graph::GroupId;
use crate::position::{Capture, Deploy, Fairy, Locus, Standpoint};
use crate::boxes::abbey_mayor::car;
use crate::boxes::princess_dragon::registry as pd;

use super::{name, pieces};

/// The fairy's follower, if it is on the table.
fn follower(t: &Turn) -> Option<Figure> {
    let id = pieces::fairy(&t.slots, t.position)?.next_to?;
    t.figure(id).copied()
}

/// The fairy's follower, if it is the active player's: it wins them a
/// point at the start of their turn.
fn pointing(t: &Turn) -> Option<Figure> {
    follower(t).filter(|f| f.owner == t.player)
}

/// Whether the active player wins the fairy's point this turn.
pub(super) fn gives_a_point(t: &Turn) -> bool {
    pointing(t).is_some()
}

/// At the start of a turn: a point to the active player if the fairy stands
/// next to one of their followers.
pub(super) fn start_of_turn(t: &mut Turn) {
    let Some(f) = pointing(t) else { return };
    t.gain(f.owner, 1);
    t.tell(&[pd::FAIRY_POINT], |t| Fact::FairyPoint {
        player: name(t, f.owner),
        points: 1,
    });
}

/// A feature scored: three points to the owner of the fairy's follower if
/// it stands in it, won or not.
pub(super) fn scored(t: &mut Turn, g: GroupId) {
    let Some(f) = follower(t) else { return };
    if t.group_of_figure(&f) != Some(g) {
        return;
    }
    t.gain(f.owner, 3);
    t.tell(&[pd::FAIRY_SCORE], |t| Fact::FairyScores {
        player: name(t, f.owner),
        feature: t.feature(g),
        points: 3,
    });
}

/// `deploy: {fairy: {at, on}}`: next to one of the player's followers.
pub(super) fn move_to(t: &mut Turn, c: &Capture) -> Result<(), Violation> {
    let there = t.named(c);
    let player = t.player;
    let refuse = |t: &Turn, rule, why: Clause| {
        let mine: Vec<_> = t
            .board
            .figures
            .iter()
            .filter(|f| f.owner == player && f.kind.is_follower())
            .map(|f| f.pos)
            .collect();
        Violation::new(rule, Locus::DeployOn, why)
            .label(&pd::LABEL_FIGURE)
            .help(
                Clause::new(&pd::HELP_FAIRY)
                    .player("player", t.name(player))
                    .with("squares", crate::engine::Detail::squares(Join::Comma, mine)),
            )
    };
    let Some(first) = there.first() else {
        let why = Clause::new(&pd::NOBODY_THERE)
            .square("at", c.at)
            .name("on", c.on.name());
        return Err(refuse(t, pd::FAIRY, why));
    };
    let followers: Vec<&Figure> = there
        .iter()
        .filter(|f| f.owner == player && f.kind.is_follower())
        .collect();
    let Some(f) = followers.first().copied().copied() else {
        let (rule, why) = if first.owner != player {
            (
                pd::FAIRY,
                Clause::new(&pd::NOT_MINE).with("figure", t.standing(first)),
            )
        } else if first.kind == crate::figure::FigureKind::Barn {
            (
                car::FN181,
                Clause::new(&pd::NOT_A_FOLLOWER).with("figure", t.standing(first)),
            )
        } else {
            (
                pd::FAIRY,
                Clause::new(&pd::NOT_A_FOLLOWER).with("figure", t.standing(first)),
            )
        };
        return Err(refuse(t, rule, why));
    };
    if followers.iter().any(|g| g.kind != f.kind) {
        let named: Vec<Figure> = followers.iter().map(|g| **g).collect();
        return Err(super::ambiguous(t, pd::FAIRY, c.at, &named));
    }
    pieces::set_fairy(
        t,
        Fairy {
            at: f.pos,
            next_to: Some(f.id),
        },
    );
    t.tell(&[pd::FAIRY], |t| Fact::FairyMoved {
        player: name(t, player),
        figure: f.kind,
        at: f.pos,
    });
    Ok(())
}

/// Every follower of the player the fairy could move next to.
pub(super) fn moves(t: &Turn, out: &mut Vec<Deploy>) {
    // Only the player's own followers move the fairy, and only they decide
    // its naming: gathered once, so that each is compared with a handful
    // and not with every figure of the table.
    let mut own: Vec<&crate::board::Figure> = Vec::with_capacity(16);
    own.extend(
        t.board
            .figures
            .iter()
            .filter(|f| f.owner == t.player && f.kind.is_follower()),
    );
    for f in &own {
        let mut twin_before = false;
        let mut own_other_kind = false;
        for g in own
            .iter()
            .filter(|g| g.pos == f.pos && g.standing == f.standing && g.id != f.id)
        {
            if g.kind == f.kind {
                twin_before |= g.id < f.id;
            } else {
                own_other_kind = true;
            }
        }
        // One action for followers alike on one spot.
        if twin_before {
            continue;
        }
        let Some(placed) = t.board.tile(f.pos) else {
            continue;
        };
        let on = match f.standing {
            Standing::Feature(i) => Standpoint::Feature(crate::board::name_of(placed, i)),
            Standing::Tower => Standpoint::Tower,
            Standing::Corner(_) => continue,
        };
        // Only the player's own followers are named: another player's
        // sharing the spot needs no naming apart; a kind only where the
        // player has followers of two kinds there.
        out.push(Deploy::Fairy(Capture {
            at: f.pos,
            on,
            owner: None,
            figure: own_other_kind.then_some(f.kind),
        }));
    }
}
