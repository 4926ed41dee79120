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
    /// Whether the store cannot write at all for now (a full or failing disk): it refuses
    /// every change until the cause is gone, then works again by itself.
    pub fn is_unavailable(&self) -> bool {
        matches!(
            self,
            StoreError::Durability(_) | StoreError::Sled(sled::Error::Io(_))
        )
    }
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
        StoreError::Postgres(format!("no connection: {e}"))
    }
}
