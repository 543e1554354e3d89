//! The message catalogue: every word carc shows a player comes from the
//! Project Fluent files of a language's folder (`locales/en/`,
//! `locales/de/`), built into the binary: `common.ftl` for the words every
//! box shares, and one file per box named after its rule set
//! (`tower.ftl`) for that box's own. The game core produces facts and ids;
//! this module turns ids into words in the reader's language. Adding a
//! language is adding a folder, adding a box is adding a file to each
//! (docs/translating.md).

pub mod rules;

use std::sync::OnceLock;

pub use fluent_bundle::FluentValue;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

/// A language carc speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    De,
}

impl Lang {
    /// Every language, English (the reference) first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::De];

    /// The language's code: `en`, `de`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
        }
    }

    /// The catalogue's files, each as its name (one of [`FILES`]) and its
    /// text, in the order of [`FILES`].
    pub fn files(self) -> impl Iterator<Item = (&'static str, &'static str)> {
        FILES.iter().copied().zip(texts(self).iter().copied())
    }

    /// A language from a code or a locale: `de`, `de-AT`, `de_DE.UTF-8`,
    /// `DE`. `None` for a language carc does not speak.
    pub fn parse(text: &str) -> Option<Lang> {
        let primary = text
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The language of the user's locale (LC_ALL, LC_MESSAGES, LANG on
    /// Unix; the system's setting elsewhere), English when carc does not
    /// speak it or none is set.
    pub fn from_environment() -> Lang {
        sys_locale::get_locale()
            .as_deref()
            .and_then(Lang::parse)
            .unwrap_or_default()
    }
}

