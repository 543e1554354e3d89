//! Every box the judge plays, each in a folder of its own: its rule modules,
//! its registry entries, its tile tables, and its declaration (`BOX` in the
//! folder's `mod.rs`). `list.rs` names each box once; the rule sets, the
//! documents, the rulebook, the registry and the catalogue all follow from
//! it, so a new box is its folder and one entry there
//! (docs/architecture.md).

use carc_engine::catalogue::Table;
use carc_engine::engine::hooks::Module;
use carc_engine::registry::{Entry, Say};

/// What a box brings, declared once in its folder.
pub struct Declaration {
    /// Its rule modules, each with its place among all modules.
    pub modules: &'static [Heard],
    /// Its registry entries, one list per file that declares them.
    pub entries: &'static [&'static [Entry]],
    /// Its kinds of clause of a refusal, one list per file.
    pub says: &'static [&'static [&'static Say]],
    /// Its tile tables (each with its place in the catalogue).
    pub tiles: &'static [Table],
    /// The tiles that lie on the table when the game starts in place of the
    /// start tile, by id and square (none of them in the bag); empty for a
    /// box that keeps the start tile.
    pub opening: &'static [(&'static str, i32, i32)],
}

/// A rule module and its place in the order objections are heard: a step
/// asks the modules from the lowest place up and the first refusal stands,
/// so a box's specific rules come before the base game's general ones (the
/// base game's module is last, at 1000).
pub struct Heard {
    /// Lower is heard first.
    pub place: u16,
    /// The module.
    pub module: &'static dyn Module,
}

/// Reads the boxes' list (`list.rs`) into their folders and [`BOXES`]; the
/// engine reads the same list for the names of the rule sets and documents.
macro_rules! declare_boxes {
    ($(
        $(#[$meta:meta])*
        $folder:ident: $variant:ident => $name:literal { $($rest:tt)* },
    )*) => {
        $(
            $(#[$meta])*
            pub mod $folder;
        )*

        /// Every box, in the order of the list.
        pub static BOXES: &[&Declaration] = &[$(&$folder::BOX),*];
    };
}

carc_engine::with_boxes!(declare_boxes);

/// The boxes of the rule sets in play (the base game always is).
pub fn in_play(rules: &carc_engine::position::Rules) -> impl Iterator<Item = &'static Declaration> {
    BOXES
        .iter()
        .zip(carc_engine::figure::RuleSet::ALL)
        .filter(move |(_, set)| rules.plays(*set))
        .map(|(b, _)| *b)
}

/// Every rule module of every box, in the order their objections are heard.
pub fn modules() -> Vec<&'static dyn Module> {
    let mut heard: Vec<&Heard> = BOXES.iter().flat_map(|b| b.modules).collect();
    heard.sort_by_key(|h| h.place);
    heard.into_iter().map(|h| h.module).collect()
}
