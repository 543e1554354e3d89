//! The bazaars: a player who places a bazaar tile (not one bought at a
//! bazaar) holds an auction once the turn is played: a tile for each
//! player is revealed; from the player on the placer's left and on round
//! the table, each player still without a tile chooses one and bids for
//! it, every other player
//! without a tile may outbid once, in turn order, and the chooser buys it
//! (paying the best bid to its bidder) or sells it to that bidder (who pays
//! the chooser); unchallenged, the chooser pays the own bid to nobody; the
//! last player takes the last tile for nothing. The bought tiles are then
//! played, one a turn, from the placer's left round to the placer, before
//! anyone draws again (readings §1.20).

use crate::board::PlayerIdx;
use crate::catalogue::Tile;
use crate::engine::hooks::{Hook, Paid};
use crate::engine::refusal::{Clause, Detail, Join};
use crate::engine::slots::Slots;
use crate::engine::{Turn, Violation};
use crate::figure::RuleSet;
use crate::position::{Locus, Placement, Position, TurnAction};
use crate::registry::{Rule, Say};
use crate::ruling::{Fact, Kept, Ruling};
use crate::rules::{Module, Moves};

use super::registry as bcb;

/// One round of an auction as the action names it.
#[derive(Clone, Debug)]
pub struct Round {
    /// The player who chooses the tile and opens the bidding.
    pub player: PlayerIdx,
    /// The tile chosen among those still on offer.
    pub tile: &'static Tile,
    /// The opening bid, in points.
    pub bid: i64,
    /// The other players' bids, as written (each player once).
    pub bids: Vec<(PlayerIdx, i64)>,
    /// Whether the chooser sells the tile to the best bidder (else buys
    /// it).
    pub sells: bool,
}

/// An auction as the action names it: the tiles revealed, and the rounds
/// in which the players choose (the last player's round may be left out:
/// the last tile goes to that player for nothing).
#[derive(Clone, Debug)]
pub struct Auction {
    /// The tiles revealed, one for each player.
    pub tiles: Vec<&'static Tile>,
    /// The rounds, in order.
    pub rounds: Vec<Round>,
}

