//! The table in characters: each tile a block of 5 by 3, north up, with
//! square coordinates along the edges and a legend of the figures. Runs of
//! empty columns and rows are drawn as one narrow break (`⋯`, `⋮`), so the
//! picture grows with the tiles, not with the span between them.

use std::collections::BTreeMap;

use carc_core::board::{Figure, PlacedTile, Standing};
use carc_core::catalogue::{FeatureIdx, Kind, Tile};
use carc_core::geometry::{Point, Pos, Rotation};

use super::boxes::{self, Ground, Part};
use super::{Axis, Scene, Slot, centre_feature, centre_kind, figure_point, mark, place, point_xy};

/// One character for what a point of a tile shows.
fn kind_char(kind: Option<Kind>, vertical: bool) -> char {
    match kind {
        Some(Kind::City) => '#',
        Some(Kind::Road) if vertical => '|',
        Some(Kind::Road) => '-',
        Some(Kind::Field) | None => '.',
        Some(Kind::Monastery) => 'M',
        Some(Kind::Garden) => 'G',
    }
}

fn point_kind(tile: &Tile, rot: Rotation, p: &str) -> Option<Kind> {
    let point = Point::parse(p)?;
    tile.feature_at(point, rot).map(|f| tile.features[f].kind)
}

/// The 3 rows of 5 characters of a tile, and where each point is drawn.
fn block(tile: &Tile, rot: Rotation) -> [[char; 5]; 3] {
    // What no feature owns is ground, unless a box draws something there
    // (a river's mouth, the City's wall); so is the middle, unless a box
    // draws it (the abbey, a lake) or a feature stands there.
    let ground = |g: Ground| boxes::ALL.iter().find_map(|b| b.text_ground(tile, g));
    let k = |p: &str, vertical: bool| match point_kind(tile, rot, p) {
        None => ground(Ground::Point(p)).unwrap_or_else(|| kind_char(None, vertical)),
        kind => kind_char(kind, vertical),
    };
    let corner = |a: &str, b: &str| match (point_kind(tile, rot, a), point_kind(tile, rot, b)) {
        (Some(Kind::City), Some(Kind::City)) => '#',
        (None, None) => ground(Ground::Corner).unwrap_or('.'),
        _ => '.',
    };
    let centre = if let Some(ch) = ground(Ground::Middle) {
        ch
    } else if let Some(kind) = centre_kind(tile) {
        kind_char(Some(kind), false)
    } else {
        let roads: Vec<&str> = ["N", "E", "S", "W"]
            .into_iter()
            .filter(|p| point_kind(tile, rot, p) == Some(Kind::Road))
            .collect();
        let cities = ["N", "E", "S", "W"]
            .into_iter()
            .filter(|p| point_kind(tile, rot, p) == Some(Kind::City))
            .count();
        match roads.as_slice() {
            ["N", "S"] => '|',
            ["E", "W"] => '-',
            [_, _, ..] => '+',
            [_] if cities > 0 => '-',
            [_] => 'o',
            [] if cities >= 2 => '#',
            [] => '.',
        }
    };
    [
        [
            corner("WNW", "NNW"),
            k("NNW", true),
            k("N", true),
            k("NNE", true),
            corner("NNE", "ENE"),
        ],
        [k("W", false), ' ', centre, ' ', k("E", false)],
        [
            corner("WSW", "SSW"),
            k("SSW", true),
            k("S", true),
            k("SSE", true),
            corner("SSE", "ESE"),
        ],
    ]
}

/// Where in the block a figure on a point (or in the middle) is drawn.
fn cell_of(point: Option<Point>) -> (usize, usize) {
    match point.map(|p| p.name()) {
        Some("NNW") => (0, 1),
        Some("N") => (0, 2),
        Some("NNE") => (0, 3),
        Some("ENE" | "E" | "ESE") => (1, 4),
        Some("SSE") => (2, 3),
        Some("S") => (2, 2),
        Some("SSW") => (2, 1),
        Some("WSW" | "W" | "WNW") => (1, 0),
        _ => (1, 2),
    }
}

