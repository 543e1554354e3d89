//! The rule sets a scenario can put in play, and the figures they bring.

use serde::Serialize;

pub use crate::declared::RuleSet;

impl RuleSet {
    /// Whether naming this rule set puts `other` in play: itself, or a
    /// figure's set its box brings.
    pub fn includes(self, other: RuleSet) -> bool {
        self.puts_in_play() & other.bit() != 0
    }

    /// This set's bit in a mask of rule sets.
    const fn bit(self) -> u32 {
        1 << self as u32
    }

    /// The sets naming this one puts in play, as a mask: asked of every
    /// set in play each time a rule asks whether a set is (many times a
    /// turn), so worked out at compile time from [`RuleSet::brings`].
    fn puts_in_play(self) -> u32 {
        const MASKS: [u32; RuleSet::ALL.len()] = {
            let mut out = [0; RuleSet::ALL.len()];
            let mut i = 0;
            while i < out.len() {
                let set = RuleSet::ALL[i];
                out[i] = set.bit();
                let brings = set.brings();
                let mut j = 0;
                while j < brings.len() {
                    out[i] |= brings[j].bit();
                    j += 1;
                }
                i += 1;
            }
            out
        };
        MASKS[self as usize]
    }
}

/// The rule sets in play, and those their boxes bring, as one mask: for a
/// question asked of many sets at once (which rule modules, which figures
/// are in play), where [`crate::position::Rules::plays`] would walk the
/// list of sets for each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SetsInPlay(u32);

impl SetsInPlay {
    /// The sets `named` put in play.
    pub fn of(named: &[RuleSet]) -> SetsInPlay {
        SetsInPlay(named.iter().fold(0, |m, s| m | s.puts_in_play()))
    }

    /// Whether `set` is in play (the base game always is).
    pub fn has(self, set: RuleSet) -> bool {
        set == RuleSet::Base || self.0 & set.bit() != 0
    }
}

crate::names::named! {
    /// A kind of wooden figure.
    #[derive(
        Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, schemars::JsonSchema,
    )]
    #[serde(rename_all = "kebab-case")]
    pub enum FigureKind {
        /// A plain follower (meeple).
        Follower => "follower",
        /// The big follower: a follower of strength two.
        BigFollower => "big-follower",
        /// The mayor: cities only, as strong as its city has pennants.
        Mayor => "mayor",
        /// The wagon: a follower that may drive on once its feature is scored.
        Wagon => "wagon",
        /// The barn: set where four fields meet; not a follower.
        Barn => "barn",
        /// The abbot: monasteries and gardens only, and may be taken back early.
        Abbot => "abbot",
        /// The phantom: a second follower deployed in the same turn.
        Phantom => "phantom",
        /// The builder: joins its owner's road or city, and a tile that extends it
        /// earns a second turn; not a follower.
        Builder => "builder",
        /// The pig: joins its owner's farm and adds to its score; not a follower.
        Pig => "pig",
        /// A tower floor (The Tower): a piece in hand, built onto a tower
        /// foundation; once on the table it belongs to nobody.
        TowerFloor => "tower-floor",
        /// A castle token (castles): a piece in hand, laid on a small city to
        /// turn it into a castle.
        Castle => "castle",
        /// A bridge (Bridges, Castles & Bazaars): a piece in hand, laid
        /// across a tile as a road; once on the table it belongs to nobody.
        Bridge => "bridge",
    }
}

impl FigureKind {
    /// The rule set that brings this figure into the game.
    pub fn rules(self) -> RuleSet {
        match self {
            FigureKind::Follower => RuleSet::Base,
            FigureKind::BigFollower => RuleSet::BigFollower,
            FigureKind::Mayor | FigureKind::Wagon | FigureKind::Barn => RuleSet::AbbeyMayor,
            FigureKind::Abbot => RuleSet::Abbot,
            FigureKind::Phantom => RuleSet::Phantom,
            FigureKind::Builder => RuleSet::Builder,
            FigureKind::Pig => RuleSet::Pig,
            FigureKind::TowerFloor => RuleSet::Tower,
            FigureKind::Castle => RuleSet::Castles,
            FigureKind::Bridge => RuleSet::BridgesCastlesBazaars,
        }
    }

