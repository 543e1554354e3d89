//! Every legal action for a tile: where it fits, and for each placement
//! every deployment the rules allow (figures on features, the barn at a
//! corner, the abbot taken back, flights roll by roll, the phantom as a
//! second figure), with the lake's ferry choices and the ferries that could
//! then move. The table is placed once per square and rotation; each
//! deployment then runs the turn's own steps on a copy of that turn, so the
//! list and the judge can never disagree.

use std::sync::Arc;

use crate::catalogue::Tile;
use crate::engine::hooks::Hook;
use crate::engine::hooks::InPlay;
use crate::engine::{Turn, Violation, deploy, place};
use crate::figure::FigureKind;
use crate::frontier::Frontier;
use crate::game::rng::Rng;
use crate::graph::{Checkpoint, Graph};
use crate::rules::RULEBOOK;

/// The tiles of a table, as a board holds them.
type Tiles = crate::tile_map::TileMap;
use crate::geometry::{Point, Pos, Rotation};
use crate::position::{Deploy, PhantomDeploy, Position, TurnAction};
use crate::registry::Rule;

/// A square and rotation the tile was tried at, and why it does not fit.
#[derive(Clone, Debug)]
pub struct Misfit {
    /// The square.
    pub at: Pos,
    /// The rotation.
    pub rotation: Rotation,
    /// The rule that refuses it.
    pub rule: Rule,
    /// Why.
    pub why: crate::engine::Violation,
}

/// One placement and every legal way to finish the turn from it.
#[derive(Clone, Debug)]
pub struct PlacementMoves {
    /// The square.
    pub at: Pos,
    /// The rotation.
    pub rotation: Rotation,
    /// Every legal action with this placement (the deployment, the phantom,
    /// the new lake's ferry); none moves a ferry or chooses for a wagon.
    pub actions: Vec<TurnAction>,
    /// Lakes whose ferry could then move (the first along each road).
    pub movable_ferries: Vec<Pos>,
}

/// A deployment tried on a placement, and why the rules refuse it.
#[derive(Clone, Debug)]
pub struct Refused {
    /// The action tried.
    pub action: TurnAction,
    /// Why it is illegal.
    pub violation: Violation,
}

/// Empty squares that share a side with a tile of the table.
pub fn frontier(position: &Position) -> Vec<Pos> {
    Frontier::of(&position.board).squares().collect()
}

/// The rotations worth trying: the abbey is never turned.
fn rotations(tile: &Tile) -> &'static [Rotation] {
    if tile.abbey {
        &Rotation::ALL[..1]
    } else {
        &Rotation::ALL
    }
}

/// The turns the move list works in, kept from one placement to the next
/// so that their buffers are reused: `table` is the position's turn before
/// any placement, and owns the table and its graph between placements;
/// `placed` holds them while a placement is tried; `scratch` is reset from
/// `placed` for every deployment tried.
struct Trial<'p> {
    table: Turn<'p>,
    placed: Turn<'p>,
    scratch: Turn<'p>,
    /// Stand-ins for the table and graph in the turns not holding them
    /// (an `Arc` that is not unique would be copied when the tile is lifted).
    no_tiles: Arc<Tiles>,
    no_graph: Arc<Graph>,
}

impl<'p> Trial<'p> {
    fn new(position: &'p Position, quiet: bool) -> Self {
        let graph = Arc::new(crate::graph::Graph::build(&position.board));
        Trial::with_table(position, position.board.clone(), graph, quiet)
    }

    /// On a table and graph the caller lends (see [`Turn::on_board`]).
    fn with_table(
        position: &'p Position,
        board: crate::board::Board,
        graph: Arc<crate::graph::Graph>,
        quiet: bool,
    ) -> Self {
        let mut table = Turn::on_board(RULEBOOK, position, board);
        table.graph = graph;
        table.quiet = quiet;
        let (no_tiles, no_graph) = (Arc::default(), Arc::default());
        let mut placed = table.clone();
        placed.board.tiles = Arc::clone(&no_tiles);
        placed.graph = Arc::clone(&no_graph);
        let scratch = placed.clone();
        Trial {
            table,
            placed,
            scratch,
            no_tiles,
            no_graph,
        }
    }

    /// Hands the table and its graph from `table` to `placed` (a fresh copy
    /// of `table` otherwise) and opens a checkpoint on the graph.
    fn lend(&mut self) -> Checkpoint {
        let tiles = std::mem::replace(&mut self.table.board.tiles, Arc::clone(&self.no_tiles));
        let graph = std::mem::replace(&mut self.table.graph, Arc::clone(&self.no_graph));
        let t = &mut self.placed;
        t.clone_from(&self.table);
        t.board.tiles = tiles;
        t.graph = graph;
        Arc::make_mut(&mut t.graph).checkpoint()
    }

