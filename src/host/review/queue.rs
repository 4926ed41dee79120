//! The review queue kept in the store, so that no acknowledged request is lost: each is a
//! [`ReviewRequest`] written in the commit that acknowledges it and removed in the one
//! that stores the review; at start the host queues them again in the order they came,
//! and the sweeper takes on those another process acknowledged long ago and has not
//! posted (it may have stopped for good).

use crate::game::clock::MINUTE;
use crate::game::Timestamp;
use crate::host::desk::{Desk, HostError};
use crate::host::io::reply::{Reply, Target};
use crate::host::think_queue::Asker;
use crate::host::words::i18n::{keys, tr, Lang};
use crate::review::GameLine;
use crate::store::{Batch, ReviewPlace, ReviewRequest};
use std::collections::HashSet;

/// The stored form of `asker`'s request for game `game` of `server`, asked at `at`.
pub(crate) fn request_of(
    game: u64,
    server: &str,
    asker: &Asker,
    at: crate::game::Timestamp,
) -> ReviewRequest {
    let place = match &asker.to {
        Target::Channel { server, channel } => ReviewPlace::Channel {
            server: server.clone(),
            channel: channel.clone(),
        },
        Target::Dm(_) | Target::Private(_) | Target::Team(_) => ReviewPlace::Dm,
    };
    ReviewRequest {
        game,
        server: server.to_string(),
        user: asker.user.clone(),
        place,
        lang: asker.lang.code().to_string(),
        at,
        seq: 0,
    }
}

/// Who is posted to for a stored request, where, in which language.
pub(crate) fn asker_of(r: &ReviewRequest) -> Asker {
    let to = match &r.place {
        ReviewPlace::Channel { server, channel } => Target::Channel {
            server: server.clone(),
            channel: channel.clone(),
        },
        ReviewPlace::Dm => Target::Dm(r.user.clone()),
    };
    Asker {
        user: r.user.clone(),
        to,
        lang: r.lang.parse().unwrap_or(Lang::En),
    }
}

/// How long a stored request waits before a process that is not reviewing its game takes
/// it on: the process that acknowledged it (several share a PostgreSQL store) may have
/// stopped for good. One that is alive and only slow then shares the work; each asker is
/// still posted to once (the first process to store the review takes the requests).
pub(crate) const ADOPT_AFTER_MS: u64 = 10 * MINUTE;

/// Queues again the reviews asked for and not yet posted (after a restart), in the order
/// they came; the notices for requests that can no longer be served (their game is gone
/// or has nothing to review: they leave the store). A store error leaves everything in
/// the store, for the caller to try again.
pub(crate) fn resume(desk: &Desk) -> Result<Vec<Reply>, HostError> {
    queue_stored(desk, |_| true, "queued reviews resumed")
}

/// Queues the stored requests asked [`ADOPT_AFTER_MS`] before `now` or earlier whose
/// game this process is not reviewing (as [`resume`] does after a restart).
pub(crate) fn adopt(desk: &Desk, now: Timestamp) -> Result<Vec<Reply>, HostError> {
    queue_stored(
        desk,
        |r| r.at.0.saturating_add(ADOPT_AFTER_MS) <= now.0 && !desk.thinking.has_review(r.game),
        "queued reviews taken on from another process",
    )
}

/// Queues the games of the stored requests that pass `wanted`, in the order asked.
fn queue_stored(
    desk: &Desk,
    wanted: impl Fn(&ReviewRequest) -> bool,
    what: &str,
) -> Result<Vec<Reply>, HostError> {
    let requests = desk.store.queued_reviews(None)?;
    let mut seen = HashSet::new();
    let mut notices = Vec::new();
    let mut queued = 0usize;
    for r in &requests {
        if !wanted(r) || !seen.insert(r.game) {
            continue;
        }
        let line = match desk.finished_game(r.game) {
            Ok(Some(game)) => GameLine::of_game(&game)
                .ok()
                .filter(|line| !line.turns.is_empty()),
            Ok(None) | Err(HostError::Missing(_)) => None,
            Err(e) => return Err(e),
        };
        match line {
            Some(line) => {
                if desk
                    .thinking
                    .want_review(r.game, &r.server, || line)
                    .is_some()
                {
                    queued += 1;
                }
            }
            None => notices.extend(drop_requests(desk, r.game)?),
        }
    }
    if queued > 0 {
        tracing::info!(reviews = queued, "{what}");
    }
    Ok(notices)
}

/// Removes the stored requests of game `game`, which cannot be reviewed; tells each
/// asker, privately.
fn drop_requests(desk: &Desk, game: u64) -> Result<Vec<Reply>, HostError> {
    let requests = desk.store.queued_reviews(Some(game))?;
    let mut b = Batch::new();
    for r in &requests {
        b.dequeue_review(r);
    }
    desk.commit(b)?;
    tracing::warn!(
        game,
        "queued review requests dropped: the game cannot be reviewed"
    );
    Ok(requests
        .iter()
        .map(|r| {
            let a = asker_of(r);
            let text = tr(a.lang, keys::HOST_REVIEW_FAILED, &[("game", game.into())]);
            Reply::text(Target::Dm(a.user), text).with_game(game)
        })
        .collect())
}
