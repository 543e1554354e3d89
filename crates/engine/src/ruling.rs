//! What the judge decides, as facts: the verdict, the events of the turn
//! with their citations, the points and figures that change hands, and where
//! the figures stand afterwards. Sentences are a front end's business.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::Serialize;

use crate::catalogue::Good;
use crate::figure::FigureKind;
use crate::geometry::Pos;
use crate::graph::Segment;
use crate::position::{Locus, Quarter, WagonMove};
use crate::registry::{Rule, Say};

pub use crate::engine::refusal::{Clause, Detail, Join, Spot};

/// A feature of the table, as a ruling names it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct FeatureRef {
    /// `road`, `city`, `monastery`, `garden`, `farm` (a connected field) or
    /// `abbey`.
    pub kind: &'static str,
    /// Every square it covers, in order.
    pub squares: Vec<Pos>,
    /// The pennants in it (cities).
    pub pennants: u32,
    /// The inns beside it (roads; Inns & Cathedrals).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub inns: u32,
    /// The cathedrals in it (cities; Inns & Cathedrals).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub cathedrals: u32,
    /// A square of it and the name of the feature there (`W`, `monastery`),
    /// as a scenario would write it: `{at: [x, y], on: NAME}`.
    pub at: Pos,
    /// See `at`.
    pub on: String,
    /// Whether it is the only feature of its kind on the tile at `at`, so
    /// that the square alone names it ("the city on [0, 0]"); when not,
    /// `on` tells it apart from the others ("the road W on [0, 0]").
    pub alone_on_tile: bool,
}

impl FeatureRef {
    /// The feature `group` of the table, named at its segment `seg`.
    pub fn of(board: &crate::board::Board, group: &crate::graph::Group, seg: Segment) -> Self {
        let anchor = group.anchor();
        let kind = match group.kind {
            crate::catalogue::Kind::Field => "farm",
            // A feature in the middle of its tile goes by the tile's name
            // for it: the abbey scores as a monastery, and is called the
            // abbey.
            k if k.is_surrounded_kind() => board
                .tile(anchor.pos)
                .and_then(|p| p.tile.features[anchor.feature].centre_name)
                .unwrap_or(k.name()),
            k => k.name(),
        };
        let tile = board.tile(seg.pos);
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
            on: tile
                .map(|t| crate::board::feature_on(t, seg.feature))
                .unwrap_or_default(),
            alone_on_tile,
        }
    }
}

fn is_zero_points(n: &i64) -> bool {
    *n == 0
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// Some tokens of one good.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct GoodsCount {
    /// The good.
    pub good: Good,
    /// How many tokens.
    pub count: u32,
}

/// The tokens of one good a player holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Holding {
    /// The player.
    pub player: String,
    /// How many tokens.
    pub count: u32,
}

/// Why a figure counts as much as it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "basis", content = "count", rename_all = "kebab-case")]
pub enum Basis {
    /// One, as every follower by default.
    Plain,
    /// A fixed strength of its kind (the big follower's 2).
    Fixed,
    /// As many as the city's pennants (the mayor).
    Pennants(u32),
}

/// One figure's share of its owner's strength on a feature.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct StrengthPart {
    /// The figure.
    pub figure: FigureKind,
    /// The square it stands on.
    pub at: Pos,
    /// What it counts.
    pub strength: u32,
    /// Why.
    #[serde(flatten)]
    pub basis: Basis,
    /// The rules that set it (none for a plain follower).
    pub rules: Vec<Rule>,
}

/// A player's strength on a feature.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Strength {
    /// The player.
    pub player: String,
    /// The sum of the parts.
    pub total: u32,
    /// Each figure's share.
    pub parts: Vec<StrengthPart>,
}

