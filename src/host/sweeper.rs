//! The sweeper: from the store's deadlines (never from in-memory timers), ends games on
//! time, sends reminders, and removes expired challenges.
//!
//! Everything it acts on comes from the store's deadline index ([`Store::due_by`]):
//! each game in progress has one entry (its reminder or its deadline, whichever comes
//! first) and each challenge one (its expiry). Each change is committed (which moves or
//! removes the entry) before its reply is returned, so a second sweep at the same moment
//! finds nothing to do, and a sweep after a restart picks up exactly what was left.
//!
//! Once a day it also forgets processed event ids older than [`KEEP_EVENT_IDS_MS`]:
//! platforms redeliver an event within minutes, and the ids would otherwise pile up
//! forever. Once a minute it takes on the review requests another process acknowledged
//! long ago and has not posted ([`crate::host::review`]).
//!
//! [`Store::due_by`]: crate::store::Store::due_by

use crate::game::clock::{HOUR, MINUTE};
use crate::game::Timestamp;
use crate::host::desk::{lock, Desk, HostError, HostResult, Live};
use crate::host::io::audience;
use crate::host::io::reply::Reply;
use crate::host::play::finish;
use crate::host::play::lifecycle;
use crate::host::words::i18n::{keys, ruleset_name, tr};
use crate::rules::Color;
use crate::store::{Batch, Due};

/// How long a processed event id is remembered (a redelivered event older than this
/// would be applied again; platforms redeliver within minutes).
pub const KEEP_EVENT_IDS_MS: u64 = 7 * 24 * HOUR;

/// Forgets old processed event ids, at most once a day (the first sweep after a start
/// does it).
fn prune_if_due(desk: &Desk, now: Timestamp) {
    let mut last = lock(&desk.last_prune);
    if last.is_some_and(|t| now.0 < t.0.saturating_add(24 * HOUR)) {
        return;
    }
    *last = Some(now);
    let before = Timestamp(now.0.saturating_sub(KEEP_EVENT_IDS_MS));
    match desk.store.prune_processed(before) {
        Ok(0) => {}
        Ok(n) => tracing::info!(count = n, "forgot old processed event ids"),
        Err(e) => tracing::error!(error = %e, "forgetting old event ids failed"),
    }
}

/// Takes on the review requests left by another process, at most once a minute.
fn adopt_if_due(desk: &Desk, now: Timestamp) -> Vec<Reply> {
    let mut last = lock(&desk.last_adopt);
    if last.is_some_and(|t| now.0 < t.0.saturating_add(MINUTE)) {
        return Vec::new();
    }
    *last = Some(now);
    crate::host::review::adopt(desk, now).unwrap_or_else(|e| {
        tracing::error!(error = ?e, "looking for review requests left behind failed");
        Vec::new()
    })
}

/// Does everything due at `now`; returns the messages to send. One item that fails
/// (logged) does not stop the others.
pub(crate) fn sweep(desk: &Desk, now: Timestamp) -> Result<Vec<Reply>, HostError> {
    prune_if_due(desk, now);
    let mut replies = adopt_if_due(desk, now);
    for due in desk.store.due_by(now)? {
        let done = match due {
            Due::Game { id, .. } => game_due(desk, id, now),
            Due::Challenge { id, .. } => challenge_due(desk, id, now),
            Due::Tournament { id, .. } => crate::host::tournament::director::due(desk, id, now),
        };
        match done {
            Ok(r) => replies.extend(r),
            Err(HostError::Ignored | HostError::Missing(_)) => {}
            Err(e) => tracing::error!(due = ?due, error = ?e, "sweep item failed"),
        }
    }
    Ok(replies)
}

/// The earliest deadline in the store: when the sweeper has something to do next.
pub(crate) fn next_wakeup(desk: &Desk) -> Option<Timestamp> {
    match desk.store.next_due() {
        Ok(due) => due.map(|d| match d {
            Due::Game { at, .. } | Due::Challenge { at, .. } | Due::Tournament { at, .. } => at,
        }),
        Err(e) => {
            tracing::error!(error = %e, "cannot read the next deadline");
            None
        }
    }
}

