//! The turn's hooks: what a rule module may add to each step of the turn
//! (the trait [`Module`]) and what it is told there. The engine holds the
//! steps and asks every module in play, in the order of the rulebook it is
//! handed (`carc_core::rules::RULEBOOK`); it names no module itself.

use std::sync::OnceLock;

use super::slots::Slots;
use super::{Turn, Violation};
use crate::board::{Figure, PlacedTile, PlayerIdx};
use crate::catalogue::{FeatureIdx, Kind, Tile};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::Pos;
use crate::graph::GroupId;
use crate::position::{FinalChoices, Locus, Offer, Placement, Position, Rules, TurnAction};
use crate::registry::Rule;
use crate::ruling::Clause;
use crate::ruling::Ruling;
use crate::ruling::{Basis, Counting};

/// A figure about to be deployed on a feature of the placed tile.
pub struct Deployment {
    /// The figure.
    pub kind: FigureKind,
    /// The feature of the table it would join.
    pub group: GroupId,
    /// The kind of the tile's feature.
    pub feature_kind: Kind,
    /// The placed tile it is on.
    pub placed: PlacedTile,
    /// Its index on that tile.
    pub feature: FeatureIdx,
    /// Where the action names the feature.
    pub on_locus: Locus,
    /// The turn's second figure, deployed by a module after the turn's own
    /// (the phantom).
    pub second: bool,
    /// Every figure already on the feature, found once for all the
    /// modules that ask (occupancy, the wagon's, the pig's, the builder's,
    /// the mayor's).
    pub holders: Vec<Figure>,
}

impl Deployment {
    /// The followers already on the feature.
    pub fn followers(&self) -> impl Iterator<Item = &Figure> {
        self.holders.iter().filter(|f| f.kind.is_follower())
    }

    /// The feature as a scenario names it, e.g. "road (E W)".
    pub fn feature_name(&self) -> String {
        let spot = super::deploy::spot_of(&self.placed, self.feature);
        if spot.points.is_empty() {
            spot.kind.to_owned()
        } else {
            format!("{} ({})", spot.kind, spot.points.join(" "))
        }
    }

    /// The feature as a refusal names it.
    pub fn spot(&self) -> super::Detail {
        super::deploy::spot(&self.placed, self.feature)
    }

    /// A module's figure refused on a kind of feature it never stands on,
    /// by `rule`, with where it does go (`help`).
    #[cold]
    pub fn not_on_this_kind(&self, rule: Rule, help: super::Clause) -> Violation {
        use crate::registry::base;
        Violation::new(
            rule,
            self.on_locus,
            super::Clause::new(&base::FIGURE_NOT_ON)
                .figure("figure", self.kind)
                .kind("kind", self.feature_kind.name()),
        )
        .label(&base::LABEL_A_KIND)
        .help(help)
    }
}

/// Points a module's rule made players pay this turn (a bazaar's bids),
/// kept in the turn's slots: the one way, besides a ransom, that a score
/// falls, so that a random game's invariants may tell a payment from a
/// loss.
#[derive(Clone, Debug, Default)]
pub struct Paid(pub Vec<(PlayerIdx, i64)>);

/// What one figure counts on a feature, and why.
pub struct Share {
    /// Its strength.
    pub strength: u32,
    /// Why it is that.
    pub basis: Basis,
    /// The rules that set it.
    pub rules: Vec<Rule>,
}

/// A rule set's hooks into the turn steps. Every hook has a default that
/// adds nothing, so a module implements only the steps it changes, and
/// names them in [`Module::hooks`].
pub trait Module: Sync {
    /// The rule set that brings this module into play.
    fn rules(&self) -> RuleSet;

