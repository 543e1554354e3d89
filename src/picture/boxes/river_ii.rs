//! The River II in the pictures: its water is The River's band, drawn for
//! every tile with a water side (`river.rs`), and its volcano is The
//! Princess & the Dragon's mark, drawn for every volcano; the box adds
//! nothing of its own.

use super::Pictures;

pub(super) struct RiverII;

impl Pictures for RiverII {}
