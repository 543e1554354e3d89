//! `carc`: the command-line front end of carcassonne-judge.

use std::io::IsTerminal;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use carcassonne_judge::catalogue::Catalogue;
use carcassonne_judge::commands::tiles;
use carcassonne_judge::input::{self, Source, Style};

#[derive(Parser)]
#[command(
    name = "carc",
    version,
    about = "A rules judge for Carcassonne: is this move legal, and why?"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, Default, ValueEnum)]
enum Format {
    #[default]
    Text,
    Json,
}

#[derive(Subcommand)]
enum Command {
    /// Judge the action of each scenario file and explain the ruling.
    ///
    /// Example: carc judge scenarios/base/city-two-tiles.yaml
    ///
    /// Exit status: 0 legal, 1 illegal, 2 broken input. `-` reads standard input.
    Judge {
        #[arg(required = true)]
        files: Vec<String>,
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
    /// List the tile catalogue, or show one tile.
    ///
    /// Example: carc tiles base/D
    Tiles {
        /// A catalogue id such as base/D (JCloisterZone ids are accepted too).
        id: Option<String>,
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
    /// Print the JSON Schema (draft-07) of the scenario format.
    ///
    /// Example: carc schema > scenario.schema.json
    Schema,
}

fn style() -> Style {
    let color = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let width = if std::io::stderr().is_terminal() {
        100
    } else {
        80
    };
    Style { color, width }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Tiles { id, format } => tiles_cmd(id, format),
        Command::Schema => {
            println!("{}", carcassonne_judge::schema::json());
            ExitCode::SUCCESS
        }
        Command::Judge { files, format: _ } => {
            let mut worst = 0u8;
            for f in files {
                let src = match Source::read(&f) {
                    Ok(s) => s,
                    Err(e) => {
                        eprintln!("error: cannot read {f}: {e}");
                        worst = worst.max(2);
                        continue;
                    }
                };
                match input::load(&src) {
                    Ok(l) => println!(
                        "{}: the position is well formed ({} tiles, {} figures)",
                        src.name,
                        l.board.tiles.len(),
                        l.board.figures.len()
                    ),
                    Err(problems) => {
                        eprint!("{}", input::render(&problems, &src, style()));
                        worst = worst.max(2);
                    }
                }
            }
            ExitCode::from(worst)
        }
    }
}

fn tiles_cmd(id: Option<String>, format: Format) -> ExitCode {
    let cat = Catalogue::get();
    let chosen: Vec<_> = match &id {
        Some(id) => match cat.tile(id) {
            Some(t) => vec![t],
            None => {
                let ids: Vec<&str> = cat.ids().collect();
                eprintln!(
                    "error: unknown tile `{id}`; {}",
                    carcassonne_judge::diag::suggest(id, &ids)
                );
                return ExitCode::from(2);
            }
        },
        None => cat.tiles().iter().collect(),
    };
    match format {
        Format::Json => {
            let views: Vec<_> = chosen.iter().map(|t| tiles::view(t)).collect();
            let json = if id.is_some() {
                serde_json::to_string_pretty(&views[0])
            } else {
                serde_json::to_string_pretty(&views)
            };
            println!("{}", json.unwrap_or_default());
        }
        Format::Text if id.is_some() => print!("{}", tiles::detail_text(chosen[0])),
        Format::Text => print!("{}", tiles::list_text()),
    }
    ExitCode::SUCCESS
}