/// The terminal colour of a character of the board: the features', else
/// the one its box gives it.
fn colour_of(ch: char) -> &'static str {
    match ch {
        '#' => "\x1b[33m",
        '|' | '-' | '+' | 'o' => "\x1b[1;37m",
        '.' => "\x1b[32m",
        'M' | 'G' => "\x1b[31m",
        _ => boxes::ALL
            .iter()
            .flat_map(|b| b.text_colours())
            .find(|(c, _)| *c == ch)
            .map_or("", |(_, colour)| colour),
    }
}

fn player_colour(name: &str) -> &'static str {
    match name {
        "red" => "\x1b[1;41;97m",
        "blue" => "\x1b[1;44;97m",
        "green" => "\x1b[1;42;97m",
        "yellow" => "\x1b[1;43;30m",
        "black" => "\x1b[1;40;97m",
        _ => "\x1b[1;45;97m",
    }
}

/// A cell of a block: (row, column).
type Cell = (usize, usize);

/// The edge points each cell of a block draws: one for a side cell, the two
/// beside it for a corner; the middle and the blanks draw none.
const CELL_POINTS: [[&[&str]; 5]; 3] = [
    [&["WNW", "NNW"], &["NNW"], &["N"], &["NNE"], &["NNE", "ENE"]],
    [&["W"], &[], &[], &[], &["E"]],
    [&["WSW", "SSW"], &["SSW"], &["S"], &["SSE"], &["SSE", "ESE"]],
];

/// The kind of feature a character of a block stands for.
fn drawn_kind(ch: char) -> Option<Kind> {
    match ch {
        '#' => Some(Kind::City),
        '|' | '-' | 'o' => Some(Kind::Road),
        '.' => Some(Kind::Field),
        'M' => Some(Kind::Monastery),
        'G' => Some(Kind::Garden),
        _ => None,
    }
}

/// The one feature a cell shows: of the features at its points, those of the
/// kind its character draws. None when that is not exactly one feature, as
/// where a corner shows two separate cities.
fn owner_of(tile: &Tile, rot: Rotation, points: &[&str], ch: char) -> Option<FeatureIdx> {
    let kind = drawn_kind(ch)?;
    let mut found = points
        .iter()
        .filter_map(|p| tile.feature_at(Point::parse(p)?, rot))
        .filter(|f| tile.features[*f].kind == kind);
    let first = found.next()?;
    found.all(|f| f == first).then_some(first)
}

/// Which feature each cell of a tile's block draws, if a single one.
fn owners(t: &PlacedTile) -> [[Option<FeatureIdx>; 5]; 3] {
    let drawn = block(t.tile, t.rot);
    let mut out = [[None; 5]; 3];
    for (r, row) in out.iter_mut().enumerate() {
        for (c, owner) in row.iter_mut().enumerate() {
            *owner = if (r, c) == (1, 2) {
                centre_owner(t, drawn[1][2])
            } else {
                owner_of(t.tile, t.rot, CELL_POINTS[r][c], drawn[r][c])
            };
        }
    }
    out
}

/// The feature the middle of a block draws: the monastery, garden or abbey,
/// else the one road, city or field its character joins; nobody stands on a lake.
fn centre_owner(t: &PlacedTile, ch: char) -> Option<FeatureIdx> {
    if t.tile.lake {
        return None;
    }
    centre_feature(t.tile).or_else(|| owner_of(t.tile, t.rot, &["N", "E", "S", "W"], ch))
}

/// Where a figure may be drawn, best first: for a feature, the cells that
/// draw that feature, starting where the point it was written at (else
/// its feature's first point) is drawn and then the nearest; an inner
/// field, drawn by no cell, gets the blanks beside the middle. A barn has
/// its corner.
fn choices(
    owners: &[[Option<FeatureIdx>; 5]; 3],
    standing: Standing,
    point: Option<Point>,
) -> Vec<Cell> {
    let i = match standing {
        Standing::Corner(corner) => {
            return vec![match corner.name() {
                "NE" => (0, 4),
                "SE" => (2, 4),
                "SW" => (2, 0),
                _ => (0, 0),
            }];
        }
        Standing::Feature(i) => i,
        Standing::Tower => return vec![(1, 3)],
    };
    let (px, py) = point.map_or((0.5, 0.5), point_xy);
    let distance = |(r, c): Cell| (c as f64 / 4.0 - px).hypot(r as f64 / 2.0 - py);
    let mut own: Vec<Cell> = (0..3)
        .flat_map(|r| (0..5).map(move |c| (r, c)))
        .filter(|(r, c)| owners[*r][*c] == Some(i))
        .collect();
    own.sort_by(|a, b| distance(*a).total_cmp(&distance(*b)));
    // The cell that draws the point itself comes first, when it is the
    // feature's own.
    if let Some(k) = own.iter().position(|c| *c == cell_of(point)) {
        own[..=k].rotate_right(1);
    }
    if own.is_empty() {
        own = vec![(1, 1), (1, 3)];
    }
    own
}

