//! The City of Carcassonne in a scenario (The Count of Carcassonne): the
//! position's `city-of-carcassonne`, the action's `leave-city`,
//! `enter-city` and `move-count`, and the final scoring's `leave-city`.

use super::format::{FEATURE_AT, FIGURE, PLAYER};
use super::load::{feature_at, figure_kind, present, req_figure, req_owner};
use super::read::{Fields, Problems, list_of, word};
use super::shape::{self, Key, Mapping, Shape};
use super::*;
use crate::diag::{Text, msg, quoted};
use crate::figure::RuleSet;
use crate::yaml::Node;

/// The City of Carcassonne: the count's quarter and the figures in the
/// quarters (in the position, and in `expect`).
#[derive(Clone, Debug)]
pub struct CityEntry {
    pub span: Span,
    /// The count's quarter; the castle when left out.
    pub count: Option<Sp<Quarter>>,
    pub followers: Vec<InCityEntry>,
}

/// A figure in a quarter of the City.
#[derive(Clone, Debug)]
pub struct InCityEntry {
    pub span: Span,
    pub owner: Sp<String>,
    pub figure: Sp<FigureKind>,
    pub quarter: Sp<Quarter>,
}

/// A figure leaving a quarter of the City for a feature.
#[derive(Clone, Debug)]
pub struct LeaveCityEntry {
    pub span: Span,
    pub owner: Sp<String>,
    pub figure: Sp<FigureKind>,
    pub quarter: Sp<Quarter>,
    pub at: Sp<Pos>,
    pub on: Sp<On>,
}

/// The figure put into a quarter of the City.
#[derive(Clone, Debug)]
pub struct EnterCityEntry {
    pub figure: Sp<FigureKind>,
    pub quarter: Sp<Quarter>,
}

/// A quarter's name.
pub(super) fn quarter(node: &Node, p: &mut Problems) -> Option<Sp<Quarter>> {
    word(node, &Quarter::NAMES, &msg("diag-word-quarter"), p).and_then(|w| {
        let q = Quarter::parse(w.value)?;
        Some(Sp::new(q, w.span))
    })
}

/// `quarter: QUARTER`, required.
fn req_quarter(f: &mut Fields, help: &Text, p: &mut Problems) -> Option<Sp<Quarter>> {
    f.read("quarter", help, p, quarter)
}

/// `city-of-carcassonne: {count: QUARTER, followers: [{owner, figure, quarter}]}`.
pub(super) fn city(node: &Node, p: &mut Problems) -> Option<CityEntry> {
    const HELP: Text = msg("diag-city-carcassonne-count-castle-followers");
    let mut f = Fields::of(node, quoted("city-of-carcassonne"), &HELP, p)?;
    let count = f.opt("count").map(|n| quarter(n, p));
    let followers = f.opt("followers").map(|n| in_city(n, p));
    f.finish(&CITY_MAP.names(), p);
    Some(CityEntry {
        span: node.span,
        count: present(count)?,
        followers: present(followers)?.unwrap_or_default(),
    })
}

fn in_city(node: &Node, p: &mut Problems) -> Option<Vec<InCityEntry>> {
    const HELP: Text = msg("diag-each-figure-city-owner-red");
    list_of(node, msg("diag-figure-city"), &HELP, p, |mut f, item, p| {
        let owner = req_owner(&mut f, &msg("diag-say-whose-figure-short"), p);
        let figure = req_figure(&mut f, &msg("diag-say-which-figure-figure-follower"), p);
        let quarter = req_quarter(&mut f, &msg("diag-say-which-quarter-quarter-castle"), p);
        f.finish(&IN_CITY.names(), p);
        Some(InCityEntry {
            span: item.span,
            owner: owner?,
            figure: figure?,
            quarter: quarter?,
        })
    })
}

/// `leave-city: [{owner, figure, quarter, to: {at, on}}]`; `figure` is a
/// follower when left out.
pub(super) fn leave_city(node: &Node, p: &mut Problems) -> Option<Vec<LeaveCityEntry>> {
    const HELP: Text = msg("diag-each-figure-leaving-city-owner");
    let what = msg("diag-figure-leaving-city");
    list_of(node, what, &HELP, p, |mut f, item, p| {
        let owner = req_owner(&mut f, &msg("diag-say-whose-figure-short"), p);
        let figure = match f.opt("figure") {
            Some(n) => figure_kind(n, p),
            None => Some(Sp::new(FigureKind::Follower, item.span)),
        };
        let quarter = req_quarter(&mut f, &msg("diag-say-which-quarter-leaves-quarter"), p);
        let to = f.read("to", &msg("diag-say-where-goes-x-y"), p, |n, p| {
            feature_at(n, quoted("to"), &HELP, p)
        });
        f.finish(&LEAVE.names(), p);
        let (at, on) = to?;
        Some(LeaveCityEntry {
            span: item.span,
            owner: owner?,
            figure: figure?,
            quarter: quarter?,
            at,
            on,
        })
    })
}

