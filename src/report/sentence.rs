//! One sentence per fact of a ruling, in the reader's language: each fact
//! picks its message from the catalogue (`step-*` in locales/*.ftl) and
//! hands it the facts as variables; the phrases a sentence is made of
//! (features, figures, counts, strengths, lists) are messages too.

use fluent_bundle::{FluentArgs, FluentValue};

use carc_core::FigureKind;
use carc_core::engine::ruling::{
    Basis, Counting, DoubleTurnWhy, FeatureRef, FerryWalk, FlightOutcome, Owned, RollOption,
    Strength, StrengthPart, WagonOutcome,
};
use carc_core::engine::{Fact, Note};
use carc_core::position::WagonMove;

use crate::i18n::{Catalogue, Lang, catalogue};

/// A message's variables: names with strings or numbers.
type Vars<'a> = Vec<(&'static str, FluentValue<'a>)>;

/// A string variable.
fn s(text: impl ToString) -> FluentValue<'static> {
    FluentValue::from(text.to_string())
}

/// A number variable (plurals select on it).
fn n(number: impl Into<i64>) -> FluentValue<'static> {
    FluentValue::from(number.into())
}

/// The catalogue of one language, with the phrases sentences share.
struct Words {
    c: &'static Catalogue,
}

impl Words {
    fn t(&self, id: &str, vars: Vars) -> String {
        let mut args = FluentArgs::new();
        for (name, value) in vars {
            args.set(name, value);
        }
        self.c.format(id, None, Some(&args))
    }

