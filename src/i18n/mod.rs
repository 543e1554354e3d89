//! The message catalogue: every word carc shows a player comes from the
//! Project Fluent files of a language's folder (`locales/en/`,
//! `locales/de/`), built into the binary: `common.ftl` for the words every
//! box shares, and one file per box named after its rule set
//! (`tower.ftl`) for that box's own. The game core produces facts and ids;
//! this module turns ids into words in the reader's language. Adding a
//! language is adding a folder, adding a box is adding a file to each
//! (docs/translating.md).

pub mod rules;

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

pub use fluent_bundle::FluentValue;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

/// A language carc speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
}

impl Lang {
    /// Every language, English (the reference) first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Fr];

    /// The language's code: `en`, `de`, `fr`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
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
                Lang::Fr => &[
                    include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/fr/common.ftl")),
                    $(include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/fr/", $name, ".ftl"))),*
                ],
            }
        }
    };
}

carc_core::with_boxes!(declare_boxes);

/// One language's messages, ready to format. Each message is parsed the
/// first time it is asked for, from its place in the files that the build
/// script indexed (`build.rs`): a ruling formats a few dozen messages of
/// the thousands the catalogue holds.
pub struct Catalogue {
    lang: Lang,
    /// The parts of the files this catalogue answers from (see [`Part`]).
    parts: &'static [Part],
    loaded: Mutex<Loaded>,
    /// Whether this is the paraphrases' part (its English fallback is the
    /// English paraphrases).
    paraphrases: bool,
}

/// The messages parsed so far, in a bundle that formats them.
struct Loaded {
    bundle: FluentBundle<&'static FluentResource>,
    /// Each message added, by id, with the resource that holds it.
    added: HashMap<&'static str, &'static FluentResource>,
}

/// Where a file's second part begins: the words of refusals, of a random
/// game's broken invariants and of the page for the table; the build
/// script (`build.rs`) marks each message with its part by these headings.
pub const EXTRAS: &str = "\n## Why an action is refused.";

/// Where its third part begins: the rules' paraphrases, which only `carc
/// rule`, `carc rules` and the rules reference read.
pub const PARAPHRASES: &str = "\n## The rules in the project's own words\n";

/// The parts of a catalogue's text, in each file's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The words of a ruling.
    Words,
    /// The words of refusals, of broken invariants and of the page.
    Extras,
    /// The rules' paraphrases.
    Paraphrases,
}

mod built {
    include!(concat!(env!("OUT_DIR"), "/catalogue_index.rs"));
}

/// A message's text as the build script found it: its file's text from
/// the offset where it begins to where the next entry does, and its part.
/// `None` for a message the language does not have.
pub fn message_text(lang: Lang, id: &str) -> Option<(&'static str, Part)> {
    let (index, ids, names) = built::index(lang.code());
    let id_of = |e: &(u32, u16, u8, u32, u32, u8)| {
        let start = e.0 as usize;
        ids.get(start..start + usize::from(e.1)).unwrap_or_default()
    };
    let i = index.binary_search_by(|e| id_of(e).cmp(id)).ok()?;
    let (_, _, file, start, end, part) = index[i];
    let name = names.get(usize::from(file))?;
    let at = FILES.iter().position(|f| f == name)?;
    let text = texts(lang).get(at)?.get(start as usize..end as usize)?;
    let part = [Part::Words, Part::Extras, Part::Paraphrases][usize::from(part.min(2))];
    Some((text, part))
}

/// The ids of the messages a message's text refers to (`{ figure-returned }`),
/// which must be in the bundle when it is formatted.
fn references(text: &str) -> impl Iterator<Item = &str> {
    text.split("{ ").skip(1).filter_map(|rest| {
        let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))?;
        let id = &rest[..end];
        let starts = id.chars().next().is_some_and(|c| c.is_ascii_lowercase());
        (starts && rest[end..].starts_with([' ', '.'])).then_some(id)
    })
}

