//! Castles (Bridges, Castles & Bazaars): the holder of a small city just
//! completed may cover it with a castle token instead of scoring it; its
//! follower stays. In a later turn the castle scores what the first feature
//! completed on its six neighbouring squares scores, and its follower goes
//! home. A castle still occupied at game end scores nothing; on a farm it is
//! worth one point more than a city. The mayor never holds a castle alone
//! (car:fn161); beside a follower it adds nothing (car:fn165).

use std::collections::BTreeSet;

use crate::board::{Figure, PlayerIdx, feature_on};
use crate::catalogue::Kind;
use crate::engine::hooks::Hook;
use crate::engine::score::{feature_scored, return_all, strength_of, value};
use crate::engine::slots::Slots;
use crate::engine::{Clause, Fact, Owned, Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::Pos;
use crate::graph::{GroupId, Segment};
use crate::position::{Castle, Locus, Offer, Position, TurnAction};
use crate::registry::Rule;
use crate::boxes::abbey_mayor::car;
use crate::boxes::castles::registry as ca;
use crate::ruling::{CastleAt, CastlePart, Counting, Ruling};

use crate::rules::{FarmCity, Module};

pub struct Castles;

/// The castles on the table, once the turn has built or scored one (until
/// then the position's).
#[derive(Clone, Debug, Default)]
struct Built(Vec<Castle>);

/// The castles on the table after the turn whose slots these are, or
/// before it if it changed none.
pub fn castles<'a>(slots: &'a Slots, position: &'a Position) -> &'a [Castle] {
    slots
        .get::<Built>()
        .map_or(&position.castles, |built| &built.0)
}

/// What the module keeps during a turn: the small cities it turns into
/// castles, and every feature completed (with its points) that a castle may
/// score.
#[derive(Clone, Default)]
struct Kept {
    /// Each small city to cover, with its holder.
    builds: Vec<(GroupId, usize)>,
    completed: Vec<Worth>,
}

impl Module for Castles {
    fn rules(&self) -> RuleSet {
        RuleSet::Castles
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::AfterDeploy,
            Hook::TakesCompleted,
            Hook::OnCompleted,
            Hook::AfterScoring,
            Hook::FeatureValue,
            Hook::FarmCity,
            Hook::HeldElsewhere,
            Hook::WriteRuling,
            Hook::CarryOver,
            Hook::OfferReason,
        ]
    }

    fn offer_reason(&self, t: &Turn, offer: &Offer) -> Option<Clause> {
        let Offer::Castle(at, on, holder) = *offer else {
            return None;
        };
        let placed = t.board.tile(at)?;
        let feature = crate::board::locate(placed.tile, placed.rot, on).ok()?;
        let g = t.graph.group_of(Segment { pos: at, feature })?;
        Some(
            Clause::new(&ca::BECAUSE_CASTLE)
                .with("city", crate::engine::Detail::Feature(t.feature(g)))
                .player("player", t.name(holder)),
        )
    }

    fn held_elsewhere(&self, position: &Position, held: &mut dyn FnMut(PlayerIdx, FigureKind)) {
        // A castle's token lies on the table.
        for c in &position.castles {
            held(c.owner, FigureKind::Castle);
        }
    }

    fn write_ruling(&self, t: &Turn, ruling: &mut Ruling) {
        if t.quiet {
            return;
        }
        ruling.castles = castles(&t.slots, t.position)
            .iter()
            .map(|c| castle_at(t, c))
            .collect();
    }

    fn carry_over(&self, slots: &Slots, next: &mut Position) {
        if let Some(built) = slots.get::<Built>() {
            next.castles.clone_from(&built.0);
        }
    }

    fn after_deploy(&self, t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
        let mut builds = Vec::new();
        let mut spent: Vec<(usize, i64)> = Vec::new();
        for (i, (at, on)) in turn.castles.iter().enumerate() {
            let (g, holder) = buildable(t, i, *at, *on)?;
            let used = spent.iter().filter(|(p, _)| *p == holder).count() as i64;
            if t.in_hand(holder, FigureKind::Castle) <= used || builds.iter().any(|(b, _)| *b == g)
            {
                return Err(refuse_build(
                    i,
                    Clause::new(&ca::NO_TOKEN).player("player", t.name(holder)),
                ));
            }
            spent.push((holder, 1));
            builds.push((g, holder));
        }
        // Most turns build nothing: they leave the slot unmade, and a
        // turn copied with empty slots copies nothing (see `Slots`).
        if !builds.is_empty() || t.slots.get::<Kept>().is_some() {
            t.slots.get_mut::<Kept>().builds = builds;
        }
        Ok(())
    }

    fn takes_completed(&self, t: &mut Turn, g: GroupId) -> bool {
        let holder = t
            .slots
            .get::<Kept>()
            .and_then(|k| k.builds.iter().find(|(b, _)| *b == g))
            .map(|(_, h)| *h);
        let Some(holder) = holder else {
            // Offered, not taken: the ruling says so, and random games take
            // it now and then.
            if t.graph.group(g).kind == Kind::City {
                match offered(t, g) {
                    Some(offer) => t.offers.push(offer),
                    None if !t.quiet => not_offered(t, g),
                    None => {}
                }
            }
            return false;
        };
        build(t, g, holder);
        true
    }

    fn on_completed(&self, t: &mut Turn, g: GroupId) {
        let (points, _, _) = value(t, g);
        t.slots.get_mut::<Kept>().completed.push((g, points));
    }

    fn after_scoring(&self, t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
        score_castles(t, turn)
    }

    fn feature_value(
        &self,
        t: &Turn,
        g: GroupId,
        _complete: bool,
    ) -> Option<(i64, Rule, Counting)> {
        castle_of(t, g).map(|_| {
            let tiles = t.graph.group(g).tiles().len() as u32;
            (0, ca::END, Counting::Castle { tiles })
        })
    }

    fn farm_city(&self, t: &Turn, _farm: GroupId, city: GroupId) -> Option<(FarmCity, Vec<Rule>)> {
        castle_of(t, city).map(|_| (FarmCity { times: 1, extra: 1 }, vec![ca::FARM]))
    }
}

