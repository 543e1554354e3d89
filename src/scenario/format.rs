//! The shared part of the format's description (`shape.rs`): the values
//! every box uses (squares, features, figures, tile ids) and the mappings
//! every scenario has, with a box's keys taken from the box's own file in
//! the places the format's reference gives them.

use serde_json::{Value, json};

use super::shape::{Key, List, Mapping, Shape, list_of, map_of};
use super::{
    abbey_mayor, abbot, builder, castles, count, ferries, festival, flier, phantom,
    princess_dragon, sieges, tower, traders_builders,
};
use crate::catalogue::Catalogue;
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::{Corner, Point};
use crate::scenario::{OfferKind, On};

/// Coordinates beyond any table, kept so that sums never overflow.
pub(super) const MAX_COORDINATE: i64 = 1_000_000;
/// Points beyond any real game, kept so that sums never overflow.
pub(crate) const MAX_POINTS: i64 = 1_000_000;
/// Figures in one hand beyond any real game (supply overrides).
pub(super) const MAX_FIGURES: i64 = 1_000;

fn rule_sets() -> Vec<&'static str> {
    RuleSet::NAMES.to_vec()
}

fn figures() -> Vec<&'static str> {
    FigureKind::NAMES.to_vec()
}

/// The kinds that stand on a feature of a tile: all but the barn, which
/// stands at a corner, and the pieces that are not figures.
fn figures_on_features() -> Vec<&'static str> {
    FigureKind::ALL
        .into_iter()
        .filter(|k| *k != FigureKind::Barn && k.is_figure())
        .map(FigureKind::name)
        .collect()
}

fn barn() -> Vec<&'static str> {
    vec![FigureKind::Barn.name()]
}

/// The figures a tower captures.
pub(super) fn followers() -> Vec<&'static str> {
    FigureKind::ALL
        .into_iter()
        .filter(|k| k.is_follower())
        .map(FigureKind::name)
        .collect()
}

fn features() -> Vec<&'static str> {
    let mut all: Vec<&str> = Point::NAMES.to_vec();
    all.extend(On::CENTRES.iter().filter(|c| **c != "lake"));
    all
}

fn features_or_tower() -> Vec<&'static str> {
    let mut all = features();
    all.push("tower");
    all
}

fn corners() -> Vec<&'static str> {
    Corner::ALL.iter().map(|c| c.name()).collect()
}

/// A figure's place on a tile in the two forms the format gives it: `on` a
/// feature (or the top of its tower), or at a `corner`, between the same
/// keys.
macro_rules! on_or_corner {
    ([$($before:expr),*], [$($after:expr),*], $about:expr) => {
        Shape::AnyOf(
            &[
                map_of![$($before,)* Key::req("on", FEATURE_OR_TOWER), $($after,)*],
                map_of![$($before,)* Key::req("corner", CORNER), $($after,)*],
            ],
            $about,
        )
    };
}

pub(super) const TEXT: Shape = Shape::Text("");
pub(crate) const PLAYER: Shape = Shape::Text("");
pub(super) const FIGURE: Shape = Shape::Named("Figure", &Shape::Words(figures, "a kind of figure"));
pub(super) const FOLLOWER: Shape =
    Shape::Words(followers, "a follower (only followers are captured)");
pub(super) const FEATURE: Shape = Shape::Named(
    "Feature",
    &Shape::Words(
        features,
        "a feature of the tile: any edge point it touches, or monastery, garden, abbey, field-1, field-2",
    ),
);
pub(super) const FEATURE_OR_TOWER: Shape = Shape::Named(
    "FeatureOrTower",
    &Shape::Words(
        features_or_tower,
        "a feature of the tile (an edge point it touches, or monastery, garden, abbey, field-1, field-2), or `tower` for the top of its tower",
    ),
);
pub(super) const CORNER: Shape = Shape::Words(corners, "a corner of the tile");
pub(crate) const SQUARE: Shape = Shape::List(&List {
    item: Shape::Int {
        min: -MAX_COORDINATE,
        max: MAX_COORDINATE,
        about: "",
    },
    min: 2,
    max: Some(2),
    unique: false,
    about: "[x, y]: x grows to the east, y to the north",
});
const ROTATION: Shape = Shape::Numbers(&[0, 90, 180, 270], "clockwise quarter turns in degrees");
const POINTS: Shape = Shape::PerPlayer(
    &Shape::Int {
        min: -MAX_POINTS,
        max: MAX_POINTS,
        about: "",
    },
    "points per player, e.g. {red: 10, blue: 4}",
);
pub(crate) const TILE_ID: Shape = Shape::Named("TileId", &Shape::Custom(tile_ids));