    /// Lets `turn` go of the table and graph, so that whoever else holds
    /// them holds them alone again (an `Arc` that is not unique would be
    /// copied when next changed).
    fn release(turn: &mut Turn<'p>, no_tiles: &Arc<Tiles>, no_graph: &Arc<Graph>) {
        turn.board.tiles = Arc::clone(no_tiles);
        turn.graph = Arc::clone(no_graph);
    }

    /// Takes the tile on `at` back up, undoes the graph to `cp`, and leaves
    /// the placed turn with the table as it was.
    fn take_back(&mut self, at: Pos, cp: Checkpoint) {
        Trial::release(&mut self.scratch, &self.no_tiles, &self.no_graph);
        let t = &mut self.placed;
        if t.placed.is_some() {
            t.board.lift(at);
        }
        Arc::make_mut(&mut t.graph).rollback(cp);
    }

    /// Places `tile` on `at`, hands the placed turn (and the scratch turn)
    /// to `then`, and takes the tile back up: the table and its graph are
    /// changed in place and restored, not copied, so trying every placement
    /// costs little more than placing. `fits`: the placement is known to fit
    /// (it came from [`fitting_on`]), so the explanation of a refusal need
    /// not be prepared.
    fn with_placed<R>(
        &mut self,
        (tile, at, rotation): (&'static Tile, Pos, Rotation),
        fits: bool,
        then: impl FnOnce(&mut Turn<'p>, &mut Turn<'p>) -> R,
    ) -> Result<R, Violation> {
        let cp = self.lend();
        let t = &mut self.placed;
        let action = TurnAction::place(tile, at, rotation);
        let outcome = if fits {
            place::apply(t, &action);
            Ok(then(t, &mut self.scratch))
        } else {
            place::place(t, &action).map(|()| then(t, &mut self.scratch))
        };
        self.take_back(at, cp);
        let t = &mut self.placed;
        self.table.board.tiles = std::mem::replace(&mut t.board.tiles, Arc::clone(&self.no_tiles));
        self.table.graph = std::mem::replace(&mut t.graph, Arc::clone(&self.no_graph));
        outcome
    }

    /// Places a tile known to fit, draws one of its legal actions
    /// ([`draw_move`]), lets `choose` finish it, and plays that on from the
    /// placed turn, keeping the placement: a random game's two stages with
    /// one placement between them. No ruling is written (see
    /// [`Turn::quiet`]).
    fn place_and_draw(
        mut self,
        (tile, at, rotation): (&'static Tile, Pos, Rotation),
        rng: &mut Rng,
        choose: impl FnOnce(&Drawn, &crate::board::Board, &mut Rng) -> TurnAction,
    ) -> Result<Played, Untouched> {
        let cp = self.lend();
        let t = &mut self.placed;
        place::apply(t, &TurnAction::place(tile, at, rotation));
        let Some(drawn) = draw_move(t, &mut self.scratch, (tile, at, rotation), rng) else {
            self.take_back(at, cp);
            let t = &mut self.placed;
            return Err((std::mem::take(&mut t.board), std::mem::take(&mut t.graph)));
        };
        let action = choose(&drawn, &t.board, rng);
        let table = &self.table;
        // A step before the placement may change what placing notes: the
        // tile is then taken back up and the action played from the table
        // in the judge's order.
        let replay = table
            .asked(Hook::ActsBeforePlacement)
            .offering()
            .any(|m| m.acts_before_placement(table, &action));
        if replay {
            self.take_back(at, cp);
            let t = &mut self.placed;
            let (tiles, graph) = (
                std::mem::replace(&mut t.board.tiles, Arc::clone(&self.no_tiles)),
                std::mem::replace(&mut t.graph, Arc::clone(&self.no_graph)),
            );
            let s = &mut self.scratch;
            s.clone_from(&self.table);
            (s.board.tiles, s.graph) = (tiles, graph);
        } else {
            self.scratch.clone_from(t);
            Trial::release(t, &self.no_tiles, &self.no_graph);
        }
        let s = &mut self.scratch;
        let outcome = s
            .asked(Hook::BeforePlacement)
            .try_for_each(|m| m.before_placement(s, &action))
            .and_then(|()| {
                if replay {
                    place::apply(s, &action);
                }
                crate::engine::after_placing(s, &action)
            });
        if !replay {
            Arc::make_mut(&mut s.graph).commit(cp);
        }
        let after = crate::engine::conclude(s, outcome.err());
        Ok((Box::new(action), Box::new(after)))
    }
}

/// The action a random turn played, and the turn it made.
pub type Played = (Box<TurnAction>, Box<crate::engine::After>);

/// The table and graph as they were, when a placement allowed nothing.
pub type Untouched = (crate::board::Board, Arc<crate::graph::Graph>);

/// One legal action of a placement drawn at random, and what the random
/// player needs to finish it.
pub struct Drawn {
    /// The action drawn.
    pub action: TurnAction,
    /// When it flies a figure: every legal action of the placement flying
    /// that figure (the die chooses among them); else empty.
    pub flights: Vec<TurnAction>,
    /// The ferries the placed tile's roads reach, which may move.
    pub movable_ferries: Vec<Pos>,
}

/// Draws one action among the legal ones of a placement, each action of
/// [`placement_moves`]'s list as likely as any other, without building the
/// list: deployment and phantom pairs are tried in a random order until one
/// holds (a refused deployment strikes out its pairs), then the new lake's
/// ferry is drawn, since any ferry goes with any pair. A turn thus tries a
/// pair or two where the list tries every one (a portal's every open
/// feature, the fairy beside each follower). `None` when nothing is legal.
fn draw_move<'p>(
    base: &mut Turn<'p>,
    scratch: &mut Turn<'p>,
    (tile, at, rotation): (&'static Tile, Pos, Rotation),
    rng: &mut Rng,
) -> Option<Drawn> {
    let ferries = new_lake_ferries(tile, rotation);
    let Candidates { mains, phantoms } = candidates(base, at);
    let mains = Mains(&mains);
    let mut refused = vec![false; mains.len()];
    // Sized at once: a flattened iterator gives no size, and the list
    // grew by copies every turn.
    let mut left: Vec<(usize, usize)> = Vec::with_capacity(mains.len() * phantoms.len());
    for m in 0..mains.len() {
        left.extend((0..phantoms.len()).map(|p| (m, p)));
    }
    let mut chosen = None;
    while !left.is_empty() {
        let i = rng.below(left.len());
        let (m, p) = left.swap_remove(i);
        if refused[m] {
            continue;
        }
        match try_pair(
            base,
            scratch,
            (tile, at, rotation),
            (mains.get(m), phantoms[p]),
        ) {
            Tried::Legal(action) => {
                chosen = Some(*action);
                break;
            }
            Tried::MainRefused => refused[m] = true,
            Tried::PairRefused => {}
        }
    }
    let mut action = chosen?;
    action.ferry = ferries[rng.below(ferries.len())];
    let flights = match flying(action.deploy, action.phantom) {
        None => Vec::new(),
        Some(figure) => {
            let mut out = Vec::new();
            for (main, refused) in mains.iter().zip(refused.iter_mut()) {
                for phantom in &phantoms {
                    if *refused || flying(main, *phantom) != Some(figure) {
                        continue;
                    }
                    match try_pair(base, scratch, (tile, at, rotation), (main, *phantom)) {
                        Tried::Legal(mut a) => {
                            a.ferry = action.ferry;
                            out.push(*a);
                        }
                        Tried::MainRefused => *refused = true,
                        Tried::PairRefused => {}
                    }
                }
            }
            out
        }
    };
    let movable_ferries = movable_after(base, std::slice::from_ref(&action));
    Some(Drawn {
        action,
        flights,
        movable_ferries,
    })
}

/// What trying one deployment and phantom on a placed turn found.
enum Tried {
    /// Both hold: the action, with the choices the list makes (the
    /// dragon's path).
    Legal(Box<TurnAction>),
    /// The deployment is refused on its own, so with any phantom.
    MainRefused,
    /// The deployment holds, not with this phantom.
    PairRefused,
}

/// One pair tried as [`placement_moves`] tries it.
fn try_pair<'p>(
    base: &mut Turn<'p>,
    scratch: &mut Turn<'p>,
    (tile, at, rotation): (&'static Tile, Pos, Rotation),
    (main, phantom): (Option<Deploy>, Option<PhantomDeploy>),
) -> Tried {
    let mut action = TurnAction::place(tile, at, rotation);
    action.ferry = first_lake_ferry(tile, rotation);
    action.deploy = main;
    let tried = on_loan(base, scratch, |s| try_on(s, &mut action, phantom));
    match tried {
        Ok(()) => Tried::Legal(Box::new(action)),
        Err(refused) => refused,
    }
}

/// Stand-ins for the table and graph of a turn whose own are lent out
/// ([`on_loan`]): never changed, so never copied.
static LENT_TILES: std::sync::LazyLock<Arc<Tiles>> = std::sync::LazyLock::new(Arc::default);
static LENT_GRAPH: std::sync::LazyLock<Arc<Graph>> = std::sync::LazyLock::new(Arc::default);

/// Runs `then` on `scratch` made a copy of `from`, lending it `from`'s
/// table and graph (held by nobody else) with their changes kept, and
/// gives them back as they were. A trial that changes a tile (a tower's
/// floor, a new lake's ferry) or the graph would otherwise copy the whole
/// table or graph it shares with `from`, once per deployment tried.
fn on_loan<'p, R>(
    from: &mut Turn<'p>,
    scratch: &mut Turn<'p>,
    then: impl FnOnce(&mut Turn<'p>) -> R,
) -> R {
    scratch.clone_from(from);
    scratch.board.tiles = std::mem::replace(&mut from.board.tiles, Arc::clone(&LENT_TILES));
    scratch.graph = std::mem::replace(&mut from.graph, Arc::clone(&LENT_GRAPH));
    let kept = Arc::make_mut(&mut scratch.board.tiles).keep_changes();
    let cp = Arc::make_mut(&mut scratch.graph).checkpoint();
    let out = then(scratch);
    Arc::make_mut(&mut scratch.board.tiles).undo_changes(kept);
    Arc::make_mut(&mut scratch.graph).rollback(cp);
    from.board.tiles = std::mem::replace(&mut scratch.board.tiles, Arc::clone(&LENT_TILES));
    from.graph = std::mem::replace(&mut scratch.graph, Arc::clone(&LENT_GRAPH));
    out
}

/// The steps of [`try_pair`] on a turn copied from the placed one: which
/// refusal, if any.
fn try_on(
    scratch: &mut Turn,
    action: &mut TurnAction,
    phantom: Option<PhantomDeploy>,
) -> Result<(), Tried> {
    if deploy::deploy_main(scratch, action).is_err() {
        return Err(Tried::MainRefused);
    }
    for m in scratch.asked(Hook::ListChoices).offering() {
        m.list_choices(scratch, action);
    }
    action.phantom = phantom;
    finish_after_main(scratch, action).map_err(|_| Tried::PairRefused)
}

/// Which figure a deployment and second figure send flying, if any.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Flying {
    /// The turn's own figure, of this kind.
    Own(FigureKind),
    /// The turn's second figure.
    Second,
}

fn flying(deploy: Option<Deploy>, phantom: Option<PhantomDeploy>) -> Option<Flying> {
    match (deploy, phantom) {
        (Some(Deploy::Fly { figure, .. }), _) => Some(Flying::Own(figure)),
        (_, Some(PhantomDeploy::Fly(_))) => Some(Flying::Second),
        _ => None,
    }
}

/// Places a tile known to fit on a table and graph the caller keeps, draws
/// one of its legal actions (as `draw_move` does), lets `choose` finish it (seeing
/// the table with the tile placed), and plays it: what a random game does
/// each turn. When the placement allows nothing, the table and graph come
/// back as they were.
pub fn place_and_draw(
    position: &Position,
    board: crate::board::Board,
    graph: Arc<crate::graph::Graph>,
    placement: (&'static Tile, Pos, Rotation),
    rng: &mut Rng,
    choose: impl FnOnce(&Drawn, &crate::board::Board, &mut Rng) -> TurnAction,
) -> Result<Played, Untouched> {
    Trial::with_table(position, board, graph, true).place_and_draw(placement, rng, choose)
}

/// Where the tile fits, and (for `--why`) every frontier square and
/// rotation where it does not, with the reason.
pub fn placements(position: &Position, tile: &'static Tile) -> (Vec<(Pos, Rotation)>, Vec<Misfit>) {
    let mut fits = Vec::new();
    let mut misfits = Vec::new();
    // One turn for every candidate: checking a placement changes nothing.
    let t = Turn::unbuilt(RULEBOOK, position);
    for at in frontier(position) {
        for &rotation in rotations(tile) {
            let p = crate::position::Placement { tile, at, rotation };
            match place::check(&t, &p) {
                Ok(_) => fits.push((at, rotation)),
                Err(v) => misfits.push(Misfit {
                    at,
                    rotation,
                    rule: v.rule,
                    why: v,
                }),
            }
        }
    }
    (fits, misfits)
}

/// The deployments worth trying on a placed turn: the turn's own (each
/// figure in hand as its rule modules offer it from the placed tile, then
/// what the modules offer away from it), and the second figure's (the
/// modules say which figure comes second), offered as the turn's own
/// figure would be, none first.
struct Candidates {
    /// The turn's own, deploying nothing left out ([`Mains`] puts it first).
    mains: Vec<Deploy>,
    phantoms: Vec<Option<PhantomDeploy>>,
}

fn candidates(t: &Turn, at: Pos) -> Candidates {
    let offers = Offers::of(t);
    // Room for a turn's usual candidates, so that they seldom grow by copies.
    let mut mains = Vec::with_capacity(64);
    let mut seconds = Vec::new();
    for kind in FigureKind::ALL {
        let out = if offers.second(kind) {
            &mut seconds
        } else {
            &mut mains
        };
        offers.on_the_tile(t, at, kind, out);
    }
    for m in t.asked(Hook::Elsewhere).offering() {
        m.elsewhere(t, &mut mains);
    }
    let mut phantoms = vec![None];
    phantoms.extend(seconds.into_iter().filter_map(|d| match d {
        Deploy::On { on, .. } => Some(Some(PhantomDeploy::On(on))),
        Deploy::Fly { flight, .. } => Some(Some(PhantomDeploy::Fly(flight))),
        // A second figure goes onto a feature or flies: nothing else is
        // written for it.
        _ => None,
    }));
    Candidates { mains, phantoms }
}

/// The turn's own deployments with deploying nothing first, read in place.
#[derive(Clone, Copy)]
struct Mains<'a>(&'a [Deploy]);

impl Mains<'_> {
    fn len(self) -> usize {
        self.0.len() + 1
    }

