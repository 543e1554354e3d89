//! Facts of shared/reference/tiles.md that the catalogue must hold.

use std::collections::BTreeMap;

use carcassonne_judge::catalogue::{Catalogue, Edge, Kind, RoadEnd, Tile, TileSet};
use carcassonne_judge::geometry::{Point, Rotation, Side};

/// The catalogue ids, as listed in tiles.md ("Catalogue ids").
const IDS: &[&str] = &[
    "base/A",
    "base/B",
    "base/C",
    "base/D",
    "base/E",
    "base/F",
    "base/G",
    "base/H",
    "base/I",
    "base/J",
    "base/K",
    "base/L",
    "base/M",
    "base/N",
    "base/O",
    "base/P",
    "base/Q",
    "base/R",
    "base/S",
    "base/T",
    "base/U",
    "base/V",
    "base/W",
    "base/X",
    "base/E-garden",
    "base/H-garden",
    "base/I-garden",
    "base/M-garden",
    "base/N-garden",
    "base/R-garden",
    "base/U-garden",
    "base/V-garden",
    "abbey-mayor/city-4-sides",
    "abbey-mayor/crossing-cities",
    "abbey-mayor/cap-over-band",
    "abbey-mayor/two-caps-roads-in",
    "abbey-mayor/monastery-4-roads",
    "abbey-mayor/road-into-cap",
    "abbey-mayor/cap-curve-es",
    "abbey-mayor/cap-curve-sw",
    "abbey-mayor/walled-cap",
    "abbey-mayor/dead-end",
    "abbey-mayor/dead-end-garden",
    "abbey-mayor/fork",
    "abbey-mayor/tunnel",
    "abbey-mayor/abbey",
    "flier/field-w",
    "flier/field-nw",
    "flier/field-nw-garden",
    "flier/straight-we-nw",
    "flier/straight-ns-w",
    "flier/straight-we-w",
    "flier/curve-es-nw",
    "flier/curve-nw-w",
    "flier/curve-sw-w",
    "ferries/1",
    "ferries/2",
    "ferries/3",
];

fn tile(id: &str) -> &'static Tile {
    Catalogue::get()
        .tile(id)
        .unwrap_or_else(|| panic!("{id} in the catalogue"))
}

fn r0() -> Rotation {
    Rotation::default()
}

fn p(name: &str) -> Point {
    Point::parse(name).unwrap()
}

/// The feature at a point, at rotation 0.
fn at(t: &Tile, point: &str) -> usize {
    t.feature_at(p(point), r0()).unwrap()
}

#[test]
fn the_catalogue_holds_exactly_the_ids_of_tiles_md() {
    // The boxes are not in tiles.md: their facts are the boxes' own pages
    // (`box_tiles_match_the_boxes`).
    let mut ours: Vec<&str> = Catalogue::get()
        .tiles()
        .filter(|t| {
            matches!(
                t.set,
                TileSet::Base | TileSet::AbbeyMayor | TileSet::Flier | TileSet::Ferries
            )
        })
        .map(|t| t.id)
        .collect();
    let mut listed = IDS.to_vec();
    ours.sort();
    listed.sort();
    assert_eq!(ours, listed);
    assert_eq!(ours.len(), 58);
}

/// Each box's tiles as the box has them: counts, layouts, symbols and the
/// marks on their features.
#[test]
fn box_tiles_match_the_boxes() {
    inns_cathedrals_match_the_box();
    tower_matches_the_box();
    princess_dragon_matches_the_box();
    festival_matches_the_box();
    sieges_match_the_box();
    pig_herd_matches_the_box();
    river_matches_the_box();
    traders_builders_match_the_box();
    inns_cathedrals_and_goods_stand_on_their_features();
}

/// The tiles of a box, one per layout.
fn in_box(set: TileSet) -> impl Iterator<Item = &'static Tile> {
    Catalogue::get().tiles().filter(move |t| t.set == set)
}

/// The copies of a box's tiles (second edition), each weighted by `with`.
fn copies(set: TileSet, with: &dyn Fn(&Tile) -> u32) -> u32 {
    in_box(set).map(|t| u32::from(t.count.ed2) * with(t)).sum()
}