fn build(lang: Lang, parts: &'static [Part]) -> Catalogue {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Fluent wraps every inserted value in Unicode isolation marks, which a
    // terminal shows as stray characters; carc's values are names and
    // numbers in the text's own direction.
    bundle.set_use_isolating(false);
    Catalogue {
        lang,
        parts,
        loaded: Mutex::new(Loaded {
            bundle,
            added: HashMap::new(),
        }),
        paraphrases: false,
    }
}

/// The index of a language among [`Lang::ALL`].
fn index(lang: Lang) -> usize {
    Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0)
}

/// The words of a language (everything but the rules' paraphrases), built
/// once.
pub fn catalogue(lang: Lang) -> &'static Catalogue {
    static BUILT: [OnceLock<Catalogue>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
    BUILT[index(lang)].get_or_init(|| build(lang, &[Part::Words, Part::Extras]))
}

/// The rules' paraphrases and reasons in a language, built once when first
/// asked for.
pub fn paraphrases(lang: Lang) -> &'static Catalogue {
    static BUILT: [OnceLock<Catalogue>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
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

    /// The messages parsed so far (a poisoned lock still holds them: a
    /// panic while formatting leaves the bundle whole).
    fn loaded(&self) -> std::sync::MutexGuard<'_, Loaded> {
        self.loaded.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The resource that holds a message, parsed and added to the bundle
    /// the first time (with the messages it refers to); `None` when this
    /// catalogue's parts do not have it.
    fn load(&self, loaded: &mut Loaded, id: &str) -> Option<&'static FluentResource> {
        if let Some(r) = loaded.added.get(id) {
            return Some(*r);
        }
        let (text, part) = message_text(self.lang, id)?;
        if !self.parts.contains(&part) {
            return None;
        }
        // Parsed once per message and language, for the process's life.
        let resource: &'static FluentResource = Box::leak(Box::new(
            FluentResource::try_new(text.to_owned()).unwrap_or_else(|(r, _)| r),
        ));
        let key = message_id(resource)?;
        let _ = loaded.bundle.add_resource(resource);
        loaded.added.insert(key, resource);
        for r in references(text) {
            self.load(loaded, r);
        }
        Some(resource)
    }

    /// Whether the catalogue has the message (or the attribute).
    pub fn has(&self, id: &str, attribute: Option<&str>) -> bool {
        let mut loaded = self.loaded();
        if self.load(&mut loaded, id).is_none() {
            return false;
        }
        match (loaded.bundle.get_message(id), attribute) {
            (Some(m), None) => m.value().is_some(),
            (Some(m), Some(a)) => m.get_attribute(a).is_some(),
            (None, _) => false,
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
        let mut loaded = self.loaded();
        self.load(&mut loaded, id)?;
        let message = loaded.bundle.get_message(id)?;
        let pattern = match attribute {
            Some(a) => message.get_attribute(a)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        let text = loaded.bundle.format_pattern(pattern, args, &mut errors);
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
    pub fn attributes(&self, id: &str) -> Vec<&'static str> {
        let resource = {
            let mut loaded = self.loaded();
            self.load(&mut loaded, id)
        };
        match resource {
            Some(r) => attribute_names(r, id),
            None if self.lang != Lang::En && !self.paraphrases => {
                catalogue(Lang::En).attributes(id)
            }
            None => Vec::new(),
        }
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

/// The id of the one message a resource holds.
fn message_id(resource: &'static FluentResource) -> Option<&'static str> {
    resource.entries().find_map(|e| match e {
        fluent_syntax::ast::Entry::Message(m) => Some(m.id.name),
        _ => None,
    })
}

/// The attributes of a message of a resource, by name, in order.
fn attribute_names(resource: &'static FluentResource, id: &str) -> Vec<&'static str> {
    resource
        .entries()
        .find_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) if m.id.name == id => {
                Some(m.attributes.iter().map(|a| a.id.name).collect())
            }
            _ => None,
        })
        .unwrap_or_default()
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
