//! Durable storage of games and their indexes, challenges, server settings, ratings, the
//! audit log, processed event ids and deadlines, over one of two backends with the same
//! promises: sled (embedded, one process; [`sled`](self::sled)) or PostgreSQL (shared by
//! several processes; [`postgres`](self::postgres)). Nothing outside this module knows
//! either.
//!
//! # Promises (both backends)
//! - A command collects all its writes in a [`Batch`]; [`Store::commit`] applies it in
//!   one transaction (all of it or none) and returns only once it is durable: when it
//!   returns `Ok`, the change survives a crash or kill -9 and may be acknowledged.
//! - An event id marked in a batch is applied once: a second batch marking it fails with
//!   [`StoreError::AlreadyProcessed`] and writes nothing, also from another process.
//! - Games are versioned. [`Store::load_game`] remembers the version it read; a commit
//!   of that game made when the stored version has moved on (another process wrote it)
//!   fails with [`StoreError::Stale`] and writes nothing: reload and apply again. With
//!   the host's lock per game this applies one game's commands one at a time across
//!   processes too.
//! - A move appends its turn: the bytes written per move do not grow with the game's
//!   length ([`gamerec`]).
//! - Records are JSON with a format version `"v"`; a reader checks it first, so a record
//!   from a later release gives [`StoreError::UnknownVersion`] and a damaged one
//!   [`StoreError::Corrupt`] naming the table and key.
//!
//! `commit` blocks: call it from a blocking thread (`spawn_blocking`, a plain thread).

mod backend;
mod batch;
pub mod copy;
mod error;
mod faults;
mod gamerec;
mod memo;
pub mod postgres;
pub mod records;
mod recover;
pub mod sled;
mod url;

pub use self::sled::durability::FlushStats;
pub use batch::Batch;
pub use error::{Outage, StoreError};
pub use memo::MemoScope;
pub use records::{
    AuditEntry, Challenge, ChannelSettings, Due, GameFilter, GameMeta, PendingConfirm, RatedRecord,
    RatingEntry, ReviewPlace, ReviewRequest, ServerSettings, TeamChallenge, UserRecord,
};
pub use url::{StoreUrl, STORE_ENV};

use crate::game::signature::RecordKey;
use crate::game::{Game, Timestamp};
use crate::tournament::Tournament;
use backend::{Backend, Expected};
pub use faults::Faults;
use recover::{Current, Reopen};

/// The bot record holding the seed of [`Store::signing_key`].
pub const SIGNING_KEY_SEED: &str = "ed25519-seed";
/// The bot records `last-server/USER` → the server where the user last used the bot
/// (the language of their DMs when nothing else tells it), kept across restarts.
pub const LAST_SERVER: &str = "last-server/";
/// The bot records `told-missing/SERVER` → the channel whose missing permissions that
/// server's moderators were told of (told once, until they are back), kept across
/// restarts.
pub const TOLD_MISSING: &str = "told-missing/";
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The open store. Cloning is cheap and shares the database.
#[derive(Clone)]
pub struct Store {
    /// The backend, reopened after a failure that left it unusable ([`recover`]).
    current: Arc<Current>,
    /// `describe()` and `shared()` of the backend, which reopening does not change.
    describe: Arc<str>,
    shared: bool,
    /// The version of each game this process loaded for writing or wrote, by id: what a
    /// commit of that game expects to find.
    held: Arc<Mutex<HashMap<u64, u64>>>,
}

impl Store {
    /// Opens (or creates) the sled store in folder `dir`. Fails if another process has it
    /// open.
    pub fn open(dir: impl AsRef<Path>) -> Result<Store, StoreError> {
        let dir = dir.as_ref().to_path_buf();
        let first = self::sled::Sled::open(&dir)?;
        let reopen: Reopen =
            Box::new(move || Ok(Arc::new(self::sled::Sled::open(&dir)?) as Arc<dyn Backend>));
        Ok(Store::with(Arc::new(first), Some(reopen)))
    }