/// Declares the files of every language's catalogue, `locales/CODE/NAME.ftl`,
/// in the order they are read: [`FILES`] names them, `texts` builds each
/// language's into the binary (the page for the table too reads no file).
/// The names are read from the boxes' one list
/// (`crates/core/src/boxes/list.rs`): `common`, then one file a box, named
/// after its rule set, in the list's order.
macro_rules! declare_boxes {
    ($(
        $(#[$meta:meta])*
        $folder:ident: $variant:ident => $name:literal { $($rest:tt)* },
    )*) => {
        /// The files of a language's catalogue, in the order they are read:
        /// the words every box shares, then each box's own, named after its
        /// rule set, in the order of `RuleSet::NAMES`. A message is in one
        /// file, the same in every language (tests/suite/messages.rs).
        pub const FILES: &[&str] = &["common", $($name),*];

        /// The text of each of a language's files, in the order of [`FILES`].
        fn texts(lang: Lang) -> &'static [&'static str] {
            match lang {
                Lang::En => &[
                    include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/en/common.ftl")),
                    $(include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/en/", $name, ".ftl"))),*
                ],
                Lang::De => &[
                    include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/de/common.ftl")),
                    $(include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/de/", $name, ".ftl"))),*
                ],
            }
        }
    };
}

carc_core::with_boxes!(declare_boxes);

/// One language's messages, ready to format.
pub struct Catalogue {
    lang: Lang,
    bundle: FluentBundle<&'static FluentResource>,
    /// The catalogue with more of the language's messages, asked when this
    /// one lacks one (the words of refusals and of the page, beside those
    /// of every ruling).
    more: Option<fn(Lang) -> &'static Catalogue>,
    /// Whether this is the paraphrases' part (its English fallback is the
    /// English paraphrases).
    paraphrases: bool,
}

/// Where a file's second part begins: the words of refusals, of a random
/// game's broken invariants and of the page for the table. A legal ruling
/// needs none of them, so they are parsed only when first asked for.
pub const EXTRAS: &str = "\n## Why an action is refused.";

/// Where its third part begins: the rules' paraphrases, which only `carc
/// rule`, `carc rules` and the rules reference read, so that judging does
/// not pay for the longest texts of the catalogue.
pub const PARAPHRASES: &str = "\n## The rules in the project's own words\n";

/// The parts of a catalogue's text, in each file's order.
#[derive(Clone, Copy)]
enum Part {
    Words,
    Extras,
    Paraphrases,
}

/// A part of one file's text. Every judgement reads the first part of
/// every file, so that one is found by reading no further than its end.
fn part_of(source: &str, part: Part) -> &str {
    let paraphrases = || source.find(PARAPHRASES).unwrap_or(source.len());
    let extras = source.find(EXTRAS);
    match (part, extras) {
        (Part::Words, Some(extras)) => &source[..extras],
        (Part::Words, None) => &source[..paraphrases()],
        (Part::Extras, Some(extras)) => &source[extras..paraphrases().max(extras)],
        (Part::Extras, None) => "",
        (Part::Paraphrases, _) => &source[paraphrases()..],
    }
}

/// A part of a catalogue's text: that part of each of its files, in the
/// order of [`FILES`].
fn text_of(lang: Lang, part: Part) -> String {
    texts(lang)
        .iter()
        .map(|source| part_of(source, part))
        .collect()
}

/// A part of a catalogue, parsed once when first asked for. A catalogue
/// that does not parse is a bug caught by the test suite
/// (`every_language_has_every_message_with_the_same_variables`); at run
/// time its messages are left out and the English ones are used instead.
fn resource(lang: Lang, part: Part) -> &'static FluentResource {
    static PARSED: [[OnceLock<FluentResource>; 3]; 2] = [
        [OnceLock::new(), OnceLock::new(), OnceLock::new()],
        [OnceLock::new(), OnceLock::new(), OnceLock::new()],
    ];
    let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    PARSED[i][part as usize]
        .get_or_init(|| FluentResource::try_new(text_of(lang, part)).unwrap_or_else(|(r, _)| r))
}

fn build(lang: Lang, parts: &[Part]) -> Catalogue {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Fluent wraps every inserted value in Unicode isolation marks, which a
    // terminal shows as stray characters; carc's values are names and
    // numbers in the text's own direction.
    bundle.set_use_isolating(false);
    for part in parts {
        let _ = bundle.add_resource(resource(lang, *part));
    }
    Catalogue {
        lang,
        bundle,
        more: None,
        paraphrases: false,
    }
}

/// The index of a language among [`Lang::ALL`].
fn index(lang: Lang) -> usize {
    Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0)
}

/// The words of a language (everything but the rules' paraphrases), built
/// once. Those of refusals and of the page are read from the rest of the
/// files the first time one of them is asked for.
pub fn catalogue(lang: Lang) -> &'static Catalogue {
    static BUILT: [OnceLock<Catalogue>; 2] = [OnceLock::new(), OnceLock::new()];
    BUILT[index(lang)].get_or_init(|| Catalogue {
        more: Some(everything),
        ..build(lang, &[Part::Words])
    })
}

/// Every word of a language but the paraphrases, in one bundle.
fn everything(lang: Lang) -> &'static Catalogue {
    static BUILT: [OnceLock<Catalogue>; 2] = [OnceLock::new(), OnceLock::new()];
    BUILT[index(lang)].get_or_init(|| build(lang, &[Part::Words, Part::Extras]))
}

/// The rules' paraphrases and reasons in a language, built once when first
/// asked for.
pub fn paraphrases(lang: Lang) -> &'static Catalogue {
    static BUILT: [OnceLock<Catalogue>; 2] = [OnceLock::new(), OnceLock::new()];
    BUILT[index(lang)].get_or_init(|| Catalogue {
        paraphrases: true,
        ..build(lang, &[Part::Paraphrases])
    })
}

impl Catalogue {
    /// The language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether the catalogue has the message (or the attribute).
    pub fn has(&self, id: &str, attribute: Option<&str>) -> bool {
        match (self.bundle.get_message(id), attribute) {
            (Some(m), None) => m.value().is_some(),
            (Some(m), Some(a)) => m.get_attribute(a).is_some(),
            (None, _) => self
                .more
                .is_some_and(|more| more(self.lang).has(id, attribute)),
        }
    }

