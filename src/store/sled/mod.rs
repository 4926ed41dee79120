//! The sled backend: one embedded database in a folder, used by one process.
//!
//! # Layout
//! One sled database with a tree per kind of record:
//! `game_heads` (id → the game record without its turns, see [`super::gamerec`]),
//! `game_turns` (`id‖turn number` → one turn), `game_meta` (id → where the game is
//! played, its players, active or not, its next wake-up, its version and stored turn
//! count), `games_by_channel` and `games_by_user` (`len‖string‖id` → active flag; every
//! game), `active_games_by_channel` and `active_games_by_user` (the same keys, active
//! games only: the lookups made on every move cost the same however many games have
//! finished), `deadlines` (`at‖kind‖id` → nothing, for the sweeper), `challenges`,
//! `settings`, `ratings` (`server‖ruleset‖user`), `rated_games` (`server‖ruleset‖game`:
//! the pools' rating histories), `audit` (`at‖seq`, append-only),
//! `processed_events` (event id → when), `users` (user → own settings and pending
//! confirmation), `bot_meta` (name → bytes: the bot's own small records). Numbers in keys
//! are big-endian, so key order is numeric order; strings are length-prefixed, so a prefix
//! scan of one string never matches another. Stores written before heads and turns have
//! whole game records in `games`; [`Sled::open`] moves them (one transaction per game).
//!
//! # Atomicity and durability
//! A commit applies its batch in one sled transaction over all trees: either all of it
//! is written or none (a duplicate event id, a stale game, a corrupt old record or an
//! encoding error aborts the whole batch). sled writes a transaction's updates as one
//! unit in its log, so recovery after a crash also sees all of it or none. The commit
//! then returns only after a `flush` that started after the transaction completed, and
//! the `fdatasync` of the files it wrote (sled's flush alone does not reach the disk's
//! cache); concurrent committers share flushes ([`durability`]). sled's own periodic
//! flush is off.

mod apply;
pub mod durability;
pub(crate) mod keys;
mod snapshots;

use super::backend::{Backend, Expected, RatedRow, RatingRow, Written};
use super::batch::Batch;
use super::error::StoreError;
use super::gamerec;
use super::records::GameFilter;
use super::records::{
    self, AuditEntry, Challenge, Due, GameMeta, RatedRecord, RatingEntry, ReviewRequest,
    ServerSettings, UserRecord,
};
use crate::game::{Game, Timestamp};
use crate::tournament::Tournament;
use apply::T;
use durability::FlushStats;
use durability::{Files, GroupFlush};
use sled::transaction::TransactionError;
use sled::Transactional;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long opening waits for the folder's lock: a store of this process that was just
/// dropped may still be releasing it (another clone of the `Store` may be alive).
const LOCK_WAIT: Duration = Duration::from_secs(3);

/// Opens the sled database, waiting up to [`LOCK_WAIT`] for its lock. If sled finds it
/// corrupt and a kill left an unfinished snapshot, that snapshot is removed and the
/// database opened once more (see [`snapshots`]).
fn open_db(dir: &Path) -> Result<sled::Db, StoreError> {
    match open_db_once(dir) {
        Err(StoreError::Sled(sled::Error::Corruption { .. }))
            if snapshots::remove_unfinished(dir).unwrap_or(0) > 0 =>
        {
            open_db_once(dir)
        }
        other => other,
    }
}

/// Opens the sled database as it is, waiting up to [`LOCK_WAIT`] for its lock.
fn open_db_once(dir: &Path) -> Result<sled::Db, StoreError> {
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
pub(crate) const FORMAT_KEY: &[u8] = b"chakbot-store-format";

/// The last id given (big-endian u64), in the default tree. sled's own `generate_id` is
/// not used for ids people type: it jumps by a million after a restart.
const NEXT_ID_KEY: &[u8] = b"chakbot-last-id";

/// Present in the default tree once the active-game indexes are complete.
const ACTIVE_INDEX_KEY: &[u8] = b"chakbot-active-index";

/// The tree of whole game records written before heads and turns.
const LEGACY_GAMES: &str = "games";

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
            if accepts(GameFilter::Active, &status) {
                active.insert(key, status)?;
            }
        }
    }
    db.insert(ACTIVE_INDEX_KEY, &[])?;
    db.flush()?;
    Ok(())
}

