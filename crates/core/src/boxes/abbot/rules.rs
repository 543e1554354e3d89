//! The abbot and the gardens: where the abbot may go, that gardens are its
//! alone, and taking it back early.

use crate::board::Standing;
use crate::catalogue::Kind;
use crate::engine::hooks::Hook;
use crate::engine::{Clause, Detail, Fact, Join, Turn, Violation, score};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::Pos;
use crate::graph::{GroupId, neighbours};
use crate::position::Locus;
use crate::registry::{Rule, base};
use crate::boxes::abbot::registry as abbot;
use crate::ruling::{Counting, Owned};

use crate::rules::{Deployment, Module, Moves};

pub struct Abbot;

impl Module for Abbot {
    fn rules(&self) -> RuleSet {
        RuleSet::Abbot
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::CheckOffFeature,
            Hook::InsteadOfDeploying,
            Hook::DeploymentRule,
            Hook::Elsewhere,
            Hook::FeatureValue,
            Hook::CheckDeploy,
        ]
    }

    fn deployment_rule(&self, d: &crate::position::Deploy) -> Option<Rule> {
        matches!(d, crate::position::Deploy::AbbotReturn { .. }).then_some(abbot::TAKE_BACK)
    }

    fn moves(&self) -> Option<&dyn Moves> {
        Some(self)
    }

    /// Its rules name the features it stands on; the top of a tower is
    /// none of them.
    fn check_off_feature(&self, _t: &Turn, figure: FigureKind) -> Result<(), Violation> {
        if figure == FigureKind::Abbot {
            return Err(crate::rules::only_on_features(abbot::DEPLOY, figure));
        }
        Ok(())
    }

    /// The abbot is the one figure taken back instead of deploying.
    fn instead_of_deploying(
        &self,
        t: &mut Turn,
        d: &crate::position::Deploy,
        _second: bool,
    ) -> Option<Result<(), Violation>> {
        match *d {
            crate::position::Deploy::AbbotReturn { at } => Some(take_back(t, at)),
            _ => None,
        }
    }

    /// A garden scores like a monastery.
    fn feature_value(&self, t: &Turn, g: GroupId, complete: bool) -> Option<(i64, Rule, Counting)> {
        let group = t.graph.group(g);
        if group.kind != Kind::Garden {
            return None;
        }
        let n = if complete {
            8
        } else {
            neighbours(&t.board, group.anchor().pos)
        };
        Some((
            1 + i64::from(n),
            abbot::GARDEN,
            Counting::Cloister { neighbours: n },
        ))
    }

    fn check_deploy(&self, _t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
        let on_cloister = matches!(d.feature_kind, Kind::Monastery | Kind::Garden);
        match (d.kind == FigureKind::Abbot, on_cloister) {
            (true, true) => Ok(vec![abbot::DEPLOY]),
            (true, false) => {
                Err(d.not_on_this_kind(abbot::DEPLOY, Clause::new(&abbot::HELP_GOES_ON)))
            }
            (false, _) if d.feature_kind == Kind::Garden => Err(Violation::new(
                abbot::GARDEN,
                d.on_locus,
                Clause::new(&abbot::GARDEN_FOR_ABBOT).figure("figure", d.kind),
            )
            .label(&abbot::LABEL_A_GARDEN)
            .help(Clause::new(&abbot::HELP_GARDEN))),
            (false, _) => Ok(Vec::new()),
        }
    }
}

impl Moves for Abbot {
    /// Each of the player's abbots on the table may be taken back.
    fn elsewhere(&self, t: &Turn, out: &mut Vec<crate::position::Deploy>) {
        for f in t.board.figures.iter() {
            if f.owner == t.player && f.kind == FigureKind::Abbot {
                out.push(crate::position::Deploy::AbbotReturn { at: f.pos });
            }
        }
    }
}

/// `deploy: {abbot: return, at: [x, y]}`: the player takes their abbot back
/// and scores its monastery or garden now, as at game end.
fn take_back(t: &mut Turn, at: Pos) -> Result<(), Violation> {
    let player = t.player;
    let found = t.board.figures.iter().find(|f| {
        f.owner == player
            && f.kind == FigureKind::Abbot
            && f.pos == at
            && matches!(f.standing, Standing::Feature(_))
    });
    let Some(fig) = found else {
        let mine = t
            .board
            .figures
            .iter()
            .filter(|f| f.owner == player && f.kind == FigureKind::Abbot)
            .map(|f| f.pos);
        let who = t.name(player);
        return Err(Violation::new(
            abbot::TAKE_BACK,
            Locus::DeployOn,
            Clause::new(&abbot::NO_ABBOT_THERE)
                .player("player", who)
                .square("at", at),
        )
        .label(&abbot::LABEL_NO_ABBOT_HERE)
        .help(
            Clause::new(&abbot::HELP_ABBOT_STANDS)
                .player("player", who)
                .with("squares", Detail::squares(Join::Comma, mine)),
        ));
    };
    let fig_id = fig.id;
    let Some(g) = t.group_of_figure(fig) else {
        return Err(crate::engine::deploy::inconsistent(Locus::DeployOn));
    };
    if t.graph.is_complete(g, &t.board) {
        return Err(Violation::new(
            abbot::TAKE_BACK,
            Locus::DeployOn,
            Clause::new(&abbot::COMPLETED_NOW).with("feature", Detail::Feature(t.feature(g))),
        )
        .label(&abbot::LABEL_COMPLETED_NOW)
        .also(
            Locus::Figure(fig_id),
            Clause::new(&abbot::ASIDE_SCORES_INSTEAD),
        )
        .help(Clause::new(&abbot::HELP_DEPLOY_NORMALLY))
        .cite(base::SCORE_MONASTERY));
    }
    let pos = t.graph.group(g).anchor().pos;
    let n = neighbours(&t.board, pos);
    let points = 1 + i64::from(n);
    // The facts name the player and the feature: only for a ruling.
    t.tell(&[abbot::TAKE_BACK], |t| Fact::AbbotTakenBack {
        player: t.name(player).to_owned(),
        feature: t.feature(g),
        points,
        counting: Counting::Cloister { neighbours: n },
    });
    score::award(t, g, points, &[abbot::TAKE_BACK]);
    t.tell(&[abbot::TAKE_BACK], |t| Fact::Returned {
        figures: vec![Owned {
            player: t.name(player).to_owned(),
            figure: FigureKind::Abbot,
        }],
        from: None,
    });
    t.return_figures(&[fig_id]);
    Ok(())
}
