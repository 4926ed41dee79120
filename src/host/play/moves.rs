//! Moves and choices (typed in the game's channel, or in a DM for secret ones), `board`
//! and `moves`, and the replies a turn produces: the public narration and board in the
//! channel, the mover's own view in private, a menu for whoever must now choose.

use crate::game::{Game, PlayError, Timestamp};
use crate::host::desk::{Cx, Desk, Find, HostError, HostResult, Live};
use crate::host::io::audience;
use crate::host::io::custom_id::{self, ButtonAction};
use crate::host::io::input::{Author, Body};
use crate::host::io::reply::{Menu, Reply, Retract, Target};
use crate::host::play::choice_menu::{self, Step};
use crate::host::play::finish;
use crate::host::reading::command::GameId;
use crate::host::words::i18n::{keys, tr, Lang};
use crate::host::words::narrate;
use crate::host::words::text::echo;
use crate::rules::notation::{self, read_in_game_with, san_plain_in, Reading};
use crate::rules::{
    Action, ChoiceKind, Color, Event, MoveError, Pending, Role, TurnReport, Viewer,
};
use crate::store::{Batch, UserRecord};

/// A move or a choice typed (or picked) by the author.
pub(crate) fn play(desk: &Desk, cx: &Cx, text: &str, hint: Option<GameId>) -> HostResult {
    play_if(desk, cx, text, hint, &|_| true)
}

/// [`play`], only if `still` holds for the game under its lock (else ignored): the
/// computer's move is applied only to the position it thought about.
pub(crate) fn play_if(
    desk: &Desk,
    cx: &Cx,
    text: &str,
    hint: Option<GameId>,
    still: &dyn Fn(&Game) -> bool,
) -> HostResult {
    let find = if cx.input.is_private() {
        Find::Waiting
    } else {
        Find::Mine
    };
    let id = desk.find_game_where(cx, hint, find, &|live| {
        is_authors_turn_text(desk, cx, live, text)
    })?;
    desk.with_game(id, |live| {
        if !still(&live.game) {
            return Err(HostError::Ignored);
        }
        play_in(desk, cx, live, id, text)
    })
}

/// Whether `text` is a legal move or answer of the author's in `live`: of several games
/// of the author's (in a DM), the one it is meant for.
fn is_authors_turn_text(desk: &Desk, cx: &Cx, live: &Live, text: &str) -> bool {
    let letters = cx.game_lang(desk, &live.server).letters();
    let game = &live.game;
    game.players()
        .color_of(cx.uid())
        .is_some_and(|color| read_in_game_with(game.state(), text, Some(color), letters).is_ok())
}

/// [`play_if`] in the game `id` (`live`, under its lock): the author's turn checked, a
/// partial answer answered with its next step, else the move played, committed and told.
fn play_in(desk: &Desk, cx: &Cx, live: &mut Live, id: u64, text: &str) -> HostResult {
    // In a DM, the author's language falls back on the game's server's, not on the
    // client's locale: the refusals below too.
    let lang = cx.game_lang(desk, &live.server);
    let color = authors_turn(desk, cx, &live.game, id, lang)?;
    // A choice waiting for the author: a partial answer (`swap a2`, a menu's first
    // step) is answered with the next step; a wrong one restates what is awaited.
    let mine = live.game.pending().filter(|p| p.player == color);
    if let Some(p) = mine {
        if let Some(step) = choice_step(&live.game, color, p.choice, lang, text) {
            return next_step(desk, cx, &live.game, (color, lang), step, id);
        }
    }
    let reading = read_turn(&live.game, text, (color, lang), mine, id)?;
    // Only a stealth move is secret (its destination); a promotion, a Daisy move or
    // any other choice may be answered in public.
    if matches!(reading.action, Action::Stealth { .. }) && !cx.input.is_private() {
        return secret_in_public(cx, id);
    }
    let answers_choice = live.game.pending().is_some();
    let mut game = live.game.clone();
    let report = game
        .play(color, &reading.action, cx.now)
        .map_err(|e| HostError::Refused(play_error(lang, &e, id)))?;
    let promotion = match reading.then_promote {
        Some(role) => Some(typed_promotion(&mut game, (color, lang), role, id, cx.now)?),
        None => None,
    };
    let ending = commit_turn(desk, cx, live, &game)?;
    let turn = Turn {
        game,
        color,
        report,
        answers_choice,
        ending,
    };
    Ok(match promotion {
        Some(TypedPromotion::Applied { after_move, second }) => {
            promoted_turn_replies(desk, cx, live, turn, *after_move, second)
        }
        Some(TypedPromotion::NotApplied(text)) => {
            turn_replies_with(desk, cx, live, turn, Some(text))
        }
        None => turn_replies_with(desk, cx, live, turn, None),
    })
}