/// Moves whole game records of the `games` tree to heads and turns, one transaction per
/// game (a game already moved is skipped, so an interrupted move is finished next time).
fn split_legacy_games(db: &sled::Db, trees: &[sled::Tree]) -> Result<(), StoreError> {
    let legacy = db.open_tree(LEGACY_GAMES)?;
    if legacy.is_empty() {
        return Ok(());
    }
    for item in legacy.iter() {
        let (key, bytes) = item?;
        let id = keys::read_u64(&key, 0).ok_or_else(|| StoreError::Corrupt {
            tree: LEGACY_GAMES,
            key: keys::describe(&key),
            reason: "not a game id".into(),
        })?;
        let game = gamerec::full_record(LEGACY_GAMES, id, &bytes)?;
        let meta_key = keys::id(id);
        let meta: GameMeta = match trees[T::GameMeta as usize].get(meta_key)? {
            Some(m) => records::decode(T::GameMeta.name(), &id.to_string(), &m)?,
            None => {
                return Err(StoreError::Corrupt {
                    tree: T::GameMeta.name(),
                    key: id.to_string(),
                    reason: "a game without its meta".into(),
                })
            }
        };
        let mut batch = Batch::new();
        batch.put_game(&game, &meta.server, &meta.channel);
        let mut expected = Expected::new();
        expected.insert(id, Some(meta.version));
        let mut all = trees.to_vec();
        all.push(legacy.clone());
        let result = all.as_slice().transaction(|t| {
            apply::apply(&t[..T::ALL.len()], &batch, &expected)?;
            t[T::ALL.len()].remove(&meta_key)?;
            Ok(())
        });
        transaction_result(result)?;
    }
    db.flush()?;
    Ok(())
}

fn transaction_result<R>(r: Result<R, TransactionError<StoreError>>) -> Result<R, StoreError> {
    match r {
        Ok(v) => Ok(v),
        Err(TransactionError::Abort(e)) => Err(e),
        Err(TransactionError::Storage(e)) => Err(StoreError::Sled(e)),
    }
}

/// The open sled store.
pub(crate) struct Sled {
    dir: PathBuf,
    db: sled::Db,
    /// The trees in [`T::ALL`] order.
    trees: Vec<sled::Tree>,
    flush: GroupFlush,
    /// The files each flush syncs after sled's own.
    files: Files,
    written: AtomicU64,
    /// Leases: one process uses a sled folder, so they live in memory.
    leases: Mutex<HashMap<String, (String, Instant)>>,
}

impl Sled {
    /// Game `id` and its version, read once (see [`Backend::game`] for the retries).
    fn game_once(&self, id: u64) -> Result<Option<(Game, u64)>, StoreError> {
        let key = keys::id(id);
        let Some(head) = self.tree(T::GameHeads).get(key)? else {
            return Ok(None);
        };
        let meta: GameMeta = self
            .get(T::GameMeta, &key)?
            .ok_or_else(|| StoreError::Corrupt {
                tree: T::GameMeta.name(),
                key: id.to_string(),
                reason: "a game without its meta".into(),
            })?;
        let mut turns = Vec::new();
        for item in self.tree(T::GameTurns).scan_prefix(key) {
            turns.push(item?.1.to_vec());
        }
        let game = gamerec::join(T::GameHeads.name(), id, &head, turns)?;
        Ok(Some((game, meta.version)))
    }

