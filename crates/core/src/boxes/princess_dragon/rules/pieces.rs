//! Where the dragon and the fairy stand: the turn's own copy once it has
//! moved either (until then, the position's), written into the ruling and
//! carried into the next position.

use crate::board::Board;
use crate::engine::Turn;
use crate::engine::slots::Slots;
use crate::geometry::Pos;
use crate::position::{Fairy, Position};
use crate::ruling::{FairyAt, Owned, Ruling};

/// The dragon's square and the fairy, as the turn has moved them.
#[derive(Clone, Copy, Debug, Default)]
struct Pieces {
    dragon: Option<Pos>,
    fairy: Option<Fairy>,
}

fn of(position: &Position) -> Pieces {
    Pieces {
        dragon: position.dragon,
        fairy: position.fairy,
    }
}

fn now(slots: &Slots, position: &Position) -> Pieces {
    slots
        .get::<Pieces>()
        .copied()
        .unwrap_or_else(|| of(position))
}

/// The dragon's square after the turn whose slots these are (before it, if
/// it moved nothing).
pub fn dragon(slots: &Slots, position: &Position) -> Option<Pos> {
    now(slots, position).dragon
}

/// The fairy after the turn whose slots these are.
pub fn fairy(slots: &Slots, position: &Position) -> Option<Fairy> {
    now(slots, position).fairy
}

/// Moves the dragon to `at`; returns where it stood.
pub(super) fn set_dragon(t: &mut Turn, at: Pos) -> Option<Pos> {
    t.state_mut(of).dragon.replace(at)
}

/// Puts the fairy down.
pub(super) fn set_fairy(t: &mut Turn, fairy: Fairy) {
    t.state_mut(of).fairy = Some(fairy);
}

/// The fairy stays on its tile when its follower leaves, next to nobody.
pub(super) fn settle(t: &mut Turn) {
    let Some(f) = fairy(&t.slots, t.position) else {
        return;
    };
    if left(&t.board, f)
        && let Some(f) = &mut t.state_mut(of).fairy
    {
        f.next_to = None;
    }
}

fn left(board: &Board, f: Fairy) -> bool {
    f.next_to
        .is_some_and(|id| !board.figures.iter().any(|g| g.id == id))
}

/// The dragon's square and the fairy in a legal ruling.
pub(super) fn write(t: &Turn, ruling: &mut Ruling) {
    ruling.dragon = dragon(&t.slots, t.position);
    ruling.fairy = fairy(&t.slots, t.position).map(|f| FairyAt {
        at: f.at,
        next_to: f.next_to.and_then(|id| t.figure(id)).map(|g| Owned {
            player: t.name(g.owner).to_owned(),
            figure: g.kind,
        }),
    });
}

/// The dragon and the fairy into the next position.
pub(super) fn carry(slots: &Slots, next: &mut Position) {
    if let Some(p) = slots.get::<Pieces>() {
        next.dragon = p.dragon;
        next.fairy = p.fairy;
    }
}