/// One kind of mark, over every feature of a tile.
fn marks(t: &Tile, f: &dyn Fn(&carcassonne_judge::catalogue::Marks) -> u32) -> u32 {
    t.features.iter().map(|x| f(&x.marks)).sum()
}

/// Inns & Cathedrals: 18 tiles, 6 inns, 2 cathedrals.
fn inns_cathedrals_match_the_box() {
    assert_eq!(copies(TileSet::InnsCathedrals, &|_| 1), 18);
    assert_eq!(
        copies(TileSet::InnsCathedrals, &|t| marks(t, &|m| m.inns)),
        6
    );
    assert_eq!(
        copies(TileSet::InnsCathedrals, &|t| marks(t, &|m| m.cathedrals)),
        2
    );
}

/// The Tower: 18 tiles in 17 layouts, two of them printed with a garden in
/// the new edition (19 rows), every one with a foundation, and the only
/// tiles with one.
fn tower_matches_the_box() {
    assert_eq!(copies(TileSet::Tower, &|_| 1), 18);
    assert_eq!(in_box(TileSet::Tower).count(), 19);
    assert!(
        Catalogue::get()
            .tiles()
            .all(|t| t.tower == (t.set == TileSet::Tower))
    );
}

/// The Princess & the Dragon: 30 tiles in 29 layouts; 6 volcanoes, 12
/// dragons, 6 portals, 6 princesses, each in a city.
fn princess_dragon_matches_the_box() {
    use carcassonne_judge::catalogue::Symbol;
    assert_eq!(copies(TileSet::PrincessDragon, &|_| 1), 30);
    for (symbol, n) in [
        (Symbol::Volcano, 6),
        (Symbol::Dragon, 12),
        (Symbol::Portal, 6),
        (Symbol::Princess, 6),
    ] {
        assert_eq!(
            copies(TileSet::PrincessDragon, &|t| u32::from(t.symbol == symbol)),
            n
        );
    }
    for t in in_box(TileSet::PrincessDragon) {
        let princesses = t.features.iter().filter(|f| f.princess).count();
        assert_eq!(
            princesses,
            usize::from(t.symbol == Symbol::Princess),
            "{}",
            t.id
        );
        assert!(
            t.features
                .iter()
                .all(|f| !f.princess || f.kind == Kind::City)
        );
    }
}

/// The Festival: 10 tiles, one each, every one with a festival place, and
/// the only tiles with one.
fn festival_matches_the_box() {
    assert_eq!(copies(TileSet::Festival, &|_| 1), 10);
    assert!(
        Catalogue::get()
            .tiles()
            .all(|t| t.festival == (t.set == TileSet::Festival))
    );
}

/// Sieges: The Cathars' 4 tiles and The Besiegers' 6, each with one
/// besieged city, and no siege anywhere else.
fn sieges_match_the_box() {
    assert_eq!(copies(TileSet::Sieges, &|_| 1), 10);
    for t in Catalogue::get().tiles() {
        let sieges = marks(t, &|m| m.sieges);
        assert_eq!(sieges, u32::from(t.set == TileSet::Sieges), "{}", t.id);
        assert!(
            t.features
                .iter()
                .all(|f| f.marks.sieges == 0 || f.kind == Kind::City)
        );
    }
}

/// The River II's pig-herd tile: a river (on its W and N sides at
/// rotation 0, turning with it) and the only pig herd, on the field
/// outside the river's curve.
fn pig_herd_matches_the_box() {
    assert_eq!(copies(TileSet::PigHerd, &|_| 1), 1);
    for t in Catalogue::get().tiles() {
        let herd = t.set == TileSet::PigHerd;
        assert_eq!(marks(t, &|m| m.pig_herds), u32::from(herd), "{}", t.id);
        if herd {
            assert_ne!(t.river, 0, "{}", t.id);
        }
    }
    let herd = Catalogue::get().tile("river-ii/pig-herd").unwrap();
    let edges = |r: Rotation| Side::ALL.map(|s| herd.edge(s, r));
    assert_eq!(
        edges(Rotation::ALL[0]),
        [Edge::River, Edge::Field, Edge::Field, Edge::River]
    );
    assert_eq!(
        edges(Rotation::ALL[1]),
        [Edge::River, Edge::River, Edge::Field, Edge::Field]
    );
    for f in &herd.features {
        assert_eq!(f.kind, Kind::Field);
        assert_eq!(f.marks.pig_herds == 1, f.points().count() == 8);
    }
}

