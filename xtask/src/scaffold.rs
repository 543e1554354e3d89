//! `new-box`: writes a new box's files and its entry in the boxes' list.
//! Nothing is replaced: every file it would write must be new, and the list
//! is written to a temporary file first and renamed over the old one, so an
//! interrupted run leaves the list whole.

use std::fs;
use std::path::{Path, PathBuf};

use crate::name::BoxName;
use crate::templates::{self, Places};

/// The boxes' list, from the checkout's root.
const LIST: &str = "crates/core/src/boxes/list.rs";
/// The boxes' folders.
const BOXES: &str = "crates/core/src/boxes";
/// The line of the list above which a new entry goes.
const LIST_END: &str = "    // New boxes are added above this line";
/// The page's list of boxes.
const PAGE_LIST: &str = "web/src/boxes/list.js";

pub fn new_box(root: &Path, name: &BoxName, title: &str) -> Result<String, String> {
    check_title(title)?;
    let list_path = root.join(LIST);
    let list = read(&list_path)?;
    if list.contains(&format!("\n    {}: ", name.snake))
        || list.contains(&format!("=> \"{}\"", name.kebab))
    {
        return Err(format!("a box named `{}` is already in {LIST}", name.kebab));
    }
    if list.contains(&format!(" {} => ", name.camel)) {
        return Err(format!(
            "`{}` already names a rule set, tile set or document in {LIST}",
            name.camel
        ));
    }
    let places = Places {
        heard: next_place(root, "mod.rs", |p| p < 1000)?,
        tiles: next_place(root, "tiles.rs", |_| true)?,
    };
    let folder = root.join(BOXES).join(&name.snake);
    let mut files: Vec<(PathBuf, String)> = vec![
        (
            folder.join("mod.rs"),
            templates::module(name, title, &places),
        ),
        (folder.join("rules.rs"), templates::rules(name, title)),
        (folder.join("registry.rs"), templates::registry(name, title)),
        (folder.join("tiles.rs"), templates::tiles(title, &places)),
        (
            root.join("src/translate")
                .join(format!("{}.rs", name.snake)),
            templates::keys(name, title),
        ),
        (
            root.join("src/picture/boxes")
                .join(format!("{}.rs", name.snake)),
            templates::pictures(name, title),
        ),
        (
            root.join("web/src/boxes")
                .join(format!("{}.js", name.kebab)),
            templates::page(title),
        ),
        (
            root.join("scenarios")
                .join(&name.kebab)
                .join("a-tile-placed.yaml"),
            templates::scenario(name, title),
        ),
    ];
    for lang in languages(root)? {
        files.push((
            root.join("locales")
                .join(&lang)
                .join(format!("{}.ftl", name.kebab)),
            templates::words(name, title, &lang),
        ));
    }
    if folder.exists() {
        return Err(format!("{} exists already", folder.display()));
    }
    if let Some((path, _)) = files.iter().find(|(p, _)| p.exists()) {
        return Err(format!("{} exists already", path.display()));
    }
    let page_path = root.join(PAGE_LIST);
    let page = page_list(&read(&page_path)?, name)?;
    let at = list
        .find(LIST_END)
        .ok_or(format!("{LIST} has no line `{}`", LIST_END.trim()))?;
    let updated = format!(
        "{}{}{}",
        &list[..at],
        templates::list_entry(name, title),
        &list[at..]
    );
    for (path, text) in &files {
        write_new(path, text)?;
    }
    replace(&list_path, &updated)?;
    replace(&page_path, &page)?;
    Ok(report(root, name, &files))
}

/// The page's list with the new box's module imported after the last
/// import and added at the end of `BOXES`, the last step of a turn.
fn page_list(list: &str, name: &BoxName) -> Result<String, String> {
    let no = |what: &str| format!("{PAGE_LIST} has no {what}");
    let last_import = list.rfind("\nimport ").ok_or(no("import"))?;
    let after_import = last_import
        + 1
        + list[last_import + 1..]
            .find('\n')
            .ok_or(no("import's end"))?
        + 1;
    let array = list
        .find("export const BOXES = [")
        .ok_or(no("`export const BOXES = [`"))?;
    let close = array + list[array..].find("];").ok_or(no("end of `BOXES`"))?;
    if array < after_import {
        return Err(no("`BOXES` after its imports"));
    }
    let ident = name.lower_camel();
    Ok(format!(
        "{}import {ident} from './{}.js';\n{}, {ident}{}",
        &list[..after_import],
        name.kebab,
        &list[after_import..close],
        &list[close..]
    ))
}

