//! The table as SVG: fields, city walls with pennants, roads, monasteries,
//! gardens, lakes with their ferries, flying machines with their direction,
//! figures in their owners' colours, square coordinates; for a ruling, the
//! placed tile and the scored features highlighted, with a legend.

use std::fmt::Write;

use carc_core::board::{PlacedTile, Standing};
use carc_core::catalogue::{Kind, RoadEnd};
use carc_core::figure::FigureKind;
use carc_core::geometry::{Point, Pos, Side};

use super::{Scene, centre_kind};

const S: f64 = 60.0;
const MARGIN: f64 = 30.0;
const INSET: f64 = 0.3;

/// Where an edge point sits on a tile of side 1, north up: (x, y) with y
/// growing downwards as in SVG.
fn point_xy(p: Point) -> (f64, f64) {
    let third = |i: usize| (2 * i + 1) as f64 / 6.0;
    let i = p.index() % 3;
    match p.side() {
        Side::N => (third(i), 0.0),
        Side::E => (1.0, third(i)),
        Side::S => (1.0 - third(i), 1.0),
        Side::W => (0.0, 1.0 - third(i)),
    }
}

/// The same point moved towards the middle of the tile.
fn inward((x, y): (f64, f64), by: f64) -> (f64, f64) {
    (x + (0.5 - x) * by, y + (0.5 - y) * by)
}

fn colour(player: &str) -> &'static str {
    match player {
        "red" => "#d62828",
        "blue" => "#1d4ed8",
        "green" => "#15803d",
        "yellow" => "#eab308",
        "black" => "#111111",
        "gray" | "grey" => "#6b7280",
        _ => "#9333ea",
    }
}

fn kind_letter(k: FigureKind) -> &'static str {
    match k {
        FigureKind::Follower => "",
        FigureKind::BigFollower => "B",
        FigureKind::Mayor => "M",
        FigureKind::Wagon => "W",
        FigureKind::Barn => "b",
        FigureKind::Abbot => "A",
        FigureKind::Phantom => "P",
        FigureKind::Builder => "U",
        FigureKind::Pig => "p",
    }
}

