//! The wagon (Abbey & Mayor): a follower that, once its feature is scored,
//! may drive on to a connected (or, as a variant, a nearby) feature.

use std::collections::{BTreeMap, BTreeSet};

use crate::board::{Figure, Standing, locate};
use crate::catalogue::Kind;
use crate::engine::hooks::Hook;
use crate::engine::{Clause, Detail, Fact, Join, Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::Side;
use crate::graph::{GroupId, Segment};
use crate::position::{Locus, TurnAction, WagonChoice, WagonMove, WagonTarget};
use crate::registry::{Rule, base};
use crate::boxes::abbey_mayor::registry as abbey_mayor;
use crate::boxes::abbey_mayor::car;
use crate::ruling::{Basis, WagonOutcome};

use crate::rules::{Deployment, Module, Share};

pub struct Wagon;

impl Module for Wagon {
    fn rules(&self) -> RuleSet {
        RuleSet::AbbeyMayor
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::CheckOffFeature,
            Hook::CheckDeploy,
            Hook::Strength,
            Hook::AfterScoring,
        ]
    }

    /// Its rules name the features it stands on; the top of a tower is
    /// none of them.
    fn check_off_feature(&self, _t: &Turn, figure: FigureKind) -> Result<(), Violation> {
        if figure == FigureKind::Wagon {
            return Err(crate::rules::only_on_features(car::FN169, figure));
        }
        Ok(())
    }

    fn check_deploy(&self, t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
        if d.kind != FigureKind::Wagon {
            return Ok(Vec::new());
        }
        if !matches!(d.feature_kind, Kind::Road | Kind::City | Kind::Monastery) {
            return Err(d.not_on_this_kind(car::WAGON, Clause::new(&car::HELP_WAGON_GOES_ON)));
        }
        if let Some(h) = d.followers().next() {
            return Err(Violation::new(
                car::WAGON,
                d.on_locus,
                Clause::new(&base::OCCUPIED)
                    .with("feature", Detail::Feature(t.feature(d.group)))
                    .with("holder", t.standing(h))
                    .kind("kind", d.feature_kind.name()),
            )
            .label(&base::LABEL_KIND_OCCUPIED)
            .also(
                t.locus_of(h),
                Clause::new(&base::ASIDE_STANDS_HERE).with("figure", t.standing(h)),
            )
            .help(Clause::new(&car::HELP_WAGON_FREE))
            .cite(car::FN166)
            .cite(car::FN167));
        }
        let on_abbey = t
            .placed
            .and_then(|p| t.board.tile(p))
            .is_some_and(|p| p.tile.abbey);
        Ok(if on_abbey {
            vec![car::WAGON, car::FN173]
        } else {
            vec![car::WAGON]
        })
    }

    fn strength(&self, t: &Turn, f: &Figure, _g: GroupId) -> Option<Share> {
        // At the final scoring (the only scoring with no tile placed) the
        // wagon counts and goes home without moving on (readings §3.9).
        let rules = match t.placed {
            None => vec![car::FN176, abbey_mayor::WAGON_FINAL],
            Some(_) => vec![car::FN176],
        };
        (f.kind == FigureKind::Wagon).then_some(Share {
            strength: 1,
            basis: Basis::Plain,
            rules,
        })
    }

    fn after_scoring(&self, t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
        let freed: Vec<(Figure, GroupId)> = t
            .lifted
            .iter()
            .filter(|(f, _)| f.kind == FigureKind::Wagon)
            .cloned()
            .collect();
        // The freed wagon each choice is for: the owner's only one, or the
        // one on the square the choice names.
        let mut meant: Vec<usize> = Vec::new();
        for (i, choice) in turn.wagons.iter().enumerate() {
            let k = meant_wagon(t, &freed, i, choice)?;
            if let Some(first) = meant.iter().position(|m| *m == k) {
                let who = t.name(choice.owner).to_owned();
                return Err(Violation::new(
                    car::WAGON_MOVE,
                    Locus::Wagon(i),
                    Clause::new(&car::WAGON_CHOSEN_TWICE).player("player", &who),
                )
                .label(&car::LABEL_SECOND_CHOICE)
                .also(Locus::Wagon(first), Clause::new(&car::ASIDE_FIRST_CHOICE))
                .help(Clause::new(&car::HELP_ONE_CHOICE)));
            }
            meant.push(k);
        }
        let several = freed.len() > 1;
        for p in t.turn_order() {
            // A player with several wagons moves them in the order the
            // choices are written; a wagon with no choice stays or goes home.
            let chosen = meant.iter().enumerate().map(|(i, k)| (*k, Some(i)));
            let unchosen = (0..freed.len())
                .filter(|k| !meant.contains(k))
                .map(|k| (k, None));
            let order: Vec<(usize, Option<usize>)> = chosen
                .chain(unchosen)
                .filter(|(k, _)| freed[*k].0.owner == p)
                .collect();
            let own = order.len() > 1;
            for (k, choice) in order {
                let (wagon, scored) = &freed[k];
                move_wagon(t, turn, (wagon, *scored), (several, own), choice)?;
            }
        }
        Ok(())
    }
}

