//! The Tower: instead of deploying on the placed tile, a player builds a
//! floor onto a tower anywhere on the table and may capture one follower
//! within its reach, or closes an open tower with a follower on top.
//! Prisoners are exchanged as soon as two players hold one of each other's,
//! and bought back for points at the start of a turn.

use crate::board::{Figure, PlayerIdx, Standing};
use crate::engine::deploy::{Via, in_supply};
use crate::engine::hooks::Hook;
use crate::engine::slots::Slots;
use crate::engine::{Clause, Detail, Fact, Join, Owned, Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::Pos;
use crate::position::{Capture, Deploy, Locus, Position, Prisoner, Ransom, TurnAction};
use crate::registry::Rule;
use crate::boxes::abbey_mayor::car;
use crate::boxes::tower::registry as tower;
use crate::ruling::{Ruling, TowerAt};

use crate::rules::{Module, Moves};

pub struct Tower;

/// The figures held captive, once the turn has taken or freed one (until
/// then the position's).
#[derive(Clone, Debug, Default)]
struct Prisoners(Vec<Prisoner>);

/// The figures held captive after the turn whose slots these are, or
/// before it if it changed none.
pub fn prisoners<'a>(slots: &'a Slots, position: &'a Position) -> &'a [Prisoner] {
    slots
        .get::<Prisoners>()
        .map_or(&position.prisoners, |held| &held.0)
}

/// The figures held captive, to be changed this turn.
fn prisoners_mut<'a>(t: &'a mut Turn) -> &'a mut Vec<Prisoner> {
    &mut t.state_mut(|p| Prisoners(p.prisoners.clone())).0
}

/// The points a ransom costs.
pub const RANSOM: i64 = 3;

impl Module for Tower {
    fn rules(&self) -> RuleSet {
        RuleSet::Tower
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::ActsBeforePlacement,
            Hook::BeforePlacement,
            Hook::InsteadOfDeploying,
            Hook::Elsewhere,
            Hook::CheckOffFeature,
            Hook::HeldElsewhere,
            Hook::WriteRuling,
            Hook::CarryOver,
            Hook::DeploymentRule,
            Hook::Again,
            Hook::CarryTurn,
        ]
    }

    fn moves(&self) -> Option<&dyn Moves> {
        Some(self)
    }

    fn held_elsewhere(&self, position: &Position, held: &mut dyn FnMut(PlayerIdx, FigureKind)) {
        // A prisoner is in nobody's hand until it comes back.
        for pr in &position.prisoners {
            held(pr.owner, pr.kind);
        }
    }

    fn write_ruling(&self, t: &Turn, ruling: &mut Ruling) {
        if t.quiet {
            return;
        }
        for pr in prisoners(&t.slots, t.position) {
            ruling
                .prisoners
                .entry(t.name(pr.holder).to_owned())
                .or_default()
                .push(Owned {
                    player: t.name(pr.owner).to_owned(),
                    figure: pr.kind,
                });
        }
        ruling.towers = t
            .board
            .tiles
            .values()
            .filter(|p| p.tower > 0)
            .map(|p| TowerAt {
                at: p.pos,
                floors: u32::from(p.tower),
            })
            .collect();
    }

    fn carry_over(&self, slots: &Slots, next: &mut Position) {
        if let Some(held) = slots.get::<Prisoners>() {
            next.prisoners.clone_from(&held.0);
        }
    }

    fn before_placement(&self, t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
        match turn.ransom {
            Some(_) if t.slots.get::<Ransomed>().is_some() => Err(one_ransom()),
            Some(r) => ransom(t, r),
            None => Ok(()),
        }
    }

    fn deployment_rule(&self, d: &Deploy) -> Option<Rule> {
        match d {
            Deploy::Floor { .. } => Some(tower::FLOOR),
            Deploy::TowerTop { .. } => Some(tower::TOP),
            _ => None,
        }
    }

    fn again(&self, _t: &Turn, _turn: &TurnAction, again: &TurnAction) -> Result<(), Violation> {
        match again.ransom {
            Some(_) => Err(one_ransom()),
            None => Ok(()),
        }
    }

    fn carry_turn(&self, t: &Turn, into: &mut Slots) {
        if t.slots.get::<Ransomed>().is_some() {
            into.put(Ransomed);
        }
    }

    fn instead_of_deploying(
        &self,
        t: &mut Turn,
        d: &Deploy,
        _second: bool,
    ) -> Option<Result<(), Violation>> {
        match *d {
            Deploy::Floor {
                at,
                capture,
                exchange,
            } => Some(build(t, at, capture, exchange)),
            Deploy::TowerTop { figure, at } => Some(close(t, figure, at)),
            _ => None,
        }
    }

    /// A plain or big follower closes a tower. The figures whose own rules
    /// name their features are refused by their modules first; the
    /// phantom, the turn's second figure, goes on the placed tile
    /// (readings §1.8).
    fn check_off_feature(&self, _t: &Turn, figure: FigureKind) -> Result<(), Violation> {
        if matches!(figure, FigureKind::Follower | FigureKind::BigFollower) {
            return Ok(());
        }
        Err(Violation::new(
            tower::TOP,
            Locus::DeployFigure,
            Clause::new(&tower::NOT_ON_TOWER).figure("figure", figure),
        )
        .label(&tower::LABEL_NOT_ON_TOWER)
        .help(Clause::new(&tower::HELP_TOP_FOLLOWERS)))
    }
}