/// How a feature's points are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "counted", rename_all = "kebab-case")]
pub enum Counting {
    /// A road: points per tile (1, or 2 with an inn).
    Road {
        /// Its tiles.
        tiles: u32,
        /// Points per tile.
        rate: u32,
    },
    /// A city: points per tile and per pennant (2 and 2 when completed, 1
    /// and 1 at game end).
    City {
        /// Its tiles.
        tiles: u32,
        /// Its pennants.
        pennants: u32,
        /// Points per tile and per pennant.
        rate: u32,
    },
    /// A monastery, garden or abbey: one for itself and one a neighbour.
    Cloister {
        /// Tiles on the eight squares around it.
        neighbours: u32,
    },
    /// A feature left open at the end of the game that a rule makes worth
    /// nothing then (a road with an inn, a city with a cathedral).
    Forfeit {
        /// Its tiles.
        tiles: u32,
    },
    /// A castle still holding its follower at the end of the game: worth
    /// nothing then.
    Castle {
        /// Its tiles.
        tiles: u32,
    },
    /// No rule in play scores it.
    Unscored,
}

/// A figure and its owner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Owned {
    /// The owner.
    pub player: String,
    /// The figure.
    pub figure: FigureKind,
}

/// Why the builder's double turn is or is not granted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum DoubleTurnWhy {
    /// The tile extends the feature where the player's builder stands.
    Extends,
    /// The tile closes the builder's feature from outside without joining
    /// it (it is no part of it), so it does not extend it.
    ClosesWithoutJoining,
    /// A ferry move, not a placed tile, joined the builder's road.
    FerryMove,
    /// The tile extends the feature but is itself the second tile of a
    /// double turn, which earns no third.
    SecondTile,
}

/// How a freed wagon's move went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum WagonOutcome {
    /// It rolled on.
    Moved,
    /// Its owner sent it to supply though it could have moved.
    StaysByChoice,
    /// Nothing was within reach.
    NowhereToGo,
}

/// A farm's per-city rate raised by a figure (the pig).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct FarmBonus {
    /// The figure that brings it.
    pub figure: FigureKind,
    /// Extra points per completed city.
    pub per_city: i64,
}

/// Completed cities a farm counts otherwise than at its plain rate: a
/// besieged city twice, a castle one point more.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct FarmCities {
    /// The rule that counts them so.
    pub rule: Rule,
    /// Another rule that bears on it (a footnote), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub also: Option<Rule>,
    /// How many of the farm's cities it covers.
    pub cities: u32,
    /// The points they add to the plain count.
    pub points: i64,
}