    fn get(self, m: usize) -> Option<Deploy> {
        m.checked_sub(1).map(|i| self.0[i])
    }

    fn iter(self) -> impl Iterator<Item = Option<Deploy>> {
        std::iter::once(None).chain(self.0.iter().copied().map(Some))
    }
}

/// What the rule modules in play offer on a placed turn, asked once for
/// the turn rather than once for every figure.
struct Offers {
    /// The modules that add ways to deploy from the placed tile.
    adding: InPlay,
    /// The figures deployed only second, one bit a kind.
    second: u32,
    sets: crate::figure::SetsInPlay,
}

impl Offers {
    fn of(t: &Turn) -> Offers {
        Offers {
            adding: t.asked(Hook::DeploymentsOf),
            second: t
                .asked(Hook::SecondFigure)
                .offering()
                .filter_map(|m| m.second_figure())
                .fold(0, |bits, kind| bits | 1 << kind as u32),
            sets: t.position.rules.in_play(),
        }
    }

    fn second(&self, kind: FigureKind) -> bool {
        self.second & 1 << kind as u32 != 0
    }

    /// The deployments of `kind` from the placed tile on `at` worth trying,
    /// when its rules are in play and the player holds one: onto each
    /// feature of the tile of a kind it stands on (on any other the rules
    /// refuse it whatever the turn: `FigureKind::stands_on`), then the ways
    /// the modules add (a corner, a flight).
    fn on_the_tile(&self, t: &Turn, at: Pos, kind: FigureKind, out: &mut Vec<Deploy>) {
        if !self.sets.has(kind.rules()) || t.in_hand(t.player, kind) <= 0 {
            return;
        }
        if let Some(p) = t.board.tile(at) {
            for (i, feature) in p.tile.features.iter().enumerate() {
                if kind.stands_on(feature.kind) {
                    out.push(Deploy::On {
                        figure: kind,
                        on: crate::board::name_of(p, i),
                    });
                }
            }
        }
        for m in self.adding.offering() {
            m.deployments_of(t, at, kind, out);
        }
    }
}