/// The author's colour in `game` (`id`) when it is theirs to act (or the game is over:
/// the reading refuses that); else the refusal, in `lang`.
fn authors_turn(
    desk: &Desk,
    cx: &Cx,
    game: &Game,
    id: u64,
    lang: Lang,
) -> Result<Color, HostError> {
    let Some(color) = game.players().color_of(cx.uid()) else {
        let text = tr(lang, keys::HOST_NOT_YOUR_GAME, &[("game", id.into())]);
        return Err(HostError::Refused(text));
    };
    let waiting = game.pending().map_or(game.turn(), |p| p.player);
    if waiting != color && !game.is_over() {
        let text = tr(
            lang,
            keys::HOST_NOT_YOUR_TURN,
            &[
                ("game", id.into()),
                (
                    "player",
                    desk.who(cx.lang, game.players().get(waiting)).into(),
                ),
            ],
        );
        return Err(HostError::Refused(text));
    }
    Ok(color)
}

/// The reply to a partial answer of `color`'s (in `lang`) to its pending choice: the
/// next `step` of its menu, in private (refused in public).
fn next_step(
    desk: &Desk,
    cx: &Cx,
    game: &Game,
    (color, lang): (Color, Lang),
    step: Step,
    id: u64,
) -> HostResult {
    if !cx.input.is_private() {
        return cx.refuse(keys::HOST_SECRET_IN_DM, &[("game", id.into())]);
    }
    let what = tr(
        lang,
        keys::CHOICE_STEP,
        &[
            ("game", id.into()),
            ("picked", step.picked.join(" · ").into()),
            ("example", step.example.clone().into()),
        ],
    );
    let user = desk.user_record(cx.uid());
    Ok(vec![step_reply(
        desk,
        game,
        (color, &user),
        lang,
        step,
        what,
        in_dm(cx),
    )])
}

/// `text` read as a move or answer of `color`'s in `game` (`id`), or the refusal in
/// `lang` saying why not, with what is awaited when a choice of theirs is (`mine`).
fn read_turn(
    game: &Game,
    text: &str,
    (color, lang): (Color, Lang),
    mine: Option<Pending>,
    id: u64,
) -> Result<Reading, HostError> {
    match read_in_game_with(game.state(), text, Some(color), lang.letters()) {
        Ok(reading) => Ok(reading),
        // Unreadable as an answer: what is awaited and the forms that work (not
        // the move forms a move's refusal suggests).
        Err(MoveError::Unreadable { .. }) if mine.is_some() => {
            let why = mine.map_or(String::new(), |p| awaited(game, p, lang));
            Err(HostError::Refused(why))
        }
        Err(e) => {
            let mut why = move_error(lang, text, &e, id);
            if let Some(p) = mine {
                why.push('\n');
                why.push_str(&awaited(game, p, lang));
            }
            Err(HostError::Refused(why))
        }
    }
}

/// What became of a promotion typed with its Chakart move (`a8=Q`).
enum TypedPromotion {
    /// Answered at once: the game after the move alone, and the promotion's report.
    Applied {
        after_move: Box<Game>,
        second: TurnReport,
    },
    /// Not applied (the pawn no longer promotes after the move's effects): what the
    /// mover is told.
    NotApplied(String),
}

