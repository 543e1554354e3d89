//! The replay of a saved game of JCloisterZone turned into carc's turns.
//! JCloisterZone stores what the players chose, message by message, not
//! what happened: a tile placed, a meeple deployed or a pass, the commit
//! that ends the player's part of the turn, and after it the moves that
//! follow scoring (a freed wagon). Each tile with its messages becomes a
//! turn; a builder's second tile joins the turn of the first.

use carc_core::FigureKind;
use carc_core::board::On;
use carc_core::catalogue::Tile;
use carc_core::geometry::{Point, Pos, Rotation};
use carc_core::position::{Capture, Deploy, PhantomDeploy, Rules, Standpoint, TurnAction};

use super::boxes::{Cx, Pointer};
use super::read::At;
use super::setup::{tile, turned};
use crate::diag::{Problem, msg};

/// One message of the replay.
pub(crate) struct Message<'n> {
    pub at: At<'n>,
    pub kind: &'n str,
    pub payload: At<'n>,
    /// The player whose choice it was, when the file says.
    pub player: Option<usize>,
}

/// The messages of the replay, with every `UNDO` applied: it takes back
/// the message before it, as JCloisterZone's server does.
pub(super) fn messages<'n>(root: &At<'n>, players: usize) -> Result<Vec<Message<'n>>, Problem> {
    let Some(replay) = root.get("replay") else {
        return Ok(Vec::new());
    };
    let mut out: Vec<Message> = Vec::new();
    for m in replay.seq()? {
        let kind = m.need("type")?.str()?;
        if kind == "UNDO" {
            if out.pop().is_none() {
                return Err(m.unsupported(
                    msg("diag-undo-nothing-before-take-back"),
                    msg("diag-import-file-jcloisterzone-saved"),
                ));
            }
            continue;
        }
        let player = match m.get("player") {
            Some(p) => {
                let n = p.int()?;
                Some(
                    usize::try_from(n)
                        .ok()
                        .filter(|n| *n < players)
                        .ok_or_else(|| p.wrong(&msg("diag-index-one-game-players")))?,
                )
            }
            None => None,
        };
        out.push(Message {
            payload: m.need("payload")?,
            at: m,
            kind,
            player,
        });
    }
    Ok(out)
}

/// A tile of the game with the messages that follow it, up to the next
/// tile.
pub(super) struct Part<'m, 'n> {
    /// What the player did before placing the tile (a ransom paid).
    pub before: &'m [Message<'n>],
    pub place: &'m Message<'n>,
    pub rest: &'m [Message<'n>],
}

/// Messages a player sends before drawing their tile: they belong to the
/// turn of the tile after them, not to the turn before.
fn before_the_tile(m: &Message) -> bool {
    m.kind == "PAY_RANSOM"
}

/// The replay cut at each placed tile. Messages before the first tile can
/// only be passes and commits (declining the abbey at the start of a turn).
pub(super) fn parts<'m, 'n>(messages: &'m [Message<'n>]) -> Result<Vec<Part<'m, 'n>>, Problem> {
    let starts: Vec<usize> = messages
        .iter()
        .enumerate()
        .filter(|(_, m)| m.kind == "PLACE_TILE")
        .map(|(i, _)| i)
        .collect();
    // Where the messages a tile's turn starts with begin: back from the
    // tile over those that come before a tile.
    let first = |i: usize| {
        let mut j = i;
        while j > 0 && before_the_tile(&messages[j - 1]) {
            j -= 1;
        }
        j
    };
    let opening = starts.first().map_or(messages.len(), |i| first(*i));
    if let Some(m) = messages[..opening]
        .iter()
        .find(|m| !matches!(m.kind, "PASS" | "COMMIT"))
    {
        return Err(not_importable(m));
    }
    Ok(starts
        .iter()
        .enumerate()
        .map(|(k, &i)| {
            let end = starts.get(k + 1).map_or(messages.len(), |n| first(*n));
            Part {
                before: &messages[first(i)..i],
                place: &messages[i],
                rest: &messages[i + 1..end],
            }
        })
        .collect())
}

/// A tile's part of a turn as carc's action, and the player who placed it
/// (when the file says).
/// The tiles placed so far, by square, for naming what a pointer shows.
pub(crate) type Tiles = std::collections::HashMap<Pos, &'static Tile>;

/// Where each meeple was last deployed, by its id.
pub(crate) type Meeples = std::collections::HashMap<String, Stood>;

/// A meeple's last deployment: its square, and the kind of place there and
/// the place by JCloisterZone's names (`Road`, `Quarter`; `QUARTER_MARKET`).
#[derive(Clone, Debug)]
pub(crate) struct Stood {
    pub at: Pos,
    pub feature: String,
    pub location: String,
}

