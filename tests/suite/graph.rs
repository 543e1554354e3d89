//! The feature graph grown a tile at a time, in any order, and undone to a
//! checkpoint, is the graph built from the whole board.

use carcassonne_judge::board::Board;
use carcassonne_judge::game::Rng;
use carcassonne_judge::graph::Graph;
use carcassonne_judge::input::{self, Source};
use carcassonne_judge::sample;
use proptest::prelude::*;

/// Everything the rules read from a graph, feature by feature.
fn summary(g: &Graph, board: &Board) -> Vec<String> {
    g.ids()
        .into_iter()
        .map(|id| {
            let f = g.group(id);
            format!(
                "{:?} {:?} open {} pennants {} size {} tiles {:?} complete {}",
                id,
                f.kind,
                f.open_edges,
                f.pennants,
                f.size,
                f.tiles(),
                g.is_complete(id, board)
            )
        })
        .collect()
}

fn board(size: usize, seed: u64) -> Board {
    let src = Source {
        name: "t.yaml".into(),
        text: sample::scenario(size, seed),
    };
    input::load(&src)
        .expect("the sample is valid")
        .translated
        .position
        .board
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(crate::run::cases(48)))]

    #[test]
    fn grown_in_any_order_and_undone_it_is_the_built_graph(size in 2usize..72, seed in any::<u64>()) {
        let b = board(size, seed);
        let built = Graph::build(&b);
        // The tiles in a shuffled order.
        let mut tiles: Vec<_> = b.tiles.values().copied().collect();
        let mut rng = Rng::new(seed);
        for i in (1..tiles.len()).rev() {
            tiles.swap(i, rng.below(i + 1));
        }
        let mut grown = Graph::default();
        let (last, rest) = tiles.split_last().unwrap();
        for t in rest {
            grown.add_tile(t);
        }
        let mut without_last = b.clone();
        without_last.lift(last.pos);
        let before = summary(&grown, &without_last);
        let cp = grown.checkpoint();
        grown.add_tile(last);
        prop_assert_eq!(summary(&grown, &b), summary(&built, &b));
        grown.rollback(cp);
        prop_assert_eq!(summary(&grown, &without_last), before);
    }
}
