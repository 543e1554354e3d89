//! A position and a proposed action, as plain values. A front end builds
//! them (from a file, a board on screen, a random game) and checks that they
//! describe something real: tiles that exist, edges that match, figures on
//! features their kind may stand on. The judge then rules on the action.

use std::collections::BTreeMap;

use crate::board::{Board, On, PlayerIdx, Standing};
use crate::catalogue::{Good, Tile};
use crate::engine::slots::Slots;
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::{Corner, Point, Pos, Rotation};
use crate::ruling::{OfferAt, OfferKind};

/// How a wagon freed by scoring may move (a rule variant).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum WagonMove {
    /// The CAR's first-edition rule: a feature directly connected.
    #[default]
    Connected,
    /// The new edition's rule: a feature on the wagon's square or around it.
    Nearby,
}

/// The rule sets and variants in play.
#[derive(Clone, Debug, Default)]
pub struct Rules {
    /// The rule sets in play besides the base game, which always is.
    pub sets: Vec<RuleSet>,
    /// The wagon's movement rule.
    pub wagon_move: WagonMove,
}

impl Rules {
    /// Is this rule set in play?
    pub fn plays(&self, set: RuleSet) -> bool {
        self.in_play().has(set)
    }

    /// Every rule set in play at once, for asking about many.
    pub fn in_play(&self) -> crate::figure::SetsInPlay {
        crate::figure::SetsInPlay::of(&self.sets)
    }
}

/// Everything on and around the table before the action.
#[derive(Clone, Debug, Default)]
pub struct Position {
    /// What is in play.
    pub rules: Rules,
    /// The players' names, in turn order.
    pub players: Vec<String>,
    /// Whose turn it is.
    pub current: PlayerIdx,
    /// Figures in hand where they differ from the full set minus the board.
    pub supply: BTreeMap<(PlayerIdx, FigureKind), i64>,
    /// The players' scores before the action, where given (0 otherwise):
    /// nothing the rules allow depends on them, but a step may rest on a
    /// reading about them (a ransom paid below zero).
    pub scores: BTreeMap<PlayerIdx, i64>,
    /// Tiles and figures.
    pub board: Board,
    /// Goods tokens each player holds (Traders & Builders).
    pub goods: BTreeMap<(PlayerIdx, Good), u32>,
    /// Figures held captive (The Tower), in the order given.
    pub prisoners: Vec<Prisoner>,
    /// The dragon's square, once it is in play (The Princess & the Dragon).
    pub dragon: Option<Pos>,
    /// Where the fairy stands, once it is on the table.
    pub fairy: Option<Fairy>,
    /// The castles on the table (castles), in the order given.
    pub castles: Vec<Castle>,
    /// The City of Carcassonne's quarters and the count (The Count of
    /// Carcassonne).
    pub city: City,
    /// Tiles set aside earlier in the game as fitting nowhere: out of the
    /// game, they no longer wait in any stack (a river's last tile comes
    /// once the others are on the table or here).
    pub set_aside: Vec<&'static Tile>,
    /// What a box keeps of its own between turns, one value per type, read
    /// and written by the box alone (who holds the king's tile): the
    /// engine copies it with the position and never looks inside.
    pub boxes: Slots,
}

crate::names::named! {
    /// One of the four quarters of the City of Carcassonne; each sends its
    /// followers to one kind of feature.
    #[derive(
        Clone,
        Copy,
        Debug,
        Default,
        PartialEq,
        Eq,
        PartialOrd,
        Ord,
        Hash,
        serde::Serialize,
        schemars::JsonSchema,
    )]
    #[serde(rename_all = "kebab-case")]
    pub enum Quarter {
        /// The castle: to cities. The count starts here.
        #[default]
        Castle => "castle",
        /// The market: to farms, only when farms score.
        Market => "market",
        /// The blacksmith: to roads.
        Blacksmith => "blacksmith",
        /// The cathedral: to monasteries.
        Cathedral => "cathedral",
    }
}

