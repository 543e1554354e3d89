//! From a scenario to the game core's plain values: the position and the
//! action, checked against the catalogue before any rule runs, and a map
//! from each of their parts back to where the file wrote it. A board that
//! breaks these checks is not a position the game can reach, so it is broken
//! input (exit 2), not an illegal move.
//!
//! This file holds what every scenario has: the players, the board and its
//! figures, the placement and the plainest deployment. The keys of a box
//! live in a file of their own, named for its rule set (`tower.rs`,
//! `count.rs`, ...): a type implementing `Keys`, which checks them,
//! translates them and writes them back (for [`crate::emit`]); `BOXES`
//! lists them from the boxes' one list. The steps here ask every box in
//! turn.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use carc_core::board::located;
use carc_core::board::{Board, Figure, FigureId, PlacedTile, PlayerIdx, Standing};
use carc_core::engine::spots;
use carc_core::ruling::Ruling;
use serde_json::{Map, Value};

use carc_core::position::{self as core, Locus, Position};

use crate::catalogue::{Catalogue, Tile};
use crate::check::Mismatches;
use crate::diag::{Problem, Text, msg};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::{Point, Pos, Rotation, Side};
use crate::scenario::Expect;
use crate::scenario::{Action, BoardEntry, Deploy, FigureEntry, Scenario, Sp, Spot, Turn};
use crate::yaml::Span;

/// Where each part of the position and the action was written.
#[derive(Clone, Debug, Default)]
pub struct Spans {
    /// The parts of the action, each with where it was written (the
    /// last one recorded for a part counts), by the part of the action
    /// they belong to: 0 for the turn, `n` for its `n`th entry of `also`
    /// ([`core::Also`]). The steps of `translate.rs` and each box record
    /// their own.
    parts: Vec<(usize, Locus, Span)>,
    /// The part of the action being recorded.
    recording: usize,
    tiles: HashMap<Pos, Span, carc_core::graph::PosHash>,
    figures: Vec<Span>,
    rules: Span,
}

impl Spans {
    /// Records where a part of the action was written.
    fn set(&mut self, locus: Locus, span: Span) {
        self.parts.push((self.recording, locus, span));
    }

    /// Records where each of a list's items was written, by its index.
    fn set_each(&mut self, locus: fn(usize) -> Locus, spans: impl IntoIterator<Item = Span>) {
        for (i, span) in spans.into_iter().enumerate() {
            self.set(locus(i), span);
        }
    }

    /// A list of the action as the core takes it, each item translated by
    /// `f`, recording where each was written (`span`) as `locus` of its
    /// index.
    fn list<T, U>(
        &mut self,
        locus: fn(usize) -> Locus,
        items: &[T],
        span: impl Fn(&T) -> Span,
        f: impl FnMut(&T) -> U,
    ) -> Vec<U> {
        self.set_each(locus, items.iter().map(span));
        items.iter().map(f).collect()
    }

    /// Records where a deployment's figure and its place were written.
    fn deployed(&mut self, figure: Span, on: Span) {
        self.set(Locus::DeployFigure, figure);
        self.set(Locus::DeployOn, on);
    }

    /// Where the tile on a square was written; a square of the City of
    /// Carcassonne that the file does not list comes from `rules`.
    pub fn tile(&self, pos: Pos) -> Span {
        self.tiles.get(&pos).copied().unwrap_or(self.rules)
    }

    /// Where a part of the turn itself was written, if it was.
    pub fn of(&self, locus: Locus) -> Option<Span> {
        self.of_in(0, locus)
    }

    /// Where a part of the action's `part`th part was written, if it was
    /// (the table's tiles and figures, and the rules, belong to every part).
    pub fn of_in(&self, part: usize, locus: Locus) -> Option<Span> {
        let span = match locus {
            Locus::Tile(pos) => *self.tiles.get(&pos)?,
            Locus::Figure(id) => *self.figures.get(id.0 as usize)?,
            Locus::Rules => self.rules,
            wanted => {
                self.parts
                    .iter()
                    .rev()
                    .find(|(p, l, _)| *p == part && *l == wanted)?
                    .2
            }
        };
        (span != Span::default()).then_some(span)
    }

    /// Where a part of the turn was written, or else the entry that holds
    /// it (a key left out, such as a default `rotation`, has no place of
    /// its own).
    pub fn nearest(&self, locus: Locus) -> Span {
        self.nearest_in(0, locus)
    }

    /// Where the part of the action a violation is about was written, or
    /// else the entry that holds it.
    pub fn at_fault(&self, v: &carc_core::engine::Violation) -> Span {
        self.nearest_in(v.part, v.locus)
    }

    fn nearest_in(&self, part: usize, locus: Locus) -> Span {
        let outer = match locus {
            Locus::PlaceTile | Locus::PlaceAt | Locus::PlaceRotation => Locus::Place,
            Locus::DeployFigure | Locus::DeployOn => Locus::Deploy,
            Locus::PhantomOn => Locus::Phantom,
            Locus::Capture | Locus::Exchange => Locus::Deploy,
            Locus::DragonStep(_) => Locus::Dragon,
            other => other,
        };
        self.of_in(part, locus)
            .or_else(|| self.of_in(part, outer))
            .or_else(|| {
                let entry = part.checked_sub(1)?;
                self.of_in(0, Locus::Also(entry))
            })
            .unwrap_or_default()
    }
}

