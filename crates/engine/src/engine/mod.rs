//! The turn, as steps: place the tile, deploy, (phantom), score what the tile
//! completed, return figures; or the final scoring. Each step asks the rule
//! modules in play (`carc_core::rules`) for what they add, so an expansion's rules
//! live in its own module.

pub mod deploy;
pub mod hooks;
pub mod place;
pub mod refusal;
pub mod score;
pub mod slots;
mod turn;

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::board::{Board, Figure, FigureId, PlayerIdx, Standing};
use crate::figure::FigureKind;
use crate::geometry::Pos;
use crate::graph::{Graph, GroupId, Segment};
use crate::position::{Action, Locus, Position, TurnAction};
use crate::registry::Rule;
use hooks::Hook;

use crate::ruling;
pub use crate::ruling::{
    Clause, Detail, Event, Fact, FarmCities, FeatureRef, Join, Note, Owned, Ruling, Verdict,
    Violation,
};
pub use deploy::{spot, spots};

/// The state of the table while a turn is played out.
pub struct Turn<'p> {
    /// The position before the action.
    pub position: &'p Position,
    /// The table as it is now.
    pub board: Board,
    /// The features of `board`, shared like its tiles.
    pub graph: Arc<Graph>,
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
    /// Choices the rules offered that the action did not take.
    pub offers: Vec<crate::position::Offer>,
    /// Whether the active player has earned a second turn.
    pub double_turn: bool,
    /// Which tile of the turn this is: 0 for the turn's own, `n` for the
    /// one the action's `n`th further entry places (a double turn's
    /// second).
    pub part: usize,
    /// Only whether each step passes matters (the move list trying
    /// deployments): no ruling is written, and refusals on the hot path
    /// carry their rule and place but no words.
    pub quiet: bool,
    /// What each module keeps for itself this turn, by type: its own notes,
    /// and its pieces off the table once the turn has changed them (until
    /// then the position says where they are).
    pub slots: slots::Slots,
    /// The part of the action that put each new figure on the table.
    origins: Vec<(FigureId, Locus)>,
    /// The next identity to give: never one the judgement has used.
    next_id: FigureId,
    /// The first identity given this turn: figures from it on entered the
    /// table during the judgement.
    pub first_new: FigureId,
    /// Figures in hand, by [`Turn::slot`].
    supply: Vec<i64>,
    modules: hooks::InPlay,
}

/// Copying a turn is how the move list tries each deployment: `clone_from`
/// reuses the copy's buffers, so trying the next one allocates nothing.
/// Every field is named, so a new one cannot be forgotten here.
impl Clone for Turn<'_> {
    fn clone(&self) -> Self {
        Turn {
            position: self.position,
            board: self.board.clone(),
            graph: self.graph.clone(),
            player: self.player,
            placed: self.placed,
            deployed: self.deployed.clone(),
            deployed_log: self.deployed_log.clone(),
            events: self.events.clone(),
            gained: self.gained.clone(),
            returned: self.returned.clone(),
            lifted: self.lifted.clone(),
            offers: self.offers.clone(),
            double_turn: self.double_turn,
            part: self.part,
            quiet: self.quiet,
            slots: self.slots.clone(),
            origins: self.origins.clone(),
            next_id: self.next_id,
            first_new: self.first_new,
            supply: self.supply.clone(),
            modules: self.modules,
        }
    }

    fn clone_from(&mut self, source: &Self) {
        let Turn {
            position,
            board,
            graph,
            player,
            placed,
            deployed,
            deployed_log,
            events,
            gained,
            returned,
            lifted,
            offers,
            double_turn,
            part,
            quiet,
            slots,
            origins,
            next_id,
            first_new,
            supply,
            modules,
        } = self;
        *position = source.position;
        board.clone_from(&source.board);
        graph.clone_from(&source.graph);
        player.clone_from(&source.player);
        placed.clone_from(&source.placed);
        deployed.clone_from(&source.deployed);
        deployed_log.clone_from(&source.deployed_log);
        events.clone_from(&source.events);
        gained.clone_from(&source.gained);
        returned.clone_from(&source.returned);
        lifted.clone_from(&source.lifted);
        offers.clone_from(&source.offers);
        double_turn.clone_from(&source.double_turn);
        part.clone_from(&source.part);
        quiet.clone_from(&source.quiet);
        slots.clone_from(&source.slots);
        origins.clone_from(&source.origins);
        next_id.clone_from(&source.next_id);
        first_new.clone_from(&source.first_new);
        supply.clone_from(&source.supply);
        modules.clone_from(&source.modules);
    }
}