/// A tile id: the catalogue's or JCloisterZone's. Each id is its own
/// `{const, description}` branch because editors show a branch's
/// description next to the value in completion lists, and `enum` has no
/// place for one.
fn tile_ids() -> Value {
    let tiles: Vec<_> = Catalogue::get().tiles().collect();
    let own = tiles
        .iter()
        .map(|t| json!({ "const": t.id, "description": format!("{}: {}", t.id, t.layout) }));
    let jcz = tiles.iter().map(|t| {
        json!({
            "const": t.jcz,
            "description": format!("JCloisterZone's id for {}: {}", t.id, t.layout)
        })
    });
    let old = tiles.iter().filter(|t| !t.jcz_old.is_empty()).map(|t| {
        json!({
            "const": t.jcz_old,
            "description": format!("JCloisterZone's former id for {}: {}", t.id, t.layout)
        })
    });
    json!({
        "type": "string",
        "description": "a tile id: the catalogue's (`carc tiles` lists them) or JCloisterZone's",
        "anyOf": own.chain(jcz).chain(old).collect::<Vec<_>>()
    })
}

/// The abbey is never turned: the loader refuses a rotation other than 0
/// on it, so a tile entry naming the abbey (by either id) may only say 0.
fn abbey_unturned() -> Vec<(&'static str, Value)> {
    let abbey: Vec<&str> = Catalogue::get()
        .tiles()
        .filter(|t| t.abbey)
        .flat_map(|t| [t.id, t.jcz])
        .collect();
    vec![
        (
            "if",
            json!({ "properties": { "tile": { "enum": abbey } }, "required": ["tile"] }),
        ),
        (
            "then",
            json!({ "properties": { "rotation": { "const": 0 } } }),
        ),
    ]
}

/// A figure on a board tile: `on` a feature (or `tower`), or (the barn) at
/// a `corner`.
pub(super) const BOARD_FIGURE: Shape = Shape::AnyOf(
    &[
        map_of![
            Key::req("owner", PLAYER),
            Key::req(
                "figure",
                Shape::Words(
                    figures_on_features,
                    "a kind of figure; the barn stands at a corner",
                ),
            ),
            Key::req("on", FEATURE_OR_TOWER),
        ],
        map_of![
            Key::req("owner", PLAYER),
            Key::req(
                "figure",
                Shape::Words(barn, "the barn, the only figure at a corner"),
            ),
            Key::req("corner", CORNER),
        ],
    ],
    "a figure on a board tile: `on` a feature (or `tower`), or (the barn) at a `corner`",
);

/// A tile on the table.
pub(super) const BOARD_TILE: Mapping = Mapping {
    about: "",
    keys: &[
        Key::req("tile", TILE_ID),
        Key::req("at", SQUARE),
        Key::opt("rotation", ROTATION),
        Key::opt("figures", list_of!(BOARD_FIGURE)),
        ferries::BOARD_FERRY,
        tower::BOARD_TOWER,
    ],
    also: Some(abbey_unturned),
};

/// The figure a key names where it stands (the follower a new tower floor
/// captures, the fairy's follower, a knight a princess sends home): the
/// tile's square and where on it, with `owner` and `figure` when several
/// stand there.
pub(super) const CAPTURE: Shape = Shape::Named(
    "Capture",
    &on_or_corner!(
        [Key::req("at", SQUARE)],
        [Key::opt("owner", PLAYER), Key::opt("figure", FIGURE)],
        "a figure named where it stands: the tile's square and where on it, with `owner` and `figure` when several stand there"
    ),
);

/// A feature of a tile on the table: a small city for a castle, a feature
/// a figure leaves the City of Carcassonne for.
pub(super) const FEATURE_AT: Mapping = Mapping {
    about: "",
    keys: &[Key::req("at", SQUARE), Key::req("on", FEATURE)],
    also: None,
};

/// The turn's tile.
pub(super) const PLACE: Mapping = Mapping {
    about: "",
    keys: &[
        Key::req("tile", TILE_ID),
        Key::req("at", SQUARE),
        Key::opt("rotation", ROTATION),
    ],
    also: Some(abbey_unturned),
};

