//! Abbey & Mayor in a scenario: the variant `wagon-move` and the action's
//! `wagons`, the choices for the wagons freed this turn. (The barn stands
//! at a `corner`, which every figure's place is read with.)

use super::format::{FEATURE_AT, PLAYER, SQUARE};
use super::load::{feature_at, req_owner};
use super::read::{Fields, Problems, list_of, word};
use super::shape::{self, Key, Mapping, Shape};
use super::*;
use crate::diag::{Problem, Text, msg, quoted};
use crate::figure::RuleSet;
use crate::yaml::{Node, Value};

#[derive(Clone, Debug)]
pub enum WagonTarget {
    Supply,
    Feature { at: Sp<Pos>, on: Sp<On> },
}

#[derive(Clone, Debug)]
pub struct WagonChoice {
    pub span: Span,
    pub owner: Sp<String>,
    /// The square of the wagon meant, for a player with several freed.
    pub from: Option<Sp<Pos>>,
    pub to: Sp<WagonTarget>,
}

/// `variants: {wagon-move: nearby}`.
pub(super) fn variants(node: &Node, p: &mut Problems) -> Option<Sp<WagonMove>> {
    let mut f = Fields::of(
        node,
        quoted("variants"),
        &msg("diag-variants-mapping-like-wagon-move"),
        p,
    )?;
    let wm = match f.opt("wagon-move") {
        Some(n) => word(
            n,
            &["connected", "nearby"],
            &msg("diag-wagon-move-variant"),
            p,
        )
        .map(|w| {
            let v = if w.value == "nearby" {
                WagonMove::Nearby
            } else {
                WagonMove::Connected
            };
            Sp::new(v, w.span)
        }),
        None => Some(Sp::new(WagonMove::default(), Span::default())),
    };
    f.finish(&VARIANTS_MAP.names(), p);
    wm
}

/// `wagons: [{owner: red, to: supply}, ...]`.
pub(super) fn wagons(node: &Node, p: &mut Problems) -> Option<Vec<WagonChoice>> {
    const HELP: Text = msg("diag-each-choice-owner-red-supply");
    let what = msg("diag-wagon-choice");
    list_of(node, what, &HELP, p, |mut f, item, p| {
        let owner = req_owner(&mut f, &msg("diag-say-whose-wagon-owner-red"), p);
        let from = match f.opt("from") {
            Some(n) => Some(super::read::pos(n, p)?),
            None => None,
        };
        let to = f.read("to", &msg("diag-say-where-wagon-goes"), p, wagon_target);
        f.finish(&WAGON.names(), p);
        Some(WagonChoice {
            span: item.span,
            owner: owner?,
            from,
            to: to?,
        })
    })
}

fn wagon_target(node: &Node, p: &mut Problems) -> Option<Sp<WagonTarget>> {
    const HELP: Text = msg("diag-wagon-goes-supply-x-y");
    if let Value::Str(s) = &node.value {
        if s == "supply" {
            return Some(Sp::new(WagonTarget::Supply, node.span));
        }
        p.push(
            Problem::says(
                "input::wagon-target",
                node.span,
                msg("diag-not-a-wagon-place").arg("word", s),
            )
            .help(&HELP),
        );
        return None;
    }
    let (at, on) = feature_at(node, msg("diag-wagon-target"), &HELP, p)?;
    Some(Sp::new(WagonTarget::Feature { at, on }, node.span))
}

// The keys' description (`shape.rs`), from which the loader takes the
// keys it knows and `carc schema` the JSON Schema.

const VARIANTS_MAP: Mapping = Mapping {
    about: "",
    keys: &[Key::opt(
        "wagon-move",
        Shape::Words(
            || vec!["connected", "nearby"],
            "how a wagon freed by scoring may move: to a feature directly connected (the CAR's rule) or on its square or around it (the new edition's)",
        ),
    )],
    also: None,
};

/// The position's `variants`.
pub(super) const VARIANTS: Key = Key::opt("variants", Shape::Map(&VARIANTS_MAP));

const WAGON: Mapping = Mapping {
    about: "",
    keys: &[
        Key::req("owner", PLAYER),
        Key::opt("from", SQUARE).about(
            "the square of the wagon meant, needed only when its owner has several wagons freed this turn",
        ),
        Key::req(
            "to",
            Shape::AnyOf(
                &[Shape::Word("supply"), Shape::Map(&FEATURE_AT)],
                "where the wagon goes: `supply`, or a feature",
            ),
        ),
    ],
    also: None,
};

/// The turn's `wagons`.
pub(super) const WAGONS: Key =
    Key::opt("wagons", shape::list_of!(Shape::Map(&WAGON))).needs(RuleSet::AbbeyMayor);
