//! Running the `carc` binary as a user does, for the tests that need it.

use std::process::{Command, Output};

/// `carc ARGS` from the repository's folder, without colour.
pub fn carc(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_carc"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

/// What it printed on standard output.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}