/// The promotion to `role` typed with the move just played in `game` by `color`: played
/// at once when the pawn still promotes after the move's effects; else the mover is
/// told (in `lang`) it did not apply.
fn typed_promotion(
    game: &mut Game,
    (color, lang): (Color, Lang),
    role: Role,
    id: u64,
    now: Timestamp,
) -> Result<TypedPromotion, HostError> {
    let waits = game
        .pending()
        .is_some_and(|p| p.player == color && matches!(p.choice, ChoiceKind::Promotion { .. }));
    let promote = Action::Promote(role);
    let legal = waits && game.legal_moves(color).iter().any(|m| m.action == promote);
    if !legal {
        let letter = lang.letters().letter(role);
        return Ok(TypedPromotion::NotApplied(tr(
            lang,
            keys::HOST_PROMOTION_NOT_APPLIED,
            &[
                ("game", id.into()),
                ("promotion", format!("={letter}").into()),
            ],
        )));
    }
    let after_move = Box::new(game.clone());
    let second = game
        .play(color, &promote, now)
        .map_err(|e| HostError::Refused(play_error(lang, &e, id)))?;
    Ok(TypedPromotion::Applied { after_move, second })
}

/// Commits `game` (the played copy of `live`'s) with the input marked processed, and its
/// end if it is over: the ending's lines, in the channel's language.
fn commit_turn(desk: &Desk, cx: &Cx, live: &Live, game: &Game) -> Result<Vec<String>, HostError> {
    let mut b = Batch::new();
    b.put_game(game, &live.server, &live.channel)
        .mark_processed(&cx.input.event_id, cx.now);
    let lang = desk.public_lang(&live.server, &live.channel);
    let ending = if game.is_over() {
        finish::finish(desk, lang, &mut b, game, &live.server)?
    } else {
        Vec::new()
    };
    desk.commit(b)?;
    Ok(ending)
}

/// A turn played and committed, not yet told: the game after it, its mover, its report,
/// whether it answered a choice, and the game's ending lines if it ended it.
struct Turn {
    game: Game,
    color: Color,
    report: TurnReport,
    answers_choice: bool,
    ending: Vec<String>,
}

/// The replies to `turn` (now `live`'s game), led by what the mover is told in private
/// when a promotion typed with it did not apply (`not_applied`).
fn turn_replies_with(
    desk: &Desk,
    cx: &Cx,
    live: &mut Live,
    turn: Turn,
    not_applied: Option<String>,
) -> Vec<Reply> {
    live.game = turn.game;
    let mut replies = turn_replies(
        desk,
        cx,
        live,
        turn.color,
        &turn.report,
        turn.answers_choice,
        turn.ending,
    );
    if let Some(text) = not_applied {
        let to = private_target(cx);
        replies.insert(0, Reply::text(to, text).with_game(live.game.id()));
    }
    replies
}

/// The replies to a move played with its promotion (`turn`, its game after both): the
/// move's as they were once it was played (`after_move`), without the question its
/// promotion would ask (it is answered), then the promotion's (`second`).
fn promoted_turn_replies(
    desk: &Desk,
    cx: &Cx,
    live: &mut Live,
    turn: Turn,
    after_move: Game,
    second: TurnReport,
) -> Vec<Reply> {
    live.game = after_move;
    let mut moved = turn.report;
    moved.pending = None;
    moved
        .events
        .retain(|e| !matches!(e, Event::ChoiceAwaited { .. }));
    let mut replies = turn_replies(
        desk,
        cx,
        live,
        turn.color,
        &moved,
        turn.answers_choice,
        Vec::new(),
    );
    if live.game.pending().is_some() {
        // `turn_replies` puts the question last.
        replies.pop();
    }
    live.game = turn.game;
    replies.extend(turn_replies(
        desk,
        cx,
        live,
        turn.color,
        &second,
        true,
        turn.ending,
    ));
    replies
}

/// A stealth move typed in public: refused. A typed message is taken down where the
/// platform lets the bot (the author is told so); where it does not, the author is told
/// that it was seen and that a stealth move elsewhere is still theirs. A slash command
/// shows nothing to take down: the author is told to use a DM.
pub(crate) fn secret_in_public(cx: &Cx, game: u64) -> HostResult {
    secret_typed_in_public(cx, game, keys::HOST_SECRET_DELETED, keys::HOST_SECRET_SEEN)
}

