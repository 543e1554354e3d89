//! The table as SVG: fields, cities with their pennants, roads,
//! monasteries, gardens, figures in their owners' colours, square
//! coordinates; for a ruling, the placed tile and the scored features
//! highlighted, with a legend. Runs of empty columns and rows are drawn as
//! one thin band saying how many. What a box adds (an inn, a lake, a tower,
//! the dragon, a figure's letter) its file in `boxes/` draws, asked at
//! each step.

use std::fmt::Write;

use carc_core::board::{Figure, PlacedTile, Standing};
use carc_core::catalogue::{FeatureIdx, Kind};
use carc_core::figure::FigureKind;
use carc_core::geometry::{Point, Pos, Side};

use super::boxes::{self, At, Layer, Over, Part, Shape, Table};
use super::farms::{self, Farm};
use super::{Axis, Scene, Slot, centre_kind, figure_point, place, point_xy};
use crate::i18n::{Catalogue, Lang, catalogue};

/// The side of a tile, in SVG units.
pub(super) const S: f64 = 60.0;
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
pub(super) fn inward((x, y): (f64, f64), by: f64) -> (f64, f64) {
    (x + (0.5 - x) * by, y + (0.5 - y) * by)
}

/// A player's colour, by the player's name.
pub(super) fn colour(player: &str) -> &'static str {
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

