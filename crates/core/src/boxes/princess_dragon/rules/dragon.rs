//! The dragon: the volcano brings it (and no figure goes on the volcano);
//! a dragon tile makes it move six tiles, steered by the players in turn,
//! never back onto a tile of this movement nor onto the fairy's, eating
//! every figure on the tiles it enters, before the turn's scoring; a
//! dragon tile drawn before the dragon is in play is set aside.

use super::pieces;
use crate::board::{FigureId, Standing};
use crate::catalogue::Symbol;
use crate::engine::hooks::Hook;
use crate::engine::{Clause, Detail, Fact, Join, Turn, Violation};
use crate::geometry::{Pos, Side};
use crate::position::{Locus, Placement, TurnAction};
use crate::boxes::abbey_mayor::car;
use crate::boxes::princess_dragon::registry as pd;
use crate::ruling::Owned;

use super::{Deployment, name};

/// How far the dragon moves.
const STEPS: usize = 6;

/// A dragon tile drawn while the dragon is not in play is set aside.
pub(super) fn set_aside(t: &Turn, p: &Placement) -> Result<(), Violation> {
    if p.tile.symbol != Symbol::Dragon || pieces::dragon(&t.slots, t.position).is_some() {
        return Ok(());
    }
    Err(Violation::new(
        pd::DRAGON_SET_ASIDE,
        Locus::PlaceTile,
        Clause::new(&pd::DRAGON_OUT_OF_PLAY).tile("tile", p.tile.id),
    )
    .label(&pd::LABEL_DRAGON_OUT)
    .help(Clause::new(&pd::HELP_DRAGON_OUT)))
}

/// The volcano just placed brings the dragon, wherever it was.
pub(super) fn fly_to_volcano(t: &mut Turn) {
    let Some(at) = t.placed else { return };
    if t.board
        .tile(at)
        .is_none_or(|p| p.tile.symbol != Symbol::Volcano)
    {
        return;
    }
    let from = pieces::set_dragon(t, at);
    t.event(Fact::DragonFlies { at, from }, &[pd::VOLCANO]);
}

/// No figure goes on the volcano just placed (the barn at its corners is no
/// deployment on it: car:fn180).
pub(super) fn not_on_the_volcano(t: &Turn, d: &Deployment) -> Result<(), Violation> {
    if d.placed.tile.symbol != Symbol::Volcano || t.placed != Some(d.placed.pos) {
        return Ok(());
    }
    Err(Violation::new(
        pd::VOLCANO,
        d.on_locus,
        Clause::new(&pd::ON_VOLCANO)
            .figure("figure", d.kind)
            .tile("tile", d.placed.tile.id),
    )
    .label(&pd::LABEL_VOLCANO)
    .help(Clause::new(&pd::HELP_VOLCANO))
    .cite(car::FN180))
}

/// Whether the dragon may enter `to` from `from`, having visited `seen`.
fn open(t: &Turn, from: Pos, to: Pos, seen: &[Pos]) -> bool {
    from.is_next_to(to)
        && t.board.tile(to).is_some()
        && !seen.contains(&to)
        && pieces::fairy(&t.slots, t.position).is_none_or(|f| f.at != to)
}

/// The squares a move of the dragon has visited, sized once for the whole
/// move: the list walks it for every action it tries.
fn on_the_way(start: Pos) -> Vec<Pos> {
    let mut seen = Vec::with_capacity(STEPS + 1);
    seen.push(start);
    seen
}

/// The squares the dragon could enter next, north first.
fn next_steps(t: &Turn, from: Pos, seen: &[Pos]) -> impl Iterator<Item = Pos> {
    Side::ALL
        .iter()
        .map(move |s| from.neighbour(*s))
        .filter(move |to| open(t, from, *to, seen))
}

