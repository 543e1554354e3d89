//! Farms told apart: two farms often share a tile (a road between them),
//! and a farm spans tiles, so the SVG tints each farm a figure stands on
//! or the action scored in a colour of its own, names it in the tint's
//! title as a scored line does, and writes its scored lines in that colour.

use carc_core::board::{Figure, On, Standing};
use carc_core::catalogue::{FeatureIdx, Kind};
use carc_core::geometry::{Point, Pos};
use carc_core::graph::{Graph, GroupId, Segment};
use carc_core::ruling::FeatureRef;

use super::{Scene, figure_point};

/// The farms' colours, each a hatching's and its outline's, none of them
/// the scored squares' yellow or the fields' green, each hatched at an
/// angle of its own; more farms than these take them again in turn.
const TINTS: [(&str, i32); 6] = [
    ("#a21caf", 45),
    ("#0369a1", -45),
    ("#c2410c", 0),
    ("#6d28d9", 90),
    ("#be123c", 22),
    ("#0f766e", -67),
];

/// The hatchings of the farms, each defined once (its id names its colour
/// and angle, so that two pictures on one page agree on it).
pub(super) fn patterns(out: &mut String, farms: &[Farm]) {
    if farms.is_empty() {
        return;
    }
    out.push_str("<defs>");
    for (i, (colour, angle)) in TINTS.iter().enumerate().take(farms.len()) {
        out.push_str(&format!(
            "<pattern id=\"carc-farm-{i}\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate({angle})\"><rect width=\"6\" height=\"6\" fill=\"#ffffff\" fill-opacity=\"0.25\"/><rect width=\"2\" height=\"6\" fill=\"{colour}\" fill-opacity=\"0.55\"/></pattern>"
        ));
    }
    out.push_str("</defs>");
}

/// A farm the SVG tints.
pub(super) struct Farm {
    /// Its segments, a tile's field each.
    pub segments: Vec<Segment>,
    /// Its name as a scored line gives it: "farm N on [0, 0]".
    pub name: String,
    /// The id of its hatching.
    pub pattern: String,
    /// Its hatching's and outline's colour, and its scored lines'.
    pub stroke: &'static str,
}

/// The farms of a scene to tell apart: those the action scored, in the
/// order of the scored lines, then those a figure stands on (a barn at a
/// corner stands on the farm there); and for each scored line, the farm
/// it scored, if it scored one.
pub(super) fn farms(scene: &Scene) -> (Vec<Farm>, Vec<Option<usize>>) {
    let board = &scene.board;
    let mut found: Vec<(GroupId, String)> = Vec::new();
    let mut lines = Vec::with_capacity(scene.scored.len());
    let has_farm = scene
        .board
        .figures
        .iter()
        .any(|f| farm_of(scene, f).is_some())
        || scene
            .scored
            .iter()
            .any(|s| s.feature.as_ref().is_some_and(|f| f.kind == "farm"));
    if !has_farm {
        return (Vec::new(), vec![None; scene.scored.len()]);
    }
    let graph = Graph::build(board);
    let mut index = |group: GroupId, name: String| match found.iter().position(|f| f.0 == group) {
        Some(i) => i,
        None => {
            found.push((group, name));
            found.len() - 1
        }
    };
    for s in &scene.scored {
        let farm = s
            .feature
            .as_ref()
            .filter(|f| f.kind == "farm")
            .and_then(|f| Some((scored_segment(scene, f)?, f)))
            .and_then(|(seg, f)| Some((graph.group_of(seg)?, f)));
        lines.push(farm.map(|(group, f)| index(group, super::label(f, scene.words()))));
    }
    for f in &board.figures {
        let Some((seg, point)) = farm_of(scene, f) else {
            continue;
        };
        if let Some(group) = graph.group_of(seg) {
            index(group, name(scene, seg, point));
        }
    }
    let farms = found
        .into_iter()
        .enumerate()
        .map(|(i, (group, name))| {
            let k = i % TINTS.len();
            Farm {
                segments: graph.group(group).segments().collect(),
                name,
                pattern: format!("carc-farm-{k}"),
                stroke: TINTS[k].0,
            }
        })
        .collect();
    (farms, lines)
}

/// The field a figure stands on, with the point it was written at (a
/// barn's, its corner's first).
fn farm_of(scene: &Scene, f: &Figure) -> Option<(Segment, Option<Point>)> {
    let t = scene.board.tile(f.pos)?;
    let (feature, point) = match f.standing {
        Standing::Feature(i) => (i, figure_point(scene, f)),
        Standing::Corner(c) => {
            let p = c.points()[0];
            (t.tile.feature_at(p, t.rot)?, Some(p))
        }
        Standing::Tower => return None,
    };
    (t.tile.features[feature].kind == Kind::Field).then_some((
        Segment {
            pos: f.pos,
            feature,
        },
        point,
    ))
}

/// The segment a scored line's farm names: its feature on its square.
fn scored_segment(scene: &Scene, f: &FeatureRef) -> Option<Segment> {
    let t = scene.board.tile(f.at)?;
    let on = match Point::parse(&f.on) {
        Some(p) => On::Point(p),
        None => On::Centre(On::CENTRES.into_iter().find(|c| *c == f.on)?),
    };
    let feature = carc_core::board::locate(t.tile, t.rot, on).ok()?;
    Some(Segment { pos: f.at, feature })
}

/// A farm named by a field of one square, as a scored line names it: the
/// square alone when the tile has no other field, else with the point.
fn name(scene: &Scene, seg: Segment, point: Option<Point>) -> String {
    let fields = scene.board.tile(seg.pos).map_or(0, |t| {
        t.tile
            .features
            .iter()
            .filter(|f| f.kind == Kind::Field)
            .count()
    });
    let on = point.map(|p| p.name().to_owned()).or_else(|| {
        Some(carc_core::board::feature_on(
            scene.board.tile(seg.pos)?,
            seg.feature,
        ))
    });
    let (kind, at) = (
        super::kind_words(scene.words(), "farm"),
        seg.pos.to_string(),
    );
    match on {
        Some(on) if fields > 1 => scene.say(
            "show-label-on",
            &[("kind", kind.into()), ("on", on.into()), ("at", at.into())],
        ),
        _ => scene.say("show-label", &[("kind", kind.into()), ("at", at.into())]),
    }
}

/// The tints on one tile: each tinted field of it, with its farm.
pub(super) fn on_tile(farms: &[Farm], pos: Pos) -> Vec<(FeatureIdx, &Farm)> {
    farms
        .iter()
        .flat_map(|farm| {
            farm.segments
                .iter()
                .filter(move |s| s.pos == pos)
                .map(move |s| (s.feature, farm))
        })
        .collect()
}
