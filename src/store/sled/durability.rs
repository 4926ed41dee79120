//! Group commit: callers that wrote and now need their writes on disk share flushes.
//!
//! Flushes are numbered. A caller that finished its write needs a flush that *starts*
//! after that moment: number `started + 1`. If no flush runs, the caller starts it and
//! becomes the leader; otherwise it waits. When a flush ends, every caller whose number
//! it covers returns. So while one flush runs, all writers that arrive meanwhile are
//! covered together by the next one: N concurrent committers cost about two flushes,
//! not N.
//!
//! A flush is sled's own, then [`Files::sync`]: sled 0.34 writes its log with
//! `sync_file_range`, which survives a crash of the process but neither flushes the
//! disk's write cache nor records the log file's new length, and it writes large values
//! (`blobs/`) and renames its snapshots with no sync at all. So after sled's flush the
//! log file is `fdatasync`ed, new blob files too, and the folders whose entries changed:
//! an acknowledged commit survives a power cut. One sync covers the whole group.

use crate::store::error::StoreError;
use std::collections::HashSet;
use std::ffi::OsString;
use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The files of a sled folder that its flush leaves in the disk's cache, synced after it.
pub struct Files {
    dir: PathBuf,
    /// sled's log (`db`), where every write goes.
    log: File,
    /// The names seen in the folder and in `blobs/` at the last sync.
    seen: Mutex<(HashSet<OsString>, HashSet<OsString>)>,
    /// Syncs started and completed (in order: the group flush runs one at a time).
    started: AtomicU64,
    completed: AtomicU64,
}

/// The names in folder `dir`.
fn names(dir: &Path) -> io::Result<HashSet<OsString>> {
    std::fs::read_dir(dir)?
        .map(|e| e.map(|e| e.file_name()))
        .collect()
}

impl Files {
    /// The files of the sled folder `dir`, all synced once now (sled's opening wrote them).
    pub fn open(dir: &Path) -> io::Result<Files> {
        let files = Files {
            dir: dir.to_path_buf(),
            log: File::open(dir.join("db"))?,
            seen: Mutex::new((HashSet::new(), HashSet::new())),
            started: AtomicU64::new(0),
            completed: AtomicU64::new(0),
        };
        files.sync()?;
        Ok(files)
    }

    /// Makes what sled flushed durable against power loss: the log's data and length,
    /// the blob files written since the last sync, and the folders whose entries changed
    /// (snapshots renamed, blobs added).
    pub fn sync(&self) -> io::Result<()> {
        self.started.fetch_add(1, Ordering::SeqCst);
        self.log.sync_data()?;
        let blobs = self.dir.join("blobs");
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        let now_blobs = if blobs.is_dir() {
            names(&blobs)?
        } else {
            HashSet::new()
        };
        let new_blobs: Vec<&OsString> = now_blobs.difference(&seen.1).collect();
        for name in &new_blobs {
            match File::open(blobs.join(name)) {
                Ok(f) => f.sync_data()?,
                // Removed meanwhile by sled's cleanup: nothing left to keep.
                Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                Err(e) => return Err(e),
            }
        }
        if !new_blobs.is_empty() {
            File::open(&blobs)?.sync_all()?;
        }
        let now_dir = names(&self.dir)?;
        if now_dir != seen.0 {
            File::open(&self.dir)?.sync_all()?;
        }
        *seen = (now_dir, now_blobs);
        self.completed.fetch_add(1, Ordering::SeqCst);
        Ok(())
    }

    /// How many syncs started so far.
    pub fn started(&self) -> u64 {
        self.started.load(Ordering::SeqCst)
    }

    /// How many syncs completed so far.
    pub fn completed(&self) -> u64 {
        self.completed.load(Ordering::SeqCst)
    }
}

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
