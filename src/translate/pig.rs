//! The pig has no keys of its own: it is a kind of figure, written under
//! `figure:` on a field, and the shared code checks it against the rules in
//! play like every other kind.

use super::Keys;

pub(super) struct Pig;

impl Keys for Pig {}
