//! The Count of Carcassonne: the City of Carcassonne lies in place of the
//! start tile, with four quarters off the table's squares. Followers leave a
//! quarter for a feature of its kind completed this turn, before it scores
//! (the market's only when farms score: a barn placed, farms joined, the
//! end of the game); nobody leaves the count's quarter. A player whose tile
//! made others score while they scored nothing puts one figure into a
//! quarter and may move the count. The City counts as a completed city for
//! the farms around it.

use crate::board::{On, PlayerIdx, Standing};
use crate::catalogue::{Kind, TileSet};
use crate::engine::hooks::Hook;
use crate::engine::slots::Slots;
use crate::engine::{Clause, Detail, Fact, Join, Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::Pos;
use crate::graph::{GroupId, Segment};
use crate::position::{
    City, EnterCity, FinalChoices, LeaveCity, Locus, Offer, Position, Quarter, TurnAction,
};
use crate::registry::{Rule, base};
use crate::boxes::abbey_mayor::car;
use crate::boxes::count::registry as co;
use crate::boxes::flier::registry as flier;
use crate::ruling::{CityAt, InQuarter, Ruling};

use crate::rules::Module;

pub struct Count;

/// The City as the turn has changed it (until then the position's).
#[derive(Clone, Debug, Default)]
struct Now(City);

/// The City of Carcassonne after the turn whose slots these are, or before
/// it if it changed nothing there.
pub fn city<'a>(slots: &'a Slots, position: &'a Position) -> &'a City {
    slots.get::<Now>().map_or(&position.city, |now| &now.0)
}

/// The City, to be changed this turn.
fn city_mut<'a>(t: &'a mut Turn) -> &'a mut City {
    &mut t.state_mut(|p| Now(p.city.clone())).0
}

/// What the module keeps during a turn.
#[derive(Clone, Default)]
struct Kept {
    /// Points each player had gained when the tile went down (a ransom, the
    /// fairy's point): only what the tile's scoring brings counts.
    before: Vec<(PlayerIdx, i64)>,
    /// The market's followers named in the action that wait for a farm to
    /// score, by their place in `leave-city`.
    market: Vec<(usize, LeaveCity)>,
}

