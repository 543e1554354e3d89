//! Step 1: placing the tile.

use crate::board::PlacedTile;
use crate::catalogue::Tile;
use crate::geometry::{Pos, Rotation, Side};
use crate::graph::touches;
use crate::position::{Locus, TurnAction};
use crate::registry::base;

use super::hooks::Hook;
use super::{Clause, Detail, Fact, Join, Turn, Violation};

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

/// Whether the rule modules (those of the turn with a placement rule for
/// the tile, see [`super::hooks::Moves::checks_placement`]) allow the
/// placement: what [`check`] asks
/// beyond the square being free, next to the table, with matching edges
/// (which the frontier answers for the move list).
pub fn allowed_by_modules(
    t: &Turn,
    modules: super::hooks::InPlay,
    p: &crate::position::Placement,
) -> bool {
    modules.into_iter().all(|m| m.check_placement(t, p).is_ok())
}

/// Places the turn's tile, or says why it may not go there.
pub fn place(t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
    let laid = as_laid(t, turn)?;
    check(t, &laid)?;
    apply_laid(t, &laid);
    Ok(())
}

/// The turn's placement with its tile as the player lays it: as drawn,
/// unless a module's choice for the turn changes it (a bridge across it).
pub fn as_laid(t: &Turn, turn: &TurnAction) -> Result<crate::position::Placement, Violation> {
    let mut laid = turn.place;
    for m in t.asked(Hook::TileAsLaid) {
        if let Some(tile) = m.tile_as_laid(t, turn)? {
            laid.tile = tile;
            break;
        }
    }
    Ok(laid)
}

/// Why the tile may not go there, if it may not; the table is unchanged.
pub fn check(t: &Turn, p: &crate::position::Placement) -> Result<(), Violation> {
    let tile = p.tile;
    let pos = p.at;
    if let Some(other) = t.board.tile(pos) {
        return Err(Violation::new(
            base::PLACE_TILE,
            Locus::PlaceAt,
            Clause::new(&base::SQUARE_TAKEN)
                .square("at", pos)
                .tile("tile", other.tile.id),
        )
        .label(&base::LABEL_TAKEN_SQUARE)
        .also(
            Locus::Tile(pos),
            Clause::new(&base::ASIDE_TILE_HERE)
                .tile("tile", other.tile.id)
                .square("at", pos),
        )
        .help(Clause::new(&base::HELP_EMPTY_SQUARE)));
    }
    for m in t.asked(Hook::CheckPlacement) {
        m.check_placement(t, p)?;
    }
    if !touches(&t.board, pos) {
        return Err(Violation::new(
            base::PLACE_TILE,
            Locus::PlaceAt,
            Clause::new(&base::NOT_NEXT_TO_TABLE).square("at", pos),
        )
        .label(&base::LABEL_NOT_NEXT_TO_TABLE)
        .help(
            Clause::new(&base::HELP_FREE_SQUARES)
                .with("squares", Detail::squares(Join::Comma, frontier(t))),
        ));
    }
    let bad = mismatches(t, tile, pos, p.rotation);
    if let Some((side, mine, theirs, npos)) = bad.first() {
        let fits: Vec<Detail> = Rotation::ALL
            .iter()
            .filter(|r| mismatches(t, tile, pos, **r).is_empty())
            .map(|r| Detail::Number(r.degrees().into()))
            .collect();
        return Err(Violation::new(
            base::PLACE_TILE,
            Locus::Place,
            Clause::new(&base::EDGES_MISMATCH)
                .tile("tile", tile.id)
                .number("rotation", p.rotation.degrees())
                .kind("mine", mine)
                .kind("theirs", theirs)
                .square("neighbour", *npos)
                .compass("side", side.name()),
        )
        .label(&base::LABEL_EDGES_MISMATCH)
        .also(
            Locus::Tile(*npos),
            Clause::new(&base::ASIDE_EDGE_ON_SIDE)
                .kind("theirs", theirs)
                .compass("side", side.opposite().name()),
        )
        .help(
            Clause::new(&base::HELP_FITS_AT)
                .tile("tile", tile.id)
                .square("at", pos)
                .list("rotations", Join::Or, fits),
        ));
    }
    Ok(())
}

/// Puts the tile down as drawn (it was checked) and lets the modules
/// react.
pub fn apply(t: &mut Turn, turn: &TurnAction) {
    apply_laid(t, &turn.place);
}

/// Puts the tile down as laid (it was checked) and lets the modules react.
fn apply_laid(t: &mut Turn, p: &crate::position::Placement) {
    let (tile, pos) = (p.tile, p.at);
    let placed = PlacedTile::new(tile, pos, p.rotation);
    t.board.put(placed);
    t.placed = Some(pos);
    std::sync::Arc::make_mut(&mut t.graph).add_tile(&placed);
    // A module that places a tile of its own kind says so itself (the abbey).
    let claimed = t
        .asked(Hook::PlacesOwnTile)
        .any(|m| m.places_own_tile(tile));
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
    for m in t.asked(Hook::AfterPlacement) {
        m.after_placement(t);
    }
}

/// Empty squares that share a side with the board, for help lines.
fn frontier(t: &Turn) -> Vec<Pos> {
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
    out
}
