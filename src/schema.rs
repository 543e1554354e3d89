//! The JSON Schema of the scenario format (draft-07), for editors: with
//! `# yaml-language-server: $schema=…` at the top of a file, an editor
//! completes keys, tile ids and point names. These types only describe the
//! format; the loader in `scenario/` reads it with spans. The test suite
//! checks every scenario in the repository against this schema, so the two
//! cannot drift apart unnoticed.
//!
//! The schema should accept what the loader accepts and reject what it
//! rejects, so every object is closed (`deny_unknown_fields`, also on the
//! untagged enums, whose variants are objects too) and no key may be null.

use std::borrow::Cow;
use std::collections::BTreeMap;

use schemars::transform::{RecursiveTransform, Transform};
use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde_json::Value;

use crate::catalogue::Catalogue;
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::{Corner, Point};
use crate::scenario::On;

fn words(words: Vec<&str>, description: &str) -> Schema {
    json_schema!({ "type": "string", "enum": words, "description": description })
}

/// A tile id: the catalogue's or JCloisterZone's. Each id is its own
/// `{const, description}` branch because editors show a branch's
/// description next to the value in completion lists, and `enum` has no
/// place for one.
struct TileId;

impl JsonSchema for TileId {
    fn schema_name() -> Cow<'static, str> {
        "TileId".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let tiles: Vec<_> = Catalogue::get().tiles().collect();
        let own = tiles.iter().map(
            |t| json_schema!({ "const": t.id, "description": format!("{}: {}", t.id, t.layout) }),
        );
        let jcz = tiles.iter().map(|t| {
            json_schema!({
                "const": t.jcz,
                "description": format!("JCloisterZone's id for {}: {}", t.id, t.layout)
            })
        });
        let ids: Vec<Schema> = own.chain(jcz).collect();
        json_schema!({
            "type": "string",
            "description": "a tile id: the catalogue's (`carc tiles` lists them) or JCloisterZone's",
            "anyOf": ids
        })
    }
}

fn rule_set(_: &mut SchemaGenerator) -> Schema {
    words(RuleSet::NAMES.to_vec(), "a rule set in play")
}

fn figure(_: &mut SchemaGenerator) -> Schema {
    words(FigureKind::NAMES.to_vec(), "a kind of figure")
}

/// A figure standing on a feature of a board tile: any kind but the barn,
/// which the loader refuses anywhere but at a corner.
fn figure_on_feature(_: &mut SchemaGenerator) -> Schema {
    let kinds = FigureKind::ALL
        .into_iter()
        .filter(|k| *k != FigureKind::Barn && k.is_figure())
        .map(FigureKind::name)
        .collect();
    words(kinds, "a kind of figure; the barn stands at a corner")
}

/// A figure standing at a corner of a board tile: only the barn does.
fn barn(_: &mut SchemaGenerator) -> Schema {
    words(
        vec![FigureKind::Barn.name()],
        "the barn, the only figure at a corner",
    )
}

fn feature(_: &mut SchemaGenerator) -> Schema {
    let mut all: Vec<&str> = Point::NAMES.to_vec();
    all.extend(On::CENTRES.iter().filter(|c| **c != "lake"));
    words(
        all,
        "a feature of the tile: any edge point it touches, or monastery, garden, abbey, field-1, field-2",
    )
}

/// A feature of the tile, or the top of its tower.
fn feature_or_tower(_: &mut SchemaGenerator) -> Schema {
    let mut all: Vec<&str> = Point::NAMES.to_vec();
    all.extend(On::CENTRES.iter().filter(|c| **c != "lake"));
    all.push("tower");
    words(
        all,
        "a feature of the tile (an edge point it touches, or monastery, garden, abbey, field-1, field-2), or `tower` for the top of its tower",
    )
}

fn floors(_: &mut SchemaGenerator) -> Schema {
    json_schema!({
        "type": "integer",
        "minimum": 0,
        "maximum": 30,
        "description": "the floors of the tile's tower (The Tower); 0 for a bare foundation"
    })
}

fn corner(_: &mut SchemaGenerator) -> Schema {
    words(
        Corner::ALL.iter().map(|c| c.name()).collect(),
        "a corner of the tile",
    )
}