    /// The hooks this module implements: the turn asks each hook of the
    /// modules that name it alone ([`Turn::asked`]). With every rule set in
    /// play, calling a score of empty defaults at every step of every trial
    /// of the move list cost more than some steps themselves. The suite's
    /// `hooks::every_module_names_the_hooks_it_implements` holds this list
    /// to the module's source.
    fn hooks(&self) -> &'static [Hook] {
        &[]
    }

    /// The module's type, for that test.
    #[doc(hidden)]
    fn type_name(&self) -> &'static str {
        std::any::type_name::<Self>()
    }

    /// What this module tells the move list and random games besides the
    /// judge's steps ([`Moves`]): `Some(self)` for a module that implements
    /// it.
    fn moves(&self) -> Option<&dyn Moves> {
        None
    }

    /// At the start of the turn, before the tile is placed (a prisoner
    /// bought back). A module that acts here says so in
    /// [`Moves::acts_before_placement`].
    fn before_placement(&self, _t: &mut Turn, _turn: &TurnAction) -> Result<(), Violation> {
        Ok(())
    }

    /// The tile as the player lays it, where this module's choice for the
    /// turn changes it before its edges are matched (a bridge laid across
    /// it): `Ok(None)` when it leaves the tile as drawn, or why the change
    /// is refused. The first module to answer with a tile decides.
    fn tile_as_laid(
        &self,
        _t: &Turn,
        _turn: &TurnAction,
    ) -> Result<Option<&'static Tile>, Violation> {
        Ok(None)
    }

    /// May the tile go there? (Only what this module adds to the base rule.)
    fn check_placement(&self, _t: &Turn, _p: &Placement) -> Result<(), Violation> {
        Ok(())
    }

    /// Does this module announce the placement of this tile itself (the
    /// abbey, which is placed by a rule of its own)?
    fn places_own_tile(&self, _tile: &Tile) -> bool {
        false
    }

    /// After the tile is down, before anything is deployed.
    fn after_placement(&self, _t: &mut Turn) {}

    /// Objections to a deployment, or the rules it rests on.
    fn check_deploy(&self, _t: &Turn, _d: &Deployment) -> Result<Vec<Rule>, Violation> {
        Ok(Vec::new())
    }

    /// After the turn's figure is deployed: a second figure this module
    /// lets the player deploy (the phantom).
    fn also_deploy(&self, _t: &mut Turn, _turn: &TurnAction) -> Result<(), Violation> {
        Ok(())
    }

    /// A deployment other than a figure onto a feature of the placed tile:
    /// a figure at a corner, one carried off the tile, a figure taken back,
    /// a piece built or moved elsewhere on the table. `second`: it is the
    /// turn's second figure, deployed by another module after the first.
    /// `None`: this module has nothing to say about it; the first module
    /// that answers decides.
    fn instead_of_deploying(
        &self,
        _t: &mut Turn,
        _deploy: &crate::position::Deploy,
        _second: bool,
    ) -> Option<Result<(), Violation>> {
        None
    }

    /// The rule by which this module's kind of deployment takes the place
    /// of the turn's deployment, if `deploy` is of its kind: cited when a
    /// second deployment is refused.
    fn deployment_rule(&self, _deploy: &crate::position::Deploy) -> Option<Rule> {
        None
    }

    /// Parts of the tile's turn tried once more after it has been played
    /// out (`again` names them; its placement is the tile's own): the
    /// refusal of a part this module's rules allow once a turn.
    fn again(&self, _t: &Turn, _turn: &TurnAction, _again: &TurnAction) -> Result<(), Violation> {
        Ok(())
    }

    /// The rule by which this module lets the turn's next tile be played,
    /// and whether the tile before earned it; `None` when it grants no
    /// tile.
    fn next_tile(&self, _t: &Turn) -> Option<(Rule, bool)> {
        None
    }

    /// Why the rules offer `offer`, one of this module's, at the end of
    /// the turn (asked for written rulings only): the facts that make it
    /// a choice, which the ruling prints beside it.
    fn offer_reason(&self, _t: &Turn, _offer: &Offer) -> Option<Clause> {
        None
    }

    /// Before the turn's next tile (a double turn's second): what this
    /// module must remember of the tiles before (its limits of once a
    /// turn), written into the slots the next tile starts with.
    fn carry_turn(&self, _t: &Turn, _into: &mut Slots) {}

    /// After a feature scores for its followers, by whatever path
    /// (`score::feature_scored`: a tile, the abbot taken back, a barn, the
    /// final scoring, a castle; its figures not yet home): what this
    /// module adds (the fairy's follower's points).
    fn on_scored(&self, _t: &mut Turn, _g: GroupId) {}

    /// Objections to one of this module's figures set somewhere that is not
    /// a feature (the top of a tower): the figures whose rules name the
    /// features they stand on refuse it.
    fn check_off_feature(&self, _t: &Turn, _figure: FigureKind) -> Result<(), Violation> {
        Ok(())
    }

    /// Objections to one of this module's figures being captured (the barn,
    /// which nothing removes).
    fn check_capture(&self, _t: &Turn, _f: &Figure) -> Result<(), Violation> {
        Ok(())
    }

    /// A follower of `owner` was taken off feature `g` before it scored (a
    /// capture): what this module does then (a builder or pig left alone).
    fn follower_removed(&self, _t: &mut Turn, _owner: PlayerIdx, _g: GroupId) {}

    /// After the deployment, before scoring: what this module puts on or
    /// changes on the table then (the new lake's ferry, ferry moves).
    fn after_deploy(&self, _t: &mut Turn, _turn: &TurnAction) -> Result<(), Violation> {
        Ok(())
    }

    /// Before the features completed this turn (`done`) are scored: what
    /// this module puts on them first (followers leaving the City of
    /// Carcassonne).
    fn before_scoring(
        &self,
        _t: &mut Turn,
        _turn: &TurnAction,
        _done: &[GroupId],
    ) -> Result<(), Violation> {
        Ok(())
    }

    /// A farm about to score during a turn (`joined`: farmers joined to a
    /// barn's farm; else a barn just placed on it): what this module puts
    /// on it first.
    fn before_farm_scores(&self, _t: &mut Turn, _farm: GroupId, _joined: bool) {}

    /// At the start of the final scoring, with the choices made then.
    fn before_final_scoring(
        &self,
        _t: &mut Turn,
        _choices: &FinalChoices,
    ) -> Result<(), Violation> {
        Ok(())
    }

    /// Completed cities a farm borders that are no feature of the table
    /// (the City of Carcassonne): how many, and the rule that counts them.
    fn farm_walls(&self, _t: &Turn, _farm: GroupId) -> Option<(u32, Rule)> {
        None
    }

    /// A question one module asks the others: the rules of this module
    /// that bear on a figure carried from the placed tile to `square` (the
    /// Flier asks; the Count's City answers that nothing inside its wall is
    /// reached).
    fn square_reached(&self, _t: &Turn, _square: Pos) -> Vec<Rule> {
        Vec::new()
    }

    /// The figures of the position this module keeps off the squares and
    /// out of their owners' hands (prisoners, figures in the City, castle
    /// tokens), each told to `held` with its owner.
    fn held_elsewhere(&self, _position: &Position, _held: &mut dyn FnMut(PlayerIdx, FigureKind)) {}

    /// Once the turn is over, legal or not, before the ruling is written:
    /// this module's pieces settle (the fairy next to nobody once its
    /// follower has left).
    fn end_of_turn(&self, _t: &mut Turn) {}

    /// Writes this module's part of a legal ruling: what was taken (kept by
    /// every ruling, as points are), and where its pieces off the squares
    /// are after the action (only when the ruling is written in full: a
    /// quiet turn's pieces reach the next position through [`super::After`]).
    fn write_ruling(&self, _t: &Turn, _ruling: &mut Ruling) {}

    /// Writes into `next` this module's pieces off the squares as the turn
    /// left them in `slots` (where the turn changed them).
    fn carry_over(&self, _slots: &Slots, _next: &mut Position) {}

    /// Features this module's steps may have completed away from the placed
    /// tile (roads closed by a ferry move), with the rules that say so. The
    /// scoring step scores those that are complete with the tile's own.
    fn also_completed(&self, _t: &Turn) -> Vec<(GroupId, Vec<Rule>)> {
        Vec::new()
    }

    /// A feature the tile completed, before it is scored: `true` when this
    /// module takes it instead (a small city turned into a castle), so that
    /// it is neither scored nor counted as completed.
    fn takes_completed(&self, _t: &mut Turn, _g: GroupId) -> bool {
        false
    }

    /// After a feature completed during the turn is scored (whether or not
    /// anyone held it): what this module does then (the goods of a city).
    fn on_completed(&self, _t: &mut Turn, _g: GroupId) {}

    /// Rules of this module that bear on how a feature is shared out when
    /// it scores (cited with the score). `valued`: the rules its value was
    /// counted by (a castle's, a siege's).
    fn scoring_cites(&self, _t: &Turn, _g: GroupId, _valued: &[Rule]) -> Vec<Rule> {
        Vec::new()
    }

    /// The value of one of this module's features: points, rule, counting.
    fn feature_value(
        &self,
        _t: &Turn,
        _g: GroupId,
        _complete: bool,
    ) -> Option<(i64, Rule, Counting)> {
        None
    }

    /// The strength of one of this module's figures on a feature.
    fn strength(&self, _t: &Turn, _f: &Figure, _g: GroupId) -> Option<Share> {
        None
    }

    /// After the features the tile completed are scored: what this module
    /// scores or moves then (the barn's farms, the wagons).
    fn after_scoring(&self, _t: &mut Turn, _turn: &TurnAction) -> Result<(), Violation> {
        Ok(())
    }

    /// At the end of the final scoring (the barns).
    fn final_scoring(&self, _t: &mut Turn) {}

    /// How a completed city of this module's counts on a farm: how many
    /// times (a besieged city twice) and how many points more each time (a
    /// castle), with the rules (the first names the count). The first
    /// module to answer decides.
    fn farm_city(
        &self,
        _t: &Turn,
        _farm: GroupId,
        _city: GroupId,
    ) -> Option<(FarmCity, Vec<Rule>)> {
        None
    }

    /// Extra points per completed city for a player who wins a farm: how
    /// many, the rules, and the figure that brings them (none for a mark of
    /// the farm's tiles, the pig herd).
    fn farm_bonus(&self, _t: &Turn, _farm: GroupId, _p: PlayerIdx) -> Option<FarmExtra> {
        None
    }
}

