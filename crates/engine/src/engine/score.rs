//! Scoring: what a tile completed, a feature scored early (the abbot), and
//! the final scoring.

use std::collections::BTreeMap;

use super::hooks::{Hook, Share};
use crate::board::PlayerIdx;
use crate::catalogue::Kind;
use crate::geometry::{Pos, Side};
use crate::graph::{GroupId, Segment, neighbours};
use crate::registry::{Rule, base};

use super::{Fact, Turn};
use crate::ruling::{Basis, Counting, FarmCities, Owned, Strength, StrengthPart};

/// What one follower counts on feature `g`: one, unless a module in play
/// says otherwise (the last to speak decides).
fn share_of(t: &Turn, f: &crate::board::Figure, g: GroupId) -> Share {
    let mut share = Share {
        strength: 1,
        basis: Basis::Plain,
        rules: Vec::new(),
    };
    for m in t.asked(Hook::Strength) {
        if let Some(s) = m.strength(t, f, g) {
            share = s;
        }
    }
    share
}

/// The strength of each player's followers on a feature, figure by figure,
/// and the rules that set strengths other than one.
fn strengths(t: &Turn, g: GroupId) -> (Vec<Strength>, Vec<Rule>) {
    let mut by_player: BTreeMap<PlayerIdx, Strength> = BTreeMap::new();
    let mut rules = Vec::new();
    for f in t.followers_on(g) {
        let share = share_of(t, f, g);
        for r in &share.rules {
            if !rules.contains(r) {
                rules.push(*r);
            }
        }
        let entry = by_player.entry(f.owner).or_insert_with(|| Strength {
            player: t.name(f.owner).to_owned(),
            total: 0,
            parts: Vec::new(),
        });
        entry.total += share.strength;
        entry.parts.push(StrengthPart {
            figure: f.kind,
            at: f.pos,
            strength: share.strength,
            basis: share.basis,
            rules: share.rules,
        });
    }
    (by_player.into_values().collect(), rules)
}

/// Each player's total strength on a feature, in player order: all that
/// deciding the majority needs, without the figure-by-figure account (and
/// the names) that only a written ruling shows.
fn totals(t: &Turn, g: GroupId) -> Vec<(PlayerIdx, u32)> {
    let mut out: Vec<(PlayerIdx, u32)> = Vec::new();
    for f in t.followers_on(g) {
        let strength = share_of(t, f, g).strength;
        match out.iter_mut().find(|(p, _)| *p == f.owner) {
            Some((_, total)) => *total += strength,
            None => out.push((f.owner, strength)),
        }
    }
    out.sort_unstable_by_key(|(p, _)| *p);
    out
}

/// One player's strength on a feature (0 with no follower there).
pub fn strength_of(t: &Turn, g: GroupId, p: PlayerIdx) -> u32 {
    totals(t, g)
        .iter()
        .find(|(q, _)| *q == p)
        .map_or(0, |(_, total)| *total)
}

/// The players with the greatest total (none when it is zero), in player
/// order.
fn majority(totals: &[(PlayerIdx, u32)]) -> Vec<PlayerIdx> {
    let best = totals.iter().map(|(_, n)| *n).max().unwrap_or(0);
    if best == 0 {
        return Vec::new();
    }
    totals
        .iter()
        .filter(|(_, n)| *n == best)
        .map(|(p, _)| *p)
        .collect()
}

/// The players with the greatest strength (none when it is zero), as
/// [`majority`] finds them from a ruling's account.
fn winners(t: &Turn, strengths: &[Strength]) -> Vec<PlayerIdx> {
    let totals: Vec<(PlayerIdx, u32)> = strengths
        .iter()
        .filter_map(|s| Some((t.player_index(&s.player)?, s.total)))
        .collect();
    majority(&totals)
}

/// Gives `points` to the majority on feature `g`; returns the winners.
pub fn award(t: &mut Turn, g: GroupId, points: i64, cites: &[Rule]) -> Vec<PlayerIdx> {
    // The strengths figure by figure, the citations and the fact are for
    // the ruling: a quiet turn (a trial of the move list, a random game's
    // turn) writes none and needs only each player's total.
    let account = (!t.quiet).then(|| strengths(t, g));
    let won = match &account {
        Some((strengths, _)) => winners(t, strengths),
        None => majority(&totals(t, g)),
    };
    for p in &won {
        t.gain(*p, points);
    }
    if let Some((strengths, strength_rules)) = account {
        let mut all: Vec<Rule> = cites.to_vec();
        all.push(base::MAJORITY);
        all.extend(strength_rules);
        if won.is_empty() && !strengths.is_empty() {
            all.push(base::ZERO_TOTAL);
        }
        modules_cite(t, g, cites, &mut all);
        let idle = t
            .graph
            .figures_on(g, &t.board)
            .into_iter()
            .filter(|(_, f)| !f.kind.is_follower())
            .map(|(_, f)| super::Owned {
                player: t.name(f.owner).to_owned(),
                figure: f.kind,
            })
            .collect();
        let fact = Fact::Scored {
            feature: t.feature(g),
            points,
            winners: won.iter().map(|p| t.name(*p).to_owned()).collect(),
            strengths,
            idle,
        };
        t.event(fact, &all);
    }
    feature_scored(t, g);
    won
}

