//! The command line: what `carc` accepts, as clap types.
//!
//! The test suite compiles this file on its own too (to walk the commands
//! it builds), so it names nothing else of the binary.

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

/// `carc --version`: the binary, the scenario format it reads, and the
/// rule sets it judges (from the list the judge itself uses).
pub fn long_version() -> String {
    format!(
        "{}\nscenario format: version 1\nrule sets: {}",
        env!("CARGO_PKG_VERSION"),
        carcassonne_judge::figure::RuleSet::NAMES.join(", ")
    )
}

#[derive(Parser)]
#[command(
    name = "carc",
    version,
    about = "A rules judge for Carcassonne: is this move legal, and why?",
    after_help = "Examples:\n  carc judge scenarios/base/city-two-tiles.yaml\n  carc check scenarios\n  carc rule ferries:fn3\n  carc tiles base/D"
)]
pub struct Cli {
    /// When to colour the output (help and errors too): on a terminal
    /// (auto), always or never.
    ///
    /// With auto, NO_COLOR (set and not empty) turns colour off,
    /// CLICOLOR_FORCE (set and not empty) turns it on, CLICOLOR=0 off, and
    /// a terminal with TERM=dumb gets none, in that order (as in clap and
    /// cargo).
    #[arg(long, value_enum, default_value_t, global = true)]
    pub color: ColorChoice,
    /// The largest scenario file read, in bytes (suffixes KiB, MiB, GiB).
    /// Larger input is refused with a message, never read to the end.
    #[arg(long, global = true, value_name = "SIZE", default_value = "8MiB",
          value_parser = carcassonne_judge::input::parse_size)]
    pub max_size: u64,
    #[command(flatten)]
    pub lang: LangArg,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// Colour on a terminal, as the environment allows.
    #[default]
    Auto,
    /// Colour even into a file or a pipe.
    Always,
    /// No colour.
    Never,
}

impl From<ColorChoice> for anstream::ColorChoice {
    fn from(choice: ColorChoice) -> Self {
        match choice {
            ColorChoice::Auto => Self::Auto,
            ColorChoice::Always => Self::Always,
            ColorChoice::Never => Self::Never,
        }
    }
}

impl From<ColorChoice> for clap::ColorChoice {
    fn from(choice: ColorChoice) -> Self {
        match choice {
            ColorChoice::Auto => Self::Auto,
            ColorChoice::Always => Self::Always,
            ColorChoice::Never => Self::Never,
        }
    }
}

/// The `--color` of a command line (without the program's name), read
/// before clap parses it: clap prints help and errors while parsing, so
/// `carc --color never --help` needs the answer first. The last one counts;
/// after `--` every word is a file name; a value clap will refuse counts as
/// auto until clap says so.
pub fn color_in(args: &[std::ffi::OsString]) -> ColorChoice {
    let mut choice = ColorChoice::Auto;
    let mut words = args.iter().map(|a| a.to_str().unwrap_or_default());
    while let Some(word) = words.next() {
        let value = match word {
            "--" => break,
            "--color" => words.next(),
            _ => word.strip_prefix("--color="),
        };
        if let Some(value) = value {
            choice = ColorChoice::from_str(value, false).unwrap_or_default();
        }
    }
    choice
}

/// The shells `carc completions` writes for.
#[derive(Clone, Copy, ValueEnum)]
pub enum Shell {
    Bash,
    Zsh,
    Fish,
    Powershell,
    Elvish,
}

#[derive(Clone, Copy, Default, ValueEnum)]
pub enum Format {
    /// For people.
    #[default]
    Text,
    /// For programs.
    Json,
}

#[derive(Clone, Copy, Default, ValueEnum)]
pub enum CheckFormat {
    /// For people: each mismatch, then `N passed, N failed, N skipped`.
    #[default]
    Text,
    /// One JSON object per scenario, then the counts (JSON Lines).
    Json,
    /// JUnit XML, for CI test reports.
    Junit,
    /// GitHub workflow annotations at each mismatch.
    Github,
}

/// 0, 90, 180 or 270.
fn parse_rotation(text: &str) -> Result<u16, String> {
    match text.trim() {
        "0" => Ok(0),
        "90" => Ok(90),
        "180" => Ok(180),
        "270" => Ok(270),
        other => Err(format!("`{other}` is not 0, 90, 180 or 270")),
    }
}

