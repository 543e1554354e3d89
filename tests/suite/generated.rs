//! Generated inputs: tables grown by the rules are judged legal tile by
//! tile, and no mangling of a scenario's text makes the judge panic.

use carcassonne_judge::board::PlacedTile;
use carcassonne_judge::engine::Verdict;
use carcassonne_judge::geometry::Pos;
use carcassonne_judge::input::{self, Source};
use carcassonne_judge::position::{Action, Position, TurnAction};
use carcassonne_judge::sample::{self, Laid};
use proptest::prelude::*;

fn on_table(laid: &Laid) -> PlacedTile {
    PlacedTile {
        tile: laid.tile,
        pos: laid.pos,
        rot: laid.rot,
        ferry: None,
        tower: 0,
    }
}

fn source(text: String) -> Source {
    Source {
        name: "generated.yaml".into(),
        text,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(crate::run::cases(64)))]

    #[test]
    fn a_table_grown_by_the_rules_is_legal(size in 2usize..72, seed in any::<u64>()) {
        // Replayed from the start tile in the order the grower laid them,
        // every tile is a placement the judge rules legal on the table of
        // the tiles before it: the grower's own fit test is held to the rules.
        let order = sample::grow(size, seed);
        let (start, rest) = order.split_first().unwrap();
        prop_assert_eq!((start.tile.id, start.pos), ("base/D", Pos::new(0, 0)));
        let mut position = Position::new(&["red", "blue"], &[]);
        position.board.put(on_table(start));
        for laid in rest {
            let turn = TurnAction::place(laid.tile, laid.pos, laid.rot);
            let ruling = carc_core::judge(&position, &Action::Turn(Box::new(turn)));
            prop_assert_eq!(
                ruling.verdict,
                Verdict::Legal,
                "{} at {:?} rotation {} on a table of {} tiles: {:?}",
                laid.tile.id,
                laid.pos,
                laid.rot.degrees(),
                position.board.tiles.len(),
                ruling.violation
            );
            position.board.put(on_table(laid));
        }
        // The scenario written from it is that table: the tiles before the
        // last on the board, the last one placed, and the turn is legal with
        // the followers the writer adds.
        let text = sample::scenario(size, seed);
        let (loaded, ruling) = input::judge(&source(text.clone())).map_err(|p| {
            TestCaseError::fail(format!("{text}\n{}", input::render(&p, &source(text.clone()), input::Style::PLAIN, carcassonne_judge::i18n::Lang::En)))
        })?;
        prop_assert_eq!(ruling.verdict, Verdict::Legal, "{}", text);
        let t = &loaded.translated;
        let (last, before) = order.split_last().unwrap();
        let Action::Turn(turn) = &t.action else {
            return Err(TestCaseError::fail(format!("{text}\nno tile placed")));
        };
        prop_assert_eq!(
            (turn.place.tile.id, turn.place.at, turn.place.rotation),
            (last.tile.id, last.pos, last.rot)
        );
        let written: Vec<_> = t.position.board.tiles.values().map(|p| (p.tile.id, p.pos, p.rot)).collect();
        let mut grown: Vec<_> = before.iter().map(|l| (l.tile.id, l.pos, l.rot)).collect();
        grown.sort_by_key(|(_, pos, _)| *pos);
        prop_assert_eq!(written, grown);
    }

    #[test]
    fn mangled_text_never_panics(seed in any::<u64>(), cut in 0usize..4000, insert in "[ -~\t\n]{0,12}") {
        let mut text = sample::scenario(12, seed);
        let at = text.char_indices().map(|(i, _)| i).nth(cut % text.chars().count()).unwrap_or(0);
        text.insert_str(at, &insert);
        let _ = input::judge(&source(text));
    }

    #[test]
    fn dropping_a_line_never_panics(seed in any::<u64>(), line in 0usize..40) {
        let text = sample::scenario(10, seed);
        let kept: Vec<&str> = text.lines().enumerate().filter(|(i, _)| *i != line).map(|(_, l)| l).collect();
        let _ = input::judge(&source(kept.join("\n")));
    }
}
