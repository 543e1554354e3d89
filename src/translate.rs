//! From a scenario to the game core's plain values: the position and the
//! action, checked against the catalogue before any rule runs, and a map
//! from each of their parts back to where the file wrote it. A board that
//! breaks these checks is not a position the game can reach, so it is broken
//! input (exit 2), not an illegal move.

mod castles;
mod count;

use std::collections::{BTreeMap, BTreeSet, HashMap};

use carc_core::board::located;
use carc_core::board::{Figure, FigureId, PlacedTile, PlayerIdx, Standing};
use carc_core::engine::spots;

use crate::diag::names;
use crate::i18n::Lang;
use crate::report::refusal::{clause_in, detail_in};
use carc_core::position::{self as core, Locus, Position};

use crate::catalogue::{Catalogue, Good, Kind, Tile};
use crate::diag::Problem;
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::{Point, Pos, Rotation, Side};
use crate::scenario::{Action, Deploy, PhantomDeploy, Scenario, Sp, Spot, Turn, WagonTarget};
use crate::yaml::Span;

/// Where each part of the position and the action was written.
#[derive(Clone, Debug, Default)]
pub struct Spans {
    place: Span,
    place_tile: Span,
    place_at: Span,
    place_rotation: Span,
    deploy: Span,
    deploy_figure: Span,
    deploy_on: Span,
    phantom: Span,
    phantom_on: Span,
    ferry: Span,
    ferry_moves: Vec<Span>,
    wagons: Vec<Span>,
    capture: Span,
    exchange: Span,
    ransom: Span,
    dragon: Span,
    dragon_steps: Vec<Span>,
    escape: Span,
    castle_builds: Vec<Span>,
    castle_scores: Vec<Span>,
    leave_city: Vec<Span>,
    enter_city: Span,
    move_count: Span,
    tiles: HashMap<Pos, Span, carc_core::graph::PosHash>,
    figures: Vec<Span>,
    rules: Span,
}

impl Spans {
    /// Where the tile on a square was written; a square of the City of
    /// Carcassonne that the file does not list comes from `rules`.
    pub fn tile(&self, pos: Pos) -> Span {
        self.tiles.get(&pos).copied().unwrap_or(self.rules)
    }

    /// Where a part was written, if it was.
    pub fn of(&self, locus: Locus) -> Option<Span> {
        let span = match locus {
            Locus::Place => self.place,
            Locus::PlaceTile => self.place_tile,
            Locus::PlaceAt => self.place_at,
            Locus::PlaceRotation => self.place_rotation,
            Locus::Deploy => self.deploy,
            Locus::DeployFigure => self.deploy_figure,
            Locus::DeployOn => self.deploy_on,
            Locus::Phantom => self.phantom,
            Locus::PhantomOn => self.phantom_on,
            Locus::Ferry => self.ferry,
            Locus::FerryMove(i) => *self.ferry_moves.get(i)?,
            Locus::Wagon(i) => *self.wagons.get(i)?,
            Locus::Capture => self.capture,
            Locus::Exchange => self.exchange,
            Locus::Ransom => self.ransom,
            Locus::Escape => self.escape,
            Locus::CastleBuild(i) => *self.castle_builds.get(i)?,
            Locus::CastleScore(i) => *self.castle_scores.get(i)?,
            Locus::LeaveCity(i) => *self.leave_city.get(i)?,
            Locus::EnterCity => self.enter_city,
            Locus::MoveCount => self.move_count,
            Locus::Dragon => self.dragon,
            Locus::DragonStep(i) => *self.dragon_steps.get(i)?,
            Locus::Tile(pos) => *self.tiles.get(&pos)?,
            Locus::Figure(id) => *self.figures.get(id.0 as usize)?,
            Locus::Rules => self.rules,
        };
        (span != Span::default()).then_some(span)
    }

    /// Where a part was written, or else the entry that holds it (a key
    /// left out, such as a default `rotation`, has no place of its own).
    pub fn nearest(&self, locus: Locus) -> Span {
        let outer = match locus {
            Locus::PlaceTile | Locus::PlaceAt | Locus::PlaceRotation => Locus::Place,
            Locus::DeployFigure | Locus::DeployOn => Locus::Deploy,
            Locus::PhantomOn => Locus::Phantom,
            Locus::Capture | Locus::Exchange => Locus::Deploy,
            Locus::DragonStep(_) => Locus::Dragon,
            other => other,
        };
        self.of(locus)
            .or_else(|| self.of(outer))
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
            Some(k) => format!("did you mean `{k}`? `carc tiles` lists every id"),
            None => "`carc tiles` lists every tile id".to_owned(),
        };
        Problem::new(
            "input::unknown-tile",
            id.span,
            format!("unknown tile `{}`", id.value),
        )
        .label("not in the catalogue")
        .help(hint)
    })
}

/// Builds the board of a scenario, or every reason it is not a position.
/// Translates a scenario, or says every reason it is not a position and an
/// action.
pub fn build(s: &Scenario) -> Result<Translated, Vec<Problem>> {
    let mut problems = Vec::new();
    let mut spans = Spans {
        rules: s.rules.span,
        ..Spans::default()
    };
    let names = Players::of(s);
    let player = |name: &Sp<String>, problems: &mut Vec<Problem>| names.find(name, problems);
    check_named_players(s, &player, &mut problems);
    check_prisoners(s, &player, &mut problems);
    let mut board = read_board(s, &player, &mut spans, &mut problems);
    count::complete_board(s, &mut board, &spans, &mut problems);
    let action = match &s.action.value {
        Action::Turn(turn) => {
            // With the Count, the City of Carcassonne is on the table.
            if s.board.is_empty() && !s.plays(RuleSet::Count) {
                problems.push(empty_board(turn.place.span));
            }
            check_action(s, turn, &board, &mut problems, &player);
            translate_turn(turn, &player, &mut spans)
        }
        Action::FinalScoring(leave) => {
            count::check_final(s, leave, &board, &mut problems);
            count::leaving(leave, &player, &mut spans)
                .map(|leave_city| core::Action::FinalScoring(core::FinalChoices { leave_city }))
        }
    };
    check_edges(&board, &spans, &mut problems);
    check_dragon_and_fairy(s, &board, &player, &mut problems);
    let castles = castles::position(s, &board, &player, &mut problems);
    if let Action::Turn(turn) = &s.action.value {
        castles::check_action(s, turn, &board, &mut problems);
        count::check_action(s, turn, &board, &mut problems);
    }
    let city = count::position(s, &player, &mut problems);
    check_counts(s, &board, &city, &spans, &mut problems);
    let current = match &s.current {
        Some(c) => names.index.get(c.value.as_str()).copied(),
        None => Some(0),
    };
    let fairy = fairy_at(s, &board, &names);
    match (action, current) {
        (Some(action), Some(current)) if problems.is_empty() => Ok(Translated {
            position: Position {
                rules: core::Rules {
                    sets: s.rules.value.iter().map(|r| r.value).collect(),
                    wagon_move: s.wagon_move.value,
                },
                players: s.players.iter().map(|p| p.value.clone()).collect(),
                current,
                supply: hands(s, &names),
                board,
                goods: goods_held(s, &names),
                prisoners: prisoners_held(s, &names),
                dragon: s.dragon.as_ref().map(|d| d.value),
                fairy,
                castles,
                city,
            },
            action,
            spans,
        }),
        _ => Err(problems),
    }
}

