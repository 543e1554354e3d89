//! Each rule module's hooks, played through the engine on small tables
//! built in code: what the module adds to its step, and what it refuses.

use crate::board::{Figure, FigureId, On, PlacedTile, Standing, locate};
use crate::catalogue::Catalogue;
use crate::engine::{Fact, Ruling, Verdict};
use crate::figure::{FigureKind, RuleSet};
use crate::geometry::{Corner, Point, Pos, Rotation};
use crate::position::{Action, Deploy, Flight, PhantomDeploy, Position, TurnAction};

/// A table for red and blue with these rule sets besides the base game.
fn table(sets: &[RuleSet]) -> Position {
    Position::new(&["red", "blue"], sets)
}

fn rot(degrees: i64) -> Rotation {
    Rotation::from_degrees(degrees).expect("a rotation")
}

fn put(p: &mut Position, id: &str, x: i32, y: i32, degrees: i64) {
    p.board.put(PlacedTile {
        tile: Catalogue::get().tile(id).expect("a catalogue tile"),
        pos: Pos::new(x, y),
        rot: rot(degrees),
        ferry: None,
        tower: 0,
    });
}

fn on(name: &str) -> On {
    match Point::parse(name) {
        Some(p) => On::Point(p),
        None => On::Centre(On::CENTRES.iter().find(|c| **c == name).expect("a centre")),
    }
}

/// A figure of `owner` (0 red, 1 blue) on the feature `at` names on the
/// tile at (x, y).
fn stand(p: &mut Position, owner: usize, kind: FigureKind, (x, y): (i32, i32), at: &str) {
    let t = *p.board.tile(Pos::new(x, y)).expect("a tile there");
    let feature = locate(t.tile, t.rot, on(at)).expect("a feature there");
    let id = FigureId(p.board.figures.len() as u32);
    p.board.figures.push(Figure {
        id,
        owner,
        kind,
        pos: t.pos,
        standing: Standing::Feature(feature),
    });
}

fn turn(id: &str, x: i32, y: i32, degrees: i64) -> TurnAction {
    let tile = Catalogue::get().tile(id).expect("a catalogue tile");
    TurnAction::place(tile, Pos::new(x, y), rot(degrees))
}

fn play(p: &Position, t: TurnAction) -> Ruling {
    crate::judge(p, &Action::Turn(Box::new(t)))
}

/// The kind of clause the refusal gives, and the rule it breaks.
fn refused(r: &Ruling) -> (&'static str, &'static str) {
    assert_eq!(r.verdict, Verdict::Illegal, "{:?}", r.events);
    let v = r.violation.as_ref().expect("a violation");
    (v.reason.kind.id(), v.rule.id())
}

fn legal(r: &Ruling) {
    assert_eq!(r.verdict, Verdict::Legal, "{:?}", r.violation);
}

/// Four caps around [0, 0], their fields towards it; without the west one
/// when `open`.
fn hole(open: bool) -> Position {
    let mut p = table(&[RuleSet::AbbeyMayor]);
    put(&mut p, "base/E", 0, 1, 0);
    put(&mut p, "base/E", 1, 0, 90);
    put(&mut p, "base/E", 0, -1, 180);
    if !open {
        put(&mut p, "base/E", -1, 0, 270);
    }
    p
}

#[test]
fn abbey_goes_only_into_a_hole_and_places_itself() {
    let r = play(&hole(false), turn("abbey-mayor/abbey", 0, 0, 0));
    legal(&r);
    assert!(matches!(r.events[0].fact, Fact::AbbeyPlaced { .. }));
    let r = play(&hole(true), turn("abbey-mayor/abbey", 0, 0, 0));
    assert_eq!(
        refused(&r),
        ("refusal-abbey-mayor-not-in-hole", "abbey-mayor:abbey")
    );
}

/// The start tile (city N, road W-E) and a straight road east of it.
fn start_and_road(sets: &[RuleSet]) -> (Position, TurnAction) {
    let mut p = table(sets);
    put(&mut p, "base/D", 0, 0, 0);
    (p, turn("base/U", 1, 0, 0))
}

