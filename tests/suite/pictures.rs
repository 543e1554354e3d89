//! Pictures of the table: the text board and turned tiles snapshotted, and
//! the SVG of several positions rendered by a real SVG renderer; pictures of
//! far-apart tiles stay small, legends fit, and figures that share a feature
//! each show, on that feature.

use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock};

use carc_core::board::Standing;
use carcassonne_judge::input::{self, Source};
use carcassonne_judge::picture::{Scene, text};

use crate::run::{carc, stdout};

const SHOWN: [&str; 8] = [
    "scenarios/base/majority-road-placer-loses.yaml",
    "scenarios/abbey-mayor/wagon-road-onto-abbey.yaml",
    "scenarios/ferries/example5-new-lake-then-three-ferries.yaml",
    "scenarios/flier/example2-city-beside-blue.yaml",
    "scenarios/abbey-mayor/barn-place-scores-farmers-with-pig.yaml",
    "scenarios/count/move-count-phantom-enters-then-count-moves.yaml",
    "scenarios/tower/capture-names-owner-among-two.yaml",
    "scenarios/princess-dragon/fairy-three-points-road-completed-by-tile.yaml",
];

/// Boards made for the pictures: five tiles a million squares apart, and
/// figures sharing a city, a field and a monastery.
const FAR: &str = "tests/fixtures/pictures/far-apart.yaml";
const STACKED: &str = "tests/fixtures/pictures/stacked.yaml";
/// Figures written at a point other than their feature's first.
const WRITTEN: &str = "tests/fixtures/pictures/written.yaml";

#[test]
fn the_text_board_before_and_after() {
    for file in SHOWN.into_iter().chain([FAR, STACKED, WRITTEN]) {
        if !std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(file)
            .exists()
        {
            panic!("{file} is gone: pick another scenario for the pictures");
        }
        let before = stdout(&carc(&["show", file]));
        let after = stdout(&carc(&["show", "--after", file]));
        let name = file.rsplit('/').next().unwrap();
        insta::assert_snapshot!(
            format!("show-{name}"),
            format!("{before}\n--after:\n{after}")
        );
    }
}

#[test]
fn a_tile_turned_names_its_points_where_they_lie() {
    for (id, rot) in [
        ("base/D", "90"),
        ("abbey-mayor/crossing-cities", "270"),
        ("flier/straight-we-nw", "180"),
    ] {
        let out = stdout(&carc(&["tiles", id, "--rotation", rot]));
        insta::assert_snapshot!(format!("tile-{}-{rot}", id.replace('/', "-")), out);
    }
}

/// The SVG `carc ARGS --svg FILE` writes.
fn svg(args: &[&str]) -> String {
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!("carc-svg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let out = dir.join(format!("{n}.svg"));
    // A run before this one whose process had the same id may have left
    // the file, which carc would not replace.
    let _ = std::fs::remove_file(&out);
    let mut all = args.to_vec();
    let path = out.to_string_lossy().into_owned();
    all.extend(["--svg", &path]);
    let o = carc(&all);
    assert!(o.status.code().is_some_and(|c| c <= 1), "{args:?}");
    std::fs::read_to_string(&out).unwrap()
}

/// The machine's fonts, so that text is laid out as a viewer would.
static FONTS: LazyLock<Arc<resvg::usvg::fontdb::Database>> = LazyLock::new(|| {
    let mut db = resvg::usvg::fontdb::Database::new();
    db.load_system_fonts();
    // fontdb's sans-serif is Arial, which few Linux machines have: take
    // DejaVu Sans (among the widest, so the hardest to fit), else any face.
    let family = ["DejaVu Sans", "Liberation Sans"]
        .into_iter()
        .map(str::to_owned)
        .find(|want| {
            db.faces()
                .any(|f| f.families.iter().any(|(n, _)| n == want))
        })
        .or_else(|| {
            db.faces()
                .next()
                .and_then(|f| Some(f.families.first()?.0.clone()))
        });
    if let Some(family) = family {
        db.set_sans_serif_family(family);
    }
    Arc::new(db)
});

/// The picture as a real renderer reads it.
fn parse(svg: &str, what: &str) -> resvg::usvg::Tree {
    let options = resvg::usvg::Options {
        fontdb: FONTS.clone(),
        ..Default::default()
    };
    resvg::usvg::Tree::from_data(svg.as_bytes(), &options).unwrap_or_else(|e| panic!("{what}: {e}"))
}

/// Every piece of text the renderer laid out, as its bounding box.
fn text_boxes(group: &resvg::usvg::Group, out: &mut Vec<resvg::usvg::Rect>) {
    for node in group.children() {
        match node {
            resvg::usvg::Node::Group(g) => text_boxes(g, out),
            resvg::usvg::Node::Text(t) => out.push(t.abs_bounding_box()),
            _ => {}
        }
    }
}

#[test]
fn the_svg_renders() {
    for file in SHOWN.into_iter().chain([FAR, STACKED, WRITTEN]) {
        let data = svg(&["judge", file]);
        let tree = parse(&data, file);
        let size = tree.size().to_int_size();
        let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height()).unwrap();
        resvg::render(
            &tree,
            resvg::tiny_skia::Transform::default(),
            &mut pixmap.as_mut(),
        );
        // Something was drawn: not every pixel is the background.
        let first = pixmap.pixels()[0];
        assert!(
            pixmap.pixels().iter().any(|p| *p != first),
            "{file}: blank picture"
        );
    }
}

