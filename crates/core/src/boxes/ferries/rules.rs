//! The Ferries: a new lake gets its ferry after the deployment; then the
//! player may move, in each direction the placed tile's roads run, the first
//! ferry the road reaches; roads closed or reopened by the moves are scored
//! in the scoring step like any other.

use std::collections::{BTreeMap, BTreeSet};

use crate::board::{FigureId, PlacedTile};
use crate::catalogue::{Kind, RoadEnd};
use crate::engine::hooks::Hook;
use crate::engine::slots::Slots;
use crate::engine::{Clause, Detail, Fact, Join, Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::{Point, Pos};
use crate::graph::{GroupId, Segment};
use crate::position::{Locus, TurnAction};
use crate::registry::{Rule, base};
use crate::boxes::builder::registry as builder;
use crate::boxes::ferries::registry as ferries;
use crate::ruling::{DoubleTurnWhy, FerryWalk, Owned};

use crate::rules::{Module, Moves};

/// A ferry placed or moved this turn: the lake's square and the jetties
/// joined before (none for a new lake) and after.
type Move = (Pos, Option<[Point; 2]>, [Point; 2]);

/// The ferries placed or moved this turn, in order.
#[derive(Clone, Debug, Default)]
struct Moved(Vec<Move>);

fn moves<'t>(t: &'t Turn) -> &'t [Move] {
    t.slots.get::<Moved>().map_or(&[], |m| &m.0)
}

/// The lakes whose ferry an earlier tile of the turn (a double turn's
/// first) placed or moved: once a turn holds across the tiles (readings
/// §5.4).
#[derive(Clone, Debug, Default)]
struct Earlier(Vec<Pos>);

fn moved_earlier(t: &Turn, at: Pos) -> bool {
    t.slots.get::<Earlier>().is_some_and(|e| e.0.contains(&at))
}

pub struct Ferries;

impl Module for Ferries {
    fn rules(&self) -> RuleSet {
        RuleSet::Ferries
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::AfterDeploy,
            Hook::Movable,
            Hook::AlsoCompleted,
            Hook::CarryTurn,
        ]
    }

    fn carry_turn(&self, t: &Turn, into: &mut Slots) {
        let mut earlier = t.slots.get::<Earlier>().cloned().unwrap_or_default();
        earlier.0.extend(moves(t).iter().map(|(at, _, _)| *at));
        if !earlier.0.is_empty() {
            into.put(earlier);
        }
    }

    fn moves(&self) -> Option<&dyn Moves> {
        Some(self)
    }

    fn after_deploy(&self, t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
        let Some(pos) = t.placed else { return Ok(()) };
        place_new_ferry(t, turn, pos)?;
        // The walks say which ferries may move; with no move to check and no
        // ruling to write (the move list's trials), nobody reads them.
        if t.quiet && turn.move_ferries.is_empty() {
            return Ok(());
        }
        let walks = walk_all(t, pos);
        let movable = movable_lakes(&walks);
        if !walks.is_empty() {
            let mut cites = vec![ferries::MOVE, ferries::FN3];
            if walks.iter().any(|w| matches!(w, FerryWalk::DeadEnd { .. })) {
                cites.push(ferries::FN2);
            }
            let fact = Fact::FerriesReached {
                walks: walks.clone(),
                moves_given: !turn.move_ferries.is_empty(),
            };
            t.event(fact, &cites);
        }
        if turn.move_ferries.is_empty() {
            return Ok(());
        }
        let before = builders_and_followers(t);
        for (i, m) in turn.move_ferries.iter().enumerate() {
            move_ferry(t, i, m.at, m.to, pos, &walks, &movable)?;
        }
        builders_after_moves(t, &before);
        Ok(())
    }

    fn also_completed(&self, t: &Turn) -> Vec<(GroupId, Vec<Rule>)> {
        let mut out = Vec::new();
        for (at, from, to) in moves(t) {
            let Some(lake) = t.board.tile(*at) else {
                continue;
            };
            let Some(from) = from else {
                // A new lake: what the tile and its ferry finish scores as usual.
                for g in t.graph.groups_on(*at, &t.board) {
                    out.push((g, vec![ferries::SCORE]));
                }
                continue;
            };
            for p in from.iter().chain(to.iter()) {
                if let Some(g) = jetty_group(t, lake, *p) {
                    out.push((g, vec![ferries::SCORE, ferries::FN4]));
                }
            }
        }
        out
    }
}