/// The River (I): twelve tiles, each with a river: the spring and the
/// lake with one river side each, six straight (their river across the
/// tile) and four curves; one garden.
fn river_matches_the_box() {
    assert_eq!(copies(TileSet::River, &|_| 1), 12);
    for t in in_box(TileSet::River) {
        assert_ne!(t.river, 0, "{}", t.id);
    }
    let sides = |t: &Tile| t.river.count_ones();
    let straight = |t: &Tile| t.river == 0b0101 || t.river == 0b1010;
    assert_eq!(copies(TileSet::River, &|t| u32::from(sides(t) == 1)), 2);
    assert_eq!(copies(TileSet::River, &|t| u32::from(straight(t))), 6);
    assert_eq!(
        copies(TileSet::River, &|t| u32::from(
            sides(t) == 2 && !straight(t)
        )),
        4
    );
    let gardens = |t: &Tile| t.features.iter().filter(|f| f.kind == Kind::Garden).count();
    assert_eq!(copies(TileSet::River, &|t| gardens(t) as u32), 1);
}

/// Traders & Builders: 24 tiles, 9 wine, 6 grain and 5 cloth symbols, one
/// token each.
fn traders_builders_match_the_box() {
    assert_eq!(copies(TileSet::TradersBuilders, &|_| 1), 24);
    for (good, n) in [(0, 9), (1, 6), (2, 5)] {
        assert_eq!(
            copies(TileSet::TradersBuilders, &|t| marks(t, &|m| m.goods[good])),
            n
        );
    }
}

/// Inns & Cathedrals and Traders & Builders: each layout as many times in
/// both editions, where the new edition prints one copy with a garden
/// (WikiCarpedia, "The Abbot": the major expansions' re-releases carry
/// gardens) as a row of its own, `<id>-garden`; inns only on roads,
/// cathedrals and goods only in cities.
fn inns_cathedrals_and_goods_stand_on_their_features() {
    let cat = Catalogue::get();
    for t in in_box(TileSet::InnsCathedrals).chain(in_box(TileSet::TradersBuilders)) {
        let reprint = cat.tile(&format!("{}-garden", t.id));
        let both = |ed: fn(&Tile) -> u8| ed(t) + reprint.map_or(0, ed);
        if !t.id.ends_with("-garden") {
            assert_eq!(
                both(|x| x.count.ed1),
                both(|x| x.count.ed2),
                "{}: same count in both editions, its garden reprint with it",
                t.id
            );
        }
        for f in &t.features {
            assert!(f.marks.inns == 0 || f.kind == Kind::Road, "{}", t.id);
            assert!(
                f.marks.cathedrals + f.marks.goods.iter().sum::<u32>() == 0 || f.kind == Kind::City,
                "{}",
                t.id
            );
        }
    }
}

#[test]
fn set_counts_match_the_boxes() {
    let mut ed1: BTreeMap<TileSet, u32> = BTreeMap::new();
    let mut ed2: BTreeMap<TileSet, u32> = BTreeMap::new();
    for t in Catalogue::get().tiles().filter(|t| !t.abbey) {
        *ed1.entry(t.set).or_default() += t.count.ed1 as u32;
        *ed2.entry(t.set).or_default() += t.count.ed2 as u32;
    }
    for counts in [&ed1, &ed2] {
        assert_eq!(counts[&TileSet::Base], 72);
        assert_eq!(counts[&TileSet::AbbeyMayor], 12);
        assert_eq!(counts[&TileSet::Flier], 8);
        assert_eq!(counts[&TileSet::Ferries], 8);
    }
    assert_eq!(
        tile("abbey-mayor/abbey").count.ed1,
        6,
        "one abbey per player, six in the box"
    );
    let gardens = |set| {
        Catalogue::get()
            .tiles()
            .filter(|t| t.set == set && t.features.iter().any(|f| f.kind == Kind::Garden))
            .map(|t| t.count.ed2 as u32)
            .sum::<u32>()
    };
    assert_eq!(gardens(TileSet::Base), 8);
    assert_eq!(gardens(TileSet::AbbeyMayor), 1);
    assert_eq!(gardens(TileSet::Flier), 1);
    assert_eq!(gardens(TileSet::Ferries), 0);
}