/// The path the move list writes (the players steer it together; the list
/// shows one way): each step to the first open square, north first, until
/// six steps or a dead end.
pub(super) fn choose_path(t: &Turn, action: &mut TurnAction) {
    if !moves_now(t) {
        return;
    }
    let Some(start) = pieces::dragon(&t.slots, t.position) else {
        return;
    };
    let mut seen = on_the_way(start);
    let mut at = start;
    let mut path = Vec::with_capacity(STEPS);
    while path.len() < STEPS {
        let Some(next) = next_steps(t, at, &seen).next() else {
            break;
        };
        path.push(next);
        seen.push(next);
        at = next;
    }
    action.dragon = Some(path);
}

/// Every path the players may steer the dragon along (each ends after six
/// steps or where it is stuck), as `action` with each, in the order the
/// list's own choice comes first.
pub(super) fn every_path(t: &Turn, action: &TurnAction, out: &mut Vec<TurnAction>) {
    if !moves_now(t) {
        return;
    }
    let Some(start) = pieces::dragon(&t.slots, t.position) else {
        return;
    };
    let mut seen = on_the_way(start);
    let mut path = Vec::with_capacity(STEPS);
    walk(t, start, &mut seen, &mut path, &mut |steps| {
        let mut a = action.clone();
        a.dragon = Some(steps.to_vec());
        out.push(a);
    });
}

/// The paths on from `at`, depth first: six steps (`STEPS`) at most, and
/// never back onto a square already seen.
fn walk(
    t: &Turn,
    at: Pos,
    seen: &mut Vec<Pos>,
    path: &mut Vec<Pos>,
    done: &mut dyn FnMut(&[Pos]),
) {
    if path.len() == STEPS {
        done(path);
        return;
    }
    let next: Vec<Pos> = next_steps(t, at, seen).collect();
    if next.is_empty() {
        done(path);
        return;
    }
    for to in next {
        path.push(to);
        seen.push(to);
        walk(t, to, seen, path, done);
        seen.pop();
        path.pop();
    }
}

/// Whether the placed tile sets the dragon moving.
fn moves_now(t: &Turn) -> bool {
    t.placed
        .and_then(|p| t.board.tile(p))
        .is_some_and(|p| p.tile.symbol == Symbol::Dragon)
        && pieces::dragon(&t.slots, t.position).is_some()
}

/// The dragon's movement after a dragon tile, as the action gives it.
pub(super) fn moves(t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
    if !moves_now(t) {
        return match &turn.dragon {
            Some(_) => Err(Violation::new(
                pd::DRAGON_MOVE,
                Locus::Dragon,
                Clause::new(&pd::PATH_NOT_ASKED),
            )
            .label(&pd::LABEL_PATH_NOT_ASKED)
            .help(Clause::new(&pd::HELP_NO_PATH_HERE))),
            None => Ok(()),
        };
    }
    let Some(start) = pieces::dragon(&t.slots, t.position) else {
        return Ok(());
    };
    let Some(path) = &turn.dragon else {
        return Err(Violation::new(
            pd::DRAGON_MOVE,
            Locus::Place,
            Clause::new(&pd::NO_PATH).square("at", start),
        )
        .label(&pd::LABEL_NO_PATH)
        .help(steps_help(t, start, &[start])));
    };
    let mut seen = on_the_way(start);
    let mut at = start;
    for (i, &to) in path.iter().enumerate() {
        if i >= STEPS {
            return Err(Violation::new(
                pd::DRAGON_MOVE,
                Locus::DragonStep(i),
                Clause::new(&pd::TOO_LONG).number("steps", path.len() as i64),
            )
            .label(&pd::LABEL_LENGTH)
            .help(Clause::new(&pd::HELP_SIX)));
        }
        check_step(t, i, at, to, &seen)?;
        seen.push(to);
        at = to;
        eat(t, i, to);
    }
    pieces::set_dragon(t, at);
    if path.len() < STEPS {
        if next_steps(t, at, &seen).next().is_some() {
            return Err(Violation::new(
                pd::DRAGON_MOVE,
                Locus::Dragon,
                Clause::new(&pd::TOO_SHORT)
                    .number("steps", path.len() as i64)
                    .square("at", at),
            )
            .label(&pd::LABEL_LENGTH)
            .help(steps_help(t, at, &seen)));
        }
        let fact = Fact::DragonStuck {
            at,
            steps: path.len() as u32,
        };
        t.event(fact, &[pd::DRAGON_MOVE]);
    }
    Ok(())
}

