//! The Princess & the Dragon in a scenario: the position's `dragon` and
//! `fairy`, the deployments `fairy`, `princess` and `portal`, the action's
//! `dragon` (its path) and `expect`'s `dragon`.

use super::format::{CAPTURE, CORNER, FEATURE_AT, FIGURE, SQUARE};
use super::load::{lone_figure, named_figure, req_at, req_figure, spot, standpoint};
use super::read::{Fields, Problems, pos, seq};
use super::shape::{self, Key, List, Mapping, Shape};
use super::*;
use crate::diag::{Problem, Text, msg, quoted};
use crate::figure::RuleSet;
use crate::yaml::{Node, Value};

/// Where the fairy stands: its square, and the follower it is next to
/// (none once that follower has left).
#[derive(Clone, Debug)]
pub struct FairySpot {
    pub at: Sp<Pos>,
    pub next_to: Option<Sp<Capture>>,
}

const FAIRY_HELP: Text = msg("diag-fairy-x-y-feature-follower");
const PRINCESS_HELP: Text = msg("diag-princess-x-y-feature-knight");

/// `deploy: {fairy: {at, on}}`: the fairy moved next to a follower.
pub(super) fn fairy(f: Fields, named: &Node, p: &mut Problems) -> Option<Deploy> {
    lone_figure(f, named, ("fairy", &FAIRY_HELP), p).map(Deploy::Fairy)
}

/// `deploy: {princess: {at, on}}`: the knight the princess sends home.
pub(super) fn princess(f: Fields, named: &Node, p: &mut Problems) -> Option<Deploy> {
    lone_figure(f, named, ("princess", &PRINCESS_HELP), p).map(Deploy::Princess)
}

/// `portal: {at, on}` with the `figure` that goes through it.
pub(super) fn portal(mut f: Fields, portal: &Node, p: &mut Problems) -> Option<Deploy> {
    let figure = req_figure(&mut f, &msg("diag-say-which-figure-goes-through"), p);
    let target = portal_target(portal, p);
    f.finish(&PORTAL.key_names(), p);
    let (at, on) = target?;
    Some(Deploy::Portal {
        figure: figure?,
        at,
        on,
    })
}

/// `portal: {at: [x, y], on: FEATURE}` (a `corner` is read, for the judge
/// to say that the barn never goes through a portal).
fn portal_target(
    node: &Node,
    p: &mut Problems,
) -> Option<(Sp<Pos>, Sp<carc_core::position::Standpoint>)> {
    let mut f = Fields::of(
        node,
        quoted("portal"),
        &msg("diag-portal-x-y-feature-where"),
        p,
    )?;
    let at = req_at(&mut f, &msg("diag-say-which-square-x-y"), p);
    let on = standpoint(spot(&mut f, node, p));
    f.finish(&PORTAL_TARGET.key_names(), p);
    Some((at?, on?))
}

/// The position's `fairy`: `{at: [x, y]}` alone (next to nobody), or next
/// to the follower it names.
pub(super) fn fairy_spot(node: &Node, p: &mut Problems) -> Option<Sp<FairySpot>> {
    let alone = matches!(&node.value, Value::Map(items) if items.len() == 1 && items[0].0.as_str() == Some("at"));
    if alone {
        let mut f = Fields::of(node, quoted("fairy"), &FAIRY_HELP, p)?;
        let at = req_at(&mut f, &msg("diag-say-which-square-x-y"), p);
        f.finish(&FAIRY_ALONE.names(), p);
        return Some(Sp::new(
            FairySpot {
                at: at?,
                next_to: None,
            },
            node.span,
        ));
    }
    let c = named_figure(node, quoted("fairy"), &FAIRY_HELP, p)?;
    Some(Sp::new(
        FairySpot {
            at: c.value.at.clone(),
            next_to: Some(c.clone()),
        },
        node.span,
    ))
}

