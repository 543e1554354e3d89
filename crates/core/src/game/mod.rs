//! A seeded random game, played by the rules from the first tile to the
//! final scoring: the bag of the rule sets in play, a two-stage random
//! player (a placement among those that fit, then an action among the
//! legal ones for it), and checks after every turn that the judge agrees
//! with itself. The table, its feature graph and its frontier are carried
//! from turn to turn, never rebuilt.

pub mod bag;
mod invariants;
pub mod rng;

use std::sync::Arc;

pub use bag::{abbeys, bag};
pub use invariants::{Breach, Broken};
pub use rng::Rng;

use crate::board::{Board, On, PlacedTile, PlayerIdx};
use crate::catalogue::Tile;
use crate::engine::hooks::{Hook, InPlay};
use crate::engine::{self, Turn};
use crate::figure::FigureKind;
use crate::frontier::Frontier;
use crate::geometry::{Point, Pos, Rotation};
use crate::graph::Graph;
use crate::moves;
use crate::position::{
    Action, Deploy, FerryMove, Flight, Offer, PhantomDeploy, Position, Quarter, Rules, TurnAction,
    WagonChoice, WagonTarget,
};
use crate::rules::RULEBOOK;
use crate::{Fact, Ruling, Verdict};

/// How a game is set up.
#[derive(Clone, Debug)]
pub struct Setup {
    /// The rule sets in play.
    pub rules: Rules,
    /// How many players (2 to 6).
    pub players: usize,
    /// The seed that names the game.
    pub seed: u64,
    /// Also judge every turn's action again from scratch, and a refused
    /// placement and deployment, checking the verdicts (slower). The
    /// position before each turn is then kept for the watcher.
    pub cross_check: bool,
}

/// A turn as played: the position before it, the action and the ruling.
pub struct Played<'g> {
    /// The position the action was taken in: kept only when the game
    /// cross-checks (a copy of the table each turn costs more than a turn).
    pub position: Option<&'g Position>,
    /// The action.
    pub action: &'g Action,
    /// The ruling on it.
    pub ruling: &'g Ruling,
}

/// How a game ended.
#[derive(Clone, Debug)]
pub struct Summary {
    /// Final scores, by player.
    pub scores: Vec<i64>,
    /// Turns played (the final scoring not counted).
    pub turns: usize,
    /// Tiles drawn that fitted nowhere and were set aside.
    pub set_aside: usize,
    /// Tiles on the table at the end.
    pub tiles: usize,
}

/// A game in progress.
pub struct Game {
    /// Whether any tile of the bag shows goods: only then are goods
    /// counted after each turn.
    goods_in_bag: bool,
    /// Whether the rules may offer a choice that is known only once the
    /// turn is played (a knight escaping a siege, a small city becoming a
    /// castle): such a turn is played again when the choice is taken.
    may_offer: bool,
    /// Whether a module in play lays tiles other ways than as drawn (a
    /// bridge across the tile or a neighbour): a turn then now and then
    /// takes one of those ways.
    lays_other_ways: bool,
    /// Whether a module in play makes choices of its own for a random turn
    /// (a bazaar's auction).
    chooses_more: bool,
    /// For each figure kind, whether its rules are in play (asked of
    /// every kind after every turn).
    kinds_in_play: [bool; FigureKind::ALL.len()],
    /// The squares of the tiles on the table that show goods: the goods
    /// count after each turn looks at these alone.
    goods_at: Vec<Pos>,
    setup: Setup,
    /// Players, rules and whose turn it is; its board stays empty.
    position: Position,
    /// The table, lent to each turn so that it changes in place.
    board: Board,
    /// The position before the turn being played (cross-checking only).
    before: Option<Position>,
    graph: Arc<Graph>,
    frontier: Frontier,
    bag: Vec<&'static Tile>,
    abbey: Option<&'static Tile>,
    abbeys_left: Vec<bool>,
    rng: Rng,
    /// Draws for the cross-checks, apart, so that checking does not change
    /// the game a seed names.
    check_rng: Rng,
    scores: Vec<i64>,
    turns: usize,
    set_aside: usize,
    /// Tiles the rules set aside until something changes (a dragon tile
    /// before the dragon is in play), to go back into the bag then.
    waiting: Vec<&'static Tile>,
    second_turn: bool,
}

