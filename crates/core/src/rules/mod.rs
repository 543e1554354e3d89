//! The rule modules: the base game and each figure or expansion, each in its
//! own file, hooking into the turn steps it changes. A step asks every module
//! in play; a module answers only for what is its own.

mod abbey;
mod abbot;
mod barn;
mod base;
mod big_follower;
mod builder;
mod castles;
mod count;
mod ferries;
mod festival;
mod flier;
mod inns_cathedrals;
mod mayor;
mod phantom;
mod pig;
mod pig_herd;
mod princess_dragon;
mod sieges;
mod tower;
mod traders_builders;
mod wagon;

#[cfg(test)]
mod tests;

pub use crate::engine::hooks::{
    Book, Deployment, FarmCity, FarmExtra, InPlay, Module, Moves, Rulebook, Share, only_on_features,
};
pub use castles::castles;
pub use count::city;
pub use princess_dragon::pieces::{dragon, fairy};
pub use tower::{RANSOM, prisoners};

/// Every module, in the order their objections are heard: the figure
/// modules' specific rules before the base game's general ones.
pub static RULEBOOK: Rulebook = &BOOK;

static BOOK: Book = Book::new(&[
    &abbey::Abbey,
    &ferries::Ferries,
    &flier::Flier,
    &mayor::Mayor,
    &wagon::Wagon,
    &barn::Barn,
    &abbot::Abbot,
    &builder::Builder,
    &pig::Pig,
    &phantom::Phantom,
    &big_follower::BigFollower,
    &castles::Castles,
    &pig_herd::PigHerd,
    &sieges::Sieges,
    &inns_cathedrals::InnsCathedrals,
    &traders_builders::TradersBuilders,
    &tower::Tower,
    &princess_dragon::PrincessDragon,
    &festival::Festival,
    &count::Count,
    &base::Base,
]);
