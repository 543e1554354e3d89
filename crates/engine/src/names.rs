//! Enums whose values a scenario or a rule page names in words: each value
//! is declared once with its name, and the list of every value, the list
//! of names, and the ways between them follow from that one line.

/// Declares an enum whose every variant has a name (`RuleSet::Tower` is
/// `tower`), with `ALL` (every value, in declaration order), `NAMES` (their
/// names, in the same order), `name()` and `parse()`: adding a value is
/// adding its line, nothing kept in parallel by hand.
macro_rules! named {
    (
        $(#[$meta:meta])*
        $vis:vis enum $enum:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident => $name:literal,
            )*
        }
    ) => {
        $(#[$meta])*
        $vis enum $enum {
            $(
                $(#[$vmeta])*
                $variant,
            )*
        }

        impl $enum {
            /// Every value, in the order of [`Self::NAMES`].
            pub const ALL: [$enum; { [$($name),*].len() }] = [$($enum::$variant),*];
            /// The names, as scenarios and rule pages write them.
            pub const NAMES: [&'static str; { [$($name),*].len() }] = [$($name),*];

            /// The value's name.
            pub fn name(self) -> &'static str {
                Self::NAMES[self as usize]
            }

            /// The value with this name, if any.
            pub fn parse(name: &str) -> Option<Self> {
                Self::NAMES
                    .iter()
                    .position(|n| *n == name)
                    .map(|i| Self::ALL[i])
            }
        }
    };
}

pub(crate) use named;
