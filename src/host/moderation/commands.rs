//! Moderator commands: list games, abort, adjudicate, void, ban/unban, server
//! configuration, the audit log, and audited looks at hidden state.
//!
//! Only moderators get here (`core` checks it), and only in a server channel; each acts
//! on its own server alone (a game of another server is "no such game"). Every change
//! is one batch with its audit line and the event id, committed before any reply; a
//! refusal writes nothing. A moderator who plays in a game may not end it, judge it or
//! look at its hidden state: another moderator must.
//!
//! Voiding: a game has no "void" ending of its own. A void ends a running game as a
//! moderator's abort does (`Ending::Aborted { by: None }`: no result, no rating change,
//! the secret revealed); the audit log says it was a void, and the channel is told the
//! game is annulled. A finished game can be voided or re-adjudicated too (`revise`): its
//! rating changes are revised exactly from the pool's rating history.

use crate::game::Timestamp;
use crate::host::desk::{Cx, Desk, HostError, HostResult};
use crate::host::io::audience;
use crate::host::io::reply::{Reply, Target};
use crate::host::moderation::ban_freeze::Freeze;
use crate::host::moderation::revise;
use crate::host::play::finish;
use crate::host::play::lifecycle;
use crate::host::play::moves::play_error;
use crate::host::reading::command::{
    BanGames, Config, GameId, Orientation, RoleRef, UserRef, Verdict,
};
use crate::host::words::i18n::{keys, tr, Lang};
use crate::host::words::narrate;
use crate::host::words::text::clean_capped;
use crate::rules::notation::san_plain_in;
use crate::rules::Color;
use crate::store::{AuditEntry, Batch, Challenge, Due, GameMeta, ServerSettings};

/// How many games `mod games` lists.
const GAMES_SHOWN: usize = 25;
/// How many audit lines `modlog` shows (newest first).
const LOG_SHOWN: usize = 20;
/// How much of an audit line's free text `modlog` repeats.
const DETAIL_CHARS: usize = 200;

/// Audit actions (also the ids the log's words are chosen by).
const ABORT: &str = "abort";
const ADJUDICATE: &str = "adjudicate";
const VOID: &str = "void";
const PEEK: &str = "peek";
const BAN: &str = "ban";
const UNBAN: &str = "unban";
const CONFIG: &str = "config";

/// The moderator's server (moderators act only in a server channel).
fn server(cx: &Cx) -> String {
    cx.server.clone().unwrap_or_default()
}

/// An audit line for what the author just did.
fn entry(cx: &Cx, action: &str, game: Option<u64>, detail: String) -> AuditEntry {
    AuditEntry {
        at: cx.now,
        server: server(cx),
        actor: cx.uid().to_string(),
        action: action.to_string(),
        game,
        detail,
    }
}

/// Game `id` if it is played on the moderator's server.
fn server_game(desk: &Desk, cx: &Cx, id: u64) -> Result<GameMeta, HostError> {
    match desk.store.game_meta(id)? {
        Some(m) if cx.server.as_deref() == Some(m.server.as_str()) => Ok(m),
        _ => cx.refuse(keys::HOST_NO_SUCH_GAME, &[("game", id.into())]),
    }
}

/// Settings changes (and bans, which also withdraw challenges) one at a time, with the
/// challenges: a read-modify-write of the settings must not lose a concurrent one.
fn settings_lock(desk: &Desk) -> std::sync::MutexGuard<'_, ()> {
    desk.challenge_lock
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

