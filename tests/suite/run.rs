//! Running the `carc` binary as a user does, for the tests that need it.

use std::process::{Command, Output};

/// `carc ARGS` from the repository's folder, without colour.
pub fn carc(args: &[&str]) -> Output {
    carc_env(args, &[("NO_COLOR", "1")], &[])
}

/// `carc ARGS` from the repository's folder with these variables set and
/// those removed from the environment the tests run in.
pub fn carc_env(args: &[&str], envs: &[(&str, &str)], removes: &[&str]) -> Output {
    command(args, envs, removes).output().unwrap()
}

/// The variables that decide colour besides `--color` (anstream reads
/// them, for carc and for clap): a test that is about colour removes them
/// all and sets only those it means.
pub const COLOUR_VARIABLES: [&str; 5] = ["NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "TERM", "CI"];

fn command(args: &[&str], envs: &[(&str, &str)], removes: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_carc"));
    // The words are English whatever the machine's locale, unless a test
    // says otherwise.
    c.args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("LC_ALL", "C");
    for name in removes {
        c.env_remove(name);
    }
    c.envs(envs.iter().copied());
    c
}

/// What `carc ARGS` writes to a terminal: standard output and error both
/// go to a new pseudo-terminal, whose other end this reads until the last
/// writer is gone. The colour variables are removed; `envs` sets some.
#[cfg(target_os = "linux")]
pub fn carc_on_terminal(args: &[&str], envs: &[(&str, &str)]) -> Vec<u8> {
    use std::io::Read;
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
    use std::os::unix::fs::OpenOptionsExt;
    // SAFETY: posix_openpt gives a new descriptor that only `master` owns.
    let master = unsafe { libc::posix_openpt(libc::O_RDWR | libc::O_NOCTTY) };
    assert!(master >= 0, "no pseudo-terminal");
    let master = unsafe { OwnedFd::from_raw_fd(master) };
    let mut name = [0 as libc::c_char; 256];
    // SAFETY: the descriptor is open, and the buffer is as long as we say.
    let ready = unsafe {
        libc::grantpt(master.as_raw_fd()) == 0
            && libc::unlockpt(master.as_raw_fd()) == 0
            && libc::ptsname_r(master.as_raw_fd(), name.as_mut_ptr(), name.len()) == 0
    };
    assert!(ready, "cannot open the pseudo-terminal's other end");
    // SAFETY: ptsname_r wrote a string that ends with NUL into `name`.
    let path = unsafe { std::ffi::CStr::from_ptr(name.as_ptr()) };
    let terminal = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .custom_flags(libc::O_NOCTTY)
        .open(path.to_str().unwrap())
        .unwrap();
    let mut child = {
        let mut c = command(args, envs, &COLOUR_VARIABLES);
        c.stdin(std::process::Stdio::null())
            .stdout(terminal.try_clone().unwrap())
            .stderr(terminal);
        c.spawn().unwrap()
        // `c` goes here with this process's copies of the terminal, so
        // reading ends when carc's end.
    };
    let mut seen = Vec::new();
    // Linux answers EIO once no one holds the other end: that is the end.
    let _ = std::fs::File::from(master).read_to_end(&mut seen);
    child.wait().unwrap();
    seen
}

/// What it printed on standard output.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Cases for a property test: `default`, or PROPTEST_CASES when set, so
/// that .ci/run's long step can ask for many more than `cargo test` runs.
pub fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}