#[test]
fn base_refuses_a_follower_at_a_corner() {
    let (p, mut t) = start_and_road(&[]);
    t.deploy = Some(Deploy::Corner {
        figure: FigureKind::Follower,
        corner: Corner::NE,
    });
    assert_eq!(
        refused(&play(&p, t)),
        ("refusal-never-at-corner", "base:deploy")
    );
}

#[test]
fn barn_is_set_where_four_fields_meet() {
    let mut p = table(&[RuleSet::AbbeyMayor]);
    put(&mut p, "base/B", 0, 0, 0);
    put(&mut p, "base/B", 1, 0, 0);
    put(&mut p, "base/B", 0, 1, 0);
    let mut t = turn("base/B", 1, 1, 0);
    t.deploy = Some(Deploy::Corner {
        figure: FigureKind::Barn,
        corner: Corner::SW,
    });
    let r = play(&p, t);
    legal(&r);
    assert!(
        r.events
            .iter()
            .any(|e| matches!(e.fact, Fact::BarnSet { .. }))
    );
    assert!(r.figures.iter().any(|f| f.figure == FigureKind::Barn));
}

#[test]
fn builder_on_an_extended_road_grants_a_second_turn() {
    let (mut p, t) = start_and_road(&[RuleSet::Builder]);
    stand(&mut p, 0, FigureKind::Follower, (0, 0), "W");
    stand(&mut p, 0, FigureKind::Builder, (0, 0), "E");
    let r = play(&p, t);
    legal(&r);
    assert!(r.double_turn);
}

/// D's city cap closed by a cap from the north: a city of two tiles, no
/// pennant, with red's figure of `kind` and blue's follower in it.
fn contested_city(kind: FigureKind, sets: &[RuleSet]) -> Ruling {
    let mut p = table(sets);
    put(&mut p, "base/D", 0, 0, 0);
    stand(&mut p, 0, kind, (0, 0), "N");
    stand(&mut p, 1, FigureKind::Follower, (0, 0), "N");
    let r = play(&p, turn("base/E", 0, 1, 180));
    legal(&r);
    r
}

#[test]
fn the_big_follower_counts_two() {
    let r = contested_city(FigureKind::BigFollower, &[RuleSet::BigFollower]);
    assert_eq!((r.points("red"), r.points("blue")), (4, 0));
}

#[test]
fn a_mayor_counts_its_citys_pennants() {
    // No pennant: the mayor counts nothing and blue's knight wins.
    let r = contested_city(FigureKind::Mayor, &[RuleSet::AbbeyMayor]);
    assert_eq!((r.points("red"), r.points("blue")), (0, 4));
}

#[test]
fn the_wagon_scores_as_a_follower_and_is_freed() {
    let mut p = table(&[RuleSet::AbbeyMayor]);
    put(&mut p, "base/X", -1, 0, 0);
    put(&mut p, "base/D", 0, 0, 0);
    stand(&mut p, 0, FigureKind::Wagon, (0, 0), "W");
    let r = play(&p, turn("base/X", 1, 0, 0));
    legal(&r);
    assert_eq!(r.points("red"), 3);
    assert!(
        r.events
            .iter()
            .any(|e| matches!(e.fact, Fact::Wagon { .. }))
    );
}

#[test]
fn the_pig_adds_one_a_city_to_its_farm() {
    let farm = |pig: bool| {
        let mut p = table(&[RuleSet::Pig]);
        put(&mut p, "base/D", 0, 0, 0);
        put(&mut p, "base/E", 0, 1, 180);
        stand(&mut p, 0, FigureKind::Follower, (0, 0), "ENE");
        if pig {
            stand(&mut p, 0, FigureKind::Pig, (0, 0), "WNW");
        }
        crate::judge(&p, &Action::final_scoring()).points("red")
    };
    assert_eq!((farm(false), farm(true)), (3, 4));
}

#[test]
fn the_phantom_is_a_second_figure_on_another_feature() {
    let (p, mut t) = start_and_road(&[RuleSet::Phantom]);
    t.deploy = Some(Deploy::On {
        figure: FigureKind::Follower,
        on: on("E"),
    });
    t.phantom = Some(PhantomDeploy::On(on("N")));
    let r = play(&p, t.clone());
    legal(&r);
    let phantoms: Vec<bool> = r
        .events
        .iter()
        .filter_map(|e| match e.fact {
            Fact::Deployed { second, .. } => Some(second),
            _ => None,
        })
        .collect();
    assert_eq!(phantoms, [false, true]);
    t.phantom = Some(PhantomDeploy::On(on("W")));
    assert_eq!(
        refused(&play(&p, t)),
        ("refusal-phantom-same-feature", "phantom:deploy")
    );
}