/// Plays the rest of the turn from a placed turn, as the judge does after
/// placing, as far as a step can refuse the action. The first refusal, if any.
///
/// Scoring never refuses, and what follows it refuses only a wagon choice,
/// which the list never makes; so an action that moves no ferry and chooses
/// for no wagon is decided once the ferries have moved. (The suite judges
/// every listed action to keep this true.)
///
/// The turn's own deployment is made already (`deploy::deploy_main`): the
/// move list makes it once for every phantom tried after it.
fn finish_after_main(t: &mut Turn, action: &TurnAction) -> Result<(), Violation> {
    deploy::deploy_second(t, action)?;
    for m in t.asked(Hook::AfterDeploy) {
        m.after_deploy(t, action)?;
    }
    if action.wagons.is_empty() {
        return Ok(());
    }
    crate::engine::score::completed_step(t, action)?;
    for m in t.asked(Hook::AfterScoring) {
        m.after_scoring(t, action)?;
    }
    Ok(())
}

/// A legal deployment and phantom, with the dragon's path the list chose.
type LegalPair = (Option<Deploy>, Option<PhantomDeploy>, Option<Vec<Pos>>);

/// The legal and (with `refused`) the refused actions of one placement.
fn placement_moves<'p>(
    base: &mut Turn<'p>,
    scratch: &mut Turn<'p>,
    way: &TurnAction,
    mut refused: Option<&mut Vec<Refused>>,
) -> PlacementMoves {
    let (tile, at, rotation) = (way.place.tile, way.place.at, way.place.rotation);
    let ferries = new_lake_ferries(tile, rotation);
    let mut action = way.clone();
    action.ferry = ferries[0];
    let mut actions = Vec::new();
    let mut legal_pairs: Vec<LegalPair> = Vec::new();
    // No phantom first: the phantom is deployed after the turn's figure, so
    // a figure refused on its own is refused with any phantom, and the list
    // (not asked for the refusals) tries no phantom after it.
    let Candidates { mains, phantoms } = candidates(base, at);
    // The turn's own figure is deployed once, and each phantom tried on a
    // copy of that (`second`): the phantom comes after it.
    let mut second: Option<Turn<'p>> = None;
    for main in Mains(&mains).iter() {
        action.deploy = main;
        action.phantom = None;
        action.dragon = None;
        let mut try_main = |scratch: &mut Turn<'p>| {
            if let Err(violation) = deploy::deploy_main(scratch, &action) {
                // A figure refused on its own is refused with any phantom.
                if let Some(r) = refused.as_deref_mut() {
                    for phantom in &phantoms {
                        action.phantom = *phantom;
                        r.push(Refused {
                            action: action.clone(),
                            violation: violation.clone(),
                        });
                    }
                }
                return;
            }
            // The choices the list makes for the players (the dragon's path).
            for m in scratch.asked(Hook::ListChoices).offering() {
                m.list_choices(scratch, &mut action);
            }
            for phantom in &phantoms {
                action.phantom = *phantom;
                // Without a phantom to try, the turn is finished where it is.
                let t = if phantoms.len() == 1 {
                    &mut *scratch
                } else {
                    match &mut second {
                        Some(t) => {
                            t.clone_from(scratch);
                            t
                        }
                        None => second.insert(scratch.clone()),
                    }
                };
                match (finish_after_main(t, &action), refused.as_deref_mut()) {
                    (Ok(()), _) => legal_pairs.push((main, *phantom, action.dragon.clone())),
                    (Err(violation), Some(r)) => r.push(Refused {
                        action: action.clone(),
                        violation,
                    }),
                    (Err(_), None) => {}
                }
            }
        };
        // A tower's floor, or the new lake's ferry, changes a tile (the
        // ferry the graph too): that trial borrows the table and graph
        // rather than copying them whole. Other trials change neither, and
        // for them borrowing costs more than it saves.
        if tile.lake || matches!(main, Some(Deploy::Floor { .. })) {
            on_loan(base, scratch, try_main);
        } else {
            scratch.clone_from(base);
            try_main(scratch);
        }
    }
    // The new lake's ferry comes after the deployment and any pair may be
    // chosen, so it multiplies the list without changing what is legal.
    actions.reserve_exact(legal_pairs.len() * ferries.len());
    for (main, phantom, dragon) in legal_pairs {
        for ferry in &ferries {
            let mut a = way.clone();
            a.deploy = main;
            a.phantom = phantom;
            a.ferry = *ferry;
            a.dragon.clone_from(&dragon);
            actions.push(a);
        }
    }
    let movable_ferries = movable_after(base, &actions);
    PlacementMoves {
        at,
        rotation,
        actions,
        movable_ferries,
    }
}

