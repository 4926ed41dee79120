//! A moderator's ruling on a game that already finished: `void` annuls it, `adjudicate`
//! gives it another result. The game keeps what was played and records the ruling; its
//! rating pool's history (server, rule set) is revised with [`Glicko2::revise`]: both
//! players' ratings go back exactly to what they were before the game, the game is
//! re-rated with its new result (or dropped), and every later game of a player whose
//! rating changed is re-rated in order. One batch: the game, the history entries that
//! changed, the changed ratings, the audit line, the event id.

use crate::game::{Game, Glicko2, RatedGame, Rating, Revision, Ruling, RulingError};
use crate::host::desk::{Cx, Desk, HostResult, Live};
use crate::host::io::reply::Reply;
use crate::host::play::finish::signed;
use crate::host::reading::command::Verdict;
use crate::host::words::i18n::{keys, tr};
use crate::host::words::narrate;
use crate::rules::{Color, DrawReason, Outcome, WinReason};
use crate::store::{AuditEntry, Batch, RatedRecord};
use std::collections::BTreeMap;

/// What the moderator asks of the finished game.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum After {
    Void,
    Adjudicate(Verdict),
}

/// The outcome a verdict gives.
pub(crate) fn verdict_outcome(v: Verdict) -> Outcome {
    let winner = match v {
        Verdict::WhiteWins => Color::White,
        Verdict::BlackWins => Color::Black,
        Verdict::Draw => return Outcome::Draw(DrawReason::Adjudication),
    };
    Outcome::Decisive {
        winner,
        reason: WinReason::Adjudication,
    }
}

/// Rules on the finished game held by `live` (the caller checked the server and that the
/// moderator does not play in it); `audit` is the line to log, given the old result.
pub(crate) fn revise(
    desk: &Desk,
    cx: &Cx,
    live: &mut Live,
    after: After,
    audit: impl FnOnce(String) -> AuditEntry,
) -> HostResult {
    let id = live.game.id();
    let old_result = live.game.outcome().map_or("*", Outcome::score);
    let ruling = match after {
        After::Void => Ruling::Void,
        After::Adjudicate(v) => Ruling::Result {
            outcome: verdict_outcome(v),
        },
    };
    let mut game = live.game.clone();
    if let Err(e) = game.rule_after_end(ruling) {
        let key = match e {
            RulingError::SameResult => keys::HOST_MOD_SAME_RESULT,
            RulingError::NotOver | RulingError::NoResult => keys::HOST_GAME_OVER,
        };
        return cx.refuse(key, &[("game", id.into())]);
    }
    let ruleset = game.ruleset().id();
    let server = live.server.clone();
    // One revision at a time (they rewrite a pool's history and several ratings).
    let _guard = desk
        .challenge_lock
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let mut b = Batch::new();
    let mut changes = Vec::new();
    if live.game.rated_outcome().is_some() {
        let records = desk.store.rating_history(&server, ruleset)?;
        let history: Vec<RatedGame> = records.iter().map(|r| r.rated.clone()).collect();
        let revision = match game.rated_outcome() {
            Some(outcome) => Revision::Result(outcome),
            None => Revision::Void,
        };
        let Ok(revised) = Glicko2::default().revise(&history, id, revision) else {
            return cx.refuse(keys::HOST_MOD_NOT_IN_HISTORY, &[("game", id.into())]);
        };
        // History entries: rewrite those that changed (each keeps its place), drop a void.
        let order: BTreeMap<u64, _> = records.iter().map(|r| (r.rated.game, r.order)).collect();
        let old: BTreeMap<u64, &RatedGame> = history.iter().map(|g| (g.game, g)).collect();
        for g in &revised.history {
            if old.get(&g.game) != Some(&g) {
                let order = order.get(&g.game).copied().unwrap_or_default();
                b.put_rated_game(
                    &server,
                    ruleset,
                    &RatedRecord {
                        order,
                        rated: g.clone(),
                    },
                );
            }
        }
        if revision == Revision::Void {
            b.remove_rated_game(&server, ruleset, id);
        }
        // Ratings: the revised ones; game counts move by what the history gained or lost
        // (players may have games rated before the history was kept).
        let count = |h: &[RatedGame], p: &str| {
            h.iter().filter(|g| g.white == p || g.black == p).count() as i64
        };
        for (player, (rating, _)) in &revised.changed {
            let stored = desk.store.rating(&server, ruleset, player)?;
            let (before, games) = stored.map_or((Rating::default(), 0), |e| (e.rating, e.games));
            let delta = count(&revised.history, player) - count(&history, player);
            let games = u32::try_from(i64::from(games) + delta).unwrap_or(0);
            b.put_rating(&server, ruleset, player, *rating, games);
            changes.push(tr(
                desk.server_lang(&server),
                keys::HOST_RATING_CHANGE,
                &[
                    ("player", desk.who(desk.server_lang(&server), player).into()),
                    ("before", before.rounded().into()),
                    ("after", rating.rounded().into()),
                    ("delta", signed(rating.rounded() - before.rounded()).into()),
                ],
            ));
        }
    }
    b.put_game(&game, &server, &live.channel)
        .mark_processed(&cx.input.event_id, cx.now)
        .audit(&audit(old_result.to_string()));
    desk.commit(b)?;
    live.game = game;
    Ok(announce(desk, cx, live, after, changes))
}

/// The channel's news of the ruling, and a note to the moderator if they are elsewhere.
fn announce(desk: &Desk, cx: &Cx, live: &Live, after: After, changes: Vec<String>) -> Vec<Reply> {
    let game: &Game = &live.game;
    let id = game.id();
    let lang = desk.public_lang(&live.server, &live.channel);
    let mut lines = vec![match after {
        After::Void => tr(lang, keys::HOST_MOD_VOIDED_AFTER, &[("game", id.into())]),
        After::Adjudicate(_) => tr(lang, keys::HOST_MOD_READJUDICATED, &[("game", id.into())]),
    }];
    if let Some(outcome) = game.outcome() {
        lines.push(narrate::outcome(lang, outcome));
    }
    if changes.is_empty() {
        lines.push(tr(lang, keys::HOST_MOD_WAS_UNRATED, &[("game", id.into())]));
    } else {
        lines.push(changes.join(" "));
    }
    let channel = Desk::channel_of(live);
    let mut replies = vec![Reply::text(channel.clone(), lines.join("\n")).with_game(id)];
    if cx.here().as_ref() != Some(&channel) {
        replies.push(cx.private(cx.tr(keys::HOST_DONE_IN_CHANNEL, &[("game", id.into())])));
    }
    replies
}