/// A scenario as the game core takes it.
pub struct Translated {
    /// The position before the action.
    pub position: Position,
    /// The action.
    pub action: core::Action,
    /// Where each part was written.
    pub spans: Spans,
    /// The edge point each figure of the board was written at (`on: W`),
    /// by its identity: the core keeps only the feature it stands on, and
    /// the pictures draw and name the figure where the file put it.
    pub written: Vec<(FigureId, Point)>,
}

/// One box's keys in the scenario layer: checked against the table and
/// the rules in play, translated into the core's values, and written back
/// from them. Every method does nothing by default, so that a box
/// implements the steps its keys take part in; a step asks every box of
/// [`BOXES`] in turn, or the first that answers.
pub(crate) trait Keys: Sync {
    /// The box's own keys at the scenario's top level, each with its shape
    /// (`crate::scenario::format::scenario` takes them into the format):
    /// the loader keeps what the file writes under them, unread, for
    /// [`Keys::position`] to read (`Scenario::box_keys`).
    fn position_keys(&self) -> &'static [crate::scenario::shape::Key] {
        &[]
    }

    /// The box's own keys under `expect`, kept as the position's are for
    /// [`Keys::check_expect`] (`Expect::box_keys`).
    fn expect_keys(&self) -> &'static [crate::scenario::shape::Key] {
        &[]
    }

    /// The box's own keys of a turn (and of a double turn's next tile),
    /// kept as the position's are for [`Keys::turn`] (`Turn::box_keys`).
    fn turn_keys(&self) -> &'static [crate::scenario::shape::Key] {
        &[]
    }

    /// The tile on `at` (`tile` turned by `rot`, of the table or placed
    /// by the action) as the action's box keys leave it, where they change
    /// it (a bridge laid across it); `None` where they do not.
    fn tile_after(
        &self,
        _action: &core::Action,
        _at: Pos,
        _tile: &'static Tile,
        _rot: Rotation,
    ) -> Option<&'static Tile> {
        None
    }

    /// Checks what a board entry says of its tile itself, whether or not
    /// its square is free (the abbey unturned, a lake's ferry), onto the
    /// tile.
    fn check_tile(&self, _cx: &mut Cx, _entry: &BoardEntry, _placed: &mut PlacedTile) {}

    /// Reads the board entry's keys onto a tile about to be laid on a free
    /// square (a tower's floors).
    fn lay_tile(&self, _cx: &mut Cx, _entry: &BoardEntry, _placed: &mut PlacedTile) {}

    /// Where a figure of the board stands, if the box answers for its
    /// figure or its spot (the barn at a corner, a follower on top of a
    /// tower), or why it cannot stand there.
    fn stand(&self, _placed: &PlacedTile, _fig: &FigureEntry, _board: &Board) -> Stands {
        None
    }

    /// Lays what the rules put on the table unlisted (the City of
    /// Carcassonne), checking what the file lays there.
    fn complete_board(&self, _cx: &mut Cx, _board: &mut Board) {}

    /// Checks the box's keys of the position and sets them in it; the
    /// position holds the table already.
    fn position(&self, _cx: &mut Cx, _position: &mut Position) {}

    /// How many of a player's figures of a kind the box holds off the
    /// table (in the City of Carcassonne), which the player owns too.
    fn held(&self, _position: &Position, _owner: PlayerIdx, _kind: FigureKind) -> usize {
        0
    }

    /// Checks the box's keys of a turn: the rules they need, and the
    /// tiles, features and players they name.
    fn check_turn(&self, _cx: &mut Cx, _turn: &Turn, _board: &Board) {}

    /// Checks a deployment of the box's own kind: `false` for another kind.
    fn check_deploy(&self, _cx: &mut Cx, _d: &Sp<Deploy>, _board: &Board) -> bool {
        false
    }

    /// A deployment of the box's own kind as the core takes it, recording
    /// where its parts were written: `None` for another kind, `Some(None)`
    /// when it names a player who is not one (already said).
    fn deploy(&self, _cx: &mut Cx, _d: &Sp<Deploy>) -> Option<Option<core::Deploy>> {
        None
    }

    /// Translates the box's keys of a turn into the action, recording where
    /// each was written; `None` when one names a player who is not one.
    fn turn(&self, _cx: &mut Cx, _turn: &Turn, _action: &mut core::TurnAction) -> Option<()> {
        Some(())
    }

    /// Checks and translates the box's choices at the final scoring.
    fn final_scoring(&self, _cx: &mut Cx, _board: &Board, _out: &mut Final) -> Option<()> {
        Some(())
    }

    /// Writes the box's keys of a position into the scenario's top level.
    fn write_position(&self, _position: &Position, _top: &mut Object) {}

    /// Whether a tile of the table is listed under `board` (the City of
    /// Carcassonne's squares only to hold figures).
    fn listed(&self, _tile: &PlacedTile, _board: &Board) -> bool {
        true
    }

    /// Writes the box's keys of a board entry (a ferry, a tower).
    fn write_tile(&self, _tile: &PlacedTile, _entry: &mut Value) {}

    /// A deployment of the box's own kind as `deploy` writes it; `None` for
    /// another kind.
    fn write_deploy(&self, _d: &core::Deploy, _players: &[String]) -> Option<Value> {
        None
    }

    /// Writes the box's keys of a turn into the action.
    fn write_turn(&self, _turn: &core::TurnAction, _players: &[String], _action: &mut Value) {}

    /// Writes the box's choices at the final scoring.
    fn write_final(&self, _choices: &Final, _players: &[String], _out: &mut Object) {}

    /// Compares the box's keys of `expect` with the ruling (`carc check`),
    /// each difference at the key it breaks.
    fn check_expect(&self, _expect: &Expect, _r: &Ruling, _t: &Translated, _out: &mut Mismatches) {}

    /// Writes the box's part of a legal ruling into `expect`.
    fn write_expect(&self, _r: &Ruling, _expect: &mut Object) {}
}