/// `action` with the choices the move list makes for the players where it
/// lists one way only (the dragon's path), made as the list makes them;
/// unchanged when its placement or deployment is refused, or when it leaves
/// nothing open. For a front end that holds an action to the list.
pub fn with_list_choices(position: &Position, action: &TurnAction) -> TurnAction {
    let (t, ready) = deployed(position, action);
    let mut out = action.clone();
    if ready {
        out.dragon = None;
        for m in t.asked(Hook::ListChoices).offering() {
            m.list_choices(&t, &mut out);
        }
        if out.dragon.is_none() {
            out.dragon.clone_from(&action.dragon);
        }
    }
    out
}

/// A quiet turn on `position` played as far as `action`'s own deployment,
/// and whether it got there (its placement and deployment allowed): where
/// the choices the list makes for the players are made.
fn deployed<'p>(position: &'p Position, action: &TurnAction) -> (Turn<'p>, bool) {
    let mut t = Turn::on_board(RULEBOOK, position, position.board.clone());
    t.graph = Arc::new(Graph::build(&position.board));
    t.quiet = true;
    let ready = t
        .asked(Hook::BeforePlacement)
        .try_for_each(|m| m.before_placement(&mut t, action))
        .and_then(|()| place::place(&mut t, action))
        .and_then(|()| deploy::deploy_main(&mut t, action));
    (t, ready.is_ok())
}