#[test]
fn every_text_of_the_svg_lies_within_the_picture() {
    let mut checked = 0;
    for file in SHOWN.into_iter().chain([FAR, STACKED, WRITTEN]) {
        for command in ["show", "judge"] {
            let data = svg(&[command, file]);
            let tree = parse(&data, file);
            let (w, h) = (tree.size().width(), tree.size().height());
            let mut boxes = Vec::new();
            text_boxes(tree.root(), &mut boxes);
            for b in &boxes {
                assert!(
                    b.left() >= 0.0 && b.right() <= w && b.top() >= 0.0 && b.bottom() <= h,
                    "{command} {file}: text at {b:?} leaves the {w}x{h} picture"
                );
            }
            checked += boxes.len();
        }
    }
    // Without fonts the renderer lays out no text, and this proves nothing.
    if !FONTS.is_empty() {
        assert!(checked > 100, "only {checked} texts laid out");
    }
}

/// The SVG's legend lines, by the class the picture gives them.
fn legend(svg: &str) -> Vec<(f64, String)> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.descendants()
        .filter(|n| n.attribute("class") == Some("legend"))
        .map(|n| {
            let x: f64 = n.attribute("x").unwrap().parse().unwrap();
            (x, n.text().unwrap_or_default().to_owned())
        })
        .collect()
}

#[test]
fn the_svg_legend_names_only_the_figures_on_the_board_and_fits() {
    let kinds = [
        "plain follower",
        "B big follower",
        "M mayor",
        "W wagon",
        "b barn",
        "A abbot",
        "P phantom",
        "U builder",
        "p pig",
    ];
    for (file, on_board) in [
        (STACKED, &["plain follower", "A abbot", "p pig"][..]),
        (FAR, &["plain follower"][..]),
        (SHOWN[1], &["W wagon"][..]),
    ] {
        let data = svg(&["show", file]);
        let lines = legend(&data);
        let text: String = lines.iter().map(|(_, l)| format!("{l} ")).collect();
        assert!(text.starts_with("figures:"), "{file}: {text}");
        for kind in kinds {
            assert_eq!(
                text.contains(kind),
                on_board.contains(&kind),
                "{file}: legend {text:?} and {kind:?}"
            );
        }
        let doc = roxmltree::Document::parse(&data).unwrap();
        let width = svg_width(&doc);
        let tree = parse(&data, file);
        let mut boxes = Vec::new();
        text_boxes(tree.root(), &mut boxes);
        for (x, line) in &lines {
            assert!(*x >= 0.0, "{file}: {line:?} starts left of the picture");
            // Whatever the fonts, the line is no wider than a generous guess.
            let guess = carcassonne_judge::picture::svg::text_width(line, 10.0);
            assert!(x + guess <= width, "{file}: {line:?} runs past {width}");
        }
    }
    // Three kinds do not fit beside two tiles on one line: the legend wraps.
    assert!(legend(&svg(&["show", STACKED])).len() >= 2);
    // No figures, no line for them.
    let ferries = svg(&["judge", SHOWN[2]]);
    assert!(legend(&ferries).iter().all(|(_, l)| !l.contains("figures")));
}

