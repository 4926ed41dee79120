//! Remembers the ids of recent events, so that an event Discord delivers twice (a replay
//! after a reconnect, a duplicate) is handled once.

use std::collections::{HashSet, VecDeque};
use std::sync::Mutex;

/// The last `capacity` ids seen.
#[derive(Debug)]
pub struct RecentIds {
    capacity: usize,
    seen: Mutex<(HashSet<u64>, VecDeque<u64>)>,
}

impl RecentIds {
    pub fn new(capacity: usize) -> RecentIds {
        RecentIds {
            capacity: capacity.max(1),
            seen: Mutex::new((HashSet::new(), VecDeque::new())),
        }
    }

    /// True the first time `id` is offered (while it is among the last `capacity` ids).
    ///
    /// ```
    /// let recent = chakbot::discord::RecentIds::new(2);
    /// assert!(recent.first_time(1));
    /// assert!(!recent.first_time(1));
    /// assert!(recent.first_time(2));
    /// assert!(recent.first_time(3)); // 1 is forgotten now
    /// assert!(recent.first_time(1));
    /// ```
    pub fn first_time(&self, id: u64) -> bool {
        // A poisoned lock only means another handler panicked; the sets are still valid.
        let mut guard = self.seen.lock().unwrap_or_else(|p| p.into_inner());
        let (set, order) = &mut *guard;
        if !set.insert(id) {
            return false;
        }
        order.push_back(id);
        if order.len() > self.capacity {
            if let Some(old) = order.pop_front() {
                set.remove(&old);
            }
        }
        true
    }
}