/// `action` once for every way of making the choices the move list makes
/// one way (each path of the dragon), the list's own first; `action` alone
/// when its placement or deployment is refused, or when it leaves nothing
/// open. For `carc moves --every-choice`, and to say how many the list
/// folds.
pub fn every_choice(position: &Position, action: &TurnAction) -> Vec<TurnAction> {
    let (t, ready) = deployed(position, action);
    let mut out = Vec::new();
    if ready {
        for m in t.asked(Hook::EveryChoice).offering() {
            m.every_choice(&t, action, &mut out);
        }
    }
    if out.is_empty() {
        out.push(action.clone());
    }
    out
}

/// The first of [`new_lake_ferries`], which every deployment is tried with,
/// without listing the others.
fn first_lake_ferry(tile: &Tile, rotation: Rotation) -> Option<[Point; 2]> {
    if !tile.lake {
        return None;
    }
    match tile.lake_ends(rotation)[..] {
        [a, b, ..] => Some([a, b]),
        _ => None,
    }
}

/// The ferries a new lake may get: every pair of its road ends (`None`
/// alone for a tile without a lake).
fn new_lake_ferries(tile: &Tile, rotation: Rotation) -> Vec<Option<[Point; 2]>> {
    if !tile.lake {
        return vec![None];
    }
    let ends = tile.lake_ends(rotation);
    let mut pairs = Vec::new();
    for (i, a) in ends.iter().enumerate() {
        for b in &ends[i + 1..] {
            pairs.push(Some([*a, *b]));
        }
    }
    pairs
}