impl Moves for Tower {
    fn acts_before_placement(&self, _t: &Turn, turn: &TurnAction) -> bool {
        turn.ransom.is_some()
    }

    /// Every floor the player could build, with each capture it allows,
    /// and every follower they could close a tower with.
    fn elsewhere(&self, t: &Turn, out: &mut Vec<Deploy>) {
        let player = t.player;
        let has_floor = t.in_hand(player, FigureKind::TowerFloor) > 0;
        // The kinds of the player's figures each other player holds
        // prisoner, found once for every follower in every tower's reach.
        let mut held: Vec<u32> = Vec::new();
        for p in prisoners(&t.slots, t.position)
            .iter()
            .filter(|p| p.owner == player)
        {
            if held.is_empty() {
                held = vec![0; t.position.players.len()];
            }
            if let Some(h) = held.get_mut(p.holder) {
                *h |= 1 << p.kind as u32;
            }
        }
        for at in open_towers(t) {
            let floors = t.board.tile(at).map_or(0, |p| p.tower);
            if has_floor {
                builds(t, at, floors + 1, &held, out);
            }
            if floors > 0 {
                for figure in [FigureKind::Follower, FigureKind::BigFollower] {
                    if t.position.rules.plays(figure.rules()) && t.in_hand(player, figure) > 0 {
                        out.push(Deploy::TowerTop { figure, at });
                    }
                }
            }
        }
    }
}

/// The squares a tower of `floors` floors on `at` reaches.
pub fn reaches(at: Pos, floors: u8, square: Pos) -> bool {
    let (dx, dy) = ((square.x - at.x).abs(), (square.y - at.y).abs());
    (dx == 0 || dy == 0) && dx + dy <= i32::from(floors)
}

/// The figure standing on top of the tower on `at`, if one closes it.
pub fn closer<'a>(t: &'a Turn, at: Pos) -> Option<&'a Figure> {
    t.board
        .figures
        .iter()
        .find(|f| f.pos == at && f.standing == Standing::Tower)
}

/// Every square whose tower (or bare foundation) takes another floor, in
/// square order.
pub fn open_towers(t: &Turn) -> Vec<Pos> {
    let towers = t.board.tiles.towers();
    if towers.is_empty() {
        return Vec::new();
    }
    // The closed towers are found once from the figures; the tiles that
    // carry a tower are kept apart by the table (`TileMap::towers`).
    let closed: Vec<Pos> = t
        .board
        .figures
        .iter()
        .filter(|f| f.standing == Standing::Tower)
        .map(|f| f.pos)
        .collect();
    let mut out: Vec<Pos> = Vec::with_capacity(towers.len());
    out.extend(towers.iter().filter(|at| !closed.contains(at)));
    out.sort_unstable();
    out
}

/// A floor on `at` making `floors`: capturing nobody, and each follower in
/// reach, named as a scenario would (owner and figure only when another
/// stands on the same spot), with each exchange the capture could lead to
/// (`held`: by player, the kinds of the builder's figures they hold, one
/// bit a kind).
fn builds(t: &Turn, at: Pos, floors: u8, held: &[u32], out: &mut Vec<Deploy>) {
    out.push(Deploy::Floor {
        at,
        capture: None,
        exchange: None,
    });
    for f in &t.board.figures {
        if !f.kind.is_follower() || !reaches(at, floors, f.pos) {
            continue;
        }
        let Some(capture) = t.name_of(f) else {
            continue;
        };
        // One action for figures alike on one spot.
        if t.twin_before(f) {
            continue;
        }
        // An exchange is named only when the captured follower's owner
        // holds figures of more than one kind, each kind in its order.
        let kinds = held.get(f.owner).copied().unwrap_or(0);
        if kinds.count_ones() > 1 {
            for kind in FigureKind::ALL {
                if kinds & 1 << kind as u32 != 0 {
                    out.push(Deploy::Floor {
                        at,
                        capture: Some(capture),
                        exchange: Some(kind),
                    });
                }
            }
        } else {
            out.push(Deploy::Floor {
                at,
                capture: Some(capture),
                exchange: None,
            });
        }
    }
}