/// `mod games`: the server's games in progress, privately.
pub(crate) fn games(desk: &Desk, cx: &Cx) -> HostResult {
    let server = server(cx);
    // Every game in progress has a running clock, hence a deadline entry: the deadline
    // index lists them all without a scan of every game ever played.
    let mut ids: Vec<u64> = desk
        .store
        .due_by(Timestamp(u64::MAX))?
        .into_iter()
        .filter_map(|d| match d {
            Due::Game { id, .. } => Some(id),
            Due::Challenge { .. } | Due::Tournament { .. } => None,
        })
        .collect();
    ids.sort_unstable();
    ids.dedup();
    let mut lines = Vec::new();
    let mut total = 0usize;
    for id in ids {
        let Some(meta) = desk.store.game_meta(id)? else {
            continue;
        };
        if !meta.active || meta.server != server {
            continue;
        }
        total += 1;
        if lines.len() >= GAMES_SHOWN {
            continue;
        }
        let Ok(game) = desk.with_game(id, |live| Ok(live.game.clone())) else {
            continue;
        };
        let waiting = game.pending().map_or(game.turn(), |p| p.player);
        let deadline = crate::host::info::deadline_words(desk, cx, &game);
        lines.push(cx.tr(
            keys::HOST_MOD_GAMES_LINE,
            &[
                ("game", id.into()),
                ("ruleset", cx.ruleset(game.ruleset()).into()),
                (
                    "white",
                    desk.side(cx.lang, &meta.white, Color::White).into(),
                ),
                (
                    "black",
                    desk.side(cx.lang, &meta.black, Color::Black).into(),
                ),
                ("color", waiting.name().into()),
                ("deadline", deadline.into()),
            ],
        ));
    }
    if total == 0 {
        return Ok(vec![cx.private(cx.tr(keys::HOST_MOD_GAMES_NONE, &[]))]);
    }
    lines.insert(
        0,
        cx.tr(
            keys::HOST_MOD_GAMES_TITLE,
            &[(
                "count",
                crate::host::words::i18n::count(cx.lang, total as u64),
            )],
        ),
    );
    if total > GAMES_SHOWN {
        let more = (total - GAMES_SHOWN) as u64;
        lines.push(cx.tr(
            keys::HOST_MOD_GAMES_MORE,
            &[("count", crate::host::words::i18n::count(cx.lang, more))],
        ));
    }
    Ok(vec![cx.private(lines.join("\n"))])
}

/// What a moderator decides about a running game.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Ruling {
    Abort,
    Adjudicate(Verdict),
    Void,
}

impl Ruling {
    fn action(self) -> &'static str {
        match self {
            Ruling::Abort => ABORT,
            Ruling::Adjudicate(_) => ADJUDICATE,
            Ruling::Void => VOID,
        }
    }

    /// The audit detail: the result given.
    fn detail(self) -> String {
        match self {
            Ruling::Adjudicate(Verdict::WhiteWins) => "1-0".into(),
            Ruling::Adjudicate(Verdict::BlackWins) => "0-1".into(),
            Ruling::Adjudicate(Verdict::Draw) => "1/2-1/2".into(),
            Ruling::Abort | Ruling::Void => String::new(),
        }
    }

    fn headline(self) -> &'static str {
        match self {
            Ruling::Abort => keys::HOST_MOD_ABORTED,
            Ruling::Adjudicate(_) => keys::HOST_MOD_ADJUDICATED,
            Ruling::Void => keys::HOST_MOD_VOIDED,
        }
    }
}

