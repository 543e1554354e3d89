//! The turn, as steps: place the tile, deploy, (phantom), score what the tile
//! completed, return figures; or the final scoring. Each step asks the rule
//! modules in play (crate::rules) for what they add, so an expansion's rules
//! live in its own module.

pub(crate) mod deploy;
pub(crate) mod place;
pub mod ruling;
pub mod score;
pub mod words;

use std::collections::BTreeMap;

use crate::board::{Board, Figure, FigureId, PlayerIdx, Standing, feature_on};
use crate::figure::FigureKind;
use crate::geometry::{Point, Pos};
use crate::graph::{Graph, GroupId, Segment};
use crate::position::{Action, Locus, Position, TurnAction};
use crate::registry::Rule;
use crate::rules::{self, Module};

pub use deploy::locate_words;
pub use ruling::{Event, Fact, FeatureRef, Note, Ruling, Verdict, Violation};

/// The state of the table while a turn is played out.
#[derive(Clone)]
pub struct Turn<'p> {
    /// The position before the action.
    pub position: &'p Position,
    /// The table as it is now.
    pub board: Board,
    /// The features of `board`.
    pub graph: Graph,
    /// The active player.
    pub player: PlayerIdx,
    /// The square of the tile placed this turn.
    pub placed: Option<Pos>,
    /// Figures deployed this turn and still on the table.
    pub deployed: Vec<FigureId>,
    /// Who deployed what where this turn, kept after scoring lifts it.
    pub deployed_log: Vec<(PlayerIdx, FigureKind, Pos)>,
    /// The ruling's steps so far.
    pub events: Vec<Event>,
    /// Points gained so far.
    pub gained: BTreeMap<PlayerIdx, i64>,
    /// Figures back to supply so far.
    pub returned: Vec<(PlayerIdx, FigureKind)>,
    /// Figures lifted off by scoring this turn, with the feature they left.
    pub lifted: Vec<(Figure, GroupId)>,
    /// Whether the active player has earned a second turn.
    pub double_turn: bool,
    /// Whether a figure has used the placed tile's flying machine this turn.
    pub flew: bool,
    /// Ferries placed or moved this turn: the lake's square and the jetties
    /// joined before (none for a new lake) and after.
    pub ferries: Vec<(Pos, Option<[Point; 2]>, [Point; 2])>,
    /// The part of the action that put each new figure on the table.
    origins: Vec<(FigureId, Locus)>,
    /// The next identity to give: never one the judgement has used.
    next_id: FigureId,
    supply: BTreeMap<(PlayerIdx, FigureKind), i64>,
    modules: Vec<&'static dyn Module>,
}

impl<'p> Turn<'p> {
    pub(crate) fn new(position: &'p Position, final_scoring: bool) -> Self {
        let board = position.board.clone();
        // A turn rebuilds the graph once its tile is down; only the final
        // scoring needs it for the board as given.
        let graph = if final_scoring {
            Graph::build(&board)
        } else {
            Graph::default()
        };
        let modules = rules::in_play(&position.rules);
        let mut t = Turn {
            position,
            board,
            graph,
            player: position
                .current
                .min(position.players.len().saturating_sub(1)),
            placed: None,
            deployed: Vec::new(),
            deployed_log: Vec::new(),
            events: Vec::new(),
            gained: BTreeMap::new(),
            returned: Vec::new(),
            lifted: Vec::new(),
            double_turn: false,
            flew: false,
            ferries: Vec::new(),
            origins: Vec::new(),
            next_id: position.board.next_figure_id(),
            supply: BTreeMap::new(),
            modules,
        };
        t.supply = t.initial_supply();
        t
    }

    /// Figures in hand: the full set for the rules in play minus the board,
    /// with the position's `supply` overriding the kinds it names.
    fn initial_supply(&self) -> BTreeMap<(PlayerIdx, FigureKind), i64> {
        let mut out = BTreeMap::new();
        for p in 0..self.position.players.len() {
            for k in FigureKind::ALL {
                if self.position.rules.plays(k.rules()) {
                    let on_board = self
                        .board
                        .figures
                        .iter()
                        .filter(|f| f.owner == p && f.kind == k)
                        .count();
                    out.insert((p, k), i64::from(k.owned()) - on_board as i64);
                }
            }
        }
        for (key, n) in &self.position.supply {
            out.insert(*key, *n);
        }
        out
    }

