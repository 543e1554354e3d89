//! The tile placed, a figure deployed, the barn set, the abbot taken back,
//! the builder's second turn, figures back to supply.

use carc_core::FigureKind;
use carc_core::engine::Fact;
use carc_core::ruling::{DoubleTurnWhy, FeatureRef, Owned};

use super::{Words, n, s};

/// The tile placed, a figure deployed, the barn set, the abbot taken back,
/// the builder's second turn.
pub(super) fn placing(w: &Words, f: &Fact) -> String {
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
        Fact::NextTile { player } => w.t("step-next-tile", vec![("player", s(player))]),
        Fact::AbbeyPlaced { player, at } => w.t(
            "step-abbey-placed",
            vec![("player", s(player)), ("at", s(at))],
        ),
        Fact::Deployed {
            player,
            figure,
            spot,
            feature,
            second,
            beside,
            ..
        } => {
            let step = deployed(w, player, *figure, w.spot(spot), feature, *second);
            if beside.is_empty() {
                return step;
            }
            w.t(
                "step-deployed-beside",
                vec![
                    ("step", s(step)),
                    ("figures", s(w.owned_list(beside))),
                    ("count", n(beside.len() as i64)),
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
        } => double_turn(w, player, *why, feature),
        _ => String::new(),
    }
}

/// "red deploys a follower on the road (E W) of the placed tile, part of
/// the road on [0, 0] and [1, 0]".
fn deployed(
    w: &Words,
    player: &str,
    figure: FigureKind,
    on: String,
    feature: &FeatureRef,
    phantom: bool,
) -> String {
    let id = if phantom {
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

/// Whether the builder grants a second turn, and why.
fn double_turn(w: &Words, player: &str, why: DoubleTurnWhy, feature: &FeatureRef) -> String {
    let id = match why {
        DoubleTurnWhy::Extends => "step-double-turn-extends",
        DoubleTurnWhy::FerryMove => "step-double-turn-ferry-move",
        DoubleTurnWhy::ClosesWithoutJoining => "step-double-turn-closes",
        DoubleTurnWhy::SecondTile => "step-double-turn-second-tile",
    };
    w.t(
        id,
        vec![
            ("player", s(player)),
            ("feature", s(w.feature(feature, "accusative"))),
        ],
    )
}

/// Figures back to supply, from a feature or not. Wagons of `rolling`
/// players leave the feature to roll on, not for the supply.
pub(super) fn returned(
    w: &Words,
    figures: &[Owned],
    from: Option<&FeatureRef>,
    rolling: &[&str],
) -> String {
    let Some(from) = from else {
        return w.t(
            "step-returned",
            vec![
                ("count", n(figures.len() as i64)),
                ("figures", s(w.owned_list(figures))),
            ],
        );
    };
    let rolls = |o: &&Owned| o.figure == FigureKind::Wagon && rolling.contains(&o.player.as_str());
    let (wagons, home): (Vec<&Owned>, Vec<&Owned>) = figures.iter().partition(rolls);
    let group = |id: &str, group: &[&Owned]| {
        w.t(
            id,
            vec![
                ("figures", s(w.owned_list(group.iter().copied()))),
                ("count", n(group.len() as i64)),
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