#[test]
fn every_edge_point_is_owned_by_exactly_one_feature() {
    // The City's squares own nothing behind its wall: the next test.
    for t in Catalogue::get()
        .tiles()
        .filter(|t| !t.abbey && t.set != TileSet::Count)
    {
        let mut owners = [0u32; 12];
        for f in &t.features {
            for q in f.points() {
                owners[q.index()] += 1;
            }
        }
        // A river's mouth, the middle of a side it crosses, is no feature.
        let mouth = |q: Point| {
            Side::ALL
                .iter()
                .any(|s| t.edge(*s, r0()) == Edge::River && s.points()[1] == q)
        };
        let want: Vec<u32> = Point::all().map(|q| u32::from(!mouth(q))).collect();
        assert_eq!(owners.to_vec(), want, "{}", t.id);
        for q in Point::all() {
            assert_eq!(t.feature_at(q, r0()).is_some(), !mouth(q), "{} {q}", t.id);
        }
        for f in &t.features {
            assert!(
                !f.is_central() || f.centre_name.is_some(),
                "{}: a feature with neither points nor a name",
                t.id
            );
            for b in f.borders() {
                assert_eq!(
                    t.features[b].kind,
                    Kind::City,
                    "{}: fields border cities",
                    t.id
                );
            }
            if f.kind == Kind::Road {
                assert!(
                    f.points().all(|q| q.is_middle()),
                    "{}: roads leave at middles",
                    t.id
                );
            }
        }
    }
}

#[test]
fn edges_are_derived_from_the_points() {
    let d = tile("base/D");
    let edges = Side::ALL.map(|s| d.edge(s, r0()).name());
    assert_eq!(edges, ["city", "road", "field", "road"]);
    // Turned a quarter clockwise, the city faces east.
    let r90 = Rotation::from_degrees(90).unwrap();
    assert_eq!(d.edge(Side::E, r90).name(), "city");
    assert_eq!(d.feature_at(p("ENE"), r90), Some(at(d, "NNW")));
    assert!(
        tile("abbey-mayor/abbey")
            .edge(Side::N, r0())
            .matches(d.edge(Side::S, r0()))
    );
}

#[test]
fn separate_cities_on_one_tile_stay_separate() {
    for (id, a, b) in [
        ("base/H", "N", "S"),
        ("base/I", "N", "W"),
        ("abbey-mayor/two-caps-roads-in", "N", "W"),
        ("abbey-mayor/crossing-cities", "N", "E"),
        ("abbey-mayor/cap-over-band", "N", "E"),
    ] {
        let t = tile(id);
        assert_ne!(at(t, a), at(t, b), "{id}: {a} and {b} are two cities");
        assert_eq!(t.features[at(t, a)].kind, Kind::City);
        assert_eq!(t.features[at(t, b)].kind, Kind::City);
    }
    let x = tile("abbey-mayor/crossing-cities");
    assert_eq!(at(x, "N"), at(x, "S"));
    assert_eq!(at(x, "E"), at(x, "W"));
    assert_eq!(x.features[at(x, "N")].marks.pennants, 1);
    assert_eq!(x.features[at(x, "E")].marks.pennants, 0);
}