/// A title goes into doc comments, YAML and Fluent messages: one short line
/// without the characters any of them would read as syntax.
fn check_title(title: &str) -> Result<(), String> {
    let bad = |c: char| c.is_control() || "{}\"\\".contains(c);
    if title.trim().is_empty() || title.len() > 80 || title.chars().any(bad) {
        return Err(format!(
            "`{title}` is not a title: one line of at most 80 characters, without {{ }} \" or \\"
        ));
    }
    Ok(())
}

/// The next free place, ten after the highest `place: N` that `keep` keeps
/// in the boxes' files called `file`.
fn next_place(root: &Path, file: &str, keep: impl Fn(u32) -> bool) -> Result<u32, String> {
    let mut highest = 0;
    let dir = root.join(BOXES);
    for entry in fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let path = entry.map_err(|e| e.to_string())?.path().join(file);
        let Ok(text) = fs::read_to_string(&path) else {
            continue;
        };
        for n in text.split("place: ").skip(1).filter_map(|rest| {
            rest.split(|c: char| !c.is_ascii_digit())
                .next()?
                .parse::<u32>()
                .ok()
        }) {
            if keep(n) {
                highest = highest.max(n);
            }
        }
    }
    Ok(highest + 10)
}

/// The languages the catalogue speaks: the folders of `locales/`.
fn languages(root: &Path) -> Result<Vec<String>, String> {
    let dir = root.join("locales");
    let mut langs: Vec<String> = fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .filter_map(|e| e.file_name().into_string().ok())
        .collect();
    langs.sort();
    Ok(langs)
}

fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// Writes a file that must not exist yet, its folder made as needed.
fn write_new(path: &Path, text: &str) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .and_then(|mut f| std::io::Write::write_all(&mut f, text.as_bytes()))
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// Replaces a file by way of a temporary file beside it.
fn replace(path: &Path, text: &str) -> Result<(), String> {
    let temp = path.with_extension("new");
    fs::write(&temp, text).map_err(|e| format!("{}: {e}", temp.display()))?;
    fs::rename(&temp, path).map_err(|e| format!("{}: {e}", path.display()))
}