/// The players by name, and their list for help lines.
struct Players<'s> {
    index: HashMap<&'s str, PlayerIdx>,
    list: Vec<&'s str>,
}

impl<'s> Players<'s> {
    fn of(s: &'s Scenario) -> Self {
        let list: Vec<&str> = s.players.iter().map(|p| p.value.as_str()).collect();
        let index = list.iter().enumerate().map(|(i, p)| (*p, i)).collect();
        Players { index, list }
    }

    /// The player a name in the file refers to, or a problem at the name.
    fn find(&self, name: &Sp<String>, problems: &mut Vec<Problem>) -> Option<PlayerIdx> {
        let found = self.index.get(name.value.as_str()).copied();
        if found.is_none() {
            let help = match crate::diag::did_you_mean(&name.value, self.list.iter().copied()) {
                Some(k) => format!("did you mean `{k}`?"),
                None => format!("the players are: {}", self.list.join(", ")),
            };
            problems.push(
                Problem::new(
                    "input::unknown-player",
                    name.span,
                    format!("`{}` is not a player", name.value),
                )
                .label("not in `players`")
                .help(help),
            );
        }
        found
    }
}

/// `current`, `scores` and `supply` name players, and the supply names
/// figures of rule sets in play.
fn check_named_players(s: &Scenario, player: &PlayerCheck, problems: &mut Vec<Problem>) {
    if let Some(c) = &s.current {
        player(c, problems);
    }
    for (name, _) in &s.scores {
        player(name, problems);
    }
    for (name, figures) in s.supply.iter().flatten() {
        player(name, problems);
        for (kind, _) in figures {
            check_rules_in_play(s, kind, problems);
        }
    }
    check_goods(s, player, problems);
}

/// `goods` names players, needs Traders & Builders in play, and never
/// holds more tokens of a good than the box.
fn check_goods(s: &Scenario, player: &PlayerCheck, problems: &mut Vec<Problem>) {
    let mut total = [0i64; 3];
    for (name, held) in &s.goods {
        player(name, problems);
        for (good, n) in held {
            total[good.value.index()] += n.value;
        }
    }
    if let Some((first, _)) = s.goods.first()
        && !s.plays(RuleSet::TradersBuilders)
    {
        problems.push(
            Problem::new(
                "input::rules-not-in-play",
                first.span,
                "goods tokens belong to the `traders-builders` rules, which are not in play",
            )
            .label("goods without Traders & Builders")
            .also(s.rules.span, "rules in play")
            .help("add `traders-builders` to `rules`, or remove `goods`"),
        );
    }
    for good in Good::ALL {
        let box_holds = i64::from(good.tokens());
        if total[good.index()] <= box_holds {
            continue;
        }
        let last = s
            .goods
            .iter()
            .flat_map(|(_, held)| held.iter())
            .rfind(|(g, _)| g.value == good);
        if let Some((g, _)) = last {
            problems.push(
                Problem::new(
                    "input::too-large",
                    g.span,
                    format!(
                        "the players hold {} {} tokens, and the box holds only {box_holds}",
                        total[good.index()],
                        good.name()
                    ),
                )
                .label("one too many")
                .help(format!(
                    "the {} tokens held add up to at most {box_holds}",
                    good.name()
                )),
            );
        }
    }
}

/// The goods tokens the file says each player holds.
fn goods_held(s: &Scenario, names: &Players) -> BTreeMap<(PlayerIdx, Good), u32> {
    let mut out = BTreeMap::new();
    for (name, held) in &s.goods {
        if let Some(p) = names.index.get(name.value.as_str()) {
            for (g, n) in held {
                out.insert((*p, g.value), u32::try_from(n.value).unwrap_or(0));
            }
        }
    }
    out
}

/// The fairy the file places, next to the follower it names.
fn fairy_at(s: &Scenario, board: &carc_core::Board, names: &Players) -> Option<core::Fairy> {
    let spot = s.fairy.as_ref()?;
    let next_to = match &spot.value.next_to {
        Some(c) => Some(named_on_board(board, &c.value, names)?.id),
        None => None,
    };
    Some(core::Fairy {
        at: spot.value.at.value,
        next_to,
    })
}

/// The one follower a position names where it stands, if there is one.
fn named_on_board<'b>(
    board: &'b carc_core::Board,
    c: &crate::scenario::Capture,
    names: &Players,
) -> Option<&'b Figure> {
    use carc_core::position::Standpoint;
    let placed = board.tile(c.at.value)?;
    let want = match c.on.value {
        Standpoint::Feature(on) => {
            Standing::Feature(carc_core::board::locate(placed.tile, placed.rot, on).ok()?)
        }
        Standpoint::Corner(corner) => Standing::Corner(corner),
        Standpoint::Tower => Standing::Tower,
    };
    let owner = match &c.owner {
        Some(o) => Some(*names.index.get(o.value.as_str())?),
        None => None,
    };
    let mut found = board.figures.iter().filter(|f| {
        f.pos == c.at.value
            && f.standing == want
            && owner.is_none_or(|o| o == f.owner)
            && c.figure.as_ref().is_none_or(|k| k.value == f.kind)
    });
    let first = found.next()?;
    found
        .all(|f| (f.owner, f.kind) == (first.owner, first.kind))
        .then_some(first)
}