/// The tiles bought at a bazaar and not yet played, in the order they are
/// played: each player's, from the left of the player who held the
/// auction, round to that player.
#[derive(Clone, Debug, Default)]
pub struct Bought(pub Vec<(PlayerIdx, &'static Tile)>);

/// The bought tiles as the turn has them so far (the position's until the
/// turn changes them).
fn bought(slots: &Slots, position: &Position) -> Bought {
    slots
        .get::<Bought>()
        .or_else(|| position.boxes.get::<Bought>())
        .cloned()
        .unwrap_or_default()
}

/// Set for a turn that plays a tile bought at a bazaar: no auction then.
#[derive(Clone, Copy, Debug)]
struct PlaysBought;

pub struct Bazaars;

fn refuse(rule: Rule, item: usize, clause: Clause, label: &'static Say) -> Violation {
    Violation::new(rule, Locus::BoxKey("auction", item), clause).label(label)
}

/// The players in turn order from the left of `placer`, round to the
/// placer.
fn from_left(players: usize, placer: PlayerIdx) -> impl Iterator<Item = PlayerIdx> {
    (1..=players).map(move |i| (placer + i) % players)
}

impl Module for Bazaars {
    fn rules(&self) -> RuleSet {
        RuleSet::BridgesCastlesBazaars
    }

    fn hooks(&self) -> &'static [Hook] {
        &[
            Hook::BeforePlacement,
            Hook::CheckPlacement,
            Hook::ChecksPlacement,
            Hook::HandedTile,
            Hook::DropHanded,
            Hook::RandomChoices,
            Hook::AfterScoring,
            Hook::WriteRuling,
            Hook::CarryOver,
        ]
    }

    /// In a bazaar round the player plays the tile bought, not one drawn
    /// (a double turn's next tile is drawn).
    fn before_placement(&self, t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
        if t.part != 0 {
            return Ok(());
        }
        let mut held = bought(&t.slots, t.position);
        let Some(&(player, tile)) = held.0.first() else {
            return Ok(());
        };
        // Another tile is refused with the placement (`check_placement`).
        if player != t.player || turn.place.tile.id != tile.id {
            return Ok(());
        }
        held.0.remove(0);
        t.slots.put(held);
        t.slots.put(PlaysBought);
        t.tell(&[bcb::ROUND], |t| Fact::Told {
            clause: Clause::new(&bcb::PLAYS_BOUGHT)
                .player("player", t.name(player))
                .with("tile", Detail::Shown(tile.id)),
            player: None,
            points: 0,
        });
        Ok(())
    }

    /// In a bazaar round the player's tile is the one bought.
    fn check_placement(&self, t: &Turn, p: &Placement) -> Result<(), Violation> {
        if t.part != 0 {
            return Ok(());
        }
        let held = bought(&t.slots, t.position);
        let Some(&(player, tile)) = held.0.first() else {
            return Ok(());
        };
        if player != t.player || p.tile.id == tile.id {
            return Ok(());
        }
        Err(Violation::new(
            bcb::ROUND,
            Locus::PlaceTile,
            Clause::new(&bcb::NOT_BOUGHT)
                .player("player", t.name(player))
                .tile("bought", tile.id)
                .tile("tile", p.tile.id),
        )
        .label(&bcb::LABEL_NOT_BOUGHT)
        .help(Clause::new(&bcb::HELP_NOT_BOUGHT).tile("bought", tile.id)))
    }

    /// Once the tile's turn is scored: the auction its bazaar calls for.
    fn after_scoring(&self, t: &mut Turn, turn: &TurnAction) -> Result<(), Violation> {
        let auction = turn.boxes.get::<Auction>();
        let bazaar = turn.place.tile.bazaar;
        let in_round = t.slots.get::<PlaysBought>().is_some()
            || !bought(&t.slots, t.position).0.is_empty();
        match (auction, bazaar, in_round) {
            (None, true, false) => {
                t.tell(&[bcb::TRIGGER], |t| Fact::Told {
                    clause: Clause::new(&bcb::AUCTION_FOLLOWS).player("player", t.name(t.player)),
                    player: None,
                    points: 0,
                });
                Ok(())
            }
            (None, _, _) => Ok(()),
            (Some(_), false, _) => Err(refuse(
                bcb::TRIGGER,
                0,
                Clause::new(&bcb::NO_BAZAAR).tile("tile", turn.place.tile.id),
                &bcb::LABEL_NO_AUCTION,
            )
            .help(Clause::new(&bcb::HELP_NO_AUCTION))),
            (Some(_), true, true) => Err(refuse(
                bcb::TRIGGER,
                0,
                Clause::new(&bcb::IN_ROUND).tile("tile", turn.place.tile.id),
                &bcb::LABEL_NO_AUCTION,
            )
            .help(Clause::new(&bcb::HELP_NO_AUCTION))),
            (Some(a), true, false) => {
                let a = a.clone();
                hold(t, &a)
            }
        }
    }

    fn moves(&self) -> Option<&dyn Moves> {
        Some(self)
    }

    fn write_ruling(&self, t: &Turn, ruling: &mut Ruling) {
        if t.quiet {
            return;
        }
        let held = bought(&t.slots, t.position);
        if held.0.is_empty() {
            return;
        }
        let list = held
            .0
            .iter()
            .map(|(p, tile)| {
                Detail::Clause(Box::new(
                    Clause::new(&bcb::BOUGHT_ITEM)
                        .player("player", t.name(*p))
                        .tile("tile", tile.id),
                ))
            })
            .collect();
        ruling.kept.push(Kept {
            key: "bazaar",
            clause: Clause::new(&bcb::BOUGHT_HELD).list("tiles", Join::Comma, list),
        });
    }

    fn carry_over(&self, slots: &Slots, next: &mut Position) {
        if let Some(b) = slots.get::<Bought>() {
            *next.boxes.get_mut::<Bought>() = b.clone();
        }
    }
}

impl Moves for Bazaars {
    // Any tile may be refused in a bazaar round: only the one bought is
    // played.
    fn checks_placement(&self, _tile: &Tile) -> bool {
        true
    }

    fn handed_tile(&self, position: &Position) -> Option<&'static Tile> {
        let held = position.boxes.get::<Bought>()?;
        held.0
            .first()
            .filter(|(p, _)| *p == position.current)
            .map(|(_, tile)| *tile)
    }

    /// A bought tile that fits nowhere is discarded; the player draws.
    fn drop_handed(&self, position: &mut Position) {
        let current = position.current;
        let held = position.boxes.get_mut::<Bought>();
        if held.0.first().is_some_and(|(p, _)| *p == current) {
            held.0.remove(0);
        }
    }

    /// A bazaar tile drawn from the stack, outside a bazaar round and with
    /// a tile left for each player, calls an auction: the tiles come from
    /// the bag; each chooser picks one at random and opens with 0 to 2
    /// points; each other player without a tile outbids by 1 or 2 one
    /// time in two; with bids, the chooser buys or sells, one time in two.
    fn random_choices(
        &self,
        position: &Position,
        action: &mut TurnAction,
        below: &mut dyn FnMut(usize) -> usize,
        draw: &mut dyn FnMut() -> Option<&'static Tile>,
        bag_left: usize,
    ) {
        let players = position.players.len();
        let held = position.boxes.get::<Bought>().is_some_and(|b| !b.0.is_empty());
        if !action.place.tile.bazaar || held || bag_left < players || players < 2 {
            return;
        }
        let tiles: Vec<&'static Tile> = (0..players).filter_map(|_| draw()).collect();
        let mut left = tiles.clone();
        let mut got = vec![false; players];
        let mut last = position.current;
        let mut rounds = Vec::new();
        while got.iter().filter(|g| !**g).count() > 1 {
            let Some(chooser) = from_left(players, last).find(|p| !got[*p]) else {
                break;
            };
            let tile = left.swap_remove(below(left.len()));
            let bid = below(3) as i64;
            let mut best = bid;
            let mut bids = Vec::new();
            for p in from_left(players, chooser).filter(|p| *p != chooser && !got[*p]) {
                if below(2) == 0 {
                    best += 1 + below(2) as i64;
                    bids.push((p, best));
                }
            }
            let sells = !bids.is_empty() && below(2) == 0;
            let winner = match (sells, bids.last()) {
                (true, Some((p, _))) => *p,
                _ => chooser,
            };
            got[winner] = true;
            last = chooser;
            rounds.push(Round {
                player: chooser,
                tile,
                bid,
                bids,
                sells,
            });
        }
        action.boxes.put(Auction { tiles, rounds });
    }
}