/// The player names of a random game.
pub const NAMES: [&str; 6] = ["red", "blue", "green", "yellow", "black", "grey"];

impl Game {
    /// The game of a setup: the start tile on the table, the rest in the bag.
    pub fn new(setup: Setup) -> Game {
        let players = setup.players.clamp(2, NAMES.len());
        let mut position = Position::new(&NAMES[..players], &[]);
        position.rules = setup.rules.clone();
        let (_, bag) = bag::bag(&position.rules);
        let mut board = Board::default();
        for (pos, tile) in bag::opening(&position.rules) {
            board.put(PlacedTile::unturned(tile, pos));
        }
        let mut graph = Graph::build(&board);
        graph.reserve_tiles(bag.len());
        let graph = Arc::new(graph);
        let frontier = Frontier::of(&board);
        let goods_in_bag = bag
            .iter()
            .any(|t| t.features.iter().any(|f| f.marks.has_goods()));
        let sets = position.rules.in_play();
        let kinds_in_play = FigureKind::ALL.map(|k| sets.has(k.rules()));
        let may_offer = kinds_in_play[FigureKind::Castle as usize]
            || bag
                .iter()
                .any(|t| t.features.iter().any(|f| f.marks.sieges > 0));
        let lays_other_ways = crate::engine::hooks::InPlay::of(RULEBOOK, &position.rules)
            .asked(crate::engine::hooks::Hook::WaysToLay)
            .offering()
            .next()
            .is_some();
        let chooses_more = crate::engine::hooks::InPlay::of(RULEBOOK, &position.rules)
            .asked(crate::engine::hooks::Hook::RandomChoices)
            .offering()
            .next()
            .is_some();
        Game {
            may_offer,
            lays_other_ways,
            chooses_more,
            kinds_in_play,
            goods_in_bag,
            goods_at: Vec::new(),
            rng: Rng::new(setup.seed),
            check_rng: Rng::new(setup.seed ^ 0x5eed_c4ec_c0de_d00d),
            board,
            before: None,
            abbey: bag::abbeys(&position.rules),
            abbeys_left: vec![true; players],
            scores: vec![0; players],
            waiting: Vec::new(),
            setup,
            position,
            graph,
            frontier,
            bag,
            turns: 0,
            set_aside: 0,
            second_turn: false,
        }
    }

    /// The position now.
    pub fn position(&self) -> Position {
        Position {
            board: self.board.clone(),
            ..self.position.clone()
        }
    }

    /// Plays the whole game, showing every turn to `watch` (which may
    /// object); the first broken invariant ends it. A game that kept no
    /// positions is played again from its seed, keeping them, so that the
    /// broken invariant comes with the position that shows it.
    pub fn play(
        self,
        watch: &mut dyn FnMut(&Played) -> Result<(), String>,
    ) -> Result<Summary, Box<Broken>> {
        let setup = self.setup.clone();
        match self.play_out(watch) {
            Err(b) if b.position.is_none() => {
                let again = Game::new(Setup {
                    cross_check: true,
                    ..setup
                });
                match again.play_out(&mut |_| Ok(())) {
                    Err(found) if found.turn == b.turn => Err(found),
                    _ => Err(b),
                }
            }
            other => other,
        }
    }

    /// Plays one turn, showing it to `watch`; false once the bag is empty
    /// (the final scoring is left to [`Game::play`]).
    pub fn advance(
        &mut self,
        watch: &mut dyn FnMut(&Played) -> Result<(), String>,
    ) -> Result<bool, Box<Broken>> {
        self.turn(watch)
    }

    /// Draws the next tile that fits somewhere (the player's abbey now and
    /// then), with where it fits; `None` once the bag is empty. Taken out of
    /// the game: for a front end that asks about it (`carc gen`).
    pub fn draw_tile(&mut self) -> Option<(&'static Tile, Vec<(Pos, Rotation)>)> {
        self.draw()
    }

    /// Random numbers for a front end's own choices (`carc gen`'s), drawn
    /// apart from the game's, so that drawing them leaves the game a seed
    /// names unchanged.
    pub fn rng(&mut self) -> &mut Rng {
        &mut self.check_rng
    }