    /// A player's index by name.
    pub fn player_index(&self, name: &str) -> Option<PlayerIdx> {
        self.position.player(name)
    }

    /// A player's name.
    pub fn name(&self, p: PlayerIdx) -> &str {
        self.position
            .players
            .get(p)
            .map(String::as_str)
            .unwrap_or("?")
    }

    /// How many figures of a kind a player has in hand.
    pub fn in_hand(&self, p: PlayerIdx, k: FigureKind) -> i64 {
        self.supply.get(&(p, k)).copied().unwrap_or(0)
    }

    /// The rule modules in play, in the order their objections are heard.
    pub fn modules(&self) -> Vec<&'static dyn Module> {
        self.modules.clone()
    }

    /// Rebuilds the feature graph after the board changed.
    pub fn rebuild(&mut self) {
        self.graph = Graph::build(&self.board);
    }

    /// Records a step of the ruling.
    pub fn event(&mut self, fact: Fact, cites: &[Rule]) {
        self.events.push(Event {
            fact,
            cites: cites.to_vec(),
        });
    }

    /// Credits points to a player.
    pub fn gain(&mut self, p: PlayerIdx, points: i64) {
        let total = self.gained.entry(p).or_default();
        *total = total.saturating_add(points);
    }

    /// The figure with this identity, if it is on the table.
    pub fn figure(&self, id: FigureId) -> Option<&Figure> {
        self.board.figures.iter().find(|f| f.id == id)
    }

    /// The group a figure stands on, if it stands on a feature.
    pub fn group_of_figure(&self, f: &Figure) -> Option<GroupId> {
        match f.standing {
            Standing::Feature(fi) => self.graph.group_of(Segment {
                pos: f.pos,
                feature: fi,
            }),
            Standing::Corner(_) => None,
        }
    }

    /// The followers standing on a feature (the figures that occupy it and
    /// count for its majority).
    pub fn followers_on(&self, g: GroupId) -> Vec<&Figure> {
        self.graph
            .figures_on(g, &self.board)
            .into_iter()
            .map(|(_, f)| f)
            .filter(|f| f.kind.is_follower())
            .collect()
    }

    /// Puts a figure from its owner's hand on the table, by the part of the
    /// action named; returns its identity.
    pub fn add_figure(
        &mut self,
        owner: PlayerIdx,
        kind: FigureKind,
        pos: Pos,
        standing: Standing,
        origin: Locus,
    ) -> FigureId {
        let id = self.next_id;
        self.next_id = FigureId(id.0 + 1);
        self.origins.push((id, origin));
        let hand = self.supply.entry((owner, kind)).or_default();
        *hand = hand.saturating_sub(1);
        self.board.figures.push(Figure {
            id,
            owner,
            kind,
            pos,
            standing,
        });
        id
    }

    /// Where a figure came from: the position, or the part of the action
    /// that put it on the table this turn.
    pub fn locus_of(&self, f: &Figure) -> Locus {
        self.origins
            .iter()
            .find(|(id, _)| *id == f.id)
            .map(|(_, l)| *l)
            .unwrap_or(Locus::Figure(f.id))
    }

    /// Was this figure deployed this turn (even if scoring has lifted it)?
    pub fn deployed_this_turn(&self, f: &Figure) -> bool {
        self.deployed_log.contains(&(f.owner, f.kind, f.pos))
    }

    /// Counts a figure back in its owner's hand that never reached the table
    /// (a flier with nowhere to land).
    pub fn back_to_supply(&mut self, owner: PlayerIdx, kind: FigureKind) {
        self.returned.push((owner, kind));
    }

    /// Records a figure deployed this turn.
    pub fn deployed_now(&mut self, id: FigureId) {
        if let Some(f) = self.figure(id) {
            let entry = (f.owner, f.kind, f.pos);
            self.deployed_log.push(entry);
            self.deployed.push(id);
        }
    }

    /// Puts back on the table a figure that scoring had sent home (a wagon
    /// moving on): it is no longer counted as returned.
    pub fn put_back(&mut self, fig: &Figure, pos: Pos, standing: Standing, origin: Locus) {
        if let Some(i) = self
            .returned
            .iter()
            .position(|r| *r == (fig.owner, fig.kind))
        {
            self.returned.remove(i);
        }
        self.add_figure(fig.owner, fig.kind, pos, standing, origin);
    }

    /// Players in turn order starting with the active player.
    pub fn turn_order(&self) -> Vec<PlayerIdx> {
        let n = self.position.players.len();
        (0..n).map(|i| (self.player + i) % n).collect()
    }

    /// Takes figures off the table back to their owners' hands.
    pub fn return_figures(&mut self, ids: &[FigureId]) {
        let mut back = Vec::new();
        self.board.figures.retain(|f| {
            let going = ids.contains(&f.id);
            if going {
                back.push((f.owner, f.kind));
            }
            !going
        });
        for (owner, kind) in back {
            let hand = self.supply.entry((owner, kind)).or_default();
            *hand = hand.saturating_add(1);
            self.returned.push((owner, kind));
        }
        self.deployed.retain(|d| !ids.contains(d));
    }

    /// A feature of the table as the ruling names it.
    pub fn feature(&self, g: GroupId) -> FeatureRef {
        self.feature_via(g, self.graph.group(g).anchor())
    }

    /// A feature named at a particular segment of it.
    pub fn feature_via(&self, g: GroupId, seg: Segment) -> FeatureRef {
        let group = self.graph.group(g);
        let on_abbey = self
            .board
            .tile(group.anchor().pos)
            .is_some_and(|p| p.tile.abbey);
        let kind = match group.kind {
            crate::catalogue::Kind::Field => "farm",
            _ if on_abbey => "abbey",
            k => k.name(),
        };
        FeatureRef {
            kind,
            squares: group.tiles().into_iter().collect(),
            pennants: group.pennants,
            at: seg.pos,
            on: self
                .board
                .tile(seg.pos)
                .map(|t| feature_on(t, seg.feature))
                .unwrap_or_default(),
        }
    }
}

