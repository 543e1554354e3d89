//! Step 2: the deployment (and the phantom after it).

use crate::board::{Figure, LocateError, On, Standing, locate};
use crate::figure::FigureKind;
use crate::geometry::Corner;
use crate::graph::Segment;
use crate::position::{Deploy, Flight, Locus, PhantomDeploy, TurnAction};
use crate::registry::{Rule, base, phantom};
use crate::rules::Deployment;

use super::words::{feature_list, feature_words, names};
use super::{Fact, Turn, Violation};

/// Deploys the turn's figures, or says why one may not go there.
pub fn deploy(t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
    if let Some(d) = &turn.deploy {
        match d {
            Deploy::On { figure, on } => deploy_on(t, *figure, *on, false)?,
            Deploy::AbbotReturn { at } => take_back(t, *at)?,
            Deploy::Corner { figure, corner } => at_corner(t, *figure, *corner)?,
            Deploy::Fly { figure, flight } => fly(t, *figure, *flight, false)?,
        }
    }
    match &turn.phantom {
        Some(PhantomDeploy::On(on)) => deploy_on(t, FigureKind::Phantom, *on, true)?,
        Some(PhantomDeploy::Fly(flight)) => fly(t, FigureKind::Phantom, *flight, true)?,
        None => {}
    }
    Ok(())
}

/// A figure at a corner is the business of the first module that speaks
/// for that figure there (the barn's module for the barn, the base game's
/// for any other figure).
fn at_corner(t: &mut Turn, figure: FigureKind, corner: Corner) -> Result<(), Violation> {
    for m in t.modules() {
        if let Some(outcome) = m.deploy_at_corner(t, figure, corner) {
            return outcome;
        }
    }
    Ok(())
}

/// Taking a figure back is the business of the module whose figure it is;
/// a front end refuses it when no rule set in play has one.
fn take_back(t: &mut Turn, at: crate::geometry::Pos) -> Result<(), Violation> {
    for m in t.modules() {
        if let Some(outcome) = m.take_back(t, at) {
            return outcome;
        }
    }
    Ok(())
}

/// A flight is the business of the module that brings flying machines; a
/// front end refuses flights when no rule set in play has them.
fn fly(t: &mut Turn, figure: FigureKind, flight: Flight, phantom: bool) -> Result<(), Violation> {
    for m in t.modules() {
        if let Some(outcome) = m.fly(t, figure, flight, phantom) {
            return outcome;
        }
    }
    Ok(())
}

/// Why `on` names nothing on a tile, in words.
pub fn locate_words(tile: &crate::catalogue::Tile, on: On, err: &LocateError) -> String {
    match err {
        LocateError::Lake(ends) => format!(
            "the lake of {} is not a feature: nobody stands on it; its road ends are named by their points ({})",
            tile.id,
            names(ends)
        ),
        LocateError::Missing => match on {
            On::Point(p) => format!("{} has no feature at {}", tile.id, p.name()),
            On::Centre(name) => format!("{} has no {name}", tile.id),
        },
    }
}

pub(crate) fn deploy_on(
    t: &mut Turn,
    kind: FigureKind,
    on: On,
    is_phantom: bool,
) -> Result<(), Violation> {
    let player = t.player;
    let (first_rule, figure_locus, on_locus) = if is_phantom {
        (phantom::DEPLOY, Locus::Phantom, Locus::PhantomOn)
    } else {
        (base::DEPLOY, Locus::DeployFigure, Locus::DeployOn)
    };
    if t.in_hand(player, kind) <= 0 {
        let who = t.name(player);
        return Err(Violation::new(
            first_rule,
            figure_locus,
            format!("{who} has no {} left in supply", kind.name()),
        )
        .label("none in hand")
        .help(format!(
            "{who}'s {}s are all on the board; deploy another figure or none",
            kind.name()
        )));
    }
    let Some(pos) = t.placed else { return Ok(()) };
    let placed = t
        .board
        .tile(pos)
        .cloned()
        .ok_or_else(|| Violation::new(base::DEPLOY, on_locus, "no tile was placed"))?;
    let feature = locate(placed.tile, placed.rot, on).map_err(|err| {
        Violation::new(base::DEPLOY, on_locus, locate_words(placed.tile, on, &err))
            .label("not a feature of the placed tile")
            .help(format!(
                "features of {} here: {}",
                placed.tile.id,
                feature_list(&placed)
            ))
    })?;
    let group = t
        .graph
        .group_of(Segment { pos, feature })
        .ok_or_else(|| Violation::new(base::DEPLOY, on_locus, "the feature is not on the table"))?;
    let d = Deployment {
        kind,
        group,
        feature_kind: placed.tile.features[feature].kind,
        placed,
        feature,
        on_locus,
        phantom: is_phantom,
    };
    let mut cites: Vec<Rule> = Vec::new();
    for m in t.modules() {
        for r in m.check_deploy(t, &d)? {
            if !cites.contains(&r) {
                cites.push(r);
            }
        }
    }
    if kind.is_follower() {
        let holders: Vec<Figure> = t.followers_on(group).into_iter().cloned().collect();
        if !holders.is_empty() {
            if t.quiet {
                return Err(Violation::new(base::DEPLOY_OCCUPIED, on_locus, ""));
            }
            return Err(occupied(t, &d, &holders, pos));
        }
        if !t.quiet {
            cites.push(base::DEPLOY_OCCUPIED);
        }
    }
    let origin = if is_phantom {
        Locus::Phantom
    } else {
        Locus::Deploy
    };
    let id = t.add_figure(player, kind, pos, Standing::Feature(feature), origin);
    t.deployed_now(id);
    if t.quiet {
        return Ok(());
    }
    let fact = Fact::Deployed {
        player: t.name(player).to_owned(),
        figure: kind,
        on: d.feature_name(),
        feature: t.feature_via(group, Segment { pos, feature }),
        phantom: is_phantom,
    };
    t.event(fact, &cites);
    Ok(())
}

/// Why a feature held by `holders` takes no follower, and which would.
#[cold]
fn occupied(t: &Turn, d: &Deployment, holders: &[Figure], pos: crate::geometry::Pos) -> Violation {
    let what = t.describe_group(d.group);
    let mut v = Violation::new(
        base::DEPLOY_OCCUPIED,
        d.on_locus,
        format!("{what} already holds {}", t.describe(&holders[0])),
    )
    .label(format!("{} is occupied", d.feature_kind.name()));
    for other in holders {
        v = v.also(
            t.locus_of(other),
            format!("{} stands here", t.describe(other)),
        );
    }
    let free = free_features(t, pos, d.kind);
    let help = if free.is_empty() {
        format!(
            "no feature of {} is free for a {}",
            d.placed.tile.id,
            d.kind.name()
        )
    } else {
        format!(
            "free for a {} on this tile: {}",
            d.kind.name(),
            free.join(", ")
        )
    };
    v.help(help)
}

/// Features of the tile on `pos` that hold no follower, named for help lines.
fn free_features(t: &Turn, pos: crate::geometry::Pos, kind: FigureKind) -> Vec<String> {
    let Some(placed) = t.board.tile(pos) else {
        return Vec::new();
    };
    (0..placed.tile.features.len())
        .filter(|f| kind.stands_on(placed.tile.features[*f].kind))
        .filter(|f| {
            t.graph
                .group_of(Segment { pos, feature: *f })
                .is_some_and(|g| t.followers_on(g).is_empty())
        })
        .map(|f| feature_words(placed, f))
        .collect()
}
