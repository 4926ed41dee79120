//! Group commit: callers that wrote and now need their writes on disk share flushes.
//!
//! Flushes are numbered. A caller that finished its write needs a flush that *starts*
//! after that moment: number `started + 1`. If no flush runs, the caller starts it and
//! becomes the leader; otherwise it waits. When a flush ends, every caller whose number
//! it covers returns. So while one flush runs, all writers that arrive meanwhile are
//! covered together by the next one: N concurrent committers cost about two flushes,
//! not N.

use crate::store::error::StoreError;
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// How long the flushes took, for benchmarks and diagnostics.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FlushStats {
    /// Flushes completed (or failed).
    pub count: u64,
    /// Their total time.
    pub total: Duration,
    /// The longest one.
    pub longest: Duration,
}

#[derive(Default)]
struct State {
    /// Flushes started so far (the number of the latest one).
    started: u64,
    /// The number of the latest flush that completed (they run one at a time, in order).
    completed: u64,
    flushing: bool,
    /// Set for good when a flush failed.
    failed: Option<String>,
    stats: FlushStats,
}

/// The shared flush state of one store.
#[derive(Default)]
pub struct GroupFlush {
    state: Mutex<State>,
    done: Condvar,
}

impl GroupFlush {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A poisoned lock only means another thread panicked while holding it; the
        // counters stay consistent (each update is one assignment), so go on.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// How many flushes were started so far.
    pub fn flushes(&self) -> u64 {
        self.lock().started
    }

    /// How long the flushes so far took.
    pub fn stats(&self) -> FlushStats {
        self.lock().stats
    }

    /// Returns once a flush that started after this call has completed, running it
    /// with `flush` if no other caller is. Call it after the write it must cover.
    pub fn wait_durable(
        &self,
        flush: impl Fn() -> Result<(), sled::Error>,
    ) -> Result<(), StoreError> {
        let mut st = self.lock();
        let target = st.started + 1;
        loop {
            if let Some(e) = &st.failed {
                return Err(StoreError::Durability(e.clone()));
            }
            if st.completed >= target {
                return Ok(());
            }
            if st.flushing {
                st = self.done.wait(st).unwrap_or_else(|e| e.into_inner());
                continue;
            }
            st.started += 1;
            let number = st.started;
            st.flushing = true;
            drop(st);
            let began = Instant::now();
            let result = flush();
            let took = began.elapsed();
            st = self.lock();
            st.stats.count += 1;
            st.stats.total += took;
            st.stats.longest = st.stats.longest.max(took);
            st.flushing = false;
            match result {
                Ok(()) => st.completed = number,
                Err(e) => st.failed = Some(e.to_string()),
            }
            self.done.notify_all();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::Arc;
    use std::time::Duration;

    #[test]
    fn one_caller_flushes_once() {
        let g = GroupFlush::default();
        let count = AtomicU64::new(0);
        g.wait_durable(|| {
            count.fetch_add(1, Ordering::SeqCst);
            Ok(())
        })
        .expect("flushes");
        assert_eq!(count.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn concurrent_callers_share_flushes() {
        let g = Arc::new(GroupFlush::default());
        let count = Arc::new(AtomicU64::new(0));
        let threads: Vec<_> = (0..16)
            .map(|_| {
                let (g, count) = (g.clone(), count.clone());
                std::thread::spawn(move || {
                    for _ in 0..10 {
                        g.wait_durable(|| {
                            count.fetch_add(1, Ordering::SeqCst);
                            std::thread::sleep(Duration::from_millis(2));
                            Ok(())
                        })
                        .expect("flushes");
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().expect("no panic");
        }
        let flushes = count.load(Ordering::SeqCst);
        assert!(
            flushes >= 10,
            "every caller needs a flush after its call: {flushes}"
        );
        assert!(
            flushes < 160,
            "callers waiting together must share: {flushes}"
        );
    }

    #[test]
    fn a_failed_flush_is_reported_and_sticks() {
        let g = GroupFlush::default();
        let err = g
            .wait_durable(|| Err(sled::Error::Unsupported("disk gone".into())))
            .expect_err("flush failed");
        assert!(err.to_string().contains("disk gone"), "{err}");
        assert!(
            g.wait_durable(|| Ok(())).is_err(),
            "later commits are refused"
        );
    }
}
