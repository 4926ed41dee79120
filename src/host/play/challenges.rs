//! Challenges: post (with the fairness commitment), accept (the game starts), decline,
//! cancel, rematch. A challenge waits 24 hours; the sweeper removes it after that. A
//! challenge may start from a position (`fen=`): checked when it is made, shown as a
//! board in its post, kept by a rematch; such games are unrated (`Game::rated_outcome`).

use crate::ai::level::Level;
use crate::game::clock::HOUR;
use crate::game::{fairness, Game, NewGame, Players, ServerSecret, TimeControl, Timestamp};
use crate::host::desk::{Cx, Desk, HostError, HostResult, Live};
use crate::host::io::audience;
use crate::host::io::custom_id::{self, ButtonAction};
use crate::host::io::reply::{Button, ButtonStyle, Reply};
use crate::host::opponent;
use crate::host::reading::command::{Challenge as Ask, GameId};
use crate::host::words::fen::fen_error;
use crate::host::words::i18n::{command_word, keys, ruleset_args, ruleset_name, tr};
use crate::host::words::narrate;
use crate::rules::{AnyPosition, ByColor, Color, GameState, RuleSet, StartOption, Viewer};
use crate::store::{Batch, Challenge, GameFilter};

/// How long a challenge waits for its answer.
pub const CHALLENGE_TTL_MS: u64 = 24 * HOUR;

/// What a challenge asks for, read and checked: where, against whom, with which clock,
/// start and position (shared with team challenges, `host/team`).
pub(crate) struct Read {
    pub server: String,
    pub channel: String,
    /// The opponent's player id: a person, or the computer at its level.
    pub opponent: Option<String>,
    pub computer: bool,
    pub control: TimeControl,
    pub start: StartOption,
    /// The full FEN of the position asked for, checked.
    pub fen: Option<String>,
}

/// Reads and checks `ask` (the channel allows games, the opponent is known, the clock,
/// the position, a level only against the computer).
pub(crate) fn read(desk: &Desk, cx: &Cx, ask: &Ask) -> Result<Read, HostError> {
    let (Some(server), Some(channel)) = (cx.server.clone(), cx.channel.clone()) else {
        return cx.refuse(keys::HOST_CHALLENGE_IN_CHANNEL, &[]);
    };
    if !cx.settings.games_allowed_in(&channel) {
        return cx.refuse(keys::HOST_CHANNEL_CLOSED, &[]);
    }
    let invitee = match &ask.opponent {
        None => None,
        Some(u) => match desk.resolve_user(u) {
            Some(id) => Some(id),
            None => return cx.refuse(keys::HOST_UNKNOWN_USER, &[]),
        },
    };
    let control = match ask.clock {
        Some(c) => c,
        None => cx
            .settings
            .default_control
            .as_deref()
            .and_then(|c| c.parse().ok())
            .unwrap_or_default(),
    };
    let start = ask.start.unwrap_or(ask.ruleset.default_start());
    let fen = match &ask.fen {
        None => None,
        Some(_) if ask.start.is_some() => return cx.refuse(keys::HOST_FEN_WITH_START, &[]),
        Some(text) => Some(position(cx, ask.ruleset, text)?),
    };
    let computer = invitee.is_some() && invitee == desk.bot_user();
    if ask.level.is_some() && !computer {
        return cx.refuse(keys::HOST_LEVEL_COMPUTER_ONLY, &[]);
    }
    let opponent = if computer {
        let level = ask.level.unwrap_or(crate::host::opponent::DEFAULT_LEVEL);
        Some(opponent::player_id(
            Level::new(level).ok_or(HostError::Ignored)?,
        ))
    } else {
        invitee
    };
    Ok(Read {
        server,
        channel,
        opponent,
        computer,
        control,
        start,
        fen,
    })
}

