//! Step 2: the deployment (and the phantom after it).

use super::hooks::{Deployment, Hook};
use crate::board::{Figure, LocateError, On, PlacedTile, Standing, locate, located};
use crate::figure::FigureKind;
use crate::graph::Segment;
use crate::position::{Deploy, Locus, TurnAction};
use crate::registry::{Rule, base};

use super::refusal::Spot;
use super::{Clause, Detail, Fact, Join, Turn, Violation};

/// How a figure is deployed: the rule it rests on, the parts of the action
/// that name it and where it goes, and whether it is the turn's second
/// figure (a module's, deployed after the turn's own).
#[derive(Clone, Copy, Debug)]
pub struct Via {
    /// The rule of this deployment.
    pub rule: Rule,
    /// The part of the action naming the figure.
    pub figure_locus: Locus,
    /// The part naming where it goes.
    pub on_locus: Locus,
    /// The part that put it on the table, for the figure's labels later.
    pub origin: Locus,
    /// The turn's second figure.
    pub second: bool,
}

impl Via {
    /// The turn's own deployment (`deploy:`).
    pub const TURN: Via = Via {
        rule: base::DEPLOY,
        figure_locus: Locus::DeployFigure,
        on_locus: Locus::DeployOn,
        origin: Locus::Deploy,
        second: false,
    };
}

/// Deploys the turn's figure, then whatever the modules in play let the
/// player deploy besides, or says why one may not go there.
pub fn deploy(t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
    deploy_main(t, turn)?;
    deploy_second(t, turn)
}

/// The action's own deployment (its `deploy`), if any.
pub fn deploy_main(t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
    if let Some(d) = &turn.deploy {
        if let Some(figure) = d.from_placed_tile()
            && !figure.is_figure()
        {
            return Err(not_a_figure(figure));
        }
        match d {
            Deploy::On { figure, on } => deploy_on(t, *figure, *on, Via::TURN)?,
            _ => instead(t, d, false)?,
        }
    }
    Ok(())
}

/// A piece in hand that never stands on the table by itself (a tower
/// floor) is not deployed.
#[cold]
fn not_a_figure(piece: FigureKind) -> Violation {
    Violation::new(
        base::DEPLOY,
        Locus::DeployFigure,
        Clause::new(&base::NOT_A_FIGURE).figure("figure", piece),
    )
    .label(&base::LABEL_NOT_A_FIGURE)
    .help(Clause::new(&base::HELP_GOES_ON).figure("figure", piece))
}

/// A deployment other than onto a feature of the placed tile is the
/// business of the first module that speaks for it (a front end refuses it
/// when no rule set in play has the pieces it uses). `second`: the turn's
/// second figure, deployed by a module after the first.
pub fn instead(t: &mut Turn, d: &Deploy, second: bool) -> Result<(), Violation> {
    for m in t.asked(Hook::InsteadOfDeploying) {
        if let Some(outcome) = m.instead_of_deploying(t, d, second) {
            return outcome;
        }
    }
    Ok(())
}

/// The action's second deployment (the phantom's), after the first.
pub fn deploy_second(t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
    // A second deployment is a module's to play, from its own part of the
    // action.
    for m in t.asked(Hook::AlsoDeploy) {
        m.also_deploy(t, turn)?;
    }
    Ok(())
}

/// A feature of a placed tile as a scenario names it: `road (E W)`.
pub fn spot(t: &PlacedTile, f: crate::catalogue::FeatureIdx) -> Detail {
    Detail::Spot(spot_of(t, f))
}

/// A feature of a placed tile as a scenario names it.
pub fn spot_of(t: &PlacedTile, f: crate::catalogue::FeatureIdx) -> Spot {
    let feat = &t.tile.features[f];
    if let Some(name) = feat.centre_name {
        return Spot {
            kind: name,
            points: Vec::new(),
        };
    }
    let mut points: Vec<crate::geometry::Point> = t.tile.points_of(f, t.rot).collect();
    points.sort();
    Spot {
        kind: feat.kind.name(),
        points: points.iter().map(|p| p.name()).collect(),
    }
}

/// Every feature of a placed tile, as a scenario names them.
pub fn spots(t: &PlacedTile) -> Detail {
    Detail::List {
        join: Join::Comma,
        items: (0..t.tile.features.len()).map(|f| spot(t, f)).collect(),
    }
}