/// `enter-city: {figure: follower, quarter: market}`.
pub(super) fn enter_city(node: &Node, p: &mut Problems) -> Option<Sp<EnterCityEntry>> {
    const HELP: Text = msg("diag-enter-city-figure-follower-quarter");
    let mut f = Fields::of(node, quoted("enter-city"), &HELP, p)?;
    let figure = req_figure(&mut f, &msg("diag-say-which-figure-figure-follower"), p);
    let quarter = req_quarter(&mut f, &msg("diag-say-which-quarter-quarter-market"), p);
    f.finish(&ENTER.names(), p);
    Some(Sp::new(
        EnterCityEntry {
            figure: figure?,
            quarter: quarter?,
        },
        node.span,
    ))
}

/// `final-scoring: {leave-city: [...]}`: the choices made at the end.
pub(super) fn final_choices(node: &Node, p: &mut Problems) -> Option<Vec<LeaveCityEntry>> {
    const HELP: Text = msg("diag-final-scoring-takes-leave-city");
    let mut f = Fields::of(node, quoted("final-scoring"), &HELP, p)?;
    let leave = f.opt("leave-city").map(|n| leave_city(n, p));
    f.finish(&super::format::FINAL_SCORING_CHOICES.names(), p);
    present(leave).map(Option::unwrap_or_default)
}

// The keys' description (`shape.rs`), from which the loader takes the
// keys it knows and `carc schema` the JSON Schema.

const QUARTER: Shape = Shape::Words(
    || Quarter::NAMES.to_vec(),
    "a quarter of the City of Carcassonne",
);

const IN_CITY: Mapping = Mapping {
    about: "a figure in a quarter of the City",
    keys: &[
        Key::req("owner", PLAYER),
        Key::req("figure", FIGURE),
        Key::req("quarter", QUARTER),
    ],
    also: None,
};

const CITY_MAP: Mapping = Mapping {
    about: "the City of Carcassonne: where the count stands (the castle when left out) and the figures in its quarters",
    keys: &[
        Key::opt("count", QUARTER),
        Key::opt("followers", shape::list_of!(Shape::Map(&IN_CITY))),
    ],
    also: None,
};

/// The position's `city-of-carcassonne`.
pub(super) const CITY: Key = Key::opt("city-of-carcassonne", Shape::Map(&CITY_MAP))
    .about("The City of Carcassonne's quarters and the count (The Count of Carcassonne).")
    .needs(RuleSet::Count);

/// `expect`'s `city-of-carcassonne`.
pub(super) const EXPECT_CITY: Key = Key::opt("city-of-carcassonne", Shape::Map(&CITY_MAP))
    .about(
        "The City of Carcassonne after the action: the count's quarter and every figure in the quarters.",
    );

const LEAVE: Mapping = Mapping {
    about: "a figure leaving a quarter of the City for a feature (`figure` is a follower when left out)",
    keys: &[
        Key::req("owner", PLAYER),
        Key::opt("figure", FIGURE),
        Key::req("quarter", QUARTER),
        Key::req("to", Shape::Map(&FEATURE_AT)),
    ],
    also: None,
};

const LEAVING: Shape = shape::list_of!(Shape::Map(&LEAVE));

/// The turn's `leave-city`.
pub(super) const LEAVE_CITY: Key = Key::opt("leave-city", LEAVING).about(
    "Figures leaving the City of Carcassonne before the features they go to score (The Count of Carcassonne).",
)
    .needs(RuleSet::Count);

/// `final-scoring`'s `leave-city`.
pub(super) const FINAL_LEAVE_CITY: Key = Key::opt("leave-city", LEAVING)
    .about("The market's figures going to farms before they score (The Count of Carcassonne).")
    .needs(RuleSet::Count);

const ENTER: Mapping = Mapping {
    about: "the active player's figure from supply into a quarter",
    keys: &[Key::req("figure", FIGURE), Key::req("quarter", QUARTER)],
    also: None,
};

/// The turn's `enter-city`.
pub(super) const ENTER_CITY: Key = Key::opt("enter-city", Shape::Map(&ENTER))
    .about("The active player's figure put into the City after scoring.")
    .needs(RuleSet::Count);

/// The turn's `move-count`.
pub(super) const MOVE_COUNT: Key = Key::opt("move-count", QUARTER)
    .about("Where the player who entered the City moves the count.")
    .needs(RuleSet::Count);