/// Text for an element's content. XML has no way to write some
/// characters at all, not even as references (U+FFFE, U+FFFF, most
/// controls): a name holding one is shown with a visible escape, as a
/// terminal shows it, instead of breaking the file.
pub(super) fn esc(text: &str) -> String {
    crate::safe_text::escape_xml(text)
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// One tile: the ground, the tints of its farms told apart, its cities,
/// its roads, its middle, and each box's marks at their layers, titled in
/// `words`.
fn tile(
    out: &mut String,
    t: &PlacedTile,
    (ox, oy): (f64, f64),
    tints: &[(FeatureIdx, &Farm)],
    words: &Catalogue,
) {
    let at = |(x, y): (f64, f64)| (ox + x * S, oy + y * S);
    let marks = |out: &mut String, layer| {
        for b in boxes::ALL {
            b.svg_tile(out, layer, t, &at, words);
        }
    };
    let _ = write!(
        out,
        "<rect x=\"{ox}\" y=\"{oy}\" width=\"{S}\" height=\"{S}\" fill=\"#8cc46a\" stroke=\"#5d7f45\" stroke-width=\"0.5\"/>"
    );
    for (field, farm) in tints {
        tint(out, t, *field, farm, &at, false);
    }
    cities(out, t, &at);
    for (field, farm) in tints {
        tint(out, t, *field, farm, &at, true);
    }
    marks(out, Layer::Ground);
    roads(out, t, &at);
    marks(out, Layer::Water);
    middle(out, t, at((0.5, 0.5)));
    marks(out, Layer::Top);
}

/// Cities: a wedge from each edge point they own towards the middle, and
/// the middle itself when the city spans several sides; a pennant; then
/// the boxes' marks on each.
fn cities(out: &mut String, t: &PlacedTile, at: At) {
    for (i, f) in t.tile.features.iter().enumerate() {
        if f.kind != Kind::City {
            continue;
        }
        let points: Vec<Point> = t.tile.points_of(i, t.rot).collect();
        let sides: std::collections::BTreeSet<Side> = points.iter().map(|p| p.side()).collect();
        for p in &points {
            let pts = wedge(*p).map(|q| {
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
                "<path class=\"pennant\" d=\"M{:.1},{:.1} h8 v6 l-4,4 l-4,-4 z\" fill=\"#2b59c3\" stroke=\"#fff\" stroke-width=\"1\"/>",
                x - 4.0,
                y - 5.0
            );
        }
        for b in boxes::ALL {
            b.svg_feature(out, t, i, at);
        }
    }
}

/// The wedge of a tile (of side 1) from an edge point's third of its side
/// towards the middle, as its four corners: the rim's two, then the
/// inner two. The twelve wedges tile the band round the tile's middle.
fn wedge(p: Point) -> [(f64, f64); 4] {
    let (x, y) = point_xy(p);
    let half = 1.0 / 6.0;
    let (a, b) = match p.side() {
        Side::N | Side::S => ((x - half, y), (x + half, y)),
        Side::E | Side::W => ((x, y - half), (x, y + half)),
    };
    [a, b, inward(b, INSET * 2.0), inward(a, INSET * 2.0)]
}

/// A farm's tint on one of its fields: for each edge point of the field,
/// the triangle from that point's third of the side to the tile's middle,
/// hatched in the farm's colour and outlined where it meets no other
/// triangle of the field (not along the tile's edge); drawn under the
/// cities, roads and middle that cover the rest. A field with no edge
/// point lies in the middle: a disc there, over the cities round it.
fn tint(out: &mut String, t: &PlacedTile, field: FeatureIdx, farm: &Farm, at: At, inner: bool) {
    let xy = |q: (f64, f64)| {
        let (x, y) = at(q);
        format!("{x:.1},{y:.1}")
    };
    let title = esc(&farm.name);
    let paint = format!("url(#{})", farm.pattern);
    let mut points = t.tile.points_of(field, t.rot).peekable();
    if points.peek().is_none() {
        if inner {
            let (cx, cy) = at((0.5, 0.5));
            let _ = write!(
                out,
                "<g class=\"farm\"><title>{title}</title><circle cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{:.1}\" fill=\"{paint}\" stroke=\"{}\" stroke-width=\"1.2\" stroke-dasharray=\"3 2\"/></g>",
                S * 0.15,
                farm.stroke
            );
        }
        return;
    }
    if inner {
        return;
    }
    let centre = xy((0.5, 0.5));
    let mut fill = String::new();
    let mut edges: Vec<(String, String)> = Vec::new();
    for p in points {
        let [a, b, _, _] = wedge(p).map(xy);
        let _ = write!(fill, "M{a} L{b} L{centre} Z ");
        // The two sides from the middle; a side two triangles share lies
        // inside the field.
        for side in [(b, centre.clone()), (centre.clone(), a)] {
            let same = |e: &(String, String)| {
                (e.0 == side.0 && e.1 == side.1) || (e.0 == side.1 && e.1 == side.0)
            };
            match edges.iter().position(same) {
                Some(k) => {
                    edges.remove(k);
                }
                None => edges.push(side),
            }
        }
    }
    let outline: String = edges.iter().map(|(u, v)| format!("M{u} L{v} ")).collect();
    let _ = write!(
        out,
        "<g class=\"farm\"><title>{title}</title><path d=\"{}\" fill=\"{paint}\"/>",
        fill.trim_end()
    );
    if !outline.is_empty() {
        let _ = write!(
            out,
            "<path d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"1.2\" stroke-dasharray=\"3 2\"/>",
            outline.trim_end(),
            farm.stroke
        );
    }
    out.push_str("</g>");
}

/// Roads: from each road end on the rim to the middle, or as far as a box
/// says (a lake's shore); then the boxes' marks on each.
fn roads(out: &mut String, t: &PlacedTile, at: At) {
    for (i, f) in t.tile.features.iter().enumerate() {
        if f.kind != Kind::Road {
            continue;
        }
        let points: Vec<Point> = t.tile.points_of(i, t.rot).collect();
        let end = boxes::ALL
            .iter()
            .find_map(|b| b.svg_road_end(t, f))
            .unwrap_or(1.0);
        for p in &points {
            let (x1, y1) = at(point_xy(*p));
            let (x2, y2) = at(inward(point_xy(*p), end));
            let _ = write!(
                out,
                "<line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"#f4efe6\" stroke-width=\"5\" stroke-linecap=\"round\"/>"
            );
        }
        for b in boxes::ALL {
            b.svg_feature(out, t, i, at);
        }
    }
}

/// A monastery or a garden in the middle, unless a box draws the middle
/// instead (the abbey).
fn middle(out: &mut String, t: &PlacedTile, (cx, cy): (f64, f64)) {
    if boxes::ALL.iter().any(|b| b.svg_middle(out, t, (cx, cy))) {
        return;
    }
    match centre_kind(t.tile) {
        Some(Kind::Monastery) => {
            let _ = write!(
                out,
                "<rect class=\"monastery\" x=\"{:.1}\" y=\"{:.1}\" width=\"18\" height=\"18\" fill=\"#b5543c\" stroke=\"#5a2a1e\"/>",
                cx - 9.0,
                cy - 9.0
            );
        }
        Some(Kind::Garden) => {
            let _ = write!(
                out,
                "<circle class=\"garden\" cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"9\" fill=\"#2f7d32\" stroke=\"#1b4d1d\"/>"
            );
        }
        _ => {}
    }
}

/// The side of a tile in the pictures, in SVG units.
pub const TILE: f64 = S;

/// One tile alone, its north-west corner at the origin and `TILE` wide,
/// without the board around it: the page for the table lays these out on a
/// board of its own that takes taps. Its marks' titles are English.
pub fn tile_fragment(t: &PlacedTile) -> String {
    let mut out = String::new();
    tile(&mut out, t, (0.0, 0.0), &[], catalogue(Lang::En));
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
    let (farms, farm_lines) = farms::farms(scene);
    let legend = legend_lines(scene, text, &farms, &farm_lines);
    let w = layout.left + text + MARGIN;
    let h = MARGIN + layout.height + MARGIN + LINE * legend.len() as f64;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\" font-size=\"10\">"
    );
    let _ = write!(out, "<rect width=\"{w}\" height=\"{h}\" fill=\"#fbfaf7\"/>");
    farms::patterns(&mut out, &farms);
    labels(&mut out, &layout);
    gaps(&mut out, &layout, scene.words());
    for t in scene.board.tiles.values() {
        if let Some(origin) = layout.origin(t.pos) {
            let tints = farms::on_tile(&farms, t.pos);
            tile(&mut out, t, origin, &tints, scene.words());
        }
    }
    highlights(&mut out, scene, &layout);
    // A box's figures off the tiles (in the City's quarters) are drawn as
    // those on them.
    let disc = |out: &mut String, owner: usize, kind: FigureKind, at: (f64, f64)| {
        let f = Figure {
            id: carc_core::board::FigureId(u32::MAX),
            owner,
            kind,
            pos: Pos::new(0, 0),
            standing: Standing::Tower,
        };
        figure(out, scene, &f, &who(scene, &f), at);
    };
    let table = Table {
        scene,
        origin: &|p| layout.origin(p),
        disc: &disc,
    };
    let pieces = |out: &mut String, over| {
        for b in boxes::ALL {
            b.svg_table(out, over, &table);
        }
    };
    pieces(&mut out, Over::Tiles);
    figures(&mut out, scene, &layout);
    pieces(&mut out, Over::Figures);
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

/// 1234567 as "1,234,567", with the language's separator.
fn thousands(n: u64, words: &Catalogue) -> String {
    let separator = words.get("show-thousands-separator");
    let digits = n.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(&separator);
        }
        out.push(d);
    }
    out
}

