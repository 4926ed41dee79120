//! What can go wrong when reading or writing the store.

use thiserror::Error;

/// A store failure. Every decoding error names the tree and the key it came from.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The database itself failed (I/O, sled corruption).
    #[error("storage error: {0}")]
    Sled(#[from] sled::Error),
    /// PostgreSQL failed (connection, query, constraint).
    #[error("PostgreSQL error: {0}")]
    Postgres(String),
    /// PostgreSQL gave up a transaction that may succeed when run again (serialization
    /// failure, deadlock); the backend retries it a few times first.
    #[error("PostgreSQL conflict: {0}")]
    Conflict(String),
    /// The connection to PostgreSQL was found closed (the server ended it, or it went
    /// away): the backend runs the call once more on a checked connection.
    #[error("PostgreSQL connection lost: {0}")]
    Disconnected(String),
    /// PostgreSQL cannot be reached (the server is down or does not answer): nothing was
    /// read or written. For a moment after such a failure every call is refused at once
    /// with this error, then one tries to connect again, and the store works again by
    /// itself as soon as the server answers.
    #[error("PostgreSQL cannot be reached: {0}")]
    Unreachable(String),
    /// The database is read-only for now (`default_transaction_read_only`, a standby):
    /// nothing was written. The connection that met it is replaced, so the store writes
    /// again by itself once the database is writable.
    #[error("the database is read-only: {0}")]
    ReadOnly(String),
    /// The store URL cannot be used.
    #[error("bad store URL `{url}`: {reason}")]
    Url { url: String, reason: String },
    /// The game was written meanwhile (by another process) from a copy newer than the one
    /// this commit started from: nothing was written; reload the game and apply the
    /// command again.
    #[error("game {game} was changed meanwhile by another process; reload it and retry")]
    Stale { game: u64 },
    /// The challenge was answered or removed meanwhile by another process: nothing was
    /// written.
    #[error("challenge {challenge} was answered meanwhile by another process")]
    ChallengeGone { challenge: u64 },
    /// A review request was posted meanwhile by another process (its queue entry is gone):
    /// nothing was written; read the queue again.
    #[error("a review request of game {game} was answered meanwhile by another process")]
    ReviewDequeued { game: u64 },
    /// The tournament was changed meanwhile by another process (or this one): nothing was
    /// written; reload it and decide again.
    #[error("tournament {tournament} was changed meanwhile; reload it and retry")]
    TournamentStale { tournament: u64 },
    /// Another process (another chakbot) has the data folder open.
    #[error("the data folder {0} is in use by another chakbot process")]
    InUse(String),
    /// The database schema is newer than this release (or its migrations are broken).
    #[error("schema: {0}")]
    Schema(String),
    /// A record could not be read.
    #[error("corrupt record in {tree} at key {key}: {reason}")]
    Corrupt {
        tree: &'static str,
        key: String,
        reason: String,
    },
    /// A record written by a later release (or an unknown format).
    #[error(
        "record in {tree} at key {key} has format version {version}, which this release \
         cannot read (it reads version {known}); upgrade chakbot"
    )]
    UnknownVersion {
        tree: &'static str,
        key: String,
        version: String,
        known: String,
    },
    /// The event was already applied: the whole batch was refused, nothing was written.
    #[error("event {event_id} was already processed")]
    AlreadyProcessed { event_id: String },
    /// A value could not be encoded (nothing was written).
    #[error("cannot encode {what}: {reason}")]
    Encode { what: String, reason: String },
    /// A flush failed (a full disk): the commit is not kept and the store refuses
    /// changes until it has been reopened, which the next call tries by itself.
    #[error("the store could not write to disk ({0}); it retries with the next change")]
    Durability(String),
}

impl StoreError {
    /// Whether the store cannot write at all for now (a full or failing disk, a database
    /// server that does not answer or is read-only): it refuses every change until the
    /// cause is gone, then works again by itself.
    pub fn is_unavailable(&self) -> bool {
        self.outage().is_some()
    }

    /// Why the store cannot write for now, if that is what this error says.
    pub fn outage(&self) -> Option<Outage> {
        match self {
            StoreError::Durability(_) | StoreError::Sled(sled::Error::Io(_)) => {
                Some(Outage::Failing)
            }
            StoreError::Unreachable(_) | StoreError::Disconnected(_) => Some(Outage::Unreachable),
            StoreError::ReadOnly(_) => Some(Outage::ReadOnly),
            _ => None,
        }
    }
}

/// Why the store cannot write for now (each is told to users in its own words).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outage {
    /// The disk is full or failing.
    Failing,
    /// The database server cannot be reached.
    Unreachable,
    /// The database is read-only.
    ReadOnly,
}

impl From<postgres::Error> for StoreError {
    fn from(e: postgres::Error) -> StoreError {
        // The server's own message (with its detail) says more than the client's summary.
        use postgres::error::SqlState;
        match e.as_db_error() {
            Some(db) => {
                let text = match db.detail() {
                    Some(detail) => format!("{} ({detail})", db.message()),
                    None => db.message().to_string(),
                };
                match *db.code() {
                    SqlState::T_R_SERIALIZATION_FAILURE | SqlState::T_R_DEADLOCK_DETECTED => {
                        StoreError::Conflict(text)
                    }
                    SqlState::ADMIN_SHUTDOWN
                    | SqlState::CRASH_SHUTDOWN
                    | SqlState::CANNOT_CONNECT_NOW => StoreError::Disconnected(text),
                    SqlState::READ_ONLY_SQL_TRANSACTION => StoreError::ReadOnly(text),
                    _ => StoreError::Postgres(text),
                }
            }
            None if e.is_closed() || io_error(&e) => StoreError::Disconnected(e.to_string()),
            None => StoreError::Postgres(e.to_string()),
        }
    }
}

/// Whether the client failed on its socket (the connection is gone).
fn io_error(e: &postgres::Error) -> bool {
    std::error::Error::source(e).is_some_and(|s| s.is::<std::io::Error>())
}

impl From<r2d2::Error> for StoreError {
    fn from(e: r2d2::Error) -> StoreError {
        StoreError::Unreachable(format!("no connection: {e}"))
    }
}
