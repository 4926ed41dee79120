//! The PostgreSQL backend: one database shared by several processes.
//!
//! Tables (see `migrations/`): `games` (one row per game: where, who, active, wake-up,
//! version, stored turn count, and the head of its record), `game_turns` (one row per
//! turn, appended), `challenges`, `settings`, `users`, `ratings`, `audit`,
//! `processed_events`, `bot_meta`, `leases`, the `chakbot_ids` sequence. The indexes the
//! sled backend keeps by hand are SQL indexes here (partial ones for active games).
//!
//! A commit is one transaction with synchronous commit on: when it returns, the change
//! is on the server's disk. The event id is inserted first (a second insert of the same
//! id, even by another process, waits for the first and then finds it); a game row is
//! updated only where its version is still the one this process read (`Stale` otherwise).
//! Serialization failures and deadlocks are retried.
//!
//! A move's batch (its event id and one game whose stored turns this process knows) is
//! one statement, `FAST_COMMIT` below: one round trip, the same guarantees (see
//! [`Postgres::fast_commit`]); other batches are a transaction of one statement per op.
//! Connections are not checked on checkout (a round trip each time); a call whose
//! connection turns out closed runs once more on a checked one ([`Postgres::with_conn`]).
//!
//! When the server cannot be reached, a call fails within about a second with
//! [`StoreError::Unreachable`] and the calls of the next moment at once ([`breaker`]);
//! once the server answers again, calls go through by themselves. A write the database
//! refuses as read-only retires every pooled connection (each keeps the read-only
//! setting its session started with) and runs once more on a new one: the store writes
//! again as soon as the database does, and says [`StoreError::ReadOnly`] meanwhile.
//!
//! The client is the synchronous `postgres` crate with an r2d2 pool: the host's `handle`
//! is blocking and runs on plain threads and tokio's blocking pool, where a blocking
//! client is the natural fit (no runtime handle to carry, no async in the host).

mod breaker;
mod migrate;
mod pool;

pub use migrate::latest as latest_schema;

use super::backend::{Backend, Expected, Prefetched, RatedRow, RatingRow, Written};
use super::batch::{Batch, Op};
use super::error::{Outage, StoreError};
use super::gamerec::{self, GameWrite};
use super::records::GameFilter;
use super::records::{
    self, AuditEntry, Challenge, Due, GameMeta, RatedRecord, RatingEntry, ReviewRequest,
    ServerSettings, UserRecord,
};
use super::url::hide_password;
use crate::game::{Game, Timestamp};
use crate::tournament::Tournament;
use breaker::{Admit, Breaker, PROBE_WAIT};
use pool::{Cache, Conn, Manager};
use postgres::Transaction;
use std::collections::HashMap;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Connections kept open at most.
const POOL_SIZE: u32 = 16;
/// How many times a commit is tried when the server asks to retry it.
const COMMIT_TRIES: u32 = 5;
/// How long a call waits for a pooled connection while the server answers (every one
/// busy, or a new one being opened).
const CONNECTION_WAIT: Duration = Duration::from_secs(2);
/// How long opening a TCP connection may take, unless the URL says (`connect_timeout`):
/// without it, a server whose machine is gone holds a connect for minutes.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);
/// How long sent data may stay unacknowledged before the connection is given up, unless
/// the URL says (`tcp_user_timeout`): a query to a vanished machine fails instead of
/// hanging.
const TCP_USER_TIMEOUT: Duration = Duration::from_secs(10);

fn db(ms: Timestamp) -> i64 {
    i64::try_from(ms.0).unwrap_or(i64::MAX)
}

fn ts(v: i64) -> Timestamp {
    Timestamp(u64::try_from(v).unwrap_or(0))
}

fn id_db(id: u64) -> i64 {
    i64::try_from(id).unwrap_or(i64::MAX)
}

/// What a stored game row holds at one version: its turn count and last turn's checksum.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct Stored {
    version: u64,
    turn_count: u64,
    last_crc: u32,
}

/// The open PostgreSQL store.
pub(crate) struct Postgres {
    url: String,
    /// Always `Some` until dropped (see the `Drop` impl).
    pool: Option<r2d2::Pool<Manager>>,
    written: AtomicU64,
    /// Round trips to the server since open (statements, `BEGIN`, `COMMIT`, checks).
    trips: Arc<AtomicU64>,
    /// The stored turns of the active games this process read or wrote last, by the
    /// version they were at: a commit expecting that version appends without asking.
    known: Mutex<HashMap<u64, Stored>>,
    /// Calls refused at once for a moment after the server could not be reached.
    breaker: Breaker,
    /// The pool's generation of connections (see [`Manager::is_retired`]).
    generation: Arc<AtomicU64>,
}

/// A move in one statement: the event id inserted (nothing if already there), the game
/// row updated only at the expected version and stored turns and only if the event was
/// new, the new turns appended only if the row was. If the row was not updated (stale,
/// already processed), `1 / 0` fails the statement, so nothing of it is written, and
/// the batch runs again as a transaction that says why (`try_commit`).
const FAST_COMMIT: &str = "WITH ev AS (INSERT INTO processed_events (event_id, at) \
       SELECT * FROM UNNEST($13::TEXT[], $14::BIGINT[]) ON CONFLICT DO NOTHING RETURNING 1), \
     g AS (UPDATE games SET version = $2 + 1, server = $3, channel = $4, white = $5, \
       black = $6, ruleset = $7, active = $8, wakeup = $9, turn_count = $10, \
       last_turn_crc = $11, head = $12 \
       WHERE id = $1 AND version = $2 AND turn_count = $15 AND last_turn_crc = $16 \
       AND (SELECT count(*) FROM ev) = cardinality($13::TEXT[]) RETURNING id), \
     t AS (INSERT INTO game_turns (game_id, idx, turn) \
       SELECT $1, x.idx, x.turn FROM UNNEST($17::INTEGER[], $18::TEXT[]) AS x(idx, turn) \
       WHERE EXISTS (SELECT 1 FROM g)) \
     SELECT 1 / (SELECT count(*) FROM g)::INTEGER";

/// The blocking client runs a small runtime of its own in each connection, which may not
/// be entered or dropped on a thread that drives async tasks. So the pool is opened (see
/// [`Postgres::open_at`]) and dropped on a thread of its own: a store may be opened and
/// dropped anywhere, and used from plain threads and `spawn_blocking`.
impl Drop for Postgres {
    fn drop(&mut self) {
        if let Some(pool) = self.pool.take() {
            let _ = std::thread::spawn(move || drop(pool)).join();
        }
    }
}

