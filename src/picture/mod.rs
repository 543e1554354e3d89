//! The table as a picture: a text board for the terminal and an SVG, both
//! drawn from the catalogue's geometry (which feature owns each edge point,
//! what stands in the middle), never from bitmaps.

mod boxes;
mod farms;
pub mod svg;
pub mod text;

use carc_core::board::{Board, Figure, FigureId, On, Standing};
use carc_core::catalogue::{FeatureIdx, Kind};
use carc_core::engine::Fact;
use carc_core::geometry::{Point, Pos, Side};
use carc_core::position::{
    Action, Also, Deploy, PhantomDeploy, Position, Standpoint, TurnAction, WagonTarget,
};
use carc_core::ruling::FeatureRef;
use carc_core::{Ruling, Verdict};

use crate::translate::Translated;

/// What a picture shows: the table, whose figures are whose, and (for a
/// ruling) what to highlight.
///
/// The words come from the user's file and are drawn on a terminal or into
/// XML, where a control character would drive the terminal or break the
/// file; [`Scene::before`] and [`Scene::after`] escape them (as
/// [`crate::safe_text::escape`] does), so that every caller of the
/// pictures gets safe text, not only the command line.
pub struct Scene {
    /// Tiles and figures.
    pub board: Board,
    /// The players' names, by index, escaped.
    pub players: Vec<String>,
    /// The square of the tile placed by the action, if shown.
    pub placed: Option<Pos>,
    /// What the action scored, a line a feature or bonus.
    pub scored: Vec<Scored>,
    /// The dragon's square, once it is in play (The Princess & the Dragon).
    pub dragon: Option<Pos>,
    /// The fairy's square, once it is on the table.
    pub fairy: Option<Pos>,
    /// The castles on the table (castles).
    pub castles: Vec<carc_core::position::Castle>,
    /// The City of Carcassonne's quarters and the count, when The Count
    /// of Carcassonne is in play.
    pub city: Option<carc_core::position::City>,
    /// The followers held captive (The Tower).
    pub prisoners: Vec<carc_core::position::Prisoner>,
    /// The edge point the file wrote each figure at (`on: W`), by the
    /// figure's identity: the core keeps only the feature, and a picture
    /// draws and names the figure where it was written, not at whichever
    /// end of its feature comes first. A figure not listed (on a feature
    /// in the middle, or one the file did not place) is drawn at its
    /// feature's first point.
    pub written: Vec<(FigureId, Point)>,
}

/// A word from the file, safe to draw.
fn safe(text: &str) -> String {
    crate::safe_text::escape(text).into_owned()
}

impl Scene {
    /// The position as the file gives it.
    pub fn before(t: &Translated) -> Scene {
        Scene {
            written: t.written.clone(),
            ..Scene::of(&t.position)
        }
    }

    /// A position as the core holds it, each figure at its feature's
    /// first point.
    fn of(position: &Position) -> Scene {
        Scene {
            board: position.board.clone(),
            players: position.players.iter().map(|p| safe(p)).collect(),
            placed: None,
            scored: Vec::new(),
            dragon: position.dragon,
            fairy: position.fairy.map(|f| f.at),
            castles: position.castles.clone(),
            city: position
                .rules
                .plays(carc_core::figure::RuleSet::Count)
                .then(|| position.city.clone()),
            prisoners: position.prisoners.clone(),
            written: Vec::new(),
        }
    }

    /// The position after a legal action: the tile placed, ferries where
    /// the ruling put them, the figures where they stand afterwards (each
    /// at the point the file wrote for it, on the table or in the action),
    /// and the features that scored.
    pub fn after(t: &Translated, ruling: &Ruling) -> Scene {
        let (position, action) = (&t.position, &t.action);
        let mut scene = Scene::before(t);
        let Action::Turn(turn) = action else {
            scene.scored = scored(ruling);
            return scene;
        };
        if ruling.verdict == Verdict::Illegal {
            return scene;
        }
        let at = turn.place.at;
        // The table as the turn left it, tiles, ferries and figures typed,
        // from the judge itself rather than rebuilt from the ruling's words.
        let after = carc_core::play(position, action);
        let mut next = Position {
            board: Board::default(),
            ..position.clone()
        };
        after.carry_into(&mut next);
        scene.written = written_after(t, &after.board);
        scene.board = after.board;
        scene.dragon = next.dragon;
        scene.fairy = next.fairy.map(|f| f.at);
        scene.castles = next.castles;
        scene.prisoners = next.prisoners;
        if scene.city.is_some() {
            scene.city = Some(next.city);
        }
        scene.placed = Some(at);
        scene.scored = scored(ruling);
        scene
    }
}

