//! What must hold after every turn of a random game, whatever was drawn:
//! figures are neither made nor lost, scores never fall, nothing stands on
//! a feature that is complete (scoring lifted it), and the judge, asked
//! again from scratch, rules the same.

use crate::board::Standing;
use crate::catalogue::Good;
use crate::engine::{self, After};
use crate::figure::FigureKind;
use crate::geometry::{Pos, Rotation};
use crate::graph::Segment;
use crate::moves;
use crate::position::{Action, Position, TurnAction};
use crate::rules::RULEBOOK;
use crate::{Ruling, Verdict};

use super::{Game, Played};

/// Which invariant broke, with the facts that show it (a front end writes
/// the words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Breach {
    /// A player's score fell.
    ScoreFalls {
        /// Whose.
        player: String,
        /// By how much.
        by: i64,
    },
    /// Figures were made or lost.
    FiguresMiscounted {
        /// Whose.
        player: String,
        /// Which kind.
        figure: FigureKind,
        /// How many stand on the table.
        on_table: i64,
        /// How many are in hand.
        in_hand: i64,
        /// How many the player owns.
        owned: i64,
    },
    /// A figure stands where the graph has no feature.
    StandsOnNothing {
        /// Which kind.
        figure: FigureKind,
        /// Its square.
        at: Pos,
    },
    /// The dragon or the fairy stands on a square without a tile (The
    /// Princess & the Dragon).
    OffTheTable {
        /// `dragon` or `fairy`.
        piece: &'static str,
        /// Its square.
        at: Pos,
    },
    /// A figure still stands on a feature that is complete.
    StandsOnCompleted {
        /// Which kind.
        figure: FigureKind,
        /// Whose.
        player: String,
        /// Its square.
        at: Pos,
    },
    /// The goods tokens the players hold differ from the goods symbols of
    /// the completed cities (Traders & Builders): tokens made or lost.
    GoodsMiscounted {
        /// Which good.
        good: Good,
        /// Tokens the players hold.
        held: u32,
        /// Symbols in the completed cities of the table.
        in_completed_cities: u32,
    },
    /// A placement the move list left out is judged legal.
    MissedPlacementLegal,
    /// A deployment the move list refuses is judged legal.
    RefusedDeploymentLegal,
    /// The game (graph grown turn by turn) and the judge (graph built from
    /// scratch) rule differently.
    Differs {
        /// On what: `verdict`, `scores`, `returned`, `double-turn`, `steps`.
        on: &'static str,
    },
    /// A placement that fits has no legal action listed, not even placing
    /// alone.
    NothingListed,
    /// An action the move list gave is judged illegal.
    ListedIllegal {
        /// The kind of refusal.
        why: &'static crate::registry::Say,
        /// The rule broken.
        rule: crate::registry::Rule,
    },
    /// An action the move list gave is refused when played on.
    RefusedOnPlay,
    /// The watcher (a front end's own check) found something: its words.
    Watcher(String),
}

/// A broken invariant, with the position and action that show it.
#[derive(Clone, Debug)]
pub struct Broken {
    /// What went wrong.
    pub what: Breach,
    /// The game's seed.
    pub seed: u64,
    /// The turn it happened on (0 is the first).
    pub turn: usize,
    /// The position before the action (always there once `Game::play`
    /// returns: a game that kept none is played again to find it).
    pub position: Option<Position>,
    /// The action.
    pub action: Action,
}

impl Game {
    /// The invariants of one turn's outcome, then the watcher's own.
    pub(super) fn check(
        &self,
        action: &Action,
        after: &After,
        watch: &mut dyn FnMut(&Played) -> Result<(), String>,
    ) -> Result<(), Box<Broken>> {
        let fail = |what: Breach| self.broken(what, action.clone());
        let breach = self
            .score_fallen(action, after)
            .or_else(|| self.figures_miscounted(after))
            .or_else(|| self.goods_miscounted(action, after))
            .or_else(|| self.pieces_off_the_table(after))
            .or_else(|| self.figures_misplaced(after));
        if let Some(what) = breach {
            return Err(fail(what));
        }
        watch(&Played {
            position: self.before.as_ref(),
            action,
            ruling: &after.ruling,
        })
        .map_err(|words| fail(Breach::Watcher(words)))
    }

