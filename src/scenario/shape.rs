//! The scenario format described as data: every mapping's keys, whether
//! each is required, and the shape of its value. The loader takes from it
//! the keys a mapping may hold (whatever else it finds is an unknown key,
//! with the nearest known one suggested), the writer the order it writes
//! them in, and `carc schema` generates the JSON Schema from it alone
//! (`crate::schema`). The values are read by the loader's readers, with
//! their spans; the suite holds the two together: every scenario of the
//! repository fits the schema, and every broken fixture the loader refuses
//! the schema refuses too, or is listed with what a schema cannot know.
//!
//! The shared keys are described in `format.rs`; a box's keys in its own
//! file, beside their readers.

use serde_json::Value;

use crate::figure::RuleSet;

/// A list of any length of values of one shape.
macro_rules! list_of {
    ($item:expr) => {
        $crate::scenario::shape::Shape::List(&$crate::scenario::shape::List {
            item: $item,
            min: 0,
            max: None,
            unique: false,
            about: "",
        })
    };
}
pub(super) use list_of;

/// A mapping of these keys and no others, with nothing more to say of it.
macro_rules! map_of {
    ($($key:expr),* $(,)?) => {
        $crate::scenario::shape::Shape::Map(&$crate::scenario::shape::Mapping {
            about: "",
            keys: &[$($key),*],
            also: None,
        })
    };
}
pub(super) use map_of;

/// What a value looks like; each with what it means, for an editor to show
/// (empty: nothing to add to the key's own words).
#[derive(Clone, Copy)]
pub enum Shape {
    /// Free text.
    Text(&'static str),
    /// A whole number from `min` to `max`.
    Int {
        min: i64,
        max: i64,
        about: &'static str,
    },
    /// `true` or `false`.
    Bool(&'static str),
    /// One word of a list.
    Words(fn() -> Vec<&'static str>, &'static str),
    /// This word and no other.
    Word(&'static str),
    /// One of these whole numbers.
    Numbers(&'static [i64], &'static str),
    /// A list of values of one shape.
    List(&'static List),
    /// A mapping whose keys are words of a list, each with a value of one
    /// shape (a hand: figure kinds and counts).
    Keyed(fn() -> Vec<&'static str>, &'static Shape, &'static str),
    /// A mapping from players' names to values of one shape.
    PerPlayer(&'static Shape, &'static str),
    /// A mapping of these keys and no others.
    Map(&'static Mapping),
    /// One of several forms (a deployment, a figure on a feature or at a
    /// corner).
    AnyOf(&'static [Shape], &'static str),
    /// A shape written once among the schema's definitions, under a name.
    Named(&'static str, &'static Shape),
    /// A schema written out for what the shapes above cannot say (the tile
    /// ids, each with its layout).
    Custom(fn() -> Value),
}

/// A list's items and bounds.
pub struct List {
    pub item: Shape,
    pub min: usize,
    pub max: Option<usize>,
    /// No item twice.
    pub unique: bool,
    pub about: &'static str,
}

/// Schema keywords written out, each with its value.
pub type Keywords = fn() -> Vec<(&'static str, Value)>;

/// A mapping's keys, in the order the format's reference and the writer
/// give them.
pub struct Mapping {
    pub about: &'static str,
    pub keys: &'static [Key],
    /// Conditions on the keys together that a JSON Schema can say (the
    /// abbey is never turned), as schema keywords.
    pub also: Option<Keywords>,
}

/// One key of a mapping.
pub struct Key {
    pub name: &'static str,
    pub required: bool,
    pub shape: Shape,
    /// What the key means; empty when its shape says it.
    pub about: &'static str,
    /// The rule set the key belongs to, which must be in play where the
    /// key is written (and for every key inside its value).
    pub needs: Option<RuleSet>,
}

impl Key {
    /// The same key again (a list of keys gathered from the boxes' files).
    pub const fn copy(&self) -> Key {
        Key {
            name: self.name,
            required: self.required,
            shape: self.shape,
            about: self.about,
            needs: self.needs,
        }
    }

    /// A key the mapping must hold.
    pub const fn req(name: &'static str, shape: Shape) -> Key {
        Key {
            name,
            required: true,
            shape,
            about: "",
            needs: None,
        }
    }

    /// A key the mapping may hold.
    pub const fn opt(name: &'static str, shape: Shape) -> Key {
        Key {
            name,
            required: false,
            shape,
            about: "",
            needs: None,
        }
    }

    /// The key, with what it means.
    pub const fn about(self, about: &'static str) -> Key {
        Key { about, ..self }
    }

    /// The key, belonging to a rule set.
    pub const fn needs(self, set: RuleSet) -> Key {
        Key {
            needs: Some(set),
            ..self
        }
    }
}

impl Shape {
    /// The keys a mapping of this shape may hold, each name once: a
    /// mapping's own, or those of every form for one of several.
    pub fn key_names(&self) -> Vec<&'static str> {
        let mut names = Vec::new();
        self.collect_names(&mut names);
        names
    }

    fn collect_names(&self, names: &mut Vec<&'static str>) {
        match self {
            Shape::Map(m) => {
                for k in m.keys {
                    if !names.contains(&k.name) {
                        names.push(k.name);
                    }
                }
            }
            Shape::AnyOf(forms, _) => forms.iter().for_each(|f| f.collect_names(names)),
            Shape::Named(_, inner) => inner.collect_names(names),
            _ => {}
        }
    }
}

impl Mapping {
    /// The keys' names, in order.
    pub fn names(&self) -> Vec<&'static str> {
        self.keys.iter().map(|k| k.name).collect()
    }
}