    /// How many a player owns at a table of `players` (rulings.md §1):
    /// seven followers, one of each special figure, and the tower floors
    /// the box shares out by the number of players (The Tower).
    pub fn owned(self, players: usize) -> u32 {
        match self {
            FigureKind::Follower => 7,
            FigureKind::TowerFloor => match players {
                0..=2 => 10,
                3 => 9,
                4 => 7,
                5 => 6,
                _ => 5,
            },
            FigureKind::Castle | FigureKind::Bridge => match players {
                0..=4 => 3,
                _ => 2,
            },
            _ => 1,
        }
    }

    /// Whether this is a figure that stands on the table (a tower floor is
    /// a piece in hand that becomes part of a tower, a castle token part
    /// of a city).
    pub fn is_figure(self) -> bool {
        !matches!(
            self,
            FigureKind::TowerFloor | FigureKind::Castle | FigureKind::Bridge
        )
    }

    /// Followers occupy features and count for majority; the barn, builder
    /// and pig do neither.
    pub fn is_follower(self) -> bool {
        !matches!(
            self,
            FigureKind::Barn
                | FigureKind::Builder
                | FigureKind::Pig
                | FigureKind::TowerFloor
                | FigureKind::Castle
                | FigureKind::Bridge
        )
    }
}

impl FigureKind {
    /// The kinds of feature this figure may stand on at all. Whether it may
    /// be deployed there in a given turn is for the rules to say; a board that
    /// shows it anywhere else is not a position the game can reach.
    pub fn stands_on(self, kind: crate::catalogue::Kind) -> bool {
        use crate::catalogue::Kind::*;
        match self {
            FigureKind::Follower | FigureKind::BigFollower | FigureKind::Phantom => {
                matches!(kind, City | Road | Field | Monastery)
            }
            FigureKind::Abbot => matches!(kind, Monastery | Garden),
            FigureKind::Mayor => kind == City,
            FigureKind::Wagon => matches!(kind, City | Road | Monastery),
            FigureKind::Pig => kind == Field,
            FigureKind::Builder => matches!(kind, City | Road),
            FigureKind::Barn | FigureKind::TowerFloor | FigureKind::Castle | FigureKind::Bridge => {
                false
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::RuleSet;

    /// The masks worked out at compile time say what `brings` says, and
    /// `ALL` is in the sets' own order (the masks are read by it).
    #[test]
    fn a_set_puts_in_play_itself_and_what_its_box_brings() {
        for (i, a) in RuleSet::ALL.into_iter().enumerate() {
            assert_eq!(a as usize, i);
            for b in RuleSet::ALL {
                assert_eq!(
                    a.includes(b),
                    a == b || a.brings().contains(&b),
                    "{a:?} {b:?}"
                );
            }
        }
    }

    /// The mask of several sets says of each set what asking the sets one
    /// by one says: in play when named, brought by a named box, or base.
    #[test]
    fn the_sets_in_play_are_the_named_ones_and_what_they_bring() {
        use super::SetsInPlay;
        let picks: Vec<Vec<RuleSet>> = vec![
            Vec::new(),
            vec![RuleSet::TradersBuilders],
            vec![RuleSet::InnsCathedrals, RuleSet::Flier],
            RuleSet::ALL.to_vec(),
            RuleSet::ALL.iter().copied().step_by(3).collect(),
        ];
        for named in picks {
            let mask = SetsInPlay::of(&named);
            for b in RuleSet::ALL {
                let one_by_one = b == RuleSet::Base || named.iter().any(|a| a.includes(b));
                assert_eq!(mask.has(b), one_by_one, "{named:?} {b:?}");
            }
        }
    }
}