/// The longest of the band's labels that fits along it: the message `id`
/// says how many coordinates it stands for.
fn band_label(n: u64, id: &str, room: f64, words: &Catalogue) -> String {
    let short = thousands(n, words);
    let long = words.say(id, &[("count", short.as_str().into())]);
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
fn gaps(out: &mut String, layout: &Layout, words: &Catalogue) {
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
        let title = gap_title(*slot, "show-gap-columns", words);
        band(out, (*x, MARGIN, GAP, layout.height), title);
    }
    for (slot, y) in &row_gaps {
        let title = gap_title(*slot, "show-gap-rows", words);
        band(out, (layout.left, *y, layout.width, GAP), title);
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
        let text = band_label(slot.count(), "show-empty-columns", tall, words);
        label(out, (x + GAP / 2.0, y0 + tall / 2.0), text, true);
    }
    let (x0, wide) = longest(&layout.cols.slots, &layout.xs);
    for (slot, y) in &row_gaps {
        let text = band_label(slot.count(), "show-empty-rows", wide, words);
        label(out, (x0 + wide / 2.0, y + GAP / 2.0), text, false);
    }
}

/// A run of empty columns or rows in words: "columns 2 to 999999: no
/// tiles" (the message `id`).
fn gap_title(slot: Slot, id: &str, words: &Catalogue) -> String {
    let (from, to) = match slot {
        Slot::Line(c) => (c, c),
        Slot::Gap { from, to } => (from, to),
    };
    words.say(id, &[("from", from.into()), ("to", to.into())])
}

