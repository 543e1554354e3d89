//! The builder: it joins its owner's road or city, and a tile that extends
//! that feature earns a second turn.

use crate::board::PlayerIdx;
use crate::catalogue::Kind;
use crate::engine::hooks::Hook;
use crate::engine::{Clause, Detail, Fact, Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::Pos;
use crate::graph::GroupId;
use crate::registry::Rule;
use crate::boxes::builder::registry as builder;
use crate::ruling::DoubleTurnWhy;

use crate::rules::{Deployment, Module};

pub struct Builder;

impl Module for Builder {
    fn rules(&self) -> RuleSet {
        RuleSet::Builder
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::FollowerRemoved,
            Hook::CheckDeploy,
            Hook::AfterPlacement,
            Hook::NextTile,
        ]
    }

    fn next_tile(&self, t: &Turn) -> Option<(Rule, bool)> {
        Some((builder::DOUBLE_TURN, t.double_turn))
    }

    /// Without a follower of its owner left on its feature, it goes home.
    fn follower_removed(&self, t: &mut Turn, owner: PlayerIdx, g: GroupId) {
        t.return_alone(
            owner,
            g,
            FigureKind::Builder,
            crate::boxes::traders_builders::registry::ALONE,
        );
    }

    fn check_deploy(&self, t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
        if d.kind != FigureKind::Builder {
            return Ok(Vec::new());
        }
        if !matches!(d.feature_kind, Kind::Road | Kind::City) {
            return Err(d.not_on_this_kind(builder::DEPLOY, Clause::new(&builder::HELP_GOES_ON)));
        }
        if !d.followers().any(|f| f.owner == t.player) {
            // The move list offers the builder on every road and city of
            // the tile: its trials name no feature.
            return Err(
                t.refusal(builder::DEPLOY, d.on_locus, &builder::NO_FOLLOWER, |t| {
                    Violation::new(
                        builder::DEPLOY,
                        d.on_locus,
                        Clause::new(&builder::NO_FOLLOWER)
                            .player("player", t.name(t.player))
                            .with("feature", Detail::Feature(t.feature(d.group))),
                    )
                    .label(&builder::LABEL_NO_FOLLOWER)
                    .help(Clause::new(&builder::HELP_JOINS))
                }),
            );
        }
        Ok(vec![builder::DEPLOY])
    }

    fn after_placement(&self, t: &mut Turn) {
        let Some(pos) = t.placed else { return };
        let player = t.player;
        let builders: Vec<GroupId> = t
            .board
            .figures
            .iter()
            .filter(|f| f.owner == player && f.kind == FigureKind::Builder && f.pos != pos)
            .filter_map(|f| t.group_of_figure(f))
            .collect();
        // Asked on every placement: most players have no builder out.
        if builders.is_empty() {
            return;
        }
        let extended: Vec<GroupId> = t.graph.groups_on(pos, &t.board);
        let closed = touched_from_outside(t, pos);
        let verdict = builders
            .iter()
            .find(|g| extended.contains(g))
            .map(|g| (*g, DoubleTurnWhy::Extends))
            .or_else(|| {
                builders
                    .iter()
                    .find(|g| closed.contains(g))
                    .map(|g| (*g, DoubleTurnWhy::ClosesWithoutJoining))
            });
        let Some((g, mut why)) = verdict else { return };
        // One more tile a turn: the second earns no third.
        if why == DoubleTurnWhy::Extends && t.part > 0 {
            why = DoubleTurnWhy::SecondTile;
        }
        let granted = why == DoubleTurnWhy::Extends;
        t.double_turn = granted;
        t.tell(&[builder::DOUBLE_TURN], |t| Fact::DoubleTurn {
            player: t.name(player).to_owned(),
            granted,
            why,
            feature: t.feature(g),
        });
    }
}

/// Features that meet a side of the tile on `pos` without being joined by
/// it: the tile closes them but is no part of them.
fn touched_from_outside(t: &Turn, pos: Pos) -> Vec<GroupId> {
    let mine = t.graph.groups_on(pos, &t.board);
    crate::engine::score::facing(t, pos)
        .into_iter()
        .filter(|g| !mine.contains(g))
        .collect()
}