/// Which of the freed wagons choice `i` moves, by its owner and, where it
/// names one, its square.
fn meant_wagon(
    t: &Turn,
    freed: &[(Figure, GroupId)],
    i: usize,
    choice: &WagonChoice,
) -> Result<usize, Violation> {
    let who = t.name(choice.owner).to_owned();
    let own: Vec<usize> = (0..freed.len())
        .filter(|k| freed[*k].0.owner == choice.owner)
        .collect();
    let named: Vec<usize> = own
        .iter()
        .copied()
        .filter(|k| choice.from.is_none_or(|at| freed[*k].0.pos == at))
        .collect();
    let squares = |ks: &[usize]| ks.iter().map(|k| Detail::Square(freed[*k].0.pos)).collect();
    match (named.as_slice(), choice.from) {
        ([k], _) => Ok(*k),
        ([], Some(at)) if !own.is_empty() => Err(Violation::new(
            car::WAGON_MOVE,
            Locus::Wagon(i),
            Clause::new(&car::WAGON_NOT_FREED)
                .player("player", &who)
                .square("square", at),
        )
        .cite(abbey_mayor::OWN_WAGONS)
        .label(&car::LABEL_NO_FREED_WAGON)
        .help(Clause::new(&car::HELP_FREED_SQUARES).list("squares", Join::And, squares(&own)))),
        ([], _) => {
            let owners = freed
                .iter()
                .map(|(f, _)| Detail::Player(t.name(f.owner).to_owned()))
                .collect();
            Err(Violation::new(
                car::WAGON_MOVE,
                Locus::Wagon(i),
                Clause::new(&car::NO_WAGON_FREED).player("player", &who),
            )
            .label(&car::LABEL_NO_FREED_WAGON)
            .help(Clause::new(&car::HELP_FREED_WAGONS).list("owners", Join::Comma, owners)))
        }
        (several, _) => Err(Violation::new(
            car::WAGON_MOVE,
            Locus::Wagon(i),
            Clause::new(&car::WHICH_WAGON)
                .player("player", &who)
                .number("count", several.len() as i64),
        )
        .cite(abbey_mayor::OWN_WAGONS)
        .label(&car::LABEL_WHICH_WAGON)
        .help(Clause::new(&car::HELP_FREED_SQUARES).list("squares", Join::And, squares(several)))),
    }
}

/// The features a wagon freed from `scored` may drive to, with the segments
/// where each is reached (for the citation of fn175).
fn targets(t: &Turn, wagon: &Figure, scored: GroupId) -> BTreeMap<GroupId, BTreeSet<Segment>> {
    let mut reach: BTreeMap<GroupId, BTreeSet<Segment>> = BTreeMap::new();
    let mut add = |seg: Segment| {
        if let Some(g) = t.graph.group_of(seg) {
            reach.entry(g).or_default().insert(seg);
        }
    };
    match t.position.rules.wagon_move {
        WagonMove::Connected => {
            for seg in t.graph.group(scored).segments() {
                connected_from(t, seg, &mut add);
            }
        }
        WagonMove::Nearby => nearby(t, wagon.pos, &mut add),
    }
    reach.retain(|g, _| {
        *g != scored
            && matches!(
                t.graph.group(*g).kind,
                Kind::Road | Kind::City | Kind::Monastery
            )
            && !t.graph.is_complete(*g, &t.board)
            && t.graph.figures_on(*g, &t.board).is_empty()
    });
    reach
}