    /// "a", "a and b", "a, b and c" (`list-and`), or with "or".
    fn list(&self, items: &[String], conjunction: &str) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => self.t(
                conjunction,
                vec![("rest", s(rest.join(", "))), ("last", s(last))],
            ),
        }
    }

    fn and(&self, items: &[String]) -> String {
        self.list(items, "list-and")
    }

    fn or(&self, items: &[String]) -> String {
        self.list(items, "list-or")
    }

    /// "the city on [0, 0] and [0, 1]", in the case the sentence needs.
    fn feature(&self, f: &FeatureRef, case: &str) -> String {
        let squares: Vec<String> = f.squares.iter().map(|p| p.to_string()).collect();
        self.t(
            "feature",
            vec![
                ("case", s(case)),
                ("kind", s(f.kind)),
                ("squares", s(self.and(&squares))),
            ],
        )
    }

    /// "the road W on [-2, 0]"; "the monastery on [0, 0]".
    fn feature_at(&self, f: &FeatureRef, case: &str) -> String {
        // A player names a feature by its square alone ("the city on
        // [0, 0]") unless the tile has another of its kind.
        let inner = f.alone_on_tile || matches!(f.on.as_str(), "monastery" | "garden" | "abbey");
        let mut vars = vec![("case", s(case)), ("kind", s(f.kind)), ("at", s(f.at))];
        if inner {
            return self.t("feature-at-inner", vars);
        }
        vars.push(("on", s(&f.on)));
        self.t("feature-at", vars)
    }

    /// "big follower".
    fn figure(&self, f: FigureKind) -> String {
        self.t("figure", vec![("figure", s(f.name()))])
    }

    /// "red's big follower".
    fn owned(&self, o: &Owned) -> String {
        self.t(
            "figure-of",
            vec![
                ("player", s(&o.player)),
                ("figure", s(self.figure(o.figure))),
            ],
        )
    }

    /// "big follower", or "follower (as the phantom)" for a figure the
    /// phantom stands in for.
    fn figure_name(&self, figure: FigureKind, phantom: bool) -> String {
        let name = self.figure(figure);
        if phantom && figure != FigureKind::Phantom {
            self.t("figure-as-phantom", vec![("figure", s(name))])
        } else {
            name
        }
    }

    fn counted(&self, id: &str, count: u32) -> String {
        self.t(id, vec![("count", n(count))])
    }

    /// How a value is counted: "3 tiles x 2 + 1 pennant x 2".
    fn working(&self, c: &Counting) -> String {
        match *c {
            Counting::Road { tiles } => self.t(
                "working-road",
                vec![("tiles", s(self.counted("counted-tiles", tiles)))],
            ),
            Counting::City {
                tiles,
                pennants,
                rate,
            } => {
                let vars = vec![
                    ("tiles", s(self.counted("counted-tiles", tiles))),
                    ("pennants", s(self.counted("counted-pennants", pennants))),
                    ("rate", n(rate)),
                ];
                if rate == 1 {
                    self.t("working-city", vars)
                } else {
                    self.t("working-city-rate", vars)
                }
            }
            Counting::Cloister { neighbours: 8 } => self.t("working-cloister-full", vec![]),
            Counting::Cloister { neighbours } => self.t(
                "working-cloister",
                vec![(
                    "neighbours",
                    s(self.counted("counted-neighbours", neighbours)),
                )],
            ),
            Counting::Unscored => self.t("working-unscored", vec![]),
        }
    }

    /// "red 1, blue 3 (big follower 2 + follower 1)": each player's
    /// strength, with where it comes from whenever that is more than one
    /// plain follower.
    fn strengths(&self, strengths: &[Strength]) -> String {
        strengths
            .iter()
            .map(|st| {
                let plain = matches!(st.parts.as_slice(), [p] if p.basis == Basis::Plain);
                let mut vars = vec![("player", s(&st.player)), ("total", n(st.total))];
                if plain {
                    self.t("strength-plain", vars)
                } else {
                    vars.push(("parts", s(self.parts(&st.parts))));
                    self.t("strength-parts", vars)
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// "big follower 2 + 2 followers", "mayor 3 for 3 pennants": alike
    /// figures are counted together.
    fn parts(&self, parts: &[StrengthPart]) -> String {
        let mut groups: Vec<(&StrengthPart, u32)> = Vec::new();
        for p in parts {
            let same = |q: &&StrengthPart| {
                q.figure == p.figure && q.basis == p.basis && q.strength == p.strength
            };
            match groups.iter_mut().find(|(q, _)| same(q)) {
                Some((_, count)) => *count += 1,
                None => groups.push((p, 1)),
            }
        }
        groups
            .iter()
            .map(|(p, count)| self.part(p, *count))
            .collect::<Vec<_>>()
            .join(" + ")
    }

    fn part(&self, p: &StrengthPart, count: u32) -> String {
        let mut vars = vec![
            ("figure", s(self.figure(p.figure))),
            ("kind", s(p.figure.name())),
            ("strength", n(p.strength)),
        ];
        let id = match p.basis {
            Basis::Pennants(0) => "strength-part-no-pennants",
            Basis::Pennants(k) => {
                vars.push(("pennants", s(self.counted("counted-pennants", k))));
                "strength-part-pennants"
            }
            Basis::Plain if count > 1 => {
                vars.push(("count", n(count)));
                "strength-part-several"
            }
            Basis::Fixed if count > 1 => {
                vars.push(("count", n(count)));
                "strength-part-several-fixed"
            }
            Basis::Plain | Basis::Fixed => "strength-part",
        };
        self.t(id, vars)
    }

    fn wagon_rule(&self, rule: WagonMove) -> String {
        match rule {
            WagonMove::Connected => self.t("wagon-rule-connected", vec![]),
            WagonMove::Nearby => self.t("wagon-rule-nearby", vec![]),
        }
    }
}

/// The sentences of a ruling's steps, in English.
pub fn steps(events: &[carc_core::engine::Event]) -> Vec<String> {
    steps_in(events, Lang::En)
}

/// The sentences of a ruling's steps. A step is written knowing the steps
/// after it: a wagon taken off a scored feature that rolls on in a later
/// step is not said to go to its owner's supply.
pub fn steps_in(events: &[carc_core::engine::Event], lang: Lang) -> Vec<String> {
    let w = Words { c: catalogue(lang) };
    events
        .iter()
        .enumerate()
        .map(|(i, e)| match &e.fact {
            Fact::Returned { figures, from } => {
                let rolling = rolling_on(&events[i + 1..]);
                returned(&w, figures, from.as_ref(), &rolling)
            }
            other => fact_with(&w, other),
        })
        .collect()
}

/// The players whose wagon rolls on to another feature in these steps.
fn rolling_on(later: &[carc_core::engine::Event]) -> Vec<&str> {
    later
        .iter()
        .filter_map(|e| match &e.fact {
            Fact::Wagon {
                player,
                outcome: WagonOutcome::Moved,
                ..
            } => Some(player.as_str()),
            _ => None,
        })
        .collect()
}

/// The sentence for one step of the ruling, in English, on its own.
pub fn fact(f: &Fact) -> String {
    fact_in(f, Lang::En)
}

/// The sentence for one step of the ruling, on its own.
pub fn fact_in(f: &Fact, lang: Lang) -> String {
    fact_with(&Words { c: catalogue(lang) }, f)
}

fn fact_with(w: &Words, f: &Fact) -> String {
    match f {
        Fact::TilePlaced { .. } | Fact::AbbeyPlaced { .. } | Fact::Deployed { .. } => placing(w, f),
        Fact::BarnSet { .. } | Fact::AbbotTakenBack { .. } | Fact::DoubleTurn { .. } => {
            placing(w, f)
        }
        Fact::Completed { .. } | Fact::FinalScoring | Fact::Valued { .. } | Fact::Scored { .. } => {
            scoring(w, f)
        }
        Fact::BarnScoresFarmers { .. }
        | Fact::JoinedBarnFarm { .. }
        | Fact::FarmScored { .. }
        | Fact::BarnFinal { .. }
        | Fact::BarnsJoined { .. }
        | Fact::BarnStays => farms(w, f),
        Fact::Returned { figures, from } => returned(w, figures, from.as_ref(), &[]),
        Fact::Flew { .. } | Fact::FlightOptions { .. } => flights(w, f),
        Fact::FerryPlaced { .. } | Fact::FerriesReached { .. } | Fact::FerryMoved { .. } => {
            ferries(w, f)
        }
        Fact::BuilderStays { player, road } => w.t(
            "step-builder-stays",
            vec![
                ("player", s(player)),
                ("road", s(w.feature(road, "nominative"))),
            ],
        ),
        Fact::Wagon { .. } => wagon(w, f),
    }
}

/// The tile placed, a figure deployed, the barn set, the abbot taken back,
/// the builder's second turn.
fn placing(w: &Words, f: &Fact) -> String {
    match f {
        Fact::TilePlaced {
            player,
            tile,
            at,
            rotation,
        } => {
            let vars = vec![
                ("player", s(player)),
                ("tile", s(tile)),
                ("at", s(at)),
                ("rotation", n(*rotation)),
            ];
            match rotation {
                0 => w.t("step-tile-placed", vars),
                _ => w.t("step-tile-placed-turned", vars),
            }
        }
        Fact::AbbeyPlaced { player, at } => w.t(
            "step-abbey-placed",
            vec![("player", s(player)), ("at", s(at))],
        ),
        Fact::Deployed {
            player,
            figure,
            on,
            feature,
            phantom,
        } => {
            let id = if *phantom {
                "step-deployed-phantom"
            } else {
                "step-deployed"
            };
            let figure = w.t("figure-a", vec![("figure", s(figure.name()))]);
            w.t(
                id,
                vec![
                    ("player", s(player)),
                    ("figure", s(figure)),
                    ("on", s(on)),
                    ("feature", s(w.feature(feature, "genitive"))),
                ],
            )
        }
        Fact::BarnSet {
            player,
            at,
            corner,
            farm,
        } => w.t(
            "step-barn-set",
            vec![
                ("player", s(player)),
                ("at", s(at)),
                ("corner", s(corner)),
                ("farm", s(w.feature(farm, "dative"))),
            ],
        ),
        Fact::AbbotTakenBack {
            player,
            feature,
            points,
            counting,
        } => w.t(
            "step-abbot-taken-back",
            vec![
                ("player", s(player)),
                ("feature", s(w.feature(feature, "dative"))),
                ("working", s(w.working(counting))),
                ("points", n(*points)),
            ],
        ),
        Fact::DoubleTurn {
            player,
            why,
            feature,
            ..
        } => {
            let id = match why {
                DoubleTurnWhy::Extends => "step-double-turn-extends",
                DoubleTurnWhy::FerryMove => "step-double-turn-ferry-move",
                DoubleTurnWhy::ClosesWithoutJoining => "step-double-turn-closes",
            };
            w.t(
                id,
                vec![
                    ("player", s(player)),
                    ("feature", s(w.feature(feature, "accusative"))),
                ],
            )
        }
        _ => String::new(),
    }
}

/// A feature completed, valued at the end, and who scores it.
fn scoring(w: &Words, f: &Fact) -> String {
    match f {
        Fact::Completed {
            feature,
            points,
            counting,
            occupied,
        } => w.t(
            if *occupied {
                "step-completed"
            } else {
                "step-completed-empty"
            },
            vec![
                ("feature", s(w.feature(feature, "nominative"))),
                ("working", s(w.working(counting))),
                ("points", n(*points)),
            ],
        ),
        Fact::FinalScoring => w.t("step-final-scoring", vec![]),
        Fact::Valued {
            feature,
            points,
            counting,
        } => w.t(
            "step-valued",
            vec![
                ("feature", s(w.feature(feature, "nominative"))),
                ("working", s(w.working(counting))),
                ("points", n(*points)),
            ],
        ),
        Fact::Scored {
            feature,
            points,
            winners,
            strengths,
        } => {
            let feature = s(w.feature(feature, "accusative"));
            if winners.is_empty() {
                return w.t("step-nobody-scores", vec![("feature", feature)]);
            }
            let id = if winners.len() > 1 {
                "step-scored-tied"
            } else {
                "step-scored"
            };
            w.t(
                id,
                vec![
                    ("winners", s(w.and(winners))),
                    ("points", n(*points)),
                    ("feature", feature),
                    ("strengths", s(w.strengths(strengths))),
                ],
            )
        }
        _ => String::new(),
    }
}

/// Farms and barns.
fn farms(w: &Words, f: &Fact) -> String {
    let farm = |farm: &FeatureRef, case| ("farm", s(w.feature(farm, case)));
    match f {
        Fact::BarnScoresFarmers { farm: f } => {
            w.t("step-barn-scores-farmers", vec![farm(f, "dative")])
        }
        Fact::JoinedBarnFarm { farm: f } => {
            w.t("step-joined-barn-farm", vec![farm(f, "nominative")])
        }
        Fact::FarmScored {
            farm: f,
            cities,
            player,
            per_city,
            bonus,
            points,
            strengths,
        } => {
            let Some(player) = player else {
                return w.t("step-farm-unscored", vec![farm(f, "nominative")]);
            };
            let mut vars = vec![
                farm(f, "nominative"),
                ("cities", n(*cities)),
                ("player", s(player)),
                ("per-city", n(*per_city)),
                ("points", n(*points)),
                ("strengths", s(w.strengths(strengths))),
            ];
            match bonus {
                Some(b) => {
                    vars.push(("figure", s(b.figure.name())));
                    w.t("step-farm-scored-bonus", vars)
                }
                None => w.t("step-farm-scored", vars),
            }
        }
        Fact::BarnFinal {
            player,
            farm: f,
            cities,
            points,
        } => w.t(
            "step-barn-final",
            vec![
                ("player", s(player)),
                farm(f, "dative"),
                ("cities", n(*cities)),
                ("points", n(*points)),
            ],
        ),
        Fact::BarnsJoined { farm: f } => w.t("step-barns-joined", vec![farm(f, "accusative")]),
        Fact::BarnStays => w.t("step-barn-stays", vec![]),
        _ => String::new(),
    }
}

/// Figures back to supply, from a feature or not. Wagons of `rolling`
/// players leave the feature to roll on, not for the supply.
fn returned(w: &Words, figures: &[Owned], from: Option<&FeatureRef>, rolling: &[&str]) -> String {
    let Some(from) = from else {
        let names: Vec<String> = figures.iter().map(|o| w.owned(o)).collect();
        return w.t(
            "step-returned",
            vec![
                ("count", n(names.len() as i64)),
                ("figures", s(w.and(&names))),
            ],
        );
    };
    let rolls = |o: &&Owned| o.figure == FigureKind::Wagon && rolling.contains(&o.player.as_str());
    let (wagons, home): (Vec<&Owned>, Vec<&Owned>) = figures.iter().partition(rolls);
    let group = |id: &str, group: &[&Owned]| {
        let names: Vec<String> = group.iter().map(|o| w.owned(o)).collect();
        w.t(
            id,
            vec![
                ("figures", s(names.join(", "))),
                ("count", n(names.len() as i64)),
                ("feature", s(w.feature(from, "accusative"))),
            ],
        )
    };
    let mut parts = Vec::new();
    if !home.is_empty() {
        parts.push(group("step-returned-from", &home));
    }
    if !wagons.is_empty() {
        let id = if home.is_empty() {
            "step-lifted-to-roll-on"
        } else {
            "step-lifted-too-to-roll-on"
        };
        parts.push(group(id, &wagons));
    }
    parts.join("; ")
}

/// A flight by the flying machine, or its options when no roll is given.
fn flights(w: &Words, f: &Fact) -> String {
    match f {
        Fact::Flew {
            player,
            figure,
            phantom,
            from,
            direction,
            roll,
            square,
            outcome,
        } => {
            let who = w.t(
                "figure-of",
                vec![
                    ("player", s(player)),
                    ("figure", s(w.figure_name(*figure, *phantom))),
                    ("kind", s(figure.name())),
                ],
            );
            let flight = w.t(
                "step-flight",
                vec![
                    ("who", s(who)),
                    ("from", s(from)),
                    ("direction", s(direction)),
                    ("roll", n(*roll)),
                    ("square", s(square)),
                ],
            );
            landing(w, s(flight), outcome)
        }
        Fact::FlightOptions {
            player,
            figure,
            phantom,
            from,
            direction,
            options,
        } => {
            let faces: Vec<String> = options.iter().map(|o| face(w, o)).collect();
            w.t(
                "step-flight-options",
                vec![
                    ("player", s(player)),
                    ("figure", s(w.figure_name(*figure, *phantom))),
                    ("kind", s(figure.name())),
                    ("from", s(from)),
                    ("direction", s(direction)),
                    ("faces", s(faces.join("; "))),
                ],
            )
        }
        _ => String::new(),
    }
}

/// Where a flight ends.
fn landing(w: &Words, flight: FluentValue<'static>, outcome: &FlightOutcome) -> String {
    match outcome {
        FlightOutcome::Landed { feature, sharing } => {
            let mut vars = vec![
                ("flight", flight),
                ("feature", s(w.feature_at(feature, "accusative"))),
            ];
            if sharing.is_empty() {
                return w.t("step-flew-landed", vars);
            }
            let names: Vec<String> = sharing.iter().map(|o| w.owned(o)).collect();
            vars.push(("sharing", s(w.and(&names))));
            w.t("step-flew-landed-beside", vars)
        }
        FlightOutcome::NoTile => w.t("step-flew-no-tile", vec![("flight", flight)]),
        FlightOutcome::NowhereAllowed { tile } => w.t(
            "step-flew-nowhere",
            vec![("flight", flight), ("tile", s(tile))],
        ),
    }
}

/// One face of the die, when no roll is given.
fn face(w: &Words, o: &RollOption) -> String {
    let place = match (&o.tile, o.landings.as_slice()) {
        (None, _) => w.t("step-flight-face-no-tile", vec![]),
        (Some(t), []) => w.t("step-flight-face-nothing", vec![("tile", s(t))]),
        (Some(t), landings) => {
            let names: Vec<String> = landings
                .iter()
                .map(|l| w.feature_at(l, "accusative"))
                .collect();
            w.t(
                "step-flight-face-landings",
                vec![("tile", s(t)), ("landings", s(w.or(&names)))],
            )
        }
    };
    w.t(
        "step-flight-face",
        vec![
            ("roll", n(o.roll)),
            ("square", s(o.square)),
            ("place", s(place)),
        ],
    )
}

/// "; the road at E now ends at the lake"
fn lake_ends(w: &Words, ends: &[&str], now: bool) -> String {
    if ends.is_empty() {
        return String::new();
    }
    let points: Vec<String> = ends.iter().map(|e| (*e).to_owned()).collect();
    w.t(
        if now {
            "step-lake-end-now"
        } else {
            "step-lake-end"
        },
        vec![
            ("count", n(ends.len() as i64)),
            ("points", s(w.and(&points))),
        ],
    )
}

/// A ferry placed, the ferries a tile reaches, a ferry moved.
fn ferries(w: &Words, f: &Fact) -> String {
    match f {
        Fact::FerryPlaced {
            player,
            at,
            joins,
            ends,
            after_deploying,
        } => w.t(
            if *after_deploying {
                "step-ferry-placed"
            } else {
                "step-ferry-placed-without-figure"
            },
            vec![
                ("player", s(player)),
                ("at", s(at)),
                ("a", s(joins[0])),
                ("b", s(joins[1])),
                ("ends", s(lake_ends(w, ends, false))),
            ],
        ),
        Fact::FerriesReached { walks, moves_given } => ferry_walks(w, walks, *moves_given),
        Fact::FerryMoved {
            player,
            at,
            from,
            to,
            ends,
        } => w.t(
            "step-ferry-moved",
            vec![
                ("player", s(player)),
                ("at", s(at)),
                ("from-a", s(from[0])),
                ("from-b", s(from[1])),
                ("to-a", s(to[0])),
                ("to-b", s(to[1])),
                ("ends", s(lake_ends(w, ends, true))),
            ],
        ),
        _ => String::new(),
    }
}

/// Which ferries the placed tile's roads reach, and why each may move or not.
fn ferry_walks(w: &Words, walks: &[FerryWalk], moves_given: bool) -> String {
    let mut parts: Vec<String> = walks.iter().map(|walk| ferry_walk(w, walk)).collect();
    let movable = walks
        .iter()
        .filter(|walk| matches!(walk, FerryWalk::Movable { .. }))
        .count();
    match (movable, moves_given) {
        (0, _) => parts.push(w.t("step-ferries-none-may-move", vec![])),
        (_, true) => {}
        (_, false) => parts.push(w.t("step-ferries-none-moved", vec![])),
    }
    parts.join("; ")
}

fn ferry_walk(w: &Words, walk: &FerryWalk) -> String {
    match walk {
        FerryWalk::Movable {
            from,
            lake,
            jetty,
            joins,
        } => w.t(
            "step-ferry-movable",
            vec![
                ("from", s(from)),
                ("lake", s(lake)),
                ("a", s(joins[0])),
                ("b", s(joins[1])),
                ("jetty", s(jetty)),
            ],
        ),
        FerryWalk::DeadEnd {
            from,
            lake,
            jetty,
            joins,
        } => w.t(
            "step-ferry-dead-end",
            vec![
                ("from", s(from)),
                ("lake", s(lake)),
                ("a", s(joins[0])),
                ("b", s(joins[1])),
                ("jetty", s(jetty)),
            ],
        ),
        FerryWalk::Beyond { from, lake, first } => w.t(
            "step-ferry-beyond",
            vec![("from", s(from)), ("lake", s(lake)), ("first", s(first))],
        ),
    }
}

/// A wagon rolling on, or staying in supply, after its feature scored.
fn wagon(w: &Words, f: &Fact) -> String {
    let Fact::Wagon {
        player,
        from,
        outcome,
        to,
        options,
        rule,
    } = f
    else {
        return String::new();
    };
    let player = s(player);
    let from = s(w.feature(from, "dative"));
    match (outcome, to) {
        (WagonOutcome::Moved, Some(to)) => w.t(
            "step-wagon-moved",
            vec![
                ("player", player),
                ("from", from),
                ("to", s(w.feature(to, "accusative"))),
                ("x", n(to.at.x)),
                ("y", n(to.at.y)),
                ("on", s(&to.on)),
                ("rule", s(w.wagon_rule(*rule))),
            ],
        ),
        (WagonOutcome::StaysByChoice, _) => {
            let names: Vec<String> = options
                .iter()
                .map(|o| w.feature_at(o, "accusative"))
                .collect();
            w.t(
                "step-wagon-stays-by-choice",
                vec![
                    ("player", player),
                    ("from", from),
                    ("options", s(w.or(&names))),
                ],
            )
        }
        _ => w.t(
            "step-wagon-nowhere",
            vec![
                ("player", player),
                ("from", from),
                ("rule", s(w.wagon_rule(*rule))),
            ],
        ),
    }
}

/// A remark on the position, in English.
pub fn note(n: &Note) -> String {
    note_in(n, Lang::En)
}

/// A remark on the position.
pub fn note_in(note: &Note, lang: Lang) -> String {
    let w = Words { c: catalogue(lang) };
    match note {
        Note::SeparateParts { parts } => {
            w.t("note-separate-parts", vec![("parts", n(*parts as i64))])
        }
    }
}