/// A castle as a ruling lists it: its owner and both its segments.
fn castle_at(t: &Turn, c: &Castle) -> CastleAt {
    let at = Segment {
        pos: c.at,
        feature: c.feature,
    };
    let segments: Vec<Segment> = match t.graph.group_of(at) {
        Some(g) => t.graph.group(g).segments().collect(),
        None => vec![at],
    };
    CastleAt {
        owner: t.name(c.owner).to_owned(),
        parts: segments
            .iter()
            .filter_map(|s| {
                let placed = t.board.tile(s.pos)?;
                Some(CastlePart {
                    at: s.pos,
                    on: feature_on(placed, s.feature),
                })
            })
            .collect(),
    }
}

/// The castle standing on feature `g`, if any.
fn castle_of(t: &Turn, g: GroupId) -> Option<Castle> {
    castles(&t.slots, t.position).iter().copied().find(|c| {
        t.graph.group_of(Segment {
            pos: c.at,
            feature: c.feature,
        }) == Some(g)
    })
}

/// A small city: two tiles, each holding one rounded cap on one side (a
/// city on one side that reaches past the middle of its tile is no cap).
fn is_small(t: &Turn, g: GroupId) -> bool {
    let group = t.graph.group(g);
    let segments: Vec<Segment> = group.segments().collect();
    segments.len() == 2
        && group.tiles().len() == 2
        && segments.iter().all(|s| {
            t.board.tile(s.pos).is_some_and(|p| {
                p.tile.features[s.feature].points().count() == 3 && !p.tile.wide_city
            })
        })
}

