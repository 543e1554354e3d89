//! `carc show` and `--svg`: any bytes, read as `carc` reads a file, drawn
//! as the table before the action and, once judged, after it; each as
//! text without colour, with colour, and as SVG. Nothing may panic; the
//! text without colour holds no control character but the line break,
//! whatever the names in the file hold, and with colour only the colour
//! sequences the board writes itself, around the same text; the SVG is
//! well-formed XML and stays within 64 KiB + 16 KiB a tile, however far
//! apart the tiles lie.

#![no_main]

mod common;

use std::collections::BTreeSet;

use carcassonne_judge::input;
use carcassonne_judge::picture::{Scene, svg, text};
use libfuzzer_sys::fuzz_target;

/// The most columns times rows holding a tile that are drawn. The pictures
/// fold empty runs of columns and rows, so far-apart tiles cost nothing;
/// but tiles on a diagonal still make a board as wide as it is high, whose
/// text grows with the square of the tiles: a board of a megabyte would
/// make one input take minutes.
const MAX_SQUARES: usize = 1_000_000;

/// Whether the fuzzer can afford to draw this scene.
fn affordable(scene: &Scene) -> bool {
    let tiles = &scene.board.tiles;
    let xs: BTreeSet<i32> = tiles.keys().map(|p| p.x).collect();
    let ys: BTreeSet<i32> = tiles.keys().map(|p| p.y).collect();
    xs.len().saturating_mul(ys.len()) <= MAX_SQUARES
}

/// The colour sequences `picture::text` writes: SGR, `ESC [ digits;… m`.
fn only_colour_sequences(board: &str) -> bool {
    let mut rest = board;
    while let Some(i) = rest.find('\u{1b}') {
        let seq = &rest[i + 1..];
        let Some(body) = seq.strip_prefix('[') else {
            return false;
        };
        let Some(end) = body.find('m') else {
            return false;
        };
        if !body[..end].chars().all(|c| c.is_ascii_digit() || c == ';') {
            return false;
        }
        rest = &body[end + 1..];
    }
    // Outside the sequences, nothing a terminal would take as a command.
    true
}

fn draw(scene: &Scene) {
    let plain = text::board(scene, false);
    if let Some(c) = plain.chars().find(|c| c.is_control() && *c != '\n') {
        panic!(
            "a control character {:?} in the board without colour:\n{plain}",
            c
        );
    }
    let coloured = text::board(scene, true);
    assert!(
        only_colour_sequences(&coloured),
        "an escape sequence the board did not mean:\n{coloured:?}"
    );
    let stripped: String = {
        // Without its colour sequences the coloured board is the plain one.
        let mut out = String::new();
        let mut rest = coloured.as_str();
        while let Some(i) = rest.find('\u{1b}') {
            out.push_str(&rest[..i]);
            let end = rest[i..].find('m').map_or(rest.len(), |e| i + e + 1);
            rest = &rest[end..];
        }
        out.push_str(rest);
        out
    };
    // Colour keeps a space at a line's end that the plain board trims.
    let trimmed = |t: &str| t.lines().map(str::trim_end).collect::<Vec<_>>().join("\n");
    assert_eq!(
        trimmed(&stripped),
        trimmed(&plain),
        "colour changed what the board says"
    );

    let picture = svg::board(scene);
    if let Err(e) = roxmltree::Document::parse(&picture) {
        panic!("the SVG is not XML ({e}):\n{picture}");
    }
    // The picture grows with the tiles, not with the squares between them.
    let tiles = scene.board.tiles.len();
    let limit = 64 * 1024 + 16 * 1024 * tiles;
    assert!(
        picture.len() <= limit,
        "an SVG of {} bytes for {tiles} tiles (the limit is {limit})",
        picture.len()
    );
}

fuzz_target!(|data: &[u8]| {
    let Ok(src) = common::read(data) else {
        return;
    };
    let Ok(loaded) = input::load(&src) else {
        return;
    };
    let t = &loaded.translated;
    let before = Scene::before(t);
    if !affordable(&before) {
        return;
    }
    draw(&before);
    let ruling = carc_core::judge(&t.position, &t.action);
    let after = Scene::after(t, &ruling);
    // The placed tile may widen the table.
    if affordable(&after) {
        draw(&after);
    }
});