/// Ends game `id` as `ruling` says: the game, ratings (adjudication only), the audit
/// line and the event id in one batch; then the public message in the game's channel
/// with the result, the revealed secret and the final board.
fn rule(desk: &Desk, cx: &Cx, GameId(id): GameId, ruling: Ruling) -> HostResult {
    server_game(desk, cx, id)?;
    desk.with_game(id, |live| {
        if live.game.players().color_of(cx.uid()).is_some() {
            return cx.refuse(keys::HOST_MOD_OWN_GAME, &[("game", id.into())]);
        }
        if live.game.is_over() {
            let after = match ruling {
                Ruling::Abort => return cx.refuse(keys::HOST_GAME_OVER, &[("game", id.into())]),
                Ruling::Void => revise::After::Void,
                Ruling::Adjudicate(v) => revise::After::Adjudicate(v),
            };
            // The audit detail: the new result and the one it replaces.
            let detail = move |old: String| match ruling {
                Ruling::Adjudicate(_) => format!("{} (was {old})", ruling.detail()),
                _ => format!("(was {old})"),
            };
            return revise::revise(desk, cx, live, after, |old| {
                entry(cx, ruling.action(), Some(id), detail(old))
            });
        }
        let mut game = live.game.clone();
        let done = match ruling {
            Ruling::Abort | Ruling::Void => game.abort(None, cx.now),
            Ruling::Adjudicate(v) => {
                let winner = match v {
                    Verdict::WhiteWins => Some(Color::White),
                    Verdict::BlackWins => Some(Color::Black),
                    Verdict::Draw => None,
                };
                game.adjudicate(winner, cx.now).map(|_| ())
            }
        };
        done.map_err(|e| HostError::Refused(play_error(cx.lang, &e, id)))?;
        let lang = desk.public_lang(&live.server, &live.channel);
        let mut b = Batch::new();
        b.put_game(&game, &live.server, &live.channel)
            .mark_processed(&cx.input.event_id, cx.now)
            .audit(&entry(cx, ruling.action(), Some(id), ruling.detail()));
        let mut lines = finish::finish(desk, lang, &mut b, &game, &live.server)?;
        desk.commit(b)?;
        live.game = game;
        if ruling == Ruling::Void {
            // The headline says what a void is; "aborted" would contradict it.
            let aborted = tr(lang, keys::HOST_GAME_ABORTED, &[("game", id.into())]);
            lines.retain(|l| *l != aborted);
        }
        lines.insert(0, tr(lang, ruling.headline(), &[("game", id.into())]));
        let channel = Desk::channel_of(live);
        let mut replies = vec![lifecycle::final_post(desk, live, &lines, cx.now)];
        if cx.here().as_ref() != Some(&channel) {
            replies.push(cx.private(cx.tr(keys::HOST_DONE_IN_CHANNEL, &[("game", id.into())])));
        }
        Ok(replies)
    })
}

/// `mod abort <game>`: ends a running game without a result.
pub(crate) fn abort(desk: &Desk, cx: &Cx, id: GameId) -> HostResult {
    rule(desk, cx, id, Ruling::Abort)
}

/// `adjudicate <game> <result>`: ends a running game with the result given (rated).
pub(crate) fn adjudicate(desk: &Desk, cx: &Cx, id: GameId, v: Verdict) -> HostResult {
    rule(desk, cx, id, Ruling::Adjudicate(v))
}

/// `void <game>`: annuls a running game (see the module documentation).
pub(crate) fn void(desk: &Desk, cx: &Cx, id: GameId) -> HostResult {
    rule(desk, cx, id, Ruling::Void)
}