/// Deploys a figure on a feature of the placed tile, if the modules in
/// play allow it there.
pub fn deploy_on(t: &mut Turn, kind: FigureKind, on: On, via: Via) -> Result<(), Violation> {
    in_supply(t, kind, &via)?;
    let Some(pos) = t.placed else { return Ok(()) };
    // The feature `on` names on the placed tile, as the modules are asked
    // about it (built here, not returned from a helper: this is the move
    // list's hottest path, and a large `Result` costs a copy).
    let on_locus = via.on_locus;
    let placed = t
        .board
        .tile(pos)
        .copied()
        .ok_or_else(|| inconsistent(on_locus))?;
    let feature =
        locate(placed.tile, placed.rot, on).map_err(|err| not_here(&placed, on, on_locus, &err))?;
    let segment = Segment { pos, feature };
    let group = t
        .graph
        .group_of(segment)
        .ok_or_else(|| inconsistent(on_locus))?;
    let d = Deployment {
        kind,
        group,
        feature_kind: placed.tile.features[feature].kind,
        placed,
        feature,
        on_locus,
        second: via.second,
        holders: holders_of(t, group),
    };
    let cites = objections(t, &d)?;
    let player = t.player;
    let id = t.add_figure(player, kind, pos, Standing::Feature(feature), via.origin);
    t.deployed_now(id);
    if t.quiet {
        return Ok(());
    }
    // A figure that is no follower goes where its owner has one: the
    // ruling names it, as the table asks which.
    let beside = if kind.is_follower() {
        Vec::new()
    } else {
        d.followers()
            .filter(|f| f.owner == player)
            .map(|f| super::Owned {
                player: t.name(f.owner).to_owned(),
                figure: f.kind,
            })
            .collect()
    };
    let fact = Fact::Deployed {
        player: t.name(player).to_owned(),
        figure: kind,
        on: d.feature_name(),
        spot: spot_of(&d.placed, d.feature),
        feature: t.feature_via(group, segment),
        second: via.second,
        beside,
    };
    t.event(fact, &cites);
    Ok(())
}

/// `on` names nothing on the placed tile: what it does name.
#[cold]
fn not_here(placed: &PlacedTile, on: On, on_locus: Locus, err: &LocateError) -> Violation {
    Violation::new(base::DEPLOY, on_locus, located(placed.tile, on, err))
        .label(&base::LABEL_NOT_ON_PLACED_TILE)
        .help(
            Clause::new(&base::HELP_FEATURES_HERE)
                .tile("tile", placed.tile.id)
                .with("features", spots(placed)),
        )
}

/// The player has one of these figures in hand, or says so.
pub fn in_supply(t: &Turn, kind: FigureKind, via: &Via) -> Result<(), Violation> {
    if t.in_hand(t.player, kind) > 0 {
        return Ok(());
    }
    let who = t.name(t.player);
    Err(Violation::new(
        via.rule,
        via.figure_locus,
        Clause::new(&base::NONE_IN_SUPPLY)
            .player("player", who)
            .figure("figure", kind),
    )
    .label(&base::LABEL_NONE_IN_HAND)
    .help(
        Clause::new(&base::HELP_ALL_ON_BOARD)
            .player("player", who)
            .figure("figure", kind),
    ))
}

/// What the modules in play and the base rule of occupancy say to the
/// deployment: the rules it rests on, or the first objection.
pub fn objections(t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
    let mut cites: Vec<Rule> = Vec::new();
    for m in t.asked(Hook::CheckDeploy) {
        for r in m.check_deploy(t, d)? {
            if !cites.contains(&r) {
                cites.push(r);
            }
        }
    }
    if !d.kind.is_follower() {
        return Ok(cites);
    }
    if d.followers().next().is_none() {
        // Occupancy decides only where the feature reaches beyond the
        // placed tile (or holds figures that are no followers): a feature
        // the tile alone holds was empty by the tile's being new.
        if !t.quiet && (t.graph.group(d.group).tiles().len() > 1 || !d.holders.is_empty()) {
            cites.push(base::DEPLOY_OCCUPIED);
        }
        return Ok(cites);
    }
    let rule = base::DEPLOY_OCCUPIED;
    Err(t.refusal(rule, d.on_locus, &base::OCCUPIED, |t| {
        let holders: Vec<Figure> = d.followers().copied().collect();
        occupied(t, d, &holders, d.placed.pos)
    }))
}

/// Every figure on feature `g` before a deployment ([`Deployment::holders`]).
pub fn holders_of(t: &Turn, g: crate::graph::GroupId) -> Vec<Figure> {
    t.graph
        .figures_on(g, &t.board)
        .into_iter()
        .map(|(_, f)| *f)
        .collect()
}

/// A position the judge was told it could trust does not hold together
/// (a front end's bug, not the player's).
#[cold]
pub fn inconsistent(locus: Locus) -> Violation {
    Violation::new(base::DEPLOY, locus, Clause::new(&base::INCONSISTENT))
}

/// Why a feature held by `holders` takes no follower, and which would.
#[cold]
fn occupied(t: &Turn, d: &Deployment, holders: &[Figure], pos: crate::geometry::Pos) -> Violation {
    let mut v = Violation::new(
        base::DEPLOY_OCCUPIED,
        d.on_locus,
        Clause::new(&base::OCCUPIED)
            .with("feature", Detail::Feature(t.feature(d.group)))
            .with("holder", t.standing(&holders[0]))
            .kind("kind", d.feature_kind.name()),
    )
    .label(&base::LABEL_KIND_OCCUPIED);
    for other in holders {
        v = v.also(
            t.locus_of(other),
            Clause::new(&base::ASIDE_STANDS_HERE).with("figure", t.standing(other)),
        );
    }
    v.help(
        Clause::new(&base::HELP_FREE_FOR)
            .figure("figure", d.kind)
            .tile("tile", d.placed.tile.id)
            .list("free", Join::Comma, free_features(t, pos, d.kind)),
    )
}

/// Features of the tile on `pos` that hold no follower, named for help lines.
fn free_features(t: &Turn, pos: crate::geometry::Pos, kind: FigureKind) -> Vec<Detail> {
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
        .map(|f| spot(placed, f))
        .collect()
}