impl Moves for Ferries {
    fn movable(&self, t: &Turn) -> Vec<Pos> {
        let Some(pos) = t.placed else {
            return Vec::new();
        };
        // The walks leave the placed tile and end if they come back to it,
        // so a new lake's own ferry (not yet on the table here) is never
        // crossed: the table as it is tells.
        let walks = walk_all(t, pos);
        movable_lakes(&walks).into_iter().collect()
    }
}

/// The lakes whose ferry the walks reach first: those that may move.
fn movable_lakes(walks: &[FerryWalk]) -> BTreeSet<Pos> {
    walks
        .iter()
        .filter_map(|w| match w {
            FerryWalk::Movable { lake, .. } => Some(*lake),
            _ => None,
        })
        .collect()
}

fn jetty_group(t: &Turn, lake: &PlacedTile, p: Point) -> Option<GroupId> {
    let f = lake.tile.feature_at(p, lake.rot)?;
    t.graph.group_of(Segment {
        pos: lake.pos,
        feature: f,
    })
}

/// The jetties of a lake, in board orientation.
fn jetties(lake: &PlacedTile) -> Vec<Point> {
    lake.tile.lake_ends(lake.rot)
}

fn same_pair(a: [Point; 2], b: [Point; 2]) -> bool {
    (a[0] == b[0] && a[1] == b[1]) || (a[0] == b[1] && a[1] == b[0])
}

fn pair_names(p: [Point; 2]) -> [&'static str; 2] {
    [p[0].name(), p[1].name()]
}

/// Every pair of a lake's jetties, as `[W, E]`.
fn pairs(lake: &PlacedTile) -> Vec<[Point; 2]> {
    let ends = jetties(lake);
    let mut out = Vec::new();
    for (i, a) in ends.iter().enumerate() {
        for b in &ends[i + 1..] {
            out.push([*a, *b]);
        }
    }
    out
}

fn pair_words(p: [Point; 2]) -> String {
    format!("[{}, {}]", p[0].name(), p[1].name())
}

/// Step 3 of the turn: the placed lake's ferry, always (ferries:fn1).
fn place_new_ferry(t: &mut Turn, turn: &TurnAction, pos: Pos) -> Result<(), Violation> {
    let Some(placed) = t.board.tile(pos).cloned() else {
        return Ok(());
    };
    if !placed.tile.lake {
        return match turn.ferry {
            None => Ok(()),
            Some(_) => Err(Violation::new(
                ferries::PLACE,
                Locus::Ferry,
                Clause::new(&ferries::NO_LAKE).tile("tile", placed.tile.id),
            )
            .label(&ferries::LABEL_NO_LAKE)
            .help(Clause::new(&ferries::HELP_REMOVE_FERRY))),
        };
    }
    let deployed_here = t.deployed_log.iter().any(|(_, _, at)| *at == pos);
    let Some(pair) = turn.ferry else {
        let options = pairs(&placed)
            .into_iter()
            .map(|p| Detail::Name(pair_words(p)))
            .collect();
        return Err(Violation::new(
            ferries::FN1,
            Locus::Place,
            Clause::new(&ferries::LAKE_NEEDS_FERRY).tile("tile", placed.tile.id),
        )
        .label(&ferries::LABEL_LAKE_WITHOUT_FERRY)
        .help(Clause::new(&ferries::HELP_ADD_FERRY).list("pairs", Join::Or, options))
        .cite(ferries::PLACE));
    };
    if let Some(t_mut) = t.board.tile_mut(pos) {
        t_mut.ferry = Some(pair);
    }
    std::sync::Arc::make_mut(&mut t.graph).set_ferry(pos, pair);
    t.slots.get_mut::<Moved>().0.push((pos, None, pair));
    let cites: &[Rule] = if deployed_here {
        &[ferries::PLACE]
    } else {
        &[ferries::PLACE, ferries::FN1]
    };
    // The fact names the player and the jetties left open: only for a
    // ruling.
    t.tell(cites, |t| Fact::FerryPlaced {
        player: t.name(t.player).to_owned(),
        at: pos,
        joins: pair_names(pair),
        ends: jetties(&placed)
            .into_iter()
            .filter(|p| !pair.contains(p))
            .map(Point::name)
            .collect(),
        after_deploying: deployed_here,
    });
    Ok(())
}

