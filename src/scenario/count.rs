//! The City of Carcassonne in a scenario (The Count of Carcassonne): the
//! position's `city-of-carcassonne`, the action's `leave-city`,
//! `enter-city` and `move-count`, and the final scoring's `leave-city`.

use super::load::{feature_at, figure_kind, present, req_figure, req_owner};
use super::read::{Fields, Problems, list_of, word};
use super::*;
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

const CITY_KEYS: &[&str] = &["count", "followers"];
const IN_CITY_KEYS: &[&str] = &["owner", "figure", "quarter"];
const LEAVE_KEYS: &[&str] = &["owner", "figure", "quarter", "to"];
const ENTER_KEYS: &[&str] = &["figure", "quarter"];

/// A quarter's name.
pub(super) fn quarter(node: &Node, p: &mut Problems) -> Option<Sp<Quarter>> {
    word(node, &Quarter::NAMES, "quarter", p).and_then(|w| {
        let q = Quarter::parse(w.value)?;
        Some(Sp::new(q, w.span))
    })
}

/// `quarter: QUARTER`, required.
fn req_quarter(f: &mut Fields, help: &str, p: &mut Problems) -> Option<Sp<Quarter>> {
    f.read("quarter", help, p, quarter)
}

/// `city-of-carcassonne: {count: QUARTER, followers: [{owner, figure, quarter}]}`.
pub(super) fn city(node: &Node, p: &mut Problems) -> Option<CityEntry> {
    const HELP: &str = "`city-of-carcassonne` is `{count: castle, followers: [{owner: red, figure: follower, quarter: market}]}`";
    let mut f = Fields::of(node, "`city-of-carcassonne`", HELP, p)?;
    let count = f.opt("count").map(|n| quarter(n, p));
    let followers = f.opt("followers").map(|n| in_city(n, p));
    f.finish(CITY_KEYS, p);
    Some(CityEntry {
        span: node.span,
        count: present(count)?,
        followers: present(followers)?.unwrap_or_default(),
    })
}

fn in_city(node: &Node, p: &mut Problems) -> Option<Vec<InCityEntry>> {
    const HELP: &str =
        "each figure in the City is `{owner: red, figure: follower, quarter: castle}`";
    list_of(node, "a figure in the City", HELP, p, |mut f, item, p| {
        let owner = req_owner(&mut f, "say whose figure: `owner: red`", p);
        let figure = req_figure(&mut f, "say which figure: `figure: follower`", p);
        let quarter = req_quarter(&mut f, "say which quarter: `quarter: castle`", p);
        f.finish(IN_CITY_KEYS, p);
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
    const HELP: &str = "each figure leaving the City is `{owner: red, quarter: castle, to: {at: [x, y], on: FEATURE}}` (add `figure:` for another figure than a follower)";
    list_of(
        node,
        "a figure leaving the City",
        HELP,
        p,
        |mut f, item, p| {
            let owner = req_owner(&mut f, "say whose figure: `owner: red`", p);
            let figure = match f.opt("figure") {
                Some(n) => figure_kind(n, p),
                None => Some(Sp::new(FigureKind::Follower, item.span)),
            };
            let quarter = req_quarter(&mut f, "say which quarter it leaves: `quarter: castle`", p);
            let to = f.read(
                "to",
                "say where it goes: `to: {at: [x, y], on: FEATURE}`",
                p,
                |n, p| feature_at(n, "`to`", HELP, p),
            );
            f.finish(LEAVE_KEYS, p);
            let (at, on) = to?;
            Some(LeaveCityEntry {
                span: item.span,
                owner: owner?,
                figure: figure?,
                quarter: quarter?,
                at,
                on,
            })
        },
    )
}

/// `enter-city: {figure: follower, quarter: market}`.
pub(super) fn enter_city(node: &Node, p: &mut Problems) -> Option<Sp<EnterCityEntry>> {
    const HELP: &str = "`enter-city` is `{figure: follower, quarter: market}`: your figure from supply into a quarter";
    let mut f = Fields::of(node, "`enter-city`", HELP, p)?;
    let figure = req_figure(&mut f, "say which figure: `figure: follower`", p);
    let quarter = req_quarter(&mut f, "say which quarter: `quarter: market`", p);
    f.finish(ENTER_KEYS, p);
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
    const HELP: &str = "`final-scoring` takes `{leave-city: [{owner: red, quarter: market, to: {at: [x, y], on: FEATURE}}]}`";
    let mut f = Fields::of(node, "`final-scoring`", HELP, p)?;
    let leave = f.opt("leave-city").map(|n| leave_city(n, p));
    f.finish(&["leave-city"], p);
    present(leave).map(Option::unwrap_or_default)
}