/// Where a figure stands, or why it cannot, if a box answers for it.
pub(crate) type Stands = Option<Result<Standing, Problem>>;
/// The choices made at the final scoring.
pub(crate) type Final = core::FinalChoices;
/// A mapping of the scenario's tree.
pub(crate) type Object = Map<String, Value>;

carc_core::with_boxes!(box_files(
    /// Every box but the base game (whose keys are the shared code's), a
    /// file each in `translate/`, in the order of the rule sets: the order
    /// in which a step asks them.
    pub(crate) BOXES: Keys
));

/// A scenario being translated: the file's model and its players, where
/// each part of the position and the action was written so far, and the
/// problems found.
pub(crate) struct Cx<'s> {
    s: &'s Scenario,
    players: Players<'s>,
    spans: Spans,
    problems: Vec<Problem>,
    written: Vec<(FigureId, Point)>,
}

impl Cx<'_> {
    /// The player a name in the file refers to, or a problem at the name.
    fn player(&mut self, name: &Sp<String>) -> Option<PlayerIdx> {
        self.players.find(name, &mut self.problems)
    }

    /// Whether the rules of a figure's kind are in play; a problem if not.
    fn in_play(&mut self, kind: &Sp<FigureKind>) -> bool {
        check_rules_in_play(self.s, kind, &mut self.problems)
    }

    /// A problem found.
    fn push(&mut self, p: Problem) {
        self.problems.push(p);
    }

    /// Problems found, if any.
    fn extend(&mut self, p: impl IntoIterator<Item = Problem>) {
        self.problems.extend(p);
    }
}

/// What a side of a tile shows, in words, for edge-mismatch messages.
fn edge_word(t: &PlacedTile, side: Side) -> &'static str {
    t.tile.edge(side, t.rot).name()
}

/// Finds a tile id, with a hint when it is misspelt.
pub fn find_tile(id: &Sp<String>) -> Result<&'static Tile, Problem> {
    let cat = Catalogue::get();
    cat.tile(&id.value).ok_or_else(|| {
        let ids: Vec<&str> = cat.ids().collect();
        let hint = match crate::diag::did_you_mean(&id.value, ids.iter().copied()) {
            Some(k) => msg("diag-did-you-mean-tile").arg("name", k),
            None => msg("diag-carc-tiles-lists-every-tile"),
        };
        Problem::says(
            "input::unknown-tile",
            id.span,
            msg("diag-unknown-tile").arg("tile", &id.value),
        )
        .help(hint)
    })
}

/// Translates a scenario, or says every reason it is not a position and an
/// action.
pub fn build(s: &Scenario) -> Result<Translated, Vec<Problem>> {
    let mut cx = Cx {
        s,
        players: Players::of(s),
        spans: Spans {
            rules: s.rules.span,
            ..Spans::default()
        },
        problems: Vec::new(),
        written: Vec::new(),
    };
    check_named_players(&mut cx);
    let mut board = read_board(&mut cx);
    for b in BOXES {
        b.complete_board(&mut cx, &mut board);
    }
    let action = match &s.action.value {
        Action::Turn(turn) => {
            // A box may lay the first tiles (the City of Carcassonne).
            if s.board.is_empty() && board.tiles.is_empty() {
                cx.push(empty_board(turn.place.span));
            }
            check_turn(&mut cx, turn, &board);
            translate_turn(&mut cx, turn)
        }
        Action::FinalScoring(_) => {
            let mut choices = Final::default();
            let mut read = true;
            for b in BOXES {
                read &= b.final_scoring(&mut cx, &board, &mut choices).is_some();
            }
            read.then_some(core::Action::FinalScoring(choices))
        }
    };
    check_edges(&board, &cx.spans, &mut cx.problems);
    let current = match &s.current {
        Some(c) => cx.players.get(&c.value),
        None => Some(0),
    };
    let mut position = Position {
        rules: core::Rules {
            sets: s.rules.value.iter().map(|r| r.value).collect(),
            ..core::Rules::default()
        },
        players: s.players.iter().map(|p| p.value.clone()).collect(),
        current: current.unwrap_or_default(),
        supply: hands(&cx),
        scores: s
            .scores
            .iter()
            .filter_map(|(name, n)| Some((cx.players.get(&name.value)?, n.value)))
            .collect(),
        board,
        set_aside: set_aside(&mut cx),
        ..Position::default()
    };
    for b in BOXES {
        b.position(&mut cx, &mut position);
    }
    check_counts(&mut cx, &position);
    match (action, current) {
        (Some(action), Some(_)) if cx.problems.is_empty() => Ok(Translated {
            position,
            action,
            spans: cx.spans,
            written: cx.written,
        }),
        _ => Err(cx.problems),
    }
}

/// The players by name, and their list for help lines.
pub(crate) struct Players<'s> {
    index: HashMap<&'s str, PlayerIdx>,
    list: Vec<&'s str>,
}

impl<'s> Players<'s> {
    fn of(s: &'s Scenario) -> Self {
        let list: Vec<&str> = s.players.iter().map(|p| p.value.as_str()).collect();
        let index = list.iter().enumerate().map(|(i, p)| (*p, i)).collect();
        Players { index, list }
    }