    /// Opens the sled store in `dir` with writes that fail while `faults` says so (a full
    /// disk, for tests of recovery): see [`Faults`].
    pub fn open_with_faults(dir: impl AsRef<Path>, faults: &Faults) -> Result<Store, StoreError> {
        let dir = dir.as_ref().to_path_buf();
        let open = {
            let faults = faults.clone();
            move || -> Result<Arc<dyn Backend>, StoreError> {
                let sled = self::sled::Sled::open(&dir)?;
                Ok(Arc::new(faults::Faulty::new(
                    Arc::new(sled),
                    faults.clone(),
                )))
            }
        };
        let first = open()?;
        let faults = faults.clone();
        let reopen: Reopen = Box::new(move || {
            faults.reopening()?;
            open()
        });
        Ok(Store::with(first, Some(reopen)))
    }

    /// Opens the store `url` names (`sled:DIR` or `postgres://…`), creating or upgrading
    /// its schema.
    pub fn open_url(url: &StoreUrl) -> Result<Store, StoreError> {
        match url {
            StoreUrl::Sled(dir) => Store::open(dir),
            StoreUrl::Postgres(url) => Ok(Store::with(
                Arc::new(self::postgres::Postgres::open(url)?),
                None,
            )),
        }
    }

    /// Opens a PostgreSQL store migrated only up to schema `version` (older than this
    /// release's): for tests of upgrades.
    pub fn open_postgres_at_schema(url: &str, version: i32) -> Result<Store, StoreError> {
        Ok(Store::with(
            Arc::new(self::postgres::Postgres::open_at(url, version)?),
            None,
        ))
    }

    /// The store over `backend`; `reopen` opens it again after a failure that left it
    /// unusable (PostgreSQL needs none: its pool replaces broken connections).
    fn with(backend: Arc<dyn Backend>, reopen: Option<Reopen>) -> Store {
        Store {
            describe: backend.describe().into(),
            shared: backend.shared(),
            current: Arc::new(Current::new(backend, reopen)),
            held: Arc::new(Mutex::new(HashMap::new())),
        }
    }

    /// The backend in use (reopened first if a failure dropped it).
    pub(crate) fn backend(&self) -> Result<Arc<dyn Backend>, StoreError> {
        Ok(self.current.get()?.1)
    }

    /// Runs `f` on the backend; an error that left the backend unusable has it reopened
    /// by the next call.
    fn call<T>(
        &self,
        f: impl FnOnce(&dyn Backend) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let (n, backend) = self.current.get()?;
        let result = f(&*backend);
        if let Err(e) = &result {
            self.current.failed(n, &*backend, e);
        }
        result
    }

    /// This store's identity, shared by its clones (whose memo it is).
    fn owner(&self) -> usize {
        Arc::as_ptr(&self.current) as *const () as usize
    }

    /// Until the scope is dropped, this thread's reads of settings, user records, game
    /// metas and a user's game lists are remembered (one command: see [`memo`]); a
    /// commit or a game's reload forgets them.
    pub fn memo_scope(&self) -> MemoScope {
        memo::enter(self.owner())
    }

    /// In a memo scope, reads at once (one round trip on PostgreSQL) what a command asks
    /// first: whether its event was processed, its server's settings, its author's
    /// record, whether its channel has games, its author's active games (their metas and
    /// versions). Outside a scope, or on sled, does nothing.
    pub fn prefetch(
        &self,
        event_id: &str,
        server: Option<&str>,
        user: &str,
        channel: Option<&str>,
    ) -> Result<(), StoreError> {
        let owner = self.owner();
        if !memo::active(owner) {
            return Ok(());
        }
        if let Some(got) = self.call(|b| b.prefetch(event_id, server, user, channel))? {
            memo::fill(owner, event_id, server, user, channel, got);
        }
        Ok(())
    }

    fn held(&self) -> std::sync::MutexGuard<'_, HashMap<u64, u64>> {
        self.held.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// `sled:DIR`, or the PostgreSQL URL without password.
    pub fn describe(&self) -> String {
        self.describe.to_string()
    }

    /// Whether other processes may write this store (PostgreSQL): a copy of a game kept
    /// in memory must then be checked against [`Store::game_version`] before use.
    pub fn is_shared(&self) -> bool {
        self.shared
    }

    /// A new id for a game or challenge, never given before (also across restarts), one
    /// more than the last: players type these numbers (`accept #12`).
    pub fn next_id(&self) -> Result<u64, StoreError> {
        self.call(|b| b.next_id())
    }

