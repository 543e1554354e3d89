//! Scoring: what a tile completed, a feature scored early (the abbot), and
//! the final scoring.

use std::collections::BTreeMap;

use crate::board::PlayerIdx;
use crate::catalogue::Kind;
use crate::geometry::{Pos, Side};
use crate::graph::{GroupId, Segment, neighbours};
use crate::registry::{Rule, base};

use super::{EventKind, Turn};

/// The strength of each player's followers on a feature, and the rules that
/// set strengths other than one.
fn strengths(t: &Turn, g: GroupId) -> (BTreeMap<PlayerIdx, u32>, Vec<Rule>) {
    let mut by_player: BTreeMap<PlayerIdx, u32> = BTreeMap::new();
    let mut rules = Vec::new();
    for f in t.followers_on(g) {
        let mut s = 1;
        for m in t.modules() {
            if let Some((n, rs)) = m.strength(t, f, g) {
                s = n;
                for r in rs {
                    if !rules.contains(&r) {
                        rules.push(r);
                    }
                }
            }
        }
        *by_player.entry(f.owner).or_default() += s;
    }
    (by_player, rules)
}

/// The players with the greatest strength (none when it is zero).
fn winners(by_player: &BTreeMap<PlayerIdx, u32>) -> Vec<PlayerIdx> {
    let best = by_player.values().copied().max().unwrap_or(0);
    if best == 0 {
        return Vec::new();
    }
    by_player
        .iter()
        .filter(|(_, s)| **s == best)
        .map(|(p, _)| *p)
        .collect()
}