impl Module for Count {
    fn rules(&self) -> RuleSet {
        RuleSet::Count
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::AfterPlacement,
            Hook::BeforeScoring,
            Hook::BeforeFarmScores,
            Hook::AfterScoring,
            Hook::BeforeFinalScoring,
            Hook::FarmWalls,
            Hook::ScoringCites,
            Hook::SquareReached,
            Hook::HeldElsewhere,
            Hook::WriteRuling,
            Hook::CarryOver,
            Hook::Again,
            Hook::CarryTurn,
            Hook::OfferReason,
        ]
    }

    fn offer_reason(&self, t: &Turn, offer: &Offer) -> Option<Clause> {
        let Offer::EnterCity(p, _) = offer else {
            return None;
        };
        let (others, _) = scorers(t);
        let names = others
            .iter()
            .map(|o| crate::engine::Detail::Player(t.name(*o).to_owned()))
            .collect();
        Some(
            Clause::new(&co::BECAUSE_ENTER)
                .player("player", t.name(*p))
                .list("others", Join::And, names),
        )
    }

    fn again(&self, _t: &Turn, _turn: &TurnAction, again: &TurnAction) -> Result<(), Violation> {
        if again.enter_city.is_some() {
            return Err(one_entry(Locus::EnterCity));
        }
        if again.move_count.is_some() {
            return Err(Violation::new(co::COUNT, Locus::MoveCount, Clause::new(&co::ONE_MOVE))
                .label(&co::LABEL_ONE_MOVE)
                .help(Clause::new(&co::HELP_ONE_MOVE)));
        }
        Ok(())
    }

    fn carry_turn(&self, t: &Turn, into: &mut Slots) {
        let so_far = t.slots.get::<SoFar>().copied().unwrap_or_default();
        let scored = so_far.scored || scorers(t).1;
        if so_far.entered || scored {
            into.put(SoFar {
                entered: so_far.entered,
                scored,
            });
        }
    }

    fn held_elsewhere(&self, position: &Position, held: &mut dyn FnMut(PlayerIdx, FigureKind)) {
        // A figure in the City of Carcassonne is in nobody's hand.
        for f in &position.city.followers {
            held(f.owner, f.kind);
        }
    }

    fn write_ruling(&self, t: &Turn, ruling: &mut Ruling) {
        if t.quiet {
            return;
        }
        let now = city(&t.slots, t.position);
        ruling.city = Some(CityAt {
            count: now.count,
            followers: now
                .followers
                .iter()
                .map(|f| InQuarter {
                    player: t.name(f.owner).to_owned(),
                    figure: f.kind,
                    quarter: f.quarter,
                })
                .collect(),
        });
    }

    fn carry_over(&self, slots: &Slots, next: &mut Position) {
        if let Some(now) = slots.get::<Now>() {
            next.city.clone_from(&now.0);
        }
    }

    fn after_placement(&self, t: &mut Turn) {
        // Nearly every turn has gained nothing yet: keep nothing then.
        if t.gained.values().any(|p| *p != 0) {
            let before = t.gained.iter().map(|(p, n)| (*p, *n)).collect();
            t.slots.get_mut::<Kept>().before = before;
        }
    }

    fn before_scoring(
        &self,
        t: &mut Turn,
        turn: &TurnAction,
        done: &[GroupId],
    ) -> Result<(), Violation> {
        let mut market: Vec<(usize, LeaveCity)> = Vec::new();
        for (i, l) in in_turn_order(t, &turn.leave_city) {
            // The market's figures stay in it until their farm scores: the
            // ones already named are spoken for.
            let named = market
                .iter()
                .filter(|(_, m)| (m.owner, m.kind, m.quarter) == (l.owner, l.kind, l.quarter))
                .count();
            check_leaving(t, i, &l, named)?;
            if l.quarter == Quarter::Market {
                market.push((i, l));
                continue;
            }
            let Some((g, feature)) = target(t, l.at, l.on) else {
                return Err(no_feature(i, &l));
            };
            let kind = t.graph.group(g).kind;
            if kind != l.quarter.feeds() {
                return Err(wrong_kind(t, i, &l, g));
            }
            if !done.contains(&g) {
                return Err(Violation::new(
                    co::LEAVE,
                    Locus::LeaveCity(i),
                    Clause::new(&co::NOT_COMPLETED).with("feature", Detail::Feature(t.feature(g))),
                )
                .label(&co::LABEL_NOT_COMPLETED)
                .help(Clause::new(&co::HELP_NOT_COMPLETED)));
            }
            leave(t, i, &l, g, feature, &[co::LEAVE]);
        }
        if !market.is_empty() {
            t.slots.get_mut::<Kept>().market = market;
        }
        // Offered even on a quiet turn: random games take offers.
        if !city(&t.slots, t.position).followers.is_empty() {
            offer_leaving(t, done, &turn.leave_city);
        }
        Ok(())
    }

    fn before_farm_scores(&self, t: &mut Turn, farm: GroupId, joined: bool) {
        let cites = if joined {
            [co::MARKET, car::FN191]
        } else {
            [co::MARKET, car::FN185]
        };
        let waiting = t
            .slots
            .get::<Kept>()
            .map(|k| k.market.clone())
            .unwrap_or_default();
        let mut left = Vec::new();
        for (i, l) in waiting {
            match target(t, l.at, l.on) {
                Some((g, feature)) if g == farm => leave(t, i, &l, g, feature, &cites),
                _ => left.push((i, l)),
            }
        }
        if t.slots.get::<Kept>().is_some() {
            t.slots.get_mut::<Kept>().market = left;
        }
        offer_market(t, farm);
    }

    fn after_scoring(&self, t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
        if let Some((i, _)) = t.slots.get::<Kept>().and_then(|k| k.market.first()) {
            return Err(Violation::new(
                co::MARKET,
                Locus::LeaveCity(*i),
                Clause::new(&co::MARKET_NOT_NOW),
            )
            .label(&co::LABEL_MARKET)
            .help(Clause::new(&co::HELP_MARKET))
            .cite(car::FN185));
        }
        enter(t, turn)?;
        move_count(t, turn)
    }

    fn before_final_scoring(&self, t: &mut Turn, choices: &FinalChoices) -> Result<(), Violation> {
        for (i, l) in in_turn_order(t, &choices.leave_city) {
            check_leaving(t, i, &l, 0)?;
            if l.quarter != Quarter::Market {
                return Err(Violation::new(
                    co::END,
                    Locus::LeaveCity(i),
                    Clause::new(&co::END_MARKET_ONLY).kind("quarter", l.quarter.name()),
                )
                .label(&co::LABEL_BLOCKED)
                .help(Clause::new(&co::HELP_END)));
            }
            let Some((g, feature)) = target(t, l.at, l.on) else {
                return Err(no_feature(i, &l));
            };
            if t.graph.group(g).kind != Kind::Field {
                return Err(wrong_kind(t, i, &l, g));
            }
            leave(t, i, &l, g, feature, &[co::END, co::MARKET]);
        }
        Ok(())
    }

    fn farm_walls(&self, t: &Turn, farm: GroupId) -> Option<(u32, Rule)> {
        let on_city = t
            .graph
            .group(farm)
            .tiles()
            .into_iter()
            .any(|p| in_city(t, p));
        on_city.then_some((1, co::CITY_FARM))
    }

    /// A feature with a part on the City's squares lies outside its wall
    /// and is an ordinary feature.
    fn scoring_cites(&self, t: &Turn, g: GroupId, _valued: &[Rule]) -> Vec<Rule> {
        let on_city = t.graph.group(g).tiles().into_iter().any(|p| in_city(t, p));
        if on_city && t.graph.group(g).kind != Kind::Field {
            vec![co::CITY]
        } else {
            Vec::new()
        }
    }

    fn square_reached(&self, t: &Turn, square: Pos) -> Vec<Rule> {
        if in_city(t, square) {
            vec![flier::FN4, co::CITY]
        } else {
            Vec::new()
        }
    }
}

