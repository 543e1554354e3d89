//! A JCloisterZone saved game (`.jcz`, JSON) read into plain values, every
//! one with its place in the file. JSON is YAML, so the span-keeping reader
//! of scenarios reads it, with the same limits on hostile input; what the
//! file means is decided in `setup` and `replay`.

use crate::diag::{Problem, Text, msg};
use crate::yaml::{Node, Span, Value};

/// A value found where the importer expects one, with its place.
pub(crate) struct At<'n> {
    pub node: &'n Node,
}

impl<'n> At<'n> {
    pub fn span(&self) -> Span {
        self.node.span
    }

    /// The value under `key` of a mapping.
    pub fn get(&self, key: &str) -> Option<At<'n>> {
        match &self.node.value {
            Value::Map(items) => items
                .iter()
                .find(|(k, _)| k.as_str() == Some(key))
                .map(|(_, v)| At { node: v }),
            _ => None,
        }
    }

    /// The value under `key`, which the file must have.
    pub fn need(&self, key: &str) -> Result<At<'n>, Problem> {
        self.get(key).ok_or_else(|| {
            Problem::says(
                "import::missing",
                self.span(),
                msg("diag-import-missing").arg("key", key),
            )
        })
    }

    pub fn str(&self) -> Result<&'n str, Problem> {
        self.node
            .as_str()
            .ok_or_else(|| self.wrong(&msg("diag-text")))
    }

    pub fn int(&self) -> Result<i64, Problem> {
        match self.node.value {
            Value::Int(n) => Ok(n),
            _ => Err(self.wrong(&msg("diag-a-whole-number"))),
        }
    }

    pub fn seq(&self) -> Result<Vec<At<'n>>, Problem> {
        match &self.node.value {
            Value::Seq(items) => Ok(items.iter().map(|node| At { node }).collect()),
            _ => Err(self.wrong(&msg("diag-a-list"))),
        }
    }

    /// The entries of a mapping, each key as text.
    pub fn entries(&self) -> Result<Vec<(&'n str, At<'n>)>, Problem> {
        match &self.node.value {
            Value::Map(items) => items
                .iter()
                .map(|(k, v)| {
                    let key = At { node: k }.str()?;
                    Ok((key, At { node: v }))
                })
                .collect(),
            _ => Err(self.wrong(&msg("diag-a-mapping"))),
        }
    }

    /// A square `[x, y]` in JCloisterZone's orientation (y grows south),
    /// turned into carc's (y grows north).
    pub fn square(&self) -> Result<carc_core::geometry::Pos, Problem> {
        let items = self.seq()?;
        let [x, y] = items.as_slice() else {
            return Err(self.wrong(&msg("diag-square-x-y")));
        };
        let coordinate = |a: &At| -> Result<i32, Problem> {
            let n = a.int()?;
            i32::try_from(n)
                .ok()
                .filter(|n| n.unsigned_abs() <= 10_000)
                .ok_or_else(|| a.wrong(&msg("diag-coordinate-real-table-most-10000")))
        };
        let (x, y) = (coordinate(x)?, coordinate(y)?);
        Ok(carc_core::geometry::Pos::new(x, -y))
    }

    #[cold]
    pub fn wrong(&self, expected: &Text) -> Problem {
        let message = msg("diag-import-unexpected")
            .arg("expected", expected.clone())
            .arg("found", crate::diag::kind_of(self.node));
        Problem::says("import::unexpected", self.span(), message)
    }

    /// A value the importer reads but whose meaning carc does not judge.
    #[cold]
    pub fn unsupported(&self, what: impl Into<Text>, help: impl Into<Text>) -> Problem {
        Problem::new("import::unsupported", self.span(), what)
            .label(msg("diag-not-importable"))
            .help(help)
    }
}
