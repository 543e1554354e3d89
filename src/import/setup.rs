//! The setup of a saved game of JCloisterZone: its players, the boxes its
//! tile sets and elements bring (each box says which are its own), the
//! rules it changed from their defaults, and the start tiles. What carc
//! does not judge the way JCloisterZone plays it is refused here, before
//! a turn is read, with the place in the file that asks for it.

use carc_core::board::PlacedTile;
use carc_core::figure::RuleSet;
use carc_core::geometry::Rotation;
use carc_core::position::{Position, Rules};
use carc_core::{Catalogue, FigureKind};

use super::boxes::{BOXES, JczBox};
use super::read::At;
use crate::diag::{Problem, msg};

/// The oldest version whose files carc reads: from 5.7 on, pointers name
/// their feature and locations are today's.
const OLDEST: (u32, u32) = (5, 7);

/// Whether a version string (`5.7.3`) is 5.7 or later.
fn recent(version: &str) -> bool {
    let mut parts = version.split('.').map(|p| p.parse::<u32>().ok());
    match (parts.next().flatten(), parts.next().flatten()) {
        (Some(major), Some(minor)) => (major, minor) >= OLDEST,
        _ => false,
    }
}

/// The game before its first turn: the position with its players, rule
/// sets and start tiles.
pub(super) fn position(root: &At) -> Result<Position, Vec<Problem>> {
    let mut problems = Vec::new();
    let version = root.need("appVersion").map_err(|p| vec![p])?;
    let v = version.str().map_err(|p| vec![p])?;
    if !recent(v) {
        return Err(vec![version.unsupported(
            msg("diag-import-too-old").arg("version", v),
            msg("diag-open-game-jcloisterzone-5-7"),
        )]);
    }
    let setup = root.need("setup").map_err(|p| vec![p])?;
    let mut position = Position::default();
    let mut hands: Vec<(FigureKind, i64)> = Vec::new();
    match players(root) {
        Ok(names) => position.players = names,
        Err(p) => problems.push(p),
    }
    let mut sets: Vec<RuleSet> = Vec::new();
    let mut add = |set: RuleSet| {
        if set != RuleSet::Base && !sets.contains(&set) {
            sets.push(set);
        }
    };
    if let Err(p) = each(&setup, "sets", |key, value| {
        let name = key.split(':').next().unwrap_or(key);
        let b = owner(|b| b.names().sets.iter().any(|(s, _)| *s == name)).ok_or_else(|| {
            value.unsupported(
                msg("diag-import-tile-set").arg("key", key),
                super::IMPORTABLE,
            )
        })?;
        add(b.names().rule_set);
        Ok(())
    }) {
        problems.extend(p);
    }
    if let Err(p) = each(&setup, "elements", |key, value| {
        let b = owner(|b| b.names().elements.contains(&key)).ok_or_else(|| {
            value.unsupported(
                msg("diag-import-element").arg("key", key),
                super::IMPORTABLE,
            )
        })?;
        if let Some(h) = hand(key, value, b) {
            hands.push(h);
        }
        add(b.names().rule_set);
        Ok(())
    }) {
        problems.extend(p);
    }
    let mut rules = Rules {
        sets,
        ..Rules::default()
    };
    // JCloisterZone's default wagon rule is the new edition's.
    if rules.sets.contains(&RuleSet::AbbeyMayor) {
        rules.wagon_move = carc_core::position::WagonMove::Nearby;
    }
    if let Err(p) = each(&setup, "rules", |key, value| {
        let text = match &value.node.value {
            crate::yaml::Value::Str(s) => s.clone(),
            crate::yaml::Value::Bool(b) => b.to_string(),
            crate::yaml::Value::Int(n) => n.to_string(),
            _ => return Err(value.wrong(&msg("diag-rule-value"))),
        };
        let kept = BOXES
            .iter()
            .flat_map(|b| b.names().kept.iter())
            .find(|k| k.key == key)
            .map(|k| {
                k.values
                    .contains(&text.as_str())
                    .then_some(())
                    .ok_or_else(|| msg(k.why))
            });
        let decided = kept.or_else(|| BOXES.iter().find_map(|b| b.rule(key, &text, &mut rules)));
        match decided {
            Some(Ok(())) => Ok(()),
            Some(Err(why)) => Err(value.unsupported(
                msg("diag-import-rule-not-judged")
                    .arg("key", key)
                    .arg("value", &text),
                why,
            )),
            None => Err(value.unsupported(
                msg("diag-import-rule-of-box")
                    .arg("key", key)
                    .arg("value", &text),
                msg("diag-import-game-keeps-rule-jcloisterzone"),
            )),
        }
    }) {
        problems.extend(p);
    }
    position.rules = rules;
    for p in 0..position.players.len() {
        for (figure, n) in &hands {
            position.supply.insert((p, *figure), *n);
        }
    }
    match start(&setup) {
        Ok(tiles) => tiles.into_iter().for_each(|t| position.board.put(t)),
        Err(p) => problems.extend(p),
    }
    if problems.is_empty() {
        Ok(position)
    } else {
        Err(problems)
    }
}

