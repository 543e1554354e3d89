//! The `rules!` macro: declares registry entries and a constant for each.

/// ```ignore
/// rules! {
///     SCORE_CITY = "base:score-city" {
///         document: BaseRules,
///         section: "Scoring a city",
///         authority: Rulebook,
///         status: Adjudicated,
///     }
/// }
/// ```
/// Optional `date: "5/2013",` after `section`. The rule's title and its
/// paraphrase are words, so they are in the message catalogue
/// (`locales/*/base.ftl`, message `rule-base-score-city`), not here.
#[macro_export]
macro_rules! rules {
    ($(
        $(#[$meta:meta])*
        $name:ident = $id:literal {
            document: $doc:ident,
            section: $section:literal,
            $(date: $date:literal,)?
            authority: $auth:ident,
            status: $status:expr $(,)?
        }
    )*) => {
        $(
            #[doc = concat!("Cites rule `", $id, "`.")]
            $(#[$meta])*
            pub const $name: $crate::registry::Rule = $crate::registry::Rule($id);
        )*

        /// This module's registry entries, in declaration order.
        pub static ENTRIES: &[$crate::registry::Entry] = &[
            $(
                $crate::registry::Entry {
                    rule: $name,
                    document: $crate::registry::Document::$doc,
                    section: $section,
                    date: $crate::rules!(@date $($date)?),
                    authority: $crate::registry::Authority::$auth,
                    status: {
                        #[allow(unused_imports)]
                        use $crate::registry::Status::*;
                        $status
                    },
                },
            )*
        ];
    };
    (@date) => { None };
    (@date $d:literal) => { Some($d) };
}