/// `challenge <ruleset> [@opponent] [as white|black] [start=N] [clock=C] [fen=FEN]`.
pub(crate) fn challenge(desk: &Desk, cx: &Cx, ask: Ask) -> HostResult {
    let Read {
        server,
        channel,
        opponent: invitee,
        computer,
        control,
        start,
        fen,
    } = read(desk, cx, &ask)?;
    if computer {
        return against_computer(
            desk,
            cx,
            Post {
                server,
                channel,
                invitee,
                ruleset: ask.ruleset,
                start,
                control,
                color: ask.color,
                rematch_of: None,
                fen,
            },
        );
    }
    post(
        desk,
        cx,
        Post {
            server,
            channel,
            invitee,
            ruleset: ask.ruleset,
            start,
            control,
            color: ask.color,
            rematch_of: None,
            fen,
        },
    )
}

/// `text` read as a position of `ruleset` to start a game from, refused in the reader's
/// words when the rules refuse it (which rank, square or field, and why), when it hides a
/// piece (a Chakart queen: the challenge shows the position to everyone), or when the game
/// would be over before its first move. The position's full FEN is what the game keeps.
fn position(cx: &Cx, ruleset: RuleSet, text: &str) -> Result<String, HostError> {
    let pos = match AnyPosition::from_fen(ruleset, text) {
        Ok(pos) => pos,
        Err(e) => {
            let mut args = ruleset_args(cx.lang, ruleset).to_vec();
            args.push(("reason", fen_error(cx.lang, ruleset, &e).into()));
            return cx.refuse(keys::HOST_FEN_REFUSED, &args);
        }
    };
    if pos.view(Viewer::Public).cells != pos.view(Viewer::Revealed).cells {
        return cx.refuse(keys::HOST_FEN_HIDDEN, &[]);
    }
    let fen = pos.fen();
    if let Some(outcome) = GameState::new(pos).outcome() {
        let outcome = narrate::outcome(cx.lang, outcome);
        return cx.refuse(keys::HOST_FEN_OVER, &[("outcome", outcome.into())]);
    }
    Ok(fen)
}

/// A challenge to post (a team challenge's too: `host/team`).
pub(crate) struct Post {
    pub server: String,
    pub channel: String,
    pub invitee: Option<String>,
    pub ruleset: RuleSet,
    pub start: StartOption,
    pub control: TimeControl,
    pub color: Option<Color>,
    pub rematch_of: Option<u64>,
    /// The full FEN of the position the game starts from, if not the rule set's start.
    pub fen: Option<String>,
}

/// The record of the author's new challenge `p`, with its id and the secret it commits
/// to, drawn now.
pub(crate) fn new_record(
    desk: &Desk,
    cx: &Cx,
    p: &Post,
) -> Result<(Challenge, ServerSecret), HostError> {
    let secret = desk.new_secret()?;
    let id = desk.store.next_id()?;
    let record = Challenge {
        id,
        server: p.server.clone(),
        channel: p.channel.clone(),
        challenger: cx.uid().to_string(),
        invitee: p.invitee.clone(),
        ruleset: p.ruleset.id().to_string(),
        start: p.start as u8,
        control: p.control.to_string(),
        secret: secret.to_hex(),
        event_id: cx.input.event_id.clone(),
        created_at: cx.now,
        expires_at: Timestamp(cx.now.0.saturating_add(CHALLENGE_TTL_MS)),
        color: p.color.map(|c| c.to_string()),
        challenger_name: Some(cx.author().name.clone()),
        invitee_name: None,
        rematch_of: p.rematch_of,
        message: None,
        fen: p.fen.clone(),
        team: None,
    };
    Ok((record, secret))
}

/// Commits challenge `c` (new or changed by the author) with the author's record, their
/// name kept, and the event id.
pub(crate) fn commit_with_author(desk: &Desk, cx: &Cx, c: &Challenge) -> Result<(), HostError> {
    let mut user = cx.user.clone();
    user.name = Some(cx.author().name.clone());
    let mut b = Batch::new();
    b.put_challenge(c)
        .put_user(cx.uid(), &user)
        .mark_processed(&cx.input.event_id, cx.now);
    desk.commit(b)
}