    /// The player a name refers to, if it is one; nothing is said.
    fn get(&self, name: &str) -> Option<PlayerIdx> {
        self.index.get(name).copied()
    }

    /// The player a name in the file refers to, or a problem at the name.
    fn find(&self, name: &Sp<String>, problems: &mut Vec<Problem>) -> Option<PlayerIdx> {
        let found = self.get(&name.value);
        if found.is_none() {
            let help = match crate::diag::did_you_mean(&name.value, self.list.iter().copied()) {
                Some(k) => msg("diag-did-you-mean").arg("name", k),
                None => msg("diag-the-players-are").arg("names", self.list.join(", ")),
            };
            problems.push(
                Problem::says(
                    "input::unknown-player",
                    name.span,
                    msg("diag-not-a-player").arg("name", &name.value),
                )
                .help(help),
            );
        }
        found
    }
}

/// `current`, `scores` and `supply` name players, and the supply names
/// figures of rule sets in play.
fn check_named_players(cx: &mut Cx) {
    let s = cx.s;
    if let Some(c) = &s.current {
        cx.player(c);
    }
    for (name, _) in &s.scores {
        cx.player(name);
    }
    for (name, figures) in s.supply.iter().flatten() {
        cx.player(name);
        for (kind, _) in figures {
            cx.in_play(kind);
        }
    }
}

/// A key of a box whose rules are not in play: "`what`, and `SET` is not
/// in play", labelled `label`, with the rules in play beside it.
fn not_in_play(
    s: &Scenario,
    set: RuleSet,
    at: Span,
    what: impl Into<Text>,
    label: impl Into<Text>,
) -> Problem {
    needs_rules(set, at, what, label).also(s.rules.span, msg("diag-rules-in-play"))
}

/// [`not_in_play`] without the rules in play beside it.
fn needs_rules(set: RuleSet, at: Span, what: impl Into<Text>, label: impl Into<Text>) -> Problem {
    let message = msg("diag-not-in-play")
        .arg("what", what.into())
        .arg("set", set.name());
    Problem::new("input::rules-not-in-play", at, message)
        .label(label)
        .help(add_to_rules(set))
}

/// "add `SET` to `rules`".
fn add_to_rules(set: RuleSet) -> Text {
    msg("diag-add-to-rules").arg("set", set.name())
}

/// The tiles the file says were set aside earlier, each one that exists.
fn set_aside(cx: &mut Cx) -> Vec<&'static Tile> {
    let mut out = Vec::new();
    for id in &cx.s.set_aside {
        match find_tile(id) {
            Ok(tile) => {
                check_set_in_play(cx.s, tile, id, &mut cx.problems);
                out.push(tile);
            }
            Err(p) => cx.push(p),
        }
    }
    out
}

/// The hands the file states, by player and figure.
fn hands(cx: &Cx) -> BTreeMap<(PlayerIdx, FigureKind), i64> {
    let mut supply = BTreeMap::new();
    for (name, hand) in cx.s.supply.iter().flatten() {
        if let Some(p) = cx.players.get(&name.value) {
            for (k, n) in hand {
                supply.insert((p, k.value), n.value);
            }
        }
    }
    supply
}

/// No game is ever at an empty table: the start tile is laid before the
/// first turn.
fn empty_board(at: Span) -> Problem {
    Problem::says(
        "input::empty-board",
        at,
        msg("diag-tile-placed-empty-table-but"),
    )
}

/// The board the file writes: each tile that exists on a free square, with
/// the figures that may stand where they are written.
fn read_board(cx: &mut Cx) -> Board {
    let mut board = Board::default();
    let s = cx.s;
    for entry in &s.board {
        let tile = match find_tile(&entry.tile) {
            Ok(t) => t,
            Err(p) => {
                cx.push(p);
                continue;
            }
        };
        check_set_in_play(s, tile, &entry.tile, &mut cx.problems);
        let mut placed = PlacedTile::new(tile, entry.at.value, entry.rotation.value);
        for b in BOXES {
            b.check_tile(cx, entry, &mut placed);
        }
        if let Some(other) = board.tiles.get(&entry.at.value) {
            cx.push(
                Problem::new(
                    "input::square-taken",
                    entry.at.span,
                    msg("diag-two-tiles-on").arg("at", entry.at.value.to_string()),
                )
                .label(msg("diag-goes-here").arg("tile", tile.id))
                .also(
                    cx.spans.tiles[&other.pos],
                    msg("diag-already-on")
                        .arg("tile", other.tile.id)
                        .arg("at", entry.at.value.to_string()),
                )
                .help(msg("diag-each-square-holds-one-tile")),
            );
            continue;
        }
        for b in BOXES {
            b.lay_tile(cx, entry, &mut placed);
        }
        cx.spans.tiles.insert(placed.pos, entry.tile.span);
        read_figures(cx, entry, &placed, &mut board);
        board.put(placed);
    }
    board
}

/// The figures written on one tile of the board.
fn read_figures(cx: &mut Cx, entry: &BoardEntry, placed: &PlacedTile, board: &mut Board) {
    for fig in &entry.figures {
        let owner = cx.player(&fig.owner);
        if !cx.in_play(&fig.figure) {
            continue;
        }
        match stand(placed, fig, board) {
            Ok(standing) => {
                if let Some(owner) = owner {
                    let id = FigureId(cx.spans.figures.len() as u32);
                    if let Spot::On(carc_core::board::On::Point(p)) = fig.spot.value {
                        cx.written.push((id, p));
                    }
                    board.figures.push(Figure {
                        id,
                        owner,
                        kind: fig.figure.value,
                        pos: placed.pos,
                        standing,
                    });
                    cx.spans.figures.push(fig.span);
                }
            }
            Err(p) => cx.push(p),
        }
    }
}

