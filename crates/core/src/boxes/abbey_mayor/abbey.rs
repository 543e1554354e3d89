//! The abbey tile (Abbey & Mayor): placed into a hole instead of a drawn
//! tile; it fits any edges and closes what touches it.

use crate::catalogue::Tile;
use crate::engine::hooks::Hook;
use crate::engine::{Clause, Detail, Fact, Join, Turn, Violation};
use crate::figure::RuleSet;
use crate::geometry::Side;
use crate::position::{Locus, Placement};
use crate::boxes::abbey_mayor::registry as abbey_mayor;

use crate::rules::{Module, Moves};

pub struct Abbey;

impl Module for Abbey {
    fn rules(&self) -> RuleSet {
        RuleSet::AbbeyMayor
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::ChecksPlacement,
            Hook::CheckPlacement,
            Hook::PlacesOwnTile,
            Hook::AfterPlacement,
        ]
    }

    fn moves(&self) -> Option<&dyn Moves> {
        Some(self)
    }

    fn check_placement(&self, t: &Turn, p: &Placement) -> Result<(), Violation> {
        if !p.tile.abbey {
            return Ok(());
        }
        let pos = p.at;
        let open = |s: &&Side| t.board.tile(pos.neighbour(**s)).is_none();
        if !Side::ALL.iter().any(|s| open(&s)) {
            return Ok(());
        }
        // Only the verdict matters when no ruling is written (the draw and
        // the move list ask this of every free square).
        let (rule, reason) = (abbey_mayor::ABBEY, &abbey_mayor::NOT_IN_HOLE);
        Err(t.refusal(rule, Locus::PlaceAt, reason, |t| {
            let empty: Vec<Detail> = Side::ALL
                .iter()
                .filter(|s| t.board.tile(pos.neighbour(**s)).is_none())
                .map(|s| {
                    let side = Clause::new(&abbey_mayor::PHRASE_SIDE_SQUARE)
                        .compass("side", s.name())
                        .square("at", pos.neighbour(*s));
                    Detail::Clause(Box::new(side))
                })
                .collect();
            Violation::new(
                rule,
                Locus::PlaceAt,
                Clause::new(reason)
                    .square("at", pos)
                    .list("empty", Join::Comma, empty),
            )
            .label(&abbey_mayor::LABEL_NOT_SURROUNDED)
            .help(Clause::new(&abbey_mayor::HELP_IN_HOLE))
        }))
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

impl Moves for Abbey {
    fn checks_placement(&self, tile: &crate::catalogue::Tile) -> bool {
        tile.abbey
    }
}
