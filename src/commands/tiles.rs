//! `carc tiles [ID]`: the catalogue, as text or JSON.

use serde::Serialize;

use crate::catalogue::{Catalogue, Good, Kind, RoadEnd, Tile};
use crate::geometry::{Point, Rotation, Side};
use crate::i18n::{Catalogue as I18n, FluentValue, Lang, catalogue};

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

/// The message that says a tile's layout: `tiles-layout-base-D` for
/// `base/D`, in the file of the box its id names.
pub fn layout_id(t: &Tile) -> String {
    format!("tiles-layout-{}", t.id.replace('/', "-"))
}

pub fn list_text(lang: Lang) -> String {
    let cat = Catalogue::get();
    let c = catalogue(lang);
    let mut out = String::new();
    for t in cat.tiles() {
        out.push_str(&format!(
            "{:<30} {:>2} {:>2}  {}\n",
            t.id,
            t.count.ed1,
            t.count.ed2,
            c.get(&layout_id(t))
        ));
    }
    let count = cat.tiles().count();
    out.push_str(&catalogue(lang).say("tiles-list-footer", &[("count", count.into())]));
    out.push('\n');
    out
}

/// JCloisterZone's id of a tile, its former one and how its drawing is
/// turned against ours.
fn jcz_line(v: &TileView, c: &I18n) -> String {
    let mut jcz = v.jcz.to_owned();
    if !v.jcz_old.is_empty() {
        jcz = c.say(
            "tiles-jcz-formerly",
            &[("jcz", jcz.into()), ("old", v.jcz_old.into())],
        );
    }
    if v.jcz_turn != 0 {
        jcz = c.say(
            "tiles-jcz-turned",
            &[("jcz", jcz.into()), ("degrees", v.jcz_turn.into())],
        );
    }
    jcz
}

/// A kind of feature or edge by its id (`city`, `river`), in words.
fn kind(c: &I18n, id: &str) -> String {
    c.say("show-kind", &[("kind", id.into())])
}

pub fn detail_text(t: &Tile, rot: Rotation, lang: Lang) -> String {
    let c = catalogue(lang);
    let v = view(t);
    let degrees = || FluentValue::from(rot.degrees());
    let mut out = format!(
        "{} ({}; JCloisterZone {})\n{}\n",
        v.id,
        v.set,
        jcz_line(&v, c),
        c.get(&layout_id(t))
    );
    let count = c.say(
        "tiles-count",
        &[("first", v.count.ed1.into()), ("new", v.count.ed2.into())],
    );
    out.push_str(&format!("{count}\n"));
    let e = Side::ALL.map(|s| kind(c, t.edge(s, rot).name()));
    let [n, east, south, west] = e;
    let edges = c.say(
        "tiles-edges",
        &[
            ("degrees", degrees()),
            ("n", n.into()),
            ("e", east.into()),
            ("s", south.into()),
            ("w", west.into()),
        ],
    );
    out.push_str(&format!("{edges}\n"));
    out.push_str(&picture(t, rot));
    out.push_str(&c.say("tiles-features", &[("degrees", degrees())]));
    out.push('\n');
    for (i, f) in v.features.iter().enumerate() {
        out.push_str(&feature_line(t, i, f, rot, c));
        out.push('\n');
    }
    out.push_str(&marks_text(t, &v, rot, c));
    for (a, b) in &t.wagon {
        let line = c.say(
            "tiles-wagon",
            &[
                ("from", t.feature_name(*a, rot).into()),
                ("to", t.feature_name(*b, rot).into()),
            ],
        );
        out.push_str(&format!("{line}\n"));
    }
    out
}

/// One feature of the tile as it lies at `rot`: its kind, its name, and
/// what it holds.
fn feature_line(t: &Tile, i: usize, f: &FeatureView, rot: Rotation, c: &I18n) -> String {
    let mut line = format!("  {:<9} {}", kind(c, f.kind.name()), t.feature_name(i, rot));
    let mut add = |words: String| {
        line.push_str("; ");
        line.push_str(&words);
    };
    if f.pennants > 0 {
        add(c.say("counted-pennants", &[("count", f.pennants.into())]));
    }
    if f.inn {
        add(c.get("tiles-inn"));
    }
    if f.cathedral {
        add(c.get("tiles-cathedral"));
    }
    if let Some(g) = f.good {
        let good = c.say("good", &[("good", g.name().into())]);
        add(c.say("tiles-goods", &[("good", good.into())]));
    }
    let own = &t.features[i];
    if own.kind == Kind::Road {
        add(c.say(
            "tiles-road-end",
            &[("end", road_end_id(own.road_end).into())],
        ));
    }
    let mut borders = own.borders().map(|b| t.feature_name(b, rot));
    if let Some(first) = borders.next() {
        let mut words = c.say("tiles-borders", &[("name", first.into())]);
        for name in borders {
            words = c.say(
                "tiles-borders-also",
                &[("cities", words.into()), ("name", name.into())],
            );
        }
        add(words);
    }
    line
}

/// The id of a road's end, as its words are chosen (`tiles-road-end`).
fn road_end_id(e: RoadEnd) -> &'static str {
    match e {
        RoadEnd::Through => "through",
        RoadEnd::Crossing => "crossing",
        RoadEnd::Monastery => "monastery",
        RoadEnd::City(_) => "city",
        RoadEnd::DeadEnd => "dead-end",
        RoadEnd::Lake => "lake",
    }
}

/// The lines for the tile's marks: its flying machine, lake, abbey,
/// tower foundation and symbol.
fn marks_text(t: &Tile, v: &TileView, rot: Rotation, c: &I18n) -> String {
    let mut lines = Vec::new();
    if let Some(d) = t.flier_dir(rot) {
        let direction = c.say("show-direction", &[("direction", d.name().into())]);
        lines.push(c.say(
            "tiles-flier",
            &[
                ("direction", direction.into()),
                ("degrees", rot.degrees().into()),
            ],
        ));
    }
    if v.lake {
        lines.push(c.get("tiles-lake"));
    }
    if v.abbey {
        lines.push(c.get("tiles-abbey"));
    }
    if v.tower {
        lines.push(c.get("tiles-tower"));
    }
    let symbol = match v.symbol {
        crate::catalogue::Symbol::None => None,
        crate::catalogue::Symbol::Volcano => Some("tiles-volcano"),
        crate::catalogue::Symbol::Dragon => Some("tiles-dragon"),
        crate::catalogue::Symbol::Portal => Some("tiles-portal"),
        crate::catalogue::Symbol::Princess => Some("tiles-princess"),
    };
    lines.extend(symbol.map(|id| c.get(id)));
    lines.iter().map(|l| format!("{l}\n")).collect()
}