/// Where each figure stands in an SVG: the centre of each disc or square
/// that names a figure in its title.
fn figure_spots(svg: &str) -> Vec<(String, (f64, f64))> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let num = |n: roxmltree::Node, a: &str| n.attribute(a).unwrap().parse::<f64>().unwrap();
    doc.descendants()
        .filter(|n| n.tag_name().name() == "title")
        .filter_map(|t| {
            let shape = t.parent()?;
            let at = match shape.tag_name().name() {
                "circle" => (num(shape, "cx"), num(shape, "cy")),
                "rect" => (num(shape, "x") + 6.0, num(shape, "y") + 6.0),
                _ => return None,
            };
            Some((t.text()?.to_owned(), at))
        })
        .collect()
}

#[test]
fn figures_that_share_a_feature_each_show_in_the_svg() {
    let spots = figure_spots(&svg(&["show", STACKED]));
    assert_eq!(spots.len(), 6, "{spots:?}");
    for (i, (a, p)) in spots.iter().enumerate() {
        for (b, q) in &spots[i + 1..] {
            let apart = (p.0 - q.0).hypot(p.1 - q.1);
            assert!(apart >= 10.0, "{a} at {p:?} hides {b} at {q:?}");
        }
    }
}

/// Castles are drawn where they stand, one token each in its owner's
/// colour, and the legend says what the tokens are.
#[test]
fn each_castle_is_drawn_in_its_owners_colour() {
    let file = "scenarios/castles/chain-castle-beside-castle.yaml";
    let data = svg(&["show", file]);
    parse(&data, file);
    let mut tokens = titled(&data, "castle");
    tokens.sort();
    assert_eq!(tokens.len(), 2, "{tokens:?}");
    assert_eq!(tokens[0].0, "blue's castle");
    assert_eq!(tokens[1].0, "red's castle");
    assert_ne!(tokens[0].1, tokens[1].1, "two owners, two colours");
    assert!(
        legend(&data).iter().any(|(_, l)| l.starts_with("castles:")),
        "the legend names the castles"
    );
    // After the action the castles are still there, now empty.
    let after = svg(&["show", file, "--after"]);
    assert_eq!(after.matches("class=\"castle\"").count(), 2);
}

/// What a character of the text board draws.
fn drawn(ch: char) -> Option<&'static str> {
    match ch {
        '#' => Some("city"),
        '|' | '-' | 'o' => Some("road"),
        // A blank beside the middle: where an inner field is drawn.
        '.' | ' ' => Some("field"),
        'M' | 'A' => Some("monastery"),
        'G' => Some("garden"),
        _ => None,
    }
}

/// The board lines of a text picture, without the legend.
fn board_lines(picture: &str) -> Vec<Vec<char>> {
    picture
        .lines()
        .take_while(|l| !l.starts_with("  # city"))
        .map(|l| l.chars().collect())
        .collect()
}

/// What the figures of a scene stand on, by kind of feature, and what the
/// text board draws under their marks: the same, mark for mark (a count
/// digit stands for that many figures). Scenes with a barn are left out,
/// as a corner is no feature.
fn marks_lie_on_their_features(scene: &Scene, what: &str) {
    let figures = &scene.board.figures;
    if figures
        .iter()
        .any(|f| matches!(f.standing, Standing::Corner(_) | Standing::Tower))
    {
        return;
    }
    let mut stand: Vec<&str> = figures
        .iter()
        .filter_map(|f| {
            let Standing::Feature(i) = f.standing else {
                return None;
            };
            Some(scene.board.tile(f.pos)?.tile.features[i].kind.name())
        })
        .collect();
    let bare = Scene {
        board: {
            let mut b = scene.board.clone();
            b.figures.clear();
            b
        },
        players: scene.players.clone(),
        placed: scene.placed,
        scored: scene.scored.clone(),
        dragon: scene.dragon,
        fairy: scene.fairy,
        castles: scene.castles.clone(),
        city: scene.city.clone(),
        prisoners: scene.prisoners.clone(),
        written: Vec::new(),
        lang: scene.lang,
    };
    let (with, without) = (
        board_lines(&text::board(scene, false)),
        board_lines(&text::board(&bare, false)),
    );
    let mut under: Vec<&str> = Vec::new();
    for (a, b) in with.iter().zip(&without) {
        for (m, u) in a.iter().zip(b.iter().chain(std::iter::repeat(&' '))) {
            if m == u {
                continue;
            }
            let kind = drawn(*u).unwrap_or_else(|| panic!("{what}: a mark on {u:?}"));
            let n = m.to_digit(10).unwrap_or(1);
            under.extend(std::iter::repeat_n(kind, n as usize));
        }
    }
    stand.sort();
    under.sort();
    assert_eq!(
        under,
        stand,
        "{what}: marks on what they stand on\n{}",
        text::board(scene, false)
    );
}

