//! `carc tiles [ID]`: the catalogue, as text or JSON.

use serde::Serialize;

use crate::catalogue::{Catalogue, Good, Kind, RoadEnd, Tile};
use crate::geometry::{Point, Rotation, Side};

#[derive(Serialize)]
pub struct TileView {
    pub id: &'static str,
    pub jcz: &'static str,
    /// JCloisterZone's former id, still accepted (left out when never
    /// renamed).
    #[serde(skip_serializing_if = "str::is_empty")]
    pub jcz_old: &'static str,
    /// Degrees, clockwise, from this drawing to JCloisterZone's: a tile it
    /// lays at rotation r lies here at r plus this (left out when 0).
    #[serde(skip_serializing_if = "is_zero")]
    pub jcz_turn: u32,
    pub set: &'static str,
    pub layout: &'static str,
    pub count: crate::catalogue::Count,
    /// What each side shows at rotation 0.
    pub edges: [&'static str; 4],
    pub features: Vec<FeatureView>,
    pub flier: Option<&'static str>,
    pub lake: bool,
    pub abbey: bool,
    /// Whether it shows a tower foundation (The Tower).
    pub tower: bool,
    /// The symbol of The Princess & the Dragon it shows (`none`, `volcano`,
    /// `dragon`, `portal`, `princess`).
    pub symbol: crate::catalogue::Symbol,
    /// First-edition wagon connections between features (by name).
    pub wagon: Vec<[String; 2]>,
}

#[derive(Serialize)]
pub struct FeatureView {
    pub kind: Kind,
    /// How `on:` names it: its edge points, or its centre name.
    pub name: String,
    pub points: Vec<&'static str>,
    #[serde(skip_serializing_if = "is_zero")]
    pub pennants: u32,
    /// An inn beside the road (Inns & Cathedrals).
    #[serde(skip_serializing_if = "is_false")]
    pub inn: bool,
    /// A cathedral in the city (Inns & Cathedrals).
    #[serde(skip_serializing_if = "is_false")]
    pub cathedral: bool,
    /// The goods symbol in the city (Traders & Builders).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub good: Option<Good>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub borders: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub road_end: Option<&'static str>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

pub fn view(t: &Tile) -> TileView {
    let r0 = Rotation::default();
    let features = t
        .features
        .iter()
        .enumerate()
        .map(|(i, f)| FeatureView {
            kind: f.kind,
            name: t.feature_name(i, r0),
            points: f.points().map(|p| p.name()).collect(),
            pennants: f.marks.pennants,
            inn: f.marks.inns > 0,
            cathedral: f.marks.cathedrals > 0,
            good: Good::ALL.into_iter().find(|g| f.marks.goods[g.index()] > 0),
            borders: f.borders().map(|b| t.feature_name(b, r0)).collect(),
            road_end: (f.kind == Kind::Road).then(|| road_end(f.road_end)),
        })
        .collect();
    TileView {
        id: t.id,
        jcz: t.jcz,
        jcz_old: t.jcz_old,
        jcz_turn: u32::from(t.jcz_turn) * 90,
        set: t.set.name(),
        layout: t.layout,
        count: t.count,
        edges: Side::ALL.map(|s| t.edge(s, r0).name()),
        features,
        flier: t.flier.map(|d| d.name()),
        lake: t.lake,
        abbey: t.abbey,
        tower: t.tower,
        symbol: t.symbol,
        wagon: t
            .wagon
            .iter()
            .map(|(a, b)| [t.feature_name(*a, r0), t.feature_name(*b, r0)])
            .collect(),
    }
}

fn road_end(e: RoadEnd) -> &'static str {
    match e {
        RoadEnd::Through => "runs through",
        RoadEnd::Crossing => "ends at a crossing",
        RoadEnd::Monastery => "ends at the monastery",
        RoadEnd::City(_) => "ends at a city gate",
        RoadEnd::DeadEnd => "dead end",
        RoadEnd::Lake => "ends at the lake unless the ferry joins it",
    }
}

/// A 5×5 picture of the tile as it lies at `rot`: the 12 edge points round
/// the rim in board orientation, the centre feature in the middle. Cells
/// show the feature's kind letter and number, so separate cities on one
/// tile stay apart.
pub fn picture(t: &Tile, rot: Rotation) -> String {
    let label = |p: usize| -> String {
        match t.feature_at(Point::from_index(p), rot) {
            Some(f) => cell(t, f),
            None => "  ".to_owned(),
        }
    };
    let centre = t
        .features
        .iter()
        .position(|f| f.is_central() && f.kind != Kind::Field)
        .map(|f| cell(t, f))
        .or_else(|| t.lake.then(|| "~~".to_owned()))
        .unwrap_or_else(|| "  ".to_owned());
    let blank = "  ".to_owned();
    let rows = [
        [
            "+ ".to_owned(),
            label(0),
            label(1),
            label(2),
            " +".to_owned(),
        ],
        [
            label(11),
            blank.clone(),
            blank.clone(),
            blank.clone(),
            label(3),
        ],
        [label(10), blank.clone(), centre, blank.clone(), label(4)],
        [
            label(9),
            blank.clone(),
            blank.clone(),
            blank.clone(),
            label(5),
        ],
        [
            "+ ".to_owned(),
            label(8),
            label(7),
            label(6),
            " +".to_owned(),
        ],
    ];
    rows.iter()
        .map(|r| format!("    {}\n", r.join(" ")))
        .collect()
}

fn cell(t: &Tile, f: usize) -> String {
    let feat = &t.features[f];
    let letter = match feat.kind {
        Kind::City => 'c',
        Kind::Road => 'r',
        Kind::Field => 'f',
        Kind::Monastery => 'M',
        Kind::Garden => 'G',
    };
    let n = t.features[..=f]
        .iter()
        .filter(|g| g.kind == feat.kind)
        .count();
    format!("{letter}{n}")
}

pub fn list_text() -> String {
    let cat = Catalogue::get();
    let mut out = String::new();
    for t in cat.tiles() {
        out.push_str(&format!(
            "{:<30} {:>2} {:>2}  {}\n",
            t.id, t.count.ed1, t.count.ed2, t.layout
        ));
    }
    out.push_str(&format!(
        "{} tiles; columns: id, count in the first edition, count in the new edition (with gardens), layout\n",
        cat.tiles().count()
    ));
    out
}

pub fn detail_text(t: &Tile, rot: Rotation) -> String {
    let v = view(t);
    let mut jcz = v.jcz.to_owned();
    if !v.jcz_old.is_empty() {
        jcz += &format!(", formerly {}", v.jcz_old);
    }
    if v.jcz_turn != 0 {
        jcz += &format!(
            ", drawn turned {}° there: its rotation r is r + {} here",
            v.jcz_turn, v.jcz_turn
        );
    }
    let mut out = format!("{} ({}; JCloisterZone {jcz})\n{}\n", v.id, v.set, v.layout);
    out.push_str(&format!(
        "count: {} in the first edition, {} in the new edition\n",
        v.count.ed1, v.count.ed2
    ));
    let e = Side::ALL.map(|s| t.edge(s, rot).name());
    out.push_str(&format!(
        "edges at rotation {}: N {}, E {}, S {}, W {}\n",
        rot.degrees(),
        e[0],
        e[1],
        e[2],
        e[3]
    ));
    out.push_str(&picture(t, rot));
    out.push_str(&format!(
        "features at rotation {} (named by any of their points, as on the table):\n",
        rot.degrees()
    ));
    for (i, f) in v.features.iter().enumerate() {
        let mut line = format!("  {:<9} {}", f.kind.name(), t.feature_name(i, rot));
        if f.pennants > 0 {
            line.push_str(&format!(
                "; {} pennant{}",
                f.pennants,
                if f.pennants == 1 { "" } else { "s" }
            ));
        }
        if f.inn {
            line.push_str("; an inn");
        }
        if f.cathedral {
            line.push_str("; a cathedral");
        }
        if let Some(g) = f.good {
            line.push_str(&format!("; goods: {}", g.name()));
        }
        if let Some(e) = f.road_end {
            line.push_str(&format!("; {e}"));
        }
        let borders: Vec<String> = t.features[i]
            .borders()
            .map(|b| t.feature_name(b, rot))
            .collect();
        if !borders.is_empty() {
            line.push_str(&format!(
                "; borders the city {}",
                borders.join(" and the city ")
            ));
        }
        out.push_str(&line);
        out.push('\n');
    }
    if let Some(d) = t.flier_dir(rot) {
        out.push_str(&format!(
            "flying machine: points {} at rotation {}\n",
            d.name(),
            rot.degrees()
        ));
    }
    if v.lake {
        out.push_str("lake: its ferry joins two road ends\n");
    }
    if v.abbey {
        out.push_str("abbey: fits any edges; only into a square with all four neighbours\n");
    }
    if v.tower {
        out.push_str("tower foundation: floors are built on it (`tower: N` on the board)\n");
    }
    match v.symbol {
        crate::catalogue::Symbol::None => {}
        crate::catalogue::Symbol::Volcano => {
            out.push_str("volcano: the dragon flies here; no figure is deployed on it when placed\n")
        }
        crate::catalogue::Symbol::Dragon => {
            out.push_str("dragon: the dragon moves once it is placed (`dragon: [[x, y], ...]`)\n")
        }
        crate::catalogue::Symbol::Portal => out.push_str(
            "magic portal: the turn's figure may go onto any open, empty feature (`portal: {at, on}`)\n",
        ),
        crate::catalogue::Symbol::Princess => out.push_str(
            "princess: a knight of the city it joins may be sent home (`princess: {at, on}`)\n",
        ),
    }
    for (a, b) in &t.wagon {
        out.push_str(&format!(
            "wagon connection: {} <-> {}\n",
            t.feature_name(*a, rot),
            t.feature_name(*b, rot)
        ));
    }
    out
}
