//! The turn, as steps: place the tile, deploy, (phantom), score what the tile
//! completed, return figures; or the final scoring. Each step asks the rule
//! modules in play (src/rules/) for what they add, so an expansion's rules
//! live in its own module.

mod deploy;
mod place;
pub mod ruling;
pub mod score;
mod support;

use std::collections::BTreeMap;

use crate::board::{Board, Figure, PlayerIdx, Standing};
use crate::figure::FigureKind;
use crate::geometry::Pos;
use crate::graph::{Graph, GroupId, Segment};
use crate::registry::Rule;
use crate::rules::{self, Module};
use crate::scenario::{Action, Scenario};

pub use ruling::{Event, EventKind, Ruling, Verdict, Violation};
pub use support::unsupported;

/// The state of the table while a turn is played out.
pub struct Turn<'s> {
    pub s: &'s Scenario,
    pub board: Board,
    pub graph: Graph,
    pub player: PlayerIdx,
    /// The square of the tile placed this turn.
    pub placed: Option<Pos>,
    /// Figures deployed this turn (indices into `board.figures`).
    pub deployed: Vec<usize>,
    /// Who deployed what where this turn, kept after scoring lifts it.
    pub deployed_log: Vec<(PlayerIdx, FigureKind, Pos)>,
    pub events: Vec<Event>,
    pub gained: BTreeMap<PlayerIdx, i64>,
    pub returned: Vec<(PlayerIdx, FigureKind)>,
    /// Figures lifted off by scoring this turn, with the feature they left.
    pub lifted: Vec<(Figure, GroupId)>,
    supply: BTreeMap<(PlayerIdx, FigureKind), i64>,
    modules: Vec<&'static dyn Module>,
}

impl<'s> Turn<'s> {
    fn new(s: &'s Scenario, board: Board) -> Self {
        let player = s
            .players
            .iter()
            .position(|p| p.value == s.current_player())
            .unwrap_or(0);
        // A turn rebuilds the graph once its tile is down; only the final
        // scoring needs it for the board as given.
        let graph = match s.action.value {
            Action::FinalScoring => Graph::build(&board),
            Action::Turn(_) => Graph::default(),
        };
        let modules = rules::in_play(s);
        let mut t = Turn {
            s,
            board,
            graph,
            player,
            placed: None,
            deployed: Vec::new(),
            deployed_log: Vec::new(),
            events: Vec::new(),
            gained: BTreeMap::new(),
            returned: Vec::new(),
            lifted: Vec::new(),
            supply: BTreeMap::new(),
            modules,
        };
        t.supply = t.initial_supply();
        t
    }

    /// Figures in hand: the full set for the rules in play minus the board,
    /// with `supply:` overriding the kinds it names.
    fn initial_supply(&self) -> BTreeMap<(PlayerIdx, FigureKind), i64> {
        let mut out = BTreeMap::new();
        for p in 0..self.s.players.len() {
            for k in FigureKind::ALL {
                if self.s.plays(k.rules()) {
                    let on_board = self
                        .board
                        .figures
                        .iter()
                        .filter(|f| f.owner == p && f.kind == k)
                        .count();
                    out.insert((p, k), k.owned() as i64 - on_board as i64);
                }
            }
        }
        for (name, hand) in self.s.supply.iter().flatten() {
            if let Some(p) = self.player_index(&name.value) {
                for (k, n) in hand {
                    out.insert((p, k.value), n.value);
                }
            }
        }
        out
    }

    pub fn player_index(&self, name: &str) -> Option<PlayerIdx> {
        self.s.players.iter().position(|p| p.value == name)
    }

    pub fn name(&self, p: PlayerIdx) -> &str {
        &self.s.players[p].value
    }

    pub fn in_hand(&self, p: PlayerIdx, k: FigureKind) -> i64 {
        self.supply.get(&(p, k)).copied().unwrap_or(0)
    }

