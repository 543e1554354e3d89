//! The JSON Schema of the scenario format (draft-07), for editors: with
//! `# yaml-language-server: $schema=…` at the top of a file, an editor
//! completes keys, tile ids and point names. These types only describe the
//! format; the loader in `scenario/` reads it with spans. The test suite
//! checks every scenario in the repository against this schema, so the two
//! cannot drift apart unnoticed.

use std::collections::BTreeMap;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

use crate::catalogue::Catalogue;
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::{Corner, Point};
use crate::scenario::On;

fn words(words: Vec<&str>, description: &str) -> Schema {
    json_schema!({ "type": "string", "enum": words, "description": description })
}

fn tile_id(_: &mut SchemaGenerator) -> Schema {
    words(
        Catalogue::get().ids().collect(),
        "a catalogue id (`carc tiles` lists them)",
    )
}

fn rule_set(_: &mut SchemaGenerator) -> Schema {
    words(RuleSet::NAMES.to_vec(), "a rule set in play")
}

fn figure(_: &mut SchemaGenerator) -> Schema {
    words(FigureKind::NAMES.to_vec(), "a kind of figure")
}

fn feature(_: &mut SchemaGenerator) -> Schema {
    let mut all: Vec<&str> = Point::NAMES.to_vec();
    all.extend(On::CENTRES.iter().filter(|c| **c != "lake"));
    words(
        all,
        "a feature of the tile: any edge point it touches, or monastery, garden, abbey, field-1, field-2",
    )
}

fn corner(_: &mut SchemaGenerator) -> Schema {
    words(
        Corner::ALL.iter().map(|c| c.name()).collect(),
        "a corner of the tile",
    )
}

fn square(_: &mut SchemaGenerator) -> Schema {
    json_schema!({
        "type": "array",
        "items": { "type": "integer" },
        "minItems": 2,
        "maxItems": 2,
        "description": "[x, y]: x grows to the east, y to the north"
    })
}

fn rotation(_: &mut SchemaGenerator) -> Schema {
    json_schema!({ "enum": [0, 90, 180, 270], "description": "clockwise quarter turns in degrees" })
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
    title: String,
    source: Option<String>,
    #[schemars(schema_with = "rule_sets")]
    rules: Vec<String>,
    variants: Option<Variants>,
    #[schemars(schema_with = "players")]
    players: Vec<String>,
    current: Option<String>,
    scores: Option<BTreeMap<String, i64>>,
    supply: Option<BTreeMap<String, Hand>>,
    board: Vec<BoardTile>,
    action: ActionDoc,
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

/// Figures in a player's hand, by kind.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct Hand {
    follower: Option<u32>,
    big_follower: Option<u32>,
    mayor: Option<u32>,
    wagon: Option<u32>,
    barn: Option<u32>,
    abbot: Option<u32>,
    phantom: Option<u32>,
    builder: Option<u32>,
    pig: Option<u32>,
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct BoardTile {
    #[schemars(schema_with = "tile_id")]
    tile: String,
    #[schemars(schema_with = "square")]
    at: Vec<i64>,
    #[serde(default)]
    #[schemars(schema_with = "rotation")]
    rotation: Option<u16>,
    figures: Option<Vec<FigureDoc>>,
    #[serde(default)]
    #[schemars(schema_with = "road_ends")]
    ferry: Option<Vec<String>>,
}

/// A figure on a board tile: `on` a feature, or (the barn) at a `corner`.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(untagged)]
enum FigureDoc {
    On {
        owner: String,
        #[schemars(schema_with = "figure")]
        figure: String,
        #[schemars(schema_with = "feature")]
        on: String,
    },
    Corner {
        owner: String,
        #[schemars(schema_with = "figure")]
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
    Turn(Box<TurnDoc>),
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
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct PlaceDoc {
    #[schemars(schema_with = "tile_id")]
    tile: String,
    #[schemars(schema_with = "square")]
    at: Vec<i64>,
    #[serde(default)]
    #[schemars(schema_with = "rotation")]
    rotation: Option<u16>,
}

#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(untagged)]
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
#[serde(untagged)]
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
#[serde(untagged)]
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
    verdict: Option<VerdictDoc>,
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
}

/// A figure on the table after the action: `on` a feature of the tile at
/// `at`, or (the barn) at a `corner`.
#[allow(dead_code)]
#[derive(JsonSchema)]
#[serde(untagged)]
enum ExpectFigureDoc {
    On {
        owner: String,
        #[schemars(schema_with = "figure")]
        figure: String,
        #[schemars(schema_with = "square")]
        at: Vec<i64>,
        #[schemars(schema_with = "feature")]
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

/// The schema as pretty JSON.
pub fn json() -> String {
    let generator = schemars::generate::SchemaSettings::draft07().into_generator();
    let schema = generator.into_root_schema_for::<ScenarioDoc>();
    serde_json::to_string_pretty(&schema).unwrap_or_default()
}
