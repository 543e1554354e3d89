//! The Tower in a scenario: a board tile's `tower` (its floors), the
//! position's and `expect`'s `prisoners`, the deployments `floor` (with its
//! `capture` and `exchange`) and `tower` (a follower on top), and the
//! action's `ransom`.

use super::format::{CAPTURE, FIGURE, FOLLOWER, PLAYER, SQUARE};
use super::load::{figure_kind, named_figure, present, req_figure, req_owner};
use super::read::{Fields, Problems, by_player, each_of, int, pos, text};
use super::shape::{self, Key, Mapping, Shape};
use super::*;
use crate::diag::{Problem, Text, msg, quoted};
use crate::figure::RuleSet;
use crate::yaml::Node;

/// A figure held captive: whose it is and what.
#[derive(Clone, Debug)]
pub struct Captive {
    pub span: Span,
    pub owner: Sp<String>,
    pub figure: Sp<FigureKind>,
}
/// Prisoners per holder, e.g. `prisoners: {red: [{owner: blue, figure: follower}]}`.
pub type PrisonersByPlayer = Vec<(Sp<String>, Vec<Captive>)>;

/// A prisoner bought back: from whom, and which figure.
#[derive(Clone, Debug)]
pub struct Ransom {
    pub from: Sp<String>,
    pub figure: Sp<FigureKind>,
}

/// The most floors one tower can have: every floor of the box (six players
/// hold 5 each, two hold 10).
const MAX_FLOORS: u8 = 30;

/// `tower: N` on a board tile: the floors of its tower.
pub(super) fn floors(node: &Node, p: &mut Problems) -> Option<Sp<i64>> {
    const HELP: Text = msg("diag-tower-number-floors-e-g");
    let n = int(node, &HELP, p)?;
    if !(0..=i64::from(MAX_FLOORS)).contains(&n.value) {
        p.push(
            Problem::new(
                "input::too-large",
                n.span,
                msg("diag-tower-floors-range").arg("max", MAX_FLOORS),
            )
            .label(msg("diag-out-range"))
            .help(&HELP),
        );
        return None;
    }
    Some(n)
}

/// `prisoners: {red: [{owner: blue, figure: follower}]}`.
pub(super) fn prisoners(node: &Node, p: &mut Problems) -> PrisonersByPlayer {
    const HELP: Text = msg("diag-figures-held-captive-per-player");
    let helps = (&HELP, &msg("diag-prisoner-owner-blue-figure-follower"));
    by_player(node, &HELP, p)
        .into_iter()
        .filter_map(|(name, v)| Some((name, each_of(v, msg("diag-prisoner"), helps, p, captive)?)))
        .collect()
}

fn captive(mut f: Fields, node: &Node, p: &mut Problems) -> Option<Captive> {
    let owner = req_owner(&mut f, &msg("diag-say-whose-figure-owner-blue"), p);
    let figure = req_figure(&mut f, &msg("diag-say-which-figure-figure-follower"), p);
    f.finish(&CAPTIVE.names(), p);
    Some(Captive {
        span: node.span,
        owner: owner?,
        figure: figure?,
    })
}

/// `floor: [x, y]`: a floor put on a tower, with the follower it captures
/// and the prisoner it exchanges, if any.
pub(super) fn floor(mut f: Fields, floor: &Node, p: &mut Problems) -> Option<Deploy> {
    let at = pos(floor, p);
    let capture = f.opt("capture").map(|n| capture(n, p));
    let exchange = f.opt("exchange").map(|n| figure_kind(n, p));
    f.finish(&FLOOR.key_names(), p);
    Some(Deploy::Floor {
        at: at?,
        capture: present(capture)?,
        exchange: present(exchange)?,
    })
}

/// `capture: {at: [x, y], on: FEATURE}` (`on: tower` for the top of a
/// tower), with `owner` and `figure` when several figures stand there.
fn capture(node: &Node, p: &mut Problems) -> Option<Sp<Capture>> {
    named_figure(
        node,
        quoted("capture"),
        &msg("diag-capture-x-y-feature-tower"),
        p,
    )
}

