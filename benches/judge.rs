//! `cargo bench`: what a user waits for. Prints the figures recorded in
//! docs/performance.md.
//!
//! 1. `carc judge` on a 72-tile position, as a process, against `carc --version`
//!    (the cost of starting the process at all): the difference is what judging
//!    adds. Medians of many runs.
//! 2. The same judgement in-process (read, check, judge), mean of many runs.
//! 3. `carc check` over a folder of generated scenarios, as a process.
//! 4. The move list (placements, and placements with every deployment) for
//!    the tile to play on base-game tables of 50 and 70 tiles, in-process.
//! 5. Judging and the move list on positions of random games of every rule
//!    set (the base game, each expansion with it, all together), several
//!    seeds each, in-process.
//! 6. The move list on 69-tile tables of random games, the base game
//!    against every rule set (`moves-69`).
//! 7. Only when named (`cargo bench -- play-all play-abbey-mayor ...`):
//!    random playouts of one rule-set combination.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use carcassonne_judge::input::{self, Source};
use carcassonne_judge::sample;

/// The allocator of `carc`'s long runs (`play`, `check`, `gen`;
/// src/cli/alloc.rs), so that the in-process figures are theirs. A command
/// that answers one file allocates with the system's allocator, and its
/// cost is measured as a whole process (`judge_figures`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const CARC: &str = env!("CARGO_BIN_EXE_carc");

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// Wall time and CPU time (user + system, of the child alone) of one run.
/// CPU time is what the machine's load moves least; `wait4` reports it for
/// exactly the child waited for.
#[cfg(unix)]
// The child is reaped by `wait4` below, which std's `wait` cannot replace:
// only `wait4` reports the child's own CPU time.
#[allow(clippy::zombie_processes)]
fn run_cpu(args: &[&str]) -> (Duration, Duration) {
    use std::os::unix::process::ExitStatusExt;
    let start = Instant::now();
    let child = Command::new(CARC)
        .args(args)
        .env("NO_COLOR", "1")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("carc runs");
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value for wait4 to fill in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: the pid is our own child, not yet waited for; both out
    // pointers are valid for the call.
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    let wall = start.elapsed();
    assert_eq!(pid, child.id() as libc::pid_t, "wait4 failed");
    let code = std::process::ExitStatus::from_raw(status).code();
    assert!(code.is_some_and(|c| c <= 1), "carc {args:?} failed");
    let tv = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    (wall, tv(usage.ru_utime) + tv(usage.ru_stime))
}

