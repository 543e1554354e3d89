//! Step 1: placing the tile.

use crate::board::PlacedTile;
use crate::catalogue::Tile;
use crate::geometry::{Pos, Rotation, Side};
use crate::graph::touches;
use crate::position::{Locus, TurnAction};
use crate::registry::base;

use super::{Fact, Turn, Violation};

/// The sides of `tile` at `rot` on `pos` that do not match their neighbours.
pub fn mismatches(
    t: &Turn,
    tile: &Tile,
    pos: Pos,
    rot: Rotation,
) -> Vec<(Side, &'static str, &'static str, Pos)> {
    Side::ALL
        .iter()
        .filter_map(|side| {
            let n = t.board.tile(pos.neighbour(*side))?;
            let (mine, theirs) = (tile.edge(*side, rot), n.tile.edge(side.opposite(), n.rot));
            (!mine.matches(theirs)).then_some((*side, mine.name(), theirs.name(), n.pos))
        })
        .collect()
}

/// Whether the rule modules allow the placement: what [`check`] asks
/// beyond the square being free, next to the table, with matching edges
/// (which the frontier answers for the move list).
pub fn allowed_by_modules(t: &Turn, p: &crate::position::Placement) -> bool {
    t.modules().all(|m| m.check_placement(t, p).is_ok())
}

/// Places the turn's tile, or says why it may not go there.
pub fn place(t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
    check(t, &turn.place)?;
    apply(t, turn);
    Ok(())
}

/// Why the tile may not go there, if it may not; the table is unchanged.
pub fn check(t: &Turn, p: &crate::position::Placement) -> Result<(), Violation> {
    let tile = p.tile;
    let pos = p.at;
    if let Some(other) = t.board.tile(pos) {
        return Err(Violation::new(
            base::PLACE_TILE,
            Locus::PlaceAt,
            format!("square {pos} already holds {}", other.tile.id),
        )
        .label("taken square")
        .also(Locus::Tile(pos), format!("{} is on {pos}", other.tile.id))
        .help("a tile goes on an empty square next to the tiles on the table"));
    }
    for m in t.modules() {
        m.check_placement(t, p)?;
    }
    if !touches(&t.board, pos) {
        return Err(Violation::new(
            base::PLACE_TILE,
            Locus::PlaceAt,
            format!("square {pos} does not share a side with any tile on the table"),
        )
        .label("not next to the board")
        .help(format!(
            "free squares next to the board: {}",
            frontier(t).join(", ")
        )));
    }
    let bad = mismatches(t, tile, pos, p.rotation);
    if let Some((side, mine, theirs, npos)) = bad.first() {
        let fits: Vec<String> = Rotation::ALL
            .iter()
            .filter(|r| mismatches(t, tile, pos, **r).is_empty())
            .map(|r| r.degrees().to_string())
            .collect();
        let help = if fits.is_empty() {
            format!("{} fits on {pos} at no rotation", tile.id)
        } else {
            format!(
                "{} fits on {pos} at rotation {}",
                tile.id,
                super::words::either(&fits)
            )
        };
        return Err(Violation::new(
            base::PLACE_TILE,
            Locus::Place,
            format!(
                "{} at rotation {} puts {mine} against the {theirs} of the tile on {npos} ({} side)",
                tile.id,
                p.rotation.degrees(),
                side.name()
            ),
        )
        .label("edges do not match")
        .also(
            Locus::Tile(*npos),
            format!("{theirs} on its {} side", side.opposite().name()),
        )
        .help(help));
    }
    Ok(())
}

/// Puts the tile down (it was checked) and lets the modules react.
pub(crate) fn apply(t: &mut Turn, turn: &TurnAction) {
    let p = &turn.place;
    let (tile, pos) = (p.tile, p.at);
    let placed = PlacedTile {
        tile,
        pos,
        rot: p.rotation,
        // A new lake's ferry comes after the deployment (ferries module).
        ferry: None,
    };
    t.board.put(placed);
    t.placed = Some(pos);
    std::sync::Arc::make_mut(&mut t.graph).add_tile(&placed);
    // A module that places a tile of its own kind says so itself (the abbey).
    let claimed = t.modules().any(|m| m.places_own_tile(tile));
    if !claimed && !t.quiet {
        let who = t.name(t.player).to_owned();
        t.event(
            Fact::TilePlaced {
                player: who,
                tile: tile.id,
                at: pos,
                rotation: p.rotation.degrees(),
            },
            &[base::PLACE_TILE],
        );
    }
    for m in t.modules() {
        m.after_placement(t);
    }
}

/// Empty squares that share a side with the board, for help lines.
fn frontier(t: &Turn) -> Vec<String> {
    let mut out: Vec<Pos> = t
        .board
        .tiles
        .keys()
        .flat_map(|p| Side::ALL.map(|s| p.neighbour(s)))
        .filter(|p| t.board.tile(*p).is_none())
        .collect();
    out.sort();
    out.dedup();
    out.truncate(8);
    out.iter().map(|p| p.to_string()).collect()
}
