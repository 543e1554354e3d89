//! What each box adds to the pictures, a file a box: the marks its tiles
//! show (a lake, a tower, an inn), its pieces on the table (the dragon, the
//! castles, the City's quarters), the letters and shapes of its figures,
//! its characters on the text board and its lines in the legends. The
//! shared code (`svg.rs`, `text.rs`) draws the tiles, their features (with
//! the base game's pennants) and the figures, and asks every box of
//! [`ALL`] at each step through the trait [`Pictures`]; a box answers only
//! what it draws, the trait's defaults say nothing. A new box is its file:
//! [`ALL`] is built from the boxes' one list (`carc_core::with_boxes!`).

use carc_core::board::PlacedTile;
use carc_core::catalogue::{Feature, FeatureIdx, Tile};
use carc_core::figure::FigureKind;
use carc_core::geometry::Pos;

use super::Scene;
use crate::i18n::Catalogue;

/// Where a point of a tile (of side 1) lies in the SVG picture.
pub(super) type At<'a> = &'a dyn Fn((f64, f64)) -> (f64, f64);

/// Draws one figure of a player (by index) of a kind at a point of the
/// SVG picture, as the figures on the tiles are drawn.
pub(super) type Disc<'a> = dyn Fn(&mut String, usize, FigureKind, (f64, f64)) + 'a;

/// The SVG picture's table, for the pieces a box draws on it.
pub(super) struct Table<'a> {
    /// What is drawn.
    pub scene: &'a Scene,
    /// The north-west corner of a square's tile in the picture; none for a
    /// square in a left-out run.
    pub origin: &'a dyn Fn(Pos) -> Option<(f64, f64)>,
    /// One figure drawn.
    pub disc: &'a Disc<'a>,
}

/// When a box's marks on a tile are drawn in the SVG picture.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Layer {
    /// Over the cities, under the roads (the City's wall).
    Ground,
    /// Over the roads, under the tile's middle (a lake, a river).
    Water,
    /// Over everything else on the tile (a flying machine, a tower).
    Top,
}

/// When a box's pieces on the table are drawn in the SVG picture.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Over {
    /// Over the tiles and the highlights, under the figures.
    Tiles,
    /// Over the figures.
    Figures,
}

/// The parts of a legend a box adds to, in their order.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Part {
    /// After the figures: where figures stand off the tiles (the City).
    Places,
    /// After those: what the marks of the picture mean, the ferries.
    Notes,
    /// On the text board, after what scored: the pieces that stand on a
    /// tile rather than on a feature (the dragon, the fairy).
    Pieces,
}

/// What a cell of the text board shows where the shared code would draw
/// ground.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Ground<'a> {
    /// An edge point, by name, that no feature owns.
    Point(&'a str),
    /// A corner neither of whose two points a feature owns.
    Corner,
    /// The block's middle, asked before its features.
    Middle,
}

/// How a figure is drawn in the SVG picture.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Shape {
    /// A disc of this radius.
    Disc(f64),
    /// A square (the barn).
    Square,
}

/// A kind of figure in the SVG picture: its letter (none for a plain
/// follower) and its shape.
#[derive(Clone, Copy, PartialEq)]
pub(super) struct Look {
    pub letter: &'static str,
    pub shape: Shape,
}

impl Look {
    /// A plain follower: an unmarked disc.
    pub const PLAIN: Look = Look {
        letter: "",
        shape: Shape::Disc(6.5),
    };

    /// A disc of the plain size with a letter.
    pub const fn letter(letter: &'static str) -> Look {
        Look {
            letter,
            shape: Shape::Disc(6.5),
        }
    }
}

/// What a box adds to the pictures. Every method is asked of every box in
/// the order of [`ALL`], and by default adds nothing.
pub(super) trait Pictures: Sync {
    /// Its marks on a tile in the SVG picture, at one layer, titled in
    /// `words`.
    fn svg_tile(
        &self,
        _out: &mut String,
        _layer: Layer,
        _t: &PlacedTile,
        _at: At,
        _words: &Catalogue,
    ) {
    }

    /// A tile's middle drawn instead of its monastery or garden (the
    /// abbey); whether it drew it.
    fn svg_middle(&self, _out: &mut String, _t: &PlacedTile, _centre: (f64, f64)) -> bool {
        false
    }

    /// Its marks on a city or a road of a tile (feature `i`), over the
    /// feature.
    fn svg_feature(&self, _out: &mut String, _t: &PlacedTile, _i: FeatureIdx, _at: At) {}

    /// Where a road of the tile stops short of the middle, as the share of
    /// the way there (a lake's shore).
    fn svg_road_end(&self, _t: &PlacedTile, _road: &Feature) -> Option<f64> {
        None
    }

    /// Its pieces on the table in the SVG picture.
    fn svg_table(&self, _out: &mut String, _over: Over, _table: &Table) {}

