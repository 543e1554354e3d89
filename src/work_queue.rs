//! The queue between `carc check`'s walk and its judging threads.
//!
//! A bounded channel wakes a full producer for every item taken: the walk,
//! far faster than the judging, then sleeps and wakes once a file, and on a
//! two-core machine each wake-up takes a core from a judge (two thousand
//! context switches for two thousand files). This queue lets the walk run
//! until it holds `high` items and wakes it only once the judges have taken
//! it down to `low`, so it wakes once for every `high - low` files; a judge
//! is woken only when it sleeps on an empty queue. The bound still caps the
//! memory a walk of a huge folder can hold.

use std::collections::VecDeque;
use std::sync::{Condvar, Mutex, MutexGuard};

/// A queue of work from one producer to several consumers.
pub struct Queue<T> {
    state: Mutex<State<T>>,
    /// Consumers wait here for an item or the end.
    filled: Condvar,
    /// The producer waits here for room.
    drained: Condvar,
    high: usize,
    low: usize,
}

struct State<T> {
    items: VecDeque<T>,
    closed: bool,
    /// Consumers asleep on an empty queue.
    sleeping: usize,
    /// The producer is asleep on a full queue.
    producer_sleeping: bool,
}

impl<T> Queue<T> {
    /// A queue that holds at most `high` items and wakes a producer that
    /// filled it once no more than `low` are left (`low < high`).
    pub fn new(high: usize, low: usize) -> Self {
        let high = high.max(1);
        Queue {
            state: Mutex::new(State {
                items: VecDeque::with_capacity(high.min(1024)),
                closed: false,
                sleeping: 0,
                producer_sleeping: false,
            }),
            filled: Condvar::new(),
            drained: Condvar::new(),
            high,
            low: low.min(high - 1),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State<T>> {
        // A thread that panicked holding the lock left the queue whole:
        // every change below is one step.
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Adds an item, waiting while the queue is full. Items pushed after
    /// [`Queue::close`] are dropped.
    pub fn push(&self, item: T) {
        let mut s = self.lock();
        while s.items.len() >= self.high && !s.closed {
            s.producer_sleeping = true;
            s = self
                .drained
                .wait(s)
                .unwrap_or_else(std::sync::PoisonError::into_inner);
        }
        if s.closed {
            return;
        }
        s.items.push_back(item);
        if s.sleeping > 0 {
            self.filled.notify_one();
        }
    }

    /// The next item, waiting while the queue is empty and open; `None`
    /// once it is closed and empty.
    pub fn pop(&self) -> Option<T> {
        let mut s = self.lock();
        loop {
            if let Some(item) = s.items.pop_front() {
                if s.producer_sleeping && s.items.len() <= self.low {
                    s.producer_sleeping = false;
                    self.drained.notify_one();
                }
                return Some(item);
            }
            if s.closed {
                return None;
            }
            s.sleeping += 1;
            s = self
                .filled
                .wait(s)
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            s.sleeping -= 1;
        }
    }

    /// No more items will come: consumers take what is left, then get
    /// `None`; a producer waiting for room stops waiting.
    pub fn close(&self) {
        let mut s = self.lock();
        s.closed = true;
        self.filled.notify_all();
        self.drained.notify_all();
    }
}

/// Closes the queue when dropped: the consumers end even when the producer
/// returns early or panics (a scoped thread left waiting would hang the
/// scope).
pub struct CloseOnDrop<'q, T>(pub &'q Queue<T>);

impl<T> Drop for CloseOnDrop<'_, T> {
    fn drop(&mut self) {
        self.0.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every item pushed is popped exactly once, in order within a
    /// consumer, across several consumers and a queue far smaller than
    /// the work, and every consumer ends once the queue is closed.
    #[test]
    fn every_item_reaches_one_consumer_and_the_consumers_end() {
        let queue = Queue::new(8, 2);
        let taken: Vec<Vec<u32>> = std::thread::scope(|scope| {
            let consumers: Vec<_> = (0..3)
                .map(|_| {
                    scope.spawn(|| {
                        let mut mine = Vec::new();
                        while let Some(n) = queue.pop() {
                            mine.push(n);
                        }
                        mine
                    })
                })
                .collect();
            {
                let _close = CloseOnDrop(&queue);
                for n in 0..10_000 {
                    queue.push(n);
                }
            }
            consumers
                .into_iter()
                .map(|c| c.join().expect("a consumer"))
                .collect()
        });
        for mine in &taken {
            assert!(mine.windows(2).all(|w| w[0] < w[1]));
        }
        let mut all: Vec<u32> = taken.concat();
        all.sort_unstable();
        assert_eq!(all, (0..10_000).collect::<Vec<_>>());
    }

    /// The producer never holds more than the bound: it waits once the
    /// queue is full and goes on when the consumer has drained it.
    #[test]
    fn a_full_queue_holds_the_producer_back() {
        let queue = Queue::new(4, 1);
        let most = std::sync::atomic::AtomicUsize::new(0);
        std::thread::scope(|scope| {
            let consumer = scope.spawn(|| {
                let mut n = 0;
                while queue.pop().is_some() {
                    let held = queue.lock().items.len();
                    most.fetch_max(held, std::sync::atomic::Ordering::Relaxed);
                    n += 1;
                }
                n
            });
            let close = CloseOnDrop(&queue);
            for n in 0..1_000 {
                queue.push(n);
                let held = queue.lock().items.len();
                most.fetch_max(held, std::sync::atomic::Ordering::Relaxed);
            }
            drop(close);
            assert_eq!(consumer.join().expect("the consumer"), 1_000);
        });
        assert!(most.into_inner() <= 4);
    }

    /// A producer waiting on a full queue is let go when the queue closes
    /// (the consumers gave up): no hang.
    #[test]
    fn closing_lets_a_waiting_producer_go() {
        let queue = Queue::new(2, 0);
        std::thread::scope(|scope| {
            let producer = scope.spawn(|| {
                for n in 0..10 {
                    queue.push(n);
                }
            });
            while queue.lock().items.len() < 2 {
                std::thread::yield_now();
            }
            queue.close();
            producer.join().expect("the producer ends");
        });
    }
}
