//! The scenario format, version 1 (spec/scenario-format.md): the typed model
//! and its loader. Every value keeps the span it was read from, so rulings and
//! diagnostics can point back into the file.
//!
//! What every scenario has (the players, the board, the placement, the
//! figures, `expect`) is read in `load.rs`; the keys of a box, and the
//! model's types for them, are read in that box's own file, named for its
//! rule set (`tower.rs`, `count.rs`, ...), which `load.rs` calls at the
//! key. Checking them against the table and the rules in play,
//! translating them and writing them back is `crate::translate`'s, in a
//! file of the same name there.

pub mod format;
mod load;
pub(crate) mod read;
pub mod shape;
pub mod write;

mod abbey_mayor;
mod abbot;
mod builder;
mod castles;
mod count;
mod ferries;
mod festival;
mod flier;
mod phantom;
mod princess_dragon;
mod sieges;
mod tower;
mod traders_builders;

pub use abbey_mayor::{WagonChoice, WagonTarget};
pub use castles::{CastleEntry, CastleScoreEntry};
pub use count::{CityEntry, EnterCityEntry, InCityEntry, LeaveCityEntry};
pub use ferries::FerryMove;
pub use flier::Flight;
pub use load::load;
pub use phantom::PhantomDeploy;
pub use princess_dragon::FairySpot;
pub use tower::{Captive, PrisonersByPlayer, Ransom};
pub use traders_builders::GoodsByPlayer;

/// The square a node names, if the loader would take it: two integers
/// within the loader's bounds. For a reader that holds the tree of a file
/// that does not load as a whole: the page for the table draws such a
/// file's board, and must not be handed a square the loader refuses (one
/// 2^53 away is past where JavaScript counts whole numbers exactly).
pub fn square(node: &yaml::Node) -> Option<Pos> {
    read::pos(node, &mut read::Problems(Vec::new())).map(|p| p.value)
}

/// The rotation a node names, if the loader would take it (a quarter turn
/// in degrees); for the same readers as [`square`].
pub fn rotation(node: &yaml::Node) -> Option<Rotation> {
    load::rotation(Some(node), &mut read::Problems(Vec::new())).map(|r| r.value)
}

use crate::figure::{FigureKind, RuleSet};
use crate::geometry::{Corner, Point, Pos, Rotation};
use crate::yaml::{self, Span};

/// A value and where in the file it was written.
#[derive(Clone, Debug, PartialEq)]
pub struct Sp<T> {
    pub value: T,
    pub span: Span,
}

impl<T> Sp<T> {
    pub fn new(value: T, span: Span) -> Self {
        Sp { value, span }
    }
}

pub use carc_core::board::On;
pub use carc_core::position::{Quarter, WagonMove};

/// Where a figure stands on its tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    On(On),
    Corner(Corner),
    /// On top of the tile's tower (The Tower).
    Tower,
}

#[derive(Clone, Debug)]
pub struct FigureEntry {
    pub span: Span,
    pub owner: Sp<String>,
    pub figure: Sp<FigureKind>,
    pub spot: Sp<Spot>,
}

#[derive(Clone, Debug)]
pub struct BoardEntry {
    pub span: Span,
    pub tile: Sp<String>,
    pub at: Sp<Pos>,
    pub rotation: Sp<Rotation>,
    pub figures: Vec<FigureEntry>,
    pub ferry: Option<Sp<[Point; 2]>>,
    /// The floors of the tile's tower (The Tower).
    pub tower: Option<Sp<i64>>,
}

#[derive(Clone, Debug)]
pub struct Placement {
    pub span: Span,
    pub tile: Sp<String>,
    pub at: Sp<Pos>,
    pub rotation: Sp<Rotation>,
}

/// The main deployment of a turn.
#[derive(Clone, Debug)]
pub enum Deploy {
    On {
        figure: Sp<FigureKind>,
        on: Sp<On>,
    },
    Corner {
        figure: Sp<FigureKind>,
        corner: Sp<Corner>,
    },
    Fly {
        figure: Sp<FigureKind>,
        flight: Flight,
    },
    AbbotReturn {
        at: Sp<Pos>,
    },
    Floor {
        at: Sp<Pos>,
        capture: Option<Sp<Capture>>,
        exchange: Option<Sp<FigureKind>>,
    },
    TowerTop {
        figure: Sp<FigureKind>,
        at: Sp<Pos>,
    },
    Fairy(Sp<Capture>),
    Portal {
        figure: Sp<FigureKind>,
        at: Sp<Pos>,
        on: Sp<carc_core::position::Standpoint>,
    },
    Princess(Sp<Capture>),
    /// One of the player's figures taken back on a festival tile.
    Festival(Sp<Capture>),
    /// One of the player's followers held prisoner, named for a festival
    /// return: who holds it, and which.
    FestivalPrisoner {
        held_by: Sp<String>,
        figure: Sp<FigureKind>,
    },
}

