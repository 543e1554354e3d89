//! One sentence per fact of a ruling, in the reader's language: each fact
//! picks its message from the catalogue (`step-*` in locales/*/*.ftl) and
//! hands it the facts as variables; the phrases a sentence is made of
//! (features, figures, counts, strengths, lists) are messages too. One
//! module per family of facts.

mod castles;
mod count;
mod dragon;
mod ferry;
mod festival;
mod flight;
mod goods;
mod scoring;
mod sieges;
mod tower;
mod turn;
mod wagon;

use fluent_bundle::{FluentArgs, FluentValue};

use carc_core::FigureKind;
use carc_core::engine::{Fact, Note};
use carc_core::position::WagonMove;
use carc_core::ruling::{
    Basis, Counting, FeatureRef, Owned, Spot, Strength, StrengthPart, WagonOutcome,
};

use crate::i18n::{Catalogue, Lang, catalogue};

/// A message's variables: names with strings or numbers.
pub(super) type Vars<'a> = Vec<(&'static str, FluentValue<'a>)>;

/// A string variable.
pub(super) fn s(text: impl ToString) -> FluentValue<'static> {
    FluentValue::from(text.to_string())
}

/// A number variable (plurals select on it).
pub(super) fn n(number: impl Into<i64>) -> FluentValue<'static> {
    FluentValue::from(number.into())
}

/// The catalogue of one language, with the phrases sentences share.
pub(super) struct Words {
    pub(super) c: &'static Catalogue,
}