impl<'p> Turn<'p> {
    /// A turn whose graph is left empty: enough to check placements, which
    /// look at edges and squares only, for every square of the frontier.
    pub fn unbuilt(book: hooks::Rulebook, position: &'p Position) -> Self {
        Turn::on_board(book, position, position.board.clone())
    }

    /// A turn on `board` rather than `position.board` (which it never looks
    /// at): a random game lends its table to the turn, so that placing a
    /// tile changes it in place instead of copying a table shared with the
    /// position. The graph is left empty, as in `Turn::unbuilt`.
    pub fn on_board(book: hooks::Rulebook, position: &'p Position, board: Board) -> Self {
        let next_id = board.next_figure_id();
        let graph = Arc::default();
        let modules = hooks::InPlay::of(book, &position.rules);
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
            offers: Vec::new(),
            double_turn: false,
            part: 0,
            quiet: false,
            slots: slots::Slots::default(),
            origins: Vec::new(),
            next_id,
            first_new: next_id,
            supply: Vec::new(),
            modules,
        };
        t.supply = t.initial_supply();
        t
    }

    /// Figures in hand: the full set for the rules in play minus the board,
    /// with the position's `supply` overriding the kinds it names.
    fn initial_supply(&self) -> Vec<i64> {
        let players = self.position.players.len();
        let mut out = vec![0; players * FigureKind::ALL.len()];
        // Asked once per kind, not once per player and kind: a turn is made
        // for every placement the move list and the random games try.
        let sets = self.position.rules.in_play();
        let owned = FigureKind::ALL.map(|k| {
            if sets.has(k.rules()) {
                i64::from(k.owned(players))
            } else {
                0
            }
        });
        for p in 0..players {
            for k in FigureKind::ALL {
                out[Turn::slot(p, k)] = owned[k as usize];
            }
        }
        for f in &self.board.figures {
            if let Some(n) = out.get_mut(Turn::slot(f.owner, f.kind)) {
                *n -= 1;
            }
        }
        // Pieces a module keeps off the squares are in nobody's hand.
        for m in self.asked(Hook::HeldElsewhere) {
            m.held_elsewhere(self.position, &mut |owner, kind| {
                if let Some(n) = out.get_mut(Turn::slot(owner, kind)) {
                    *n -= 1;
                }
            });
        }
        for ((p, k), n) in &self.position.supply {
            if let Some(slot) = out.get_mut(Turn::slot(*p, *k)) {
                *slot = *n;
            }
        }
        out
    }

    /// Where a player's figures of a kind are counted in `supply`.
    fn slot(p: PlayerIdx, k: FigureKind) -> usize {
        p.saturating_mul(FigureKind::ALL.len())
            .saturating_add(k as usize)
    }

    /// A player's index by name.
    pub fn player_index(&self, name: &str) -> Option<PlayerIdx> {
        self.position.player(name)
    }

    /// A figure on the table as a refusal names it: owner, kind, square.
    pub fn standing(&self, f: &Figure) -> Detail {
        Detail::standing(f, self.name(f.owner))
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
        self.supply.get(Turn::slot(p, k)).copied().unwrap_or(0)
    }

    /// The rule modules in play, in the order their objections are heard.
    pub fn modules(&self) -> hooks::InPlay {
        self.modules
    }

    /// The modules in play that implement `hook`, in the same order: those
    /// the step that calls it asks.
    pub fn asked(&self, hook: Hook) -> hooks::InPlay {
        self.modules.asked(hook)
    }

    /// Records a step of the ruling.
    pub fn event(&mut self, fact: Fact, cites: &[Rule]) {
        if self.quiet {
            return;
        }
        self.events.push(Event {
            fact,
            cites: cites.to_vec(),
        });
    }

    /// Records a step whose fact is worth building only when a ruling is
    /// written (naming a feature walks the graph): quiet turns skip it.
    pub fn tell(&mut self, cites: &[Rule], fact: impl FnOnce(&Self) -> Fact) {
        if self.quiet {
            return;
        }
        let fact = fact(self);
        self.event(fact, cites);
    }

    /// A refusal whose words are worth writing only when a ruling is
    /// (naming a player or a feature allocates, or walks the graph): a
    /// quiet turn, a trial of the move list, keeps the rule, the place and
    /// the kind of reason alone.
    pub fn refusal(
        &self,
        rule: Rule,
        locus: Locus,
        reason: &'static crate::registry::Say,
        written: impl FnOnce(&Self) -> Violation,
    ) -> Violation {
        if self.quiet {
            return Violation::new(rule, locus, Clause::new(reason));
        }
        written(self)
    }

    /// Credits points to a player.
    pub fn gain(&mut self, p: PlayerIdx, points: i64) {
        let total = self.gained.entry(p).or_default();
        *total = total.saturating_add(points);
    }

    /// A module's state kept in the position (its pieces off the squares),
    /// to be changed this turn: the turn's own copy, made by `from` out of
    /// the position the first time.
    pub fn state_mut<T: slots::State>(&mut self, from: impl FnOnce(&Position) -> T) -> &mut T {
        let position = self.position;
        self.slots.get_or_insert_with(|| from(position))
    }

    /// The figure with this identity, if it is on the table.
    pub fn figure(&self, id: FigureId) -> Option<&Figure> {
        self.board.figures.iter().find(|f| f.id == id)
    }

    /// The group a figure stands on, if it stands on a feature.
    pub fn group_of_figure(&self, f: &Figure) -> Option<GroupId> {
        self.graph.group_of(Segment {
            pos: f.pos,
            feature: f.standing.feature()?,
        })
    }

    /// The farm a figure at a corner (the barn) stands on: the field of its
    /// tile at that corner.
    pub fn farm_at_corner(&self, f: &Figure) -> Option<GroupId> {
        let Standing::Corner(c) = f.standing else {
            return None;
        };
        let placed = self.board.tile(f.pos)?;
        let field = placed.tile.feature_at(c.points()[0], placed.rot)?;
        self.graph.group_of(Segment {
            pos: f.pos,
            feature: field,
        })
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
        if let Some(hand) = self.supply.get_mut(Turn::slot(owner, kind)) {
            *hand = hand.saturating_sub(1);
        }
        self.board.figures.push(Figure {
            id,
            owner,
            kind,
            pos,
            standing,
        });
        id
    }

    /// Puts on the table a figure that was off it but not in its owner's
    /// hand (one leaving the City of Carcassonne); returns its identity.
    pub fn add_figure_from_elsewhere(
        &mut self,
        owner: PlayerIdx,
        kind: FigureKind,
        pos: Pos,
        standing: Standing,
        origin: Locus,
    ) -> FigureId {
        if let Some(hand) = self.supply.get_mut(Turn::slot(owner, kind)) {
            *hand = hand.saturating_add(1);
        }
        self.add_figure(owner, kind, pos, standing, origin)
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

    /// The figures an action names where they stand (`at` and a feature,
    /// a corner or the top of a tower; `owner` and `figure` when given).
    pub fn named(&self, c: &crate::position::Capture) -> Vec<Figure> {
        let Some(want) = self.board.tile(c.at).and_then(|p| c.on.standing_on(p)) else {
            return Vec::new();
        };
        self.board
            .figures
            .iter()
            .filter(|f| f.pos == c.at && f.standing == want)
            .filter(|f| c.owner.is_none_or(|o| o == f.owner))
            .filter(|f| c.figure.is_none_or(|k| k == f.kind))
            .copied()
            .collect()
    }

    /// Whether a figure just like `f` (same owner and kind on the same spot)
    /// comes before it: the move list names such figures once.
    pub fn twin_before(&self, f: &Figure) -> bool {
        self.board.figures.iter().any(|g| {
            g.id < f.id
                && g.pos == f.pos
                && g.standing == f.standing
                && (g.owner, g.kind) == (f.owner, f.kind)
        })
    }

    /// How an action names a follower of the table: its square and where
    /// it stands there, with its owner and kind only when another follower
    /// of another owner or kind shares its spot (the one way a scenario
    /// writes it). `None` for a figure at a corner.
    pub fn name_of(&self, f: &Figure) -> Option<crate::position::Capture> {
        use crate::position::{Capture, Standpoint};
        let placed = self.board.tile(f.pos)?;
        let on = Standpoint::of_standing(f.standing, placed)?;
        let shared = self.board.figures.iter().any(|g| {
            g.pos == f.pos
                && g.standing == f.standing
                && g.kind.is_follower()
                && (g.owner, g.kind) != (f.owner, f.kind)
        });
        Some(Capture {
            at: f.pos,
            on,
            owner: shared.then_some(f.owner),
            figure: shared.then_some(f.kind),
        })
    }

    /// Takes a figure off the table without sending it home (a prisoner).
    pub fn take_off(&mut self, id: FigureId) -> Option<Figure> {
        let i = self.board.figures.iter().position(|f| f.id == id)?;
        self.deployed.retain(|d| *d != id);
        Some(self.board.figures.remove(i))
    }

    /// A figure that was off the table (a prisoner) back in its owner's hand.
    pub fn release(&mut self, owner: PlayerIdx, kind: FigureKind) {
        if let Some(hand) = self.supply.get_mut(Turn::slot(owner, kind)) {
            *hand = hand.saturating_add(1);
        }
        self.returned.push((owner, kind));
    }

    /// One of a player's pieces used from hand without becoming a figure on
    /// the table (a tower floor).
    pub fn use_piece(&mut self, p: PlayerIdx, kind: FigureKind) {
        if let Some(hand) = self.supply.get_mut(Turn::slot(p, kind)) {
            *hand = hand.saturating_sub(1);
        }
    }

    /// Sends `owner`'s figures of `kind` on feature `g` home when none of
    /// their followers is left there (a builder or pig left alone), by
    /// `rule`.
    pub fn return_alone(&mut self, owner: PlayerIdx, g: GroupId, kind: FigureKind, rule: Rule) {
        let on = self.graph.figures_on(g, &self.board);
        if on
            .iter()
            .any(|(_, f)| f.owner == owner && f.kind.is_follower())
        {
            return;
        }
        let alone: Vec<FigureId> = on
            .iter()
            .filter(|(_, f)| f.owner == owner && f.kind == kind)
            .map(|(_, f)| f.id)
            .collect();
        if alone.is_empty() {
            return;
        }
        let fact = Fact::Returned {
            figures: vec![
                ruling::Owned {
                    player: self.name(owner).to_owned(),
                    figure: kind,
                };
                alone.len()
            ],
            from: Some(self.feature(g)),
        };
        self.event(fact, &[rule]);
        self.return_figures(&alone);
    }

    /// Takes figures off the table back to their owners' hands.
    pub fn return_figures(&mut self, ids: &[FigureId]) {
        // Asked at every step of the dragon, mostly with nobody to return:
        // the walks over the table's figures are skipped then.
        if ids.is_empty() {
            return;
        }
        let mut back = Vec::new();
        self.board.figures.retain(|f| {
            let going = ids.contains(&f.id);
            if going {
                back.push((f.owner, f.kind));
            }
            !going
        });
        for (owner, kind) in back {
            if let Some(hand) = self.supply.get_mut(Turn::slot(owner, kind)) {
                *hand = hand.saturating_add(1);
            }
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
        FeatureRef::of(&self.board, &self.graph.group(g), seg)
    }
}

/// Plays out an action on a position whose board has been checked (tiles
/// that exist, matching edges, figures where their kind may stand), with
/// the rule modules of `book` (`carc_core::judge` hands it the rulebook).
pub fn judge(book: hooks::Rulebook, position: &Position, action: &Action) -> Ruling {
    let mut notes = Vec::new();
    let parts = position.board.groups().len();
    if parts > 1 {
        notes.push(Note::SeparateParts { parts });
    }
    let graph = Arc::new(Graph::build(&position.board));
    let mut after = play_on(book, position, position.board.clone(), graph, action, false);
    after.ruling.notes = notes;
    after.ruling
}

/// What a turn left on the table, for a front end that plays on from it (a
/// random game): the ruling, the board and its graph after the action, the
/// figures in each hand, and the modules' pieces off the squares as the
/// turn changed them ([`After::carry_into`] writes them into the next
/// position). After an illegal action the board is as far as the turn got,
/// and worth nothing.
pub struct After {
    /// The ruling (without notes about the position: those are the caller's).
    pub ruling: Ruling,
    /// The table after the action.
    pub board: Board,
    /// The features of that table.
    pub graph: Arc<Graph>,
    /// Figures in hand after the action, per player and kind.
    pub in_hand: Vec<[i64; FigureKind::ALL.len()]>,
    /// What the modules kept this turn, their pieces off the squares among
    /// it where the turn moved them.
    pub slots: slots::Slots,
    /// Choices the rules offered that the action did not take.
    pub offers: Vec<crate::position::Offer>,
    modules: hooks::InPlay,
}

impl After {
    /// Writes into `next` (the position before the action, or a copy of
    /// it) what the modules keep off the squares, as the action left it.
    pub fn carry_into(&self, next: &mut Position) {
        for m in self.modules.asked(Hook::CarryOver) {
            m.carry_over(&self.slots, next);
        }
    }
}

/// Plays out an action on a table and feature graph the caller keeps
/// (`board` stands for `position.board`, which is not looked at, and
/// `graph` must be its graph): the turn changes both in place instead of
/// copying or building them again. `quiet`: write no events, no list of
/// figures and nothing of where the modules' pieces stand (the ruling keeps
/// its verdict, violation, scores, returned figures and goods taken; the
/// pieces are in the [`After`]).
pub fn play_on(
    book: hooks::Rulebook,
    position: &Position,
    board: Board,
    graph: Arc<Graph>,
    action: &Action,
    quiet: bool,
) -> After {
    let mut t = Turn::on_board(book, position, board);
    t.graph = graph;
    t.quiet = quiet;
    match action {
        Action::FinalScoring(choices) => {
            let outcome = score::final_scoring(&mut t, choices);
            conclude(&mut t, outcome.err())
        }
        // Nearly every turn tries nothing more: played as it always was,
        // with nothing to gather.
        Action::Turn(turn) if turn.also.is_empty() => {
            let outcome = play(&mut t, turn);
            conclude(&mut t, outcome.err())
        }
        Action::Turn(turn) => {
            let tiles = turn::tiles_of(turn);
            turn::play_tiles(&mut t, &tiles)
        }
    }
}

/// The ruling and what the turn left on the table.
pub fn conclude(t: &mut Turn, violation: Option<Violation>) -> After {
    for m in t.asked(Hook::EndOfTurn) {
        m.end_of_turn(t);
    }
    let in_hand = (0..t.position.players.len())
        .map(|p| FigureKind::ALL.map(|k| t.in_hand(p, k)))
        .collect();
    let ruling = finish(t, violation, Vec::new());
    After {
        ruling,
        board: std::mem::take(&mut t.board),
        graph: std::mem::take(&mut t.graph),
        in_hand,
        slots: std::mem::take(&mut t.slots),
        offers: std::mem::take(&mut t.offers),
        modules: t.modules,
    }
}

pub(crate) fn play(t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
    for m in t.asked(Hook::BeforePlacement) {
        m.before_placement(t, turn)?;
    }
    place::place(t, turn)?;
    after_placing(t, turn)
}

/// The steps after the tile is down: deployment, what the modules do then,
/// scoring, and what they do after it.
pub fn after_placing(t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
    deploy::deploy(t, turn)?;
    for m in t.asked(Hook::AfterDeploy) {
        m.after_deploy(t, turn)?;
    }
    score::completed_step(t, turn)?;
    for m in t.asked(Hook::AfterScoring) {
        m.after_scoring(t, turn)?;
    }
    Ok(())
}

/// Where every figure stands, as the ruling lists them.
fn figures_at(t: &Turn) -> Vec<ruling::FigureAt> {
    t.board
        .figures
        .iter()
        .map(|f| ruling::FigureAt {
            id: f.id.0,
            player: t.name(f.owner).to_owned(),
            figure: f.kind,
            at: f.pos,
            on: f.standing.name_on(t.board.tile(f.pos)),
        })
        .collect()
}

fn finish(t: &mut Turn, violation: Option<Violation>, notes: Vec<Note>) -> Ruling {
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
    let players = t.position.players.clone();
    let mut ruling = Ruling::new(players, std::mem::take(&mut t.events), cites, notes);
    let Some(violation) = violation else {
        ruling.scores = ruling
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| (p.clone(), t.gained.get(&i).copied().unwrap_or(0)))
            .collect();
        for (p, k) in &t.returned {
            ruling
                .returned
                .entry(t.name(*p).to_owned())
                .or_default()
                .push(*k);
        }
        ruling.returned.values_mut().for_each(|v| v.sort());
        if !t.quiet {
            ruling.figures = figures_at(t);
            ruling.offers = offers_at(t);
        }
        ruling.double_turn = t.double_turn;
        for m in t.asked(Hook::WriteRuling) {
            m.write_ruling(t, &mut ruling);
        }
        return ruling;
    };
    ruling.verdict = Verdict::Illegal;
    ruling.violation = Some(violation);
    ruling
}

/// The choices the turn left open, as an action would name them.
fn offers_at(t: &Turn) -> Vec<ruling::OfferAt> {
    let mut out: Vec<ruling::OfferAt> = Vec::new();
    // The City's quarters offer one entry per figure and quarter: a ruling
    // names each choice once.
    for offer in &t.offers {
        let mut named = offer.named(t.player, |p| t.name(p).to_owned());
        let listed = out.iter().any(|o| {
            let without = ruling::OfferAt {
                because: None,
                ..o.clone()
            };
            without == named
        });
        if listed {
            continue;
        }
        named.because = t
            .asked(Hook::OfferReason)
            .find_map(|m| m.offer_reason(t, offer));
        out.push(named);
    }
    out
}