/// Whether a square holds one of the City's squares.
fn in_city(t: &Turn, p: Pos) -> bool {
    t.board
        .tile(p)
        .is_some_and(|placed| placed.tile.set == TileSet::Count)
}

/// A list of figures leaving the City, the player after the active one
/// first and the active player last, each with its place in the list.
fn in_turn_order(t: &Turn, list: &[LeaveCity]) -> Vec<(usize, LeaveCity)> {
    let n = t.position.players.len().max(1);
    let mut out: Vec<(usize, LeaveCity)> = list.iter().copied().enumerate().collect();
    out.sort_by_key(|(i, l)| ((l.owner + n - t.player - 1) % n, *i));
    out
}

/// The feature of the table named by a square and a feature of its tile,
/// with the feature's index on that tile.
fn target(t: &Turn, at: Pos, on: On) -> Option<(GroupId, usize)> {
    let placed = t.board.tile(at)?;
    let feature = crate::board::locate(placed.tile, placed.rot, on).ok()?;
    let g = t.graph.group_of(Segment { pos: at, feature })?;
    Some((g, feature))
}

/// The figure is in that quarter (beyond the `named` ones already spoken
/// for), and the count is not.
fn check_leaving(t: &Turn, i: usize, l: &LeaveCity, named: usize) -> Result<(), Violation> {
    let there = city(&t.slots, t.position)
        .followers
        .iter()
        .filter(|f| (f.owner, f.kind, f.quarter) == (l.owner, l.kind, l.quarter))
        .count();
    if there <= named {
        return Err(Violation::new(
            co::LEAVE,
            Locus::LeaveCity(i),
            Clause::new(&co::NOT_THERE)
                .player("player", t.name(l.owner))
                .figure("figure", l.kind)
                .kind("quarter", l.quarter.name())
                .number("named", named as i64),
        )
        .label(&co::LABEL_NOT_THERE)
        .help(Clause::new(&co::HELP_NOT_THERE)));
    }
    if city(&t.slots, t.position).count == l.quarter {
        return Err(Violation::new(
            co::COUNT,
            Locus::LeaveCity(i),
            Clause::new(&co::BLOCKED).kind("quarter", l.quarter.name()),
        )
        .label(&co::LABEL_BLOCKED)
        .help(Clause::new(&co::HELP_BLOCKED)));
    }
    Ok(())
}