/// The dragon stands on a tile of the table; the fairy on one too, next to
/// a follower that stands where it says; both need The Princess & the
/// Dragon.
fn check_dragon_and_fairy(
    s: &Scenario,
    board: &carc_core::Board,
    player: &PlayerCheck,
    problems: &mut Vec<Problem>,
) {
    if let Some(d) = &s.dragon {
        if !s.plays(RuleSet::PrincessDragon) {
            problems.push(pd_needed(
                s,
                d.span,
                "the dragon is The Princess & the Dragon's",
            ));
        } else if board.tile(d.value).is_none() {
            problems.push(
                Problem::new(
                    "input::no-tile",
                    d.span,
                    format!("no tile lies on {}, where the dragon would stand", d.value),
                )
                .label("an empty square")
                .help("the dragon stands on a tile of the board"),
            );
        }
    }
    let Some(fairy) = &s.fairy else { return };
    if !s.plays(RuleSet::PrincessDragon) {
        problems.push(pd_needed(
            s,
            fairy.span,
            "the fairy is The Princess & the Dragon's",
        ));
        return;
    }
    let at = &fairy.value.at;
    if board.tile(at.value).is_none() {
        problems.push(
            Problem::new(
                "input::no-tile",
                at.span,
                format!("no tile lies on {}, where the fairy would stand", at.value),
            )
            .label("an empty square")
            .help("the fairy stands on a tile of the board"),
        );
        return;
    }
    let Some(c) = &fairy.value.next_to else {
        return;
    };
    if let Some(o) = &c.value.owner {
        player(o, problems);
    }
    let names = Players::of(s);
    match named_on_board(board, &c.value, &names) {
        Some(f) if f.kind.is_follower() => {}
        _ => problems.push(
            Problem::new(
                "input::fairy-next-to-nobody",
                c.span,
                "no single follower stands there for the fairy to stand next to",
            )
            .label("not one follower")
            .help("name a follower of the board (add `owner` and `figure` when several share the place), or write `fairy: {at: [x, y]}` for a fairy next to nobody"),
        ),
    }
}

/// A key of The Princess & the Dragon used without its rules in play.
fn pd_needed(s: &Scenario, at: Span, what: &str) -> Problem {
    Problem::new(
        "input::rules-not-in-play",
        at,
        format!("{what}, and `princess-dragon` is not in play"),
    )
    .label("The Princess & the Dragon's")
    .also(s.rules.span, "rules in play")
    .help("add `princess-dragon` to `rules`")
}

/// The prisoners the file states, by holder, in the order written.
fn prisoners_held(s: &Scenario, names: &Players) -> Vec<core::Prisoner> {
    let mut out = Vec::new();
    for (holder, held) in &s.prisoners {
        let Some(h) = names.index.get(holder.value.as_str()) else {
            continue;
        };
        for c in held {
            if let Some(o) = names.index.get(c.owner.value.as_str()) {
                out.push(core::Prisoner {
                    holder: *h,
                    owner: *o,
                    kind: c.figure.value,
                });
            }
        }
    }
    out
}

/// Prisoners are followers of another player at the table, held with The
/// Tower in play.
fn check_prisoners(s: &Scenario, player: &PlayerCheck, problems: &mut Vec<Problem>) {
    for (holder, held) in &s.prisoners {
        let h = player(holder, problems);
        if !s.plays(RuleSet::Tower) {
            problems.push(tower_needed(
                s,
                holder.span,
                "prisoners are taken by towers",
            ));
        }
        for c in held {
            let o = player(&c.owner, problems);
            if !check_rules_in_play(s, &c.figure, problems) {
                continue;
            }
            if !c.figure.value.is_follower() {
                problems.push(
                    Problem::new(
                        "input::not-a-prisoner",
                        c.figure.span,
                        format!("a tower never takes a {} prisoner", c.figure.value.name()),
                    )
                    .label("not a follower")
                    .help("only followers are captured: follower, big-follower, mayor, wagon, abbot, phantom"),
                );
            }
            if h.is_some() && h == o {
                problems.push(
                    Problem::new(
                        "input::own-prisoner",
                        c.owner.span,
                        format!("{} holds their own figure", holder.value),
                    )
                    .label("holder and owner are the same player")
                    .help(
                        "a player's own captured figure goes back to their supply, never to prison",
                    ),
                );
            }
        }
    }
}

/// A key of The Tower used without its rules in play.
fn tower_needed(s: &Scenario, at: Span, what: &str) -> Problem {
    Problem::new(
        "input::rules-not-in-play",
        at,
        format!("{what}, and `tower` is not in play"),
    )
    .label("The Tower's")
    .also(s.rules.span, "rules in play")
    .help("add `tower` to `rules`")
}

/// The hands the file states, by player and figure.
fn hands(s: &Scenario, names: &Players) -> BTreeMap<(PlayerIdx, FigureKind), i64> {
    let mut supply = BTreeMap::new();
    for (name, hand) in s.supply.iter().flatten() {
        if let Some(p) = names.index.get(name.value.as_str()) {
            for (k, n) in hand {
                supply.insert((*p, k.value), n.value);
            }
        }
    }
    supply
}

/// No game is ever at an empty table: the start tile is laid before the
/// first turn.
fn empty_board(at: Span) -> Problem {
    Problem::new(
        "input::empty-board",
        at,
        "a tile is placed on an empty table, but every game starts with the start tile on the table",
    )
    .label("placed on an empty table")
    .help("add the start tile to the board: `board: [{tile: base/D, at: [0, 0]}]`, then place next to it")
}

/// The board the file writes: each tile that exists on a free square, with
/// the figures that may stand where they are written.
fn read_board(
    s: &Scenario,
    player: &PlayerCheck,
    spans: &mut Spans,
    problems: &mut Vec<Problem>,
) -> carc_core::Board {
    let mut board = carc_core::Board::default();
    for entry in &s.board {
        let tile = match find_tile(&entry.tile) {
            Ok(t) => t,
            Err(p) => {
                problems.push(p);
                continue;
            }
        };
        check_set_in_play(s, tile, &entry.tile, problems);
        if tile.abbey && entry.rotation.value != Rotation::default() {
            problems.push(
                Problem::new(
                    "input::abbey-rotation",
                    entry.rotation.span,
                    "the abbey is not turned",
                )
                .label("rotation given")
                .help("drop `rotation`: the abbey fits any edges"),
            );
        }
        let rot = entry.rotation.value;
        let ferry = check_ferry(
            tile,
            rot,
            entry.ferry.as_ref(),
            entry.tile.span,
            s,
            problems,
        );
        if let Some(other) = board.tiles.get(&entry.at.value) {
            problems.push(
                Problem::new(
                    "input::square-taken",
                    entry.at.span,
                    format!("two tiles on square {}", entry.at.value),
                )
                .label(format!("{} goes here", tile.id))
                .also(
                    spans.tiles[&other.pos],
                    format!("{} is already on {}", other.tile.id, entry.at.value),
                )
                .help("each square holds one tile; move one of them or remove it"),
            );
            continue;
        }
        let placed = PlacedTile {
            tile,
            pos: entry.at.value,
            rot,
            ferry,
            tower: tower_floors(s, tile, entry, problems),
        };
        spans.tiles.insert(placed.pos, entry.tile.span);
        read_figures(s, entry, &placed, player, &mut board, spans, problems);
        board.put(placed);
    }
    board
}

