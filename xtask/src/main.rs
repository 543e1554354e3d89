//! The project's own tasks, run as `cargo xtask TASK`:
//!
//! - `new-box NAME --title TITLE`: scaffolds a box (docs/architecture.md,
//!   "Adding a box"): its folder in the core, its words in every language,
//!   a scenario to start from, and its entry in the boxes' one list.

mod name;
mod scaffold;
mod templates;

use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask new-box NAME --title TITLE [--root DIR]

  NAME   the rule set's name, as scenarios write it under `rules:` (kebab-case,
         e.g. `river`, `hills-sheep`)
  TITLE  the box's name in words (e.g. \"The River\")
  DIR    the checkout to write into (default: the workspace this task is in)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(report) => {
            println!("{report}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<String, String> {
    let (task, rest) = args.split_first().ok_or("no task given")?;
    if task != "new-box" {
        return Err(format!("unknown task `{task}`"));
    }
    let mut name = None;
    let mut title = None;
    let mut root = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
    let mut it = rest.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--title" => title = Some(it.next().ok_or("--title needs a value")?.clone()),
            "--root" => root = PathBuf::from(it.next().ok_or("--root needs a value")?),
            flag if flag.starts_with('-') => return Err(format!("unknown option `{flag}`")),
            value if name.is_none() => name = Some(value.to_owned()),
            value => return Err(format!("unexpected argument `{value}`")),
        }
    }
    let name = name::BoxName::parse(&name.ok_or("no NAME given")?)?;
    let title = title.ok_or("no --title given")?;
    scaffold::new_box(&root, &name, &title)
}