    fn play_out(
        mut self,
        watch: &mut dyn FnMut(&Played) -> Result<(), String>,
    ) -> Result<Summary, Box<Broken>> {
        while self.turn(watch)? {}
        self.final_scoring(watch)?;
        Ok(Summary {
            scores: self.scores,
            turns: self.turns,
            set_aside: self.set_aside,
            tiles: self.board.tiles.len(),
        })
    }

    /// The tile to play and where it fits: the player's abbey now and then,
    /// when it fits somewhere, else tiles drawn until one fits. `None` when
    /// the bag is empty.
    fn draw(&mut self) -> Option<(&'static Tile, Vec<(Pos, Rotation)>)> {
        let player = self.position.current;
        let modules = InPlay::of(RULEBOOK, &self.position.rules);
        // A tile the rules hand the player (bought at a bazaar) comes first;
        // one that fits nowhere leaves the game, and the player draws.
        let handed = modules
            .asked(Hook::HandedTile)
            .offering()
            .find_map(|m| m.handed_tile(&self.position));
        if let Some(tile) = handed {
            let fits = self.fitting(modules, tile);
            if !fits.is_empty() {
                return Some((tile, fits));
            }
            for m in modules.asked(Hook::DropHanded).offering() {
                m.drop_handed(&mut self.position);
            }
        }
        let mut drawn = None;
        if let Some(abbey) = self.abbey
            && self.abbeys_left[player]
            && self.rng.one_in(4)
        {
            let fits = self.fitting(modules, abbey);
            if !fits.is_empty() {
                drawn = Some((abbey, fits));
            }
        }
        while drawn.is_none() && !self.bag.is_empty() {
            let i = self.rng.below(self.bag.len());
            let tile = self.bag.swap_remove(i);
            let fits = self.fitting(modules, tile);
            if fits.is_empty() {
                let modules = InPlay::of(RULEBOOK, &self.position.rules);
                let position = &self.position;
                let mut held = modules.asked(Hook::HeldBack).offering();
                if held.any(|m| m.held_back(position, &self.board, tile)) {
                    self.waiting.push(tile);
                    continue;
                }
                // The rules set aside a tile that fits nowhere; a tile that
                // waited for it to go (a river's last) may come now.
                self.set_aside += 1;
                self.position.set_aside.push(tile);
                self.release_waiting();
            } else {
                drawn = Some((tile, fits));
            }
        }
        drawn
    }

    /// Tiles set aside until something changed go back into the bag once
    /// it has (the dragon in play, the river's stack laid or set aside).
    fn release_waiting(&mut self) {
        if self.waiting.is_empty() {
            return;
        }
        let modules = InPlay::of(RULEBOOK, &self.position.rules);
        let position = &self.position;
        let (back, still): (Vec<_>, Vec<_>) = self.waiting.drain(..).partition(|t| {
            !modules
                .asked(Hook::HeldBack)
                .offering()
                .any(|m| m.held_back(position, &self.board, t))
        });
        self.waiting = still;
        self.bag.extend(back);
    }

    /// Where a tile fits the table: its edges against the frontier's, and
    /// the rule modules asked (on a turn made for it) only when one of
    /// them has a placement rule for the tile.
    fn fitting(&mut self, modules: InPlay, tile: &'static Tile) -> Vec<(Pos, Rotation)> {
        if !modules
            .asked(Hook::ChecksPlacement)
            .offering()
            .any(|m| m.checks_placement(tile))
        {
            return moves::fitting_outline(&self.frontier, tile, |_, _| true);
        }
        let mut t = Turn::on_board(RULEBOOK, &self.position, std::mem::take(&mut self.board));
        // Where the tile fits is all the draw asks: no refusal is written.
        t.quiet = true;
        let fits = moves::fitting_on(&t, &self.frontier, tile);
        self.board = std::mem::take(&mut t.board);
        fits
    }