pub(super) fn action(
    part: &Part,
    players: usize,
    tiles: &mut Tiles,
    meeples: &mut Meeples,
    rules: &Rules,
) -> Result<TurnAction, Problem> {
    let p = &part.place.payload;
    let tile = tile(&p.need("tileId")?)?;
    let rotation = p.need("rotation")?;
    let jcz = match rotation.str()? {
        "R0" => Rotation::ALL[0],
        "R90" => Rotation::ALL[1],
        "R180" => Rotation::ALL[2],
        "R270" => Rotation::ALL[3],
        _ => return Err(rotation.wrong(&msg("diag-r0-r90-r180-r270"))),
    };
    let at = p.need("position")?.square()?;
    let mut turn = TurnAction::place(tile, at, turned(tile, jcz));
    tiles.insert(at, tile);
    for m in part.before {
        let cx = Cx {
            committed: false,
            players,
            tiles,
            meeples,
            rules,
        };
        match cx.boxes().find_map(|b| b.message(m, &cx, &mut turn)) {
            Some(done) => done?,
            None => return Err(not_importable(m)),
        }
        remember(m, meeples);
    }
    let mut committed = false;
    for m in part.rest {
        let cx = Cx {
            committed,
            players,
            tiles,
            meeples,
            rules,
        };
        committed |= after_place(m, &cx, &mut turn)?;
        remember(m, meeples);
    }
    Ok(turn)
}

/// One message after the tile's placement; whether it is the commit.
fn after_place(m: &Message, cx: &Cx, turn: &mut TurnAction) -> Result<bool, Problem> {
    if let Some(done) = cx.boxes().find_map(|b| b.message(m, cx, turn)) {
        done?;
        return Ok(false);
    }
    match (m.kind, cx.committed) {
        ("COMMIT", _) => return Ok(true),
        ("PASS", _) => {}
        ("DEPLOY_MEEPLE", false) => deploy(m, turn, cx)?,
        ("RETURN_MEEPLE", false) => {
            let source = m.payload.need("source")?;
            if source.str()? != "ABBOT_RETURN" {
                return Err(not_importable(m));
            }
            let on = m.payload.need("pointer")?.need("featurePointer")?;
            let at = on.need("position")?.square()?;
            set_deploy(m, turn, Deploy::AbbotReturn { at })?;
        }
        _ => return Err(not_importable(m)),
    }
    Ok(false)
}

/// Where a deployed meeple now stands, by its id: a freed wagon's choice
/// names the square of the wagon it moves, and a figure that leaves the
/// City its quarter.
fn remember(m: &Message, meeples: &mut Meeples) {
    if m.kind != "DEPLOY_MEEPLE" {
        return;
    }
    let read = || -> Result<(String, Stood), Problem> {
        let id = m.payload.need("meepleId")?.str()?.to_owned();
        let pointer = m.payload.need("pointer")?;
        let at = pointer.need("position")?.square()?;
        let feature = pointer.need("feature")?.str()?.to_owned();
        let location = pointer.need("location")?.str()?.to_owned();
        Ok((
            id,
            Stood {
                at,
                feature,
                location,
            },
        ))
    };
    if let Ok((id, stood)) = read() {
        meeples.insert(id, stood);
    }
}

/// `DEPLOY_MEEPLE` before the commit: the turn's deployment, or the
/// phantom after it.
fn deploy(m: &Message, turn: &mut TurnAction, cx: &Cx) -> Result<(), Problem> {
    let (_, figure) = meeple(&m.payload.need("meepleId")?, cx)?;
    let at = m.payload.need("pointer")?;
    let pointer = pointer(&at, cx.tiles)?;
    let placed = turn.place.at;
    if let Some(d) = cx
        .boxes()
        .find_map(|b| b.deploy(figure, placed, &pointer, cx))
    {
        let d =
            d.map_err(|why| at.unsupported(why, msg("diag-import-file-jcloisterzone-saved")))?;
        return set_deploy(m, turn, d);
    }
    if pointer.at != placed {
        return Err(at.unsupported(
            msg("diag-figure-deployed-another-tile-than"),
            super::IMPORTABLE,
        ));
    }
    let Some(on) = pointer.on else {
        return Err(at.unsupported(
            msg("diag-import-place-unnamed")
                .arg("feature", pointer.feature)
                .arg("location", pointer.location),
            msg("diag-import-file-jcloisterzone-saved"),
        ));
    };
    if figure == FigureKind::Phantom {
        turn.phantom = Some(PhantomDeploy::On(on));
        return Ok(());
    }
    set_deploy(m, turn, Deploy::On { figure, on })
}

/// The turn's one deployment; a second is no move of the games carc
/// imports.
fn set_deploy(m: &Message, turn: &mut TurnAction, d: Deploy) -> Result<(), Problem> {
    if turn.deploy.is_some() {
        return Err(not_importable(m));
    }
    turn.deploy = Some(d);
    Ok(())
}