/// Splits `?schema=NAME` off a URL (the rest goes to the client).
fn split_schema(url: &str) -> (String, Option<String>) {
    let Some((base, query)) = url.split_once('?') else {
        return (url.to_string(), None);
    };
    let mut schema = None;
    let rest: Vec<&str> = query
        .split('&')
        .filter(|p| match p.strip_prefix("schema=") {
            Some(s) => {
                schema = Some(s.to_string());
                false
            }
            None => true,
        })
        .collect();
    if rest.is_empty() {
        (base.to_string(), schema)
    } else {
        (format!("{base}?{}", rest.join("&")), schema)
    }
}

impl Postgres {
    /// Connects, creates the schema if needed and applies the pending migrations.
    pub fn open(url: &str) -> Result<Postgres, StoreError> {
        Postgres::open_at(url, migrate::latest())
    }

    /// Like [`Postgres::open`], but migrates only up to schema version `target` (tests
    /// of upgrades).
    pub(crate) fn open_at(url: &str, target: i32) -> Result<Postgres, StoreError> {
        std::thread::scope(|s| {
            s.spawn(|| Postgres::open_here(url, target))
                .join()
                .unwrap_or_else(|_| Err(StoreError::Postgres("opening panicked".into())))
        })
    }

    fn open_here(url: &str, target: i32) -> Result<Postgres, StoreError> {
        let (base, schema) = split_schema(url);
        let mut config = postgres::Config::from_str(&base).map_err(|e| StoreError::Url {
            url: hide_password(url),
            reason: e.to_string(),
        })?;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        if config.get_tcp_user_timeout().is_none() {
            config.tcp_user_timeout(TCP_USER_TIMEOUT);
        }
        let trips = Arc::new(AtomicU64::new(0));
        let generation = Arc::new(AtomicU64::new(0));
        let manager = Manager {
            config,
            schema,
            trips: trips.clone(),
            generation: generation.clone(),
        };
        {
            let mut client = manager.connect_plain()?;
            if let Some(schema) = &manager.schema {
                // Under the migration lock: two processes starting together would
                // otherwise both create the schema, and one would fail on PostgreSQL's
                // unique index of schema names (`IF NOT EXISTS` does not prevent that race).
                client.batch_execute(&format!(
                    "BEGIN; SELECT pg_advisory_xact_lock({}); CREATE SCHEMA IF NOT EXISTS {}; \
                     COMMIT; SET search_path TO {};",
                    migrate::MIGRATION_LOCK,
                    pool::ident(schema),
                    pool::ident(schema)
                ))?;
            }
            migrate::migrate_to(&mut client, target)?;
        }
        let pool = r2d2::Pool::builder()
            .max_size(POOL_SIZE)
            .min_idle(Some(1))
            .test_on_check_out(false)
            .connection_timeout(CONNECTION_WAIT)
            .build(manager)?;
        Ok(Postgres {
            url: hide_password(url),
            pool: Some(pool),
            written: AtomicU64::new(0),
            trips,
            known: Mutex::new(HashMap::new()),
            breaker: Breaker::default(),
            generation,
        })
    }

    fn pool(&self) -> Result<&r2d2::Pool<Manager>, StoreError> {
        self.pool
            .as_ref()
            .ok_or_else(|| StoreError::Postgres("the store is closed".into()))
    }

    /// The error of a call that found no server.
    fn unreachable(&self, why: impl std::fmt::Display) -> StoreError {
        StoreError::Unreachable(format!("{}: {why}", self.url))
    }

    /// Whether `conn` was opened before the store last met a read-only database.
    fn is_retired(&self, conn: &Conn) -> bool {
        conn.generation < self.generation.load(Ordering::SeqCst)
    }

    /// A pooled connection opened since the last retirement, waiting at most `wait` for
    /// one. Retired ones handed out are dropped (the pool discards them, `has_broken`).
    fn conn(&self, wait: Duration) -> Result<r2d2::PooledConnection<Manager>, StoreError> {
        let pool = self.pool()?;
        for _ in 0..=POOL_SIZE {
            let conn = pool.get_timeout(wait).map_err(|e| {
                if pool.state().connections == 0 {
                    self.unreachable(e)
                } else {
                    StoreError::Postgres(format!("every connection is busy: {e}"))
                }
            })?;
            if !self.is_retired(&conn) {
                return Ok(conn);
            }
        }
        Err(StoreError::Postgres(
            "no connection opened since the database was read-only".into(),
        ))
    }

    /// A connection that answered a query just now: the idle pooled ones that do not are
    /// dropped (the pool replaces them), then a new one is waited for briefly (a server
    /// that just went away rarely comes back within the second).
    fn checked_conn(&self) -> Result<r2d2::PooledConnection<Manager>, StoreError> {
        let pool = self.pool()?;
        for _ in 0..=POOL_SIZE {
            let Some(mut conn) = pool.try_get() else {
                break;
            };
            if self.is_retired(&conn) {
                continue;
            }
            conn.cache.trip(1);
            if conn.client.simple_query("").is_ok() {
                return Ok(conn);
            }
        }
        let mut conn = self.conn(PROBE_WAIT)?;
        conn.cache.trip(1);
        match conn.client.simple_query("") {
            Ok(_) => Ok(conn),
            Err(e) => Err(self.unreachable(e)),
        }
    }

    /// Runs `f` on a pooled connection; refused at once while the server could not be
    /// reached a moment ago ([`breaker`]), and noting for the next calls whether it was.
    fn with_conn<T>(
        &self,
        mut f: impl FnMut(&mut Conn) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let wait = match self.breaker.admit() {
            Admit::Refused => {
                return Err(self
                    .unreachable("it did not answer a moment ago; the store tries again shortly"))
            }
            Admit::Probe => PROBE_WAIT,
            Admit::Normal => CONNECTION_WAIT,
        };
        let result = self.run(wait, &mut f);
        match &result {
            Err(e) if e.outage() == Some(Outage::Unreachable) => self.breaker.failed(),
            _ => self.breaker.reached(),
        }
        result
    }

    /// Runs `f` on a pooled connection, and once more if the first could not do it:
    /// - it turned out closed (the server ended it; connections are not checked on
    ///   checkout): on a checked connection. A commit cut off that way either did not
    ///   happen or happened whole: run again, it finds its event id (`AlreadyProcessed`)
    ///   or the game's new version (`Stale`).
    /// - its session was read-only (nothing was written): every pooled connection is
    ///   retired and `f` runs on a new one, which sees whether the database still is.
    fn run<T>(
        &self,
        wait: Duration,
        f: &mut impl FnMut(&mut Conn) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let first = {
            let mut conn = self.conn(wait)?;
            f(&mut conn)
        };
        match first {
            Err(StoreError::Disconnected(_)) => f(&mut *self.checked_conn()?),
            Err(StoreError::ReadOnly(why)) => {
                tracing::warn!(error = %why, "the database refused a write as read-only");
                self.generation.fetch_add(1, Ordering::SeqCst);
                f(&mut *self.conn(wait)?)
            }
            other => other,
        }
    }