fn post(desk: &Desk, cx: &Cx, p: Post) -> HostResult {
    let me = cx.uid();
    if let Some(inv) = &p.invitee {
        if inv == me {
            return cx.refuse(keys::HOST_CHALLENGE_SELF, &[]);
        }
        // The server of the challenge (a rematch asked in a DM has none of its own).
        if desk.store.settings(&p.server)?.banned.contains_key(inv) {
            return cx.refuse(
                keys::HOST_OPPONENT_BANNED,
                &[("player", desk.who(cx.lang, inv).into())],
            );
        }
    }
    let _guard = desk
        .challenge_lock
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let waiting = desk
        .store
        .open_challenges(cx.now)?
        .iter()
        .filter(|c| c.challenger == me)
        .count();
    if waiting >= desk.config.limits.open_challenges {
        return cx.refuse(
            keys::HOST_TOO_MANY_CHALLENGES,
            &[("max", (desk.config.limits.open_challenges as u64).into())],
        );
    }
    check_game_limit(desk, cx, me)?;
    let (record, secret) = new_record(desk, cx, &p)?;
    commit_with_author(desk, cx, &record)?;
    let id = record.id;
    let lang = desk.public_lang(&p.server, &p.channel);
    let color = match p.color {
        Some(c) => tr(
            lang,
            keys::HOST_CHALLENGE_PLAYS,
            &[("color", c.to_string().into())],
        ),
        None => tr(lang, keys::HOST_CHALLENGE_RANDOM_COLORS, &[]),
    };
    let mut args = vec![
        ("id", id.into()),
        ("challenger", desk.who(lang, me).into()),
        (
            "opponent",
            p.invitee
                .as_deref()
                .map(|i| desk.who(lang, i))
                .unwrap_or_default()
                .into(),
        ),
        (
            "clock",
            crate::host::words::i18n::clock(lang, &p.control).into(),
        ),
        ("colors", color.into()),
        ("commitment", secret.commitment().to_hex().into()),
        ("expires", desk.time(lang, record.expires_at).into()),
    ];
    args.extend(crate::host::words::i18n::ruleset_args(lang, p.ruleset));
    let key = if p.invitee.is_some() {
        keys::HOST_CHALLENGE_POSTED
    } else {
        keys::HOST_CHALLENGE_OPEN
    };
    let here = crate::host::io::reply::Target::Channel {
        server: p.server.clone(),
        channel: p.channel.clone(),
    };
    let mut text = tr(lang, key, &args);
    if let Some(fen) = &p.fen {
        text.push('\n');
        text.push_str(&tr(
            lang,
            keys::HOST_CHALLENGE_FEN,
            &[("fen", fen.clone().into())],
        ));
    }
    let mut reply = Reply::text(here, text);
    if let Some(board) = position_board(desk, &p, me, lang)? {
        reply = reply.with_board(board);
    }
    reply.buttons = challenge_buttons(id, lang, false);
    reply.posted = Some(crate::host::io::reply::Posted::Challenge(id));
    match &p.invitee {
        Some(inv) => reply = reply.pinging(inv),
        None => reply.ping_role = cx.settings.ping_roles.get(p.ruleset.id()).cloned(),
    }
    Ok(vec![reply])
}

/// The board of the position challenge `p` starts from (none from the rule set's
/// start), its bars named after the players where colours are chosen and their names
/// known, else after the sides.
fn position_board(
    desk: &Desk,
    p: &Post,
    me: &str,
    lang: crate::host::words::i18n::Lang,
) -> Result<Option<audience::PublicBoard>, HostError> {
    // Checked when the challenge was made (or the FEN of a game): it reads again.
    let Some(pos) = p
        .fen
        .as_deref()
        .and_then(|fen| AnyPosition::from_fen(p.ruleset, fen).ok())
    else {
        return Ok(None);
    };
    let settings = desk.store.settings(&p.server)?;
    let name = |c: Color| {
        let player = match p.color {
            Some(mine) if mine == c => Some(me),
            Some(_) => p.invitee.as_deref(),
            None => None,
        };
        player
            .and_then(|id| desk.known_name(lang, id))
            .unwrap_or_else(|| {
                tr(
                    lang,
                    keys::HOST_FEN_SIDE,
                    &[("color", c.to_string().into())],
                )
            })
    };
    let names = ByColor::new(name(Color::White), name(Color::Black));
    Ok(Some(audience::position(&pos, &settings, names)))
}

