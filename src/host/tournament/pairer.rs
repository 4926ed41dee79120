//! Swiss rounds paired beside the director: a round of a thousand players takes seconds
//! of one core, longer than the sweeper's lease and than a clock flag may wait. The
//! director asks for the round's pairing ([`Pairer::prepare`], outside the tournament
//! lock), waits for it a moment, and uses it in its look if it came
//! ([`Pairer::take`]); otherwise the look writes nothing but its next wake-up and the
//! thread goes on. A pairing is used only for the request it was computed from: a
//! withdrawal or a moderator's ruling meanwhile changes the request, and the round is
//! paired again from what is stored. Nothing here is stored: after a restart the next
//! look asks again.

use crate::tournament::rounds::{Round, RoundRequest};
use crate::tournament::swiss::PairingError;
use std::collections::HashMap;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

/// The map of pairings; a panic elsewhere leaves it whole (entries are swapped in whole).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// A round's pairing: the pairs and byes, or why there is none.
pub(crate) type Paired = Result<Round, PairingError>;

/// The pairings being computed or computed and not yet used, by tournament.
#[derive(Default)]
pub(crate) struct Pairer {
    pending: Mutex<HashMap<u64, Pending>>,
}

struct Pending {
    request: RoundRequest,
    state: State,
}

enum State {
    Running(Receiver<Paired>),
    Done(Paired),
}

impl Pending {
    /// Starts pairing `request` on its own thread.
    fn start(tournament: u64, request: RoundRequest) -> Pending {
        let (tx, rx) = mpsc::channel();
        let work = request.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("swiss-pairing-{tournament}"))
            .spawn(move || {
                // The receiver may be gone (the request changed meanwhile): nothing to do.
                let _ = tx.send(work.pair());
            });
        let state = match spawned {
            Ok(_) => State::Running(rx),
            // No thread to be had: pair here, as a pairing must come.
            Err(e) => {
                tracing::warn!(tournament, error = %e, "no thread for a Swiss pairing");
                State::Done(request.pair())
            }
        };
        Pending { request, state }
    }

    /// Waits up to `wait` for a running pairing.
    fn wait(&mut self, wait: Duration) {
        if let State::Running(rx) = &self.state {
            // A zero wait still takes a result already sent.
            match rx.recv_timeout(wait) {
                Ok(paired) => self.state = State::Done(paired),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    self.state = State::Done(Err(PairingError::Inconsistent(
                        "the pairing stopped before its end".into(),
                    )))
                }
            }
        }
    }
}

impl Pairer {
    /// Makes sure round `request` of `tournament` is being paired (a pairing of another
    /// request is dropped) and waits up to `wait` for it, without holding anything
    /// another tournament needs.
    pub(crate) fn prepare(&self, tournament: u64, request: RoundRequest, wait: Duration) {
        let mut pending = {
            let mut map = lock(&self.pending);
            match map.remove(&tournament) {
                Some(p) if p.request == request => p,
                _ => Pending::start(tournament, request),
            }
        };
        pending.wait(wait);
        lock(&self.pending).insert(tournament, pending);
    }

    /// The pairing of `request` if it is ready (the entry is then forgotten); `None` while
    /// it is being computed, after starting it if nobody asked for it yet.
    pub(crate) fn take(&self, tournament: u64, request: &RoundRequest) -> Option<Paired> {
        let mut map = lock(&self.pending);
        let ready = match map.get_mut(&tournament) {
            Some(p) if p.request == *request => {
                p.wait(Duration::ZERO);
                matches!(p.state, State::Done(_))
            }
            _ => {
                map.insert(tournament, Pending::start(tournament, request.clone()));
                false
            }
        };
        if !ready {
            return None;
        }
        match map.remove(&tournament).map(|p| p.state) {
            Some(State::Done(paired)) => Some(paired),
            _ => None,
        }
    }

    /// Whether a pairing of `tournament` is being computed or waits to be used.
    #[cfg(test)]
    fn holds(&self, tournament: u64) -> bool {
        lock(&self.pending).contains_key(&tournament)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::event::Tournament;
    use crate::tournament::rounds::started_swiss;

    const PLAYERS: [&str; 9] = ["p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8"];

    fn swiss() -> Tournament {
        started_swiss(&PLAYERS, 5)
    }

    #[test]
    fn a_pairing_is_the_one_computed_in_place_and_is_used_once() {
        let t = swiss();
        let pairer = Pairer::default();
        let request = RoundRequest::of(&t);
        pairer.prepare(1, request.clone(), Duration::from_secs(30));
        let got = pairer.take(1, &request).expect("ready after the wait");
        assert_eq!(got, request.pair());
        assert!(!pairer.holds(1), "used once, then forgotten");
    }

    #[test]
    fn a_changed_request_is_paired_again() {
        let mut t = swiss();
        let pairer = Pairer::default();
        let before = RoundRequest::of(&t);
        pairer.prepare(1, before.clone(), Duration::from_secs(30));
        t.leave("p3").expect("withdraws");
        let after = RoundRequest::of(&t);
        assert_ne!(before, after);
        // The pairing made before the withdrawal is not used: the new one is started.
        let mut got = pairer.take(1, &after);
        for _ in 0..300 {
            if got.is_some() {
                break;
            }
            std::thread::sleep(Duration::from_millis(100));
            got = pairer.take(1, &after);
        }
        let (pairs, byes) = got.expect("paired within 30 s").expect("a pairing");
        assert!(pairs.iter().all(|(w, b)| w != "p3" && b != "p3"));
        assert!(byes.iter().any(|b| b.player == "p3"));
        assert_eq!(Ok((pairs, byes)), after.pair());
    }

    #[test]
    fn without_a_wait_the_pairing_comes_on_a_later_look() {
        let t = swiss();
        let pairer = Pairer::default();
        let request = RoundRequest::of(&t);
        let mut looks = 0;
        let got = loop {
            looks += 1;
            if let Some(got) = pairer.take(1, &request) {
                break got;
            }
            assert!(looks < 300, "no pairing after 30 s");
            std::thread::sleep(Duration::from_millis(100));
        };
        assert!(looks > 1, "the first look only starts the pairing");
        assert_eq!(got, request.pair());
    }
}
