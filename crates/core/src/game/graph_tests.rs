//! The feature graph on tables grown by random games: checks that need
//! the rules' games, so they live beside them rather than in the graph.

use crate::graph::Graph;

/// On tables of random games with lakes, every ferry moved to every
/// other pair of its jetties, in place, gives the graph built with the
/// ferry there, and a rollback gives back the graph before the move.
#[test]
fn a_ferry_moved_in_place_is_the_built_graph_and_rolls_back() {
    use super::{Game, Setup};
    use crate::figure::RuleSet;
    let mut moved = 0;
    for seed in 0..6 {
        let rules = crate::position::Rules {
            sets: vec![RuleSet::Ferries, RuleSet::InnsCathedrals],
            ..Default::default()
        };
        let mut game = Game::new(Setup {
            rules,
            players: 2,
            seed,
            cross_check: false,
        });
        for _ in 0..40 {
            if !game.advance(&mut |_| Ok(())).expect("the invariants hold") {
                break;
            }
        }
        let board = game.position().board;
        let mut g = Graph::build(&board);
        let before = g.everything();
        for lake in board.tiles.values().filter(|t| t.tile.lake) {
            let ends = lake.tile.lake_ends(lake.rot);
            for (i, a) in ends.iter().enumerate() {
                for b in &ends[i + 1..] {
                    let cp = g.checkpoint();
                    g.set_ferry(lake.pos, [*a, *b]);
                    let mut there = board.clone();
                    there.tile_mut(lake.pos).expect("the lake").ferry = Some([*a, *b]);
                    assert_eq!(g.everything(), Graph::build(&there).everything());
                    g.rollback(cp);
                    assert_eq!(g.everything(), before);
                    moved += 1;
                }
            }
        }
    }
    assert!(moved > 20, "only {moved} ferry moves tried");
}
