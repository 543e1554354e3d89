//! The abbot in a scenario: the deployment `abbot: return`, the abbot taken
//! back from its tile.

use super::format::SQUARE;
use super::load::req_at;
use super::read::{Fields, Problems, word};
use super::shape::{Key, Mapping, Shape};
use super::*;
use crate::diag::msg;
use crate::figure::RuleSet;
use crate::yaml::Node;

/// `abbot: return` with the tile the abbot comes back from.
pub(super) fn abbot_return(mut f: Fields, abbot: &Node, p: &mut Problems) -> Option<Deploy> {
    let ok = word(abbot, &["return"], &msg("diag-abbot-action"), p);
    let at = req_at(&mut f, &msg("diag-say-which-tile-abbot-comes"), p);
    f.finish(&ABBOT_RETURN.key_names(), p);
    ok?;
    Some(Deploy::AbbotReturn { at: at? })
}

// The keys' description (`shape.rs`), from which the loader takes the
// keys it knows and `carc schema` the JSON Schema.

/// `deploy: {abbot: return, at}`.
pub(super) const ABBOT_RETURN: Shape = Shape::Map(&Mapping {
    about: "the abbot taken back from the tile at `at`",
    keys: &[
        Key::req("abbot", Shape::Word("return")).needs(RuleSet::Abbot),
        Key::req("at", SQUARE),
    ],
    also: None,
});