    fn known(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Stored>> {
        self.known.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs one read query and maps its rows.
    fn rows<T>(
        &self,
        sql: &'static str,
        params: &[&(dyn postgres::types::ToSql + Sync)],
        f: impl Fn(&postgres::Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        self.with_conn(|conn| {
            let Conn { client, cache, .. } = conn;
            let stmt = cache.get(client, sql)?;
            cache.trip(1);
            client.query(&stmt, params)?.iter().map(&f).collect()
        })
    }

    fn one<T>(
        &self,
        sql: &'static str,
        params: &[&(dyn postgres::types::ToSql + Sync)],
        f: impl Fn(&postgres::Row) -> Result<T, StoreError>,
    ) -> Result<Option<T>, StoreError> {
        Ok(self.rows(sql, params, f)?.into_iter().next())
    }

    fn try_commit(
        &self,
        conn: &mut Conn,
        batch: &Batch,
        expected: &Expected,
    ) -> Result<(Written, u64), StoreError> {
        let Conn { client, cache, .. } = conn;
        cache.trip(1);
        let mut tx = client.transaction()?;
        let mut written = Written::new();
        let mut bytes = 0u64;
        for op in &batch.ops {
            bytes += write_op(&mut tx, cache, op, expected, &mut written)?;
        }
        cache.trip(1);
        tx.commit()?;
        Ok((written, bytes))
    }

    /// The batch as one statement ([`FAST_COMMIT`]) if it is a move: at most one event
    /// id and one game, at the version this process last read or wrote, whose stored
    /// turns are all kept. `Ok(None)`: not such a batch, or the statement refused it
    /// (stale, already processed): nothing was written, run the transaction.
    fn fast_commit(
        &self,
        conn: &mut Conn,
        batch: &Batch,
        expected: &Expected,
    ) -> Result<Option<(Written, u64)>, StoreError> {
        let (mut events, mut ats, mut game) = (Vec::new(), Vec::new(), None);
        for op in &batch.ops {
            match op {
                Op::Processed { event_id, at } => {
                    events.push(event_id.as_str());
                    ats.push(db(*at));
                }
                Op::Game(g) if game.is_none() => game = Some(g),
                _ => return Ok(None),
            }
        }
        let Some(g) = game else { return Ok(None) };
        let Some(Some(version)) = expected.get(&g.meta.id).copied() else {
            return Ok(None);
        };
        let Some(stored) = self.known().get(&g.meta.id).copied() else {
            return Ok(None);
        };
        if stored.version != version {
            return Ok(None);
        }
        let plan = g.plan(stored.turn_count, stored.last_crc)?;
        if plan.keep as u64 != stored.turn_count {
            return Ok(None);
        }
        let m = &g.meta;
        let idx: Vec<i32> = (plan.keep..plan.count).map(|i| i as i32).collect();
        let turns = (plan.keep..plan.count)
            .map(|i| g.turn(i).map(|t| String::from_utf8(t).unwrap_or_default()))
            .collect::<Result<Vec<String>, StoreError>>()?;
        let Conn { client, cache, .. } = conn;
        let s = cache.get(client, FAST_COMMIT)?;
        let v = i64::try_from(version).unwrap_or(i64::MAX);
        cache.trip(1);
        let done = client.execute(
            &s,
            &[
                &id_db(m.id),
                &v,
                &m.server,
                &m.channel,
                &m.white,
                &m.black,
                &m.ruleset,
                &m.active,
                &m.wakeup.map(db),
                &i64::try_from(m.turn_count).unwrap_or(i64::MAX),
                &i64::from(g.last_crc),
                &text(&g.head),
                &events,
                &ats,
                &i64::try_from(stored.turn_count).unwrap_or(i64::MAX),
                &i64::from(stored.last_crc),
                &idx,
                &turns,
            ],
        );
        match done {
            Ok(_) => {}
            Err(e) if e.code() == Some(&postgres::error::SqlState::DIVISION_BY_ZERO) => {
                return Ok(None)
            }
            Err(e) => return Err(e.into()),
        }
        let bytes = events.iter().map(|e| e.len() as u64 + 8).sum::<u64>()
            + row_bytes(g)
            + turns.iter().map(|t| t.len() as u64 + 12).sum::<u64>();
        Ok(Some((vec![(m.id, version + 1, m.active)], bytes)))
    }

    /// Remembers what the games a commit wrote now hold.
    fn wrote(&self, batch: &Batch, written: &Written) {
        let mut known = self.known();
        for op in &batch.ops {
            let Op::Game(g) = op else { continue };
            match written.iter().find(|(id, _, _)| *id == g.meta.id) {
                Some(&(id, version, true)) => {
                    known.insert(
                        id,
                        Stored {
                            version,
                            turn_count: g.meta.turn_count,
                            last_crc: g.last_crc,
                        },
                    );
                }
                _ => {
                    known.remove(&g.meta.id);
                }
            }
        }
    }
}

/// The bytes of a game's row (without its turns), as the store counts them.
fn row_bytes(g: &GameWrite) -> u64 {
    let m = &g.meta;
    (8 * 6 + m.server.len() + m.channel.len() + m.white.len() + m.black.len()) as u64
        + (m.ruleset.len() + g.head.len()) as u64
}

impl Manager {
    /// A connection outside the pool, before the schema exists.
    fn connect_plain(&self) -> Result<postgres::Client, StoreError> {
        Ok(self.config.connect(postgres::NoTls)?)
    }
}

/// The records are JSON written by serde: valid UTF-8.
fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).unwrap_or_default()
}

/// Writes one op of a batch inside `tx`: a game at its `expected` version (its new
/// version into `written`), the other records as they come, refused where what it
/// removes or replaces is gone or stale. Returns the bytes written.
fn write_op(
    tx: &mut Transaction,
    cache: &mut Cache,
    op: &Op,
    expected: &Expected,
    written: &mut Written,
) -> Result<u64, StoreError> {
    if !matches!(op, Op::Game(_)) {
        cache.trip(1);
    }
    Ok(match op {
        Op::Processed { event_id, at } => {
            let s = cache.get(
                tx,
                "INSERT INTO processed_events (event_id, at) VALUES ($1, $2) \
                 ON CONFLICT DO NOTHING",
            )?;
            if tx.execute(&s, &[event_id, &db(*at)])? == 0 {
                return Err(StoreError::AlreadyProcessed {
                    event_id: event_id.clone(),
                });
            }
            event_id.len() as u64 + 8
        }
        Op::Game(g) => {
            let expect = expected.get(&g.meta.id).copied().flatten();
            let (version, b) = put_game(tx, cache, g, expect)?;
            written.push((g.meta.id, version, g.meta.active));
            b
        }
        Op::PutChallenge {
            id,
            expires_at,
            bytes: body,
        } => {
            let s = cache.get(
                tx,
                "INSERT INTO challenges (id, expires_at, body) VALUES ($1, $2, $3) \
                 ON CONFLICT (id) DO UPDATE SET expires_at = EXCLUDED.expires_at, \
                 body = EXCLUDED.body",
            )?;
            tx.execute(&s, &[&id_db(*id), &db(*expires_at), &text(body)])?;
            16 + body.len() as u64
        }
        Op::RemoveChallenge(id) => {
            let s = cache.get(tx, "DELETE FROM challenges WHERE id = $1")?;
            if tx.execute(&s, &[&id_db(*id)])? == 0 {
                return Err(StoreError::ChallengeGone { challenge: *id });
            }
            8
        }
        Op::Settings {
            server,
            bytes: body,
        } => {
            let s = cache.get(
                tx,
                "INSERT INTO settings (server, body) VALUES ($1, $2) \
                 ON CONFLICT (server) DO UPDATE SET body = EXCLUDED.body",
            )?;
            tx.execute(&s, &[server, &text(body)])?;
            (server.len() + body.len()) as u64
        }
        Op::Tournament {
            id,
            expected,
            server,
            active,
            wakeup,
            bytes: body,
        } => put_tournament(tx, cache, *id, *expected, (server, *active, *wakeup), body)?,
        Op::User { user, bytes: body } => {
            let s = cache.get(
                tx,
                "INSERT INTO users (id, body) VALUES ($1, $2) \
                 ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body",
            )?;
            tx.execute(&s, &[user, &text(body)])?;
            (user.len() + body.len()) as u64
        }
        Op::Review { game, bytes: body } => {
            let s = cache.get(
                tx,
                "INSERT INTO reviews (game, body) VALUES ($1, $2) \
                 ON CONFLICT (game) DO UPDATE SET body = EXCLUDED.body",
            )?;
            tx.execute(&s, &[&id_db(*game), &text(body)])?;
            8 + body.len() as u64
        }
        Op::QueueReview {
            game,
            asker,
            bytes: body,
        } => {
            let s = cache.get(
                tx,
                "INSERT INTO review_queue (game, asker, body) VALUES ($1, $2, $3) \
                 ON CONFLICT (game, asker) DO NOTHING",
            )?;
            tx.execute(&s, &[&id_db(*game), asker, &text(body)])?;
            8 + (asker.len() + body.len()) as u64
        }
        Op::DequeueReview { game, asker } => {
            let s = cache.get(
                tx,
                "DELETE FROM review_queue WHERE game = $1 AND asker = $2",
            )?;
            if tx.execute(&s, &[&id_db(*game), asker])? == 0 {
                return Err(StoreError::ReviewDequeued { game: *game });
            }
            8 + asker.len() as u64
        }
        Op::Rating {
            server,
            ruleset,
            user,
            rating,
            bytes: body,
        } => {
            let s = cache.get(
                tx,
                "INSERT INTO ratings (server, ruleset, user_id, rating, body) \
                 VALUES ($1, $2, $3, $4, $5) \
                 ON CONFLICT (server, ruleset, user_id) \
                 DO UPDATE SET rating = EXCLUDED.rating, body = EXCLUDED.body",
            )?;
            tx.execute(&s, &[server, ruleset, user, rating, &text(body)])?;
            (server.len() + ruleset.len() + user.len() + 8 + body.len()) as u64
        }
        Op::RatedGame {
            server,
            ruleset,
            game,
            order,
            bytes: Some(body),
        } => {
            let s = cache.get(
                tx,
                "INSERT INTO rated_games (server, ruleset, game, ord, body) \
                 VALUES ($1, $2, $3, $4, $5) \
                 ON CONFLICT (server, ruleset, game) \
                 DO UPDATE SET ord = EXCLUDED.ord, body = EXCLUDED.body",
            )?;
            tx.execute(
                &s,
                &[server, ruleset, &id_db(*game), &db(*order), &text(body)],
            )?;
            (server.len() + ruleset.len() + 16 + body.len()) as u64
        }
        Op::RatedGame {
            server,
            ruleset,
            game,
            bytes: None,
            ..
        } => {
            let s = cache.get(
                tx,
                "DELETE FROM rated_games WHERE server = $1 AND ruleset = $2 AND game = $3",
            )?;
            tx.execute(&s, &[server, ruleset, &id_db(*game)])?;
            (server.len() + ruleset.len() + 8) as u64
        }
        Op::BotMeta {
            key,
            value: Some(value),
        } => {
            let s = cache.get(
                tx,
                "INSERT INTO bot_meta (key, value) VALUES ($1, $2) \
                 ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
            )?;
            tx.execute(&s, &[key, value])?;
            (key.len() + value.len()) as u64
        }
        Op::BotMeta { key, value: None } => {
            let s = cache.get(tx, "DELETE FROM bot_meta WHERE key = $1")?;
            tx.execute(&s, &[key])?;
            key.len() as u64
        }
        Op::Audit { at, bytes: body } => {
            let s = cache.get(tx, "INSERT INTO audit (at, body) VALUES ($1, $2)")?;
            tx.execute(&s, &[&db(*at), &text(body)])?;
            16 + body.len() as u64
        }
    })
}

/// Writes one tournament inside `tx`: inserted when new (`expected` none), else updated
/// only at the `expected` version; `(server, active, wakeup)` its row's columns, `body`
/// the record. Returns the bytes written.
fn put_tournament(
    tx: &mut Transaction,
    cache: &mut Cache,
    id: u64,
    expected: Option<u64>,
    (server, active, wakeup): (&String, bool, Option<Timestamp>),
    body: &[u8],
) -> Result<u64, StoreError> {
    let wakeup = wakeup.map(db);
    let changed = match expected {
        None => {
            let s = cache.get(
                tx,
                "INSERT INTO tournaments (id, version, server, active, wakeup, body) \
                 VALUES ($1, 1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING",
            )?;
            tx.execute(&s, &[&id_db(id), server, &active, &wakeup, &text(body)])?
        }
        Some(v) => {
            let s = cache.get(
                tx,
                "UPDATE tournaments SET version = version + 1, active = $3, \
                 wakeup = $4, body = $5 WHERE id = $1 AND version = $2",
            )?;
            let v = id_db(v);
            tx.execute(&s, &[&id_db(id), &v, &active, &wakeup, &text(body)])?
        }
    };
    if changed == 0 {
        return Err(StoreError::TournamentStale { tournament: id });
    }
    Ok((40 + server.len() + body.len()) as u64)
}

/// Writes one game inside `tx`: the row only where its version is the expected one, then
/// its new turns. Returns the new version and the bytes written.
fn put_game(
    tx: &mut Transaction,
    cache: &mut Cache,
    g: &GameWrite,
    expected: Option<u64>,
) -> Result<(u64, u64), StoreError> {
    let m = &g.meta;
    let id = id_db(m.id);
    let wakeup = m.wakeup.map(db);
    let crc = i64::from(g.last_crc);
    let count = i64::try_from(m.turn_count).unwrap_or(i64::MAX);
    let head = text(&g.head);
    let stale = StoreError::Stale { game: m.id };
    let (version, stored_count, stored_crc) = match expected {
        None => {
            let s = cache.get(
                tx,
                "INSERT INTO games (id, version, server, channel, white, black, ruleset, \
                 active, wakeup, turn_count, last_turn_crc, head) \
                 VALUES ($1, 1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) \
                 ON CONFLICT (id) DO NOTHING",
            )?;
            cache.trip(1);
            let n = tx.execute(
                &s,
                &[
                    &id, &m.server, &m.channel, &m.white, &m.black, &m.ruleset, &m.active, &wakeup,
                    &count, &crc, &head,
                ],
            )?;
            if n == 0 {
                return Err(stale);
            }
            (1, 0, 0)
        }
        Some(v) => {
            let s = cache.get(
                tx,
                "WITH old AS (SELECT turn_count, last_turn_crc FROM games \
                              WHERE id = $1 AND version = $2 FOR UPDATE) \
                 UPDATE games g SET version = $2 + 1, server = $3, channel = $4, white = $5, \
                   black = $6, ruleset = $7, active = $8, wakeup = $9, turn_count = $10, \
                   last_turn_crc = $11, head = $12 \
                 FROM old WHERE g.id = $1 RETURNING old.turn_count, old.last_turn_crc",
            )?;
            let v = i64::try_from(v).unwrap_or(i64::MAX);
            cache.trip(1);
            let rows = tx.query(
                &s,
                &[
                    &id, &v, &m.server, &m.channel, &m.white, &m.black, &m.ruleset, &m.active,
                    &wakeup, &count, &crc, &head,
                ],
            )?;
            let Some(row) = rows.first() else {
                return Err(stale);
            };
            let old_count: i64 = row.get(0);
            let old_crc: i64 = row.get(1);
            (
                u64::try_from(v).unwrap_or(0) + 1,
                u64::try_from(old_count).unwrap_or(0),
                u32::try_from(old_crc).unwrap_or(0),
            )
        }
    };
    let mut bytes = row_bytes(g);
    let plan = g.plan(stored_count, stored_crc)?;
    if (plan.keep as u64) < stored_count {
        let s = cache.get(
            tx,
            "DELETE FROM game_turns WHERE game_id = $1 AND idx >= $2",
        )?;
        cache.trip(1);
        tx.execute(&s, &[&id, &(plan.keep as i32)])?;
    }
    if plan.keep < plan.count {
        let idx: Vec<i32> = (plan.keep..plan.count).map(|i| i as i32).collect();
        let turns = (plan.keep..plan.count)
            .map(|i| g.turn(i).map(|t| String::from_utf8(t).unwrap_or_default()))
            .collect::<Result<Vec<String>, StoreError>>()?;
        bytes += turns.iter().map(|t| t.len() as u64 + 12).sum::<u64>();
        let s = cache.get(
            tx,
            "INSERT INTO game_turns (game_id, idx, turn) \
             SELECT $1, t.idx, t.turn FROM UNNEST($2::INTEGER[], $3::TEXT[]) AS t(idx, turn)",
        )?;
        cache.trip(1);
        tx.execute(&s, &[&id, &idx, &turns])?;
    }
    Ok((version, bytes))
}

fn game_meta_of(row: &postgres::Row) -> GameMeta {
    GameMeta {
        id: u64::try_from(row.get::<_, i64>("id")).unwrap_or(0),
        server: row.get("server"),
        channel: row.get("channel"),
        white: row.get("white"),
        black: row.get("black"),
        ruleset: row.get("ruleset"),
        active: row.get("active"),
        wakeup: row.get::<_, Option<i64>>("wakeup").map(ts),
        version: u64::try_from(row.get::<_, i64>("version")).unwrap_or(0),
        turn_count: u64::try_from(row.get::<_, i64>("turn_count")).unwrap_or(0),
        last_turn_crc: u32::try_from(row.get::<_, i64>("last_turn_crc")).unwrap_or(0),
    }
}

/// A game's meta from its row as JSON (`row_to_json`: the columns are its fields).
fn decode_meta(json: &str) -> Result<GameMeta, StoreError> {
    serde_json::from_str(json).map_err(|e| StoreError::Corrupt {
        tree: "games",
        key: json.chars().take(40).collect(),
        reason: e.to_string(),
    })
}

fn due_of(row: &postgres::Row) -> Result<Due, StoreError> {
    let at = ts(row.get(0));
    let id = u64::try_from(row.get::<_, i64>(2)).unwrap_or(0);
    Ok(match row.get::<_, i32>(1) {
        0 => Due::Game { id, at },
        1 => Due::Challenge { id, at },
        _ => Due::Tournament { id, at },
    })
}

fn tournament_of(row: &postgres::Row) -> Result<(Tournament, u64), StoreError> {
    let id = u64::try_from(row.get::<_, i64>(0)).unwrap_or(0);
    let version = u64::try_from(row.get::<_, i64>(1)).unwrap_or(0);
    let t = decode_body("tournaments", &id.to_string(), row.get(2))?;
    Ok((t, version))
}

fn ids_of(row: &postgres::Row) -> Result<u64, StoreError> {
    Ok(u64::try_from(row.get::<_, i64>(0)).unwrap_or(0))
}

fn decode_body<T: serde::de::DeserializeOwned>(
    table: &'static str,
    key: &str,
    body: &str,
) -> Result<T, StoreError> {
    records::decode(table, key, body.as_bytes())
}

impl Backend for Postgres {
    fn describe(&self) -> String {
        self.url.clone()
    }