/// `ban @user [end|freeze] [reason]`: the user may no longer challenge, accept, decline
/// or move on this server; their waiting challenges here, and those to them, are withdrawn; with `end`, their running
/// games here end as losses ([`crate::host::moderation::ban_games`]); with `freeze`, they are frozen until
/// `unban` ([`crate::host::moderation::ban_freeze`]).
pub(crate) fn ban(
    desk: &Desk,
    cx: &Cx,
    u: UserRef,
    games: BanGames,
    reason: Option<String>,
) -> HostResult {
    let Some(user) = desk.resolve_user(&u) else {
        return cx.refuse(keys::HOST_UNKNOWN_USER, &[]);
    };
    if user == cx.uid() {
        return cx.refuse(keys::HOST_MOD_BAN_SELF, &[]);
    }
    let server = server(cx);
    let _guard = settings_lock(desk);
    let mut settings = desk.store.settings(&server)?;
    if settings.banned.contains_key(&user) {
        return cx.refuse(
            keys::HOST_MOD_ALREADY_BANNED,
            &[("player", desk.who(cx.lang, &user).into())],
        );
    }
    let reason = reason.unwrap_or_default();
    settings.banned.insert(user.clone(), reason.clone());
    let theirs: Vec<Challenge> = desk
        .store
        .open_challenges(cx.now)?
        .into_iter()
        .filter(|c| {
            c.server == server && (c.challenger == user || c.invitee.as_deref() == Some(&user))
        })
        .collect();
    let detail = format!("{user} {reason}").trim_end().to_string();
    let mut b = Batch::new();
    b.put_settings(&server, &settings)
        .mark_processed(&cx.input.event_id, cx.now)
        .audit(&entry(cx, BAN, None, detail));
    for c in &theirs {
        b.remove_challenge(c.id);
    }
    desk.commit(b)?;
    drop(_guard);
    // A ban withdraws the player from the server's tournaments.
    if let Err(e) =
        crate::host::tournament::commands::remove_everywhere(desk, &server, &user, cx.now)
    {
        tracing::error!(error = ?e, "a banned player's tournaments not updated");
    }
    let (ended, frozen) = banned_games(desk, cx, &server, &user, games);
    let mut lines = vec![cx.tr(
        keys::HOST_MOD_BANNED,
        &[("player", desk.who(cx.lang, &user).into())],
    )];
    if !reason.is_empty() {
        lines.push(cx.tr(keys::HOST_MOD_BAN_REASON, &[("reason", reason.into())]));
    }
    if !theirs.is_empty() {
        lines.push(cx.tr(
            keys::HOST_MOD_BAN_CHALLENGES,
            &[("count", (theirs.len() as u64).into())],
        ));
    }
    if frozen > 0 {
        lines.push(cx.tr(keys::HOST_MOD_BAN_FROZEN_GAMES, &[("count", frozen.into())]));
    } else if !ended.is_empty() {
        lines.push(cx.tr(
            keys::HOST_MOD_BAN_GAMES,
            &[("count", (ended.len() as u64).into())],
        ));
    }
    let mut replies = vec![cx.private(lines.join("\n"))];
    replies.extend(ended);
    replies.extend(theirs.into_iter().map(|c| withdrawn(desk, &server, c)));
    Ok(replies)
}

/// What a ban does to the banned `user`'s running games on `server` as `games` asks:
/// nothing, frozen, or ended as losses. Their posts, and how many were frozen.
fn banned_games(
    desk: &Desk,
    cx: &Cx,
    server: &str,
    user: &str,
    games: BanGames,
) -> (Vec<Reply>, u64) {
    match games {
        BanGames::Keep => (Vec::new(), 0),
        BanGames::Freeze => {
            crate::host::moderation::ban_freeze::apply(desk, cx, server, user, Freeze::Freeze)
                .unwrap_or_else(|e| {
                    tracing::error!(error = ?e, "a banned player's games not listed");
                    (Vec::new(), 0)
                })
        }
        BanGames::End => {
            let ended = crate::host::moderation::ban_games::end_games(
                desk,
                cx,
                server,
                user,
                |id, winner| {
                    let result = if winner == Color::White { "1-0" } else { "0-1" };
                    entry(cx, ADJUDICATE, Some(id), format!("{result} ban"))
                },
            )
            .unwrap_or_else(|e| {
                tracing::error!(error = ?e, "a banned player's games not listed");
                Vec::new()
            });
            (ended, 0)
        }
    }
}

/// The post in its channel that challenge `c`, withdrawn by a ban, is gone (without
/// saying why).
fn withdrawn(desk: &Desk, server: &str, c: Challenge) -> Reply {
    let lang = desk.public_lang(server, &c.channel);
    let text = tr(
        lang,
        keys::HOST_MOD_CHALLENGE_WITHDRAWN,
        &[
            ("id", c.id.into()),
            ("challenger", desk.who(lang, &c.challenger).into()),
        ],
    );
    let to = Target::Channel {
        server: c.server,
        channel: c.channel,
    };
    Reply::text(to, text)
}

