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
        Err(problems) => Err(input::render(&problems, src, Style::PLAIN, carcassonne_judge::i18n::Lang::En)),
    }
}

/// What a ruling decides, apart from the order the file listed the table
/// in: `emit` lists the board in its own order, and a figure's identity
/// and the order in which a step names figures and tiles follow the
/// listing, so the same table written anew names them in another order.
/// The verdict, the points, the figures returned and left standing, the
/// rules cited, the choices left open and the double turn must still agree.
fn decided(mut ruling: serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    let sorted = |v: &mut Value| {
        if let Some(items) = v.as_array_mut() {
            items.sort_by_key(|x| x.to_string());
        }
    };
    if let Some(o) = ruling.as_object_mut() {
        o.remove("events");
        o.remove("notes");
    }
    if let Some(figures) = ruling.get_mut("figures").and_then(|f| f.as_array_mut()) {
        for f in figures.iter_mut() {
            if let Some(o) = f.as_object_mut() {
                o.remove("id");
            }
        }
    }
    sorted(&mut ruling["figures"]);
    sorted(&mut ruling["cites"]);
    sorted(&mut ruling["offers"]);
    if let Some(returned) = ruling.get_mut("returned").and_then(|r| r.as_object_mut()) {
        returned.values_mut().for_each(sorted);
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
            decided(third),
            decided(first.clone()),
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