#[test]
fn inner_fields_touch_no_edge_and_border_both_cities() {
    let x = tile("abbey-mayor/crossing-cities");
    for name in ["field-1", "field-2"] {
        let f = x.centre_feature(name).unwrap();
        assert_eq!(x.features[f].kind, Kind::Field);
        assert!(x.features[f].is_central());
        assert_eq!(x.features[f].borders().count(), 2);
    }
    let c = tile("abbey-mayor/cap-over-band");
    let inner = c.centre_feature("field-1").unwrap();
    assert!(c.features[inner].is_central());
    assert!(c.centre_feature("field-2").is_none());
    let south = at(c, "S");
    assert_eq!(
        c.features[south].borders().count(),
        2,
        "the south field borders both cities"
    );
}

#[test]
fn the_walled_city_cuts_the_field_in_three() {
    let t = tile("abbey-mayor/walled-cap");
    let fields: Vec<usize> = ["N", "E", "S"].iter().map(|q| at(t, q)).collect();
    assert_ne!(fields[0], fields[1]);
    assert_ne!(fields[1], fields[2]);
    assert_ne!(fields[0], fields[2]);
    for f in fields {
        assert_eq!(
            t.features[f].borders().collect::<Vec<_>>(),
            vec![at(t, "W")]
        );
    }
}

#[test]
fn the_road_passes_under_the_tunnel_city() {
    let t = tile("abbey-mayor/tunnel");
    let road = at(t, "N");
    assert_eq!(road, at(t, "S"), "one road from N to S");
    assert_eq!(t.features[road].road_end, RoadEnd::Through);
    assert_eq!(at(t, "E"), at(t, "W"), "one city from E to W");
    assert!(
        t.wagon.is_empty(),
        "the tunnel road is not connected to the city"
    );
    assert_eq!(
        at(t, "SSE"),
        at(t, "SSW"),
        "the south field wraps round the road end"
    );
    assert_ne!(at(t, "NNW"), at(t, "NNE"));
}

#[test]
fn the_fork_is_one_road_not_a_crossing() {
    let t = tile("abbey-mayor/fork");
    let road = at(t, "N");
    assert_eq!(road, at(t, "E"));
    assert_eq!(road, at(t, "W"));
    assert_eq!(t.features[road].road_end, RoadEnd::Through);
    let x = tile("base/X");
    assert_ne!(at(x, "N"), at(x, "E"), "a crossing ends its roads");
}

#[test]
fn roads_end_where_tiles_md_says() {
    assert_eq!(
        tile("base/A").features[at(tile("base/A"), "S")].road_end,
        RoadEnd::Monastery
    );
    assert_eq!(
        tile("abbey-mayor/dead-end").features[at(tile("abbey-mayor/dead-end"), "S")].road_end,
        RoadEnd::DeadEnd
    );
    let s = tile("base/S");
    assert!(matches!(s.features[at(s, "S")].road_end, RoadEnd::City(_)));
    assert_eq!(s.wagon, vec![(at(s, "S"), at(s, "N"))]);
    let l = tile("base/L");
    assert_eq!(
        l.wagon.len(),
        3,
        "the three roads of a crossing all connect"
    );
    let m = tile("abbey-mayor/monastery-4-roads");
    assert_eq!(
        m.wagon.len(),
        4,
        "each road to the monastery, not road to road"
    );
}

#[test]
fn lakes_and_flying_machines_turn_with_the_tile() {
    let f3 = tile("ferries/3");
    assert_eq!(f3.lake_ends(r0()).len(), 4);
    let f1 = tile("ferries/1");
    let ends: Vec<&str> = f1.lake_ends(r0()).iter().map(|q| q.name()).collect();
    assert_eq!(ends, ["E", "S", "W"]);
    let r90 = Rotation::from_degrees(90).unwrap();
    let ends: Vec<&str> = f1.lake_ends(r90).iter().map(|q| q.name()).collect();
    assert_eq!(ends, ["N", "S", "W"]);
    let fl = tile("flier/straight-we-nw");
    assert_eq!(fl.flier_dir(r90).unwrap().name(), "NE");
    assert_eq!(tile("flier/field-w").flier_dir(r90).unwrap().name(), "N");
}

#[test]
fn jcz_ids_are_accepted_as_aliases() {
    assert_eq!(Catalogue::get().tile("BA/RCr").unwrap().id, "base/D");
    assert_eq!(
        Catalogue::get().tile("AM/CRcr+").unwrap().id,
        "abbey-mayor/tunnel"
    );
}