/// The box whose list holds a name.
fn owner(has: impl Fn(&dyn JczBox) -> bool) -> Option<&'static dyn JczBox> {
    BOXES.iter().copied().find(|b| has(*b))
}

/// Each entry of a mapping of the setup (absent: none), every problem kept.
fn each(
    setup: &At,
    key: &str,
    mut f: impl FnMut(&str, &At) -> Result<(), Problem>,
) -> Result<(), Vec<Problem>> {
    let Some(map) = setup.get(key) else {
        return Ok(());
    };
    let entries = map.entries().map_err(|p| vec![p])?;
    let problems: Vec<Problem> = entries.iter().filter_map(|(k, v)| f(k, v).err()).collect();
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// A meeple element's count where it is not the box's own (seven
/// followers, one of each other figure): each player's hand then starts
/// with that many (`supply` in the scenarios, readings §1.3).
fn hand(key: &str, value: &At, b: &dyn JczBox) -> Option<(FigureKind, i64)> {
    let crate::yaml::Value::Int(n) = value.node.value else {
        return None;
    };
    let meeple = key.strip_suffix("-follower").unwrap_or(key);
    let (_, figure) = b.names().meeples.iter().find(|(name, _)| *name == meeple)?;
    let usual = if *figure == FigureKind::Follower {
        7
    } else {
        1
    };
    (n != usual && (0..=99).contains(&n)).then_some((*figure, n))
}

/// The players, in turn order, by name.
fn players(root: &At) -> Result<Vec<String>, Problem> {
    let list = root.need("players")?;
    let mut names: Vec<String> = Vec::new();
    for p in list.seq()? {
        let name = p.need("name")?;
        let text = name.str()?.trim().to_owned();
        if text.is_empty() || names.contains(&text) {
            return Err(name.unsupported(
                msg("diag-player-without-name-their-own"),
                msg("diag-give-every-player-different-name"),
            ));
        }
        names.push(text);
    }
    if names.is_empty() || names.len() > 8 {
        return Err(list.wrong(&msg("diag-between-one-eight-players")));
    }
    Ok(names)
}

/// The start tiles, on their squares.
fn start(setup: &At) -> Result<Vec<PlacedTile>, Vec<Problem>> {
    let list = setup.need("start").map_err(|p| vec![p])?;
    let mut tiles = Vec::new();
    for s in list.seq().map_err(|p| vec![p])? {
        let one = || -> Result<PlacedTile, Problem> {
            let tile = tile(&s.need("tile")?)?;
            let degrees = s.need("rotation")?;
            let jcz = Rotation::from_degrees(degrees.int()?)
                .ok_or_else(|| degrees.wrong(&msg("diag-0-90-180-270")))?;
            let x = s.need("x")?;
            let y = s.need("y")?;
            let pos = square_of(&x, &y)?;
            Ok(PlacedTile::new(tile, pos, turned(tile, jcz)))
        };
        tiles.push(one().map_err(|p| vec![p])?);
    }
    Ok(tiles)
}

/// A square written as two keys, `x` and `y`, turned into carc's.
fn square_of(x: &At, y: &At) -> Result<carc_core::geometry::Pos, Problem> {
    let coordinate = |a: &At| -> Result<i32, Problem> {
        i32::try_from(a.int()?)
            .ok()
            .filter(|n| n.unsigned_abs() <= 10_000)
            .ok_or_else(|| a.wrong(&msg("diag-coordinate-real-table-most-10000")))
    };
    Ok(carc_core::geometry::Pos::new(
        coordinate(x)?,
        -coordinate(y)?,
    ))
}

/// A tile by JCloisterZone's id (or carc's).
pub(super) fn tile(id: &At) -> Result<&'static carc_core::catalogue::Tile, Problem> {
    let name = id.str()?;
    Catalogue::get().tile(name).ok_or_else(|| {
        id.unsupported(
            msg("diag-import-tile-unknown").arg("tile", name),
            msg("diag-carc-tiles-all-lists-every"),
        )
    })
}

/// The rotation of a tile placed at JCloisterZone's `jcz`: where its
/// drawing there is turned against carc's, the turns add up.
pub(super) fn turned(tile: &carc_core::catalogue::Tile, jcz: Rotation) -> Rotation {
    let quarters = (jcz.quarters() + usize::from(tile.jcz_turn)) % 4;
    Rotation::ALL[quarters]
}