/// Where a walk along a road from the placed tile stopped at a lake.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "reached", rename_all = "kebab-case")]
pub enum FerryWalk {
    /// The first ferry along the road: it may move (ferries:fn3).
    Movable {
        /// The road end of the placed tile the walk left from.
        from: &'static str,
        /// The lake tile's square.
        lake: Pos,
        /// The jetty where the road reached the lake.
        jetty: &'static str,
        /// The jetties its ferry joins.
        joins: [&'static str; 2],
    },
    /// A jetty the lake's ferry does not serve: the road ends there, so the
    /// ferry is not reached (ferries:fn2).
    DeadEnd {
        /// The road end of the placed tile the walk left from.
        from: &'static str,
        /// The lake tile's square.
        lake: Pos,
        /// The jetty where the road ends.
        jetty: &'static str,
        /// The jetties its ferry joins.
        joins: [&'static str; 2],
    },
    /// A ferry further along the road than the first: it may not move
    /// (ferries:fn3).
    Beyond {
        /// The road end of the placed tile the walk left from.
        from: &'static str,
        /// The lake tile's square.
        lake: Pos,
        /// The first ferry's lake, which stops the walk.
        first: Pos,
    },
}

/// How a flight ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "outcome", rename_all = "kebab-case")]
pub enum FlightOutcome {
    /// On a feature of the tile reached.
    Landed {
        /// The feature of the table it lands on.
        feature: FeatureRef,
        /// The figures already there (it may share).
        sharing: Vec<Owned>,
    },
    /// No tile on the square reached: back to supply.
    NoTile,
    /// The tile reached offers nothing this figure may land on: back to
    /// supply.
    NowhereAllowed {
        /// The tile reached.
        tile: &'static str,
    },
}

/// Where one face of the die would send a flier.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct RollOption {
    /// The face.
    pub roll: u8,
    /// The square reached.
    pub square: Pos,
    /// The tile there, if any.
    pub tile: Option<&'static str>,
    /// The features it may land on there (none: back to supply).
    pub landings: Vec<FeatureRef>,
}

/// What happened, as facts. The `kind` names the step.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Fact {
    /// A tile placed on a square whose sides all match.
    TilePlaced {
        /// Who placed it.
        player: String,
        /// The tile's catalogue id.
        tile: &'static str,
        /// Its square.
        at: Pos,
        /// Its clockwise turn in degrees.
        rotation: u16,
    },
    /// The abbey placed into a hole: it fits any edge and joins nothing.
    AbbeyPlaced {
        /// Who placed it.
        player: String,
        /// Its square.
        at: Pos,
    },
    /// A figure deployed on a feature of the placed tile.
    Deployed {
        /// Who.
        player: String,
        /// The figure.
        figure: FigureKind,
        /// The feature of the tile it stands on, e.g. `road (E W)`.
        on: String,
        /// The same, as data.
        spot: Spot,
        /// The feature of the table that is part of.
        feature: FeatureRef,
        /// Deployed as the turn's second figure (the phantom).
        #[serde(rename = "phantom")]
        second: bool,
        /// For a figure that is no follower: the player's own followers
        /// already on the feature, which it joins.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        beside: Vec<Owned>,
    },
    /// A barn set at a corner of the placed tile.
    BarnSet {
        /// Whose.
        player: String,
        /// The placed tile's square.
        at: Pos,
        /// The corner.
        corner: &'static str,
        /// The farm it stands on.
        farm: FeatureRef,
    },
    /// The abbot taken back instead of deploying; its feature is scored now
    /// as at game end.
    AbbotTakenBack {
        /// Whose.
        player: String,
        /// The monastery or garden.
        feature: FeatureRef,
        /// Its value now.
        points: i64,
        /// How that is counted.
        counting: Counting,
    },
    /// A step of a box's own, in the box's words: the engine carries its
    /// clause and never reads it (the River II volcano's extra turn).
    Told {
        /// What it says, with its facts.
        clause: crate::engine::Clause,
        /// Who gains points by it, if anyone (the king's holder at the
        /// end).
        #[serde(skip_serializing_if = "Option::is_none")]
        player: Option<String>,
        /// The points gained.
        #[serde(default, skip_serializing_if = "is_zero_points")]
        points: i64,
    },
    /// The next tile of the turn is played (a double turn's second).
    NextTile {
        /// The player.
        player: String,
    },
    /// The builder's double turn.
    DoubleTurn {
        /// The player.
        player: String,
        /// Granted?
        granted: bool,
        /// Why.
        why: DoubleTurnWhy,
        /// The feature where the builder stands.
        feature: FeatureRef,
    },
    /// A feature the tile completed.
    Completed {
        /// The feature.
        feature: FeatureRef,
        /// What it is worth.
        points: i64,
        /// How that is counted.
        counting: Counting,
        /// Whether any figure stands on it (else nobody scores).
        occupied: bool,
    },
    /// Final scoring begins.
    FinalScoring,
    /// A feature valued at game end.
    Valued {
        /// The feature.
        feature: FeatureRef,
        /// What it is worth.
        points: i64,
        /// How that is counted.
        counting: Counting,
    },
    /// The majority on a feature scores it (nobody, without strength).
    Scored {
        /// The feature.
        feature: FeatureRef,
        /// The points each winner gains.
        points: i64,
        /// The players with the greatest strength (several: a tie).
        winners: Vec<String>,
        /// Every player's strength on it.
        strengths: Vec<Strength>,
        /// Figures on it that are no followers and add nothing to a
        /// strength, which a player may ask about.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        idle: Vec<Owned>,
    },
    /// A barn placed on a farm with farmers scores them now.
    BarnScoresFarmers {
        /// The farm.
        farm: FeatureRef,
    },
    /// A tile joined farmers to a farm with a barn: scored now.
    JoinedBarnFarm {
        /// The farm.
        farm: FeatureRef,
    },
    /// A farm scored for the majority of its farmers.
    FarmScored {
        /// The farm.
        farm: FeatureRef,
        /// Completed cities it borders.
        cities: u32,
        /// Open cities it borders, which count for nothing.
        #[serde(default, skip_serializing_if = "is_zero")]
        open: u32,
        /// The scoring player (absent when nobody has strength).
        #[serde(skip_serializing_if = "Option::is_none")]
        player: Option<String>,
        /// Points per completed city for them.
        per_city: i64,
        /// What raised the rate.
        #[serde(skip_serializing_if = "Option::is_none")]
        bonus: Option<FarmBonus>,
        /// Points more per completed city from a mark of the farm's tiles
        /// rather than a figure (a pig herd, The River II); 0 when none.
        #[serde(rename = "herd", default, skip_serializing_if = "is_zero_points")]
        marked: i64,
        /// Cities counted otherwise than at the rate.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        counted: Vec<FarmCities>,
        /// Points gained.
        points: i64,
        /// Every player's farmer strength.
        strengths: Vec<Strength>,
    },
    /// A barn scores at game end.
    BarnFinal {
        /// Its owner.
        player: String,
        /// Its farm.
        farm: FeatureRef,
        /// Completed cities the farm borders.
        cities: u32,
        /// Cities counted otherwise than at the rate.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        counted: Vec<FarmCities>,
        /// Points gained.
        points: i64,
    },
    /// A pig herd lies on a barn's farm at game end and adds nothing to the
    /// barn (car:fn194).
    HerdBesideBarn {
        /// The barn's owner.
        player: String,
        /// The farm.
        farm: FeatureRef,
    },
    /// Farms that each held a barn joined into one: allowed.
    BarnsJoined {
        /// The joined farm.
        farm: FeatureRef,
    },
    /// Figures back to their owners' hands.
    Returned {
        /// The figures.
        figures: Vec<Owned>,
        /// The feature they left, if it was scored.
        #[serde(skip_serializing_if = "Option::is_none")]
        from: Option<FeatureRef>,
    },
    /// A barn stays on the table after its farm's farmers score.
    BarnStays,
    /// The player who completed a city takes the goods tokens of its
    /// symbols.
    GoodsTaken {
        /// Who takes them.
        player: String,
        /// The completed city.
        city: FeatureRef,
        /// The tokens, by good.
        goods: Vec<GoodsCount>,
    },
    /// At game end, the most tokens of one good score.
    GoodsScored {
        /// The good.
        good: Good,
        /// Every player holding any, in turn order.
        holdings: Vec<Holding>,
        /// The players with the most (several on a tie).
        winners: Vec<String>,
        /// Points for each winner.
        points: i64,
    },
    /// A tower floor built (The Tower).
    FloorBuilt {
        /// Who built it.
        player: String,
        /// The tower's square.
        at: Pos,
        /// The tower's floors now.
        floors: u32,
        /// The squares it reaches now, around and with its own.
        reach: u32,
    },
    /// A follower put on top of a tower, closing it (The Tower).
    TowerClosed {
        /// Whose.
        player: String,
        /// The figure.
        figure: FigureKind,
        /// The tower's square.
        at: Pos,
    },
    /// A follower captured by the tower just built (The Tower).
    Captured {
        /// Who captured it.
        player: String,
        /// Whose it is.
        owner: String,
        /// The figure.
        figure: FigureKind,
        /// The square it stood on.
        at: Pos,
        /// Where on that tile: a feature, or `tower`.
        on: String,
        /// Held captive (another player's), or back in its owner's hand.
        prisoner: bool,
    },
    /// Two players who each held one of the other's figures exchange them
    /// (The Tower).
    Exchanged {
        /// The player who captured.
        player: String,
        /// The figure coming back to them.
        back: FigureKind,
        /// The other player.
        other: String,
        /// The figure going back to the other player.
        freed: FigureKind,
    },
    /// A prisoner bought back (The Tower).
    Ransomed {
        /// Who paid.
        player: String,
        /// Who held the figure and is paid.
        from: String,
        /// The figure.
        figure: FigureKind,
        /// Points paid.
        points: i64,
        /// The payer's score after paying, when it is below zero (no rule
        /// forbids it).
        #[serde(skip_serializing_if = "Option::is_none")]
        below_zero: Option<i64>,
    },
    /// The dragon flies to the volcano just placed (The Princess & the
    /// Dragon).
    DragonFlies {
        /// The volcano's square.
        at: Pos,
        /// Where it came from, if it was in play.
        #[serde(skip_serializing_if = "Option::is_none")]
        from: Option<Pos>,
    },
    /// One step of the dragon, and what it ate on the tile it entered.
    DragonStep {
        /// Which step (1 to 6).
        step: u32,
        /// The square entered.
        at: Pos,
        /// The figures eaten there.
        eaten: Vec<Owned>,
    },
    /// The dragon's movement ended before six steps: no tile was left to
    /// enter.
    DragonStuck {
        /// Where it stands.
        at: Pos,
        /// Steps taken.
        steps: u32,
    },
    /// The fairy moved next to a follower instead of deploying.
    FairyMoved {
        /// Whose follower.
        player: String,
        /// The follower.
        figure: FigureKind,
        /// Its square.
        at: Pos,
    },
    /// The fairy's point at the start of its follower's owner's turn.
    FairyPoint {
        /// Who scores it.
        player: String,
        /// Points (1).
        points: i64,
    },
    /// The fairy's follower was in a feature that scored.
    FairyScores {
        /// The follower's owner.
        player: String,
        /// The feature.
        feature: FeatureRef,
        /// Points (3).
        points: i64,
    },
    /// A figure deployed through the placed tile's magic portal.
    PortalDeployed {
        /// Whose.
        player: String,
        /// The figure.
        figure: FigureKind,
        /// The tile's square.
        at: Pos,
        /// The feature as the scenario names it on that tile.
        on: String,
        /// The feature of the table it joins.
        feature: FeatureRef,
    },
    /// A knight of the princess's city sent home.
    PrincessSends {
        /// Who placed the princess.
        player: String,
        /// The knight's owner.
        owner: String,
        /// The knight.
        figure: FigureKind,
        /// Its square.
        at: Pos,
        /// The city.
        city: FeatureRef,
    },
    /// A small city turned into a castle instead of being scored.
    CastleBuilt {
        /// Whose castle.
        player: String,
        /// The small city.
        city: FeatureRef,
        /// Other players' figures in it, sent home unscored.
        sent_home: Vec<Owned>,
    },
    /// An occupied castle scores nothing though features completed near
    /// it: none has a tile on its six squares.
    CastleLeftOut {
        /// The castle.
        castle: FeatureRef,
        /// The features completed beside its squares but not on them.
        completed: Vec<FeatureRef>,
    },
    /// A choice a player may expect at the end of the turn that the rules
    /// do not offer, and why, as the module that would offer it words it.
    NotOffered {
        /// Who would have made it.
        player: String,
        /// What it would have been.
        offer: OfferKind,
        /// Why not, as data (a clause of the message catalogue).
        because: Clause,
    },
    /// A castle scores the feature completed beside it.
    CastleScores {
        /// Its owner.
        player: String,
        /// The castle.
        castle: FeatureRef,
        /// The feature it scores.
        feature: FeatureRef,
        /// Points gained.
        points: i64,
    },
    /// A figure left a quarter of the City of Carcassonne for a feature
    /// about to score.
    LeftCity {
        /// Whose.
        player: String,
        /// The figure.
        figure: FigureKind,
        /// The quarter it left.
        quarter: Quarter,
        /// The feature it joined.
        feature: FeatureRef,
    },
    /// The active player put a figure into a quarter of the City of
    /// Carcassonne.
    EnteredCity {
        /// Who.
        player: String,
        /// The figure.
        figure: FigureKind,
        /// The quarter.
        quarter: Quarter,
        /// The players who scored this turn while the active player did
        /// not.
        scorers: Vec<String>,
    },
    /// The count moved to another quarter.
    CountMoved {
        /// Who moved it.
        player: String,
        /// Where it stood.
        from: Quarter,
        /// Where it stands now.
        to: Quarter,
    },
    /// A knight left a besieged city through a monastery beside a siege
    /// tile.
    Escaped {
        /// Whose.
        player: String,
        /// The figure.
        figure: FigureKind,
        /// Its square.
        at: Pos,
        /// The city.
        city: FeatureRef,
        /// The monastery's square.
        monastery: Pos,
    },
    /// A player took one of their figures back on a festival tile.
    FestivalReturn {
        /// Who.
        player: String,
        /// The figure.
        figure: FigureKind,
        /// Its square.
        at: Pos,
    },
    /// A figure sent by the flying machine with the roll of the die.
    Flew {
        /// Whose.
        player: String,
        /// The figure.
        figure: FigureKind,
        /// Sent as the phantom.
        phantom: bool,
        /// The placed tile's square.
        from: Pos,
        /// The machine's direction on the table.
        direction: &'static str,
        /// The die.
        roll: u8,
        /// The square reached.
        square: Pos,
        /// Where it ended.
        #[serde(flatten)]
        outcome: FlightOutcome,
    },
    /// A figure put on the flying machine with no roll given: where each
    /// face would send it.
    FlightOptions {
        /// Whose.
        player: String,
        /// The figure.
        figure: FigureKind,
        /// Sent as the phantom.
        phantom: bool,
        /// The placed tile's square.
        from: Pos,
        /// The machine's direction on the table.
        direction: &'static str,
        /// Face by face.
        options: Vec<RollOption>,
    },
    /// The placed lake's ferry.
    FerryPlaced {
        /// Who placed it.
        player: String,
        /// The lake tile's square.
        at: Pos,
        /// The two jetties it joins into one road.
        joins: [&'static str; 2],
        /// The jetties it leaves, whose roads end at the lake.
        ends: Vec<&'static str>,
        /// Whether the player deployed a figure on the tile first.
        after_deploying: bool,
    },
    /// Where the roads of the placed tile reach lakes: which ferries may
    /// move, and which may not and why.
    FerriesReached {
        /// Every walk that reached a lake.
        walks: Vec<FerryWalk>,
        /// Whether the action moves any ferry.
        moves_given: bool,
    },
    /// A ferry moved to join two other jetties.
    FerryMoved {
        /// Who moved it.
        player: String,
        /// The lake tile's square.
        at: Pos,
        /// The jetties it joined before.
        from: [&'static str; 2],
        /// The jetties it joins now.
        to: [&'static str; 2],
        /// The jetties it leaves, whose roads now end at the lake.
        ends: Vec<&'static str>,
    },
    /// A builder left without its owner's follower by a ferry move stays,
    /// because another follower of its owner is on its new road.
    BuilderStays {
        /// Its owner.
        player: String,
        /// The road it is on now.
        road: FeatureRef,
    },
    /// A freed wagon's move.
    Wagon {
        /// Its owner.
        player: String,
        /// The feature it was scored on.
        from: FeatureRef,
        /// What happened.
        outcome: WagonOutcome,
        /// Where it went.
        #[serde(skip_serializing_if = "Option::is_none")]
        to: Option<FeatureRef>,
        /// The features it could have gone to.
        options: Vec<FeatureRef>,
        /// The movement rule applied.
        rule: WagonMove,
    },
}

/// One step of the ruling: a fact and the rules it rests on.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Event {
    /// What happened.
    #[serde(flatten)]
    pub fact: Fact,
    /// The rules it rests on.
    pub cites: Vec<Rule>,
}

/// Why an action is illegal, and which part of it: clauses of data (see
/// [`Clause`]), written by the report layer in the reader's language.
#[derive(Clone, Debug)]
pub struct Violation {
    /// The rule broken.
    pub rule: Rule,
    /// What is wrong, in terms of the position.
    pub reason: Clause,
    /// Every rule that decides it, the broken one first.
    pub cites: Vec<Rule>,
    /// A short label for the part at fault, written with the reason's facts.
    pub label: Option<&'static Say>,
    /// What would be legal instead.
    pub help: Option<Clause>,
    /// The part of the action at fault.
    pub locus: Locus,
    /// Other parts of the position involved, each with its label.
    pub related: Vec<(Locus, Clause)>,
    /// Which part of the action the loci name: 0 for the turn itself, `n`
    /// for the `n`th of what it tries after the rest
    /// ([`crate::position::Also`]), whose parts have loci of their own.
    pub part: usize,
}

impl Violation {
    /// The violation, its loci naming the parts of the action's `part`th
    /// entry ([`Violation::part`]).
    pub fn in_part(mut self, part: usize) -> Self {
        self.part = part;
        self
    }

    /// A violation of `rule` at `locus`, for `reason`.
    // The rare path: kept out of line, away from the checks that pass.
    #[cold]
    pub fn new(rule: Rule, locus: Locus, reason: Clause) -> Self {
        Violation {
            rule,
            reason,
            cites: vec![rule],
            label: None,
            help: None,
            locus,
            related: Vec::new(),
            part: 0,
        }
    }

    /// Sets the label of the part at fault.
    pub fn label(mut self, label: &'static Say) -> Self {
        self.label = Some(label);
        self
    }

    /// Sets what would be legal instead.
    pub fn help(mut self, help: Clause) -> Self {
        self.help = Some(help);
        self
    }

    /// Points at another part of the position.
    pub fn also(mut self, locus: Locus, aside: Clause) -> Self {
        self.related.push((locus, aside));
        self
    }

    /// Adds a citation.
    pub fn cite(mut self, rule: Rule) -> Self {
        if !self.cites.contains(&rule) {
            self.cites.push(rule);
        }
        self
    }
}

/// Legal or illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// The rules allow the action.
    Legal,
    /// A rule forbids it.
    Illegal,
}

/// A figure on the table after the action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct FigureAt {
    /// Its identity (see [`crate::board::FigureId`]).
    pub id: u32,
    /// Whose.
    pub player: String,
    /// What.
    pub figure: FigureKind,
    /// Its square.
    pub at: Pos,
    /// The feature it stands on, as a scenario names it, or its corner.
    pub on: String,
}

