//! The `carc` subcommands, each behind a function the binary calls.

pub mod rules;
pub mod tiles;