impl Quarter {
    /// Whether a figure of this kind may stand in the quarter: a follower
    /// goes anywhere, the mayor to the castle (the cities it stands in), the
    /// wagon anywhere but the market (it never stands on a field), the abbot
    /// to the cathedral (monasteries); no other figure enters the City.
    pub fn admits(self, figure: FigureKind) -> bool {
        match figure {
            FigureKind::Follower | FigureKind::BigFollower | FigureKind::Phantom => true,
            FigureKind::Mayor => self == Quarter::Castle,
            FigureKind::Wagon => self != Quarter::Market,
            FigureKind::Abbot => self == Quarter::Cathedral,
            _ => false,
        }
    }

    /// The kind of feature its followers leave for.
    pub fn feeds(self) -> crate::catalogue::Kind {
        use crate::catalogue::Kind;
        match self {
            Quarter::Castle => Kind::City,
            Quarter::Market => Kind::Field,
            Quarter::Blacksmith => Kind::Road,
            Quarter::Cathedral => Kind::Monastery,
        }
    }
}

/// A figure standing in a quarter of the City of Carcassonne.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct InCity {
    /// Whose it is.
    pub owner: PlayerIdx,
    /// What it is.
    pub kind: FigureKind,
    /// Where it stands.
    pub quarter: Quarter,
}

/// The City of Carcassonne off the table's squares: who stands in which
/// quarter, and where the count is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct City {
    /// The count's quarter: nobody leaves it.
    pub count: Quarter,
    /// The figures in the quarters, in the order given.
    pub followers: Vec<InCity>,
}

/// A figure leaving a quarter of the City for a feature of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeaveCity {
    /// Whose it is.
    pub owner: PlayerIdx,
    /// What it is.
    pub kind: FigureKind,
    /// The quarter it leaves.
    pub quarter: Quarter,
    /// A square of the feature it goes to.
    pub at: Pos,
    /// The feature there.
    pub on: On,
}

/// A figure of the active player's hand put into a quarter of the City.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnterCity {
    /// What it is.
    pub kind: FigureKind,
    /// The quarter.
    pub quarter: Quarter,
}

/// The choices made at the final scoring.
#[derive(Clone, Debug, Default)]
pub struct FinalChoices {
    /// Figures leaving the City for farms before they score (The Count of
    /// Carcassonne).
    pub leave_city: Vec<LeaveCity>,
}

/// A castle: a small city covered with a player's castle token, named by
/// one of its two segments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Castle {
    /// Whose castle it is.
    pub owner: PlayerIdx,
    /// The square of one of its tiles.
    pub at: Pos,
    /// The city segment of that tile.
    pub feature: crate::catalogue::FeatureIdx,
}

/// The fairy (The Princess & the Dragon): on a tile, next to a follower
/// until that follower leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fairy {
    /// Its square.
    pub at: Pos,
    /// The follower it stands next to, if it still stands there.
    pub next_to: Option<crate::board::FigureId>,
}

/// A figure held captive by another player (The Tower).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Prisoner {
    /// Who holds it.
    pub holder: PlayerIdx,
    /// Whose it is.
    pub owner: PlayerIdx,
    /// What it is.
    pub kind: FigureKind,
}

impl Position {
    /// Adds the goods tokens a ruling says were taken (by player name) to
    /// what each player holds: the position after the action.
    pub fn add_goods(&mut self, taken: &BTreeMap<String, BTreeMap<Good, u32>>) {
        for (name, goods) in taken {
            let Some(p) = self.players.iter().position(|q| q == name) else {
                continue;
            };
            for (good, n) in goods {
                let held = self.goods.entry((p, *good)).or_default();
                *held = held.saturating_add(*n);
            }
        }
    }

    /// A position with these players and rule sets, an empty table, and the
    /// first player to move.
    pub fn new(players: &[&str], sets: &[RuleSet]) -> Self {
        Position {
            rules: Rules {
                sets: sets.to_vec(),
                wagon_move: WagonMove::default(),
            },
            players: players.iter().map(|p| (*p).to_owned()).collect(),
            ..Position::default()
        }
    }

