//! carcassonne-judge: a rules judge for Carcassonne. The `carc` binary is a
//! thin front end over this library; see README.md for the layout.

// A turn returns at most one violation, once per judgement, so its size never
// matters for speed; boxing it would only add noise at every rule check.
#![allow(clippy::result_large_err)]

pub mod board;
pub mod catalogue;
pub mod check;
pub mod commands;
pub mod diag;
pub mod engine;
pub mod figure;
pub mod geometry;
pub mod graph;
pub mod input;
pub mod registry;
pub mod report;
pub mod rules;
pub mod sample;
pub mod scenario;
pub mod schema;
pub mod yaml;