    /// Scores never fall, but by a payment: a ransom, or what a module's
    /// rule made a player pay ([`crate::engine::hooks::Paid`], a bazaar's
    /// bids); those points are all a score may fall by.
    fn score_fallen(&self, action: &Action, after: &After) -> Option<Breach> {
        let paid_by_rule = |who: &str| -> i64 {
            let p = self.position.player(who);
            after
                .slots
                .get::<crate::engine::hooks::Paid>()
                .map_or(0, |paid| {
                    paid.0
                        .iter()
                        .filter(|(q, _)| Some(*q) == p)
                        .map(|(_, n)| n)
                        .sum()
                })
        };
        let paid = |who: &str| {
            paid_by_rule(who)
                + match action {
                    Action::Turn(turn)
                        if turn.ransom.is_some()
                            && self.position.player(who) == Some(self.position.current) =>
                    {
                        crate::boxes::tower::RANSOM
                    }
                    _ => 0,
                }
        };
        let (who, points) = after
            .ruling
            .scores
            .iter()
            .find(|(who, n)| *n + paid(who) < 0)?;
        Some(Breach::ScoreFalls {
            player: who.clone(),
            by: -points,
        })
    }

    /// Figures are neither made nor lost: those a player owns are in hand
    /// or out of it; tower floors and castles are counted where they were
    /// built.
    fn figures_miscounted(&self, after: &After) -> Option<Breach> {
        let on_table = self.on_table(after);
        self.tower_floors_miscounted(after)
            .or_else(|| self.bridges_miscounted(after))
            .or_else(|| self.castles_miscounted(after))
            .or_else(|| self.hands_miscounted(after, &on_table))
    }

    /// Each player's figures out of hand, per kind. Off the table a figure
    /// is in its owner's hand or another's prison; a tower floor, once
    /// built, is nobody's and is counted in the towers.
    fn on_table(&self, after: &After) -> Vec<[i64; FigureKind::ALL.len()]> {
        let players = after.in_hand.len();
        let mut on_table = vec![[0i64; FigureKind::ALL.len()]; players];
        for f in &after.board.figures {
            if let Some(counts) = on_table.get_mut(f.owner) {
                counts[f.kind as usize] += 1;
            }
        }
        // A figure in a quarter of the City of Carcassonne is off the
        // squares and out of its owner's hand.
        let (slots, before) = (&after.slots, &self.position);
        for f in &crate::boxes::count::city(slots, before).followers {
            if let Some(counts) = on_table.get_mut(f.owner) {
                counts[f.kind as usize] += 1;
            }
        }
        for pr in crate::boxes::tower::prisoners(slots, before) {
            if let Some(counts) = on_table.get_mut(pr.owner) {
                counts[pr.kind as usize] += 1;
            }
        }
        on_table
    }

    /// The tower floors built and those in the players' hands make up the
    /// floors of every player: once built, a floor belongs to no one.
    fn tower_floors_miscounted(&self, after: &After) -> Option<Breach> {
        if !self.kinds_in_play[FigureKind::TowerFloor as usize] {
            return None;
        }
        let players = after.in_hand.len();
        let floor = FigureKind::TowerFloor as usize;
        let tiles = &after.board.tiles;
        let built: i64 = tiles
            .towers()
            .iter()
            .filter_map(|at| tiles.get(at))
            .map(|p| i64::from(p.tower))
            .sum();
        let held: i64 = after.in_hand.iter().map(|h| h[floor]).sum();
        let owned = i64::from(FigureKind::TowerFloor.owned(players)) * players as i64;
        (built + held != owned).then(|| Breach::FiguresMiscounted {
            player: String::new(),
            figure: FigureKind::TowerFloor,
            on_table: built,
            in_hand: held,
            owned,
        })
    }

    /// The bridges laid and those in the players' hands make up every
    /// player's bridges: once laid, a bridge belongs to no one.
    fn bridges_miscounted(&self, after: &After) -> Option<Breach> {
        if !self.kinds_in_play[FigureKind::Bridge as usize] {
            return None;
        }
        let players = after.in_hand.len();
        let laid = after
            .board
            .tiles
            .values()
            .filter(|t| t.tile.road_over.is_some())
            .count() as i64;
        let held: i64 = after
            .in_hand
            .iter()
            .map(|h| h[FigureKind::Bridge as usize])
            .sum();
        let owned = i64::from(FigureKind::Bridge.owned(players)) * players as i64;
        (laid + held != owned).then(|| Breach::FiguresMiscounted {
            player: String::new(),
            figure: FigureKind::Bridge,
            on_table: laid,
            in_hand: held,
            owned,
        })
    }