/// A figure deployed from supply: `on` a feature, at a `corner`, or in
/// flight.
pub(super) const FROM_SUPPLY: Shape = Shape::AnyOf(
    &[
        map_of![Key::req("figure", FIGURE), Key::req("on", FEATURE)],
        map_of![Key::req("figure", FIGURE), Key::req("corner", CORNER)],
        flier::FLY,
    ],
    "a figure from supply: `on` a feature, at a `corner`, or in flight with `fly`",
);

/// The turn's deployment: a figure from supply, or a deployment of a box's
/// own kind, named by its key.
const DEPLOY: Shape = Shape::AnyOf(
    &[
        FROM_SUPPLY,
        abbot::ABBOT_RETURN,
        tower::FLOOR,
        princess_dragon::FAIRY_MOVE,
        princess_dragon::PRINCESS,
        festival::FESTIVAL,
        princess_dragon::PORTAL,
        tower::TOWER_TOP,
    ],
    "",
);

/// A turn's keys: the tile placed, and what the rules in play let the
/// player do with it; then any keys more (`also`, on the turn itself).
macro_rules! turn_keys {
    ($($more:expr),*) => {
        &[
            Key::req("place", Shape::Map(&PLACE)),
            Key::opt("deploy", DEPLOY),
            phantom::PHANTOM,
            ferries::TURN_FERRY,
            ferries::MOVE_FERRIES,
            abbey_mayor::WAGONS,
            tower::RANSOM,
            princess_dragon::DRAGON_PATH,
            sieges::ESCAPE,
            castles::TURN_CASTLES,
            castles::CASTLE_SCORES,
            count::LEAVE_CITY,
            count::ENTER_CITY,
            count::MOVE_COUNT,
            $($more,)*
        ]
    };
}

/// A turn: the tile placed, what the rules in play let the player do with
/// it, and what the player tries after all that.
pub const TURN: Mapping = Mapping {
    about: "",
    keys: turn_keys!(Key::opt("also", ALSO).about(
        "what the player tries after the rest of the turn, in order: parts of the turn once more (a second deployment, a second escape), or with `place` the next tile of a builder's double turn"
    )),
    also: None,
};

/// The next tile of a double turn, and what it does: a turn's keys.
pub const NEXT_TILE: Mapping = Mapping {
    about: "the next tile of a builder's double turn, with what it does",
    keys: turn_keys!(),
    also: None,
};

/// Parts of the tile's turn tried once more: those a turn has once.
pub const AGAIN: Mapping = Mapping {
    about: "parts of the tile's turn tried once more, each refused by the rule that allows it once",
    keys: &[
        Key::opt("deploy", DEPLOY),
        tower::RANSOM,
        sieges::ESCAPE,
        count::ENTER_CITY,
        count::MOVE_COUNT,
    ],
    also: None,
};

const ALSO: Shape = Shape::List(&List {
    item: Shape::Named(
        "Also",
        &Shape::AnyOf(&[Shape::Map(&NEXT_TILE), Shape::Map(&AGAIN)], ""),
    ),
    min: 1,
    max: Some(8),
    unique: false,
    about: "",
});

/// The choices made at the end of the game.
pub(super) const FINAL_SCORING_CHOICES: Mapping = Mapping {
    about: "the choices made at the end of the game",
    keys: &[count::FINAL_LEAVE_CITY],
    also: None,
};

/// `{final-scoring: {...}}`.
pub(super) const FINAL_SCORING: Mapping = Mapping {
    about: "",
    keys: &[Key::req(
        "final-scoring",
        Shape::Map(&FINAL_SCORING_CHOICES),
    )],
    also: None,
};

const ACTION: Shape = Shape::AnyOf(
    &[
        Shape::Word("final-scoring"),
        Shape::Map(&FINAL_SCORING),
        Shape::Map(&TURN),
    ],
    "",
);

/// A figure on the table after the action: `on` a feature of the tile at
/// `at`, or (the barn) at a `corner`.
pub(super) const EXPECT_FIGURE: Shape = on_or_corner!(
    [
        Key::req("owner", PLAYER),
        Key::req("figure", FIGURE),
        Key::req("at", SQUARE)
    ],
    [],
    "a figure on the table after the action: `on` a feature of the tile at `at`, or (the barn) at a `corner`"
);