fn strength_words(t: &Turn, by_player: &BTreeMap<PlayerIdx, u32>) -> String {
    by_player
        .iter()
        .map(|(p, s)| format!("{} {s}", t.name(*p)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// "1 pennant", "3 tiles".
pub fn count(n: i64, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// Gives `points` to the majority on feature `g`; returns the winners.
pub fn award(t: &mut Turn, g: GroupId, points: i64, cites: &[Rule]) -> Vec<PlayerIdx> {
    let (by_player, strength_rules) = strengths(t, g);
    let won = winners(&by_player);
    let what = t.describe_group(g);
    let mut all: Vec<Rule> = cites.to_vec();
    all.push(base::MAJORITY);
    all.extend(strength_rules);
    if won.is_empty() {
        t.event(
            EventKind::Score,
            format!("nobody scores {what}: no follower strength on it"),
            &all,
        );
        return won;
    }
    for p in &won {
        t.gain(*p, points);
    }
    let names: Vec<&str> = won.iter().map(|p| t.name(*p)).collect();
    let tie = if won.len() > 1 { " each (tied)" } else { "" };
    let text = format!(
        "{} {} {points}{tie} for {what} (strength: {})",
        names.join(" and "),
        if won.len() > 1 { "score" } else { "scores" },
        strength_words(t, &by_player)
    );
    t.event(EventKind::Score, text, &all);
    won
}

/// Sends every figure on a scored feature home, saying so. The wagons among
/// them are remembered with the feature they left, for their move.
pub fn return_all(t: &mut Turn, g: GroupId) {
    let on: Vec<(usize, String)> = t
        .graph
        .figures_on(g, &t.board)
        .iter()
        .map(|(i, f)| (*i, format!("{}'s {}", t.name(f.owner), f.kind.name())))
        .collect();
    if on.is_empty() {
        return;
    }
    let names: Vec<String> = on.iter().map(|(_, n)| n.clone()).collect();
    let what = t.describe_group(g);
    t.event(
        EventKind::Return,
        format!(
            "{} {} {what} for {} supply",
            names.join(", "),
            if names.len() == 1 { "leaves" } else { "leave" },
            if names.len() == 1 {
                "its owner's"
            } else {
                "their owners'"
            }
        ),
        &[base::RETURN],
    );
    for (i, _) in &on {
        let f = t.board.figures[*i].clone();
        t.lifted.push((f, g));
    }
    t.return_figures(on.into_iter().map(|(i, _)| i).collect());
}

/// The value of a feature as it stands (completed, or at game end), with
/// the rule and the working. Rule modules value their own features (the
/// abbot's gardens); fields are scored as farms, not here.
fn value(t: &Turn, g: GroupId) -> (i64, Rule, String) {
    let complete = t.graph.is_complete(g, &t.board);
    for m in t.modules() {
        if let Some(v) = m.feature_value(t, g, complete) {
            return v;
        }
    }
    let group = t.graph.group(g);
    let tiles = group.tiles().len() as i64;
    let pen = group.pennants as i64;
    let (tile_words, pennant_words) = (count(tiles, "tile"), count(pen, "pennant"));
    match (group.kind, complete) {
        (Kind::Road, true) => (tiles, base::SCORE_ROAD, format!("{tile_words} x 1")),
        (Kind::Road, false) => (tiles, base::FINAL_ROAD, format!("{tile_words} x 1")),
        (Kind::City, true) => (
            2 * tiles + 2 * pen,
            base::SCORE_CITY,
            format!("{tile_words} x 2 + {pennant_words} x 2"),
        ),
        (Kind::City, false) => (
            tiles + pen,
            base::FINAL_CITY,
            format!("{tile_words} + {pennant_words}"),
        ),
        (Kind::Monastery, true) => (
            9,
            base::SCORE_MONASTERY,
            "all 8 neighbours present".to_owned(),
        ),
        (Kind::Monastery, false) => {
            let n = neighbours(&t.board, group.anchor().pos) as i64;
            (
                1 + n,
                base::FINAL_MONASTERY,
                format!("1 + {}", count(n, "neighbour")),
            )
        }
        (Kind::Garden | Kind::Field, _) => {
            (0, base::SCORE_FARM, "no rule in play scores it".to_owned())
        }
    }
}

/// The features of the tile on `pos` and those its sides close: the same
/// features for an ordinary tile, which joins what it touches, but separate
/// ones beside the abbey, which joins nothing.
fn touching(t: &Turn, pos: Pos) -> Vec<GroupId> {
    let mut out = t.graph.groups_on(pos, &t.board);
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
    out.sort_unstable();
    out.dedup();
    out
}

/// Step: score the roads and cities the placed tile completed, and the
/// monasteries and gardens it surrounded.
pub fn completed(t: &mut Turn) {
    let Some(pos) = t.placed else { return };
    let mut done: Vec<GroupId> = touching(t, pos)
        .into_iter()
        .filter(|g| matches!(t.graph.group(*g).kind, Kind::Road | Kind::City))
        .filter(|g| t.graph.is_complete(*g, &t.board))
        .collect();
    let around = std::iter::once(pos)
        .chain(pos.surrounding())
        .collect::<Vec<_>>();
    for p in around {
        for g in t.graph.groups_on(p, &t.board) {
            let kind = t.graph.group(g).kind;
            if matches!(kind, Kind::Monastery | Kind::Garden) && t.graph.is_complete(g, &t.board) {
                done.push(g);
            }
        }
    }
    done.sort_unstable();
    done.dedup();
    for g in done {
        let (points, rule, working) = value(t, g);
        let what = t.describe_group(g);
        let has_figures = !t.graph.figures_on(g, &t.board).is_empty();
        let tail = if has_figures {
            ""
        } else {
            "; no figure stands on it, so nobody scores"
        };
        t.event(
            EventKind::Complete,
            format!("{what} is complete: {working} = {points}{tail}"),
            &[rule],
        );
        if has_figures {
            award(t, g, points, &[rule]);
            return_all(t, g);
        }
    }
}

/// `action: final-scoring`: every feature with figures on it, then farms.
pub fn final_scoring(t: &mut Turn) {
    t.event(
        EventKind::FinalScore,
        "final scoring: every feature that holds figures is scored at its game-end value, then the farms",
        &[base::FINAL_SCORING],
    );
    let occupied: Vec<GroupId> = (0..t.graph.groups.len())
        .filter(|g| !t.graph.figures_on(*g, &t.board).is_empty())
        .collect();
    let (farms, others): (Vec<GroupId>, Vec<GroupId>) = occupied
        .into_iter()
        .partition(|g| t.graph.group(*g).kind == Kind::Field);
    let mut scored = Vec::new();
    for g in others {
        let (points, rule, working) = value(t, g);
        let what = t.describe_group(g);
        t.event(
            EventKind::FinalScore,
            format!("{what}: {working} = {points}"),
            &[rule],
        );
        award(t, g, points, &[rule]);
        scored.push(g);
    }
    for g in farms {
        score_farm(t, g, 3, EventKind::FinalScore, &[]);
        scored.push(g);
    }
    for m in t.modules() {
        m.final_scoring(t);
    }
    for g in scored {
        return_all(t, g);
    }
}

/// The completed cities a farm borders.
pub fn completed_cities(t: &Turn, farm: GroupId) -> Vec<GroupId> {
    t.graph
        .bordering_cities(farm, &t.board)
        .into_iter()
        .filter(|c| t.graph.is_complete(*c, &t.board))
        .collect()
}

/// A farm scored for its farmers: `rate` per completed city for the farmer
/// majority (3 at game end), plus whatever the modules in play add per city
/// (the pig). `cites` name the rule that scores the farm now.
pub fn score_farm(t: &mut Turn, g: GroupId, rate: i64, kind: EventKind, cites: &[Rule]) {
    let n = completed_cities(t, g).len() as i64;
    let what = t.describe_group(g);
    let (by_player, strength_rules) = strengths(t, g);
    let won = winners(&by_player);
    let mut base_cites = if cites.is_empty() {
        vec![base::SCORE_FARM]
    } else {
        cites.to_vec()
    };
    base_cites.push(base::MAJORITY);
    base_cites.extend(strength_rules);
    if won.is_empty() {
        t.event(
            kind,
            format!("{what}: no farmer strength, nobody scores"),
            &base_cites,
        );
        return;
    }
    for p in won {
        let mut cites = base_cites.clone();
        let mut per_city = rate;
        let mut extra = String::new();
        for m in t.modules() {
            if let Some((bonus, rule, why)) = m.farm_bonus(t, g, p) {
                per_city += bonus;
                extra = format!(" ({why}: {per_city} per city)");
                cites.push(rule);
            }
        }
        let points = per_city * n;
        t.gain(p, points);
        let text = format!(
            "{what} borders {}: {} scores {n} x {per_city} = {points}{extra} (farmer strength: {})",
            if n == 1 {
                "1 completed city".to_owned()
            } else {
                format!("{n} completed cities")
            },
            t.name(p),
            strength_words(t, &by_player)
        );
        t.event(kind, text, &cites);
    }
}