/// The follower a tower floor captures: a square, where on its tile
/// (`None` for the top of its tower), and whose and which when several
/// stand there.
#[derive(Clone, Debug)]
pub struct Capture {
    pub at: Sp<Pos>,
    pub on: Sp<carc_core::position::Standpoint>,
    pub owner: Option<Sp<String>>,
    pub figure: Option<Sp<FigureKind>>,
}

#[derive(Clone, Debug)]
pub struct Turn {
    pub place: Placement,
    pub deploy: Option<Sp<Deploy>>,
    pub phantom: Option<Sp<PhantomDeploy>>,
    pub ferry: Option<Sp<[Point; 2]>>,
    pub move_ferries: Vec<FerryMove>,
    pub wagons: Vec<WagonChoice>,
    pub ransom: Option<Sp<Ransom>>,
    /// The dragon's squares, in order (a dragon tile).
    pub dragon: Option<Sp<Vec<Sp<Pos>>>>,
    /// A knight leaving a besieged city at the end of the turn.
    pub escape: Option<Sp<Capture>>,
    /// Small cities completed this turn turned into castles.
    pub castles: Vec<CastleEntry>,
    /// Which feature a castle scores when several complete beside it.
    pub castle_scores: Vec<CastleScoreEntry>,
    /// Figures leaving the City of Carcassonne before the scoring.
    pub leave_city: Vec<LeaveCityEntry>,
    /// The active player's figure put into the City after the scoring.
    pub enter_city: Option<Sp<EnterCityEntry>>,
    /// Where the count goes.
    pub move_count: Option<Sp<Quarter>>,
    /// What the file writes under the boxes' own turn keys, unread.
    pub box_keys: BoxKeys,
    /// What the player tries after the rest, in order.
    pub also: Vec<Sp<AlsoEntry>>,
}

/// One entry of `also`: the next tile of a double turn (`tile`), or parts
/// of the tile's turn tried once more, written with no `place` of their
/// own (the turn's placement stands in for it).
#[derive(Clone, Debug)]
pub struct AlsoEntry {
    pub tile: bool,
    pub turn: Turn,
}

#[derive(Clone, Debug)]
pub enum Action {
    /// The final scoring, with the figures leaving the City then.
    FinalScoring(Vec<LeaveCityEntry>),
    Turn(Box<Turn>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Legal,
    Illegal,
}

impl Verdict {
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Legal => "legal",
            Verdict::Illegal => "illegal",
        }
    }
}

/// Figures per player, e.g. `returned: {red: [follower]}`.
pub type FiguresByPlayer = Vec<(Sp<String>, Vec<Sp<FigureKind>>)>;
/// Counts per player and key, e.g. `{red: {follower: 2}}`.
pub type CountsByPlayer<K> = Vec<(Sp<String>, Vec<(Sp<K>, Sp<i64>)>)>;
/// A hand per player, e.g. `supply: {red: {follower: 2}}`.
pub type Hands = CountsByPlayer<FigureKind>;

/// A figure the author expects on the table after the action.
#[derive(Clone, Debug)]
pub struct ExpectFigure {
    pub span: Span,
    pub owner: Sp<String>,
    pub figure: Sp<FigureKind>,
    pub at: Sp<Pos>,
    pub spot: Sp<Spot>,
}

