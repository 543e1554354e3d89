//! Squares, sides, the twelve edge points, corners and rotations, all in board
//! orientation: x grows east, y grows north, rotations turn clockwise.

use std::fmt;

use serde::Serialize;

/// A board square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    /// Column: grows east.
    pub x: i32,
    /// Row: grows north.
    pub y: i32,
}

impl Pos {
    /// The square in column `x`, row `y`.
    pub const fn new(x: i32, y: i32) -> Self {
        Pos { x, y }
    }

    /// The square `dx` east and `dy` north of this one.
    pub fn step(self, dx: i32, dy: i32) -> Pos {
        Pos::new(self.x.saturating_add(dx), self.y.saturating_add(dy))
    }

    /// The square across `side` of this one.
    pub fn neighbour(self, side: Side) -> Pos {
        let (dx, dy) = side.delta();
        self.step(dx, dy)
    }

    /// Whether `other` shares a side with this square.
    pub fn is_next_to(self, other: Pos) -> bool {
        (i64::from(self.x) - i64::from(other.x)).abs()
            + (i64::from(self.y) - i64::from(other.y)).abs()
            == 1
    }

    /// The eight squares around this one.
    pub fn surrounding(self) -> impl Iterator<Item = Pos> {
        Dir8::ALL.into_iter().map(move |d| {
            let (dx, dy) = d.delta();
            self.step(dx, dy)
        })
    }
}

/// Written `[x, y]`, as a scenario writes a square.
impl Serialize for Pos {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        [self.x, self.y].serialize(s)
    }
}

impl schemars::JsonSchema for Pos {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Square".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A board square [x, y]: x grows east, y grows north.",
            "type": "array",
            "items": {"type": "integer"},
            "minItems": 2,
            "maxItems": 2
        })
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}, {}]", self.x, self.y)
    }
}

/// A side of a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// North: towards +y.
    N,
    /// East: towards +x.
    E,
    /// South: towards -y.
    S,
    /// West: towards -x.
    W,
}

impl Side {
    /// The four sides, clockwise from north.
    pub const ALL: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

    /// The side's place in [`Side::ALL`]: N 0, E 1, S 2, W 3.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The side `i` quarter turns clockwise from north (modulo 4).
    pub fn from_index(i: usize) -> Side {
        Side::ALL[i % 4]
    }

    /// The side across the square: N and S, E and W.
    pub fn opposite(self) -> Side {
        Side::from_index(self.index() + 2)
    }

    /// The step `(dx, dy)` to the square across this side.
    pub fn delta(self) -> (i32, i32) {
        match self {
            Side::N => (0, 1),
            Side::E => (1, 0),
            Side::S => (0, -1),
            Side::W => (-1, 0),
        }
    }

    /// The three points of this side, clockwise.
    pub fn points(self) -> [Point; 3] {
        let first = self.index() * 3;
        [0, 1, 2].map(|k| Point::from_index(first + k))
    }

    /// The side's compass letter: `N`, `E`, `S` or `W`.
    pub fn name(self) -> &'static str {
        ["N", "E", "S", "W"][self.index()]
    }
}

/// The 12 edge points, clockwise from the north-west: three a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

impl Point {
    /// The points' names on the 16-wind compass, by index (clockwise from NNW).
    pub const NAMES: [&'static str; 12] = [
        "NNW", "N", "NNE", "ENE", "E", "ESE", "SSE", "S", "SSW", "WSW", "W", "WNW",
    ];

    /// All 12 edge points, clockwise from NNW.
    pub fn all() -> impl Iterator<Item = Point> {
        (0..12).map(Point::from_index)
    }

    /// The point `i` steps clockwise from NNW (modulo 12).
    pub fn from_index(i: usize) -> Point {
        Point((i % 12) as u8)
    }