#[cold]
fn no_feature(i: usize, l: &LeaveCity) -> Violation {
    Violation::new(
        co::LEAVE,
        Locus::LeaveCity(i),
        Clause::new(&co::NO_FEATURE)
            .square("at", l.at)
            .name("on", l.on.name()),
    )
    .label(&co::LABEL_WRONG_KIND)
    .help(Clause::new(&co::HELP_WRONG_KIND))
}

#[cold]
fn wrong_kind(t: &Turn, i: usize, l: &LeaveCity, g: GroupId) -> Violation {
    let rule = if l.quarter == Quarter::Market {
        co::MARKET
    } else {
        co::LEAVE
    };
    Violation::new(
        rule,
        Locus::LeaveCity(i),
        Clause::new(&co::WRONG_KIND)
            .kind("quarter", l.quarter.name())
            .with("feature", Detail::Feature(t.feature(g))),
    )
    .label(&co::LABEL_WRONG_KIND)
    .help(Clause::new(&co::HELP_WRONG_KIND))
}

/// Takes the figure out of its quarter and sets it on the feature.
fn leave(t: &mut Turn, i: usize, l: &LeaveCity, g: GroupId, feature: usize, cites: &[Rule]) {
    let Some(k) = city(&t.slots, t.position)
        .followers
        .iter()
        .position(|f| (f.owner, f.kind, f.quarter) == (l.owner, l.kind, l.quarter))
    else {
        return;
    };
    city_mut(t).followers.remove(k);
    t.add_figure_from_elsewhere(
        l.owner,
        l.kind,
        l.at,
        Standing::Feature(feature),
        Locus::LeaveCity(i),
    );
    t.tell(cites, |t| Fact::LeftCity {
        player: t.name(l.owner).to_owned(),
        figure: l.kind,
        quarter: l.quarter,
        feature: t.feature_via(g, Segment { pos: l.at, feature }),
    });
}

/// The moves out of the City the features completed this turn allowed
/// and the action did not make: one per player, quarter and feature.
fn offer_leaving(t: &mut Turn, done: &[GroupId], taken: &[LeaveCity]) {
    let mut offers = Vec::new();
    for &g in done {
        let kind = t.graph.group(g).kind;
        let Some(quarter) = Quarter::ALL
            .into_iter()
            .find(|q| *q != Quarter::Market && q.feeds() == kind)
        else {
            continue;
        };
        if city(&t.slots, t.position).count == quarter {
            continue;
        }
        let Some(on) = name_at(t, g) else { continue };
        for f in &city(&t.slots, t.position).followers {
            let offer = LeaveCity {
                owner: f.owner,
                kind: f.kind,
                quarter,
                at: on.0,
                on: on.1,
            };
            let went = taken
                .iter()
                .any(|l| l.owner == f.owner && l.quarter == quarter);
            if f.quarter == quarter && !went && !offers.contains(&Offer::LeaveCity(offer)) {
                offers.push(Offer::LeaveCity(offer));
            }
        }
    }
    t.offers.extend(offers);
}

/// The market's followers that could have joined a farm scoring now.
fn offer_market(t: &mut Turn, farm: GroupId) {
    if city(&t.slots, t.position).count == Quarter::Market {
        return;
    }
    let Some((at, on)) = name_at(t, farm) else {
        return;
    };
    let mut offers = Vec::new();
    for f in city(&t.slots, t.position)
        .followers
        .iter()
        .filter(|f| f.quarter == Quarter::Market)
    {
        let offer = Offer::LeaveCity(LeaveCity {
            owner: f.owner,
            kind: f.kind,
            quarter: Quarter::Market,
            at,
            on,
        });
        if !offers.contains(&offer) {
            offers.push(offer);
        }
    }
    t.offers.extend(offers);
}

/// A feature as an action names it: a square of it and the feature there.
fn name_at(t: &Turn, g: GroupId) -> Option<(Pos, On)> {
    let anchor = t.graph.group(g).anchor();
    let placed = t.board.tile(anchor.pos)?;
    Some((anchor.pos, crate::board::name_of(placed, anchor.feature)))
}