/// Lakes whose ferry the player could move after this placement, as the
/// rule modules say (the ferries' walks from the placed tile). The suite
/// holds the list to the judge: a listed move must be legal, and a lake
/// left out must refuse its move. None when the placement allows no action.
fn movable_after(base: &Turn, actions: &[TurnAction]) -> Vec<Pos> {
    if actions.is_empty() {
        return Vec::new();
    }
    let mut out: Vec<Pos> = base
        .asked(Hook::Movable)
        .offering()
        .flat_map(|m| m.movable(base))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Where the tile fits, without the reasons it does not fit elsewhere.
pub fn fitting(position: &Position, tile: &'static Tile) -> Vec<(Pos, Rotation)> {
    fitting_on(
        &Turn::unbuilt(RULEBOOK, position),
        &Frontier::of(&position.board),
        tile,
    )
}

/// Where the tile fits on a turn's table, whose frontier is given: the
/// outline first, then the rule modules' own placement rules.
pub fn fitting_on(t: &Turn, frontier: &Frontier, tile: &'static Tile) -> Vec<(Pos, Rotation)> {
    // Only the modules with a rule for this tile are asked, and only
    // about outlines that fit.
    let asked = t
        .asked(Hook::ChecksPlacement)
        .picked(|m| m.moves().is_some_and(|m| m.checks_placement(tile)));
    if asked.is_empty() {
        return fitting_outline(frontier, tile, |_, _| true);
    }
    fitting_outline(frontier, tile, |at, rotation| {
        let p = crate::position::Placement { tile, at, rotation };
        place::allowed_by_modules(t, asked, &p)
    })
}

/// Where the tile's edges match the frontier's and `keep` agrees: what a
/// tile no rule module has a placement rule for needs no turn to decide.
pub fn fitting_outline(
    frontier: &Frontier,
    tile: &'static Tile,
    keep: impl Fn(Pos, Rotation) -> bool,
) -> Vec<(Pos, Rotation)> {
    let mut out = Vec::with_capacity(64);
    for (at, outline) in frontier.outlines() {
        let fits = tile.rotations_fitting(outline);
        if fits == 0 {
            continue;
        }
        for &rotation in rotations(tile) {
            if fits >> rotation.quarters() & 1 != 0 && keep(at, rotation) {
                out.push((at, rotation));
            }
        }
    }
    out
}

/// Every legal action for `tile` on this position, placement by placement.
pub fn moves(position: &Position, tile: &'static Tile) -> Vec<PlacementMoves> {
    let mut trial = Trial::new(position, true);
    let frontier = Frontier::of(&position.board);
    let mut list: Vec<PlacementMoves> = fitting_on(&trial.table, &frontier, tile)
        .into_iter()
        .filter_map(|(at, rotation)| {
            trial
                .with_placed((tile, at, rotation), true, |base, scratch| {
                    placement_moves(base, scratch, &TurnAction::place(tile, at, rotation), None)
                })
                .ok()
        })
        .collect();
    let mut ways = Vec::new();
    for at in frontier.squares() {
        for &rotation in rotations(tile) {
            ways.extend(ways_on(&trial.table, (tile, at, rotation)));
        }
    }
    for way in ways {
        let Some(more) = way_moves(position, &position.board, &way) else {
            continue;
        };
        match list
            .iter_mut()
            .find(|p| (p.at, p.rotation) == (more.at, more.rotation))
        {
            Some(p) => {
                p.actions.extend(more.actions);
                for lake in more.movable_ferries {
                    if !p.movable_ferries.contains(&lake) {
                        p.movable_ferries.push(lake);
                    }
                }
            }
            None => list.push(more),
        }
    }
    // A square's placements together, in the frontier's order, as without
    // such ways.
    let order: Vec<Pos> = frontier.squares().collect();
    list.sort_by_key(|p| order.iter().position(|at| *at == p.at));
    list
}

/// The ways of laying `tile` on `at` turned by `rotation` that the modules
/// add to laying it as drawn (a bridge across it or a neighbour), on the
/// table of `t`; the rules may refuse some ([`way_moves`] says).
fn ways_on(t: &Turn, (tile, at, rotation): (&'static Tile, Pos, Rotation)) -> Vec<TurnAction> {
    let mut ways = Vec::new();
    for m in t.asked(Hook::WaysToLay).offering() {
        m.ways_to_lay(t, tile, at, rotation, &mut ways);
    }
    ways
}

/// The ways of laying a tile the modules add (`ways_on`), on a table a
/// random game keeps apart from its position.
pub fn ways_to_lay(
    position: &Position,
    board: &crate::board::Board,
    placement: (&'static Tile, Pos, Rotation),
) -> Vec<TurnAction> {
    let t = Turn::on_board(RULEBOOK, position, board.clone());
    ways_on(&t, placement)
}

/// The legal actions of a way of laying the tile on `board`, played as
/// the judge plays it (the steps before the placement, then the
/// placement): `None` when the rules refuse the way itself, or allow
/// nothing after it. Few turns have such ways, so the table is copied for
/// each rather than lent.
pub fn way_moves(
    position: &Position,
    board: &crate::board::Board,
    way: &TurnAction,
) -> Option<PlacementMoves> {
    let mut t = Turn::on_board(RULEBOOK, position, board.clone());
    t.graph = Arc::new(Graph::build(board));
    t.quiet = true;
    t.asked(Hook::BeforePlacement)
        .try_for_each(|m| m.before_placement(&mut t, way))
        .and_then(|()| place::place(&mut t, way))
        .ok()?;
    let mut scratch = t.clone();
    let moves = placement_moves(&mut t, &mut scratch, way, None);
    (!moves.actions.is_empty()).then_some(moves)
}

/// One action of a placement drawn at random (as `draw_move` draws it) on a table
/// and graph the caller keeps, which are given back as they were: the
/// random player's draw on the path that writes a ruling, making the same
/// draws as [`place_and_draw`].
pub fn draw_on_table(
    position: &Position,
    board: &mut crate::board::Board,
    graph: &mut Arc<crate::graph::Graph>,
    placement: (&'static Tile, Pos, Rotation),
    rng: &mut Rng,
) -> Option<Drawn> {
    let mut trial = Trial::with_table(position, std::mem::take(board), std::mem::take(graph), true);
    let drawn = trial
        .with_placed(placement, true, |base, scratch| {
            draw_move(base, scratch, placement, rng)
        })
        .ok()
        .flatten();
    *graph = std::mem::take(&mut trial.table.graph);
    *board = std::mem::take(&mut trial.table.board);
    drawn
}

/// For one placement: the legal actions and the deployments the rules
/// refuse, each with its violation (`carc moves --why`).
pub fn explain(
    position: &Position,
    tile: &'static Tile,
    at: Pos,
    rotation: Rotation,
) -> Result<(PlacementMoves, Vec<Refused>), Violation> {
    let mut trial = Trial::new(position, false);
    let mut refused = Vec::new();
    let moves = trial.with_placed((tile, at, rotation), false, |base, scratch| {
        placement_moves(
            base,
            scratch,
            &TurnAction::place(tile, at, rotation),
            Some(&mut refused),
        )
    })?;
    Ok((moves, refused))
}
