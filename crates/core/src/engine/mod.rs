//! The turn, as steps: place the tile, deploy, (phantom), score what the tile
//! completed, return figures; or the final scoring. Each step asks the rule
//! modules in play (crate::rules) for what they add, so an expansion's rules
//! live in its own module.

pub(crate) mod deploy;
pub mod hooks;
pub(crate) mod place;
pub mod refusal;
pub mod ruling;
pub mod score;
pub mod slots;

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::board::{Board, Figure, FigureId, PlayerIdx, Standing, feature_on};
use crate::catalogue::Good;
use crate::figure::FigureKind;
use crate::geometry::Pos;
use crate::graph::{Graph, GroupId, Segment};
use crate::position::{Action, Locus, Position, Prisoner, TurnAction};
use crate::registry::Rule;
use hooks::Hook;

pub use deploy::{located, spot, spots};
pub use ruling::{
    Clause, Detail, Event, Fact, FarmCities, FeatureRef, GoodsCount, Holding, Join, Note, Owned,
    Ruling, TowerAt, Verdict, Violation,
};

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
    /// Goods tokens taken so far, per player and good.
    pub taken: Vec<(PlayerIdx, Good, u32)>,
    /// Figures lifted off by scoring this turn, with the feature they left.
    pub lifted: Vec<(Figure, GroupId)>,
    /// Figures held captive now (The Tower).
    pub prisoners: Vec<Prisoner>,
    /// The dragon's square now (The Princess & the Dragon).
    pub dragon: Option<crate::geometry::Pos>,
    /// The fairy now.
    pub fairy: Option<crate::position::Fairy>,
    /// The castles on the table now (castles).
    pub castles: Vec<crate::position::Castle>,
    /// The City of Carcassonne's quarters and the count now.
    pub city: crate::position::City,
    /// Choices the rules offered that the action did not take.
    pub offers: Vec<crate::position::Offer>,
    /// Whether the active player has earned a second turn.
    pub double_turn: bool,
    /// Only whether each step passes matters (the move list trying
    /// deployments): no ruling is written, and refusals on the hot path
    /// carry their rule and place but no words.
    pub quiet: bool,
    /// What each module keeps for itself this turn, by type.
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
            taken: self.taken.clone(),
            lifted: self.lifted.clone(),
            prisoners: self.prisoners.clone(),
            dragon: self.dragon,
            fairy: self.fairy,
            castles: self.castles.clone(),
            city: self.city.clone(),
            offers: self.offers.clone(),
            double_turn: self.double_turn,
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
            taken,
            lifted,
            prisoners,
            dragon,
            fairy,
            castles,
            city,
            offers,
            double_turn,
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
        taken.clone_from(&source.taken);
        lifted.clone_from(&source.lifted);
        prisoners.clone_from(&source.prisoners);
        dragon.clone_from(&source.dragon);
        fairy.clone_from(&source.fairy);
        castles.clone_from(&source.castles);
        city.clone_from(&source.city);
        offers.clone_from(&source.offers);
        double_turn.clone_from(&source.double_turn);
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
    pub(crate) fn unbuilt(book: hooks::Rulebook, position: &'p Position) -> Self {
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
            taken: Vec::new(),
            lifted: Vec::new(),
            prisoners: position.prisoners.clone(),
            dragon: position.dragon,
            fairy: position.fairy,
            castles: position.castles.clone(),
            city: position.city.clone(),
            offers: Vec::new(),
            double_turn: false,
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
        // A prisoner is in nobody's hand until it comes back.
        for pr in &self.position.prisoners {
            if let Some(n) = out.get_mut(Turn::slot(pr.owner, pr.kind)) {
                *n -= 1;
            }
        }
        // A figure in the City of Carcassonne is in nobody's hand.
        for f in &self.position.city.followers {
            if let Some(n) = out.get_mut(Turn::slot(f.owner, f.kind)) {
                *n -= 1;
            }
        }
        // A castle's token lies on the table.
        for c in &self.position.castles {
            if let Some(n) = out.get_mut(Turn::slot(c.owner, FigureKind::Castle)) {
                *n -= 1;
            }
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

    /// Gives `count` tokens of `good` to player `p`.
    pub fn take_goods(&mut self, p: PlayerIdx, good: Good, count: u32) {
        match self
            .taken
            .iter_mut()
            .find(|(q, g, _)| *q == p && *g == good)
        {
            Some((_, _, n)) => *n = n.saturating_add(count),
            None => self.taken.push((p, good, count)),
        }
    }

    /// The tokens of `good` player `p` holds now: those of the position and
    /// those taken this turn.
    pub fn goods_held(&self, p: PlayerIdx, good: Good) -> u32 {
        let before = self.position.goods.get(&(p, good)).copied().unwrap_or(0);
        let taken: u32 = self
            .taken
            .iter()
            .filter(|(q, g, _)| *q == p && *g == good)
            .map(|(_, _, n)| *n)
            .sum();
        before.saturating_add(taken)
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
            Standing::Corner(_) | Standing::Tower => None,
        }
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
        use crate::position::Standpoint;
        let Some(placed) = self.board.tile(c.at) else {
            return Vec::new();
        };
        let want = match c.on {
            Standpoint::Feature(on) => match crate::board::locate(placed.tile, placed.rot, on) {
                Ok(f) => Standing::Feature(f),
                Err(_) => return Vec::new(),
            },
            Standpoint::Corner(corner) => Standing::Corner(corner),
            Standpoint::Tower => Standing::Tower,
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
        let on = match f.standing {
            Standing::Feature(i) => Standpoint::Feature(crate::board::name_of(placed, i)),
            Standing::Tower => Standpoint::Tower,
            Standing::Corner(_) => return None,
        };
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
        let group = self.graph.group(g);
        let anchor = group.anchor();
        let kind = match group.kind {
            crate::catalogue::Kind::Field => "farm",
            // A feature in the middle of its tile goes by the tile's name
            // for it: the abbey scores as a monastery, and is called the
            // abbey.
            k if k.is_surrounded_kind() => self
                .board
                .tile(anchor.pos)
                .and_then(|p| p.tile.features[anchor.feature].centre_name)
                .unwrap_or(k.name()),
            k => k.name(),
        };
        let tile = self.board.tile(seg.pos);
        let alone_on_tile = tile.is_some_and(|t| {
            t.tile
                .features
                .iter()
                .filter(|f| f.kind == group.kind)
                .count()
                == 1
        });
        FeatureRef {
            kind,
            squares: group.tiles().into_iter().collect(),
            pennants: group.pennants,
            inns: group.marks.inns,
            cathedrals: group.marks.cathedrals,
            at: seg.pos,
            on: tile.map(|t| feature_on(t, seg.feature)).unwrap_or_default(),
            alone_on_tile,
        }
    }
}

/// Plays out an action on a position whose board has been checked (tiles
/// that exist, matching edges, figures where their kind may stand), with
/// the rule modules of `book` (`crate::judge` hands it the rulebook).
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
/// random game): the ruling, the board and its graph after the action, and
/// the figures in each hand. After an illegal action the board is as far
/// as the turn got, and worth nothing.
pub struct After {
    /// The ruling (without notes about the position: those are the caller's).
    pub ruling: Ruling,
    /// The table after the action.
    pub board: Board,
    /// The features of that table.
    pub graph: Arc<Graph>,
    /// Figures in hand after the action, per player and kind.
    pub in_hand: Vec<[i64; FigureKind::ALL.len()]>,
    /// Figures held captive after the action.
    pub prisoners: Vec<Prisoner>,
    /// The dragon's square after the action.
    pub dragon: Option<crate::geometry::Pos>,
    /// The fairy after the action (next to nobody once its follower left).
    pub fairy: Option<crate::position::Fairy>,
    /// The castles on the table after the action.
    pub castles: Vec<crate::position::Castle>,
    /// The City of Carcassonne after the action.
    pub city: crate::position::City,
    /// Choices the rules offered that the action did not take.
    pub offers: Vec<crate::position::Offer>,
}

/// Plays out an action on a table and feature graph the caller keeps
/// (`board` stands for `position.board`, which is not looked at, and
/// `graph` must be its graph): the turn changes both in place instead of
/// copying or building them again. `quiet`: write no events and no list of
/// figures (the ruling keeps its verdict, violation, scores and returned
/// figures).
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
    let outcome = match action {
        Action::FinalScoring(choices) => score::final_scoring(&mut t, choices),
        Action::Turn(turn) => play(&mut t, turn),
    };
    conclude(&mut t, outcome.err())
}

