//! The sweeper: from the store's deadlines (never from in-memory timers), ends games on
//! time, sends reminders, and removes expired challenges.

use super::core::{Host, HostError};
use super::reply::Reply;
use crate::game::Timestamp;

pub(crate) fn sweep(_host: &Host, _now: Timestamp) -> Result<Vec<Reply>, HostError> {
    Ok(Vec::new())
}

pub(crate) fn next_wakeup(_host: &Host) -> Option<Timestamp> {
    None
}
