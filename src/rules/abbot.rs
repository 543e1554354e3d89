//! The abbot and the gardens: where the abbot may go, that gardens are its
//! alone, and taking it back early.

use crate::board::Standing;
use crate::catalogue::Kind;
use crate::engine::{EventKind, Turn, Violation, score};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::Pos;
use crate::graph::{GroupId, neighbours};
use crate::registry::{Rule, abbot, base};
use crate::scenario::Sp;

use super::{Deployment, Module};

pub struct Abbot;

impl Module for Abbot {
    fn rules(&self) -> RuleSet {
        RuleSet::Abbot
    }

    /// A garden scores like a monastery.
    fn feature_value(&self, t: &Turn, g: GroupId, complete: bool) -> Option<(i64, Rule, String)> {
        let group = t.graph.group(g);
        if group.kind != Kind::Garden {
            return None;
        }
        if complete {
            return Some((9, abbot::GARDEN, "all 8 neighbours present".to_owned()));
        }
        let n = neighbours(&t.board, group.anchor().pos) as i64;
        Some((
            1 + n,
            abbot::GARDEN,
            format!("1 + {}", score::count(n, "neighbour")),
        ))
    }

    fn check_deploy(&self, _t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
        let on_cloister = matches!(d.feature_kind, Kind::Monastery | Kind::Garden);
        match (d.kind == FigureKind::Abbot, on_cloister) {
            (true, true) => Ok(vec![abbot::DEPLOY]),
            (true, false) => Err(Violation::new(
                abbot::DEPLOY,
                d.on_span,
                format!("the abbot cannot stand on a {}", d.feature_kind.name()),
            )
            .label(format!("a {}", d.feature_kind.name()))
            .help("the abbot goes only on a monastery or a garden of the placed tile")),
            (false, _) if d.feature_kind == Kind::Garden => Err(Violation::new(
                abbot::GARDEN,
                d.on_span,
                format!(
                    "a {} cannot stand on a garden: gardens are for the abbot alone",
                    d.kind.name()
                ),
            )
            .label("a garden")
            .help("deploy the abbot here, or the figure on another feature")),
            (false, _) => Ok(Vec::new()),
        }
    }
}

/// `deploy: {abbot: return, at: [x, y]}`: the player takes their abbot back
/// and scores its monastery or garden now, as at game end.
pub fn take_back(t: &mut Turn, at: &Sp<Pos>) -> Result<(), Violation> {
    let player = t.player;
    let found = t.board.figures.iter().enumerate().find(|(_, f)| {
        f.owner == player
            && f.kind == FigureKind::Abbot
            && f.pos == at.value
            && matches!(f.standing, Standing::Feature(_))
    });
    let Some((idx, fig)) = found else {
        let mine: Vec<String> = t
            .board
            .figures
            .iter()
            .filter(|f| f.owner == player && f.kind == FigureKind::Abbot)
            .map(|f| f.pos.to_string())
            .collect();
        let help = if mine.is_empty() {
            format!("{} has no abbot on the board", t.name(player))
        } else {
            format!("{}'s abbot stands on {}", t.name(player), mine.join(", "))
        };
        return Err(Violation::new(
            abbot::TAKE_BACK,
            at.span,
            format!(
                "{} has no abbot on {} to take back",
                t.name(player),
                at.value
            ),
        )
        .label("no abbot of the current player here")
        .help(help));
    };
    let fig_span = fig.span;
    let Some(g) = t.group_of_figure(fig) else {
        return Err(Violation::new(
            abbot::TAKE_BACK,
            at.span,
            "the abbot stands on no feature",
        ));
    };
    if t.graph.is_complete(g, &t.board) {
        let what = t.describe_group(g);
        return Err(Violation::new(
            abbot::TAKE_BACK,
            at.span,
            format!(
                "{what} is completed by the tile just placed, so its abbot cannot be taken back"
            ),
        )
        .label("abbot on a feature completed this turn")
        .also(
            fig_span,
            "this abbot scores with its completed feature instead",
        )
        .help("deploy normally (or not at all); the completed feature scores in the scoring step")
        .cite(base::SCORE_MONASTERY));
    }
    let pos = t.graph.group(g).anchor().pos;
    let n = neighbours(&t.board, pos);
    let points = 1 + n as i64;
    let what = t.describe_group(g);
    let who = t.name(player).to_owned();
    t.event(
        EventKind::TakeBack,
        format!("{who} takes the abbot back from {what} instead of deploying; it is scored now as at game end: 1 + {n} neighbours = {points}"),
        &[abbot::TAKE_BACK],
    );
    score::award(t, g, points, &[abbot::TAKE_BACK]);
    t.event(
        EventKind::Return,
        format!("{who}'s abbot goes back to supply"),
        &[abbot::TAKE_BACK],
    );
    t.return_figures(vec![idx]);
    Ok(())
}