/// Plays out an action on a position whose board has been checked (tiles
/// that exist, matching edges, figures where their kind may stand).
pub fn judge(position: &Position, action: &Action) -> Ruling {
    let mut notes = Vec::new();
    let parts = position.board.groups().len();
    if parts > 1 {
        notes.push(Note::SeparateParts { parts });
    }
    let mut t = Turn::new(position, matches!(action, Action::FinalScoring));
    let outcome = match action {
        Action::FinalScoring => {
            score::final_scoring(&mut t);
            Ok(())
        }
        Action::Turn(turn) => play(&mut t, turn),
    };
    finish(t, outcome.err(), notes)
}

fn play(t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
    place::place(t, turn)?;
    deploy::deploy(t, turn)?;
    for m in t.modules() {
        m.after_deploy(t, turn)?;
    }
    score::completed(t);
    for m in t.modules() {
        m.after_scoring(t, turn)?;
    }
    Ok(())
}

fn finish(t: Turn, violation: Option<Violation>, notes: Vec<Note>) -> Ruling {
    let mut cites: Vec<Rule> = Vec::new();
    let mut add = |r: &Rule| {
        if !cites.contains(r) {
            cites.push(*r);
        }
    };
    if let Some(v) = &violation {
        v.cites.iter().for_each(&mut add);
    }
    for e in &t.events {
        e.cites.iter().for_each(&mut add);
    }
    let verdict = if violation.is_some() {
        Verdict::Illegal
    } else {
        Verdict::Legal
    };
    let players = t.position.players.clone();
    let (scores, returned, figures) = if violation.is_some() {
        (Vec::new(), BTreeMap::new(), Vec::new())
    } else {
        let scores = players
            .iter()
            .enumerate()
            .map(|(i, p)| (p.clone(), t.gained.get(&i).copied().unwrap_or(0)))
            .collect();
        let mut returned: BTreeMap<String, Vec<FigureKind>> = BTreeMap::new();
        for (p, k) in &t.returned {
            returned.entry(t.name(*p).to_owned()).or_default().push(*k);
        }
        returned.values_mut().for_each(|v| v.sort());
        let figures = t
            .board
            .figures
            .iter()
            .map(|f| ruling::FigureAt {
                id: f.id.0,
                player: t.name(f.owner).to_owned(),
                figure: f.kind,
                at: f.pos,
                on: match f.standing {
                    Standing::Feature(i) => t
                        .board
                        .tile(f.pos)
                        .map(|p| feature_on(p, i))
                        .unwrap_or_default(),
                    Standing::Corner(c) => c.name().to_owned(),
                },
            })
            .collect();
        (scores, returned, figures)
    };
    Ruling {
        verdict,
        double_turn: violation.is_none() && t.double_turn,
        violation,
        events: t.events,
        scores,
        returned,
        cites,
        notes,
        players,
        figures,
    }
}