/// Feature `g` has just been scored for the followers on it, whatever
/// scored it: a tile completing it, the abbot taken back, a barn placed
/// on a farm or a farm joined to a barn's, the final scoring, a castle.
/// Every way a feature scores for its followers ends here, with the
/// figures still on it, so that what a module pays then (the fairy's
/// follower's points) is paid on every path, once a scoring.
pub fn feature_scored(t: &mut Turn, g: GroupId) {
    for m in t.asked(Hook::OnScored) {
        m.on_scored(t, g);
    }
}

/// Sends every figure on a scored feature home, saying so. The wagons among
/// them are remembered with the feature they left, for their move.
pub fn return_all(t: &mut Turn, g: GroupId) {
    let on: Vec<crate::board::Figure> = t
        .graph
        .figures_on(g, &t.board)
        .into_iter()
        .map(|(_, f)| *f)
        .collect();
    if on.is_empty() {
        return;
    }
    t.tell(&[base::RETURN], |t| Fact::Returned {
        figures: on
            .iter()
            .map(|f| Owned {
                player: t.name(f.owner).to_owned(),
                figure: f.kind,
            })
            .collect(),
        from: Some(t.feature(g)),
    });
    let ids: Vec<_> = on.iter().map(|f| f.id).collect();
    for f in on {
        t.lifted.push((f, g));
    }
    t.return_figures(&ids);
}

/// The value of a feature as it stands (completed, or at game end), with
/// the rule and how it is counted. Rule modules value their own features
/// (the abbot's gardens); fields are scored as farms, not here.
pub fn value(t: &Turn, g: GroupId) -> (i64, Rule, Counting) {
    let complete = t.graph.is_complete(g, &t.board);
    for m in t.asked(Hook::FeatureValue) {
        if let Some(v) = m.feature_value(t, g, complete) {
            return v;
        }
    }
    let group = t.graph.group(g);
    let tiles = group.tiles().len() as u32;
    let pennants = group.pennants;
    let (n, p) = (i64::from(tiles), i64::from(pennants));
    match (group.kind, complete) {
        (Kind::Road, true) => (n, base::SCORE_ROAD, Counting::Road { tiles, rate: 1 }),
        (Kind::Road, false) => (n, base::FINAL_ROAD, Counting::Road { tiles, rate: 1 }),
        (Kind::City, true) => (
            2 * n + 2 * p,
            base::SCORE_CITY,
            Counting::City {
                tiles,
                pennants,
                rate: 2,
            },
        ),
        (Kind::City, false) => (
            n + p,
            base::FINAL_CITY,
            Counting::City {
                tiles,
                pennants,
                rate: 1,
            },
        ),
        (Kind::Monastery, true) => (
            9,
            base::SCORE_MONASTERY,
            Counting::Cloister { neighbours: 8 },
        ),
        (Kind::Monastery, false) => {
            let n = neighbours(&t.board, group.anchor().pos);
            (
                1 + i64::from(n),
                base::FINAL_MONASTERY,
                Counting::Cloister { neighbours: n },
            )
        }
        // Fields are scored as farms; any other kind is a module's to value.
        _ => (0, base::SCORE_FARM, Counting::Unscored),
    }
}

/// The features of the tiles around `pos` that meet its sides.
pub fn facing(t: &Turn, pos: Pos) -> Vec<GroupId> {
    let mut out = Vec::new();
    for side in Side::ALL {
        let Some(n) = t.board.tile(pos.neighbour(side)) else {
            continue;
        };
        for p in side.points() {
            if let Some(f) = n.tile.feature_at(p.facing(), n.rot)
                && let Some(g) = t.graph.group_of(Segment {
                    pos: n.pos,
                    feature: f,
                })
            {
                out.push(g);
            }
        }
    }
    out
}

/// The features of the tile on `pos` and those its sides close: the same
/// features for an ordinary tile, which joins what it touches, but separate
/// ones beside the abbey, which joins nothing.
fn touching(t: &Turn, pos: Pos) -> Vec<GroupId> {
    let mut out = t.graph.groups_on(pos, &t.board);
    out.extend(facing(t, pos));
    out.sort_unstable();
    out.dedup();
    out
}

