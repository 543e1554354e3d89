//! The feature graph: the features of every tile joined across matching edges
//! (and, on lake tiles, through the ferry) into the roads, cities, fields,
//! monasteries and gardens of the table. It is rebuilt from the board
//! whenever the board changes within a turn; for a full table of 72 tiles that
//! is a few microseconds, and it keeps no connectivity baked into tiles, so a
//! ferry moved mid-turn simply gives a different graph.

use std::collections::{BTreeSet, HashMap};

use crate::board::{Board, Figure, Standing};
use crate::catalogue::{FeatureIdx, Kind};
use crate::geometry::{Pos, Side};

/// One feature of one placed tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Segment {
    /// The square the tile lies on.
    pub pos: Pos,
    /// The feature's index within that tile.
    pub feature: FeatureIdx,
}

/// A feature of the table: its index in [`Graph::groups`].
pub type GroupId = usize;

/// A feature of the table: segments joined across tiles, as the graph
/// shows it.
#[derive(Clone, Copy, Debug)]
pub struct Group<'g> {
    /// What the feature is; all its segments are of this kind.
    pub kind: Kind,
    /// The tile features it is made of, in segment order.
    pub segments: &'g [Segment],
    /// Edge points that face an empty square: a road or city with any is open.
    pub open_edges: usize,
    /// Pennants on its segments (only cities have any).
    pub pennants: u32,
}

/// What the graph stores of a group: its segments are a run of
/// [`Graph`]'s one list, so copying a graph copies a few vectors, not one
/// per feature (the move list copies a turn for every deployment it tries).
#[derive(Clone, Debug)]
struct GroupData {
    kind: Kind,
    start: usize,
    len: usize,
    open_edges: usize,
    pennants: u32,
}

impl Group<'_> {
    /// The distinct squares the feature covers (a tile counts once).
    pub fn tiles(&self) -> BTreeSet<Pos> {
        self.segments.iter().map(|s| s.pos).collect()
    }

    /// Its first segment: for a monastery or garden, the only one.
    pub fn anchor(&self) -> Segment {
        self.segments[0]
    }
}

/// The features of the table: every placed tile's features joined into groups.
#[derive(Clone, Debug, Default)]
pub struct Graph {
    groups: Vec<GroupData>,
    /// Every group's segments, group after group.
    segments: Vec<Segment>,
    /// The first segment number of each tile's features, and how many.
    first: HashMap<Pos, (usize, usize), PosHash>,
    /// The group of each segment, by segment number.
    group_of_seg: Vec<GroupId>,
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

struct UnionFind(Vec<usize>);

impl UnionFind {
    fn find(&mut self, mut a: usize) -> usize {
        while self.0[a] != a {
            self.0[a] = self.0[self.0[a]];
            a = self.0[a];
        }
        a
    }

    fn union(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.0[ra.max(rb)] = ra.min(rb);
        }
    }
}

