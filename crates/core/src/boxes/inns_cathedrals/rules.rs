//! Inns & Cathedrals: an inn doubles its road and a cathedral raises its
//! city to 3 a tile and pennant, both only when completed: left open at the
//! end of the game, either is worth nothing.

use crate::catalogue::Kind;
use crate::engine::Turn;
use crate::engine::hooks::Hook;
use crate::figure::RuleSet;
use crate::graph::GroupId;
use crate::registry::Rule;
use crate::boxes::inns_cathedrals::registry as ic;
use crate::ruling::Counting;

use crate::rules::Module;

pub struct InnsCathedrals;

impl Module for InnsCathedrals {
    fn rules(&self) -> RuleSet {
        RuleSet::InnsCathedrals
    }

    fn hooks(&self) -> &'static [Hook] {
        &[Hook::ScoringCites, Hook::FeatureValue]
    }

    fn scoring_cites(&self, t: &Turn, g: GroupId, _valued: &[Rule]) -> Vec<Rule> {
        // Another module may value the feature (a siege), but the inn or
        // cathedral still bears on it.
        let group = t.graph.group(g);
        if !t.graph.is_complete(g, &t.board) {
            return Vec::new();
        }
        // A second inn or cathedral changes nothing: a reading of "one or
        // more" (readings §1.6), said where there is a second.
        let (rule, marks) = match group.kind {
            Kind::Road if group.marks.inns > 0 => (ic::INN, group.marks.inns),
            Kind::City if group.marks.cathedrals > 0 => (ic::CATHEDRAL, group.marks.cathedrals),
            _ => return Vec::new(),
        };
        match marks {
            1 => vec![rule],
            _ => vec![rule, ic::MARKS_ONCE],
        }
    }

    fn feature_value(&self, t: &Turn, g: GroupId, complete: bool) -> Option<(i64, Rule, Counting)> {
        let group = t.graph.group(g);
        let tiles = group.tiles().len() as u32;
        // Several inns or cathedrals in one feature count once.
        match group.kind {
            Kind::Road if group.marks.inns > 0 => Some(if complete {
                (
                    2 * i64::from(tiles),
                    ic::INN,
                    Counting::Road { tiles, rate: 2 },
                )
            } else {
                (0, ic::INN_UNFINISHED, Counting::Forfeit { tiles })
            }),
            Kind::City if group.marks.cathedrals > 0 => Some(if complete {
                let pennants = group.pennants;
                (
                    3 * i64::from(tiles + pennants),
                    ic::CATHEDRAL,
                    Counting::City {
                        tiles,
                        pennants,
                        rate: 3,
                    },
                )
            } else {
                (0, ic::CATHEDRAL_UNFINISHED, Counting::Forfeit { tiles })
            }),
            _ => None,
        }
    }
}