/// Where a floor may go: a tile with a foundation whose tower is open.
fn foundation(t: &Turn, at: Pos, rule: Rule) -> Result<u8, Violation> {
    let help = || {
        Clause::new(&tower::HELP_FOUNDATIONS)
            .with("squares", Detail::squares(Join::Comma, open_towers(t)))
    };
    let Some(placed) = t.board.tile(at) else {
        return Err(Violation::new(
            rule,
            Locus::DeployOn,
            Clause::new(&tower::NO_TILE).square("at", at),
        )
        .label(&tower::LABEL_NO_FOUNDATION)
        .help(help()));
    };
    if !placed.tile.tower {
        return Err(Violation::new(
            rule,
            Locus::DeployOn,
            Clause::new(&tower::NO_FOUNDATION)
                .tile("tile", placed.tile.id)
                .square("at", at),
        )
        .label(&tower::LABEL_NO_FOUNDATION)
        .also(
            Locus::Tile(at),
            Clause::new(&crate::registry::base::ASIDE_TILE_HERE)
                .tile("tile", placed.tile.id)
                .square("at", at),
        )
        .help(help()));
    }
    if let Some(top) = closer(t, at) {
        let (id, standing) = (top.id, t.standing(top));
        return Err(Violation::new(
            rule,
            Locus::DeployOn,
            Clause::new(&tower::CLOSED)
                .square("at", at)
                .with("closer", standing),
        )
        .label(&tower::LABEL_CLOSED)
        .also(Locus::Figure(id), Clause::new(&tower::ASIDE_CLOSED_BY))
        .help(help()));
    }
    Ok(placed.tower)
}

/// `deploy: {floor: [x, y], capture: …}`.
fn build(
    t: &mut Turn,
    at: Pos,
    capture: Option<Capture>,
    exchange: Option<FigureKind>,
) -> Result<(), Violation> {
    let floors = foundation(t, at, tower::FLOOR)? + 1;
    let player = t.player;
    if t.in_hand(player, FigureKind::TowerFloor) <= 0 {
        return Err(Violation::new(
            tower::FLOORS,
            Locus::Deploy,
            Clause::new(&tower::NO_FLOORS).player("player", t.name(player)),
        )
        .label(&tower::LABEL_NO_FLOORS)
        .help(Clause::new(&tower::HELP_NO_FLOORS).player("player", t.name(player))));
    }
    t.use_piece(player, FigureKind::TowerFloor);
    if let Some(placed) = t.board.tile_mut(at) {
        placed.tower = floors;
    }
    t.tell(&[tower::FLOOR], |t| Fact::FloorBuilt {
        player: t.name(player).to_owned(),
        at,
        floors: u32::from(floors),
        reach: 1 + 4 * u32::from(floors),
    });
    match capture {
        Some(c) => take(t, at, floors, c, exchange),
        None => no_choice(exchange),
    }
}

/// `exchange` names a choice only an exchange between several kinds asks
/// for: given anywhere else, the action says something that does not happen.
fn no_choice(exchange: Option<FigureKind>) -> Result<(), Violation> {
    match exchange {
        None => Ok(()),
        Some(k) => Err(Violation::new(
            tower::EXCHANGE,
            Locus::Exchange,
            Clause::new(&tower::NOTHING_TO_CHOOSE).figure("figure", k),
        )
        .label(&tower::LABEL_NOTHING_TO_CHOOSE)
        .help(Clause::new(&tower::HELP_NO_EXCHANGE))),
    }
}

fn on_name(c: &Capture) -> &'static str {
    c.on.name()
}