/// The features completed this turn, with the rules of the modules whose
/// steps completed them away from the placed tile.
pub struct Done {
    /// The features, in id order.
    pub groups: Vec<GroupId>,
    cites: Vec<(GroupId, Vec<Rule>)>,
}

/// Step: the features completed this turn are scored, after the modules
/// have put on them what they put there first.
pub fn completed_step(
    t: &mut Turn,
    turn: &crate::position::TurnAction,
) -> Result<(), super::Violation> {
    let done = completed_now(t);
    for m in t.asked(Hook::BeforeScoring) {
        m.before_scoring(t, turn, &done.groups)?;
    }
    score_completed(t, done);
    Ok(())
}

/// The roads and cities the placed tile completed, and the monasteries and
/// gardens it surrounded.
pub fn completed_now(t: &Turn) -> Done {
    let Some(pos) = t.placed else {
        return Done {
            groups: Vec::new(),
            cites: Vec::new(),
        };
    };
    let mut done: Vec<GroupId> = touching(t, pos)
        .into_iter()
        .filter(|g| matches!(t.graph.group(*g).kind, Kind::Road | Kind::City))
        .filter(|g| t.graph.is_complete(*g, &t.board))
        .collect();
    let around = std::iter::once(pos)
        .chain(pos.surrounding())
        .collect::<Vec<_>>();
    for p in around {
        // Most tiles have neither: skip them without asking the graph.
        let has_centre = t
            .graph
            .tile_at(p)
            .is_some_and(|tile| tile.features.iter().any(|f| f.kind.is_surrounded_kind()));
        if !has_centre {
            continue;
        }
        for g in t.graph.groups_on(p, &t.board) {
            let kind = t.graph.group(g).kind;
            if kind.is_surrounded_kind() && t.graph.is_complete(g, &t.board) {
                done.push(g);
            }
        }
    }
    let mut extra_cites: Vec<(GroupId, Vec<Rule>)> = Vec::new();
    for m in t.asked(Hook::AlsoCompleted) {
        for (g, rules) in m.also_completed(t) {
            if t.graph.is_complete(g, &t.board) {
                done.push(g);
                extra_cites.push((g, rules));
            }
        }
    }
    done.sort_unstable();
    done.dedup();
    Done {
        groups: done,
        cites: extra_cites,
    }
}

/// Scores the features completed this turn.
pub fn score_completed(t: &mut Turn, done: Done) {
    let Done {
        groups: done,
        cites: extra_cites,
    } = done;
    'features: for g in done {
        for m in t.asked(Hook::TakesCompleted) {
            if m.takes_completed(t, g) {
                continue 'features;
            }
        }
        let (points, rule, counting) = value(t, g);
        let mut cites = vec![rule];
        for (_, rules) in extra_cites.iter().filter(|(x, _)| *x == g) {
            for r in rules {
                if !cites.contains(r) {
                    cites.push(*r);
                }
            }
        }
        let occupied = !t.graph.figures_on(g, &t.board).is_empty();
        // Naming the feature walks the graph: only for a ruling.
        t.tell(&cites, |t| Fact::Completed {
            feature: t.feature(g),
            points,
            counting,
            occupied,
        });
        if occupied {
            award(t, g, points, &[rule]);
            return_all(t, g);
        }
        for m in t.asked(Hook::OnCompleted) {
            m.on_completed(t, g);
        }
    }
}

/// `action: final-scoring`: every feature with figures on it, then farms.
pub fn final_scoring(
    t: &mut Turn,
    choices: &crate::position::FinalChoices,
) -> Result<(), super::Violation> {
    t.event(Fact::FinalScoring, &[base::FINAL_SCORING]);
    for m in t.asked(Hook::BeforeFinalScoring) {
        m.before_final_scoring(t, choices)?;
    }
    // The features with a figure on them, in id order: found from the
    // figures, which are few, rather than from every feature of the table.
    let mut occupied: Vec<GroupId> = t
        .board
        .figures
        .iter()
        .filter_map(|f| t.group_of_figure(f))
        .collect();
    occupied.sort_unstable();
    occupied.dedup();
    let (farms, others): (Vec<GroupId>, Vec<GroupId>) = occupied
        .into_iter()
        .partition(|g| t.graph.group(*g).kind == Kind::Field);
    let mut scored = Vec::new();
    for g in others {
        let (points, rule, counting) = value(t, g);
        let fact = Fact::Valued {
            feature: t.feature(g),
            points,
            counting,
        };
        t.event(fact, &[rule]);
        award(t, g, points, &[rule]);
        scored.push(g);
    }
    for g in farms {
        score_farm(t, g, 3, &[]);
        scored.push(g);
    }
    for m in t.asked(Hook::FinalScoring) {
        m.final_scoring(t);
    }
    for g in scored {
        return_all(t, g);
    }
    Ok(())
}

