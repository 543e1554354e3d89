//! The manual pages: carc(1), and one per subcommand (carc-judge(1), …).
//! clap_mangen renders what clap knows (name, synopsis, description,
//! options, subcommands); the sections clap has no place for (exit status,
//! environment, examples) are written here with roff.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::CommandFactory;
use clap_mangen::Man;
use clap_mangen::roff::{Roff, bold, roman};

use crate::args::Cli;
use carcassonne_judge::out_file;

use crate::output::{emit, warnln};

/// One manual page: its file name (`carc-judge.1`) and its roff text.
struct Page {
    file: String,
    text: String,
}

/// `carc man [SUBCOMMAND] [--out DIR [--force]]`: print one page, or write
/// pages into a folder.
pub fn man_cmd(subcommand: Option<&str>, out: Option<&Path>, force: bool) -> ExitCode {
    let root = root();
    let pages = match subcommand {
        Some(name) => match root.find_subcommand(name) {
            Some(sub) => vec![page(&root, Some(sub))],
            None => {
                let names: Vec<&str> = root.get_subcommands().map(|s| s.get_name()).collect();
                warnln!(
                    "error: no subcommand `{name}`; {}",
                    carcassonne_judge::diag::suggest(name, &names)
                );
                return ExitCode::from(2);
            }
        },
        None if out.is_some() => all_pages(&root),
        None => vec![page(&root, None)],
    };
    let Some(dir) = out else {
        emit(&pages[0].text);
        return ExitCode::SUCCESS;
    };
    match write_pages(dir, &pages, force) {
        Ok(()) => {
            let plural = if pages.len() == 1 { "" } else { "s" };
            emit(&format!(
                "wrote {} manual page{plural} to {}\n",
                pages.len(),
                dir.display()
            ));
            ExitCode::SUCCESS
        }
        Err(e) => {
            warnln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// carc's command as the pages show it: built (so subcommands know their
/// full names), without the `help` subcommand, which has no page.
fn root() -> clap::Command {
    let mut root = Cli::command().disable_help_subcommand(true);
    root.build();
    root
}

/// carc(1) and the page of every subcommand.
fn all_pages(root: &clap::Command) -> Vec<Page> {
    let subs = root.get_subcommands().filter(|s| !s.is_hide_set());
    std::iter::once(page(root, None))
        .chain(subs.map(|sub| page(root, Some(sub))))
        .collect()
}

/// The page of carc (`sub` is `None`) or of one of its subcommands.
fn page(root: &clap::Command, sub: Option<&clap::Command>) -> Page {
    let cmd = sub.unwrap_or(root);
    let (description, examples) = split_help(cmd);
    let man = Man::new(cmd.clone().long_about(description))
        .source(format!("carc {}", env!("CARGO_PKG_VERSION")));
    let mut sections = clap_sections(&man, cmd.has_subcommands());
    sections.push(own_sections(sub.map(|s| s.get_name()), &examples));
    if sub.is_none() {
        sections.push(render(|w| man.render_version_section(w)));
    }
    Page {
        file: man.get_filename(),
        text: join(&sections),
    }
}

/// The sections clap_mangen writes from what clap knows.
fn clap_sections(man: &Man, subcommands: bool) -> Vec<String> {
    let mut sections = vec![
        render(|w| man.render_title(w)),
        render(|w| man.render_name_section(w)),
        render(|w| man.render_synopsis_section(w)),
        render(|w| man.render_description_section(w)),
        render(|w| man.render_options_section(w)),
    ];
    if subcommands {
        sections.push(render(|w| man.render_subcommands_section(w)));
    }
    sections
}

/// EXIT STATUS, ENVIRONMENT (on carc(1)), EXAMPLES, and SEE ALSO (on a
/// subcommand's page).
fn own_sections(sub: Option<&str>, examples: &[String]) -> String {
    let mut roff = Roff::new();
    exit_status(&mut roff, sub);
    if sub.is_none() {
        environment(&mut roff);
    }
    examples_section(&mut roff, examples);
    if sub.is_some() {
        roff.control("SH", ["SEE ALSO"]);
        roff.text([bold("carc"), roman("(1)")]);
    }
    roff.render()
}

/// A section clap_mangen renders, as text; rendering into memory does not
/// fail.
fn render(section: impl FnOnce(&mut Vec<u8>) -> std::io::Result<()>) -> String {
    let mut out = Vec::new();
    let _ = section(&mut out);
    String::from_utf8_lossy(&out).into_owned()
}

/// The sections one after another. Each rendering starts with roff's
/// preamble (the apostrophe string), which the page needs only once.
fn join(sections: &[String]) -> String {
    let preamble = Roff::new().render();
    let mut text = String::new();
    for (i, section) in sections.iter().enumerate() {
        let body = section.strip_prefix(&preamble).unwrap_or(section);
        text.push_str(if i == 0 { section } else { body });
    }
    text
}

/// The help of a command, split into its description and its examples: a
/// subcommand's long help has paragraphs `Example: carc …` (and a short
/// `Exit status …` one, which EXIT STATUS says in full); carc's own
/// examples follow `Examples:` after the help.
fn split_help(cmd: &clap::Command) -> (String, Vec<String>) {
    let about = cmd.get_long_about().or(cmd.get_about());
    let about = about.map(|a| a.to_string()).unwrap_or_default();
    let mut description = Vec::new();
    let mut examples = Vec::new();
    for paragraph in about.split("\n\n") {
        if let Some(example) = paragraph.strip_prefix("Example:") {
            examples.push(example.trim().to_owned());
        } else if !paragraph.starts_with("Exit status") {
            description.push(paragraph);
        }
    }
    if let Some(after) = cmd.get_after_help() {
        let after = after.to_string();
        if let Some(list) = after.strip_prefix("Examples:") {
            examples.extend(
                list.lines()
                    .map(str::trim)
                    .filter(|l| !l.is_empty())
                    .map(str::to_owned),
            );
        }
    }
    (description.join("\n\n"), examples)
}

/// What each exit status means, from what src/cli/commands.rs returns
/// (keep them in step); a usage error, which clap ends with 2 for every
/// command, is added by `exit_status`.
// Long by design: a table, one entry per command.
fn exit_statuses(sub: Option<&str>) -> &'static [(u8, &'static str)] {
    match sub {
        None => &[
            (
                0,
                "Success: the action is legal (judge), every scenario passed (check), the command did what it was asked.",
            ),
            (
                1,
                "The action is illegal (judge), a scenario failed (check), an invariant broke (play).",
            ),
            (
                2,
                "Broken input, a file that cannot be read or written (standard output included), a file that exists where carc would write without --force, an unknown id or rule set (each subcommand's page says which)",
            ),
        ],
        Some("judge") => &[
            (0, "Every action judged is legal."),
            (
                1,
                "An action is illegal, and every file was read and describes a position.",
            ),
            (
                2,
                "Broken input (a file that does not describe a position and an action: bad YAML, an unknown key, tile, figure or player, a position no game can reach), a file that cannot be read or is larger than --max-size, an SVG that exists (without --force), is the input, or cannot be written, --svg with more than one file, standard output that cannot be written",
            ),
        ],
        Some("check") => &[
            (
                0,
                "Every scenario matched its expect block (one without it is skipped, unless --require-expect).",
            ),
            (
                1,
                "A scenario failed: a mismatch, broken input, a file that cannot be read, or no expect block with --require-expect.",
            ),
            (
                2,
                "A path that does not exist, a folder without scenarios, a bad --exclude glob, an --output that exists (without --force) or cannot be written, standard output that cannot be written",
            ),
        ],
        Some("play") => &[
            (0, "Every game kept every invariant."),
            (
                1,
                "An invariant broke: the scenario that shows it is written into --out (or the message says why it could not be).",
            ),
            (
                2,
                "An unknown rule set, an --out folder that cannot be written into",
            ),
        ],
        Some("moves") => &[
            (0, "The actions are listed."),
            (
                2,
                "Broken input, a file that cannot be read, an unknown --tile, a final scoring without --tile",
            ),
        ],
        Some("show") => &[
            (0, "The position is drawn."),
            (
                2,
                "Broken input, a file that cannot be read, an SVG that exists (without --force), is the input, or cannot be written, standard output that cannot be written",
            ),
        ],
        Some("tiles") => &[(0, "The tiles are shown."), (2, "An unknown tile id")],
        Some("rule") => &[(0, "The rule is shown."), (2, "An unknown rule id")],
        Some("gen") => &[
            (0, "The scenarios are written."),
            (
                2,
                "An unknown rule set, a folder that cannot be written into, or that holds a file of a name gen writes (without --force)",
            ),
        ],
        Some("new") => &[(0, "The scenario is printed."), (2, "An unknown rule set")],
        Some("man") => &[
            (0, "The page is printed, or the pages are written."),
            (
                2,
                "An unknown subcommand, a page already in the folder without --force, a page that cannot be written",
            ),
        ],
        Some(_) => &[(0, "Success.")],
    }
}

/// EXIT STATUS: each status and what it means.
fn exit_status(roff: &mut Roff, sub: Option<&str>) {
    const USAGE: &str = "a usage error (an unknown flag, a missing argument)";
    roff.control("SH", ["EXIT STATUS"]);
    let statuses = exit_statuses(sub);
    let mut entry = |code: u8, meaning: String| {
        roff.control("TP", []);
        roff.text([bold(code.to_string())]);
        roff.text([roman(meaning)]);
    };
    for &(code, meaning) in statuses {
        match code {
            2 => entry(code, format!("{meaning}, or {USAGE}.")),
            _ => entry(code, meaning.to_owned()),
        }
    }
    if !statuses.iter().any(|&(code, _)| code == 2) {
        entry(2, format!("Only {USAGE}."));
    }
}

/// ENVIRONMENT: the variables that decide colour with `--color auto`, and
/// in which order anstream reads them (src/cli/output.rs); then those that
/// choose the language without `--lang`.
fn environment(roff: &mut Roff) {
    roff.control("SH", ["ENVIRONMENT"]);
    let variables = [
        ("NO_COLOR", "Set and not empty: no colour."),
        (
            "CLICOLOR_FORCE",
            "Set and not empty (0 too): colour, even into a file or a pipe.",
        ),
        (
            "CLICOLOR",
            "0: no colour. Any other value: colour on a terminal, whatever TERM says.",
        ),
        ("TERM", "dumb, or not set: no colour on a terminal."),
        ("CI", "Set: colour on a terminal, whatever TERM says."),
    ];
    for (name, meaning) in variables {
        roff.control("TP", []);
        roff.text([bold(name)]);
        roff.text([roman(meaning)]);
    }
    roff.control("PP", []);
    roff.text([roman(
        "NO_COLOR comes first, then CLICOLOR_FORCE, then CLICOLOR=0; without \
         them, only a terminal gets colour, as TERM, CLICOLOR and CI say. \
         --color always or never overrides them all.",
    )]);
    roff.control("TP", []);
    roff.text([bold("LC_ALL, LC_MESSAGES, LANG")]);
    roff.text([roman(
        "The language of the words shown when --lang is not given, read in \
         this order (de_DE.UTF-8: German); English when carc does not speak \
         it. The help stays English.",
    )]);
}

/// EXAMPLES: each command line, as it is typed.
fn examples_section(roff: &mut Roff, examples: &[String]) {
    roff.control("SH", ["EXAMPLES"]);
    for example in examples {
        roff.control("PP", []);
        roff.control("RS", ["4"]);
        roff.control("nf", []);
        roff.text([roman(example.as_str())]);
        roff.control("fi", []);
        roff.control("RE", []);
    }
}

/// Writes each page into `dir` (made if missing), each through a
/// temporary file renamed into place (`out_file`): a reader never sees
/// half a page. Pages already there are replaced only with `force`;
/// without it, nothing is written when one is there.
fn write_pages(dir: &Path, pages: &[Page], force: bool) -> Result<(), String> {
    std::fs::create_dir_all(dir)
        .map_err(|e| format!("cannot make the folder {}: {e}", dir.display()))?;
    let targets: Vec<PathBuf> = pages.iter().map(|p| dir.join(&p.file)).collect();
    for target in &targets {
        out_file::may_write(target, &[], force).map_err(|e| e.to_string())?;
    }
    for (page, target) in pages.iter().zip(&targets) {
        out_file::write(target, page.text.as_bytes(), &[], force).map_err(|e| e.to_string())?;
    }
    Ok(())
}