/// Captures the follower `c` names with the tower of `floors` on `at`.
fn take(
    t: &mut Turn,
    at: Pos,
    floors: u8,
    c: Capture,
    exchange: Option<FigureKind>,
) -> Result<(), Violation> {
    if !reaches(at, floors, c.at) {
        return Err(Violation::new(
            tower::REACH,
            Locus::Capture,
            Clause::new(&tower::OUT_OF_REACH)
                .square("at", c.at)
                .square("tower", at)
                .number("floors", floors),
        )
        .label(&tower::LABEL_OUT_OF_REACH)
        .help(
            Clause::new(&tower::HELP_IN_REACH)
                .square("tower", at)
                .number("floors", floors),
        ));
    }
    let there = t.named(&c);
    let nobody = || {
        Violation::new(
            tower::CAPTURE,
            Locus::Capture,
            Clause::new(&tower::NOBODY_THERE)
                .square("at", c.at)
                .name("on", on_name(&c)),
        )
        .label(&tower::LABEL_NOBODY_THERE)
        .help(Clause::new(&tower::HELP_CAPTURE_WHOM))
    };
    let followers: Vec<Figure> = there
        .iter()
        .filter(|f| f.kind.is_follower())
        .copied()
        .collect();
    let Some(fig) = followers.first().copied() else {
        if let Some(other) = there.first() {
            for m in t.asked(Hook::CheckCapture) {
                m.check_capture(t, other)?;
            }
        }
        return Err(match there.first() {
            Some(other) => Violation::new(
                tower::CAPTURE,
                Locus::Capture,
                Clause::new(&tower::NOT_CAPTURABLE).with("figure", t.standing(other)),
            )
            .label(&tower::LABEL_NOBODY_THERE)
            .help(Clause::new(&tower::HELP_CAPTURE_WHOM)),
            None => nobody(),
        });
    };
    if followers
        .iter()
        .any(|f| (f.owner, f.kind) != (fig.owner, fig.kind))
    {
        let items = followers.iter().map(|f| t.standing(f)).collect();
        return Err(Violation::new(
            tower::CAPTURE,
            Locus::Capture,
            Clause::new(&tower::AMBIGUOUS)
                .square("at", c.at)
                .list("figures", Join::Or, items),
        )
        .label(&tower::LABEL_WHICH)
        .help(Clause::new(&tower::HELP_CAPTURE_WHOM)));
    }
    let group = t.group_of_figure(&fig);
    let player = t.player;
    t.take_off(fig.id);
    let own = fig.owner == player;
    if own {
        t.release(player, fig.kind);
    } else {
        prisoners_mut(t).push(Prisoner {
            holder: player,
            owner: fig.owner,
            kind: fig.kind,
        });
    }
    let mut cites = vec![tower::CAPTURE, tower::REACH];
    // The CAR's footnotes on the mayor and the wagon say the tower may take
    // them like any follower.
    match fig.kind {
        FigureKind::Mayor => cites.push(car::FN159),
        FigureKind::Wagon => cites.push(car::FN168),
        _ => {}
    }
    // Taken off the top of a tower, it leaves that tower open again: the
    // page has no word on it (readings §1.8).
    if fig.standing == Standing::Tower {
        cites.push(tower::TOP_REOPENS);
    }
    t.tell(&cites, |t| Fact::Captured {
        player: t.name(player).to_owned(),
        owner: t.name(fig.owner).to_owned(),
        figure: fig.kind,
        at: fig.pos,
        on: on_name(&c).to_owned(),
        prisoner: !own,
    });
    if let Some(g) = group {
        for m in t.asked(Hook::FollowerRemoved) {
            m.follower_removed(t, fig.owner, g);
        }
    }
    if own {
        return no_choice(exchange);
    }
    exchange_with(t, fig.owner, fig.kind, exchange)
}

/// After capturing `other`'s `taken`: if `other` holds any of the active
/// player's figures, one of each goes home at once.
fn exchange_with(
    t: &mut Turn,
    other: PlayerIdx,
    taken: FigureKind,
    choice: Option<FigureKind>,
) -> Result<(), Violation> {
    let player = t.player;
    let held: Vec<FigureKind> = prisoners(&t.slots, t.position)
        .iter()
        .filter(|p| p.holder == other && p.owner == player)
        .map(|p| p.kind)
        .collect();
    let Some(first) = held.first().copied() else {
        return no_choice(choice);
    };
    let one_kind = held.iter().all(|k| *k == first);
    let back = match choice {
        Some(_) if one_kind => return no_choice(choice),
        Some(k) if held.contains(&k) => k,
        Some(k) => {
            return Err(Violation::new(
                tower::EXCHANGE,
                Locus::Exchange,
                Clause::new(&tower::EXCHANGE_NOT_HELD)
                    .player("other", t.name(other))
                    .figure("figure", k),
            )
            .label(&tower::LABEL_NOT_HELD)
            .help(held_help(t, other, &held)));
        }
        None if one_kind => first,
        None => {
            return Err(Violation::new(
                tower::EXCHANGE,
                Locus::Deploy,
                Clause::new(&tower::EXCHANGE_WHICH).player("other", t.name(other)),
            )
            .label(&tower::LABEL_WHICH)
            .help(held_help(t, other, &held)));
        }
    };
    release(t, other, player, back);
    release(t, player, other, taken);
    let fact = Fact::Exchanged {
        player: t.name(player).to_owned(),
        back,
        other: t.name(other).to_owned(),
        freed: taken,
    };
    t.event(fact, &[tower::EXCHANGE]);
    Ok(())
}