/// The floors of a board tile's tower: only a tile with a foundation has
/// one, and only with The Tower in play.
fn tower_floors(
    s: &Scenario,
    tile: &Tile,
    entry: &crate::scenario::BoardEntry,
    problems: &mut Vec<Problem>,
) -> u8 {
    let Some(n) = &entry.tower else { return 0 };
    if !s.plays(RuleSet::Tower) {
        problems.push(tower_needed(s, n.span, "towers are The Tower's"));
        return 0;
    }
    if !tile.tower {
        problems.push(
            Problem::new(
                "input::no-foundation",
                n.span,
                format!("{} has no tower foundation", tile.id),
            )
            .label("no tower can stand here")
            .help("towers stand on the tiles `tower/*`; drop `tower` from this entry"),
        );
        return 0;
    }
    u8::try_from(n.value).unwrap_or(0)
}

/// The figures written on one tile of the board.
fn read_figures(
    s: &Scenario,
    entry: &crate::scenario::BoardEntry,
    placed: &PlacedTile,
    player: &PlayerCheck,
    board: &mut carc_core::Board,
    spans: &mut Spans,
    problems: &mut Vec<Problem>,
) {
    for fig in &entry.figures {
        let owner = player(&fig.owner, problems);
        if !check_rules_in_play(s, &fig.figure, problems) {
            continue;
        }
        if fig.spot.value == Spot::Tower {
            let top = board
                .figures
                .iter()
                .any(|f| f.pos == placed.pos && f.standing == Standing::Tower);
            if let Some(p) = tower_top_problem(placed, fig, top) {
                problems.push(p);
                continue;
            }
        }
        match stand(placed, fig.figure.value, &fig.spot) {
            Ok(standing) => {
                if let Some(owner) = owner {
                    board.figures.push(Figure {
                        id: FigureId(spans.figures.len() as u32),
                        owner,
                        kind: fig.figure.value,
                        pos: placed.pos,
                        standing,
                    });
                    spans.figures.push(fig.span);
                }
            }
            Err(p) => problems.push(p),
        }
    }
}

/// Why a figure cannot stand on top of this tile's tower, if it cannot:
/// only a follower or big follower closes a tower, one of them, on a tower
/// of at least one floor.
fn tower_top_problem(
    placed: &PlacedTile,
    fig: &crate::scenario::FigureEntry,
    taken: bool,
) -> Option<Problem> {
    let kind = fig.figure.value;
    if !placed.tile.tower {
        // `stand` says so.
        return None;
    }
    if !matches!(kind, FigureKind::Follower | FigureKind::BigFollower) {
        return Some(
            Problem::new(
                "input::figure-cannot-stand",
                fig.spot.span,
                format!("a {} never stands on top of a tower", kind.name()),
            )
            .label("not a follower that closes towers")
            .help("a follower or big follower closes a tower (car:fn160, fn169, fn179)"),
        );
    }
    if placed.tower == 0 {
        return Some(
            Problem::new(
                "input::bare-foundation",
                fig.spot.span,
                format!("the tower on {} has no floors", placed.pos),
            )
            .label("nothing to stand on")
            .help("give the tile's tower its floors, e.g. `tower: 1`"),
        );
    }
    taken.then(|| {
        Problem::new(
            "input::tower-taken",
            fig.spot.span,
            format!("the tower on {} already has a follower on top", placed.pos),
        )
        .label("second follower on top")
        .help("one follower closes a tower; remove one")
    })
}

/// The turn as the core takes it, recording where each part was written;
/// `None` when a part names something that does not exist (already reported).
fn translate_turn(turn: &Turn, player: &PlayerCheck, spans: &mut Spans) -> Option<core::Action> {
    let tile = Catalogue::get().tile(&turn.place.tile.value)?;
    spans.place = turn.place.span;
    spans.place_tile = turn.place.tile.span;
    spans.place_at = turn.place.at.span;
    spans.place_rotation = turn.place.rotation.span;
    // A board tile already on that square keeps its place: the violation
    // points at both.
    spans
        .tiles
        .entry(turn.place.at.value)
        .or_insert(turn.place.tile.span);
    let deploy = turn
        .deploy
        .as_ref()
        .map(|d| translate_deploy(d, player, spans));
    let phantom = turn.phantom.as_ref().map(|p| {
        spans.phantom = p.span;
        match &p.value {
            PhantomDeploy::On(on) => {
                spans.phantom_on = on.span;
                core::PhantomDeploy::On(on.value)
            }
            PhantomDeploy::Fly(f) => {
                spans.phantom_on = f.span;
                core::PhantomDeploy::Fly(flight(f))
            }
        }
    });
    if let Some(f) = &turn.ferry {
        spans.ferry = f.span;
    }
    let move_ferries = turn
        .move_ferries
        .iter()
        .map(|m| {
            spans.ferry_moves.push(m.span);
            core::FerryMove {
                at: m.at.value,
                to: m.to.value,
            }
        })
        .collect();
    let mut wagons = Vec::new();
    for w in &turn.wagons {
        spans.wagons.push(w.span);
        let owner = player(&w.owner, &mut Vec::new())?;
        let to = match &w.to.value {
            WagonTarget::Supply => core::WagonTarget::Supply,
            WagonTarget::Feature { at, on } => core::WagonTarget::Feature {
                at: at.value,
                on: on.value,
            },
        };
        wagons.push(core::WagonChoice { owner, to });
    }
    let ransom = match &turn.ransom {
        Some(r) => {
            spans.ransom = r.span;
            Some(core::Ransom {
                from: player(&r.value.from, &mut Vec::new())?,
                figure: r.value.figure.value,
            })
        }
        None => None,
    };
    let deploy = match deploy {
        Some(Some(d)) => Some(d),
        Some(None) => return None,
        None => None,
    };
    let dragon = turn.dragon.as_ref().map(|d| {
        spans.dragon = d.span;
        spans.dragon_steps = d.value.iter().map(|s| s.span).collect();
        d.value.iter().map(|s| s.value).collect()
    });
    let escape = match &turn.escape {
        Some(c) => {
            spans.escape = c.span;
            Some(core_capture(c, player)?)
        }
        None => None,
    };
    let (castles, castle_scores) = castles::action(turn, spans);
    let leave_city = count::leaving(&turn.leave_city, player, spans)?;
    let (enter_city, move_count) = count::entering(turn, spans);
    Some(core::Action::Turn(Box::new(core::TurnAction {
        place: core::Placement {
            tile,
            at: turn.place.at.value,
            rotation: turn.place.rotation.value,
        },
        deploy,
        phantom,
        ferry: turn.ferry.as_ref().map(|f| f.value),
        move_ferries,
        wagons,
        ransom,
        dragon,
        escape,
        castles,
        castle_scores,
        leave_city,
        enter_city,
        move_count,
    })))
}

