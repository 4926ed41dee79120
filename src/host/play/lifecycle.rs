//! Resign (with confirmation), draw offers, abort, takeback: a player's actions on a game
//! other than moves. Each change is one batch (the game, the author's record when it
//! holds a confirmation, the event id), committed before any reply; a refusal changes
//! nothing. Once a player's time is up, only the sweeper ends the game.

use crate::game::{Agreement, Game, PlayError, Timestamp};
use crate::host::desk::Find;
use crate::host::desk::{Cx, Desk, HostError, HostResult, Live};
use crate::host::io::audience;
use crate::host::io::custom_id::{self, ButtonAction};
use crate::host::io::input::{Body, Origin};
use crate::host::io::reply::{Button, ButtonStyle, Reply};
use crate::host::play::finish;
use crate::host::play::moves::play_error;
use crate::host::reading::command::{Answer, GameId};
use crate::host::words::i18n::{keys, tr};
use crate::rules::Color;
use crate::store::{Batch, PendingConfirm};

/// How long a request to resign waits for its confirmation.
pub const CONFIRM_TTL_MS: u64 = 2 * 60 * 1000;

/// What a pending confirmation confirms.
const RESIGN: &str = "resign";

/// Runs `f` on the author's game (`id`, or the one `find_game` picks) with the author's
/// colour, refusing a spectator and a game that is over or frozen.
fn on_my_game(
    desk: &Desk,
    cx: &Cx,
    id: Option<GameId>,
    f: impl FnOnce(&mut Live, Color) -> HostResult,
) -> HostResult {
    on_my_game_if(desk, cx, id, &|_| true, f)
}

/// [`on_my_game`], only if the game is still as `still` wants it (else
/// [`HostError::Ignored`], nothing changed: the computer's late answer to an offer).
fn on_my_game_if(
    desk: &Desk,
    cx: &Cx,
    id: Option<GameId>,
    still: &dyn Fn(&Game) -> bool,
    f: impl FnOnce(&mut Live, Color) -> HostResult,
) -> HostResult {
    let id = desk.find_game(cx, id, Find::Mine)?;
    desk.with_game(id, |live| {
        if !still(&live.game) {
            return Err(HostError::Ignored);
        }
        let Some(color) = live.game.players().color_of(cx.uid()) else {
            return cx.refuse(keys::HOST_NOT_YOUR_GAME, &[("game", id.into())]);
        };
        if live.game.is_over() {
            return cx.refuse(keys::HOST_GAME_OVER, &[("game", id.into())]);
        }
        if live.game.is_frozen() {
            return cx.refuse(keys::HOST_GAME_FROZEN, &[("game", id.into())]);
        }
        // Time ran out: the sweeper ends the game on time; nothing else may end it first.
        if let Some(late) = live.game.late(cx.now) {
            return cx.refuse(
                keys::HOST_OUT_OF_TIME,
                &[("color", late.to_string().into())],
            );
        }
        f(live, color)
    })
}

/// The single player of a team game cannot offer a draw or takeback nor abort either:
/// no team could answer.
fn no_offers_in(cx: &Cx, game: &Game) -> Result<(), HostError> {
    match game.teams() {
        Some(_) => cx.refuse(keys::HOST_TEAM_NO_OFFERS, &[("game", game.id().into())]),
        None => Ok(()),
    }
}

/// Commits `game` (changed from `live`'s) with the event id and whatever `more` adds,
/// rating and revealing it if it just ended, then swaps it in. Returns the lines
/// `finish` wrote (empty while the game goes on).
fn save(
    desk: &Desk,
    cx: &Cx,
    live: &mut Live,
    game: Game,
    more: impl FnOnce(&mut Batch),
) -> Result<Vec<String>, HostError> {
    let mut b = Batch::new();
    b.mark_processed(&cx.input.event_id, cx.now);
    more(&mut b);
    finish::commit(desk, live, game, b)
}