/// [`secret_in_public`] with the texts for a deleted and a kept message (a team member's
/// secret vote goes to their team's room, not to a DM).
pub(crate) fn secret_typed_in_public(cx: &Cx, game: u64, deleted: &str, seen: &str) -> HostResult {
    let Some(typed) = cx.typed_in_channel() else {
        return cx.refuse(keys::HOST_SECRET_IN_DM, &[("game", game.into())]);
    };
    let mut reply = cx.private(cx.tr(deleted, &[("game", game.into())]));
    reply.retract = Some(Retract {
        typed,
        kept: cx.tr(seen, &[("game", game.into())]),
    });
    Ok(vec![reply.with_game(game)])
}

/// The replies to a completed turn of `mover` (`answers_choice`: the turn answered a
/// choice, whose board keeps the highlight of the move it answered).
fn turn_replies(
    desk: &Desk,
    cx: &Cx,
    live: &Live,
    mover: Color,
    report: &TurnReport,
    answers_choice: bool,
    ending: Vec<String>,
) -> Vec<Reply> {
    let game = &live.game;
    let id = game.id();
    let public = report.events_for(Viewer::Public);
    let over = game.is_over();
    let channel = turn_post(desk, live, mover, report, answers_choice, ending, cx.now);
    let shown_segments = if answers_choice {
        game.last_move_events()
    } else {
        Vec::new()
    };
    let shown: Vec<&[Event]> = if shown_segments.is_empty() {
        vec![&report.events]
    } else {
        shown_segments.iter().map(Vec::as_slice).collect()
    };
    let mut replies = vec![channel];
    // The mover's own account, when the channel could not be told everything, or when
    // the move was made in private (an acknowledgement where it was made).
    if !over && (public != report.events || cx.input.is_private()) {
        let me = Viewer::Player(mover);
        let lang = cx.game_lang(desk, &live.server);
        let mut text = vec![tr(lang, keys::HOST_YOU_PLAYED, &[("game", id.into())])];
        text.extend(narrate::turn(lang, game.ruleset(), report, me));
        let board = audience::own(desk, game, mover, &cx.user, &shown, cx.now);
        replies.push(Reply::to_player(board, in_dm(cx), text.join("\n")).with_game(id));
    }
    if let Some(choice) = choice_request(desk, live) {
        replies.push(choice);
    }
    replies
}

/// The public post of a completed turn of `mover` in `live` (its narration, the side to
/// act next, the board, the after-game buttons once over), in the channel's language.
pub(crate) fn turn_post(
    desk: &Desk,
    live: &Live,
    mover: Color,
    report: &TurnReport,
    answers_choice: bool,
    ending: Vec<String>,
    now: Timestamp,
) -> Reply {
    let game = &live.game;
    let id = game.id();
    let lang = desk.public_lang(&live.server, &live.channel);
    let number = tr(
        lang,
        keys::HOST_MOVE_NUMBER,
        &[("number", move_number(game).into())],
    );
    let mut lines = vec![tr(
        lang,
        keys::HOST_PLAYED,
        &[
            ("game", id.into()),
            ("player", desk.who(lang, game.players().get(mover)).into()),
            (
                "move",
                game.turns()
                    .last()
                    .map_or(String::new(), |t| {
                        notation::translate(&t.public_text, lang.letters())
                    })
                    .into(),
            ),
        ],
    )];
    lines[0] = format!("{number} {}", lines[0]);
    lines.extend(narrate::turn(lang, game.ruleset(), report, Viewer::Public));
    let over = game.is_over();
    let mut ping = None;
    if over {
        lines.extend(ending);
    } else if let Some(line) = team_turn_line(desk, lang, game) {
        // A team to act: its ballot, nobody to ping.
        lines.push(line);
    } else if game.pending().is_none() {
        let next = game.players().get(game.turn());
        let who = ("player", desk.who(lang, next).into());
        // A correspondence deadline (a live clock is on the board).
        let deadline = game
            .clock()
            .deadline()
            .filter(|_| !game.clock().control.is_live());
        lines.push(match deadline {
            Some(at) => tr(
                lang,
                keys::HOST_TO_MOVE_BY,
                &[who, ("at", desk.time(lang, at).into())],
            ),
            None => tr(lang, keys::HOST_TO_MOVE, &[who]),
        });
        ping = Some(next.to_string());
    }
    // What the boards highlight: the turn, after the move it answered if it was a choice
    // (full truth: each view keeps only what its viewer may know).
    let segments = if answers_choice {
        game.last_move_events()
    } else {
        Vec::new()
    };
    let shown: Vec<&[Event]> = if segments.is_empty() {
        vec![&report.events]
    } else {
        segments.iter().map(Vec::as_slice).collect()
    };
    let server = desk.server_settings(&live.server);
    let board = match audience::finished(desk, game, &server, &shown, now) {
        Some(board) => board.with_result(lang, game),
        None => audience::public(desk, game, &server, &shown, now),
    };
    let mut channel = Reply::text(Desk::channel_of(live), lines.join("\n"))
        .with_board(board)
        .with_game(id);
    if let Some(p) = ping {
        channel = channel.pinging(&p);
    }
    if over {
        channel = finish::after_game_buttons(channel, lang, game);
    }
    channel
}