/// Walks out along every road end of the placed tile: the first ferry met
/// in each direction may move; a jetty its lake's ferry does not serve ends
/// the road; the next ferry beyond the first is named as not movable.
fn walk_all(t: &Turn, pos: Pos) -> Vec<FerryWalk> {
    let Some(placed) = t.board.tile(pos) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for f in 0..placed.tile.features.len() {
        if placed.tile.features[f].kind != Kind::Road {
            continue;
        }
        for p in placed.tile.points_of(f, placed.rot) {
            out.extend(walk(t, pos, p));
        }
    }
    out
}

fn walk(t: &Turn, start: Pos, from: Point) -> Vec<FerryWalk> {
    let mut out = Vec::new();
    let mut first: Option<Pos> = None;
    // A plain list: asked after every placement, and a road is short.
    let mut seen: Vec<(Pos, usize)> = Vec::new();
    let (mut at, mut leave) = (start, from);
    loop {
        let next = at.neighbour(leave.side());
        if next == start {
            return out;
        }
        let Some(n) = t.board.tile(next) else {
            return out;
        };
        let enter = leave.facing();
        let Some(f) = n.tile.feature_at(enter, n.rot) else {
            return out;
        };
        if n.tile.features[f].kind != Kind::Road || seen.contains(&(next, f)) {
            return out;
        }
        seen.push((next, f));
        if n.tile.features[f].road_end == RoadEnd::Lake {
            match at_lake(&mut out, &mut first, from, (next, enter), n.ferry) {
                Some(through) => {
                    at = next;
                    leave = through;
                    continue;
                }
                None => return out,
            }
        }
        let mut others = n.tile.points_of(f, n.rot).filter(|q| *q != enter);
        match (others.next(), others.next()) {
            (Some(q), None) => {
                at = next;
                leave = q;
            }
            _ => return out,
        }
    }
}

/// A walk from the placed tile's road end `from` reaches a lake on `next`
/// at its jetty `enter`: says what it found there, and gives the jetty it
/// goes on from when the first ferry carries the road across.
fn at_lake(
    out: &mut Vec<FerryWalk>,
    first: &mut Option<Pos>,
    from: Point,
    (next, enter): (Pos, Point),
    ferry: Option<[Point; 2]>,
) -> Option<Point> {
    let pair = ferry?;
    match *first {
        None if pair.contains(&enter) => {
            out.push(FerryWalk::Movable {
                from: from.name(),
                lake: next,
                jetty: enter.name(),
                joins: pair_names(pair),
            });
            *first = Some(next);
            // Go on through the ferry to name the next one beyond.
            Some(if pair[0] == enter { pair[1] } else { pair[0] })
        }
        Some(first) => {
            // Only a ferry that carries the road on lies beyond the first;
            // an unserved jetty, or the first lake met again on a ring,
            // ends the walk.
            if pair.contains(&enter) && next != first {
                out.push(FerryWalk::Beyond {
                    from: from.name(),
                    lake: next,
                    first,
                });
            }
            None
        }
        None => {
            out.push(FerryWalk::DeadEnd {
                from: from.name(),
                lake: next,
                jetty: enter.name(),
                joins: pair_names(pair),
            });
            None
        }
    }
}

