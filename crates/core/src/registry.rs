//! The rule registry: every rule the judge can cite, gathered from the boxes'
//! declarations (each box declares its own in its folder), with the
//! engine's vocabulary for them re-exported. `docs/rules.md` is generated
//! from it.

pub use carc_engine::registry::*;

use crate::boxes::BOXES;

/// Every entry, box by box in the order of the boxes' list.
pub fn all() -> impl Iterator<Item = &'static Entry> {
    BOXES
        .iter()
        .flat_map(|b| b.entries.iter().copied().flatten())
}

/// The entry with this id, if any.
pub fn lookup(id: &str) -> Option<&'static Entry> {
    all().find(|e| e.rule.0 == id)
}

/// The entry of a rule. Every constant made by `rules!` has one.
pub fn entry(rule: Rule) -> &'static Entry {
    lookup(rule.0).unwrap_or_else(|| unreachable!("rule {} declared without an entry", rule.0))
}

/// Every kind of clause a refusal is made of, box by box.
pub fn says() -> impl Iterator<Item = &'static Say> {
    BOXES
        .iter()
        .flat_map(|b| b.says.iter().copied().flatten())
        .copied()
}