fn run(args: &[&str]) -> Duration {
    let start = Instant::now();
    let out = Command::new(CARC)
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("carc runs");
    let took = start.elapsed();
    assert!(
        out.status.code().is_some_and(|c| c <= 1),
        "carc {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    took
}

fn scratch() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("carc-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// `cargo bench -- moves` (or `judge`, `check`, `play`) runs only those
/// sections; with none named, all run. `profile-moves` runs nothing but
/// 1,000 full move lists at 70 tiles, and `profile-moves-all` 20 on each
/// table of `moves-69` with every rule set, for counting instructions with
/// `valgrind --tool=callgrind`.
fn wanted(section: &str) -> bool {
    const SECTIONS: [&str; 8] = [
        "judge",
        "check",
        "moves",
        "moves-69",
        "play",
        "rules",
        "profile-moves",
        "profile-moves-all",
    ];
    let named: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| SECTIONS.contains(&a.as_str()) || a.starts_with("play-"))
        .collect();
    // `play-*` sections run only when named: each plays thousands of games.
    let by_default = !section.starts_with("profile-") && !section.starts_with("play-");
    (named.is_empty() && by_default) || named.iter().any(|a| a == section)
}

fn main() {
    let dir = scratch();
    if wanted("judge") {
        judge_figures(&dir);
    }
    if wanted("check") {
        check_figures(&dir);
    }
    if wanted("profile-moves") {
        let (position, tile) = move_position(70);
        for _ in 0..1_000 {
            std::hint::black_box(carc_core::moves::moves(&position, tile));
        }
    }
    if wanted("profile-moves-all") {
        profile_moves_all();
    }
    if wanted("moves") {
        for size in [50, 70] {
            move_list(size);
        }
    }
    if wanted("play") {
        playouts();
    }
    for (name, sets) in rule_set_list() {
        if wanted(&format!("play-{}", name.replace([' ', ','], ""))) {
            playouts_of(name, sets);
        }
    }
    if wanted("rules") {
        rule_sets();
    }
    if wanted("moves-69") {
        moves_at_69();
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn judge_figures(dir: &Path) {
    let full = dir.join("table-72.yaml");
    let text = sample::scenario(72, 1);
    std::fs::write(&full, &text).expect("write sample");
    let tiles = text.matches("tile:").count();
    let full_s = full.to_string_lossy().into_owned();

    // Warm the file cache and the binary.
    for _ in 0..10 {
        run(&["--version"]);
        run(&["judge", &full_s]);
    }
    const RUNS: usize = 300;
    let (mut bare, mut judged) = (Vec::with_capacity(RUNS), Vec::with_capacity(RUNS));
    let (mut bare_cpu, mut judged_cpu) = (Vec::with_capacity(RUNS), Vec::with_capacity(RUNS));
    for _ in 0..RUNS {
        // Interleaved, so both see the same machine load.
        let (w, c) = run_cpu(&["--version"]);
        bare.push(w);
        bare_cpu.push(c);
        let (w, c) = run_cpu(&["judge", &full_s]);
        judged.push(w);
        judged_cpu.push(c);
    }
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let (bare, judged) = (median(bare), median(judged));
    let (bare_cpu, judged_cpu) = (median(bare_cpu), median(judged_cpu));
    println!(
        "process start-up (carc --version), median of {RUNS}: {:.2} ms wall, {:.2} ms cpu",
        ms(bare),
        ms(bare_cpu)
    );
    println!(
        "carc judge, {tiles}-tile position, median of {RUNS}: {:.2} ms wall, {:.2} ms cpu",
        ms(judged),
        ms(judged_cpu)
    );
    println!(
        "judging adds: {:.3} ms wall, {:.3} ms cpu",
        (ms(judged) - ms(bare)).max(0.0),
        (ms(judged_cpu) - ms(bare_cpu)).max(0.0)
    );
    println!(
        "ratio carc judge / carc --version: {:.2} cpu (target <= 1.1), {:.2} wall",
        judged_cpu.as_secs_f64() / bare_cpu.as_secs_f64(),
        judged.as_secs_f64() / bare.as_secs_f64()
    );

    let src = Source {
        name: "table-72.yaml".into(),
        text: text.clone(),
    };
    const INNER: u32 = 2_000;
    let start = Instant::now();
    for _ in 0..INNER {
        let r = input::judge(&src).expect("the sample is valid");
        std::hint::black_box(r);
    }
    let per = start.elapsed() / INNER;
    println!(
        "in-process read + check + judge of the {tiles}-tile position: {:.1} µs",
        per.as_secs_f64() * 1e6
    );
    let start = Instant::now();
    for _ in 0..INNER {
        std::hint::black_box(carcassonne_judge::yaml::parse(&text).expect("valid YAML"));
    }
    let parse = start.elapsed() / INNER;
    let start = Instant::now();
    for _ in 0..INNER {
        std::hint::black_box(carcassonne_judge::yaml::parse_full(&text).expect("valid YAML"));
    }
    let full = start.elapsed() / INNER;
    println!(
        "  of which YAML parsing: {:.1} µs (by the full reader alone: {:.1} µs)",
        parse.as_secs_f64() * 1e6,
        full.as_secs_f64() * 1e6
    );
}

fn check_figures(dir: &Path) {
    let folder = dir.join("generated");
    let n = write_folder(&folder, 2_000);
    let folder_s = folder.to_string_lossy().into_owned();
    run(&["check", &folder_s]);
    let mut times = Vec::new();
    for _ in 0..5 {
        times.push(run(&["check", &folder_s]));
    }
    let t = median(times);
    println!(
        "carc check over {n} generated scenarios (3 to 40 tiles), median of 5: {:.1} ms = {:.0} scenarios/s (target >= 10,000)",
        t.as_secs_f64() * 1e3,
        n as f64 / t.as_secs_f64()
    );
    threads_figures(&folder_s, "sample tables");
    // `carc gen`'s corpus: positions from random games of every rule set,
    // each with its whole ruling to compare.
    let generated = dir.join("gen");
    let generated_s = generated.to_string_lossy().into_owned();
    run(&[
        "gen",
        &generated_s,
        "--count",
        "2000",
        "--seed",
        "1",
        "--rules",
        "all",
    ]);
    threads_figures(&generated_s, "carc gen --count 2000 --rules all");
}

/// `carc check --threads 1` against `--threads 2` on one folder, runs
/// interleaved so that the machine's load falls on both alike.
fn threads_figures(folder: &str, what: &str) {
    run(&["check", folder]);
    let (mut one, mut two) = (Vec::new(), Vec::new());
    for _ in 0..7 {
        one.push(run(&["check", "--threads", "1", folder]));
        two.push(run(&["check", "--threads", "2", folder]));
    }
    let (one, two) = (median(one), median(two));
    println!(
        "carc check --threads 1 / 2 over {what}, median of 7: {:.1} ms / {:.1} ms = {:.2}x (target >= 1.7x)",
        one.as_secs_f64() * 1e3,
        two.as_secs_f64() * 1e3,
        one.as_secs_f64() / two.as_secs_f64()
    );
}

/// Random playouts of the base game, two players, one thread: the two-stage
/// random player with the invariants after every turn (no cross-checks).
fn playouts() {
    use carc_core::game::{Game, Setup};
    const GAMES: u64 = 3_000;
    let mut rates = Vec::new();
    let mut turns = 0;
    for round in 0..5u64 {
        let start = Instant::now();
        turns = 0;
        for seed in 0..GAMES {
            let game = Game::new(Setup {
                rules: carc_core::position::Rules::default(),
                players: 2,
                seed: round * GAMES + seed,
                cross_check: false,
            });
            let summary = game.play(&mut |_| Ok(())).expect("no invariant breaks");
            turns += summary.turns;
        }
        rates.push(GAMES as f64 / start.elapsed().as_secs_f64());
    }
    rates.sort_by(f64::total_cmp);
    println!(
        "random playouts, base game, 2 players, one thread, median of 5 x {GAMES} games: {:.0} games/s ({:.1} µs a turn; target >= 2,900 games/s)",
        rates[2],
        1e6 / (rates[2] * turns as f64 / GAMES as f64)
    );
}

/// The rule-set combinations the `rules` and `play-*` sections measure, by
/// name (`play-` and the name without spaces or commas: `play-all`,
/// `play-abbey-mayor`, `play-basefigures`, `play-inns-cathedrals`,
/// `play-traders-builders`, `play-tower`, `play-princess-dragon`,
/// `play-festival`, `play-sieges`, `play-castles`, `play-pig-herd`,
/// `play-count`).
fn rule_set_list() -> Vec<(&'static str, Vec<carc_core::figure::RuleSet>)> {
    use carc_core::figure::RuleSet::*;
    vec![
        ("base", vec![]),
        (
            "base figures",
            vec![Abbot, BigFollower, Phantom, Builder, Pig],
        ),
        ("abbey-mayor", vec![AbbeyMayor]),
        ("ferries", vec![Ferries]),
        ("flier", vec![Flier]),
        ("inns-cathedrals", vec![InnsCathedrals]),
        ("traders-builders", vec![TradersBuilders]),
        ("tower", vec![Tower]),
        ("princess-dragon", vec![PrincessDragon]),
        ("festival", vec![Festival]),
        ("sieges", vec![Sieges]),
        ("castles", vec![Castles]),
        ("pig-herd", vec![PigHerd]),
        ("count", vec![Count]),
        (
            "all",
            vec![
                Abbot,
                BigFollower,
                Phantom,
                Builder,
                Pig,
                AbbeyMayor,
                Ferries,
                Flier,
                InnsCathedrals,
                TradersBuilders,
                Tower,
                PrincessDragon,
                Festival,
                Sieges,
                Castles,
                PigHerd,
                Count,
            ],
        ),
    ]
}

/// Random playouts of one rule-set combination, two players, one thread,
/// no cross-checks (`carc play --rules ... --cross-check 0`), median of 5.
fn playouts_of(name: &str, sets: Vec<carc_core::figure::RuleSet>) {
    use carc_core::game::{Game, Setup};
    const GAMES: u64 = 500;
    let rules = carc_core::position::Rules {
        sets,
        ..Default::default()
    };
    let mut rates = Vec::new();
    for round in 0..5u64 {
        let start = Instant::now();
        for seed in 0..GAMES {
            let game = Game::new(Setup {
                rules: rules.clone(),
                players: 2,
                seed: round * GAMES + seed,
                cross_check: false,
            });
            game.play(&mut |_| Ok(())).expect("no invariant breaks");
        }
        rates.push(GAMES as f64 / start.elapsed().as_secs_f64());
    }
    rates.sort_by(f64::total_cmp);
    println!(
        "random playouts, {name}, 2 players, one thread, median of 5 x {GAMES} games: {:.0} games/s",
        rates[2]
    );
}

/// A table grown to `size` and the tile its scenario plays.
fn move_position(
    size: usize,
) -> (
    carc_core::position::Position,
    &'static carc_core::catalogue::Tile,
) {
    let src = Source {
        name: format!("table-{size}.yaml"),
        text: sample::scenario(size, 3),
    };
    let loaded = input::load(&src).expect("the sample is valid");
    let carc_core::position::Action::Turn(turn) = &loaded.translated.action else {
        unreachable!("the sample plays a tile");
    };
    let tile = turn.place.tile;
    (loaded.translated.position, tile)
}

/// The move list for the scenario's own tile on a table grown to `size`.
fn move_list(size: usize) {
    let (position, tile) = move_position(size);
    let position = &position;
    const RUNS: u32 = 200;
    let start = Instant::now();
    let mut placements = 0;
    for _ in 0..RUNS {
        placements = std::hint::black_box(carc_core::moves::fitting(position, tile)).len();
    }
    let place = start.elapsed() / RUNS;
    let start = Instant::now();
    let mut actions = 0;
    for _ in 0..RUNS {
        let list = std::hint::black_box(carc_core::moves::moves(position, tile));
        actions = list.iter().map(|p| p.actions.len()).sum::<usize>();
    }
    let full = start.elapsed() / RUNS;
    println!(
        "moves for {} on a {}-tile table: placements alone {:.1} µs ({placements}), full list {:.1} µs ({actions} actions, farmers included; target <= 100 µs at 70 tiles)",
        tile.id,
        position.board.tiles.len(),
        place.as_secs_f64() * 1e6,
        full.as_secs_f64() * 1e6
    );
}

/// Scenarios of 3 to 40 tiles, each with `expect: {verdict: legal}`.
fn write_folder(folder: &Path, n: usize) -> usize {
    std::fs::create_dir_all(folder).expect("folder");
    for i in 0..n {
        let size = 3 + i % 38;
        let text = sample::scenario(size, i as u64 + 7);
        std::fs::write(folder.join(format!("s{i:05}.yaml")), text).expect("write");
    }
    n
}

/// A turn of a random game of `rules` (three players) and the position it
/// was played in: the last turn `keep` takes, told each turn's position, its
/// number and whether a turn was taken already.
fn kept_turn(
    rules: &carc_core::position::Rules,
    seed: u64,
    mut keep: impl FnMut(&carc_core::position::Position, usize, bool) -> bool,
) -> Option<(carc_core::position::Position, carc_core::position::Action)> {
    use carc_core::game::{Game, Setup};
    let game = Game::new(Setup {
        rules: rules.clone(),
        players: 3,
        seed,
        // Only a cross-checking game keeps each turn's position.
        cross_check: true,
    });
    let mut seen = None;
    let mut count = 0;
    let _ = game.play(&mut |p| {
        count += 1;
        if let (Some(position), carc_core::position::Action::Turn(_)) = (p.position, p.action)
            && keep(position, count, seen.is_some())
        {
            seen = Some((position.clone(), p.action.clone()));
        }
        Ok(())
    });
    seen
}

/// The turn a random game of `rules` plays at `turn` (or its last, if it
/// ends sooner), and the position it was played in.
fn game_position(
    rules: &carc_core::position::Rules,
    seed: u64,
    turn: usize,
) -> (carc_core::position::Position, carc_core::position::Action) {
    kept_turn(rules, seed, |_, count, taken| count <= turn || !taken)
        .expect("a game plays at least one turn")
}

/// The position of a random game of `rules` whose table first holds
/// `tiles` tiles, and the tile drawn there.
fn table_of(
    rules: &carc_core::position::Rules,
    seed: u64,
    tiles: usize,
) -> Option<(
    carc_core::position::Position,
    &'static carc_core::catalogue::Tile,
)> {
    let (position, action) = kept_turn(rules, seed, |position, _, taken| {
        !taken && position.board.tiles.len() >= tiles
    })?;
    match action {
        carc_core::position::Action::Turn(t) => Some((position, t.place.tile)),
        carc_core::position::Action::FinalScoring(_) => None,
    }
}

/// The rule sets of `rule_set_list`'s "all".
fn every_rule_set() -> Vec<carc_core::figure::RuleSet> {
    rule_set_list()
        .into_iter()
        .find(|(n, _)| *n == "all")
        .map(|(_, s)| s)
        .unwrap_or_default()
}

/// The move lists of `moves-69` with every rule set, 20 on each of its
/// nine tables (the mix the benchmark's median is taken over), for
/// counting instructions with callgrind.
fn profile_moves_all() {
    let rules = carc_core::position::Rules {
        sets: every_rule_set(),
        ..carc_core::position::Rules::default()
    };
    for seed in 1..=9u64 {
        let Some((position, tile)) = table_of(&rules, seed, 69) else {
            continue;
        };
        for _ in 0..20 {
            std::hint::black_box(carc_core::moves::moves(&position, tile));
        }
    }
}

/// The move list on tables of 69 tiles: the base game against every rule
/// set together, nine games each, the median of each game's mean of 200
/// lists (issue 24: every rule set at most twice the base game).
fn moves_at_69() {
    use carc_core::position::Rules;
    let all = every_rule_set();
    let mut medians = Vec::new();
    for (name, sets) in [("base", Vec::new()), ("all", all)] {
        let rules = Rules {
            sets,
            ..Rules::default()
        };
        let mut times = Vec::new();
        let mut actions = Vec::new();
        for seed in 1..=9u64 {
            let Some((position, tile)) = table_of(&rules, seed, 69) else {
                continue;
            };
            const RUNS: u32 = 200;
            let start = Instant::now();
            let mut n = 0;
            for _ in 0..RUNS {
                let list = carc_core::moves::moves(&position, tile);
                n = std::hint::black_box(list)
                    .iter()
                    .map(|p| p.actions.len())
                    .sum::<usize>();
            }
            times.push(start.elapsed() / RUNS);
            actions.push(n);
        }
        let m = median(times.clone());
        println!(
            "move list at 69 tiles, {name}: median {:.1} µs of {} games ({}); actions {:?}",
            m.as_secs_f64() * 1e6,
            times.len(),
            times
                .iter()
                .map(|t| format!("{:.0}", t.as_secs_f64() * 1e6))
                .collect::<Vec<_>>()
                .join(" "),
            actions
        );
        medians.push(m);
    }
    if let [base, all] = medians[..] {
        println!(
            "move list at 69 tiles, every rule set / base: {:.2}x (target <= 2x)",
            all.as_secs_f64() / base.as_secs_f64()
        );
    }
}

/// Judging a turn and listing every move for its tile, on positions from
/// random games of each rule set: mean of many runs, per seed.
fn rule_sets() {
    use carc_core::position::Rules;
    let mut sets = rule_set_list();
    let connected = sets
        .iter()
        .position(|(n, _)| *n == "abbey-mayor")
        .unwrap_or(0);
    let abbey_mayor = sets[connected].1.clone();
    sets.insert(connected + 1, ("abbey-mayor, nearby wagon", abbey_mayor));
    println!("rule set | seed | tiles | judge µs | moves µs (actions)");
    for (name, sets) in sets {
        let mut rules = Rules {
            sets,
            ..Rules::default()
        };
        if name.contains("nearby") {
            rules.wagon_move = carc_core::position::WagonMove::Nearby;
        }
        for seed in [1u64, 2, 3] {
            let (position, action) = game_position(&rules, seed, 40);
            let carc_core::position::Action::Turn(turn) = &action else {
                unreachable!("a turn was kept");
            };
            const RUNS: u32 = 300;
            let start = Instant::now();
            for _ in 0..RUNS {
                std::hint::black_box(carc_core::judge(&position, &action));
            }
            let judge = start.elapsed() / RUNS;
            let start = Instant::now();
            let mut actions = 0;
            for _ in 0..RUNS {
                let list = carc_core::moves::moves(&position, turn.place.tile);
                actions = std::hint::black_box(list)
                    .iter()
                    .map(|p| p.actions.len())
                    .sum();
            }
            let moves = start.elapsed() / RUNS;
            println!(
                "{name} | {seed} | {} | {:.1} | {:.1} ({actions})",
                position.board.tiles.len(),
                judge.as_secs_f64() * 1e6,
                moves.as_secs_f64() * 1e6
            );
        }
    }
}