/// What a module tells the move list and random games, which the judge never
/// asks: the deployments it offers, the choices it makes for a listed
/// action, the tiles it sets aside or checks. Every method has a default
/// that offers nothing; a module that implements any returns itself from
/// [`Module::moves`] and names the methods in [`Module::hooks`] as it names
/// the judge's hooks.
pub trait Moves: Sync {
    /// Whether [`Module::before_placement`] changes this turn, on the table
    /// before the tile: a random game, which draws its action on a table
    /// with the tile already placed, then plays that action in the judge's
    /// order (this step before the placement), so that what the modules
    /// note on placing (the points gained so far) is what the judge notes.
    fn acts_before_placement(&self, _t: &Turn, _turn: &TurnAction) -> bool {
        false
    }

    /// Whether the rules set this tile aside for now rather than for good
    /// when it fits nowhere (a dragon tile before the dragon is in play):
    /// it goes back into the bag once this no longer holds.
    /// `board` is the table as it lies now (a random game keeps it apart
    /// from the position between turns).
    fn held_back(
        &self,
        _position: &crate::position::Position,
        _board: &crate::board::Board,
        _tile: &Tile,
    ) -> bool {
        false
    }

    /// The tiles of the boxes in play that the rules take out of the game
    /// before it starts, by id (a second river's spring and its surplus
    /// lake): neither in the bag nor on the table at the start.
    fn leaves_out(&self, _rules: &crate::position::Rules) -> &'static [&'static str] {
        &[]
    }

    /// Ways of laying `tile` on `at` turned by `rotation` that this module
    /// adds to laying it as drawn (with a bridge across it or a
    /// neighbour), each an action that only places the tile so far, with
    /// the module's choice in [`TurnAction::boxes`], added to `out`. `t`
    /// is the turn on the table before the tile. The move list plays each
    /// as the judge plays it, keeps those it allows and finishes them as
    /// it finishes the tile laid as drawn.
    fn ways_to_lay(
        &self,
        _t: &Turn,
        _tile: &'static Tile,
        _at: Pos,
        _rotation: crate::geometry::Rotation,
        _out: &mut Vec<TurnAction>,
    ) {
    }

    /// The tile the rules hand the current player instead of a draw (a
    /// tile bought at a bazaar), if they do: a random game plays it.
    fn handed_tile(&self, _position: &Position) -> Option<&'static Tile> {
        None
    }

    /// The handed tile fits nowhere: it leaves the game, and the player
    /// draws instead (a random game asks this of the position it keeps).
    fn drop_handed(&self, _position: &mut Position) {}

    /// The choices a random game makes for this module's part of `action`
    /// that the move list does not list (a bazaar's auction: the tiles
    /// revealed, drawn with `draw` from a bag of `bag_left` tiles, and the
    /// bids), with `below(n)` a random number under `n`.
    fn random_choices(
        &self,
        _position: &Position,
        _action: &mut TurnAction,
        _below: &mut dyn FnMut(usize) -> usize,
        _draw: &mut dyn FnMut() -> Option<&'static Tile>,
        _bag_left: usize,
    ) {
    }

    /// Whether [`Module::check_placement`] has anything to say about this
    /// tile: the move list asks it of every free square, so a module that
    /// never objects to a tile is not asked (the suite checks the list
    /// against the judge).
    fn checks_placement(&self, _tile: &Tile) -> bool {
        false
    }

    /// The deployments away from the placed tile this module offers the
    /// player (`t` has the tile placed), added to `out`: the move list
    /// tries each, and the judge rules on it through
    /// [`Module::instead_of_deploying`].
    fn elsewhere(&self, _t: &Turn, _out: &mut Vec<crate::position::Deploy>) {}

    /// The ways to deploy `figure` from the placed tile on `at` that this
    /// module adds to standing on one of the tile's features (a corner, a
    /// flight), added to `out`, for the figure as the turn's own or as its
    /// second. The move list tries each, and the judge rules on it through
    /// [`Module::instead_of_deploying`].
    fn deployments_of(
        &self,
        _t: &Turn,
        _at: Pos,
        _figure: FigureKind,
        _out: &mut Vec<crate::position::Deploy>,
    ) {
    }

    /// The figure this module deploys only as the turn's second, after the
    /// turn's own (the phantom): the move list offers it there alone.
    fn second_figure(&self) -> Option<FigureKind> {
        None
    }

    /// The choices the move list makes for the player where it lists one
    /// way only (`t` has the turn's figure deployed): the dragon's path,
    /// which every player steers in turn.
    fn list_choices(&self, _t: &Turn, _action: &mut TurnAction) {}

    /// Every way of making the choices [`Moves::list_choices`] makes one
    /// way (`t` has the turn's figure deployed): `action` with each, added
    /// to `out`; nothing when this module makes none for it.
    fn every_choice(&self, _t: &Turn, _action: &TurnAction, _out: &mut Vec<TurnAction>) {}

    /// Which of this module's pieces on the table the placed tile lets the
    /// player move this turn, by square (the ferries its roads reach
    /// first): the move list offers their moves. `t` has the tile placed.
    fn movable(&self, _t: &Turn) -> Vec<Pos> {
        Vec::new()
    }
}

