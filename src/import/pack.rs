//! The size of JCloisterZone's tile pack for a file's setup, from carc's
//! catalogue: JCloisterZone saves no end of game, but a game is over once
//! every tile of the pack lies on the table. Each tile set counts its
//! tiles (by the prefix of their JCloisterZone ids) in the edition its
//! suffix names (`basic:1` the first, `basic:2` and a set without one the
//! new), times the copies of the set in play. The abbeys are no tiles of
//! the pack.

use carc_core::catalogue::Catalogue;

use super::boxes::BOXES;
use super::read::At;

/// The tiles the pack holds, start tiles included; `None` when a set is
/// not one carc knows (the setup refuses it anyway).
pub(super) fn size(root: &At) -> Option<u64> {
    let sets = root.get("setup")?.get("sets")?;
    let mut total: u64 = 0;
    for (key, copies) in sets.entries().ok()? {
        let (name, edition) = match key.split_once(':') {
            Some((name, ed)) => (name, ed),
            None => (key, "2"),
        };
        let prefix = BOXES
            .iter()
            .flat_map(|b| b.names().sets.iter())
            .find(|(set, _)| *set == name)
            .map(|(_, prefix)| *prefix)?;
        let copies = u64::try_from(copies.int().ok()?).ok()?;
        let in_set: u64 = Catalogue::get()
            .tiles()
            .filter(|t| !t.abbey && t.jcz.split_once('/').is_some_and(|(p, _)| p == prefix))
            .map(|t| {
                u64::from(if edition == "1" {
                    t.count.ed1
                } else {
                    t.count.ed2
                })
            })
            .sum();
        total = total.saturating_add(in_set.saturating_mul(copies));
    }
    Some(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size_of(sets: &str) -> Option<u64> {
        let text = format!(r#"{{"setup": {{"sets": {sets}}}}}"#);
        let root = crate::yaml::parse(&text).unwrap();
        size(&At { node: &root })
    }

    /// Each set's pack as JCloisterZone's expansion files count it
    /// (JCloisterZone-Client, src/extraResources/expansions, read
    /// 2026-11-29; every tile's count matched, set by set).
    #[test]
    fn every_set_counts_the_tiles_of_its_pack() {
        let packs = [
            ("basic:1", 72),
            ("basic:2", 72),
            ("abbey-and-mayor:1", 12),
            ("abbey-and-mayor:2", 12),
            ("bridges-castles-and-bazaars:1", 12),
            ("bridges-castles-and-bazaars:2", 12),
            ("count", 12),
            ("ferries", 8),
            ("festival", 10),
            ("flier:1", 8),
            ("flier:2", 8),
            ("inns-and-cathedrals:1", 18),
            ("inns-and-cathedrals:2", 18),
            ("princess-and-dragon:1", 30),
            ("princess-and-dragon:2", 30),
            ("siege/besiegers", 6),
            ("siege/cathars", 4),
            ("tower:1", 18),
            ("tower:2", 18),
            ("traders-and-builders:1", 24),
            ("traders-and-builders:2", 24),
        ];
        for (set, tiles) in packs {
            assert_eq!(size_of(&format!(r#"{{"{set}": 1}}"#)), Some(tiles), "{set}");
        }
        let sets = BOXES.iter().flat_map(|b| b.names().sets.iter());
        for (set, _) in sets {
            assert!(
                packs.iter().any(|(p, _)| p.split(':').next() == Some(set)),
                "{set}"
            );
        }
        assert_eq!(size_of(r#"{"basic:2": 2, "tower:2": 1}"#), Some(162));
        assert_eq!(size_of(r#"{"river/1:1": 1}"#), None);
    }
}