/// The line that tells a channel a team is voting (its colour, until when, how), if one
/// is (team games: `host/team`).
pub(crate) fn team_turn_line(desk: &Desk, lang: Lang, game: &Game) -> Option<String> {
    let ballot = game.ballot()?;
    Some(tr(
        lang,
        keys::HOST_TEAM_TURN,
        &[
            ("color", ballot.color.name().into()),
            ("at", desk.time_to_the_second(lang, ballot.closes_at).into()),
        ],
    ))
}

/// The number of the move the last turn belongs to, as in chess (both sides' moves share
/// it): a turn by the player who also made the turn before answers a choice of that
/// move (a promotion, King Boo, Toadette, Daisy) and starts no new one.
fn move_number(game: &Game) -> u64 {
    let turns = game.turns();
    let moves = turns
        .iter()
        .enumerate()
        .filter(|&(i, t)| i == 0 || turns[i - 1].actor != t.actor)
        .count() as u64;
    moves.div_ceil(2).max(1)
}

/// Whether a private answer to the author goes to a DM (they typed, in a DM) rather than
/// only to them where they pressed or used a slash command.
fn in_dm(cx: &Cx) -> bool {
    matches!(cx.input.body, Body::Text { .. })
}

/// Where a private answer to the author goes: the DM they wrote in, or privately.
fn private_target(cx: &Cx) -> Target {
    if in_dm(cx) {
        Target::Dm(cx.uid().to_string())
    } else {
        Target::Private(cx.uid().to_string())
    }
}

/// The DM asking the player who must choose (a Chakart choice) for their answer.
pub(crate) fn choice_request(desk: &Desk, live: &Live) -> Option<Reply> {
    let game = &live.game;
    let p = game.pending()?;
    // A team answers its choices by vote (`team::vote`), not in a DM.
    game.ballot().is_none().then_some(())?;
    let user = game.players().get(p.player).to_string();
    let lang = desk.dm_lang(&user, &live.server);
    Some(choice_reply(desk, lang, game, &user, p, true))
}

/// The private question for the pending choice of `color` in `game`, sent to its
/// player, in a DM (`dm`) or else only for them: the first step of its menu.
fn choice_reply(desk: &Desk, lang: Lang, game: &Game, user: &str, p: Pending, dm: bool) -> Reply {
    let id = game.id();
    let color = p.player;
    let step = first_step(game, p, lang).unwrap_or_default();
    let text = tr(
        lang,
        keys::HOST_CHOICE_ASK,
        &[
            ("game", id.into()),
            ("what", narrate::pending(lang, p).into()),
        ],
    );
    let record = desk.user_record(user);
    step_reply(desk, game, (color, &record), lang, step, text, dm)
}

/// The step `text` asks for in the pending choice `kind` of `color` (see
/// [`choice_menu::step`]), from the player's own view.
fn choice_step(
    game: &Game,
    color: Color,
    kind: ChoiceKind,
    lang: Lang,
    text: &str,
) -> Option<Step> {
    let moves = game.legal_moves(color);
    let view = game.view_for(Viewer::Player(color));
    choice_menu::step(kind, &moves, &view, lang, text)
}