    /// A player's index by name.
    pub fn player(&self, name: &str) -> Option<PlayerIdx> {
        self.players.iter().position(|p| p == name)
    }
}

/// Where the placed tile goes.
#[derive(Clone, Copy, Debug)]
pub struct Placement {
    /// The tile.
    pub tile: &'static Tile,
    /// The square.
    pub at: Pos,
    /// The clockwise turn.
    pub rotation: Rotation,
}

/// A flight by the placed tile's flying machine.
#[derive(Clone, Copy, Debug, Default)]
pub struct Flight {
    /// The die, if rolled.
    pub roll: Option<u8>,
    /// The feature of the tile reached, if one was chosen.
    pub on: Option<On>,
}

/// The main deployment of a turn.
#[derive(Clone, Copy, Debug)]
pub enum Deploy {
    /// A figure on a feature of the placed tile.
    On {
        /// The figure.
        figure: FigureKind,
        /// The feature.
        on: On,
    },
    /// A figure (the barn) at a corner of the placed tile.
    Corner {
        /// The figure.
        figure: FigureKind,
        /// The corner.
        corner: Corner,
    },
    /// A figure sent by the flying machine.
    Fly {
        /// The figure.
        figure: FigureKind,
        /// The flight.
        flight: Flight,
    },
    /// The player's abbot taken back from this square instead of deploying.
    AbbotReturn {
        /// The abbot's square.
        at: Pos,
    },
    /// A tower floor built on the foundation or open tower of a tile of the
    /// table instead of deploying, and what it captures (The Tower).
    Floor {
        /// The tower's square.
        at: Pos,
        /// The follower captured, if any.
        capture: Option<Capture>,
        /// Which of the player's own figures comes back if the capture
        /// leads to an exchange and the other player holds several kinds.
        exchange: Option<FigureKind>,
    },
    /// The fairy moved next to one of the player's followers instead of
    /// deploying (The Princess & the Dragon).
    Fairy(Capture),
    /// A figure deployed through the placed tile's magic portal onto a
    /// feature of any tile.
    Portal {
        /// The figure.
        figure: FigureKind,
        /// The tile's square.
        at: Pos,
        /// The feature (or, for the barn, a corner: refused).
        on: Standpoint,
    },
    /// A knight of the placed princess's city sent home instead of
    /// deploying.
    Princess(Capture),
    /// One of the player's own figures taken back from the table instead
    /// of deploying, on a festival tile (The Festival).
    Festival(Capture),
    /// One of the player's followers held prisoner, named for a festival
    /// return: it is off the table (The Festival with The Tower).
    FestivalPrisoner {
        /// The player holding it.
        holder: PlayerIdx,
        /// Which of the player's figures.
        figure: FigureKind,
    },
    /// A follower put on top of an open tower instead of deploying, closing
    /// it (The Tower).
    TowerTop {
        /// The figure.
        figure: FigureKind,
        /// The tower's square.
        at: Pos,
    },
}

impl Deploy {
    /// The figure put from the player's hand onto the placed tile, at one
    /// of its corners, or launched from it: the deployments the engine
    /// makes itself (and refuses a piece that is no figure for); `None`
    /// for every other deployment, a module's to judge.
    pub fn from_placed_tile(&self) -> Option<FigureKind> {
        match *self {
            Deploy::On { figure, .. }
            | Deploy::Corner { figure, .. }
            | Deploy::Fly { figure, .. } => Some(figure),
            _ => None,
        }
    }

    /// The figure the deployment puts on the table from the player's hand,
    /// if it puts one there (a floor, a figure taken back or a fairy moved
    /// puts none).
    pub fn figure(&self) -> Option<FigureKind> {
        match *self {
            Deploy::On { figure, .. }
            | Deploy::Corner { figure, .. }
            | Deploy::Fly { figure, .. }
            | Deploy::Portal { figure, .. }
            | Deploy::TowerTop { figure, .. } => Some(figure),
            Deploy::AbbotReturn { .. }
            | Deploy::Floor { .. }
            | Deploy::Fairy(_)
            | Deploy::Princess(_)
            | Deploy::Festival(_)
            | Deploy::FestivalPrisoner { .. } => None,
        }
    }
}