/// Where a figure of the board stands on its tile, or why it cannot: the
/// box that answers for its figure or its spot says, else it stands on a
/// feature its kind may stand on.
fn stand(placed: &PlacedTile, fig: &FigureEntry, board: &Board) -> Result<Standing, Problem> {
    if let Some(answer) = BOXES.iter().find_map(|b| b.stand(placed, fig, board)) {
        return answer;
    }
    let (t, kind, spot) = (placed, fig.figure.value, &fig.spot);
    // The barn's box answers for every corner, the tower's for every tower
    // top; should none, the figure is refused rather than guessed at.
    let Spot::On(on) = spot.value else {
        return Err(Problem::says(
            "input::corner",
            spot.span,
            msg("diag-does-not-stand-there").arg("figure", figure_a(kind)),
        ));
    };
    let f = carc_core::board::locate(t.tile, t.rot, on).map_err(|err| {
        Problem::new(
            "input::no-such-feature",
            spot.span,
            Text::Clause(located(t.tile, on, &err)),
        )
        .label(msg("diag-nothing-to-stand-on-here"))
        .help(
            msg("diag-features-of")
                .arg("tile", t.tile.id)
                .arg("features", spots(t)),
        )
    })?;
    let fk = t.tile.features[f].kind;
    if kind.stands_on(fk) {
        Ok(Standing::Feature(f))
    } else {
        Err(Problem::new(
            "input::figure-cannot-stand",
            spot.span,
            msg("diag-cannot-stand-on")
                .arg("figure", figure_a(kind))
                .arg("kind", fk.name()),
        )
        .label(msg("diag-this-is-a").arg("kind", fk.name()))
        .help(
            msg("diag-stands-on")
                .arg("figure", figure_a(kind))
                .arg("places", allowed_places(kind)),
        ))
    }
}

/// The turn as the core takes it, recording where each part was written;
/// `None` when a part names something that does not exist (already reported).
fn translate_turn(cx: &mut Cx, turn: &Turn) -> Option<core::Action> {
    let mut action = translate_tile(cx, turn);
    let mut read = action.is_some();
    for (i, entry) in turn.also.iter().enumerate() {
        cx.spans.set(Locus::Also(i), entry.span);
        cx.spans.recording = i + 1;
        let also = if entry.value.tile {
            translate_tile(cx, &entry.value.turn).map(|a| core::Also::Tile(Box::new(a)))
        } else {
            translate_parts(cx, &entry.value.turn).map(|a| core::Also::Again(Box::new(a)))
        };
        cx.spans.recording = 0;
        match (&mut action, also) {
            (Some(action), Some(also)) => action.also.push(also),
            _ => read = false,
        }
    }
    let action = action.filter(|_| read)?;
    Some(core::Action::Turn(Box::new(action)))
}

/// A tile's turn as the core takes it: the placement and every part.
fn translate_tile(cx: &mut Cx, turn: &Turn) -> Option<core::TurnAction> {
    let spans = &mut cx.spans;
    spans.set(Locus::Place, turn.place.span);
    spans.set(Locus::PlaceTile, turn.place.tile.span);
    spans.set(Locus::PlaceAt, turn.place.at.span);
    spans.set(Locus::PlaceRotation, turn.place.rotation.span);
    // A board tile already on that square keeps its place: the violation
    // points at both.
    spans
        .tiles
        .entry(turn.place.at.value)
        .or_insert(turn.place.tile.span);
    translate_parts(cx, turn)
}

/// The parts of a tile's turn after its placement, on that placement.
fn translate_parts(cx: &mut Cx, turn: &Turn) -> Option<core::TurnAction> {
    let tile = Catalogue::get().tile(&turn.place.tile.value)?;
    let mut action = core::TurnAction::place(tile, turn.place.at.value, turn.place.rotation.value);
    if let Some(d) = &turn.deploy {
        action.deploy = Some(translate_deploy(cx, d)?);
    }
    for b in BOXES {
        b.turn(cx, turn, &mut action)?;
    }
    Some(action)
}

/// The turn's deployment as the core takes it, recording where its figure
/// and its place were written: the box of its kind translates it, else it
/// is a figure from supply on a feature or at a corner.
fn translate_deploy(cx: &mut Cx, d: &Sp<Deploy>) -> Option<core::Deploy> {
    cx.spans.set(Locus::Deploy, d.span);
    if let Some(answer) = BOXES.iter().find_map(|b| b.deploy(cx, d)) {
        return answer;
    }
    let (figure, on, deploy) = match &d.value {
        Deploy::On { figure, on } => (
            figure.span,
            on.span,
            core::Deploy::On {
                figure: figure.value,
                on: on.value,
            },
        ),
        Deploy::Corner { figure, corner } => (
            figure.span,
            corner.span,
            core::Deploy::Corner {
                figure: figure.value,
                corner: corner.value,
            },
        ),
        // Every other kind is a box's, which translates it; should none,
        // the deployment is refused rather than guessed at.
        _ => {
            cx.push(Problem::says(
                "input::deploy",
                d.span,
                msg("diag-box-rules-play-reads-deployment"),
            ));
            return None;
        }
    };
    cx.spans.deployed(figure, on);
    Some(deploy)
}

/// The placed tile, if the catalogue has it (else `check_turn` said so).
fn placed_tile(turn: &Turn) -> Option<&'static Tile> {
    Catalogue::get().tile(&turn.place.tile.value)
}