/// A flight as the core takes it.
fn flight(f: &crate::scenario::Flight) -> core::Flight {
    core::Flight {
        roll: f.roll.as_ref().map(|r| r.value),
        on: f.on.as_ref().map(|o| o.value),
    }
}

/// The turn's deployment as the core takes it, recording where its figure
/// and its place were written.
fn translate_deploy(
    d: &Sp<Deploy>,
    player: &PlayerCheck,
    spans: &mut Spans,
) -> Option<core::Deploy> {
    spans.deploy = d.span;
    Some(match &d.value {
        Deploy::On { figure, on } => {
            spans.deploy_figure = figure.span;
            spans.deploy_on = on.span;
            core::Deploy::On {
                figure: figure.value,
                on: on.value,
            }
        }
        Deploy::Corner { figure, corner } => {
            spans.deploy_figure = figure.span;
            spans.deploy_on = corner.span;
            core::Deploy::Corner {
                figure: figure.value,
                corner: corner.value,
            }
        }
        Deploy::Fly { figure, flight: f } => {
            spans.deploy_figure = figure.span;
            spans.deploy_on = f.on.as_ref().map(|o| o.span).unwrap_or(f.span);
            core::Deploy::Fly {
                figure: figure.value,
                flight: flight(f),
            }
        }
        Deploy::AbbotReturn { at } => {
            spans.deploy_figure = d.span;
            spans.deploy_on = at.span;
            core::Deploy::AbbotReturn { at: at.value }
        }
        Deploy::Floor {
            at,
            capture,
            exchange,
        } => {
            spans.deploy_figure = d.span;
            spans.deploy_on = at.span;
            if let Some(e) = exchange {
                spans.exchange = e.span;
            }
            let capture = match capture {
                Some(c) => {
                    spans.capture = c.span;
                    Some(core_capture(c, player)?)
                }
                None => None,
            };
            core::Deploy::Floor {
                at: at.value,
                capture,
                exchange: exchange.as_ref().map(|e| e.value),
            }
        }
        Deploy::TowerTop { figure, at } => {
            spans.deploy_figure = figure.span;
            spans.deploy_on = at.span;
            core::Deploy::TowerTop {
                figure: figure.value,
                at: at.value,
            }
        }
        Deploy::Fairy(c) => {
            spans.deploy_figure = d.span;
            spans.deploy_on = c.span;
            core::Deploy::Fairy(core_capture(c, player)?)
        }
        Deploy::Princess(c) => {
            spans.deploy_figure = d.span;
            spans.deploy_on = c.span;
            core::Deploy::Princess(core_capture(c, player)?)
        }
        Deploy::Festival(c) => {
            spans.deploy_figure = d.span;
            spans.deploy_on = c.span;
            core::Deploy::Festival(core_capture(c, player)?)
        }
        Deploy::Portal { figure, at, on } => {
            spans.deploy_figure = figure.span;
            spans.deploy_on = on.span;
            core::Deploy::Portal {
                figure: figure.value,
                at: at.value,
                on: on.value,
            }
        }
    })
}

/// A figure named where it stands, as the core takes it.
fn core_capture(c: &Sp<crate::scenario::Capture>, player: &PlayerCheck) -> Option<core::Capture> {
    let owner = match &c.value.owner {
        Some(o) => Some(player(o, &mut Vec::new())?),
        None => None,
    };
    Some(core::Capture {
        at: c.value.at.value,
        on: c.value.on.value,
        owner,
        figure: c.value.figure.as_ref().map(|f| f.value),
    })
}

/// Looks a name up among the players, recording a problem when it is not one.
type PlayerCheck<'a> = dyn Fn(&Sp<String>, &mut Vec<Problem>) -> Option<PlayerIdx> + 'a;

/// The parts of the action that must name real things: whether they are
/// legal moves is for the judge, but an unknown tile or player is a typo.
fn check_action(
    s: &Scenario,
    turn: &Turn,
    board: &carc_core::Board,
    problems: &mut Vec<Problem>,
    player: &PlayerCheck,
) {
    check_ferry_moves(turn, board, problems);
    check_wagon_targets(turn, board, problems);
    match find_tile(&turn.place.tile) {
        Ok(tile) => check_placement(s, turn, tile, board, problems),
        Err(p) => problems.push(p),
    }
    if let Some(d) = &turn.deploy {
        check_deploy(s, d, board, problems, player);
    }
    check_other_moves(s, turn, board, problems, player);
}

/// The placement of a tile the catalogue knows: the features and landings
/// it names must be the tile's, and its set, ferry and rotation must be
/// ones the scenario's rules allow.
fn check_placement(
    s: &Scenario,
    turn: &Turn,
    tile: &'static Tile,
    board: &carc_core::Board,
    problems: &mut Vec<Problem>,
) {
    check_named_features(turn, tile, problems);
    check_landings(turn, tile, board, problems);
    check_set_in_play(s, tile, &turn.place.tile, problems);
    // Whether a lake placed without `ferry` is legal is for the judge
    // (ferries:fn1); a ferry naming jetties the lake lacks is a typo.
    if let Some(f) = &turn.ferry {
        check_ferry(
            tile,
            turn.place.rotation.value,
            Some(f),
            turn.place.tile.span,
            s,
            problems,
        );
    }
    if tile.abbey && turn.place.rotation.value != Rotation::default() {
        problems.push(
            Problem::new(
                "input::abbey-rotation",
                turn.place.rotation.span,
                "the abbey is not turned",
            )
            .label("rotation given")
            .help("drop `rotation`: the abbey fits any edges"),
        );
    }
}