/// The other players who gained points before the tile was placed (a
/// ransom paid to them, the fairy's point), which are no scoring the tile
/// caused.
fn gained_before_the_tile(t: &Turn) -> Vec<PlayerIdx> {
    t.slots
        .get::<Kept>()
        .map(|k| {
            k.before
                .iter()
                .filter(|(p, n)| *p != t.player && *n > 0)
                .map(|(p, _)| *p)
                .collect()
        })
        .unwrap_or_default()
}

/// The players who scored points by this turn's scoring, and whether the
/// active player did.
fn scorers(t: &Turn) -> (Vec<PlayerIdx>, bool) {
    let before = |p: PlayerIdx| {
        t.slots
            .get::<Kept>()
            .and_then(|k| k.before.iter().find(|(q, _)| *q == p).map(|(_, n)| *n))
            .unwrap_or(0)
    };
    let mut others = Vec::new();
    let mut own = false;
    for (&p, &n) in &t.gained {
        if n - before(p) <= 0 {
            continue;
        }
        if p == t.player {
            own = true;
        } else {
            others.push(p);
        }
    }
    (others, own)
}

/// Whether a figure may stand in a quarter: if not, the rule that says so
/// and whether it never enters the City at all.
fn refused_in(figure: FigureKind, q: Quarter) -> Option<(Rule, bool)> {
    if q.admits(figure) {
        return None;
    }
    Some(match figure {
        FigureKind::Mayor => (car::FN159, false),
        FigureKind::Wagon => (car::FN168, false),
        FigureKind::Abbot => (co::FIGURES, false),
        FigureKind::Barn => (car::FN178, true),
        _ => (co::FIGURES, true),
    })
}

/// The figures a player could put into the City now, each with a quarter
/// it may stand in.
fn entries(t: &Turn, p: PlayerIdx) -> Vec<Offer> {
    let mut out = Vec::new();
    for kind in FigureKind::ALL {
        if t.in_hand(p, kind) <= 0 {
            continue;
        }
        for quarter in Quarter::ALL {
            if refused_in(kind, quarter).is_none() {
                out.push(Offer::EnterCity(p, EnterCity { kind, quarter }));
            }
        }
    }
    out
}

/// What the tiles before of a double turn did that the City's entry
/// looks back on: whether the active player entered (once a turn) and
/// whether they scored (then nothing enters all turn).
#[derive(Clone, Copy, Debug, Default)]
struct SoFar {
    entered: bool,
    scored: bool,
}

/// A second entry into the City in one turn.
#[cold]
fn one_entry(locus: Locus) -> Violation {
    Violation::new(co::ENTER, locus, Clause::new(&co::ONE_ENTRY))
        .label(&co::LABEL_ONE_ENTRY)
        .help(Clause::new(&co::HELP_ONE_ENTRY))
}