/// Extra points per completed city for the winner of a farm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FarmExtra {
    /// Points more per completed city.
    pub per_city: i64,
    /// The rules that grant them.
    pub rules: Vec<Rule>,
    /// The figure that brings them (the pig); none for the farm's own mark
    /// (the pig herd).
    pub figure: Option<FigureKind>,
}

/// How one completed city counts on a farm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FarmCity {
    /// How many times it counts.
    pub times: u32,
    /// Points more than the farm's rate, each time.
    pub extra: i64,
}

/// A figure whose rules name the features it stands on, refused a place
/// that is none (the top of a tower), by `rule`.
#[cold]
pub fn only_on_features(rule: Rule, figure: FigureKind) -> Violation {
    use crate::registry::base;
    Violation::new(
        rule,
        Locus::DeployFigure,
        super::Clause::new(&base::ONLY_ON_FEATURES).figure("figure", figure),
    )
    .label(&base::LABEL_ONLY_ON_FEATURES)
    .help(super::Clause::new(&base::HELP_GOES_ON).figure("figure", figure))
}

/// Every rule module, in the order their objections are heard.
pub type Rulebook = &'static Book;

/// The modules of a rulebook, in the order their objections are heard, and
/// which of them implement each hook ([`Module::hooks`], worked out on first
/// use): asking a hook then walks those alone.
pub struct Book {
    gather: fn() -> Vec<&'static dyn Module>,
    modules: OnceLock<&'static [&'static dyn Module]>,
    declared: OnceLock<[u64; Hook::ALL.len()]>,
}