#[test]
fn pennants_are_where_tiles_md_puts_them() {
    let pennants = |id: &str, point: &str| tile(id).features[at(tile(id), point)].marks.pennants;
    for id in [
        "base/C",
        "base/F",
        "base/M",
        "base/M-garden",
        "base/O",
        "base/Q",
        "base/S",
    ] {
        let city = if id == "base/F" { "E" } else { "N" };
        assert_eq!(pennants(id, city), 1, "{id}");
    }
    for id in [
        "base/D", "base/E", "base/G", "base/N", "base/P", "base/R", "base/T",
    ] {
        let city = if id == "base/G" { "E" } else { "N" };
        assert_eq!(pennants(id, city), 0, "{id}");
    }
    assert_eq!(pennants("abbey-mayor/city-4-sides", "N"), 2);
    assert_eq!(pennants("abbey-mayor/cap-over-band", "N"), 1);
    assert_eq!(pennants("abbey-mayor/cap-over-band", "E"), 0);
    assert_eq!(pennants("abbey-mayor/walled-cap", "W"), 1);
    assert_eq!(pennants("abbey-mayor/tunnel", "E"), 1);
}

/// The City of Carcassonne as the twelve squares lie together: across every
/// side two squares share, a point is a feature on both sides or on
/// neither (the wall), of the same kind; the outer sides show what the
/// first edition shows; outside the wall lie three roads that end at it,
/// two small city caps and three ring farms.
#[test]
fn the_city_of_carcassonne_lies_whole() {
    use carcassonne_judge::boxes::count::CITY_SQUARES;
    use carcassonne_judge::geometry::Pos;
    let cat = Catalogue::get();
    let at: BTreeMap<Pos, &Tile> = CITY_SQUARES
        .iter()
        .map(|(id, x, y)| (Pos::new(*x, *y), cat.tile(id).unwrap()))
        .collect();
    assert_eq!(at.len(), 12);
    let mut outer = Vec::new();
    for (pos, t) in &at {
        assert_eq!(t.set, TileSet::Count);
        for side in Side::ALL {
            let Some(n) = at.get(&pos.neighbour(side)) else {
                outer.push((*pos, side, t.edge(side, r0())));
                continue;
            };
            for q in side.points() {
                let mine = t.feature_at(q, r0()).map(|f| t.features[f].kind);
                let theirs = n.feature_at(q.facing(), r0()).map(|f| n.features[f].kind);
                assert_eq!(mine, theirs, "{} {q} against {}", t.id, n.id);
            }
        }
    }
    let shows = |x: i32, y: i32, side: Side| {
        outer
            .iter()
            .find(|(p, s, _)| *p == Pos::new(x, y) && *s == side)
            .map(|(_, _, e)| *e)
            .unwrap()
    };
    assert_eq!(outer.len(), 14);
    let roads = [(1, 1, Side::N), (0, -1, Side::S), (-2, 1, Side::W)];
    let cities = [(1, -1, Side::E), (-2, -1, Side::S)];
    for (p, s, e) in &outer {
        let want = if roads.contains(&(p.x, p.y, *s)) {
            Edge::Road
        } else if cities.contains(&(p.x, p.y, *s)) {
            Edge::City
        } else {
            Edge::Field
        };
        assert_eq!(*e, want, "{p} {s:?}");
    }
    assert_eq!(shows(-1, 1, Side::N), Edge::Field);
    let kinds = |k: Kind| {
        at.values()
            .flat_map(|t| t.features.iter())
            .filter(|f| f.kind == k)
            .count()
    };
    assert_eq!(kinds(Kind::Road), 3);
    assert_eq!(kinds(Kind::City), 2);
    for t in at.values() {
        for f in t.features.iter().filter(|f| f.kind == Kind::Road) {
            assert_eq!(f.road_end, RoadEnd::DeadEnd, "{}", t.id);
        }
    }
    // The inside squares hold nothing at all.
    assert!(cat.tile("count/6").unwrap().features.is_empty());
    assert!(cat.tile("count/7").unwrap().features.is_empty());
}

