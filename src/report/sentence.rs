//! One plain-English sentence per fact of a ruling.

use carc_core::engine::ruling::{
    Basis, Counting, DoubleTurnWhy, FerryWalk, FlightOutcome, Owned, Strength, StrengthPart,
    WagonOutcome,
};
use carc_core::engine::words::{
    and_list, article, count, either, feature_at_phrase, feature_phrase,
};
use carc_core::engine::{Fact, Note};

/// The sentence for a step of the ruling.
pub fn fact(f: &Fact) -> String {
    match f {
        Fact::TilePlaced {
            player,
            tile,
            at,
            rotation,
        } => {
            let turned = if *rotation == 0 {
                String::new()
            } else {
                format!(", turned {rotation}°")
            };
            format!("{player} places {tile} on {at}{turned}; every side it shares matches")
        }
        Fact::AbbeyPlaced { player, at } => format!(
            "{player} places the abbey on {at}, a square whose four neighbours all hold tiles; it fits against any edge and joins nothing, so every road, city and farm touching it ends at it, each on its own, and the abbey is no tile of theirs"
        ),
        Fact::Deployed {
            player,
            figure,
            on,
            feature,
            phantom,
        } => format!(
            "{player} {} {} on the {on} of the placed tile, part of {}",
            if *phantom { "also deploys" } else { "deploys" },
            article(figure.name()),
            feature_phrase(feature)
        ),
        Fact::BarnSet {
            player,
            at,
            corner,
            farm,
        } => format!(
            "{player} sets the barn at the {corner} corner of {at}, where four fields meet, on {}",
            feature_phrase(farm)
        ),
        Fact::AbbotTakenBack {
            player,
            feature,
            points,
            counting,
        } => format!(
            "{player} takes the abbot back from {} instead of deploying; it is scored now as at game end: {} = {points}",
            feature_phrase(feature),
            working(counting)
        ),
        Fact::DoubleTurn {
            player,
            granted: _,
            why,
            feature,
        } => match why {
            DoubleTurnWhy::Extends => format!(
                "the tile extends {}, where {player}'s builder stands: {player} takes a second turn after this one",
                feature_phrase(feature)
            ),
            DoubleTurnWhy::FerryMove => format!(
                "a ferry move joins {}, where {player}'s builder stands, but only placing a tile on the builder's road earns a second turn: none",
                feature_phrase(feature)
            ),
            DoubleTurnWhy::ClosesWithoutJoining => format!(
                "the tile closes {}, where {player}'s builder stands, but joins nothing of it, so it does not extend it: no second turn",
                feature_phrase(feature)
            ),
        },
        Fact::Completed {
            feature,
            points,
            counting,
            occupied,
        } => format!(
            "{} is complete: {} = {points}{}",
            feature_phrase(feature),
            working(counting),
            if *occupied {
                ""
            } else {
                "; no figure stands on it, so nobody scores"
            }
        ),
        Fact::FinalScoring => "final scoring: every feature that holds figures is scored at its game-end value, then the farms".to_owned(),
        Fact::Valued {
            feature,
            points,
            counting,
        } => format!("{}: {} = {points}", feature_phrase(feature), working(counting)),
        Fact::Scored {
            feature,
            points,
            winners,
            strengths,
        } => {
            if winners.is_empty() {
                return format!(
                    "nobody scores {}: no follower strength on it",
                    feature_phrase(feature)
                );
            }
            let tied = winners.len() > 1;
            format!(
                "{} {} {points}{} for {} (strength: {})",
                winners.join(" and "),
                if tied { "score" } else { "scores" },
                if tied { " each (tied)" } else { "" },
                feature_phrase(feature),
                strength_words(strengths)
            )
        }
        Fact::BarnScoresFarmers { farm } => format!(
            "the new barn scores the farmers already on {} now, as at game end, whoever owns the barn",
            feature_phrase(farm)
        ),
        Fact::JoinedBarnFarm { farm } => format!(
            "the tile joins farmers to a farm with a barn: {} is scored for its farmers now, at 1 per completed city",
            feature_phrase(farm)
        ),
        Fact::FarmScored {
            farm,
            cities,
            player,
            per_city,
            bonus,
            points,
            strengths,
        } => {
            let what = feature_phrase(farm);
            let Some(player) = player else {
                return format!("{what}: no farmer strength, nobody scores");
            };
            let extra = match bonus {
                Some(b) => format!(" (with the {}: {per_city} per city)", b.figure.name()),
                None => String::new(),
            };
            format!(
                "{what} borders {}: {player} scores {cities} x {per_city} = {points}{extra} (farmer strength: {})",
                if *cities == 1 {
                    "1 completed city".to_owned()
                } else {
                    format!("{cities} completed cities")
                },
                strength_words(strengths)
            )
        }
        Fact::BarnFinal {
            player,
            farm,
            cities,
            points,
        } => format!(
            "{player}'s barn on {}: {cities} completed {} x 4 = {points}",
            feature_phrase(farm),
            if *cities == 1 { "city" } else { "cities" }
        ),
        Fact::BarnsJoined { farm } => format!(
            "the tile joins farms that each hold a barn into {}; that is allowed, and each barn stays",
            feature_phrase(farm)
        ),
        Fact::Returned { figures, from } => {
            let names: Vec<String> = figures.iter().map(owned).collect();
            let one = names.len() == 1;
            match from {
                Some(from) => format!(
                    "{} {} {} for {} supply",
                    names.join(", "),
                    if one { "leaves" } else { "leave" },
                    feature_phrase(from),
                    if one { "its owner's" } else { "their owners'" }
                ),
                None => format!(
                    "{} {} back to supply",
                    and_list(&names),
                    if one { "goes" } else { "go" }
                ),
            }
        }
        Fact::BarnStays => "the barn stays where it is".to_owned(),
        Fact::Flew {
            player,
            figure,
            phantom,
            from,
            direction,
            roll,
            square,
            outcome,
        } => {
            let who = format!("{player}'s {}", figure_name(*figure, *phantom));
            let flight = format!(
                "{who} takes the flying machine on {from}, pointing {direction}; the die shows {roll}, so it flies to {square}"
            );
            match outcome {
                FlightOutcome::Landed { feature, sharing } => {
                    let with = if sharing.is_empty() {
                        String::new()
                    } else {
                        let names: Vec<String> = sharing.iter().map(owned).collect();
                        format!(", beside {}", and_list(&names))
                    };
                    format!(
                        "{flight} and lands on {}{with}",
                        feature_at_phrase(feature)
                    )
                }
                FlightOutcome::NoTile => format!(
                    "{flight}, where there is no tile: it goes back to supply and nothing else is deployed"
                ),
                FlightOutcome::NowhereAllowed { tile } => format!(
                    "{flight}, but {tile} there offers it no unfinished feature it may take: it goes back to supply and nothing else is deployed"
                ),
            }
        }
        Fact::FlightOptions {
            player,
            figure,
            phantom,
            from,
            direction,
            options,
        } => {
            let faces: Vec<String> = options
                .iter()
                .map(|o| {
                    let place = match (&o.tile, o.landings.as_slice()) {
                        (None, _) => "no tile: back to supply".to_owned(),
                        (Some(t), []) => format!("{t}, nothing to land on: back to supply"),
                        (Some(t), landings) => {
                            let names: Vec<String> =
                                landings.iter().map(feature_at_phrase).collect();
                            format!("{t}, land on {}", either(&names))
                        }
                    };
                    format!("{} reaches {} ({place})", o.roll, o.square)
                })
                .collect();
            format!(
                "{player} puts the {} on the flying machine on {from}, pointing {direction}; no roll is given, so each face of the die: {}",
                figure_name(*figure, *phantom),
                faces.join("; ")
            )
        }
        Fact::FerryPlaced {
            player,
            at,
            joins,
            ends,
            after_deploying,
        } => {
            let ends = lake_ends(ends, "");
            format!(
                "{player} puts a ferry on the lake on {at}, joining its {} and {} jetties into one road{ends}{}",
                joins[0],
                joins[1],
                if *after_deploying {
                    ""
                } else {
                    " (the new lake gets its ferry whether or not a figure was deployed)"
                }
            )
        }
        Fact::FerriesReached { walks, moves_given } => ferry_walks(walks, *moves_given),
        Fact::FerryMoved {
            player,
            at,
            from,
            to,
            ends,
        } => format!(
            "{player} moves the ferry on {at} from [{}, {}] to [{}, {}]{}",
            from[0],
            from[1],
            to[0],
            to[1],
            lake_ends(ends, "now ")
        ),
        Fact::BuilderStays { player, road } => format!(
            "{player}'s builder is parted from the follower it was with, but another follower of {player}'s is on {}, so the builder stays",
            feature_phrase(road)
        ),
        Fact::Wagon {
            player,
            from,
            outcome,
            to,
            options,
            rule,
        } => {
            let from = feature_phrase(from);
            match (outcome, to) {
                (WagonOutcome::Moved, Some(to)) => format!(
                    "{player}'s wagon rolls on from {from} to {}, set at `{{at: [{}, {}], on: {}}}`, under {}",
                    feature_phrase(to),
                    to.at.x,
                    to.at.y,
                    to.on,
                    rule.words()
                ),
                (WagonOutcome::StaysByChoice, _) => {
                    let names: Vec<String> = options.iter().map(feature_at_phrase).collect();
                    format!(
                        "{player}'s wagon stays in supply (from {from} it could have moved to {})",
                        either(&names)
                    )
                }
                _ => format!(
                    "{player}'s wagon stays in supply: no incomplete, unoccupied feature is within reach of {from} under {}",
                    rule.words()
                ),
            }
        }
    }
}