/// Where the figures on one tile are drawn, as (figure index, cell). Figures
/// that share a feature take its cells one each, each first where it was
/// written; when the feature has too few free cells they all go on one,
/// which then shows their count.
fn place_on_tile(
    scene: &Scene,
    t: &PlacedTile,
    figures: &[(usize, &Figure)],
) -> Vec<(usize, Cell)> {
    let owners = owners(t);
    // Each figure with the cells it may take, best first, by where it
    // stands.
    type Members = Vec<(usize, Vec<Cell>)>;
    let mut groups: Vec<(Standing, Members)> = Vec::new();
    for (i, f) in figures {
        let cells = choices(&owners, f.standing, figure_point(scene, f));
        match groups.iter_mut().find(|g| g.0 == f.standing) {
            Some(g) => g.1.push((*i, cells)),
            None => groups.push((f.standing, vec![(*i, cells)])),
        }
    }
    // A barn has no cell but its corner: it chooses first.
    groups.sort_by_key(|g| !matches!(g.0, Standing::Corner(_)));
    let mut taken: Vec<Cell> = Vec::new();
    let mut out = Vec::new();
    for (_, members) in groups {
        let all = &members[0].1;
        let free = all.iter().filter(|c| !taken.contains(c)).count();
        if members.len() > free {
            let cell = all
                .iter()
                .find(|c| !taken.contains(c))
                .or(all.first())
                .copied()
                .unwrap_or((1, 2));
            out.extend(members.iter().map(|(m, _)| (*m, cell)));
            taken.push(cell);
            continue;
        }
        // Each takes the cell of its own point if free, then the others
        // the nearest free cells to theirs.
        let mut left = Vec::new();
        for (m, cells) in &members {
            match cells.first().filter(|c| !taken.contains(c)) {
                Some(c) => {
                    out.push((*m, *c));
                    taken.push(*c);
                }
                None => left.push((*m, cells)),
            }
        }
        for (m, cells) in left {
            if let Some(c) = cells.iter().find(|c| !taken.contains(c)) {
                out.push((m, *c));
                taken.push(*c);
            }
        }
    }
    out
}

/// Where every figure of the scene is drawn.
struct Marks {
    /// The figures drawn in each cell, by index into the board's figures.
    at: BTreeMap<(Pos, Cell), Vec<usize>>,
    /// Each figure's cell, by the same index.
    cell: Vec<Option<(Pos, Cell)>>,
}

impl Marks {
    fn of(scene: &Scene) -> Marks {
        let mut by_tile: BTreeMap<Pos, Vec<(usize, &Figure)>> = BTreeMap::new();
        for (i, f) in scene.board.figures.iter().enumerate() {
            by_tile.entry(f.pos).or_default().push((i, f));
        }
        let mut marks = Marks {
            at: BTreeMap::new(),
            cell: vec![None; scene.board.figures.len()],
        };
        for (pos, figures) in by_tile {
            let Some(t) = scene.board.tile(pos) else {
                continue;
            };
            for (i, cell) in place_on_tile(scene, t, &figures) {
                marks.at.entry((pos, cell)).or_default().push(i);
                marks.cell[i] = Some((pos, cell));
            }
        }
        marks
    }

    /// What a cell shows instead of the ground, and whose colour: a figure's
    /// mark, or the count of figures there.
    fn shown<'a>(&self, scene: &'a Scene, pos: Pos, cell: Cell) -> Option<(char, &'a str)> {
        let figures = self.at.get(&(pos, cell))?;
        let first = &scene.board.figures[*figures.first()?];
        if figures.len() == 1 {
            return Some((mark(scene, first), owner_name(scene, first)));
        }
        let count = count_mark(figures.len());
        let same = figures
            .iter()
            .all(|i| scene.board.figures[*i].owner == first.owner);
        Some((count, if same { owner_name(scene, first) } else { "" }))
    }
}

