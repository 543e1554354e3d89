//! `carc play`: seeded random games through the rules, with the game's own
//! invariants after every turn, and for some games every turn judged again
//! through a written scenario file, in words and as JSON, which must all
//! agree. Prints games per second and what the games did.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use carc_core::game::{Broken, Game, Played, Setup};
use carc_core::position::{Action, Deploy, PhantomDeploy, Rules};
use carc_core::{Ruling, Verdict};

use crate::i18n::{Catalogue as I18n, Lang, catalogue};
use crate::input::{self, Source, Style};
use crate::report;
use crate::translate::Spans;

/// What to play.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The rule sets in play.
    pub rules: Rules,
    /// Players per game.
    pub players: usize,
    /// The first game's seed; game `i` has seed `seed + i`.
    pub seed: u64,
    /// How many games.
    pub games: u64,
    /// Every this-many-th game is also judged through a written file (0: none).
    pub cross_check_every: u64,
}

/// What the games did, summed.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub games: u64,
    pub turns: u64,
    pub set_aside: u64,
    pub cross_checked_games: u64,
    pub time: Duration,
    /// Every final score.
    pub scores: Vec<i64>,
    /// Each game's best score.
    pub winners: Vec<i64>,
    /// How often each kind of step was taken, by the step's id
    /// (`double-turns`, a figure's id for its deployments).
    pub actions: BTreeMap<&'static str, u64>,
}

/// Plays the games; the first broken invariant stops them.
pub fn run(plan: &Plan) -> Result<Tally, Box<Broken>> {
    let mut tally = Tally::default();
    let start = Instant::now();
    for i in 0..plan.games {
        let seed = plan.seed.wrapping_add(i);
        let cross = plan.cross_check_every > 0 && i % plan.cross_check_every == 0;
        let game = Game::new(Setup {
            rules: plan.rules.clone(),
            players: plan.players,
            seed,
            cross_check: cross,
        });
        let actions = &mut tally.actions;
        let mut watch = |p: &Played| {
            count(p.action, actions);
            if p.ruling.double_turn {
                *actions.entry("double-turns").or_default() += 1;
            }
            let goods: u32 = p.ruling.goods.values().flat_map(|g| g.values()).sum();
            if goods > 0 {
                *actions.entry("goods-tokens-taken").or_default() += u64::from(goods);
            }
            if cross { through_a_file(p) } else { Ok(()) }
        };
        let summary = game.play(&mut watch)?;
        tally.games += 1;
        tally.cross_checked_games += u64::from(cross);
        tally.turns += summary.turns as u64;
        tally.set_aside += summary.set_aside as u64;
        tally
            .winners
            .push(summary.scores.iter().copied().max().unwrap_or(0));
        tally.scores.extend(summary.scores);
    }
    tally.time = start.elapsed();
    Ok(tally)
}