/// Where the file wrote the figures of the table after the action: a
/// figure of the position that stayed where it stood keeps its point; a
/// figure the action put on a feature takes the point the action wrote
/// for that feature (each written point serves one figure).
fn written_after(t: &Translated, after: &Board) -> Vec<(FigureId, Point)> {
    let before = &t.position.board.figures;
    let mut writes = action_points(&t.action);
    let mut out = Vec::new();
    for f in &after.figures {
        let Standing::Feature(feature) = f.standing else {
            continue;
        };
        let Some(tile) = after.tile(f.pos) else {
            continue;
        };
        let on_it = |p: Point| tile.tile.feature_at(p, tile.rot) == Some(feature);
        let stayed = before
            .iter()
            .find(|b| b.id == f.id)
            .filter(|b| b.pos == f.pos && b.standing == f.standing);
        let kept = stayed.and_then(|_| {
            t.written
                .iter()
                .find(|(id, p)| *id == f.id && on_it(*p))
                .map(|(_, p)| *p)
        });
        let point = kept.or_else(|| {
            let k = writes
                .iter()
                .position(|(at, p)| at.is_none_or(|at| at == f.pos) && on_it(*p))?;
            Some(writes.remove(k).1)
        });
        if let Some(p) = point {
            out.push((f.id, p));
        }
    }
    out
}

/// Every edge point an action names for a figure to stand at, with the
/// square when the action says it (a flight's landing square is the die's).
fn action_points(action: &Action) -> Vec<(Option<Pos>, Point)> {
    let mut out = Vec::new();
    match action {
        Action::Turn(turn) => turn_points(turn, &mut out),
        Action::FinalScoring(choices) => {
            for l in &choices.leave_city {
                put(&mut out, Some(l.at), l.on);
            }
        }
    }
    out
}

fn put(out: &mut Vec<(Option<Pos>, Point)>, at: Option<Pos>, on: On) {
    if let On::Point(p) = on {
        out.push((at, p));
    }
}

fn turn_points(turn: &TurnAction, out: &mut Vec<(Option<Pos>, Point)>) {
    let at = Some(turn.place.at);
    match turn.deploy {
        Some(Deploy::On { on, .. }) => put(out, at, on),
        Some(Deploy::Fly { flight, .. }) => flight.on.into_iter().for_each(|on| put(out, None, on)),
        Some(Deploy::Portal {
            at,
            on: Standpoint::Feature(on),
            ..
        }) => put(out, Some(at), on),
        _ => {}
    }
    match turn.phantom {
        Some(PhantomDeploy::On(on)) => put(out, at, on),
        Some(PhantomDeploy::Fly(flight)) => flight.on.into_iter().for_each(|on| put(out, None, on)),
        None => {}
    }
    for w in &turn.wagons {
        if let WagonTarget::Feature { at, on } = w.to {
            put(out, Some(at), on);
        }
    }
    for l in &turn.leave_city {
        put(out, Some(l.at), l.on);
    }
    for also in &turn.also {
        match also {
            Also::Again(t) | Also::Tile(t) => turn_points(t, out),
        }
    }
}

/// The edge point a figure on a feature is drawn at and named by: where the
/// file wrote it, else its feature's first point; none for a figure off
/// the features or on one in the middle.
pub fn figure_point(scene: &Scene, f: &Figure) -> Option<Point> {
    let Standing::Feature(i) = f.standing else {
        return None;
    };
    let t = scene.board.tile(f.pos)?;
    scene
        .written
        .iter()
        .find(|(id, p)| *id == f.id && t.tile.feature_at(*p, t.rot) == Some(i))
        .map(|(_, p)| *p)
        .or_else(|| t.tile.points_of(i, t.rot).next())
}