/// `K/N` with 1 <= K <= N.
fn parse_partition(text: &str) -> Result<(usize, usize), String> {
    let (k, n) = text
        .split_once('/')
        .ok_or_else(|| format!("`{text}` is not K/N, e.g. 2/3"))?;
    let k: usize = k
        .trim()
        .parse()
        .map_err(|_| format!("`{k}` is not a number"))?;
    let n: usize = n
        .trim()
        .parse()
        .map_err(|_| format!("`{n}` is not a number"))?;
    if n == 0 || k == 0 || k > n {
        return Err(format!("partition {k}/{n}: K runs from 1 to N"));
    }
    Ok((k, n))
}

#[derive(Clone, Copy, Default, ValueEnum)]
pub enum RulesFormat {
    /// For people.
    #[default]
    Text,
    /// For programs.
    Json,
    /// The generated rules reference (docs/rules.md).
    Markdown,
}

/// The language of the words shown, for every command.
#[derive(clap::Args)]
pub struct LangArg {
    /// The language of the words shown: `en` or `de` (default: from
    /// LC_ALL, LC_MESSAGES or LANG; English when carc does not speak that
    /// language). Rule ids, keys, JSON field names and this help stay
    /// English.
    #[arg(long, global = true, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<carcassonne_judge::i18n::Lang>,
}

impl LangArg {
    /// The language asked for, or the user's locale's.
    pub fn get(&self) -> carcassonne_judge::i18n::Lang {
        self.lang
            .unwrap_or_else(carcassonne_judge::i18n::Lang::from_environment)
    }
}

/// `en`, `de` (a locale such as `de_DE.UTF-8` works too).
fn parse_lang(text: &str) -> Result<carcassonne_judge::i18n::Lang, String> {
    carcassonne_judge::i18n::Lang::parse(text).ok_or_else(|| {
        let codes: Vec<&str> = carcassonne_judge::i18n::Lang::ALL
            .iter()
            .map(|l| l.code())
            .collect();
        format!(
            "carc does not speak `{text}`; it speaks {}",
            codes.join(", ")
        )
    })
}

/// The random games `carc play` plays and `carc gen` draws from.
#[derive(clap::Args)]
pub struct GameArgs {
    /// The first game's seed; game i plays seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Rule sets in play besides the base game, comma-separated, or `all`.
    #[arg(long, value_delimiter = ',')]
    pub rules: Vec<String>,
    /// Players per game (2 to 6).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=6))]
    pub players: u8,
}