/// `enter-city`: after scoring, one figure from the active player's hand
/// into a quarter, when others scored and the active player did not.
fn enter(t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
    let so_far = t.slots.get::<SoFar>().copied().unwrap_or_default();
    let (others, own) = scorers(t);
    let own = own || so_far.scored;
    let qualifies = !own && !others.is_empty();
    if turn.enter_city.is_some() && so_far.entered {
        return Err(one_entry(Locus::EnterCity));
    }
    let Some(e) = turn.enter_city else {
        // Others scored, so a player may expect an entry: say why none.
        if own && !others.is_empty() && !t.quiet {
            let names = others
                .iter()
                .map(|p| crate::engine::Detail::Player(t.name(*p).to_owned()))
                .collect();
            let because = Clause::new(&co::NO_ENTRY)
                .player("player", t.name(t.player))
                .list("others", Join::And, names);
            t.tell(&[co::ENTER], |t| Fact::NotOffered {
                player: t.name(t.player).to_owned(),
                offer: crate::ruling::OfferKind::EnterCity,
                because,
            });
        }
        if qualifies && !so_far.entered {
            let offers = entries(t, t.player);
            t.offers.extend(offers);
        }
        return Ok(());
    };
    let who = t.name(t.player).to_owned();
    if !qualifies {
        let earlier = gained_before_the_tile(t);
        let why = if own {
            Clause::new(&co::YOU_SCORED).player("player", &who)
        } else if !earlier.is_empty() {
            // A ransom or the fairy's point moved points before the tile
            // was placed: the rule asks for scoring the tile caused.
            let names = earlier
                .iter()
                .map(|p| Detail::Player(t.name(*p).to_owned()))
                .collect();
            Clause::new(&co::SCORED_BEFORE_TILE)
                .player("player", &who)
                .list("players", Join::And, names)
        } else {
            Clause::new(&co::NOBODY_SCORED).player("player", &who)
        };
        return Err(Violation::new(co::ENTER, Locus::EnterCity, why)
            .label(&co::LABEL_ENTER)
            .help(Clause::new(&co::HELP_ENTER)));
    }
    if let Some((rule, never)) = refused_in(e.kind, e.quarter) {
        let (say, help) = if never {
            (&co::NEVER_IN_CITY, Clause::new(&co::HELP_NEVER))
        } else {
            (
                &co::WRONG_QUARTER,
                Clause::new(&co::HELP_QUARTER).figure("figure", e.kind),
            )
        };
        return Err(Violation::new(
            rule,
            Locus::EnterCity,
            Clause::new(say)
                .figure("figure", e.kind)
                .kind("quarter", e.quarter.name()),
        )
        .label(&co::LABEL_QUARTER)
        .help(help)
        .cite(co::FIGURES));
    }
    if t.in_hand(t.player, e.kind) <= 0 {
        return Err(Violation::new(
            co::ENTER,
            Locus::EnterCity,
            Clause::new(&base::NONE_IN_SUPPLY)
                .player("player", &who)
                .figure("figure", e.kind),
        )
        .label(&base::LABEL_NONE_IN_HAND)
        .help(Clause::new(&co::HELP_ENTER)));
    }
    t.use_piece(t.player, e.kind);
    t.slots.get_mut::<SoFar>().entered = true;
    let owner = t.player;
    city_mut(t).followers.push(crate::position::InCity {
        owner,
        kind: e.kind,
        quarter: e.quarter,
    });
    let mut cites = vec![co::ENTER];
    // Any follower goes anywhere; the other figures' quarters are a rule of
    // their own.
    if e.kind != FigureKind::Follower {
        cites.push(co::FIGURES);
    }
    if let Some(rule) = quarter_rule(e.kind) {
        cites.push(rule);
    }
    if t.deployed.iter().any(|id| {
        t.figure(*id)
            .is_some_and(|f| f.kind == FigureKind::Barn && f.owner == t.player)
    }) {
        cites.push(car::FN187);
    }
    t.tell(&cites, |t| Fact::EnteredCity {
        player: t.name(t.player).to_owned(),
        figure: e.kind,
        quarter: e.quarter,
        scorers: others.iter().map(|p| t.name(*p).to_owned()).collect(),
    });
    Ok(())
}

/// The footnote that names the quarter a special figure goes to.
fn quarter_rule(figure: FigureKind) -> Option<Rule> {
    match figure {
        FigureKind::Mayor => Some(car::FN159),
        FigureKind::Wagon => Some(car::FN168),
        _ => None,
    }
}

/// `move-count`: only by the player who has just entered the City.
fn move_count(t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
    let Some(to) = turn.move_count else {
        return Ok(());
    };
    if turn.enter_city.is_none() {
        return Err(Violation::new(
            co::COUNT,
            Locus::MoveCount,
            Clause::new(&co::MOVE_WITHOUT_ENTER).player("player", t.name(t.player)),
        )
        .label(&co::LABEL_MOVE)
        .help(Clause::new(&co::HELP_MOVE)));
    }
    let from = city(&t.slots, t.position).count;
    if from == to {
        return Ok(());
    }
    city_mut(t).count = to;
    t.tell(&[co::COUNT], |t| Fact::CountMoved {
        player: t.name(t.player).to_owned(),
        from,
        to,
    });
    Ok(())
}