fn report(root: &Path, name: &BoxName, files: &[(PathBuf, String)]) -> String {
    let shown = |p: &Path| p.strip_prefix(root).unwrap_or(p).display().to_string();
    let mut out = format!("new box `{}`:\n", name.kebab);
    for (path, _) in files {
        out += &format!("  created {}\n", shown(path));
    }
    out += &format!("  added its entry to {LIST} and its module to {PAGE_LIST}\n");
    out += "next (docs/architecture.md, \"Adding a box\"):\n";
    out += "  cargo run -- rules --format markdown --lang en > docs/rules.md\n";
    out += "  cargo run -- rules --format markdown --lang de > docs/rules.de.md\n";
    out += "  cargo run -- rules --format markdown --lang fr > docs/rules.fr.md\n";
    out += "  cargo run -- schema > docs/scenario.schema.json\n";
    out += "  cargo run -- schema --ruling > docs/ruling.schema.json\n";
    out += &format!("  cargo run -- check scenarios/{}\n", name.kebab);
    out += "  cargo test --locked, then read the new scenario's snapshot and accept it (cargo insta review)\n";
    out += "  then the rules: registry.rs, rules.rs, tiles.rs, the words, scenarios with `expect`";
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A checkout with what the scaffold reads: the list, a box folder, the
    /// languages.
    fn checkout(tag: &str) -> PathBuf {
        let root = std::env::temp_dir().join(format!("xtask-{tag}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(root.join(BOXES).join("tower")).unwrap();
        fs::create_dir_all(root.join("locales/en")).unwrap();
        fs::create_dir_all(root.join("locales/de")).unwrap();
        fs::write(
            root.join(LIST),
            "// the list\nmacro_rules! with_boxes {\n    ($then:ident) => { $then! {\n    /// The Tower.\n    tower: Tower => \"tower\" {\n        brings: [],\n        tiles: [],\n        documents: [],\n    },\n    // New boxes are added above this line (`cargo xtask new-box`).\n    } };\n}\n",
        )
        .unwrap();
        fs::create_dir_all(root.join("web/src/boxes")).unwrap();
        fs::write(
            root.join(PAGE_LIST),
            "// the page's boxes\nimport tower from './tower.js';\n\nexport const BOXES = [tower];\n",
        )
        .unwrap();
        fs::write(
            root.join(BOXES).join("tower/mod.rs"),
            "Heard { place: 170, ... } base: place: 1000",
        )
        .unwrap();
        fs::write(
            root.join(BOXES).join("tower/tiles.rs"),
            "Table { place: 80, ... }",
        )
        .unwrap();
        root
    }

    #[test]
    fn a_new_box_gets_its_files_and_one_entry() {
        let root = checkout("new");
        let name = BoxName::parse("hills-sheep").unwrap();
        new_box(&root, &name, "Hills & Sheep").unwrap();
        for file in ["mod.rs", "rules.rs", "registry.rs", "tiles.rs"] {
            assert!(
                root.join(BOXES).join("hills_sheep").join(file).is_file(),
                "{file}"
            );
        }
        let registry = read(&root.join(BOXES).join("hills_sheep/registry.rs")).unwrap();
        assert!(
            registry.contains("section: \"The whole box\","),
            "{registry}"
        );
        for (lang, section) in [("en", "The whole box"), ("de", "Die ganze Erweiterung")] {
            let words = read(&root.join(format!("locales/{lang}/hills-sheep.ftl"))).unwrap();
            // Its first rule's words, the section among them: the English
            // one is the registry's, word for word.
            for id in ["rule-text", "rule-reason"] {
                assert!(
                    words.contains(&format!("\n{id}-hills-sheep-overview = ")),
                    "{lang}: {id}"
                );
            }
            assert!(
                words.ends_with(&format!(
                    "\nrule-section-hills-sheep-overview = {section}\n"
                )),
                "{lang}: {words}"
            );
        }
        assert!(
            root.join("scenarios/hills-sheep/a-tile-placed.yaml")
                .is_file()
        );
        let list = read(&root.join(LIST)).unwrap();
        assert!(list.contains("    hills_sheep: HillsSheep => \"hills-sheep\" {"));
        assert!(
            list.contains("    },\n    // New boxes are added above this line"),
            "{list}"
        );
        for file in [
            "src/translate/hills_sheep.rs",
            "src/picture/boxes/hills_sheep.rs",
            "web/src/boxes/hills-sheep.js",
        ] {
            assert!(root.join(file).is_file(), "{file}");
        }
        assert_eq!(
            read(&root.join(PAGE_LIST)).unwrap(),
            "// the page's boxes\nimport tower from './tower.js';\nimport hillsSheep from './hills-sheep.js';\n\nexport const BOXES = [tower, hillsSheep];\n"
        );
        let module = read(&root.join(BOXES).join("hills_sheep/mod.rs")).unwrap();
        assert!(
            module.contains("place: 180"),
            "after the tower's 170, not the base game's 1000"
        );
        let tiles = read(&root.join(BOXES).join("hills_sheep/tiles.rs")).unwrap();
        assert!(tiles.contains("place: 90"));
        let _ = fs::remove_dir_all(&root);
    }

    #[test]
    fn nothing_is_replaced_or_declared_twice() {
        let root = checkout("twice");
        let tower = BoxName::parse("tower").unwrap();
        assert!(
            new_box(&root, &tower, "The Tower")
                .unwrap_err()
                .contains("already")
        );
        let name = BoxName::parse("river").unwrap();
        fs::create_dir_all(root.join("scenarios/river")).unwrap();
        fs::write(root.join("scenarios/river/a-tile-placed.yaml"), "mine").unwrap();
        let before = read(&root.join(LIST)).unwrap();
        assert!(
            new_box(&root, &name, "The River")
                .unwrap_err()
                .contains("exists already")
        );
        assert_eq!(
            read(&root.join("scenarios/river/a-tile-placed.yaml")).unwrap(),
            "mine"
        );
        assert_eq!(
            read(&root.join(LIST)).unwrap(),
            before,
            "the list is left as it was"
        );
        assert!(!root.join(BOXES).join("river").exists());
        let _ = fs::remove_dir_all(&root);
    }

    #[test]
    fn a_title_that_would_break_a_file_is_refused() {
        let root = checkout("title");
        let name = BoxName::parse("river").unwrap();
        for bad in [
            "",
            "  ",
            "The {River}",
            "The \"River\"",
            "a\nb",
            &"x".repeat(81),
        ] {
            assert!(new_box(&root, &name, bad).is_err(), "{bad:?}");
        }
        let _ = fs::remove_dir_all(&root);
    }
}