/// Every JCloisterZone id of a tile finds that tile, today's and (where
/// JCloisterZone renamed a box's tiles) the former; no two tiles share one.
#[test]
fn every_jcloisterzone_alias_finds_its_tile() {
    let cat = Catalogue::get();
    let mut seen = std::collections::BTreeSet::new();
    for t in cat.tiles() {
        let ids = [t.jcz, t.jcz_old];
        for id in ids.into_iter().filter(|id| !id.is_empty()) {
            assert!(seen.insert(id), "{id} names two tiles");
            assert_eq!(cat.tile(id).map(|x| x.id), Some(t.id), "{id}");
        }
    }
    // The boxes JCloisterZone renamed: today's prefix, the former one kept.
    for (now, before, set) in [
        ("DG/", "PD/", TileSet::PrincessDragon),
        ("SI.CA/", "SI/", TileSet::Sieges),
        ("SI.BE/", "BE/", TileSet::Sieges),
        ("RI.2/", "R2/", TileSet::PigHerd),
    ] {
        let renamed: Vec<&Tile> = in_box(set).filter(|t| t.jcz.starts_with(now)).collect();
        assert!(!renamed.is_empty(), "no {now} tile");
        // The new edition's garden reprints came after the renaming.
        for t in renamed.into_iter().filter(|t| !t.jcz.ends_with('G')) {
            assert_eq!(t.jcz_old, t.jcz.replacen(now, before, 1), "{}", t.id);
        }
    }
}

/// Where JCloisterZone draws a tile turned against this catalogue, the
/// tile says by how much, and that turn maps its drawing onto ours: its
/// two-curves tile (`IC/RrRr`) shows the curves N-W and E-S, which this
/// catalogue's shows at 90 degrees.
#[test]
fn a_jcloisterzone_rotation_maps_through_the_turn() {
    let t = tile("IC/RrRr");
    assert_eq!(t.jcz_turn, 1);
    let at_turn = Rotation::ALL[usize::from(t.jcz_turn)];
    let n = t.feature_at(p("N"), at_turn).unwrap();
    let w = t.feature_at(p("W"), at_turn).unwrap();
    assert_eq!(n, w, "JCloisterZone's curve N-W");
    let others: Vec<_> = cat_turns().collect();
    assert!(
        others.is_empty(),
        "only IC/RrRr is drawn turned: {others:?}"
    );
}

fn cat_turns() -> impl Iterator<Item = &'static str> {
    Catalogue::get()
        .tiles()
        .filter(|t| t.jcz_turn != 0 && t.jcz != "IC/RrRr")
        .map(|t| t.id)
}

