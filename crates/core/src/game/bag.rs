//! The bag of tiles for the rule sets in play, as the catalogue counts them.

use crate::boxes;
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
    let opening: Vec<&str> = boxes::in_play(rules)
        .flat_map(|b| b.opening.iter().map(|(id, _, _)| *id))
        .collect();
    let left_out = left_out(rules);
    let mut out = Vec::new();
    for t in cat.tiles() {
        // A box's opening tiles lie on the table from the start.
        if !rules.plays(t.set.brought_by())
            || t.abbey
            || opening.contains(&t.id)
            || left_out.contains(&t.id)
        {
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

/// The tiles the rules in play take out of the game before it starts.
pub fn left_out(rules: &Rules) -> Vec<&'static str> {
    use crate::engine::hooks::{Hook, InPlay};
    InPlay::of(crate::rules::RULEBOOK, rules)
        .asked(Hook::LeavesOut)
        .offering()
        .flat_map(|m| m.leaves_out(rules).iter().copied())
        .collect()
}

/// The abbey tile each player holds, when Abbey & Mayor is in play.
pub fn abbeys(rules: &Rules) -> Option<&'static Tile> {
    if !rules.plays(RuleSet::AbbeyMayor) {
        return None;
    }
    Catalogue::get().tiles().find(|t| t.abbey)
}

/// The tiles on the table when the game starts, unturned: the start tile at
/// the origin, or the boxes' opening tiles in its place (The Count of
/// Carcassonne's twelve squares of the City, count:city; the River's
/// spring, river:spring). When two boxes bring one, the later box's lies
/// east of the table's north-east square, as JCloisterZone lays the spring
/// beside the City (no rule says where: readings §1.15).
pub fn opening(rules: &Rules) -> Vec<(crate::geometry::Pos, &'static Tile)> {
    use crate::geometry::Pos;
    let cat = Catalogue::get();
    let left_out = left_out(rules);
    let mut out: Vec<(Pos, &'static Tile)> = Vec::new();
    for b in boxes::in_play(rules) {
        let opening: Vec<_> = b
            .opening
            .iter()
            .filter(|(id, _, _)| !left_out.contains(id))
            .collect();
        if opening.is_empty() {
            continue;
        }
        let (dx, dy) = match out.iter().map(|(p, _)| *p).max_by_key(|p| (p.x, p.y)) {
            Some(north_east) => (north_east.x + 1, north_east.y),
            None => (0, 0),
        };
        out.extend(
            opening
                .into_iter()
                .filter_map(|(id, x, y)| Some((Pos::new(x + dx, y + dy), cat.tile(id)?))),
        );
    }
    if out.is_empty() {
        out.extend(cat.tile(START).map(|t| (Pos::new(0, 0), t)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Pos;

    fn rules(sets: &[RuleSet]) -> Rules {
        Rules {
            sets: sets.to_vec(),
            ..Rules::default()
        }
    }

    fn at(opening: &[(Pos, &Tile)], id: &str) -> Vec<Pos> {
        opening
            .iter()
            .filter(|(_, t)| t.id == id)
            .map(|(p, _)| *p)
            .collect()
    }

    #[test]
    fn the_spring_lies_in_place_of_the_start_tile() {
        let opening = opening(&rules(&[RuleSet::River]));
        assert_eq!(at(&opening, "river/spring"), [Pos::new(0, 0)]);
        assert_eq!(opening.len(), 1);
        let (_, bag) = bag(&rules(&[RuleSet::River]));
        assert!(bag.iter().all(|t| t.id != "river/spring"));
        assert_eq!(bag.iter().filter(|t| t.id == START).count(), 3);
    }

    #[test]
    fn beside_the_city_the_spring_lies_east_of_its_north_east_square() {
        let opening = opening(&rules(&[RuleSet::Count, RuleSet::River]));
        assert_eq!(opening.len(), 13);
        let east = opening.iter().map(|(p, _)| p.x).max();
        let north = opening
            .iter()
            .filter(|(p, _)| p.x < 2)
            .map(|(p, _)| p.y)
            .max();
        assert_eq!(at(&opening, "river/spring"), [Pos::new(2, 1)]);
        assert_eq!((east, north), (Some(2), Some(1)));
    }

    /// Both rivers make one river: one spring on the table, and neither the
    /// second spring nor River I's lake in the bag; The River II's volcano
    /// and city lake stay.
    #[test]
    fn both_rivers_leave_out_a_spring_and_the_first_lake() {
        let both = rules(&[RuleSet::River, RuleSet::RiverII]);
        let laid = opening(&both);
        assert_eq!(at(&laid, "river/spring"), [Pos::new(0, 0)]);
        assert_eq!(laid.len(), 1);
        let (_, bag) = bag(&both);
        for out in ["river/lake", "river-ii/spring", "river/spring"] {
            assert!(bag.iter().all(|t| t.id != out), "{out}");
        }
        for kept in ["river-ii/volcano", "river-ii/city-lake", "river-ii/fork"] {
            assert_eq!(bag.iter().filter(|t| t.id == kept).count(), 1, "{kept}");
        }
        let alone = opening(&rules(&[RuleSet::RiverII]));
        assert_eq!(at(&alone, "river-ii/spring"), [Pos::new(0, 0)]);
    }
}