fn esc(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

fn tile(out: &mut String, t: &PlacedTile, ox: f64, oy: f64) {
    let at = |(x, y): (f64, f64)| (ox + x * S, oy + y * S);
    let _ = write!(
        out,
        "<rect x=\"{ox}\" y=\"{oy}\" width=\"{S}\" height=\"{S}\" fill=\"#8cc46a\" stroke=\"#5d7f45\" stroke-width=\"0.5\"/>"
    );
    // Cities: a wedge from each edge point they own towards the middle,
    // and the middle itself when the city spans several sides.
    for (i, f) in t.tile.features.iter().enumerate() {
        if f.kind != Kind::City {
            continue;
        }
        let points: Vec<Point> = t.tile.points_of(i, t.rot).collect();
        let sides: std::collections::BTreeSet<Side> = points.iter().map(|p| p.side()).collect();
        for p in &points {
            let (x, y) = point_xy(*p);
            let half = 1.0 / 6.0;
            let (a, b) = match p.side() {
                Side::N | Side::S => ((x - half, y), (x + half, y)),
                Side::E | Side::W => ((x, y - half), (x, y + half)),
            };
            let (c, d) = (inward(b, INSET * 2.0), inward(a, INSET * 2.0));
            let pts = [a, b, c, d].map(|q| {
                let (px, py) = at(q);
                format!("{px:.1},{py:.1}")
            });
            let _ = write!(
                out,
                "<polygon points=\"{}\" fill=\"#c8a165\"/>",
                pts.join(" ")
            );
        }
        if sides.len() > 1 {
            let (x, y) = at((INSET, INSET));
            let w = S * (1.0 - 2.0 * INSET);
            let _ = write!(
                out,
                "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{w:.1}\" height=\"{w:.1}\" fill=\"#c8a165\"/>"
            );
        }
        if f.pennants > 0
            && let Some(p) = points.get(points.len() / 2)
        {
            let (x, y) = at(inward(point_xy(*p), 0.45));
            let _ = write!(
                out,
                "<path d=\"M{:.1},{:.1} h8 v6 l-4,4 l-4,-4 z\" fill=\"#2b59c3\" stroke=\"#fff\" stroke-width=\"1\"/>",
                x - 4.0,
                y - 5.0
            );
        }
    }
    // Roads: from each road end on the rim to the middle.
    for (i, f) in t.tile.features.iter().enumerate() {
        if f.kind != Kind::Road {
            continue;
        }
        let points: Vec<Point> = t.tile.points_of(i, t.rot).collect();
        let end = if t.tile.lake && f.road_end == RoadEnd::Lake {
            0.62
        } else {
            1.0
        };
        for p in &points {
            let (x1, y1) = at(point_xy(*p));
            let (x2, y2) = at(inward(point_xy(*p), end));
            let _ = write!(
                out,
                "<line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"#f4efe6\" stroke-width=\"5\" stroke-linecap=\"round\"/>"
            );
        }
    }
    let (cx, cy) = at((0.5, 0.5));
    if t.tile.lake {
        let _ = write!(
            out,
            "<circle cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{:.1}\" fill=\"#4aa3df\"/>",
            S * 0.2
        );
        if let Some([a, b]) = t.ferry {
            let (ax, ay) = at(inward(point_xy(a), 0.62));
            let (bx, by) = at(inward(point_xy(b), 0.62));
            let _ = write!(
                out,
                "<path d=\"M{ax:.1},{ay:.1} Q{cx:.1},{cy:.1} {bx:.1},{by:.1}\" fill=\"none\" stroke=\"#7a4a1e\" stroke-width=\"4\"/>"
            );
        }
    }
    match (t.tile.abbey, centre_kind(t.tile)) {
        (true, _) => {
            let _ = write!(
                out,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"#b9b4aa\" stroke=\"#6b6358\"/>",
                cx - 12.0,
                cy - 12.0,
                24.0,
                24.0
            );
        }
        (false, Some(Kind::Monastery)) => {
            let _ = write!(
                out,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"18\" height=\"18\" fill=\"#b5543c\" stroke=\"#5a2a1e\"/>",
                cx - 9.0,
                cy - 9.0
            );
        }
        (false, Some(Kind::Garden)) => {
            let _ = write!(
                out,
                "<circle cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"9\" fill=\"#2f7d32\" stroke=\"#1b4d1d\"/>"
            );
        }
        _ => {}
    }
    if let Some(d) = t.tile.flier_dir(t.rot) {
        let (dx, dy) = d.delta();
        let (dx, dy) = (dx as f64, -(dy as f64));
        let len = (dx * dx + dy * dy).sqrt();
        let (ux, uy) = (dx / len, dy / len);
        let (tx, ty) = (cx + ux * 20.0, cy + uy * 20.0);
        let _ = write!(
            out,
            "<line x1=\"{cx:.1}\" y1=\"{cy:.1}\" x2=\"{tx:.1}\" y2=\"{ty:.1}\" stroke=\"#333\" stroke-width=\"2\"/><circle cx=\"{tx:.1}\" cy=\"{ty:.1}\" r=\"3\" fill=\"#333\"/>"
        );
    }
}

/// The side of a tile in the pictures, in SVG units.
pub const TILE: f64 = S;

/// One tile alone, its north-west corner at the origin and `TILE` wide,
/// without the board around it: the page for the table lays these out on a
/// board of its own that takes taps.
pub fn tile_fragment(t: &PlacedTile) -> String {
    let mut out = String::new();
    tile(&mut out, t, 0.0, 0.0);
    out
}

/// The picture.
pub fn board(scene: &Scene) -> String {
    let tiles = &scene.board.tiles;
    let xs = || tiles.keys().map(|p| p.x);
    let ys = || tiles.keys().map(|p| p.y);
    let (x0, x1) = (xs().min().unwrap_or(0), xs().max().unwrap_or(0));
    let (y0, y1) = (ys().min().unwrap_or(0), ys().max().unwrap_or(0));
    let cols = f64::from(x1 - x0 + 1);
    let rows = f64::from(y1 - y0 + 1);
    let legend = 16.0 * (scene.scored.len() as f64 + 1.0);
    let (w, h) = (cols * S + 2.0 * MARGIN, rows * S + 2.0 * MARGIN + legend);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\" font-size=\"10\">"
    );
    let _ = write!(out, "<rect width=\"{w}\" height=\"{h}\" fill=\"#fbfaf7\"/>");
    let origin = |p: Pos| {
        (
            MARGIN + f64::from(p.x - x0) * S,
            MARGIN + f64::from(y1 - p.y) * S,
        )
    };
    for x in x0..=x1 {
        let (px, _) = origin(Pos::new(x, y1));
        let _ = write!(
            out,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" fill=\"#555\">{x}</text>",
            px + S / 2.0,
            MARGIN - 8.0
        );
    }
    for y in y0..=y1 {
        let (_, py) = origin(Pos::new(x0, y));
        let _ = write!(
            out,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\" fill=\"#555\">{y}</text>",
            MARGIN - 6.0,
            py + S / 2.0 + 3.0
        );
    }
    for t in tiles.values() {
        let (ox, oy) = origin(t.pos);
        tile(&mut out, t, ox, oy);
    }
    for (squares, _) in &scene.scored {
        for p in squares {
            let (ox, oy) = origin(*p);
            let _ = write!(
                out,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"#ffd54a\" fill-opacity=\"0.25\" stroke=\"#e0a800\" stroke-width=\"2\"/>",
                ox + 2.0,
                oy + 2.0,
                S - 4.0,
                S - 4.0
            );
        }
    }
    if let Some(p) = scene.placed {
        let (ox, oy) = origin(p);
        let _ = write!(
            out,
            "<rect x=\"{ox:.1}\" y=\"{oy:.1}\" width=\"{S}\" height=\"{S}\" fill=\"none\" stroke=\"#f97316\" stroke-width=\"3\"/>"
        );
    }
    for f in &scene.board.figures {
        let Some(t) = tiles.get(&f.pos) else { continue };
        let (ox, oy) = origin(f.pos);
        let (x, y) = match f.standing {
            Standing::Feature(i) => match t.tile.points_of(i, t.rot).next() {
                Some(p) => inward(point_xy(p), 0.45),
                None => (0.5, 0.38),
            },
            Standing::Corner(c) => match c.name() {
                "NE" => (0.92, 0.08),
                "SE" => (0.92, 0.92),
                "SW" => (0.08, 0.92),
                _ => (0.08, 0.08),
            },
        };
        let (fx, fy) = (ox + x * S, oy + y * S);
        let who = scene
            .players
            .get(f.owner)
            .map(String::as_str)
            .unwrap_or("?");
        let r = if f.kind == FigureKind::BigFollower {
            8.5
        } else {
            6.5
        };
        if f.kind == FigureKind::Barn {
            let _ = write!(
                out,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"12\" height=\"12\" fill=\"{}\" stroke=\"#fff\" stroke-width=\"1.5\"/>",
                fx - 6.0,
                fy - 6.0,
                colour(who)
            );
        } else {
            let _ = write!(
                out,
                "<circle cx=\"{fx:.1}\" cy=\"{fy:.1}\" r=\"{r}\" fill=\"{}\" stroke=\"#fff\" stroke-width=\"1.5\"><title>{}</title></circle>",
                colour(who),
                esc(&format!("{who}'s {}", f.kind.name()))
            );
        }
        let letter = kind_letter(f.kind);
        if !letter.is_empty() {
            let _ = write!(
                out,
                "<text x=\"{fx:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"8\" font-weight=\"bold\" fill=\"#fff\">{letter}</text>",
                fy + 3.0
            );
        }
    }
    let mut ly = MARGIN + rows * S + 18.0;
    let _ = write!(
        out,
        "<text x=\"{MARGIN}\" y=\"{ly:.1}\" fill=\"#333\">figures: plain follower, B big follower, M mayor, W wagon, b barn, A abbot, P phantom, U builder, p pig</text>"
    );
    for (_, words) in &scene.scored {
        ly += 16.0;
        let _ = write!(
            out,
            "<text x=\"{MARGIN}\" y=\"{ly:.1}\" fill=\"#7a5a00\">scored: {}</text>",
            esc(words)
        );
    }
    out.push_str("</svg>\n");
    out
}