    fn shared(&self) -> bool {
        true
    }

    fn next_id(&self) -> Result<u64, StoreError> {
        let id = self.one("SELECT nextval('chakbot_ids')", &[], ids_of)?;
        Ok(id.unwrap_or(0))
    }

    fn last_id(&self) -> Result<u64, StoreError> {
        let id = self.one(
            "SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM chakbot_ids",
            &[],
            ids_of,
        )?;
        Ok(id.unwrap_or(0))
    }

    fn raise_last_id(&self, last: u64) -> Result<(), StoreError> {
        if last > self.last_id()? {
            self.one("SELECT setval('chakbot_ids', $1)", &[&id_db(last)], ids_of)?;
        }
        Ok(())
    }

    fn commit(&self, batch: &Batch, expected: &Expected) -> Result<Written, StoreError> {
        let mut tries = 0;
        loop {
            tries += 1;
            let done = self.with_conn(|conn| match self.fast_commit(conn, batch, expected)? {
                Some(done) => Ok(done),
                None => self.try_commit(conn, batch, expected),
            });
            match done {
                Ok((written, bytes)) => {
                    self.written.fetch_add(bytes, Ordering::Relaxed);
                    self.wrote(batch, &written);
                    return Ok(written);
                }
                Err(StoreError::Conflict(_)) if tries < COMMIT_TRIES => continue,
                Err(e) => {
                    if matches!(e, StoreError::Stale { .. }) {
                        for op in &batch.ops {
                            if let Op::Game(g) = op {
                                self.known().remove(&g.meta.id);
                            }
                        }
                    }
                    return Err(e);
                }
            }
        }
    }