/// A finished game's post in its channel: `lines`, then its final board as the public
/// sees it (the server's look, everything revealed) with the result banner.
pub(crate) fn final_post(desk: &Desk, live: &Live, lines: &[String], now: Timestamp) -> Reply {
    let game = &live.game;
    let lang = desk.public_lang(&live.server, &live.channel);
    let server = desk.server_settings(&live.server);
    let board = audience::public(desk, game, &server, &[], now).with_result(lang, game);
    Reply::text(Desk::channel_of(live), lines.join("\n"))
        .with_board(board)
        .with_game(game.id())
}

/// The public message of a game that just ended: `headline`, the result, rating and
/// secret lines, the final board with everything revealed, and the rematch and review
/// buttons.
pub(crate) fn ended_reply(
    desk: &Desk,
    cx: &Cx,
    live: &Live,
    headline: String,
    ending: Vec<String>,
) -> Reply {
    let lang = desk.public_lang(&live.server, &live.channel);
    let mut lines = vec![headline];
    lines.extend(ending);
    finish::after_game_buttons(final_post(desk, live, &lines, cx.now), lang, &live.game)
}

/// The replies of a game the author just ended (`key`: the headline, with `game` and
/// `player`): the ended-game message, and a note if they wrote in a DM.
fn ended_by_author(
    desk: &Desk,
    cx: &Cx,
    live: &Live,
    key: &'static str,
    ending: Vec<String>,
) -> Vec<Reply> {
    let id = live.game.id();
    let headline = tr(
        desk.public_lang(&live.server, &live.channel),
        key,
        &[
            ("game", id.into()),
            (
                "player",
                desk.who(desk.public_lang(&live.server, &live.channel), cx.uid())
                    .into(),
            ),
        ],
    );
    with_dm_note(cx, id, vec![ended_reply(desk, cx, live, headline, ending)])
}

/// The public replies, plus a short private note when the author wrote in a DM (the
/// news went to the game's channel).
fn with_dm_note(cx: &Cx, id: u64, mut replies: Vec<Reply>) -> Vec<Reply> {
    if cx.input.origin == Origin::Dm {
        replies.push(cx.private(cx.tr(keys::HOST_DONE_IN_CHANNEL, &[("game", id.into())])));
    }
    replies
}

/// What an offer asks of the opponent.
#[derive(Clone, Copy)]
enum Offer {
    Draw,
    Takeback,
}

/// The channel's message of a new offer, pinging the opponent: to a person, how to
/// answer and buttons to accept or decline; to the computer, which answers by itself
/// (`computer_offer`) and whose answer nobody else may give, only that it will answer.
fn offer_reply(desk: &Desk, live: &Live, offer: Offer, (me, opponent): (&str, &str)) -> Reply {
    use ButtonAction::{DrawAccept, DrawDecline, TakebackAccept, TakebackDecline};
    let (to_person, to_computer, [yes, no], [yes_label, no_label]) = match offer {
        Offer::Draw => (
            keys::HOST_DRAW_OFFERED,
            keys::HOST_DRAW_OFFERED_COMPUTER,
            [DrawAccept, DrawDecline],
            [keys::HOST_BUTTON_DRAW_ACCEPT, keys::HOST_BUTTON_DECLINE],
        ),
        Offer::Takeback => (
            keys::HOST_TAKEBACK_ASKED,
            keys::HOST_TAKEBACK_ASKED_COMPUTER,
            [TakebackAccept, TakebackDecline],
            [
                keys::HOST_BUTTON_TAKEBACK_ACCEPT,
                keys::HOST_BUTTON_TAKEBACK_DECLINE,
            ],
        ),
    };
    let computer = crate::host::opponent::is_computer(opponent);
    let id = live.game.id();
    let lang = desk.public_lang(&live.server, &live.channel);
    let text = tr(
        lang,
        if computer { to_computer } else { to_person },
        &[
            ("game", id.into()),
            ("player", me.into()),
            ("opponent", desk.who(lang, opponent).into()),
        ],
    );
    let reply = Reply::text(Desk::channel_of(live), text)
        .with_game(id)
        .pinging(opponent);
    if computer {
        return reply;
    }
    reply
        .with_button(Button {
            custom_id: custom_id::encode(yes, id),
            label: tr(lang, yes_label, &[]),
            style: ButtonStyle::Success,
            disabled: false,
        })
        .with_button(Button {
            custom_id: custom_id::encode(no, id),
            label: tr(lang, no_label, &[]),
            style: ButtonStyle::Secondary,
            disabled: false,
        })
}

