//! A new box's name, in the three spellings the layers use.

/// The rule set's name (`hills-sheep`), the folder and module
/// (`hills_sheep`) and the enum variant (`HillsSheep`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoxName {
    pub kebab: String,
    pub snake: String,
    pub camel: String,
}

/// Rust's keywords: a folder is a module, and a module cannot be one.
const KEYWORDS: &[&str] = &[
    "as", "async", "await", "box", "break", "const", "continue", "crate", "dyn", "else", "enum",
    "extern", "false", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod",
    "move", "mut", "pub", "ref", "return", "self", "static", "struct", "super", "trait", "true",
    "try", "type", "unsafe", "use", "where", "while", "yield",
];

/// JavaScript's reserved words: the page imports a box's module under its
/// name.
const JS_RESERVED: &[&str] = &[
    "arguments",
    "case",
    "catch",
    "class",
    "debugger",
    "default",
    "delete",
    "do",
    "eval",
    "export",
    "extends",
    "finally",
    "function",
    "import",
    "instanceof",
    "interface",
    "let",
    "new",
    "null",
    "package",
    "private",
    "protected",
    "public",
    "switch",
    "this",
    "throw",
    "typeof",
    "var",
    "void",
    "with",
];

impl BoxName {
    /// The name the page imports the box's module under (`hillsSheep`).
    pub fn lower_camel(&self) -> String {
        let mut c = self.camel.chars();
        c.next()
            .map(|first| first.to_ascii_lowercase().to_string() + c.as_str())
            .unwrap_or_default()
    }

    /// Lower-case words of letters and digits joined by single hyphens,
    /// beginning with a letter, at most 40 characters.
    pub fn parse(text: &str) -> Result<BoxName, String> {
        let well_formed = !text.is_empty()
            && text.len() <= 40
            && text.starts_with(|c: char| c.is_ascii_lowercase())
            && text.split('-').all(|w| {
                !w.is_empty()
                    && w.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
            });
        if !well_formed {
            return Err(format!(
                "`{text}` is not a box name: use lower-case words joined by hyphens, \
                 beginning with a letter (e.g. `hills-sheep`)"
            ));
        }
        let snake = text.replace('-', "_");
        if KEYWORDS.contains(&snake.as_str()) {
            return Err(format!(
                "`{text}` is a Rust keyword, which cannot name the box's module"
            ));
        }
        if JS_RESERVED.contains(&text) {
            return Err(format!(
                "`{text}` is a JavaScript reserved word, which cannot name the box's module on the page"
            ));
        }
        let camel = text
            .split('-')
            .map(|w| {
                let mut c = w.chars();
                c.next()
                    .map(|first| first.to_ascii_uppercase().to_string() + c.as_str())
                    .unwrap_or_default()
            })
            .collect();
        Ok(BoxName {
            kebab: text.to_owned(),
            snake,
            camel,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::BoxName;

    #[test]
    fn a_name_has_three_spellings() {
        let n = BoxName::parse("hills-sheep2").unwrap();
        assert_eq!(n.snake, "hills_sheep2");
        assert_eq!(n.camel, "HillsSheep2");
    }

    #[test]
    fn what_cannot_name_a_box_is_refused() {
        for bad in [
            "", "River", "-river", "river-", "a--b", "2river", "ri ver", "river_2", "mod", "é",
        ] {
            assert!(BoxName::parse(bad).is_err(), "{bad:?}");
        }
        assert!(BoxName::parse(&"a".repeat(41)).is_err());
    }
}