/// A remark on the position that is not a ruling.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "note", rename_all = "kebab-case")]
pub enum Note {
    /// The table is given in separate parts; squares not given are empty.
    SeparateParts {
        /// How many.
        parts: usize,
    },
}

/// The judge's decision on an action.
#[derive(Clone, Debug)]
pub struct Ruling {
    /// Legal or illegal.
    pub verdict: Verdict,
    /// Why it is illegal.
    pub violation: Option<Violation>,
    /// The steps played, in order (up to the violation, if any).
    pub events: Vec<Event>,
    /// Points gained by the action, per player in turn order (legal only).
    pub scores: Vec<(String, i64)>,
    /// Figures back to supply by the action, per player (legal only).
    pub returned: BTreeMap<String, Vec<FigureKind>>,
    /// Goods tokens taken by the action, per player and good (legal only).
    pub goods: BTreeMap<String, BTreeMap<Good, u32>>,
    /// Every citation in the ruling, events and violation together.
    pub cites: Vec<Rule>,
    /// Remarks on the position.
    pub notes: Vec<Note>,
    /// The players in turn order.
    pub players: Vec<String>,
    /// The figures on the table after the action (legal only).
    pub figures: Vec<FigureAt>,
    /// Whether the active player takes a second turn (the builder).
    pub double_turn: bool,
    /// The figures each player holds captive after the action (legal only;
    /// The Tower).
    pub prisoners: BTreeMap<String, Vec<Owned>>,
    /// Every tower on the table after the action (legal only; The Tower).
    pub towers: Vec<TowerAt>,
    /// Every castle on the table after the action (legal only; castles).
    pub castles: Vec<CastleAt>,
    /// The dragon's square after the action (legal only; The Princess &
    /// the Dragon).
    pub dragon: Option<Pos>,
    /// The fairy after the action (legal only).
    pub fairy: Option<FairyAt>,
    /// Choices the rules offered at the end of this turn that the action
    /// did not take (legal only): a small city that could have become a
    /// castle, a knight that could have escaped a siege, a follower that
    /// could have entered or left the City of Carcassonne.
    pub offers: Vec<OfferAt>,
    /// The City of Carcassonne after the action (legal only, with The
    /// Count of Carcassonne in play).
    pub city: Option<CityAt>,
    /// What the boxes keep off the table after the action, each under the
    /// key a scenario writes it with (legal only): who holds the king's
    /// tile. A box's module writes it; the engine never reads it.
    pub kept: Vec<Kept>,
}