/// Counts the steps an action takes.
fn count(action: &Action, actions: &mut BTreeMap<&'static str, u64>) {
    let Action::Turn(t) = action else {
        *actions.entry("final-scorings").or_default() += 1;
        return;
    };
    let mut add = |k: &'static str| *actions.entry(k).or_default() += 1;
    if t.place.tile.abbey {
        add("abbeys-placed");
    }
    match &t.deploy {
        Some(Deploy::On { figure, .. }) | Some(Deploy::Corner { figure, .. }) => add(figure.name()),
        Some(Deploy::Fly { figure, .. }) => {
            add(figure.name());
            add("flights");
        }
        Some(Deploy::AbbotReturn { .. }) => add("abbots-taken-back"),
        Some(Deploy::Floor { capture, .. }) => {
            add("tower-floors-built");
            if capture.is_some() {
                add("followers-captured");
            }
        }
        Some(Deploy::TowerTop { .. }) => add("towers-closed"),
        Some(Deploy::Fairy(_)) => add("fairy-moves"),
        Some(Deploy::Portal { figure, .. }) => {
            add(figure.name());
            add("portal-deployments");
        }
        Some(Deploy::Princess(_)) => add("knights-sent-home"),
        Some(Deploy::Festival(_)) => add("festival-figures-taken-back"),
        // Always refused: a random game never plays it.
        Some(Deploy::FestivalPrisoner { .. }) => add("festival-prisoners-named"),
        None => {}
    }
    if t.escape.is_some() {
        add("knights-escaped");
    }
    // A box's own turn keys (a bridge, an auction), by the key each
    // writes: its words are the box's, `play-step-key-KEY`.
    if !t.boxes.is_empty() {
        let mut written = serde_json::json!({});
        for b in crate::translate::BOXES {
            b.write_turn(t, &[], &mut written);
            for key in b.turn_keys() {
                if written.get(key.name).is_some() {
                    add(key.name);
                }
            }
        }
    }
    if !t.castles.is_empty() {
        add("castles-built");
    }
    if t.enter_city.is_some() {
        add("figures-into-city");
    }
    if t.move_count.is_some() {
        add("count-moves");
    }
    for _ in &t.leave_city {
        add("figures-out-of-city");
    }
    match &t.phantom {
        Some(PhantomDeploy::On(_)) => add("phantom"),
        Some(PhantomDeploy::Fly(_)) => {
            add("phantom");
            add("flights");
        }
        None => {}
    }
    if t.ferry.is_some() {
        add("lakes-placed");
    }
    if !t.move_ferries.is_empty() {
        add("ferries-moved");
    }
    if !t.wagons.is_empty() {
        add("wagons-moved-on");
    }
    if t.ransom.is_some() {
        add("ransoms-paid");
    }
    if t.dragon.is_some() {
        add("dragon-moves");
    }
}

/// The turn written as a scenario file and judged through the scenario
/// layer must rule as the game did; the ruling in words and as JSON must
/// say the same verdict and points.
fn through_a_file(p: &Played) -> Result<(), String> {
    // Cross-checked games keep every position.
    let Some(position) = p.position else {
        return Ok(());
    };
    let tree = crate::emit::tree(
        "a turn of a random game",
        "carc play",
        position,
        p.action,
        None,
    );
    let src = Source {
        name: "turn.yaml".into(),
        text: crate::scenario::write::yaml(&tree),
    };
    let (loaded, r) = input::judge(&src).map_err(|problems| {
        let shown = input::render(&problems, &src, Style::PLAIN, crate::i18n::Lang::En);
        format!("the turn written as a file is not read back:\n{shown}")
    })?;
    agree("the file's ruling", p.ruling, &r)?;
    let spans: &Spans = &loaded.translated.spans;
    let text = report::human(&r, "turn", &src, spans, Style::PLAIN);
    let json = serde_json::to_value(report::json::ruling(&r, "turn"))
        .map_err(|e| format!("the ruling is not JSON: {e}"))?;
    let word = if r.verdict == Verdict::Legal {
        "legal"
    } else {
        "illegal"
    };
    if json["verdict"] != word || !text.contains(&format!("Verdict: {}", word.to_uppercase())) {
        return Err(format!("text and JSON disagree on the verdict ({word})"));
    }
    if r.verdict == Verdict::Legal {
        for (player, points) in &r.scores {
            if json["scores"][player] != *points {
                return Err(format!(
                    "the JSON gives {player} other points than {points}"
                ));
            }
            let shown = if *points > 0 {
                format!("{player} +{points}")
            } else {
                format!("{player} {points}")
            };
            if !text.contains(&shown) {
                return Err(format!("the text does not show `{shown}`"));
            }
        }
    }
    Ok(())
}

fn agree(what: &str, game: &Ruling, other: &Ruling) -> Result<(), String> {
    if game.verdict != other.verdict {
        return Err(format!("{what} has another verdict"));
    }
    if game.scores != other.scores {
        return Err(format!(
            "{what} gives other points: {:?} against {:?}",
            other.scores, game.scores
        ));
    }
    if game.returned != other.returned {
        return Err(format!("{what} returns other figures"));
    }
    Ok(())
}

