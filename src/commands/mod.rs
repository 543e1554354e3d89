//! The `carc` subcommands, each behind a function the binary calls.

pub mod generate;
pub mod import;
pub mod moves;
pub mod play;
pub mod rules;
pub mod tiles;