    /// The point's place clockwise from NNW, 0 to 11.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The point with this compass name (`NNW`, `N`, ... `WNW`), if any.
    pub fn parse(name: &str) -> Option<Point> {
        Point::NAMES
            .iter()
            .position(|n| *n == name)
            .map(Point::from_index)
    }

    /// The point's 16-wind compass name.
    pub fn name(self) -> &'static str {
        Point::NAMES[self.index()]
    }

    /// The side of the square the point lies on.
    pub fn side(self) -> Side {
        Side::from_index(self.index() / 3)
    }

    /// True for the middle point of a side, where roads leave the tile.
    pub fn is_middle(self) -> bool {
        self.index() % 3 == 1
    }

    /// The point as it lies after turning the tile by `rot`.
    pub fn rotated(self, rot: Rotation) -> Point {
        Point::from_index(self.index() + 3 * rot.quarters())
    }

    /// The point of the neighbouring square that touches this one: across the
    /// north side, NNW meets the neighbour's SSW and NNE its SSE.
    pub fn facing(self) -> Point {
        let side = self.side().opposite();
        let k = self.index() % 3;
        Point::from_index(side.index() * 3 + (2 - k))
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A corner of a square, where four squares meet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Corner {
    /// North-east: where the N and E sides meet.
    NE,
    /// South-east: where the E and S sides meet.
    SE,
    /// South-west: where the S and W sides meet.
    SW,
    /// North-west: where the W and N sides meet.
    NW,
}

impl Corner {
    /// The four corners, clockwise from north-east.
    pub const ALL: [Corner; 4] = [Corner::NE, Corner::SE, Corner::SW, Corner::NW];

    /// The corner with this name (`NE`, `SE`, `SW`, `NW`), if any.
    pub fn parse(name: &str) -> Option<Corner> {
        Corner::ALL.into_iter().find(|c| c.name() == name)
    }

    /// The corner's compass name.
    pub fn name(self) -> &'static str {
        ["NE", "SE", "SW", "NW"][self as usize]
    }

    /// The two edge points of a square that meet at this corner.
    pub fn points(self) -> [Point; 2] {
        let i = self as usize * 3 + 2;
        [Point::from_index(i), Point::from_index(i + 1)]
    }

    /// The four squares that meet at this corner of `pos`, each with the
    /// corner of its own that lies there (starting with `pos` itself).
    pub fn squares(self, pos: Pos) -> [(Pos, Corner); 4] {
        let (dx, dy) = match self {
            Corner::NE => (1, 1),
            Corner::SE => (1, -1),
            Corner::SW => (-1, -1),
            Corner::NW => (-1, 1),
        };
        let mirror_x = Corner::from_signs(-dx, dy);
        let mirror_y = Corner::from_signs(dx, -dy);
        let opposite = Corner::from_signs(-dx, -dy);
        [
            (pos, self),
            (pos.step(dx, 0), mirror_x),
            (pos.step(0, dy), mirror_y),
            (pos.step(dx, dy), opposite),
        ]
    }

    fn from_signs(dx: i32, dy: i32) -> Corner {
        match (dx > 0, dy > 0) {
            (true, true) => Corner::NE,
            (true, false) => Corner::SE,
            (false, false) => Corner::SW,
            (false, true) => Corner::NW,
        }
    }
}

impl fmt::Display for Corner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A clockwise turn of a tile, in quarter turns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rotation(u8);

impl Rotation {
    /// The four rotations: 0, 90, 180 and 270 degrees clockwise.
    pub const ALL: [Rotation; 4] = [Rotation(0), Rotation(1), Rotation(2), Rotation(3)];

    /// The clockwise turn of `deg` degrees; only 0, 90, 180 and 270 are rotations.
    pub fn from_degrees(deg: i64) -> Option<Rotation> {
        match deg {
            0 | 90 | 180 | 270 => Some(Rotation((deg / 90) as u8)),
            _ => None,
        }
    }

    /// The number of clockwise quarter turns, 0 to 3.
    pub fn quarters(self) -> usize {
        self.0 as usize
    }

