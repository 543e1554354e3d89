//! `carc import` on one file: any bytes, read as `carc` reads a file, as a
//! saved game of JCloisterZone. Nothing may panic; a game that cannot be
//! imported gets diagnostics that render; every turn of one that can is
//! written as a scenario that reads back and rules as the import ruled,
//! and the turns stop at the first one ruled illegal.

#![no_main]

mod common;

use carc_core::engine::Verdict;
use carcassonne_judge::commands::import;
use carcassonne_judge::input::{self, Source, Style};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = common::read(data) else {
        return;
    };
    let game = match carcassonne_judge::import::import(&src) {
        Ok(game) => game,
        Err(problems) => {
            assert!(!problems.is_empty(), "refused without a reason");
            let shown = input::render(&problems, &src, Style::PLAIN, carcassonne_judge::i18n::Lang::En);
            assert!(!shown.is_empty());
            return;
        }
    };
    let last = game.turns.len().saturating_sub(1);
    for (i, turn) in game.turns.iter().enumerate() {
        if turn.ruling.verdict == Verdict::Illegal {
            assert_eq!(i, last, "a turn after one ruled illegal");
        }
        let text = import::scenario(&game, turn, "fuzz");
        let written = Source {
            name: "turn.yaml".into(),
            text,
        };
        let Ok((_, again)) = input::judge(&written) else {
            panic!("turn {} written as a scenario does not read back", turn.number);
        };
        assert_eq!(again.verdict, turn.ruling.verdict, "turn {}", turn.number);
        assert_eq!(again.scores, turn.ruling.scores, "turn {}", turn.number);
    }
});