/// A small city completed this turn that its knights may expect to cover
/// with a castle, but no one may: the ruling says why (a tie, a mayor
/// alone, no token left). A city that is not small, or that nobody holds,
/// raises no such expectation and is passed over.
#[cold]
fn not_offered(t: &mut Turn, g: GroupId) {
    let Some(anchor) = t.board.tile(t.graph.group(g).anchor().pos) else {
        return;
    };
    let at = anchor.pos;
    let on = crate::board::name_of(anchor, t.graph.group(g).anchor().feature);
    let (player, why, rule) = match buildable(t, 0, at, on) {
        Ok((_, holder)) => (
            holder,
            Clause::new(&ca::NO_TOKEN).player("player", t.name(holder)),
            ca::TOKENS,
        ),
        Err(v) if [&ca::SHARED, &ca::MAYOR_ONLY].contains(&v.reason.kind) => {
            (t.player, v.reason, v.rule)
        }
        Err(_) => return,
    };
    let because = Clause::new(&ca::NOT_OFFERED)
        .with("city", crate::engine::Detail::Feature(t.feature(g)))
        .clause("why", why);
    let cites = if rule == ca::BUILD {
        vec![ca::BUILD]
    } else {
        vec![ca::BUILD, rule]
    };
    t.tell(&cites, |t| Fact::NotOffered {
        player: t.name(player).to_owned(),
        offer: crate::ruling::OfferKind::Castle,
        because,
    });
}

/// The castle the small city `g`, completed this turn, could become.
fn offered(t: &Turn, g: GroupId) -> Option<Offer> {
    let anchor = t.board.tile(t.graph.group(g).anchor().pos)?;
    let on = crate::board::name_of(anchor, t.graph.group(g).anchor().feature);
    let (_, holder) = buildable(t, 0, anchor.pos, on).ok()?;
    (t.in_hand(holder, FigureKind::Castle) > 0).then_some(Offer::Castle(anchor.pos, on, holder))
}

/// `castles[i]`: the small city named, and who holds it.
fn buildable(
    t: &Turn,
    i: usize,
    at: Pos,
    on: crate::board::On,
) -> Result<(GroupId, usize), Violation> {
    let g = t.board.tile(at).and_then(|placed| {
        let f = crate::board::locate(placed.tile, placed.rot, on).ok()?;
        t.graph.group_of(Segment {
            pos: at,
            feature: f,
        })
    });
    let Some(g) = g.filter(|g| t.graph.group(*g).kind == Kind::City) else {
        return Err(refuse_build(
            i,
            Clause::new(&ca::NOT_A_CITY)
                .square("at", at)
                .name("on", on.name()),
        ));
    };
    let city = || crate::engine::Detail::Feature(t.feature(g));
    if castle_of(t, g).is_some() {
        return Err(refuse_build(
            i,
            Clause::new(&ca::ALREADY).with("city", city()),
        ));
    }
    if !t.graph.is_complete(g, &t.board) {
        return Err(refuse_build(
            i,
            Clause::new(&ca::NOT_COMPLETE).with("city", city()),
        ));
    }
    if !is_small(t, g) {
        return Err(refuse_build(
            i,
            Clause::new(&ca::NOT_SMALL).with("city", city()),
        ));
    }
    let followers: Vec<&Figure> = t.followers_on(g);
    let owners: BTreeSet<usize> = followers.iter().map(|f| f.owner).collect();
    if owners.is_empty() {
        return Err(refuse_build(
            i,
            Clause::new(&ca::NOT_HELD).with("city", city()),
        ));
    }
    if followers.iter().all(|f| f.kind == FigureKind::Mayor) {
        return Err(Violation::new(
            car::FN161,
            Locus::CastleBuild(i),
            Clause::new(&ca::MAYOR_ONLY).with("city", city()),
        )
        .label(&ca::LABEL_BUILD)
        .help(Clause::new(&ca::HELP_BUILD)));
    }
    // The holder is whoever has the most strength there; a tie leaves the
    // city to nobody in particular, so nobody may cover it.
    let strength: Vec<(usize, u32)> = owners.iter().map(|&p| (p, strength_of(t, g, p))).collect();
    let best = strength.iter().map(|(_, s)| *s).max().unwrap_or(0);
    let holders: Vec<usize> = strength
        .iter()
        .filter(|(_, s)| *s == best)
        .map(|(p, _)| *p)
        .collect();
    let [holder] = holders[..] else {
        return Err(refuse_build(
            i,
            Clause::new(&ca::SHARED).with("city", city()),
        ));
    };
    Ok((g, holder))
}