/// A box's piece of state after the action, as a fact in the box's words.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Kept {
    /// The scenario key it is written under (`king`).
    pub key: &'static str,
    /// What it is, with its facts (the holder, the record).
    pub clause: crate::engine::Clause,
}

/// The City of Carcassonne: where the count stands and who is in each
/// quarter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct CityAt {
    /// The count's quarter.
    pub count: Quarter,
    /// The figures in the quarters.
    pub followers: Vec<InQuarter>,
}

/// A figure in a quarter of the City of Carcassonne.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct InQuarter {
    /// Whose.
    pub player: String,
    /// What.
    pub figure: FigureKind,
    /// Which quarter.
    pub quarter: Quarter,
}

/// A choice left open, as an action would name it.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct OfferAt {
    /// What could have been done.
    pub kind: OfferKind,
    /// Who could have done it.
    pub player: String,
    /// The square named, if the choice names one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at: Option<Pos>,
    /// The feature (or spot) there, as a scenario names it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub on: Option<String>,
    /// The figure's kind, where the action must name it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub figure: Option<FigureKind>,
    /// The quarter of the City of Carcassonne a figure would leave.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub quarter: Option<Quarter>,
    /// Why the rules offer it, as data (a clause of the message
    /// catalogue, like a refusal's): absent where the offer says it all.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub because: Option<crate::engine::Clause>,
}

