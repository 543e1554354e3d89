//! Writing a file without ever losing one. Every file `carc` writes (a
//! picture, generated scenarios, a report, the scenario of a broken
//! invariant) goes to a temporary file in the same folder first and is
//! renamed into place once complete: a full disk or a crash leaves the old
//! file as it was, never half a new one. An existing path (a file, or a
//! link, which is replaced itself and never written through) is replaced
//! only when the user said `--force`, and never when it is one of the
//! command's own inputs.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Why a file was not written.
#[derive(Debug)]
pub enum WriteError {
    /// The path exists and `--force` was not given.
    Exists(PathBuf),
    /// The path is the file being read.
    IsInput(PathBuf),
    /// A folder stands at the path.
    IsFolder(PathBuf),
    /// The system's reason.
    Io(PathBuf, std::io::Error),
}

impl WriteError {
    /// Why the file was not written, in `lang`.
    pub fn say(&self, lang: crate::i18n::Lang) -> String {
        use crate::safe_text::escape;
        let show = |p: &Path| escape(&p.to_string_lossy()).into_owned();
        let c = crate::i18n::catalogue(lang);
        match self {
            WriteError::Exists(p) => c.say("cli-error-file-exists", &[("path", show(p).into())]),
            WriteError::IsInput(p) => c.say("cli-error-file-is-input", &[("path", show(p).into())]),
            WriteError::IsFolder(p) => {
                c.say("cli-error-file-is-folder", &[("path", show(p).into())])
            }
            WriteError::Io(p, e) => c.say(
                "cli-error-cannot-write",
                &[("path", show(p).into()), ("reason", e.to_string().into())],
            ),
        }
    }
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(crate::i18n::Lang::En))
    }
}

impl std::error::Error for WriteError {}

/// Whether two paths name the same existing file (through links, `./`,
/// or hard links).
fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        #[cfg(unix)]
        (Ok(x), Ok(y)) => {
            use std::os::unix::fs::MetadataExt;
            x.dev() == y.dev() && x.ino() == y.ino()
        }
        #[cfg(not(unix))]
        (Ok(_), Ok(_)) => match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
            (Ok(x), Ok(y)) => x == y,
            _ => false,
        },
        _ => false,
    }
}

/// Whether `path` may be written: not one of `inputs`, not a folder, and
/// not existing unless `force`. Checked before any work is done, so that
/// a refusal costs nothing.
pub fn may_write(path: &Path, inputs: &[&Path], force: bool) -> Result<(), WriteError> {
    if inputs.iter().any(|i| same_file(path, i)) {
        return Err(WriteError::IsInput(path.to_path_buf()));
    }
    match std::fs::symlink_metadata(path) {
        Ok(m) if m.is_dir() => Err(WriteError::IsFolder(path.to_path_buf())),
        Ok(_) if !force => Err(WriteError::Exists(path.to_path_buf())),
        _ => Ok(()),
    }
}

/// Writes `bytes` to `path` through a temporary file in the same folder,
/// renamed into place; see [`may_write`] for what is refused.
pub fn write(path: &Path, bytes: &[u8], inputs: &[&Path], force: bool) -> Result<(), WriteError> {
    may_write(path, inputs, force)?;
    let io = |e: std::io::Error| WriteError::Io(path.to_path_buf(), e);
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    // The temporary file is removed if anything below fails.
    let mut builder = tempfile::Builder::new();
    builder.prefix(".carc-").suffix(".tmp");
    // What carc writes is for everyone to read, as a file made with
    // File::create is (the umask still applies); tempfile's own default
    // is 0600.
    #[cfg(unix)]
    builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666));
    let mut tmp = builder.tempfile_in(folder).map_err(io)?;
    tmp.write_all(bytes).map_err(io)?;
    tmp.as_file().sync_all().map_err(io)?;
    if force {
        // rename(2) replaces a link itself, never the file it points to.
        tmp.persist(path).map_err(|e| io(e.error))?;
    } else {
        // Made between the check and now: still not replaced.
        tmp.persist_noclobber(path).map_err(|e| {
            if e.error.kind() == std::io::ErrorKind::AlreadyExists {
                WriteError::Exists(path.to_path_buf())
            } else {
                io(e.error)
            }
        })?;
    }
    Ok(())
}

/// Whether a folder can be written into, found by writing a temporary
/// file there and removing it: for commands that write only when
/// something goes wrong, checked before they start.
pub fn folder_writable(folder: &Path) -> Result<(), WriteError> {
    tempfile::Builder::new()
        .prefix(".carc-")
        .tempfile_in(folder)
        .map(drop)
        .map_err(|e| WriteError::Io(folder.to_path_buf(), e))
}