/// The parts of the turn that must name real things: whether they are
/// legal moves is for the judge, but an unknown tile or player is a typo.
/// So for every entry of `also`; an entry that tries once more a part the
/// tile's turn does not have is a slip too.
fn check_turn(cx: &mut Cx, turn: &Turn, board: &Board) {
    check_tile(cx, turn, board);
    let mut tile = turn;
    for entry in &turn.also {
        let again = &entry.value.turn;
        if entry.value.tile {
            check_tile(cx, again, board);
            tile = again;
        } else {
            check_parts(cx, again, board);
            check_repeats(cx, tile, again);
        }
    }
}

/// A tile's placement and the parts after it.
fn check_tile(cx: &mut Cx, turn: &Turn, board: &Board) {
    match find_tile(&turn.place.tile) {
        Ok(tile) => check_set_in_play(cx.s, tile, &turn.place.tile, &mut cx.problems),
        Err(p) => cx.push(p),
    }
    check_parts(cx, turn, board);
}

/// The parts of a tile's turn after its placement.
fn check_parts(cx: &mut Cx, turn: &Turn, board: &Board) {
    if let Some(tile) = placed_tile(turn)
        && let Some(d) = &turn.deploy
        && let Deploy::On { on, .. } = &d.value
    {
        let rot = turn.place.rotation.value;
        cx.extend(named_feature(tile, rot, on, &msg("diag-placed-tile")));
    }
    // A deployment needs the rules of its figure or piece in play; the box
    // of its kind checks what it names.
    if let Some(d) = &turn.deploy
        && !BOXES.iter().any(|b| b.check_deploy(cx, d, board))
        && let Deploy::On { figure, .. }
        | Deploy::Corner { figure, .. }
        | Deploy::Fly { figure, .. } = &d.value
    {
        cx.in_play(figure);
    }
    for b in BOXES {
        b.check_turn(cx, turn, board);
    }
}

/// An entry of `also` without a tile tries parts of the tile's turn once
/// more: each part it names must be one the turn has, or it is no second
/// try but the first, written in the wrong place.
fn check_repeats(cx: &mut Cx, tile: &Turn, again: &Turn) {
    let parts = [
        (
            "deploy",
            again.deploy.as_ref().map(|d| d.span),
            tile.deploy.is_some(),
        ),
        (
            "ransom",
            again.ransom.as_ref().map(|r| r.span),
            tile.ransom.is_some(),
        ),
        (
            "escape",
            again.escape.as_ref().map(|e| e.span),
            tile.escape.is_some(),
        ),
        (
            "enter-city",
            again.enter_city.as_ref().map(|e| e.span),
            tile.enter_city.is_some(),
        ),
        (
            "move-count",
            again.move_count.as_ref().map(|m| m.span),
            tile.move_count.is_some(),
        ),
    ];
    for (key, span, first) in parts {
        if let Some(span) = span
            && !first
        {
            cx.push(
                Problem::says(
                    "input::also-first",
                    span,
                    msg("diag-also-first").arg("key", key),
                )
                .help(msg("diag-also-first-help").arg("key", key)),
            );
        }
    }
}

/// A figure named where it stands, by a key of a box whose rules are in
/// play (`set`), or the problem `not_in_play` makes.
fn check_capture_in(
    cx: &mut Cx,
    set: RuleSet,
    c: &Sp<crate::scenario::Capture>,
    (board, when): (&Board, Named),
    not_in_play: impl FnOnce(&Scenario) -> Problem,
) {
    if cx.s.plays(set) {
        check_capture(cx, c, board, when);
    } else {
        cx.push(not_in_play(cx.s));
    }
}

/// When the figure a key names stands where the key says.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Named {
    /// Before the turn: a tower's capture, the fairy's follower, the
    /// princess's knight, a figure taken back at a festival. Nobody there
    /// is a figure that is not there: broken input.
    Before,
    /// At the end of the turn (a knight's escape), when a figure deployed
    /// or moved during the turn may be the one named: only the square and
    /// the feature are checked, the figure is the judge's.
    AtTheEnd,
}

/// A figure named where it stands: a player at the table, a kind of the
/// rules in play, a tile on its square (or the one placed, for a figure
/// named at the end of the turn), a feature of that tile (or the top of
/// its tower), and (named before the turn) somebody standing there who
/// fits. Several who fit, or one the rules do not let the key take, are
/// for the judge.
fn check_capture(cx: &mut Cx, c: &Sp<crate::scenario::Capture>, board: &Board, when: Named) {
    let named = &c.value;
    let owner_known = named.owner.as_ref().is_none_or(|o| cx.player(o).is_some());
    let kind_known = named.figure.as_ref().is_none_or(|k| cx.in_play(k));
    let at = &named.at;
    let Some(t) = board.tile(at.value) else {
        let placed = placed_on(cx.s, at.value);
        match (placed, when) {
            (true, Named::AtTheEnd) => {}
            (true, Named::Before) => cx.push(nobody_there(c, &cx.players)),
            (false, _) => cx.push(no_tile(at, &msg("diag-where-figure-would-stand"))),
        }
        return;
    };
    use carc_core::position::Standpoint;
    let problem = match named.on.value {
        Standpoint::Feature(on) => {
            let named = Sp::new(on, named.on.span);
            named_feature(t.tile, t.rot, &named, &msg("diag-that-tile"))
        }
        Standpoint::Corner(_) => None,
        Standpoint::Tower if !t.tile.tower => Some(Problem::says(
            "input::no-foundation",
            named.on.span,
            msg("diag-no-tower").arg("tile", t.tile.id),
        )),
        Standpoint::Tower => None,
    };
    if let Some(p) = problem {
        cx.push(p);
        return;
    }
    // At the end of the turn a figure may have come onto a feature; onto a
    // corner only a barn deployed there this turn can have.
    let may_arrive = when == Named::AtTheEnd
        && match named.on.value {
            Standpoint::Corner(corner) => barn_deployed_at(cx.s, at.value, corner),
            _ => true,
        };
    if !may_arrive
        && owner_known
        && kind_known
        && figures_named(board, named, &cx.players).next().is_none()
    {
        cx.push(nobody_there(c, &cx.players));
    }
}