// The loader's bounds (scenario/read.rs and scenario/load.rs): no table or
// score comes near them, and they keep sums from overflowing.
const MAX_COORDINATE: i64 = 1_000_000;
const MAX_POINTS: i64 = 1_000_000;
const MAX_FIGURES: i64 = 1_000;

fn square(_: &mut SchemaGenerator) -> Schema {
    json_schema!({
        "type": "array",
        "items": { "type": "integer", "minimum": -MAX_COORDINATE, "maximum": MAX_COORDINATE },
        "minItems": 2,
        "maxItems": 2,
        "description": "[x, y]: x grows to the east, y to the north"
    })
}

fn rotation(_: &mut SchemaGenerator) -> Schema {
    json_schema!({ "enum": [0, 90, 180, 270], "description": "clockwise quarter turns in degrees" })
}

/// The abbey is never turned: the loader refuses a rotation other than 0
/// on it, so a tile entry naming the abbey (by either id) may only say 0.
fn abbey_unturned(schema: &mut Schema) {
    let abbey: Vec<&str> = Catalogue::get()
        .tiles()
        .filter(|t| t.abbey)
        .flat_map(|t| [t.id, t.jcz])
        .collect();
    schema.insert(
        "if".into(),
        serde_json::json!({ "properties": { "tile": { "enum": abbey } }, "required": ["tile"] }),
    );
    schema.insert(
        "then".into(),
        serde_json::json!({ "properties": { "rotation": { "const": 0 } } }),
    );
}

fn road_ends(_: &mut SchemaGenerator) -> Schema {
    json_schema!({
        "type": "array",
        "items": { "type": "string", "enum": ["N", "E", "S", "W"] },
        "minItems": 2,
        "maxItems": 2,
        "uniqueItems": true,
        "description": "the two road ends of the lake that the ferry joins"
    })
}

fn points(_: &mut SchemaGenerator) -> Schema {
    json_schema!({
        "type": "object",
        "additionalProperties": { "type": "integer", "minimum": -MAX_POINTS, "maximum": MAX_POINTS },
        "description": "points per player, e.g. {red: 10, blue: 4}"
    })
}

/// How many figures of a kind a hand holds.
struct Count;

impl JsonSchema for Count {
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> Cow<'static, str> {
        "Count".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({ "type": "integer", "minimum": 0, "maximum": MAX_FIGURES })
    }
}

fn players(_: &mut SchemaGenerator) -> Schema {
    json_schema!({
        "type": "array",
        "items": { "type": "string" },
        "minItems": 1,
        "uniqueItems": true,
        "description": "the players in turn order"
    })
}

/// A scenario: a position, one proposed action, and optionally the ruling
/// its author expects.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "carcassonne-judge scenario, version 1")]
struct ScenarioDoc {
    /// What the scenario shows, in one line.
    title: String,
    /// Where the case comes from: a rule, a footnote, a forum thread.
    source: Option<String>,
    /// The rule sets in play; `base` is always in play.
    #[schemars(schema_with = "rule_sets")]
    rules: Vec<String>,
    variants: Option<Variants>,
    #[schemars(schema_with = "players")]
    players: Vec<String>,
    /// Whose turn it is; the first player when left out.
    current: Option<String>,
    /// Scores before the action; 0 for players left out.
    #[serde(default)]
    #[schemars(schema_with = "points")]
    scores: Option<BTreeMap<String, i64>>,
    /// Figures in hand, per player, for the kinds named; other kinds keep
    /// their default (the full set minus the player's figures on the board).
    supply: Option<BTreeMap<String, Hand>>,
    /// Goods tokens each player holds before the action (Traders &
    /// Builders); none for players left out.
    goods: Option<BTreeMap<String, GoodsDoc>>,
    /// Figures each player holds captive before the action (The Tower).
    prisoners: Option<BTreeMap<String, Vec<CaptiveDoc>>>,
    /// The dragon's square, once it is in play (The Princess & the Dragon).
    #[serde(default)]
    #[schemars(schema_with = "square")]
    dragon: Option<Vec<i64>>,
    /// Where the fairy stands: next to the follower named, or alone.
    fairy: Option<FairyDoc>,
    /// The castles on the table before the action (castles).
    castles: Option<Vec<CastleDoc>>,
    /// The City of Carcassonne's quarters and the count (The Count of
    /// Carcassonne).
    #[serde(rename = "city-of-carcassonne")]
    city_of_carcassonne: Option<CityDoc>,
    /// The tiles on the table, in any order.
    board: Vec<BoardTile>,
    /// The proposed turn, or `final-scoring`.
    action: ActionDoc,
    /// The ruling the author expects; `carc check` compares it.
    expect: Option<ExpectDoc>,
}

