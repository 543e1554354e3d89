//! The River II's placement rules on top of the rules the two rivers share
//! (The River's `rules.rs`): the fork is the first tile after the spring,
//! the branches it opens never meet, the city lake closes a branch whenever
//! it comes, and the volcano comes last, takes no figure and gives its
//! player another turn at once. With The River (I) in play the two boxes
//! make one river: one spring, River I's lake out of the game (readings
//! §1.16), and this module rules on all of it.

use crate::board::Board;
use crate::boxes::river::course::{self, is_river};
use crate::boxes::river::rules::{Closing, Waters, check_course, cite_placed, fields_cites, last, open};
use crate::boxes::river::tiles as river_i;
use crate::catalogue::{Edge, Tile};
use crate::engine::hooks::{Deployment, Hook};
use crate::engine::refusal::Clause;
use crate::engine::{Turn, Violation};
use crate::figure::RuleSet;
use crate::graph::GroupId;
use crate::position::{Locus, Placement, Position, Rules};
use crate::registry::Rule;
use crate::ruling::Fact;
use crate::rules::{Module, Moves};

use super::registry as r2;
use super::tiles::{CITY_LAKE, FORK, SPRING, VOLCANO};

pub struct RiverII;

/// Either box's spring: the one on the table starts the river.
const SPRINGS: &[&str] = &[river_i::SPRING, SPRING];

/// The volcano, at the bottom of the river's stack.
const VOLCANO_LAST: Closing = Closing {
    tile: VOLCANO,
    rule: r2::VOLCANO,
    early: &r2::VOLCANO_EARLY,
    label: &r2::LABEL_VOLCANO_EARLY,
    help: &r2::HELP_VOLCANO_EARLY,
};

/// What the rules take out of the game with both rivers: the second spring
/// and River I's lake, so that one spring and a fork keep two lakes.
const BOTH_RIVERS_OUT: &[&str] = &[SPRING, river_i::LAKE];

fn left_out(rules: &Rules) -> &'static [&'static str] {
    if rules.plays(RuleSet::River) {
        BOTH_RIVERS_OUT
    } else {
        &[]
    }
}

/// The river of this box, and of both when The River is in play too.
fn waters(rules: &Rules) -> Waters<'static> {
    Waters {
        springs: SPRINGS,
        last: VOLCANO,
        left_out: left_out(rules),
    }
}

impl Module for RiverII {
    fn rules(&self) -> RuleSet {
        RuleSet::RiverII
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::CheckPlacement,
            Hook::ChecksPlacement,
            Hook::HeldBack,
            Hook::LeavesOut,
            Hook::AfterPlacement,
            Hook::CheckDeploy,
            Hook::NextTile,
            Hook::ScoringCites,
        ]
    }

    /// The volcano's player takes the next tile at once (any other tile
    /// leaves the question to the builder).
    fn next_tile(&self, t: &Turn) -> Option<(Rule, bool)> {
        let placed = t.placed.and_then(|at| t.board.tile(at))?;
        (placed.tile.id == VOLCANO).then_some((r2::VOLCANO, true))
    }

    fn moves(&self) -> Option<&dyn Moves> {
        Some(self)
    }

    fn check_placement(&self, t: &Turn, p: &Placement) -> Result<(), Violation> {
        let rules = &t.position.rules;
        if left_out(rules).contains(&p.tile.id) {
            return Err(Violation::new(
                r2::TOGETHER,
                Locus::PlaceTile,
                Clause::new(&r2::LAKE_OUT).tile("tile", p.tile.id),
            )
            .label(&r2::LABEL_LAKE_OUT)
            .help(Clause::new(&r2::HELP_LAKE_OUT)));
        }
        fork_first(t, p)?;
        check_course(t, p, &waters(rules))?;
        if is_river(p.tile) {
            branches_apart(t, p)?;
            let all = course::before_last(t.position, SPRINGS, VOLCANO, left_out(rules));
            last(t, p, &VOLCANO_LAST, all, SPRINGS)?;
        }
        Ok(())
    }

    /// A river tile placed rests on the river's rules, and the fork, the
    /// city lake and the volcano on their own; the volcano gives its
    /// player another turn at once.
    fn after_placement(&self, t: &mut Turn) {
        let Some(id) = t.placed.and_then(|at| t.board.tile(at)).map(|p| p.tile.id) else {
            return;
        };
        let extra: &[Rule] = match id {
            FORK => &[r2::FORK],
            CITY_LAKE => &[r2::CITY_LAKE],
            VOLCANO => &[r2::VOLCANO],
            _ => &[],
        };
        cite_placed(t, SPRINGS, extra);
        if id == VOLCANO {
            t.double_turn = true;
            t.tell(&[r2::VOLCANO], |t| Fact::Told {
                clause: Clause::new(&r2::ANOTHER_TURN).player("player", t.name(t.player)),
                player: None,
                points: 0,
            });
        }
    }

    fn check_deploy(&self, t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
        if d.placed.tile.id != VOLCANO || t.placed != Some(d.placed.pos) {
            return Ok(Vec::new());
        }
        Err(Violation::new(
            r2::VOLCANO,
            d.on_locus,
            Clause::new(&r2::ON_VOLCANO)
                .figure("figure", d.kind)
                .tile("tile", d.placed.tile.id),
        )
        .label(&r2::LABEL_ON_VOLCANO)
        .help(Clause::new(&r2::HELP_ON_VOLCANO)))
    }

    fn scoring_cites(&self, t: &Turn, g: GroupId, _valued: &[Rule]) -> Vec<Rule> {
        fields_cites(t, g)
    }
}

