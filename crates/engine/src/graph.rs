//! The feature graph: the features of every tile joined across matching edges
//! (and, on lake tiles, through the ferry) into the roads, cities, fields,
//! monasteries and gardens of the table.
//!
//! It grows a tile at a time ([`Graph::add_tile`]): a union-find over the
//! tiles' features keeps each feature's open edges, marks (pennants, inns, cathedrals, goods) and members up
//! to date, so a turn or a random game never rebuilds it. The move list
//! tries a tile on many squares, so additions can be undone to a
//! [`Checkpoint`]; that is why the union-find keeps no compressed paths
//! (union by size keeps finds short). A ferry moved mid-turn splits what it
//! joined, which a union-find cannot do by itself: the one feature the old
//! ferry ran through is taken apart into its segments and joined up again
//! ([`Graph::set_ferry`]), the rest of the graph untouched.

use std::collections::{BTreeSet, HashMap};

use crate::board::{Board, Figure, PlacedTile, Standing};
use crate::catalogue::{FeatureIdx, Kind, Marks, Tile};
use crate::geometry::{Point, Pos, Rotation, Side};

/// One feature of one placed tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Segment {
    /// The square the tile lies on.
    pub pos: Pos,
    /// The feature's index within that tile.
    pub feature: FeatureIdx,
}

/// A feature of the table, named by its first segment in square order (its
/// anchor). Ids compare in that order whatever order the tiles came in, so
/// a table grown turn by turn and the same table read from a file list
/// their features alike. An id stays valid until its feature is joined to
/// another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GroupId(Segment);

impl GroupId {
    /// The feature's anchor: its first segment in square order.
    pub fn anchor(self) -> Segment {
        self.0
    }
}

/// A feature of the table: segments joined across tiles, as the graph
/// shows it.
#[derive(Clone, Copy, Debug)]
pub struct Group<'g> {
    /// What the feature is; all its segments are of this kind.
    pub kind: Kind,
    /// Edge points that face an empty square: a road or city with any is open.
    pub open_edges: usize,
    /// Pennants on its segments (only cities have any).
    pub pennants: u32,
    /// Everything its segments show (pennants, inns, cathedrals, goods).
    pub marks: Marks,
    /// How many tile features it is made of.
    pub size: usize,
    graph: &'g Graph,
    root: u32,
}

impl<'g> Group<'g> {
    /// The tile features it is made of (in no particular order).
    pub fn segments(&self) -> impl Iterator<Item = Segment> + 'g {
        let g = self.graph;
        let root = self.root;
        let mut at = Some(root);
        std::iter::from_fn(move || {
            let here = at?;
            let next = g.next[here as usize];
            at = (next != root).then_some(next);
            Some(g.segs[here as usize])
        })
    }

    /// The distinct squares the feature covers (a tile counts once).
    pub fn tiles(&self) -> BTreeSet<Pos> {
        self.segments().map(|s| s.pos).collect()
    }

    /// Its first segment in square order: for a monastery or garden, the only one.
    pub fn anchor(&self) -> Segment {
        self.graph.segs[self.graph.roots[self.root as usize].anchor as usize]
    }
}

/// What a root of the union-find knows of its feature.
#[derive(Clone, Copy, Debug)]
struct Root {
    kind: Kind,
    size: u32,
    open_edges: u32,
    marks: Marks,
    /// The segment number of the anchor.
    anchor: u32,
    /// The squares its segments lie within: a figure outside them stands
    /// elsewhere, which [`Graph::figures_on`] sees without a look-up.
    area: Area,
}

/// A rectangle of squares, corners included, that holds a feature's
/// squares. Kept in sixteen bits a coordinate, clamped, so that the undo
/// log's copies of a root stay small: a square of the feature, clamped
/// alike, is always inside (squares far off may share a clamped column,
/// and are then looked up).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Area {
    x0: i16,
    y0: i16,
    x1: i16,
    y1: i16,
}

/// A coordinate in sixteen bits, clamped.
fn short(v: i32) -> i16 {
    v.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16
}

impl Area {
    fn of(pos: Pos) -> Area {
        let (x, y) = (short(pos.x), short(pos.y));
        Area {
            x0: x,
            y0: y,
            x1: x,
            y1: y,
        }
    }