    /// One turn; false once the bag is empty.
    fn turn(
        &mut self,
        watch: &mut dyn FnMut(&Played) -> Result<(), String>,
    ) -> Result<bool, Box<Broken>> {
        let Some((tile, fits)) = self.draw() else {
            return Ok(false);
        };
        let (at, rotation) = *self.rng.pick(&fits).expect("the tile fits somewhere");
        let wagons_about = self
            .board
            .figures
            .iter()
            .any(|f| f.kind == FigureKind::Wagon);
        if self.lays_other_ways
            && self.rng.below(4) == 0
            && let Some(action) = self.another_way((tile, at, rotation))
        {
            if self.setup.cross_check {
                self.before = Some(self.position());
            }
            let (action, after) = self.play_with_wagons(Action::Turn(Box::new(action)), true);
            if let Some(what) = refused(&after) {
                return Err(self.broken(what, action));
            }
            self.check(&action, &after, watch)?;
            self.placed(tile, at, after);
            return Ok(true);
        }
        if !self.setup.cross_check && !wagons_about && !self.may_offer {
            return self.quick_turn((tile, at, rotation), watch);
        }
        if !self.setup.cross_check
            && self.quick_turn_keeps_the_wagons((tile, at, rotation), watch)?
        {
            return Ok(true);
        }
        if self.setup.cross_check {
            self.before = Some(self.position());
        }
        let Some(drawn) = moves::draw_on_table(
            &self.position,
            &mut self.board,
            &mut self.graph,
            (tile, at, rotation),
            &mut self.rng,
        ) else {
            return Err(self.broken(
                Breach::NothingListed,
                Action::Turn(Box::new(TurnAction::place(tile, at, rotation))),
            ));
        };
        let mut action = roll_the_die(&mut self.rng, drawn.action, &drawn.flights);
        maybe_move_a_ferry(
            &mut self.rng,
            &self.board,
            &mut action,
            &drawn.movable_ferries,
        );
        maybe_pay_ransom(&mut self.rng, &self.position, &mut action);
        let mut table = self.board.clone();
        if table.tile(at).is_none() {
            table.put(PlacedTile {
                tile,
                pos: at,
                rot: rotation,
                ferry: None,
                tower: 0,
            });
        }
        steer_the_dragon(&mut self.rng, &table, &self.position, &mut action);
        if self.chooses_more {
            random_choices(&mut self.rng, &self.position, &mut self.bag, &mut action);
        }
        let (action, after) = self.play_with_wagons(Action::Turn(Box::new(action)), wagons_about);
        if let Some(what) = refused(&after) {
            return Err(self.broken(what, action));
        }
        self.check(&action, &after, watch)?;
        if self.setup.cross_check {
            self.cross_check(tile, at, rotation, &fits, &action, &after.ruling)?;
        }
        self.placed(tile, at, after);
        Ok(true)
    }