/// Accept, decline and withdraw for challenge `id` (`disabled` once it is answered).
fn challenge_buttons(id: u64, lang: crate::host::words::i18n::Lang, disabled: bool) -> Vec<Button> {
    [
        (ButtonAction::Accept, keys::HOST_BUTTON_ACCEPT),
        (ButtonAction::Decline, keys::HOST_BUTTON_DECLINE),
        (ButtonAction::Cancel, keys::HOST_BUTTON_CANCEL),
    ]
    .into_iter()
    .map(|(action, key)| Button {
        disabled,
        ..button(action, id, key, lang)
    })
    .collect()
}

/// The challenge's message, edited in place to say how it ended (`text`), its buttons
/// disabled.
pub(crate) fn answered(c: &Challenge, lang: crate::host::words::i18n::Lang, text: String) -> Reply {
    let to = crate::host::io::reply::Target::Channel {
        server: c.server.clone(),
        channel: c.channel.clone(),
    };
    let mut reply = Reply::text(to, text);
    reply.buttons = challenge_buttons(c.id, lang, true);
    reply.replaces = Some(crate::host::io::reply::Replaces {
        message: c.message.clone(),
    });
    reply
}

/// Challenge `id` is shown by the platform's message `message` (the adapter says so once
/// it posted it): answering the challenge edits that message. Nothing happens if the
/// challenge was answered meanwhile.
pub(crate) fn posted(desk: &Desk, id: u64, message: &str) -> Result<(), HostError> {
    let _guard = desk
        .challenge_lock
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let Some(mut c) = desk.store.challenge(id)? else {
        return Ok(());
    };
    c.message = Some(message.to_string());
    let mut b = Batch::new();
    b.put_challenge(&c);
    desk.commit(b)?;
    Ok(())
}

fn button(
    action: ButtonAction,
    id: u64,
    key: &str,
    lang: crate::host::words::i18n::Lang,
) -> Button {
    Button {
        custom_id: custom_id::encode(action, id),
        label: tr(lang, key, &[]),
        style: match action {
            ButtonAction::Accept => ButtonStyle::Success,
            ButtonAction::Decline => ButtonStyle::Danger,
            _ => ButtonStyle::Secondary,
        },
        disabled: false,
    }
}

fn check_game_limit(desk: &Desk, cx: &Cx, user: &str) -> Result<(), HostError> {
    let active = desk.store.games_of_user(user, GameFilter::Active)?.len();
    if active >= desk.config.limits.active_games {
        return cx.refuse(
            keys::HOST_TOO_MANY_GAMES,
            &[("max", (desk.config.limits.active_games as u64).into())],
        );
    }
    Ok(())
}

/// Which challenge a command means: the one named, else the only one for the author.
fn find(
    desk: &Desk,
    cx: &Cx,
    id: Option<GameId>,
    command: &'static str,
    mine: impl Fn(&Challenge) -> bool,
) -> Result<Challenge, HostError> {
    if let Some(GameId(id)) = id {
        return match desk.store.challenge(id)? {
            Some(c) if c.expires_at > cx.now => Ok(c),
            Some(_) => cx.refuse(keys::HOST_CHALLENGE_EXPIRED, &[("id", id.into())]),
            None => match desk.store.game_meta(id)? {
                Some(_) => cx.refuse(keys::HOST_CHALLENGE_ANSWERED, &[("id", id.into())]),
                None => cx.refuse(keys::HOST_NO_SUCH_CHALLENGE, &[("id", id.into())]),
            },
        };
    }
    let open: Vec<Challenge> = desk
        .store
        .open_challenges(cx.now)?
        .into_iter()
        .filter(|c| mine(c))
        .collect();
    match open.len() {
        0 => cx.refuse(keys::HOST_NO_CHALLENGE, &[]),
        1 => Ok(open.into_iter().next().ok_or(HostError::Ignored)?),
        // Each one as the command to type for it, with its rule set (`accept #3` (Koopa)).
        _ => {
            let word = command_word(cx.lang, command);
            let choices = open
                .iter()
                .map(|c| match c.ruleset.parse::<RuleSet>() {
                    Ok(rs) => format!("`{word} #{}` ({})", c.id, ruleset_name(cx.lang, rs)),
                    Err(_) => format!("`{word} #{}`", c.id),
                })
                .collect::<Vec<_>>()
                .join(", ");
            cx.refuse(
                keys::HOST_WHICH_CHALLENGE_TYPE,
                &[("choices", choices.into())],
            )
        }
    }
}

