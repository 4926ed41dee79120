//! Fault injection for tests of recovery: a sled store whose writes fail while a switch
//! is on, as on a full disk. A failing commit writes nothing and leaves the backend
//! unusable (as sled is after a failed flush), and reopening it fails while the switch
//! stays on; turning it off is "space returns". Everything else is the real sled store.

use super::backend::{Backend, Expected, RatedRow, RatingRow, Written};
use super::batch::Batch;
use super::error::StoreError;
use super::records::{
    AuditEntry, Challenge, Due, GameFilter, GameMeta, RatingEntry, ReviewRequest, ServerSettings,
    UserRecord,
};
use crate::game::{Game, Timestamp};
use crate::tournament::Tournament;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// The switch of a store opened with [`super::Store::open_with_faults`]. Clones share it.
#[derive(Clone, Default)]
pub struct Faults {
    failing: Arc<AtomicBool>,
    refused: Arc<AtomicU64>,
    reopened: Arc<AtomicU64>,
}

impl Faults {
    pub fn new() -> Faults {
        Faults::default()
    }

    /// Makes writes fail (`true`: the disk is full) or succeed again.
    pub fn fail_writes(&self, failing: bool) {
        self.failing.store(failing, Ordering::SeqCst);
    }

    /// How many writes failed so far.
    pub fn refused(&self) -> u64 {
        self.refused.load(Ordering::SeqCst)
    }

    /// How many times the store was reopened after a failure.
    pub fn reopened(&self) -> u64 {
        self.reopened.load(Ordering::SeqCst)
    }

    fn check(&self) -> Result<(), StoreError> {
        if self.failing.load(Ordering::SeqCst) {
            self.refused.fetch_add(1, Ordering::SeqCst);
            return Err(StoreError::Durability(
                "injected fault: no space left on device".into(),
            ));
        }
        Ok(())
    }

    /// Called before the store is reopened: fails while writes fail.
    pub(crate) fn reopening(&self) -> Result<(), StoreError> {
        self.check()?;
        self.reopened.fetch_add(1, Ordering::SeqCst);
        Ok(())
    }
}

/// A backend whose writes fail while its [`Faults`] say so.
pub(crate) struct Faulty {
    inner: Arc<dyn Backend>,
    faults: Faults,
    /// Set by the first failed write: the backend then refuses everything, as sled does.
    broken: AtomicBool,
}

impl Faulty {
    pub fn new(inner: Arc<dyn Backend>, faults: Faults) -> Faulty {
        Faulty {
            inner,
            faults,
            broken: AtomicBool::new(false),
        }
    }

    /// Fails when writes fail now, or failed earlier on this backend.
    fn write(&self) -> Result<(), StoreError> {
        if self.broken.load(Ordering::SeqCst) {
            return Err(StoreError::Durability(
                "injected fault: an earlier write failed".into(),
            ));
        }
        self.faults.check().inspect_err(|_| {
            self.broken.store(true, Ordering::SeqCst);
        })
    }
}

impl Backend for Faulty {
    fn describe(&self) -> String {
        self.inner.describe()
    }

    fn shared(&self) -> bool {
        self.inner.shared()
    }

    fn next_id(&self) -> Result<u64, StoreError> {
        self.write()?;
        self.inner.next_id()
    }

    fn raise_last_id(&self, last: u64) -> Result<(), StoreError> {
        self.write()?;
        self.inner.raise_last_id(last)
    }

    fn commit(&self, batch: &Batch, expected: &Expected) -> Result<Written, StoreError> {
        self.write()?;
        self.inner.commit(batch, expected)
    }

    fn sync(&self) -> Result<(), StoreError> {
        self.write()?;
        self.inner.sync()
    }

    fn import_processed(&self, events: &[(String, Timestamp)]) -> Result<(), StoreError> {
        self.write()?;
        self.inner.import_processed(events)
    }

    fn bot_meta_or_insert(&self, key: &str, value: &[u8]) -> Result<Vec<u8>, StoreError> {
        self.write()?;
        self.inner.bot_meta_or_insert(key, value)
    }

    fn unusable_after(&self, error: &StoreError) -> bool {
        matches!(error, StoreError::Durability(_)) || self.inner.unusable_after(error)
    }

    fn written_bytes(&self) -> u64 {
        self.inner.written_bytes()
    }

    fn flush_stats(&self) -> super::FlushStats {
        self.inner.flush_stats()
    }

    fn last_id(&self) -> Result<u64, StoreError> {
        self.inner.last_id()
    }

    fn game(&self, id: u64) -> Result<Option<(Game, u64)>, StoreError> {
        self.inner.game(id)
    }