    /// Each player's castles, built or in hand, make up those the player
    /// owns.
    fn castles_miscounted(&self, after: &After) -> Option<Breach> {
        if !self.kinds_in_play[FigureKind::Castle as usize] {
            return None;
        }
        let players = after.in_hand.len();
        let castle = FigureKind::Castle as usize;
        let (slots, before) = (&after.slots, &self.position);
        for (p, hand) in after.in_hand.iter().enumerate() {
            let built = crate::boxes::castles::castles(slots, before)
                .iter()
                .filter(|c| c.owner == p)
                .count() as i64;
            let owned = i64::from(FigureKind::Castle.owned(players));
            if built + hand[castle] != owned {
                return Some(Breach::FiguresMiscounted {
                    player: self.position.players[p].clone(),
                    figure: FigureKind::Castle,
                    on_table: built,
                    in_hand: hand[castle],
                    owned,
                });
            }
        }
        None
    }

    /// Each player's figures of the kinds in play, in hand and out of it,
    /// make up those the player owns (tower floors and castles are counted
    /// apart).
    fn hands_miscounted(
        &self,
        after: &After,
        on_table: &[[i64; FigureKind::ALL.len()]],
    ) -> Option<Breach> {
        let players = after.in_hand.len();
        for (p, hand) in after.in_hand.iter().enumerate() {
            for k in FigureKind::ALL {
                if !self.kinds_in_play[k as usize] || !k.is_figure() {
                    continue;
                }
                let on_board = on_table[p][k as usize];
                let owned = i64::from(k.owned(players));
                if on_board + hand[k as usize] != owned {
                    return Some(Breach::FiguresMiscounted {
                        player: self.position.players[p].clone(),
                        figure: k,
                        on_table: on_board,
                        in_hand: hand[k as usize],
                        owned,
                    });
                }
            }
        }
        None
    }

    /// The dragon and the fairy (The Princess & the Dragon) stand on
    /// squares with a tile.
    fn pieces_off_the_table(&self, after: &After) -> Option<Breach> {
        let (slots, before) = (&after.slots, &self.position);
        let pieces = [
            (
                "dragon",
                crate::boxes::princess_dragon::dragon(slots, before),
            ),
            (
                "fairy",
                crate::boxes::princess_dragon::fairy(slots, before).map(|f| f.at),
            ),
        ];
        for (piece, at) in pieces {
            if let Some(at) = at
                && after.board.tile(at).is_none()
            {
                return Some(Breach::OffTheTable { piece, at });
            }
        }
        None
    }

    /// Every figure on a feature stands on one the graph knows, and
    /// scoring lifted it if that feature is complete, unless a castle
    /// keeps it there.
    fn figures_misplaced(&self, after: &After) -> Option<Breach> {
        // A castle is a completed city whose follower stays: the castles'
        // cities, found once for all the figures. Features are compared by
        // their numbers, which name them as group ids do and cost one
        // look-up a figure, not two.
        let castle_cities: Vec<u32> = crate::boxes::castles::castles(&after.slots, &self.position)
            .iter()
            .filter_map(|c| {
                after.graph.feature_number(Segment {
                    pos: c.at,
                    feature: c.feature,
                })
            })
            .collect();
        for f in &after.board.figures {
            let Standing::Feature(feature) = f.standing else {
                continue;
            };
            let Some(n) = after.graph.feature_number(Segment {
                pos: f.pos,
                feature,
            }) else {
                return Some(Breach::StandsOnNothing {
                    figure: f.kind,
                    at: f.pos,
                });
            };
            if after.graph.is_complete_number(n) && !castle_cities.contains(&n) {
                return Some(Breach::StandsOnCompleted {
                    figure: f.kind,
                    player: self.position.players[f.owner].clone(),
                    at: f.pos,
                });
            }
        }
        None
    }

