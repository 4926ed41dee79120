//! Failing fast while the PostgreSQL server cannot be reached (a circuit breaker): after
//! a call found no server, the calls of the next moment are refused at once instead of
//! each waiting for a connection; then one call tries again (briefly), and the first one
//! that reaches the server closes the breaker.

use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long calls are refused at once after one found no server.
pub(crate) const REFUSE_FOR: Duration = Duration::from_secs(1);

/// How long a call that tries again after a failure waits for a connection.
pub(crate) const PROBE_WAIT: Duration = Duration::from_millis(400);

/// What the last calls found.
#[derive(Debug, Default)]
enum State {
    /// The server answered (or nothing failed yet).
    #[default]
    Closed,
    /// No server at the last try: calls are refused until `until`, then one tries again.
    Open { until: Instant },
}

/// The breaker of one store.
#[derive(Debug, Default)]
pub(crate) struct Breaker {
    state: Mutex<State>,
}

/// Whether a call may go to the server, and how long it may wait for a connection.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Admit {
    /// The server answered last time: wait as long as the pool allows.
    Normal,
    /// The first call after a failure: try, but only for [`PROBE_WAIT`].
    Probe,
    /// Refused at once: the server did not answer a moment ago.
    Refused,
}

impl Breaker {
    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether a call may go on now. A call let through after a failure keeps the others
    /// refused while it tries (the breaker stays open for [`REFUSE_FOR`] more).
    pub fn admit(&self) -> Admit {
        self.admit_at(Instant::now())
    }

    fn admit_at(&self, now: Instant) -> Admit {
        let mut state = self.lock();
        match *state {
            State::Closed => Admit::Normal,
            State::Open { until } if now < until => Admit::Refused,
            State::Open { .. } => {
                *state = State::Open {
                    until: now + REFUSE_FOR,
                };
                Admit::Probe
            }
        }
    }

    /// A call reached the server: calls go through again.
    pub fn reached(&self) {
        let mut state = self.lock();
        if matches!(*state, State::Open { .. }) {
            tracing::warn!("PostgreSQL answers again");
        }
        *state = State::Closed;
    }

    /// A call found no server: refuse calls for [`REFUSE_FOR`].
    pub fn failed(&self) {
        self.failed_at(Instant::now());
    }

    fn failed_at(&self, now: Instant) {
        let mut state = self.lock();
        if matches!(*state, State::Closed) {
            tracing::error!("PostgreSQL cannot be reached: calls are refused until it answers");
        }
        *state = State::Open {
            until: now + REFUSE_FOR,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn after_a_failure_calls_are_refused_then_one_tries_again() {
        let b = Breaker::default();
        let t = Instant::now();
        assert_eq!(b.admit_at(t), Admit::Normal);
        b.failed_at(t);
        assert_eq!(b.admit_at(t + REFUSE_FOR / 2), Admit::Refused);
        assert_eq!(b.admit_at(t + REFUSE_FOR), Admit::Probe);
        // While that one tries, the others are still refused.
        assert_eq!(b.admit_at(t + REFUSE_FOR), Admit::Refused);
        b.failed_at(t + REFUSE_FOR);
        assert_eq!(b.admit_at(t + REFUSE_FOR * 3 / 2), Admit::Refused);
        assert_eq!(b.admit_at(t + REFUSE_FOR * 2), Admit::Probe);
        b.reached();
        assert_eq!(b.admit_at(t + REFUSE_FOR * 2), Admit::Normal);
    }
}
