//! The scenario writers: any bytes, read as `carc` reads a file, as a YAML
//! tree written back by `scenario::write::yaml` (the page for the table
//! shows the file it builds that way), and, for a scenario that is judged,
//! its position and action written out by `emit::tree` (what `carc gen`
//! and a random game write) with an `expect` block made from the ruling.
//! Nothing may panic; the written text reads back as the same tree and is
//! judged the same; and the emitted scenario is judged the same and passes
//! `carc check --require-expect`.

#![no_main]

mod common;

use std::path::Path;

use carcassonne_judge::check::{self, Outcome};
use carcassonne_judge::input::{self, Source, Style};
use carcassonne_judge::report::json::ruling;
use carcassonne_judge::scenario::write;
use carcassonne_judge::{emit, yaml};
use libfuzzer_sys::fuzz_target;

fn source(text: String) -> Source {
    Source {
        name: common::NAME.to_owned(),
        text,
    }
}

/// A ruling as `carc judge --format json` gives it, without its title
/// (`emit` writes a title of its own), or the diagnostics of broken input.
fn judged(src: &Source) -> Result<serde_json::Value, String> {
    match input::judge(src) {
        Ok((_, r)) => Ok(serde_json::to_value(ruling(&r, "")).expect("a ruling serialises")),
        Err(problems) => Err(input::render(&problems, src, Style::PLAIN)),
    }
}

/// A ruling with its figures' identities left out and the figures in a
/// fixed order: `emit` lists the board in its own order, and a figure's
/// identity is its place in the listing, so the same table written anew
/// numbers its figures otherwise. What stands where must still agree.
fn unnumbered(mut ruling: serde_json::Value) -> serde_json::Value {
    if let Some(figures) = ruling.get_mut("figures").and_then(|f| f.as_array_mut()) {
        for f in figures.iter_mut() {
            if let Some(o) = f.as_object_mut() {
                o.remove("id");
            }
        }
        figures.sort_by_key(|f| f.to_string());
    }
    ruling
}

fuzz_target!(|data: &[u8]| {
    let Ok(src) = common::read(data) else {
        return;
    };
    let Ok(root) = yaml::parse(&src.text) else {
        return;
    };
    let tree = root.to_json();
    let written = write::yaml(&tree);
    let again = match yaml::parse(&written) {
        Ok(node) => node.to_json(),
        Err(e) => panic!("the written file does not read ({e:?}):\n{written}"),
    };
    assert_eq!(again, tree, "the written file reads otherwise:\n{written}");

    let Ok((loaded, r)) = input::judge(&src) else {
        return;
    };
    let first = serde_json::to_value(ruling(&r, "")).expect("a ruling serialises");
    match judged(&source(written.clone())) {
        Ok(second) => assert_eq!(second, first, "judged otherwise once written:\n{written}"),
        Err(problems) => panic!("the written file is broken:\n{written}\n{problems}"),
    }

    let t = &loaded.translated;
    let s = &loaded.scenario;
    let tree = emit::tree(
        &s.title.value,
        s.source.as_ref().map_or("", |x| x.value.as_str()),
        &t.position,
        &t.action,
        Some(emit::expect(&r)),
    );
    let emitted = source(write::yaml(&tree));
    match judged(&emitted) {
        Ok(third) => assert_eq!(
            unnumbered(third),
            unnumbered(first.clone()),
            "the emitted scenario is judged otherwise:\n{}",
            emitted.text
        ),
        Err(problems) => panic!(
            "the emitted scenario is broken:\n{}\n{problems}",
            emitted.text
        ),
    }
    let checked = check::check_source(Path::new(common::NAME), &emitted, Style::PLAIN, true);
    assert_eq!(
        checked.outcome,
        Outcome::Passed,
        "the emitted scenario fails its own expect block:\n{}\n{}",
        emitted.text,
        checked.report
    );
});