fn yaml_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            yaml_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "yaml") {
            out.push(path);
        }
    }
}

/// A scenario read and judged, for the tests that draw every one.
struct Judged {
    name: String,
    loaded: input::Loaded,
    ruling: carc_core::Ruling,
}

impl Judged {
    /// The table before the action and after it.
    fn scenes(&self) -> [Scene; 2] {
        let t = &self.loaded.translated;
        [Scene::before(t), Scene::after(t, &self.ruling)]
    }
}

/// Every scenario that reads as one, and the boards made for the pictures
/// but the far-apart one, each judged once for all the tests that walk
/// them.
static JUDGED: LazyLock<Vec<Judged>> = LazyLock::new(|| {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    yaml_files(&root.join("scenarios"), &mut files);
    files.extend([STACKED, WRITTEN].map(|f| root.join(f)));
    files
        .into_iter()
        .filter_map(|path| {
            let src = Source {
                name: path.display().to_string(),
                text: std::fs::read_to_string(&path).unwrap(),
            };
            let loaded = input::load(&src).ok()?;
            let t = &loaded.translated;
            let ruling = carc_core::judge(&t.position, &t.action);
            Some(Judged {
                name: src.name,
                loaded,
                ruling,
            })
        })
        .collect()
});

#[test]
fn each_mark_of_the_text_board_lies_on_its_feature() {
    let mut seen = 0;
    for j in JUDGED.iter() {
        for scene in j.scenes() {
            marks_lie_on_their_features(&scene, &j.name);
            seen += scene.board.figures.len();
        }
    }
    assert!(seen > 200, "only {seen} figures drawn");
}

#[test]
fn two_figures_on_one_city_each_take_a_cell_of_that_city() {
    let board = stdout(&carc(&["show", STACKED]));
    let lines = board_lines(&board);
    // [0, 0] is base/D: its city is the three middle cells of the top
    // line; blue is written at N, red at NNE, each drawn there.
    let top: String = lines[1][5..10].iter().collect();
    assert_eq!(top, ".#br.", "{board}");
    // The field above [1, 0]'s road shows at the corners; the road's end
    // at E stays a road.
    let field: String = lines[1][11..16].iter().collect();
    assert_eq!(field, "r###r", "{board}");
    assert_eq!(lines[2][15], '-', "{board}");
    // The monastery has one cell: it counts, and the legend names both.
    assert_eq!(lines[5][7], '2', "{board}");
    assert!(
        board.contains(
            "2 = 2 figures on [0, -1]: red's follower (monastery), blue's abbot (monastery)"
        ),
        "{board}"
    );
}

#[test]
fn an_empty_table_is_drawn_as_such() {
    let empty = Scene {
        board: carc_core::board::Board::default(),
        players: vec!["red".to_owned()],
        placed: None,
        scored: Vec::new(),
        dragon: None,
        fairy: None,
        castles: Vec::new(),
        city: None,
        prisoners: Vec::new(),
        written: Vec::new(),
        lang: Default::default(),
    };
    assert_eq!(text::board(&empty, false), "(the table is empty)\n");
    let picture = carcassonne_judge::picture::svg::board(&empty);
    assert_eq!(
        legend(&picture),
        [(30.0, "(the table is empty)".to_owned())]
    );
    parse(&picture, "the empty table");
}

