//! The Festival: on a tile with a festival place, the player may take one
//! of their own figures back from anywhere on the table instead of
//! deploying (the barn too: car:fn183). It scores nothing for it.

use crate::board::{Figure, PlayerIdx, Standing};
use crate::engine::hooks::Hook;
use crate::engine::{Clause, Fact, Join, Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::position::{Capture, Deploy, Locus, Standpoint};
use crate::boxes::abbey_mayor::car;
use crate::boxes::festival::registry as fe;

use crate::rules::{Module, Moves};

pub struct Festival;

impl Module for Festival {
    fn rules(&self) -> RuleSet {
        RuleSet::Festival
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::InsteadOfDeploying,
            Hook::Elsewhere,
            Hook::DeploymentRule,
        ]
    }

    fn deployment_rule(&self, d: &Deploy) -> Option<crate::registry::Rule> {
        matches!(d, Deploy::Festival(_) | Deploy::FestivalPrisoner { .. }).then_some(fe::RETURN)
    }

    fn moves(&self) -> Option<&dyn Moves> {
        Some(self)
    }

    fn instead_of_deploying(
        &self,
        t: &mut Turn,
        d: &Deploy,
        _second: bool,
    ) -> Option<Result<(), Violation>> {
        match d {
            Deploy::Festival(c) => Some(take_back(t, c)),
            Deploy::FestivalPrisoner { holder, figure } => Some(prisoner(t, *holder, *figure)),
            _ => None,
        }
    }
}

impl Moves for Festival {
    fn elsewhere(&self, t: &Turn, out: &mut Vec<Deploy>) {
        choices(t, out);
    }
}

fn on_festival_tile(t: &Turn) -> bool {
    t.placed
        .and_then(|pos| t.board.tile(pos))
        .is_some_and(|p| p.tile.festival)
}

/// A festival tile first: then the prisoner named, who is off the table
/// and stays captive (festival:own); only a ransom or an exchange of
/// prisoners brings it home.
fn prisoner(t: &mut Turn, holder: PlayerIdx, figure: FigureKind) -> Result<(), Violation> {
    if !on_festival_tile(t) {
        return Err(not_festival());
    }
    Err(Violation::new(
        fe::OWN,
        Locus::Deploy,
        Clause::new(&fe::PRISONER)
            .player("player", t.name(t.player))
            .player("holder", t.name(holder))
            .figure("figure", figure),
    )
    .label(&fe::LABEL_PRISONER)
    .help(Clause::new(&fe::HELP_PRISONER))
    .cite(fe::RETURN))
}

#[cold]
fn not_festival() -> Violation {
    Violation::new(fe::RETURN, Locus::Deploy, Clause::new(&fe::NOT_FESTIVAL))
        .label(&fe::LABEL_NOT_FESTIVAL)
        .help(Clause::new(&fe::HELP_NOT_FESTIVAL))
}

/// `deploy: {festival: {at, on}}`.
fn take_back(t: &mut Turn, c: &Capture) -> Result<(), Violation> {
    if !on_festival_tile(t) {
        return Err(not_festival());
    }
    let there = t.named(c);
    let own: Vec<Figure> = there
        .iter()
        .filter(|f| f.owner == t.player)
        .copied()
        .collect();
    let Some(f) = own.first().copied() else {
        if there.is_empty() {
            return Err(Violation::new(
                fe::RETURN,
                Locus::DeployOn,
                Clause::new(&fe::NOTHING_THERE)
                    .square("at", c.at)
                    .name("on", c.on.name()),
            )
            .label(&fe::LABEL_NOTHING_THERE)
            .help(Clause::new(&fe::HELP_NOTHING_THERE).list("figures", Join::Or, own_figures(t))));
        }
        let items = there.iter().map(|f| t.standing(f)).collect();
        return Err(Violation::new(
            fe::OWN,
            Locus::DeployOn,
            Clause::new(&fe::NOT_OWN).list("figures", Join::And, items),
        )
        .label(&fe::LABEL_NOT_OWN)
        .help(Clause::new(&fe::HELP_NOT_OWN)));
    };
    if own.iter().any(|g| g.kind != f.kind) {
        let items = own.iter().map(|f| t.standing(f)).collect();
        return Err(Violation::new(
            fe::RETURN,
            Locus::DeployOn,
            Clause::new(&fe::AMBIGUOUS)
                .square("at", c.at)
                .list("figures", Join::Or, items),
        )
        .label(&fe::LABEL_WHICH));
    }
    let mut cites = vec![fe::RETURN, fe::OWN];
    if f.kind == FigureKind::Barn {
        cites.push(car::FN183);
    }
    t.tell(&cites, |t| Fact::FestivalReturn {
        player: t.name(t.player).to_owned(),
        figure: f.kind,
        at: f.pos,
    });
    let group = t.group_of_figure(&f);
    t.return_figures(&[f.id]);
    if let Some(g) = group
        && f.kind.is_follower()
    {
        for m in t.asked(Hook::FollowerRemoved) {
            m.follower_removed(t, f.owner, g);
        }
    }
    Ok(())
}

/// The player's figures on the table, for a help that lists them.
fn own_figures(t: &Turn) -> Vec<crate::engine::Detail> {
    t.board
        .figures
        .iter()
        .filter(|f| f.owner == t.player)
        .map(|f| t.standing(f))
        .collect()
}

/// Every figure of the player's on the table, each named once: by its
/// square and spot, with its kind only when another of the player's
/// figures of another kind shares the spot.
fn choices(t: &Turn, out: &mut Vec<Deploy>) {
    if !on_festival_tile(t) {
        return;
    }
    let mine: Vec<&Figure> = t
        .board
        .figures
        .iter()
        .filter(|f| f.owner == t.player)
        .collect();
    for f in &mine {
        if t.twin_before(f) {
            continue;
        }
        let Some(placed) = t.board.tile(f.pos) else {
            continue;
        };
        let on = match f.standing {
            Standing::Feature(i) => Standpoint::Feature(crate::board::name_of(placed, i)),
            Standing::Corner(c) => Standpoint::Corner(c),
            Standing::Tower => Standpoint::Tower,
        };
        let shared = mine
            .iter()
            .any(|g| g.pos == f.pos && g.standing == f.standing && g.kind != f.kind);
        out.push(Deploy::Festival(Capture {
            at: f.pos,
            on,
            owner: None,
            figure: shared.then_some(f.kind),
        }));
    }
}
