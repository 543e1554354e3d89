//! Why an action is refused, as data: clauses of a kind from the registry
//! ([`Say`]) with the facts their words need. The report layer writes each
//! clause from the message catalogue, in the reader's language.

use schemars::JsonSchema;
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

use crate::board::Figure;
use crate::figure::FigureKind;
use crate::geometry::Pos;
use crate::registry::Say;

use crate::ruling::FeatureRef;

/// One clause: its kind and its facts, by name.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Clause {
    /// What it says (the id of its words).
    pub kind: &'static Say,
    /// The facts its words need, by name.
    #[serde(serialize_with = "as_map")]
    #[schemars(with = "std::collections::BTreeMap<String, Detail>")]
    pub facts: Vec<(&'static str, Detail)>,
}

fn as_map<S: Serializer>(facts: &[(&'static str, Detail)], s: S) -> Result<S::Ok, S::Error> {
    let mut map = s.serialize_map(Some(facts.len()))?;
    for (name, detail) in facts {
        map.serialize_entry(name, detail)?;
    }
    map.end()
}

/// A feature of one tile as a scenario names it: its kind and edge points
/// (`road (E W)`), or the name of a feature that touches no edge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Spot {
    /// Its kind (`road`, `city`, `field`), or the name of a feature that
    /// touches no edge (`monastery`, `garden`, `abbey`).
    pub kind: &'static str,
    /// Its edge points, by name, as the tile lies on the table (none for a
    /// feature that touches no edge).
    pub points: Vec<&'static str>,
}

/// How the items of a list are joined.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Join {
    /// "a, b and c".
    And,
    /// "a, b or c".
    Or,
    /// "a, b, c": a list to pick from.
    Comma,
    /// "a; b": clauses.
    Semicolon,
}

/// A fact a clause's words need, with its type, so that each language
/// writes it in its own way.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
#[serde(tag = "type", content = "value", rename_all = "kebab-case")]
pub enum Detail {
    /// A square of the table.
    Square(Pos),
    /// A tile, by its catalogue id.
    Tile(&'static str),
    /// A tile named by what it shows (its layout, in the reader's
    /// language), by its catalogue id: where a step of a ruling speaks of a
    /// tile that is not on the table (a tile of a bazaar's auction).
    Shown(&'static str),
    /// A player, by name.
    Player(String),
    /// A kind of figure.
    Figure(FigureKind),
    /// A figure on the table, with its owner and square.
    Standing {
        /// Whose.
        player: String,
        /// What.
        figure: FigureKind,
        /// Its square.
        at: Pos,
    },
    /// A kind of feature or edge: `road`, `city`, `field`, `monastery`,
    /// `garden`, `lake`.
    Kind(&'static str),
    /// A name the scenario format uses as it is: an edge point (`NNE`), a
    /// side (`N`), a corner (`NE`).
    Name(String),
    /// A compass direction in running text: a tile's side (`N`) or a way
    /// something points (`SE`), which each language abbreviates in its own
    /// letters (German `O` for east).
    Compass(&'static str),
    /// A feature of the table, named by the squares it covers.
    Feature(FeatureRef),
    /// A feature of the table, named by one square (and its point when the
    /// tile has more than one of its kind).
    FeatureAt(FeatureRef),
    /// A feature of one tile as a scenario names it.
    Spot(Spot),
    /// A count or a number of degrees.
    Number(i64),
    /// Several facts of one type.
    List {
        /// How they are joined.
        join: Join,
        /// The items.
        items: Vec<Detail>,
    },
    /// A clause inside this one.
    Clause(Box<Clause>),
}

impl Clause {
    /// A clause of kind `kind`, its facts to follow.
    pub fn new(kind: &'static Say) -> Self {
        Clause {
            kind,
            facts: Vec::new(),
        }
    }

    /// Adds a fact.
    pub fn with(mut self, name: &'static str, detail: Detail) -> Self {
        self.facts.push((name, detail));
        self
    }

    /// Adds a square.
    pub fn square(self, name: &'static str, at: Pos) -> Self {
        self.with(name, Detail::Square(at))
    }

    /// Adds a tile.
    pub fn tile(self, name: &'static str, id: &'static str) -> Self {
        self.with(name, Detail::Tile(id))
    }

    /// Adds a player.
    pub fn player(self, name: &'static str, player: &str) -> Self {
        self.with(name, Detail::Player(player.to_owned()))
    }

    /// Adds a kind of figure.
    pub fn figure(self, name: &'static str, figure: FigureKind) -> Self {
        self.with(name, Detail::Figure(figure))
    }

    /// Adds a kind of feature or edge.
    pub fn kind(self, name: &'static str, kind: &'static str) -> Self {
        self.with(name, Detail::Kind(kind))
    }

    /// Adds a point, side or corner name.
    pub fn name(self, name: &'static str, text: impl Into<String>) -> Self {
        self.with(name, Detail::Name(text.into()))
    }

    /// Adds a compass direction in running text.
    pub fn compass(self, name: &'static str, direction: &'static str) -> Self {
        self.with(name, Detail::Compass(direction))
    }

    /// Adds a number.
    pub fn number(self, name: &'static str, n: impl Into<i64>) -> Self {
        self.with(name, Detail::Number(n.into()))
    }

    /// Adds a list.
    pub fn list(self, name: &'static str, join: Join, items: Vec<Detail>) -> Self {
        self.with(name, Detail::List { join, items })
    }

    /// Adds a clause.
    pub fn clause(self, name: &'static str, inner: Clause) -> Self {
        self.with(name, Detail::Clause(Box::new(inner)))
    }

    /// The fact of that name, if given.
    pub fn fact(&self, name: &str) -> Option<&Detail> {
        self.facts.iter().find(|(n, _)| *n == name).map(|(_, d)| d)
    }
}

impl Detail {
    /// A figure on the table, its owner named.
    pub fn standing(f: &Figure, owner: &str) -> Detail {
        Detail::Standing {
            player: owner.to_owned(),
            figure: f.kind,
            at: f.pos,
        }
    }

    /// Squares, as a list joined by `join`.
    pub fn squares(join: Join, at: impl IntoIterator<Item = Pos>) -> Detail {
        Detail::List {
            join,
            items: at.into_iter().map(Detail::Square).collect(),
        }
    }

    /// Names, as a list joined by `join`.
    pub fn names(join: Join, names: impl IntoIterator<Item = &'static str>) -> Detail {
        Detail::List {
            join,
            items: names
                .into_iter()
                .map(|n| Detail::Name(n.to_owned()))
                .collect(),
        }
    }
}
