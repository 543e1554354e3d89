//! The abbot in a scenario: the deployment `abbot: return`, the abbot taken
//! back from its tile.

use super::load::req_at;
use super::read::{Fields, Problems, word};
use super::*;
use crate::yaml::Node;

/// `abbot: return` with the tile the abbot comes back from.
pub(super) fn abbot_return(mut f: Fields, abbot: &Node, p: &mut Problems) -> Option<Deploy> {
    let ok = word(abbot, &["return"], "abbot action", p);
    let at = req_at(
        &mut f,
        "say which tile the abbot comes back from: `at: [x, y]`",
        p,
    );
    f.finish(&["abbot", "at"], p);
    ok?;
    Some(Deploy::AbbotReturn { at: at? })
}