    /// Opens (or creates) the store in folder `dir`. Fails if another process has it open.
    pub fn open(dir: &Path) -> Result<Sled, StoreError> {
        let db = open_db(dir)?;
        match db.get(FORMAT_KEY)? {
            Some(bytes) => {
                records::decode::<Empty>("default", "chakbot-store-format", &bytes)?;
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
        split_legacy_games(&db, &trees)?;
        let files = Files::open(dir).map_err(sled::Error::from)?;
        Ok(Sled {
            dir: dir.to_path_buf(),
            db,
            trees,
            flush: GroupFlush::default(),
            files,
            written: AtomicU64::new(0),
            leases: Mutex::new(HashMap::new()),
        })
    }

    fn tree(&self, t: T) -> &sled::Tree {
        &self.trees[t as usize]
    }

    fn get<V: serde::de::DeserializeOwned>(
        &self,
        t: T,
        key: &[u8],
    ) -> Result<Option<V>, StoreError> {
        match self.tree(t).get(key)? {
            Some(bytes) => records::decode(t.name(), &keys::describe(key), &bytes).map(Some),
            None => Ok(None),
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
            if accepts(which, &status) {
                ids.push(id);
            }
        }
        Ok(ids)
    }

    fn all<V: serde::de::DeserializeOwned>(
        &self,
        t: T,
        parts: usize,
    ) -> Result<Vec<(Vec<String>, V)>, StoreError> {
        let mut out = Vec::new();
        for item in self.tree(t).iter() {
            let (key, bytes) = item?;
            let names = keys::read_strs(&key, parts).ok_or_else(|| StoreError::Corrupt {
                tree: t.name(),
                key: keys::describe(&key),
                reason: "not a key of names".into(),
            })?;
            out.push((
                names,
                records::decode(t.name(), &keys::describe(&key), &bytes)?,
            ));
        }
        Ok(out)
    }
}

/// Whether a game whose index value is `status` is listed by `which`.
fn accepts(which: GameFilter, status: &[u8]) -> bool {
    which.accepts(status == [apply::ACTIVE])
}

/// A tournament's stored value (see `apply::tournament_value`) read back.
fn decode_tournament(value: &[u8], id: u64) -> Result<(Tournament, u64), StoreError> {
    let version = keys::read_u64(value, 0).ok_or_else(|| StoreError::Corrupt {
        tree: T::Tournaments.name(),
        key: id.to_string(),
        reason: "no version".into(),
    })?;
    let body = value.get(16..).unwrap_or_default();
    let t = records::decode(T::Tournaments.name(), &id.to_string(), body)?;
    Ok((t, version))
}

fn due_from_key(key: &[u8]) -> Result<Due, StoreError> {
    let bad = || StoreError::Corrupt {
        tree: T::Deadlines.name(),
        key: keys::describe(key),
        reason: "not a deadline key".into(),
    };
    let at = Timestamp(keys::read_u64(key, 0).ok_or_else(bad)?);
    let id = keys::read_u64(key, 9).ok_or_else(bad)?;
    match key.get(8) {
        Some(&apply::DUE_GAME) => Ok(Due::Game { id, at }),
        Some(&apply::DUE_CHALLENGE) => Ok(Due::Challenge { id, at }),
        Some(&apply::DUE_TOURNAMENT) => Ok(Due::Tournament { id, at }),
        _ => Err(bad()),
    }
}

impl Backend for Sled {
    fn describe(&self) -> String {
        format!("sled:{}", self.dir.display())
    }

    fn shared(&self) -> bool {
        false
    }

    fn next_id(&self) -> Result<u64, StoreError> {
        let bump = |old: Option<&[u8]>| {
            let last = old.and_then(read_counter).unwrap_or(0);
            Some(last.saturating_add(1).to_be_bytes().to_vec())
        };
        let new = self.db.update_and_fetch(NEXT_ID_KEY, bump)?;
        Ok(new.as_deref().and_then(read_counter).unwrap_or(1))
    }

    fn last_id(&self) -> Result<u64, StoreError> {
        Ok(self
            .db
            .get(NEXT_ID_KEY)?
            .as_deref()
            .and_then(read_counter)
            .unwrap_or(0))
    }

    fn raise_last_id(&self, last: u64) -> Result<(), StoreError> {
        let raise = |old: Option<&[u8]>| {
            let old = old.and_then(read_counter).unwrap_or(0);
            Some(old.max(last).to_be_bytes().to_vec())
        };
        self.db.update_and_fetch(NEXT_ID_KEY, raise)?;
        self.sync()
    }

    fn commit(&self, batch: &Batch, expected: &Expected) -> Result<Written, StoreError> {
        let result = self
            .trees
            .as_slice()
            .transaction(|t| apply::apply(t, batch, expected));
        let (written, bytes) = transaction_result(result)?;
        self.written.fetch_add(bytes, Ordering::Relaxed);
        self.sync()?;
        Ok(written)
    }

    fn sync(&self) -> Result<(), StoreError> {
        let (db, files) = (&self.db, &self.files);
        self.flush.wait_durable(|| {
            db.flush()?;
            Ok(files.sync()?)
        })
    }

    fn game(&self, id: u64) -> Result<Option<(Game, u64)>, StoreError> {
        // The head, meta and turns are three trees read outside a transaction (sled cannot
        // scan in one): a commit of this game at the same moment may be seen half done.
        // So the read is retried until the version is the same before and after and the
        // parts join (writers of one game are serialized, so this ends quickly).
        const TRIES: usize = 20;
        let mut last = None;
        for _ in 0..TRIES {
            let before = self.game_meta(id)?.map(|m| m.version);
            let read = self.game_once(id);
            let after = self.game_meta(id)?.map(|m| m.version);
            match read {
                Ok(found) if before == after => return Ok(found),
                Ok(_) => {}
                Err(e) if before == after => return Err(e),
                Err(e) => last = Some(e),
            }
            std::thread::yield_now();
        }
        match last {
            Some(e) => Err(e),
            None => self.game_once(id),
        }
    }

    fn game_version(&self, id: u64) -> Result<Option<u64>, StoreError> {
        Ok(self.game_meta(id)?.map(|m| m.version))
    }

    fn game_meta(&self, id: u64) -> Result<Option<GameMeta>, StoreError> {
        self.get(T::GameMeta, &keys::id(id))
    }

    fn games_of_channel(&self, channel: &str, which: GameFilter) -> Result<Vec<u64>, StoreError> {
        match which {
            GameFilter::Active => self.indexed(T::ActiveByChannel, channel, which),
            _ => self.indexed(T::ByChannel, channel, which),
        }
    }

    fn channel_has_active_games(&self, channel: &str) -> Result<bool, StoreError> {
        let prefix = keys::strs(&[channel]);
        match self.tree(T::ActiveByChannel).scan_prefix(&prefix).next() {
            Some(item) => item.map(|_| true).map_err(StoreError::from),
            None => Ok(false),
        }
    }

    fn games_of_user(&self, user: &str, which: GameFilter) -> Result<Vec<u64>, StoreError> {
        match which {
            GameFilter::Active => self.indexed(T::ActiveByUser, user, which),
            _ => self.indexed(T::ByUser, user, which),
        }
    }

    fn all_game_ids(&self) -> Result<Vec<u64>, StoreError> {
        let mut ids = Vec::new();
        for item in self.tree(T::GameMeta).iter() {
            let (key, _) = item?;
            ids.extend(keys::read_u64(&key, 0));
        }
        Ok(ids)
    }

    fn due_by(&self, now: Timestamp) -> Result<Vec<Due>, StoreError> {
        let end = apply::deadline_key(now, u8::MAX, u64::MAX);
        let mut due = Vec::new();
        for item in self.tree(T::Deadlines).range(..=end) {
            due.push(due_from_key(&item?.0)?);
        }
        Ok(due)
    }

    fn next_due(&self) -> Result<Option<Due>, StoreError> {
        match self.tree(T::Deadlines).first()? {
            Some((key, _)) => due_from_key(&key).map(Some),
            None => Ok(None),
        }
    }

    fn tournament(&self, id: u64) -> Result<Option<(Tournament, u64)>, StoreError> {
        match self.tree(T::Tournaments).get(keys::id(id))? {
            Some(value) => Ok(Some(decode_tournament(&value, id)?)),
            None => Ok(None),
        }
    }

    fn tournaments(&self, active_only: bool) -> Result<Vec<(Tournament, u64)>, StoreError> {
        let mut out = Vec::new();
        if active_only {
            for item in self.tree(T::ActiveTournaments).iter() {
                let (key, _) = item?;
                let id = keys::read_u64(&key, 0).unwrap_or(0);
                if let Some(t) = self.tournament(id)? {
                    out.push(t);
                }
            }
        } else {
            for item in self.tree(T::Tournaments).iter() {
                let (key, value) = item?;
                out.push(decode_tournament(
                    &value,
                    keys::read_u64(&key, 0).unwrap_or(0),
                )?);
            }
        }
        Ok(out)
    }

    fn challenge(&self, id: u64) -> Result<Option<Challenge>, StoreError> {
        self.get(T::Challenges, &keys::id(id))
    }

    fn challenges(&self) -> Result<Vec<Challenge>, StoreError> {
        let mut all = Vec::new();
        for item in self.tree(T::Challenges).iter() {
            let (key, bytes) = item?;
            all.push(records::decode(
                T::Challenges.name(),
                &keys::describe(&key),
                &bytes,
            )?);
        }
        Ok(all)
    }

    fn settings(&self, server: &str) -> Result<Option<ServerSettings>, StoreError> {
        self.get(T::Settings, &keys::strs(&[server]))
    }

    fn all_settings(&self) -> Result<Vec<(String, ServerSettings)>, StoreError> {
        Ok(self
            .all(T::Settings, 1)?
            .into_iter()
            .map(|(mut k, v)| (k.remove(0), v))
            .collect())
    }

    fn user(&self, user: &str) -> Result<Option<UserRecord>, StoreError> {
        self.get(T::Users, &keys::strs(&[user]))
    }

    fn review(&self, game: u64) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self
            .tree(T::Reviews)
            .get(keys::id(game))?
            .map(|v| v.to_vec()))
    }

