//! Finding the scenario files under the paths given to `carc check`, on the
//! `ignore` crate (ripgrep's walker): `.gitignore` and `.ignore` files and
//! hidden files and folders are respected unless `--no-ignore`, globs given
//! with `--exclude` are left out, links are followed with loops detected,
//! and every folder that cannot be read is reported with the system's
//! reason instead of being passed over.

use std::path::{Path, PathBuf};

/// How to walk.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Globs to leave out, as in `.gitignore` (`fixtures`, `tests/fixtures`,
    /// `*.draft.yaml`).
    pub excludes: Vec<String>,
    /// Walk everything: no ignore files, hidden files included.
    pub no_ignore: bool,
}

/// What the walk met.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A scenario file to check.
    File(PathBuf),
    /// A file or folder that could not be read, with the reason.
    Unreadable(PathBuf, String),
    /// A `.yaml` name that is not a regular file, by its kind
    /// (`named-pipe`, `socket`, `device`, `other`): never opened, since
    /// reading it could block for ever.
    NotRegular(PathBuf, &'static str),
}

impl Entry {
    /// The path the entry is about.
    pub fn path(&self) -> &Path {
        match self {
            Entry::File(p) | Entry::Unreadable(p, _) | Entry::NotRegular(p, _) => p,
        }
    }
}

/// Why the paths given hold nothing to check.
#[derive(Debug)]
pub enum PathError {
    /// The path does not exist.
    Missing(PathBuf),
    /// A folder with no `.yaml` or `.yml` file in it or below it.
    Empty(PathBuf),
    /// An `--exclude` glob that is not a glob.
    BadGlob(String, String),
}

impl PathError {
    /// Why the paths hold nothing to check, in `lang`.
    pub fn say(&self, lang: crate::i18n::Lang) -> String {
        let show = |p: &Path| crate::safe_text::escape(&p.to_string_lossy()).into_owned();
        let c = crate::i18n::catalogue(lang);
        match self {
            PathError::Missing(p) => c.say("cli-error-no-such-path", &[("path", show(p).into())]),
            PathError::Empty(p) => c.say("cli-error-no-scenarios", &[("path", show(p).into())]),
            PathError::BadGlob(g, e) => c.say(
                "cli-error-bad-exclude",
                &[("glob", g.as_str().into()), ("reason", e.as_str().into())],
            ),
        }
    }
}

impl std::fmt::Display for PathError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(crate::i18n::Lang::En))
    }
}

fn is_scenario_name(p: &Path) -> bool {
    p.extension().is_some_and(|x| x == "yaml" || x == "yml")
}

/// What kind of file a non-regular one is, as the id its words are
/// chosen by.
fn kind_of(t: std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "named-pipe";
        }
        if t.is_socket() {
            return "socket";
        }
        if t.is_block_device() || t.is_char_device() {
            return "device";
        }
    }
    let _ = t;
    "other"
}

/// A walk error in words, and whether it is a link loop (which is not a
/// failure: the folder is already being searched by another path).
fn error_words(e: &ignore::Error) -> (Option<PathBuf>, String, bool) {
    match e {
        ignore::Error::WithPath { path, err } => {
            let (_, words, is_loop) = error_words(err);
            (Some(path.clone()), words, is_loop)
        }
        ignore::Error::WithDepth { err, .. } | ignore::Error::WithLineNumber { err, .. } => {
            error_words(err)
        }
        ignore::Error::Loop { child, .. } => (
            Some(child.clone()),
            "a link back to a folder above it".to_owned(),
            true,
        ),
        ignore::Error::Io(io) => (None, io.to_string(), false),
        other => (None, other.to_string(), false),
    }
}

fn walker(root: &Path, options: &Options) -> Result<ignore::Walk, PathError> {
    let mut b = ignore::WalkBuilder::new(root);
    b.standard_filters(!options.no_ignore).follow_links(true);
    if !options.excludes.is_empty() {
        // Globs are read relative to the working folder, as a user typing
        // `--exclude tests/fixtures` at the top of a checkout means.
        let mut o = ignore::overrides::OverrideBuilder::new(".");
        for g in &options.excludes {
            o.add(&format!("!{g}"))
                .map_err(|e| PathError::BadGlob(g.clone(), e.to_string()))?;
        }
        b.overrides(
            o.build()
                .map_err(|e| PathError::BadGlob(options.excludes.join(" "), e.to_string()))?,
        );
    }
    Ok(b.build())
}

/// Walks one folder, handing on each entry it meets.
fn walk_folder(
    root: &Path,
    options: &Options,
    out: &mut dyn FnMut(Entry),
) -> Result<(), PathError> {
    for item in walker(root, options)? {
        let entry = match item {
            Ok(e) => e,
            Err(e) => {
                let (path, words, is_loop) = error_words(&e);
                if !is_loop {
                    out(Entry::Unreadable(
                        path.unwrap_or_else(|| root.to_path_buf()),
                        words,
                    ));
                }
                continue;
            }
        };
        let path = entry.path();
        let Some(t) = entry.file_type() else {
            continue;
        };
        if t.is_dir() || !is_scenario_name(path) {
            continue;
        }
        if t.is_file() {
            out(Entry::File(path.to_path_buf()));
        } else {
            out(Entry::NotRegular(path.to_path_buf(), kind_of(t)));
        }
    }
    Ok(())
}

/// Calls `found` with each entry under the paths as the walk meets it,
/// each file once however many paths reach it (`scenarios` and
/// `scenarios/base`, in either order; a link and its target), so that
/// judging can start while the walk goes on. A file named explicitly is
/// checked whatever its name. The order is the walk's; sort the results.
pub fn for_each(
    paths: &[PathBuf],
    options: &Options,
    found: &mut dyn FnMut(Entry),
) -> Result<(), PathError> {
    for p in paths {
        std::fs::metadata(p).map_err(|_| PathError::Missing(p.clone()))?;
    }
    let mut seen = std::collections::HashSet::new();
    let mut once = |e: Entry| {
        let key = std::fs::canonicalize(e.path()).unwrap_or_else(|_| e.path().to_path_buf());
        if seen.insert(key) {
            found(e);
        }
    };
    for p in paths {
        if !p.is_dir() {
            once(Entry::File(p.clone()));
            continue;
        }
        let mut any = false;
        walk_folder(p, options, &mut |e| {
            any = true;
            once(e);
        })?;
        if !any {
            return Err(PathError::Empty(p.clone()));
        }
    }
    Ok(())
}

/// Every entry under the paths (see [`for_each`]), sorted by path.
pub fn scenarios(paths: &[PathBuf], options: &Options) -> Result<Vec<Entry>, PathError> {
    let mut entries = Vec::new();
    for_each(paths, options, &mut |e| entries.push(e))?;
    entries.sort_by(|a, b| a.path().cmp(b.path()));
    Ok(entries)
}