    /// Goods are neither made nor lost: every token a player holds came
    /// from a goods symbol of a completed city, and every completed city's
    /// symbols are held by someone.
    fn goods_miscounted(&self, action: &Action, after: &After) -> Option<Breach> {
        if !self.goods_in_bag {
            return None;
        }
        let mut held = [0u32; 3];
        for ((_, g), n) in &self.position.goods {
            held[g.index()] += n;
        }
        for taken in after.ruling.goods.values() {
            for (g, n) in taken {
                held[g.index()] += n;
            }
        }
        let mut cities = Vec::new();
        // The turn's own tile is not in `goods_at` yet.
        let placed = match action {
            Action::Turn(t) => Some(t.place.at),
            Action::FinalScoring(_) => None,
        };
        let squares = self.goods_at.iter().copied().chain(placed);
        for t in squares.filter_map(|p| after.board.tile(p)) {
            for (i, f) in t.tile.features.iter().enumerate() {
                if !f.marks.has_goods() {
                    continue;
                }
                let seg = Segment {
                    pos: t.pos,
                    feature: i,
                };
                if let Some(g) = after.graph.group_of(seg)
                    && after.graph.is_complete(g, &after.board)
                {
                    cities.push(g);
                }
            }
        }
        cities.sort_unstable();
        cities.dedup();
        let mut symbols = [0u32; 3];
        for g in cities {
            let marks = after.graph.group(g).marks;
            for (s, n) in symbols.iter_mut().zip(marks.goods) {
                *s += n;
            }
        }
        Good::ALL.into_iter().find_map(|good| {
            let (h, c) = (held[good.index()], symbols[good.index()]);
            (h != c).then_some(Breach::GoodsMiscounted {
                good,
                held: h,
                in_completed_cities: c,
            })
        })
    }

    /// The judge's own path (a graph built from scratch, a ruling written
    /// out) must rule the action as the game did; a placement that does
    /// not fit and a deployment the list left out must be illegal.
    pub(super) fn cross_check(
        &mut self,
        tile: &'static crate::catalogue::Tile,
        at: Pos,
        rotation: Rotation,
        fits: &[(Pos, Rotation)],
        action: &Action,
        ruling: &Ruling,
    ) -> Result<(), Box<Broken>> {
        let Some(before) = self.before.clone() else {
            return Ok(());
        };
        let again = engine::judge(RULEBOOK, &before, action);
        self.same_ruling(action, ruling, &again)?;
        // A square and rotation of the frontier where the tile does not fit.
        let misfits: Vec<(Pos, Rotation)> = self
            .frontier
            .squares()
            .flat_map(|p| Rotation::ALL.map(|r| (p, r)))
            .filter(|pr| !(fits.contains(pr) || tile.abbey && pr.1 != Rotation::default()))
            .collect();
        if let Some(&(p, r)) = self.check_rng.pick(&misfits) {
            let wrong = Action::Turn(Box::new(TurnAction::place(tile, p, r)));
            if engine::judge(RULEBOOK, &before, &wrong).verdict != Verdict::Illegal {
                return Err(self.broken(Breach::MissedPlacementLegal, wrong));
            }
        }
        // A deployment the list refuses for the chosen placement.
        if let Ok((_, refused)) = moves::explain(&before, tile, at, rotation)
            && let Some(r) = self.check_rng.pick(&refused)
        {
            let wrong = Action::Turn(Box::new(r.action.clone()));
            if engine::judge(RULEBOOK, &before, &wrong).verdict != Verdict::Illegal {
                return Err(self.broken(Breach::RefusedDeploymentLegal, wrong));
            }
        }
        Ok(())
    }

    /// Two rulings on the same action agree on everything a player sees.
    pub(super) fn same_ruling(
        &self,
        action: &Action,
        game: &Ruling,
        judge: &Ruling,
    ) -> Result<(), Box<Broken>> {
        let differs = if game.verdict != judge.verdict {
            Some("verdict")
        } else if game.scores != judge.scores {
            Some("scores")
        } else if game.returned != judge.returned {
            Some("returned")
        } else if game.double_turn != judge.double_turn {
            Some("double-turn")
        } else if game.events.len() != judge.events.len() {
            Some("steps")
        } else {
            None
        };
        match differs {
            Some(on) => Err(self.broken(Breach::Differs { on }, action.clone())),
            None => Ok(()),
        }
    }
}