/// The challenge `accept [#id]` means (see [`accept`]), without answering it.
pub(crate) fn to_accept(desk: &Desk, cx: &Cx, id: Option<GameId>) -> Result<Challenge, HostError> {
    find(desk, cx, id, "accept", |c| acceptable(c, cx))
}

/// Whether the author of `cx` may accept `c` without naming it: it is addressed to
/// them, or open to anyone, by someone else, in the channel they write in.
pub(crate) fn acceptable(c: &Challenge, cx: &Cx) -> bool {
    let me = cx.uid();
    c.invitee.as_deref() == Some(me)
        || (c.invitee.is_none() && c.challenger != me && Some(&c.channel) == cx.channel.as_ref())
}

/// Whether the author of `cx` may decline `c` without naming it: it is addressed to them.
pub(crate) fn declinable(c: &Challenge, cx: &Cx) -> bool {
    c.invitee.as_deref() == Some(cx.uid())
}

/// `accept [#id]`: starts the game.
pub(crate) fn accept(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let me = cx.uid().to_string();
    let _guard = desk
        .challenge_lock
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let c = find(desk, cx, id, "accept", |c| acceptable(c, cx))?;
    if c.challenger == me {
        return cx.refuse(keys::HOST_OWN_CHALLENGE, &[("id", c.id.into())]);
    }
    if c.invitee.as_ref().is_some_and(|i| *i != me) {
        return cx.refuse(keys::HOST_NOT_INVITED, &[("id", c.id.into())]);
    }
    check_game_limit(desk, cx, &me)?;
    let settings = desk.store.settings(&c.server)?;
    if settings.banned.contains_key(&me) {
        return cx.refuse(keys::HOST_BANNED, &[]);
    }
    if settings.banned.contains_key(&c.challenger) {
        return cx.refuse(
            keys::HOST_OPPONENT_BANNED,
            &[("player", desk.who(cx.lang, &c.challenger).into())],
        );
    }
    let broken = || HostError::Refused(cx.tr(keys::HOST_CHALLENGE_BROKEN, &[("id", c.id.into())]));
    let secret = ServerSecret::from_hex(&c.secret).map_err(|_| broken())?;
    let ruleset: RuleSet = c.ruleset.parse().map_err(|_| broken())?;
    let start = StartOption::from_number(c.start).ok_or_else(broken)?;
    let control: TimeControl = c.control.parse().map_err(|_| broken())?;
    let contributions = vec![c.event_id.clone(), cx.input.event_id.clone()];
    let chosen = match c.color.as_deref() {
        Some("white") => Some(Color::White),
        Some("black") => Some(Color::Black),
        _ => None,
    };
    let players = seated(chosen, &secret, &contributions, &c.challenger, &me);
    let game = Game::new(NewGame {
        id: c.id,
        ruleset,
        start,
        players,
        secret,
        contributions,
        custom_fen: c.fen.clone(),
        control,
        now: cx.now,
    })
    .map_err(|e| {
        HostError::Refused(cx.tr(keys::HOST_REFUSED, &[("reason", e.to_string().into())]))
    })?;
    let mut user = cx.user.clone();
    user.name = Some(cx.author().name.clone());
    let mut b = Batch::new();
    b.remove_challenge(c.id)
        .put_game(&game, &c.server, &c.channel)
        .put_user(&me, &user)
        .mark_processed(&cx.input.event_id, cx.now);
    desk.commit(b)?;
    let live = Live {
        game,
        server: c.server.clone(),
        channel: c.channel.clone(),
    };
    let lang = desk.public_lang(&c.server, &c.channel);
    let text = tr(
        lang,
        keys::HOST_CHALLENGE_ACCEPTED,
        &[
            ("id", c.id.into()),
            ("challenger", desk.who(lang, &c.challenger).into()),
            ("player", desk.who(lang, &me).into()),
        ],
    );
    let mut replies = vec![answered(&c, lang, text)];
    replies.extend(started(desk, cx.now, &live, &settings));
    desk.insert_game(live);
    Ok(replies)
}