    /// Applies `batch` atomically, then returns once it is durable.
    ///
    /// Errors: [`StoreError::AlreadyProcessed`] if the batch marks an event already
    /// applied, [`StoreError::Stale`] if a game it writes was changed since this process
    /// loaded it (nothing is written in either case), a decode error of an old record it
    /// updates, or a storage error.
    pub fn commit(&self, mut batch: Batch) -> Result<(), StoreError> {
        if let Some(e) = batch.take_error() {
            return Err(e);
        }
        memo::forget_written(self.owner(), &batch);
        let expected: Expected = {
            let held = self.held();
            batch
                .ops
                .iter()
                .filter_map(|op| match op {
                    batch::Op::Game(g) => Some((g.meta.id, held.get(&g.meta.id).copied())),
                    _ => None,
                })
                .collect()
        };
        let result = self.call(|b| b.commit(&batch, &expected));
        memo::forget_written(self.owner(), &batch);
        let mut held = self.held();
        match result {
            Ok(written) => {
                for (id, version, active) in written {
                    if active {
                        held.insert(id, version);
                    } else {
                        // Finished games leave the host's memory; a later write loads them.
                        held.remove(&id);
                    }
                }
                Ok(())
            }
            Err(e) => {
                if let StoreError::Stale { game } = &e {
                    held.remove(game);
                }
                Err(e)
            }
        }
    }

    /// Returns once everything written before this call is durable.
    pub fn sync(&self) -> Result<(), StoreError> {
        self.call(|b| b.sync())
    }

    /// How many flushes sled's commits ran since open (0 on PostgreSQL).
    pub fn flushes(&self) -> u64 {
        self.flush_stats().count
    }

    /// How long sled's flushes so far took (count, total, longest).
    pub fn flush_stats(&self) -> FlushStats {
        self.current
            .peek()
            .map(|b| b.flush_stats())
            .unwrap_or_default()
    }

    /// Round trips to the PostgreSQL server since open: statements, `BEGIN`, `COMMIT`,
    /// connection checks (0 on sled).
    pub fn round_trips(&self) -> u64 {
        self.current.peek().map_or(0, |b| b.round_trips())
    }

    /// Bytes of keys, values and rows written by commits since open.
    pub fn written_bytes(&self) -> u64 {
        self.current.peek().map_or(0, |b| b.written_bytes())
    }

    /// The game `id`, replayed and checked from its record.
    pub fn game(&self, id: u64) -> Result<Option<Game>, StoreError> {
        Ok(self.call(|b| b.game(id))?.map(|(g, _)| g))
    }

    /// The game `id` for writing: like [`Store::game`], and remembers the version read,
    /// which the next commit of this game expects.
    pub fn load_game(&self, id: u64) -> Result<Option<Game>, StoreError> {
        memo::forget_games(self.owner());
        let Some((game, version)) = self.call(|b| b.game(id))? else {
            self.held().remove(&id);
            return Ok(None);
        };
        self.held().insert(id, version);
        Ok(Some(game))
    }

    /// Whether the copy of game `id` this process loaded or wrote last is still the
    /// stored one (always on sled, where no other process writes).
    pub fn holds_current(&self, id: u64) -> Result<bool, StoreError> {
        if !self.shared {
            return Ok(true);
        }
        let held = self.held().get(&id).copied();
        // Read in this command already (with the author's games) if it is theirs: one
        // round trip less; a write since then still fails the commit (`Stale`).
        let stored = match memo::version(self.owner(), id) {
            Some(version) => version,
            None => self.call(|b| b.game_version(id))?,
        };
        Ok(held.is_some() && held == stored)
    }

    /// The stored version of game `id` (how many times it was written).
    pub fn game_version(&self, id: u64) -> Result<Option<u64>, StoreError> {
        self.call(|b| b.game_version(id))
    }

    /// Where game `id` is played and what its indexes hold.
    pub fn game_meta(&self, id: u64) -> Result<Option<GameMeta>, StoreError> {
        memo::game_meta(self.owner(), id, || self.call(|b| b.game_meta(id)))
    }

