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

use crate::i18n::{Catalogue, FluentValue, Lang, catalogue};
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
    /// The language of the words the pictures write.
    pub lang: Lang,
}

/// A word from the file, safe to draw.
fn safe(text: &str) -> String {
    crate::safe_text::escape(text).into_owned()
}

impl Scene {
    /// The position as the file gives it, with English words.
    pub fn before(t: &Translated) -> Scene {
        Scene::before_in(t, Lang::En)
    }

    /// The position as the file gives it, with words in `lang`.
    pub fn before_in(t: &Translated, lang: Lang) -> Scene {
        Scene {
            written: t.written.clone(),
            lang,
            ..Scene::of(&t.position)
        }
    }

    /// The words of the scene's language.
    pub(crate) fn words(&self) -> &'static Catalogue {
        catalogue(self.lang)
    }

    /// A message of the pictures' words, in the scene's language.
    pub(crate) fn say(&self, id: &str, args: &[(&str, FluentValue)]) -> String {
        self.words().say(id, args)
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
            lang: Lang::En,
        }
    }

    /// The position after a legal action: the tile placed, ferries where
    /// the ruling put them, the figures where they stand afterwards (each
    /// at the point the file wrote for it, on the table or in the action),
    /// and the features that scored; with English words.
    pub fn after(t: &Translated, ruling: &Ruling) -> Scene {
        Scene::after_in(t, ruling, Lang::En)
    }

    /// The position after a legal action, with words in `lang`.
    pub fn after_in(t: &Translated, ruling: &Ruling, lang: Lang) -> Scene {
        let (position, action) = (&t.position, &t.action);
        let mut scene = Scene::before_in(t, lang);
        let words = catalogue(lang);
        let Action::Turn(turn) = action else {
            scene.scored = scored(ruling, words);
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
        scene.scored = scored(ruling, words);
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

/// A kind of feature or edge by its id (`city`, `farm`, `river`), in the
/// scene's words.
pub(crate) fn kind_words(words: &Catalogue, kind: &str) -> String {
    words.say("show-kind", &[("kind", kind.into())])
}

/// A kind of figure by its id, in words: "big follower".
pub(crate) fn figure_words(words: &Catalogue, kind: carc_core::figure::FigureKind) -> String {
    words.say("figure", &[("figure", kind.name().into())])
}

/// "red's big follower": a player's figure, in the scene's words.
pub(crate) fn owned(scene: &Scene, owner: &str, kind: carc_core::figure::FigureKind) -> String {
    let figure = figure_words(scene.words(), kind);
    scene.say(
        "show-owned",
        &[("owner", owner.into()), ("figure", figure.into())],
    )
}

/// Where on its tile a figure stands, in words, at the point the file
/// wrote: "city N", "monastery", "corner SW", "top of the tower".
pub fn place(scene: &Scene, f: &Figure) -> String {
    let words = scene.words();
    match (f.standing, scene.board.tile(f.pos)) {
        (Standing::Feature(i), Some(t)) => {
            let feature = &t.tile.features[i];
            let kind = feature.kind.name();
            let point = match feature.centre_name {
                // "monastery", not "monastery monastery".
                Some(name) if name == kind => None,
                Some(name) => Some(name.to_owned()),
                None => figure_point(scene, f).map(|p| p.name().to_owned()),
            };
            let kind = kind_words(words, kind);
            match point {
                Some(point) => scene.say(
                    "show-place",
                    &[("kind", kind.into()), ("point", point.into())],
                ),
                None => kind,
            }
        }
        (Standing::Corner(c), _) => scene.say("show-place-corner", &[("corner", c.name().into())]),
        (Standing::Tower, _) => words.get("show-place-tower"),
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
    fn new(
        squares: &[Pos],
        feature: Option<&FeatureRef>,
        line: String,
        words: &Catalogue,
    ) -> Scored {
        Scored {
            squares: squares.to_vec(),
            feature: feature.cloned(),
            words: safe(&words.say("show-scored", &[("line", line.into())])),
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
fn scored(ruling: &Ruling, words: &Catalogue) -> Vec<Scored> {
    ruling
        .events
        .iter()
        .filter_map(|e| scored_line(&e.fact, words))
        .collect()
}

/// The line of one fact of the ruling that moves points, if it does.
fn scored_line(fact: &Fact, w: &Catalogue) -> Option<Scored> {
    match fact {
        Fact::Scored {
            feature,
            points,
            winners,
            ..
        } if !winners.is_empty() => Some(
            Scored::new(
                &feature.squares,
                Some(feature),
                format!("{}: {} +{points}", label(feature, w), winners.join(", ")),
                w,
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
                raised.push(w.say("show-pig-herd-bonus", &[("per-city", (*marked).into())]));
            }
            if let Some(b) = bonus {
                let figure = figure_words(w, b.figure);
                raised.push(w.say(
                    "show-figure-bonus",
                    &[("figure", figure.into()), ("per-city", b.per_city.into())],
                ));
            }
            raised.extend(counted_more(counted, w));
            let raised = in_brackets(&raised);
            Some(
                Scored::new(
                    &farm.squares,
                    Some(farm),
                    format!("{}: {p} +{points}{raised}", label(farm, w)),
                    w,
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
        } => {
            let line = w.say(
                "show-fairy-scores",
                &[
                    ("player", player.as_str().into()),
                    ("feature", label(feature, w).into()),
                    ("points", (*points).into()),
                ],
            );
            Some(Scored::new(&feature.squares, Some(feature), line, w).gains([player], *points))
        }
        // A box's own points (the king's holder at the end), in its words.
        Fact::Told {
            clause,
            player: Some(player),
            points,
        } if *points != 0 => {
            let line = crate::report::refusal::clause_in(clause, w.lang());
            Some(Scored::new(&[], None, line, w).gains([player], *points))
        }
        Fact::FairyPoint { player, points, .. } => {
            let line = w.say(
                "show-fairy-point",
                &[
                    ("player", player.as_str().into()),
                    ("points", (*points).into()),
                ],
            );
            Some(Scored::new(&[], None, line, w).gains([player], *points))
        }
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
            words: safe(&w.say(
                "show-ransom",
                &[
                    ("player", player.as_str().into()),
                    ("from", from.as_str().into()),
                    ("kind", figure.name().into()),
                    ("figure", figure_words(w, *figure).into()),
                    ("points", (*points).into()),
                ],
            )),
            points: vec![(player.clone(), -points), (from.clone(), *points)],
        }),
        Fact::BarnFinal {
            player,
            farm,
            points,
            counted,
            ..
        } => {
            let more = in_brackets(&counted_more(counted, w));
            let line = w.say(
                "show-barn-scores",
                &[
                    ("farm", label(farm, w).into()),
                    ("player", player.as_str().into()),
                    ("points", (*points).into()),
                ],
            );
            Some(
                Scored::new(&farm.squares, Some(farm), format!("{line}{more}"), w)
                    .gains([player], *points),
            )
        }
        Fact::CastleScores {
            player,
            castle,
            points,
            ..
        } if *points > 0 => {
            let line = w.say(
                "show-castle-scores",
                &[
                    ("at", castle.at.to_string().into()),
                    ("player", player.as_str().into()),
                    ("points", (*points).into()),
                ],
            );
            Some(Scored::new(&castle.squares, Some(castle), line, w).gains([player], *points))
        }
        // An abbot taken back scores its feature as the majority's
        // scoring (Fact::Scored) says: no line of its own.
        Fact::GoodsScored {
            good,
            winners,
            points,
            ..
        } if !winners.is_empty() => {
            let good = w.say("good", &[("good", good.name().into())]);
            let line = w.say(
                "show-most-goods",
                &[
                    ("good", good.into()),
                    ("winners", winners.join(", ").into()),
                    ("points", (*points).into()),
                ],
            );
            Some(Scored::new(&[], None, line, w).gains(winners, *points))
        }
        _ => None,
    }
}

/// The cities a farm counts for more than its rate, in words: "1 city +4:
/// a besieged city counts twice for a farm", as their rule's title says.
fn counted_more(counted: &[carc_core::ruling::FarmCities], w: &Catalogue) -> Vec<String> {
    counted
        .iter()
        .map(|c| {
            let title = crate::i18n::rules::title(c.rule, w.lang());
            // After a colon a language may go on in lower case (English)
            // or keep the title's first letter (German).
            let why = if w.get("show-reason-case") == "lower" {
                let mut chars = title.chars();
                chars
                    .next()
                    .map(|f| f.to_lowercase().chain(chars).collect())
                    .unwrap_or_default()
            } else {
                title
            };
            w.say(
                "show-counted-more",
                &[
                    ("cities", c.cities.into()),
                    ("points", c.points.into()),
                    ("why", why.into()),
                ],
            )
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
fn label(f: &FeatureRef, w: &Catalogue) -> String {
    let kind = kind_words(w, f.kind);
    let at = f.at.to_string();
    if f.alone_on_tile {
        w.say("show-label", &[("kind", kind.into()), ("at", at.into())])
    } else {
        let on = f.on.as_str();
        w.say(
            "show-label-on",
            &[("kind", kind.into()), ("on", on.into()), ("at", at.into())],
        )
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