fn offers_on_features() -> Vec<&'static str> {
    OfferKind::ALL
        .into_iter()
        .filter(|k| *k != OfferKind::EnterCity)
        .map(OfferKind::name)
        .collect()
}

/// A choice a ruling leaves open: on a feature, or an entry into the City.
const OFFER: Shape = Shape::AnyOf(
    &[
        map_of![
            Key::req(
                "kind",
                Shape::Words(
                    offers_on_features,
                    "what could have been done on the feature: cover a small city with a castle, take a knight out of a besieged city, or take a figure out of the City of Carcassonne onto a feature that scores",
                ),
            ),
            Key::opt("player", PLAYER),
            Key::req("at", SQUARE),
            Key::req("on", FEATURE),
        ],
        map_of![
            Key::req("kind", Shape::Word("enter-city")),
            Key::opt("player", PLAYER),
        ],
    ],
    "a choice a ruling leaves open: on a feature, or an entry into the City",
);

/// The ruling the author expects.
pub(crate) const EXPECT: Mapping = Mapping {
    about: "",
    keys: &[
        Key::req(
            "verdict",
            Shape::Words(|| vec!["legal", "illegal"], "legal or illegal"),
        ),
        Key::opt("scores", POINTS)
            .about("Points gained by the action; players left out gained none."),
        Key::opt(
            "returned",
            Shape::PerPlayer(&list_of!(FIGURE), ""),
        ),
        Key::opt("cites", list_of!(TEXT))
            .about("Citations the ruling must contain."),
        Key::opt("not-cites", list_of!(TEXT))
            .about("Citations the ruling must not contain."),
        Key::opt("rule", TEXT).about("The broken rule of an illegal action."),
        Key::opt("figures", list_of!(EXPECT_FIGURE))
            .about("Figures that must stand on the table after the action."),
        builder::EXPECT_DOUBLE_TURN,
        traders_builders::EXPECT_GOODS,
        tower::EXPECT_PRISONERS,
        princess_dragon::EXPECT_DRAGON,
        castles::EXPECT_CASTLES,
        Key::opt("offers", list_of!(OFFER)).about(
            "Choices the ruling must leave open (a castle, a knight's escape, a figure into or out of the City of Carcassonne); `[]` expects none.",
        ),
        count::EXPECT_CITY,
    ],
    also: None,
};

/// A scenario: a position, one proposed action, and optionally the ruling
/// its author expects.
pub const SCENARIO: Mapping = Mapping {
    about: "A scenario: a position, one proposed action, and optionally the ruling its author expects.",
    keys: &[
        Key::req("title", TEXT).about("What the scenario shows, in one line."),
        Key::opt("source", TEXT)
            .about("Where the case comes from: a rule, a footnote, a forum thread."),
        Key::req(
            "rules",
            Shape::List(&List {
                item: Shape::Words(rule_sets, "a rule set in play"),
                min: 0,
                max: None,
                unique: true,
                about: "",
            }),
        )
        .about("The rule sets in play; `base` is always in play."),
        abbey_mayor::VARIANTS,
        Key::req(
            "players",
            Shape::List(&List {
                item: TEXT,
                min: 1,
                max: None,
                unique: true,
                about: "the players in turn order",
            }),
        ),
        Key::opt("current", PLAYER)
            .about("Whose turn it is; the first player when left out."),
        Key::opt("scores", POINTS)
            .about("Scores before the action; 0 for players left out."),
        Key::opt(
            "supply",
            Shape::PerPlayer(
                &Shape::Keyed(
                    figures,
                    &Shape::Int {
                        min: 0,
                        max: MAX_FIGURES,
                        about: "",
                    },
                    "figures in a player's hand, by kind",
                ),
                "",
            ),
        )
        .about(
            "Figures in hand, per player, for the kinds named; other kinds keep their default (the full set minus the player's figures on the board).",
        ),
        traders_builders::GOODS,
        tower::PRISONERS,
        princess_dragon::DRAGON,
        princess_dragon::FAIRY,
        castles::CASTLES,
        count::CITY,
        Key::opt("set-aside", list_of!(TILE_ID)).about(
            "Tiles set aside earlier in the game because they fitted nowhere: out of the game, so a river's lake or volcano comes once every other river tile is on the table or here.",
        ),
        Key::req("board", list_of!(Shape::Map(&BOARD_TILE)))
            .about("The tiles on the table, in any order."),
        Key::req("action", ACTION).about("The proposed turn, or `final-scoring`."),
        Key::opt("expect", Shape::Map(&EXPECT))
            .about("The ruling the author expects; `carc check` compares it."),
    ],
    also: None,
};

