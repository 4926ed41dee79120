//! What can go wrong when reading or writing the store.

use thiserror::Error;

/// A store failure. Every decoding error names the tree and the key it came from.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The database itself failed (I/O, sled corruption).
    #[error("storage error: {0}")]
    Sled(#[from] sled::Error),
    /// Another process (another chakbot) has the data folder open.
    #[error("the data folder {0} is in use by another chakbot process")]
    InUse(String),
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
    /// An earlier flush failed: acknowledged durability can no longer be promised, so
    /// the store refuses further commits until it is reopened.
    #[error("the store could not flush to disk earlier ({0}); restart needed")]
    Durability(String),
}
