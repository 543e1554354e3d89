//! The names of the boxes, read from the one list that declares them
//! (`crates/core/src/boxes/list.rs`, beside the boxes' folders): the rule
//! sets a scenario can put in play (with those a whole box brings), the
//! sets tiles come from, and the documents rules are cited from. The engine takes only the names from it,
//! never a box's code, which lives in `carc-core` where it cannot reach.

/// Reads the boxes' list into [`RuleSet`], [`TileSet`] and [`Document`]; `carc-core`
/// reads the same list with a macro of its own into the boxes' folders.
macro_rules! declare_boxes {
    ($(
        $(#[$meta:meta])*
        $folder:ident: $variant:ident => $name:literal {
            brings: [$($brought:ident),* $(,)?],
            tiles: [$($tile_set:ident => $tile_set_name:literal)?],
            documents: [$(
                $(#[$doc_meta:meta])*
                $doc:ident => $doc_name:literal,
            )*] $(,)?
        },
    )*) => {
        crate::names::named! {
            /// A name under `rules:`.
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
            pub enum RuleSet {
                $(
                    $(#[$meta])*
                    #[serde(rename = $name)]
                    $variant => $name,
                )*
            }
        }

        impl RuleSet {
            /// The rule sets a whole box brings with it besides its own (its
            /// figures, which stay selectable on their own).
            pub const fn brings(self) -> &'static [RuleSet] {
                match self {
                    $(RuleSet::$variant => &[$(RuleSet::$brought),*],)*
                }
            }
        }

        crate::names::named! {
            /// The box a tile comes from.
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
            #[serde(rename_all = "kebab-case")]
            pub enum TileSet {
                $($(
                    #[doc = concat!("The tiles of `", $name, "` (ids `", $tile_set_name, "/…`).")]
                    $tile_set => $tile_set_name,
                )?)*
            }
        }

        impl TileSet {
            /// The rule set whose box holds the set's tiles (the base game for
            /// the base tiles, gardens included).
            pub fn brought_by(self) -> RuleSet {
                match self {
                    $($(TileSet::$tile_set => RuleSet::$variant,)?)*
                }
            }
        }

        crate::names::named! {
            /// The document a rule comes from.
            #[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
            pub enum Document {
                $($(
                    $(#[$doc_meta])*
                    #[serde(rename = $doc_name)]
                    $doc => $doc_name,
                )*)*
                /// This project's reading where the sources leave a choice
                /// (docs/readings.md).
                #[serde(rename = "rulings")]
                Rulings => "rulings",
            }
        }
    };
}

include!("../../core/src/boxes/list.rs");
with_boxes!(declare_boxes);
