//! The bridges: a bridge is laid with the tile, across it or across a tile
//! beside it, straight between the middles of two opposite field sides. It
//! is a road joined to nothing beneath it, so the tile it crosses becomes
//! that tile with a road laid over it ([`Tile::with_road_over`]): the
//! fields stay whole, a figure may go onto it on the tile just placed, and
//! it scores as any road. A bridge end is a road end, so it meets an empty
//! square or a road, never a field or a city; and a tile whose road meets
//! a field side may be laid when the turn's bridge carries the road on
//! (readings §1.19).

use std::sync::Arc;

use crate::board::PlacedTile;
use crate::catalogue::{Kind, Tile};
use crate::engine::hooks::{Deployment, Hook};
use crate::engine::refusal::{Clause, Detail};
use crate::engine::{Turn, Violation, place};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::{Pos, Rotation, Side};
use crate::graph::{Graph, GroupId};
use crate::position::{Locus, TurnAction};
use crate::registry::{Rule, Say, base};
use crate::ruling::Fact;
use crate::rules::{Module, Moves};

use super::registry as bcb;

/// The way a bridge runs across its tile, on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Axis {
    /// From the middle of the north side to the middle of the south side.
    NorthSouth,
    /// From the middle of the east side to the middle of the west side.
    EastWest,
}

impl Axis {
    /// Both ways.
    pub const ALL: [Axis; 2] = [Axis::NorthSouth, Axis::EastWest];

    /// The name the scenario format writes.
    pub fn name(self) -> &'static str {
        match self {
            Axis::NorthSouth => "north-south",
            Axis::EastWest => "east-west",
        }
    }

    /// The way a name names, if it names one.
    pub fn parse(name: &str) -> Option<Axis> {
        Axis::ALL.into_iter().find(|a| a.name() == name)
    }

    /// Its two ends' sides on the table.
    pub fn sides(self) -> [Side; 2] {
        match self {
            Axis::NorthSouth => [Side::N, Side::S],
            Axis::EastWest => [Side::E, Side::W],
        }
    }

    /// The way a road laid over a tile from `side` (at rotation 0) runs
    /// once the tile is turned by `rot`.
    fn of(side: Side, rot: Rotation) -> Axis {
        match (side.index() + rot.quarters()) % 2 {
            0 => Axis::NorthSouth,
            _ => Axis::EastWest,
        }
    }

    /// The side at rotation 0 of a tile turned by `rot` where one end lies.
    fn unturned(self, rot: Rotation) -> Side {
        Side::from_index((self.sides()[0].index() + 4 - rot.quarters()) % 4)
    }
}

/// A bridge: the square of the tile it crosses, and its way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bridge {
    /// The square of the tile it crosses.
    pub at: Pos,
    /// The way it runs.
    pub axis: Axis,
}

/// The bridge across a tile of the table, if one is.
pub fn bridge_on(t: &PlacedTile) -> Option<Bridge> {
    t.tile.road_over.map(|side| Bridge {
        at: t.pos,
        axis: Axis::of(side, t.rot),
    })
}

/// `tile` turned by `rot` with a bridge laid across it along `axis`: the
/// tile of the catalogue with the road over it, or why it cannot take one.
pub fn bridged(tile: &'static Tile, rot: Rotation, axis: Axis) -> Result<&'static Tile, NoBridge> {
    if tile.road_over.is_some() {
        return Err(NoBridge::Already);
    }
    tile.with_road_over(axis.unturned(rot)).ok_or_else(|| {
        let side = axis
            .sides()
            .into_iter()
            .find(|s| end_kind(tile, rot, *s) != Some(Kind::Field))
            .unwrap_or(Side::N);
        NoBridge::EndOn(side, end_name(tile, rot, side))
    })
}

/// Why a tile cannot take a bridge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoBridge {
    /// It has one already.
    Already,
    /// An end would lie on this side, which is not a field there (what it
    /// shows, by name).
    EndOn(Side, &'static str),
}

/// What owns the middle of `side` of `tile` turned by `rot`, by kind; none
/// where the river runs out.
fn end_kind(tile: &Tile, rot: Rotation, side: Side) -> Option<Kind> {
    tile.feature_at(side.points()[1], rot)
        .map(|f| tile.features[f].kind)
}

/// What the middle of `side` shows, in the words of an edge.
fn end_name(tile: &Tile, rot: Rotation, side: Side) -> &'static str {
    match end_kind(tile, rot, side) {
        Some(kind) => kind.name(),
        None => tile.edge(side, rot).name(),
    }
}

/// What the module keeps between the steps of a turn: the turn's bridge,
/// and whether the turn's tile fits only with it.
#[derive(Clone, Copy, Debug)]
struct Laid {
    bridge: Bridge,
    fit: bool,
}