#[derive(Clone, Debug)]
pub struct Expect {
    pub span: Span,
    /// What `expect` writes under the boxes' own keys, unread.
    pub box_keys: BoxKeys,
    pub verdict: Option<Sp<Verdict>>,
    pub scores: Option<Vec<(Sp<String>, Sp<i64>)>>,
    pub returned: Option<FiguresByPlayer>,
    pub cites: Vec<Sp<String>>,
    /// Citations the ruling must not contain.
    pub not_cites: Vec<Sp<String>>,
    pub rule: Option<Sp<String>>,
    /// Figures that must stand on the table after the action.
    pub figures: Option<Vec<ExpectFigure>>,
    /// Whether the builder's second turn must be granted.
    pub double_turn: Option<Sp<bool>>,
    /// Goods tokens taken by the action.
    pub goods: Option<GoodsByPlayer>,
    /// Prisoners held after the action (The Tower).
    pub prisoners: Option<PrisonersByPlayer>,
    /// The dragon's square after the action (The Princess & the Dragon).
    pub dragon: Option<Sp<Pos>>,
    /// Castles that must stand on the table after the action.
    pub castles: Option<Vec<CastleEntry>>,
    /// The choices the ruling must leave open (a castle, an escape); an
    /// empty list: none.
    pub offers: Option<Vec<OfferEntry>>,
    /// The City of Carcassonne after the action, whole.
    pub city: Option<CityEntry>,
}

/// A choice left open, as `expect.offers` names it.
#[derive(Clone, Debug)]
pub struct OfferEntry {
    pub span: Span,
    /// `castle`, `escape`, `enter-city` or `leave-city`.
    pub kind: Sp<OfferKind>,
    /// Who could make it; any player when left out.
    pub player: Option<Sp<String>>,
    /// The square and feature named; none for `enter-city`.
    pub at: Option<Sp<Pos>>,
    pub on: Option<Sp<On>>,
}

/// The kinds of choice a ruling may leave open, as `expect.offers` names
/// them: the ruling's own.
pub use carc_core::ruling::OfferKind;

#[derive(Clone, Debug)]
pub struct Scenario {
    pub title: Sp<String>,
    pub source: Option<Sp<String>>,
    pub rules: Sp<Vec<Sp<RuleSet>>>,
    pub wagon_move: Sp<WagonMove>,
    pub players: Vec<Sp<String>>,
    pub current: Option<Sp<String>>,
    pub scores: Vec<(Sp<String>, Sp<i64>)>,
    pub supply: Option<Hands>,
    /// Goods tokens held before the action (Traders & Builders).
    pub goods: GoodsByPlayer,
    /// Figures held captive before the action (The Tower).
    pub prisoners: PrisonersByPlayer,
    /// The dragon's square (The Princess & the Dragon).
    pub dragon: Option<Sp<Pos>>,
    /// Where the fairy stands: a square, and the follower it is next to.
    pub fairy: Option<Sp<FairySpot>>,
    /// Castles on the table before the action.
    pub castles: Vec<CastleEntry>,
    /// The City of Carcassonne's quarters and the count.
    pub city: Option<CityEntry>,
    /// Tiles set aside earlier in the game as fitting nowhere, by id.
    pub set_aside: Vec<Sp<String>>,
    /// What the file writes under the boxes' own keys, by key, unread: each
    /// box's file reads its own (`crate::translate::Keys::position_keys`).
    pub box_keys: BoxKeys,
    pub board: Vec<BoardEntry>,
    pub action: Sp<Action>,
    pub expect: Option<Expect>,
}

/// The values a file writes under the boxes' own keys, by key.
#[derive(Clone, Debug, Default)]
pub struct BoxKeys(pub Vec<(&'static str, crate::yaml::Node)>);

impl BoxKeys {
    /// The value written under `key`, if the file writes it.
    pub fn get(&self, key: &str) -> Option<&crate::yaml::Node> {
        self.0.iter().find(|(k, _)| *k == key).map(|(_, n)| n)
    }

    /// Keeps what `f` holds under each of `keys`.
    pub(crate) fn keep(
        f: &mut read::Fields<'_>,
        keys: impl Iterator<Item = &'static str>,
    ) -> BoxKeys {
        BoxKeys(
            keys.filter_map(|k| f.opt(k).map(|n| (k, n.clone())))
                .collect(),
        )
    }
}

impl Scenario {
    pub fn plays(&self, rules: RuleSet) -> bool {
        rules == RuleSet::Base || self.rules.value.iter().any(|r| r.value.includes(rules))
    }

    /// The player whose turn it is.
    pub fn current_player(&self) -> &str {
        self.current
            .as_ref()
            .map(|c| c.value.as_str())
            .or_else(|| self.players.first().map(|p| p.value.as_str()))
            .unwrap_or_default()
    }
}
