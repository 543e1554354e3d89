//! The phrases a violation's message and help are made of. Events carry
//! facts only; a violation still carries its explanation as text, because
//! what would be legal instead is worked out where the rule refuses.

use crate::board::{Figure, PlacedTile};
use crate::catalogue::FeatureIdx;
use crate::geometry::Point;
use crate::graph::GroupId;

use super::{FeatureRef, Turn};

impl Turn<'_> {
    /// "red's follower on [1, 0]"
    pub fn describe(&self, f: &Figure) -> String {
        format!("{}'s {} on {}", self.name(f.owner), f.kind.name(), f.pos)
    }

    /// The feature a group is, in words: "the city on [0, 0] and [0, 1]".
    pub fn describe_group(&self, g: GroupId) -> String {
        feature_phrase(&self.feature(g))
    }
}

/// "the city on [0, 0] and [0, 1]", "the farm on [1, 0]".
pub fn feature_phrase(f: &FeatureRef) -> String {
    let squares: Vec<String> = f.squares.iter().map(|p| p.to_string()).collect();
    format!("the {} on {}", f.kind, and_list(&squares))
}

/// "the road W on [-2, 0]": a feature named by one square and point, so
/// that several features on the same squares read apart.
pub fn feature_at_phrase(f: &FeatureRef) -> String {
    // A feature that touches no edge is named by its kind already.
    if matches!(f.on.as_str(), "monastery" | "garden" | "abbey") {
        format!("the {} on {}", f.kind, f.at)
    } else {
        format!("the {} {} on {}", f.kind, f.on, f.at)
    }
}

/// "a", "a and b", "a, b and c".
pub fn and_list(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "a", "a or b", "a, b or c".
pub fn either(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// "a follower", "an abbot".
pub fn article(word: &str) -> String {
    let an = word.starts_with(['a', 'e', 'i', 'o', 'u']);
    format!("{} {word}", if an { "an" } else { "a" })
}

/// "1 pennant", "3 tiles".
pub fn count(n: i64, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// "N, E, S"
pub fn names(points: &[Point]) -> String {
    points
        .iter()
        .map(|p| p.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// "road (E W)", or just "monastery" for a feature that touches no edge.
pub fn feature_words(t: &PlacedTile, f: FeatureIdx) -> String {
    let feat = &t.tile.features[f];
    match feat.centre_name {
        Some(name) => name.to_owned(),
        None => format!("{} ({})", feat.kind.name(), t.tile.feature_name(f, t.rot)),
    }
}

/// "city (NNW N NNE), road (E W), …" for help lines.
pub fn feature_list(t: &PlacedTile) -> String {
    (0..t.tile.features.len())
        .map(|f| feature_words(t, f))
        .collect::<Vec<_>>()
        .join(", ")
}
