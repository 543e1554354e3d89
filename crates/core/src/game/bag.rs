//! The bag of tiles for the rule sets in play, as the catalogue counts them.

use crate::catalogue::{Catalogue, Tile};
use crate::figure::RuleSet;
use crate::position::Rules;

/// The start tile of the new edition (city, road through, fields).
pub const START: &str = "base/D";

/// Every tile of the sets in play, new-edition counts, one start tile
/// taken out for the table. Abbeys are not in the bag: each player holds
/// one ([`abbeys`]).
pub fn bag(rules: &Rules) -> (&'static Tile, Vec<&'static Tile>) {
    let cat = Catalogue::get();
    let mut out = Vec::new();
    for t in cat.tiles() {
        if !rules.plays(t.set.brought_by()) || t.abbey {
            continue;
        }
        out.extend(std::iter::repeat_n(t, usize::from(t.count.ed2)));
    }
    let start = cat.tile(START).expect("the catalogue has the start tile");
    if let Some(i) = out.iter().position(|t| t.id == START) {
        out.remove(i);
    }
    (start, out)
}

/// The abbey tile each player holds, when Abbey & Mayor is in play.
pub fn abbeys(rules: &Rules) -> Option<&'static Tile> {
    if !rules.plays(RuleSet::AbbeyMayor) {
        return None;
    }
    Catalogue::get().tiles().find(|t| t.abbey)
}