    fn sync(&self) -> Result<(), StoreError> {
        // Every commit is durable when it returns (synchronous commit).
        Ok(())
    }

    fn game(&self, id: u64) -> Result<Option<(Game, u64)>, StoreError> {
        // One statement: one snapshot of the head and its turns.
        let row = self.one(
            "SELECT g.head, g.version, \
               ARRAY(SELECT t.turn FROM game_turns t WHERE t.game_id = g.id ORDER BY t.idx), \
               g.turn_count, g.last_turn_crc, g.active \
             FROM games g WHERE g.id = $1",
            &[&id_db(id)],
            |r| {
                let head: String = r.get(0);
                let version: i64 = r.get(1);
                let turns: Vec<String> = r.get(2);
                let stored = Stored {
                    version: u64::try_from(version).unwrap_or(0),
                    turn_count: u64::try_from(r.get::<_, i64>(3)).unwrap_or(0),
                    last_crc: u32::try_from(r.get::<_, i64>(4)).unwrap_or(0),
                };
                Ok((head, stored, turns, r.get::<_, bool>(5)))
            },
        )?;
        let Some((head, stored, turns, active)) = row else {
            self.known().remove(&id);
            return Ok(None);
        };
        if active {
            self.known().insert(id, stored);
        }
        let turns = turns.into_iter().map(String::into_bytes).collect();
        let game = gamerec::join("games", id, head.as_bytes(), turns)?;
        Ok(Some((game, stored.version)))
    }

