//! The position on the table: tiles, figures and ferries, checked against the
//! catalogue before any rule runs. A board that breaks these checks is not a
//! position the game can reach, so it is broken input (exit 2), not an
//! illegal move.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use crate::catalogue::{Catalogue, FeatureIdx, Kind, Tile};
use crate::diag::Problem;
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::{Corner, Point, Pos, Rotation, Side};
use crate::scenario::{Action, Deploy, On, Scenario, Sp, Spot, Turn};
use crate::yaml::Span;

pub type PlayerIdx = usize;

#[derive(Clone, Debug)]
pub struct PlacedTile {
    pub tile: &'static Tile,
    pub pos: Pos,
    pub rot: Rotation,
    /// The two road ends the lake's ferry joins, in board orientation.
    pub ferry: Option<[Point; 2]>,
    /// Where the tile was written (the board entry, or the action's `place`).
    pub span: Span,
}

/// Where on its tile a figure stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    Feature(FeatureIdx),
    Corner(Corner),
}

#[derive(Clone, Debug)]
pub struct Figure {
    pub owner: PlayerIdx,
    pub kind: FigureKind,
    pub pos: Pos,
    pub standing: Standing,
    pub span: Span,
}

#[derive(Clone, Debug, Default)]
pub struct Board {
    pub tiles: BTreeMap<Pos, PlacedTile>,
    pub figures: Vec<Figure>,
}

impl Board {
    pub fn tile(&self, pos: Pos) -> Option<&PlacedTile> {
        self.tiles.get(&pos)
    }

    /// Groups of tiles that touch each other; more than one means the user
    /// wrote separate parts of the table.
    pub fn groups(&self) -> Vec<Vec<Pos>> {
        let mut seen: BTreeSet<Pos> = BTreeSet::new();
        let mut groups = Vec::new();
        for &start in self.tiles.keys() {
            if !seen.insert(start) {
                continue;
            }
            let mut group = vec![start];
            let mut i = 0;
            while i < group.len() {
                for side in Side::ALL {
                    let n = group[i].neighbour(side);
                    if self.tiles.contains_key(&n) && seen.insert(n) {
                        group.push(n);
                    }
                }
                i += 1;
            }
            group.sort();
            groups.push(group);
        }
        groups
    }
}

/// Resolves what `on:` names on a tile lying at `rot`.
pub fn locate(tile: &Tile, rot: Rotation, on: On) -> Result<FeatureIdx, String> {
    match on {
        On::Point(p) => tile
            .feature_at(p, rot)
            .ok_or_else(|| format!("{} has no feature at {}", tile.id, p.name())),
        On::Centre("lake") if tile.lake => Err(format!(
            "the lake of {} is not a feature: nobody stands on it; its road ends are named by their points ({})",
            tile.id,
            names(&tile.lake_ends(rot))
        )),
        On::Centre(name) => tile
            .centre_feature(name)
            .ok_or_else(|| format!("{} has no {name}", tile.id)),
    }
}

pub fn names(points: &[Point]) -> String {
    points
        .iter()
        .map(|p| p.name())
        .collect::<Vec<_>>()
        .join(", ")
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
pub fn build(s: &Scenario) -> Result<Board, Vec<Problem>> {
    let mut problems = Vec::new();
    let players: HashMap<&str, PlayerIdx> = s
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.value.as_str(), i))
        .collect();
    let player_list = s
        .players
        .iter()
        .map(|p| p.value.as_str())
        .collect::<Vec<_>>();
    let player = |name: &Sp<String>, problems: &mut Vec<Problem>| -> Option<PlayerIdx> {
        let found = players.get(name.value.as_str()).copied();
        if found.is_none() {
            problems.push(
                Problem::new(
                    "input::unknown-player",
                    name.span,
                    format!("`{}` is not a player", name.value),
                )
                .label("not in `players`")
                .help(
                    match crate::diag::did_you_mean(&name.value, player_list.iter().copied()) {
                        Some(k) => format!("did you mean `{k}`?"),
                        None => format!("the players are: {}", player_list.join(", ")),
                    },
                ),
            );
        }
        found
    };

    if let Some(c) = &s.current {
        player(c, &mut problems);
    }
    for (name, _) in &s.scores {
        player(name, &mut problems);
    }
    if let Some(supply) = &s.supply {
        for (name, figures) in supply {
            player(name, &mut problems);
            for (kind, _) in figures {
                check_rules_in_play(s, kind, &mut problems);
            }
        }
    }

    let mut board = Board::default();
    for entry in &s.board {
        let tile = match find_tile(&entry.tile) {
            Ok(t) => t,
            Err(p) => {
                problems.push(p);
                continue;
            }
        };
        check_set_in_play(s, tile, &entry.tile, &mut problems);
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
            &mut problems,
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
                    other.span,
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
            span: entry.tile.span,
        };
        for fig in &entry.figures {
            let owner = player(&fig.owner, &mut problems);
            if !check_rules_in_play(s, &fig.figure, &mut problems) {
                continue;
            }
            match stand(&placed, fig.figure.value, &fig.spot) {
                Ok(standing) => {
                    if let Some(owner) = owner {
                        board.figures.push(Figure {
                            owner,
                            kind: fig.figure.value,
                            pos: placed.pos,
                            standing,
                            span: fig.span,
                        });
                    }
                }
                Err(p) => problems.push(p),
            }
        }
        board.tiles.insert(placed.pos, placed);
    }

    if let Action::Turn(turn) = &s.action.value {
        check_action(s, turn, &mut problems, &player);
    }
    check_edges(&board, &mut problems);
    check_counts(s, &board, &mut problems);
    if problems.is_empty() {
        Ok(board)
    } else {
        Err(problems)
    }
}