/// Whether the turn deploys a barn at that corner of that square.
fn barn_deployed_at(s: &Scenario, at: Pos, corner: crate::geometry::Corner) -> bool {
    let Action::Turn(t) = &s.action.value else {
        return false;
    };
    matches!(
        t.deploy.as_ref().map(|d| &d.value),
        Some(Deploy::Corner { figure, corner: c })
            if figure.value == FigureKind::Barn && c.value == corner && t.place.at.value == at
    )
}

/// The figures of the table that fit what a key names where they stand.
fn figures_named<'b>(
    board: &'b Board,
    c: &crate::scenario::Capture,
    players: &Players,
) -> impl Iterator<Item = &'b Figure> {
    use carc_core::position::Standpoint;
    let want = board.tile(c.at.value).and_then(|placed| {
        Some(match c.on.value {
            Standpoint::Feature(on) => {
                Standing::Feature(carc_core::board::locate(placed.tile, placed.rot, on).ok()?)
            }
            Standpoint::Corner(corner) => Standing::Corner(corner),
            Standpoint::Tower => Standing::Tower,
        })
    });
    let owner = c.owner.as_ref().map(|o| players.get(&o.value));
    let kind = c.figure.as_ref().map(|k| k.value);
    let at = c.at.value;
    board.figures.iter().filter(move |f| {
        want.is_some_and(|w| f.pos == at && f.standing == w)
            && owner.is_none_or(|o| o == Some(f.owner))
            && kind.is_none_or(|k| k == f.kind)
    })
}

/// A key names a figure where no figure of that kind and owner stands.
fn nobody_there(c: &Sp<crate::scenario::Capture>, players: &Players) -> Problem {
    use carc_core::position::Standpoint;
    let named = &c.value;
    let spot = match named.on.value {
        Standpoint::Feature(on) => msg("diag-spot-on").arg("name", on.name()),
        Standpoint::Corner(corner) => msg("diag-spot-corner").arg("name", corner.name()),
        Standpoint::Tower => msg("diag-top-tower"),
    };
    let place = msg("diag-spot-of-tile")
        .arg("spot", spot)
        .arg("at", named.at.value.to_string());
    let owner = named
        .owner
        .as_ref()
        .filter(|o| players.get(&o.value).is_some());
    let message = match (owner, &named.figure) {
        (Some(o), Some(k)) => msg("diag-owner-has-no")
            .arg("owner", &o.value)
            .arg("figure", k.value.name()),
        (Some(o), None) => msg("diag-owner-has-no-figure").arg("owner", &o.value),
        (None, Some(k)) => msg("diag-no-figure-stands").arg("figure", k.value.name()),
        (None, None) => msg("diag-nobody-stands"),
    };
    let message = message.arg("place", place);
    Problem::new("input::nobody-there", c.span, message)
        .label(msg("diag-nobody-there"))
        .help(msg("diag-name-figure-table-square-where"))
}

/// Whether the turn's tile goes onto this square (which the board does not
/// hold yet, but the action's later steps may name).
pub(crate) fn placed_on(s: &Scenario, at: Pos) -> bool {
    let Action::Turn(t) = &s.action.value else {
        return false;
    };
    t.place.at.value == at
        || t.also
            .iter()
            .any(|e| e.value.tile && e.value.turn.place.at.value == at)
}

/// A key names a square with no tile, where something must lie.
pub(crate) fn no_tile(at: &Sp<Pos>, what: &Text) -> Problem {
    Problem::new(
        "input::no-tile",
        at.span,
        msg("diag-no-tile")
            .arg("at", at.value.to_string())
            .arg("what", what.clone()),
    )
    .label(msg("diag-empty-square"))
    .help(msg("diag-name-square-tile-table-board"))
}

/// A feature named on a tile must be one the tile has (docs/readings.md §6b): a
/// point it lacks is a typo, never an illegal move.
fn named_feature(
    tile: &'static Tile,
    rot: Rotation,
    on: &Sp<crate::scenario::On>,
    where_: &Text,
) -> Option<Problem> {
    let err = carc_core::board::locate(tile, rot, on.value).err()?;
    let placed = PlacedTile {
        tile,
        pos: Pos::new(0, 0),
        rot,
        ferry: None,
        tower: 0,
    };
    Some(
        Problem::new(
            "input::no-such-feature",
            on.span,
            Text::Clause(located(tile, on.value, &err)),
        )
        .label(msg("diag-not-a-feature-of").arg("where", where_.clone()))
        .help(
            msg("diag-features-here")
                .arg("tile", tile.id)
                .arg("features", spots(&placed)),
        ),
    )
}

