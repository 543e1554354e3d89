//! The builder's keys: `expect`'s `double-turn`, written from a legal
//! ruling (checked against it in `crate::check`).

use carc_core::ruling::Ruling;
use serde_json::json;

use super::{Keys, Object};
use crate::check::Mismatches;
use crate::scenario::Expect;
use super::Translated;

pub(super) struct Builder;

impl Keys for Builder {
    fn check_expect(&self, expect: &Expect, r: &Ruling, _: &Translated, out: &mut Mismatches) {
        if let Some(want) = &expect.double_turn
            && want.value != r.double_turn
        {
            out.push(
                want.span,
                "check-double-turn",
                &[
                    ("expected", want.value.to_string().into()),
                    ("ruled", r.double_turn.to_string().into()),
                ],
            );
        }
    }

    fn write_expect(&self, r: &Ruling, expect: &mut Object) {
        expect.insert("double-turn".into(), json!(r.double_turn));
    }
}