    /// A line of the SVG picture's legend: what its marks on the table
    /// mean, said only of those the table shows.
    fn svg_legend(&self, _part: Part, _scene: &Scene) -> Option<String> {
        None
    }

    /// How its figures of a kind are drawn in the SVG picture.
    fn look(&self, _kind: FigureKind) -> Option<Look> {
        None
    }

    /// A character of the text board where the shared code would draw
    /// ground.
    fn text_ground(&self, _tile: &Tile, _ground: Ground) -> Option<char> {
        None
    }

    /// The terminal colours of its characters on the text board.
    fn text_colours(&self) -> &'static [(char, &'static str)] {
        &[]
    }

    /// Its characters in the text board's key, each with the two spaces
    /// before it.
    fn text_key(&self, _scene: &Scene) -> Option<String> {
        None
    }

    /// Its lines of the text board's legend, each ending in a newline.
    fn text_legend(&self, _out: &mut String, _part: Part, _scene: &Scene) {}
}

/// A feature of a tile as the legends name it: "city N on [0, 0]", or
/// "abbey on [1, 0]" for one in the middle.
pub(super) fn feature_words(scene: &Scene, t: &PlacedTile, i: FeatureIdx) -> String {
    let id = t.tile.features[i].kind.name();
    let kind = crate::picture::kind_words(scene.words(), id);
    let at = t.pos.to_string();
    match carc_core::board::feature_on(t, i) {
        name if name == id => scene.say(
            "show-feature-inner",
            &[("kind", kind.into()), ("at", at.into())],
        ),
        name => scene.say(
            "show-feature",
            &[
                ("kind", kind.into()),
                ("name", name.into()),
                ("at", at.into()),
            ],
        ),
    }
}

/// Whether a feature of the table's tiles is one `has` looks for.
pub(super) fn shows_feature(scene: &Scene, has: impl Fn(&Feature) -> bool) -> bool {
    scene
        .board
        .tiles
        .values()
        .any(|t| t.tile.features.iter().any(&has))
}

/// Every feature of the table's tiles that `has` says is marked, named as
/// [`feature_words`] names it after the preposition its kind takes ("in
/// the city N on [0, 0]", "by the road E on [1, 0]"), in the order of the
/// squares.
pub(super) fn marked_features(scene: &Scene, has: impl Fn(&Feature) -> bool) -> Vec<String> {
    scene
        .board
        .tiles
        .values()
        .flat_map(|t| {
            t.tile
                .features
                .iter()
                .enumerate()
                .filter(|(_, f)| has(f))
                .map(move |(i, f)| {
                    let feature = feature_words(scene, t, i);
                    scene.say(
                        "show-marked",
                        &[("kind", f.kind.name().into()), ("feature", feature.into())],
                    )
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// What `describe` says of each tile of the table it says anything of
/// ("[2, 0] pointing W"), in the order of the squares.
pub(super) fn listed_tiles(
    scene: &Scene,
    describe: impl Fn(&PlacedTile) -> Option<String>,
) -> Vec<String> {
    scene.board.tiles.values().filter_map(describe).collect()
}

/// The squares of the tiles that `has` says are marked, in order.
pub(super) fn marked_tiles(scene: &Scene, has: impl Fn(&Tile) -> bool) -> Vec<String> {
    listed_tiles(scene, |t| has(t.tile).then(|| t.pos.to_string()))
}

/// A line of the text board's legend listing `items` under the heading
/// `id` says ("  inns: by the road E on [0, 0]; ..."), none when there
/// are none.
pub(super) fn text_line(out: &mut String, scene: &Scene, id: &str, items: &[String]) {
    if !items.is_empty() {
        headed_line(out, &scene.words().get(id), items);
    }
}

/// A line of the text board's legend: `items` under `heading`.
pub(super) fn headed_line(out: &mut String, heading: &str, items: &[String]) {
    if !items.is_empty() {
        out.push_str(&format!("  {heading}: {}\n", items.join("; ")));
    }
}

/// A line of the SVG's legend: the heading `id` says and the parts
/// present (each a message id), none when no part is.
pub(super) fn svg_line(scene: &Scene, id: &str, parts: &[&str]) -> Option<String> {
    let words = scene.words();
    let parts: Vec<String> = parts.iter().map(|p| words.get(p)).collect();
    (!parts.is_empty()).then(|| format!("{}: {}", words.get(id), parts.join("; ")))
}

/// How a figure of a kind is drawn: as its box says, else plain.
pub(super) fn look(kind: FigureKind) -> Look {
    ALL.iter().find_map(|b| b.look(kind)).unwrap_or(Look::PLAIN)
}

carc_core::with_boxes!(box_files(
    /// Every box but the base game (whose drawing is the shared code's), a
    /// file each in this folder, in the order of the rule sets: the order
    /// its marks are drawn and its lines written.
    pub(super) ALL: Pictures
));
