//! The `rules!` macro: declares registry entries and a constant for each.

/// ```ignore
/// rules! {
///     SCORE_CITY = "base:score-city" {
///         title: "Scoring a completed city",
///         document: BaseRules,
///         section: "Scoring a city",
///         authority: Rulebook,
///         status: Adjudicated,
///         text: "…our paraphrase…",
///     }
/// }
/// ```
/// Optional `date: "5/2013",` after `section`.
macro_rules! rules {
    ($(
        $(#[$meta:meta])*
        $name:ident = $id:literal {
            title: $title:literal,
            document: $doc:ident,
            section: $section:literal,
            $(date: $date:literal,)?
            authority: $auth:ident,
            status: $status:expr,
            text: $text:literal $(,)?
        }
    )*) => {
        $(
            #[doc = concat!("Cites rule `", $id, "`: ", $title, ".")]
            $(#[$meta])*
            pub const $name: $crate::registry::Rule = $crate::registry::Rule($id);
        )*

        /// This module's registry entries, in declaration order.
        pub(super) static ENTRIES: &[$crate::registry::Entry] = &[
            $(
                $crate::registry::Entry {
                    rule: $name,
                    title: $title,
                    document: $crate::registry::Document::$doc,
                    section: $section,
                    date: rules!(@date $($date)?),
                    authority: $crate::registry::Authority::$auth,
                    status: {
                        #[allow(unused_imports)]
                        use $crate::registry::Status::*;
                        $status
                    },
                    text: $text,
                },
            )*
        ];
    };
    (@date) => { None };
    (@date $d:literal) => { Some($d) };
}