/// The first step of pending choice `p` (what its keyword alone asks for).
fn first_step(game: &Game, p: Pending, lang: Lang) -> Option<Step> {
    let keyword = choice_menu::keyword(p.choice, lang);
    choice_step(game, p.player, p.choice, lang, keyword)
}

/// A step of a choice for its player: `text`, their own board with the candidates
/// ringed and the last move highlighted, the step's menu.
fn step_reply(
    desk: &Desk,
    game: &Game,
    (color, settings): (Color, &UserRecord),
    lang: Lang,
    step: Step,
    text: String,
    dm: bool,
) -> Reply {
    let id = game.id();
    let last = game.last_move_events();
    let shown: Vec<&[Event]> = last.iter().map(Vec::as_slice).collect();
    let board =
        audience::own(desk, game, color, settings, &shown, Timestamp(0)).marking(step.marks);
    Reply::to_player(board, dm, text)
        .with_menu(Menu {
            custom_id: custom_id::encode(ButtonAction::Choose, id),
            placeholder: tr(lang, keys::HOST_CHOICE_PLACEHOLDER, &[]),
            options: step.options,
        })
        .with_game(id)
}

/// What a choice waits for and the forms an answer takes (after a wrong answer).
fn awaited(game: &Game, p: Pending, lang: Lang) -> String {
    let example = first_step(game, p, lang).map_or(String::new(), |s| s.example);
    let forms: Vec<String> = choice_menu::forms(p.choice, lang, &example)
        .into_iter()
        .filter(|f| !f.is_empty())
        .map(|f| format!("`{f}`"))
        .collect();
    tr(
        lang,
        keys::CHOICE_FORMS,
        &[
            ("game", game.id().into()),
            ("what", narrate::pending(lang, p).into()),
            ("forms", forms.join(", ").into()),
        ],
    )
}

/// `board [#id]`: the board as the author may see it, where they asked.
pub(crate) fn board(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let pressed = matches!(cx.input.body, Body::Button { .. });
    let private = cx.input.is_private() || pressed;
    let id = desk.find_game(cx, id, Find::Any)?;
    if let Some(game) = desk.finished_game(id)? {
        let to = cx
            .here()
            .filter(|_| !private)
            .unwrap_or_else(|| private_target(cx));
        let lang = cx.lang_for(&to);
        let board =
            audience::public(desk, &game, &cx.settings, &[], cx.now).with_result(lang, &game);
        let text = tr(lang, keys::HOST_BOARD_OVER, &[("game", id.into())]);
        return Ok(vec![Reply::text(to, text).with_board(board).with_game(id)]);
    }
    desk.with_game(id, |live| {
        let game = &live.game;
        let mine = game.players().color_of(cx.uid());
        let waiting = game.pending().map_or(game.turn(), |p| p.player);
        let text = |lang| {
            tr(
                lang,
                keys::HOST_BOARD,
                &[
                    ("game", id.into()),
                    ("player", desk.who(lang, game.players().get(waiting)).into()),
                ],
            )
        };
        let mut replies = Vec::new();
        // The last move (and the choices that answered it) stays highlighted on every
        // board, the player's own as the public one.
        let last = game.last_move_events();
        let shown: Vec<&[Event]> = last.iter().map(Vec::as_slice).collect();
        match mine {
            Some(c) if private => {
                let text = text(cx.lang);
                let board = audience::own(desk, game, c, &cx.user, &shown, cx.now);
                replies.push(Reply::to_player(board, in_dm(cx), text).with_game(id));
                // The "answer privately" path: a choice waiting for the author comes
                // with it.
                if let Some(p) = game.pending().filter(|p| p.player == c) {
                    replies.push(choice_reply(desk, cx.lang, game, cx.uid(), p, in_dm(cx)));
                }
            }
            _ => {
                let to = cx.here().unwrap_or_else(|| private_target(cx));
                let text = text(cx.lang_for(&to));
                // The same board whoever asks: the server's look, the side to move.
                let server = desk.server_settings(&live.server);
                let board = audience::public(desk, game, &server, &shown, cx.now);
                replies.push(Reply::text(to, text).with_board(board).with_game(id));
            }
        }
        Ok(replies)
    })
}