fn rule_sets(g: &mut SchemaGenerator) -> Schema {
    let item = rule_set(g);
    json_schema!({ "type": "array", "items": item, "uniqueItems": true })
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct Variants {
    #[serde(rename = "wagon-move")]
    wagon_move: Option<WagonMoveDoc>,
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(rename_all = "kebab-case")]
enum WagonMoveDoc {
    Connected,
    Nearby,
}

/// Goods tokens, by good; at most the tokens of that good in the box.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct GoodsDoc {
    #[schemars(range(min = 0, max = 9))]
    wine: Option<u32>,
    #[schemars(range(min = 0, max = 6))]
    grain: Option<u32>,
    #[schemars(range(min = 0, max = 5))]
    cloth: Option<u32>,
}

/// Figures in a player's hand, by kind.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct Hand {
    follower: Option<Count>,
    big_follower: Option<Count>,
    mayor: Option<Count>,
    wagon: Option<Count>,
    barn: Option<Count>,
    abbot: Option<Count>,
    phantom: Option<Count>,
    builder: Option<Count>,
    pig: Option<Count>,
    tower_floor: Option<Count>,
    castle: Option<Count>,
}

/// The fairy: on a square, next to the follower standing on a feature
/// there (or on top of its tower), or next to nobody.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(untagged, deny_unknown_fields)]
enum FairyDoc {
    NextTo(CaptureDoc),
    Alone {
        #[schemars(schema_with = "square")]
        at: Vec<i64>,
    },
}

/// A figure held captive: whose it is, and which.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct CaptiveDoc {
    owner: String,
    #[schemars(schema_with = "follower")]
    figure: String,
}

/// A figure a tower captures: the followers.
fn follower(_: &mut SchemaGenerator) -> Schema {
    let kinds = FigureKind::ALL
        .into_iter()
        .filter(|k| k.is_follower())
        .map(FigureKind::name)
        .collect();
    words(kinds, "a follower (only followers are captured)")
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(transform = abbey_unturned)]
struct BoardTile {
    tile: TileId,
    #[schemars(schema_with = "square")]
    at: Vec<i64>,
    #[serde(default)]
    #[schemars(schema_with = "rotation")]
    rotation: Option<u16>,
    figures: Option<Vec<FigureDoc>>,
    #[serde(default)]
    #[schemars(schema_with = "road_ends")]
    ferry: Option<Vec<String>>,
    #[serde(default)]
    #[schemars(schema_with = "floors")]
    tower: Option<u8>,
}

/// A figure on a board tile: `on` a feature (or `tower`), or (the barn) at
/// a `corner`.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(untagged, deny_unknown_fields)]
enum FigureDoc {
    On {
        owner: String,
        #[schemars(schema_with = "figure_on_feature")]
        figure: String,
        #[schemars(schema_with = "feature_or_tower")]
        on: String,
    },
    Corner {
        owner: String,
        #[schemars(schema_with = "barn")]
        figure: String,
        #[schemars(schema_with = "corner")]
        corner: String,
    },
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(untagged)]
enum ActionDoc {
    /// Score the position as at the end of the game.
    FinalScoring(FinalScoring),
    /// Score the position as at the end of the game, with the choices
    /// made then.
    FinalScoringWith(FinalScoringDoc),
    Turn(Box<TurnDoc>),
}

/// `{final-scoring: {leave-city: [...]}}`.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct FinalScoringDoc {
    #[serde(rename = "final-scoring")]
    final_scoring: FinalChoicesDoc,
}

/// The choices made at the end of the game.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct FinalChoicesDoc {
    /// The market's figures going to farms before they score (The Count
    /// of Carcassonne).
    #[serde(rename = "leave-city")]
    leave_city: Option<Vec<LeaveCityDoc>>,
}

/// A quarter of the City of Carcassonne.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(rename_all = "kebab-case")]
enum QuarterDoc {
    Castle,
    Market,
    Blacksmith,
    Cathedral,
}

