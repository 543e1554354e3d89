//! The allocator: the system's for a command that reads one file and
//! answers, mimalloc for the commands that run for seconds (random games,
//! checks of a folder, generation).
//!
//! mimalloc keeps a page of its own for every size of block, so a short
//! process touches dozens more pages of memory with it than with the
//! system's allocator, which packs its blocks; each page is a fault for the
//! kernel to serve, and those faults cost a one-file judgement about a
//! fifth of its time (docs/performance.md). Over thousands of games its
//! thread-local free lists win that back many times over.
//!
//! The choice is made from the command line before the program allocates
//! anything: glibc hands `argc`/`argv` to the functions of `.init_array`,
//! which run before `main` (Rust's own `std::env::args` is read the same
//! way). Every block therefore comes from one allocator for the whole
//! process, whichever it is: a command line the scan misreads costs speed,
//! never soundness. Elsewhere than on glibc the choice stays mimalloc.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, Ordering};

use mimalloc::MiMalloc;

/// Written once, before `main` and before the first allocation; only read
/// afterwards.
static SYSTEM: AtomicBool = AtomicBool::new(false);

/// The commands that run long enough for mimalloc to pay.
const LONG_RUNS: [&[u8]; 3] = [b"play", b"check", b"gen"];

/// The options before the command that take a value as the next word.
const WITH_VALUE: [&[u8]; 3] = [b"--color", b"--lang", b"--max-size"];

/// The command of a command line (the first word that is neither an option
/// nor an option's value), and whether it is a short one.
fn one_shot<'a>(words: impl IntoIterator<Item = &'a [u8]>) -> bool {
    let mut words = words.into_iter();
    while let Some(w) = words.next() {
        if WITH_VALUE.contains(&w) {
            words.next();
        } else if !w.starts_with(b"-") {
            return !LONG_RUNS.contains(&w);
        }
    }
    // `carc --version`, `carc --help`: short too.
    true
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod before_main {
    use std::ffi::{CStr, c_char, c_int};
    use std::sync::atomic::Ordering;

    extern "C" fn choose(argc: c_int, argv: *const *const c_char, _env: *const *const c_char) {
        let n = usize::try_from(argc).unwrap_or(0);
        if argv.is_null() || n == 0 {
            return;
        }
        // SAFETY: glibc passes the process's argc and argv, argv holding
        // argc valid C strings, alive for the whole process.
        let words = (1..n).map(|i| unsafe { CStr::from_ptr(*argv.add(i)) }.to_bytes());
        if super::one_shot(words) {
            super::SYSTEM.store(true, Ordering::Relaxed);
        }
    }

    #[used]
    #[unsafe(link_section = ".init_array")]
    static CHOOSE: extern "C" fn(c_int, *const *const c_char, *const *const c_char) = choose;
}

pub struct Chosen;

impl Chosen {
    fn system() -> bool {
        SYSTEM.load(Ordering::Relaxed)
    }
}

// SAFETY: the choice is fixed before the first allocation, so every block
// is made, grown and freed by the same sound allocator. Each method names
// both allocators rather than calling through a `&dyn GlobalAlloc`: the
// direct calls inline, and the indirect one cost `carc play` 2.5 % more
// instructions.
unsafe impl GlobalAlloc for Chosen {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe {
            if Self::system() {
                System.alloc(layout)
            } else {
                MiMalloc.alloc(layout)
            }
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe {
            if Self::system() {
                System.alloc_zeroed(layout)
            } else {
                MiMalloc.alloc_zeroed(layout)
            }
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract, passed on.
        unsafe {
            if Self::system() {
                System.dealloc(ptr, layout)
            } else {
                MiMalloc.dealloc(ptr, layout)
            }
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe {
            if Self::system() {
                System.realloc(ptr, layout, new_size)
            } else {
                MiMalloc.realloc(ptr, layout, new_size)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::one_shot;

    fn words(line: &str) -> Vec<&[u8]> {
        line.split_whitespace().map(str::as_bytes).collect()
    }

    #[test]
    fn a_long_run_is_named_by_its_command() {
        assert!(!one_shot(words("play --games 10")));
        assert!(!one_shot(words("--lang de check scenarios")));
        assert!(!one_shot(words(
            "--color never --max-size 1MiB gen --out x"
        )));
    }

    #[test]
    fn everything_else_is_one_shot() {
        assert!(one_shot(words("judge play.yaml")));
        assert!(one_shot(words("--lang play judge a.yaml")));
        assert!(one_shot(words("--version")));
        assert!(one_shot(words("--lang=de moves check.yaml")));
        assert!(one_shot(words("")));
    }
}
