//! One step of a review on a computer thinker: one engine search, the work handed back to
//! the queue; at the last step the review is stored with the game, its requests leave
//! the stored queue in the same commit, and it is posted to everyone who asked. A store
//! that fails keeps the computed review in the queue, tried again with backoff: nobody is
//! told it is done before it is stored.

use crate::host::desk::{Desk, HostError};
use crate::host::io::reply::{Reply, Target};
use crate::host::review::{post, queue};
use crate::host::think_queue::ReviewWork;
use crate::host::words::i18n::{keys, tr};
use crate::review::{Budget, Review, Reviewer};
use crate::store::{Batch, StoreError};

/// What a step came to.
pub(crate) enum Stepped {
    /// More to do: the work is back in the queue (perhaps to be tried again later).
    More,
    /// The review is stored: the posts for those who asked; the caller sends them, then
    /// ends the review in the queue (`ThinkQueue::review_finished`) with `review`.
    Over {
        posts: Vec<Reply>,
        review: Box<Review>,
    },
}

/// How many times the stored queue is read again when another process posted some of
/// its requests meanwhile, before the commit is left for a later try.
const DEQUEUE_TRIES: usize = 5;

/// Runs one step of game `game`'s review.
pub(crate) fn step(desk: &Desk, game: u64, work: ReviewWork) -> Stepped {
    let mut reviewer = match work {
        ReviewWork::Start(line) => {
            // Stored already (by another process, or before a restart): posted as it is.
            if let Ok(Some(review)) = post::stored(desk, game) {
                return finish(desk, game, Box::new(review));
            }
            let budget = Budget {
                ms_per_step: desk.config.review_ms_per_step.max(1),
                ..Budget::default()
            };
            Box::new(Reviewer::new(*line, budget))
        }
        ReviewWork::Running(reviewer) => reviewer,
        ReviewWork::Done(review) => return finish(desk, game, review),
    };
    if reviewer.step() {
        desk.thinking
            .review_stepped(game, ReviewWork::Running(reviewer));
        return Stepped::More;
    }
    finish(desk, game, Box::new(reviewer.finish()))
}

/// Stores `review` and takes its requests off the stored queue, in one commit; the posts.
/// On a store failure the review goes back to the queue, to be tried again later.
fn finish(desk: &Desk, game: u64, review: Box<Review>) -> Stepped {
    match deliver(desk, game, &review) {
        Ok(posts) => Stepped::Over { posts, review },
        Err(e) => {
            let wait = desk.thinking.review_retry(game, ReviewWork::Done(review));
            tracing::warn!(
                game,
                error = ?e,
                retry_in = ?wait,
                "a review could not be stored: kept, tried again later"
            );
            Stepped::More
        }
    }
}

fn deliver(desk: &Desk, game: u64, review: &Review) -> Result<Vec<Reply>, HostError> {
    let bytes = serde_json::to_vec(review).map_err(|e| {
        HostError::Store(StoreError::Encode {
            what: "review".into(),
            reason: e.to_string(),
        })
    })?;
    let finished = match desk.finished_game(game) {
        Ok(g) => g,
        Err(HostError::Missing(_)) => None,
        Err(e) => return Err(e),
    };
    for _ in 0..DEQUEUE_TRIES {
        // Who waits: every request acknowledged and not yet posted (by any process).
        let requests = desk.store.queued_reviews(Some(game))?;
        let mut b = Batch::new();
        for r in &requests {
            b.dequeue_review(r);
        }
        if finished.is_some() {
            b.put_review(game, bytes.clone());
        }
        match desk.store.commit(b) {
            Ok(()) => {}
            // Another process posted some of them meanwhile: read again.
            Err(StoreError::ReviewDequeued { .. }) => continue,
            Err(e) => return Err(e.into()),
        }
        let askers: Vec<_> = requests.iter().map(queue::asker_of).collect();
        return Ok(match &finished {
            Some(g) => post::posts(desk, g, review, &askers),
            None => {
                // The game is gone (it cannot be: reviews are of finished games): its
                // askers are told, not left waiting.
                tracing::error!(game, "a reviewed game cannot be read: not stored");
                askers
                    .iter()
                    .map(|a| {
                        let text = tr(a.lang, keys::HOST_REVIEW_FAILED, &[("game", game.into())]);
                        Reply::text(Target::Dm(a.user.clone()), text).with_game(game)
                    })
                    .collect()
            }
        });
    }
    Err(HostError::Store(StoreError::ReviewDequeued { game }))
}
