//! A tournament changed and written over the version read: every change (a command, a
//! director's look, a ruling, a ban) is decided on a fresh read under the desk's
//! tournament lock, and decided again from a new read when another process wrote the
//! tournament first (`StoreError::TournamentStale`).

use crate::host::desk::{lock, Desk, HostError};
use crate::store::{Batch, StoreError};
use crate::tournament::Tournament;

/// How many times a change is decided again before giving up.
const ATTEMPTS: usize = 3;

/// Reads the tournament with `read`, lets `change` change it and add what goes with it
/// to the batch, and commits both. `None` when there is no tournament or `change`
/// decided to write nothing; else the tournament as written and what `change` returned.
pub(crate) fn update<R>(
    desk: &Desk,
    read: impl Fn() -> Result<Option<(Tournament, u64)>, HostError>,
    mut change: impl FnMut(&mut Tournament, &mut Batch) -> Result<Option<R>, HostError>,
) -> Result<Option<(Tournament, R)>, HostError> {
    let _one_at_a_time = lock(&desk.tournament_lock);
    let mut id = 0;
    for _ in 0..ATTEMPTS {
        let Some((mut t, version)) = read()? else {
            return Ok(None);
        };
        id = t.id;
        let mut b = Batch::new();
        let Some(r) = change(&mut t, &mut b)? else {
            return Ok(None);
        };
        b.put_tournament(&t, Some(version));
        match desk.store.commit(b) {
            Ok(()) => return Ok(Some((t, r))),
            Err(StoreError::TournamentStale { .. }) => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Err(HostError::Store(StoreError::TournamentStale {
        tournament: id,
    }))
}