/// Where on its tile a figure stands, in words, at the point the file
/// wrote: "city N", "monastery", "corner SW", "top of the tower".
pub fn place(scene: &Scene, f: &Figure) -> String {
    match (f.standing, scene.board.tile(f.pos)) {
        (Standing::Feature(i), Some(t)) => {
            let feature = &t.tile.features[i];
            let kind = feature.kind.name();
            match feature.centre_name {
                // "monastery", not "monastery monastery".
                Some(name) if name == kind => name.to_owned(),
                Some(name) => format!("{kind} {name}"),
                None => match figure_point(scene, f) {
                    Some(p) => format!("{kind} {}", p.name()),
                    None => kind.to_owned(),
                },
            }
        }
        (Standing::Corner(c), _) => format!("corner {}", c.name()),
        (Standing::Tower, _) => "top of the tower".to_owned(),
        _ => String::new(),
    }
}

/// A line of what the action scored: what it highlights, its words, and
/// who gained what.
#[derive(Clone, Debug)]
pub struct Scored {
    /// The squares highlighted (none for a final scoring of goods).
    pub squares: Vec<Pos>,
    /// The feature that scored, if one did: a farm is tinted in the SVG.
    pub feature: Option<FeatureRef>,
    /// The line, escaped: "scored: farm N on [0, 0]: red +10 (the pig +1
    /// a city)".
    pub words: String,
    /// The points each player gains by it, by name (a ransom loses some).
    pub points: Vec<(String, i64)>,
}

impl Scored {
    fn new(squares: &[Pos], feature: Option<&FeatureRef>, words: String) -> Scored {
        Scored {
            squares: squares.to_vec(),
            feature: feature.cloned(),
            words: safe(&format!("scored: {words}")),
            points: Vec::new(),
        }
    }

    /// Each of `players` gains `points`.
    fn gains<'a>(mut self, players: impl IntoIterator<Item = &'a String>, points: i64) -> Scored {
        self.points
            .extend(players.into_iter().map(|p| (p.clone(), points)));
        self
    }
}

/// The features a ruling scored and every bonus on top of their points,
/// a line each, so that the lines add up to the ruling's points.
fn scored(ruling: &Ruling) -> Vec<Scored> {
    ruling
        .events
        .iter()
        .filter_map(|e| match &e.fact {
            Fact::Scored {
                feature,
                points,
                winners,
                ..
            } if !winners.is_empty() => Some(
                Scored::new(
                    &feature.squares,
                    Some(feature),
                    format!("{}: {} +{points}", label(feature), winners.join(", ")),
                )
                .gains(winners, *points),
            ),
            Fact::FarmScored {
                farm,
                player: Some(p),
                points,
                bonus,
                marked,
                counted,
                ..
            } => {
                // What raised the rate (the herd of the farm's tiles, a
                // majority player's pig), then the cities counted more
                // (a castle, a besieged city), as their rule says.
                let mut raised = Vec::new();
                if *marked > 0 {
                    raised.push(format!("the pig herd +{marked} a city"));
                }
                if let Some(b) = bonus {
                    raised.push(format!(
                        "the {} +{} a city",
                        b.figure.name().replace('-', " "),
                        b.per_city
                    ));
                }
                raised.extend(counted_more(counted));
                let raised = in_brackets(&raised);
                Some(
                    Scored::new(
                        &farm.squares,
                        Some(farm),
                        format!("{}: {p} +{points}{raised}", label(farm)),
                    )
                    .gains([p], *points),
                )
            }
            // The bonuses on top of a feature's points, each on its line.
            Fact::FairyScores {
                player,
                feature,
                points,
                ..
            } => Some(
                Scored::new(
                    &feature.squares,
                    Some(feature),
                    format!(
                        "fairy beside {player}'s follower in the {}: {player} +{points}",
                        label(feature)
                    ),
                )
                .gains([player], *points),
            ),
            Fact::FairyPoint {
                player, points, ..
            } => Some(
                Scored::new(&[], None, format!("the fairy's point: {player} +{points}"))
                    .gains([player], *points),
            ),
            // Not a scoring, but points that change hands.
            Fact::Ransomed {
                player,
                from,
                figure,
                points,
                ..
            } => Some(Scored {
                squares: Vec::new(),
                feature: None,
                words: safe(&format!(
                    "ransom: {player} buys back their {} from {from}: {player} -{points}, {from} +{points}",
                    figure.name().replace('-', " ")
                )),
                points: vec![(player.clone(), -points), (from.clone(), *points)],
            }),
            Fact::BarnFinal {
                player,
                farm,
                points,
                counted,
                ..
            } => Some(
                Scored::new(
                    &farm.squares,
                    Some(farm),
                    format!(
                        "barn on {}: {player} +{points}{}",
                        label(farm),
                        in_brackets(&counted_more(counted))
                    ),
                )
                .gains([player], *points),
            ),
            Fact::CastleScores {
                player,
                castle,
                points,
                ..
            } if *points > 0 => Some(
                Scored::new(
                    &castle.squares,
                    Some(castle),
                    format!("castle {}: {player} +{points}", castle.at),
                )
                .gains([player], *points),
            ),
            // An abbot taken back scores its feature as the majority's
            // scoring (Fact::Scored) says: no line of its own.
            Fact::GoodsScored {
                good,
                winners,
                points,
                ..
            } if !winners.is_empty() => Some(
                Scored::new(
                    &[],
                    None,
                    format!(
                        "most {}: {} +{points}",
                        good.name(),
                        winners.join(", ")
                    ),
                )
                .gains(winners, *points),
            ),
            _ => None,
        })
        .collect()
}

