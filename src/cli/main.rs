//! `carc`: the command-line front end of carcassonne-judge. `args` says
//! what it accepts, `commands` what each subcommand does, `man` its manual
//! pages, `output` where the words go.

mod alloc;
mod args;
mod commands;
mod man;
mod output;

use std::process::ExitCode;

use args::{Cli, Command, long_version};
use carcassonne_judge::i18n::Lang;
use commands::*;
use output::choose_colour;

/// The system's allocator for a command that answers one file, mimalloc's
/// for a long run, chosen before `main` (`alloc`).
#[global_allocator]
static ALLOCATOR: alloc::Chosen = alloc::Chosen;

fn main() -> ExitCode {
    use clap::{CommandFactory, FromArgMatches};
    // Built once per process; clap keeps only borrowed strings.
    let version: &'static str = Box::leak(long_version().into_boxed_str());
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // clap's help and errors follow `--color` as carc's output does; they
    // are printed while parsing, so the flag is read from the words first.
    let early = args::color_in(args.get(1..).unwrap_or_default());
    let matches = Cli::command()
        .long_version(version)
        .color(early.into())
        .get_matches_from(args);
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    choose_colour(cli.color);
    let _ = output::MAX_SIZE.set(cli.max_size);
    let lang = cli.lang.get();
    let _ = output::LANG.set(lang);
    output::finish(run(cli.command, lang))
}

/// Runs one subcommand; its exit status, before output errors count.
// The table of subcommands, one short arm each, beside the clap enum it
// mirrors; the work is in commands.rs.
fn run(command: Command, lang: Lang) -> ExitCode {
    match command {
        Command::Completions { shell } => completions_cmd(shell),
        Command::New { rules, schema } => new_cmd(&rules, &schema, lang),
        Command::Import {
            file,
            out,
            turn,
            force,
        } => import_cmd(&file, out.as_deref(), turn, force, lang),
        Command::Replay {
            file,
            turn,
            format,
            svg,
            force,
        } => replay_cmd(&file, turn, format, svg.as_deref(), force, lang),
        Command::Gen {
            out,
            count,
            game,
            force,
        } => gen_cmd(&out, count, &game, force, lang),
        Command::Play {
            games,
            game,
            cross_check,
            out,
        } => play_cmd(games, &game, cross_check, &out, lang),
        Command::Man {
            subcommand,
            out,
            force,
        } => man::man_cmd(subcommand.as_deref(), out.as_deref(), force),
        Command::Tiles {
            id,
            rotation,
            format,
        } => tiles_cmd(id, rotation, format, lang),
        Command::Show {
            file,
            after,
            svg,
            force,
        } => show_cmd(&file, after, svg.as_deref(), force, lang),
        Command::Schema { ruling } => schema_cmd(ruling),
        Command::Judge {
            files,
            format,
            svg,
            force,
        } => judge_and_draw_cmd(&files, format, svg.as_deref(), force, lang),
        Command::Moves {
            file,
            tile,
            all,
            every_choice,
            why,
            format,
        } => moves_cmd(
            &file,
            tile.as_deref(),
            (all, every_choice),
            why,
            format,
            lang,
        ),
        Command::Check {
            paths,
            require_expect,
            format,
            partition,
            quiet,
            exclude,
            no_ignore,
            output,
            force,
            threads,
        } => check_cmd(&CheckRun {
            paths,
            require_expect,
            format,
            partition,
            quiet,
            walk: carcassonne_judge::walk::Options {
                excludes: exclude,
                no_ignore,
            },
            output,
            force,
            threads: threads.map_or_else(carcassonne_judge::check::default_threads, usize::from),
            lang,
        }),
        Command::Rule {
            id,
            format,
            scenarios,
        } => rule_cmd(Some(&id), None, format, scenarios.as_deref(), lang),
        Command::Rules {
            search,
            format,
            scenarios,
        } => rule_cmd(None, search.as_deref(), format, scenarios.as_deref(), lang),
    }
}