/// A deployment needs the rules of its figure or piece in play, and what
/// it captures or names must be on the table.
fn check_deploy(
    s: &Scenario,
    d: &Sp<Deploy>,
    board: &carc_core::Board,
    problems: &mut Vec<Problem>,
    player: &PlayerCheck,
) {
    match &d.value {
        Deploy::On { figure, .. } | Deploy::Corner { figure, .. } | Deploy::Fly { figure, .. } => {
            check_rules_in_play(s, figure, problems);
        }
        Deploy::AbbotReturn { .. } => {
            let abbot = Sp::new(FigureKind::Abbot, d.span);
            check_rules_in_play(s, &abbot, problems);
        }
        Deploy::TowerTop { figure, .. } => {
            if check_rules_in_play(s, figure, problems) && !s.plays(RuleSet::Tower) {
                problems.push(tower_needed(s, d.span, "towers are The Tower's"));
            }
        }
        Deploy::Fairy(c) | Deploy::Princess(c) => {
            let what = if matches!(d.value, Deploy::Fairy(_)) {
                "the fairy is The Princess & the Dragon's"
            } else {
                "the princess is The Princess & the Dragon's"
            };
            if s.plays(RuleSet::PrincessDragon) {
                check_capture(Some(c), board, problems, player);
            } else {
                problems.push(pd_needed(s, d.span, what));
            }
        }
        Deploy::Festival(c) => {
            if s.plays(RuleSet::Festival) {
                check_capture(Some(c), board, problems, player);
            } else {
                problems.push(
                    Problem::new(
                        "input::rules-not-in-play",
                        d.span,
                        "the festival is The Festival's, and `festival` is not in play",
                    )
                    .label("needs other rules")
                    .help("add `festival` to `rules`"),
                );
            }
        }
        Deploy::Portal { figure, at, on } => {
            check_portal(s, d.span, figure, at, on, board, problems);
        }
        Deploy::Floor {
            capture, exchange, ..
        } => {
            if s.plays(RuleSet::Tower) {
                check_capture(capture.as_ref(), board, problems, player);
            } else {
                problems.push(tower_needed(s, d.span, "tower floors are The Tower's"));
            }
            if let Some(e) = exchange {
                check_rules_in_play(s, e, problems);
            }
        }
    }
}

/// A figure placed through the magic portal needs The Princess & the
/// Dragon in play, and the feature it names must be one of the tile at its
/// square.
fn check_portal(
    s: &Scenario,
    span: Span,
    figure: &Sp<FigureKind>,
    at: &Sp<Pos>,
    on: &Sp<carc_core::position::Standpoint>,
    board: &carc_core::Board,
    problems: &mut Vec<Problem>,
) {
    if !s.plays(RuleSet::PrincessDragon) {
        problems.push(pd_needed(
            s,
            span,
            "the magic portal is The Princess & the Dragon's",
        ));
    } else if check_rules_in_play(s, figure, problems)
        && let Some(t) = board.tile(at.value)
        && let carc_core::position::Standpoint::Feature(f) = on.value
    {
        let named = Sp::new(f, on.span);
        problems.extend(named_feature(t.tile, t.rot, &named, "that tile"));
    }
}

/// The parts of a turn besides the placement and the deployment: each
/// needs the rules that bring it in play, and the players it names must
/// be at the table.
fn check_other_moves(
    s: &Scenario,
    turn: &Turn,
    board: &carc_core::Board,
    problems: &mut Vec<Problem>,
    player: &PlayerCheck,
) {
    if let Some(d) = &turn.dragon
        && !s.plays(RuleSet::PrincessDragon)
    {
        problems.push(pd_needed(
            s,
            d.span,
            "the dragon is The Princess & the Dragon's",
        ));
    }
    if let Some(c) = &turn.escape {
        if s.plays(RuleSet::Sieges) {
            check_capture(Some(c), board, problems, player);
        } else {
            problems.push(
                Problem::new(
                    "input::rules-not-in-play",
                    c.span,
                    "an escape from a besieged city is the sieges', and `sieges` is not in play",
                )
                .label("needs other rules")
                .help("add `sieges` to `rules`"),
            );
        }
    }
    if let Some(r) = &turn.ransom {
        player(&r.value.from, problems);
        if check_rules_in_play(s, &r.value.figure, problems) && !s.plays(RuleSet::Tower) {
            problems.push(tower_needed(
                s,
                r.span,
                "ransom is paid for The Tower's prisoners",
            ));
        }
    }
    if let Some(ph) = &turn.phantom {
        check_rules_in_play(s, &Sp::new(FigureKind::Phantom, ph.span), problems);
    }
    for w in &turn.wagons {
        player(&w.owner, problems);
    }
    if !turn.wagons.is_empty() {
        check_rules_in_play(
            s,
            &Sp::new(FigureKind::Wagon, turn.wagons[0].span),
            problems,
        );
    }
}

/// A capture names a feature of a tile on the table (or the top of its
/// tower) and a player at the table; whether anyone stands there, within
/// reach, is for the judge.
fn check_capture(
    capture: Option<&Sp<crate::scenario::Capture>>,
    board: &carc_core::Board,
    problems: &mut Vec<Problem>,
    player: &PlayerCheck,
) {
    let Some(c) = capture else { return };
    if let Some(o) = &c.value.owner {
        player(o, problems);
    }
    let Some(t) = board.tile(c.value.at.value) else {
        return;
    };
    use carc_core::position::Standpoint;
    match c.value.on.value {
        Standpoint::Feature(on) => {
            let named = Sp::new(on, c.value.on.span);
            problems.extend(named_feature(t.tile, t.rot, &named, "that tile"));
        }
        Standpoint::Corner(_) => {}
        Standpoint::Tower if !t.tile.tower => problems.push(
            Problem::new(
                "input::no-foundation",
                c.value.on.span,
                format!("{} has no tower", t.tile.id),
            )
            .label("no tower on this tile")
            .help("name the feature the follower stands on: `on: N`"),
        ),
        Standpoint::Tower => {}
    }
}