    /// One of the other ways the modules offer of laying the tile there (a
    /// bridge), drawn at random among those the rules allow, with one of
    /// its legal actions drawn at random; `None` when there is none.
    fn another_way(&mut self, placement: (&'static Tile, Pos, Rotation)) -> Option<TurnAction> {
        let mut ways = moves::ways_to_lay(&self.position, &self.board, placement);
        while !ways.is_empty() {
            let way = ways.swap_remove(self.rng.below(ways.len()));
            if let Some(listed) = moves::way_moves(&self.position, &self.board, &way) {
                let mut action = self.rng.pick(&listed.actions)?.clone();
                maybe_pay_ransom(&mut self.rng, &self.position, &mut action);
                if self.chooses_more {
                    random_choices(&mut self.rng, &self.position, &mut self.bag, &mut action);
                }
                return Some(action);
            }
        }
        None
    }

    /// Plays the chosen action on the game's table. A wagon set free may
    /// roll on: wagons move one after another, each seeing where the ones
    /// before it went, so the turn is played, a choice made for one wagon,
    /// and played again.
    fn play_with_wagons(
        &mut self,
        mut action: Action,
        wagons_about: bool,
    ) -> (Action, engine::After) {
        let backup =
            (wagons_about || self.may_offer).then(|| (self.board.clone(), Arc::clone(&self.graph)));
        // The wagons' choices read the ruling's events: a turn that may be
        // played again writes them whether or not it is cross-checked, so
        // that a seed names the same game either way (a wagon deployed and
        // freed in one turn may roll on in both).
        let quiet = backup.is_none() && !self.setup.cross_check;
        let mut after = engine::play_on(
            RULEBOOK,
            &self.position,
            std::mem::take(&mut self.board),
            std::mem::take(&mut self.graph),
            &action,
            quiet,
        );
        if let Some((board, graph)) = backup {
            while let Some(choice) = self.wagon_choice(&after.ruling, &action)
                && let Action::Turn(turn) = &mut action
            {
                turn.wagons.push(choice);
                after = engine::play_on(
                    RULEBOOK,
                    &self.position,
                    board.clone(),
                    Arc::clone(&graph),
                    &action,
                    false,
                );
            }
            if self.maybe_take_an_offer(&after.offers, &mut action) {
                after = engine::play_on(RULEBOOK, &self.position, board, graph, &action, false);
            }
        }
        (action, after)
    }

    /// Half the time, one of the offers the turn made (a festival, an
    /// escape, the City of Carcassonne) is taken: the action is changed to
    /// take it, and true says to play it again from the table as it was.
    fn maybe_take_an_offer(&mut self, offers: &[Offer], action: &mut Action) -> bool {
        if !offers.is_empty()
            && self.rng.one_in(2)
            && let Some(offer) = self.rng.pick(offers).copied()
            && let Action::Turn(turn) = action
            && turn.wagons.is_empty()
        {
            turn.take(offer);
            // Who enters the City may move the count.
            if matches!(offer, Offer::EnterCity(..)) && self.rng.one_in(2) {
                turn.move_count = self.rng.pick(&Quarter::ALL).copied();
            }
            return true;
        }
        false
    }

    /// The turn's tile is down for good: its table becomes the game's, the
    /// abbey (if it was one) leaves its player's hand, the frontier grows.
    fn placed(&mut self, tile: &'static Tile, at: Pos, after: engine::After) {
        if tile.features.iter().any(|f| f.marks.has_goods()) {
            self.goods_at.push(at);
        }
        if tile.abbey {
            self.abbeys_left[self.position.current] = false;
        }
        self.commit(after);
        self.frontier.add_tile(&self.board, at);
        // A way of laying the tile may have changed a neighbour (a bridge
        // across it): the squares around it see it anew.
        if self.lays_other_ways {
            for side in crate::geometry::Side::ALL {
                self.frontier.retile(&self.board, at.neighbour(side));
            }
        }
        self.turns += 1;
    }

    /// A turn with no position kept and no wagon to steer: the placement
    /// listed and the action played on one placed table, with the same
    /// draws from the generator as [`Game::turn`] makes, so that a seed
    /// names the same game either way.
    fn quick_turn(
        &mut self,
        placement: (&'static Tile, Pos, Rotation),
        watch: &mut dyn FnMut(&Played) -> Result<(), String>,
    ) -> Result<bool, Box<Broken>> {
        let (tile, at, _) = placement;
        let (action, after) = self.quick_play(placement)?;
        self.check(&action, &after, watch)?;
        self.placed(tile, at, after);
        Ok(true)
    }

    /// A turn with wagons on the table, or rule sets that offer choices
    /// after scoring, played quickly when no wagon leaves it: a wagon is
    /// steered only once its feature scores, which most turns do not bring.
    /// The turn is tried on the game's own table, with what it takes to put
    /// that table back noted first (a checkpoint of the graph, the figures,
    /// the tiles' changes and the generator): a copy of the table and
    /// graph every turn would cost more than the turn. When a wagon left
    /// the table, everything is put back as it was and `false` says to play
    /// the turn on the full path, which then draws the same numbers and
    /// makes the same choices. An offer taken (a festival, an escape, the
    /// City) is played again here on the table put back, with no ruling
    /// written.
    fn quick_turn_keeps_the_wagons(
        &mut self,
        placement: (&'static Tile, Pos, Rotation),
        watch: &mut dyn FnMut(&Played) -> Result<(), String>,
    ) -> Result<bool, Box<Broken>> {
        let wagons = |board: &Board| {
            board
                .figures
                .iter()
                .filter(|f| f.kind == FigureKind::Wagon)
                .count()
        };
        let before = wagons(&self.board);
        let figures = self.board.figures.clone();
        // The tiles keep their changes (the turn's tile, a floor, a ferry)
        // to undo them in place: a copy of the grid every turn cost more.
        let kept = Arc::make_mut(&mut self.board.tiles).keep_changes();
        let rng = self.rng.clone();
        // A module's choices may draw from the bag (a bazaar's auction): a
        // turn played again from the full path draws the same tiles.
        let bag = self.chooses_more.then(|| self.bag.clone());
        let cp = Arc::make_mut(&mut self.graph).checkpoint();
        let played = self.quick_play(placement);
        if played.is_err() {
            Arc::make_mut(&mut self.board.tiles).forget_changes(kept);
        }
        let (mut action, mut after) = played?;
        let (tile, at, _) = placement;
        // Only the turn's own figure comes onto the table (on the tile, by a
        // flight, through a portal): one fewer wagon than that makes is one
        // that left.
        let deployed = match &action {
            Action::Turn(turn) => {
                usize::from(turn.deploy.and_then(|d| d.figure()) == Some(FigureKind::Wagon))
            }
            Action::FinalScoring(_) => 0,
        };
        let wagon_left = wagons(&after.board) < before + deployed;
        // With no wagon to steer, an offer is decided here as the full
        // path decides it (the same draws), and a turn that takes one is
        // played again on the table put back as it was.
        let again = !wagon_left && self.maybe_take_an_offer(&after.offers, &mut action);
        if wagon_left || again {
            let engine::After {
                mut board,
                mut graph,
                ..
            } = after;
            Arc::make_mut(&mut board.tiles).undo_changes(kept);
            board.figures = figures;
            Arc::make_mut(&mut graph).rollback(cp);
            if wagon_left {
                (self.board, self.graph, self.rng) = (board, graph, rng);
                if let Some(bag) = bag {
                    self.bag = bag;
                }
                return Ok(false);
            }
            after = engine::play_on(RULEBOOK, &self.position, board, graph, &action, true);
            if let Some(what) = refused(&after) {
                return Err(self.broken(what, action));
            }
        } else {
            Arc::make_mut(&mut after.board.tiles).forget_changes(kept);
            Arc::make_mut(&mut after.graph).commit(cp);
        }
        self.check(&action, &after, watch)?;
        self.placed(tile, at, after);
        Ok(true)
    }

    /// The placement listed and the chosen action played on one placed
    /// table, quietly; the table is the turn's to keep.
    fn quick_play(
        &mut self,
        (tile, at, rotation): (&'static Tile, Pos, Rotation),
    ) -> Result<(Action, engine::After), Box<Broken>> {
        let position = &self.position;
        let bag = &mut self.bag;
        let chooses_more = self.chooses_more;
        let played = moves::place_and_draw(
            position,
            std::mem::take(&mut self.board),
            std::mem::take(&mut self.graph),
            (tile, at, rotation),
            &mut self.rng,
            |drawn, board, rng| {
                let mut action = roll_the_die(rng, drawn.action.clone(), &drawn.flights);
                maybe_move_a_ferry(rng, board, &mut action, &drawn.movable_ferries);
                maybe_pay_ransom(rng, position, &mut action);
                steer_the_dragon(rng, board, position, &mut action);
                if chooses_more {
                    random_choices(rng, position, bag, &mut action);
                }
                action
            },
        );
        let (action, after) = match played {
            Ok((action, after)) => (Action::Turn(action), *after),
            Err((board, graph)) => {
                self.board = board;
                self.graph = graph;
                return Err(self.broken(
                    Breach::NothingListed,
                    Action::Turn(Box::new(TurnAction::place(tile, at, rotation))),
                ));
            }
        };
        if after.ruling.verdict != Verdict::Legal {
            return Err(self.broken(Breach::RefusedOnPlay, action));
        }
        Ok((action, after))
    }

    /// The new table becomes the game's, the points are added and the next
    /// player (or the builder's owner again) is to play.
    fn commit(&mut self, after: engine::After) {
        for (i, (_, points)) in after.ruling.scores.iter().enumerate() {
            self.scores[i] = self.scores[i].saturating_add(*points);
        }
        self.position.add_goods(&after.ruling.goods);
        // Pieces kept off the squares (prisoners, the dragon, the City) and
        // tower floors are not on the table: the next turn learns them from
        // the position.
        after.carry_into(&mut self.position);
        // Pieces that belong to nobody once laid (tower floors, bridges):
        // only the hands say how many each player has left.
        for kind in [FigureKind::TowerFloor, FigureKind::Bridge] {
            if self.kinds_in_play[kind as usize] {
                for (p, hand) in after.in_hand.iter().enumerate() {
                    self.position.supply.insert((p, kind), hand[kind as usize]);
                }
            }
        }
        self.board = after.board;
        self.graph = after.graph;
        self.release_waiting();
        // A second turn never earns a third (the builder).
        if after.ruling.double_turn && !self.second_turn {
            self.second_turn = true;
        } else {
            self.second_turn = false;
            self.position.current = (self.position.current + 1) % self.position.players.len();
        }
    }

    fn final_scoring(
        &mut self,
        watch: &mut dyn FnMut(&Played) -> Result<(), String>,
    ) -> Result<(), Box<Broken>> {
        let action = Action::final_scoring();
        if self.setup.cross_check {
            self.before = Some(self.position());
        }
        let after = engine::play_on(
            RULEBOOK,
            &self.position,
            std::mem::take(&mut self.board),
            std::mem::take(&mut self.graph),
            &action,
            !self.setup.cross_check,
        );
        self.check(&action, &after, watch)?;
        if let Some(before) = &self.before {
            let again = engine::judge(RULEBOOK, before, &action);
            self.same_ruling(&action, &after.ruling, &again)?;
        }
        self.commit(after);
        Ok(())
    }

    /// A choice for the first wagon the turn set free that has somewhere
    /// to go and no choice yet: a target at random, or now and then none
    /// (it goes back to supply). `None` when no wagon is left to decide.
    fn wagon_choice(&mut self, ruling: &Ruling, action: &Action) -> Option<WagonChoice> {
        let Action::Turn(turn) = action else {
            return None;
        };
        for e in &ruling.events {
            let Fact::Wagon {
                player, options, ..
            } = &e.fact
            else {
                continue;
            };
            let owner: PlayerIdx = self.position.player(player)?;
            if options.is_empty() || turn.wagons.iter().any(|w| w.owner == owner) {
                continue;
            }
            let to = if self.rng.one_in(4) {
                WagonTarget::Supply
            } else {
                let target = self.rng.pick(options)?;
                let on = match Point::parse(&target.on) {
                    Some(p) => On::Point(p),
                    None => On::Centre(On::CENTRES.iter().find(|c| **c == target.on)?),
                };
                WagonTarget::Feature { at: target.at, on }
            };
            return Some(WagonChoice {
                owner,
                from: None,
                to,
            });
        }
        None
    }

    fn broken(&self, what: Breach, action: Action) -> Box<Broken> {
        Box::new(Broken {
            what,
            seed: self.setup.seed,
            turn: self.turns,
            position: self.before.clone(),
            action,
        })
    }
}

/// What breaks when the listed action, played, is refused.
fn refused(after: &engine::After) -> Option<Breach> {
    if after.ruling.verdict == Verdict::Legal {
        return None;
    }
    Some(match &after.ruling.violation {
        Some(v) => Breach::ListedIllegal {
            why: v.reason.kind,
            rule: v.rule,
        },
        None => Breach::RefusedOnPlay,
    })
}

/// A flight chosen from the list is flown with a real roll of the die:
/// the player decides to fly, the die decides how far, and the player
/// then lands where that roll allows.
/// The choices the modules make for a random turn beyond the move list's
/// (a bazaar's auction), the tiles they draw taken from the bag.
fn random_choices(
    rng: &mut Rng,
    position: &Position,
    bag: &mut Vec<&'static Tile>,
    action: &mut TurnAction,
) {
    let modules = InPlay::of(RULEBOOK, &position.rules);
    for m in modules.asked(Hook::RandomChoices).offering() {
        let left = bag.len();
        let rng = std::cell::RefCell::new(&mut *rng);
        let mut below = |n: usize| rng.borrow_mut().below(n);
        let mut draw = || {
            let i = rng.borrow_mut().below(bag.len().max(1));
            (!bag.is_empty()).then(|| bag.swap_remove(i))
        };
        m.random_choices(position, action, &mut below, &mut draw, left);
    }
}

fn roll_the_die(rng: &mut Rng, chosen: TurnAction, listed: &[TurnAction]) -> TurnAction {
    let flying = |a: &TurnAction| -> Option<(FigureKind, Flight)> {
        match (a.deploy, a.phantom) {
            (Some(Deploy::Fly { figure, flight }), _) => Some((figure, flight)),
            (_, Some(PhantomDeploy::Fly(flight))) => Some((FigureKind::Phantom, flight)),
            _ => None,
        }
    };
    let Some((figure, _)) = flying(&chosen) else {
        return chosen;
    };
    let roll = 1 + rng.below(3) as u8;
    let same_roll: Vec<&TurnAction> = listed
        .iter()
        .filter(|a| flying(a).is_some_and(|(f, fl)| f == figure && fl.roll == Some(roll)))
        .collect();
    match rng.pick(&same_roll) {
        Some(a) => (*a).clone(),
        None => chosen,
    }
}

/// Now and then, buy back one of the player's figures held prisoner (The
/// Tower); no number is drawn when none is held. Not with an exchange
/// chosen: the list chose it among the prisoners held before any ransom.
fn maybe_pay_ransom(rng: &mut Rng, position: &Position, action: &mut TurnAction) {
    if matches!(
        action.deploy,
        Some(Deploy::Floor {
            exchange: Some(_),
            ..
        })
    ) {
        return;
    }
    let held: Vec<&crate::position::Prisoner> = position
        .prisoners
        .iter()
        .filter(|p| p.owner == position.current)
        .collect();
    if held.is_empty() || !rng.one_in(3) {
        return;
    }
    if let Some(p) = rng.pick(&held) {
        action.ransom = Some(crate::position::Ransom {
            from: p.holder,
            figure: p.kind,
        });
    }
}

/// The dragon's path, when the list gave one: the players steer it, so
/// each step goes to a random tile it may enter (The Princess & the
/// Dragon). `board` has the tile placed. No number is drawn otherwise.
fn steer_the_dragon(rng: &mut Rng, board: &Board, position: &Position, action: &mut TurnAction) {
    if action.dragon.is_none() {
        return;
    }
    let Some(start) = position.dragon else { return };
    let fairy = match action.deploy {
        Some(Deploy::Fairy(c)) => Some(c.at),
        _ => position.fairy.map(|f| f.at),
    };
    let (mut seen, mut at, mut path) = (vec![start], start, Vec::new());
    while path.len() < 6 {
        let open: Vec<Pos> = crate::geometry::Side::ALL
            .iter()
            .map(|s| at.neighbour(*s))
            .filter(|p| board.tile(*p).is_some() && !seen.contains(p) && Some(*p) != fairy)
            .collect();
        let Some(&next) = rng.pick(&open) else { break };
        path.push(next);
        seen.push(next);
        at = next;
    }
    action.dragon = Some(path);
}

/// Now and then, move the first ferry the placed tile's roads reach.
fn maybe_move_a_ferry(rng: &mut Rng, board: &Board, action: &mut TurnAction, movable: &[Pos]) {
    if movable.is_empty() || !rng.one_in(2) {
        return;
    }
    let Some(&at) = rng.pick(movable) else {
        return;
    };
    let Some(lake) = board.tile(at) else {
        return;
    };
    let ends = lake.tile.lake_ends(lake.rot);
    let pairs: Vec<[Point; 2]> = ends
        .iter()
        .enumerate()
        .flat_map(|(i, a)| ends[i + 1..].iter().map(move |b| [*a, *b]))
        .filter(|p| {
            lake.ferry
                .is_none_or(|now| !(now.contains(&p[0]) && now.contains(&p[1])))
        })
        .collect();
    if let Some(to) = rng.pick(&pairs) {
        action.move_ferries = vec![FerryMove { at, to: *to }];
    }
}

#[cfg(test)]
mod catalogue_tests;
#[cfg(test)]
mod frontier_tests;
#[cfg(test)]
mod graph_tests;
#[cfg(test)]
mod graph_unit_tests;
#[cfg(test)]
mod tile_map_tests;