/// The moves still open: each movable, unmoved ferry and the pairs it may
/// take, for help lines.
fn legal_moves(t: &Turn, movable: &BTreeSet<Pos>) -> Clause {
    let mut parts = Vec::new();
    for at in movable {
        if moves(t).iter().any(|(p, _, _)| p == at) || moved_earlier(t, *at) {
            continue;
        }
        let Some(lake) = t.board.tile(*at) else {
            continue;
        };
        let current = lake.ferry;
        let options = pairs(lake)
            .into_iter()
            .filter(|p| current.is_none_or(|c| !same_pair(c, *p)))
            .map(|p| {
                let one = Clause::new(&ferries::PHRASE_FERRY_MOVE)
                    .square("at", *at)
                    .name("to", pair_words(p));
                Detail::Clause(Box::new(one))
            });
        parts.extend(options);
    }
    // With none left to move, the entries before this one may be legal:
    // the words then say to drop only this one.
    let moved = moves(t).iter().any(|(_, from, _)| from.is_some());
    Clause::new(&ferries::HELP_FERRY_MOVES)
        .list("moves", Join::Or, parts)
        .number("moved", i64::from(moved))
}

fn move_ferry(
    t: &mut Turn,
    index: usize,
    at: Pos,
    to: [Point; 2],
    placed: Pos,
    walks: &[FerryWalk],
    movable: &BTreeSet<Pos>,
) -> Result<(), Violation> {
    let (lake, current) = may_move(t, index, (at, to), placed, walks, movable)?;
    if let Some(tile) = t.board.tile_mut(at) {
        tile.ferry = Some(to);
    }
    std::sync::Arc::make_mut(&mut t.graph).set_ferry(at, to);
    t.slots.get_mut::<Moved>().0.push((at, Some(current), to));
    let fact = Fact::FerryMoved {
        player: t.name(t.player).to_owned(),
        at,
        from: pair_names(current),
        to: pair_names(to),
        ends: jetties(&lake)
            .into_iter()
            .filter(|p| !to.contains(p))
            .map(Point::name)
            .collect(),
    };
    t.event(fact, &[ferries::MOVE, ferries::FN3]);
    Ok(())
}