#[derive(Subcommand)]
pub enum Command {
    /// Judge the action of each scenario file and explain the ruling.
    ///
    /// Example: carc judge scenarios/base/city-two-tiles.yaml
    ///
    /// Exit status: 0 legal, 1 illegal, 2 broken input. `-` reads standard input.
    Judge {
        /// Scenario files; `-` reads standard input.
        #[arg(required = true)]
        files: Vec<String>,
        /// The ruling for people, or one JSON object per file (JSON Lines,
        /// described in docs/ruling.md).
        #[arg(long, value_enum, default_value_t)]
        format: Format,
        /// Also draw the position after the action as SVG into this file
        /// (one scenario only).
        #[arg(long, value_name = "OUT")]
        svg: Option<PathBuf>,
        /// Replace the `--svg` file if it exists.
        #[arg(long)]
        force: bool,
    },
    /// List every legal action for the tile the scenario places (or
    /// `--tile ID`): each square and rotation where it fits, and every
    /// deployment there.
    ///
    /// Example: carc moves scenarios/base/city-two-tiles.yaml --all
    Moves {
        /// A scenario file; its position is used, and its action's tile.
        file: String,
        /// Another tile to play on the same position.
        #[arg(long)]
        tile: Option<String>,
        /// Every action, not only the counts per square.
        #[arg(long)]
        all: bool,
        /// Each way of making the choices the list makes one way for the
        /// players (each path of the dragon) as an action of its own.
        #[arg(long)]
        every_choice: bool,
        /// Also where it does not fit and why, and the deployments refused
        /// on the file's own placement, with the rule.
        #[arg(long)]
        why: bool,
        /// The list for people, or one JSON object whose actions can be
        /// pasted into a scenario's `action`.
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
    /// Draw the position: a text board, or `--svg OUT` for a picture.
    ///
    /// Example: carc show scenarios/base/city-two-tiles.yaml --after
    Show {
        /// A scenario file.
        file: String,
        /// The position after the action (when it is legal), with what it
        /// scored.
        #[arg(long)]
        after: bool,
        /// Write an SVG picture to this file instead.
        #[arg(long, value_name = "OUT")]
        svg: Option<PathBuf>,
        /// Replace the `--svg` file if it exists.
        #[arg(long)]
        force: bool,
    },
    /// List the tile catalogue, or show one tile.
    ///
    /// Example: carc tiles base/D
    Tiles {
        /// A catalogue id such as base/D (JCloisterZone ids are accepted too).
        id: Option<String>,
        /// Show the tile turned clockwise by this many degrees, with its
        /// point names where they lie after the turn.
        #[arg(long, default_value_t = 0, value_parser = parse_rotation)]
        rotation: u16,
        /// The list or the tile for people, or as JSON: each tile's edges
        /// and features with their points.
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
    /// Judge every scenario with an `expect` block and report mismatches.
    ///
    /// Example: carc check scenarios --exclude tests/fixtures
    ///
    /// Folders are searched recursively; the last line is `N passed, N failed`.
    ///
    /// Exit status 0 only when none failed.
    Check {
        /// Files or folders (searched recursively); default: scenarios
        paths: Vec<PathBuf>,
        /// Count a scenario without `expect` as failed, not skipped.
        #[arg(long)]
        require_expect: bool,
        /// How to report: for people, JSON Lines, JUnit XML, or GitHub
        /// workflow annotations.
        #[arg(long, value_enum, default_value_t)]
        format: CheckFormat,
        /// Check only partition K of N (e.g. `2/3`): every N-th scenario of
        /// the sorted list, so that N CI runners share a folder.
        #[arg(long, value_name = "K/N", value_parser = parse_partition)]
        partition: Option<(usize, usize)>,
        /// Print only failures and the summary.
        #[arg(short, long)]
        quiet: bool,
        /// Leave out files and folders matching this glob, as a
        /// `.gitignore` line does (e.g. `tests/fixtures`, `*.draft.yaml`);
        /// may be given several times.
        #[arg(long, value_name = "GLOB")]
        exclude: Vec<String>,
        /// Search everything: hidden files and folders, and what
        /// `.gitignore` and `.ignore` files leave out.
        #[arg(long)]
        no_ignore: bool,
        /// Write the report to this file instead of standard output
        /// (through a temporary file, renamed into place when complete).
        #[arg(long, value_name = "FILE")]
        output: Option<PathBuf>,
        /// Replace the `--output` file if it exists.
        #[arg(long)]
        force: bool,
        /// How many scenarios are judged at once (default: one per core).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
    },
    /// Show one rule of the registry: its paraphrase, source, and the
    /// scenarios that cite it.
    ///
    /// Example: carc rule car:fn162
    Rule {
        /// A rule id, such as base:score-city or car:fn162 (`carc rules`
        /// lists them).
        id: String,
        /// The rule for people, as JSON, or as Markdown like docs/rules.md.
        #[arg(long, value_enum, default_value_t)]
        format: RulesFormat,
        /// Where to look for scenarios that cite the rule (default: the
        /// repository's `scenarios` folder when run inside a checkout).
        #[arg(long)]
        scenarios: Option<PathBuf>,
    },
    /// List the rule registry, or search it.
    ///
    /// Example: carc rules --search wagon
    Rules {
        /// Only rules whose id, title or text contain this (any case).
        #[arg(long)]
        search: Option<String>,
        /// The list for people, as JSON, or as Markdown (docs/rules.md is
        /// `carc rules --format markdown`).
        #[arg(long, value_enum, default_value_t)]
        format: RulesFormat,
        /// Where to look for scenarios that cite each rule (default: the
        /// repository's `scenarios` folder when run inside a checkout).
        #[arg(long)]
        scenarios: Option<PathBuf>,
    },
    /// Play seeded random games by the rules, checking invariants after
    /// every turn; print games per second and what the games did.
    ///
    /// Example: carc play --games 10000 --seed 1 --rules all
    ///
    /// Exit status 1 when an invariant breaks: the scenario that shows it is
    /// written to `--out`.
    Play {
        /// How many games (at least 1).
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
        games: u64,
        #[command(flatten)]
        game: GameArgs,
        /// Every N-th game is also judged turn by turn from scratch and
        /// through a written scenario file (0: never).
        #[arg(long, value_name = "N", default_value_t = 10)]
        cross_check: u64,
        /// Where to write the scenario of a broken invariant.
        #[arg(long, value_name = "DIR", default_value = ".")]
        out: PathBuf,
    },
    /// Import a saved game of JCloisterZone (`.jcz`): every turn as a
    /// scenario, the position before it and what the player did, with
    /// carc's ruling in `expect`, ready for `carc check`.
    ///
    /// Example: carc import game.jcz --out my-game/
    ///
    /// Exit status: 0 every turn legal, 1 a turn carc rules illegal (the
    /// files stop there), 2 a file carc cannot read or a box it cannot
    /// import yet.
    Import {
        /// The saved game.
        file: String,
        /// The folder to write every turn into (made if missing).
        #[arg(long, required_unless_present = "turn")]
        out: Option<PathBuf>,
        /// Print only the scenario of this turn (from 1).
        #[arg(long)]
        turn: Option<usize>,
        /// Replace files of the names it writes (`turn-NNN.yaml`) that are
        /// already in the folder.
        #[arg(long)]
        force: bool,
    },
    /// Explain a saved game of JCloisterZone (`.jcz`) turn by turn: each
    /// turn's ruling as `carc judge` gives it, with the score after it.
    ///
    /// Example: carc replay game.jcz --lang de
    ///
    /// Exit status: 0 every turn legal, 1 a turn carc rules illegal (the
    /// replay stops there), 2 a file carc cannot read or a box it cannot
    /// import yet.
    Replay {
        /// The saved game.
        file: String,
        /// Only this turn (from 1).
        #[arg(long)]
        turn: Option<usize>,
        /// The turns for people, or one JSON object per turn (JSON Lines):
        /// the turn, its heading, the score after it and the ruling as
        /// `carc judge --format json` gives it.
        #[arg(long, value_enum, default_value_t)]
        format: Format,
        /// Draw the table after the turn given by `--turn` as SVG into this
        /// file.
        #[arg(long, value_name = "OUT", requires = "turn")]
        svg: Option<PathBuf>,
        /// Replace the `--svg` file if it exists.
        #[arg(long)]
        force: bool,
    },
    /// Write scenarios drawn from random games, each with the full ruling
    /// in `expect`: legal actions, illegal ones (a tile that does not fit,
    /// a refused deployment) and final scorings. `carc check OUT` passes on
    /// them; another engine can test itself against them.
    ///
    /// Example: carc gen --seed 7 --count 500 --rules all generated/
    Gen {
        /// The folder to write into (made if missing).
        out: PathBuf,
        /// How many scenarios.
        #[arg(long, default_value_t = 100)]
        count: u64,
        #[command(flatten)]
        game: GameArgs,
        /// Replace files of the names it writes (`gen-SEED.yaml`) that are
        /// already in the folder; without it such a folder is refused.
        #[arg(long)]
        force: bool,
    },
    /// Print a commented starting scenario to edit.
    ///
    /// Example: carc new --rules abbey-mayor,ferries > my-case.yaml
    New {
        /// Rule sets in play besides the base game, comma-separated.
        #[arg(long, value_delimiter = ',')]
        rules: Vec<String>,
        /// The schema path for the editor line at the top (relative to the
        /// file you write).
        #[arg(long, default_value = "docs/scenario.schema.json")]
        schema: String,
    },
    /// Print shell completions.
    ///
    /// Example: carc completions bash > ~/.local/share/bash-completion/completions/carc
    Completions {
        /// The shell.
        shell: Shell,
    },
    /// Print the manual page of carc or of a subcommand (roff), or write
    /// them all into a folder.
    ///
    /// Example: carc man judge | man -l -
    ///
    /// The pages are shipped in docs/carc.1 and docs/man/.
    Man {
        /// The subcommand whose page to print (carc-judge(1) for `judge`);
        /// none: carc(1).
        subcommand: Option<String>,
        /// Write the pages into this folder instead (made if missing):
        /// carc.1 and carc-SUBCOMMAND.1 for each, or only the page of the
        /// SUBCOMMAND given.
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Replace pages already in the folder (without it, nothing is
        /// written when one is there).
        #[arg(long, requires = "out")]
        force: bool,
    },
    /// Print the JSON Schema (draft-07) of the scenario format, or of the
    /// ruling that `carc judge --format json` prints.
    ///
    /// Example: carc schema > scenario.schema.json
    Schema {
        /// The schema of the ruling instead of the scenario.
        #[arg(long)]
        ruling: bool,
    },
}