/// A feature named on a tile must be one the tile has (docs/readings.md §6b): a
/// point it lacks is a typo, never an illegal move.
fn named_feature(
    tile: &'static Tile,
    rot: Rotation,
    on: &Sp<crate::scenario::On>,
    where_: &str,
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
            clause_in(&located(tile, on.value, &err), Lang::En),
        )
        .label(format!("not a feature of {where_}"))
        .help(format!(
            "features of {} here: {}",
            tile.id,
            detail_in(&spots(&placed), Lang::En)
        )),
    )
}

/// `deploy: {on}` and `phantom: {on}` name features of the placed tile.
fn check_named_features(turn: &Turn, tile: &'static Tile, problems: &mut Vec<Problem>) {
    let rot = turn.place.rotation.value;
    if let Some(d) = &turn.deploy
        && let Deploy::On { on, .. } = &d.value
    {
        problems.extend(named_feature(tile, rot, on, "the placed tile"));
    }
    if let Some(p) = &turn.phantom
        && let PhantomDeploy::On(on) = &p.value
    {
        problems.extend(named_feature(tile, rot, on, "the placed tile"));
    }
}

/// A flight with a roll reaches a known square: the feature named there
/// must be one its tile has.
fn check_landings(
    turn: &Turn,
    tile: &'static Tile,
    board: &carc_core::Board,
    problems: &mut Vec<Problem>,
) {
    let Some(dir) = tile.flier_dir(turn.place.rotation.value) else {
        return;
    };
    let flights = [
        turn.deploy.as_ref().and_then(|d| match &d.value {
            Deploy::Fly { flight, .. } => Some(flight),
            _ => None,
        }),
        turn.phantom.as_ref().and_then(|p| match &p.value {
            PhantomDeploy::Fly(flight) => Some(flight),
            _ => None,
        }),
    ];
    for flight in flights.into_iter().flatten() {
        let (Some(roll), Some(on)) = (&flight.roll, &flight.on) else {
            continue;
        };
        let (dx, dy) = dir.delta();
        let n = i32::from(roll.value);
        let square = turn.place.at.value.step(dx * n, dy * n);
        if let Some(reached) = board.tile(square) {
            let what = format!(
                "{} on {square}, which a roll of {n} reaches",
                reached.tile.id
            );
            problems.extend(named_feature(reached.tile, reached.rot, on, &what));
        }
    }
}

/// A wagon's target names a tile of the table (or the placed one) and one
/// of its features.
fn check_wagon_targets(turn: &Turn, board: &carc_core::Board, problems: &mut Vec<Problem>) {
    for w in &turn.wagons {
        let WagonTarget::Feature { at, on } = &w.to.value else {
            continue;
        };
        let tile = match board.tile(at.value) {
            Some(t) => Some((t.tile, t.rot)),
            None if at.value == turn.place.at.value => Catalogue::get()
                .tile(&turn.place.tile.value)
                .map(|t| (t, turn.place.rotation.value)),
            None => None,
        };
        match tile {
            Some((tile, rot)) => {
                let what = format!("the tile on {}", at.value);
                problems.extend(named_feature(tile, rot, on, &what));
            }
            None => problems.push(
                Problem::new(
                    "input::no-such-tile",
                    at.span,
                    format!("there is no tile on {} for the wagon to go to", at.value),
                )
                .label("empty square")
                .help("`at` names the square of a tile on the table"),
            ),
        }
    }
}

/// Each `move_ferries` entry names a lake on the table and two of its jetties.
fn check_ferry_moves(turn: &Turn, board: &carc_core::Board, problems: &mut Vec<Problem>) {
    for m in &turn.move_ferries {
        // The new lake's own ferry: whether it may move is for the judge.
        if m.at.value == turn.place.at.value && board.tile(m.at.value).is_none() {
            continue;
        }
        let Some(lake) = board.tile(m.at.value) else {
            problems.push(
                Problem::new(
                    "input::ferry-square",
                    m.at.span,
                    format!("no tile on {} to move a ferry on", m.at.value),
                )
                .label("empty square")
                .help("`at` names the square of a lake tile on the board"),
            );
            continue;
        };
        if !lake.tile.lake {
            problems.push(
                Problem::new(
                    "input::ferry-without-lake",
                    m.at.span,
                    format!(
                        "{} on {} has no lake and no ferry",
                        lake.tile.id, m.at.value
                    ),
                )
                .label("not a lake tile")
                .help("`at` names the square of a lake tile on the board"),
            );
            continue;
        }
        let ends = lake.tile.lake_ends(lake.rot);
        let lake = format!("the lake of {} on {}", lake.tile.id, m.at.value);
        problems.extend(jetty_pair_problem(&m.to, &ends, &lake));
    }
}

/// Why two points are no pair of this lake's jetties, if they are not: a
/// point it lacks (docs/readings.md §6b: broken input). The same point twice is
/// refused when the file is read.
fn jetty_pair_problem(pair: &Sp<[Point; 2]>, ends: &[Point], lake: &str) -> Option<Problem> {
    let bad: Vec<Point> = pair
        .value
        .iter()
        .copied()
        .filter(|p| !ends.contains(p))
        .collect();
    (!bad.is_empty()).then(|| {
        Problem::new(
            "input::ferry-ends",
            pair.span,
            format!("{lake} has no jetty at {}", names(&bad)),
        )
        .label("not a jetty of this lake")
        .help(format!("its jetties are {}", names(ends)))
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
        Problem::new(
            "input::rules-not-in-play",
            kind.span,
            format!(
                "the {} belongs to the `{}` rules, which are not in play",
                kind.value.name(),
                needed.name()
            ),
        )
        .label("figure of rules not in play")
        .also(s.rules.span, "rules in play")
        .help(format!("add `{}` to `rules`", needed.name())),
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
            Problem::new(
                "input::rules-not-in-play",
                id.span,
                format!(
                    "{} is a tile of `{}`, which is not in play",
                    tile.id,
                    needed.name()
                ),
            )
            .label("expansion tile")
            .also(s.rules.span, "rules in play")
            .help(format!("add `{}` to `rules`", needed.name())),
        );
    }
}