/// The mark of a cell that holds `n` figures: one digit, so 9 at most (the
/// legend gives the true count).
fn count_mark(n: usize) -> char {
    char::from_digit(n.min(9) as u32, 10).unwrap_or('9')
}

fn owner_name<'a>(scene: &'a Scene, f: &Figure) -> &'a str {
    scene
        .players
        .get(f.owner)
        .map(String::as_str)
        .unwrap_or("?")
}

/// The board, with coordinates, and a legend of the figures.
pub fn board(scene: &Scene, colour: bool) -> String {
    let tiles = &scene.board.tiles;
    if tiles.is_empty() {
        return format!("{}\n", scene.words().get("show-empty-table"));
    }
    let cols = Axis::new(tiles.keys().map(|p| p.x));
    let rows = Axis::new(tiles.keys().map(|p| p.y));
    let marks = Marks::of(scene);
    // Row labels are at least 4 wide, as they always were; wider for far rows.
    let margin = rows
        .slots
        .iter()
        .filter_map(|s| match s {
            Slot::Line(y) => Some(y.to_string().len()),
            Slot::Gap { .. } => None,
        })
        .fold(4, usize::max)
        + 1;
    let mut out = header(&cols, margin);
    for slot in rows.slots.iter().rev() {
        match *slot {
            Slot::Line(y) => {
                for row in 0..3 {
                    tile_line(&mut out, scene, &marks, &cols, (y, row), margin, colour);
                }
            }
            Slot::Gap { .. } => gap_line(&mut out, &cols, margin),
        }
    }
    legend(&mut out, scene, &marks, cols.has_gaps() || rows.has_gaps());
    // The pieces that stand on a tile, not on a feature: said in words
    // under the board.
    for b in boxes::ALL {
        b.text_legend(&mut out, Part::Pieces, scene);
    }
    out
}

/// How many characters a column takes: a block and a space, or a break
/// and a space.
fn slot_width(slot: Slot) -> usize {
    match slot {
        Slot::Line(_) => 6,
        Slot::Gap { .. } => 2,
    }
}

