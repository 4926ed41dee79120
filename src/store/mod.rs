//! Durable storage on sled: games and their indexes, challenges, server settings,
//! ratings, the audit log and processed event ids. Nothing outside this module knows sled.
//!
//! # Layout
//! One sled database with a tree per kind of record:
//! `games` (id → `StoredGame` JSON, tagged `"v":"1"`), `game_meta` (id → where the game
//! is played, its players, active or not, its next wake-up), `games_by_channel` and
//! `games_by_user` (`len‖string‖id` → active flag; every game), `active_games_by_channel`
//! and `active_games_by_user` (the same keys, active games only: the lookups made on
//! every move cost the same however many games have finished), `deadlines`
//! (`at‖kind‖id` → nothing, for the sweeper), `challenges`, `settings`, `ratings`
//! (`server‖ruleset‖user`), `audit` (`at‖seq`, append-only), `processed_events`
//! (event id → when), `users` (user → own settings and pending confirmation). Numbers
//! in keys are big-endian, so key order is numeric order; strings are length-prefixed,
//! so a prefix scan of one string never matches another.
//! Every value is JSON with a format version `"v"`; a reader checks it first, so a record
//! from a later release gives [`StoreError::UnknownVersion`] and a damaged one
//! [`StoreError::Corrupt`] naming the tree and key.
//!
//! # Atomicity
//! A command collects all its writes in a [`Batch`]: the game, its index entries
//! (computed inside the transaction from the previous `game_meta`, so an update moves
//! entries from active to finished and from the old deadline to the new one), the event
//! id it answers, audit lines. [`Store::commit`] applies the batch in one sled
//! transaction over all trees: either all of it is written or none (a duplicate event
//! id, a corrupt old record or an encoding error aborts the whole batch). sled writes
//! a transaction's updates as one unit in its log, so recovery after a crash also sees
//! all of it or none.
//!
//! # Durability and group commit
//! [`Store::commit`] returns only after a `flush` that started after the transaction
//! has completed: when it returns `Ok`, the command's writes survive a crash or kill -9
//! and the command may be acknowledged. Concurrent committers share flushes (see
//! [`durability`]): while one flush runs, every transaction that completes meanwhile is
//! covered by the next one, so eight threads committing together cost about as many
//! flushes as one. `commit` blocks: call it from a blocking thread
//! (`spawn_blocking` or a dedicated writer), not from an async task. sled's own
//! periodic background flush is off: commits flush themselves, and a timer flushing
//! is not needed (and no longer competes with them: docs/PERFORMANCE.md, Host).
//!
//! Commands for one game must still be applied one at a time by the caller (an actor or
//! lock per game); the store keeps concurrent commits to different games consistent.

mod batch;
pub mod durability;
mod error;
mod keys;
pub mod records;

pub use batch::Batch;
pub use error::StoreError;
pub use records::{
    AuditEntry, Challenge, Due, GameMeta, PendingConfirm, RatingEntry, ServerSettings, UserRecord,
};

use crate::game::{Game, StoredGame, Timestamp};
use batch::T;
pub use durability::FlushStats;
use durability::GroupFlush;
use sled::transaction::TransactionError;
use sled::Transactional;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Which games of a channel or user to list.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum GameFilter {
    Active,
    Finished,
    All,
}

impl GameFilter {
    fn accepts(self, status: &[u8]) -> bool {
        match self {
            GameFilter::All => true,
            GameFilter::Active => status == [batch::ACTIVE],
            GameFilter::Finished => status == [batch::FINISHED],
        }
    }
}

/// How long [`Store::open`] waits for the folder's lock: a store of this process that was
/// just dropped may still be releasing it (another clone of the `Store` may be alive).
const LOCK_WAIT: Duration = Duration::from_secs(3);