#[test]
fn far_apart_tiles_make_small_pictures() {
    const BOUND: usize = 64 * 1024;
    for after in [false, true] {
        let mut args = vec!["show", FAR];
        if after {
            args.insert(1, "--after");
        }
        let o = carc(&args);
        assert!(o.status.success(), "{args:?}");
        assert!(o.stdout.len() < BOUND, "{args:?}: {} bytes", o.stdout.len());
        let picture = svg(&args);
        assert!(
            picture.len() < BOUND,
            "{args:?} --svg: {} bytes",
            picture.len()
        );
    }
    let judged = svg(&["judge", FAR]);
    assert!(judged.len() < BOUND, "judge --svg: {} bytes", judged.len());
    let doc = roxmltree::Document::parse(&judged).unwrap();
    let width = svg_width(&doc);
    assert!(width < 1000.0, "{width} wide");
    // The bands say what they leave out.
    let before = svg(&["show", FAR]);
    assert!(before.contains(">999,998</text>"), "{before}");
    assert!(before.contains(">999,999 empty rows</text>"), "{before}");
    assert!(before.contains("columns 2 to 999999: no tiles"), "{before}");
}

#[test]
fn the_readme_pictures_are_current() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let board = stdout(&carc(&[
        "show",
        "--after",
        "scenarios/flier/example2-city-beside-blue.yaml",
    ]));
    assert!(
        readme.contains(board.trim_end()),
        "README's terminal picture is stale:\n{board}"
    );
    let dir = std::env::temp_dir().join(format!("carc-readme-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (file, svg) in [
        (
            "scenarios/ferries/example5-new-lake-then-three-ferries.yaml",
            "docs/board-ferries.svg",
        ),
        (
            "scenarios/abbey-mayor/barn-place-scores-farmers-with-pig.yaml",
            "docs/board-barn.svg",
        ),
        (
            "scenarios/count/leave-castle-two-players-majority.yaml",
            "docs/board-count.svg",
        ),
    ] {
        let out = dir.join(svg.replace('/', "-"));
        carc(&["judge", file, "--svg", &out.to_string_lossy()]);
        assert_eq!(
            std::fs::read_to_string(out).unwrap(),
            std::fs::read_to_string(root.join(svg)).unwrap(),
            "{svg} is stale: run `cargo run -- judge {file} --svg {svg}`"
        );
    }
}

/// The width an SVG document declares.
fn svg_width(doc: &roxmltree::Document) -> f64 {
    doc.root_element()
        .attribute("width")
        .and_then(|w| w.parse().ok())
        .expect("an SVG with a numeric width")
}

/// Coordinates of a picture's columns (or rows), each with where its
/// middle is drawn.
type Middles = Vec<(i32, f64)>;

/// The centre of each square's tile in an SVG, read off its column and row
/// labels.
fn square_centres(svg: &str) -> (Middles, Middles) {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let (mut cols, mut rows) = (Vec::new(), Vec::new());
    for n in doc.descendants().filter(|n| n.tag_name().name() == "text") {
        let Some(label) = n.text().and_then(|t| t.parse::<i32>().ok()) else {
            continue;
        };
        let num = |a: &str| n.attribute(a).unwrap().parse::<f64>().unwrap();
        match n.attribute("text-anchor") {
            // The column labels stand in a line above the board.
            Some("middle") if num("y") == 22.0 => cols.push((label, num("x"))),
            // The row's label sits 3 below its middle.
            Some("end") => rows.push((label, num("y") - 3.0)),
            _ => {}
        }
    }
    (cols, rows)
}

/// Where a figure titled "red's follower on [1, 0] (city NNE)" should be
/// drawn: beside that point of that square's tile (its spot is 0.45 of the
/// way in from the point); none for a figure named by no edge point.
fn titled_spot(title: &str, cols: &[(i32, f64)], rows: &[(i32, f64)]) -> Option<(f64, f64)> {
    let (_, rest) = title.split_once(" on [")?;
    let (square, place) = rest.split_once("] (")?;
    let (x, y) = square.split_once(", ")?;
    let point = place.strip_suffix(')')?.rsplit(' ').next()?;
    let point = carc_core::geometry::Point::parse(point)?;
    let cx = cols.iter().find(|c| c.0 == x.parse::<i32>().unwrap())?.1;
    let cy = rows.iter().find(|r| r.0 == y.parse::<i32>().unwrap())?.1;
    let (px, py) = carcassonne_judge::picture::point_xy(point);
    let tile = carcassonne_judge::picture::svg::TILE;
    Some((cx + (px - 0.5) * 0.55 * tile, cy + (py - 0.5) * 0.55 * tile))
}

