//! Moves and choices (typed in the game's channel, or in a DM for secret ones), `board`
//! and `moves`, and the replies a turn produces: the public narration and board in the
//! channel, the mover's own view in private, a menu for whoever must now choose.

use super::command::GameId;
use super::core::{Cx, Host, HostError, HostResult, Live};
use super::custom_id::{self, ButtonAction};
use super::finish;
use super::i18n::{keys, tr, Lang};
use super::input::Body;
use super::narrate;
use super::reply::{Button, ButtonStyle, Menu, MenuOption, Reply, Target};
use super::text::echo;
use crate::game::{Game, PlayError};
use crate::rules::notation::{parse_in_game, san_plain};
use crate::rules::{Action, Color, MoveError, TurnReport, Viewer};
use crate::store::Batch;

/// Which games a command may mean when it names none.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Find {
    /// The author's games.
    Mine,
    /// The author's games, preferring those waiting for them (a DM move).
    Waiting,
    /// The author's games, or else the one game played in this channel (spectators).
    Any,
}

/// A move or a choice typed (or picked) by the author.
pub(crate) fn play(host: &Host, cx: &Cx, text: &str, hint: Option<GameId>) -> HostResult {
    let private = cx.input.is_private();
    let find = if private { Find::Waiting } else { Find::Mine };
    let id = host.find_game(cx, hint, find)?;
    host.with_game(id, |live| {
        let Some(color) = live.game.players().color_of(cx.uid()) else {
            return cx.refuse(keys::HOST_NOT_YOUR_GAME, &[("game", id.into())]);
        };
        let waiting = live.game.pending().map_or(live.game.turn(), |p| p.player);
        if waiting != color && !live.game.is_over() {
            return cx.refuse(
                keys::HOST_NOT_YOUR_TURN,
                &[
                    ("game", id.into()),
                    ("player", host.who(live.game.players().get(waiting)).into()),
                ],
            );
        }
        let action = parse_in_game(live.game.state(), text, Some(color))
            .map_err(|e| HostError::Refused(move_error(cx.lang, text, &e, id)))?;
        let secret = matches!(action, Action::Stealth { .. })
            || live.game.pending().is_some_and(|p| p.player == color);
        if secret && !private {
            return cx.refuse(keys::HOST_SECRET_IN_DM, &[("game", id.into())]);
        }
        let mut game = live.game.clone();
        let report = game
            .play(color, &action, cx.now)
            .map_err(|e| HostError::Refused(play_error(cx.lang, &e, id)))?;
        let mut b = Batch::new();
        b.put_game(&game, &live.server, &live.channel)
            .mark_processed(&cx.input.event_id, cx.now);
        let lang = host.server_lang(&live.server);
        let ending = if game.is_over() {
            finish::finish(host, lang, &mut b, &game, &live.server)?
        } else {
            Vec::new()
        };
        host.commit(b)?;
        live.game = game;
        Ok(turn_replies(host, cx, live, color, &report, ending))
    })
}

/// The replies to a completed turn of `mover`.
fn turn_replies(
    host: &Host,
    cx: &Cx,
    live: &Live,
    mover: Color,
    report: &TurnReport,
    ending: Vec<String>,
) -> Vec<Reply> {
    let game = &live.game;
    let id = game.id();
    let lang = host.server_lang(&live.server);
    let public = report.events_for(Viewer::Public);
    let mut lines = vec![tr(
        lang,
        keys::HOST_PLAYED,
        &[
            ("game", id.into()),
            ("player", host.who(game.players().get(mover)).into()),
            (
                "move",
                game.turns()
                    .last()
                    .map_or(String::new(), |t| t.public_text.clone())
                    .into(),
            ),
        ],
    )];
    lines.extend(narrate::turn(lang, game.ruleset(), report, Viewer::Public));
    let over = game.is_over();
    let mut ping = None;
    if over {
        lines.extend(ending);
    } else if game.pending().is_none() {
        let next = game.players().get(game.turn());
        lines.push(tr(
            lang,
            keys::HOST_TO_MOVE,
            &[("player", host.who(next).into())],
        ));
        ping = Some(next.to_string());
    }
    let viewer = if over {
        Viewer::Revealed
    } else {
        Viewer::Public
    };
    let bottom = if over { Color::White } else { game.turn() };
    let board = host.board(game, viewer, &cx.user, bottom, Some(&public), cx.now);
    let mut channel = Reply::text(Host::channel_of(live), lines.join("\n"))
        .with_board(board)
        .with_game(id);
    if let Some(p) = ping {
        channel = channel.pinging(&p);
    }
    if over {
        channel = channel.with_button(Button {
            custom_id: custom_id::encode(ButtonAction::Rematch, id),
            label: tr(lang, keys::HOST_BUTTON_REMATCH, &[]),
            style: ButtonStyle::Secondary,
        });
    }
    let mut replies = vec![channel];
    // The mover's own account, when the channel could not be told everything, or when
    // the move was made in private (an acknowledgement where it was made).
    if !over && (public != report.events || cx.input.is_private()) {
        let me = Viewer::Player(mover);
        let mut text = vec![tr(cx.lang, keys::HOST_YOU_PLAYED, &[("game", id.into())])];
        text.extend(narrate::turn(cx.lang, game.ruleset(), report, me));
        let board = host.board(
            game,
            me,
            &cx.user,
            mover,
            Some(&report.events_for(me)),
            cx.now,
        );
        replies.push(
            Reply::text(private_target(cx), text.join("\n"))
                .with_board(board)
                .with_game(id),
        );
    }
    if let Some(choice) = choice_request(host, live) {
        replies.push(choice);
    }
    replies
}

