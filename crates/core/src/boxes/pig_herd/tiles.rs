//! The pig-herd tile of The River II, as data, in the form of `data.rs`
//! (rotation 0, north up, 12 edge points clockwise from NNW). The river
//! curves from W to N and is no feature: its mouths own no point, and the
//! sides it crosses match only a river. The layout is that of WikiCarpedia's
//! page "The River II", cross-checked against JCloisterZone's tile
//! definitions (`R2/II+`).

use carc_engine::catalogue::def::*;
use carc_engine::catalogue::{Table, owners_of_all};
use carc_engine::geometry::Side;

pub(super) const TILES: &[TileDef] = &[TileDef {
    id: "river-ii/pig-herd",
    jcz: "RI.2/II+",
    jcz_old: "R2/II+",
    set: TileSet::PigHerd,
    layout: "river curve W-N; the pig herd on the field outside the curve",
    count: Count { ed1: 1, ed2: 1 },
    points: "f1 - f2 f2 f2 f2 f2 f2 f2 f2 - f1",
    features: &[field("f1", &[]), pig_herd_field("f2", &[])],
    river: &[Side::N, Side::W],
    ..TileDef::EMPTY
}];

static OWNERS: [[i8; 12]; TILES.len()] = owners_of_all(TILES);

/// The box's tile table, with its place in the catalogue.
pub(super) static TABLES: &[Table] = &[Table {
    place: 120,
    rows: TILES,
    owners: &OWNERS,
}];
