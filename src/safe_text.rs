//! Text from a user's file, made safe to print on a terminal. A title or a
//! player's name may hold escape sequences (`ESC ] 0 ; … BEL` retitles the
//! terminal, `ESC [ 2 J` clears it); printed raw, the file would drive the
//! reader's terminal. Every control character but the line break and the
//! tab is shown as a visible escape instead. JSON needs none of this: its
//! writer escapes control characters itself.

use std::borrow::Cow;

/// Whether a character would be taken by a terminal as a command: the C0
/// controls (but `\n` and `\t`, which only lay out text), DEL, and the C1
/// controls, which some terminals read as the start of a sequence.
fn is_unsafe(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t') || matches!(c, '\u{2028}' | '\u{2029}')
}

/// How an unsafe character is shown: `\e` for ESC (the one readers know),
/// `\r`, and `\u{…}` for the rest.
fn escaped(c: char) -> String {
    match c {
        '\u{1b}' => "\\e".to_owned(),
        '\r' => "\\r".to_owned(),
        c => format!("\\u{{{:x}}}", u32::from(c)),
    }
}

/// The text with every unsafe character escaped; borrowed when there is
/// none (the common case costs one scan).
pub fn escape(text: &str) -> Cow<'_, str> {
    escape_where(text, is_unsafe)
}

/// The text with every character `escape_it` picks shown as an escape.
fn escape_where(text: &str, escape_it: impl Fn(char) -> bool) -> Cow<'_, str> {
    if !text.chars().any(&escape_it) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if escape_it(c) {
            out.push_str(&escaped(c));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// Whether XML 1.0 can hold the character at all (its `Char` production):
/// not the C0 controls but tab and the line breaks, nor U+FFFE and U+FFFF,
/// not even written as a character reference.
fn xml_can_hold(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | ' '..='\u{d7ff}' | '\u{e000}'..='\u{fffd}' | '\u{10000}'..)
}

/// Text for an XML document (the SVG, the JUnit report): what [`escape`]
/// escapes, and the characters XML cannot hold, shown the same way; a
/// reader of the file sees `\u{fffe}` where a parser would have refused the
/// whole document. `&`, `<` and the like are left to the XML writer.
pub fn escape_xml(text: &str) -> Cow<'_, str> {
    escape_where(text, |c| is_unsafe(c) || !xml_can_hold(c))
}

/// A file's text with unsafe characters escaped, and a map from byte
/// offsets in the original to offsets in the escaped text, so that a
/// diagnostic's labels still point at the same characters.
pub struct Escaped {
    /// The escaped text.
    pub text: String,
    /// (offset in the original just after an escaped character, bytes
    /// added so far), in order.
    shifts: Vec<(usize, usize)>,
}

impl Escaped {
    /// Escapes a whole file's text.
    pub fn new(original: &str) -> Escaped {
        if !original.chars().any(is_unsafe) {
            return Escaped {
                text: original.to_owned(),
                shifts: Vec::new(),
            };
        }
        let mut text = String::with_capacity(original.len() + 16);
        let mut shifts = Vec::new();
        let mut added = 0;
        for (i, c) in original.char_indices() {
            if is_unsafe(c) {
                let e = escaped(c);
                added += e.len() - c.len_utf8();
                text.push_str(&e);
                shifts.push((i + c.len_utf8(), added));
            } else {
                text.push(c);
            }
        }
        Escaped { text, shifts }
    }

    /// Where an offset of the original lies in the escaped text. An offset
    /// inside an escaped character maps to the start of its escape.
    pub fn map(&self, offset: usize) -> usize {
        let before = self.shifts.partition_point(|&(end, _)| end <= offset);
        offset + before.checked_sub(1).map_or(0, |i| self.shifts[i].1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_sequences_become_visible() {
        assert_eq!(escape("a\u{1b}]0;x\u{7}b"), "a\\e]0;x\\u{7}b");
        assert_eq!(escape("line\nnext\ttab"), "line\nnext\ttab");
        assert_eq!(escape("\u{9b}2J"), "\\u{9b}2J");
        assert!(matches!(escape("plain"), Cow::Borrowed(_)));
    }

    #[test]
    fn xml_gets_what_it_cannot_hold_escaped() {
        assert_eq!(
            escape_xml("a\u{fffe}b\u{ffff}\u{1b}"),
            "a\\u{fffe}b\\u{ffff}\\e"
        );
        assert_eq!(escape_xml("<&é\n"), "<&é\n");
        assert!(matches!(escape_xml("plain"), Cow::Borrowed(_)));
    }

    #[test]
    fn offsets_follow_the_escapes() {
        let original = "ab\u{1b}cd\u{7}e";
        let e = Escaped::new(original);
        assert_eq!(e.text, "ab\\ecd\\u{7}e");
        // Every ordinary character keeps pointing at itself.
        for (i, c) in original.char_indices().filter(|(_, c)| !is_unsafe(*c)) {
            assert_eq!(e.text[e.map(i)..].chars().next(), Some(c), "offset {i}");
        }
        assert_eq!(e.map(original.len()), e.text.len());
    }
}
