//! The table in characters: each tile a block of 5 by 3, north up, with
//! square coordinates along the edges and a legend of the figures.

use carc_core::board::Standing;
use carc_core::catalogue::{Kind, Tile};
use carc_core::geometry::{Point, Pos, Rotation};

use super::{Scene, centre_kind, mark};

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
    let k = |p: &str, vertical: bool| kind_char(point_kind(tile, rot, p), vertical);
    let corner = |a: &str, b: &str| {
        if point_kind(tile, rot, a) == Some(Kind::City)
            && point_kind(tile, rot, b) == Some(Kind::City)
        {
            '#'
        } else {
            '.'
        }
    };
    let centre = if tile.abbey {
        'A'
    } else if tile.lake {
        '~'
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

fn colour_of(ch: char) -> &'static str {
    match ch {
        '#' => "\x1b[33m",
        '|' | '-' | '+' | 'o' => "\x1b[1;37m",
        '.' => "\x1b[32m",
        'M' | 'G' | 'A' => "\x1b[31m",
        '~' => "\x1b[34m",
        _ => "",
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

/// The board, with coordinates, and a legend of the figures.
pub fn board(scene: &Scene, colour: bool) -> String {
    let tiles = &scene.board.tiles;
    if tiles.is_empty() {
        return "(the table is empty)\n".to_owned();
    }
    let xs = tiles.keys().map(|p| p.x);
    let ys = tiles.keys().map(|p| p.y);
    let (x0, x1) = (xs.clone().min().unwrap_or(0), xs.max().unwrap_or(0));
    let (y0, y1) = (ys.clone().min().unwrap_or(0), ys.max().unwrap_or(0));
    let mut out = String::from("     ");
    for x in x0..=x1 {
        out.push_str(&format!("{x:^6}"));
    }
    while out.ends_with(' ') {
        out.pop();
    }
    out.push('\n');
    for y in (y0..=y1).rev() {
        for row in 0..3 {
            if row == 1 {
                out.push_str(&format!("{y:>4} "));
            } else {
                out.push_str("     ");
            }
            for x in x0..=x1 {
                let pos = Pos::new(x, y);
                let Some(t) = tiles.get(&pos) else {
                    out.push_str("      ");
                    continue;
                };
                let mut cells = block(t.tile, t.rot).map(|r| r.map(|c| (c, None::<&str>)));
                for f in scene.board.figures.iter().filter(|f| f.pos == pos) {
                    let (r, c) = match f.standing {
                        Standing::Feature(i) => cell_of(t.tile.points_of(i, t.rot).next()),
                        Standing::Corner(corner) => match corner.name() {
                            "NE" => (0, 4),
                            "SE" => (2, 4),
                            "SW" => (2, 0),
                            _ => (0, 0),
                        },
                    };
                    let who = scene
                        .players
                        .get(f.owner)
                        .map(String::as_str)
                        .unwrap_or("?");
                    // Two figures on one feature: the second moves inwards.
                    let (r, c) = [(r, c), (1, 2), (1, 1), (1, 3), (0, 0), (2, 4)]
                        .into_iter()
                        .find(|(r, c)| cells[*r][*c].1.is_none())
                        .unwrap_or((r, c));
                    cells[r][c] = (mark(scene, f), Some(who));
                }
                let placed = scene.placed == Some(pos);
                for (i, (ch, owner)) in cells[row].iter().enumerate() {
                    let shown = if placed && row == 1 && (i == 1 || i == 3) && *ch == ' ' {
                        '*'
                    } else {
                        *ch
                    };
                    match (colour, owner) {
                        (true, Some(name)) => {
                            out.push_str(&format!("{}{shown}\x1b[0m", player_colour(name)))
                        }
                        (true, None) => {
                            out.push_str(&format!("{}{shown}\x1b[0m", colour_of(shown)))
                        }
                        (false, _) => out.push(shown),
                    }
                }
                out.push(' ');
            }
            // No trailing spaces: pictures are compared in tests and pasted.
            while out.ends_with(' ') {
                out.pop();
            }
            out.push('\n');
        }
    }
    out.push_str("  # city  | - road  . field  M monastery  G garden  A abbey  ~ lake  + crossing");
    if scene.placed.is_some() {
        out.push_str("  * placed tile");
    }
    out.push('\n');
    for f in &scene.board.figures {
        let who = scene
            .players
            .get(f.owner)
            .map(String::as_str)
            .unwrap_or("?");
        let t = scene.board.tile(f.pos);
        let place = match (f.standing, t) {
            (Standing::Feature(i), Some(t)) => {
                let feat = &t.tile.features[i];
                format!(
                    "{} {}",
                    feat.kind.name(),
                    carc_core::board::feature_on(t, i)
                )
            }
            (Standing::Corner(c), _) => format!("corner {}", c.name()),
            _ => String::new(),
        };
        out.push_str(&format!(
            "  {} = {who}'s {} on {} ({place})\n",
            mark(scene, f),
            f.kind.name().replace('-', " "),
            f.pos
        ));
    }
    for (i, t) in scene
        .board
        .tiles
        .values()
        .filter(|t| t.ferry.is_some())
        .enumerate()
    {
        if i == 0 {
            out.push_str("  ferries:");
        }
        if let Some([a, b]) = t.ferry {
            out.push_str(&format!(" {} joins {}-{};", t.pos, a.name(), b.name()));
        }
    }
    if out.ends_with(';') {
        out.pop();
        out.push('\n');
    }
    for (_, words) in &scene.scored {
        out.push_str(&format!("  scored: {words}\n"));
    }
    out
}