/// `unban @user`: the user may play here again; games a `ban … freeze` froze go on.
pub(crate) fn unban(desk: &Desk, cx: &Cx, u: UserRef) -> HostResult {
    let Some(user) = desk.resolve_user(&u) else {
        return cx.refuse(keys::HOST_UNKNOWN_USER, &[]);
    };
    let server = server(cx);
    let _guard = settings_lock(desk);
    let mut settings = desk.store.settings(&server)?;
    if settings.banned.remove(&user).is_none() {
        return cx.refuse(
            keys::HOST_MOD_NOT_BANNED,
            &[("player", desk.who(cx.lang, &user).into())],
        );
    }
    let mut b = Batch::new();
    b.put_settings(&server, &settings)
        .mark_processed(&cx.input.event_id, cx.now)
        .audit(&entry(cx, UNBAN, None, user.clone()));
    desk.commit(b)?;
    drop(_guard);
    let (thawed, count) =
        crate::host::moderation::ban_freeze::apply(desk, cx, &server, &user, Freeze::Thaw)
            .unwrap_or_else(|e| {
                tracing::error!(error = ?e, "an unbanned player's games not listed");
                (Vec::new(), 0)
            });
    let mut lines = vec![cx.tr(
        keys::HOST_MOD_UNBANNED,
        &[("player", desk.who(cx.lang, &user).into())],
    )];
    if count > 0 {
        lines.push(cx.tr(
            keys::HOST_MOD_UNBAN_THAWED_GAMES,
            &[("count", count.into())],
        ));
    }
    let mut replies = vec![cx.private(lines.join("\n"))];
    replies.extend(thawed);
    Ok(replies)
}

/// A role as stored (its id, or its name in local mode) and as shown.
fn role(desk: &Desk, cx: &Cx, r: &RoleRef) -> Result<(String, String), HostError> {
    let mentions = &desk.config.mentions;
    match r {
        RoleRef::Id(n) => Ok((n.to_string(), mentions.role(&n.to_string()))),
        RoleRef::Name(name) if !mentions.has_ids() => Ok((name.clone(), mentions.role(name))),
        // On a platform with ids, a bare name cannot be matched against members' roles.
        RoleRef::Name(_) => cx.refuse(keys::HOST_MOD_ROLE_MENTION, &[]),
    }
}

/// `config ...`: one server setting, saved and audited; the answer is private.
pub(crate) fn config(desk: &Desk, cx: &Cx, c: Config) -> HostResult {
    let server = server(cx);
    let _guard = settings_lock(desk);
    let mut s = desk.store.settings(&server)?;
    let (detail, text) = setting(desk, cx, &mut s, c)?;
    let mut b = Batch::new();
    b.put_settings(&server, &s)
        .mark_processed(&cx.input.event_id, cx.now)
        .audit(&entry(cx, CONFIG, None, detail));
    desk.commit(b)?;
    Ok(vec![cx.private(text)])
}

