//! Step 2: the deployment (and the phantom after it).

use crate::board::{Figure, Standing, feature_list, locate};
use crate::figure::FigureKind;
use crate::graph::Segment;
use crate::registry::{Rule, base, phantom};
use crate::rules::{self, Deployment};
use crate::scenario::{Deploy, On, PhantomDeploy, Sp};
use crate::yaml::Span;

use super::{EventKind, Turn, Violation};

pub fn deploy(t: &mut Turn, turn: &crate::scenario::Turn) -> Result<(), Violation> {
    if let Some(d) = &turn.deploy {
        match &d.value {
            Deploy::On { figure, on } => deploy_on(t, figure, on, d.span, false)?,
            Deploy::AbbotReturn { at } => rules::take_back(t, at)?,
            Deploy::Corner { figure, corner } => rules::place_barn(t, figure, corner, d.span)?,
            // The flight belongs to a module not built yet; the judge refuses
            // such scenarios before play (engine::unsupported).
            Deploy::Fly { .. } => {}
        }
    }
    if let Some(ph) = &turn.phantom
        && let PhantomDeploy::On(on) = &ph.value
    {
        let figure = Sp::new(FigureKind::Phantom, ph.span);
        deploy_on(t, &figure, on, ph.span, true)?;
    }
    Ok(())
}

fn deploy_on(
    t: &mut Turn,
    figure: &Sp<FigureKind>,
    on: &Sp<On>,
    span: Span,
    is_phantom: bool,
) -> Result<(), Violation> {
    let kind = figure.value;
    let player = t.player;
    let who = t.name(player).to_owned();
    let first_rule = if is_phantom {
        phantom::DEPLOY
    } else {
        base::DEPLOY
    };
    if t.in_hand(player, kind) <= 0 {
        return Err(Violation::new(
            first_rule,
            figure.span,
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
        .ok_or_else(|| Violation::new(base::DEPLOY, span, "no tile was placed"))?;
    let feature = locate(placed.tile, placed.rot, on.value).map_err(|msg| {
        Violation::new(base::DEPLOY, on.span, msg)
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
        .ok_or_else(|| Violation::new(base::DEPLOY, on.span, "the feature is not on the table"))?;
    let d = Deployment {
        kind,
        group,
        feature_kind: placed.tile.features[feature].kind,
        feature_name: crate::board::feature_words(&placed, feature),
        span,
        on_span: on.span,
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
        if let Some(h) = holders.first() {
            let what = t.describe_group(group);
            let mut v = Violation::new(
                base::DEPLOY_OCCUPIED,
                on.span,
                format!("{what} already holds {}", t.describe(h)),
            )
            .label(format!("{} is occupied", d.feature_kind.name()));
            for other in &holders {
                v = v.also(other.span, format!("{} stands here", t.describe(other)));
            }
            let free = free_features(t, pos, kind);
            let help = if free.is_empty() {
                format!(
                    "no feature of {} is free for a {}",
                    placed.tile.id,
                    kind.name()
                )
            } else {
                format!(
                    "free for a {} on this tile: {}",
                    kind.name(),
                    free.join(", ")
                )
            };
            return Err(v.help(help));
        }
        cites.push(base::DEPLOY_OCCUPIED);
    }
    let idx = t.add_figure(Figure {
        owner: player,
        kind,
        pos,
        standing: Standing::Feature(feature),
        span,
    });
    t.deployed_now(idx);
    let what = t.describe_group(group);
    let verb = if is_phantom {
        "also deploys"
    } else {
        "deploys"
    };
    t.event(
        EventKind::Deploy,
        format!(
            "{who} {verb} {} on the {} of the placed tile, part of {what}",
            crate::diag::article(kind.name()),
            d.feature_name
        ),
        &cites,
    );
    Ok(())
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
        .map(|f| crate::board::feature_words(placed, f))
        .collect()
}