impl Book {
    /// A rulebook of the modules `gather` lists (at most 64), asked for on
    /// first use: the engine cannot name them, so whoever holds the boxes
    /// hands over the way to gather them.
    pub const fn gathered(gather: fn() -> Vec<&'static dyn Module>) -> Book {
        Book {
            gather,
            modules: OnceLock::new(),
            declared: OnceLock::new(),
        }
    }

    /// Its modules, in order.
    pub fn modules(&self) -> &'static [&'static dyn Module] {
        // Gathered once for the process's life, as a static book is.
        self.modules.get_or_init(|| Vec::leak((self.gather)()))
    }

    /// Which of its modules implement `hook`, by place.
    fn declared(&self, hook: Hook) -> u64 {
        let by_hook = self.declared.get_or_init(|| {
            let mut by_hook = [0u64; Hook::ALL.len()];
            for (i, m) in self.modules().iter().enumerate().take(64) {
                for h in m.hooks() {
                    by_hook[*h as usize] |= 1 << i;
                }
            }
            by_hook
        });
        by_hook[hook as usize]
    }
}

macro_rules! hooks {
    ($($hook:ident => $name:literal,)*) => {
        /// A hook of [`Module`] (all but `rules`, `hooks`, `type_name` and
        /// `moves`) or of [`Moves`], by the name of its method.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Hook {
            $(
                #[doc = concat!("The method `", $name, "` of [`Module`] or [`Moves`].")]
                $hook,
            )*
        }

        impl Hook {
            /// Every hook, in the trait's order.
            pub const ALL: &'static [Hook] = &[$(Hook::$hook,)*];

            /// The name of its method.
            pub fn name(self) -> &'static str {
                match self {
                    $(Hook::$hook => $name,)*
                }
            }
        }
    };
}

