//! Asking for a review: the game meant (as `export` finds it), refused while it is still
//! played or when it has no move to judge, the stored review posted at once, else the
//! request queued with its place told (kept in the store by the commit that answers it,
//! so a restart loses none).

use crate::host::desk::{Cx, Desk, HostResult};
use crate::host::info;
use crate::host::io::reply::Target;
use crate::host::reading::command::GameId;
use crate::host::review::{post, queue};
use crate::host::think_queue::Asker;
use crate::host::words::i18n::keys;
use crate::review::GameLine;
use crate::store::Batch;

/// `review [#N]` and the Review button.
pub(crate) fn request(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let id = info::find_readable(desk, cx, id, "review")?;
    let game = info::read_game(desk, id)?;
    // Fair play: no path analyses a game still being played.
    if !game.is_over() {
        return cx.refuse(keys::HOST_REVIEW_ONGOING, &[("game", id.into())]);
    }
    let asker = asker(desk, cx);
    if let Some(review) = post::stored(desk, id)? {
        return Ok(post::posts(desk, &game, &review, &[asker]));
    }
    let line = match GameLine::of_game(&game) {
        Ok(line) if !line.turns.is_empty() => line,
        _ => return cx.refuse(keys::HOST_REVIEW_NOTHING, &[("game", id.into())]),
    };
    let server = match desk.store.game_meta(id)? {
        Some(meta) => meta.server,
        None => cx.server.clone().unwrap_or_default(),
    };
    // Acknowledged only once kept: the request is in the store before its answer. The
    // same asker asking again is one request (the store keys it by asker and place).
    let request = queue::request_of(id, &server, &asker, cx.now);
    let again = desk
        .store
        .queued_reviews(Some(id))?
        .iter()
        .any(|r| r.asker_key() == request.asker_key());
    let mut b = Batch::new();
    b.queue_review(&request)
        .mark_processed(&cx.input.event_id, cx.now);
    desk.commit(b)?;
    let Some(place) = desk.thinking.want_review(id, &server, || line) else {
        // Shutting down: the request waits in the store for the next start.
        let text = cx.tr(keys::HOST_REVIEW_QUEUED_LATER, &[("game", id.into())]);
        return Ok(vec![cx.private(text).with_game(id)]);
    };
    let place = u64::try_from(place).unwrap_or(u64::MAX);
    let key = if again {
        keys::HOST_REVIEW_ASKED_ALREADY
    } else {
        keys::HOST_REVIEW_QUEUED
    };
    let text = cx.tr(key, &[("game", id.into()), ("place", place.into())]);
    Ok(vec![cx.private(text).with_game(id)])
}

/// Where the author's review is posted: the channel asked in (in its language), else
/// their DMs (in theirs).
fn asker(desk: &Desk, cx: &Cx) -> Asker {
    let user = cx.uid().to_string();
    match (&cx.server, &cx.channel) {
        (Some(server), Some(channel)) => Asker {
            user,
            lang: desk.public_lang(server, channel),
            to: Target::Channel {
                server: server.clone(),
                channel: channel.clone(),
            },
        },
        _ => Asker {
            to: Target::Dm(user.clone()),
            user,
            lang: cx.lang,
        },
    }
}