/// Every feature on the wagon's square and the eight around it, under the
/// nearby rule.
fn nearby(t: &Turn, at: crate::geometry::Pos, add: &mut impl FnMut(Segment)) {
    for pos in std::iter::once(at).chain(at.surrounding()) {
        let Some(placed) = t.board.tile(pos) else {
            continue;
        };
        for f in 0..placed.tile.features.len() {
            add(Segment { pos, feature: f });
        }
    }
}

/// The segments directly connected to one segment of the scored feature,
/// under the connected rule: links printed on its tile (crossings, gates,
/// monastery roads), and the abbey, which links with every road and city
/// on its sides, both ways.
fn connected_from(t: &Turn, seg: Segment, add: &mut impl FnMut(Segment)) {
    let Some(placed) = t.board.tile(seg.pos) else {
        return;
    };
    for (a, b) in &placed.tile.wagon {
        for (from, to) in [(a, b), (b, a)] {
            if *from == seg.feature {
                add(Segment {
                    pos: seg.pos,
                    feature: *to,
                });
            }
        }
    }
    if placed.tile.abbey {
        around_abbey(t, seg.pos, add);
    } else if matches!(
        placed.tile.features[seg.feature].kind,
        Kind::Road | Kind::City
    ) {
        for p in placed.tile.points_of(seg.feature, placed.rot) {
            if let Some(n) = t.board.tile(seg.pos.neighbour(p.side()))
                && n.tile.abbey
            {
                add(Segment {
                    pos: n.pos,
                    feature: 0,
                });
            }
        }
    }
}

/// Every road and city that touches the abbey on `pos`.
fn around_abbey(t: &Turn, pos: crate::geometry::Pos, add: &mut impl FnMut(Segment)) {
    for side in Side::ALL {
        let Some(n) = t.board.tile(pos.neighbour(side)) else {
            continue;
        };
        for p in side.points() {
            if let Some(f) = n.tile.feature_at(p.facing(), n.rot)
                && matches!(n.tile.features[f].kind, Kind::Road | Kind::City)
            {
                add(Segment {
                    pos: n.pos,
                    feature: f,
                });
            }
        }
    }
}

/// A target named by the square and point where the wagon can be set.
fn target_ref(t: &Turn, g: GroupId, via: &BTreeSet<Segment>) -> crate::engine::FeatureRef {
    let seg = via
        .iter()
        .next()
        .copied()
        .unwrap_or_else(|| t.graph.group(g).anchor());
    t.feature_via(g, seg)
}

fn rule_cites(t: &Turn) -> Vec<Rule> {
    match t.position.rules.wagon_move {
        WagonMove::Connected => vec![car::WAGON_MOVE, car::FN170],
        WagonMove::Nearby => vec![car::WAGON_MOVE, abbey_mayor::WAGON_NEARBY],
    }
}

/// The movement rule in play, by the name a scenario gives it.
fn rule_name(t: &Turn) -> &'static str {
    match t.position.rules.wagon_move {
        WagonMove::Connected => "connected",
        WagonMove::Nearby => "nearby",
    }
}

