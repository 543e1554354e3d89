//! The catalogue's compiled tiles against their rows.

use crate::catalogue::{Catalogue, Edge};
use crate::geometry::{Rotation, Side};

/// The edges kept for every rotation are the ones the features show:
/// a straight road shows road east and west unturned, north and south
/// turned a quarter; and every tile's table agrees with its features.
#[test]
fn a_tiles_kept_edges_are_what_its_features_show() {
    let road = Catalogue::get().tile("base/U").expect("the straight road");
    let quarter = Rotation::ALL[1];
    assert_eq!(road.edge(Side::E, Rotation::default()), Edge::Road);
    assert_eq!(road.edge(Side::N, Rotation::default()), Edge::Field);
    assert_eq!(road.edge(Side::N, quarter), Edge::Road);
    assert_eq!(road.edge(Side::E, quarter), Edge::Field);
    for tile in Catalogue::get().tiles() {
        for rot in Rotation::ALL {
            for side in Side::ALL {
                assert_eq!(
                    tile.edge(side, rot),
                    tile.edge_shown(side, rot),
                    "{}",
                    tile.id
                );
            }
        }
    }
}
