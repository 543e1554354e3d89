//! Pictures of the table: the text board and turned tiles snapshotted, and
//! the SVG of several positions rendered by a real SVG renderer.

use crate::run::{carc, stdout};

const SHOWN: [&str; 5] = [
    "scenarios/base/majority-road-placer-loses.yaml",
    "scenarios/abbey-mayor/wagon-road-onto-abbey.yaml",
    "scenarios/ferries/example5-new-lake-then-three-ferries.yaml",
    "scenarios/flier/example2-city-beside-blue.yaml",
    "scenarios/abbey-mayor/barn-place-scores-farmers-with-pig.yaml",
];

#[test]
fn the_text_board_before_and_after() {
    for file in SHOWN {
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
        let out = dir.join(svg.replace('/', "-"));
        carc(&["judge", file, "--svg", &out.to_string_lossy()]);
        assert_eq!(
            std::fs::read_to_string(out).unwrap(),
            std::fs::read_to_string(root.join(svg)).unwrap(),
            "{svg} is stale: run `cargo run -- judge {file} --svg {svg}`"
        );
    }
}