/// The ruling and what the turn left on the table.
pub(crate) fn conclude(t: &mut Turn, violation: Option<Violation>) -> After {
    let in_hand = (0..t.position.players.len())
        .map(|p| FigureKind::ALL.map(|k| t.in_hand(p, k)))
        .collect();
    let ruling = finish(t, violation, Vec::new());
    let board = std::mem::take(&mut t.board);
    let graph = std::mem::take(&mut t.graph);
    let prisoners = std::mem::take(&mut t.prisoners);
    let castles = std::mem::take(&mut t.castles);
    let city = std::mem::take(&mut t.city);
    let offers = std::mem::take(&mut t.offers);
    let (dragon, fairy) = (t.dragon, fairy_after(&board, t.fairy));
    After {
        ruling,
        board,
        graph,
        in_hand,
        prisoners,
        dragon,
        fairy,
        castles,
        city,
        offers,
    }
}

/// The fairy stays on its tile when its follower leaves, next to nobody.
fn fairy_after(
    board: &Board,
    fairy: Option<crate::position::Fairy>,
) -> Option<crate::position::Fairy> {
    fairy.map(|mut f| {
        if f.next_to
            .is_some_and(|id| !board.figures.iter().any(|g| g.id == id))
        {
            f.next_to = None;
        }
        f
    })
}

fn play(t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
    for m in t.asked(Hook::BeforePlacement) {
        m.before_placement(t, turn)?;
    }
    place::place(t, turn)?;
    after_placing(t, turn)
}