/// A game against the computer (its player id in `p.invitee`): it starts at once.
fn against_computer(desk: &Desk, cx: &Cx, p: Post) -> HostResult {
    let me = cx.uid().to_string();
    let computer = p.invitee.clone().ok_or(HostError::Ignored)?;
    let _guard = desk
        .challenge_lock
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    check_game_limit(desk, cx, &me)?;
    let settings = desk.store.settings(&p.server)?;
    let secret = desk.new_secret()?;
    let id = desk.store.next_id()?;
    // The player's contribution is their event; the computer's, its name.
    let contributions = vec![cx.input.event_id.clone(), computer.clone()];
    let players = seated(p.color, &secret, &contributions, &me, &computer);
    let game = Game::new(NewGame {
        id,
        ruleset: p.ruleset,
        start: p.start,
        players,
        secret,
        contributions,
        custom_fen: p.fen,
        control: p.control,
        now: cx.now,
    })
    .map_err(|e| {
        HostError::Refused(cx.tr(keys::HOST_REFUSED, &[("reason", e.to_string().into())]))
    })?;
    let mut user = cx.user.clone();
    user.name = Some(cx.author().name.clone());
    let mut b = Batch::new();
    b.put_game(&game, &p.server, &p.channel)
        .put_user(&me, &user)
        .mark_processed(&cx.input.event_id, cx.now);
    desk.commit(b)?;
    let live = Live {
        game,
        server: p.server,
        channel: p.channel,
    };
    let replies = started(desk, cx.now, &live, &settings);
    // Queues the computer's first move if it plays White.
    desk.insert_game(live);
    Ok(replies)
}

/// The announcement of a new game (in its own thread where threads are on).
pub(crate) fn started(
    desk: &Desk,
    now: Timestamp,
    live: &Live,
    settings: &crate::store::ServerSettings,
) -> Vec<Reply> {
    let game = &live.game;
    let lang = desk.public_lang(&live.server, &live.channel);
    let players = game.players();
    let first = players.get(game.turn());
    let mut text = tr(
        lang,
        keys::HOST_GAME_STARTED,
        &[
            ("game", game.id().into()),
            ("ruleset", ruleset_name(lang, game.ruleset()).into()),
            (
                "white",
                desk.side(lang, &players.white, Color::White).into(),
            ),
            (
                "black",
                desk.side(lang, &players.black, Color::Black).into(),
            ),
            (
                "clock",
                crate::host::words::i18n::clock(lang, &game.clock().control).into(),
            ),
            ("first", desk.who(lang, first).into()),
        ],
    );
    if game.custom_fen().is_some() {
        text.push('\n');
        text.push_str(&tr(
            lang,
            keys::HOST_GAME_FROM_POSITION,
            &[("game", game.id().into())],
        ));
    }
    let board = audience::public(desk, game, settings, &[], now);
    let mut reply = Reply::text(Desk::channel_of(live), text)
        .with_board(board)
        .with_game(game.id())
        .pinging(&players.white)
        .pinging(&players.black);
    if desk.config.threads && settings.threads_in(&live.channel) {
        reply.thread = Some(format!(
            "#{} {} vs {}",
            game.id(),
            desk.name_of(&players.white),
            desk.name_of(&players.black)
        ));
    }
    let mut replies = vec![reply];
    // A position waiting for a choice (Chakart's `?promote=d8`): its player is asked now,
    // as after a move (the computer makes its own).
    if game
        .pending()
        .is_some_and(|p| !opponent::is_computer(players.get(p.player)))
    {
        replies.extend(crate::host::play::moves::choice_request(desk, live));
    }
    replies
}

/// `decline [#id]`: the invitee says no.
pub(crate) fn decline(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let me = cx.uid().to_string();
    let _guard = desk
        .challenge_lock
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let c = find(desk, cx, id, "decline", |c| declinable(c, cx))?;
    if c.invitee.as_deref() != Some(&me) {
        let key = if c.challenger == me {
            keys::HOST_DECLINE_OWN
        } else {
            keys::HOST_NOT_INVITED
        };
        return cx.refuse(key, &[("id", c.id.into())]);
    }
    end_challenge(desk, cx, &c, keys::HOST_CHALLENGE_DECLINED)
}

