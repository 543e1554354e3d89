//! Random games through every rule set: each turn's invariants hold (the
//! game checks them itself), the judge asked again agrees, and a seed
//! names one game.

use carcassonne_judge::figure::RuleSet;
use carcassonne_judge::game::{Game, Setup};
use carcassonne_judge::position::Rules;

/// The base game, each rule set alone with it, and all of them at once.
fn combinations() -> Vec<Vec<RuleSet>> {
    let mut out = vec![vec![]];
    out.extend(RuleSet::ALL[1..].iter().map(|r| vec![*r]));
    out.push(RuleSet::ALL[1..].to_vec());
    out
}

fn setup(sets: &[RuleSet], players: usize, seed: u64, cross_check: bool) -> Setup {
    Setup {
        rules: Rules {
            sets: sets.to_vec(),
            ..Rules::default()
        },
        players,
        seed,
        cross_check,
    }
}

#[test]
fn two_hundred_games_per_rule_set_combination_break_no_invariant() {
    for sets in combinations() {
        for seed in 0..200u64 {
            let players = 2 + (seed % 4) as usize;
            // Every tenth game also asks the judge again, from scratch.
            let s = setup(&sets, players, seed, seed % 10 == 0);
            let summary = Game::new(s).play(&mut |_| Ok(())).unwrap_or_else(|b| {
                panic!("rules {sets:?}, seed {seed}, turn {}: {}", b.turn, b.what)
            });
            assert!(summary.turns > 0);
        }
    }
}