    fn join(&mut self, other: &Area) {
        self.x0 = self.x0.min(other.x0);
        self.y0 = self.y0.min(other.y0);
        self.x1 = self.x1.max(other.x1);
        self.y1 = self.y1.max(other.y1);
    }

    fn holds(&self, pos: Pos) -> bool {
        (self.x0..=self.x1).contains(&short(pos.x)) && (self.y0..=self.y1).contains(&short(pos.y))
    }
}

/// A tile as the graph knows it.
#[derive(Clone, Copy, Debug)]
struct Slot {
    start: u32,
    tile: &'static Tile,
    rot: Rotation,
    /// The jetties a lake's ferry joins: a feature split when a ferry
    /// moves is joined up again through every other lake's ferry.
    ferry: Option<[Point; 2]>,
}

/// A change to undo, newest last.
#[derive(Clone, Copy, Debug)]
enum Undo {
    /// A tile's segments were appended from this number on.
    Tile(Pos, u32),
    /// This root was made a child.
    Parent(u32),
    /// A root's data before it changed.
    Root(u32, Root),
    /// Two members' successors were swapped, splicing their lists.
    Splice(u32, u32),
    /// A member's parent and successor before its feature was taken apart.
    Links(u32, u32, u32),
    /// The ferry a lake tile had before it was set or moved.
    Ferry(Pos, Option<[Point; 2]>),
}

/// How far to undo: see [`Graph::checkpoint`].
#[derive(Clone, Copy, Debug)]
pub struct Checkpoint(usize);

/// The features of the table: every placed tile's features joined into groups.
#[derive(Debug, Default)]
pub struct Graph {
    /// Every segment, by segment number (tile by tile, as added).
    segs: Vec<Segment>,
    /// Each tile's first segment number, and the tile: its neighbours look
    /// it up here rather than in the board's ordered map.
    first: HashMap<Pos, Slot, PosHash>,
    /// The union-find's parent links; a root is its own parent.
    parent: Vec<u32>,
    /// Each member's successor in its feature's circular list.
    next: Vec<u32>,
    /// Data of each root (stale for members that are not roots).
    roots: Vec<Root>,
    /// Changes since the oldest open checkpoint.
    undo: Vec<Undo>,
    /// How many checkpoints are open: changes are logged only then.
    open_checkpoints: u32,
}

/// Hashing for squares: the default hasher resists hostile keys, which board
/// squares are not (a file holds at most a few thousand), and costs most of
/// a graph build; this one multiplies the packed coordinates.
#[derive(Clone, Copy, Debug, Default)]
pub struct PosHash;

impl std::hash::BuildHasher for PosHash {
    type Hasher = PosHasher;
    fn build_hasher(&self) -> PosHasher {
        PosHasher(0)
    }
}

/// See [`PosHash`].
#[derive(Clone, Copy, Debug, Default)]
pub struct PosHasher(u64);