/// A meeple id, `PLAYER.TYPE.N`: whose it is and which figure.
/// Only the boxes in play bring meeples: one of another box is not this
/// game's.
pub(crate) fn meeple(id: &At, cx: &Cx) -> Result<(usize, FigureKind), Problem> {
    let players = cx.players;
    let text = id.str()?;
    let mut parts = text.split('.');
    let (Some(owner), Some(kind)) = (parts.next(), parts.next()) else {
        return Err(id.wrong(&msg("diag-meeple-id-such-0-small")));
    };
    let owner = owner
        .parse::<usize>()
        .ok()
        .filter(|p| *p < players)
        .ok_or_else(|| id.wrong(&msg("diag-meeple-one-game-players")))?;
    let figure = cx
        .boxes()
        .flat_map(|b| b.names().meeples.iter())
        .find(|(name, _)| *name == kind)
        .map(|(_, f)| *f)
        .ok_or_else(|| {
            id.unsupported(
                msg("diag-import-meeple-kind").arg("kind", kind),
                super::IMPORTABLE,
            )
        })?;
    Ok((owner, figure))
}

/// A feature pointer, `{position, feature, location}`. JCloisterZone calls
/// the abbey a monastery; carc names it by its own centre.
pub(crate) fn pointer<'n>(at: &At<'n>, tiles: &Tiles) -> Result<Pointer<'n>, Problem> {
    let square = at.need("position")?.square()?;
    let feature = at.need("feature")?.str()?;
    let location = at.need("location")?.str()?;
    let mut on = on(feature, location);
    if let (Some(On::Centre(name)), Some(tile)) = (on, tiles.get(&square))
        && tile.centre_feature(name).is_none()
    {
        on = On::CENTRES
            .iter()
            .find(|c| tile.centre_feature(c).is_some())
            .map(|c| On::Centre(c));
    }
    Ok(Pointer {
        at: square,
        feature,
        location,
        on,
    })
}

/// The feature a location names, as a scenario writes it: a field by its
/// first half-side, a road or city by its first side, a monastery or a
/// garden by its name. JCloisterZone's locations are already turned with
/// the tile, as carc's points are.
fn on(feature: &str, location: &str) -> Option<On> {
    // JCloisterZone's half-sides, clockwise from the north side's left
    // half: carc's twelve points in the same order, leaving out the sides'
    // middles.
    const HALVES: [(&str, usize); 8] = [
        ("NL", 0),
        ("NR", 2),
        ("EL", 3),
        ("ER", 5),
        ("SL", 6),
        ("SR", 8),
        ("WL", 9),
        ("WR", 11),
    ];
    const SIDES: [(char, usize); 4] = [('N', 1), ('E', 4), ('S', 7), ('W', 10)];
    match feature {
        "Monastery" => Some(On::Centre("monastery")),
        "Garden" => Some(On::Centre("garden")),
        "Field" => location.split('.').find_map(|half| {
            HALVES
                .iter()
                .find(|(name, _)| *name == half)
                .map(|(_, i)| On::Point(Point::from_index(*i)))
        }),
        "City" | "Road" => {
            // `_S`: every side but the south.
            let side = match location.strip_prefix('_') {
                Some(missing) => SIDES.iter().find(|(c, _)| !missing.starts_with(*c)),
                None => {
                    let first = location.chars().next()?;
                    SIDES.iter().find(|(c, _)| *c == first)
                }
            };
            side.map(|(_, i)| On::Point(Point::from_index(*i)))
        }
        _ => None,
    }
}

/// A message of a box carc cannot import yet, or in a place no game of
/// the boxes it imports puts it.
#[cold]
fn not_importable(m: &Message) -> Problem {
    m.at.unsupported(
        msg("diag-import-message-here").arg("kind", m.kind),
        super::IMPORTABLE,
    )
}

/// A meeple pointer, `{featurePointer, meepleId}`: the figure as an action
/// names one on the table (its square, its feature, whose and which).
pub(crate) fn named_figure(at: &At, cx: &super::boxes::Cx) -> Result<Capture, Problem> {
    let (owner, figure) = meeple(&at.need("meepleId")?, cx)?;
    let on_tile = at.need("featurePointer")?;
    let p = pointer(&on_tile, cx.tiles)?;
    let Some(on) = p.on else {
        return Err(on_tile.unsupported(
            msg("diag-import-place-unnamed")
                .arg("feature", p.feature)
                .arg("location", p.location),
            msg("diag-import-file-jcloisterzone-saved"),
        ));
    };
    Ok(Capture {
        at: p.at,
        on: Standpoint::Feature(on),
        owner: Some(owner),
        figure: Some(figure),
    })
}
