//! The City of Carcassonne in the pictures (The Count of Carcassonne): its
//! wall over the squares' inner points (`=` on the text board), and its
//! four quarters with the figures in them and the count, drawn on its two
//! inner squares and named in the text board's legend.

use std::fmt::Write;

use carc_core::board::PlacedTile;
use carc_core::catalogue::{Kind, Tile, TileSet};
use carc_core::geometry::{Point, Pos};
use carc_core::position::{City, Quarter};

use super::{At, Ground, Layer, Over, Part, Pictures, Scene, Table};
use crate::picture::point_xy;
use crate::i18n::Catalogue;
use crate::picture::svg::{S, esc};

pub(super) struct Count;

impl Pictures for Count {
    fn svg_tile(&self, out: &mut String, layer: Layer, t: &PlacedTile, at: At, _: &Catalogue) {
        if layer == Layer::Ground && is_city(t.tile) {
            wall(out, t, at);
        }
    }

    fn svg_table(&self, out: &mut String, over: Over, table: &Table) {
        if over == Over::Tiles
            && let Some(city) = &table.scene.city
        {
            quarters(out, city, table);
        }
    }

    fn svg_legend(&self, part: Part, scene: &Scene) -> Option<String> {
        (part == Part::Places && scene.city.is_some()).then(|| scene.words().get("show-svg-city"))
    }

    fn text_ground(&self, tile: &Tile, ground: Ground) -> Option<char> {
        // A point of the City that no feature owns lies inside its wall;
        // so does the middle of a square no road crosses.
        let inside = match ground {
            Ground::Point(_) | Ground::Corner => true,
            Ground::Middle => tile.features.iter().all(|f| f.kind != Kind::Road),
        };
        (inside && is_city(tile)).then_some('=')
    }

    fn text_colours(&self) -> &'static [(char, &'static str)] {
        &[('=', "\x1b[90m")]
    }

    fn text_key(&self, scene: &Scene) -> Option<String> {
        scene
            .city
            .is_some()
            .then(|| format!("  {}", scene.words().get("show-key-city")))
    }

    fn text_legend(&self, out: &mut String, part: Part, scene: &Scene) {
        if part == Part::Places
            && let Some(city) = &scene.city
        {
            out.push_str(&words(city, scene));
        }
    }
}

/// Whether a tile is a square of the City.
fn is_city(tile: &Tile) -> bool {
    tile.set == TileSet::Count
}

/// The wall: every point of a City square that no feature owns is inside
/// it, drawn as the block from that point's third of the side to the
/// middle of the square; the blocks of neighbouring points and squares
/// join into one stone area.
fn wall(out: &mut String, t: &PlacedTile, at: At) {
    let mut d = String::new();
    for p in Point::all() {
        if t.tile.feature_at(p, t.rot).is_some() {
            continue;
        }
        let (x, y) = point_xy(p);
        let sixth = 1.0 / 6.0;
        // From the side's third, inwards to the middle line.
        let ((x0, y0), (x1, y1)) = if x == 0.0 || x == 1.0 {
            ((x.min(0.5), y - sixth), (x.max(0.5), y + sixth))
        } else {
            ((x - sixth, y.min(0.5)), (x + sixth, y.max(0.5)))
        };
        let (ax, ay) = at((x0, y0));
        let (bx, by) = at((x1, y1));
        let _ = write!(d, "M{ax:.1},{ay:.1} H{bx:.1} V{by:.1} H{ax:.1} Z ");
    }
    if !d.is_empty() {
        let _ = write!(
            out,
            "<path class=\"city-wall\" d=\"{}\" fill=\"#c8b48e\" stroke=\"#c8b48e\" stroke-width=\"0.6\"/>",
            d.trim_end()
        );
    }
}

/// Where each quarter is drawn, as a fraction of the block of the two
/// inner squares (x -1 and 0 on row 0): clockwise from the upper right,
/// the castle, the market, the blacksmith and the cathedral.
fn quarter_spot(q: Quarter) -> (f64, f64) {
    match q {
        Quarter::Castle => (0.75, 0.3),
        Quarter::Market => (0.75, 0.75),
        Quarter::Blacksmith => (0.25, 0.75),
        Quarter::Cathedral => (0.25, 0.3),
    }
}

/// The quarters on the two inner squares: each named, the count (a black
/// disc with a crown's point) in its quarter, the figures in a row under
/// the name, each drawn as the table's figures are.
fn quarters(out: &mut String, city: &City, table: &Table) {
    let (size, origin, disc) = (S, table.origin, table.disc);
    let scene = table.scene;
    let Some((ox, oy)) = origin(Pos::new(-1, 0)) else {
        return;
    };
    // The block is two squares wide when both are drawn side by side.
    let right = origin(Pos::new(0, 0)).map_or(ox + size, |(x, _)| x);
    let width = right + size - ox;
    for q in Quarter::ALL {
        let (fx, fy) = quarter_spot(q);
        let (x, y) = (ox + fx * width, oy + fy * size);
        let _ = write!(
            out,
            "<text class=\"quarter\" x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"8\" fill=\"#4a3b22\">{}</text>",
            y - 9.0,
            esc(&scene.say("show-quarter", &[("quarter", q.name().into())]))
        );
        if city.count == q {
            let _ = write!(
                out,
                "<g class=\"count\"><title>{}</title><circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"5\" fill=\"#111\"/></g>",
                esc(&scene.words().get("show-count-title")),
                x + width / 4.0 - 8.0,
                y - 12.0
            );
        }
        let here: Vec<_> = city.followers.iter().filter(|f| f.quarter == q).collect();
        let n = here.len() as f64;
        for (k, f) in here.iter().enumerate() {
            let step = (width / 2.0 - 8.0) / n.max(1.0);
            let fx = x - (n - 1.0) * step.min(14.0) / 2.0 + k as f64 * step.min(14.0);
            disc(out, f.owner, f.kind, (fx, y + 4.0));
        }
    }
}

/// The City in one line of words for the text board's legend.
fn words(city: &City, scene: &Scene) -> String {
    let inside: Vec<String> = Quarter::ALL
        .into_iter()
        .map(|q| {
            let here: Vec<String> = city
                .followers
                .iter()
                .filter(|f| f.quarter == q)
                .map(|f| {
                    let owner = scene.players.get(f.owner).map_or("?", String::as_str);
                    crate::picture::owned(scene, owner, f.kind)
                })
                .collect();
            let who = if here.is_empty() {
                scene.words().get("show-nobody")
            } else {
                here.join(", ")
            };
            let quarter = scene.say("show-quarter", &[("quarter", q.name().into())]);
            let id = if city.count == q {
                "show-quarter-with-count"
            } else {
                "show-quarter-holds"
            };
            scene.say(id, &[("quarter", quarter.into()), ("figures", who.into())])
        })
        .collect();
    let line = scene.say("show-city", &[("quarters", inside.join("; ").into())]);
    format!("  {line}\n")
}
