//! Now, for a host and its adapter: the wall clock, which a test (never a user) may move forward.

use crate::game::Timestamp;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// The wall clock plus a forward shift shared by every copy (the adapter's events, its
/// sweeper and the computer's turns read the same time). Production never shifts it;
/// an end-to-end test does, to see a 24-hour expiry happen now.
#[derive(Clone, Debug, Default)]
pub struct Clock {
    ahead_ms: Arc<AtomicU64>,
}

impl Clock {
    /// Now, in milliseconds since the Unix epoch, plus the shift.
    pub fn now(&self) -> Timestamp {
        let ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis());
        let wall = u64::try_from(ms).unwrap_or(u64::MAX);
        Timestamp(wall.saturating_add(self.ahead_ms.load(Ordering::SeqCst)))
    }

    /// Moves this clock (and every copy of it) `ms` milliseconds forward.
    pub fn advance(&self, ms: u64) {
        self.ahead_ms.fetch_add(ms, Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_advance_moves_every_copy() {
        let clock = Clock::default();
        let copy = clock.clone();
        let before = copy.now();
        clock.advance(3_600_000);
        let after = copy.now();
        assert!(after.0 >= before.0 + 3_600_000, "{before:?} {after:?}");
        assert!(
            after.0 < before.0 + 3_600_000 + 60_000,
            "{before:?} {after:?}"
        );
    }
}