    fn all_reviews(&self) -> Result<Vec<(u64, Vec<u8>)>, StoreError> {
        let mut out = Vec::new();
        for item in self.tree(T::Reviews).iter() {
            let (key, value) = item?;
            if let Some(game) = keys::read_u64(&key, 0) {
                out.push((game, value.to_vec()));
            }
        }
        Ok(out)
    }

    fn queued_reviews(&self, game: Option<u64>) -> Result<Vec<ReviewRequest>, StoreError> {
        let tree = self.tree(T::ReviewQueue);
        let items = match game {
            Some(g) => tree.scan_prefix(keys::id(g)),
            None => tree.scan_prefix([]),
        };
        let mut out = Vec::new();
        for item in items {
            let (key, value) = item?;
            let (Some(seq), Some(body)) = (keys::read_u64(&value, 0), value.get(8..)) else {
                return Err(StoreError::Corrupt {
                    tree: T::ReviewQueue.name(),
                    key: keys::describe(&key),
                    reason: "no order before the record".into(),
                });
            };
            let mut r: ReviewRequest =
                records::decode(T::ReviewQueue.name(), &keys::describe(&key), body)?;
            r.seq = seq;
            out.push(r);
        }
        out.sort_by_key(|r| r.seq);
        Ok(out)
    }

