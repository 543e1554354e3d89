//! Step 1: placing the tile.

use crate::board::{PlacedTile, find_tile};
use crate::catalogue::Tile;
use crate::geometry::{Pos, Rotation, Side};
use crate::graph::touches;
use crate::registry::base;
use crate::scenario::Placement;

use super::{EventKind, Turn, Violation};

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

pub fn place(t: &mut Turn, p: &Placement) -> Result<(), Violation> {
    let tile = find_tile(&p.tile).map_err(|_| unreachable_tile(p))?;
    let pos = p.at.value;
    if let Some(other) = t.board.tile(pos) {
        return Err(Violation::new(
            base::PLACE_TILE,
            p.at.span,
            format!("square {pos} already holds {}", other.tile.id),
        )
        .label("taken square")
        .also(other.span, format!("{} is on {pos}", other.tile.id))
        .help("a tile goes on an empty square next to the tiles on the table"));
    }
    for m in t.modules() {
        m.check_placement(t, tile, p)?;
    }
    if !touches(&t.board, pos) {
        return Err(Violation::new(
            base::PLACE_TILE,
            p.at.span,
            format!("square {pos} does not share a side with any tile on the table"),
        )
        .label("not next to the board")
        .help(format!(
            "free squares next to the board: {}",
            frontier(t).join(", ")
        )));
    }
    let bad = mismatches(t, tile, pos, p.rotation.value);
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
                crate::diag::either(&fits)
            )
        };
        let neighbour = t.board.tile(*npos).map(|n| n.span).unwrap_or_default();
        return Err(Violation::new(
            base::PLACE_TILE,
            p.span,
            format!(
                "{} at rotation {} puts {mine} against the {theirs} of the tile on {npos} ({} side)",
                tile.id,
                p.rotation.value.degrees(),
                side.name()
            ),
        )
        .label("edges do not match")
        .also(neighbour, format!("{theirs} on its {} side", side.opposite().name()))
        .help(help));
    }
    t.board.tiles.insert(
        pos,
        PlacedTile {
            tile,
            pos,
            rot: p.rotation.value,
            ferry: None,
            span: p.tile.span,
        },
    );
    t.placed = Some(pos);
    t.rebuild();
    let rot = p.rotation.value;
    let turned = if rot.degrees() == 0 {
        String::new()
    } else {
        format!(", turned {}°", rot.degrees())
    };
    let who = t.name(t.player).to_owned();
    t.event(
        EventKind::PlaceTile,
        format!(
            "{who} places {} on {pos}{turned}; every side it shares matches",
            tile.id
        ),
        &[base::PLACE_TILE],
    );
    for m in t.modules() {
        m.after_placement(t);
    }
    Ok(())
}

/// The board check has already looked the id up; this only keeps the types
/// honest if it ever did not.
fn unreachable_tile(p: &Placement) -> Violation {
    Violation::new(
        base::PLACE_TILE,
        p.tile.span,
        format!("unknown tile `{}`", p.tile.value),
    )
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