/// "; the road at E now ends at the lake"
fn lake_ends(ends: &[&str], now: &str) -> String {
    match ends {
        [] => String::new(),
        [one] => format!("; the road at {one} {now}ends at the lake"),
        more => format!("; the roads at {} {now}end at the lake", and_words(more)),
    }
}

/// "a and b" for words.
fn and_words(words: &[&str]) -> String {
    let owned: Vec<String> = words.iter().map(|w| (*w).to_owned()).collect();
    and_list(&owned)
}

/// Which ferries the placed tile's roads reach, and why each may move or not.
fn ferry_walks(walks: &[FerryWalk], moves_given: bool) -> String {
    let mut parts = Vec::new();
    let mut movable = 0;
    for w in walks {
        parts.push(match w {
            FerryWalk::Movable {
                from,
                lake,
                jetty,
                joins,
            } => {
                movable += 1;
                format!(
                    "the road leaving the placed tile at {from} reaches the ferry on {lake} ([{}, {}]) at its {jetty} jetty first: it may move",
                    joins[0], joins[1]
                )
            }
            FerryWalk::DeadEnd {
                from,
                lake,
                jetty,
                joins,
            } => format!(
                "the road leaving at {from} ends at the {jetty} jetty on {lake}, which its ferry ([{}, {}]) does not serve: that ferry is not reached",
                joins[0], joins[1]
            ),
            FerryWalk::Beyond { from, lake, first } => format!(
                "beyond it along the road from {from}, the ferry on {lake} is not the first (the one on {first} is): it may not move"
            ),
        });
    }
    let tail = match (movable, moves_given) {
        (0, _) => "; no ferry may move",
        (_, true) => "",
        (_, false) => "; the action moves none",
    };
    format!("{}{tail}", parts.join("; "))
}

