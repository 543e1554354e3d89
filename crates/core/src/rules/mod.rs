//! The rulebook: every box's rule modules (each box keeps its own in its
//! folder, `crate::boxes`), in the order their objections are heard. A step
//! asks every module in play; a module answers only for what is its own.

#[cfg(test)]
mod tests;

pub use crate::engine::hooks::{
    Book, Deployment, FarmCity, FarmExtra, InPlay, Module, Moves, Rulebook, Share, only_on_features,
};

/// Every module of every box, in the order their objections are heard: the
/// boxes' specific rules before the base game's general ones.
pub static RULEBOOK: Rulebook = &BOOK;

static BOOK: Book = Book::gathered(crate::boxes::modules);