/// The cities a farm counts for more than its rate, in words: "1 city +4:
/// a besieged city counts twice for a farm", as their rule's title says.
fn counted_more(counted: &[carc_core::ruling::FarmCities]) -> Vec<String> {
    counted
        .iter()
        .map(|c| {
            let title = crate::i18n::rules::title(c.rule, crate::i18n::Lang::En);
            let mut chars = title.chars();
            let why: String = chars
                .next()
                .map(|f| f.to_lowercase().chain(chars).collect())
                .unwrap_or_default();
            let cities = if c.cities == 1 { "city" } else { "cities" };
            format!("{} {cities} +{}: {why}", c.cities, c.points)
        })
        .collect()
}

/// Words added to a scored line, in brackets after it; nothing for none.
fn in_brackets(words: &[String]) -> String {
    if words.is_empty() {
        String::new()
    } else {
        format!(" ({})", words.join("; "))
    }
}

/// A feature as a scored line names it: its kind and a square, with the
/// feature's name there when the tile holds others of its kind (two farms
/// of one tile are told apart).
fn label(f: &FeatureRef) -> String {
    if f.alone_on_tile {
        format!("{} {}", f.kind, f.at)
    } else {
        format!("{} {} on {}", f.kind, f.on, f.at)
    }
}

/// What a tile shows in its middle.
pub fn centre_kind(tile: &carc_core::catalogue::Tile) -> Option<Kind> {
    centre_feature(tile).map(|f| tile.features[f].kind)
}

/// The feature a tile shows in its middle (monastery, garden, abbey); inner
/// fields do not count, as they are drawn as the ground around it.
pub fn centre_feature(tile: &carc_core::catalogue::Tile) -> Option<FeatureIdx> {
    tile.features
        .iter()
        .position(|f| f.is_central() && f.kind != Kind::Field)
}

/// Where an edge point sits on a tile of side 1, north up: (x, y) with y
/// growing downwards, as in SVG and in lines of text.
pub fn point_xy(p: Point) -> (f64, f64) {
    let third = |i: usize| (2 * i + 1) as f64 / 6.0;
    let i = p.index() % 3;
    match p.side() {
        Side::N => (third(i), 0.0),
        Side::E => (1.0, third(i)),
        Side::S => (1.0 - third(i), 1.0),
        Side::W => (0.0, 1.0 - third(i)),
    }
}

/// One column (or row) of a picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// The squares at this coordinate.
    Line(i32),
    /// Two or more coordinates in a row where no tile lies, drawn as one
    /// narrow break: a board may hold tiles a million squares apart, and a
    /// picture the size of that span is no picture.
    Gap {
        /// The first empty coordinate.
        from: i32,
        /// The last one.
        to: i32,
    },
}

