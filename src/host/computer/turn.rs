//! The computer's turn (issue 17): what it may see of a game (its own colour's view,
//! nothing more), its thought (under no lock: other commands on the game and other games
//! go on meanwhile), and its action played through the normal move path
//! ([`play::play_if`]), only if the game is still where it was (a resignation, an abort,
//! any other change meanwhile: the thought is dropped). Also the game against the
//! computer's start and its players' results against each level.

use crate::ai::{self, level::Level, Request};
use crate::game::{Game, Timestamp};
use crate::host::computer::offers;
use crate::host::desk::{Desk, HostError};
use crate::host::io::input::{Author, Body, Input, Origin};
use crate::host::io::reply::{Reply, Target};
use crate::host::opponent;
use crate::host::play::moves;
use crate::host::reading::command::GameId;
use crate::rules::{notation, Action, Color, RuleSet};
use crate::store::GameFilter;

/// What the computer thinks about: the view of its colour at one moment of the game.
struct Moment {
    color: Color,
    level: Level,
    ruleset: RuleSet,
    fen: String,
    turns: usize,
    /// [`Game::acts`] at this moment: with the game's id, it names the moment.
    acts: u64,
    /// It answers a pending choice (a secret of its own).
    choice: bool,
    /// The FENs of the earlier positions (repetitions); none for Chakart, whose full
    /// FENs may show hidden pieces.
    history: Vec<String>,
    server: String,
    channel: String,
}

impl Moment {
    /// Whether `game` is still at this moment.
    fn holds(&self, game: &Game) -> bool {
        !game.is_over()
            && !game.is_frozen()
            && game.turns().len() == self.turns
            && game.pending().map_or(game.turn(), |p| p.player) == self.color
            && game.view_fen(self.color) == self.fen
    }
}

/// The game's positions before the current one, the last hundred at most (the span of the
/// fifty-move rule); none for Chakart.
fn history(game: &Game) -> Vec<String> {
    if game.ruleset().is_chakart() {
        Vec::new()
    } else {
        game.earlier_fens(100)
    }
}

/// The moment of game `id` if the computer is to act in it.
fn moment(desk: &Desk, id: u64) -> Result<Option<Moment>, HostError> {
    desk.with_game(id, |live| {
        let game = &live.game;
        if game.is_over() || game.is_frozen() {
            return Ok(None);
        }
        let color = game.pending().map_or(game.turn(), |p| p.player);
        let Some(level) = opponent::level_of(game.players().get(color)) else {
            return Ok(None);
        };
        Ok(Some(Moment {
            color,
            level,
            ruleset: game.ruleset(),
            fen: game.view_fen(color),
            turns: game.turns().len(),
            acts: game.acts(),
            choice: game.pending().is_some(),
            history: history(game),
            server: live.server.clone(),
            channel: live.channel.clone(),
        }))
    })
}

/// Answers the offers made to the computer in game `id`, then thinks about the game if it
/// is to act in it, and plays its choice; the replies of its answers and its turn
/// (announced like a player's).
pub(crate) fn think_and_play(desk: &Desk, id: u64, now: &dyn Fn() -> Timestamp) -> Vec<Reply> {
    let began = std::time::Instant::now();
    // Offers made to it first: they wait for no move of its own.
    let mut replies = offers::answer(desk, id, now, began);
    let m = match moment(desk, id) {
        Ok(Some(m)) => m,
        Ok(None) | Err(HostError::Ignored) => return replies,
        Err(e) => {
            tracing::warn!(game = id, error = ?e, "the computer cannot read its game");
            return replies;
        }
    };
    let decision = ai::choose(&Request {
        ruleset: m.ruleset,
        fen: &m.fen,
        level: m.level,
        movetime_ms: ai::movetime_for(m.level, desk.config.computer.movetime_ms),
        seed: None,
        history: &m.history,
    });
    let action = match decision {
        Ok(d) => d.action,
        Err(e) => {
            tracing::warn!(game = id, error = %e, fen = %m.fen, "the computer found no action");
            return replies;
        }
    };
    // Not sooner than `min_reply_ms` after it began: the move it answers goes out first.
    let pace = std::time::Duration::from_millis(desk.config.computer.min_reply_ms);
    let wait = pace.saturating_sub(began.elapsed());
    if !wait.is_zero() {
        std::thread::sleep(wait);
    }
    if desk.thinking.is_closing() {
        return replies;
    }
    // An offer made while it thought is answered before its move (which would lapse it).
    replies.extend(offers::answer(desk, id, now, began));
    let secret = matches!(action, Action::Stealth { .. }) || m.choice;
    let origin = if secret {
        Origin::Dm
    } else {
        Origin::Channel {
            server: m.server.clone(),
            channel: m.channel.clone(),
        }
    };
    let me = opponent::player_id(m.level);
    let input = Input {
        event_id: opponent::event_id(id, m.acts, "move"),
        at: now(),
        author: Author::named(&me),
        origin,
        body: Body::Text {
            text: action.to_string(),
            addressed: true,
        },
    };
    let result = desk.context(&input).and_then(|cx| {
        // Written in the letters and words it is read with (a French `promote r` would
        // be the king, *roi*).
        let text = notation::answer_text(&action, cx.game_lang(desk, &m.server).letters());
        moves::play_if(desk, &cx, &text, Some(GameId(id)), &|g| m.holds(g))
    });
    match result {
        Ok(played) => replies.extend(played),
        // The game moved on meanwhile: the thought is dropped.
        Err(HostError::Ignored) => {}
        Err(e) => {
            tracing::warn!(game = id, action = %action, error = ?e, "the computer's action was refused");
        }
    }
    replies
}

/// Replies for people only: nothing addressed to the computer, no ping of it.
pub(crate) fn for_people(mut replies: Vec<Reply>) -> Vec<Reply> {
    replies.retain(|r| match r.to() {
        Target::Dm(u) | Target::Private(u) => !opponent::is_computer(u),
        Target::Channel { .. } | Target::Team(_) => true,
    });
    for r in &mut replies {
        r.ping_users.retain(|u| !opponent::is_computer(u));
    }
    replies
}

/// `user`'s results on `server` against each level: (level, won, drawn, lost), for the
/// levels met.
pub(crate) fn results(
    desk: &Desk,
    server: &str,
    user: &str,
) -> Result<Vec<(u8, u64, u64, u64)>, HostError> {
    let mut table = [(0u64, 0u64, 0u64); 9];
    for id in desk.store.games_of_user(user, GameFilter::Finished)? {
        let Some(meta) = desk.store.game_meta(id)? else {
            continue;
        };
        if meta.server != server {
            continue;
        }
        let (mine, theirs) = if meta.white == user {
            (Color::White, &meta.black)
        } else {
            (Color::Black, &meta.white)
        };
        let Some(level) = opponent::level_of(theirs) else {
            continue;
        };
        let Some(game) = desk.store.game(id)? else {
            continue;
        };
        let Some(outcome) = game.outcome() else {
            continue; // aborted
        };
        let row = &mut table[usize::from(level.number())];
        match outcome.winner() {
            Some(c) if c == mine => row.0 += 1,
            Some(_) => row.2 += 1,
            None => row.1 += 1,
        }
    }
    Ok(table
        .iter()
        .enumerate()
        .filter(|(_, (w, d, l))| w + d + l > 0)
        .map(|(level, &(w, d, l))| (level as u8, w, d, l))
        .collect())
}
