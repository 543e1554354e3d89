//! The table as SVG: fields, city walls with pennants, cathedrals and goods
//! symbols, roads with their inns, monasteries,
//! gardens, lakes with their ferries, flying machines with their direction,
//! figures in their owners' colours, square coordinates; for a ruling, the
//! placed tile and the scored features highlighted, with a legend. Runs of
//! empty columns and rows are drawn as one thin band saying how many.

use std::fmt::Write;

use carc_core::board::{Figure, PlacedTile, Standing};
use carc_core::catalogue::{Good, Kind, RoadEnd, Symbol};
use carc_core::figure::FigureKind;
use carc_core::geometry::{Point, Pos, Side};

use super::{Axis, Scene, Slot, centre_kind, point_xy};

const S: f64 = 60.0;
const MARGIN: f64 = 30.0;
const INSET: f64 = 0.3;
/// The thickness of the band that stands for a run of empty columns or rows.
const GAP: f64 = 20.0;
/// The height of a line of the legend.
const LINE: f64 = 16.0;
/// The legend's narrowest column: below this a board of one or two tiles
/// would wrap its legend a word to a line.
const MIN_TEXT: f64 = 180.0;

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
        FigureKind::TowerFloor | FigureKind::Castle => "",
    }
}

/// Text for an element's content. XML has no way to write some
/// characters at all, not even as references (U+FFFE, U+FFFF, most
/// controls): a name holding one is shown with a visible escape, as a
/// terminal shows it, instead of breaking the file.
fn esc(text: &str) -> String {
    crate::safe_text::escape_xml(text)
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Where a point of a tile (of side 1) lies in the picture.
type At<'a> = &'a dyn Fn((f64, f64)) -> (f64, f64);

fn tile(out: &mut String, t: &PlacedTile, ox: f64, oy: f64) {
    let at = |(x, y): (f64, f64)| (ox + x * S, oy + y * S);
    let _ = write!(
        out,
        "<rect x=\"{ox}\" y=\"{oy}\" width=\"{S}\" height=\"{S}\" fill=\"#8cc46a\" stroke=\"#5d7f45\" stroke-width=\"0.5\"/>"
    );
    cities(out, t, &at);
    super::city::wall(out, t, &at);
    roads(out, t, &at);
    let centre = at((0.5, 0.5));
    if t.tile.lake {
        lake(out, t, &at);
    }
    river(out, t, &at);
    middle(out, t, centre);
    flier(out, t, centre);
    if t.tile.tower {
        tower(out, t.tower, at(TOWER_SPOT));
    }
    symbol(out, t, &at);
    festival_and_sieges(out, t, &at);
}

/// A festival tile's place (a star in the middle) and a siege tile's mark
/// (a dark shield in its besieged city).
fn festival_and_sieges(out: &mut String, t: &PlacedTile, at: At) {
    if t.tile.festival {
        let (x, y) = at((0.5, 0.5));
        let _ = write!(
            out,
            "<path d=\"M{x:.1},{:.1} l2.4,5 l5.4,0.6 l-4,3.7 l1.1,5.3 l-4.9,-2.7 l-4.9,2.7 l1.1,-5.3 l-4,-3.7 l5.4,-0.6 z\" fill=\"#facc15\" stroke=\"#b45309\" stroke-width=\"1\"/>",
            y - 8.0
        );
    }
    for (i, f) in t.tile.features.iter().enumerate() {
        if f.marks.sieges == 0 {
            continue;
        }
        if let Some(p) = t.tile.points_of(i, t.rot).nth(1) {
            let (cx, cy) = at(inward(point_xy(p), 0.55));
            let _ = write!(
                out,
                "<path d=\"M{:.1},{:.1} h10 v5 q0,6 -5,8 q-5,-2 -5,-8 z\" fill=\"#1f2937\" stroke=\"#f87171\" stroke-width=\"1.2\"><title>siege</title></path>",
                cx - 5.0,
                cy - 6.0
            );
        }
    }
}

/// The symbol of a tile of The Princess & the Dragon: a volcano's cone, a
/// dragon's mark, a magic portal's arch, a princess's crown in her city.
fn symbol(out: &mut String, t: &PlacedTile, at: At) {
    let (x, y) = at((0.3, 0.7));
    match t.tile.symbol {
        Symbol::None => {}
        Symbol::Volcano => {
            let _ = write!(
                out,
                "<path d=\"M{:.1},{:.1} l8,-12 l8,12 z\" fill=\"#7c2d12\" stroke=\"#f97316\" stroke-width=\"1.5\"/>",
                x - 8.0,
                y + 6.0
            );
        }
        Symbol::Dragon => {
            let _ = write!(
                out,
                "<path d=\"M{x:.1},{:.1} l6,7 l-6,7 l-6,-7 z\" fill=\"#15803d\" stroke=\"#fff\" stroke-width=\"1\"/>",
                y - 7.0
            );
        }
        Symbol::Portal => {
            let _ = write!(
                out,
                "<path d=\"M{:.1},{:.1} v-7 a6,6 0 0 1 12,0 v7\" fill=\"none\" stroke=\"#7e22ce\" stroke-width=\"2.5\"/>",
                x - 6.0,
                y + 6.0
            );
        }
        Symbol::Princess => {
            let city = t.tile.features.iter().position(|f| f.princess);
            if let Some(p) = city.and_then(|i| t.tile.points_of(i, t.rot).next()) {
                let (cx, cy) = at(inward(point_xy(p), 0.5));
                let _ = write!(
                    out,
                    "<path d=\"M{:.1},{:.1} l2,-7 l3,4 l3,-4 l2,7 z\" fill=\"#db2777\" stroke=\"#fff\" stroke-width=\"1\"/>",
                    cx - 5.0,
                    cy + 3.0
                );
            }
        }
    }
}

/// The dragon and the fairy where they stand (The Princess & the Dragon).
fn beasts(out: &mut String, scene: &Scene, layout: &Layout) {
    if let Some((ox, oy)) = scene.dragon.and_then(|p| layout.origin(p)) {
        let (x, y) = (ox + 0.5 * S, oy + 0.5 * S);
        let _ = write!(
            out,
            "<g class=\"dragon\"><title>dragon</title><circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"9\" fill=\"#b91c1c\" stroke=\"#fff\" stroke-width=\"2\"/><text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"10\" text-anchor=\"middle\" fill=\"#fff\" font-weight=\"bold\">D</text></g>",
            y + 3.5
        );
    }
    if let Some((ox, oy)) = scene.fairy.and_then(|p| layout.origin(p)) {
        let (x, y) = (ox + 0.78 * S, oy + 0.22 * S);
        let _ = write!(
            out,
            "<g class=\"fairy\"><title>fairy</title><circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"7\" fill=\"#fde047\" stroke=\"#a16207\" stroke-width=\"1.5\"/><text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"8\" text-anchor=\"middle\" fill=\"#713f12\" font-weight=\"bold\">F</text></g>",
            y + 3.0
        );
    }
}

/// Each castle: a crenellated token in its owner's colour across the side
/// its two tiles share, under the follower inside it.
fn castles(out: &mut String, scene: &Scene, layout: &Layout) {
    for c in &scene.castles {
        let Some(t) = scene.board.tile(c.at) else {
            continue;
        };
        let Some((ox, oy)) = layout.origin(c.at) else {
            continue;
        };
        let Some(p) = t.tile.points_of(c.feature, t.rot).next() else {
            continue;
        };
        // The city covers one side: the token sits on that side's middle.
        let (x, y) = match p.side() {
            Side::N => (0.5, 0.0),
            Side::E => (1.0, 0.5),
            Side::S => (0.5, 1.0),
            Side::W => (0.0, 0.5),
        };
        let (x, y) = (ox + x * S, oy + y * S);
        let owner = scene.players.get(c.owner).map_or("", String::as_str);
        let fill = colour(owner);
        let _ = write!(
            out,
            "<g class=\"castle\"><title>{}'s castle</title><path d=\"M{:.1},{:.1} h4 v-4 h4 v4 h4 v-4 h4 v4 h4 v-4 h4 v14 h-24 z\" fill=\"{fill}\" stroke=\"#1f2937\" stroke-width=\"1.5\"/></g>",
            esc(owner),
            x - 12.0,
            y - 3.0
        );
    }
}

/// A tower foundation: a grey stone square; with floors, a tower whose
/// floor count is written on it.
fn tower(out: &mut String, floors: u8, (x, y): (f64, f64)) {
    let _ = write!(
        out,
        "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"14\" height=\"14\" fill=\"#9ca3af\" stroke=\"#374151\" stroke-width=\"1.5\"/>",
        x - 7.0,
        y - 7.0
    );
    if floors > 0 {
        let _ = write!(
            out,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"10\" height=\"16\" fill=\"#e5e7eb\" stroke=\"#374151\" stroke-width=\"1.5\"/><text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"9\" text-anchor=\"middle\" fill=\"#111827\" font-family=\"sans-serif\">{floors}</text>",
            x - 5.0,
            y - 12.0,
            y
        );
    }
}

/// Cities: a wedge from each edge point they own towards the middle, and
/// the middle itself when the city spans several sides; a pennant.
fn cities(out: &mut String, t: &PlacedTile, at: At) {
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
        if f.marks.pennants > 0
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
        if f.marks.cathedrals > 0 {
            cathedral(out, at((0.5, 0.5)));
        }
        if let Some(good) = Good::ALL.into_iter().find(|g| f.marks.goods[g.index()] > 0)
            && let Some(p) = points.first()
        {
            goods_symbol(out, at(inward(point_xy(*p), 0.35)), good);
        }
    }
}

