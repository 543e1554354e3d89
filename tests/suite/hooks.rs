//! Each module names the hooks it implements (`Module::hooks`), and the
//! turn asks a hook of those modules alone: a hook implemented but not
//! named would never be called. This test reads each module's source and
//! holds its list to the methods of its `impl Module` block and, for what
//! it tells the move list, its `impl Moves` block.

use std::collections::BTreeSet;
use std::path::Path;

use carc_core::engine::hooks::Hook;
use carc_core::rules::RULEBOOK;

use crate::core_words::rust_files;

/// The methods of `impl Module for {name}` in `text`, if it is there, with
/// those of its `impl Moves for {name}`.
fn implemented(text: &str, name: &str) -> Option<BTreeSet<String>> {
    let block = |head: String| {
        text.find(&head)
            .map(|start| hooks_in(&text[start + head.len()..]))
    };
    let mut hooks = block(format!("impl Module for {name} {{"))?;
    hooks.extend(block(format!("impl Moves for {name} {{")).unwrap_or_default());
    Some(hooks)
}

/// The hooks a block of code up to its closing brace at the margin (a
/// trait or an impl) opens a `fn` for, at one indent.
fn hooks_in(block: &str) -> BTreeSet<String> {
    let end = block.find("\n}").unwrap_or(block.len());
    block[..end]
        .lines()
        .filter_map(|l| l.strip_prefix("    fn "))
        .map(|l| l.split(['(', '<']).next().unwrap_or_default().to_owned())
        .filter(|f| !["rules", "hooks", "type_name", "moves"].contains(&f.as_str()))
        .collect()
}

#[test]
fn every_module_names_the_hooks_it_implements() {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/core/src/boxes"),
        &mut files,
    );
    let texts: Vec<String> = files
        .iter()
        .map(|f| std::fs::read_to_string(f).expect("a module's source"))
        .collect();
    for m in RULEBOOK.modules() {
        let name = m.type_name().rsplit("::").next().unwrap_or_default();
        let found: Vec<BTreeSet<String>> =
            texts.iter().filter_map(|t| implemented(t, name)).collect();
        assert_eq!(found.len(), 1, "one `impl Module for {name}` block");
        let named: Vec<&str> = m.hooks().iter().map(|h| h.name()).collect();
        let unique: BTreeSet<String> = named.iter().map(|n| (*n).to_owned()).collect();
        assert_eq!(unique.len(), named.len(), "{name} names a hook twice");
        assert_eq!(
            unique, found[0],
            "{name}: the hooks it names (left) and those it implements (right)"
        );
        // Its `impl Moves` is reached only through `Module::moves`.
        let has_moves = texts
            .iter()
            .any(|t| t.contains(&format!("impl Moves for {name} {{")));
        assert_eq!(
            m.moves().is_some(),
            has_moves,
            "{name}: `moves()` answers Some(self) exactly when it implements Moves"
        );
    }
}

#[test]
fn every_hook_is_a_method_of_the_trait() {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/engine/src/engine/hooks.rs"),
    )
    .expect("the hooks' source");
    let start = text.find("pub trait Module").expect("the trait");
    let mut methods = hooks_in(&text[start..]);
    let start = text.find("pub trait Moves").expect("the move list's trait");
    methods.extend(hooks_in(&text[start..]));
    let hooks: BTreeSet<String> = Hook::ALL.iter().map(|h| h.name().to_owned()).collect();
    assert_eq!(hooks, methods, "Hook (left) and the trait's hooks (right)");
}