/// Where a private answer to the author goes: the DM they wrote in, or privately.
fn private_target(cx: &Cx) -> Target {
    match cx.input.body {
        Body::Text { .. } => Target::Dm(cx.uid().to_string()),
        _ => Target::Private(cx.uid().to_string()),
    }
}

/// The DM asking the player who must choose (a Chakart choice) for their answer.
pub(crate) fn choice_request(host: &Host, live: &Live) -> Option<Reply> {
    let game = &live.game;
    let p = game.pending()?;
    let user = game.players().get(p.player).to_string();
    Some(choice_reply(
        host,
        game,
        &user,
        p.player,
        Target::Dm(user.clone()),
    ))
}

/// The private question for the pending choice of `color` in `game`, sent to `to`.
fn choice_reply(host: &Host, game: &Game, user: &str, color: Color, to: Target) -> Reply {
    let lang = host.user_lang(user);
    let id = game.id();
    let moves = game.legal_moves(color);
    let options = moves
        .iter()
        .map(|m| MenuOption {
            label: san_plain(&moves, m),
            value: m.action.to_string(),
        })
        .collect();
    let pending = game
        .pending()
        .map_or(String::new(), |p| narrate::pending(lang, p));
    let text = tr(
        lang,
        keys::HOST_CHOICE_ASK,
        &[("game", id.into()), ("what", pending.into())],
    );
    let record = host.user_record(user);
    let me = Viewer::Player(color);
    Reply::text(to, text)
        .with_board(host.board(game, me, &record, color, None, crate::game::Timestamp(0)))
        .with_menu(Menu {
            custom_id: custom_id::encode(ButtonAction::Choose, id),
            placeholder: tr(lang, keys::HOST_CHOICE_PLACEHOLDER, &[]),
            options,
        })
        .with_game(id)
}

/// `board [#id]`: the board as the author may see it, where they asked.
pub(crate) fn board(host: &Host, cx: &Cx, id: Option<GameId>) -> HostResult {
    let pressed = matches!(cx.input.body, Body::Button { .. });
    let private = cx.input.is_private() || pressed;
    let id = host.find_game(cx, id, Find::Any)?;
    if let Some(game) = host.finished_game(id)? {
        let board = host.board(
            &game,
            Viewer::Revealed,
            &cx.user,
            Color::White,
            None,
            cx.now,
        );
        let text = tr(cx.lang, keys::HOST_BOARD_OVER, &[("game", id.into())]);
        let to = cx
            .here()
            .filter(|_| !private)
            .unwrap_or_else(|| private_target(cx));
        return Ok(vec![Reply::text(to, text).with_board(board).with_game(id)]);
    }
    host.with_game(id, |live| {
        let game = &live.game;
        let mine = game.players().color_of(cx.uid());
        let waiting = game.pending().map_or(game.turn(), |p| p.player);
        let text = tr(
            cx.lang,
            keys::HOST_BOARD,
            &[
                ("game", id.into()),
                ("player", host.who(game.players().get(waiting)).into()),
            ],
        );
        let (viewer, to) = match mine {
            Some(c) if private => (Viewer::Player(c), private_target(cx)),
            _ => (
                Viewer::Public,
                cx.here().unwrap_or_else(|| private_target(cx)),
            ),
        };
        let bottom = mine.unwrap_or(game.turn());
        let board = host.board(game, viewer, &cx.user, bottom, None, cx.now);
        let mut replies = vec![Reply::text(to.clone(), text)
            .with_board(board)
            .with_game(id)];
        // The "answer privately" path: a choice waiting for the author comes with it.
        if let (Some(c), true) = (mine, private) {
            if game.pending().is_some_and(|p| p.player == c) {
                replies.push(choice_reply(host, game, cx.uid(), c, to));
            }
        }
        Ok(replies)
    })
}