/// Every figure the file writes at an edge point is named at that point
/// in the SVG's titles, and drawn beside it (fanned out at most a disc's
/// width when others share the spot): never at another end of its
/// feature. After the action, every figure is drawn at the point its
/// title names.
#[test]
fn each_figure_is_drawn_and_named_at_the_point_written() {
    use carcassonne_judge::scenario::Spot;
    let (mut named, mut drawn) = (0, 0);
    for j in JUDGED.iter() {
        let (src, loaded) = (j, &j.loaded);
        for (i, scene) in j.scenes().iter().enumerate() {
            let svg = carcassonne_judge::picture::svg::board(scene);
            let spots = figure_spots(&svg);
            let (cols, rows) = square_centres(&svg);
            for (title, (x, y)) in &spots {
                let Some((ex, ey)) = titled_spot(title, &cols, &rows) else {
                    continue;
                };
                let off = (x - ex).hypot(y - ey);
                assert!(
                    off <= 11.0,
                    "{}: {title} drawn at ({x}, {y}), {off:.1} from its point",
                    src.name
                );
                drawn += 1;
            }
            if i == 1 {
                continue;
            }
            // Before the action: each figure as the file writes it.
            for entry in &loaded.scenario.board {
                for fig in &entry.figures {
                    let Spot::On(carc_core::board::On::Point(p)) = fig.spot.value else {
                        continue;
                    };
                    let who = format!(
                        "{}'s {} on {} (",
                        fig.owner.value,
                        fig.figure.value.name().replace('-', " "),
                        entry.at.value
                    );
                    let end = format!(" {})", p.name());
                    assert!(
                        spots
                            .iter()
                            .any(|(title, _)| title.starts_with(&who) && title.ends_with(&end)),
                        "{}: no figure titled {who}...{end} in {:?}",
                        src.name,
                        spots.iter().map(|s| &s.0).collect::<Vec<_>>()
                    );
                    named += 1;
                }
            }
        }
    }
    assert!(named > 300 && drawn > 600, "{named} named, {drawn} drawn");
}

/// The figures of a small board, each written at a point other than its
/// feature's first: a follower on the west end of a road is drawn on the
/// tile's west half, a farmer written on the south field's SSW on its
/// south-west, a follower deployed by the action at WNW on the west half
/// of the placed tile.
#[test]
fn a_figure_written_at_one_end_is_not_drawn_at_the_other() {
    for (args, title, west, north) in [
        (
            vec!["show"],
            "red's follower on [0, 0] (road W)",
            true,
            None,
        ),
        (
            vec!["show"],
            "blue's follower on [0, 0] (field SSW)",
            true,
            Some(false),
        ),
        (
            vec!["show"],
            "blue's follower on [1, 0] (city NNE)",
            false,
            Some(true),
        ),
        (
            vec!["show", "--after"],
            "red's follower on [2, 0] (field WNW)",
            true,
            Some(true),
        ),
    ] {
        let mut args = args;
        args.push(WRITTEN);
        let svg = svg(&args);
        let (cols, rows) = square_centres(&svg);
        let (x, y) = figure_spots(&svg)
            .into_iter()
            .find(|(t, _)| t == title)
            .unwrap_or_else(|| panic!("{args:?}: no {title}"))
            .1;
        let square = title.split_once(" on [").unwrap().1;
        let (sx, sy) = square.split_once(']').unwrap().0.split_once(", ").unwrap();
        let cx = cols.iter().find(|c| c.0.to_string() == sx).unwrap().1;
        let cy = rows.iter().find(|r| r.0.to_string() == sy).unwrap().1;
        assert_eq!(
            x < cx - 10.0,
            west,
            "{title} at x {x}, the tile's middle {cx}"
        );
        assert_eq!(
            x > cx + 5.0,
            !west,
            "{title} at x {x}, the tile's middle {cx}"
        );
        if let Some(north) = north {
            assert_eq!(y < cy, north, "{title} at y {y}, the tile's middle {cy}");
        }
    }
    // The text board puts the road's follower in the block's west cell.
    let board = stdout(&carc(&["show", WRITTEN]));
    let lines = board_lines(&board);
    assert_eq!(lines[2][5], 'r', "{board}");
    assert!(
        board.contains("r = red's follower on [0, 0] (road W)"),
        "{board}"
    );
}