/// Carried to a double turn's next tile: the turn has laid its bridge.
#[derive(Clone, Copy, Debug)]
struct LaidThisTurn;

pub struct Bridges;

/// The turn's bridge, if it lays one.
fn of_turn(turn: &TurnAction) -> Option<Bridge> {
    turn.boxes.get::<Bridge>().copied()
}

fn refuse(rule: Rule, clause: Clause, label: &'static Say) -> Violation {
    Violation::new(rule, Locus::BoxKey("bridge", 0), clause).label(label)
}

/// A bridge end refused (`bcb:bridge-ends`) for what a side shows: the
/// tile on `at` is marked with what its `side` shows.
fn refuse_end(
    clause: Clause,
    (label, help): (&'static Say, &'static Say),
    (at, shows, side): (Pos, &'static str, Side),
) -> Violation {
    refuse(bcb::ENDS, clause, label)
        .also(
            Locus::Tile(at),
            Clause::new(&base::ASIDE_EDGE_ON_SIDE)
                .kind("theirs", shows)
                .compass("side", side.name()),
        )
        .help(Clause::new(help))
}

/// Why a tile turned by `rot` on `at` refuses the bridge, if it does: an
/// end off a field side, a second bridge, or an end meeting a field or a
/// city of a tile beside it (`skip`: the square whose tile the placement
/// rule matches itself).
fn check_ends(
    t: &Turn,
    (tile, at, rot): (&'static Tile, Pos, Rotation),
    axis: Axis,
    placed: Option<&crate::position::Placement>,
) -> Result<&'static Tile, Violation> {
    let laid = bridged(tile, rot, axis).map_err(|why| match why {
        NoBridge::Already => refuse(
            bcb::ENDS,
            Clause::new(&bcb::SECOND_BRIDGE).square("at", at),
            &bcb::LABEL_SECOND_BRIDGE,
        )
        .help(Clause::new(&bcb::HELP_SECOND_BRIDGE)),
        NoBridge::EndOn(side, shows) => refuse_end(
            Clause::new(&bcb::END_NOT_FIELD)
                .square("at", at)
                .compass("side", side.name())
                .kind("shows", shows),
            (&bcb::LABEL_END_NOT_FIELD, &bcb::HELP_END_NOT_FIELD),
            (at, shows, side),
        ),
    })?;
    for side in axis.sides() {
        let beyond = at.neighbour(side);
        // The placed tile, not yet on the table, beside a bridge across
        // its neighbour.
        let theirs = match placed.filter(|p| p.at == beyond) {
            Some(p) => p.tile.edge(side.opposite(), p.rotation),
            None => match t.board.tile(beyond) {
                Some(n) => n.tile.edge(side.opposite(), n.rot),
                None => continue,
            },
        };
        if !crate::catalogue::Edge::Road.matches(theirs) {
            return Err(refuse_end(
                Clause::new(&bcb::END_MEETS)
                    .square("at", at)
                    .compass("side", side.name())
                    .kind("theirs", theirs.name())
                    .square("neighbour", beyond),
                (&bcb::LABEL_END_MEETS, &bcb::HELP_END_MEETS),
                (beyond, theirs.name(), side.opposite()),
            ));
        }
    }
    Ok(laid)
}

impl Module for Bridges {
    fn rules(&self) -> RuleSet {
        RuleSet::BridgesCastlesBazaars
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::BeforePlacement,
            Hook::TileAsLaid,
            Hook::AfterPlacement,
            Hook::CheckDeploy,
            Hook::ScoringCites,
            Hook::CarryTurn,
            Hook::ActsBeforePlacement,
            Hook::WaysToLay,
        ]
    }

    fn moves(&self) -> Option<&dyn Moves> {
        Some(self)
    }

    /// The bridge's supply and reach, and a bridge across a neighbour laid
    /// before the tile, whose edges then meet it.
    fn before_placement(&self, t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
        let Some(bridge) = of_turn(turn) else {
            return Ok(());
        };
        if t.slots.get::<LaidThisTurn>().is_some() {
            return Err(refuse(
                bcb::BRIDGE,
                Clause::new(&bcb::ONE_A_TURN).player("player", t.name(t.player)),
                &bcb::LABEL_ONE_A_TURN,
            )
            .help(Clause::new(&bcb::HELP_ONE_A_TURN)));
        }
        if t.in_hand(t.player, FigureKind::Bridge) < 1 {
            return Err(refuse(
                bcb::SUPPLY,
                Clause::new(&bcb::NONE_LEFT).player("player", t.name(t.player)),
                &bcb::LABEL_NONE_LEFT,
            )
            .help(Clause::new(&bcb::HELP_NONE_LEFT)));
        }
        let p = &turn.place;
        // A tile beside the placed one, or none for the placed tile itself;
        // a square with no tile is broken input, refused here all the same.
        let under = (bridge.at != p.at).then(|| t.board.tile(bridge.at).copied());
        if !(bridge.at == p.at || bridge.at.is_next_to(p.at)) || matches!(under, Some(None)) {
            return Err(refuse(
                bcb::BRIDGE,
                Clause::new(&bcb::TOO_FAR)
                    .square("at", bridge.at)
                    .square("placed", p.at),
                &bcb::LABEL_TOO_FAR,
            )
            .help(Clause::new(&bcb::HELP_TOO_FAR).square("placed", p.at)));
        }
        let fit = !place::mismatches(t, p.tile, p.at, p.rotation).is_empty();
        t.slots.put(Laid { bridge, fit });
        let Some(Some(under)) = under else {
            return Ok(());
        };
        let laid = check_ends(t, (under.tile, under.pos, under.rot), bridge.axis, Some(p))?;
        if let Some(tile) = t.board.tile_mut(bridge.at) {
            tile.tile = laid;
        }
        // The tile beneath keeps its features' places, so figures on it
        // stand where they stood; only the new road is joined anew.
        t.graph = Arc::new(Graph::build(&t.board));
        Ok(())
    }

    fn tile_as_laid(
        &self,
        t: &Turn,
        turn: &TurnAction,
    ) -> Result<Option<&'static Tile>, Violation> {
        let Some(bridge) = of_turn(turn).filter(|b| b.at == turn.place.at) else {
            return Ok(None);
        };
        let p = &turn.place;
        check_ends(t, (p.tile, p.at, p.rotation), bridge.axis, None).map(Some)
    }

    fn after_placement(&self, t: &mut Turn) {
        let Some(Laid { bridge, fit }) = t.slots.get::<Laid>().copied() else {
            return;
        };
        let player = t.player;
        t.use_piece(player, FigureKind::Bridge);
        let (say, cites): (_, &[Rule]) = if fit {
            (&bcb::LAID_TO_FIT, &[bcb::BRIDGE, bcb::FIT])
        } else {
            (&bcb::LAID, &[bcb::BRIDGE])
        };
        t.tell(cites, |t| Fact::Told {
            clause: Clause::new(say)
                .player("player", t.name(player))
                .square("at", bridge.at)
                .with("axis", Detail::Name(bridge.axis.name().to_owned())),
            player: Some(t.name(player).to_owned()),
            points: 0,
        });
    }

    /// One bridge a turn: the tiles of a double turn are one turn.
    fn carry_turn(&self, t: &Turn, into: &mut crate::engine::slots::Slots) {
        if t.slots.get::<Laid>().is_some() || t.slots.get::<LaidThisTurn>().is_some() {
            into.put(LaidThisTurn);
        }
    }

    /// A figure onto the bridge of the placed tile stands on a road, by
    /// the box's rule.
    fn check_deploy(&self, _t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
        let on_bridge = d.placed.tile.road_over.is_some()
            && d.feature + 1 == d.placed.tile.features.len();
        Ok(if on_bridge { vec![bcb::ROAD] } else { Vec::new() })
    }

    /// A road over a bridge scores as any road, by the box's rule.
    fn scoring_cites(&self, t: &Turn, g: GroupId, _valued: &[Rule]) -> Vec<Rule> {
        let group = t.graph.group(g);
        if group.kind != Kind::Road {
            return Vec::new();
        }
        let over = group.segments().any(|s| {
            t.board.tile(s.pos).is_some_and(|p| {
                p.tile.road_over.is_some() && s.feature + 1 == p.tile.features.len()
            })
        });
        if over { vec![bcb::ROAD] } else { Vec::new() }
    }
}

impl Moves for Bridges {
    fn acts_before_placement(&self, _t: &Turn, turn: &TurnAction) -> bool {
        of_turn(turn).is_some_and(|b| b.at != turn.place.at)
    }

    /// The tile with a bridge across it, or across each tile beside it,
    /// both ways, while the player has a bridge in hand.
    fn ways_to_lay(
        &self,
        t: &Turn,
        tile: &'static Tile,
        at: Pos,
        rotation: Rotation,
        out: &mut Vec<TurnAction>,
    ) {
        if t.in_hand(t.player, FigureKind::Bridge) < 1 || t.slots.get::<LaidThisTurn>().is_some() {
            return;
        }
        let mut lay = |b: Bridge| {
            let mut way = TurnAction::place(tile, at, rotation);
            way.boxes.put(b);
            out.push(way);
        };
        for axis in Axis::ALL {
            if bridged(tile, rotation, axis).is_ok() {
                lay(Bridge { at, axis });
            }
            for side in Side::ALL {
                let n = at.neighbour(side);
                let Some(under) = t.board.tile(n) else {
                    continue;
                };
                if bridged(under.tile, under.rot, axis).is_ok() {
                    lay(Bridge { at: n, axis });
                }
            }
        }
    }
}