/// The column coordinates, each centred over its block. A label too wide to
/// leave a space before it (far coordinates run to 8 characters, a block is
/// 5) goes on a line of its own above, so every label stays over its column.
fn header(cols: &Axis, margin: usize) -> String {
    let mut lines: Vec<String> = vec![String::new()];
    let mut at = margin;
    for slot in &cols.slots {
        if let Slot::Line(x) = *slot {
            let label = x.to_string();
            let start = (at + 2).saturating_sub((label.len() - 1) / 2);
            let fits = |l: &String| l.is_empty() || l.chars().count() < start;
            let line = match lines.iter().position(fits) {
                Some(i) => &mut lines[i],
                None => {
                    lines.push(String::new());
                    lines.last_mut().expect("just pushed")
                }
            };
            let pad = start - line.chars().count();
            line.push_str(&" ".repeat(pad));
            line.push_str(&label);
        }
        at += slot_width(*slot);
    }
    // The first line sits on the board, as it always has; overflow above.
    let mut out = String::new();
    for line in lines.iter().rev() {
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// One of the three lines of a row of tiles.
fn tile_line(
    out: &mut String,
    scene: &Scene,
    marks: &Marks,
    cols: &Axis,
    (y, row): (i32, usize),
    margin: usize,
    colour: bool,
) {
    if row == 1 {
        out.push_str(&format!("{y:>w$} ", w = margin - 1));
    } else {
        out.push_str(&" ".repeat(margin));
    }
    for slot in &cols.slots {
        match *slot {
            Slot::Gap { .. } => out.push_str("⋯ "),
            Slot::Line(x) => {
                let pos = Pos::new(x, y);
                match scene.board.tile(pos) {
                    Some(t) => block_line(out, scene, marks, t, row, colour),
                    None => out.push_str("     "),
                }
                out.push(' ');
            }
        }
    }
    end_line(out);
}

/// One line of a tile's block, with the figures on it.
fn block_line(
    out: &mut String,
    scene: &Scene,
    marks: &Marks,
    t: &PlacedTile,
    row: usize,
    colour: bool,
) {
    let cells = block(t.tile, t.rot)[row];
    let placed = scene.placed == Some(t.pos);
    for (i, ch) in cells.into_iter().enumerate() {
        let figure = marks.shown(scene, t.pos, (row, i));
        let shown = match figure {
            Some((mark, _)) => mark,
            None if placed && row == 1 && (i == 1 || i == 3) && ch == ' ' => '*',
            None => ch,
        };
        match (colour, figure) {
            (true, Some((_, name))) => {
                out.push_str(&format!("{}{shown}\x1b[0m", player_colour(name)))
            }
            (true, None) => out.push_str(&format!("{}{shown}\x1b[0m", colour_of(shown))),
            (false, _) => out.push(shown),
        }
    }
}

/// The line that stands for a run of empty rows.
fn gap_line(out: &mut String, cols: &Axis, margin: usize) {
    out.push_str(&format!("{:>w$} ", "⋮", w = margin - 1));
    for slot in &cols.slots {
        match slot {
            Slot::Line(_) => out.push_str("  ⋮   "),
            Slot::Gap { .. } => out.push_str("  "),
        }
    }
    end_line(out);
}

/// No trailing spaces: pictures are compared in tests and pasted.
fn end_line(out: &mut String) {
    while out.ends_with(' ') {
        out.pop();
    }
    out.push('\n');
}

/// The key to the characters, the figures, the boxes' lines (the City's
/// quarters, the ferries) and the scores.
fn legend(out: &mut String, scene: &Scene, marks: &Marks, gaps: bool) {
    let words = scene.words();
    out.push_str("  ");
    out.push_str(&words.get("show-key"));
    for b in boxes::ALL {
        out.push_str(&b.text_key(scene).unwrap_or_default());
    }
    out.push_str("  ");
    out.push_str(&words.get("show-key-crossing"));
    if scene.placed.is_some() {
        out.push_str("  ");
        out.push_str(&words.get("show-key-placed"));
    }
    if gaps {
        out.push_str("  ");
        out.push_str(&words.get("show-key-gaps"));
    }
    out.push('\n');
    figure_legend(out, scene, marks);
    for b in boxes::ALL {
        b.text_legend(out, Part::Places, scene);
    }
    pennants(out, scene);
    for b in boxes::ALL {
        b.text_legend(out, Part::Notes, scene);
    }
    for scored in &scene.scored {
        out.push_str(&format!("  {}\n", scored.words));
    }
}

/// The cities' pennants, which the board has no room to draw.
fn pennants(out: &mut String, scene: &Scene) {
    let cities = boxes::marked_features(scene, |f| f.kind == Kind::City && f.marks.pennants > 0);
    boxes::text_line(out, scene, "show-pennants", &cities);
}

/// A line per mark: the figure it is, or for a count every figure it counts.
fn figure_legend(out: &mut String, scene: &Scene, marks: &Marks) {
    let figures = &scene.board.figures;
    for (i, f) in figures.iter().enumerate() {
        let shared = marks.cell[i]
            .and_then(|cell| marks.at.get(&cell))
            .filter(|all| all.len() > 1);
        match shared {
            None => {
                let line = scene.say(
                    "show-figure",
                    &[
                        ("figure", who_what(scene, f).into()),
                        ("at", f.pos.to_string().into()),
                        ("place", place(scene, f).into()),
                    ],
                );
                out.push_str(&format!("  {} = {line}\n", mark(scene, f)));
            }
            Some(all) if all[0] == i => {
                let each: Vec<String> = all
                    .iter()
                    .map(|j| {
                        let g = &figures[*j];
                        format!("{} ({})", who_what(scene, g), place(scene, g))
                    })
                    .collect();
                let line = scene.say(
                    "show-figures",
                    &[
                        ("count", all.len().into()),
                        ("at", f.pos.to_string().into()),
                        ("figures", each.join(", ").into()),
                    ],
                );
                out.push_str(&format!("  {} = {line}\n", count_mark(all.len())));
            }
            Some(_) => {}
        }
    }
}

/// "red's big follower".
fn who_what(scene: &Scene, f: &Figure) -> String {
    super::owned(scene, owner_name(scene, f), f.kind)
}
