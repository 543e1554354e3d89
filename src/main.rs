//! `carc`: the command-line front end of carcassonne-judge.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use carcassonne_judge::catalogue::Catalogue;
use carcassonne_judge::commands::{rules as rules_cmd, tiles};
use carcassonne_judge::engine::Verdict;
use carcassonne_judge::input::{self, Source, Style};
use carcassonne_judge::{check, check_report, registry, report};

/// `carc --version`: the binary, the scenario format it reads, and the
/// rule sets it judges (from the list the judge itself uses).
fn long_version() -> String {
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
struct Cli {
    /// When to colour the output: on a terminal (auto), always or never.
    /// NO_COLOR (set and not empty) turns it off; CLICOLOR_FORCE turns it on.
    #[arg(long, value_enum, default_value_t, global = true)]
    color: ColorChoice,
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
enum ColorChoice {
    #[default]
    Auto,
    Always,
    Never,
}

/// The shells `carc completions` writes for.
#[derive(Clone, Copy, ValueEnum)]
enum Shell {
    Bash,
    Zsh,
    Fish,
    Powershell,
    Elvish,
}

#[derive(Clone, Copy, Default, ValueEnum)]
enum Format {
    #[default]
    Text,
    Json,
}

#[derive(Clone, Copy, Default, ValueEnum)]
enum CheckFormat {
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
enum RulesFormat {
    #[default]
    Text,
    Json,
    /// The generated rules reference (docs/rules.md).
    Markdown,
}

#[derive(Subcommand)]
enum Command {
    /// Judge the action of each scenario file and explain the ruling.
    ///
    /// Example: carc judge scenarios/base/city-two-tiles.yaml
    ///
    /// Exit status: 0 legal, 1 illegal, 2 broken input. `-` reads standard input.
    Judge {
        /// Scenario files; `-` reads standard input.
        #[arg(required = true)]
        files: Vec<String>,
        #[arg(long, value_enum, default_value_t)]
        format: Format,
        /// Also draw the position after the action as SVG into this file
        /// (one scenario only).
        #[arg(long, value_name = "OUT")]
        svg: Option<PathBuf>,
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
        /// Also where it does not fit and why, and the deployments refused
        /// on the file's own placement, with the rule.
        #[arg(long)]
        why: bool,
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
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
    /// Judge every scenario with an `expect` block and report mismatches.
    ///
    /// Example: carc check scenarios
    ///
    /// Folders are searched recursively; the last line is `N passed, N failed`.
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
    },
    /// Show one rule of the registry: its paraphrase, source, and the
    /// scenarios that cite it.
    ///
    /// Example: carc rule car:fn162
    Rule {
        id: String,
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
        #[arg(long, value_enum, default_value_t)]
        format: RulesFormat,
        /// Where to look for scenarios that cite each rule (default: the
        /// repository's `scenarios` folder when run inside a checkout).
        #[arg(long)]
        scenarios: Option<PathBuf>,
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
    /// Print the man page (roff), as shipped in docs/carc.1.
    #[command(hide = true)]
    Man,
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

/// Whether to colour, and how wide to draw diagnostics, for a stream that
/// is or is not a terminal. NO_COLOR counts only when set to something
/// (no-color.org); CLICOLOR_FORCE forces colour unless it is empty or "0".
fn style_for(choice: ColorChoice, terminal: bool) -> Style {
    let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
    let forced = std::env::var_os("CLICOLOR_FORCE").is_some_and(|v| !v.is_empty() && v != "0");
    let color = match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => !set("NO_COLOR") && (terminal || forced),
    };
    let width = if terminal {
        terminal_size::terminal_size()
            .map(|(w, _)| usize::from(w.0).clamp(40, 200))
            .unwrap_or(100)
    } else {
        80
    };
    Style { color, width }
}

static COLOR: std::sync::OnceLock<ColorChoice> = std::sync::OnceLock::new();

fn style(terminal: bool) -> Style {
    style_for(COLOR.get().copied().unwrap_or_default(), terminal)
}

fn main() -> ExitCode {
    use clap::{CommandFactory, FromArgMatches};
    // Built once per process; clap keeps only borrowed strings.
    let version: &'static str = Box::leak(long_version().into_boxed_str());
    let matches = Cli::command().long_version(version).get_matches();
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    let _ = COLOR.set(cli.color);
    match cli.command {
        Command::Completions { shell } => {
            let mut cmd = Cli::command();
            let mut out = Vec::new();
            let shell = match shell {
                Shell::Bash => clap_complete::Shell::Bash,
                Shell::Zsh => clap_complete::Shell::Zsh,
                Shell::Fish => clap_complete::Shell::Fish,
                Shell::Powershell => clap_complete::Shell::PowerShell,
                Shell::Elvish => clap_complete::Shell::Elvish,
            };
            clap_complete::generate(shell, &mut cmd, "carc", &mut out);
            emit(&String::from_utf8_lossy(&out));
            ExitCode::SUCCESS
        }
        Command::New { rules, schema } => new_cmd(&rules, &schema),
        Command::Man => {
            let mut out = Vec::new();
            if clap_mangen::Man::new(Cli::command())
                .render(&mut out)
                .is_err()
            {
                return ExitCode::from(2);
            }
            emit(&String::from_utf8_lossy(&out));
            ExitCode::SUCCESS
        }
        Command::Tiles {
            id,
            rotation,
            format,
        } => tiles_cmd(id, rotation, format),
        Command::Show { file, after, svg } => show_cmd(&file, after, svg.as_deref()),
        Command::Schema { ruling } => {
            if ruling {
                emit(&format!("{}\n", report::json::schema()));
            } else {
                emit(&format!("{}\n", carcassonne_judge::schema::json()));
            }
            ExitCode::SUCCESS
        }
        Command::Judge { files, format, svg } => {
            if let Some(out) = &svg {
                if files.len() != 1 {
                    eprintln!("error: `--svg` draws one scenario; give one file");
                    return ExitCode::from(2);
                }
                if let Some(code) = draw_svg(&files[0], true, out) {
                    return code;
                }
            }
            judge_cmd(&files, format)
        }
        Command::Moves {
            file,
            tile,
            all,
            why,
            format,
        } => moves_cmd(&file, tile.as_deref(), all, why, format),
        Command::Check {
            paths,
            require_expect,
            format,
            partition,
            quiet,
        } => check_cmd(&paths, require_expect, format, partition, quiet),
        Command::Rule {
            id,
            format,
            scenarios,
        } => rule_cmd(Some(&id), None, format, scenarios.as_deref()),
        Command::Rules {
            search,
            format,
            scenarios,
        } => rule_cmd(None, search.as_deref(), format, scenarios.as_deref()),
    }
}

fn read(path: &str) -> Option<Source> {
    match Source::read(path) {
        Ok(s) => Some(s),
        Err(e) => {
            eprintln!("error: cannot read {path}: {e}");
            None
        }
    }
}

fn judge_cmd(files: &[String], format: Format) -> ExitCode {
    let mut worst = 0u8;
    for f in files {
        let Some(src) = read(f) else {
            if let Format::Json = format {
                emit_line(&serde_json::json!({
                    "file": f,
                    "error": "cannot-read",
                    "message": format!("cannot read {f}"),
                }));
            }
            worst = 2;
            continue;
        };
        match input::judge(&src) {
            Ok((loaded, ruling)) => {
                if ruling.verdict == Verdict::Illegal {
                    worst = worst.max(1);
                }
                let title = &loaded.scenario.title.value;
                match format {
                    Format::Json => {
                        let mut line = serde_json::json!({ "file": src.name });
                        if let (Some(obj), Ok(serde_json::Value::Object(ruling))) = (
                            line.as_object_mut(),
                            serde_json::to_value(report::json::ruling(&ruling, title)),
                        ) {
                            obj.extend(ruling);
                        }
                        emit_line(&line);
                    }
                    Format::Text => emit(&report::human(
                        &ruling,
                        title,
                        &src,
                        &loaded.translated.spans,
                        style(std::io::stdout().is_terminal()),
                    )),
                }
                if files.len() == 1 {
                    // The process ends next: the system takes the memory
                    // back at once, so freeing every small block of the
                    // scenario and the ruling first would be wasted work.
                    std::mem::forget((loaded, ruling, src));
                    continue;
                }
            }
            Err(problems) => {
                match format {
                    Format::Json => emit_line(&serde_json::json!({
                        "file": src.name,
                        "error": "broken-input",
                        "diagnostics": input::render_json(&problems, &src),
                    })),
                    Format::Text => eprint!(
                        "{}",
                        input::render(&problems, &src, style(std::io::stderr().is_terminal()))
                    ),
                }
                worst = 2;
            }
        }
    }
    ExitCode::from(worst)
}

/// Writes to standard output; a reader that went away (`| head`) ends the
/// program quietly, as it does for other command-line tools.
fn emit(text: &str) {
    let mut out = std::io::stdout().lock();
    if out
        .write_all(text.as_bytes())
        .and_then(|_| out.flush())
        .is_err()
    {
        std::process::exit(0);
    }
}

/// One JSON value on a line of its own (JSON Lines).
fn emit_line(value: &serde_json::Value) {
    emit(&format!("{value}\n"));
}

fn check_cmd(
    paths: &[PathBuf],
    require_expect: bool,
    format: CheckFormat,
    partition: Option<(usize, usize)>,
    quiet: bool,
) -> ExitCode {
    let paths = if paths.is_empty() {
        vec![PathBuf::from("scenarios")]
    } else {
        paths.to_vec()
    };
    let mut files = match check::scenario_files(&paths) {
        Ok(files) => files,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    if let Some((k, n)) = partition {
        files = check::partition(files, k, n);
    }
    let results = check::check_all(
        &files,
        style(std::io::stdout().is_terminal()),
        require_expect,
    );
    emit(&match format {
        CheckFormat::Text => check_report::text(&results, quiet),
        CheckFormat::Json => check_report::json(&results),
        CheckFormat::Junit => check_report::junit(&results),
        CheckFormat::Github => check_report::github(&results),
    });
    if check_report::Summary::of(&results).failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

fn rule_cmd(
    id: Option<&str>,
    search: Option<&str>,
    format: RulesFormat,
    scenarios: Option<&Path>,
) -> ExitCode {
    let entries: Vec<&registry::Entry> = match (id, search) {
        (Some(id), _) => match registry::lookup(id) {
            Some(e) => vec![e],
            None => {
                let ids: Vec<&str> = registry::all().map(|e| e.rule.id()).collect();
                eprintln!(
                    "error: no rule `{id}`; {}\nhelp: `carc rules --search WORD` finds rules by their text",
                    carcassonne_judge::diag::suggest(id, &ids)
                );
                return ExitCode::from(2);
            }
        },
        (None, Some(text)) => registry::search(text),
        (None, None) => registry::all().collect(),
    };
    let folder = scenarios
        .map(Path::to_path_buf)
        .or_else(repository_scenarios);
    let cited = rules_cmd::cited_by(folder.as_slice());
    match format {
        RulesFormat::Json => emit(&format!("{}\n", rules_cmd::json(&entries, &cited))),
        RulesFormat::Markdown => emit(&registry::markdown_of(&entries)),
        RulesFormat::Text => emit(&rules_cmd::text(&entries, &cited, id.is_some())),
    }
    ExitCode::SUCCESS
}

fn moves_cmd(file: &str, tile: Option<&str>, all: bool, why: bool, format: Format) -> ExitCode {
    use carc_core::moves;
    use carc_core::position::Action;
    use carcassonne_judge::commands::moves as view;
    let Some(src) = read(file) else {
        return ExitCode::from(2);
    };
    let loaded = match input::load(&src) {
        Ok(l) => l,
        Err(problems) => {
            eprint!(
                "{}",
                input::render(&problems, &src, style(std::io::stderr().is_terminal()))
            );
            return ExitCode::from(2);
        }
    };
    let position = &loaded.translated.position;
    let own = match &loaded.translated.action {
        Action::Turn(t) => Some((t.place.tile, t.place.at, t.place.rotation)),
        Action::FinalScoring => None,
    };
    let chosen = match tile {
        Some(id) => match Catalogue::get().tile(id) {
            Some(t) => t,
            None => {
                let ids: Vec<&str> = Catalogue::get().ids().collect();
                eprintln!(
                    "error: unknown tile `{id}`; {}",
                    carcassonne_judge::diag::suggest(id, &ids)
                );
                return ExitCode::from(2);
            }
        },
        None => match own {
            Some((t, _, _)) => t,
            None => {
                eprintln!(
                    "error: the scenario's action is the final scoring: say which tile with `--tile ID`"
                );
                return ExitCode::from(2);
            }
        },
    };
    let list = moves::moves(position, chosen);
    match format {
        Format::Json => {
            let actions: Vec<serde_json::Value> = list
                .iter()
                .flat_map(|p| p.actions.iter().map(view::action_json))
                .collect();
            emit_line(&serde_json::json!({
                "file": src.name,
                "tile": chosen.id,
                "actions": actions,
            }));
        }
        Format::Text => {
            emit(&view::text(chosen.id, &list, all));
            if why {
                let (_, misfits) = moves::placements(position, chosen);
                let explained = own
                    .filter(|(t, _, _)| std::ptr::eq(*t, chosen))
                    .and_then(|(t, at, rot)| moves::explain(position, t, at, rot).ok());
                let chosen_view = explained.as_ref().map(|(p, r)| (p, r.as_slice()));
                emit(&view::why(&misfits, chosen_view));
            }
        }
    }
    ExitCode::SUCCESS
}

fn new_cmd(rules: &[String], schema: &str) -> ExitCode {
    use carcassonne_judge::figure::RuleSet;
    let mut sets = Vec::new();
    for r in rules {
        match RuleSet::parse(r.trim()) {
            Some(set) => sets.push(set),
            None => {
                eprintln!(
                    "error: unknown rule set `{r}`; {}",
                    carcassonne_judge::diag::suggest(r, &RuleSet::NAMES)
                );
                return ExitCode::from(2);
            }
        }
    }
    emit(&carcassonne_judge::template::scenario(&sets, schema));
    ExitCode::SUCCESS
}

/// The `scenarios` folder of the checkout the working directory is in: the
/// nearest folder, from here up, that holds both `scenarios/` and
/// `Cargo.toml`.
fn repository_scenarios() -> Option<PathBuf> {
    let here = std::env::current_dir().ok()?;
    here.ancestors()
        .find(|d| d.join("scenarios").is_dir() && d.join("Cargo.toml").is_file())
        .map(|d| d.join("scenarios"))
}

/// The scene of a scenario: before the action, or after it.
fn scene_of(file: &str, after: bool) -> Result<carcassonne_judge::picture::Scene, ExitCode> {
    use carcassonne_judge::picture::Scene;
    let src = read(file).ok_or(ExitCode::from(2))?;
    let loaded = input::load(&src).map_err(|problems| {
        eprint!(
            "{}",
            input::render(&problems, &src, style(std::io::stderr().is_terminal()))
        );
        ExitCode::from(2)
    })?;
    let t = &loaded.translated;
    Ok(if after {
        let ruling = carc_core::judge(&t.position, &t.action);
        Scene::after(&t.position, &t.action, &ruling)
    } else {
        Scene::before(&t.position)
    })
}

/// Writes the SVG of a scenario; `Some(exit)` when that failed.
fn draw_svg(file: &str, after: bool, out: &Path) -> Option<ExitCode> {
    let scene = match scene_of(file, after) {
        Ok(s) => s,
        Err(code) => return Some(code),
    };
    let svg = carcassonne_judge::picture::svg::board(&scene);
    if let Err(e) = std::fs::write(out, svg) {
        eprintln!("error: cannot write {}: {e}", out.display());
        return Some(ExitCode::from(2));
    }
    None
}

fn show_cmd(file: &str, after: bool, svg: Option<&Path>) -> ExitCode {
    if let Some(out) = svg {
        return draw_svg(file, after, out).unwrap_or(ExitCode::SUCCESS);
    }
    match scene_of(file, after) {
        Ok(scene) => {
            let colour = style(std::io::stdout().is_terminal()).color;
            emit(&carcassonne_judge::picture::text::board(&scene, colour));
            ExitCode::SUCCESS
        }
        Err(code) => code,
    }
}

fn tiles_cmd(id: Option<String>, rotation: u16, format: Format) -> ExitCode {
    let rotation = carcassonne_judge::geometry::Rotation::from_degrees(i64::from(rotation))
        .unwrap_or_default();
    let cat = Catalogue::get();
    let chosen: Vec<_> = match &id {
        Some(id) => match cat.tile(id) {
            Some(t) => vec![t],
            None => {
                let ids: Vec<&str> = cat.ids().collect();
                eprintln!(
                    "error: unknown tile `{id}`; {}\nhelp: `carc tiles` lists every tile",
                    carcassonne_judge::diag::suggest(id, &ids)
                );
                return ExitCode::from(2);
            }
        },
        None => cat.tiles().collect(),
    };
    match format {
        Format::Json => {
            let views: Vec<_> = chosen.iter().map(|t| tiles::view(t)).collect();
            let json = if id.is_some() {
                serde_json::to_string_pretty(&views[0])
            } else {
                serde_json::to_string_pretty(&views)
            };
            emit(&format!("{}\n", json.unwrap_or_default()));
        }
        Format::Text if id.is_some() => emit(&tiles::detail_text(chosen[0], rotation)),
        Format::Text => emit(&tiles::list_text()),
    }
    ExitCode::SUCCESS
}
