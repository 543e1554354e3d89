//! The owners of a row's edge points, read from its `points` text when the
//! program is compiled, so that no run spends time reading the strings.

use super::def::TileDef;

/// The owners of every tile of a table (`N` is its length).
pub const fn owners_of_all<const N: usize>(tiles: &[TileDef]) -> [[i8; 12]; N] {
    let mut out = [[-1; 12]; N];
    let mut t = 0;
    while t < N {
        out[t] = owners(&tiles[t]);
        t += 1;
    }
    out
}

/// Reads `points`: 12 labels separated by spaces, `-` for no feature. A
/// label that names no feature stops the build.
const fn owners(def: &TileDef) -> [i8; 12] {
    let text = def.points.as_bytes();
    let mut out = [-1i8; 12];
    let (mut i, mut point) = (0, 0);
    while i < text.len() {
        if text[i] == b' ' {
            i += 1;
            continue;
        }
        let start = i;
        while i < text.len() && text[i] != b' ' {
            i += 1;
        }
        assert!(point < 12, "more than 12 point labels");
        if !(i - start == 1 && text[start] == b'-') {
            out[point] = feature_index(def, text, start, i);
        }
        point += 1;
    }
    assert!(point == 12, "a tile names 12 edge points");
    out
}

const fn feature_index(def: &TileDef, text: &[u8], start: usize, end: usize) -> i8 {
    let mut f = 0;
    while f < def.features.len() {
        let label = def.features[f].label.as_bytes();
        if label.len() == end - start {
            let mut k = 0;
            while k < label.len() && label[k] == text[start + k] {
                k += 1;
            }
            if k == label.len() {
                return f as i8;
            }
        }
        f += 1;
    }
    panic!("a point label names no feature of its tile")
}
