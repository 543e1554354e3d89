//! What each subcommand does.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use carcassonne_judge::catalogue::Catalogue;
use carcassonne_judge::commands::{rules as rules_cmd, tiles};
use carcassonne_judge::engine::Verdict;
use carcassonne_judge::i18n::Lang;
use carcassonne_judge::input;
use carcassonne_judge::{check, check_report, out_file, registry, report};

use crate::args::{CheckFormat, Cli, Format, GameArgs, RulesFormat, Shell};
use crate::output::{emit, emit_json, emit_line, fail, max_size, read, say, style, warn, warnln};

pub fn judge_cmd(files: &[String], format: Format, lang: Lang) -> ExitCode {
    use carcassonne_judge::report::json::{BrokenInput, CannotRead, JudgeLine};
    use carcassonne_judge::safe_text::escape;
    let mut worst = 0u8;
    for (i, f) in files.iter().enumerate() {
        // Several rulings in text would run together: each gets a header
        // with its file's name, as `head` and `tail` do.
        if files.len() > 1 && matches!(format, Format::Text) {
            let gap = if i > 0 { "\n" } else { "" };
            emit(&format!("{gap}==> {} <==\n", escape(f)));
        }
        let src = match input::Source::read_limited(f, max_size()) {
            Ok(src) => src,
            Err(e) => {
                let reason = e.say(lang);
                match format {
                    Format::Json => emit_json(&JudgeLine::Unreadable {
                        file: f,
                        error: CannotRead::CannotRead,
                        message: say(
                            "cli-error-cannot-read",
                            &[("path", f.as_str().into()), ("reason", reason.into())],
                        ),
                    }),
                    Format::Text => fail(
                        "cli-error-cannot-read",
                        &[("path", escape(f).into()), ("reason", reason.into())],
                    ),
                }
                worst = 2;
                continue;
            }
        };
        match input::judge(&src) {
            Ok((loaded, ruling)) => {
                if ruling.verdict == Verdict::Illegal {
                    worst = worst.max(1);
                }
                let title = &loaded.scenario.title.value;
                match format {
                    Format::Json => emit_json(&JudgeLine::Judged {
                        file: &src.name,
                        ruling: Box::new(report::json::ruling_in(&ruling, title, lang)),
                    }),
                    Format::Text => emit(&report::human_in(
                        &ruling,
                        title,
                        &src,
                        &loaded.translated.spans,
                        style(std::io::stdout().is_terminal()),
                        lang,
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
                    Format::Json => emit_json(&JudgeLine::Broken {
                        file: &src.name,
                        error: BrokenInput::BrokenInput,
                        diagnostics: input::render_json(&problems, &src, lang),
                    }),
                    Format::Text => warn(&input::render(
                        &problems,
                        &src,
                        style(std::io::stderr().is_terminal()),
                        lang,
                    )),
                }
                worst = 2;
            }
        }
    }
    ExitCode::from(worst)
}

/// `carc judge`: the drawing `--svg` asks for is written first, so that a
/// path refused or a scenario that cannot be drawn stops the command
/// before any ruling is printed.
pub fn judge_and_draw_cmd(
    files: &[String],
    format: Format,
    svg: Option<&Path>,
    force: bool,
    lang: Lang,
) -> ExitCode {
    if let Some(out) = svg {
        if files.len() != 1 {
            fail("cli-error-svg-one-file", &[]);
            return ExitCode::from(2);
        }
        if let Some(code) = draw_svg(&files[0], true, out, force, lang) {
            return code;
        }
    }
    judge_cmd(files, format, lang)
}

/// What `carc check` was asked to do.
pub struct CheckRun {
    pub paths: Vec<PathBuf>,
    pub require_expect: bool,
    pub format: CheckFormat,
    pub partition: Option<(usize, usize)>,
    pub quiet: bool,
    pub walk: carcassonne_judge::walk::Options,
    pub output: Option<PathBuf>,
    pub force: bool,
    pub threads: usize,
    pub lang: Lang,
}

pub fn check_cmd(run: &CheckRun) -> ExitCode {
    let paths = if run.paths.is_empty() {
        vec![PathBuf::from("scenarios")]
    } else {
        run.paths.clone()
    };
    if let Some(out) = &run.output {
        let inputs: Vec<&Path> = paths.iter().map(PathBuf::as_path).collect();
        if let Err(e) = out_file::may_write(out, &inputs, run.force) {
            fail("cli-error-output", &[("error", e.say(run.lang).into())]);
            return ExitCode::from(2);
        }
    }
    // Diagnostics are coloured only when they go to a terminal.
    let terminal = run.output.is_none() && std::io::stdout().is_terminal();
    let options = check::Options {
        style: style(terminal),
        require_expect: run.require_expect,
        max_size: max_size(),
        lang: run.lang,
    };
    // A partition is every N-th file of the sorted list, so the whole list
    // is needed first; otherwise files are judged while the walk goes on.
    let results = match run.partition {
        Some((k, n)) => carcassonne_judge::walk::scenarios(&paths, &run.walk).map(|entries| {
            check::check_all(&check::partition(entries, k, n), options, run.threads)
        }),
        None => check::check_paths(&paths, &run.walk, options, run.threads),
    };
    let results = match results {
        Ok(results) => results,
        Err(e) => {
            warnln!("{}", say("cli-error", &[("error", e.say(run.lang).into())]));
            return ExitCode::from(2);
        }
    };
    let report = match run.format {
        CheckFormat::Text => check_report::text_in(&results, run.quiet, run.lang),
        CheckFormat::Json => check_report::json(&results),
        CheckFormat::Junit => match check_report::junit_in(&results, run.lang) {
            Ok(xml) => xml,
            Err(e) => {
                fail("cli-error-junit", &[("reason", e.to_string().into())]);
                return ExitCode::from(2);
            }
        },
        CheckFormat::Github => check_report::github_in(&results, run.lang),
    };
    match &run.output {
        Some(out) => {
            let inputs: Vec<&Path> = paths.iter().map(PathBuf::as_path).collect();
            if let Err(e) = out_file::write(out, report.as_bytes(), &inputs, run.force) {
                fail("cli-error-output", &[("error", e.say(run.lang).into())]);
                return ExitCode::from(2);
            }
        }
        None => emit(&report),
    }
    if check_report::Summary::of(&results).failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

pub fn rule_cmd(
    id: Option<&str>,
    search: Option<&str>,
    format: RulesFormat,
    scenarios: Option<&Path>,
    lang: carcassonne_judge::i18n::Lang,
) -> ExitCode {
    use carcassonne_judge::i18n::rules as words;
    let entries: Vec<&registry::Entry> = match (id, search) {
        (Some(id), _) => match registry::lookup(id) {
            Some(e) => vec![e],
            None => {
                let ids: Vec<&str> = registry::all().map(|e| e.rule.id()).collect();
                let suggestion = suggest(id, &ids);
                fail(
                    "cli-error-no-rule",
                    &[("id", id.into()), ("suggestion", suggestion.into())],
                );
                warnln!("{}", say("cli-error-help-search-rules", &[]));
                return ExitCode::from(2);
            }
        },
        (None, Some(text)) => words::search(text, lang),
        (None, None) => registry::all().collect(),
    };
    let folder = scenarios
        .map(Path::to_path_buf)
        .or_else(repository_scenarios);
    let cited = rules_cmd::cited_by(folder.as_slice());
    match format {
        RulesFormat::Json => emit(&format!("{}\n", rules_cmd::json(&entries, &cited, lang))),
        RulesFormat::Markdown => emit(&words::markdown_of(&entries, lang)),
        RulesFormat::Text => emit(&rules_cmd::text(
            &entries,
            &cited,
            id.is_some(),
            folder.as_deref(),
            lang,
        )),
    }
    ExitCode::SUCCESS
}

pub fn moves_cmd(
    file: &str,
    tile: Option<&str>,
    (all, every_choice): (bool, bool),
    why: bool,
    format: Format,
    lang: Lang,
) -> ExitCode {
    use carc_core::moves;
    use carc_core::position::Action;
    use carcassonne_judge::commands::moves as view;
    let Some(src) = read(file) else {
        return ExitCode::from(2);
    };
    let loaded = match input::load(&src) {
        Ok(l) => l,
        Err(problems) => {
            warn(&input::render(
                &problems,
                &src,
                style(std::io::stderr().is_terminal()),
                lang,
            ));
            return ExitCode::from(2);
        }
    };
    let position = &loaded.translated.position;
    let own = match &loaded.translated.action {
        Action::Turn(t) => Some((t.place.tile, t.place.at, t.place.rotation)),
        Action::FinalScoring(_) => None,
    };
    let chosen = match tile {
        Some(id) => match Catalogue::get().tile(id) {
            Some(t) => t,
            None => {
                let ids: Vec<&str> = Catalogue::get().ids().collect();
                let suggestion = suggest(id, &ids);
                fail(
                    "cli-error-unknown-tile",
                    &[("id", id.into()), ("suggestion", suggestion.into())],
                );
                return ExitCode::from(2);
            }
        },
        None => match own {
            Some((t, _, _)) => t,
            None => {
                fail("cli-error-final-scoring-needs-tile", &[]);
                return ExitCode::from(2);
            }
        },
    };
    let mut list = moves::moves(position, chosen);
    // The list makes some choices one way (the dragon's path): each way,
    // or how many the list folds.
    let mut folded = 0;
    for p in &mut list {
        let mut every = Vec::new();
        for a in &p.actions {
            let ways = moves::every_choice(position, a);
            folded += ways.len() - 1;
            every.extend(ways);
        }
        if every_choice {
            p.actions = every;
        }
    }
    let folded = if every_choice { 0 } else { folded };
    match format {
        Format::Json => {
            let actions: Vec<serde_json::Value> = list
                .iter()
                .flat_map(|p| {
                    p.actions
                        .iter()
                        .map(|a| view::action_json(a, &position.players))
                })
                .collect();
            emit_line(&serde_json::json!({
                "file": src.name,
                "tile": chosen.id,
                "actions": actions,
                "folded": folded,
            }));
        }
        Format::Text => {
            emit(&view::text(chosen.id, &list, all, &position.players, lang));
            if folded > 0 {
                emit(&view::folded_note(folded, lang));
            }
            if why {
                let (_, misfits) = moves::placements(position, chosen);
                let explained = own
                    .filter(|(t, _, _)| std::ptr::eq(*t, chosen))
                    .and_then(|(t, at, rot)| moves::explain(position, t, at, rot).ok());
                let chosen_view = explained.as_ref().map(|(p, r)| (p, r.as_slice()));
                emit(&view::why(&misfits, chosen_view, &position.players, lang));
            }
        }
    }
    ExitCode::SUCCESS
}

pub fn new_cmd(rules: &[String], schema: &str, lang: Lang) -> ExitCode {
    match rule_sets(rules, false) {
        Ok(sets) => {
            emit(&carcassonne_judge::template::scenario(&sets, schema, lang));
            ExitCode::SUCCESS
        }
        Err(code) => code,
    }
}

/// Rule-set names from the command line (`all` for every one, where
/// allowed), or exit status 2 with a suggestion.
fn rule_sets(
    names: &[String],
    all_allowed: bool,
) -> Result<Vec<carcassonne_judge::figure::RuleSet>, ExitCode> {
    use carcassonne_judge::figure::RuleSet;
    let mut sets = Vec::new();
    for r in names {
        if all_allowed && r.trim() == "all" {
            sets.extend(RuleSet::ALL);
            continue;
        }
        match RuleSet::parse(r.trim()) {
            Some(set) => sets.push(set),
            None => {
                let suggestion = suggest(r, &RuleSet::NAMES);
                fail(
                    "cli-error-unknown-rule-set",
                    &[
                        ("name", r.as_str().into()),
                        ("suggestion", suggestion.into()),
                    ],
                );
                return Err(ExitCode::from(2));
            }
        }
    }
    sets.sort_by_key(|s| *s as usize);
    sets.dedup();
    Ok(sets)
}

/// The rules in play for `carc play` and `carc gen`.
fn game_rules(game: &GameArgs) -> Result<carcassonne_judge::position::Rules, ExitCode> {
    Ok(carcassonne_judge::position::Rules {
        sets: rule_sets(&game.rules, true)?,
        ..Default::default()
    })
}

/// Broken input shown on standard error in `lang`, as exit 2.
fn broken(
    problems: &[carcassonne_judge::diag::Problem],
    src: &input::Source,
    lang: Lang,
) -> ExitCode {
    warn(&input::render(
        problems,
        src,
        style(std::io::stderr().is_terminal()),
        lang,
    ));
    ExitCode::from(2)
}

/// A saved game of JCloisterZone read and judged, with the name its
/// scenarios take (the file's stem); broken input is shown and exits 2.
fn imported(file: &str, lang: Lang) -> Result<(carcassonne_judge::import::Game, String), ExitCode> {
    let src = read(file).ok_or(ExitCode::from(2))?;
    let game = carcassonne_judge::import::import(&src)
        .map_err(|problems| broken(&problems, &src, lang))?;
    let name = Path::new(file)
        .file_stem()
        .map_or_else(|| file.to_owned(), |s| s.to_string_lossy().into_owned());
    Ok((game, name))
}

/// Turn `n` of an imported game, or an error naming the turns there are.
fn turn_of(
    game: &carcassonne_judge::import::Game,
    n: usize,
) -> Option<&carcassonne_judge::import::Turn> {
    let found = game.turns.iter().find(|t| t.number == n);
    if found.is_none() {
        fail(
            "cli-error-no-turn",
            &[("last", game.turns.len().into()), ("turn", n.into())],
        );
    }
    found
}

pub fn import_cmd(
    file: &str,
    out: Option<&Path>,
    turn: Option<usize>,
    force: bool,
    lang: Lang,
) -> ExitCode {
    use carcassonne_judge::commands::import;
    let (game, name) = match imported(file, lang) {
        Ok(g) => g,
        Err(code) => return code,
    };
    let illegal = game
        .turns
        .last()
        .is_some_and(|t| t.ruling.verdict == Verdict::Illegal);
    if let Some(n) = turn {
        let Some(t) = turn_of(&game, n) else {
            return ExitCode::from(2);
        };
        emit(&import::scenario(&game, t, &name));
        return ExitCode::from(u8::from(t.ruling.verdict == Verdict::Illegal));
    }
    let Some(out) = out else {
        return ExitCode::from(2);
    };
    match import::write_all(&game, &name, out, &[Path::new(file)], force) {
        Ok(paths) => {
            emit(&import::summary(&game, paths.len(), out, lang));
            if illegal {
                if let Some(t) = game.turns.last()
                    && let Some(v) = &t.ruling.violation
                {
                    let reason = report::refusal::reason(v, lang);
                    warnln!(
                        "{}",
                        say(
                            "import-stopped",
                            &[("turn", t.number.into()), ("reason", reason.into())]
                        )
                    );
                }
                return ExitCode::from(1);
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            warnln!("{}", say("cli-error", &[("error", e.say(lang).into())]));
            ExitCode::from(2)
        }
    }
}

pub fn replay_cmd(
    file: &str,
    turn: Option<usize>,
    format: Format,
    svg: Option<&Path>,
    force: bool,
    lang: Lang,
) -> ExitCode {
    use carcassonne_judge::commands::import;
    if let Some(out) = svg
        && let Err(e) = out_file::may_write(out, &[Path::new(file)], force)
    {
        warnln!("{}", say("cli-error", &[("error", e.say(lang).into())]));
        return ExitCode::from(2);
    }
    let (game, name) = match imported(file, lang) {
        Ok(g) => g,
        Err(code) => return code,
    };
    let turns: Vec<&carcassonne_judge::import::Turn> = match turn {
        Some(n) => match turn_of(&game, n) {
            Some(t) => vec![t],
            None => return ExitCode::from(2),
        },
        None => game.turns.iter().collect(),
    };
    let shown = style(std::io::stdout().is_terminal());
    let mut illegal = false;
    for (i, t) in turns.iter().enumerate() {
        let Some(r) = import::replayed(&game, t, &name) else {
            fail("cli-error-turn-not-read-back", &[("turn", t.number.into())]);
            return ExitCode::from(2);
        };
        illegal |= r.ruling.verdict == Verdict::Illegal;
        match format {
            Format::Json => emit_json(&import::json_line(&game, t, &r, lang)),
            Format::Text => {
                let gap = if i > 0 { "\n" } else { "" };
                let heading = import::heading(&game, t, lang);
                let words = carcassonne_judge::report::human_in(
                    &r.ruling,
                    &heading,
                    &r.src,
                    &r.loaded.translated.spans,
                    shown,
                    lang,
                );
                emit(&format!(
                    "{gap}{words}\n{}\n",
                    import::running(&game, t, lang)
                ));
            }
        }
        if let Some(out) = svg {
            let scene =
                carcassonne_judge::picture::Scene::after_in(&r.loaded.translated, &r.ruling, lang);
            let drawn = carcassonne_judge::picture::svg::board(&scene);
            if let Err(e) = out_file::write(out, drawn.as_bytes(), &[Path::new(file)], force) {
                warnln!("{}", say("cli-error", &[("error", e.say(lang).into())]));
                return ExitCode::from(2);
            }
        }
    }
    ExitCode::from(u8::from(illegal))
}

pub fn gen_cmd(out: &Path, count: u64, game: &GameArgs, force: bool, lang: Lang) -> ExitCode {
    use carcassonne_judge::commands::generate;
    let plan = match game_rules(game) {
        Ok(rules) => generate::Plan {
            rules,
            players: usize::from(game.players),
            seed: game.seed,
            count,
        },
        Err(code) => return code,
    };
    match generate::run(&plan, out, force) {
        Ok(w) => {
            emit(&generate::summary(&w, out, lang));
            ExitCode::SUCCESS
        }
        Err(e) => {
            warnln!("{}", say("cli-error", &[("error", e.say(lang).into())]));
            ExitCode::from(2)
        }
    }
}

pub fn play_cmd(games: u64, game: &GameArgs, cross_check: u64, out: &Path, lang: Lang) -> ExitCode {
    use carcassonne_judge::commands::play;
    let plan = match game_rules(game) {
        Ok(rules) => play::Plan {
            rules,
            players: usize::from(game.players),
            seed: game.seed,
            games,
            cross_check_every: cross_check,
        },
        Err(code) => return code,
    };
    // The scenario of a broken invariant is written at the end of a long
    // run: a folder it cannot go into is said before the games start.
    if let Err(e) = out_file::folder_writable(out) {
        fail("cli-error-out", &[("error", e.say(lang).into())]);
        return ExitCode::from(2);
    }
    match play::run(&plan) {
        Ok(tally) => {
            emit(&play::text(&plan, &tally, lang));
            ExitCode::SUCCESS
        }
        Err(broken) => {
            let name = format!("carc-play-seed-{}-turn-{}.yaml", broken.seed, broken.turn);
            let path = out.join(name);
            let text = play::broken_scenario(&plan, &broken);
            let said = play::broken_words(&broken, lang);
            match out_file::write(&path, text.as_bytes(), &[], false) {
                Ok(()) => {
                    let shown = path.display().to_string();
                    let where_ = say("play-broken-written", &[("path", shown.into())]);
                    warnln!("{said}\n{where_}");
                }
                Err(e) => {
                    let why = e.say(lang);
                    warnln!(
                        "{}",
                        say(
                            "play-broken-not-written",
                            &[("broken", said.into()), ("error", why.into())]
                        )
                    );
                }
            }
            ExitCode::from(1)
        }
    }
}

/// The `scenarios` folder of the checkout the working directory is in: the
/// nearest folder, from here up, that holds both `scenarios/` and
/// `Cargo.toml`.
pub fn repository_scenarios() -> Option<PathBuf> {
    let here = std::env::current_dir().ok()?;
    here.ancestors()
        .find(|d| d.join("scenarios").is_dir() && d.join("Cargo.toml").is_file())
        .map(|d| d.join("scenarios"))
}

/// The scene of a scenario, with its words in `lang`: before the action,
/// or after it.
pub fn scene_of(
    file: &str,
    after: bool,
    lang: Lang,
) -> Result<carcassonne_judge::picture::Scene, ExitCode> {
    use carcassonne_judge::picture::Scene;
    let src = read(file).ok_or(ExitCode::from(2))?;
    let loaded = input::load(&src).map_err(|problems| broken(&problems, &src, lang))?;
    let t = &loaded.translated;
    // The scene escapes the names it draws (control characters would drive
    // the terminal or break the SVG).
    Ok(if after {
        let ruling = carc_core::judge(&t.position, &t.action);
        Scene::after_in(t, &ruling, lang)
    } else {
        Scene::before_in(t, lang)
    })
}

/// Writes the SVG of a scenario; `Some(exit)` when that failed. The path
/// is checked before the scenario is judged, so a refusal costs nothing.
pub fn draw_svg(file: &str, after: bool, out: &Path, force: bool, lang: Lang) -> Option<ExitCode> {
    let inputs = [Path::new(file)];
    let refused = |e: out_file::WriteError| {
        warnln!("{}", say("cli-error", &[("error", e.say(lang).into())]));
        Some(ExitCode::from(2))
    };
    if let Err(e) = out_file::may_write(out, &inputs, force) {
        return refused(e);
    }
    let scene = match scene_of(file, after, lang) {
        Ok(s) => s,
        Err(code) => return Some(code),
    };
    let svg = carcassonne_judge::picture::svg::board(&scene);
    out_file::write(out, svg.as_bytes(), &inputs, force)
        .err()
        .and_then(refused)
}

pub fn show_cmd(file: &str, after: bool, svg: Option<&Path>, force: bool, lang: Lang) -> ExitCode {
    if let Some(out) = svg {
        return draw_svg(file, after, out, force, lang).unwrap_or(ExitCode::SUCCESS);
    }
    match scene_of(file, after, lang) {
        Ok(scene) => {
            let colour = style(std::io::stdout().is_terminal()).color;
            emit(&carcassonne_judge::picture::text::board(&scene, colour));
            ExitCode::SUCCESS
        }
        Err(code) => code,
    }
}

pub fn tiles_cmd(id: Option<String>, rotation: u16, format: Format, lang: Lang) -> ExitCode {
    let rotation = carcassonne_judge::geometry::Rotation::from_degrees(i64::from(rotation))
        .unwrap_or_default();
    let cat = Catalogue::get();
    let chosen: Vec<_> = match &id {
        Some(id) => match cat.tile(id) {
            Some(t) => vec![t],
            None => {
                let ids: Vec<&str> = cat.ids().collect();
                let suggestion = suggest(id, &ids);
                fail(
                    "cli-error-unknown-tile",
                    &[
                        ("id", id.as_str().into()),
                        ("suggestion", suggestion.into()),
                    ],
                );
                warnln!("{}", say("cli-error-help-tiles", &[]));
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
        Format::Text if id.is_some() => emit(&tiles::detail_text(chosen[0], rotation, lang)),
        Format::Text => emit(&tiles::list_text(lang)),
    }
    ExitCode::SUCCESS
}

/// What a misspelt name most likely meant, in the language shown.
fn suggest(word: &str, known: &[&str]) -> String {
    let words = carcassonne_judge::i18n::catalogue(crate::output::lang());
    carcassonne_judge::i18n::suggest(words, word, known)
}

/// The completion script comes from the same definition that parses the
/// arguments, so that it cannot fall behind them, with the names an
/// argument takes offered as its values: rule sets, tile ids, languages.
/// Only the script learns them; the arguments are still checked by carc,
/// which says what a misspelt name should be.
pub fn completions_cmd(shell: Shell) -> ExitCode {
    use clap::CommandFactory;
    let mut cmd = offering_names(Cli::command());
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

/// The command tree with the names each argument takes as its possible
/// values, for a completion script.
fn offering_names(cmd: clap::Command) -> clap::Command {
    use clap::builder::PossibleValuesParser;
    let sets: Vec<&'static str> = carcassonne_judge::figure::RuleSet::NAMES[1..].to_vec();
    let with_all: Vec<&'static str> = sets.iter().copied().chain(["all"]).collect();
    let tiles: Vec<&'static str> = Catalogue::get().tiles().map(|t| t.id).collect();
    let langs: Vec<&'static str> = Lang::ALL.iter().map(|l| l.code()).collect();
    let names = |values: &[&'static str]| PossibleValuesParser::new(values.to_vec());
    cmd.mut_subcommand("play", |s| {
        s.mut_arg("rules", |a| a.value_parser(names(&with_all)))
    })
    .mut_subcommand("gen", |s| {
        s.mut_arg("rules", |a| a.value_parser(names(&with_all)))
    })
    .mut_subcommand("new", |s| {
        s.mut_arg("rules", |a| a.value_parser(names(&sets)))
    })
    .mut_subcommand("tiles", |s| {
        s.mut_arg("id", |a| a.value_parser(names(&tiles)))
    })
    .mut_subcommand("moves", |s| {
        s.mut_arg("tile", |a| a.value_parser(names(&tiles)))
    })
    // `--lang` is global: clap hands the top level's to every subcommand.
    .mut_arg("lang", |a| a.value_parser(names(&langs)))
}

/// The schema of the scenario format, or with `--ruling` of the ruling
/// that `carc judge --format json` prints.
pub fn schema_cmd(ruling: bool) -> ExitCode {
    if ruling {
        emit(&format!("{}\n", report::json::schema()));
    } else {
        emit(&format!("{}\n", carcassonne_judge::schema::json()));
    }
    ExitCode::SUCCESS
}