/// The ferry of a lake tile: required there, and nowhere else.
pub fn check_ferry(
    tile: &Tile,
    rot: Rotation,
    ferry: Option<&Sp<[Point; 2]>>,
    tile_span: Span,
    s: &Scenario,
    problems: &mut Vec<Problem>,
) -> Option<[Point; 2]> {
    let ends = tile.lake_ends(rot);
    match ferry {
        None if tile.lake && s.plays(RuleSet::Ferries) => {
            problems.push(
                Problem::new("input::ferry-missing", tile_span, format!("the lake of {} has no ferry", tile.id))
                    .label("lake tile without `ferry`")
                    .help(format!(
                        "every lake holds a ferry joining two of its road ends ({}): add e.g. `ferry: [{}, {}]`",
                        names(&ends),
                        ends[0].name(),
                        ends[1].name()
                    )),
            );
            None
        }
        None => None,
        Some(f) if !tile.lake => {
            problems.push(
                Problem::new("input::ferry-without-lake", f.span, format!("{} has no lake for a ferry", tile.id))
                    .label("no lake on this tile")
                    .help("only the lake tiles of The Ferries (ferries/1, ferries/2, ferries/3) carry a ferry; remove `ferry`"),
            );
            None
        }
        Some(f) => {
            let lake = format!("the lake of {} at this rotation", tile.id);
            match jetty_pair_problem(f, &ends, &lake) {
                None => Some(f.value),
                Some(p) => {
                    problems.push(p);
                    None
                }
            }
        }
    }
}

/// Where a figure of `kind` written at `spot` stands on `t`, or why it cannot.
pub fn stand(t: &PlacedTile, kind: FigureKind, spot: &Sp<Spot>) -> Result<Standing, Problem> {
    match (kind, spot.value) {
        (FigureKind::Barn, Spot::Corner(c)) => {
            let fields = c.points().iter().all(|p| {
                t.tile
                    .feature_at(*p, t.rot)
                    .is_some_and(|f| t.tile.features[f].kind == Kind::Field)
            });
            if fields {
                Ok(Standing::Corner(c))
            } else {
                Err(Problem::new(
                    "input::barn-corner",
                    spot.span,
                    format!("the {} corner of {} is not field", c.name(), t.tile.id),
                )
                .label("the barn needs field here")
                .help("a barn stands where four fields meet"))
            }
        }
        (_, Spot::Tower) if t.tile.tower => Ok(Standing::Tower),
        (_, Spot::Tower) => Err(Problem::new(
            "input::no-foundation",
            spot.span,
            format!("{} has no tower foundation", t.tile.id),
        )
        .label("no tower here")
        .help("only the tiles `tower/*` have a tower to stand on")),
        (FigureKind::Barn, Spot::On(_)) => Err(Problem::new(
            "input::barn-corner",
            spot.span,
            "a barn stands at a corner, not on a feature",
        )
        .label("`on` given for a barn")
        .help("write `corner: NE` (or SE, SW, NW) instead of `on`")),
        (_, Spot::Corner(_)) => Err(Problem::new(
            "input::corner",
            spot.span,
            format!("only the barn stands at a corner, not a {}", kind.name()),
        )
        .label("corner given")
        .help(format!(
            "a {} stands `on` {}",
            kind.name(),
            allowed_places(kind)
        ))),
        (_, Spot::On(on)) => {
            let f = carc_core::board::locate(t.tile, t.rot, on).map_err(|err| {
                Problem::new(
                    "input::no-such-feature",
                    spot.span,
                    clause_in(&located(t.tile, on, &err), Lang::En),
                )
                .label("nothing to stand on here")
                .help(format!(
                    "features of {}: {}",
                    t.tile.id,
                    detail_in(&spots(t), Lang::En)
                ))
            })?;
            let fk = t.tile.features[f].kind;
            if kind.stands_on(fk) {
                Ok(Standing::Feature(f))
            } else {
                Err(Problem::new(
                    "input::figure-cannot-stand",
                    spot.span,
                    format!("a {} cannot stand on a {}", kind.name(), fk.name()),
                )
                .label(format!("this is a {}", fk.name()))
                .help(format!(
                    "a {} stands on {}",
                    kind.name(),
                    allowed_places(kind)
                )))
            }
        }
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
                        format!(
                            "the edge between {} and {} does not match: {} against {}",
                            t.pos,
                            n.pos,
                            edge_word(t, side),
                            edge_word(n, side.opposite())
                        ),
                    )
                    .label(format!("{} shows {} on its {} side", n.tile.id, b.name(), side.opposite().name()))
                    .also(spans.tile(t.pos), format!("{} shows {} on its {} side", t.tile.id, a.name(), side.name()))
                    .help("turn one of the tiles (`rotation`) or choose tiles whose touching sides match"),
                );
            }
        }
    }
}

/// More figures of a kind than a player owns is not a reachable position,
/// unless `supply` states the hand (docs/readings.md §1).
fn check_counts(
    s: &Scenario,
    board: &carc_core::Board,
    city: &core::City,
    spans: &Spans,
    problems: &mut Vec<Problem>,
) {
    let with_supply: BTreeSet<&str> = s
        .supply
        .iter()
        .flatten()
        .map(|(n, _)| n.value.as_str())
        .collect();
    let mut counts: BTreeMap<(PlayerIdx, FigureKind), Vec<Span>> = BTreeMap::new();
    for f in &board.figures {
        counts
            .entry((f.owner, f.kind))
            .or_default()
            .push(spans.figures[f.id.0 as usize]);
    }
    // A figure in the City of Carcassonne is one of its owner's too.
    let in_city = |owner: PlayerIdx, kind: FigureKind| {
        city.followers
            .iter()
            .filter(|f| (f.owner, f.kind) == (owner, kind))
            .count()
    };
    for ((owner, kind), spans) in counts {
        let name = &s.players[owner].value;
        let owned = kind
            .owned(s.players.len())
            .saturating_sub(in_city(owner, kind) as u32);
        if with_supply.contains(name.as_str()) || spans.len() as u32 <= owned {
            continue;
        }
        let extra = spans[owned as usize];
        problems.push(
            Problem::new(
                "input::too-many-figures",
                extra,
                format!("{name} has {} {}s on the board but owns {owned}", spans.len(), kind.name()),
            )
            .label(format!("{} {} of {name}", ordinal(owned as usize + 1), kind.name()))
            .help(format!(
                "remove figures, or give `supply: {{{name}: {{...}}}}` if this table really has more"
            )),
        );
    }
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Where a kind of figure may stand, for the help lines of diagnostics
/// (the catalogue's `figure-places`, in English as diagnostics are).
fn allowed_places(kind: FigureKind) -> String {
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("figure", kind.name());
    crate::i18n::catalogue(Lang::En).format("figure-places", None, Some(&args))
}