hooks! {
    BeforePlacement => "before_placement",
    TileAsLaid => "tile_as_laid",
    ActsBeforePlacement => "acts_before_placement",
    WaysToLay => "ways_to_lay",
    HandedTile => "handed_tile",
    DropHanded => "drop_handed",
    RandomChoices => "random_choices",
    CheckPlacement => "check_placement",
    HeldBack => "held_back",
    LeavesOut => "leaves_out",
    ChecksPlacement => "checks_placement",
    PlacesOwnTile => "places_own_tile",
    AfterPlacement => "after_placement",
    CheckDeploy => "check_deploy",
    AlsoDeploy => "also_deploy",
    InsteadOfDeploying => "instead_of_deploying",
    Elsewhere => "elsewhere",
    DeploymentsOf => "deployments_of",
    SecondFigure => "second_figure",
    ListChoices => "list_choices",
    OnScored => "on_scored",
    CheckOffFeature => "check_off_feature",
    CheckCapture => "check_capture",
    FollowerRemoved => "follower_removed",
    Movable => "movable",
    AfterDeploy => "after_deploy",
    BeforeScoring => "before_scoring",
    BeforeFarmScores => "before_farm_scores",
    BeforeFinalScoring => "before_final_scoring",
    FarmWalls => "farm_walls",
    SquareReached => "square_reached",
    HeldElsewhere => "held_elsewhere",
    EndOfTurn => "end_of_turn",
    WriteRuling => "write_ruling",
    CarryOver => "carry_over",
    AlsoCompleted => "also_completed",
    TakesCompleted => "takes_completed",
    OnCompleted => "on_completed",
    ScoringCites => "scoring_cites",
    FeatureValue => "feature_value",
    Strength => "strength",
    AfterScoring => "after_scoring",
    FinalScoring => "final_scoring",
    FarmCity => "farm_city",
    FarmBonus => "farm_bonus",
    DeploymentRule => "deployment_rule",
    Again => "again",
    NextTile => "next_tile",
    CarryTurn => "carry_turn",
    EveryChoice => "every_choice",
    OfferReason => "offer_reason",
}

