//! `carc moves` on any bytes read as `carc` reads a scenario file: the legal actions for the
//! scenario's own tile and for a second tile picked from the input, and the
//! reasons (`--why`) for the placement the scenario makes. Every action the
//! list offers must be judged legal by the judge itself, every deployment
//! it refuses illegal, and the two ways of asking where a tile fits must
//! agree.

#![no_main]

mod common;

use carc_core::catalogue::{Catalogue, Tile};
use carc_core::engine::Verdict;
use carc_core::moves;
use carc_core::position::{Action, Position};
use carcassonne_judge::commands::moves as view;
use carcassonne_judge::i18n::Lang;
use carcassonne_judge::input;
use libfuzzer_sys::fuzz_target;

/// Larger tables add little coverage and make single inputs slow enough to
/// hit libFuzzer's timeout: the list is every frontier square times four
/// rotations times every deployment, each played on a copy of the turn.
const MAX_TILES: usize = 150;
/// The most actions re-judged per input, for the same reason.
const MAX_JUDGED: usize = 3_000;

/// FNV-1a: a tile id that follows the input, so the fuzzer can steer it.
fn pick(data: &[u8], n: usize) -> usize {
    let h = data.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    });
    (h % n as u64) as usize
}

fn judged(position: &Position, a: &carc_core::TurnAction) -> Verdict {
    carc_core::judge(position, &Action::Turn(Box::new(a.clone()))).verdict
}

fn list_and_check(position: &Position, tile: &'static Tile, budget: &mut usize) {
    let list = moves::moves(position, tile);
    let (fits, misfits) = moves::placements(position, tile);
    assert_eq!(
        moves::fitting(position, tile),
        fits,
        "place::fits and place::check disagree for {}",
        tile.id
    );
    for p in &list {
        assert!(
            fits.contains(&(p.at, p.rotation)),
            "{} listed on {} at {}° where it does not fit",
            tile.id,
            p.at,
            p.rotation.degrees()
        );
        for a in &p.actions {
            if *budget == 0 {
                break;
            }
            *budget -= 1;
            let _ = view::action_json(a, &position.players);
            assert_eq!(
                judged(position, a),
                Verdict::Legal,
                "listed as legal but judged illegal: {}",
                view::action_json(a, &position.players)
            );
        }
    }
    let _ = view::text(tile.id, &list, true, &position.players, Lang::En);
    let _ = view::why(&misfits, None, &position.players, Lang::En);
}

fuzz_target!(|data: &[u8]| {
    let Ok(src) = common::read(data) else {
        return;
    };
    let Ok(loaded) = input::load(&src) else {
        return;
    };
    let position = &loaded.translated.position;
    if position.board.tiles.len() > MAX_TILES {
        return;
    }
    let catalogue = Catalogue::get();
    let ids: Vec<&str> = catalogue.ids().collect();
    let Some(second) = catalogue.tile(ids[pick(data, ids.len())]) else {
        return;
    };
    let mut budget = MAX_JUDGED;
    let own = match &loaded.translated.action {
        Action::Turn(t) => Some((t.place.tile, t.place.at, t.place.rotation)),
        Action::FinalScoring(_) => None,
    };
    if let Some((tile, _, _)) = own {
        list_and_check(position, tile, &mut budget);
    }
    list_and_check(position, second, &mut budget);

    // `carc moves --why` explains the scenario's own placement.
    let Some((tile, at, rotation)) = own else {
        return;
    };
    let Ok((placed, refused)) = moves::explain(position, tile, at, rotation) else {
        return;
    };
    for a in &placed.actions {
        if budget == 0 {
            return;
        }
        budget -= 1;
        assert_eq!(judged(position, a), Verdict::Legal);
    }
    for r in &refused {
        if budget == 0 {
            return;
        }
        budget -= 1;
        assert_eq!(
            judged(position, &r.action),
            Verdict::Illegal,
            "refused by `moves --why` ({}) but judged legal: {}",
            r.violation.rule.id(),
            view::action_json(&r.action, &position.players)
        );
    }
    let (_, misfits) = moves::placements(position, tile);
    let _ = view::why(
        &misfits,
        Some((&placed, refused.as_slice())),
        &position.players,
        Lang::En,
    );
});