/// A cathedral: a grey church with a spire, in the middle of its city.
fn cathedral(out: &mut String, (x, y): (f64, f64)) {
    let _ = write!(
        out,
        "<path d=\"M{:.1},{:.1} h14 v-9 l-7,-9 l-7,9 z\" fill=\"#e7e2da\" stroke=\"#5b5348\" stroke-width=\"1.5\"/>",
        x - 7.0,
        y + 8.0
    );
}

/// A goods symbol: a small token in the good's colour with its initial.
fn goods_symbol(out: &mut String, (x, y): (f64, f64), good: Good) {
    let (fill, letter) = match good {
        Good::Wine => ("#7b2d8b", "W"),
        Good::Grain => ("#d4a017", "G"),
        Good::Cloth => ("#3b6fb6", "C"),
    };
    let _ = write!(
        out,
        "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"6\" fill=\"{fill}\" stroke=\"#fff\" stroke-width=\"1\"/><text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"8\" text-anchor=\"middle\" fill=\"#fff\" font-family=\"sans-serif\">{letter}</text>",
        y + 3.0
    );
}

/// An inn: a small house with a red roof beside its road.
fn inn(out: &mut String, (x, y): (f64, f64)) {
    let _ = write!(
        out,
        "<path d=\"M{:.1},{:.1} h10 v-6 l-5,-5 l-5,5 z\" fill=\"#f1d7a6\" stroke=\"#8a2c1b\" stroke-width=\"1.5\"/>",
        x - 5.0,
        y + 5.0
    );
}