/// The dragon's squares: `[[x, y], …]`, at most twice its six steps (the
/// judge says what is wrong with a list longer than six).
pub(super) fn dragon_path(node: &Node, p: &mut Problems) -> Option<Sp<Vec<Sp<Pos>>>> {
    const HELP: Text = msg("diag-dragon-lists-squares-dragon-moves");
    let items = seq(node, &HELP, p)?;
    if items.len() > 12 {
        p.push(
            Problem::new(
                "input::too-large",
                node.span,
                msg("diag-dragon-moves-most-six-steps"),
            )
            .label(msg("diag-squares-count").arg("count", items.len()))
            .help(&HELP),
        );
        return None;
    }
    // `dragon: [1, 0]`: one square written where the path lists squares.
    if let [x, y] = items
        && [x, y].iter().all(|n| matches!(n.value, Value::Int(_)))
    {
        let (Value::Int(x), Value::Int(y)) = (&x.value, &y.value) else {
            return None;
        };
        p.push(
            Problem::says(
                "input::type",
                node.span,
                msg("diag-dragon-path-list-squares-one"),
            )
            .help(
                msg("diag-dragon-path-help")
                    .arg("x", x.to_string())
                    .arg("y", y.to_string()),
            ),
        );
        return None;
    }
    let squares: Vec<Sp<Pos>> = items.iter().filter_map(|n| pos(n, p)).collect();
    (squares.len() == items.len()).then(|| Sp::new(squares, node.span))
}

// The keys' description (`shape.rs`), from which the loader takes the
// keys it knows and `carc schema` the JSON Schema.

/// The position's `dragon`.
pub(super) const DRAGON: Key = Key::opt("dragon", SQUARE)
    .about("The dragon's square, once it is in play (The Princess & the Dragon).")
    .needs(RuleSet::PrincessDragon);

/// `expect`'s `dragon`.
pub(super) const EXPECT_DRAGON: Key = Key::opt("dragon", SQUARE)
    .about("The dragon's square after the action (The Princess & the Dragon).");

const FAIRY_ALONE: Mapping = Mapping {
    about: "",
    keys: &[Key::req("at", SQUARE)],
    also: None,
};

/// The position's `fairy`.
pub(super) const FAIRY: Key = Key::opt(
    "fairy",
    Shape::AnyOf(
        &[CAPTURE, Shape::Map(&FAIRY_ALONE)],
        "where the fairy stands: next to the follower named, or alone on a square",
    ),
)
.about("Where the fairy stands: next to the follower named, or alone.")
.needs(RuleSet::PrincessDragon);

/// `deploy: {fairy}`.
pub(super) const FAIRY_MOVE: Shape = Shape::Map(&Mapping {
    about: "the fairy moved next to one of your followers (The Princess & the Dragon)",
    keys: &[Key::req("fairy", CAPTURE).needs(RuleSet::PrincessDragon)],
    also: None,
});

/// `deploy: {princess}`.
pub(super) const PRINCESS: Shape = Shape::Map(&Mapping {
    about: "a knight of the princess's city sent home",
    keys: &[Key::req("princess", CAPTURE).needs(RuleSet::PrincessDragon)],
    also: None,
});

/// Where a figure goes through a portal; a corner is read so that the
/// judge can say the barn never goes through one.
const PORTAL_TARGET: Shape = Shape::AnyOf(
    &[
        Shape::Map(&FEATURE_AT),
        shape::map_of![Key::req("at", SQUARE), Key::req("corner", CORNER)],
    ],
    "",
);

/// `deploy: {figure, portal}`.
pub(super) const PORTAL: Shape = Shape::Map(&Mapping {
    about: "a figure deployed through the placed tile's magic portal",
    keys: &[
        Key::req("figure", FIGURE),
        Key::req("portal", PORTAL_TARGET).needs(RuleSet::PrincessDragon),
    ],
    also: None,
});

/// The turn's `dragon`.
pub(super) const DRAGON_PATH: Key = Key::opt(
    "dragon",
    Shape::List(&List {
        item: SQUARE,
        min: 0,
        max: Some(12),
        unique: false,
        about: "the squares the dragon moves to, in order",
    }),
)
.about("The squares the dragon moves to, in order (a dragon tile).")
.needs(RuleSet::PrincessDragon);