impl Slot {
    /// How many coordinates the slot stands for.
    pub fn count(self) -> u64 {
        match self {
            Slot::Line(_) => 1,
            Slot::Gap { from, to } => (i64::from(to) - i64::from(from) + 1) as u64,
        }
    }

    /// Whether it is a run of empty coordinates.
    pub fn is_gap(self) -> bool {
        matches!(self, Slot::Gap { .. })
    }

    /// A gap in words: "columns 2 to 999999: no tiles".
    pub fn describe(self, what: &str) -> String {
        match self {
            Slot::Line(c) => format!("{what} {c}"),
            Slot::Gap { from, to } => format!("{what} {from} to {to}: no tiles"),
        }
    }

    fn first(self) -> i32 {
        match self {
            Slot::Line(c) | Slot::Gap { from: c, .. } => c,
        }
    }
}

/// The columns (or rows) a picture draws, west to east (south to north):
/// one per coordinate holding a tile, a single empty one kept as it is (a
/// hole in the board reads better drawn), longer empty runs as a [`Slot::Gap`].
/// Never more than twice as many slots as coordinates with tiles.
pub struct Axis {
    /// The slots, in increasing coordinate order.
    pub slots: Vec<Slot>,
}

impl Axis {
    /// The axis through these coordinates, in any order, repeats allowed.
    pub fn new(coords: impl IntoIterator<Item = i32>) -> Axis {
        let used: std::collections::BTreeSet<i32> = coords.into_iter().collect();
        let mut slots = Vec::with_capacity(used.len() * 2);
        let mut last: Option<i32> = None;
        for c in used {
            if let Some(l) = last {
                match i64::from(c) - i64::from(l) {
                    2 => slots.push(Slot::Line(l + 1)),
                    d if d > 2 => slots.push(Slot::Gap {
                        from: l + 1,
                        to: c - 1,
                    }),
                    _ => {}
                }
            }
            slots.push(Slot::Line(c));
            last = Some(c);
        }
        Axis { slots }
    }

    /// The index of the slot that draws coordinate `c`.
    pub fn index(&self, c: i32) -> Option<usize> {
        match self.slots.binary_search_by_key(&c, |s| s.first()) {
            Ok(i) => Some(i),
            Err(0) => None,
            Err(i) => match self.slots[i - 1] {
                Slot::Gap { to, .. } if c <= to => Some(i - 1),
                _ => None,
            },
        }
    }

    /// Whether any empty run was left out.
    pub fn has_gaps(&self) -> bool {
        self.slots.iter().any(|s| s.is_gap())
    }
}

/// A figure's one-letter mark on the text board: its owner's initial (the
/// legend below the board says which figure each mark is).
pub fn mark(scene: &Scene, f: &Figure) -> char {
    let initial = scene
        .players
        .get(f.owner)
        .and_then(|n| n.chars().next())
        .unwrap_or('?');
    initial.to_ascii_lowercase()
}

#[cfg(test)]
mod tests {
    use super::{Axis, Slot};

    #[test]
    fn an_axis_keeps_one_empty_line_and_folds_longer_runs() {
        let axis = Axis::new([5, 0, 2, 1_000_000, 0]);
        assert_eq!(
            axis.slots,
            [
                Slot::Line(0),
                Slot::Line(1),
                Slot::Line(2),
                Slot::Gap { from: 3, to: 4 },
                Slot::Line(5),
                Slot::Gap {
                    from: 6,
                    to: 999_999
                },
                Slot::Line(1_000_000),
            ]
        );
        assert_eq!(axis.slots[5].count(), 999_994);
        assert_eq!(axis.index(1), Some(1));
        assert_eq!(axis.index(4), Some(3));
        assert_eq!(axis.index(777), Some(5));
        assert_eq!(axis.index(1_000_000), Some(6));
        assert_eq!(axis.index(-1), None);
        assert_eq!(axis.index(1_000_001), None);
    }

    #[test]
    fn the_widest_board_folds_without_overflow() {
        let axis = Axis::new([i32::MIN, i32::MAX]);
        assert_eq!(axis.slots[1].count(), u64::from(u32::MAX) - 1);
    }
}