crate::names::named! {
    /// The kinds of choice a ruling may leave open.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
    #[serde(rename_all = "kebab-case")]
    pub enum OfferKind {
        /// Cover a small city with a castle (`castles` in the action).
        Castle => "castle",
        /// Take a knight out of a besieged city (`escape` in the action).
        Escape => "escape",
        /// Put a follower into the City of Carcassonne (`enter-city`).
        EnterCity => "enter-city",
        /// Take a follower out of the City of Carcassonne onto a feature that
        /// scores (`leave-city`).
        LeaveCity => "leave-city",
    }
}

/// A castle on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct CastleAt {
    /// Whose.
    pub owner: String,
    /// Its two city segments, each by its square and the feature there as
    /// a scenario names it.
    pub parts: Vec<CastlePart>,
}

/// One segment of a castle's small city.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct CastlePart {
    /// Its square.
    pub at: Pos,
    /// The feature there.
    pub on: String,
}

/// Where the fairy stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct FairyAt {
    /// Its square.
    pub at: Pos,
    /// The follower it stands next to, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_to: Option<Owned>,
}

/// A tower on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct TowerAt {
    /// Its square.
    pub at: Pos,
    /// Its floors.
    pub floors: u32,
}

impl Ruling {
    /// A legal ruling with these steps and citations, nothing gained or
    /// moved yet: the engine and the modules fill in the rest.
    pub fn new(
        players: Vec<String>,
        events: Vec<Event>,
        cites: Vec<Rule>,
        notes: Vec<Note>,
    ) -> Self {
        Ruling {
            verdict: Verdict::Legal,
            violation: None,
            events,
            scores: Vec::new(),
            returned: BTreeMap::new(),
            goods: BTreeMap::new(),
            cites,
            notes,
            players,
            figures: Vec::new(),
            double_turn: false,
            prisoners: BTreeMap::new(),
            towers: Vec::new(),
            castles: Vec::new(),
            dragon: None,
            fairy: None,
            offers: Vec::new(),
            city: None,
            kept: Vec::new(),
        }
    }

    /// Points gained by a player.
    pub fn points(&self, player: &str) -> i64 {
        self.scores
            .iter()
            .find(|(p, _)| p == player)
            .map(|(_, n)| *n)
            .unwrap_or(0)
    }
}
