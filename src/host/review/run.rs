//! One step of a review on a computer thinker: one engine search, the work handed back to
//! the queue; at the last step the review is assembled, stored with the game and posted
//! to everyone who asked.

use crate::host::desk::Desk;
use crate::host::io::reply::Reply;
use crate::host::review::post;
use crate::host::think_queue::ReviewWork;
use crate::host::words::i18n::{keys, tr};
use crate::review::{Budget, Reviewer};
use crate::store::Batch;

/// Runs one step of game `game`'s review. `None`: more steps remain (the work is back in
/// the queue); `Some`: the review is over, with the posts for those who asked (the
/// caller sends them, then ends the review in the queue).
pub(crate) fn step(desk: &Desk, game: u64, work: ReviewWork) -> Option<Vec<Reply>> {
    let mut reviewer = match work {
        ReviewWork::Start(line) => {
            let budget = Budget {
                ms_per_step: desk.config.review_ms_per_step.max(1),
                ..Budget::default()
            };
            Box::new(Reviewer::new(*line, budget))
        }
        ReviewWork::Running(reviewer) => reviewer,
    };
    if reviewer.step() {
        desk.thinking
            .review_stepped(game, ReviewWork::Running(reviewer));
        return None;
    }
    let review = reviewer.finish();
    let askers = desk.thinking.review_askers(game);
    let stored = serde_json::to_vec(&review)
        .map_err(|e| e.to_string())
        .and_then(|bytes| {
            let mut b = Batch::new();
            b.put_review(game, bytes);
            desk.store.commit(b).map_err(|e| e.to_string())
        });
    let finished = desk.finished_game(game);
    match (stored, finished) {
        (Ok(()), Ok(Some(g))) => Some(post::posts(desk, &g, &review, &askers)),
        (stored, finished) => {
            tracing::error!(
                game,
                ?stored,
                ok = finished.is_ok(),
                "a review was not stored"
            );
            Some(
                askers
                    .iter()
                    .map(|a| {
                        let text = tr(a.lang, keys::HOST_REVIEW_FAILED, &[("game", game.into())]);
                        Reply::text(crate::host::io::reply::Target::Dm(a.user.clone()), text)
                            .with_game(game)
                    })
                    .collect(),
            )
        }
    }
}
