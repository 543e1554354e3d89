//! The engine of carcassonne-judge: the table (tiles from the catalogue,
//! figures, the feature graph), positions and actions as plain values, the
//! turn played out as steps that ask the rule modules they are handed
//! (the trait [`engine::hooks::Module`]), and the ruling as typed facts.
//!
//! It holds no rule set's rules: those are the modules of `carc-core`, a
//! crate this one cannot reach, so the steps can name no box's rules and
//! keep each box's state in slots they carry without reading
//! ([`engine::slots`]). Front ends use it through `carc-core`, which
//! re-exports its modules.

#![warn(missing_docs)]
// A turn returns at most one violation, once per judgement, so its size never
// matters for speed; boxing it would only add noise at every rule check.
#![allow(clippy::result_large_err)]

pub mod board;
pub mod catalogue;
mod declared;
pub mod engine;
pub mod figure;
pub mod frontier;
pub mod geometry;
pub mod graph;
mod names;
pub mod position;
pub mod registry;
pub mod ruling;
pub mod tile_map;
