//! A snapshot half-written when the process was killed must not lock the store.
//!
//! sled 0.34 writes a snapshot of its page table as `snap.<lsn>.generating`, syncs it
//! and then renames it to `snap.<lsn>`; it writes one when a database opens and when it
//! closes. On opening it reads the snapshot file whose name sorts last, and it does not
//! skip the `.generating` ones: after a kill -9 during that write, the newest file is a
//! torn one, its checksum fails, and every open then fails with "Read corrupted data".
//! Such a file was never renamed, so nothing relies on it: the previous snapshot (or none)
//! and the log hold everything that was flushed. [`remove_unfinished`] deletes it.

use std::path::{Path, PathBuf};

/// The suffix of a snapshot sled had not finished writing.
const UNFINISHED: &str = ".generating";

/// The unfinished snapshot files in sled folder `dir`.
fn unfinished(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let is_unfinished = path
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with("snap.") && n.ends_with(UNFINISHED));
        if is_unfinished {
            found.push(path);
        }
    }
    Ok(found)
}

/// Deletes the unfinished snapshots in `dir` and says how many there were. Call it only
/// while holding the folder (sled's open failed after taking its lock): another process
/// could be writing one.
pub(super) fn remove_unfinished(dir: &Path) -> std::io::Result<usize> {
    let found = unfinished(dir)?;
    for path in &found {
        tracing::warn!(file = %path.display(), "removing a snapshot a crash left unfinished");
        std::fs::remove_file(path)?;
    }
    Ok(found.len())
}

#[cfg(test)]
mod tests {
    use super::super::Sled;
    use crate::store::backend::Backend;
    use std::path::Path;

    /// The finished snapshot in `dir` (sled writes one when it opens a database whose log
    /// went on since the last one).
    fn finished_snapshot(dir: &Path) -> std::path::PathBuf {
        std::fs::read_dir(dir)
            .expect("folder")
            .map(|e| e.expect("entry").path())
            .find(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("snap.") && !n.ends_with(super::UNFINISHED))
            })
            .expect("a snapshot after closing")
    }

    #[test]
    fn a_snapshot_torn_by_a_kill_does_not_stop_the_store_from_opening() {
        let dir = tempfile::tempdir().expect("temp dir");
        let ids: Vec<u64> = {
            let store = Sled::open(dir.path()).expect("opens");
            let ids = (0..3).map(|_| store.next_id().expect("id")).collect();
            store.db.flush().expect("flush");
            ids
        };
        drop(Sled::open(dir.path()).expect("reopens"));
        // What a kill halfway through the next snapshot leaves: a newer name, torn bytes.
        let snapshot = std::fs::read(finished_snapshot(dir.path())).expect("read");
        let torn = dir.path().join("snap.7FFFFFFFFFFFFFFF.generating");
        std::fs::write(&torn, &snapshot[..snapshot.len() / 2]).expect("write");

        let store = Sled::open(dir.path()).expect("a torn snapshot is skipped");
        assert!(!torn.exists(), "the torn snapshot is removed");
        let next = store.next_id().expect("id");
        assert_eq!(next, ids[2] + 1, "ids after {ids:?}");
    }

    #[test]
    fn a_corrupt_finished_snapshot_is_still_an_error() {
        let dir = tempfile::tempdir().expect("temp dir");
        {
            let store = Sled::open(dir.path()).expect("opens");
            store.next_id().expect("id");
            store.db.flush().expect("flush");
        }
        drop(Sled::open(dir.path()).expect("reopens"));
        let path = finished_snapshot(dir.path());
        let mut bytes = std::fs::read(&path).expect("read");
        let last = bytes.len() - 1;
        bytes[last] ^= 0xFF;
        std::fs::write(&path, &bytes).expect("write");
        assert!(
            Sled::open(dir.path()).is_err(),
            "a finished snapshot is never deleted"
        );
    }
}
