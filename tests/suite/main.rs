//! The whole test suite in one binary: catalogue facts, broken input,
//! the JSON Schema, and (from the scenario folders) every ruling.

mod catalogue;
mod check_formats;
mod check_strict;
mod cli;
mod core_words;
mod docs;
mod doors;
mod generated;
mod glossary;
mod graph;
mod hooks;
mod import;
mod invalid;
mod languages;
mod matrix;
mod messages;
mod moves;
mod no_english;
mod pictures;
mod play;
mod registry;
mod robust;
mod ruling_words;
mod run;
mod scenarios;
mod schema;
mod write;
mod yaml;
mod yaml_fast;
