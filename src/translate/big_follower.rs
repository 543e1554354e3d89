//! The big follower has no keys of its own: it is a kind of figure, written
//! under `figure:` wherever a follower may be, and the shared code checks it
//! against the rules in play like every other kind.

use super::Keys;

pub(super) struct BigFollower;

impl Keys for BigFollower {}