/// Roads: from each road end on the rim to the middle (to the lake's shore).
fn roads(out: &mut String, t: &PlacedTile, at: At) {
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
        // Beside the road, a third of the way in, off to its side.
        if f.marks.inns > 0
            && let Some(p) = points.first()
        {
            let (x, y) = inward(point_xy(*p), 0.4);
            let side = match p.side() {
                Side::N | Side::S => (x + 0.14, y),
                Side::E | Side::W => (x, y - 0.14),
            };
            inn(out, at(side));
        }
    }
}

/// The lake, and its ferry when one is set.
fn lake(out: &mut String, t: &PlacedTile, at: At) {
    let (cx, cy) = at((0.5, 0.5));
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

/// A river (The River II): a blue band from each side it crosses through
/// the middle; the pig herd, a pink mark on its field.
fn river(out: &mut String, t: &PlacedTile, at: At) {
    if t.tile.river == 0 {
        return;
    }
    let (cx, cy) = at((0.5, 0.5));
    let mouths: Vec<(f64, f64)> = Side::ALL
        .into_iter()
        .filter(|s| t.tile.edge(*s, t.rot) == carc_core::catalogue::Edge::River)
        .map(|s| at(point_xy(s.points()[1])))
        .collect();
    let mut d = String::new();
    for (i, (x, y)) in mouths.iter().enumerate() {
        let _ = if i == 0 {
            write!(d, "M{x:.1},{y:.1} Q{cx:.1},{cy:.1}")
        } else {
            write!(d, " {x:.1},{y:.1}")
        };
    }
    if mouths.len() == 1 {
        let _ = write!(d, " {cx:.1},{cy:.1}");
    }
    let _ = write!(
        out,
        "<path class=\"river\" d=\"{d}\" fill=\"none\" stroke=\"#4aa3df\" stroke-width=\"7\"/>"
    );
    for (i, f) in t.tile.features.iter().enumerate() {
        if f.marks.pig_herds == 0 {
            continue;
        }
        let Some(p) = t.tile.points_of(i, t.rot).nth(3) else {
            continue;
        };
        let (x, y) = at(inward(point_xy(p), 0.55));
        let _ = write!(
            out,
            "<g class=\"pig-herd\"><title>pig herd</title><ellipse cx=\"{x:.1}\" cy=\"{y:.1}\" rx=\"7\" ry=\"5\" fill=\"#f9a8d4\" stroke=\"#9d174d\" stroke-width=\"1.2\"/></g>"
        );
    }
}

/// The abbey, a monastery or a garden in the middle.
fn middle(out: &mut String, t: &PlacedTile, (cx, cy): (f64, f64)) {
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
}

/// A flying machine: a line from the middle in its direction.
fn flier(out: &mut String, t: &PlacedTile, (cx, cy): (f64, f64)) {
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

/// A generous guess at how wide a line of sans-serif text is drawn at
/// `size`: DejaVu Sans, among the widest such fonts, stays within it, so a
/// line wrapped to fit by this guess fits whatever font the viewer has.
pub fn text_width(text: &str, size: f64) -> f64 {
    let em: f64 = text
        .chars()
        .map(|c| match c {
            'i' | 'j' | 'l' | 'f' | 't' | 'r' | 'I' | ' ' | '.' | ',' | ':' | ';' | '\'' | '!'
            | '|' | '[' | ']' | '(' | ')' | '-' => 0.42,
            'm' | 'w' | 'M' | 'W' | '+' | '=' | '%' | '@' => 1.0,
            c if c.is_ascii_uppercase() => 0.8,
            c if c.is_ascii() => 0.66,
            _ => 1.0,
        })
        .sum();
    em * size
}

/// Where the board's columns and rows lie in the picture: a tile's column
/// or row is `S` wide, a run of empty ones `GAP`.
struct Layout {
    cols: Axis,
    rows: Axis,
    /// The left edge of each column, by slot.
    xs: Vec<f64>,
    /// The top edge of each row, by slot (the northmost row on top).
    ys: Vec<f64>,
    /// The board's left edge: wide enough for the row labels.
    left: f64,
    /// The board's size.
    width: f64,
    height: f64,
}

fn thickness(slot: Slot) -> f64 {
    match slot {
        Slot::Line(_) => S,
        Slot::Gap { .. } => GAP,
    }
}

impl Layout {
    fn new(scene: &Scene) -> Layout {
        let tiles = &scene.board.tiles;
        let cols = Axis::new(tiles.keys().map(|p| p.x));
        let rows = Axis::new(tiles.keys().map(|p| p.y));
        let widest = rows
            .slots
            .iter()
            .filter_map(|s| match s {
                Slot::Line(y) => Some(text_width(&y.to_string(), 10.0)),
                Slot::Gap { .. } => None,
            })
            .fold(0.0, f64::max);
        // Whole numbers: tiles are placed at `left` plus multiples of `S`,
        // and their coordinates are written as they come.
        let left = MARGIN.max((widest + 8.0).ceil());
        let mut xs = Vec::with_capacity(cols.slots.len());
        let mut x = left;
        for slot in &cols.slots {
            xs.push(x);
            x += thickness(*slot);
        }
        let mut ys = vec![0.0; rows.slots.len()];
        let mut y = MARGIN;
        for (i, slot) in rows.slots.iter().enumerate().rev() {
            ys[i] = y;
            y += thickness(*slot);
        }
        Layout {
            width: x - left,
            height: y - MARGIN,
            cols,
            rows,
            xs,
            ys,
            left,
        }
    }

    /// The north-west corner of a square's tile in the picture; none for a
    /// square in a left-out run.
    fn origin(&self, p: Pos) -> Option<(f64, f64)> {
        let (i, j) = (self.cols.index(p.x)?, self.rows.index(p.y)?);
        let line = |s: Slot| matches!(s, Slot::Line(_));
        (line(self.cols.slots[i]) && line(self.rows.slots[j])).then(|| (self.xs[i], self.ys[j]))
    }
}

/// The picture.
pub fn board(scene: &Scene) -> String {
    let layout = Layout::new(scene);
    let text = layout.width.max(MIN_TEXT);
    let legend = legend_lines(scene, text);
    let w = layout.left + text + MARGIN;
    let h = MARGIN + layout.height + MARGIN + LINE * legend.len() as f64;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\" font-size=\"10\">"
    );
    let _ = write!(out, "<rect width=\"{w}\" height=\"{h}\" fill=\"#fbfaf7\"/>");
    labels(&mut out, &layout);
    gaps(&mut out, &layout);
    for t in scene.board.tiles.values() {
        if let Some((ox, oy)) = layout.origin(t.pos) {
            tile(&mut out, t, ox, oy);
        }
    }
    highlights(&mut out, scene, &layout);
    castles(&mut out, scene, &layout);
    if let Some(city) = &scene.city {
        let mut disc = |out: &mut String, owner: usize, kind: FigureKind, at: (f64, f64)| {
            let f = Figure {
                id: carc_core::board::FigureId(u32::MAX),
                owner,
                kind,
                pos: Pos::new(0, 0),
                standing: Standing::Tower,
            };
            figure(out, scene, &f, at);
        };
        super::city::quarters(&mut out, city, S, &|p| layout.origin(p), &mut disc);
    }
    figures(&mut out, scene, &layout);
    beasts(&mut out, scene, &layout);
    let mut ly = MARGIN + layout.height + 18.0;
    for (line, fill) in legend {
        let _ = write!(
            out,
            "<text class=\"legend\" x=\"{:.1}\" y=\"{ly:.1}\" fill=\"{fill}\">{}</text>",
            layout.left,
            esc(&line)
        );
        ly += LINE;
    }
    out.push_str("</svg>\n");
    out
}

/// The square coordinates along the top and the left; a break's place
/// in them is marked too.
fn labels(out: &mut String, layout: &Layout) {
    for (slot, x) in layout.cols.slots.iter().zip(&layout.xs) {
        let label = match slot {
            Slot::Line(c) => c.to_string(),
            Slot::Gap { .. } => "⋯".to_owned(),
        };
        let _ = write!(
            out,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" fill=\"#555\">{label}</text>",
            x + thickness(*slot) / 2.0,
            MARGIN - 8.0
        );
    }
    for (slot, y) in layout.rows.slots.iter().zip(&layout.ys) {
        let label = match slot {
            Slot::Line(c) => c.to_string(),
            Slot::Gap { .. } => "⋮".to_owned(),
        };
        let _ = write!(
            out,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\" fill=\"#555\">{label}</text>",
            layout.left - 6.0,
            y + thickness(*slot) / 2.0 + 3.0
        );
    }
}

/// 1234567 as "1,234,567".
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// The longest of the band's labels that fits along it.
fn band_label(n: u64, what: &str, room: f64) -> String {
    let long = format!("{} empty {what}", thousands(n));
    let short = thousands(n);
    [long, short]
        .into_iter()
        .find(|l| text_width(l, 9.0) <= room - 6.0)
        .unwrap_or_else(|| "⋯".to_owned())
}

/// The stretches of the board an axis draws without a break, as (start,
/// length) in the picture, longest first.
fn stretches(slots: &[Slot], starts: &[f64]) -> Vec<(f64, f64)> {
    let mut lines: Vec<f64> = slots
        .iter()
        .zip(starts)
        .filter(|(s, _)| matches!(s, Slot::Line(_)))
        .map(|(_, at)| *at)
        .collect();
    lines.sort_by(f64::total_cmp);
    let mut out: Vec<(f64, f64)> = Vec::new();
    for at in lines {
        match out.last_mut() {
            Some((start, len)) if (*start + *len - at).abs() < 0.01 => *len += S,
            _ => out.push((at, S)),
        }
    }
    out.sort_by(|a, b| b.1.total_cmp(&a.1));
    out
}

/// A band across the board for each run of empty columns and rows, saying
/// how many it stands for. Each label goes along the longest stretch of its
/// band that no other band crosses, so that labels never meet.
fn gaps(out: &mut String, layout: &Layout) {
    let band = |out: &mut String, (x, y, w, h): (f64, f64, f64, f64), title: String| {
        let _ = write!(
            out,
            "<g><title>{title}</title><rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{w:.1}\" height=\"{h:.1}\" fill=\"#e7e2d8\" stroke=\"#b8b0a0\" stroke-dasharray=\"4 3\"/></g>"
        );
    };
    let label = |out: &mut String, (cx, cy): (f64, f64), text: String, turn: bool| {
        let turn = if turn {
            format!(" transform=\"rotate(-90 {cx:.1} {cy:.1})\"")
        } else {
            String::new()
        };
        let _ = write!(
            out,
            "<text x=\"{cx:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"9\" fill=\"#6b6358\"{turn}>{text}</text>",
            cy + 3.0
        );
    };
    let cols = layout.cols.slots.iter().zip(&layout.xs);
    let rows = layout.rows.slots.iter().zip(&layout.ys);
    let col_gaps: Vec<(Slot, f64)> = cols
        .filter(|(s, _)| s.is_gap())
        .map(|(s, x)| (*s, *x))
        .collect();
    let row_gaps: Vec<(Slot, f64)> = rows
        .filter(|(s, _)| s.is_gap())
        .map(|(s, y)| (*s, *y))
        .collect();
    for (slot, x) in &col_gaps {
        band(
            out,
            (*x, MARGIN, GAP, layout.height),
            slot.describe("columns"),
        );
    }
    for (slot, y) in &row_gaps {
        band(
            out,
            (layout.left, *y, layout.width, GAP),
            slot.describe("rows"),
        );
    }
    // A gap lies between two tiles, so each axis has a stretch; an empty
    // board has neither gaps nor stretches.
    let longest = |slots: &[Slot], starts: &[f64]| {
        stretches(slots, starts)
            .first()
            .copied()
            .unwrap_or((0.0, 0.0))
    };
    let (y0, tall) = longest(&layout.rows.slots, &layout.ys);
    for (slot, x) in &col_gaps {
        let text = band_label(slot.count(), "columns", tall);
        label(out, (x + GAP / 2.0, y0 + tall / 2.0), text, true);
    }
    let (x0, wide) = longest(&layout.cols.slots, &layout.xs);
    for (slot, y) in &row_gaps {
        let text = band_label(slot.count(), "rows", wide);
        label(out, (x0 + wide / 2.0, y + GAP / 2.0), text, false);
    }
}

/// The scored features' squares, and the placed tile outlined.
fn highlights(out: &mut String, scene: &Scene, layout: &Layout) {
    for (squares, _) in &scene.scored {
        for (ox, oy) in squares.iter().filter_map(|p| layout.origin(*p)) {
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
    if let Some((ox, oy)) = scene.placed.and_then(|p| layout.origin(p)) {
        let _ = write!(
            out,
            "<rect x=\"{ox:.1}\" y=\"{oy:.1}\" width=\"{S}\" height=\"{S}\" fill=\"none\" stroke=\"#f97316\" stroke-width=\"3\"/>"
        );
    }
}

/// Where on its tile (of side 1) a tower foundation is drawn.
const TOWER_SPOT: (f64, f64) = (0.62, 0.62);

/// Where on its tile (of side 1) a figure stands.
fn spot(t: &PlacedTile, standing: Standing) -> (f64, f64) {
    match standing {
        Standing::Feature(i) => match t.tile.points_of(i, t.rot).next() {
            Some(p) => inward(point_xy(p), 0.45),
            None => (0.5, 0.38),
        },
        // The foundation is drawn in the tile's middle; a follower on top
        // of the tower stands on it.
        Standing::Tower => TOWER_SPOT,
        Standing::Corner(c) => match c.name() {
            "NE" => (0.92, 0.08),
            "SE" => (0.92, 0.92),
            "SW" => (0.08, 0.92),
            _ => (0.08, 0.08),
        },
    }
}

/// Most figures that share a spot are fanned out round it; more than this
/// would spill onto the next tile, so they are drawn as one counted disc.
const FAN: usize = 4;

/// The figures, each where it stands. Figures on one spot (two followers
/// in one city, a pig beside a farmer) are fanned out round it so that
/// each shows.
fn figures(out: &mut String, scene: &Scene, layout: &Layout) {
    let mut spots: Vec<((f64, f64), Vec<&Figure>)> = Vec::new();
    for f in &scene.board.figures {
        let Some(t) = scene.board.tile(f.pos) else {
            continue;
        };
        let Some((ox, oy)) = layout.origin(f.pos) else {
            continue;
        };
        let (x, y) = spot(t, f.standing);
        let at = (ox + x * S, oy + y * S);
        match spots.iter_mut().find(|(p, _)| *p == at) {
            Some((_, all)) => all.push(f),
            None => spots.push((at, vec![f])),
        }
    }
    for ((fx, fy), all) in spots {
        let n = all.len();
        if n > FAN {
            counted(out, scene, (fx, fy), &all);
            continue;
        }
        let radius = [0.0, 0.0, 8.0, 9.5, 10.5][n];
        for (k, f) in all.into_iter().enumerate() {
            let angle = std::f64::consts::PI * (1.0 + 2.0 * k as f64 / n as f64);
            figure(
                out,
                scene,
                f,
                (fx + radius * angle.cos(), fy + radius * angle.sin()),
            );
        }
    }
}

fn who(scene: &Scene, f: &Figure) -> String {
    let owner = scene
        .players
        .get(f.owner)
        .map(String::as_str)
        .unwrap_or("?");
    format!("{owner}'s {}", f.kind.name().replace('-', " "))
}

/// One figure: a disc in its owner's colour (a square for the barn) with
/// the letter of its kind.
fn figure(out: &mut String, scene: &Scene, f: &Figure, (fx, fy): (f64, f64)) {
    let owner = scene
        .players
        .get(f.owner)
        .map(String::as_str)
        .unwrap_or("?");
    let title = esc(&who(scene, f));
    if f.kind == FigureKind::Barn {
        let _ = write!(
            out,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"12\" height=\"12\" fill=\"{}\" stroke=\"#fff\" stroke-width=\"1.5\"><title>{title}</title></rect>",
            fx - 6.0,
            fy - 6.0,
            colour(owner)
        );
    } else {
        let r = if f.kind == FigureKind::BigFollower {
            8.5
        } else {
            6.5
        };
        let _ = write!(
            out,
            "<circle cx=\"{fx:.1}\" cy=\"{fy:.1}\" r=\"{r}\" fill=\"{}\" stroke=\"#fff\" stroke-width=\"1.5\"><title>{title}</title></circle>",
            colour(owner)
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

/// Many figures on one spot: a grey disc with their number, naming them all.
fn counted(out: &mut String, scene: &Scene, (fx, fy): (f64, f64), all: &[&Figure]) {
    let names: Vec<String> = all.iter().map(|f| who(scene, f)).collect();
    let _ = write!(
        out,
        "<circle cx=\"{fx:.1}\" cy=\"{fy:.1}\" r=\"8.5\" fill=\"#444\" stroke=\"#fff\" stroke-width=\"1.5\"><title>{}</title></circle><text x=\"{fx:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"9\" font-weight=\"bold\" fill=\"#fff\">{}</text>",
        esc(&format!("{} figures: {}", all.len(), names.join(", "))),
        fy + 3.0,
        all.len()
    );
}

/// The legend, wrapped to `width`: the kinds of figure on the board, then
/// what scored (or that the table is empty); each line with its colour.
fn legend_lines(scene: &Scene, width: f64) -> Vec<(String, &'static str)> {
    let kinds: Vec<String> = FigureKind::ALL
        .into_iter()
        .filter(|k| scene.board.figures.iter().any(|f| f.kind == *k))
        .map(|k| match kind_letter(k) {
            "" => format!("plain {}", k.name()),
            letter => format!("{letter} {}", k.name().replace('-', " ")),
        })
        .collect();
    let mut lines = Vec::new();
    if scene.board.tiles.is_empty() {
        lines.push(("(the table is empty)".to_owned(), "#333"));
    }
    if !kinds.is_empty() {
        let mut pieces = vec!["figures:".to_owned()];
        let last = kinds.len() - 1;
        pieces.extend(
            kinds
                .into_iter()
                .enumerate()
                .map(|(i, k)| if i < last { format!("{k},") } else { k }),
        );
        lines.extend(wrap(&pieces, width).into_iter().map(|l| (l, "#333")));
    }
    let mut marks = Vec::new();
    if scene.city.is_some() {
        marks.push("City of Carcassonne: its wall in stone; its quarters drawn on its two inner squares, the count as a black disc");
    }
    if !scene.castles.is_empty() {
        marks.push("castles: the crenellated tokens, in their owners' colours");
    }
    if scene
        .board
        .tiles
        .values()
        .any(|t| t.tile.features.iter().any(|f| f.marks.pig_herds > 0))
    {
        marks.push("pig herd: the pink mark on its field; blue bands: rivers");
    }
    for text in marks {
        let pieces: Vec<String> = text.split(' ').map(str::to_owned).collect();
        lines.extend(wrap(&pieces, width).into_iter().map(|l| (l, "#333")));
    }
    for (_, words) in &scene.scored {
        let text = format!("scored: {words}");
        let pieces: Vec<String> = text.split(' ').map(str::to_owned).collect();
        lines.extend(wrap(&pieces, width).into_iter().map(|l| (l, "#7a5a00")));
    }
    lines
}

/// Pieces of text joined by spaces into lines no wider than `width` (by
/// [`text_width`] at the legend's size); a piece wider than a line is cut.
fn wrap(pieces: &[String], width: f64) -> Vec<String> {
    let fits = |s: &str| text_width(s, 10.0) <= width;
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for piece in pieces {
        let joined = if line.is_empty() {
            piece.clone()
        } else {
            format!("{line} {piece}")
        };
        if fits(&joined) {
            line = joined;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        for c in piece.chars() {
            if !line.is_empty() && !fits(&format!("{line}{c}")) {
                lines.push(std::mem::take(&mut line));
            }
            line.push(c);
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}
