//! Generated inputs: tables grown by the rules are judged legal, and no
//! mangling of a scenario's text makes the judge panic.

use carcassonne_judge::engine::Verdict;
use carcassonne_judge::input::{self, Source};
use carcassonne_judge::sample;
use proptest::prelude::*;

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
        let text = sample::scenario(size, seed);
        let (_, ruling) = input::judge(&source(text.clone())).map_err(|p| {
            TestCaseError::fail(format!("{text}\n{}", input::render(&p, &source(text.clone()), input::Style::PLAIN)))
        })?;
        prop_assert_eq!(ruling.verdict, Verdict::Legal);
        // Points are never negative, and only players of the scenario score.
        prop_assert!(ruling.scores.iter().all(|(_, n)| *n >= 0));
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
