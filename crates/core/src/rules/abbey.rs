//! The abbey tile (Abbey & Mayor): placed into a hole instead of a drawn
//! tile; it fits any edges and closes what touches it.

use crate::catalogue::Tile;
use crate::engine::{Fact, Turn, Violation};
use crate::figure::RuleSet;
use crate::geometry::Side;
use crate::position::{Locus, Placement};
use crate::registry::abbey_mayor;

use super::Module;

pub struct Abbey;

impl Module for Abbey {
    fn rules(&self) -> RuleSet {
        RuleSet::AbbeyMayor
    }

    fn checks_placement(&self, tile: &crate::catalogue::Tile) -> bool {
        tile.abbey
    }

    fn check_placement(&self, t: &Turn, p: &Placement) -> Result<(), Violation> {
        if !p.tile.abbey {
            return Ok(());
        }
        let pos = p.at;
        let empty: Vec<String> = Side::ALL
            .iter()
            .filter(|s| t.board.tile(pos.neighbour(**s)).is_none())
            .map(|s| format!("{} ({})", s.name(), pos.neighbour(*s)))
            .collect();
        if empty.is_empty() {
            return Ok(());
        }
        Err(Violation::new(
            abbey_mayor::ABBEY,
            Locus::PlaceAt,
            format!(
                "the abbey goes only into a hole, but {pos} has no neighbour on {}",
                empty.join(", ")
            ),
        )
        .label("not surrounded on all four sides")
        .help("place the abbey on an empty square whose four neighbours all hold tiles"))
    }

    // The abbey is placed by its own rule (four neighbours, any edges), not
    // by edge matching, so its placement step cites that rule instead.
    fn places_own_tile(&self, tile: &Tile) -> bool {
        tile.abbey
    }

    fn after_placement(&self, t: &mut Turn) {
        let Some(pos) = t.placed else { return };
        if !t.board.tile(pos).is_some_and(|p| p.tile.abbey) {
            return;
        }
        let player = t.name(t.player).to_owned();
        t.event(Fact::AbbeyPlaced { player, at: pos }, &[abbey_mayor::ABBEY]);
    }
}
