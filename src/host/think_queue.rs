//! The computer's work list: games where the computer is to act, taken in turn (one
//! entry per game, so a busy game cannot crowd out the others: round robin over games),
//! by a bounded number of thinkers. A game asked for again while it is being thought
//! about is queued once more when that thought ends.

use std::collections::{HashSet, VecDeque};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

#[derive(Default)]
struct State {
    queue: VecDeque<u64>,
    queued: HashSet<u64>,
    thinking: HashSet<u64>,
    /// Asked for again while being thought about.
    again: HashSet<u64>,
    closing: bool,
}

/// See the module documentation.
#[derive(Default)]
pub(crate) struct ThinkQueue {
    state: Mutex<State>,
    changed: Condvar,
}

impl ThinkQueue {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Asks for a thought about game `id` (nothing if one is already queued).
    pub(crate) fn want(&self, id: u64) {
        let mut s = self.lock();
        if s.closing || s.queued.contains(&id) {
            return;
        }
        if s.thinking.contains(&id) {
            s.again.insert(id);
            return;
        }
        s.queued.insert(id);
        s.queue.push_back(id);
        self.changed.notify_all();
    }

    /// The next game to think about, waiting for one; `None` once closed.
    pub(crate) fn next(&self) -> Option<u64> {
        let mut s = self.lock();
        loop {
            if s.closing {
                return None;
            }
            if let Some(id) = s.queue.pop_front() {
                s.queued.remove(&id);
                s.thinking.insert(id);
                return Some(id);
            }
            s = self.changed.wait(s).unwrap_or_else(|e| e.into_inner());
        }
    }

    /// The thought about game `id` is over (its result applied or dropped).
    pub(crate) fn done(&self, id: u64) {
        let mut s = self.lock();
        s.thinking.remove(&id);
        if s.again.remove(&id) && !s.closing && s.queued.insert(id) {
            s.queue.push_back(id);
        }
        self.changed.notify_all();
    }

    /// Whether nothing is queued nor being thought about.
    pub(crate) fn idle(&self) -> bool {
        let s = self.lock();
        s.queue.is_empty() && s.thinking.is_empty()
    }

    /// Waits until idle, at most `max`; whether it is.
    pub(crate) fn wait_idle(&self, max: Duration) -> bool {
        let end = Instant::now() + max;
        let mut s = self.lock();
        while !(s.queue.is_empty() && s.thinking.is_empty()) {
            let left = end.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            s = self
                .changed
                .wait_timeout(s, left)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
        true
    }

    /// No more thoughts: the thinkers stop once their current one ends.
    pub(crate) fn close(&self) {
        let mut s = self.lock();
        s.closing = true;
        s.queue.clear();
        s.queued.clear();
        self.changed.notify_all();
    }

    pub(crate) fn is_closing(&self) -> bool {
        self.lock().closing
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_take_turns_and_are_queued_once() {
        let q = ThinkQueue::default();
        q.want(1);
        q.want(1);
        q.want(2);
        assert_eq!(q.next(), Some(1));
        // Asked again while thought about: after game 2, not twice.
        q.want(1);
        q.want(1);
        assert_eq!(q.next(), Some(2));
        q.done(1);
        assert_eq!(q.next(), Some(1));
        q.done(2);
        q.done(1);
        assert!(q.idle());
        q.close();
        assert_eq!(q.next(), None);
    }
}