    /// Ids of the games played in `channel`, oldest first.
    pub fn games_of_channel(
        &self,
        channel: &str,
        which: GameFilter,
    ) -> Result<Vec<u64>, StoreError> {
        self.call(|b| b.games_of_channel(channel, which))
    }

    /// Whether any game is being played in `channel` (reads one index entry at most).
    pub fn channel_has_active_games(&self, channel: &str) -> Result<bool, StoreError> {
        memo::channel_active(self.owner(), channel, || {
            self.call(|b| b.channel_has_active_games(channel))
        })
    }

    /// Ids of the games `user` plays or played, oldest first.
    pub fn games_of_user(&self, user: &str, which: GameFilter) -> Result<Vec<u64>, StoreError> {
        let owner = self.owner();
        memo::games_of_user(owner, user, which, || {
            // In a scope, the metas come along if the backend can read them at once.
            if memo::active(owner) {
                if let Some(metas) = self.call(|b| b.game_metas_of_user(user, which))? {
                    memo::fill_games(owner, user, which, &metas);
                    return Ok(metas.iter().map(|m| m.id).collect());
                }
            }
            self.call(|b| b.games_of_user(user, which))
        })
    }

    /// Every game id, in order.
    pub fn all_game_ids(&self) -> Result<Vec<u64>, StoreError> {
        self.call(|b| b.all_game_ids())
    }

    /// Games and challenges whose deadline is at or before `now`, earliest first.
    pub fn due_by(&self, now: Timestamp) -> Result<Vec<Due>, StoreError> {
        self.call(|b| b.due_by(now))
    }

    /// The earliest deadline of a game or challenge, if any (when the sweeper must wake).
    pub fn next_due(&self) -> Result<Option<Due>, StoreError> {
        self.call(|b| b.next_due())
    }

    pub fn challenge(&self, id: u64) -> Result<Option<Challenge>, StoreError> {
        self.call(|b| b.challenge(id))
    }

    /// The tournament `id` and its stored version, which [`Batch::put_tournament`]
    /// expects when it writes it back.
    pub fn tournament(&self, id: u64) -> Result<Option<(Tournament, u64)>, StoreError> {
        self.call(|b| b.tournament(id))
    }

    /// The tournaments open or running, by id.
    pub fn active_tournaments(&self) -> Result<Vec<(Tournament, u64)>, StoreError> {
        self.call(|b| b.tournaments(true))
    }

    /// Every tournament ever made, by id.
    pub fn all_tournaments(&self) -> Result<Vec<(Tournament, u64)>, StoreError> {
        self.call(|b| b.tournaments(false))
    }

    /// Challenges not yet expired at `now`, oldest first.
    pub fn open_challenges(&self, now: Timestamp) -> Result<Vec<Challenge>, StoreError> {
        let mut all = self.call(|b| b.challenges())?;
        all.retain(|c| c.expires_at > now);
        Ok(all)
    }

    /// The settings of `server` (defaults if it never set any).
    pub fn settings(&self, server: &str) -> Result<ServerSettings, StoreError> {
        memo::settings(self.owner(), server, || {
            Ok(self.call(|b| b.settings(server))?.unwrap_or_default())
        })
    }

    /// `user`'s own record (defaults if it has none).
    pub fn user(&self, user: &str) -> Result<UserRecord, StoreError> {
        memo::user(self.owner(), user, || {
            Ok(self.call(|b| b.user(user))?.unwrap_or_default())
        })
    }

    /// The stored review of game `game` (the serialised form the host wrote with
    /// [`Batch::put_review`]), if one was computed.
    pub fn review(&self, game: u64) -> Result<Option<Vec<u8>>, StoreError> {
        self.call(|b| b.review(game))
    }

    /// The review requests acknowledged and not yet posted ([`Batch::queue_review`]), in
    /// the order they came (the first request of each game gives its place); only game
    /// `game`'s with `Some`.
    pub fn queued_reviews(&self, game: Option<u64>) -> Result<Vec<ReviewRequest>, StoreError> {
        self.call(|b| b.queued_reviews(game))
    }

    pub fn rating(
        &self,
        server: &str,
        ruleset: &str,
        user: &str,
    ) -> Result<Option<RatingEntry>, StoreError> {
        self.call(|b| b.rating(server, ruleset, user))
    }