impl Graph {
    /// Joins the features of every placed tile: across each side to the
    /// neighbour's facing feature of the same kind, and through a lake tile's ferry.
    pub fn build(board: &Board) -> Graph {
        // Segments are numbered tile by tile, so a tile's features are a
        // contiguous run and need no hashing of their own.
        let mut first: HashMap<Pos, (usize, usize), PosHash> =
            HashMap::with_capacity_and_hasher(board.tiles.len(), PosHash);
        let mut segs: Vec<Segment> = Vec::with_capacity(board.tiles.len() * 4);
        let mut tile_of_seg = Vec::with_capacity(board.tiles.len() * 4);
        let mut bases = Vec::with_capacity(board.tiles.len());
        for t in board.tiles.values() {
            bases.push(segs.len());
            first.insert(t.pos, (segs.len(), t.tile.features.len()));
            segs.extend((0..t.tile.features.len()).map(|feature| Segment {
                pos: t.pos,
                feature,
            }));
            tile_of_seg.extend(std::iter::repeat_n(t, t.tile.features.len()));
        }
        let mut uf = UnionFind((0..segs.len()).collect());
        let mut open: Vec<usize> = vec![0; segs.len()];
        for (i, t) in board.tiles.values().enumerate() {
            let base = bases[i];
            for side in Side::ALL {
                let npos = t.pos.neighbour(side);
                match first.get(&npos) {
                    None => {
                        for p in side.points() {
                            if let Some(f) = t.tile.feature_at(p, t.rot) {
                                open[base + f] += 1;
                            }
                        }
                    }
                    // Each shared side once, from its south or west tile.
                    Some(&(nbase, _)) if matches!(side, Side::N | Side::E) => {
                        let n = tile_of_seg[nbase];
                        for p in side.points() {
                            // An abbey joins nothing: it closes what touches it.
                            if let (Some(f), Some(g)) = (
                                t.tile.feature_at(p, t.rot),
                                n.tile.feature_at(p.facing(), n.rot),
                            ) && n.tile.features[g].kind == t.tile.features[f].kind
                            {
                                uf.union(base + f, nbase + g);
                            }
                        }
                    }
                    Some(_) => {}
                }
            }
            if let Some([a, b]) = t.ferry
                && let (Some(fa), Some(fb)) =
                    (t.tile.feature_at(a, t.rot), t.tile.feature_at(b, t.rot))
            {
                uf.union(base + fa, base + fb);
            }
        }
        // Roots are segment numbers, so a vector maps them to groups.
        let mut by_root: Vec<GroupId> = vec![usize::MAX; segs.len()];
        let mut groups: Vec<GroupData> = Vec::new();
        let mut group_of_seg = Vec::with_capacity(segs.len());
        for (i, s) in segs.iter().enumerate() {
            let root = uf.find(i);
            let feat = &tile_of_seg[i].tile.features[s.feature];
            if by_root[root] == usize::MAX {
                groups.push(GroupData {
                    kind: feat.kind,
                    start: 0,
                    len: 0,
                    open_edges: 0,
                    pennants: 0,
                });
                by_root[root] = groups.len() - 1;
            }
            let gid = by_root[root];
            let g = &mut groups[gid];
            g.len += 1;
            g.open_edges += open[i];
            g.pennants += u32::from(feat.pennants);
            group_of_seg.push(gid);
        }
        // Lay the segments out group by group, in segment order within each.
        let mut next = 0;
        for g in groups.iter_mut() {
            g.start = next;
            next += g.len;
        }
        let mut fill: Vec<usize> = groups.iter().map(|g| g.start).collect();
        let mut segments = vec![
            Segment {
                pos: Pos::new(0, 0),
                feature: 0
            };
            segs.len()
        ];
        for (i, s) in segs.iter().enumerate() {
            let gid = group_of_seg[i];
            segments[fill[gid]] = *s;
            fill[gid] += 1;
        }
        Graph {
            groups,
            segments,
            first,
            group_of_seg,
        }
    }

    /// How many features the table has; their ids are `0..len()`.
    pub fn len(&self) -> usize {
        self.groups.len()
    }

    /// Whether the table has no feature at all.
    pub fn is_empty(&self) -> bool {
        self.groups.is_empty()
    }

    /// The feature of the table a segment belongs to, if its tile is on the board.
    pub fn group_of(&self, seg: Segment) -> Option<GroupId> {
        let (start, len) = *self.first.get(&seg.pos)?;
        (seg.feature < len).then(|| self.group_of_seg[start + seg.feature])
    }

    /// The feature with this id.
    pub fn group(&self, id: GroupId) -> Group<'_> {
        let g = &self.groups[id];
        Group {
            kind: g.kind,
            segments: &self.segments[g.start..g.start + g.len],
            open_edges: g.open_edges,
            pennants: g.pennants,
        }
    }

    /// Complete: a road or city with no open edge; a monastery or garden with
    /// all eight neighbours present. Fields are never complete.
    pub fn is_complete(&self, id: GroupId, board: &Board) -> bool {
        let g = self.group(id);
        match g.kind {
            Kind::Road | Kind::City => g.open_edges == 0,
            Kind::Monastery | Kind::Garden => neighbours(board, g.anchor().pos) == 8,
            Kind::Field => false,
        }
    }

    /// The figures standing on a feature (indices into `board.figures`).
    pub fn figures_on<'b>(&self, id: GroupId, board: &'b Board) -> Vec<(usize, &'b Figure)> {
        board
            .figures
            .iter()
            .enumerate()
            .filter(|(_, f)| match f.standing {
                Standing::Feature(fi) => {
                    self.group_of(Segment {
                        pos: f.pos,
                        feature: fi,
                    }) == Some(id)
                }
                Standing::Corner(_) => false,
            })
            .collect()
    }

    /// The completed cities a field borders, each once.
    pub fn bordering_cities(&self, id: GroupId, board: &Board) -> BTreeSet<GroupId> {
        let mut out = BTreeSet::new();
        for s in self.group(id).segments {
            let t = &board.tiles[&s.pos];
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
    pub fn groups_on(&self, pos: Pos, board: &Board) -> Vec<GroupId> {
        let Some(t) = board.tile(pos) else {
            return Vec::new();
        };
        (0..t.tile.features.len())
            .filter_map(|f| self.group_of(Segment { pos, feature: f }))
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