/// A remark on the position.
pub fn note(n: &Note) -> String {
    match n {
        Note::SeparateParts { parts } => format!(
            "the board is written in {parts} separate parts; squares not listed are treated as empty"
        ),
    }
}

/// "red's big follower"
fn owned(o: &Owned) -> String {
    format!("{}'s {}", o.player, o.figure.name().replace('-', " "))
}

/// "big follower", "phantom", "follower (as the phantom)" never arises:
/// only the phantom is deployed as the phantom.
fn figure_name(figure: carc_core::FigureKind, phantom: bool) -> String {
    let name = figure.name().replace('-', " ");
    if phantom && figure != carc_core::FigureKind::Phantom {
        format!("{name} (as the phantom)")
    } else {
        name
    }
}

/// How a value is counted: "3 tiles x 2 + 1 pennant x 2".
pub fn working(c: &Counting) -> String {
    match *c {
        Counting::Road { tiles } => format!("{} x 1", count(tiles.into(), "tile")),
        Counting::City {
            tiles,
            pennants,
            rate: 1,
        } => format!(
            "{} + {}",
            count(tiles.into(), "tile"),
            count(pennants.into(), "pennant")
        ),
        Counting::City {
            tiles,
            pennants,
            rate,
        } => format!(
            "{} x {rate} + {} x {rate}",
            count(tiles.into(), "tile"),
            count(pennants.into(), "pennant")
        ),
        Counting::Cloister { neighbours: 8 } => "all 8 neighbours present".to_owned(),
        Counting::Cloister { neighbours } => {
            format!("1 + {}", count(neighbours.into(), "neighbour"))
        }
        Counting::Unscored => "no rule in play scores it".to_owned(),
    }
}

/// "red 1, blue 3 (big follower 2 + follower 1)": each player's strength,
/// with where it comes from whenever that is more than one plain follower.
pub fn strength_words(strengths: &[Strength]) -> String {
    strengths
        .iter()
        .map(|s| {
            let plain = matches!(s.parts.as_slice(), [p] if p.basis == Basis::Plain);
            if plain {
                format!("{} {}", s.player, s.total)
            } else {
                format!("{} {} ({})", s.player, s.total, parts(&s.parts))
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// "big follower 2 + 2 followers", "mayor 3 for 3 pennants": alike
/// figures are counted together.
fn parts(parts: &[StrengthPart]) -> String {
    let mut groups: Vec<(&StrengthPart, usize)> = Vec::new();
    for p in parts {
        match groups
            .iter_mut()
            .find(|(q, _)| q.figure == p.figure && q.basis == p.basis && q.strength == p.strength)
        {
            Some((_, n)) => *n += 1,
            None => groups.push((p, 1)),
        }
    }
    groups
        .iter()
        .map(|(p, n)| {
            let name = p.figure.name().replace('-', " ");
            match p.basis {
                Basis::Pennants(0) => format!("{name} 0 for no pennants"),
                Basis::Pennants(k) => {
                    format!("{name} {} for {}", p.strength, count(k.into(), "pennant"))
                }
                Basis::Plain if *n > 1 => format!("{n} {name}s"),
                Basis::Fixed if *n > 1 => format!("{n} {name}s of {} each", p.strength),
                Basis::Plain | Basis::Fixed => format!("{name} {}", p.strength),
            }
        })
        .collect::<Vec<_>>()
        .join(" + ")
}
