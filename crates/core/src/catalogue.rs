//! The tile catalogue: every box's tile tables (each box keeps its own in
//! its folder), in the order of their places, over the engine's vocabulary
//! for tiles, which is re-exported here.

use std::sync::OnceLock;

pub use carc_engine::catalogue::*;

use crate::boxes::BOXES;

/// The catalogue: the tiles of every box, each compiled on first use.
pub struct Catalogue(TileStore);

impl Catalogue {
    /// The catalogue.
    pub fn get() -> &'static Catalogue {
        static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
        CATALOGUE.get_or_init(|| Catalogue(TileStore::new(BOXES.iter().flat_map(|b| b.tiles))))
    }
}

impl std::ops::Deref for Catalogue {
    type Target = TileStore;

    fn deref(&self) -> &TileStore {
        &self.0
    }
}