impl std::hash::Hasher for PosHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 =
                (self.0.rotate_left(5) ^ u64::from(*b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
    fn write_i32(&mut self, n: i32) {
        self.0 =
            (self.0.rotate_left(5) ^ u64::from(n as u32)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// Room for the segments of a few more tiles in a copied or built graph: a
/// graph grows a tile at a time, and a vector copied at its exact length
/// would be moved whole by the very next tile.
const ROOM: usize = 64;

/// A copy of a vector with room to grow.
fn roomy<T: Clone>(v: &[T]) -> Vec<T> {
    let mut out = Vec::with_capacity(v.len() + ROOM);
    out.extend_from_slice(v);
    out
}

impl Clone for Graph {
    fn clone(&self) -> Self {
        Graph {
            segs: roomy(&self.segs),
            first: self.first.clone(),
            parent: roomy(&self.parent),
            next: roomy(&self.next),
            roots: roomy(&self.roots),
            undo: self.undo.clone(),
            open_checkpoints: self.open_checkpoints,
        }
    }
}

impl Graph {
    /// The graph of a whole board: its tiles added one by one.
    pub fn build(board: &Board) -> Graph {
        let mut g = Graph::default();
        let n = board.tiles.len();
        g.reserve_tiles(n + ROOM / 4);
        for t in board.tiles.values() {
            g.add_tile(t);
        }
        g
    }

    /// Room for `n` more tiles' segments (four a tile, as most have), so
    /// that a graph grown a tile at a time through a whole game (a random
    /// game knows its bag) is not moved whole as it grows.
    pub fn reserve_tiles(&mut self, n: usize) {
        let segments = n * 4;
        self.first.reserve(n);
        self.segs.reserve(segments);
        self.parent.reserve(segments);
        self.next.reserve(segments);
        self.roots.reserve(segments);
    }

    /// Joins the features of a newly placed tile to the table: across each
    /// side to the neighbour's facing feature of the same kind, and through
    /// a lake tile's ferry. Edge points facing an empty square count as
    /// open; the neighbours' points on the sides it covers are open no more.
    pub fn add_tile(&mut self, t: &PlacedTile) {
        let pos = t.pos;
        if self.first.contains_key(&pos) {
            return;
        }
        let base = self.segs.len() as u32;
        self.log(Undo::Tile(pos, base));
        self.first.insert(
            pos,
            Slot {
                start: base,
                tile: t.tile,
                rot: t.rot,
                ferry: t.ferry,
            },
        );
        for (f, feat) in t.tile.features.iter().enumerate() {
            let n = base + f as u32;
            self.segs.push(Segment { pos, feature: f });
            self.parent.push(n);
            self.next.push(n);
            self.roots.push(Root {
                kind: feat.kind,
                size: 1,
                open_edges: 0,
                marks: feat.marks,
                anchor: n,
                area: Area::of(pos),
            });
        }
        for side in Side::ALL {
            let npos = pos.neighbour(side);
            let Some(&Slot {
                start: nbase,
                tile: ntile,
                rot: nrot,
                ..
            }) = self.first.get(&npos)
            else {
                for p in side.points() {
                    if let Some(f) = t.tile.feature_at(p, t.rot) {
                        // An earlier side may have joined it to a neighbour's.
                        let r = self.find(base + f as u32);
                        self.save_root(r);
                        self.roots[r as usize].open_edges += 1;
                    }
                }
                continue;
            };
            for p in side.points() {
                let theirs = ntile.feature_at(p.facing(), nrot);
                if let Some(g) = theirs {
                    let r = self.find(nbase + g as u32);
                    self.save_root(r);
                    let root = &mut self.roots[r as usize];
                    root.open_edges = root.open_edges.saturating_sub(1);
                }
                // An abbey joins nothing: it closes what touches it.
                if let (Some(f), Some(g)) = (t.tile.feature_at(p, t.rot), theirs)
                    && ntile.features[g].kind == t.tile.features[f].kind
                {
                    self.union(base + f as u32, nbase + g as u32);
                }
            }
        }
        if let Some([a, b]) = t.ferry
            && let (Some(fa), Some(fb)) = (t.tile.feature_at(a, t.rot), t.tile.feature_at(b, t.rot))
        {
            self.union(base + fa as u32, base + fb as u32);
        }
    }

    /// Sets the ferry of the lake on `pos` to join `pair`: the graph is
    /// then the one built with the ferry there (a feature's id and anchor
    /// do not depend on the order of the joins), and a rollback undoes it
    /// with the rest. A new lake's ferry only adds a link. A moved ferry
    /// also undoes one: the feature it ran through is taken apart into its
    /// segments, which are joined again across their edges and through the
    /// lakes' ferries, so a move costs the size of that one feature, not
    /// the table's.
    pub fn set_ferry(&mut self, pos: Pos, pair: [Point; 2]) {
        let Some(slot) = self.first.get_mut(&pos) else {
            return;
        };
        let (base, tile, rot, old) = (slot.start, slot.tile, slot.rot, slot.ferry);
        if old == Some(pair) {
            return;
        }
        slot.ferry = Some(pair);
        self.log(Undo::Ferry(pos, old));
        if let Some([a, b]) = old
            && let Some(f) = tile.feature_at(a, rot).or(tile.feature_at(b, rot))
        {
            self.take_apart(base + f as u32);
        }
        if let (Some(a), Some(b)) = (tile.feature_at(pair[0], rot), tile.feature_at(pair[1], rot)) {
            self.union(base + a as u32, base + b as u32);
        }
    }

    /// Splits the feature holding segment `n` into its segments and joins
    /// them again by what still links them: matching edges and ferries
    /// (as [`Graph::add_tile`] does, the ferries as the slots now hold them).
    fn take_apart(&mut self, n: u32) {
        let root = self.find(n);
        let mut members = vec![root];
        let mut at = self.next[root as usize];
        while at != root {
            members.push(at);
            at = self.next[at as usize];
        }
        for &m in &members {
            let (parent, next) = (self.parent[m as usize], self.next[m as usize]);
            self.log(Undo::Links(m, parent, next));
            self.save_root(m);
            self.parent[m as usize] = m;
            self.next[m as usize] = m;
            let seg = self.segs[m as usize];
            let slot = self.first[&seg.pos];
            let feature = &slot.tile.features[seg.feature];
            let open = Side::ALL
                .iter()
                .filter(|side| !self.first.contains_key(&seg.pos.neighbour(**side)))
                .flat_map(|side| side.points())
                .filter(|p| slot.tile.feature_at(*p, slot.rot) == Some(seg.feature))
                .count();
            self.roots[m as usize] = Root {
                kind: feature.kind,
                size: 1,
                open_edges: open as u32,
                marks: feature.marks,
                anchor: m,
                area: Area::of(seg.pos),
            };
        }
        for &m in &members {
            let seg = self.segs[m as usize];
            let slot = self.first[&seg.pos];
            let kind = slot.tile.features[seg.feature].kind;
            for side in Side::ALL {
                let Some(&Slot {
                    start: nbase,
                    tile: ntile,
                    rot: nrot,
                    ..
                }) = self.first.get(&seg.pos.neighbour(side))
                else {
                    continue;
                };
                for p in side.points() {
                    if slot.tile.feature_at(p, slot.rot) != Some(seg.feature) {
                        continue;
                    }
                    if let Some(g) = ntile.feature_at(p.facing(), nrot)
                        && ntile.features[g].kind == kind
                    {
                        self.union(m, nbase + g as u32);
                    }
                }
            }
            if let Some([a, b]) = slot.ferry
                && slot.tile.feature_at(a, slot.rot) == Some(seg.feature)
                && let Some(other) = slot.tile.feature_at(b, slot.rot)
            {
                self.union(m, slot.start + other as u32);
            }
        }
    }

    fn find(&self, mut a: u32) -> u32 {
        while self.parent[a as usize] != a {
            a = self.parent[a as usize];
        }
        a
    }

    fn union(&mut self, a: u32, b: u32) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return;
        }
        let (big, small) = if self.roots[ra as usize].size >= self.roots[rb as usize].size {
            (ra, rb)
        } else {
            (rb, ra)
        };
        self.save_root(big);
        self.log(Undo::Parent(small));
        self.parent[small as usize] = big;
        let s = self.roots[small as usize];
        let bigger_anchor =
            self.segs[s.anchor as usize] < self.segs[self.roots[big as usize].anchor as usize];
        let r = &mut self.roots[big as usize];
        r.size += s.size;
        r.open_edges += s.open_edges;
        r.marks.add(&s.marks);
        r.area.join(&s.area);
        if bigger_anchor {
            r.anchor = s.anchor;
        }
        self.splice(big, small);
    }

    /// Joins two circular member lists by swapping two successors; the same
    /// swap undoes it.
    fn splice(&mut self, a: u32, b: u32) {
        self.next.swap(a as usize, b as usize);
        self.log(Undo::Splice(a, b));
    }

    fn save_root(&mut self, r: u32) {
        if self.open_checkpoints > 0 {
            self.undo.push(Undo::Root(r, self.roots[r as usize]));
        }
    }

    fn log(&mut self, u: Undo) {
        if self.open_checkpoints > 0 {
            self.undo.push(u);
        }
    }

    /// From now on, changes are kept so that [`Graph::rollback`] can undo them.
    pub fn checkpoint(&mut self) -> Checkpoint {
        self.open_checkpoints += 1;
        Checkpoint(self.undo.len())
    }

    /// Keeps every change since the checkpoint, and closes it.
    /// (An outer checkpoint still open may yet undo them.)
    pub fn commit(&mut self, _cp: Checkpoint) {
        self.open_checkpoints = self.open_checkpoints.saturating_sub(1);
        if self.open_checkpoints == 0 {
            self.undo.clear();
        }
    }

    /// Undoes every change since the checkpoint (and closes it).
    pub fn rollback(&mut self, cp: Checkpoint) {
        while self.undo.len() > cp.0 {
            match self.undo.pop() {
                Some(Undo::Tile(pos, base)) => {
                    self.first.remove(&pos);
                    let keep = base as usize;
                    self.segs.truncate(keep);
                    self.parent.truncate(keep);
                    self.next.truncate(keep);
                    self.roots.truncate(keep);
                }
                Some(Undo::Parent(child)) => self.parent[child as usize] = child,
                Some(Undo::Root(r, data)) => self.roots[r as usize] = data,
                Some(Undo::Splice(a, b)) => self.next.swap(a as usize, b as usize),
                Some(Undo::Links(m, parent, next)) => {
                    self.parent[m as usize] = parent;
                    self.next[m as usize] = next;
                }
                Some(Undo::Ferry(pos, ferry)) => {
                    if let Some(slot) = self.first.get_mut(&pos) {
                        slot.ferry = ferry;
                    }
                }
                None => break,
            }
        }
        self.open_checkpoints = self.open_checkpoints.saturating_sub(1);
    }

    /// Everything the graph tells of each feature, in id order: two graphs
    /// equal here answer every question alike (a test compares a graph
    /// changed in place with one built afresh). Each feature's kept area is
    /// held to its segments' squares on the way.
    #[doc(hidden)]
    pub fn everything(&self) -> Vec<(GroupId, Kind, usize, usize, Marks, Vec<Segment>)> {
        self.ids()
            .into_iter()
            .map(|id| {
                let f = self.group(id);
                let mut segments: Vec<Segment> = f.segments().collect();
                segments.sort_unstable();
                let root = self.find(self.number(id.0).expect("a segment"));
                let mut area = Area::of(segments[0].pos);
                for s in &segments {
                    area.join(&Area::of(s.pos));
                }
                assert_eq!(self.roots[root as usize].area, area);
                (id, f.kind, f.open_edges, f.size, f.marks, segments)
            })
            .collect()
    }

    /// Every feature of the table, in id order.
    pub fn ids(&self) -> Vec<GroupId> {
        let mut out: Vec<GroupId> = (0..self.parent.len() as u32)
            .filter(|&i| self.parent[i as usize] == i)
            .map(|r| self.id_of_root(r))
            .collect();
        out.sort_unstable();
        out
    }

    fn id_of_root(&self, r: u32) -> GroupId {
        GroupId(self.segs[self.roots[r as usize].anchor as usize])
    }

    fn number(&self, seg: Segment) -> Option<u32> {
        let slot = self.first.get(&seg.pos)?;
        (seg.feature < slot.tile.features.len()).then(|| slot.start + seg.feature as u32)
    }

    /// A number for the feature a segment belongs to, below
    /// [`Graph::feature_numbers`]: the same for every segment of one
    /// feature until the next join, so that a question asked of every
    /// segment of the table (the magic portal's) is answered once per
    /// feature, in a plain list.
    pub fn feature_number(&self, seg: Segment) -> Option<u32> {
        Some(self.find(self.number(seg)?))
    }

    /// How many numbers [`Graph::feature_number`] may give.
    pub fn feature_numbers(&self) -> usize {
        self.parent.len()
    }

    /// The feature of the table a segment belongs to, if its tile is on the board.
    pub fn group_of(&self, seg: Segment) -> Option<GroupId> {
        let n = self.number(seg)?;
        Some(self.id_of_root(self.find(n)))
    }

    /// The feature with this id. An id from before a join names the
    /// joined feature.
    ///
    /// # Panics
    /// If the id's square holds no tile of this graph: ids come from the graph.
    pub fn group(&self, id: GroupId) -> Group<'_> {
        let n = self
            .number(id.0)
            .expect("a group id names a segment of the graph");
        let root = self.find(n);
        let r = &self.roots[root as usize];
        Group {
            kind: r.kind,
            open_edges: r.open_edges as usize,
            pennants: r.marks.pennants,
            marks: r.marks,
            size: r.size as usize,
            graph: self,
            root,
        }
    }

    /// Complete: a road or city with no open edge; a monastery or garden with
    /// all eight neighbours present. Fields are never complete. The board is
    /// the graph's own (the neighbours are counted in the graph's hashed
    /// copy of its squares, which is cheaper than the board's ordered map).
    pub fn is_complete(&self, id: GroupId, _board: &Board) -> bool {
        let n = self
            .number(id.0)
            .expect("a group id names a segment of the graph");
        self.is_complete_number(n)
    }

    /// [`Graph::is_complete`] for the feature holding segment number `n`
    /// (a [`Graph::feature_number`] will do): a question asked of every
    /// feature of the table (the magic portal's) without naming them.
    pub fn is_complete_number(&self, n: u32) -> bool {
        let r = &self.roots[self.find(n) as usize];
        match r.kind {
            Kind::Road | Kind::City => r.open_edges == 0,
            Kind::Monastery | Kind::Garden => {
                self.tiles_around(self.segs[r.anchor as usize].pos) == 8
            }
            Kind::Field => false,
        }
    }

    /// The [`Graph::feature_number`] of each feature of the tile on `pos`,
    /// in the tile's order (none for an empty square): the tile is looked
    /// up once, not once per feature.
    pub fn feature_numbers_at(&self, pos: Pos) -> impl Iterator<Item = u32> + '_ {
        let (start, len) = self
            .first
            .get(&pos)
            .map_or((0, 0), |s| (s.start, s.tile.features.len() as u32));
        (start..start + len).map(|n| self.find(n))
    }

    /// The tile on a square, as the graph knows it (the board's, hashed).
    pub fn tile_at(&self, pos: Pos) -> Option<&'static Tile> {
        self.first.get(&pos).map(|s| s.tile)
    }

    /// How many of the eight squares around `pos` hold tiles.
    pub fn tiles_around(&self, pos: Pos) -> u32 {
        pos.surrounding()
            .filter(|p| self.first.contains_key(p))
            .count() as u32
    }

    /// The figures standing on a feature (indices into `board.figures`).
    pub fn figures_on<'b>(&self, id: GroupId, board: &'b Board) -> Vec<(usize, &'b Figure)> {
        let Some(n) = self.number(id.0) else {
            return Vec::new();
        };
        let root = self.find(n);
        let area = self.roots[root as usize].area;
        board
            .figures
            .iter()
            .enumerate()
            .filter(|(_, f)| match f.standing {
                Standing::Feature(_) if !area.holds(f.pos) => false,
                Standing::Feature(fi) => self
                    .number(Segment {
                        pos: f.pos,
                        feature: fi,
                    })
                    .is_some_and(|m| self.find(m) == root),
                Standing::Corner(_) | Standing::Tower => false,
            })
            .collect()
    }

    /// The completed cities a field borders, each once.
    pub fn bordering_cities(&self, id: GroupId, board: &Board) -> BTreeSet<GroupId> {
        let mut out = BTreeSet::new();
        for s in self.group(id).segments() {
            let Some(t) = board.tile(s.pos) else { continue };
            for c in t.tile.features[s.feature].borders() {
                if let Some(g) = self.group_of(Segment {
                    pos: s.pos,
                    feature: c,
                }) {
                    out.insert(g);
                }
            }
        }
        out
    }

    /// The features of the tile on `pos`, as groups, in feature order.
    pub fn groups_on(&self, pos: Pos, _board: &Board) -> Vec<GroupId> {
        let Some(slot) = self.first.get(&pos) else {
            return Vec::new();
        };
        let start = slot.start;
        (start..start + slot.tile.features.len() as u32)
            .map(|n| self.id_of_root(self.find(n)))
            .collect()
    }
}

/// How many of the eight squares around `pos` hold tiles.
pub fn neighbours(board: &Board, pos: Pos) -> u32 {
    pos.surrounding()
        .filter(|p| board.tile(*p).is_some())
        .count() as u32
}

/// Squares next to `pos` on each side that hold tiles.
pub fn touches(board: &Board, pos: Pos) -> bool {
    Side::ALL
        .iter()
        .any(|s| board.tile(pos.neighbour(*s)).is_some())
}
