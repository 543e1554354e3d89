//! The pig-herd tile of The River II: whoever scores the farm that holds
//! the herd gets one more point a completed city, at game end and when a
//! barn scores the farmers during the game (car:fn195, read as the farmers'
//! scoring); the barn's own score at game end gains nothing (car:fn194).
//! The river itself is no feature; its sides meet only a river (the
//! catalogue's edges).

use crate::board::PlayerIdx;
use crate::engine::hooks::Hook;
use crate::engine::{Fact, Turn};
use crate::figure::{FigureKind, RuleSet};
use crate::graph::GroupId;
use crate::boxes::abbey_mayor::car;
use crate::boxes::pig_herd::registry as ph;

use crate::rules::{FarmExtra, Module};

pub struct PigHerd;

impl Module for PigHerd {
    fn rules(&self) -> RuleSet {
        RuleSet::PigHerd
    }

    fn hooks(&self) -> &'static [Hook] {
        &[Hook::FarmBonus, Hook::FinalScoring]
    }

    fn farm_bonus(&self, t: &Turn, farm: GroupId, _p: PlayerIdx) -> Option<FarmExtra> {
        let herds = t.graph.group(farm).marks.pig_herds;
        if herds == 0 {
            return None;
        }
        let mut rules = vec![ph::SCORE];
        // Farms score during a turn only through a barn (placed, or joined).
        if t.placed.is_some() {
            rules.push(car::FN195);
        }
        Some(FarmExtra {
            per_city: i64::from(herds),
            rules,
            figure: None,
        })
    }

    fn final_scoring(&self, t: &mut Turn) {
        let mut seen: Vec<(PlayerIdx, GroupId)> = Vec::new();
        let barns: Vec<_> = t
            .board
            .figures
            .iter()
            .filter(|f| f.kind == FigureKind::Barn)
            .copied()
            .collect();
        for f in barns {
            let Some(farm) = t.farm_at_corner(&f) else {
                continue;
            };
            if t.graph.group(farm).marks.pig_herds == 0 || seen.contains(&(f.owner, farm)) {
                continue;
            }
            seen.push((f.owner, farm));
            t.tell(&[car::FN194], |t| Fact::HerdBesideBarn {
                player: t.name(f.owner).to_owned(),
                farm: t.feature(farm),
            });
        }
    }
}