    /// The rating history of `ruleset` on `server`: every rated game, in the order rated.
    pub fn rating_history(
        &self,
        server: &str,
        ruleset: &str,
    ) -> Result<Vec<RatedRecord>, StoreError> {
        self.call(|b| b.rating_history(server, ruleset))
    }

    /// The best `limit` ratings of `ruleset` on `server`, highest first (ties by user id).
    pub fn leaderboard(
        &self,
        server: &str,
        ruleset: &str,
        limit: usize,
    ) -> Result<Vec<RatingEntry>, StoreError> {
        self.call(|b| b.leaderboard(server, ruleset, limit))
    }

    /// Audit lines from `from` (included) to `to` (excluded), in the order written.
    pub fn audit_range(
        &self,
        from: Timestamp,
        to: Timestamp,
    ) -> Result<Vec<AuditEntry>, StoreError> {
        self.call(|b| b.audit_range(from, to))
    }

    /// Whether the event `event_id` was already applied.
    pub fn is_processed(&self, event_id: &str) -> Result<bool, StoreError> {
        memo::processed(self.owner(), event_id, || {
            self.call(|b| b.is_processed(event_id))
        })
    }

    /// Forgets processed event ids recorded before `before` (platforms stop redelivering
    /// after a while); returns how many. Not made durable by itself.
    pub fn prune_processed(&self, before: Timestamp) -> Result<usize, StoreError> {
        self.call(|b| b.prune_processed(before))
    }

    /// The bot's own small record `key` (such as its signing key), if stored.
    pub fn bot_meta(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        self.call(|b| b.bot_meta(key))
    }

    /// The bot's records whose key starts with `prefix` (such as [`TOLD_MISSING`]), by
    /// key.
    pub fn bot_metas(&self, prefix: &str) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        self.call(|b| b.bot_metas(prefix))
    }

    /// The bot's key for signing finished games' exports (bot record
    /// [`SIGNING_KEY_SEED`], its raw 32-byte Ed25519 seed): the stored one, or at the first
    /// call one drawn from the operating system's random source and stored durably before
    /// it is returned, so no export is ever signed by a key the store could lose. Two
    /// first calls, even from two processes, get the same key.
    pub fn signing_key(&self) -> Result<RecordKey, StoreError> {
        let fresh = RecordKey::generate().map_err(|e| StoreError::Encode {
            what: "a new signing key".into(),
            reason: e.to_string(),
        })?;
        let seed = self.bot_meta_or_insert(SIGNING_KEY_SEED, &fresh.seed())?;
        let seed: [u8; 32] = seed
            .as_slice()
            .try_into()
            .map_err(|_| StoreError::Corrupt {
                tree: "bot_meta",
                key: SIGNING_KEY_SEED.to_string(),
                reason: "the signing key seed is not 32 bytes".to_string(),
            })?;
        Ok(RecordKey::from_seed(seed))
    }

    /// The bot's record `key`: the stored one, or `value`, stored now (durably) if there
    /// was none. Two processes racing both get the same, first stored value.
    pub fn bot_meta_or_insert(&self, key: &str, value: &[u8]) -> Result<Vec<u8>, StoreError> {
        self.call(|b| b.bot_meta_or_insert(key, value))
    }

    /// Takes or renews the lease `name` (such as [`SWEEPER_LEASE`]) for `holder` during
    /// `ttl`: `true` when `holder` has it now. A holder that stops renewing loses it when
    /// `ttl` has passed, and another may then take it. At most one holder has a lease at a
    /// time (PostgreSQL: judged by the database's clock).
    pub fn try_lease(&self, name: &str, holder: &str, ttl: Duration) -> Result<bool, StoreError> {
        self.call(|b| b.try_lease(name, holder, ttl))
    }

    /// Gives up the lease `name` if `holder` has it (another may take it at once).
    pub fn release_lease(&self, name: &str, holder: &str) -> Result<(), StoreError> {
        self.call(|b| b.release_lease(name, holder))
    }
}

/// The lease of the process that runs the sweeper.
pub const SWEEPER_LEASE: &str = "sweeper";