/// Sets `c` in the server's settings `s`: the audit line's detail and the answer.
fn setting(
    desk: &Desk,
    cx: &Cx,
    s: &mut ServerSettings,
    c: Config,
) -> Result<(String, String), HostError> {
    Ok(match c {
        Config::Channel(allowed) => {
            let channel = cx.channel.clone().unwrap_or_default();
            s.channels.insert(channel.clone(), allowed);
            let word = if allowed { "allow" } else { "deny" };
            let text = if allowed {
                let count = s.channels.values().filter(|&&a| a).count() as u64;
                cx.tr(keys::HOST_MOD_CHANNEL_ALLOWED, &[("count", count.into())])
            } else {
                cx.tr(keys::HOST_MOD_CHANNEL_DENIED, &[])
            };
            (format!("channel {channel} {word}"), text)
        }
        Config::ChannelLanguage(l) => channel_language(cx, s, l),
        Config::Threads(on) => {
            s.threads = Some(on);
            let word = if on { "on" } else { "off" };
            let text = cx.tr(
                keys::HOST_MOD_THREADS,
                &[("on", if on { "yes" } else { "no" }.into())],
            );
            (format!("threads {word}"), text)
        }
        Config::ChannelThreads(on) => {
            let channel = cx.channel.clone().unwrap_or_default();
            s.channel_settings
                .entry(channel.clone())
                .or_default()
                .threads = Some(on);
            let word = if on { "on" } else { "off" };
            let text = cx.tr(
                keys::HOST_MOD_CHANNEL_THREADS,
                &[("on", if on { "yes" } else { "no" }.into())],
            );
            (format!("threads {word} channel {channel}"), text)
        }
        Config::Clock(control) => {
            s.default_control = Some(control.to_string());
            let text = cx.tr(
                keys::HOST_MOD_CLOCK,
                &[(
                    "clock",
                    crate::host::words::i18n::clock(cx.lang, &control).into(),
                )],
            );
            (format!("clock {control}"), text)
        }
        Config::Language(l) => {
            s.language = Some(l.code().to_string());
            // The answer already speaks the new language, unless the moderator chose
            // their own.
            let lang = Lang::choose(
                cx.user.language.as_deref().and_then(|l| l.parse().ok()),
                Some(l),
                cx.author().locale.as_deref(),
            );
            let text = tr(
                lang,
                keys::HOST_MOD_LANGUAGE,
                &[("language", l.code().into())],
            );
            (format!("language {}", l.code()), text)
        }
        Config::Role(ruleset, r) => {
            let (id, shown) = role(desk, cx, &r)?;
            s.ping_roles.insert(ruleset.id().to_string(), id.clone());
            let mut args = crate::host::words::i18n::ruleset_args(cx.lang, ruleset).to_vec();
            args.push(("role", shown.into()));
            let text = cx.tr(keys::HOST_MOD_ROLE, &args);
            (format!("role {} {id}", ruleset.id()), text)
        }
        Config::ModRole(r) => {
            let (id, shown) = role(desk, cx, &r)?;
            s.mod_role = Some(id.clone());
            let text = cx.tr(keys::HOST_MOD_MODROLE, &[("role", shown.into())]);
            (format!("modrole {id}"), text)
        }
        Config::Theme(name) => theme(cx, s, &name)?,
        Config::Orientation(o) => {
            let word = match o {
                Orientation::White => "white",
                Orientation::Black => "black",
                Orientation::Auto => "auto",
            };
            s.orientation = (o != Orientation::Auto).then(|| word.to_string());
            let text = cx.tr(keys::HOST_MOD_ORIENTATION, &[("orientation", word.into())]);
            (format!("orientation {word}"), text)
        }
        Config::Tournaments(open) => {
            s.tournaments_open = open;
            let (word, key) = if open {
                ("everyone", keys::HOST_MOD_TOURNAMENTS_EVERYONE)
            } else {
                ("moderators", keys::HOST_MOD_TOURNAMENTS_MODERATORS)
            };
            (format!("tournaments {word}"), cx.tr(key, &[]))
        }
    })
}

/// `config channel language …`: this channel's language, or none (`l`: `None`, the
/// server's again). The detail, and the answer in the channel's new language unless the
/// moderator chose their own.
fn channel_language(cx: &Cx, s: &mut ServerSettings, l: Option<Lang>) -> (String, String) {
    let channel = cx.channel.clone().unwrap_or_default();
    let own = s.channel_settings.entry(channel.clone()).or_default();
    own.language = l.map(|l| l.code().to_string());
    if *own == crate::store::ChannelSettings::default() {
        s.channel_settings.remove(&channel);
    }
    let now_here: Lang = s
        .language_in(&channel)
        .and_then(|l| l.parse().ok())
        .unwrap_or_default();
    let lang = Lang::choose(
        cx.user.language.as_deref().and_then(|l| l.parse().ok()),
        Some(now_here),
        cx.author().locale.as_deref(),
    );
    let (key, word) = match l {
        Some(l) => (keys::HOST_MOD_CHANNEL_LANGUAGE, l.code()),
        None => (keys::HOST_MOD_CHANNEL_LANGUAGE_OFF, "off"),
    };
    let text = tr(lang, key, &[("language", now_here.code().into())]);
    (format!("channel {channel} language {word}"), text)
}

