//! What `ban @user end` does to the banned player's running games on the server: each
//! ends, under its own lock and in its own batch with an audit line, as a moderator's
//! adjudication that the banned player loses: rated once both sides moved, unrated
//! before ([`crate::game::Game::rated_outcome`]). The game's channel is told, with the
//! final board. A game the moderator plays in is left to another moderator, as for
//! `adjudicate`.

use crate::host::desk::{Cx, Desk, HostError};
use crate::host::io::reply::Reply;
use crate::host::play::finish;
use crate::host::play::lifecycle;
use crate::host::play::moves::play_error;
use crate::host::words::i18n::{keys, tr};
use crate::rules::Color;
use crate::store::{AuditEntry, Batch, GameFilter};

/// Ends `user`'s running games on `server` (the ban is already stored); returns the
/// messages to their channels, one per game ended. A game whose commit fails stays as
/// it was (logged): the ban itself holds, and a moderator may adjudicate it.
pub(crate) fn end_games(
    desk: &Desk,
    cx: &Cx,
    server: &str,
    user: &str,
    audit: impl Fn(u64, Color) -> AuditEntry,
) -> Result<Vec<Reply>, HostError> {
    let mut told = Vec::new();
    for id in desk.store.games_of_user(user, GameFilter::Active)? {
        match desk.store.game_meta(id)? {
            Some(meta) if meta.server == server && meta.active => {}
            _ => continue,
        }
        match end_one(desk, cx, id, user, &audit) {
            Ok(Some(reply)) => told.push(reply),
            Ok(None) => {}
            Err(e) => tracing::error!(game = id, error = ?e, "a banned player's game not ended"),
        }
    }
    Ok(told)
}

/// Ends game `id` as a loss of `user`; `None` if it is not theirs to lose here.
fn end_one(
    desk: &Desk,
    cx: &Cx,
    id: u64,
    user: &str,
    audit: &impl Fn(u64, Color) -> AuditEntry,
) -> Result<Option<Reply>, HostError> {
    desk.with_game(id, |live| {
        let Some(loser) = live.game.players().color_of(user) else {
            return Ok(None);
        };
        if live.game.is_over() || live.game.players().color_of(cx.uid()).is_some() {
            return Ok(None);
        }
        let winner = loser.other();
        let mut game = live.game.clone();
        game.adjudicate(Some(winner), cx.now)
            .map_err(|e| HostError::Refused(play_error(cx.lang, &e, id)))?;
        let lang = desk.public_lang(&live.server, &live.channel);
        let mut b = Batch::new();
        b.put_game(&game, &live.server, &live.channel)
            .audit(&audit(id, winner));
        let mut lines = finish::finish(desk, lang, &mut b, &game, &live.server)?;
        desk.commit(b)?;
        live.game = game;
        lines.insert(
            0,
            tr(
                lang,
                keys::HOST_MOD_BAN_ENDED,
                &[("game", id.into()), ("player", desk.who(lang, user).into())],
            ),
        );
        Ok(Some(lifecycle::final_post(desk, live, &lines, cx.now)))
    })
}