/// The scored lines under the pictures name every bonus on its own line
/// (the fairy's, the barn's, a castle's, the goods') or in its feature's
/// (the pig, the pig herd): over every scenario, each player's lines add
/// up to the points the ruling gives them.
#[test]
fn the_scored_lines_add_up_to_the_rulings_points() {
    let (mut checked, mut wrong) = (0, Vec::new());
    for j in JUDGED.iter() {
        let (src, ruling) = (j, &j.ruling);
        if ruling.verdict != carc_core::Verdict::Legal {
            continue;
        }
        let [_, scene] = j.scenes();
        for (player, points) in &ruling.scores {
            let lines: i64 = scene
                .scored
                .iter()
                .flat_map(|s| &s.points)
                .filter(|(p, _)| p == player)
                .map(|(_, n)| n)
                .sum();
            let words: Vec<&str> = scene.scored.iter().map(|s| s.words.as_str()).collect();
            if lines != *points {
                wrong.push(format!(
                    "{}: {player}'s lines {words:?} give {lines}, the ruling {points}",
                    src.name
                ));
            }
        }
        checked += scene.scored.len();
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(checked > 300, "only {checked} lines");
}

/// The groups of a class in an SVG (the castles, the farms' tints): each
/// one's title and the fill of its first shape.
fn titled(svg: &str, class: &str) -> Vec<(String, String)> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.descendants()
        .filter(|n| n.attribute("class") == Some(class))
        .map(|g| {
            let title = g
                .children()
                .find(|c| c.tag_name().name() == "title")
                .and_then(|t| t.text())
                .unwrap_or_default()
                .to_owned();
            let fill = g
                .children()
                .find_map(|c| c.attribute("fill"))
                .unwrap_or_default()
                .to_owned();
            (title, fill)
        })
        .collect()
}

/// Two farms on one tile are told apart in the SVG: each farm a figure
/// stands on is hatched in a pattern of its own and titled with a name of
/// its own, and after a scoring each farm's scored line is written in its
/// farm's colour.
#[test]
fn farms_are_told_apart_in_the_svg() {
    let after = svg(&["show", "--after", WRITTEN]);
    parse(&after, WRITTEN);
    let mut farms = titled(&after, "farm");
    farms.sort();
    farms.dedup();
    assert_eq!(
        farms,
        [
            (
                "farm SSW on [0, 0]".to_owned(),
                "url(#carc-farm-0)".to_owned()
            ),
            (
                "farm WNW on [2, 0]".to_owned(),
                "url(#carc-farm-1)".to_owned()
            ),
        ],
        "the south farm (blue's and red's farmers) and the north one (red's, deployed)"
    );
    // Before the action nobody stands on the north farm: it is not hatched.
    let before = svg(&["show", WRITTEN]);
    assert!(
        titled(&before, "farm")
            .iter()
            .all(|(t, _)| t == "farm SSW on [0, 0]")
    );
    // Three farms of one column scored at the end: three names, three
    // hatchings, and each scored line in its farm's colour.
    let file = "scenarios/base/final-two-separate-farms.yaml";
    let data = svg(&["show", "--after", file]);
    let mut farms = titled(&data, "farm");
    farms.sort();
    farms.dedup();
    assert_eq!(farms.len(), 3, "{farms:?}");
    let doc = roxmltree::Document::parse(&data).unwrap();
    let colours: Vec<&str> = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("legend"))
        .filter(|n| n.text().is_some_and(|t| t.starts_with("scored: farm")))
        .map(|n| n.attribute("fill").unwrap())
        .collect();
    assert_eq!(colours.len(), 3, "{colours:?}");
    for (i, c) in colours.iter().enumerate() {
        assert!(!colours[..i].contains(c), "two farms' lines in {c}");
        let pattern = doc
            .descendants()
            .find(|n| n.attribute("id") == Some(&format!("carc-farm-{i}")))
            .unwrap();
        assert!(
            pattern
                .descendants()
                .any(|r| r.attribute("fill") == Some(c)),
            "farm {i}'s hatching is not in its line's colour {c}"
        );
    }
}