/// `tower: [x, y]` with the `figure` that goes on top of that tower.
pub(super) fn top(mut f: Fields, tower: &Node, p: &mut Problems) -> Option<Deploy> {
    let at = pos(tower, p);
    let figure = req_figure(&mut f, &msg("diag-say-which-follower-goes-top"), p);
    f.finish(&TOWER_TOP.key_names(), p);
    Some(Deploy::TowerTop {
        figure: figure?,
        at: at?,
    })
}

/// `on: tower` in a deployment from supply: the top of a tower is named by
/// its square instead.
pub(super) fn top_as_feature(on: Span) -> Problem {
    Problem::says(
        "input::spot",
        on,
        msg("diag-follower-goes-top-tower-naming"),
    )
}

/// `ransom: {from: blue, figure: follower}`.
pub(super) fn ransom(node: &Node, p: &mut Problems) -> Option<Sp<Ransom>> {
    let mut f = Fields::of(
        node,
        quoted("ransom"),
        &msg("diag-ransom-from-player-figure-figure"),
        p,
    )?;
    let from = f.read(
        "from",
        &msg("diag-say-who-holds-prisoner-from"),
        p,
        |n, p| text(n, &msg("diag-player-name"), p),
    );
    let figure = req_figure(&mut f, &msg("diag-say-which-your-figures-figure"), p);
    f.finish(&RANSOM_MAP.names(), p);
    Some(Sp::new(
        Ransom {
            from: from?,
            figure: figure?,
        },
        node.span,
    ))
}

// The keys' description (`shape.rs`), from which the loader takes the
// keys it knows and `carc schema` the JSON Schema.

/// A board entry's `tower`.
pub(super) const BOARD_TOWER: Key = Key::opt(
    "tower",
    Shape::Int {
        min: 0,
        max: MAX_FLOORS as i64,
        about: "the floors of the tile's tower (The Tower); 0 for a bare foundation",
    },
)
.needs(RuleSet::Tower);

/// `deploy: {floor, capture, exchange}`.
pub(super) const FLOOR: Shape = Shape::Map(&Mapping {
    about: "a tower floor built on the tower or foundation at `floor` (The Tower)",
    keys: &[
        Key::req("floor", SQUARE).needs(RuleSet::Tower),
        Key::opt("capture", CAPTURE),
        Key::opt("exchange", FIGURE),
    ],
    also: None,
});

/// `deploy: {figure, tower}`.
pub(super) const TOWER_TOP: Shape = Shape::Map(&Mapping {
    about: "a follower set on top of the open tower at `tower` (The Tower)",
    keys: &[
        Key::req("figure", FIGURE),
        Key::req("tower", SQUARE).needs(RuleSet::Tower),
    ],
    also: None,
});

const RANSOM_MAP: Mapping = Mapping {
    about: "",
    keys: &[Key::req("from", PLAYER), Key::req("figure", FIGURE)],
    also: None,
};

/// The turn's `ransom`.
pub(super) const RANSOM: Key = Key::opt("ransom", Shape::Map(&RANSOM_MAP))
    .about("A prisoner bought back before the tile is placed (The Tower).")
    .needs(RuleSet::Tower);

const CAPTIVE: Mapping = Mapping {
    about: "a figure held captive: whose it is, and which",
    keys: &[Key::req("owner", PLAYER), Key::req("figure", FOLLOWER)],
    also: None,
};

const CAPTIVES: Shape = Shape::PerPlayer(&shape::list_of!(Shape::Map(&CAPTIVE)), "");

/// The position's `prisoners`.
pub(super) const PRISONERS: Key = Key::opt("prisoners", CAPTIVES)
    .about("Figures each player holds captive before the action (The Tower).")
    .needs(RuleSet::Tower);

/// `expect`'s `prisoners`.
pub(super) const EXPECT_PRISONERS: Key = Key::opt("prisoners", CAPTIVES).about(
    "Figures each player holds captive after the action (The Tower); players left out hold none.",
);