/// A figure named where it stands on the table (captured by a tower, the
/// fairy's follower, a knight a princess sends home).
#[derive(Clone, Copy, Debug)]
pub struct Capture {
    /// The square of the tile it stands on.
    pub at: Pos,
    /// Where on that tile.
    pub on: Standpoint,
    /// Whose, when several figures stand there.
    pub owner: Option<PlayerIdx>,
    /// Which, when several figures stand there.
    pub figure: Option<FigureKind>,
}

/// Where on a tile a figure stands, as an action names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standpoint {
    /// A feature.
    Feature(On),
    /// A corner (the barn's place).
    Corner(Corner),
    /// The top of the tile's tower.
    Tower,
}

impl Standpoint {
    /// Where a figure named so stands on `placed`, if `placed` has it.
    pub fn standing_on(self, placed: &crate::board::PlacedTile) -> Option<Standing> {
        Some(match self {
            Standpoint::Feature(on) => {
                Standing::Feature(crate::board::locate(placed.tile, placed.rot, on).ok()?)
            }
            Standpoint::Corner(corner) => Standing::Corner(corner),
            Standpoint::Tower => Standing::Tower,
        })
    }

    /// How an action names a figure standing so on `placed`: `None` at a
    /// corner, which names no figure to capture or send home.
    pub fn of_standing(standing: Standing, placed: &crate::board::PlacedTile) -> Option<Self> {
        match standing {
            Standing::Feature(i) => Some(Standpoint::Feature(crate::board::name_of(placed, i))),
            Standing::Tower => Some(Standpoint::Tower),
            Standing::Corner(_) => None,
        }
    }

    /// The name as written in a scenario (`N`, `monastery`, `NE`, `tower`).
    pub fn name(self) -> &'static str {
        match self {
            Standpoint::Feature(on) => on.name(),
            Standpoint::Corner(c) => c.name(),
            Standpoint::Tower => "tower",
        }
    }
}

/// A prisoner bought back before the tile is placed (The Tower).
#[derive(Clone, Copy, Debug)]
pub struct Ransom {
    /// The player holding it.
    pub from: PlayerIdx,
    /// The active player's figure bought back.
    pub figure: FigureKind,
}

/// The phantom's deployment, after the main one.
#[derive(Clone, Copy, Debug)]
pub enum PhantomDeploy {
    /// On a feature of the placed tile.
    On(On),
    /// By the flying machine.
    Fly(Flight),
}

/// A ferry moved to join two other road ends of its lake.
#[derive(Clone, Copy, Debug)]
pub struct FerryMove {
    /// The lake tile's square.
    pub at: Pos,
    /// The road ends joined afterwards, in board orientation.
    pub to: [Point; 2],
}

/// Where a freed wagon goes.
#[derive(Clone, Copy, Debug)]
pub enum WagonTarget {
    /// Back to its owner's hand.
    Supply,
    /// Onto the feature named on a tile.
    Feature {
        /// The tile's square.
        at: Pos,
        /// The feature.
        on: On,
    },
}

/// The choice for one player's freed wagon.
#[derive(Clone, Copy, Debug)]
pub struct WagonChoice {
    /// The wagon's owner.
    pub owner: PlayerIdx,
    /// The square of the wagon meant, where its owner has more than one
    /// freed in the turn.
    pub from: Option<Pos>,
    /// Where it goes.
    pub to: WagonTarget,
}

