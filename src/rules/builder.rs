//! The builder: it joins its owner's road or city, and a tile that extends
//! that feature earns a second turn.

use crate::board::PlayerIdx;
use crate::catalogue::Kind;
use crate::engine::{EventKind, Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::graph::GroupId;
use crate::registry::{Rule, builder};

use super::{Deployment, Module};

pub struct Builder;

/// Does `p` have a follower on the feature?
fn own_follower(t: &Turn, g: GroupId, p: PlayerIdx) -> bool {
    t.followers_on(g).iter().any(|f| f.owner == p)
}

impl Module for Builder {
    fn rules(&self) -> RuleSet {
        RuleSet::Builder
    }

    fn check_deploy(&self, t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
        if d.kind != FigureKind::Builder {
            return Ok(Vec::new());
        }
        if !matches!(d.feature_kind, Kind::Road | Kind::City) {
            return Err(Violation::new(builder::DEPLOY, d.on_span, format!("the builder cannot stand on a {}", d.feature_kind.name()))
                .label(format!("a {}", d.feature_kind.name()))
                .help("the builder goes on a road or city of the placed tile that holds one of your followers"));
        }
        if !own_follower(t, d.group, t.player) {
            let what = t.describe_group(d.group);
            return Err(Violation::new(
                builder::DEPLOY,
                d.on_span,
                format!(
                    "{} has no follower on {what}, so the builder cannot join it",
                    t.name(t.player)
                ),
            )
            .label("no follower of yours on this feature")
            .help("the builder joins a road or city where you already have a follower"));
        }
        Ok(vec![builder::DEPLOY])
    }

    fn after_placement(&self, t: &mut Turn) {
        let Some(pos) = t.placed else { return };
        let player = t.player;
        let extended: Vec<GroupId> = t.graph.groups_on(pos, &t.board);
        let builder_on = t.board.figures.iter().find(|f| {
            f.owner == player
                && f.kind == FigureKind::Builder
                && f.pos != pos
                && t.group_of_figure(f).is_some_and(|g| extended.contains(&g))
        });
        if let Some(b) = builder_on {
            let g = t.group_of_figure(b).unwrap_or_default();
            let what = t.describe_group(g);
            let who = t.name(player).to_owned();
            t.event(
                EventKind::DoubleTurn,
                format!("the tile extends {what}, where {who}'s builder stands: {who} takes a second turn after this one"),
                &[builder::DOUBLE_TURN],
            );
        }
    }
}
