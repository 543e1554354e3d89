//! The kinds of things a refusal says: each a stable id, which is also the
//! id of its words in the message catalogue (`locales/*/*.ftl`). A refusal is
//! data (an [`crate::engine::refusal::Clause`] of one of these kinds with
//! its facts); the words are the report layer's.

use schemars::JsonSchema;
use serde::Serialize;

/// One kind of clause of a refusal, by its message id:
/// - `refusal-*`: why an action is refused;
/// - `label-*`: a short label for the part of the action at fault, written
///   with the refusal's facts;
/// - `help-*`: what would be legal instead;
/// - `aside-*`: a label for another part of the position involved;
/// - `phrase-*`: a part of another clause (one square that spoils a barn's
///   corner).
#[derive(Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(transparent)]
pub struct Say(pub &'static str);

impl Say {
    /// The id (`refusal-square-taken`).
    pub fn id(&self) -> &'static str {
        self.0
    }
}

impl JsonSchema for Say {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "SayId".into()
    }

    /// The ids are the boxes': whoever describes a ruling adds them as the
    /// `enum` of this schema (the engine cannot list them).
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "The kind of a clause of a refusal; its words are the message of this id in the catalogue.",
            "type": "string"
        })
    }
}

/// Declares a module's kinds of clause and the list of them:
/// `says! { SQUARE_TAKEN = "refusal-square-taken"; }`.
#[macro_export]
macro_rules! says {
    ($( $(#[$meta:meta])* $name:ident = $id:literal; )*) => {
        $(
            $(#[$meta])*
            #[doc = concat!("Says `", $id, "`.")]
            pub static $name: $crate::registry::Say = $crate::registry::Say($id);
        )*

        /// This module's kinds of clause, in declaration order.
        pub static SAYS: &[&$crate::registry::Say] = &[$(&$name),*];
    };
}