fn held_help(t: &Turn, holder: PlayerIdx, held: &[FigureKind]) -> Clause {
    Clause::new(&tower::HELP_EXCHANGE_NAME)
        .player("other", t.name(holder))
        .list(
            "figures",
            Join::Or,
            held.iter().map(|k| Detail::Figure(*k)).collect(),
        )
}

/// One prisoner held by `holder` back in its owner's hand.
fn release(t: &mut Turn, holder: PlayerIdx, owner: PlayerIdx, kind: FigureKind) {
    let wanted = Prisoner {
        holder,
        owner,
        kind,
    };
    let held = prisoners_mut(t);
    if let Some(i) = held.iter().position(|p| *p == wanted) {
        held.remove(i);
        t.release(owner, kind);
    }
}

/// `ransom: {from, figure}`: paid before the tile is placed.
/// A prisoner has been bought back this turn (a double turn's tiles
/// included): once a turn.
#[derive(Clone, Copy, Debug)]
struct Ransomed;

/// A second ransom in one turn.
#[cold]
fn one_ransom() -> Violation {
    Violation::new(tower::RANSOM, Locus::Ransom, Clause::new(&tower::ONE_RANSOM))
        .label(&tower::LABEL_ONE_RANSOM)
        .help(Clause::new(&tower::HELP_ONE_RANSOM))
}

fn ransom(t: &mut Turn, r: Ransom) -> Result<(), Violation> {
    let player = t.player;
    let held = prisoners(&t.slots, t.position)
        .iter()
        .any(|p| p.holder == r.from && p.owner == player && p.kind == r.figure);
    if !held {
        let mine: Vec<FigureKind> = prisoners(&t.slots, t.position)
            .iter()
            .filter(|p| p.holder == r.from && p.owner == player)
            .map(|p| p.kind)
            .collect();
        return Err(Violation::new(
            tower::RANSOM,
            Locus::Ransom,
            Clause::new(&tower::NOT_HELD)
                .player("other", t.name(r.from))
                .player("player", t.name(player))
                .figure("figure", r.figure),
        )
        .label(&tower::LABEL_NOT_HELD)
        .help(
            Clause::new(&tower::HELP_RANSOM_HELD)
                .player("other", t.name(r.from))
                .list(
                    "figures",
                    Join::And,
                    mine.into_iter().map(Detail::Figure).collect(),
                ),
        ));
    }
    release(t, r.from, player, r.figure);
    t.slots.put(Ransomed);
    t.gain(player, -RANSOM);
    t.gain(r.from, RANSOM);
    // No lower limit on a score (readings §1.8): the step says so when the
    // payer ends below zero.
    let score = t.position.scores.get(&player).copied().unwrap_or(0)
        + t.gained.get(&player).copied().unwrap_or(0);
    let below = (score < 0).then_some(score);
    let fact = Fact::Ransomed {
        player: t.name(player).to_owned(),
        from: t.name(r.from).to_owned(),
        figure: r.figure,
        points: RANSOM,
        below_zero: below,
    };
    match below {
        Some(_) => t.event(fact, &[tower::RANSOM, tower::RANSOM_ANY_SCORE]),
        None => t.event(fact, &[tower::RANSOM]),
    }
    Ok(())
}

/// `deploy: {figure: F, tower: [x, y]}`: a follower closes an open tower.
fn close(t: &mut Turn, figure: FigureKind, at: Pos) -> Result<(), Violation> {
    for m in t.asked(Hook::CheckOffFeature) {
        m.check_off_feature(t, figure)?;
    }
    let floors = foundation(t, at, tower::TOP)?;
    if floors == 0 {
        return Err(Violation::new(
            tower::TOP,
            Locus::DeployOn,
            Clause::new(&tower::BARE).square("at", at),
        )
        .label(&tower::LABEL_BARE)
        .help(Clause::new(&tower::HELP_TOP_FIRST_FLOOR)));
    }
    in_supply(
        t,
        figure,
        &Via {
            rule: tower::TOP,
            figure_locus: Locus::DeployFigure,
            on_locus: Locus::DeployOn,
            origin: Locus::Deploy,
            second: false,
        },
    )?;
    let player = t.player;
    let id = t.add_figure(player, figure, at, Standing::Tower, Locus::Deploy);
    t.deployed_now(id);
    t.tell(&[tower::TOP], |t| Fact::TowerClosed {
        player: t.name(player).to_owned(),
        figure,
        at,
    });
    Ok(())
}
