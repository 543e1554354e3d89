//! The festival in a scenario (The Festival): the deployment `festival`,
//! one of the player's figures taken back.

use super::format::{CAPTURE, FOLLOWER, PLAYER};
use super::load::lone_figure;
use super::load::req_figure;
use super::read::{Fields, Problems, text};
use super::shape::{Key, Mapping, Shape};
use super::*;
use crate::diag::{Text, msg, quoted};
use crate::figure::RuleSet;
use crate::yaml::{Node, Value};

const FESTIVAL_HELP: Text = msg("diag-festival-x-y-feature-corner");

/// `deploy: {festival: {at, on}}`, or `{held-by, figure}` for a prisoner.
pub(super) fn festival(f: Fields, named: &Node, p: &mut Problems) -> Option<Deploy> {
    let prisoner = matches!(&named.value, Value::Map(items)
        if items.iter().any(|(k, _)| k.as_str() == Some("held-by")));
    if !prisoner {
        return lone_figure(f, named, ("festival", &FESTIVAL_HELP), p).map(Deploy::Festival);
    }
    f.finish(&["festival"], p);
    let mut g = Fields::of(named, quoted("festival"), &FESTIVAL_HELP, p)?;
    let held_by = g.read(
        "held-by",
        &msg("diag-say-who-holds-prisoner-held"),
        p,
        |n, p| text(n, &msg("diag-player-name"), p),
    );
    let figure = req_figure(&mut g, &msg("diag-say-which-your-followers-figure"), p);
    g.finish(&PRISONER_NAMED.names(), p);
    Some(Deploy::FestivalPrisoner {
        held_by: held_by?,
        figure: figure?,
    })
}

// The keys' description (`shape.rs`), from which the loader takes the
// keys it knows and `carc schema` the JSON Schema.

/// A prisoner named in a festival return: who holds it, and which.
const PRISONER_NAMED: Mapping = Mapping {
    about: "one of your followers held prisoner (The Tower): who holds it, and which",
    keys: &[
        Key::req("held-by", PLAYER).needs(RuleSet::Tower),
        Key::req("figure", FOLLOWER),
    ],
    also: None,
};

/// `deploy: {festival}`.
pub(super) const FESTIVAL: Shape = Shape::Map(&Mapping {
    about: "one of your figures taken back on a festival tile (The Festival)",
    keys: &[Key::req(
        "festival",
        Shape::AnyOf(&[CAPTURE, Shape::Map(&PRISONER_NAMED)], ""),
    )
    .needs(RuleSet::Festival)],
    also: None,
});