    /// The clockwise turn in degrees: 0, 90, 180 or 270.
    pub fn degrees(self) -> u16 {
        self.0 as u16 * 90
    }
}

/// The eight compass directions a flying machine can point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dir8 {
    /// North: towards +y.
    N,
    /// North-east.
    NE,
    /// East: towards +x.
    E,
    /// South-east.
    SE,
    /// South: towards -y.
    S,
    /// South-west.
    SW,
    /// West: towards -x.
    W,
    /// North-west.
    NW,
}

impl Dir8 {
    /// The eight directions, clockwise from north.
    pub const ALL: [Dir8; 8] = [
        Dir8::N,
        Dir8::NE,
        Dir8::E,
        Dir8::SE,
        Dir8::S,
        Dir8::SW,
        Dir8::W,
        Dir8::NW,
    ];

    /// The direction's compass name (`N`, `NE`, ... `NW`).
    pub fn name(self) -> &'static str {
        ["N", "NE", "E", "SE", "S", "SW", "W", "NW"][self as usize]
    }

    /// A quarter turn moves a direction two steps round the compass rose.
    pub fn rotated(self, rot: Rotation) -> Dir8 {
        Dir8::ALL[(self as usize + 2 * rot.quarters()) % 8]
    }

    /// The step `(dx, dy)` to the next square in this direction.
    pub fn delta(self) -> (i32, i32) {
        match self {
            Dir8::N => (0, 1),
            Dir8::NE => (1, 1),
            Dir8::E => (1, 0),
            Dir8::SE => (1, -1),
            Dir8::S => (0, -1),
            Dir8::SW => (-1, -1),
            Dir8::W => (-1, 0),
            Dir8::NW => (-1, 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_face_their_mirror_across_each_side() {
        let p = |n| Point::parse(n).unwrap();
        assert_eq!(p("NNW").facing(), p("SSW"));
        assert_eq!(p("N").facing(), p("S"));
        assert_eq!(p("NNE").facing(), p("SSE"));
        assert_eq!(p("ENE").facing(), p("WNW"));
        assert_eq!(p("ESE").facing(), p("WSW"));
        for q in Point::all() {
            assert_eq!(q.facing().facing(), q);
            assert_eq!(q.facing().side(), q.side().opposite());
        }
    }

    #[test]
    fn a_quarter_turn_moves_north_points_to_the_east() {
        let r90 = Rotation::from_degrees(90).unwrap();
        assert_eq!(Point::parse("NNW").unwrap().rotated(r90).name(), "ENE");
        assert_eq!(Point::parse("W").unwrap().rotated(r90).name(), "N");
        assert_eq!(Point::parse("WNW").unwrap().rotated(r90).name(), "NNE");
        assert_eq!(Dir8::NW.rotated(r90), Dir8::NE);
        assert_eq!(Dir8::W.rotated(r90), Dir8::N);
        assert_eq!(
            Dir8::NW.rotated(Rotation::from_degrees(270).unwrap()),
            Dir8::SW
        );
    }

    #[test]
    fn corners_name_the_four_squares_that_meet() {
        let sq = Corner::NE.squares(Pos::new(0, 0));
        assert_eq!(sq[1], (Pos::new(1, 0), Corner::NW));
        assert_eq!(sq[2], (Pos::new(0, 1), Corner::SE));
        assert_eq!(sq[3], (Pos::new(1, 1), Corner::SW));
        assert_eq!(Corner::NE.points().map(Point::name), ["NNE", "ENE"]);
        assert_eq!(Corner::NW.points().map(Point::name), ["WNW", "NNW"]);
    }

    #[test]
    fn only_quarter_turns_are_rotations() {
        assert!(Rotation::from_degrees(45).is_none());
        assert!(Rotation::from_degrees(360).is_none());
        assert_eq!(Rotation::from_degrees(270).unwrap().quarters(), 3);
    }
}