fn move_wagon(
    t: &mut Turn,
    turn: &TurnAction,
    (wagon, scored): (&Figure, GroupId),
    (several, own): (bool, bool),
    choice: Option<usize>,
) -> Result<(), Violation> {
    let who = t.name(wagon.owner).to_owned();
    let reach = targets(t, wagon, scored);
    let mut cites = rule_cites(t);
    if several {
        cites.push(car::WAGON_ORDER);
    }
    // Several wagons of this one player move in the order written.
    if own {
        cites.push(abbey_mayor::OWN_WAGONS);
    }
    if t.deployed_this_turn(wagon) {
        cites.push(car::FN177);
    }
    let from = t.feature(scored);
    let options: Vec<crate::engine::FeatureRef> = reach
        .iter()
        .map(|(g, via)| target_ref(t, *g, via))
        .collect();
    let Some((index, WagonTarget::Feature { at, on })) = choice.map(|i| (i, turn.wagons[i].to))
    else {
        let outcome = if options.is_empty() {
            WagonOutcome::NowhereToGo
        } else {
            WagonOutcome::StaysByChoice
        };
        let fact = Fact::Wagon {
            player: who,
            from,
            outcome,
            to: None,
            options,
            rule: t.position.rules.wagon_move,
        };
        t.event(fact, &cites);
        return Ok(());
    };
    let help = targets_help(t, &options);
    let (seg, target) = named_target(t, at, on, index).map_err(|v| v.help(help.clone()))?;
    let Some(via) = reach.get(&target) else {
        return Err(refuse(t, wagon, scored, target, seg, index).help(help));
    };
    if t.position.rules.wagon_move == WagonMove::Connected {
        // Set on another tile of the target than the one reached (fn175);
        // carried over the abbey (fn173).
        if !via.contains(&seg) {
            cites.push(car::FN175);
        }
        let abbey = |pos| t.board.tile(pos).is_some_and(|p| p.tile.abbey);
        if abbey(seg.pos) || t.graph.group(scored).segments().any(|s| abbey(s.pos)) {
            cites.push(car::FN173);
        }
    }
    // A city and the monastery inside it are connected by their shared
    // surface, no road needed.
    let kinds = (t.graph.group(scored).kind, t.graph.group(target).kind);
    if matches!(
        kinds,
        (Kind::City, Kind::Monastery) | (Kind::Monastery, Kind::City)
    ) {
        cites.push(car::FN174);
    }
    let to = t.feature_via(target, seg);
    t.put_back(
        wagon,
        seg.pos,
        Standing::Feature(seg.feature),
        Locus::Wagon(index),
    );
    let fact = Fact::Wagon {
        player: who,
        from,
        outcome: WagonOutcome::Moved,
        to: Some(to),
        options,
        rule: t.position.rules.wagon_move,
    };
    t.event(fact, &cites);
    Ok(())
}

/// The targets within reach, as the action would name them, for help
/// lines.
fn targets_help(t: &Turn, options: &[crate::engine::FeatureRef]) -> Clause {
    let named = options
        .iter()
        .map(|o| {
            let target = Clause::new(&car::PHRASE_WAGON_TARGET)
                .with("feature", Detail::FeatureAt(o.clone()))
                .square("at", o.at)
                .name("on", o.on.clone());
            Detail::Clause(Box::new(target))
        })
        .collect();
    Clause::new(&car::HELP_WAGON_TARGETS)
        .name("rule", rule_name(t))
        .list("targets", Join::Semicolon, named)
}

/// The feature the action sends the wagon to, if the table has it.
fn named_target(
    t: &Turn,
    at: crate::geometry::Pos,
    on: crate::board::On,
    index: usize,
) -> Result<(Segment, GroupId), Violation> {
    let found = t
        .board
        .tile(at)
        .ok_or_else(|| Clause::new(&base::NO_TILE_ON).square("at", at))
        .and_then(|p| {
            locate(p.tile, p.rot, on)
                .map(|f| Segment {
                    pos: at,
                    feature: f,
                })
                .map_err(|e| crate::board::located(p.tile, on, &e))
        });
    let seg = found.map_err(|why| {
        Violation::new(car::WAGON_MOVE, Locus::Wagon(index), why).label(&car::LABEL_NO_SUCH_FEATURE)
    })?;
    let target = t
        .graph
        .group_of(seg)
        .ok_or_else(|| crate::engine::deploy::inconsistent(Locus::Wagon(index)))?;
    Ok((seg, target))
}