fn pressed(cx: &Cx) -> bool {
    matches!(cx.input.body, Body::Button { .. })
}

/// `resign [#id]`: asks for a confirmation (a button, or `confirm`) within two minutes.
pub(crate) fn resign(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    on_my_game(desk, cx, id, |live, _color| {
        let id = live.game.id();
        let mut user = cx.user.clone();
        user.confirm = Some(PendingConfirm {
            game: id,
            action: RESIGN.into(),
            expires_at: Timestamp(cx.now.0.saturating_add(CONFIRM_TTL_MS)),
        });
        let mut b = Batch::new();
        b.put_user(cx.uid(), &user)
            .mark_processed(&cx.input.event_id, cx.now);
        desk.commit(b)?;
        let reply = cx
            .private(cx.tr(keys::HOST_RESIGN_ASK, &[("game", id.into())]))
            .with_game(id)
            .with_button(Button {
                custom_id: custom_id::encode(ButtonAction::ConfirmResign, id),
                label: cx.tr(keys::HOST_BUTTON_RESIGN, &[]),
                style: ButtonStyle::Danger,
                disabled: false,
            });
        Ok(vec![reply])
    })
}

/// `confirm` (or the resign button of game `hint`): does what the author asked to
/// confirm, if the request is still live and its game still on.
pub(crate) fn confirm(desk: &Desk, cx: &Cx, hint: Option<GameId>) -> HostResult {
    if let Some(GameId(g)) = hint {
        if desk.finished_game(g)?.is_some() {
            return cx.refuse(keys::HOST_GAME_OVER, &[("game", g.into())]);
        }
    }
    let Some(pending) = cx.user.confirm.clone().filter(|p| p.action == RESIGN) else {
        return cx.refuse(keys::HOST_CONFIRM_NOTHING, &[]);
    };
    if let Some(GameId(g)) = hint {
        if g != pending.game {
            return cx.refuse(keys::HOST_CONFIRM_OTHER, &[("game", g.into())]);
        }
    }
    if cx.now > pending.expires_at {
        return cx.refuse(keys::HOST_CONFIRM_EXPIRED, &[("game", pending.game.into())]);
    }
    on_my_game(desk, cx, Some(GameId(pending.game)), |live, color| {
        let mut game = live.game.clone();
        game.resign(color, cx.now)
            .map_err(|e| HostError::Refused(play_error(cx.lang, &e, game.id())))?;
        let mut user = cx.user.clone();
        user.confirm = None;
        let ending = save(desk, cx, live, game, |b| {
            b.put_user(cx.uid(), &user);
        })?;
        Ok(ended_by_author(desk, cx, live, keys::HOST_RESIGNED, ending))
    })
}

