//! The magic portal: with a portal tile placed, the turn's figure may go
//! instead onto any feature of the table that is not completed and holds
//! no follower, under its own rules there (the mayor only into a city,
//! car:fn158); never the barn (car:fn178).

use crate::board::{Standing, locate, name_of};
use crate::catalogue::Symbol;
use crate::engine::deploy::{Via, in_supply, objections};
use crate::engine::hooks::Deployment;
use crate::engine::{Clause, Fact, Turn, Violation};
use crate::figure::FigureKind;
use crate::geometry::Pos;
use crate::graph::Segment;
use crate::position::{Deploy, Locus, Standpoint};
use crate::boxes::abbey_mayor::car;
use crate::boxes::princess_dragon::registry as pd;

use super::name;

fn portal_placed(t: &Turn) -> bool {
    t.placed
        .and_then(|p| t.board.tile(p))
        .is_some_and(|p| p.tile.symbol == Symbol::Portal)
}

fn refusal(rule: crate::registry::Rule, why: Clause) -> Violation {
    Violation::new(rule, Locus::DeployOn, why)
        .label(&pd::LABEL_PORTAL)
        .help(Clause::new(&pd::HELP_PORTAL))
}

/// `deploy: {figure: F, portal: {at, on}}`.
pub(super) fn deploy(
    t: &mut Turn,
    figure: FigureKind,
    at: Pos,
    on: Standpoint,
) -> Result<(), Violation> {
    if !portal_placed(t) {
        return Err(
            Violation::new(pd::PORTAL, Locus::Deploy, Clause::new(&pd::NO_PORTAL))
                .label(&pd::LABEL_NO_PORTAL)
                .help(Clause::new(&pd::HELP_PORTAL_TILE)),
        );
    }
    if figure == FigureKind::Barn {
        return Err(Violation::new(
            car::FN178,
            Locus::DeployFigure,
            Clause::new(&pd::BARN_NO_PORTAL),
        )
        .label(&pd::LABEL_PORTAL)
        .help(Clause::new(&pd::HELP_BARN_CORNER)));
    }
    let Standpoint::Feature(on) = on else {
        return Err(refusal(
            pd::PORTAL,
            Clause::new(&pd::PORTAL_NOT_FEATURE).name("on", on.name()),
        ));
    };
    let Some(placed) = t.board.tile(at).copied() else {
        return Err(refusal(
            pd::PORTAL,
            Clause::new(&pd::PORTAL_NO_TILE).square("at", at),
        ));
    };
    let Ok(feature) = locate(placed.tile, placed.rot, on) else {
        return Err(crate::engine::deploy::inconsistent(Locus::DeployOn));
    };
    let segment = Segment { pos: at, feature };
    let Some(group) = t.graph.group_of(segment) else {
        return Err(crate::engine::deploy::inconsistent(Locus::DeployOn));
    };
    if t.graph.is_complete(group, &t.board) {
        let why = Clause::new(&pd::PORTAL_COMPLETE)
            .with("feature", crate::engine::Detail::Feature(t.feature(group)));
        return Err(refusal(pd::PORTAL, why));
    }
    if !t.followers_on(group).is_empty() {
        let why = Clause::new(&pd::PORTAL_OCCUPIED)
            .with("feature", crate::engine::Detail::Feature(t.feature(group)));
        let v = refusal(pd::PORTAL, why);
        return Err(if figure == FigureKind::Mayor {
            v.cite(car::FN158)
        } else {
            v
        });
    }
    in_supply(
        t,
        figure,
        &Via {
            rule: pd::PORTAL,
            figure_locus: Locus::DeployFigure,
            on_locus: Locus::DeployOn,
            origin: Locus::Deploy,
            second: false,
        },
    )?;
    let d = Deployment {
        kind: figure,
        group,
        feature_kind: placed.tile.features[feature].kind,
        placed,
        feature,
        on_locus: Locus::DeployOn,
        second: false,
        holders: crate::engine::deploy::holders_of(t, group),
    };
    let mut cites = vec![pd::PORTAL];
    cites.extend(objections(t, &d)?);
    match figure {
        FigureKind::Mayor => cites.push(car::FN158),
        FigureKind::Wagon => cites.push(car::FN159),
        _ => {}
    }
    let player = t.player;
    let id = t.add_figure(
        player,
        figure,
        at,
        Standing::Feature(feature),
        Locus::Deploy,
    );
    t.deployed_now(id);
    t.tell(&cites, |t| Fact::PortalDeployed {
        player: name(t, player),
        figure,
        at,
        on: on.name().to_owned(),
        feature: t.feature_via(group, segment),
    });
    Ok(())
}

/// Every figure in hand onto every open, empty feature of every tile.
pub(super) fn deployments(t: &Turn, out: &mut Vec<Deploy>) {
    if !portal_placed(t) {
        return;
    }
    let kinds: Vec<FigureKind> = [
        FigureKind::Follower,
        FigureKind::BigFollower,
        FigureKind::Mayor,
        FigureKind::Wagon,
        FigureKind::Abbot,
    ]
    .into_iter()
    .filter(|k| t.position.rules.plays(k.rules()) && t.in_hand(t.player, *k) > 0)
    .collect();
    // Asked of every feature of every tile, which the table has many of:
    // whether a feature holds a follower or is complete is found once per
    // feature and kept in a plain list by its number.
    const UNKNOWN: u8 = 0;
    const OPEN: u8 = 1;
    const SHUT: u8 = 2;
    let graph = &t.graph;
    let mut status = vec![UNKNOWN; graph.feature_numbers()];
    for f in t.board.figures.iter().filter(|f| f.kind.is_follower()) {
        if let Some(n) = t
            .group_of_figure(f)
            .and_then(|g| graph.feature_number(g.anchor()))
        {
            status[n as usize] = SHUT;
        }
    }
    for placed in t.board.tiles.values() {
        let numbers = graph.feature_numbers_at(placed.pos);
        for ((i, feat), n) in placed.tile.features.iter().enumerate().zip(numbers) {
            let state = &mut status[n as usize];
            if *state == UNKNOWN {
                *state = if graph.is_complete_number(n) {
                    SHUT
                } else {
                    OPEN
                };
            }
            if *state != OPEN {
                continue;
            }
            for &figure in &kinds {
                if figure.stands_on(feat.kind) {
                    out.push(Deploy::Portal {
                        figure,
                        at: placed.pos,
                        on: Standpoint::Feature(name_of(placed, i)),
                    });
                }
            }
        }
    }
}