/// Why a named feature is no target for the wagon, with the footnote that
/// decides that case and whoever stands in the way.
fn refuse(
    t: &Turn,
    wagon: &Figure,
    scored: GroupId,
    target: GroupId,
    seg: Segment,
    index: usize,
) -> Violation {
    let who = t.name(wagon.owner);
    let what = Detail::FeatureAt(t.feature_via(target, seg));
    let mut extra: Vec<Rule> = Vec::new();
    let mut related: Vec<(Locus, Clause)> = Vec::new();
    let why = why_not(t, scored, target, &mut extra, &mut related);
    let rule = match extra.first() {
        Some(r) if *r == abbey_mayor::WAGON_NEARBY => *r,
        _ => car::WAGON_MOVE,
    };
    let mut v = Violation::new(
        rule,
        Locus::Wagon(index),
        Clause::new(&car::WAGON_TARGET_REFUSED)
            .player("player", who)
            .with("target", what)
            .clause("why", why),
    )
    .label(&car::LABEL_NOT_WAGON_TARGET);
    for (at, text) in related {
        v = v.also(at, text);
    }
    for c in rule_cites(t).into_iter().chain(extra) {
        v = v.cite(c);
    }
    if t.position.rules.wagon_move == WagonMove::Connected {
        v = v.cite(car::FN172);
        if t.graph.group(scored).kind == Kind::City {
            v = v.cite(car::FN171);
        }
    }
    v
}

/// The first reason `target` is no target for a wagon freed from
/// `scored`; the footnotes that decide it go to `extra`, the figures in
/// the way to `related`.
fn why_not(
    t: &Turn,
    scored: GroupId,
    target: GroupId,
    extra: &mut Vec<Rule>,
    related: &mut Vec<(Locus, Clause)>,
) -> Clause {
    let on_abbey = |g: GroupId| {
        t.graph
            .group(g)
            .segments()
            .any(|s| t.board.tile(s.pos).is_some_and(|p| p.tile.abbey))
    };
    let occupants: Vec<&Figure> = t
        .graph
        .figures_on(target, &t.board)
        .into_iter()
        .map(|(_, f)| f)
        .collect();
    if t.graph.is_complete(target, &t.board) {
        if on_abbey(target) {
            extra.push(car::FN173);
        }
        return Clause::new(&car::PHRASE_TARGET_COMPLETE);
    }
    if !occupants.is_empty() {
        return occupied_target(t, target, &occupants, extra, related);
    }
    if !matches!(
        t.graph.group(target).kind,
        Kind::Road | Kind::City | Kind::Monastery
    ) {
        return Clause::new(&car::PHRASE_TARGET_FIELD);
    }
    if target == scored {
        return Clause::new(&car::PHRASE_TARGET_SCORED);
    }
    let (rule, why) = match t.position.rules.wagon_move {
        WagonMove::Connected => (car::WAGON_MOVE, &car::PHRASE_TARGET_NOT_CONNECTED),
        WagonMove::Nearby => (abbey_mayor::WAGON_NEARBY, &car::PHRASE_TARGET_NOT_NEARBY),
    };
    extra.push(rule);
    Clause::new(why)
}

/// A target held by `occupants`: who stands there, and the footnotes that
/// say why each keeps the wagon out.
fn occupied_target(
    t: &Turn,
    target: GroupId,
    occupants: &[&Figure],
    extra: &mut Vec<Rule>,
    related: &mut Vec<(Locus, Clause)>,
) -> Clause {
    let names: Vec<Detail> = occupants.iter().map(|f| t.standing(f)).collect();
    for f in occupants {
        let new = f.id >= t.first_new;
        // The mayor's own rule, cited where it keeps a wagon out (fn164).
        if f.kind == FigureKind::Mayor && t.graph.group(target).pennants == 0 {
            extra.push(car::FN164);
        }
        if f.kind == FigureKind::Wagon && new && !t.deployed.contains(&f.id) {
            // A wagon that rolled there earlier this turn, ahead in turn order.
            extra.push(car::WAGON_ORDER);
        }
        let here = Clause::new(&base::ASIDE_STANDS_HERE).with("figure", t.standing(f));
        related.push((t.locus_of(f), here));
    }
    Clause::new(&car::PHRASE_TARGET_OCCUPIED).list("figures", Join::And, names)
}