/// Each mark the SVG draws (by its class), what its key says of it, and
/// what the text board says of it; none where the text board draws it as
/// a character of its own (`M`, `G`, `A`, `~`) or tells it otherwise (a
/// farm by its name, what scored in its lines).
const MARKS: [(&str, &str, Option<&str>); 27] = [
    ("pennant", "a pennant", Some("  pennants: ")),
    ("monastery", "a monastery", None),
    ("garden", "a garden", None),
    ("placed", "the placed tile framed", Some("* placed tile")),
    // The text board names what scored, highlighting nothing.
    ("scored", "what scored in yellow", None),
    ("farm", "farms: hatched", None),
    ("abbey", "abbeys: ", None),
    ("lake", "lakes: ", None),
    ("ferry", "its ferry", Some("  ferries: ")),
    ("festival", "festival tiles: ", Some("  festival tiles: ")),
    ("flier", "flying machines: ", Some("  flying machines: ")),
    ("inn", "an inn", Some("  inns: ")),
    ("cathedral", "a cathedral", Some("  cathedrals: ")),
    ("goods", "goods, the tokens", Some("the city")),
    ("siege", "sieges: ", Some("  sieges: ")),
    ("pig-herd", "a pig herd", Some("  pig herds: ")),
    ("river", "a river", None),
    ("castle", "castles: ", Some("  castles: ")),
    (
        "city-wall",
        "City of Carcassonne: ",
        Some("  City of Carcassonne: "),
    ),
    ("count", "the count", Some(" (count)")),
    ("tower", "towers: ", Some(" a tower")),
    ("volcano", "a volcano", Some("  volcanoes: ")),
    ("dragon-tile", "a dragon tile", Some("  dragon tiles: ")),
    ("portal", "a magic portal", Some("  magic portals: ")),
    ("princess", "a princess", Some("  princesses: ")),
    ("dragon", "D the dragon", Some("  the dragon is on ")),
    ("fairy", "F the fairy", Some("  the fairy is on ")),
];

/// Over every scenario, before and after its action: each mark the SVG
/// draws has its key in the SVG's legend and is told by the text board,
/// and neither tells a mark the table does not show.
#[test]
fn every_mark_drawn_has_its_key_and_its_words_on_the_text_board() {
    let (mut seen, mut wrong) = (std::collections::BTreeSet::new(), Vec::new());
    for j in JUDGED.iter() {
        let src = j;
        for (when, scene) in ["before", "after"].into_iter().zip(j.scenes()) {
            let svg = carcassonne_judge::picture::svg::board(&scene);
            let doc = roxmltree::Document::parse(&svg).unwrap();
            let drawn = |class: &str| {
                doc.descendants()
                    .any(|n| n.attribute("class") == Some(class))
            };
            let key: String = legend(&svg).into_iter().map(|(_, l)| l + " ").collect();
            let board = text::board(&scene, false);
            let goods = ["  wine: ", "  grain: ", "  cloth: "];
            for (class, in_key, in_text) in MARKS {
                let shown = drawn(class);
                if shown {
                    seen.insert(class);
                }
                let name = format!("{} {when}", src.name);
                if shown != key.contains(in_key) {
                    wrong.push(format!("{name}: {class} drawn {shown}, key {key:?}"));
                }
                let Some(in_text) = in_text else {
                    continue;
                };
                let told = if class == "goods" {
                    goods.iter().any(|g| board.contains(g))
                } else {
                    board.contains(in_text)
                };
                if shown != told {
                    wrong.push(format!(
                        "{name}: {class} drawn {shown}, text board:\n{board}"
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // Every mark is drawn somewhere, or this proves nothing of it.
    let never: Vec<&str> = MARKS
        .iter()
        .map(|m| m.0)
        .filter(|c| !seen.contains(c))
        .collect();
    assert!(never.is_empty(), "no scenario draws {never:?}");
}