/// The fork follows the spring: no tile before it, and it comes only first.
fn fork_first(t: &Turn, p: &Placement) -> Result<(), Violation> {
    let Some(course) = course::course(&t.board, SPRINGS) else {
        return Ok(());
    };
    let say = match (course.tiles, p.tile.id == FORK) {
        (0, false) => &r2::FORK_FIRST,
        (1.., true) => &r2::FORK_LATE,
        _ => return Ok(()),
    };
    Err(
        Violation::new(r2::FORK, Locus::PlaceTile, Clause::new(say).tile("tile", p.tile.id))
            .label(&r2::LABEL_FORK)
            .help(Clause::new(&r2::HELP_FORK)),
    )
}

/// A river tile continues one branch and leaves its other river sides open:
/// one that would meet a river already on the table joins two branches.
fn branches_apart(t: &Turn, p: &Placement) -> Result<(), Violation> {
    let Some(course) = course::course(&t.board, SPRINGS) else {
        return Ok(());
    };
    let Some(end) = course.end_at(p.at) else {
        return Ok(());
    };
    let from = end.side.opposite();
    let meets = course::river_sides(p.tile, p.rotation)
        .filter(|s| *s != from)
        .find_map(|s| {
            let n = p.at.neighbour(s);
            let nt = t.board.tile(n)?;
            (nt.tile.edge(s.opposite(), nt.rot) == Edge::River).then_some(n)
        });
    match meets {
        Some(other) => Err(Violation::new(
            r2::BRANCHES,
            Locus::PlaceTile,
            Clause::new(&r2::MEET)
                .tile("tile", p.tile.id)
                .square("other", other),
        )
        .label(&r2::LABEL_MEET)
        .help(Clause::new(&r2::HELP_MEET))),
        None => Ok(()),
    }
}

impl Moves for RiverII {
    // While the river is open every tile has a rule to meet here, a river
    // tile always.
    fn checks_placement(&self, _tile: &Tile) -> bool {
        true
    }

    // A land tile waits while the river is open; a river tile until the
    // fork is down; the volcano until every other river tile is.
    fn held_back(&self, position: &Position, board: &Board, tile: &Tile) -> bool {
        if !is_river(tile) {
            return open(position, board, &waters(&position.rules));
        }
        let placed = course::course(board, SPRINGS).map_or(0, |c| c.tiles);
        match tile.id {
            FORK => false,
            VOLCANO => {
                let rules = &position.rules;
                placed < course::before_last(position, SPRINGS, VOLCANO, left_out(rules))
            }
            _ => placed == 0,
        }
    }

    fn leaves_out(&self, rules: &Rules) -> &'static [&'static str] {
        left_out(rules)
    }
}
