//! Pictures of the table: the text board and turned tiles snapshotted, and
//! the SVG of several positions rendered by a real SVG renderer; the text
//! board of far-apart tiles stays small, and figures that share a feature
//! each show, on that feature.

use std::path::{Path, PathBuf};

use carc_core::board::Standing;
use carcassonne_judge::input::{self, Source};
use carcassonne_judge::picture::{Scene, text};

use crate::run::{carc, stdout};

const SHOWN: [&str; 5] = [
    "scenarios/base/majority-road-placer-loses.yaml",
    "scenarios/abbey-mayor/wagon-road-onto-abbey.yaml",
    "scenarios/ferries/example5-new-lake-then-three-ferries.yaml",
    "scenarios/flier/example2-city-beside-blue.yaml",
    "scenarios/abbey-mayor/barn-place-scores-farmers-with-pig.yaml",
];

/// Boards made for the pictures: five tiles a million squares apart, and
/// figures sharing a city, a field and a monastery.
const FAR: &str = "tests/fixtures/pictures/far-apart.yaml";
const STACKED: &str = "tests/fixtures/pictures/stacked.yaml";

#[test]
fn the_text_board_before_and_after() {
    for file in SHOWN.into_iter().chain([FAR, STACKED]) {
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

#[test]
fn the_svg_renders() {
    let dir = std::env::temp_dir().join(format!("carc-svg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (i, file) in SHOWN.iter().enumerate() {
        let out = dir.join(format!("{i}.svg"));
        let o = carc(&["judge", file, "--svg", &out.to_string_lossy()]);
        assert!(o.status.code().is_some_and(|c| c <= 1), "{file}");
        let data = std::fs::read(&out).unwrap();
        let tree = resvg::usvg::Tree::from_data(&data, &resvg::usvg::Options::default())
            .unwrap_or_else(|e| panic!("{file}: {e}"));
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
        .any(|f| matches!(f.standing, Standing::Corner(_)))
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

#[test]
fn each_mark_of_the_text_board_lies_on_its_feature() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    yaml_files(&root.join("scenarios"), &mut files);
    files.push(root.join(STACKED));
    let mut seen = 0;
    for path in files {
        let src = Source {
            name: path.display().to_string(),
            text: std::fs::read_to_string(&path).unwrap(),
        };
        let Ok(loaded) = input::load(&src) else {
            continue;
        };
        let t = &loaded.translated;
        let ruling = carc_core::judge(&t.position, &t.action);
        for scene in [
            Scene::before(&t.position),
            Scene::after(&t.position, &t.action, &ruling),
        ] {
            marks_lie_on_their_features(&scene, &src.name);
            seen += scene.board.figures.len();
        }
    }
    assert!(seen > 200, "only {seen} figures drawn");
}

#[test]
fn two_figures_on_one_city_each_take_a_cell_of_that_city() {
    let board = stdout(&carc(&["show", STACKED]));
    let lines = board_lines(&board);
    // [0, 0] is base/D: its city is the three middle cells of the top line.
    let top: String = lines[1][5..10].iter().collect();
    assert_eq!(top, ".br#.", "{board}");
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
fn far_apart_tiles_make_a_small_text_board() {
    for args in [
        ["show", FAR].as_slice(),
        ["show", "--after", FAR].as_slice(),
    ] {
        let o = carc(args);
        assert!(o.status.success(), "{args:?}");
        assert!(
            o.stdout.len() < 64 * 1024,
            "{args:?}: {} bytes",
            o.stdout.len()
        );
    }
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
    ] {
        let out = dir.join("now.svg");
        carc(&["judge", file, "--svg", &out.to_string_lossy()]);
        assert_eq!(
            std::fs::read_to_string(out).unwrap(),
            std::fs::read_to_string(root.join(svg)).unwrap(),
            "{svg} is stale: run `cargo run -- judge {file} --svg {svg}`"
        );
    }
}