/// Where the dragon could go from `at`.
fn steps_help(t: &Turn, at: Pos, seen: &[Pos]) -> Clause {
    Clause::new(&pd::HELP_STEPS).square("at", at).with(
        "squares",
        Detail::squares(Join::Or, next_steps(t, at, seen)),
    )
}

/// Why the dragon may not step from `from` to `to`, if it may not.
fn check_step(t: &Turn, i: usize, from: Pos, to: Pos, seen: &[Pos]) -> Result<(), Violation> {
    let why = if !from.is_next_to(to) {
        &pd::STEP_NOT_NEXT
    } else if t.board.tile(to).is_none() {
        &pd::STEP_EMPTY
    } else if seen.contains(&to) {
        &pd::STEP_VISITED
    } else if pieces::fairy(&t.slots, t.position).is_some_and(|f| f.at == to) {
        &pd::STEP_FAIRY
    } else {
        return Ok(());
    };
    Err(Violation::new(
        pd::DRAGON_MOVE,
        Locus::DragonStep(i),
        Clause::new(why)
            .number("step", i as i64 + 1)
            .square("from", from)
            .square("to", to),
    )
    .label(&pd::LABEL_STEP)
    .help(steps_help(t, from, seen)))
}

/// A figure the dragon eats: which, whose, what, and the feature it stood in.
type Eaten = (
    FigureId,
    usize,
    crate::figure::FigureKind,
    Option<crate::graph::GroupId>,
);

/// The dragon enters `at`: every figure on that tile goes home, but the
/// barn at its corner and a follower on top of a tower.
fn eat(t: &mut Turn, i: usize, at: Pos) {
    let eaten: Vec<Eaten> = t
        .board
        .figures
        .iter()
        .filter(|f| f.pos == at && matches!(f.standing, Standing::Feature(_)))
        .map(|f| (f.id, f.owner, f.kind, t.group_of_figure(f)))
        .collect();
    // The move list walks the dragon once for every action it tries, and
    // writes no ruling: the step's fact and citations only when one is.
    if !t.quiet {
        tell_step(t, i, at, &eaten);
    }
    if eaten.is_empty() {
        return;
    }
    let ids: Vec<FigureId> = eaten.iter().map(|(id, ..)| *id).collect();
    t.return_figures(&ids);
    for (_, owner, kind, group) in eaten {
        if let (true, Some(g)) = (kind.is_follower(), group) {
            for m in t.asked(Hook::FollowerRemoved) {
                m.follower_removed(t, owner, g);
            }
        }
    }
}

/// The ruling's account of one step: where, who was eaten, and the rules
/// that say so.
fn tell_step(t: &mut Turn, i: usize, at: Pos, eaten: &[Eaten]) {
    let fact = Fact::DragonStep {
        step: i as u32 + 1,
        at,
        eaten: eaten
            .iter()
            .map(|(_, owner, kind, _)| Owned {
                player: name(t, *owner),
                figure: *kind,
            })
            .collect(),
    };
    let mut cites = vec![pd::DRAGON_MOVE];
    // The barn at the tile's corner stays, as the CAR says.
    if t.board
        .figures
        .iter()
        .any(|f| f.pos == at && f.kind == crate::figure::FigureKind::Barn)
    {
        cites.push(car::BARN_STAYS);
    }
    // The dragon's own rule sends the eaten home: no feature scored.
    if !eaten.is_empty() {
        cites.push(pd::DRAGON_EATS);
    }
    for (_, _, kind, _) in eaten {
        match kind {
            crate::figure::FigureKind::Mayor => cites.push(car::FN159),
            crate::figure::FigureKind::Wagon => cites.push(car::FN168),
            _ => {}
        }
    }
    t.event(fact, &cites);
}