/// A tile as `tests/fixtures/jcz-tile-facts.tsv` writes one: its sides,
/// city and road groups with their marks, its fields, its middle.
fn facts(t: &Tile) -> String {
    use carcassonne_judge::catalogue::Symbol;
    // JCloisterZone's drawing is ours turned by `jcz_turn`.
    let r0 = Rotation::ALL[usize::from(t.jcz_turn)];
    let sides = |f: &carcassonne_judge::catalogue::Feature| -> String {
        let touched: Vec<Side> = f.points().map(|p| p.rotated(r0).side()).collect();
        Side::ALL
            .iter()
            .filter(|s| touched.contains(s))
            .map(|s| s.name())
            .collect()
    };
    let edges: String = Side::ALL
        .iter()
        .map(|s| match t.edge(*s, r0) {
            Edge::City => 'C',
            Edge::Road => 'R',
            Edge::River => 'W',
            _ => 'F',
        })
        .collect();
    let mut cities = Vec::new();
    let mut roads = Vec::new();
    let mut fields = 0;
    let mut middle: Vec<String> = Vec::new();
    for f in &t.features {
        let m = &f.marks;
        match f.kind {
            Kind::City => {
                let mut g = sides(f);
                if m.pennants > 0 {
                    g += &format!(".p{}", m.pennants);
                }
                if m.sieges > 0 {
                    g += ".siege";
                }
                if m.cathedrals > 0 {
                    g += ".cathedral";
                }
                if f.princess {
                    g += ".princess";
                }
                for (good, name) in [(0, "wine"), (1, "grain"), (2, "cloth")] {
                    if m.goods[good] > 0 {
                        g += &format!(".{name}");
                    }
                }
                cities.push(g);
            }
            Kind::Road => roads.push(sides(f) + if m.inns > 0 { ".inn" } else { "" }),
            Kind::Field => {
                fields += 1;
                if m.pig_herds > 0 {
                    middle.push("pig-herd".into());
                }
            }
            // JCloisterZone marks a shrine as a monastery with `shrine="true"`.
            Kind::Monastery if f.centre_name == Some("shrine") => middle.push("shrine".into()),
            Kind::Monastery => middle.push("monastery".into()),
            Kind::Garden => middle.push("garden".into()),
        }
    }
    if t.tower {
        middle.push("tower".into());
    }
    if t.festival {
        middle.push("festival".into());
    }
    if t.lake {
        middle.push("lake".into());
    }
    if let Some(d) = t.flier {
        middle.push(format!("flier-{}", d.name()));
    }
    if t.bazaar {
        middle.push("bazaar".into());
    }
    match t.symbol {
        Symbol::Volcano => middle.push("volcano".into()),
        Symbol::Dragon => middle.push("dragon".into()),
        Symbol::Portal => middle.push("portal".into()),
        _ => {}
    }
    cities.sort();
    roads.sort();
    middle.sort();
    let or_dash = |v: Vec<String>, sep: &str| {
        if v.is_empty() {
            "-".to_owned()
        } else {
            v.join(sep)
        }
    };
    format!(
        "{}\t{edges}\t{}\t{}\t{fields}\t{}",
        t.jcz,
        or_dash(cities, " "),
        or_dash(roads, " "),
        or_dash(middle, ",")
    )
}

/// Every tile JCloisterZone has too holds the facts its files give it:
/// sides, cities with their pennants, sieges, cathedrals, princesses and
/// goods, roads with their inns, fields, and the marks in the middle. A
/// missing pennant cannot hide again.
#[test]
fn every_tile_holds_jcloisterzones_facts() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/jcz-tile-facts.tsv");
    let text = std::fs::read_to_string(path).unwrap();
    let rows: BTreeMap<&str, &str> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| (l.split('\t').next().unwrap(), l))
        .collect();
    let mut wrong = Vec::new();
    let mut held = 0;
    // The River II's spring has no id of its own (`river_ii_matches_the_box`).
    for t in Catalogue::get()
        .tiles()
        .filter(|t| !t.abbey && !t.jcz.is_empty())
    {
        match rows.get(t.jcz) {
            Some(row) if *row == facts(t) => held += 1,
            Some(row) => wrong.push(format!("{}:\n  theirs {row}\n  ours   {}", t.id, facts(t))),
            None => wrong.push(format!("{}: {} is not in the facts", t.id, t.jcz)),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert_eq!(held, rows.len(), "a row of the facts names no tile of ours");
}

/// A road that ends at the monastery or at a city gate of its own tile
/// leads the first-edition wagon into it (car:fn170: roads heading directly
/// into a city or a cloister connect), so the tile links the road to that
/// monastery, or to a city.
#[test]
fn a_road_ending_at_a_feature_links_it_for_the_wagon() {
    let r0 = Rotation::default();
    let mut wrong = Vec::new();
    for t in Catalogue::get().tiles() {
        let links = |i: usize, kind: Kind| {
            t.wagon.iter().any(|&(a, b)| {
                (a == i && t.features[b].kind == kind) || (b == i && t.features[a].kind == kind)
            })
        };
        for (i, f) in t.features.iter().enumerate() {
            let into = match f.road_end {
                RoadEnd::Monastery => Kind::Monastery,
                RoadEnd::City(_) => Kind::City,
                _ => continue,
            };
            if !links(i, into) {
                wrong.push(format!(
                    "{}: the road {} ends at a {into:?} it is not linked to",
                    t.id,
                    t.feature_name(i, r0)
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