    fn game_version(&self, id: u64) -> Result<Option<u64>, StoreError> {
        self.inner.game_version(id)
    }

    fn game_meta(&self, id: u64) -> Result<Option<GameMeta>, StoreError> {
        self.inner.game_meta(id)
    }

    fn games_of_channel(&self, channel: &str, which: GameFilter) -> Result<Vec<u64>, StoreError> {
        self.inner.games_of_channel(channel, which)
    }

    fn channel_has_active_games(&self, channel: &str) -> Result<bool, StoreError> {
        self.inner.channel_has_active_games(channel)
    }

    fn games_of_user(&self, user: &str, which: GameFilter) -> Result<Vec<u64>, StoreError> {
        self.inner.games_of_user(user, which)
    }

    fn all_game_ids(&self) -> Result<Vec<u64>, StoreError> {
        self.inner.all_game_ids()
    }

    fn due_by(&self, now: Timestamp) -> Result<Vec<Due>, StoreError> {
        self.inner.due_by(now)
    }

    fn next_due(&self) -> Result<Option<Due>, StoreError> {
        self.inner.next_due()
    }

    fn challenge(&self, id: u64) -> Result<Option<Challenge>, StoreError> {
        self.inner.challenge(id)
    }

    fn tournament(&self, id: u64) -> Result<Option<(Tournament, u64)>, StoreError> {
        self.inner.tournament(id)
    }

    fn tournaments(&self, active_only: bool) -> Result<Vec<(Tournament, u64)>, StoreError> {
        self.inner.tournaments(active_only)
    }

    fn challenges(&self) -> Result<Vec<Challenge>, StoreError> {
        self.inner.challenges()
    }

    fn settings(&self, server: &str) -> Result<Option<ServerSettings>, StoreError> {
        self.inner.settings(server)
    }

    fn all_settings(&self) -> Result<Vec<(String, ServerSettings)>, StoreError> {
        self.inner.all_settings()
    }

    fn user(&self, user: &str) -> Result<Option<UserRecord>, StoreError> {
        self.inner.user(user)
    }

    fn all_users(&self) -> Result<Vec<(String, UserRecord)>, StoreError> {
        self.inner.all_users()
    }

    fn review(&self, game: u64) -> Result<Option<Vec<u8>>, StoreError> {
        self.inner.review(game)
    }

    fn all_reviews(&self) -> Result<Vec<(u64, Vec<u8>)>, StoreError> {
        self.inner.all_reviews()
    }

    fn queued_reviews(&self, game: Option<u64>) -> Result<Vec<ReviewRequest>, StoreError> {
        self.inner.queued_reviews(game)
    }

    fn rating(
        &self,
        server: &str,
        ruleset: &str,
        user: &str,
    ) -> Result<Option<RatingEntry>, StoreError> {
        self.inner.rating(server, ruleset, user)
    }

    fn rating_history(
        &self,
        server: &str,
        ruleset: &str,
    ) -> Result<Vec<super::records::RatedRecord>, StoreError> {
        self.inner.rating_history(server, ruleset)
    }

    fn all_rating_history(&self) -> Result<Vec<RatedRow>, StoreError> {
        self.inner.all_rating_history()
    }

    fn leaderboard(
        &self,
        server: &str,
        ruleset: &str,
        limit: usize,
    ) -> Result<Vec<RatingEntry>, StoreError> {
        self.inner.leaderboard(server, ruleset, limit)
    }

    fn all_ratings(&self) -> Result<Vec<RatingRow>, StoreError> {
        self.inner.all_ratings()
    }

    fn audit_range(&self, from: Timestamp, to: Timestamp) -> Result<Vec<AuditEntry>, StoreError> {
        self.inner.audit_range(from, to)
    }

    fn is_processed(&self, event_id: &str) -> Result<bool, StoreError> {
        self.inner.is_processed(event_id)
    }

    fn prune_processed(&self, before: Timestamp) -> Result<usize, StoreError> {
        self.inner.prune_processed(before)
    }

    fn all_processed(&self) -> Result<Vec<(String, Timestamp)>, StoreError> {
        self.inner.all_processed()
    }

    fn bot_meta(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        self.inner.bot_meta(key)
    }

    fn bot_metas(&self, prefix: &str) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        self.inner.bot_metas(prefix)
    }

    fn try_lease(&self, name: &str, holder: &str, ttl: Duration) -> Result<bool, StoreError> {
        self.inner.try_lease(name, holder, ttl)
    }

    fn release_lease(&self, name: &str, holder: &str) -> Result<(), StoreError> {
        self.inner.release_lease(name, holder)
    }
}
