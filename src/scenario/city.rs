//! The City of Carcassonne in a scenario (The Count of Carcassonne): the
//! position's `city-of-carcassonne`, the action's `leave-city`,
//! `enter-city` and `move-count`, and the final scoring's `leave-city`.

use super::load::figure_kind;
use super::read::{Fields, Problems, seq, text, word};
use super::*;
use crate::yaml::Node;

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

/// `city-of-carcassonne: {count: QUARTER, followers: [{owner, figure, quarter}]}`.
pub(super) fn city(node: &Node, p: &mut Problems) -> Option<CityEntry> {
    const HELP: &str = "`city-of-carcassonne` is `{count: castle, followers: [{owner: red, figure: follower, quarter: market}]}`";
    let mut f = Fields::of(node, "`city-of-carcassonne`", HELP, p)?;
    let count = f.opt("count").map(|n| quarter(n, p));
    let followers = f.opt("followers").map(|n| in_city(n, p));
    f.finish(CITY_KEYS, p);
    Some(CityEntry {
        span: node.span,
        count: super::load::present(count)?,
        followers: super::load::present(followers)?.unwrap_or_default(),
    })
}

fn in_city(node: &Node, p: &mut Problems) -> Option<Vec<InCityEntry>> {
    const HELP: &str =
        "each figure in the City is `{owner: red, figure: follower, quarter: castle}`";
    let items = seq(node, HELP, p)?;
    let mut out = Vec::new();
    let mut ok = true;
    for n in items {
        let Some(mut f) = Fields::of(n, "a figure in the City", HELP, p) else {
            ok = false;
            continue;
        };
        let owner = f
            .req("owner", "say whose figure: `owner: red`", p)
            .and_then(|n| text(n, "the owner is a player's name", p));
        let figure = f
            .req("figure", "say which figure: `figure: follower`", p)
            .and_then(|n| figure_kind(n, p));
        let quarter = f
            .req("quarter", "say which quarter: `quarter: castle`", p)
            .and_then(|n| quarter(n, p));
        f.finish(IN_CITY_KEYS, p);
        match (owner, figure, quarter) {
            (Some(owner), Some(figure), Some(quarter)) => out.push(InCityEntry {
                span: n.span,
                owner,
                figure,
                quarter,
            }),
            _ => ok = false,
        }
    }
    ok.then_some(out)
}

/// `leave-city: [{owner, figure, quarter, to: {at, on}}]`; `figure` is a
/// follower when left out.
pub(super) fn leave_city(node: &Node, p: &mut Problems) -> Option<Vec<LeaveCityEntry>> {
    const HELP: &str = "each figure leaving the City is `{owner: red, quarter: castle, to: {at: [x, y], on: FEATURE}}` (add `figure:` for another figure than a follower)";
    let items = seq(node, HELP, p)?;
    let mut out = Vec::new();
    let mut ok = true;
    for n in items {
        let Some(mut f) = Fields::of(n, "a figure leaving the City", HELP, p) else {
            ok = false;
            continue;
        };
        let owner = f
            .req("owner", "say whose figure: `owner: red`", p)
            .and_then(|n| text(n, "the owner is a player's name", p));
        let figure = match f.opt("figure") {
            Some(n) => figure_kind(n, p),
            None => Some(Sp::new(FigureKind::Follower, n.span)),
        };
        let quarter = f
            .req(
                "quarter",
                "say which quarter it leaves: `quarter: castle`",
                p,
            )
            .and_then(|n| quarter(n, p));
        let to = f
            .req(
                "to",
                "say where it goes: `to: {at: [x, y], on: FEATURE}`",
                p,
            )
            .and_then(|n| super::load::feature_at(n, "`to`", HELP, p));
        f.finish(LEAVE_KEYS, p);
        match (owner, figure, quarter, to) {
            (Some(owner), Some(figure), Some(quarter), Some((at, on))) => {
                out.push(LeaveCityEntry {
                    span: n.span,
                    owner,
                    figure,
                    quarter,
                    at,
                    on,
                })
            }
            _ => ok = false,
        }
    }
    ok.then_some(out)
}

/// `enter-city: {figure: follower, quarter: market}`.
pub(super) fn enter_city(node: &Node, p: &mut Problems) -> Option<Sp<EnterCityEntry>> {
    const HELP: &str = "`enter-city` is `{figure: follower, quarter: market}`: your figure from supply into a quarter";
    let mut f = Fields::of(node, "`enter-city`", HELP, p)?;
    let figure = f
        .req("figure", "say which figure: `figure: follower`", p)
        .and_then(|n| figure_kind(n, p));
    let quarter = f
        .req("quarter", "say which quarter: `quarter: market`", p)
        .and_then(|n| quarter(n, p));
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
    super::load::present(leave).map(Option::unwrap_or_default)
}