#[cold]
fn refuse_build(i: usize, clause: Clause) -> Violation {
    Violation::new(ca::BUILD, Locus::CastleBuild(i), clause)
        .label(&ca::LABEL_BUILD)
        .help(Clause::new(&ca::HELP_BUILD))
}

/// Covers the small city `g` with its holder's castle token: the holder's
/// figures stay in it; anyone else's go home unscored.
fn build(t: &mut Turn, g: GroupId, holder: usize) {
    let on: Vec<Figure> = t
        .graph
        .figures_on(g, &t.board)
        .into_iter()
        .map(|(_, f)| *f)
        .collect();
    let anchor = t.graph.group(g).anchor();
    t.use_piece(holder, FigureKind::Castle);
    t.state_mut(|p| Built(p.castles.clone())).0.push(Castle {
        owner: holder,
        at: anchor.pos,
        feature: anchor.feature,
    });
    let mut cites = vec![ca::BUILD, ca::TOKENS];
    if on.iter().any(|f| f.kind == FigureKind::Mayor) {
        cites.push(car::FN165);
    }
    t.tell(&cites, |t| Fact::CastleBuilt {
        player: t.name(holder).to_owned(),
        city: t.feature(g),
        sent_home: on
            .iter()
            .filter(|f| f.owner != holder)
            .map(|f| Owned {
                player: t.name(f.owner).to_owned(),
                figure: f.kind,
            })
            .collect(),
    });
    let others: Vec<_> = on
        .iter()
        .filter(|f| f.owner != holder)
        .map(|f| f.id)
        .collect();
    if !others.is_empty() {
        t.return_figures(&others);
    }
}

/// The six squares a castle scores from: its two tiles and the two beside
/// each along its long side.
fn neighbourhood(t: &Turn, g: GroupId) -> Vec<Pos> {
    let tiles: Vec<Pos> = t.graph.group(g).tiles().into_iter().collect();
    let [a, b] = tiles[..] else {
        return tiles;
    };
    let (dx, dy) = if a.x == b.x { (1, 0) } else { (0, 1) };
    let mut out = vec![a, b];
    for p in [a, b] {
        out.push(Pos::new(p.x - dx, p.y - dy));
        out.push(Pos::new(p.x + dx, p.y + dy));
    }
    out
}

/// The castles still waiting to score, each with its feature: occupied,
/// built before this turn (not among `builds`), not `scored` yet.
fn waiting(t: &Turn, builds: &[(GroupId, PlayerIdx)], scored: &[GroupId]) -> Vec<(Castle, GroupId)> {
    castles(&t.slots, t.position)
        .iter()
        .filter_map(|c| {
            let g = t.graph.group_of(Segment {
                pos: c.at,
                feature: c.feature,
            })?;
            let waits = !builds.iter().any(|(b, _)| *b == g)
                && !scored.contains(&g)
                && !t.followers_on(g).is_empty();
            waits.then_some((*c, g))
        })
        .collect()
}

/// An occupied castle that scored nothing though a feature completed this
/// turn lies next to its six squares (a monastery whose own tile is not
/// one of them, a road that passes beside): the ruling says why, since that
/// is what a table asks.
fn tell_castles_left_out(
    t: &mut Turn,
    builds: &[(GroupId, PlayerIdx)],
    scored: &[GroupId],
    completed: &[Worth],
) {
    if t.quiet || completed.is_empty() {
        return;
    }
    for (_, g) in waiting(t, builds, scored) {
        let near = neighbourhood(t, g);
        let beside = |p: &Pos| {
            near.iter()
                .any(|q| (q.x - p.x).abs() <= 1 && (q.y - p.y).abs() <= 1)
        };
        let outside: Vec<GroupId> = completed
            .iter()
            .map(|(c, _)| *c)
            .filter(|c| *c != g)
            .filter(|c| t.graph.group(*c).tiles().iter().any(beside))
            .collect();
        if outside.is_empty() {
            continue;
        }
        t.tell(&[ca::SCORE], |t| Fact::CastleLeftOut {
            castle: t.feature(g),
            completed: outside.iter().map(|c| t.feature(*c)).collect(),
        });
    }
}

