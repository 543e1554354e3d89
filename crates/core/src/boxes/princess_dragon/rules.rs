//! The Princess & the Dragon: the volcano brings the dragon, a dragon tile
//! makes it move and eat, the fairy guards a follower and pays its owner, a
//! magic portal lets the turn's figure go anywhere open, and a princess
//! sends a knight of her city home. Each in its own file; this one hooks
//! them into the turn.

mod dragon;
mod fairy;
pub mod pieces;
mod portal;
mod princess;

use crate::board::PlayerIdx;
use crate::catalogue::{Symbol, Tile};
use crate::engine::hooks::Hook;
use crate::engine::slots::Slots;
use crate::engine::{Turn, Violation};
use crate::figure::RuleSet;
use crate::graph::GroupId;
use crate::position::{Deploy, Placement, Position, TurnAction};
use crate::registry::Rule;
use crate::ruling::Ruling;

use crate::rules::{Deployment, Module, Moves};

pub struct PrincessDragon;

impl Module for PrincessDragon {
    fn rules(&self) -> RuleSet {
        RuleSet::PrincessDragon
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::ActsBeforePlacement,
            Hook::BeforePlacement,
            Hook::CheckPlacement,
            Hook::ChecksPlacement,
            Hook::HeldBack,
            Hook::AfterPlacement,
            Hook::CheckDeploy,
            Hook::InsteadOfDeploying,
            Hook::DeploymentRule,
            Hook::Elsewhere,
            Hook::ListChoices,
            Hook::EveryChoice,
            Hook::AfterDeploy,
            Hook::OnScored,
            Hook::EndOfTurn,
            Hook::WriteRuling,
            Hook::CarryOver,
        ]
    }

    fn deployment_rule(&self, d: &Deploy) -> Option<Rule> {
        match d {
            Deploy::Fairy(_) => Some(crate::boxes::princess_dragon::registry::FAIRY),
            Deploy::Portal { .. } => Some(crate::boxes::princess_dragon::registry::PORTAL),
            Deploy::Princess(_) => Some(crate::boxes::princess_dragon::registry::PRINCESS),
            _ => None,
        }
    }

    fn moves(&self) -> Option<&dyn Moves> {
        Some(self)
    }

    fn end_of_turn(&self, t: &mut Turn) {
        pieces::settle(t);
    }

    fn write_ruling(&self, t: &Turn, ruling: &mut Ruling) {
        if !t.quiet {
            pieces::write(t, ruling);
        }
    }

    fn carry_over(&self, slots: &Slots, next: &mut Position) {
        pieces::carry(slots, next);
    }

    fn before_placement(&self, t: &mut Turn, _turn: &TurnAction) -> Result<(), Violation> {
        // The turn starts once: a double turn's second tile brings no
        // second point.
        if t.part == 0 {
            fairy::start_of_turn(t);
        }
        Ok(())
    }

    fn check_placement(&self, t: &Turn, p: &Placement) -> Result<(), Violation> {
        dragon::set_aside(t, p)
    }

    fn after_placement(&self, t: &mut Turn) {
        dragon::fly_to_volcano(t);
    }

    fn check_deploy(&self, t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
        dragon::not_on_the_volcano(t, d)?;
        Ok(Vec::new())
    }

    fn instead_of_deploying(
        &self,
        t: &mut Turn,
        d: &Deploy,
        _second: bool,
    ) -> Option<Result<(), Violation>> {
        match d {
            Deploy::Fairy(c) => Some(fairy::move_to(t, c)),
            Deploy::Portal { figure, at, on } => Some(portal::deploy(t, *figure, *at, *on)),
            Deploy::Princess(c) => Some(princess::send_home(t, c)),
            _ => None,
        }
    }

    fn after_deploy(&self, t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
        dragon::moves(t, turn)
    }

    fn on_scored(&self, t: &mut Turn, g: GroupId) {
        fairy::scored(t, g);
    }
}

impl Moves for PrincessDragon {
    fn acts_before_placement(&self, t: &Turn, _turn: &TurnAction) -> bool {
        fairy::gives_a_point(t)
    }

    fn checks_placement(&self, tile: &Tile) -> bool {
        tile.symbol == Symbol::Dragon
    }

    fn held_back(&self, position: &Position, _board: &crate::board::Board, tile: &Tile) -> bool {
        tile.symbol == Symbol::Dragon && position.dragon.is_none()
    }

    fn elsewhere(&self, t: &Turn, out: &mut Vec<Deploy>) {
        fairy::moves(t, out);
        portal::deployments(t, out);
        princess::choices(t, out);
    }

    fn list_choices(&self, t: &Turn, action: &mut TurnAction) {
        dragon::choose_path(t, action);
    }

    fn every_choice(&self, t: &Turn, action: &TurnAction, out: &mut Vec<TurnAction>) {
        dragon::every_path(t, action, out);
    }
}

/// Several different figures stand where the action names one: which?
fn ambiguous(
    t: &Turn,
    rule: Rule,
    at: crate::geometry::Pos,
    figures: &[crate::board::Figure],
) -> Violation {
    use crate::engine::{Clause, Join};
    let items = figures.iter().map(|f| t.standing(f)).collect();
    Violation::new(
        rule,
        crate::position::Locus::DeployOn,
        Clause::new(&crate::boxes::princess_dragon::registry::AMBIGUOUS)
            .square("at", at)
            .list("figures", Join::Or, items),
    )
    .label(&crate::boxes::princess_dragon::registry::LABEL_WHICH)
}

/// A player's name, for the facts.
fn name(t: &Turn, p: PlayerIdx) -> String {
    t.name(p).to_owned()
}