    fn game_version(&self, id: u64) -> Result<Option<u64>, StoreError> {
        self.one(
            "SELECT version FROM games WHERE id = $1",
            &[&id_db(id)],
            ids_of,
        )
    }

    fn game_meta(&self, id: u64) -> Result<Option<GameMeta>, StoreError> {
        self.one(
            "SELECT id, server, channel, white, black, ruleset, active, wakeup, version, \
             turn_count, last_turn_crc FROM games WHERE id = $1",
            &[&id_db(id)],
            |r| Ok(game_meta_of(r)),
        )
    }

    fn games_of_channel(&self, channel: &str, which: GameFilter) -> Result<Vec<u64>, StoreError> {
        match which {
            GameFilter::Active => self.rows(
                "SELECT id FROM games WHERE channel = $1 AND active ORDER BY id",
                &[&channel],
                ids_of,
            ),
            GameFilter::Finished => self.rows(
                "SELECT id FROM games WHERE channel = $1 AND NOT active ORDER BY id",
                &[&channel],
                ids_of,
            ),
            GameFilter::All => self.rows(
                "SELECT id FROM games WHERE channel = $1 ORDER BY id",
                &[&channel],
                ids_of,
            ),
        }
    }

    fn channel_has_active_games(&self, channel: &str) -> Result<bool, StoreError> {
        Ok(self
            .one(
                "SELECT id FROM games WHERE channel = $1 AND active LIMIT 1",
                &[&channel],
                ids_of,
            )?
            .is_some())
    }

    fn games_of_user(&self, user: &str, which: GameFilter) -> Result<Vec<u64>, StoreError> {
        match which {
            GameFilter::Active => self.rows(
                "SELECT id FROM games WHERE white = $1 AND active \
                 UNION SELECT id FROM games WHERE black = $1 AND active ORDER BY id",
                &[&user],
                ids_of,
            ),
            GameFilter::Finished => self.rows(
                "SELECT id FROM games WHERE white = $1 AND NOT active \
                 UNION SELECT id FROM games WHERE black = $1 AND NOT active ORDER BY id",
                &[&user],
                ids_of,
            ),
            GameFilter::All => self.rows(
                "SELECT id FROM games WHERE white = $1 \
                 UNION SELECT id FROM games WHERE black = $1 ORDER BY id",
                &[&user],
                ids_of,
            ),
        }
    }

    fn all_game_ids(&self) -> Result<Vec<u64>, StoreError> {
        self.rows("SELECT id FROM games ORDER BY id", &[], ids_of)
    }

    fn due_by(&self, now: Timestamp) -> Result<Vec<Due>, StoreError> {
        self.rows(
            "SELECT wakeup, 0, id FROM games WHERE wakeup <= $1 \
             UNION ALL SELECT expires_at, 1, id FROM challenges WHERE expires_at <= $1 \
             UNION ALL SELECT wakeup, 2, id FROM tournaments WHERE wakeup <= $1 \
             ORDER BY 1, 2, 3",
            &[&db(now)],
            due_of,
        )
    }

    fn next_due(&self) -> Result<Option<Due>, StoreError> {
        self.one(
            "(SELECT wakeup, 0, id FROM games WHERE wakeup IS NOT NULL \
               ORDER BY wakeup, id LIMIT 1) \
             UNION ALL (SELECT expires_at, 1, id FROM challenges \
               ORDER BY expires_at, id LIMIT 1) \
             UNION ALL (SELECT wakeup, 2, id FROM tournaments WHERE wakeup IS NOT NULL \
               ORDER BY wakeup, id LIMIT 1) \
             ORDER BY 1, 2, 3 LIMIT 1",
            &[],
            due_of,
        )
    }

