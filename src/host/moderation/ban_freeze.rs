//! What `ban @user freeze` and then `unban @user` do to the banned player's running
//! games on the server: each is frozen (nobody plays in it, its clocks stand still, the
//! sweeper leaves it alone: [`crate::game::Game::freeze`]) under its own lock and in its
//! own batch; the unban unfreezes them, the clocks going on with the time that was left.
//! The game's channel and the opponent are told. Moderators can still end a frozen game.

use crate::host::desk::{Cx, Desk, HostError};
use crate::host::io::reply::{Reply, Target};
use crate::host::opponent;
use crate::host::words::i18n::{keys, tr};
use crate::store::{Batch, GameFilter};

/// Freezing or unfreezing.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Freeze {
    Freeze,
    Thaw,
}

/// Freezes (or unfreezes) `user`'s running games on `server`; returns the messages to
/// their channels and opponents, and how many games changed. A game whose commit fails
/// stays as it was (logged): the ban (or unban) itself holds.
pub(crate) fn apply(
    desk: &Desk,
    cx: &Cx,
    server: &str,
    user: &str,
    what: Freeze,
) -> Result<(Vec<Reply>, u64), HostError> {
    let mut told = Vec::new();
    let mut count = 0;
    for id in desk.store.games_of_user(user, GameFilter::Active)? {
        match desk.store.game_meta(id)? {
            Some(meta) if meta.server == server && meta.active => {}
            _ => continue,
        }
        match one(desk, cx, id, user, what) {
            Ok(Some(replies)) => {
                count += 1;
                told.extend(replies);
            }
            Ok(None) => {}
            Err(e) => tracing::error!(game = id, error = ?e, ?what, "a banned player's game"),
        }
    }
    Ok((told, count))
}

/// Freezes or unfreezes game `id`; `None` if it is not `user`'s or did not change.
fn one(
    desk: &Desk,
    cx: &Cx,
    id: u64,
    user: &str,
    what: Freeze,
) -> Result<Option<Vec<Reply>>, HostError> {
    desk.with_game(id, |live| {
        let Some(color) = live.game.players().color_of(user) else {
            return Ok(None);
        };
        let mut game = live.game.clone();
        let changed = match what {
            Freeze::Freeze => game.freeze(cx.now),
            Freeze::Thaw => game.unfreeze(cx.now),
        };
        if !changed {
            return Ok(None);
        }
        let mut b = Batch::new();
        b.put_game(&game, &live.server, &live.channel);
        desk.commit(b)?;
        live.game = game;
        let lang = desk.public_lang(&live.server, &live.channel);
        let key = match what {
            Freeze::Freeze => keys::HOST_MOD_BAN_FROZEN,
            Freeze::Thaw => keys::HOST_MOD_UNBAN_THAWED,
        };
        let text = tr(
            lang,
            key,
            &[("game", id.into()), ("player", desk.who(lang, user).into())],
        );
        let opponent = live.game.players().get(color.other()).to_string();
        let mut told = vec![Reply::text(Desk::channel_of(live), text.clone()).with_game(id)];
        if !opponent::is_computer(&opponent) {
            told.push(Reply::text(Target::Dm(opponent), text).with_game(id));
        }
        Ok(Some(told))
    })
}