/// Whether the `index`th entry of `move_ferries` may move the ferry on
/// `at` to join `to`: the lake tile and the jetties its ferry joins now,
/// or why not.
fn may_move(
    t: &Turn,
    index: usize,
    (at, to): (Pos, [Point; 2]),
    placed: Pos,
    walks: &[FerryWalk],
    movable: &BTreeSet<Pos>,
) -> Result<(PlacedTile, [Point; 2]), Violation> {
    // What would be legal is worked out only for a ruling to write (the
    // move list tries a move on every lake of the table).
    let help = if t.quiet {
        Clause::new(&ferries::HELP_FERRY_MOVES)
    } else {
        legal_moves(t, movable)
    };
    let locus = Locus::FerryMove(index);
    let Some(lake) = t.board.tile(at).cloned() else {
        let none = Clause::new(&base::NO_TILE_ON).square("at", at);
        return Err(Violation::new(ferries::MOVE, locus, none).help(help));
    };
    let Some(current) = lake.ferry.filter(|_| lake.tile.lake) else {
        return Err(Violation::new(
            ferries::MOVE,
            locus,
            Clause::new(&ferries::NO_FERRY_TO_MOVE)
                .tile("tile", lake.tile.id)
                .square("at", at),
        )
        .help(help));
    };
    if at == placed {
        return Err(Violation::new(
            ferries::MOVE,
            locus,
            Clause::new(&ferries::JUST_PLACED).square("at", at),
        )
        .label(&ferries::LABEL_NEW_LAKE_FERRY)
        .help(help));
    }
    if moved_earlier(t, at) {
        return Err(Violation::new(
            ferries::MOVE,
            locus,
            Clause::new(&ferries::MOVED_EARLIER).square("at", at),
        )
        .label(&ferries::LABEL_SECOND_MOVE)
        .help(help)
        .cite(builder::DOUBLE_TURN));
    }
    if moves(t).iter().any(|(p, _, _)| *p == at) {
        return Err(Violation::new(
            ferries::MOVE,
            locus,
            Clause::new(&ferries::MOVED_TWICE).square("at", at),
        )
        .label(&ferries::LABEL_SECOND_MOVE)
        .also(
            Locus::FerryMove(earlier_move(t, at)),
            Clause::new(&ferries::ASIDE_FIRST_MOVE),
        )
        .help(help));
    }
    if !movable.contains(&at) {
        // A walk on the table as it is now names a ferry that an earlier
        // move put behind the first one.
        let now = walk_all(t, placed);
        let before = walks.iter().any(|w| walk_lake(w) == at);
        if !before && let Some(first) = now.iter().find_map(|w| beyond_of(w, at)) {
            return Err(joined_by_move(at, first, locus).help(help));
        }
        let mut seen = now;
        seen.extend(walks.iter().cloned());
        return Err(unreachable(at, locus, &seen, lake.tile.id).help(help));
    }
    if same_pair(current, to) {
        return Err(Violation::new(
            ferries::MOVE,
            locus,
            Clause::new(&ferries::ALREADY_JOINS)
                .square("at", at)
                .name("pair", pair_words(current)),
        )
        .label(&ferries::LABEL_NOT_A_MOVE)
        .help(help));
    }
    Ok((lake, current))
}

/// The index of the first `move_ferries` entry that moved the ferry on `at`:
/// moves are applied in order, one entry per recorded move.
fn earlier_move(t: &Turn, at: Pos) -> usize {
    moves(t)
        .iter()
        .filter(|(_, from, _)| from.is_some())
        .position(|(p, _, _)| *p == at)
        .unwrap_or(0)
}

/// The lake a walk ends at or passes.
fn walk_lake(w: &FerryWalk) -> Pos {
    match w {
        FerryWalk::Movable { lake, .. }
        | FerryWalk::DeadEnd { lake, .. }
        | FerryWalk::Beyond { lake, .. } => *lake,
    }
}

/// The first ferry, when a walk finds the ferry on `at` beyond it.
fn beyond_of(w: &FerryWalk, at: Pos) -> Option<Pos> {
    match w {
        FerryWalk::Beyond { lake, first, .. } if *lake == at => Some(*first),
        _ => None,
    }
}

/// A ferry that no road of the placed tile reached, which an earlier move
/// of this turn joined to the road: it was never part of the extended
/// road, so it may not move (ferries:fn3).
fn joined_by_move(at: Pos, first: Pos, locus: Locus) -> Violation {
    Violation::new(
        ferries::FN3,
        locus,
        Clause::new(&ferries::JOINED_BY_MOVE)
            .square("at", at)
            .square("first", first),
    )
    .label(&ferries::LABEL_NOT_ON_EXTENDED_ROAD)
    .also(
        Locus::Tile(first),
        Clause::new(&ferries::ASIDE_MOVE_JOINED).square("first", first),
    )
    .cite(ferries::MOVE)
}