/// After scoring: each occupied castle built before this turn scores the
/// feature completed beside it (the one the action names, else the one
/// worth most), a castle scoring counting as a feature completed for the
/// castles beside it.
fn score_castles(t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
    let kept = t.slots.get::<Kept>().cloned().unwrap_or_default();
    let mut completed = kept.completed;
    let mut scored: Vec<GroupId> = Vec::new();
    let mut used_choices = vec![false; turn.castle_scores.len()];
    loop {
        let mut progress = false;
        for (castle, g) in waiting(t, &kept.builds, &scored) {
            let near = neighbourhood(t, g);
            let candidates: Vec<Worth> = completed
                .iter()
                .copied()
                .filter(|(c, _)| *c != g)
                .filter(|(c, _)| t.graph.group(*c).tiles().iter().any(|p| near.contains(p)))
                .collect();
            if candidates.is_empty() {
                continue;
            }
            let (from, points) = match named_choice(t, turn, g, &candidates)? {
                Some((i, pick)) => {
                    used_choices[i] = true;
                    pick
                }
                None => candidates
                    .iter()
                    .copied()
                    .fold(candidates[0], |best, c| if c.1 > best.1 { c } else { best }),
            };
            let strong = strength_of(t, g, castle.owner) > 0;
            let gained = if strong { points } else { 0 };
            t.gain(castle.owner, gained);
            let mut cites = vec![ca::SCORE];
            let mayor = t
                .followers_on(g)
                .iter()
                .any(|f| f.kind == FigureKind::Mayor);
            if mayor || !strong {
                cites.push(car::FN165);
            }
            t.tell(&cites, |t| Fact::CastleScores {
                player: t.name(castle.owner).to_owned(),
                castle: t.feature(g),
                feature: t.feature(from),
                points: gained,
            });
            // The castle is its follower's feature, scored: what is paid
            // for a feature scored (the fairy's follower) is paid here too.
            feature_scored(t, g);
            return_all(t, g);
            scored.push(g);
            completed.push((g, points));
            progress = true;
        }
        if !progress {
            break;
        }
    }
    tell_castles_left_out(t, &kept.builds, &scored, &completed);
    if let Some(i) = used_choices.iter().position(|u| !u) {
        return Err(refuse_score(
            i,
            Clause::new(&ca::NOT_A_CASTLE).square("at", turn.castle_scores[i].castle),
        ));
    }
    Ok(())
}

/// A completed feature and the points it scored.
type Worth = (GroupId, i64);

/// The action's choice for the castle on `g`, if it names one: its place in
/// the list and the feature, which must be among the candidates.
fn named_choice(
    t: &Turn,
    turn: &TurnAction,
    g: GroupId,
    candidates: &[Worth],
) -> Result<Option<(usize, Worth)>, Violation> {
    let tiles = t.graph.group(g).tiles();
    let Some(i) = turn
        .castle_scores
        .iter()
        .position(|c| tiles.contains(&c.castle))
    else {
        return Ok(None);
    };
    let choice = turn.castle_scores[i];
    let named = t.board.tile(choice.at).and_then(|placed| {
        let f = crate::board::locate(placed.tile, placed.rot, choice.on).ok()?;
        t.graph.group_of(Segment {
            pos: choice.at,
            feature: f,
        })
    });
    match named.and_then(|n| candidates.iter().copied().find(|(c, _)| *c == n)) {
        Some(pick) => Ok(Some((i, pick))),
        None => Err(refuse_score(
            i,
            Clause::new(&ca::NOT_BESIDE)
                .square("at", choice.at)
                .name("on", choice.on.name())
                .with("castle", crate::engine::Detail::Feature(t.feature(g))),
        )),
    }
}

#[cold]
fn refuse_score(i: usize, clause: Clause) -> Violation {
    Violation::new(ca::SCORE, Locus::CastleScore(i), clause)
        .label(&ca::LABEL_SCORE)
        .help(Clause::new(&ca::HELP_SCORE))
}
