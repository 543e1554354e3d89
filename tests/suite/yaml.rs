//! The YAML reader on its own: which scalar is which type, where each node
//! points, aliases and merge keys, and the refusals that keep hostile files
//! from exhausting the judge.

use carcassonne_judge::yaml::{self, Node, Span, Value};

fn value(text: &str) -> Value {
    yaml::parse(text).expect("valid YAML").value
}

fn error(text: &str) -> (String, Span) {
    let e = yaml::parse(text).expect_err("refused");
    (e.message, e.span)
}

fn at<'a>(src: &'a str, n: &Node) -> &'a str {
    &src[n.span.offset..n.span.offset + n.span.len]
}

#[test]
fn plain_scalars_follow_the_yaml_1_2_core_schema() {
    let cases = [
        ("~", Value::Null),
        ("null", Value::Null),
        ("", Value::Null),
        ("true", Value::Bool(true)),
        ("False", Value::Bool(false)),
        // YAML 1.1 booleans are words: `N`, `on` and `no` are point names.
        ("yes", Value::Str("yes".into())),
        ("on", Value::Str("on".into())),
        ("N", Value::Str("N".into())),
        ("-4", Value::Int(-4)),
        ("+5", Value::Int(5)),
        ("1_000", Value::Int(1000)),
        ("0x1F", Value::Int(31)),
        ("0o17", Value::Int(15)),
        ("-9223372036854775808", Value::Int(i64::MIN)),
        // Past u64 a literal is read as a decimal number, as serde-saphyr did.
        ("18446744073709551616", Value::Float(18446744073709551616.0)),
        ("017", Value::Float(17.0)),
        ("1.5", Value::Float(1.5)),
        ("1e3", Value::Float(1000.0)),
        ("inf", Value::Str("inf".into())),
        ("12:30", Value::Str("12:30".into())),
        ("\"7\"", Value::Str("7".into())),
        ("'true'", Value::Str("true".into())),
        ("!!str 7", Value::Str("7".into())),
        ("!!int \"7\"", Value::Int(7)),
        ("!!float 3", Value::Float(3.0)),
        ("!custom 7", Value::Int(7)),
    ];
    for (text, want) in cases {
        assert_eq!(value(text), want, "{text:?}");
    }
}

#[test]
fn unreadable_numbers_and_tags_are_refused_with_a_reason() {
    let cases = [
        (
            "a: 9223372036854775808",
            "the integer 9223372036854775808 is too large (the largest is 9223372036854775807)",
            Span::new(3, 19),
        ),
        ("a: .inf", "`.inf` is not a finite number", Span::new(3, 4)),
        (
            "a: !!int x",
            "`x` is not an integer, yet it is tagged `!!int`",
            Span::new(9, 1),
        ),
        (
            "a: !!bool yes",
            "`yes` is not a boolean (true or false), yet it is tagged `!!bool`",
            Span::new(10, 3),
        ),
        (
            "a: !!binary aGk=",
            "the tag `!!binary` is not supported here; remove it",
            Span::new(3, 8),
        ),
        (
            "a: !!seq {x: 1}",
            "the tag `!!seq` does not fit a mapping",
            Span::new(3, 5),
        ),
    ];
    for (text, message, span) in cases {
        assert_eq!(error(text), (message.to_owned(), span), "{text:?}");
    }
}

#[test]
fn a_collection_spans_from_its_start_to_its_last_child() {
    let src = "board:\n  - {tile: base/D, at: [0, 0]}\n  - tile: base/U\n    at: [1, 0]\n";
    let root = yaml::parse(src).unwrap();
    // A collection's span stops at its last child, not at a closing bracket.
    let whole = src.trim_end().trim_end_matches(']');
    assert_eq!(at(src, &root), whole);
    let Value::Map(top) = &root.value else {
        panic!("a mapping")
    };
    let board = &top[0].1;
    assert_eq!(at(src, board), &whole["board:\n  ".len()..]);
    let Value::Seq(tiles) = &board.value else {
        panic!("a list")
    };
    assert_eq!(at(src, &tiles[0]), "{tile: base/D, at: [0, 0");
    assert_eq!(at(src, &tiles[1]), "tile: base/U\n    at: [1, 0");
}

#[test]
fn an_alias_is_a_copy_that_points_at_the_alias() {
    let src = "a: &p [0, 0]\nb: *p\n";
    let root = yaml::parse(src).unwrap();
    let Value::Map(top) = &root.value else {
        panic!("a mapping")
    };
    let copy = &top[1].1;
    assert_eq!(at(src, copy), "*p");
    let Value::Seq(items) = &copy.value else {
        panic!("a list")
    };
    assert_eq!(items.len(), 2);
    assert!(
        items
            .iter()
            .all(|n| at(src, n) == "*p" && n.value == Value::Int(0))
    );
}