/// `moves [#id]`: the author's legal moves, privately (they may include secret ones).
pub(crate) fn moves(host: &Host, cx: &Cx, id: Option<GameId>) -> HostResult {
    let id = host.find_game(cx, id, Find::Mine)?;
    host.with_game(id, |live| {
        let game = &live.game;
        let Some(color) = game.players().color_of(cx.uid()) else {
            return cx.refuse(keys::HOST_NOT_YOUR_GAME, &[("game", id.into())]);
        };
        let list = game.legal_moves(color);
        if list.is_empty() {
            let waiting = game.pending().map_or(game.turn(), |p| p.player);
            return cx.refuse(
                keys::HOST_NOT_YOUR_TURN,
                &[
                    ("game", id.into()),
                    ("player", host.who(game.players().get(waiting)).into()),
                ],
            );
        }
        let mut names: Vec<String> = list.iter().map(|m| san_plain(&list, m)).collect();
        names.sort();
        names.dedup();
        let text = tr(
            cx.lang,
            keys::HOST_MOVES,
            &[
                ("game", id.into()),
                ("count", (names.len() as u64).into()),
                ("moves", names.join(" ").into()),
            ],
        );
        Ok(vec![Reply::text(private_target_any(cx), text).with_game(id)])
    })
}

/// Private answers to commands (DM when asked in a DM, else only for the author).
fn private_target_any(cx: &Cx) -> Target {
    if cx.input.origin == super::input::Origin::Dm {
        Target::Dm(cx.uid().to_string())
    } else {
        Target::Private(cx.uid().to_string())
    }
}

impl Host {
    /// Up to 25 legal moves of `user`'s game (the one in `channel`, or their only one)
    /// starting with `typed`, for autocompletion. Private to the user.
    pub fn move_suggestions(&self, user: &str, channel: Option<&str>, typed: &str) -> Vec<String> {
        let Ok(ids) = self
            .store
            .games_of_user(user, crate::store::GameFilter::Active)
        else {
            return Vec::new();
        };
        let mut chosen = None;
        for id in &ids {
            let here = self
                .store
                .game_meta(*id)
                .ok()
                .flatten()
                .is_some_and(|m| Some(m.channel.as_str()) == channel);
            if here || ids.len() == 1 {
                chosen = Some(*id);
                break;
            }
        }
        let Some(id) = chosen else {
            return Vec::new();
        };
        let typed = typed.trim().to_lowercase();
        self.with_game(id, |live| {
            let game = &live.game;
            let Some(color) = game.players().color_of(user) else {
                return Ok(Vec::new());
            };
            let list = game.legal_moves(color);
            let mut names: Vec<String> = list
                .iter()
                .map(|m| san_plain(&list, m))
                .filter(|n| n.to_lowercase().starts_with(&typed))
                .collect();
            names.sort();
            names.dedup();
            names.truncate(25);
            Ok(names)
        })
        .unwrap_or_default()
    }
}

/// A refused move, in words (never naming a hidden piece: the rules only name the
/// mover's own pieces).
pub(crate) fn move_error(lang: Lang, text: &str, e: &MoveError, game: u64) -> String {
    let text = echo(text);
    match e {
        MoveError::Unparseable(_) => tr(lang, keys::HOST_MOVE_UNREADABLE, &[("text", text.into())]),
        MoveError::NotYourTurn(c) => tr(
            lang,
            keys::HOST_MOVE_NOT_YOUR_TURN,
            &[("game", game.into()), ("color", c.to_string().into())],
        ),
        MoveError::GameOver => tr(lang, keys::HOST_GAME_OVER, &[("game", game.into())]),
        other => tr(
            lang,
            keys::HOST_MOVE_ILLEGAL,
            &[("text", text.into()), ("reason", other.to_string().into())],
        ),
    }
}

/// A refused action on a game, in words.
pub(crate) fn play_error(lang: Lang, e: &PlayError, game: u64) -> String {
    match e {
        PlayError::Rules(m) => move_error(lang, "", m, game),
        PlayError::OutOfTime(c) => tr(
            lang,
            keys::HOST_OUT_OF_TIME,
            &[("color", c.to_string().into())],
        ),
        other => tr(
            lang,
            keys::HOST_REFUSED,
            &[("reason", other.to_string().into())],
        ),
    }
}