/// The scenario that shows a broken invariant: the position and action,
/// with the command that found it.
pub fn broken_scenario(plan: &Plan, b: &Broken) -> String {
    let what = crate::report::breach::breach_in(&b.what, crate::i18n::Lang::En);
    let title = format!("Broken invariant: {}", what.lines().next().unwrap_or(""));
    let sets: Vec<&str> = plan.rules.sets.iter().map(|r| r.name()).collect();
    let source = format!(
        "carc play --seed {} --games 1 --players {} --rules {} (turn {})",
        b.seed,
        plan.players,
        if sets.is_empty() {
            "base".to_owned()
        } else {
            sets.join(",")
        },
        b.turn
    );
    let position = b.position.clone().unwrap_or_default();
    let tree = crate::emit::tree(&title, &source, &position, &b.action, None);
    crate::scenario::write::yaml(&tree)
}

/// A broken invariant in words, in `lang`: the game, the turn and what
/// broke.
pub fn broken_words(b: &Broken, lang: Lang) -> String {
    let what = crate::report::breach::breach_in(&b.what, lang);
    catalogue(lang).say(
        "play-broken",
        &[
            ("game", b.seed.to_string().into()),
            ("turn", b.turn.into()),
            ("what", what.into()),
        ],
    )
}

/// A number with `places` decimals, written with the language's decimal
/// point.
fn decimal(value: f64, places: usize, c: &I18n) -> String {
    format!("{value:.places$}").replace('.', &c.get("play-decimal-point"))
}

/// The report for people, in `lang`.
pub fn text(plan: &Plan, t: &Tally, lang: Lang) -> String {
    let c = catalogue(lang);
    let secs = t.time.as_secs_f64().max(1e-9);
    let mean = |v: &[i64]| v.iter().sum::<i64>() as f64 / v.len().max(1) as f64;
    let sets: Vec<&str> = carc_core::figure::RuleSet::ALL
        .iter()
        .filter(|r| plan.rules.plays(**r))
        .map(|r| r.name())
        .collect();
    let last = plan.seed.wrapping_add(t.games.saturating_sub(1));
    let lines = [
        c.say(
            "play-played",
            &[
                ("games", t.games.into()),
                ("sets", sets.join(", ").into()),
                ("players", plan.players.into()),
                ("first", plan.seed.to_string().into()),
                ("last", last.to_string().into()),
                ("seconds", decimal(secs, 2, c).into()),
                ("rate", decimal(t.games as f64 / secs, 0, c).into()),
            ],
        ),
        c.say(
            "play-turns",
            &[
                ("turns", t.turns.into()),
                (
                    "per-game",
                    decimal(t.turns as f64 / t.games.max(1) as f64, 1, c).into(),
                ),
                ("set-aside", t.set_aside.into()),
            ],
        ),
        c.say(
            "play-scores",
            &[
                ("mean", decimal(mean(&t.scores), 1, c).into()),
                ("winners", decimal(mean(&t.winners), 1, c).into()),
                (
                    "highest",
                    t.winners.iter().max().copied().unwrap_or(0).into(),
                ),
                (
                    "lowest",
                    t.winners.iter().min().copied().unwrap_or(0).into(),
                ),
            ],
        ),
        c.say("play-steps", &[("steps", steps(t, c).into())]),
        c.say(
            "play-held",
            &[("cross-checked", t.cross_checked_games.into())],
        ),
    ];
    lines.iter().map(|l| format!("{l}\n")).collect()
}

/// How often each kind of step was taken, in the order of their words.
fn steps(t: &Tally, c: &I18n) -> String {
    let mut steps: Vec<(String, u64)> = t
        .actions
        .iter()
        .map(|(id, n)| {
            let words = if box_turn_keys().any(|k| k == *id) {
                c.say(&step_of_key(id), &[])
            } else {
                c.say("play-step", &[("step", (*id).into())])
            };
            (words, *n)
        })
        .collect();
    steps.sort_by_key(|(words, _)| words.to_lowercase());
    let steps: Vec<String> = steps.iter().map(|(k, n)| format!("{k} {n}")).collect();
    steps.join(", ")
}

/// The boxes' own turn keys, whose use the summary counts.
pub fn box_turn_keys() -> impl Iterator<Item = &'static str> {
    crate::translate::BOXES
        .iter()
        .flat_map(|b| b.turn_keys().iter().map(|k| k.name))
}

/// The message naming, in the summary, the turns that took a box's key.
pub fn step_of_key(key: &str) -> String {
    format!("play-step-key-{key}")
}