/// Looks a name up among the players, recording a problem when it is not one.
type PlayerCheck<'a> = dyn Fn(&Sp<String>, &mut Vec<Problem>) -> Option<PlayerIdx> + 'a;

/// The parts of the action that must name real things: whether they are
/// legal moves is for the judge, but an unknown tile or player is a typo.
fn check_action(s: &Scenario, turn: &Turn, problems: &mut Vec<Problem>, player: &PlayerCheck) {
    match find_tile(&turn.place.tile) {
        Ok(tile) => {
            check_set_in_play(s, tile, &turn.place.tile, problems);
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
        Err(p) => problems.push(p),
    }
    if let Some(d) = &turn.deploy {
        match &d.value {
            Deploy::On { figure, .. }
            | Deploy::Corner { figure, .. }
            | Deploy::Fly { figure, .. } => {
                check_rules_in_play(s, figure, problems);
            }
            Deploy::AbbotReturn { .. } => {
                let abbot = Sp::new(FigureKind::Abbot, d.span);
                check_rules_in_play(s, &abbot, problems);
            }
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
    use crate::catalogue::TileSet;
    let needed = match tile.set {
        TileSet::Base => return,
        TileSet::AbbeyMayor => RuleSet::AbbeyMayor,
        TileSet::Flier => RuleSet::Flier,
        TileSet::Ferries => RuleSet::Ferries,
    };
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
            let bad: Vec<Point> = f
                .value
                .iter()
                .copied()
                .filter(|p| !ends.contains(p))
                .collect();
            if bad.is_empty() {
                return Some(f.value);
            }
            problems.push(
                Problem::new(
                    "input::ferry-ends",
                    f.span,
                    format!(
                        "the lake of {} at this rotation has no road end at {}",
                        tile.id,
                        names(&bad)
                    ),
                )
                .label("not a road end of this lake")
                .help(format!("its road ends are {}", names(&ends))),
            );
            None
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
            kind.allowed_places()
        ))),
        (_, Spot::On(on)) => {
            let f = locate(t.tile, t.rot, on).map_err(|msg| {
                Problem::new("input::no-such-feature", spot.span, msg)
                    .label("nothing to stand on here")
                    .help(format!("features of {}: {}", t.tile.id, feature_list(t)))
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
                    kind.allowed_places()
                )))
            }
        }
    }
}

/// "road (E W)", or just "monastery" for a feature that touches no edge.
pub fn feature_words(t: &PlacedTile, f: FeatureIdx) -> String {
    let feat = &t.tile.features[f];
    match feat.centre_name {
        Some(name) => name.to_owned(),
        None => format!("{} ({})", feat.kind.name(), t.tile.feature_name(f, t.rot)),
    }
}

/// "city (NNW N NNE), road (E W), …" for help lines.
pub fn feature_list(t: &PlacedTile) -> String {
    (0..t.tile.features.len())
        .map(|f| feature_words(t, f))
        .collect::<Vec<_>>()
        .join(", ")
}

fn check_edges(board: &Board, problems: &mut Vec<Problem>) {
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
                        n.span,
                        format!(
                            "the edge between {} and {} does not match: {} against {}",
                            t.pos,
                            n.pos,
                            edge_word(t, side),
                            edge_word(n, side.opposite())
                        ),
                    )
                    .label(format!("{} shows {} on its {} side", n.tile.id, b.name(), side.opposite().name()))
                    .also(t.span, format!("{} shows {} on its {} side", t.tile.id, a.name(), side.name()))
                    .help("turn one of the tiles (`rotation`) or choose tiles whose touching sides match"),
                );
            }
        }
    }
}

/// More figures of a kind than a player owns is not a reachable position,
/// unless `supply` states the hand (rulings.md §1).
fn check_counts(s: &Scenario, board: &Board, problems: &mut Vec<Problem>) {
    let with_supply: BTreeSet<&str> = s
        .supply
        .iter()
        .flatten()
        .map(|(n, _)| n.value.as_str())
        .collect();
    let mut counts: BTreeMap<(PlayerIdx, FigureKind), Vec<Span>> = BTreeMap::new();
    for f in &board.figures {
        counts.entry((f.owner, f.kind)).or_default().push(f.span);
    }
    for ((owner, kind), spans) in counts {
        let name = &s.players[owner].value;
        if with_supply.contains(name.as_str()) || spans.len() as u32 <= kind.owned() {
            continue;
        }
        let extra = spans[kind.owned() as usize];
        problems.push(
            Problem::new(
                "input::too-many-figures",
                extra,
                format!("{name} has {} {}s on the board but owns {}", spans.len(), kind.name(), kind.owned()),
            )
            .label(format!("{} {} of {name}", ordinal(kind.owned() as usize + 1), kind.name()))
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
