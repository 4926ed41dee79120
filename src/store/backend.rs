//! What a storage backend provides: the same reads, writes and promises over sled (one
//! process, embedded) and PostgreSQL (several processes, one database). [`super::Store`]
//! wraps one and adds what both share (the versions of the games this process holds).

use super::batch::Batch;
use super::error::StoreError;
use super::records::{
    AuditEntry, Challenge, Due, GameFilter, GameMeta, RatedRecord, RatingEntry, ReviewRequest,
    ServerSettings, UserRecord,
};
use crate::game::{Game, Timestamp};
use crate::tournament::Tournament;
use std::collections::HashMap;
use std::time::Duration;

/// The version each game of a batch must still have when it is written (`None`: the game
/// must not exist yet).
pub(crate) type Expected = HashMap<u64, Option<u64>>;

/// What a commit did to each game it wrote: its new version and whether it is active.
pub(crate) type Written = Vec<(u64, u64, bool)>;

/// What a command reads first, read at once ([`Backend::prefetch`]).
pub(crate) struct Prefetched {
    pub processed: bool,
    /// The server's settings (defaults if none; `None` if no server was asked).
    pub settings: Option<ServerSettings>,
    /// The user's record (defaults if none).
    pub user: UserRecord,
    /// Whether the channel has active games (`None` if no channel was asked).
    pub channel_active: Option<bool>,
    /// The user's active games, by id (their versions included).
    pub user_games: Vec<GameMeta>,
}

/// One rating with where it counts.
pub(crate) type RatingRow = (String, String, RatingEntry);

/// One game of a rating history with its pool (server, rule set).
pub(crate) type RatedRow = (String, String, RatedRecord);

pub(crate) trait Backend: Send + Sync {
    /// `sled:DIR` or the PostgreSQL URL without its password.
    fn describe(&self) -> String;
    /// Whether other processes may write the same data (then cached games are checked).
    fn shared(&self) -> bool;

    fn next_id(&self) -> Result<u64, StoreError>;
    /// The last id given (0 if none).
    fn last_id(&self) -> Result<u64, StoreError>;
    /// Makes the next id at least `last + 1` (store copy).
    fn raise_last_id(&self, last: u64) -> Result<(), StoreError>;

    /// Applies the batch in one transaction and returns once it is durable. A game whose
    /// stored version is not the expected one fails the whole batch with
    /// [`StoreError::Stale`].
    fn commit(&self, batch: &Batch, expected: &Expected) -> Result<Written, StoreError>;
    /// Returns once everything written before is durable.
    fn sync(&self) -> Result<(), StoreError>;

    fn game(&self, id: u64) -> Result<Option<(Game, u64)>, StoreError>;
    /// A tournament and its stored version.
    fn tournament(&self, id: u64) -> Result<Option<(Tournament, u64)>, StoreError>;
    /// Every tournament (only those open or running with `active_only`), by id.
    fn tournaments(&self, active_only: bool) -> Result<Vec<(Tournament, u64)>, StoreError>;
    fn game_version(&self, id: u64) -> Result<Option<u64>, StoreError>;
    fn game_meta(&self, id: u64) -> Result<Option<GameMeta>, StoreError>;
    fn games_of_channel(&self, channel: &str, which: GameFilter) -> Result<Vec<u64>, StoreError>;
    fn channel_has_active_games(&self, channel: &str) -> Result<bool, StoreError>;
    fn games_of_user(&self, user: &str, which: GameFilter) -> Result<Vec<u64>, StoreError>;
    /// Every game id, in order (store copy).
    fn all_game_ids(&self) -> Result<Vec<u64>, StoreError>;

    fn due_by(&self, now: Timestamp) -> Result<Vec<Due>, StoreError>;
    fn next_due(&self) -> Result<Option<Due>, StoreError>;

    fn challenge(&self, id: u64) -> Result<Option<Challenge>, StoreError>;
    /// Every challenge, oldest first.
    fn challenges(&self) -> Result<Vec<Challenge>, StoreError>;