/// The scored features' squares, and the placed tile outlined.
fn highlights(out: &mut String, scene: &Scene, layout: &Layout) {
    // A square two lines scored (a farm's two players, a fairy's bonus)
    // is highlighted once.
    let squares: std::collections::BTreeSet<Pos> = scene
        .scored
        .iter()
        .flat_map(|s| s.squares.iter().copied())
        .collect();
    for (ox, oy) in squares.iter().filter_map(|p| layout.origin(*p)) {
        let _ = write!(
            out,
            "<rect class=\"scored\" x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"#ffd54a\" fill-opacity=\"0.25\" stroke=\"#e0a800\" stroke-width=\"2\"/>",
            ox + 2.0,
            oy + 2.0,
            S - 4.0,
            S - 4.0
        );
    }
    if let Some((ox, oy)) = scene.placed.and_then(|p| layout.origin(p)) {
        let _ = write!(
            out,
            "<rect class=\"placed\" x=\"{ox:.1}\" y=\"{oy:.1}\" width=\"{S}\" height=\"{S}\" fill=\"none\" stroke=\"#f97316\" stroke-width=\"3\"/>"
        );
    }
}

/// Where on its tile (of side 1) a figure on top of a tower stands, and so
/// where the tower is drawn.
pub(super) const TOWER_SPOT: (f64, f64) = (0.62, 0.62);

