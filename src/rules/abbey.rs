//! The abbey tile (Abbey & Mayor): placed into a hole instead of a drawn
//! tile; it fits any edges and closes what touches it.

use crate::catalogue::Tile;
use crate::engine::{EventKind, Turn, Violation};
use crate::figure::RuleSet;
use crate::geometry::Side;
use crate::registry::abbey_mayor;
use crate::scenario::Placement;

use super::Module;

pub struct Abbey;

impl Module for Abbey {
    fn rules(&self) -> RuleSet {
        RuleSet::AbbeyMayor
    }

    fn check_placement(&self, t: &Turn, tile: &Tile, p: &Placement) -> Result<(), Violation> {
        if !tile.abbey {
            return Ok(());
        }
        let pos = p.at.value;
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
            p.at.span,
            format!(
                "the abbey goes only into a hole, but {pos} has no neighbour on {}",
                empty.join(", ")
            ),
        )
        .label("not surrounded on all four sides")
        .help("place the abbey on an empty square whose four neighbours all hold tiles"))
    }

    fn after_placement(&self, t: &mut Turn) {
        let Some(pos) = t.placed else { return };
        if !t.board.tile(pos).is_some_and(|p| p.tile.abbey) {
            return;
        }
        t.event(
            EventKind::PlaceTile,
            "the abbey fits against any edge; it joins nothing, so every road, city and farm touching it ends at it, each on its own, and the abbey is no tile of theirs",
            &[abbey_mayor::ABBEY],
        );
    }
}