/// `config theme NAME`: the server's board theme, refused for a name not known (the
/// answer lists the themes). The detail and the answer.
fn theme(cx: &Cx, s: &mut ServerSettings, name: &str) -> Result<(String, String), HostError> {
    let Some(theme) = crate::host::words::i18n::theme_from(name) else {
        return cx.refuse(
            keys::HOST_SETTINGS_THEME,
            &[
                ("theme", crate::host::words::text::echo(name).into()),
                (
                    "themes",
                    crate::host::words::i18n::theme_list(cx.lang).into(),
                ),
            ],
        );
    };
    s.theme = Some(theme.name().to_string());
    let text = cx.tr(
        keys::HOST_MOD_THEME,
        &[(
            "theme",
            crate::host::words::i18n::theme_name(cx.lang, theme).into(),
        )],
    );
    Ok((format!("theme {}", theme.name()), text))
}

/// How an audit line's free text is shown: a banned user by name, the rest as written
/// (cleaned and capped).
fn shown_detail(desk: &Desk, e: &AuditEntry, lang: Lang) -> String {
    if e.action == BAN || e.action == UNBAN {
        let (user, rest) = e.detail.split_once(' ').unwrap_or((&e.detail, ""));
        let rest = clean_capped(rest, DETAIL_CHARS);
        // A banned user is a person, never the computer: no language needed for the name.
        let name = desk.who(crate::host::words::i18n::Lang::En, user);
        return format!("{name} {rest}").trim_end().to_string();
    }
    clean_capped(&detail_in(lang, &e.detail), DETAIL_CHARS)
}

/// An audit detail (stored in English words: `threads on channel 42`, `1-0 (was
/// 1/2-1/2)`) in `lang`'s words: `config`'s words, yes/no and the sides as that language
/// writes them (`fils oui salon 42`), the former result as `(auparavant 1/2-1/2)`.
fn detail_in(lang: Lang, detail: &str) -> String {
    use crate::host::reading::command::{Subcommands, COLORS, CONFIG_WORDS, YES_NO};
    let (detail, was) = match detail.split_once("(was ") {
        Some((head, old)) => (head.trim_end(), Some(old.trim_end_matches(')'))),
        None => (detail, None),
    };
    let mut words: Vec<String> = Vec::new();
    let mut after_language = false;
    for w in detail.split(' ').filter(|w| !w.is_empty()) {
        // The word of `name` in `lang`, where it is not the English one (the detail's
        // own word stays then: `on` is not shown as `yes`).
        let reword = |table: &Subcommands, name: &str| {
            let word = table.word(lang, name);
            if word == table.word(Lang::En, name) {
                w.to_string()
            } else {
                word
            }
        };
        let config = CONFIG_WORDS.named(w);
        let shown = match (
            config,
            YES_NO.named(w),
            COLORS.named(w).filter(|c| *c != "random"),
        ) {
            // A channel's language `off`: none of its own.
            (Some(name), _, _) if after_language && name == "unset" => reword(&CONFIG_WORDS, name),
            (_, Some(answer), _) => reword(&YES_NO, answer),
            (Some(name), _, _) => reword(&CONFIG_WORDS, name),
            (_, _, Some(side)) => reword(&COLORS, side),
            _ => w.to_string(),
        };
        after_language = config == Some("language");
        words.push(shown);
    }
    if let Some(old) = was {
        words.push(tr(lang, keys::HOST_MOD_LOG_WAS, &[("old", old.into())]));
    }
    words.join(" ")
}