/// Why a ferry the action moves is not one the placed tile reaches first.
fn unreachable(at: Pos, locus: Locus, walks: &[FerryWalk], tile: &'static str) -> Violation {
    let dead = walks.iter().find_map(|w| match w {
        FerryWalk::DeadEnd {
            lake, jetty, joins, ..
        } if *lake == at => Some((*jetty, *joins)),
        _ => None,
    });
    let beyond = walks.iter().find_map(|w| match w {
        FerryWalk::Beyond { lake, first, .. } if *lake == at => Some(*first),
        _ => None,
    });
    if let Some((jetty, joins)) = dead {
        return Violation::new(
            ferries::FN2,
            locus,
            Clause::new(&ferries::DEAD_END)
                .square("at", at)
                .name("jetty", jetty)
                .name("a", joins[0])
                .name("b", joins[1]),
        )
        .label(&ferries::LABEL_FERRY_NOT_ON_ROAD)
        .also(
            Locus::Tile(at),
            Clause::new(&ferries::ASIDE_ROAD_ENDS)
                .tile("tile", tile)
                .name("jetty", jetty),
        )
        .cite(ferries::MOVE);
    }
    if let Some(first) = beyond {
        return Violation::new(
            ferries::FN3,
            locus,
            Clause::new(&ferries::NOT_FIRST)
                .square("at", at)
                .square("first", first),
        )
        .label(&ferries::LABEL_NOT_FIRST)
        .also(
            Locus::Tile(first),
            Clause::new(&ferries::ASIDE_FIRST_FERRY).square("first", first),
        )
        .cite(ferries::MOVE);
    }
    Violation::new(
        ferries::MOVE,
        locus,
        Clause::new(&ferries::NOT_REACHED).square("at", at),
    )
    .label(&ferries::LABEL_NOT_REACHED)
    .cite(ferries::FN3)
}

/// Each builder on the table, with its owner's followers on its road.
fn builders_and_followers(t: &Turn) -> BTreeMap<FigureId, BTreeSet<FigureId>> {
    t.board
        .figures
        .iter()
        .filter(|f| f.kind == FigureKind::Builder)
        .filter_map(|b| {
            let g = t.group_of_figure(b)?;
            let own = t
                .followers_on(g)
                .into_iter()
                .filter(|f| f.owner == b.owner)
                .map(|f| f.id)
                .collect();
            Some((b.id, own))
        })
        .collect()
}

/// After the moves (ferries:fn5): a builder whose road no longer holds a
/// follower of its owner goes home; one that lost the follower it was with
/// but has another of its owner's on its new road stays. A move that joins
/// a road to the active player's builder grants no second turn.
fn builders_after_moves(t: &mut Turn, before: &BTreeMap<FigureId, BTreeSet<FigureId>>) {
    let after = builders_and_followers(t);
    let mut home = Vec::new();
    for (id, was) in before {
        let now = after.get(id).cloned().unwrap_or_default();
        let Some(b) = t.figure(*id).cloned() else {
            continue;
        };
        let Some(g) = t.group_of_figure(&b) else {
            continue;
        };
        let player = t.name(b.owner).to_owned();
        if now.is_empty() && !was.is_empty() {
            let fact = Fact::Returned {
                figures: vec![Owned {
                    player,
                    figure: FigureKind::Builder,
                }],
                from: Some(t.feature(g)),
            };
            t.event(fact, &[ferries::FN5, builder::DEPLOY]);
            home.push(*id);
        } else if !was.is_subset(&now) && !was.is_empty() {
            let fact = Fact::BuilderStays {
                player,
                road: t.feature(g),
            };
            t.event(fact, &[ferries::FN5, builder::DEPLOY]);
        }
    }
    t.return_figures(&home);
    if t.double_turn {
        return;
    }
    let moved: Vec<Pos> = moves(t)
        .iter()
        .filter(|(_, from, _)| from.is_some())
        .map(|(p, _, _)| *p)
        .collect();
    let joined = t
        .board
        .figures
        .iter()
        .filter(|f| f.kind == FigureKind::Builder && f.owner == t.player)
        .filter_map(|f| t.group_of_figure(f))
        .find(|g| t.graph.group(*g).segments().any(|s| moved.contains(&s.pos)));
    if let Some(g) = joined {
        let fact = Fact::DoubleTurn {
            player: t.name(t.player).to_owned(),
            granted: false,
            why: DoubleTurnWhy::FerryMove,
            feature: t.feature(g),
        };
        t.event(fact, &[builder::DOUBLE_TURN, ferries::FN5]);
    }
}