#[test]
fn merge_keys_add_what_the_mapping_does_not_say_itself() {
    let src = "base: &b {x: 1, y: 1}\nmore: &m {y: 2, z: 2}\nm: {<<: [*b, *m], x: 0}\n";
    let root = yaml::parse(src).unwrap();
    let Value::Map(top) = &root.value else {
        panic!("a mapping")
    };
    let Value::Map(m) = &top[2].1.value else {
        panic!("a mapping")
    };
    let entries: Vec<(&str, &Value)> = m
        .iter()
        .map(|(k, v)| (k.as_str().unwrap(), &v.value))
        .collect();
    assert_eq!(
        entries,
        [
            ("x", &Value::Int(0)),
            ("y", &Value::Int(1)),
            ("z", &Value::Int(2))
        ]
    );
    assert_eq!(
        error("m: {<<: 5}").0,
        "a merge key `<<` takes a mapping or a list of mappings, not a number"
    );
}

#[test]
fn duplicate_keys_are_kept_for_the_loader_to_report() {
    let Value::Map(entries) = value("a: 1\na: 2\n") else {
        panic!("a mapping")
    };
    assert_eq!(entries.len(), 2);
}

#[test]
fn hostile_documents_are_refused_where_they_break_a_limit() {
    let deep = format!("{}{}", "[".repeat(65), "]".repeat(65));
    assert_eq!(
        error(&deep),
        (
            "the document nests deeper than 64 levels".to_owned(),
            Span::new(64, 1)
        )
    );
    let just = format!("{}{}", "[".repeat(64), "]".repeat(64));
    assert!(yaml::parse(&just).is_ok());

    let block: String = (0..65).map(|i| format!("{}k:\n", " ".repeat(i))).collect();
    assert_eq!(error(&block).0, "the document nests deeper than 64 levels");

    let mut laughs = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
    for i in 1..10 {
        let refs = vec![format!("*a{}", i - 1); 10].join(", ");
        laughs.push_str(&format!("a{i}: &a{i} [{refs}]\n"));
    }
    let (message, span) = error(&laughs);
    assert_eq!(
        message,
        "the document expands to more than 100000 values (anchors and aliases repeat large parts of it)"
    );
    assert_eq!(&laughs[span.offset..span.offset + 1], "*");

    // Anchors inside anchors keep a copy each, aliases or not.
    let list = vec!["1"; 2_000].join(",");
    let opens: String = (0..60).map(|i| format!("&n{i} [")).collect();
    let nested = format!("{opens}{list}{}", "]".repeat(60));
    assert_eq!(
        error(&nested).0,
        "the document expands to more than 100000 values \
         (anchors and aliases repeat large parts of it)"
    );

    let long = format!("[{}]", vec!["1"; 100_001].join(","));
    assert_eq!(error(&long).0, "the document holds more than 100000 values");

    let text = "x".repeat(1 << 20);
    let copies = format!("a: &t {text}\nb: [{}]\n", vec!["*t"; 17].join(", "));
    assert_eq!(
        error(&copies).0,
        "anchors and aliases repeat more than 16 MiB of text"
    );
}

#[test]
fn aliases_that_cannot_be_resolved_are_named() {
    assert_eq!(
        error("a: &a [1, *a]"),
        (
            "the alias `*a` stands for a value that contains it".to_owned(),
            Span::new(10, 2)
        )
    );
    assert_eq!(
        error("a: *nowhere"),
        (
            "the alias `*nowhere` names no anchor: `&nowhere` is not defined before it".to_owned(),
            Span::new(3, 1)
        )
    );
}

#[test]
fn a_second_document_is_refused_at_its_start() {
    let src = "a: 1\n---\nb: 2\n";
    assert_eq!(
        error(src),
        (
            "the file holds a second YAML document; a scenario is one document \
             (remove the `---` or `...` line)"
                .to_owned(),
            Span::new(5, 1)
        )
    );
    // An explicit start or end of the one document is fine.
    assert_eq!(value("--- 3\n...\n"), Value::Int(3));
}

#[test]
fn syntax_errors_keep_the_parser_message_and_point_at_the_culprit() {
    let (message, span) = error("a: [1, 2\n");
    assert_eq!(message, "unclosed bracket '['");
    assert_eq!(span, Span::new(3, 1));
    // A tab is reported after it; the label goes on the tab.
    let (message, span) = error("a:\n\tb: 1\n");
    assert_eq!(
        message,
        "tabs disallowed within this context (block indentation)"
    );
    assert_eq!(span, Span::new(3, 1));
}