/// Holds the auction: checks each round in the rules' order and moves the
/// points, then hands the tiles out.
fn hold(t: &mut Turn, a: &Auction) -> Result<(), Violation> {
    let players = t.position.players.len();
    let placer = t.player;
    if a.tiles.len() != players {
        return Err(refuse(
            bcb::AUCTION,
            0,
            Clause::new(&bcb::TILE_COUNT)
                .number("count", a.tiles.len() as i64)
                .number("players", players as i64),
            &bcb::LABEL_TILE_COUNT,
        )
        .help(Clause::new(&bcb::HELP_TILE_COUNT).number("players", players as i64)));
    }
    t.tell(&[bcb::TRIGGER, bcb::AUCTION], |t| Fact::Told {
        clause: Clause::new(&bcb::REVEALED)
            .player("player", t.name(placer))
            .with(
                "tiles",
                Detail::List {
                    join: Join::Semicolon,
                    items: a.tiles.iter().map(|x| Detail::Shown(x.id)).collect(),
                },
            ),
        player: None,
        points: 0,
    });
    let mut left: Vec<&'static Tile> = a.tiles.clone();
    let mut got: Vec<Option<&'static Tile>> = vec![None; players];
    // The choosers go round the table: the next without a tile after the
    // last chooser (the first, after the placer).
    let mut last = placer;
    for (i, round) in a.rounds.iter().enumerate() {
        let item = i + 1;
        let Some(chooser) = from_left(players, last).find(|p| got[*p].is_none()) else {
            return Err(refuse(
                bcb::AUCTION,
                item,
                Clause::new(&bcb::ROUND_TOO_MANY),
                &bcb::LABEL_ROUND,
            ));
        };
        if round.player != chooser {
            return Err(refuse(
                bcb::AUCTION,
                item,
                Clause::new(&bcb::NOT_CHOOSER)
                    .player("player", t.name(round.player))
                    .player("chooser", t.name(chooser)),
                &bcb::LABEL_ROUND,
            )
            .help(Clause::new(&bcb::HELP_CHOOSER).player("chooser", t.name(chooser))));
        }
        let Some(at) = left.iter().position(|x| x.id == round.tile.id) else {
            return Err(refuse(
                bcb::AUCTION,
                item,
                Clause::new(&bcb::TILE_GONE).tile("tile", round.tile.id),
                &bcb::LABEL_ROUND,
            ));
        };
        let alone = got.iter().filter(|g| g.is_none()).count() == 1;
        if alone {
            // The last player's round, written out: the tile is free.
            if round.bid != 0 || !round.bids.is_empty() || round.sells {
                return Err(refuse(
                    bcb::AUCTION,
                    item,
                    Clause::new(&bcb::LAST_FREE).player("player", t.name(chooser)),
                    &bcb::LABEL_ROUND,
                ));
            }
            break;
        }
        left.remove(at);
        last = chooser;
        t.tell(&[bcb::AUCTION], |t| Fact::Told {
            clause: Clause::new(&bcb::CHOOSES)
                .player("player", t.name(chooser))
                .with("tile", Detail::Shown(round.tile.id))
                .number("bid", round.bid),
            player: None,
            points: 0,
        });
        let mut best: Option<(PlayerIdx, i64)> = None;
        // Every other player without a tile, in turn order after the
        // chooser, outbids or passes once.
        let bidders: Vec<PlayerIdx> = from_left(players, chooser)
            .filter(|p| *p != chooser && got[*p].is_none())
            .collect();
        for (p, _) in &round.bids {
            if *p == chooser || got[*p].is_some() {
                let why = if *p == chooser {
                    Clause::new(&bcb::OWN_ROUND).player("player", t.name(*p))
                } else {
                    Clause::new(&bcb::HAS_TILE)
                        .player("player", t.name(*p))
                        .tile("tile", got[*p].map_or("", |x| x.id))
                };
                return Err(refuse(bcb::AUCTION, item, why, &bcb::LABEL_BID));
            }
        }
        for p in bidders {
            let Some(&(_, bid)) = round.bids.iter().find(|(q, _)| *q == p) else {
                t.tell(&[bcb::AUCTION], |t| Fact::Told {
                    clause: Clause::new(&bcb::PASSES).player("player", t.name(p)),
                    player: None,
                    points: 0,
                });
                continue;
            };
            let over = best.map_or(round.bid, |(_, b)| b);
            if bid <= over {
                return Err(refuse(
                    bcb::AUCTION,
                    item,
                    Clause::new(&bcb::BID_TOO_LOW)
                        .player("player", t.name(p))
                        .number("bid", bid)
                        .number("over", over),
                    &bcb::LABEL_BID,
                )
                .help(Clause::new(&bcb::HELP_BID_TOO_LOW).number("over", over)));
            }
            best = Some((p, bid));
            t.tell(&[bcb::AUCTION], |t| Fact::Told {
                clause: Clause::new(&bcb::RAISES)
                    .player("player", t.name(p))
                    .number("bid", bid),
                player: None,
                points: 0,
            });
        }
        let tile = round.tile;
        let pay = |t: &mut Turn, payer: PlayerIdx, payee: Option<PlayerIdx>, points: i64| {
            let moves = std::iter::once((payer, &bcb::PAYS, -points))
                .chain(payee.map(|p| (p, &bcb::RECEIVES, points)));
            t.slots.get_mut::<Paid>().0.push((payer, points));
            for (player, say, points) in moves {
                t.gain(player, points);
                t.tell(&[bcb::AUCTION], |t| Fact::Told {
                    clause: Clause::new(say)
                        .player("player", t.name(player))
                        .number("points", points.abs()),
                    player: Some(t.name(player).to_owned()),
                    points,
                });
            }
        };
        match (best, round.sells) {
            (None, true) => {
                return Err(refuse(
                    bcb::AUCTION,
                    item,
                    Clause::new(&bcb::NOTHING_TO_SELL).player("player", t.name(chooser)),
                    &bcb::LABEL_ROUND,
                ));
            }
            (None, false) => {
                t.tell(&[bcb::AUCTION], |t| Fact::Told {
                    clause: Clause::new(&bcb::UNCHALLENGED)
                        .player("player", t.name(chooser))
                        .with("tile", Detail::Shown(tile.id))
                        .number("bid", round.bid),
                    player: None,
                    points: 0,
                });
                if round.bid > 0 {
                    pay(t, chooser, None, round.bid);
                }
                got[chooser] = Some(tile);
            }
            (Some((bidder, bid)), sells) => {
                let (say, payer, payee) = if sells {
                    (&bcb::SELLS, bidder, chooser)
                } else {
                    (&bcb::BUYS, chooser, bidder)
                };
                t.tell(&[bcb::AUCTION], |t| Fact::Told {
                    clause: Clause::new(say)
                        .player("player", t.name(chooser))
                        .with("tile", Detail::Shown(tile.id))
                        .player("bidder", t.name(bidder))
                        .number("bid", bid),
                    player: None,
                    points: 0,
                });
                pay(t, payer, Some(payee), bid);
                got[payer] = Some(tile);
            }
        }
    }
    let waiting: Vec<PlayerIdx> = (0..players).filter(|p| got[*p].is_none()).collect();
    match (waiting.as_slice(), left.as_slice()) {
        ([last], [tile]) => {
            let (last, tile) = (*last, *tile);
            got[last] = Some(tile);
            t.tell(&[bcb::AUCTION], |t| Fact::Told {
                clause: Clause::new(&bcb::LAST_TAKES)
                    .player("player", t.name(last))
                    .with("tile", Detail::Shown(tile.id)),
                player: None,
                points: 0,
            });
        }
        _ => {
            let next = from_left(players, last)
                .find(|p| got[*p].is_none())
                .unwrap_or(placer);
            return Err(refuse(
                bcb::AUCTION,
                0,
                Clause::new(&bcb::ROUNDS_MISSING).player("player", t.name(next)),
                &bcb::LABEL_ROUND,
            )
            .help(Clause::new(&bcb::HELP_ROUNDS_MISSING)));
        }
    }
    let order: Vec<(PlayerIdx, &'static Tile)> = from_left(players, placer)
        .filter_map(|p| got[p].map(|tile| (p, tile)))
        .collect();
    t.tell(&[bcb::ROUND], |t| Fact::Told {
        clause: Clause::new(&bcb::ROUND_ORDER)
            .player("first", t.name(order[0].0))
            .player("player", t.name(placer)),
        player: None,
        points: 0,
    });
    t.slots.put(Bought(order));
    Ok(())
}