    pub fn modules(&self) -> Vec<&'static dyn Module> {
        self.modules.clone()
    }

    pub fn rebuild(&mut self) {
        self.graph = Graph::build(&self.board);
    }

    pub fn event(&mut self, kind: EventKind, text: impl Into<String>, cites: &[Rule]) {
        self.events.push(Event {
            kind,
            text: text.into(),
            cites: cites.to_vec(),
        });
    }

    pub fn gain(&mut self, p: PlayerIdx, points: i64) {
        *self.gained.entry(p).or_default() += points;
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

    /// Puts a figure on the board from its owner's hand.
    pub fn add_figure(&mut self, fig: Figure) -> usize {
        *self.supply.entry((fig.owner, fig.kind)).or_default() -= 1;
        self.board.figures.push(fig);
        self.board.figures.len() - 1
    }

    /// Was this figure deployed this turn (even if scoring has lifted it)?
    pub fn deployed_this_turn(&self, f: &Figure) -> bool {
        self.deployed_log.contains(&(f.owner, f.kind, f.pos))
    }

    /// Records a figure deployed this turn.
    pub fn deployed_now(&mut self, idx: usize) {
        let f = &self.board.figures[idx];
        self.deployed_log.push((f.owner, f.kind, f.pos));
        self.deployed.push(idx);
    }

    /// Puts back on the board a figure that scoring had sent home (a wagon
    /// moving on): it is no longer counted as returned.
    pub fn put_back(&mut self, fig: Figure) {
        if let Some(i) = self
            .returned
            .iter()
            .position(|r| *r == (fig.owner, fig.kind))
        {
            self.returned.remove(i);
        }
        self.add_figure(fig);
    }

    /// Players in turn order starting with the active player.
    pub fn turn_order(&self) -> Vec<PlayerIdx> {
        let n = self.s.players.len();
        (0..n).map(|i| (self.player + i) % n).collect()
    }

    /// Takes figures off the board back to their owners' hands.
    pub fn return_figures(&mut self, mut idx: Vec<usize>) {
        idx.sort_unstable();
        idx.dedup();
        for i in idx.into_iter().rev() {
            let f = self.board.figures.remove(i);
            *self.supply.entry((f.owner, f.kind)).or_default() += 1;
            self.returned.push((f.owner, f.kind));
            self.deployed.retain(|d| *d != i);
            for d in self.deployed.iter_mut() {
                if *d > i {
                    *d -= 1;
                }
            }
        }
    }

    /// "red's follower on [1, 0]"
    pub fn describe(&self, f: &Figure) -> String {
        format!("{}'s {} on {}", self.name(f.owner), f.kind.name(), f.pos)
    }

    /// The feature a group is, in words: "the city on [0, 0] and [0, 1]".
    pub fn describe_group(&self, g: GroupId) -> String {
        let group = self.graph.group(g);
        let tiles: Vec<String> = group.tiles().iter().map(|p| p.to_string()).collect();
        // A connected field is what the rules call a farm.
        let on_abbey = self
            .board
            .tile(group.anchor().pos)
            .is_some_and(|p| p.tile.abbey);
        let kind = match group.kind {
            crate::catalogue::Kind::Field => "farm",
            _ if on_abbey => "abbey",
            k => k.name(),
        };
        match tiles.len() {
            1 => format!("the {kind} on {}", tiles[0]),
            _ => format!(
                "the {kind} on {} and {}",
                tiles[..tiles.len() - 1].join(", "),
                tiles[tiles.len() - 1]
            ),
        }
    }
}

/// Plays out the scenario's action on a checked board.
pub fn judge(s: &Scenario, board: Board) -> Ruling {
    let mut notes = Vec::new();
    let groups = board.groups();
    if groups.len() > 1 {
        notes.push(format!(
            "the board is written in {} separate parts; squares not listed are treated as empty",
            groups.len()
        ));
    }
    let mut t = Turn::new(s, board);
    let outcome = match &s.action.value {
        Action::FinalScoring => {
            score::final_scoring(&mut t);
            Ok(())
        }
        Action::Turn(turn) => play(&mut t, turn),
    };
    finish(t, outcome.err(), notes)
}

fn play(t: &mut Turn, turn: &crate::scenario::Turn) -> Result<(), Violation> {
    place::place(t, &turn.place)?;
    deploy::deploy(t, turn)?;
    score::completed(t);
    for m in t.modules() {
        m.after_scoring(t, turn)?;
    }
    Ok(())
}

fn finish(t: Turn, violation: Option<Violation>, notes: Vec<String>) -> Ruling {
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
    let (scores, returned) = if violation.is_some() {
        (BTreeMap::new(), BTreeMap::new())
    } else {
        let mut scores = BTreeMap::new();
        for (i, p) in t.s.players.iter().enumerate() {
            scores.insert(p.value.clone(), t.gained.get(&i).copied().unwrap_or(0));
        }
        let mut returned: BTreeMap<String, Vec<FigureKind>> = BTreeMap::new();
        for (p, k) in &t.returned {
            returned.entry(t.name(*p).to_owned()).or_default().push(*k);
        }
        returned.values_mut().for_each(|v| v.sort());
        (scores, returned)
    };
    Ruling {
        title: t.s.title.value.clone(),
        verdict,
        violation,
        events: t.events,
        scores,
        returned,
        cites,
        notes,
        players: t.s.players.iter().map(|p| p.value.clone()).collect(),
    }
}