#[test]
fn the_abbot_is_taken_back_and_scored_as_at_game_end() {
    let mut p = table(&[RuleSet::Abbot]);
    put(&mut p, "base/B", 0, 0, 0);
    stand(&mut p, 0, FigureKind::Abbot, (0, 0), "monastery");
    let mut t = turn("base/B", 1, 0, 0);
    t.deploy = Some(Deploy::AbbotReturn { at: Pos::new(0, 0) });
    let r = play(&p, t);
    legal(&r);
    // The monastery and the one tile beside it.
    assert_eq!(r.points("red"), 2);
    assert!(
        r.events
            .iter()
            .any(|e| matches!(e.fact, Fact::AbbotTakenBack { .. }))
    );
}

#[test]
fn a_new_lake_always_gets_its_ferry() {
    let mut p = table(&[RuleSet::Ferries]);
    put(&mut p, "base/D", 0, 0, 0);
    let without = turn("ferries/2", 1, 0, 0);
    assert_eq!(
        refused(&play(&p, without.clone())),
        ("refusal-ferries-lake-needs-ferry", "ferries:fn1")
    );
    let mut with = without;
    with.ferry = Some([Point::parse("W").unwrap(), Point::parse("E").unwrap()]);
    let r = play(&p, with);
    legal(&r);
    assert!(
        r.events
            .iter()
            .any(|e| matches!(e.fact, Fact::FerryPlaced { .. }))
    );
}

#[test]
fn the_flying_machine_lands_a_follower_where_the_die_says() {
    let mut p = table(&[RuleSet::Flier, RuleSet::BigFollower]);
    put(&mut p, "base/U", 0, -1, 90);
    put(&mut p, "base/U", 0, -2, 90);
    put(&mut p, "base/D", 0, -3, 90);
    let mut t = turn("flier/straight-we-w", 0, 0, 270);
    t.deploy = Some(Deploy::Fly {
        figure: FigureKind::BigFollower,
        flight: Flight {
            roll: Some(3),
            on: Some(on("S")),
        },
    });
    let r = play(&p, t);
    legal(&r);
    assert!(r.events.iter().any(|e| matches!(e.fact, Fact::Flew { .. })));
    let big = r
        .figures
        .iter()
        .find(|f| f.figure == FigureKind::BigFollower);
    assert_eq!(big.map(|f| f.at), Some(Pos::new(0, -3)));
}

/// A road from the start tile east through the inn tile, closed at the
/// east by a crossing; red's follower on it.
/// rule set in play.
fn inn_road() -> Position {
    let mut p = table(&[RuleSet::InnsCathedrals]);
    put(&mut p, "base/D", 0, 0, 0);
    put(&mut p, "inns-cathedrals/straight-inn", 1, 0, 0);
    put(&mut p, "base/W", 2, 0, 180);
    stand(&mut p, 0, FigureKind::Follower, (1, 0), "E");
    p
}

#[test]
fn an_inn_doubles_its_completed_road_and_voids_it_left_open() {
    let p = inn_road();
    let r = play(&p, turn("base/W", -1, 0, 0));
    legal(&r);
    // 4 tiles x 2.
    assert_eq!(r.points("red"), 8);
    assert!(r.cites.iter().any(|c| c.id() == "ic:inn"));
    let end = crate::judge(&p, &Action::final_scoring());
    legal(&end);
    // An open inn road is worth nothing.
    assert_eq!(end.points("red"), 0);
    assert!(end.cites.iter().any(|c| c.id() == "ic:inn-unfinished"));
}

#[test]
fn a_cathedral_makes_its_city_three_a_tile_and_nothing_left_open() {
    let mut p = table(&[RuleSet::InnsCathedrals]);
    put(&mut p, "inns-cathedrals/cathedral", 0, 0, 0);
    put(&mut p, "base/E", 0, 1, 180);
    put(&mut p, "base/E", 1, 0, 270);
    put(&mut p, "base/E", 0, -1, 0);
    stand(&mut p, 1, FigureKind::Follower, (0, 0), "N");
    let end = crate::judge(&p, &Action::final_scoring());
    // An open cathedral city is worth nothing.
    assert_eq!(end.points("blue"), 0);
    let r = play(&p, turn("base/E", -1, 0, 90));
    legal(&r);
    // 5 tiles x 3.
    assert_eq!(r.points("blue"), 15);
}