/// Where on its tile (of side 1) a figure stands: beside the point the
/// file wrote it at, on a feature.
fn spot(scene: &Scene, f: &Figure) -> (f64, f64) {
    match f.standing {
        Standing::Feature(_) => match figure_point(scene, f) {
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
        if scene.board.tile(f.pos).is_none() {
            continue;
        }
        let Some((ox, oy)) = layout.origin(f.pos) else {
            continue;
        };
        let (x, y) = spot(scene, f);
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
                &described(scene, f),
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
    super::owned(scene, owner, f.kind)
}

/// A figure on a tile and where it stands, as its title says it: "red's
/// follower on [0, 0] (road W)".
fn described(scene: &Scene, f: &Figure) -> String {
    scene.say(
        "show-figure",
        &[
            ("figure", who(scene, f).into()),
            ("at", f.pos.to_string().into()),
            ("place", place(scene, f).into()),
        ],
    )
}

/// One figure: a disc in its owner's colour (or the shape its box gives
/// it) with the letter of its kind, titled.
fn figure(out: &mut String, scene: &Scene, f: &Figure, title: &str, (fx, fy): (f64, f64)) {
    let owner = scene
        .players
        .get(f.owner)
        .map(String::as_str)
        .unwrap_or("?");
    let title = esc(title);
    let look = boxes::look(f.kind);
    match look.shape {
        Shape::Square => {
            let _ = write!(
                out,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"12\" height=\"12\" fill=\"{}\" stroke=\"#fff\" stroke-width=\"1.5\"><title>{title}</title></rect>",
                fx - 6.0,
                fy - 6.0,
                colour(owner)
            );
        }
        Shape::Disc(r) => {
            let _ = write!(
                out,
                "<circle cx=\"{fx:.1}\" cy=\"{fy:.1}\" r=\"{r}\" fill=\"{}\" stroke=\"#fff\" stroke-width=\"1.5\"><title>{title}</title></circle>",
                colour(owner)
            );
        }
    }
    let letter = look.letter;
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
    let names: Vec<String> = all
        .iter()
        .map(|f| format!("{} ({})", who(scene, f), place(scene, f)))
        .collect();
    let _ = write!(
        out,
        "<circle cx=\"{fx:.1}\" cy=\"{fy:.1}\" r=\"8.5\" fill=\"#444\" stroke=\"#fff\" stroke-width=\"1.5\"><title>{}</title></circle><text x=\"{fx:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"9\" font-weight=\"bold\" fill=\"#fff\">{}</text>",
        esc(&scene.say(
            "show-counted-figures",
            &[
                ("count", all.len().into()),
                ("figures", names.join(", ").into())
            ],
        )),
        fy + 3.0,
        all.len()
    );
}

/// The legend, wrapped to `width`: the kinds of figure on the board, then
/// what scored (or that the table is empty); each line with its colour.
fn legend_lines(
    scene: &Scene,
    width: f64,
    farms: &[Farm],
    farm_lines: &[Option<usize>],
) -> Vec<(String, &'static str)> {
    let words = scene.words();
    let kinds: Vec<String> = FigureKind::ALL
        .into_iter()
        .filter(|k| scene.board.figures.iter().any(|f| f.kind == *k))
        .map(|k| {
            let figure = super::figure_words(words, k);
            match boxes::look(k).letter {
                "" => words.say("show-plain-figure", &[("figure", figure.into())]),
                letter => format!("{letter} {figure}"),
            }
        })
        .collect();
    let mut lines = Vec::new();
    if scene.board.tiles.is_empty() {
        lines.push((words.get("show-empty-table"), "#333"));
    }
    if !kinds.is_empty() {
        let mut pieces = vec![words.get("show-figures-heading")];
        let last = kinds.len() - 1;
        pieces.extend(
            kinds
                .into_iter()
                .enumerate()
                .map(|(i, k)| if i < last { format!("{k},") } else { k }),
        );
        lines.extend(wrap(&pieces, width).into_iter().map(|l| (l, "#333")));
    }
    let key = base_key(scene);
    if !key.is_empty() {
        let text = words.say("show-svg-key", &[("marks", key.join("; ").into())]);
        let pieces: Vec<String> = text.split(' ').map(str::to_owned).collect();
        lines.extend(wrap(&pieces, width).into_iter().map(|l| (l, "#333")));
    }
    let marks = [Part::Places, Part::Notes].into_iter().flat_map(|part| {
        boxes::ALL
            .iter()
            .filter_map(move |b| b.svg_legend(part, scene))
    });
    for text in marks {
        let pieces: Vec<String> = text.split(' ').map(str::to_owned).collect();
        lines.extend(wrap(&pieces, width).into_iter().map(|l| (l, "#333")));
    }
    if !farms.is_empty() {
        let text = words.get("show-svg-farms");
        let pieces: Vec<String> = text.split(' ').map(str::to_owned).collect();
        lines.extend(wrap(&pieces, width).into_iter().map(|l| (l, "#333")));
    }
    for (i, scored) in scene.scored.iter().enumerate() {
        let colour = match farm_lines.get(i).copied().flatten() {
            Some(farm) => farms[farm].stroke,
            None => "#7a5a00",
        };
        let pieces: Vec<String> = scored.words.split(' ').map(str::to_owned).collect();
        lines.extend(wrap(&pieces, width).into_iter().map(|l| (l, colour)));
    }
    lines
}

/// What the shared drawing's marks on the table mean, those it shows: the
/// base game's symbols, the placed tile's frame, the scored squares.
fn base_key(scene: &Scene) -> Vec<String> {
    let tiles = || scene.board.tiles.values();
    // A middle a box draws instead (the abbey) is that box's to tell.
    let own_middle = |t: &PlacedTile| {
        boxes::ALL
            .iter()
            .any(|b| b.svg_middle(&mut String::new(), t, (0.0, 0.0)))
    };
    let has = |kind: Kind| tiles().any(|t| centre_kind(t.tile) == Some(kind) && !own_middle(t));
    let pennants = boxes::shows_feature(scene, |f| f.kind == Kind::City && f.marks.pennants > 0);
    [
        (pennants, "show-svg-key-pennant"),
        (has(Kind::Monastery), "show-svg-key-monastery"),
        (has(Kind::Garden), "show-svg-key-garden"),
        (scene.placed.is_some(), "show-svg-key-placed"),
        (
            scene.scored.iter().any(|s| !s.squares.is_empty()),
            "show-svg-key-scored",
        ),
    ]
    .into_iter()
    .filter(|(shown, _)| *shown)
    .map(|(_, id)| scene.words().get(id))
    .collect()
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