/// Refuses what an offer (draw or takeback) does not allow: declining or pressing on
/// one's own standing offer, offering twice, or answering when there is no offer (a
/// button answers an offer, it never makes one: an old button after the offer lapsed
/// must not turn into a new offer). `keys`: the refusals for these three cases.
fn check_offer(
    cx: &Cx,
    id: u64,
    offer: Option<Color>,
    color: Color,
    answer: Answer,
    keys: [&'static str; 3],
) -> Result<(), HostError> {
    let answering = answer == Answer::Decline || pressed(cx);
    let refusal = match offer {
        Some(by) if by == color && answering => keys[0],
        Some(by) if by == color => keys[1],
        None if answering => keys[2],
        _ => return Ok(()),
    };
    cx.refuse(refusal, &[("game", id.into())])
}

/// `draw [decline] [#id]` and the draw buttons: offer, accept a standing offer, decline.
pub(crate) fn draw(desk: &Desk, cx: &Cx, answer: Answer, id: Option<GameId>) -> HostResult {
    draw_if(desk, cx, answer, id, &|_| true)
}

/// [`draw`], only if the game is still as `still` wants it.
pub(crate) fn draw_if(
    desk: &Desk,
    cx: &Cx,
    answer: Answer,
    id: Option<GameId>,
    still: &dyn Fn(&Game) -> bool,
) -> HostResult {
    on_my_game_if(desk, cx, id, still, |live, color| {
        let id = live.game.id();
        no_offers_in(cx, &live.game)?;
        let lang = desk.public_lang(&live.server, &live.channel);
        let me = desk.who(lang, cx.uid());
        let offer = live.game.draw_offer();
        let keys = [
            keys::HOST_DRAW_OWN,
            keys::HOST_DRAW_ALREADY,
            keys::HOST_DRAW_NONE,
        ];
        check_offer(cx, id, offer, color, answer, keys)?;
        let mut game = live.game.clone();
        let refused = |e: PlayError| HostError::Refused(play_error(cx.lang, &e, id));
        match answer {
            Answer::Decline => {
                game.decline_draw(color).map_err(refused)?;
                save(desk, cx, live, game, |_| {})?;
                let text = tr(
                    lang,
                    keys::HOST_DRAW_DECLINED,
                    &[("game", id.into()), ("player", me.into())],
                );
                let opponent = live.game.players().get(color.other()).to_string();
                let reply = Reply::text(Desk::channel_of(live), text)
                    .with_game(id)
                    .pinging(&opponent);
                Ok(with_dm_note(cx, id, vec![reply]))
            }
            Answer::Offer => match game.offer_draw(color, cx.now).map_err(refused)? {
                Agreement::Agreed => {
                    let ending = save(desk, cx, live, game, |_| {})?;
                    Ok(ended_by_author(
                        desk,
                        cx,
                        live,
                        keys::HOST_DRAW_AGREED,
                        ending,
                    ))
                }
                Agreement::Offered => {
                    save(desk, cx, live, game, |_| {})?;
                    let opponent = live.game.players().get(color.other()).to_string();
                    let reply = offer_reply(desk, live, Offer::Draw, (&me, &opponent));
                    Ok(with_dm_note(cx, id, vec![reply]))
                }
            },
        }
    })
}

/// `abort [#id]`: ends the game without a result, only before both sides have moved.
pub(crate) fn abort(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    on_my_game(desk, cx, id, |live, color| {
        let id = live.game.id();
        no_offers_in(cx, &live.game)?;
        if let Some(event) = live.game.event() {
            // A no-show loses by forfeit instead (the game's first-move deadline).
            return cx.refuse(
                keys::TOURNAMENT_NO_ABORT,
                &[
                    ("game", id.into()),
                    (
                        "minutes",
                        (event.no_show_ms / crate::game::clock::MINUTE).into(),
                    ),
                ],
            );
        }
        let mut game = live.game.clone();
        game.abort(Some(color), cx.now).map_err(|e| match e {
            PlayError::AbortTooLate => {
                HostError::Refused(cx.tr(keys::HOST_ABORT_TOO_LATE, &[("game", id.into())]))
            }
            e => HostError::Refused(play_error(cx.lang, &e, id)),
        })?;
        let ending = save(desk, cx, live, game, |_| {})?;
        Ok(ended_by_author(
            desk,
            cx,
            live,
            keys::HOST_ABORTED_BY,
            ending,
        ))
    })
}

/// `takeback [decline] [#id]` and the takeback buttons: ask to take back one's last
/// move, agree to the opponent's request, refuse it. Not in rule sets whose moves draw
/// random numbers.
pub(crate) fn takeback(desk: &Desk, cx: &Cx, answer: Answer, id: Option<GameId>) -> HostResult {
    takeback_if(desk, cx, answer, id, &|_| true)
}

/// [`takeback`], only if the game is still as `still` wants it.
pub(crate) fn takeback_if(
    desk: &Desk,
    cx: &Cx,
    answer: Answer,
    id: Option<GameId>,
    still: &dyn Fn(&Game) -> bool,
) -> HostResult {
    on_my_game_if(desk, cx, id, still, |live, color| {
        let id = live.game.id();
        no_offers_in(cx, &live.game)?;
        let ruleset = live.game.ruleset();
        if live.game.event().is_some() && answer == Answer::Offer {
            return cx.refuse(keys::TOURNAMENT_NO_TAKEBACK, &[("game", id.into())]);
        }
        if Game::takeback_allowed(ruleset).is_err() {
            return cx.refuse(
                keys::HOST_TAKEBACK_RANDOM,
                &crate::host::words::i18n::ruleset_args(cx.lang, ruleset),
            );
        }
        let lang = desk.public_lang(&live.server, &live.channel);
        let me = desk.who(lang, cx.uid());
        let opponent = live.game.players().get(color.other()).to_string();
        let request = live.game.takeback_offer();
        let keys = [
            keys::HOST_TAKEBACK_OWN,
            keys::HOST_TAKEBACK_ALREADY,
            keys::HOST_TAKEBACK_NONE,
        ];
        check_offer(cx, id, request, color, answer, keys)?;
        let mut game = live.game.clone();
        let refused = |e: PlayError| match e {
            PlayError::NothingToTakeBack => {
                HostError::Refused(cx.tr(keys::HOST_TAKEBACK_NOTHING, &[("game", id.into())]))
            }
            e => HostError::Refused(play_error(cx.lang, &e, id)),
        };
        let reply = match answer {
            Answer::Decline => {
                game.decline_takeback(color).map_err(refused)?;
                save(desk, cx, live, game, |_| {})?;
                let text = tr(
                    lang,
                    keys::HOST_TAKEBACK_DECLINED,
                    &[("game", id.into()), ("player", me.into())],
                );
                Reply::text(Desk::channel_of(live), text)
                    .with_game(id)
                    .pinging(&opponent)
            }
            Answer::Offer => match game.offer_takeback(color, cx.now).map_err(refused)? {
                Agreement::Agreed => {
                    // What is undone, read before: the proposer's last move and any reply.
                    let mut undone = crate::host::words::narrate::turn_labels(lang, &live.game);
                    undone.drain(..game.turns().len().min(undone.len()));
                    save(desk, cx, live, game, |_| {})?;
                    let game = &live.game;
                    let next = game.players().get(game.turn()).to_string();
                    let players = (opponent.as_str(), cx.uid());
                    let text = taken_back(desk, lang, id, &undone, players, &next);
                    let server = desk.server_settings(&live.server);
                    let board = audience::public(desk, game, &server, &[], cx.now);
                    Reply::text(Desk::channel_of(live), text)
                        .with_board(board)
                        .with_game(id)
                        .pinging(&next)
                }
                Agreement::Offered => {
                    save(desk, cx, live, game, |_| {})?;
                    offer_reply(desk, live, Offer::Takeback, (&me, &opponent))
                }
            },
        };
        Ok(with_dm_note(cx, id, vec![reply]))
    })
}

/// The public text of an agreed takeback in game `id`: exactly what it undid (`undone`:
/// the turns' labels in the reader's letters, `12. Cf3`), the proposer's move and, when
/// the other side had replied, that reply too; then who is to move.
fn taken_back(
    desk: &Desk,
    lang: crate::host::words::i18n::Lang,
    id: u64,
    undone: &[String],
    (proposer, other): (&str, &str),
    next: &str,
) -> String {
    let mut args = vec![
        ("game", id.into()),
        ("player", desk.who(lang, proposer).into()),
        ("move", undone.first().cloned().unwrap_or_default().into()),
        ("next", desk.who(lang, next).into()),
    ];
    let key = if undone.len() > 1 {
        args.push(("opponent", desk.who(lang, other).into()));
        args.push(("reply", undone[1..].join(", ").into()));
        keys::HOST_TAKEBACK_DONE_REPLY
    } else {
        keys::HOST_TAKEBACK_DONE
    };
    tr(lang, key, &args)
}