#[test]
fn whoever_completes_a_goods_city_takes_its_goods_and_the_most_score_ten() {
    use crate::catalogue::Good;
    let mut p = table(&[RuleSet::TradersBuilders]);
    put(&mut p, "traders-builders/corner-city-wine", 0, 0, 0);
    put(&mut p, "base/E", 0, 1, 180);
    stand(&mut p, 0, FigureKind::Follower, (0, 0), "N");
    p.current = 1;
    let r = play(&p, turn("base/E", -1, 0, 90));
    legal(&r);
    // Red holds the city; blue completed it and takes the wine.
    assert_eq!(r.points("red"), 6);
    assert_eq!(r.goods["blue"][&Good::Wine], 1);
    assert!(!r.goods.contains_key("red"));
    p.goods.insert((0, Good::Wine), 2);
    p.goods.insert((1, Good::Wine), 2);
    p.goods.insert((1, Good::Cloth), 1);
    let end = crate::judge(&p, &Action::final_scoring());
    // Tied for wine, and its open city of 2 tiles.
    assert_eq!(end.points("red"), 10 + 2);
    // Tied for wine, alone on cloth.
    assert_eq!(end.points("blue"), 20);
}

/// The feature of the table at a point of the tile on (x, y).
fn group_at(
    g: &crate::graph::Graph,
    p: &Position,
    (x, y): (i32, i32),
    at: &str,
) -> crate::graph::GroupId {
    let t = *p.board.tile(Pos::new(x, y)).expect("a tile there");
    let feature = locate(t.tile, t.rot, on(at)).expect("a feature there");
    g.group_of(crate::graph::Segment {
        pos: t.pos,
        feature,
    })
    .unwrap()
}

#[test]
fn a_ferry_joining_an_inn_road_makes_the_whole_road_an_inn_road() {
    let mut p = table(&[RuleSet::InnsCathedrals, RuleSet::Ferries]);
    put(&mut p, "inns-cathedrals/straight-inn", 0, 0, 0);
    put(&mut p, "ferries/2", 1, 0, 0);
    put(&mut p, "base/U", 2, 0, 0);
    let mut g = crate::graph::Graph::build(&p.board);
    let inn = group_at(&g, &p, (0, 0), "E");
    let far = group_at(&g, &p, (2, 0), "W");
    assert_eq!(g.group(far).marks.inns, 0);
    let end = |name: &str| crate::geometry::Point::parse(name).unwrap();
    let cp = g.checkpoint();
    g.set_ferry(Pos::new(1, 0), [end("W"), end("E")]);
    assert_eq!(g.group(inn).marks.inns, 1);
    // One road now, with the inn.
    assert_eq!(g.group(far).marks.inns, 1);
    g.rollback(cp);
    // Undone with the join.
    assert_eq!(g.group(far).marks.inns, 0);
}

/// Picking modules in play keeps the chosen ones, in the rulebook's order,
/// and only those (the placement check asks only the modules with a rule
/// for the tile this way).
#[test]
fn picked_modules_are_the_chosen_in_order() {
    let rules = crate::position::Rules {
        sets: RuleSet::ALL.to_vec(),
        ..Default::default()
    };
    let all = crate::engine::hooks::InPlay::of(super::RULEBOOK, &rules);
    let names = |set: crate::engine::hooks::InPlay| -> Vec<&str> {
        set.map(|m| m.rules().name()).collect()
    };
    let every = names(all);
    assert!(every.len() > 10);
    // Modules are met in order: every second one asked is kept.
    let asked = std::cell::Cell::new(0);
    let picked = all.picked(|_| {
        asked.set(asked.get() + 1);
        asked.get() % 2 == 0
    });
    let second: Vec<&str> = every.iter().copied().skip(1).step_by(2).collect();
    assert_eq!(names(picked), second);
    assert!(all.picked(|_| false).is_empty());
    assert_eq!(names(all.picked(|_| true)), every);
}