/// `modlog`: this server's audit log, newest first, the latest [`LOG_SHOWN`] lines.
pub(crate) fn modlog(desk: &Desk, cx: &Cx) -> HostResult {
    let server = server(cx);
    let all: Vec<AuditEntry> = desk
        .store
        .audit_range(Timestamp(0), Timestamp(u64::MAX))?
        .into_iter()
        .filter(|e| e.server == server)
        .collect();
    if all.is_empty() {
        return Ok(vec![cx.private(cx.tr(keys::HOST_MOD_LOG_EMPTY, &[]))]);
    }
    let total = all.len();
    let shown = total.min(LOG_SHOWN);
    let mut lines = vec![cx.tr(
        keys::HOST_MOD_LOG_TITLE,
        &[
            ("shown", (shown as u64).into()),
            (
                "total",
                crate::host::words::i18n::count(cx.lang, total as u64),
            ),
        ],
    )];
    for e in all.iter().rev().take(LOG_SHOWN) {
        let mut parts = vec![
            desk.time(cx.lang, e.at),
            desk.who(cx.lang, &e.actor),
            cx.tr(
                keys::HOST_MOD_LOG_ACTION,
                &[("action", e.action.as_str().into())],
            ),
        ];
        if let Some(g) = e.game {
            parts.push(cx.tr(keys::HOST_MOD_LOG_GAME, &[("game", g.into())]));
        }
        let detail = shown_detail(desk, e, cx.lang);
        if !detail.is_empty() {
            parts.push(detail);
        }
        lines.push(parts.join(" · "));
    }
    if total > shown {
        lines.push(cx.tr(
            keys::HOST_MOD_LOG_OLDER,
            &[("count", ((total - shown) as u64).into())],
        ));
    }
    Ok(vec![cx.private(lines.join("\n"))])
}

/// `peek <game>`: the whole truth of a running game (hidden pieces, the pending choice
/// and its options), answered only to the moderator, who must not play in it. The look
/// is audited; the audit line says which game, never what was seen.
pub(crate) fn peek(desk: &Desk, cx: &Cx, GameId(id): GameId) -> HostResult {
    let meta = server_game(desk, cx, id)?;
    if meta.white == cx.uid() || meta.black == cx.uid() {
        return cx.refuse(keys::HOST_MOD_PEEK_OWN, &[("game", id.into())]);
    }
    desk.with_game(id, |live| {
        let game = &live.game;
        if game.is_over() {
            return cx.refuse(keys::HOST_MOD_PEEK_OVER, &[("game", id.into())]);
        }
        let mut b = Batch::new();
        b.mark_processed(&cx.input.event_id, cx.now);
        let audited = audience::audit_peek(&mut b, entry(cx, PEEK, Some(id), String::new()));
        desk.commit(b)?;
        let Some(seen) = audience::peek(desk, game, audited, &cx.user, cx.now) else {
            return Err(HostError::Ignored);
        };
        let hidden: Vec<String> = seen
            .hidden
            .iter()
            .map(|(piece, sq)| {
                cx.tr(
                    keys::HOST_MOD_ON_SQUARE,
                    &[
                        ("piece", narrate::piece(cx.lang, *piece).into()),
                        ("square", sq.to_string().into()),
                    ],
                )
            })
            .collect();
        let mut lines = vec![cx.tr(
            keys::HOST_MOD_PEEK,
            &[("game", id.into()), ("fen", seen.fen.into())],
        )];
        lines.push(if hidden.is_empty() {
            cx.tr(keys::HOST_MOD_PEEK_NOTHING, &[])
        } else {
            cx.tr(
                keys::HOST_MOD_PEEK_HIDDEN,
                &[("list", hidden.join(", ").into())],
            )
        });
        if let Some(p) = game.pending() {
            let moves = game.legal_moves(p.player);
            let letters = cx.lang.letters();
            let mut options: Vec<String> = moves
                .iter()
                .map(|m| san_plain_in(&moves, m, letters))
                .collect();
            options.dedup();
            let what = format!("{} ({})", narrate::pending(cx.lang, p), options.join(", "));
            lines.push(cx.tr(keys::HOST_MOD_PEEK_PENDING, &[("what", what.into())]));
        }
        Ok(vec![Reply::peek(seen.board, lines.join("\n")).with_game(id)])
    })
}