/// A turn: the tile and what follows it, in the order of play.
#[derive(Clone, Debug)]
pub struct TurnAction {
    /// The tile placed.
    pub place: Placement,
    /// The main deployment, if any.
    pub deploy: Option<Deploy>,
    /// The phantom, if deployed.
    pub phantom: Option<PhantomDeploy>,
    /// The placed lake's ferry.
    pub ferry: Option<[Point; 2]>,
    /// Ferries moved.
    pub move_ferries: Vec<FerryMove>,
    /// Choices for freed wagons.
    pub wagons: Vec<WagonChoice>,
    /// A prisoner bought back first (The Tower).
    pub ransom: Option<Ransom>,
    /// The squares the dragon moves to, in order (a dragon tile).
    pub dragon: Option<Vec<Pos>>,
    /// A follower taken out of a besieged city at the end of the turn.
    pub escape: Option<Capture>,
    /// Small cities completed this turn that their holder turns into
    /// castles instead of scoring them (castles), by a tile and segment.
    pub castles: Vec<(Pos, On)>,
    /// For a castle beside several features completed at once, the one it
    /// scores: the castle (either tile), then the feature.
    pub castle_scores: Vec<CastleScore>,
    /// Figures leaving the City of Carcassonne before the features they go
    /// to score.
    pub leave_city: Vec<LeaveCity>,
    /// A figure the active player puts into the City after scoring.
    pub enter_city: Option<EnterCity>,
    /// Where the player who entered the City moves the count.
    pub move_count: Option<Quarter>,
    /// What a box's own keys choose for the turn (a bridge, a bazaar's
    /// bids), one typed slot a box, read by the box's module alone.
    pub boxes: Slots,
    /// What the player tries after all this in the same turn, in order:
    /// parts of a turn once more, or the next tile of a double turn.
    pub also: Vec<Also>,
}

/// Something more the player tries in the same turn, after the tile
/// before it has been played out.
#[derive(Clone, Debug)]
pub enum Also {
    /// Parts the tile's turn already has, tried once more (a second
    /// deployment): only the parts it names count, and
    /// its placement is the tile's own.
    Again(Box<TurnAction>),
    /// The next tile of the turn (a double turn's second), with all it
    /// does.
    Tile(Box<TurnAction>),
}

/// A choice the rules offered a player during a turn that the action did
/// not take, which another action could: random games take one now and
/// then and play the turn again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    /// A knight that could escape a besieged city at the end of the turn.
    Escape(Capture),
    /// A small city its holder (the player) could have turned into a
    /// castle.
    Castle(Pos, On, PlayerIdx),
    /// The active player could have put this figure into this quarter of
    /// the City of Carcassonne.
    EnterCity(PlayerIdx, EnterCity),
    /// A figure could have left the City of Carcassonne for a feature
    /// that scored.
    LeaveCity(LeaveCity),
}

impl Offer {
    /// The choice as a ruling lists it: who could have made it (`active`
    /// for an escape), and what an action would name.
    pub fn named(&self, active: PlayerIdx, name: impl Fn(PlayerIdx) -> String) -> OfferAt {
        let offer = |kind, player| OfferAt {
            kind,
            player: name(player),
            at: None,
            on: None,
            figure: None,
            quarter: None,
            because: None,
        };
        match *self {
            Offer::Castle(at, on, holder) => OfferAt {
                at: Some(at),
                on: Some(on.name().to_owned()),
                ..offer(OfferKind::Castle, holder)
            },
            Offer::Escape(c) => OfferAt {
                at: Some(c.at),
                on: Some(c.on.name().to_owned()),
                figure: c.figure,
                ..offer(OfferKind::Escape, active)
            },
            Offer::EnterCity(p, _) => offer(OfferKind::EnterCity, p),
            Offer::LeaveCity(l) => OfferAt {
                at: Some(l.at),
                on: Some(l.on.name().to_owned()),
                figure: Some(l.kind),
                quarter: Some(l.quarter),
                ..offer(OfferKind::LeaveCity, l.owner)
            },
        }
    }
}

impl PartialEq for Capture {
    fn eq(&self, other: &Self) -> bool {
        (self.at, self.on, self.owner, self.figure)
            == (other.at, other.on, other.owner, other.figure)
    }
}

impl Eq for Capture {}

/// The feature a castle scores when several complete beside it at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastleScore {
    /// A square of the castle.
    pub castle: Pos,
    /// A square of the feature.
    pub at: Pos,
    /// The feature there.
    pub on: On,
}