    fn all_users(&self) -> Result<Vec<(String, UserRecord)>, StoreError> {
        Ok(self
            .all(T::Users, 1)?
            .into_iter()
            .map(|(mut k, v)| (k.remove(0), v))
            .collect())
    }

    fn rating(
        &self,
        server: &str,
        ruleset: &str,
        user: &str,
    ) -> Result<Option<RatingEntry>, StoreError> {
        self.get(T::Ratings, &keys::strs(&[server, ruleset, user]))
    }

    fn leaderboard(
        &self,
        server: &str,
        ruleset: &str,
        limit: usize,
    ) -> Result<Vec<RatingEntry>, StoreError> {
        let mut all = Vec::new();
        for item in self
            .tree(T::Ratings)
            .scan_prefix(keys::strs(&[server, ruleset]))
        {
            let (key, bytes) = item?;
            all.push(records::decode::<RatingEntry>(
                T::Ratings.name(),
                &keys::describe(&key),
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

    fn all_ratings(&self) -> Result<Vec<RatingRow>, StoreError> {
        Ok(self
            .all::<RatingEntry>(T::Ratings, 2)?
            .into_iter()
            .map(|(mut k, v)| {
                let ruleset = k.pop().unwrap_or_default();
                let server = k.pop().unwrap_or_default();
                (server, ruleset, v)
            })
            .collect())
    }

    fn rating_history(&self, server: &str, ruleset: &str) -> Result<Vec<RatedRecord>, StoreError> {
        let mut all = Vec::new();
        for item in self
            .tree(T::RatedGames)
            .scan_prefix(keys::strs(&[server, ruleset]))
        {
            let (key, bytes) = item?;
            all.push(records::decode::<RatedRecord>(
                T::RatedGames.name(),
                &keys::describe(&key),
                &bytes,
            )?);
        }
        all.sort_by_key(|r| (r.order, r.rated.game));
        Ok(all)
    }

    fn all_rating_history(&self) -> Result<Vec<RatedRow>, StoreError> {
        let mut all: Vec<RatedRow> = self
            .all::<RatedRecord>(T::RatedGames, 2)?
            .into_iter()
            .map(|(mut k, v)| {
                let ruleset = k.pop().unwrap_or_default();
                let server = k.pop().unwrap_or_default();
                (server, ruleset, v)
            })
            .collect();
        all.sort_by(|a, b| {
            (&a.0, &a.1, a.2.order, a.2.rated.game).cmp(&(&b.0, &b.1, b.2.order, b.2.rated.game))
        });
        Ok(all)
    }

    fn audit_range(&self, from: Timestamp, to: Timestamp) -> Result<Vec<AuditEntry>, StoreError> {
        let mut lines = Vec::new();
        for item in self.tree(T::Audit).range(keys::id(from.0)..keys::id(to.0)) {
            let (key, bytes) = item?;
            lines.push(records::decode(
                T::Audit.name(),
                &keys::describe(&key),
                &bytes,
            )?);
        }
        Ok(lines)
    }

    fn is_processed(&self, event_id: &str) -> Result<bool, StoreError> {
        Ok(self.tree(T::Processed).contains_key(event_id.as_bytes())?)
    }

    fn prune_processed(&self, before: Timestamp) -> Result<usize, StoreError> {
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

    fn all_processed(&self) -> Result<Vec<(String, Timestamp)>, StoreError> {
        let mut out = Vec::new();
        for item in self.tree(T::Processed).iter() {
            let (key, at) = item?;
            out.push((
                String::from_utf8_lossy(&key).into_owned(),
                Timestamp(keys::read_u64(&at, 0).unwrap_or(0)),
            ));
        }
        Ok(out)
    }

    fn import_processed(&self, events: &[(String, Timestamp)]) -> Result<(), StoreError> {
        let processed = self.tree(T::Processed);
        for (id, at) in events {
            processed.insert(id.as_bytes(), &keys::id(at.0))?;
        }
        self.sync()
    }

    fn bot_meta(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self
            .tree(T::BotMeta)
            .get(key.as_bytes())?
            .map(|v| v.to_vec()))
    }

    fn bot_meta_or_insert(&self, key: &str, value: &[u8]) -> Result<Vec<u8>, StoreError> {
        let tree = self.tree(T::BotMeta);
        let stored =
            match tree.compare_and_swap(key.as_bytes(), None as Option<&[u8]>, Some(value))? {
                Ok(()) => value.to_vec(),
                Err(e) => e.current.map(|v| v.to_vec()).unwrap_or_default(),
            };
        self.sync()?;
        Ok(stored)
    }

    fn bot_metas(&self, prefix: &str) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        let mut out = Vec::new();
        for item in self.tree(T::BotMeta).scan_prefix(prefix.as_bytes()) {
            let (k, v) = item?;
            out.push((String::from_utf8_lossy(&k).into_owned(), v.to_vec()));
        }
        Ok(out)
    }

    fn try_lease(&self, name: &str, holder: &str, ttl: Duration) -> Result<bool, StoreError> {
        let mut leases = self.leases.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        let free = match leases.get(name) {
            Some((h, until)) => h == holder || *until <= now,
            None => true,
        };
        if free {
            leases.insert(name.to_string(), (holder.to_string(), now + ttl));
        }
        Ok(free)
    }

    fn release_lease(&self, name: &str, holder: &str) -> Result<(), StoreError> {
        let mut leases = self.leases.lock().unwrap_or_else(|e| e.into_inner());
        if leases.get(name).is_some_and(|(h, _)| h == holder) {
            leases.remove(name);
        }
        Ok(())
    }

    fn written_bytes(&self) -> u64 {
        self.written.load(Ordering::Relaxed)
    }

    fn unusable_after(&self, error: &StoreError) -> bool {
        // A failed flush is remembered by the group flush, and sled itself refuses every
        // call after an I/O error: only reopening the folder clears them.
        matches!(
            error,
            StoreError::Durability(_) | StoreError::Sled(sled::Error::Io(_))
        )
    }

    fn flush_stats(&self) -> FlushStats {
        self.flush.stats()
    }
}

/// A record with nothing but its version (the store's own format marker).
#[derive(serde::Serialize, serde::Deserialize)]
struct Empty {}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp() -> (tempfile::TempDir, Sled) {
        let dir = tempfile::tempdir().expect("temp dir");
        let store = Sled::open(dir.path()).expect("opens");
        (dir, store)
    }

    /// Power loss (#35): sled's flush alone leaves the log in the disk's cache. Every
    /// acknowledged commit, also among concurrent ones, returns only after a sync of the
    /// files (the log's `fdatasync`) that started after the commit began has completed;
    /// and concurrent commits share those syncs.
    #[test]
    fn every_acknowledged_commit_is_covered_by_a_sync_of_the_files() {
        let (_dir, store) = temp();
        let opened = store.files.completed();
        assert_eq!(opened, 1, "opening syncs what it wrote");
        std::thread::scope(|s| {
            for t in 0..8 {
                let store = &store;
                s.spawn(move || {
                    for i in 0..10u64 {
                        let before = store.files.started();
                        let mut b = Batch::new();
                        b.audit(&AuditEntry {
                            at: Timestamp(i),
                            server: "s".into(),
                            actor: "a".into(),
                            action: "x".into(),
                            game: None,
                            detail: String::new(),
                        })
                        .mark_processed(&format!("e{t}-{i}"), Timestamp(i));
                        store.commit(&b, &Expected::new()).expect("commit");
                        assert!(
                            store.files.completed() > before,
                            "commit {t}-{i} returned before a sync started after it completed"
                        );
                    }
                });
            }
        });
        let syncs = store.files.completed() - opened;
        assert!(
            syncs <= 80,
            "a sync per flush, never more: {syncs} for 80 commits"
        );
    }

    #[test]
    fn a_future_game_record_is_a_clear_error() {
        let (_dir, store) = temp();
        store
            .tree(T::GameHeads)
            .insert(keys::id(5), br#"{"v":"2","id":5}"#)
            .expect("raw write");
        store
            .tree(T::GameMeta)
            .insert(
                keys::id(5),
                br#"{"v":1,"id":5,"server":"s","channel":"c","white":"a","black":"b","ruleset":"chess","active":true,"wakeup":null}"#.as_slice(),
            )
            .expect("raw write");
        let Err(err) = store.game(5) else {
            panic!("version 2 is unknown")
        };
        assert!(matches!(err, StoreError::UnknownVersion { .. }), "{err}");
        let text = err.to_string();
        assert!(
            text.contains("game_heads") && text.contains("key 5"),
            "{text}"
        );
    }

    #[test]
    fn a_corrupt_legacy_game_record_names_its_key() {
        let dir = tempfile::tempdir().expect("temp dir");
        {
            let db = sled::open(dir.path()).expect("opens");
            let games = db.open_tree(LEGACY_GAMES).expect("tree");
            games
                .insert(keys::id(6), br#"{"v":"1","id":"six"}"#.as_slice())
                .expect("raw write");
            db.flush().expect("flush");
        }
        let err = Sled::open(dir.path()).err().expect("corrupt");
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
        let store = Sled::open(dir.path()).expect("opens");
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
        let err = Sled::open(dir.path()).err().expect("refused");
        assert!(matches!(err, StoreError::UnknownVersion { .. }), "{err}");
    }
}