/// `moves [#id]`: the author's legal moves, privately (they may include secret ones).
pub(crate) fn moves(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let id = desk.find_game(cx, id, Find::Mine)?;
    desk.with_game(id, |live| {
        let game = &live.game;
        let Some(color) = game.players().color_of(cx.uid()) else {
            return cx.refuse(keys::HOST_NOT_YOUR_GAME, &[("game", id.into())]);
        };
        if game.is_over() {
            return cx.refuse(keys::HOST_GAME_OVER, &[("game", id.into())]);
        }
        let list = game.legal_moves(color);
        if list.is_empty() {
            let waiting = game.pending().map_or(game.turn(), |p| p.player);
            return cx.refuse(
                keys::HOST_NOT_YOUR_TURN,
                &[
                    ("game", id.into()),
                    (
                        "player",
                        desk.who(cx.lang, game.players().get(waiting)).into(),
                    ),
                ],
            );
        }
        let lang = cx.game_lang(desk, &live.server);
        let letters = lang.letters();
        let mut names: Vec<String> = list
            .iter()
            .map(|m| san_plain_in(&list, m, letters))
            .collect();
        names.sort();
        names.dedup();
        let text = tr(
            lang,
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
    if cx.input.origin == crate::host::io::input::Origin::Dm {
        Target::Dm(cx.uid().to_string())
    } else {
        Target::Private(cx.uid().to_string())
    }
}

/// The running game `user` plays in `channel`, else their only running game.
pub(crate) fn own_game_here(desk: &Desk, user: &str, channel: Option<&str>) -> Option<u64> {
    let ids = desk
        .store
        .games_of_user(user, crate::store::GameFilter::Active)
        .ok()?;
    ids.iter().copied().find(|id| {
        ids.len() == 1
            || desk
                .store
                .game_meta(*id)
                .ok()
                .flatten()
                .is_some_and(|m| Some(m.channel.as_str()) == channel)
    })
}

/// Up to 25 legal moves of `author`'s side in game `id` (the side they play, else the
/// team they belong to) starting with `typed`, for autocompletion, in their language
/// else the game channel's. Private to the user.
pub(crate) fn move_names(desk: &Desk, id: u64, author: &Author, typed: &str) -> Vec<String> {
    let typed = typed.trim().to_lowercase();
    desk.with_game(id, |live| {
        let game = &live.game;
        let side = game.players().color_of(&author.id).or_else(|| {
            game.teams()
                .and_then(|t| t.side_of(&author.id, &author.roles))
        });
        let Some(color) = side else {
            return Ok(Vec::new());
        };
        let list = game.legal_moves(color);
        let letters = desk
            .user_record(&author.id)
            .language
            .and_then(|l| l.parse::<crate::host::words::i18n::Lang>().ok())
            .unwrap_or_else(|| desk.public_lang(&live.server, &live.channel))
            .letters();
        let mut names: Vec<String> = list
            .iter()
            .map(|m| san_plain_in(&list, m, letters))
            .filter(|n| n.to_lowercase().starts_with(&typed))
            .collect();
        names.sort();
        names.dedup();
        names.truncate(25);
        Ok(names)
    })
    .unwrap_or_default()
}

/// A refused move, in words (never naming a hidden piece: the rules only name the
/// mover's own pieces).
pub(crate) fn move_error(lang: Lang, text: &str, e: &MoveError, game: u64) -> String {
    let text = echo(text);
    match e {
        MoveError::Unreadable { .. } | MoveError::Ambiguous { .. } | MoveError::Refused(_) => {
            crate::host::words::refusal::refusal(lang, &text, e)
        }
        MoveError::NotYourTurn(c) => tr(
            lang,
            keys::HOST_MOVE_NOT_YOUR_TURN,
            &[("game", game.into()), ("color", c.to_string().into())],
        ),
        MoveError::GameOver => tr(lang, keys::HOST_GAME_OVER, &[("game", game.into())]),
    }
}

/// A refused action on a game, in words.
pub(crate) fn play_error(lang: Lang, e: &PlayError, game: u64) -> String {
    match e {
        PlayError::Rules(m) => move_error(lang, "", m, game),
        PlayError::Frozen => tr(lang, keys::HOST_GAME_FROZEN, &[("game", game.into())]),
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
