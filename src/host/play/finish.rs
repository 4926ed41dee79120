//! What happens when a game ends, whatever ended it (the rules, resignation, agreement,
//! time, a moderator): ratings (Glicko-2, per server and rule set) and the words that
//! tell it, with the revealed fairness secret.

use crate::game::pgn::LICHESS_IMPORT;
use crate::game::{Game, Glicko2, RatedGame, Rating};
use crate::host::desk::{Desk, HostError, Live};
use crate::host::io::custom_id::{self, ButtonAction};
use crate::host::io::reply::{Button, ButtonStyle, Reply};
use crate::host::opponent;
use crate::host::words::i18n::{keys, tr, Lang};
use crate::host::words::narrate;
use crate::rules::{Color, RuleSet};
use crate::store::{Batch, RatedRecord};

/// Rates a finished game into `b` (nothing for an aborted game, nor for one that ended
/// before both players moved: [`Game::rated_outcome`]) and returns the lines
/// that tell the result, the rating changes and the revealed secret.
pub(crate) fn finish(
    desk: &Desk,
    lang: Lang,
    b: &mut Batch,
    game: &Game,
    server: &str,
) -> Result<Vec<String>, HostError> {
    let mut lines = Vec::new();
    // Games against the computer are never rated (issue 17).
    let computer = [Color::White, Color::Black]
        .iter()
        .any(|c| opponent::is_computer(game.players().get(*c)));
    // A game of an unrated tournament is not rated either.
    let unrated_event = game.event().is_some_and(|e| !e.rated);
    let rated = game.rated_outcome().filter(|_| !computer && !unrated_event);
    match (game.outcome(), rated) {
        (Some(outcome), None) => {
            lines.push(narrate::outcome(lang, outcome));
            let key = if game.teams().is_some() {
                keys::HOST_GAME_UNRATED_TEAM
            } else if computer {
                keys::HOST_GAME_UNRATED_COMPUTER
            } else if game.custom_fen().is_some() {
                keys::HOST_GAME_UNRATED_POSITION
            } else {
                keys::HOST_GAME_UNRATED
            };
            lines.push(tr(lang, key, &[("game", game.id().into())]));
        }
        (_, Some(outcome)) => {
            lines.push(narrate::outcome(lang, outcome));
            let ruleset = game.ruleset().id();
            let players = game.players();
            let old = |c: Color| -> Result<(Rating, u32), HostError> {
                Ok(desk
                    .store
                    .rating(server, ruleset, players.get(c))?
                    .map_or((Rating::default(), 0), |e| (e.rating, e.games)))
            };
            let (w, wn) = old(Color::White)?;
            let (k, kn) = old(Color::Black)?;
            let (w2, k2) = Glicko2::default().rate_game(w, k, outcome);
            b.put_rating(server, ruleset, &players.white, w2, wn + 1);
            b.put_rating(server, ruleset, &players.black, k2, kn + 1);
            // The pool's history keeps the game as rated, so a moderator can void or
            // re-adjudicate it later and every rating it touched is recomputed exactly.
            let rated = RatedGame {
                game: game.id(),
                white: players.white.clone(),
                black: players.black.clone(),
                outcome,
                before: (w, k),
                after: (w2, k2),
            };
            let order = game.ended_at().unwrap_or_default();
            b.put_rated_game(server, ruleset, &RatedRecord { order, rated });
            let change = |c: Color, before: Rating, after: Rating| {
                tr(
                    lang,
                    keys::HOST_RATING_CHANGE,
                    &[
                        ("player", desk.who(lang, players.get(c)).into()),
                        ("before", before.rounded().into()),
                        ("after", after.rounded().into()),
                        ("delta", signed(after.rounded() - before.rounded()).into()),
                    ],
                )
            };
            lines.push(format!(
                "{} {}",
                change(Color::White, w, w2),
                change(Color::Black, k, k2)
            ));
        }
        (None, None) => lines.push(tr(
            lang,
            keys::HOST_GAME_ABORTED,
            &[("game", game.id().into())],
        )),
    }
    // An orthodox chess game can be analysed on lichess from its standard PGN export.
    if game.ruleset() == RuleSet::Chess && game.outcome().is_some() {
        lines.push(tr(
            lang,
            keys::HOST_LICHESS_AFTER,
            &[("game", game.id().into()), ("url", LICHESS_IMPORT.into())],
        ));
    }
    if let Some(secret) = game.revealed_secret() {
        lines.push(tr(
            lang,
            keys::HOST_SECRET_REVEALED,
            &[
                ("game", game.id().into()),
                ("secret", secret.to_hex().into()),
            ],
        ));
    }
    Ok(lines)
}

/// The buttons under a finished game's final board: a rematch (not in a tournament), and the after-game
/// review when the game has a move to judge (an aborted game has none).
pub(crate) fn after_game_buttons(post: Reply, lang: Lang, game: &Game) -> Reply {
    let id = game.id();
    // A tournament game gets no Rematch: the tournament pairs its players.
    let post = if game.event().is_some() {
        post
    } else {
        post.with_button(Button {
            custom_id: custom_id::encode(ButtonAction::Rematch, id),
            label: tr(lang, keys::HOST_BUTTON_REMATCH, &[]),
            style: ButtonStyle::Secondary,
            disabled: false,
        })
    };
    if game.outcome().is_none() || game.turns().is_empty() {
        return post;
    }
    post.with_button(Button {
        custom_id: custom_id::encode(ButtonAction::Review, id),
        label: tr(lang, keys::HOST_BUTTON_REVIEW, &[]),
        style: ButtonStyle::Secondary,
        disabled: false,
    })
}

/// `+12`, `-3`, `±0`.
pub(crate) fn signed(n: i64) -> String {
    match n {
        0 => "±0".into(),
        n if n > 0 => format!("+{n}"),
        n => n.to_string(),
    }
}

/// Commits `game` (changed from `live`'s) with `b` (what else the command writes),
/// rating and revealing it in the same commit if it just ended, then swaps it in.
/// Returns the lines `finish` wrote (empty while the game goes on).
pub(crate) fn commit(
    desk: &Desk,
    live: &mut Live,
    game: Game,
    mut b: Batch,
) -> Result<Vec<String>, HostError> {
    b.put_game(&game, &live.server, &live.channel);
    let ending = if game.is_over() {
        let lang = desk.public_lang(&live.server, &live.channel);
        finish(desk, lang, &mut b, &game, &live.server)?
    } else {
        Vec::new()
    };
    desk.commit(b)?;
    live.game = game;
    Ok(ending)
}
