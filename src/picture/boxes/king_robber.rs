//! King & Robber in the pictures: the king's and the robber's tiles never
//! lie on the table, so the box draws nothing; its five landscape tiles are
//! drawn as any other, and who holds each tile is the ruling's line after
//! the points.

use super::Pictures;

pub(super) struct KingRobber;

impl Pictures for KingRobber {}