    /// A message (or one of its attributes) with its arguments; from the
    /// English catalogue when this one lacks it, and the id itself when
    /// none has it, so that a gap shows instead of vanishing.
    pub fn format(&self, id: &str, attribute: Option<&str>, args: Option<&FluentArgs>) -> String {
        if let Some(text) = self.try_format(id, attribute, args) {
            return text;
        }
        let english = if self.paraphrases {
            paraphrases(Lang::En)
        } else {
            catalogue(Lang::En)
        };
        if self.lang != Lang::En
            && let Some(text) = english.try_format(id, attribute, args)
        {
            return text;
        }
        match attribute {
            Some(a) => format!("{id}.{a}"),
            None => id.to_owned(),
        }
    }

    fn try_format(
        &self,
        id: &str,
        attribute: Option<&str>,
        args: Option<&FluentArgs>,
    ) -> Option<String> {
        let Some(message) = self.bundle.get_message(id) else {
            return self.more?(self.lang).try_format(id, attribute, args);
        };
        let pattern = match attribute {
            Some(a) => message.get_attribute(a)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, args, &mut errors);
        // A variable the code did not pass falls back silently when it
        // only selects a variant; debug builds (the tests) say so in the
        // text, where the suite looks for it.
        if cfg!(debug_assertions) && !errors.is_empty() {
            return Some(format!("{text}{{!{id}: {errors:?}}}"));
        }
        Some(text.into_owned())
    }

    /// The names of a message's attributes (`title`, `aria-label`), in the
    /// order the catalogue writes them; the English ones when this
    /// catalogue lacks the message, as [`Catalogue::format`] falls back.
    pub fn attributes(&self, id: &str) -> Vec<&str> {
        if self.bundle.get_message(id).is_none()
            && let Some(more) = self.more
        {
            return more(self.lang).attributes(id);
        }
        let message = match self.bundle.get_message(id) {
            Some(m) => Some(m),
            None if self.lang != Lang::En && !self.paraphrases => {
                everything(Lang::En).bundle.get_message(id)
            }
            None => None,
        };
        message.map_or_else(Vec::new, |m| m.attributes().map(|a| a.id()).collect())
    }

    /// A message with its arguments as pairs of a name and a value: words
    /// as text, counts as numbers (a number chooses a plural).
    pub fn say(&self, id: &str, args: &[(&str, FluentValue)]) -> String {
        let mut a = FluentArgs::new();
        for (name, value) in args {
            a.set(*name, value.clone());
        }
        self.format(id, None, Some(&a))
    }

    /// A message without arguments.
    pub fn get(&self, id: &str) -> String {
        self.format(id, None, None)
    }

    /// An attribute of a message, without arguments.
    pub fn attribute(&self, id: &str, attribute: &str) -> String {
        self.format(id, Some(attribute), None)
    }
}

/// What a misspelt name most likely meant, in the words of `words`: the
/// known names `crate::diag::candidates` finds closest to it, or all of
/// them when they are few.
pub fn suggest(words: &Catalogue, word: &str, known: &[&str]) -> String {
    let quoted = |ks: &[&str]| {
        let all: Vec<String> = ks.iter().map(|k| format!("`{k}`")).collect();
        all.join(", ")
    };
    match crate::diag::candidates(word, known.iter().copied()).as_slice() {
        [one] => words.say("cli-error-did-you-mean", &[("name", (*one).into())]),
        [] if known.len() > 24 => words.say(
            "cli-error-none-close",
            &[("count", known.len().into()), ("word", word.into())],
        ),
        [] => words.say(
            "cli-error-expected-one-of",
            &[("names", known.join(", ").into())],
        ),
        many => words.say(
            "cli-error-did-you-mean-one-of",
            &[("names", quoted(many).into())],
        ),
    }
}