/// The steps after the tile is down: deployment, what the modules do then,
/// scoring, and what they do after it.
pub(crate) fn after_placing(t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
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
            on: match f.standing {
                Standing::Feature(i) => t
                    .board
                    .tile(f.pos)
                    .map(|p| feature_on(p, i))
                    .unwrap_or_default(),
                Standing::Corner(c) => c.name().to_owned(),
                Standing::Tower => "tower".to_owned(),
            },
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
    let verdict = if violation.is_some() {
        Verdict::Illegal
    } else {
        Verdict::Legal
    };
    let players = t.position.players.clone();
    let mut goods: BTreeMap<String, BTreeMap<Good, u32>> = BTreeMap::new();
    if violation.is_none() {
        for (p, g, n) in &t.taken {
            *goods
                .entry(t.name(*p).to_owned())
                .or_default()
                .entry(*g)
                .or_default() += n;
        }
    }
    let legal = violation.is_none();
    let mut prisoners: BTreeMap<String, Vec<Owned>> = BTreeMap::new();
    let mut towers = Vec::new();
    let mut castles = Vec::new();
    if violation.is_none() {
        castles = t
            .castles
            .iter()
            .map(|c| {
                let at = Segment {
                    pos: c.at,
                    feature: c.feature,
                };
                let segments: Vec<Segment> = match t.graph.group_of(at) {
                    Some(g) => t.graph.group(g).segments().collect(),
                    None => vec![at],
                };
                ruling::CastleAt {
                    owner: t.name(c.owner).to_owned(),
                    parts: segments
                        .iter()
                        .filter_map(|s| {
                            let placed = t.board.tile(s.pos)?;
                            Some(ruling::CastlePart {
                                at: s.pos,
                                on: feature_on(placed, s.feature),
                            })
                        })
                        .collect(),
                }
            })
            .collect();
        for pr in &t.prisoners {
            prisoners
                .entry(t.name(pr.holder).to_owned())
                .or_default()
                .push(Owned {
                    player: t.name(pr.owner).to_owned(),
                    figure: pr.kind,
                });
        }
        if !t.quiet {
            towers = t
                .board
                .tiles
                .values()
                .filter(|p| p.tower > 0)
                .map(|p| TowerAt {
                    at: p.pos,
                    floors: u32::from(p.tower),
                })
                .collect();
        }
    }
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
        let figures = if t.quiet { Vec::new() } else { figures_at(t) };
        (scores, returned, figures)
    };
    Ruling {
        verdict,
        double_turn: violation.is_none() && t.double_turn,
        violation,
        events: std::mem::take(&mut t.events),
        scores,
        returned,
        goods,
        cites,
        notes,
        players,
        figures,
        prisoners,
        towers,
        castles,
        dragon: if legal { t.dragon } else { None },
        fairy: if legal {
            fairy_after(&t.board, t.fairy).map(|f| ruling::FairyAt {
                at: f.at,
                next_to: f
                    .next_to
                    .and_then(|id| t.figure(id))
                    .map(|g| ruling::Owned {
                        player: t.name(g.owner).to_owned(),
                        figure: g.kind,
                    }),
            })
        } else {
            None
        },
        offers: if legal && !t.quiet {
            offers_at(t)
        } else {
            Vec::new()
        },
        city: (legal && t.position.rules.plays(crate::figure::RuleSet::Count)).then(|| {
            ruling::CityAt {
                count: t.city.count,
                followers: t
                    .city
                    .followers
                    .iter()
                    .map(|f| ruling::InQuarter {
                        player: t.name(f.owner).to_owned(),
                        figure: f.kind,
                        quarter: f.quarter,
                    })
                    .collect(),
            }
        }),
    }
}

/// The choices the turn left open, as an action would name them.
fn offers_at(t: &Turn) -> Vec<ruling::OfferAt> {
    let mut out: Vec<ruling::OfferAt> = Vec::new();
    let all = t.offers.iter().map(|o| match *o {
        crate::position::Offer::Castle(at, on, holder) => ruling::OfferAt {
            kind: ruling::OfferKind::Castle,
            player: t.name(holder).to_owned(),
            at: Some(at),
            on: Some(on.name().to_owned()),
            figure: None,
            quarter: None,
        },
        crate::position::Offer::Escape(c) => ruling::OfferAt {
            kind: ruling::OfferKind::Escape,
            player: t.name(t.player).to_owned(),
            at: Some(c.at),
            on: Some(c.on.name().to_owned()),
            figure: c.figure,
            quarter: None,
        },
        crate::position::Offer::EnterCity(p, _) => ruling::OfferAt {
            kind: ruling::OfferKind::EnterCity,
            player: t.name(p).to_owned(),
            at: None,
            on: None,
            figure: None,
            quarter: None,
        },
        crate::position::Offer::LeaveCity(l) => ruling::OfferAt {
            kind: ruling::OfferKind::LeaveCity,
            player: t.name(l.owner).to_owned(),
            at: Some(l.at),
            on: Some(l.on.name().to_owned()),
            figure: Some(l.kind),
            quarter: Some(l.quarter),
        },
    });
    // The City's quarters offer one entry per figure and quarter: a ruling
    // names each choice once.
    for offer in all {
        if !out.contains(&offer) {
            out.push(offer);
        }
    }
    out
}
