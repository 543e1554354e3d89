//! carcassonne-judge: a rules judge for Carcassonne. The game core
//! (`carc-core`, crates/core) knows positions, actions and rulings as plain
//! values; this crate reads scenario files into them, keeps where each part
//! was written, and turns rulings into words (`report`) and diagnostics. The
//! `carc` binary is a thin front end over it; see docs/architecture.md.

pub use carc_core::{
    board, boxes, catalogue, engine, figure, game, geometry, graph, moves, position, registry,
};

/// Declares a layer's file of every box but the base game, named after the
/// box's folder in the core, and lists the unit struct each declares, named
/// after its rule set, as the layer's trait: `carc_core::with_boxes!(
/// box_files(/// doc \n pub(crate) LIST: Trait))` in the layer's module. The
/// base game's part of a layer is the layer's shared code.
macro_rules! box_files {
    (
        ($(#[$doc:meta])* $vis:vis $list:ident: $trait:ident)
        $(#[$base_meta:meta])*
        base: Base => $base_name:literal { $($base_rest:tt)* },
        $(
            $(#[$meta:meta])*
            $folder:ident: $variant:ident => $name:literal { $($rest:tt)* },
        )*
    ) => {
        $(mod $folder;)*

        $(#[$doc])*
        $vis const $list: &[&dyn $trait] = &[$(&$folder::$variant),*];
    };
}

pub mod check;
pub mod check_report;
pub mod commands;
pub mod diag;
pub mod emit;
pub mod i18n;
pub mod import;
pub mod input;
pub mod out_file;
pub mod picture;
pub mod report;
pub mod safe_text;
pub mod sample;
pub mod scenario;
pub mod schema;
pub mod template;
pub mod translate;
pub mod unsupported;
pub mod walk;
pub mod work_queue;
pub mod yaml;