    fn tournament(&self, id: u64) -> Result<Option<(Tournament, u64)>, StoreError> {
        self.one(
            "SELECT id, version, body FROM tournaments WHERE id = $1",
            &[&id_db(id)],
            tournament_of,
        )
    }

    fn tournaments(&self, active_only: bool) -> Result<Vec<(Tournament, u64)>, StoreError> {
        if active_only {
            self.rows(
                "SELECT id, version, body FROM tournaments WHERE active ORDER BY id",
                &[],
                tournament_of,
            )
        } else {
            self.rows(
                "SELECT id, version, body FROM tournaments ORDER BY id",
                &[],
                tournament_of,
            )
        }
    }

    fn challenge(&self, id: u64) -> Result<Option<Challenge>, StoreError> {
        self.one(
            "SELECT body FROM challenges WHERE id = $1",
            &[&id_db(id)],
            |r| decode_body("challenges", &id.to_string(), r.get(0)),
        )
    }

    fn challenges(&self) -> Result<Vec<Challenge>, StoreError> {
        self.rows("SELECT id, body FROM challenges ORDER BY id", &[], |r| {
            decode_body("challenges", &r.get::<_, i64>(0).to_string(), r.get(1))
        })
    }

    fn settings(&self, server: &str) -> Result<Option<ServerSettings>, StoreError> {
        self.one(
            "SELECT body FROM settings WHERE server = $1",
            &[&server],
            |r| decode_body("settings", server, r.get(0)),
        )
    }

    fn all_settings(&self) -> Result<Vec<(String, ServerSettings)>, StoreError> {
        self.rows(
            "SELECT server, body FROM settings ORDER BY server",
            &[],
            |r| {
                let server: String = r.get(0);
                let s = decode_body("settings", &server, r.get(1))?;
                Ok((server, s))
            },
        )
    }

    fn user(&self, user: &str) -> Result<Option<UserRecord>, StoreError> {
        self.one("SELECT body FROM users WHERE id = $1", &[&user], |r| {
            decode_body("users", user, r.get(0))
        })
    }

    fn review(&self, game: u64) -> Result<Option<Vec<u8>>, StoreError> {
        self.one(
            "SELECT body FROM reviews WHERE game = $1",
            &[&id_db(game)],
            |r| Ok(r.get::<_, String>(0).into_bytes()),
        )
    }

    fn all_reviews(&self) -> Result<Vec<(u64, Vec<u8>)>, StoreError> {
        self.rows("SELECT game, body FROM reviews ORDER BY game", &[], |r| {
            let game: i64 = r.get(0);
            Ok((game as u64, r.get::<_, String>(1).into_bytes()))
        })
    }

    fn queued_reviews(&self, game: Option<u64>) -> Result<Vec<ReviewRequest>, StoreError> {
        let decode = |r: &postgres::Row| {
            let (game, seq): (i64, i64) = (r.get(0), r.get(1));
            let mut q: ReviewRequest = records::decode(
                "review_queue",
                &game.to_string(),
                r.get::<_, String>(2).as_bytes(),
            )?;
            q.seq = seq as u64;
            Ok(q)
        };
        match game {
            Some(g) => self.rows(
                "SELECT game, seq, body FROM review_queue WHERE game = $1 ORDER BY seq",
                &[&id_db(g)],
                decode,
            ),
            None => self.rows(
                "SELECT game, seq, body FROM review_queue ORDER BY seq",
                &[],
                decode,
            ),
        }
    }

    fn all_users(&self) -> Result<Vec<(String, UserRecord)>, StoreError> {
        self.rows("SELECT id, body FROM users ORDER BY id", &[], |r| {
            let user: String = r.get(0);
            let u = decode_body("users", &user, r.get(1))?;
            Ok((user, u))
        })
    }

    fn rating(
        &self,
        server: &str,
        ruleset: &str,
        user: &str,
    ) -> Result<Option<RatingEntry>, StoreError> {
        self.one(
            "SELECT body FROM ratings WHERE server = $1 AND ruleset = $2 AND user_id = $3",
            &[&server, &ruleset, &user],
            |r| decode_body("ratings", user, r.get(0)),
        )
    }

    fn leaderboard(
        &self,
        server: &str,
        ruleset: &str,
        limit: usize,
    ) -> Result<Vec<RatingEntry>, StoreError> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        self.rows(
            "SELECT user_id, body FROM ratings WHERE server = $1 AND ruleset = $2 \
             ORDER BY rating DESC, user_id LIMIT $3",
            &[&server, &ruleset, &limit],
            |r| decode_body("ratings", r.get(0), r.get(1)),
        )
    }

    fn all_ratings(&self) -> Result<Vec<RatingRow>, StoreError> {
        self.rows(
            "SELECT server, ruleset, user_id, body FROM ratings ORDER BY 1, 2, 3",
            &[],
            |r| {
                let entry = decode_body("ratings", r.get(2), r.get(3))?;
                Ok((r.get(0), r.get(1), entry))
            },
        )
    }

    fn rating_history(&self, server: &str, ruleset: &str) -> Result<Vec<RatedRecord>, StoreError> {
        self.rows(
            "SELECT game, body FROM rated_games WHERE server = $1 AND ruleset = $2 \
             ORDER BY ord, game",
            &[&server, &ruleset],
            |r| decode_body("rated_games", &r.get::<_, i64>(0).to_string(), r.get(1)),
        )
    }

    fn all_rating_history(&self) -> Result<Vec<RatedRow>, StoreError> {
        self.rows(
            "SELECT server, ruleset, game, body FROM rated_games ORDER BY 1, 2, ord, game",
            &[],
            |r| {
                let entry = decode_body("rated_games", &r.get::<_, i64>(2).to_string(), r.get(3))?;
                Ok((r.get(0), r.get(1), entry))
            },
        )
    }

    fn audit_range(&self, from: Timestamp, to: Timestamp) -> Result<Vec<AuditEntry>, StoreError> {
        self.rows(
            "SELECT seq, body FROM audit WHERE at >= $1 AND at < $2 ORDER BY at, seq",
            &[&db(from), &db(to)],
            |r| decode_body("audit", &r.get::<_, i64>(0).to_string(), r.get(1)),
        )
    }

