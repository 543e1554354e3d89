//! The random numbers of a game: a small seeded generator (SplitMix64), so
//! that a seed names a game on every machine. The generator never changes;
//! a release that changes how the random player spends its numbers plays
//! other games for the same seed (docs/performance.md says when).

/// A seeded generator.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// The generator for a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        // The multiply-shift keeps the bias far below anything a game notices.
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// True once in `n` times.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }

    /// One of the items, if there are any.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        items.get(self.below(items.len()))
    }
}