/// Opens the sled database, waiting up to [`LOCK_WAIT`] for its lock.
fn open_db(dir: &Path) -> Result<sled::Db, StoreError> {
    let start = Instant::now();
    loop {
        match sled::Config::new().path(dir).flush_every_ms(None).open() {
            // sled reports a held lock as an I/O error of kind `Other` whose text names it.
            Err(sled::Error::Io(e))
                if e.kind() == std::io::ErrorKind::WouldBlock
                    || e.to_string().contains("could not acquire lock") =>
            {
                if start.elapsed() >= LOCK_WAIT {
                    return Err(StoreError::InUse(dir.display().to_string()));
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            other => return Ok(other?),
        }
    }
}

/// The key of the store's own format version in the default tree.
const FORMAT_KEY: &[u8] = b"chakbot-store-format";

/// The last id [`Store::next_id`] gave (big-endian u64), in the default tree. sled's own
/// `generate_id` is not used for ids people type: it jumps by a million after a restart.
const NEXT_ID_KEY: &[u8] = b"chakbot-last-id";

fn read_counter(bytes: &[u8]) -> Option<u64> {
    bytes.try_into().ok().map(u64::from_be_bytes)
}

/// Starts the id counter of a store that has none: after every id sled's own counter
/// gave (stores written before the counter used it; a new store starts at 1).
fn start_id_counter(db: &sled::Db) -> Result<(), StoreError> {
    if db.get(NEXT_ID_KEY)?.is_none() {
        let last = db.generate_id()?;
        db.insert(NEXT_ID_KEY, &last.to_be_bytes())?;
        db.flush()?;
    }
    Ok(())
}

/// Present in the default tree once the active-game indexes are complete (stores written
/// before they existed get them built at open).
const ACTIVE_INDEX_KEY: &[u8] = b"chakbot-active-index";

/// Builds the active-game indexes from the full ones, if this store has not got them yet.
/// Idempotent: an interrupted build is redone at the next open.
fn build_active_indexes(db: &sled::Db, trees: &[sled::Tree]) -> Result<(), StoreError> {
    if db.get(ACTIVE_INDEX_KEY)?.is_some() {
        return Ok(());
    }
    for (all, active) in [
        (T::ByChannel, T::ActiveByChannel),
        (T::ByUser, T::ActiveByUser),
    ] {
        let active = &trees[active as usize];
        active.clear()?;
        for item in trees[all as usize].iter() {
            let (key, status) = item?;
            if GameFilter::Active.accepts(&status) {
                active.insert(key, status)?;
            }
        }
    }
    db.insert(ACTIVE_INDEX_KEY, &[])?;
    db.flush()?;
    Ok(())
}

/// The open store. Cloning is cheap and shares the database.
#[derive(Clone)]
pub struct Store {
    db: sled::Db,
    /// The trees in [`T::ALL`] order.
    trees: Arc<Vec<sled::Tree>>,
    flush: Arc<GroupFlush>,
}

impl Store {
    /// Opens (or creates) the store in folder `dir`. Fails if another process has it open.
    pub fn open(dir: impl AsRef<Path>) -> Result<Store, StoreError> {
        let db = open_db(dir.as_ref())?;
        match db.get(FORMAT_KEY)? {
            Some(bytes) => {
                let () = records::decode::<Empty>("default", FORMAT_KEY, &bytes).map(|_| ())?;
            }
            None => {
                db.insert(FORMAT_KEY, records::encode("format", &Empty {})?)?;
            }
        }
        let trees = T::ALL
            .iter()
            .map(|t| db.open_tree(t.name()))
            .collect::<Result<Vec<_>, _>>()?;
        build_active_indexes(&db, &trees)?;
        start_id_counter(&db)?;
        Ok(Store {
            db,
            trees: Arc::new(trees),
            flush: Arc::new(GroupFlush::default()),
        })
    }

    fn tree(&self, t: T) -> &sled::Tree {
        &self.trees[t as usize]
    }

    /// A new id for a game or challenge, never given before (also across restarts), one
    /// more than the last: players type these numbers (`accept #12`).
    pub fn next_id(&self) -> Result<u64, StoreError> {
        let bump = |old: Option<&[u8]>| {
            let last = old.and_then(read_counter).unwrap_or(0);
            Some(last.saturating_add(1).to_be_bytes().to_vec())
        };
        let new = self.db.update_and_fetch(NEXT_ID_KEY, bump)?;
        Ok(new.as_deref().and_then(read_counter).unwrap_or(1))
    }

    /// Applies `batch` atomically, then returns once it is durably on disk.
    ///
    /// Errors: [`StoreError::AlreadyProcessed`] if the batch marks an event already
    /// applied (nothing is written), a decode error of an old record it updates, or a
    /// storage error.
    pub fn commit(&self, mut batch: Batch) -> Result<(), StoreError> {
        if let Some(e) = batch.take_error() {
            return Err(e);
        }
        let result = self.trees.as_slice().transaction(|t| batch.apply(t));
        match result {
            Ok(()) => {}
            Err(TransactionError::Abort(e)) => return Err(e),
            Err(TransactionError::Storage(e)) => return Err(StoreError::Sled(e)),
        }
        self.sync()
    }

    /// Returns once everything written before this call is on disk (shares flushes
    /// with concurrent callers).
    pub fn sync(&self) -> Result<(), StoreError> {
        let db = &self.db;
        self.flush.wait_durable(|| db.flush().map(|_| ()))
    }

    /// How many flushes commits and syncs ran since the store was opened (with group
    /// commit, fewer than the commits when they overlap).
    pub fn flushes(&self) -> u64 {
        self.flush.flushes()
    }

    /// How long the flushes so far took (count, total, longest).
    pub fn flush_stats(&self) -> FlushStats {
        self.flush.stats()
    }

    /// The game `id`, replayed and checked from its record.
    pub fn game(&self, id: u64) -> Result<Option<Game>, StoreError> {
        let key = keys::id(id);
        let Some(bytes) = self.tree(T::Games).get(key)? else {
            return Ok(None);
        };
        let corrupt = |reason: String| StoreError::Corrupt {
            tree: T::Games.name(),
            key: id.to_string(),
            reason,
        };
        let value = records::check_game_version(&key, &bytes)?;
        let record: StoredGame =
            serde_json::from_value(value).map_err(|e| corrupt(e.to_string()))?;
        Game::from_record(record)
            .map(Some)
            .map_err(|e| corrupt(e.to_string()))
    }

    /// Where game `id` is played and what its indexes hold.
    pub fn game_meta(&self, id: u64) -> Result<Option<GameMeta>, StoreError> {
        self.get(T::GameMeta, &keys::id(id))
    }

    /// Ids of the games played in `channel`, oldest first.
    pub fn games_of_channel(
        &self,
        channel: &str,
        which: GameFilter,
    ) -> Result<Vec<u64>, StoreError> {
        match which {
            GameFilter::Active => self.indexed(T::ActiveByChannel, channel, which),
            _ => self.indexed(T::ByChannel, channel, which),
        }
    }

    /// Whether any game is being played in `channel` (reads one index entry at most).
    pub fn channel_has_active_games(&self, channel: &str) -> Result<bool, StoreError> {
        let prefix = keys::strs(&[channel]);
        match self.tree(T::ActiveByChannel).scan_prefix(&prefix).next() {
            Some(item) => item.map(|_| true).map_err(StoreError::from),
            None => Ok(false),
        }
    }

    /// Ids of the games `user` plays or played, oldest first.
    pub fn games_of_user(&self, user: &str, which: GameFilter) -> Result<Vec<u64>, StoreError> {
        match which {
            GameFilter::Active => self.indexed(T::ActiveByUser, user, which),
            _ => self.indexed(T::ByUser, user, which),
        }
    }

    fn indexed(&self, t: T, owner: &str, which: GameFilter) -> Result<Vec<u64>, StoreError> {
        let prefix = keys::strs(&[owner]);
        let mut ids = Vec::new();
        for item in self.tree(t).scan_prefix(&prefix) {
            let (key, status) = item?;
            let id = keys::read_u64(&key, prefix.len()).ok_or_else(|| StoreError::Corrupt {
                tree: t.name(),
                key: keys::describe(&key),
                reason: "no game id in the key".into(),
            })?;
            if which.accepts(&status) {
                ids.push(id);
            }
        }
        Ok(ids)
    }

    /// Games and challenges whose deadline is at or before `now`, earliest first.
    pub fn due_by(&self, now: Timestamp) -> Result<Vec<Due>, StoreError> {
        let end = batch::deadline_key(now, u8::MAX, u64::MAX);
        let mut due = Vec::new();
        for item in self.tree(T::Deadlines).range(..=end) {
            let (key, _) = item?;
            let bad = || StoreError::Corrupt {
                tree: T::Deadlines.name(),
                key: keys::describe(&key),
                reason: "not a deadline key".into(),
            };
            let at = Timestamp(keys::read_u64(&key, 0).ok_or_else(bad)?);
            let id = keys::read_u64(&key, 9).ok_or_else(bad)?;
            due.push(match key.get(8) {
                Some(&batch::DUE_GAME) => Due::Game { id, at },
                Some(&batch::DUE_CHALLENGE) => Due::Challenge { id, at },
                _ => return Err(bad()),
            });
        }
        Ok(due)
    }

    /// The earliest deadline of a game or challenge, if any (when the sweeper must wake).
    pub fn next_due(&self) -> Result<Option<Due>, StoreError> {
        let Some((key, _)) = self.tree(T::Deadlines).first()? else {
            return Ok(None);
        };
        let bad = || StoreError::Corrupt {
            tree: T::Deadlines.name(),
            key: keys::describe(&key),
            reason: "not a deadline key".into(),
        };
        let at = Timestamp(keys::read_u64(&key, 0).ok_or_else(bad)?);
        let id = keys::read_u64(&key, 9).ok_or_else(bad)?;
        match key.get(8) {
            Some(&batch::DUE_GAME) => Ok(Some(Due::Game { id, at })),
            Some(&batch::DUE_CHALLENGE) => Ok(Some(Due::Challenge { id, at })),
            _ => Err(bad()),
        }
    }

    pub fn challenge(&self, id: u64) -> Result<Option<Challenge>, StoreError> {
        self.get(T::Challenges, &keys::id(id))
    }

    /// Challenges not yet expired at `now`, oldest first.
    pub fn open_challenges(&self, now: Timestamp) -> Result<Vec<Challenge>, StoreError> {
        let mut open = Vec::new();
        for item in self.tree(T::Challenges).iter() {
            let (key, bytes) = item?;
            let c: Challenge = records::decode(T::Challenges.name(), &key, &bytes)?;
            if c.expires_at > now {
                open.push(c);
            }
        }
        Ok(open)
    }

    /// The settings of `server` (defaults if it never set any).
    pub fn settings(&self, server: &str) -> Result<ServerSettings, StoreError> {
        Ok(self
            .get(T::Settings, &keys::strs(&[server]))?
            .unwrap_or_default())
    }

    /// `user`'s own record (defaults if it has none).
    pub fn user(&self, user: &str) -> Result<UserRecord, StoreError> {
        Ok(self
            .get(T::Users, &keys::strs(&[user]))?
            .unwrap_or_default())
    }

    pub fn rating(
        &self,
        server: &str,
        ruleset: &str,
        user: &str,
    ) -> Result<Option<RatingEntry>, StoreError> {
        self.get(T::Ratings, &keys::strs(&[server, ruleset, user]))
    }

    /// The best `limit` ratings of `ruleset` on `server`, highest first (ties by user id).
    /// Reads the server's ratings of that rule set: fine for thousands of players.
    pub fn leaderboard(
        &self,
        server: &str,
        ruleset: &str,
        limit: usize,
    ) -> Result<Vec<RatingEntry>, StoreError> {
        let mut all = Vec::new();
        for item in self
            .tree(T::Ratings)
            .scan_prefix(batch::rating_prefix(server, ruleset))
        {
            let (key, bytes) = item?;
            all.push(records::decode::<RatingEntry>(
                T::Ratings.name(),
                &key,
                &bytes,
            )?);
        }
        all.sort_by(|a, b| {
            b.rating
                .rating
                .total_cmp(&a.rating.rating)
                .then_with(|| a.user.cmp(&b.user))
        });
        all.truncate(limit);
        Ok(all)
    }

    /// Audit lines from `from` (included) to `to` (excluded), in the order written.
    pub fn audit_range(
        &self,
        from: Timestamp,
        to: Timestamp,
    ) -> Result<Vec<AuditEntry>, StoreError> {
        let mut lines = Vec::new();
        for item in self.tree(T::Audit).range(keys::id(from.0)..keys::id(to.0)) {
            let (key, bytes) = item?;
            lines.push(records::decode(T::Audit.name(), &key, &bytes)?);
        }
        Ok(lines)
    }

    /// Whether the event `event_id` was already applied.
    pub fn is_processed(&self, event_id: &str) -> Result<bool, StoreError> {
        Ok(self.tree(T::Processed).contains_key(event_id.as_bytes())?)
    }

    /// Forgets processed event ids recorded before `before` (platforms stop redelivering
    /// after a while); returns how many. Not flushed by itself.
    pub fn prune_processed(&self, before: Timestamp) -> Result<usize, StoreError> {
        let processed = self.tree(T::Processed);
        let mut removed = 0;
        for item in processed.iter() {
            let (key, at) = item?;
            if keys::read_u64(&at, 0).is_some_and(|at| at < before.0) {
                processed.remove(key)?;
                removed += 1;
            }
        }
        Ok(removed)
    }

    fn get<V: serde::de::DeserializeOwned>(
        &self,
        t: T,
        key: &[u8],
    ) -> Result<Option<V>, StoreError> {
        match self.tree(t).get(key)? {
            Some(bytes) => records::decode(t.name(), key, &bytes).map(Some),
            None => Ok(None),
        }
    }
}

/// A record with nothing but its version (the store's own format marker).
#[derive(serde::Serialize, serde::Deserialize)]
struct Empty {}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().expect("temp dir");
        let store = Store::open(dir.path()).expect("opens");
        (dir, store)
    }

    #[test]
    fn a_future_game_record_is_a_clear_error() {
        let (_dir, store) = temp();
        store
            .tree(T::Games)
            .insert(keys::id(5), br#"{"v":"2","id":5}"#)
            .expect("raw write");
        let err = store.game(5).expect_err("version 2 is unknown");
        assert!(matches!(err, StoreError::UnknownVersion { .. }), "{err}");
        let text = err.to_string();
        assert!(text.contains("games") && text.contains("key 5"), "{text}");
    }

    #[test]
    fn a_corrupt_game_record_names_its_key() {
        let (_dir, store) = temp();
        store
            .tree(T::Games)
            .insert(keys::id(6), br#"{"v":"1","id":"six"}"#)
            .expect("raw write");
        let err = store.game(6).expect_err("corrupt");
        assert!(matches!(err, StoreError::Corrupt { .. }), "{err}");
        assert!(err.to_string().contains("key 6"), "{err}");
    }

    #[test]
    fn ids_of_a_store_without_the_counter_go_on_after_sleds_own() {
        let dir = tempfile::tempdir().expect("temp dir");
        let given: Vec<u64> = {
            // Before the counter, ids were sled's `generate_id() + 1`.
            let db = sled::open(dir.path()).expect("opens");
            let ids = (0..3).map(|_| db.generate_id().expect("id") + 1).collect();
            db.flush().expect("flush");
            ids
        };
        let store = Store::open(dir.path()).expect("opens");
        let next = store.next_id().expect("id");
        assert!(given.iter().all(|&g| next > g), "{given:?} then {next}");
        assert_eq!(store.next_id().expect("id"), next + 1);
    }

    #[test]
    fn a_store_from_a_later_release_is_refused_at_open() {
        let dir = tempfile::tempdir().expect("temp dir");
        {
            let db = sled::open(dir.path()).expect("opens");
            db.insert(FORMAT_KEY, br#"{"v":2}"#).expect("raw write");
            db.flush().expect("flush");
        }
        let err = Store::open(dir.path()).err().expect("refused");
        assert!(matches!(err, StoreError::UnknownVersion { .. }), "{err}");
    }
}