    fn is_processed(&self, event_id: &str) -> Result<bool, StoreError> {
        Ok(self
            .one(
                "SELECT 1::BIGINT FROM processed_events WHERE event_id = $1",
                &[&event_id],
                ids_of,
            )?
            .is_some())
    }

    fn prune_processed(&self, before: Timestamp) -> Result<usize, StoreError> {
        self.with_conn(|conn| {
            let Conn { client, cache, .. } = conn;
            let s = cache.get(client, "DELETE FROM processed_events WHERE at < $1")?;
            cache.trip(1);
            Ok(client.execute(&s, &[&db(before)])? as usize)
        })
    }

    fn all_processed(&self) -> Result<Vec<(String, Timestamp)>, StoreError> {
        self.rows(
            "SELECT event_id, at FROM processed_events ORDER BY event_id",
            &[],
            |r| Ok((r.get(0), ts(r.get(1)))),
        )
    }

    fn import_processed(&self, events: &[(String, Timestamp)]) -> Result<(), StoreError> {
        let ids: Vec<&str> = events.iter().map(|(e, _)| e.as_str()).collect();
        let ats: Vec<i64> = events.iter().map(|(_, at)| db(*at)).collect();
        self.with_conn(|conn| {
            conn.cache.trip(2);
            conn.client.execute(
                "INSERT INTO processed_events (event_id, at) \
                 SELECT * FROM UNNEST($1::TEXT[], $2::BIGINT[]) ON CONFLICT DO NOTHING",
                &[&ids, &ats],
            )?;
            Ok(())
        })
    }

    fn bot_meta(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        self.one("SELECT value FROM bot_meta WHERE key = $1", &[&key], |r| {
            Ok(r.get(0))
        })
    }

    fn bot_meta_or_insert(&self, key: &str, value: &[u8]) -> Result<Vec<u8>, StoreError> {
        self.with_conn(|conn| {
            conn.cache.trip(4);
            conn.client.execute(
                "INSERT INTO bot_meta (key, value) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                &[&key, &value],
            )?;
            let row = conn
                .client
                .query_one("SELECT value FROM bot_meta WHERE key = $1", &[&key])?;
            Ok(row.get(0))
        })
    }

    fn bot_metas(&self, prefix: &str) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        self.rows(
            "SELECT key, value FROM bot_meta WHERE starts_with(key, $1) ORDER BY key",
            &[&prefix],
            |r| Ok((r.get(0), r.get(1))),
        )
    }

    fn try_lease(&self, name: &str, holder: &str, ttl: Duration) -> Result<bool, StoreError> {
        let ms = i64::try_from(ttl.as_millis()).unwrap_or(i64::MAX);
        let got = self.one(
            "INSERT INTO leases (name, holder, expires_at) \
             VALUES ($1, $2, clock_timestamp() + $3 * INTERVAL '1 millisecond') \
             ON CONFLICT (name) DO UPDATE \
               SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at \
               WHERE leases.holder = EXCLUDED.holder OR leases.expires_at < clock_timestamp() \
             RETURNING 1::BIGINT",
            &[&name, &holder, &(ms as f64)],
            ids_of,
        )?;
        Ok(got.is_some())
    }

    fn release_lease(&self, name: &str, holder: &str) -> Result<(), StoreError> {
        self.rows(
            "DELETE FROM leases WHERE name = $1 AND holder = $2 RETURNING 1::BIGINT",
            &[&name, &holder],
            ids_of,
        )?;
        Ok(())
    }

    fn written_bytes(&self) -> u64 {
        self.written.load(Ordering::Relaxed)
    }

    fn round_trips(&self) -> u64 {
        self.trips.load(Ordering::Relaxed)
    }

    fn prefetch(
        &self,
        event_id: &str,
        server: Option<&str>,
        user: &str,
        channel: Option<&str>,
    ) -> Result<Option<Prefetched>, StoreError> {
        let row = self.one(
            "SELECT EXISTS (SELECT 1 FROM processed_events WHERE event_id = $1), \
               (SELECT body FROM settings WHERE server = $2), \
               (SELECT body FROM users WHERE id = $3), \
               EXISTS (SELECT 1 FROM games WHERE channel = $4 AND active), \
               ARRAY(SELECT row_to_json(m)::TEXT FROM ( \
                 SELECT id, server, channel, white, black, ruleset, active, wakeup, version, \
                   turn_count, last_turn_crc FROM games WHERE white = $3 AND active \
                 UNION SELECT id, server, channel, white, black, ruleset, active, wakeup, \
                   version, turn_count, last_turn_crc FROM games WHERE black = $3 AND active \
                 ORDER BY id) m)",
            &[&event_id, &server, &user, &channel],
            |r| {
                let settings = match (server, r.get::<_, Option<&str>>(1)) {
                    (Some(s), Some(body)) => Some(decode_body("settings", s, body)?),
                    (Some(_), None) => Some(ServerSettings::default()),
                    (None, _) => None,
                };
                let user = match r.get::<_, Option<&str>>(2) {
                    Some(body) => decode_body("users", user, body)?,
                    None => UserRecord::default(),
                };
                let user_games = r
                    .get::<_, Vec<&str>>(4)
                    .into_iter()
                    .map(decode_meta)
                    .collect::<Result<Vec<GameMeta>, StoreError>>()?;
                Ok(Prefetched {
                    processed: r.get(0),
                    settings,
                    user,
                    channel_active: channel.map(|_| r.get(3)),
                    user_games,
                })
            },
        )?;
        Ok(row)
    }

    fn game_metas_of_user(
        &self,
        user: &str,
        which: GameFilter,
    ) -> Result<Option<Vec<GameMeta>>, StoreError> {
        if which != GameFilter::Active {
            return Ok(None);
        }
        let metas = self.rows(
            "SELECT id, server, channel, white, black, ruleset, active, wakeup, version, \
               turn_count, last_turn_crc FROM games WHERE white = $1 AND active \
             UNION SELECT id, server, channel, white, black, ruleset, active, wakeup, version, \
               turn_count, last_turn_crc FROM games WHERE black = $1 AND active ORDER BY id",
            &[&user],
            |r| Ok(game_meta_of(r)),
        )?;
        Ok(Some(metas))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_schema_parameter_is_split_off() {
        assert_eq!(
            split_schema("postgres://u@h/db?schema=t1"),
            ("postgres://u@h/db".to_string(), Some("t1".to_string()))
        );
        assert_eq!(
            split_schema("postgres://u@h/db?connect_timeout=3&schema=t2"),
            (
                "postgres://u@h/db?connect_timeout=3".to_string(),
                Some("t2".to_string())
            )
        );
        assert_eq!(split_schema("postgres://u@h/db").1, None);
    }
}