/// The format's top level with every box's own keys in it (before
/// `board`), and `expect` with theirs (at its end): the keys a box declares
/// in its own file (`crate::translate::Keys::position_keys`,
/// `expect_keys`) beside those this file names. Built once.
pub fn scenario() -> &'static Mapping {
    static MERGED: std::sync::OnceLock<Mapping> = std::sync::OnceLock::new();
    MERGED.get_or_init(|| {
        let boxes = crate::translate::BOXES;
        let expect_keys: Vec<Key> = EXPECT
            .keys
            .iter()
            .map(Key::copy)
            .chain(
                boxes
                    .iter()
                    .flat_map(|b| b.expect_keys().iter().map(Key::copy)),
            )
            .collect();
        let expect: &'static Mapping = Box::leak(Box::new(Mapping {
            about: EXPECT.about,
            keys: Box::leak(expect_keys.into_boxed_slice()),
            also: EXPECT.also,
        }));
        let action: &'static Shape = Box::leak(Box::new(Shape::AnyOf(
            Box::leak(Box::new([
                Shape::Word("final-scoring"),
                Shape::Map(&FINAL_SCORING),
                Shape::Map(turn()),
            ])),
            "",
        )));
        let mut keys: Vec<Key> = Vec::new();
        for k in SCENARIO.keys {
            if k.name == "board" {
                keys.extend(
                    boxes
                        .iter()
                        .flat_map(|b| b.position_keys().iter().map(Key::copy)),
                );
            }
            let mut k = k.copy();
            if k.name == "expect" {
                k.shape = Shape::Map(expect);
            }
            if k.name == "action" {
                k.shape = *action;
            }
            keys.push(k);
        }
        Mapping {
            about: SCENARIO.about,
            keys: Box::leak(keys.into_boxed_slice()),
            also: SCENARIO.also,
        }
    })
}

/// The boxes' own keys of a turn (`Keys::turn_keys`), after the shared
/// ones.
fn with_box_turn_keys(shared: &[Key], more: Option<Key>) -> &'static [Key] {
    let keys: Vec<Key> = shared
        .iter()
        .map(Key::copy)
        .chain(
            crate::translate::BOXES
                .iter()
                .flat_map(|b| b.turn_keys().iter().map(Key::copy)),
        )
        .chain(more)
        .collect();
    Box::leak(keys.into_boxed_slice())
}

/// The next tile of a double turn with every box's own turn keys in it.
pub fn next_tile() -> &'static Mapping {
    static MERGED: std::sync::OnceLock<Mapping> = std::sync::OnceLock::new();
    MERGED.get_or_init(|| Mapping {
        about: NEXT_TILE.about,
        keys: with_box_turn_keys(NEXT_TILE.keys, None),
        also: NEXT_TILE.also,
    })
}

/// A turn with every box's own turn keys in it, before `also`, whose next
/// tiles have them too.
pub fn turn() -> &'static Mapping {
    static MERGED: std::sync::OnceLock<Mapping> = std::sync::OnceLock::new();
    MERGED.get_or_init(|| {
        let also: &'static List = Box::leak(Box::new(List {
            item: Shape::Named(
                "Also",
                Box::leak(Box::new(Shape::AnyOf(
                    Box::leak(Box::new([Shape::Map(next_tile()), Shape::Map(&AGAIN)])),
                    "",
                ))),
            ),
            min: 1,
            max: Some(8),
            unique: false,
            about: "",
        }));
        let (shared, also_key): (Vec<Key>, Vec<Key>) = TURN
            .keys
            .iter()
            .map(Key::copy)
            .partition(|k| k.name != "also");
        let also_key = also_key.into_iter().next().map(|mut k| {
            k.shape = Shape::List(also);
            k
        });
        Mapping {
            about: TURN.about,
            keys: with_box_turn_keys(&shared, also_key),
            also: TURN.also,
        }
    })
}

/// `expect` with every box's own keys in it.
pub fn expect() -> &'static Mapping {
    match scenario()
        .keys
        .iter()
        .find(|k| k.name == "expect")
        .map(|k| k.shape)
    {
        Some(Shape::Map(m)) => m,
        _ => &EXPECT,
    }
}