/// Game `id` at `now`: ended on time, or its player reminded, or nothing.
fn game_due(desk: &Desk, id: u64, now: Timestamp) -> HostResult {
    desk.with_game(id, |live| {
        let mut game = live.game.clone();
        let late = game.late(now);
        if let (Some(late), Some(_)) = (late, game.check_time(now)) {
            let ending = finish::commit(desk, live, game, Batch::new())?;
            return Ok(vec![time_up(desk, live, late, ending, now)]);
        }
        if let Some(closed) = crate::host::team::vote::due(desk, live, now) {
            return closed;
        }
        if let Some(color) = game.reminder_due(now) {
            game.mark_reminded();
            let mut b = Batch::new();
            b.put_game(&game, &live.server, &live.channel);
            desk.commit(b)?;
            live.game = game;
            return Ok(vec![reminder(desk, live, color, now)]);
        }
        Ok(Vec::new())
    })
}

/// The public message of a game lost (or drawn, or aborted) on time.
fn time_up(desk: &Desk, live: &Live, late: Color, ending: Vec<String>, now: Timestamp) -> Reply {
    let game = &live.game;
    let id = game.id();
    let lang = desk.public_lang(&live.server, &live.channel);
    let players = game.players();
    let args = [
        ("game", id.into()),
        ("player", desk.who(lang, players.get(late)).into()),
        ("color", late.name().into()),
    ];
    let first = match game.event() {
        // A tournament game's player who never moved loses by forfeit (unplayed).
        Some(link) if !game.has_moved(late) => {
            let mut args = args.to_vec();
            args.push(("minutes", link.no_show_ms.div_ceil(MINUTE).into()));
            tr(lang, keys::HOST_SWEEP_NO_SHOW, &args)
        }
        _ => tr(lang, keys::HOST_SWEEP_TIME_UP, &args),
    };
    let mut lines = vec![first];
    lines.extend(ending);
    lifecycle::final_post(desk, live, &lines, now)
        .pinging(&players.white)
        .pinging(&players.black)
}

/// The private reminder to the player `color` of a correspondence game, with their own
/// view of the board.
fn reminder(desk: &Desk, live: &Live, color: Color, now: Timestamp) -> Reply {
    let game = &live.game;
    let user = game.players().get(color).to_string();
    let lang = desk.dm_lang(&user, &live.server);
    let deadline = game.clock().deadline().unwrap_or(now);
    let text = tr(
        lang,
        keys::HOST_SWEEP_REMINDER,
        &[
            ("game", game.id().into()),
            ("ruleset", ruleset_name(lang, game.ruleset()).into()),
            (
                "opponent",
                desk.who(lang, game.players().get(color.other())).into(),
            ),
            ("at", desk.time(lang, deadline).into()),
            (
                "left",
                crate::host::words::i18n::time_left(lang, deadline.since(now)).into(),
            ),
        ],
    );
    let record = desk.user_record(&user);
    let board = audience::own(desk, game, color, &record, &[], now);
    Reply::to_player(board, true, text).with_game(game.id())
}

/// Challenge `id` at `now`: removed with a notice in its channel once expired.
fn challenge_due(desk: &Desk, id: u64, now: Timestamp) -> HostResult {
    let _guard = desk
        .challenge_lock
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let Some(c) = desk.store.challenge(id)? else {
        return Ok(Vec::new());
    };
    if c.expires_at > now {
        return Ok(Vec::new());
    }
    let mut b = Batch::new();
    b.remove_challenge(id);
    desk.commit(b)?;
    let lang = desk.public_lang(&c.server, &c.channel);
    let text = tr(
        lang,
        keys::HOST_SWEEP_CHALLENGE_EXPIRED,
        &[
            ("id", id.into()),
            ("challenger", desk.who(lang, &c.challenger).into()),
        ],
    );
    Ok(vec![crate::host::play::challenges::answered(
        &c, lang, text,
    )])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_left_reads_in_hours_and_minutes() {
        use crate::game::clock::MINUTE;
        use crate::host::words::i18n::{time_left, Lang};
        for (lang, ms, text) in [
            (Lang::En, 15 * MINUTE, "15 min"),
            (Lang::En, 15 * MINUTE - 1, "15 min"),
            (Lang::En, HOUR + 5 * MINUTE, "1 h 05 min"),
            (Lang::En, 18 * HOUR, "18 h 00 min"),
            (Lang::En, 0, "0 min"),
            (Lang::Fr, 18 * HOUR, "18 h 00 min"),
            (Lang::Fr, 26 * HOUR, "1 j 2 h"),
            (Lang::De, HOUR + 5 * MINUTE, "1 Std. 05 Min."),
            (Lang::De, 30 * MINUTE, "30 Min."),
        ] {
            let shown = time_left(lang, ms).replace('\u{a0}', " ");
            assert_eq!(shown, text, "{lang} {ms}");
        }
    }
}