/// `cancel [#id]`: the challenger withdraws.
pub(crate) fn cancel(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let me = cx.uid().to_string();
    let _guard = desk
        .challenge_lock
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let c = find(desk, cx, id, "cancel", |c| c.challenger == me)?;
    if c.challenger != me {
        return cx.refuse(keys::HOST_NOT_YOUR_CHALLENGE, &[("id", c.id.into())]);
    }
    end_challenge(desk, cx, &c, keys::HOST_CHALLENGE_CANCELLED)
}

fn end_challenge(desk: &Desk, cx: &Cx, c: &Challenge, key: &str) -> HostResult {
    let mut b = Batch::new();
    b.remove_challenge(c.id)
        .mark_processed(&cx.input.event_id, cx.now);
    desk.commit(b)?;
    let lang = desk.public_lang(&c.server, &c.channel);
    let text = tr(
        lang,
        key,
        &[
            ("id", c.id.into()),
            ("challenger", desk.who(lang, &c.challenger).into()),
            ("player", desk.who(lang, cx.uid()).into()),
        ],
    );
    Ok(vec![answered(c, lang, text)])
}

/// `rematch [#id]`: a new challenge to the same opponent, colours reversed.
pub(crate) fn rematch(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let id = match id {
        Some(GameId(id)) => id,
        None => {
            let mut finished = desk.store.games_of_user(cx.uid(), GameFilter::Finished)?;
            finished.sort_unstable();
            match finished.last() {
                Some(&id) => id,
                None => return cx.refuse(keys::HOST_NO_GAME, &[]),
            }
        }
    };
    let Some(meta) = desk.store.game_meta(id)? else {
        return Err(HostError::Missing(id));
    };
    // A game under way: who does not play in it is told so first (both are true).
    if meta.active {
        let key = if meta.white == cx.uid() || meta.black == cx.uid() {
            keys::HOST_REMATCH_NOT_OVER
        } else {
            keys::HOST_NOT_YOUR_GAME
        };
        return cx.refuse(key, &[("game", id.into())]);
    }
    let Some(game) = desk.store.game(id)? else {
        return cx.refuse(keys::HOST_REMATCH_NOT_OVER, &[("game", id.into())]);
    };
    let Some(color) = game.players().color_of(cx.uid()) else {
        return cx.refuse(keys::HOST_NOT_YOUR_GAME, &[("game", id.into())]);
    };
    // A running tournament pairs its players; a rematch beside it would clash with the
    // next round.
    if let Some(link) = game.event() {
        let running = desk
            .store
            .tournament(link.tournament)?
            .is_some_and(|(t, _)| !t.is_over());
        if running {
            return cx.refuse(
                keys::HOST_REMATCH_TOURNAMENT,
                &[("game", id.into()), ("tournament", link.tournament.into())],
            );
        }
    }
    let opponent_id = game.players().get(color.other());
    let start = if opponent::is_computer(opponent_id) {
        against_computer
    } else {
        post
    };
    start(
        desk,
        cx,
        Post {
            server: meta.server,
            channel: meta.channel,
            invitee: Some(game.players().get(color.other()).to_string()),
            ruleset: game.ruleset(),
            start: game.start_option(),
            control: game.clock().control,
            color: Some(color.other()),
            rematch_of: Some(id),
            fen: game.custom_fen().map(str::to_string),
        },
    )
}

/// The players of a new game: `first` plays `side` when it was chosen, else the side drawn
/// from the game's seed (so anyone can check it afterwards); `second` the other.
fn seated(
    side: Option<Color>,
    secret: &ServerSecret,
    contributions: &[String],
    first: &str,
    second: &str,
) -> Players {
    let side = side.unwrap_or_else(|| {
        let seed = fairness::seed(secret, contributions);
        if seed.as_bytes()[31] & 1 == 0 {
            Color::White
        } else {
            Color::Black
        }
    });
    let (white, black) = match side {
        Color::White => (first, second),
        Color::Black => (second, first),
    };
    Players {
        white: white.to_string(),
        black: black.to_string(),
    }
}