impl Action {
    /// The final scoring with no choices made.
    pub fn final_scoring() -> Action {
        Action::FinalScoring(FinalChoices::default())
    }
}

impl TurnAction {
    /// Takes a choice the rules left open (a ruling's offer) as part of
    /// the action.
    pub fn take(&mut self, offer: Offer) {
        match offer {
            Offer::Escape(c) => self.escape = Some(c),
            Offer::Castle(at, on, _) => self.castles.push((at, on)),
            Offer::EnterCity(_, e) => self.enter_city = Some(e),
            Offer::LeaveCity(l) => self.leave_city.push(l),
        }
    }

    /// The turn's tiles, in order: its own, then each next tile's (a
    /// double turn's), without the entries that place none.
    pub fn placements(&self) -> impl Iterator<Item = &Placement> {
        std::iter::once(&self.place).chain(self.also.iter().filter_map(|a| match a {
            Also::Tile(next) => Some(&next.place),
            Also::Again(_) => None,
        }))
    }

    /// Placing a tile and nothing more.
    pub fn place(tile: &'static Tile, at: Pos, rotation: Rotation) -> Self {
        TurnAction {
            place: Placement { tile, at, rotation },
            deploy: None,
            phantom: None,
            ferry: None,
            move_ferries: Vec::new(),
            wagons: Vec::new(),
            ransom: None,
            dragon: None,
            escape: None,
            castles: Vec::new(),
            castle_scores: Vec::new(),
            leave_city: Vec::new(),
            enter_city: None,
            move_count: None,
            boxes: Slots::default(),
            also: Vec::new(),
        }
    }
}

/// The proposed action.
#[derive(Clone, Debug)]
pub enum Action {
    /// Score the table as at the end of the game, with the choices made
    /// then.
    FinalScoring(FinalChoices),
    /// Play a turn.
    Turn(Box<TurnAction>),
}

/// A part of the position or the action, so that a front end can show the
/// place it was written when a rule refuses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Locus {
    /// The whole `place`.
    Place,
    /// The tile of `place`.
    PlaceTile,
    /// The square of `place`.
    PlaceAt,
    /// The rotation of `place`.
    PlaceRotation,
    /// The whole main deployment.
    Deploy,
    /// The figure of the deployment.
    DeployFigure,
    /// Where the deployment puts it (`on`, `corner`, or the abbot's `at`).
    DeployOn,
    /// The whole phantom deployment.
    Phantom,
    /// Where the phantom goes.
    PhantomOn,
    /// The placed lake's ferry.
    Ferry,
    /// One ferry move, by its place in the list.
    FerryMove(usize),
    /// One wagon choice, by its place in the list.
    Wagon(usize),
    /// The follower a tower floor captures.
    Capture,
    /// The choice of the figure coming back in an exchange of prisoners.
    Exchange,
    /// The prisoner bought back.
    Ransom,
    /// The dragon's moves.
    Dragon,
    /// One of the dragon's moves, by its place in the list.
    DragonStep(usize),
    /// The knight taken out of a besieged city.
    Escape,
    /// One small city the action turns into a castle, by its place in the
    /// list.
    CastleBuild(usize),
    /// One castle's choice of the feature it scores, by its place in the
    /// list.
    CastleScore(usize),
    /// One figure leaving the City of Carcassonne, by its place in the
    /// list.
    LeaveCity(usize),
    /// The figure put into the City of Carcassonne.
    EnterCity,
    /// The count's move.
    MoveCount,
    /// A tile of the table (or the placed tile).
    Tile(Pos),
    /// A figure of the position.
    Figure(crate::board::FigureId),
    /// The rules in play.
    Rules,
    /// One entry of what the player tries after the rest, by its place in
    /// the list, as a whole.
    Also(usize),
    /// A box's own key of the turn, by its name, and an item of it by its
    /// place (0 for the key's whole value).
    BoxKey(&'static str, usize),
}