/// The City of Carcassonne: where the count stands (the castle when left
/// out) and the figures in its quarters.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct CityDoc {
    count: Option<QuarterDoc>,
    followers: Option<Vec<InCityDoc>>,
}

/// A figure in a quarter of the City.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct InCityDoc {
    owner: String,
    #[schemars(schema_with = "figure")]
    figure: String,
    quarter: QuarterDoc,
}

/// A figure leaving a quarter of the City for a feature (`figure` is a
/// follower when left out).
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct LeaveCityDoc {
    owner: String,
    #[serde(default)]
    #[schemars(schema_with = "figure")]
    figure: Option<String>,
    quarter: QuarterDoc,
    to: CastleBuildDoc,
}

/// The active player's figure from supply into a quarter.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct EnterCityDoc {
    #[schemars(schema_with = "figure")]
    figure: String,
    quarter: QuarterDoc,
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(rename_all = "kebab-case")]
enum FinalScoring {
    FinalScoring,
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct TurnDoc {
    place: PlaceDoc,
    deploy: Option<DeployDoc>,
    phantom: Option<PhantomDoc>,
    #[serde(default)]
    #[schemars(schema_with = "road_ends")]
    ferry: Option<Vec<String>>,
    move_ferries: Option<Vec<FerryMoveDoc>>,
    wagons: Option<Vec<WagonDoc>>,
    /// A prisoner bought back before the tile is placed (The Tower).
    ransom: Option<RansomDoc>,
    /// The squares the dragon moves to, in order (a dragon tile).
    #[serde(default)]
    #[schemars(schema_with = "dragon_path")]
    dragon: Option<Vec<Vec<i64>>>,
    /// One of your knights leaving a besieged city at the end of the turn
    /// (sieges).
    escape: Option<CaptureDoc>,
    /// Small cities completed this turn that their holder turns into
    /// castles instead of scoring them (castles).
    castles: Option<Vec<CastleBuildDoc>>,
    /// For a castle beside several features completed at once, the one it
    /// scores (castles).
    #[serde(rename = "castle-scores")]
    castle_scores: Option<Vec<CastleScoreDoc>>,
    /// Figures leaving the City of Carcassonne before the features they
    /// go to score (The Count of Carcassonne).
    #[serde(rename = "leave-city")]
    leave_city: Option<Vec<LeaveCityDoc>>,
    /// The active player's figure put into the City after scoring.
    #[serde(rename = "enter-city")]
    enter_city: Option<EnterCityDoc>,
    /// Where the player who entered the City moves the count.
    #[serde(rename = "move-count")]
    move_count: Option<QuarterDoc>,
}

fn dragon_path(g: &mut SchemaGenerator) -> Schema {
    let item = square(g);
    json_schema!({ "type": "array", "items": item, "maxItems": 12, "description": "the squares the dragon moves to, in order" })
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(untagged, deny_unknown_fields)]
enum PortalDoc {
    On {
        #[schemars(schema_with = "square")]
        at: Vec<i64>,
        #[schemars(schema_with = "feature")]
        on: String,
    },
    /// Read so that the judge can say the barn never goes through a portal.
    Corner {
        #[schemars(schema_with = "square")]
        at: Vec<i64>,
        #[schemars(schema_with = "corner")]
        corner: String,
    },
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct RansomDoc {
    from: String,
    #[schemars(schema_with = "figure")]
    figure: String,
}

/// A figure named where it stands (the follower a new tower floor captures,
/// the fairy's follower, a knight a princess sends home): the tile's square
/// and where on it, with `owner` and `figure` when several stand there.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(untagged, deny_unknown_fields)]
enum CaptureDoc {
    On {
        #[schemars(schema_with = "square")]
        at: Vec<i64>,
        #[schemars(schema_with = "feature_or_tower")]
        on: String,
        owner: Option<String>,
        #[serde(default)]
        #[schemars(schema_with = "figure")]
        figure: Option<String>,
    },
    Corner {
        #[schemars(schema_with = "square")]
        at: Vec<i64>,
        #[schemars(schema_with = "corner")]
        corner: String,
        owner: Option<String>,
        #[serde(default)]
        #[schemars(schema_with = "figure")]
        figure: Option<String>,
    },
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(transform = abbey_unturned)]
struct PlaceDoc {
    tile: TileId,
    #[schemars(schema_with = "square")]
    at: Vec<i64>,
    #[serde(default)]
    #[schemars(schema_with = "rotation")]
    rotation: Option<u16>,
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(untagged, deny_unknown_fields)]
enum DeployDoc {
    On {
        #[schemars(schema_with = "figure")]
        figure: String,
        #[schemars(schema_with = "feature")]
        on: String,
    },
    Corner {
        #[schemars(schema_with = "figure")]
        figure: String,
        #[schemars(schema_with = "corner")]
        corner: String,
    },
    Fly {
        #[schemars(schema_with = "figure")]
        figure: String,
        fly: FlightDoc,
    },
    AbbotReturn {
        abbot: AbbotReturn,
        #[schemars(schema_with = "square")]
        at: Vec<i64>,
    },
    /// A tower floor built on the tower or foundation at `floor` (The Tower).
    Floor {
        #[schemars(schema_with = "square")]
        floor: Vec<i64>,
        capture: Option<CaptureDoc>,
        #[serde(default)]
        #[schemars(schema_with = "figure")]
        exchange: Option<String>,
    },
    /// The fairy moved next to one of your followers (The Princess & the
    /// Dragon).
    Fairy { fairy: CaptureDoc },
    /// A knight of the princess's city sent home.
    Princess { princess: CaptureDoc },
    /// One of your figures taken back on a festival tile (The Festival).
    Festival { festival: CaptureDoc },
    /// A figure deployed through the placed tile's magic portal.
    Portal {
        #[schemars(schema_with = "figure")]
        figure: String,
        portal: PortalDoc,
    },
    /// A follower set on top of the open tower at `tower` (The Tower).
    TowerTop {
        #[schemars(schema_with = "figure")]
        figure: String,
        #[schemars(schema_with = "square")]
        tower: Vec<i64>,
    },
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(rename_all = "kebab-case")]
enum AbbotReturn {
    Return,
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct FlightDoc {
    #[schemars(range(min = 1, max = 3))]
    roll: Option<u8>,
    #[serde(default)]
    #[schemars(schema_with = "feature")]
    on: Option<String>,
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(untagged, deny_unknown_fields)]
enum PhantomDoc {
    On {
        #[schemars(schema_with = "feature")]
        on: String,
    },
    Fly {
        fly: FlightDoc,
    },
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct FerryMoveDoc {
    #[schemars(schema_with = "square")]
    at: Vec<i64>,
    #[schemars(schema_with = "road_ends")]
    to: Vec<String>,
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct WagonDoc {
    owner: String,
    to: WagonToDoc,
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(untagged, deny_unknown_fields)]
enum WagonToDoc {
    Supply(SupplyWord),
    Feature {
        #[schemars(schema_with = "square")]
        at: Vec<i64>,
        #[schemars(schema_with = "feature")]
        on: String,
    },
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(rename_all = "kebab-case")]
enum SupplyWord {
    Supply,
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "kebab-case")]
struct ExpectDoc {
    verdict: VerdictDoc,
    /// Points gained by the action; players left out gained none.
    #[serde(default)]
    #[schemars(schema_with = "points")]
    scores: Option<BTreeMap<String, i64>>,
    returned: Option<BTreeMap<String, Vec<FigureName>>>,
    /// Citations the ruling must contain.
    cites: Option<Vec<String>>,
    /// Citations the ruling must not contain.
    not_cites: Option<Vec<String>>,
    /// The broken rule of an illegal action.
    rule: Option<String>,
    /// Figures that must stand on the table after the action.
    figures: Option<Vec<ExpectFigureDoc>>,
    /// Whether the builder's second turn is granted.
    double_turn: Option<bool>,
    /// Goods tokens taken by the action (Traders & Builders); players and
    /// goods left out took none.
    goods: Option<BTreeMap<String, GoodsDoc>>,
    /// Figures each player holds captive after the action (The Tower);
    /// players left out hold none.
    prisoners: Option<BTreeMap<String, Vec<CaptiveDoc>>>,
    /// The dragon's square after the action (The Princess & the Dragon).
    #[serde(default)]
    #[schemars(schema_with = "square")]
    dragon: Option<Vec<i64>>,
    /// Castles that must stand on the table after the action (castles).
    castles: Option<Vec<CastleDoc>>,
    /// Choices the ruling must leave open (a castle, a knight's escape, a
    /// figure into or out of the City of Carcassonne); `[]` expects none.
    offers: Option<Vec<OfferDoc>>,
    /// The City of Carcassonne after the action: the count's quarter and
    /// every figure in the quarters.
    #[serde(rename = "city-of-carcassonne")]
    city_of_carcassonne: Option<CityDoc>,
}

/// A choice a ruling leaves open: on a feature, or an entry into the City.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(untagged, deny_unknown_fields)]
enum OfferDoc {
    On {
        kind: OfferKindDoc,
        player: Option<String>,
        #[schemars(schema_with = "square")]
        at: Vec<i64>,
        #[schemars(schema_with = "feature")]
        on: String,
    },
    Enter {
        kind: EnterKindDoc,
        player: Option<String>,
    },
}

/// What could have been done on a feature: cover a small city with a
/// castle, take a knight out of a besieged city, or take a figure out of
/// the City of Carcassonne onto a feature that scores.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(rename_all = "kebab-case")]
enum OfferKindDoc {
    Castle,
    Escape,
    LeaveCity,
}

/// Put a figure into the City of Carcassonne.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(rename_all = "kebab-case")]
enum EnterKindDoc {
    EnterCity,
}

/// A castle: its owner, a tile of its small city and the city there.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct CastleDoc {
    owner: String,
    #[schemars(schema_with = "square")]
    at: Vec<i64>,
    #[schemars(schema_with = "feature")]
    on: String,
}

/// A small city completed this turn to turn into a castle.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct CastleBuildDoc {
    #[schemars(schema_with = "square")]
    at: Vec<i64>,
    #[schemars(schema_with = "feature")]
    on: String,
}

/// The feature a castle scores when several complete beside it at once.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct CastleScoreDoc {
    #[schemars(schema_with = "square")]
    castle: Vec<i64>,
    from: CastleBuildDoc,
}

/// A figure on the table after the action: `on` a feature of the tile at
/// `at`, or (the barn) at a `corner`.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(untagged, deny_unknown_fields)]
enum ExpectFigureDoc {
    On {
        owner: String,
        #[schemars(schema_with = "figure")]
        figure: String,
        #[schemars(schema_with = "square")]
        at: Vec<i64>,
        #[schemars(schema_with = "feature_or_tower")]
        on: String,
    },
    Corner {
        owner: String,
        #[schemars(schema_with = "figure")]
        figure: String,
        #[schemars(schema_with = "square")]
        at: Vec<i64>,
        #[schemars(schema_with = "corner")]
        corner: String,
    },
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(rename_all = "kebab-case")]
enum VerdictDoc {
    Legal,
    Illegal,
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(transparent)]
struct FigureName(#[schemars(schema_with = "figure")] String);

/// Drops the `null` that schemars allows for every `Option` field: the
/// loader reads a key written with no value as an error, not as absent.
fn never_null(schema: &mut Schema) {
    let Some(obj) = schema.as_object_mut() else {
        return;
    };
    if obj.get("default") == Some(&Value::Null) {
        obj.remove("default");
    }
    if let Some(Value::Array(types)) = obj.get_mut("type") {
        types.retain(|t| t != "null");
        if let [only] = types.as_slice() {
            let only = only.clone();
            obj.insert("type".into(), only);
        }
    }
    let alone = obj.len() == 1;
    let Some(Value::Array(branches)) = obj.get_mut("anyOf") else {
        return;
    };
    branches.retain(|b| b.get("type") != Some(&Value::from("null")));
    if let [only] = branches.as_slice() {
        // One branch left: the schema is that branch. Draft-07 ignores the
        // siblings of a `$ref`, so one with a description stays wrapped, in
        // `allOf` as schemars writes it.
        if alone {
            *schema = Schema::try_from(only.clone()).unwrap_or_default();
        } else if let Some(wrapped) = obj.remove("anyOf") {
            obj.insert("allOf".into(), wrapped);
        }
    }
}

/// The schema as pretty JSON.
pub fn json() -> String {
    let generator = schemars::generate::SchemaSettings::draft07().into_generator();
    let mut schema = generator.into_root_schema_for::<ScenarioDoc>();
    RecursiveTransform(never_null).transform(&mut schema);
    serde_json::to_string_pretty(&schema).unwrap_or_default()
}