/// A figure named where it stands, as the core takes it.
fn core_capture(c: &Sp<crate::scenario::Capture>, players: &Players) -> Option<core::Capture> {
    let owner = match &c.value.owner {
        Some(o) => Some(players.get(&o.value)?),
        None => None,
    };
    Some(core::Capture {
        at: c.value.at.value,
        on: c.value.on.value,
        owner,
        figure: c.value.figure.as_ref().map(|f| f.value),
    })
}

/// A figure of a kind whose rules are not in play cannot be on the table.
pub fn check_rules_in_play(
    s: &Scenario,
    kind: &Sp<FigureKind>,
    problems: &mut Vec<Problem>,
) -> bool {
    let needed = kind.value.rules();
    if s.plays(needed) {
        return true;
    }
    problems.push(
        Problem::says(
            "input::rules-not-in-play",
            kind.span,
            msg("diag-figure-needs-rules")
                .arg("figure", figure_the(kind.value))
                .arg("set", needed.name()),
        )
        .also(s.rules.span, msg("diag-rules-in-play"))
        .help(add_to_rules(needed)),
    );
    false
}

/// Expansion tiles need their expansion's rules; garden tiles are part of the
/// base game's new edition.
pub fn check_set_in_play(s: &Scenario, tile: &Tile, id: &Sp<String>, problems: &mut Vec<Problem>) {
    let needed = tile.set.brought_by();
    if needed == RuleSet::Base {
        return;
    }
    if !s.plays(needed) {
        problems.push(
            Problem::says(
                "input::rules-not-in-play",
                id.span,
                msg("diag-tile-needs-rules")
                    .arg("tile", tile.id)
                    .arg("set", needed.name()),
            )
            .also(s.rules.span, msg("diag-rules-in-play"))
            .help(add_to_rules(needed)),
        );
    }
}

fn check_edges(board: &carc_core::Board, spans: &Spans, problems: &mut Vec<Problem>) {
    for t in board.tiles.values() {
        // Each pair once: look north and east only.
        for side in [Side::N, Side::E] {
            let Some(n) = board.tile(t.pos.neighbour(side)) else {
                continue;
            };
            let (a, b) = (
                t.tile.edge(side, t.rot),
                n.tile.edge(side.opposite(), n.rot),
            );
            if !a.matches(b) {
                problems.push(
                    Problem::new(
                        "input::edge-mismatch",
                        spans.tile(n.pos),
                        msg("diag-edge-mismatch")
                            .arg("a", t.pos.to_string())
                            .arg("b", n.pos.to_string())
                            .arg("edge-a", edge_word(t, side))
                            .arg("edge-b", edge_word(n, side.opposite())),
                    )
                    .label(
                        msg("diag-tile-shows")
                            .arg("tile", n.tile.id)
                            .arg("edge", b.name())
                            .arg("side", compass(side.opposite().name())),
                    )
                    .also(
                        spans.tile(t.pos),
                        msg("diag-tile-shows")
                            .arg("tile", t.tile.id)
                            .arg("edge", a.name())
                            .arg("side", compass(side.name())),
                    )
                    .help(msg("diag-turn-one-tiles-rotation-choose")),
                );
            }
        }
    }
}

/// More figures of a kind than a player owns is not a reachable position,
/// unless `supply` states the hand (docs/readings.md §1).
fn check_counts(cx: &mut Cx, position: &Position) {
    let s = cx.s;
    let with_supply: BTreeSet<&str> = s
        .supply
        .iter()
        .flatten()
        .map(|(n, _)| n.value.as_str())
        .collect();
    let mut counts: BTreeMap<(PlayerIdx, FigureKind), Vec<Span>> = BTreeMap::new();
    for f in &position.board.figures {
        counts
            .entry((f.owner, f.kind))
            .or_default()
            .push(cx.spans.figures[f.id.0 as usize]);
    }
    for ((owner, kind), spans) in counts {
        let name = &s.players[owner].value;
        // A figure a box holds off the table is one of its owner's too.
        let elsewhere: usize = BOXES.iter().map(|b| b.held(position, owner, kind)).sum();
        let owned = kind.owned(s.players.len()).saturating_sub(elsewhere as u32);
        if with_supply.contains(name.as_str()) || spans.len() as u32 <= owned {
            continue;
        }
        let extra = spans[owned as usize];
        cx.push(
            Problem::new(
                "input::too-many-figures",
                extra,
                msg("diag-too-many-figures")
                    .arg("player", name)
                    .arg("count", spans.len())
                    .arg("figure", kind.name())
                    .arg("owned", owned),
            )
            .label(
                msg("diag-nth-figure")
                    .arg("n", owned + 1)
                    .arg("figure", kind.name())
                    .arg("player", name),
            )
            .help(msg("diag-too-many-figures-help").arg("player", name)),
        );
    }
}

/// Where a kind of figure may stand, for the help lines of diagnostics
/// (the catalogue's `figure-places`).
pub(crate) fn allowed_places(kind: FigureKind) -> Text {
    msg("figure-places").arg("figure", kind.name())
}

/// A direction in running text, as the language abbreviates it (German
/// "O" for east).
pub(crate) fn compass(direction: &str) -> Text {
    msg("compass").arg("direction", direction)
}

/// A kind of figure with its indefinite article, as a diagnostic's subject
/// ("a big-follower").
pub(crate) fn figure_a(kind: FigureKind) -> Text {
    msg("diag-figure-a").arg("figure", kind.name())
}

/// A kind of figure with its definite article, as a diagnostic's subject
/// ("the mayor").
pub(crate) fn figure_the(kind: FigureKind) -> Text {
    msg("diag-figure-the").arg("figure", kind.name())
}