    fn settings(&self, server: &str) -> Result<Option<ServerSettings>, StoreError>;
    fn all_settings(&self) -> Result<Vec<(String, ServerSettings)>, StoreError>;
    fn user(&self, user: &str) -> Result<Option<UserRecord>, StoreError>;
    /// The stored review of game `game` (its serialised form), if any.
    fn review(&self, game: u64) -> Result<Option<Vec<u8>>, StoreError>;
    /// Every stored review, by game (store copy).
    fn all_reviews(&self) -> Result<Vec<(u64, Vec<u8>)>, StoreError>;
    /// The review requests waiting (only game `game`'s with `Some`), in `seq` order.
    fn queued_reviews(&self, game: Option<u64>) -> Result<Vec<ReviewRequest>, StoreError>;
    fn all_users(&self) -> Result<Vec<(String, UserRecord)>, StoreError>;

    fn rating(
        &self,
        server: &str,
        ruleset: &str,
        user: &str,
    ) -> Result<Option<RatingEntry>, StoreError>;
    fn leaderboard(
        &self,
        server: &str,
        ruleset: &str,
        limit: usize,
    ) -> Result<Vec<RatingEntry>, StoreError>;
    fn all_ratings(&self) -> Result<Vec<RatingRow>, StoreError>;
    /// The rating history of `ruleset` on `server`, in the order rated (order, game).
    fn rating_history(&self, server: &str, ruleset: &str) -> Result<Vec<RatedRecord>, StoreError>;
    /// Every pool's rating history (store copy).
    fn all_rating_history(&self) -> Result<Vec<RatedRow>, StoreError>;

    fn audit_range(&self, from: Timestamp, to: Timestamp) -> Result<Vec<AuditEntry>, StoreError>;

    fn is_processed(&self, event_id: &str) -> Result<bool, StoreError>;
    fn prune_processed(&self, before: Timestamp) -> Result<usize, StoreError>;
    fn all_processed(&self) -> Result<Vec<(String, Timestamp)>, StoreError>;
    /// Records applied events without a command (store copy); known ones are skipped.
    fn import_processed(&self, events: &[(String, Timestamp)]) -> Result<(), StoreError>;

    fn bot_meta(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError>;
    /// Stores `value` under `key` unless a value is there; returns the stored one. Durable
    /// when it returns.
    fn bot_meta_or_insert(&self, key: &str, value: &[u8]) -> Result<Vec<u8>, StoreError>;
    /// The bot's records whose key starts with `prefix` (all of them with `""`), by key.
    fn bot_metas(&self, prefix: &str) -> Result<Vec<(String, Vec<u8>)>, StoreError>;

    /// Takes or renews the lease `name` for `holder` for `ttl`: `true` if `holder` has it.
    fn try_lease(&self, name: &str, holder: &str, ttl: Duration) -> Result<bool, StoreError>;
    /// Gives the lease up, if `holder` has it.
    fn release_lease(&self, name: &str, holder: &str) -> Result<(), StoreError>;

    /// Whether `error`, returned by this backend, left it unusable until it is reopened
    /// (sled after a failed flush); see [`super::recover`].
    fn unusable_after(&self, _error: &StoreError) -> bool {
        false
    }

    /// Bytes of keys and values written by commits since open (what a move costs).
    fn written_bytes(&self) -> u64;
    /// Reads at once whether `event_id` was processed, `server`'s settings, `user`'s
    /// record, whether `channel` has active games and `user`'s active games; `None`: not
    /// worth it here (sled), read them one by one.
    fn prefetch(
        &self,
        _event_id: &str,
        _server: Option<&str>,
        _user: &str,
        _channel: Option<&str>,
    ) -> Result<Option<Prefetched>, StoreError> {
        Ok(None)
    }

    /// The metas of `user`'s games in one read, by id; `None`: not worth it here (sled),
    /// list the ids and read the metas one by one.
    fn game_metas_of_user(
        &self,
        _user: &str,
        _which: GameFilter,
    ) -> Result<Option<Vec<GameMeta>>, StoreError> {
        Ok(None)
    }

    /// Round trips to a database server since open (0 for sled, which has none).
    fn round_trips(&self) -> u64 {
        0
    }
    /// Flushes run since open and how long they took (sled's group commit).
    fn flush_stats(&self) -> super::FlushStats {
        super::FlushStats::default()
    }
}
