//! Abbey & Mayor in the pictures: the abbey tile's grey block in its
//! middle (an A on the text board), the mayor's M, the wagon's W and the
//! barn, a square with a small b.

use std::fmt::Write;

use carc_core::board::PlacedTile;
use carc_core::catalogue::Tile;
use carc_core::figure::FigureKind;

use super::{Ground, Look, Part, Pictures, Scene, Shape};

pub(super) struct AbbeyMayor;

impl Pictures for AbbeyMayor {
    fn svg_middle(&self, out: &mut String, t: &PlacedTile, (cx, cy): (f64, f64)) -> bool {
        if !t.tile.abbey {
            return false;
        }
        let _ = write!(
            out,
            "<rect class=\"abbey\" x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"#b9b4aa\" stroke=\"#6b6358\"/>",
            cx - 12.0,
            cy - 12.0,
            24.0,
            24.0
        );
        true
    }

    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<String> {
        (part == Part::Notes && scene.board.tiles.values().any(|t| t.tile.abbey))
            .then(|| scene.words().get("show-svg-abbeys"))
    }

    fn look(&self, kind: FigureKind) -> Option<Look> {
        match kind {
            FigureKind::Mayor => Some(Look::letter("M")),
            FigureKind::Wagon => Some(Look::letter("W")),
            FigureKind::Barn => Some(Look {
                letter: "b",
                shape: Shape::Square,
            }),
            _ => None,
        }
    }

    fn text_ground(&self, tile: &Tile, ground: Ground) -> Option<char> {
        (ground == Ground::Middle && tile.abbey).then_some('A')
    }

    fn text_colours(&self) -> &'static [(char, &'static str)] {
        &[('A', "\x1b[31m")]
    }

    fn text_key(&self, scene: &Scene) -> Option<String> {
        Some(format!("  {}", scene.words().get("show-key-abbey")))
    }
}