impl Words {
    pub(super) fn t(&self, id: &str, vars: Vars) -> String {
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

    pub(super) fn and(&self, items: &[String]) -> String {
        self.list(items, "list-and")
    }

    pub(super) fn or(&self, items: &[String]) -> String {
        self.list(items, "list-or")
    }

    /// "the city on [0, 0] and [0, 1]", in the case the sentence needs.
    pub(super) fn feature(&self, f: &FeatureRef, case: &str) -> String {
        let squares: Vec<String> = f.squares.iter().map(|p| p.to_string()).collect();
        // An inn or a cathedral changes what the feature is worth, so the
        // ruling names it with the feature.
        let marked = if f.inns > 0 {
            "inn"
        } else if f.cathedrals > 0 {
            "cathedral"
        } else {
            "none"
        };
        self.t(
            "feature",
            vec![
                ("case", s(case)),
                ("kind", s(f.kind)),
                ("squares", s(self.and(&squares))),
                ("marked", s(marked)),
            ],
        )
    }

    /// "the road W on [-2, 0]"; "the monastery on [0, 0]".
    pub(super) fn feature_at(&self, f: &FeatureRef, case: &str) -> String {
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

    /// "road (E W)", "monastery": a feature of one tile as a scenario
    /// names it.
    pub(super) fn spot(&self, spot: &Spot) -> String {
        if spot.points.is_empty() {
            self.t("spot-inner", vec![("kind", s(spot.kind))])
        } else {
            self.t(
                "spot",
                vec![("kind", s(spot.kind)), ("points", s(spot.points.join(" ")))],
            )
        }
    }

    /// A compass direction in running text (`N`, `SE`), in the letters
    /// the language abbreviates it with.
    pub(super) fn compass(&self, direction: &str) -> String {
        self.t("compass", vec![("direction", s(direction))])
    }

    /// "big follower".
    pub(super) fn figure(&self, f: FigureKind) -> String {
        self.t("figure", vec![("figure", s(f.name()))])
    }

    /// "red's big follower".
    pub(super) fn owned(&self, o: &Owned) -> String {
        self.t(
            "figure-of",
            vec![
                ("player", s(&o.player)),
                ("figure", s(self.figure(o.figure))),
                ("kind", s(o.figure.name())),
            ],
        )
    }

    /// Figures and their owners as a list, alike figures of one owner
    /// counted together: "red's mayor, red's big follower and blue's 2
    /// followers".
    pub(super) fn owned_list<'o>(&self, figures: impl IntoIterator<Item = &'o Owned>) -> String {
        let mut groups: Vec<(&Owned, i64)> = Vec::new();
        for o in figures {
            match groups.iter_mut().find(|(g, _)| *g == o) {
                Some((_, n)) => *n += 1,
                None => groups.push((o, 1)),
            }
        }
        let names: Vec<String> = groups
            .iter()
            .map(|(o, count)| match count {
                1 => self.owned(o),
                _ => self.t(
                    "figures-of",
                    vec![
                        ("player", s(&o.player)),
                        ("count", n(*count)),
                        ("figure", s(self.figure(o.figure))),
                        ("kind", s(o.figure.name())),
                    ],
                ),
            })
            .collect();
        self.and(&names)
    }

    /// "big follower", or "follower (as the phantom)" for a figure the
    /// phantom stands in for.
    pub(super) fn figure_name(&self, figure: FigureKind, phantom: bool) -> String {
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
    pub(super) fn working(&self, c: &Counting) -> String {
        match *c {
            Counting::Road { tiles, rate } => self.t(
                "working-road",
                vec![
                    ("tiles", s(self.counted("counted-tiles", tiles))),
                    ("rate", n(rate)),
                ],
            ),
            Counting::Forfeit { tiles } => self.t(
                "working-forfeit",
                vec![("tiles", s(self.counted("counted-tiles", tiles)))],
            ),
            Counting::Castle { tiles } => self.t(
                "working-castle",
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
    pub(super) fn strengths(&self, strengths: &[Strength]) -> String {
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

    pub(super) fn wagon_rule(&self, rule: WagonMove) -> String {
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
                turn::returned(&w, figures, from.as_ref(), &rolling)
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
        Fact::TilePlaced { .. }
        | Fact::NextTile { .. }
        | Fact::AbbeyPlaced { .. }
        | Fact::Deployed { .. } => turn::placing(w, f),
        Fact::BarnSet { .. } | Fact::AbbotTakenBack { .. } | Fact::DoubleTurn { .. } => {
            turn::placing(w, f)
        }
        Fact::Completed { .. } | Fact::FinalScoring | Fact::Valued { .. } | Fact::Scored { .. } => {
            scoring::scoring(w, f)
        }
        Fact::BarnScoresFarmers { .. }
        | Fact::JoinedBarnFarm { .. }
        | Fact::FarmScored { .. }
        | Fact::BarnFinal { .. }
        | Fact::BarnsJoined { .. }
        | Fact::HerdBesideBarn { .. }
        | Fact::BarnStays => scoring::farms(w, f),
        Fact::Told { clause, .. } => super::refusal::clause_with(w.c, clause),
        Fact::Returned { figures, from } => turn::returned(w, figures, from.as_ref(), &[]),
        Fact::Flew { .. } | Fact::FlightOptions { .. } => flight::flights(w, f),
        Fact::FerryPlaced { .. } | Fact::FerriesReached { .. } | Fact::FerryMoved { .. } => {
            ferry::ferries(w, f)
        }
        Fact::BuilderStays { player, road } => w.t(
            "step-builder-stays",
            vec![
                ("player", s(player)),
                ("road", s(w.feature(road, "nominative"))),
            ],
        ),
        Fact::Wagon { .. } => wagon::wagon(w, f),
        Fact::GoodsTaken { .. } | Fact::GoodsScored { .. } => goods::goods(w, f),
        Fact::FloorBuilt { .. }
        | Fact::TowerClosed { .. }
        | Fact::Captured { .. }
        | Fact::Exchanged { .. }
        | Fact::Ransomed { .. } => tower::tower(w, f),
        Fact::DragonFlies { .. }
        | Fact::DragonStep { .. }
        | Fact::DragonStuck { .. }
        | Fact::FairyMoved { .. }
        | Fact::FairyPoint { .. }
        | Fact::FairyScores { .. }
        | Fact::PortalDeployed { .. }
        | Fact::PrincessSends { .. } => dragon::dragon(w, f),
        Fact::FestivalReturn { .. } => festival::festival(w, f),
        Fact::Escaped { .. } => sieges::sieges(w, f),
        Fact::NotOffered { because, .. } => super::refusal::clause_with(w.c, because),
        Fact::CastleBuilt { .. } | Fact::CastleScores { .. } | Fact::CastleLeftOut { .. } => {
            castles::castles(w, f)
        }
        Fact::LeftCity { .. } | Fact::EnteredCity { .. } | Fact::CountMoved { .. } => {
            count::count(w, f)
        }
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