/// The modules of the rule sets in play, in the rulebook's order: a set of
/// places in it, so that asking every module at every step allocates
/// nothing.
#[derive(Clone, Copy)]
pub struct InPlay {
    book: Rulebook,
    modules: &'static [&'static dyn Module],
    bits: u64,
}

impl InPlay {
    /// The rulebook they are of.
    pub fn book(self) -> Rulebook {
        self.book
    }

    /// The modules of `book` that `rules` bring into play.
    pub fn of(book: Rulebook, rules: &Rules) -> InPlay {
        let sets = rules.in_play();
        let modules = book.modules();
        let mut bits = 0;
        for (i, m) in modules.iter().enumerate().take(64) {
            if sets.has(m.rules()) {
                bits |= 1 << i;
            }
        }
        InPlay {
            book,
            modules,
            bits,
        }
    }

    /// What each of them tells the move list and random games
    /// ([`Module::moves`]), in the same order: asked after
    /// [`InPlay::asked`] with a hook of [`Moves`].
    pub fn offering(self) -> impl Iterator<Item = &'static dyn Moves> {
        self.filter_map(|m| m.moves())
    }

    /// Those of them that `keep` picks, in the same order.
    pub fn picked(self, keep: impl Fn(&dyn Module) -> bool) -> InPlay {
        let mut bits = self.bits;
        let mut rest = self.bits;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if !keep(self.modules[i]) {
                bits &= !(1 << i);
            }
        }
        InPlay { bits, ..self }
    }

    /// Those of them that implement `hook`, in the same order: the ones a
    /// step that calls it asks.
    pub fn asked(self, hook: Hook) -> InPlay {
        InPlay {
            bits: self.bits & self.book.declared(hook),
            ..self
        }
    }

    /// Whether none is left.
    pub fn is_empty(&self) -> bool {
        self.bits == 0
    }
}

impl std::fmt::Debug for InPlay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries((*self).map(|m| m.rules().name()))
            .finish()
    }
}

impl Iterator for InPlay {
    type Item = &'static dyn Module;

    fn next(&mut self) -> Option<Self::Item> {
        if self.bits == 0 {
            return None;
        }
        let i = self.bits.trailing_zeros() as usize;
        self.bits &= self.bits - 1;
        Some(self.modules[i])
    }
}
