//! The builder's keys: `expect`'s `double-turn`, written from a legal
//! ruling (checked against it in `crate::check`).

use carc_core::ruling::Ruling;
use serde_json::json;

use super::{Keys, Object};

pub(super) struct Builder;

impl Keys for Builder {
    fn write_expect(&self, r: &Ruling, expect: &mut Object) {
        expect.insert("double-turn".into(), json!(r.double_turn));
    }
}