/// The completed cities a farm borders.
pub fn completed_cities(t: &Turn, farm: GroupId) -> Vec<GroupId> {
    t.graph
        .bordering_cities(farm, &t.board)
        .into_iter()
        .filter(|c| t.graph.is_complete(*c, &t.board))
        .collect()
}

/// What a farm is worth to one player at `per_city` a completed city:
/// the points, and the cities the modules count otherwise (a besieged
/// city twice, a castle one more), grouped by rule.
pub fn farm_points(t: &Turn, farm: GroupId, per_city: i64) -> (i64, Vec<FarmCities>) {
    let mut points = 0i64;
    let mut counted: Vec<FarmCities> = Vec::new();
    for (cities, rule) in t
        .asked(Hook::FarmWalls)
        .filter_map(|m| m.farm_walls(t, farm))
    {
        let worth = i64::from(cities) * per_city;
        points += worth;
        counted.push(FarmCities {
            rule,
            also: None,
            cities,
            points: worth,
        });
    }
    for c in completed_cities(t, farm) {
        let answer = t
            .asked(Hook::FarmCity)
            .find_map(|m| m.farm_city(t, farm, c));
        let Some((how, rules)) = answer else {
            points += per_city;
            continue;
        };
        let worth = i64::from(how.times) * (per_city + how.extra);
        points += worth;
        let Some(rule) = rules.first().copied() else {
            continue;
        };
        match counted.iter_mut().find(|x| x.rule == rule) {
            Some(x) => {
                x.cities += 1;
                x.points += worth - per_city;
            }
            None => counted.push(FarmCities {
                rule,
                also: rules.get(1).copied(),
                cities: 1,
                points: worth - per_city,
            }),
        }
    }
    (points, counted)
}

/// Adds to `all` the rules the modules in play add to a scoring's reasons
/// (each once).
fn modules_cite(t: &Turn, g: GroupId, cites: &[Rule], all: &mut Vec<Rule>) {
    for m in t.asked(Hook::ScoringCites) {
        for r in m.scoring_cites(t, g, cites) {
            if !all.contains(&r) {
                all.push(r);
            }
        }
    }
}

/// A farm scored for its farmers: `rate` per completed city for the farmer
/// majority (3 at game end), plus whatever the modules in play add per city
/// (the pig). `cites` name the rule that scores the farm now.
pub fn score_farm(t: &mut Turn, g: GroupId, rate: i64, cites: &[Rule]) {
    let bordering = t.graph.bordering_cities(g, &t.board);
    let cities = completed_cities(t, g).len() as u32;
    // Told in the ruling, since a table asks why the open one is left out.
    let open = (bordering.len() as u32).saturating_sub(cities);
    let (strengths, strength_rules) = strengths(t, g);
    let won = winners(t, &strengths);
    let mut base_cites = if cites.is_empty() {
        vec![base::SCORE_FARM]
    } else {
        cites.to_vec()
    };
    base_cites.push(base::MAJORITY);
    base_cites.extend(strength_rules);
    modules_cite(t, g, cites, &mut base_cites);
    let farm = t.feature(g);
    if won.is_empty() {
        let fact = Fact::FarmScored {
            farm,
            cities,
            open,
            player: None,
            per_city: rate,
            bonus: None,
            marked: 0,
            counted: Vec::new(),
            points: 0,
            strengths,
        };
        t.event(fact, &base_cites);
        feature_scored(t, g);
        return;
    }
    for p in won {
        let mut cites = base_cites.clone();
        let mut per_city = rate;
        let mut bonus = None;
        let mut marked = 0;
        for m in t.asked(Hook::FarmBonus) {
            if let Some(extra) = m.farm_bonus(t, g, p) {
                per_city += extra.per_city;
                match extra.figure {
                    Some(figure) => {
                        bonus = Some(crate::ruling::FarmBonus {
                            figure,
                            per_city: extra.per_city,
                        });
                    }
                    None => marked += extra.per_city,
                }
                cites.extend(extra.rules);
            }
        }
        let (points, counted) = farm_points(t, g, per_city);
        cites.extend(
            counted
                .iter()
                .flat_map(|c| std::iter::once(c.rule).chain(c.also)),
        );
        t.gain(p, points);
        let fact = Fact::FarmScored {
            farm: farm.clone(),
            cities,
            open,
            player: Some(t.name(p).to_owned()),
            per_city,
            bonus,
            marked,
            counted,
            points,
            strengths: strengths.clone(),
        };
        t.event(fact, &cites);
    }
    feature_scored(t, g);
}
