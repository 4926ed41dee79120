//! `tournament …`: create (moderators, unless the server opened it to everyone), join,
//! leave, pause, standings, pairings, info; moderators also start, cancel and remove.
//! Every change is one batch with the event id, written only if nobody changed the
//! tournament meanwhile (else read again and decided again).

use crate::game::clock::{TimeControl, MINUTE};
use crate::game::Timestamp;
use crate::host::desk::{Cx, Desk, HostError, HostResult};
use crate::host::io::reply::Reply;
use crate::host::reading::command::{GameId, UserRef};
use crate::host::reading::tournament::{Kind, Spec, TournamentCommand, DEFAULT_START_DELAY_MS};
use crate::host::tournament::{director, posts, write};
use crate::host::words::i18n::{keys, tr};
use crate::store::{AuditEntry, Batch};
use crate::tournament::event::DEFAULT_NO_SHOW_MINUTES;
use crate::tournament::{Format, Setup, Status, TieBreak, Tournament, TournamentError};

/// The least time between the announcement and the start.
const MIN_START_DELAY_MS: u64 = MINUTE;
/// The arena length when none is given.
const DEFAULT_ARENA_MINUTES: u64 = 60;
/// The Swiss rounds when none are given.
const DEFAULT_ROUNDS: u32 = 5;
/// The clock when none is given: 5 minutes and 3 seconds a move.
const DEFAULT_CONTROL: TimeControl = TimeControl::Live {
    base_ms: 5 * MINUTE,
    increment_ms: 3_000,
};

/// Runs one `tournament` subcommand.
pub(crate) fn run(desk: &Desk, cx: &Cx, command: TournamentCommand) -> HostResult {
    use TournamentCommand as T;
    match command {
        T::Create(spec) => create(desk, cx, spec),
        T::Join(id) => entry(desk, cx, id, Entry::Join),
        T::Leave(id) => entry(desk, cx, id, Entry::Leave),
        T::Pause(id) => entry(desk, cx, id, Entry::Pause),
        T::Standings(id) => standings(desk, cx, id),
        T::Pairings(id) => pairings(desk, cx, id),
        T::Info(id) => info(desk, cx, id),
        T::Export(id) => export(desk, cx, id),
        T::Start(id) => start(desk, cx, id),
        T::Cancel(id) => cancel(desk, cx, id),
        T::Remove(user, id) => remove(desk, cx, user, id),
    }
}

/// Who may create a tournament here: moderators, or everyone once the server opened it.
fn may_create(cx: &Cx) -> bool {
    cx.moderator || cx.settings.tournaments_open
}

/// `tournament create …`.
fn create(desk: &Desk, cx: &Cx, spec: Spec) -> HostResult {
    let (Some(server), Some(channel)) = (cx.server.clone(), cx.channel.clone()) else {
        return cx.refuse(keys::TOURNAMENT_IN_A_CHANNEL, &[]);
    };
    if !may_create(cx) {
        return cx.refuse(keys::TOURNAMENT_CREATORS_ONLY, &[]);
    }
    let format = match spec.kind {
        Kind::Arena => Format::Arena {
            minutes: spec.minutes.unwrap_or(DEFAULT_ARENA_MINUTES),
        },
        Kind::Swiss => Format::Swiss {
            rounds: spec.rounds.unwrap_or(DEFAULT_ROUNDS),
            tiebreaks: spec.tiebreaks.unwrap_or_else(TieBreak::default_order),
        },
    };
    let control = spec
        .clock
        .or_else(|| cx.settings.default_control.as_deref()?.parse().ok())
        .unwrap_or(DEFAULT_CONTROL);
    // At least a minute after the announcement, so that players can join (`now`: in a
    // minute; a moderator's `tournament start` starts it at once).
    let start = spec
        .start
        .map_or(Timestamp(cx.now.0 + DEFAULT_START_DELAY_MS), |s| {
            s.at(cx.now)
        })
        .max(Timestamp(cx.now.0 + MIN_START_DELAY_MS));
    let setup = Setup {
        format,
        ruleset: spec.ruleset.id().to_string(),
        control,
        rated: spec.rated.unwrap_or(true),
        starts_at: start,
        no_show_minutes: spec.no_show_minutes.unwrap_or(DEFAULT_NO_SHOW_MINUTES),
    };
    let id = desk.store.next_id()?;
    let secret = desk.new_secret()?;
    let t = Tournament::new(id, &server, &channel, cx.uid(), setup, secret, cx.now)
        .or_else(|e| refuse_for(cx, &e))?;
    let mut b = Batch::new();
    b.put_tournament(&t, None)
        .audit(&audit(
            cx,
            "tournament create",
            &t,
            posts::summary(crate::host::words::i18n::Lang::En, &t),
        ))
        .mark_processed(&cx.input.event_id, cx.now);
    desk.commit(b)?;
    Ok(vec![posts::announced(desk, &t)])
}

/// What a player does about their own entry.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Entry {
    /// Enters (or comes back after a pause or a withdrawal); banned players may not.
    Join,
    Leave,
    Pause,
}

/// `tournament join|leave|pause [#N]`: changes the author's entry in the tournament the
/// command means, with the event, and answers the author privately.
fn entry(desk: &Desk, cx: &Cx, id: Option<GameId>, what: Entry) -> HostResult {
    let me = cx.uid();
    let (t, ()) = write::update(
        desk,
        || find(desk, cx, id).map(Some),
        |t, b| {
            let changed = match what {
                Entry::Join => {
                    if desk.store.settings(&t.server)?.banned.contains_key(me) {
                        return cx.refuse(keys::HOST_BANNED, &[]);
                    }
                    let rating = desk
                        .store
                        .rating(&t.server, &t.setup.ruleset, me)?
                        .map_or(1500.0, |e| e.rating.rating);
                    t.join(me, rating, cx.now)
                }
                Entry::Leave => t.leave(me),
                Entry::Pause => t.pause(me),
            };
            changed.or_else(|e| refuse_for(cx, &e))?;
            entries_changed(t, cx.now);
            b.mark_processed(&cx.input.event_id, cx.now);
            Ok(Some(()))
        },
    )?
    .ok_or(HostError::Ignored)?;
    let done = match what {
        Entry::Join => keys::TOURNAMENT_JOINED,
        Entry::Leave => keys::TOURNAMENT_LEFT,
        Entry::Pause => keys::TOURNAMENT_PAUSED,
    };
    let text = cx.tr(
        done,
        &[
            ("id", t.id.into()),
            ("count", (t.active().count() as u64).into()),
        ],
    );
    Ok(vec![cx.private(text)])
}

/// An entry changed: the announcement (if the platform reported its message) shows it
/// within a few seconds, one edit for all the changes meanwhile.
fn entries_changed(t: &mut Tournament, now: Timestamp) {
    if t.announcement.is_some() {
        t.announcement_changed(Timestamp(now.0 + director::ANNOUNCEMENT_EVERY_MS));
    }
}

/// The tournament's announcement is the platform's message `message`: later changes
/// edit it.
pub(crate) fn posted(desk: &Desk, id: u64, message: &str) -> Result<(), HostError> {
    write::update(
        desk,
        || Ok(desk.store.tournament(id)?),
        |t, _| {
            t.announcement = Some(message.to_string());
            Ok(Some(()))
        },
    )?;
    Ok(())
}

/// How many choices an autocompletion offers (Discord's limit).
const MAX_SUGGESTIONS: usize = 25;
/// The longest choice name Discord shows.
const MAX_SUGGESTION_CHARS: usize = 100;

/// Up to 25 of `server`'s open and running tournaments, newest first, whose number or
/// description holds `typed`, for autocompletion: (what is shown in `lang`, the value
/// `#N` the command reads).
pub(crate) fn suggestions(
    desk: &Desk,
    server: Option<&str>,
    lang: crate::host::words::i18n::Lang,
    typed: &str,
) -> Vec<(String, String)> {
    let Some(server) = server else {
        return Vec::new();
    };
    let Ok(active) = desk.store.active_tournaments() else {
        return Vec::new();
    };
    let typed = typed.trim().trim_start_matches('#').to_lowercase();
    let mut found: Vec<(u64, String)> = active
        .into_iter()
        .filter(|(t, _)| t.server == server)
        .map(|(t, _)| {
            let state = match t.status {
                Status::Open => keys::TOURNAMENT_STATE_OPEN,
                _ => keys::TOURNAMENT_STATE_RUNNING,
            };
            let shown = format!("{} ({})", posts::summary(lang, &t), tr(lang, state, &[]));
            (t.id, shown)
        })
        .filter(|(id, shown)| {
            typed.is_empty()
                || id.to_string().starts_with(&typed)
                || shown.to_lowercase().contains(&typed)
        })
        .collect();
    found.sort_by_key(|(id, _)| std::cmp::Reverse(*id));
    found
        .into_iter()
        .take(MAX_SUGGESTIONS)
        .map(|(id, shown)| {
            let shown: String = if shown.chars().count() > MAX_SUGGESTION_CHARS {
                let cut: String = shown.chars().take(MAX_SUGGESTION_CHARS - 1).collect();
                format!("{cut}…")
            } else {
                shown
            };
            (shown, format!("#{id}"))
        })
        .collect()
}

/// The tournament `id` names (on this server), or without `#N` the one open or running
/// on this server (this channel's, when the server has several).
fn find(desk: &Desk, cx: &Cx, id: Option<GameId>) -> Result<(Tournament, u64), HostError> {
    find_among(desk, cx, id, false)
}

/// The tournament a reading command (standings, pairings, info, export) means: as
/// [`find`], else, when none is open or running here, the last one that ended on this
/// server (this channel's first). It shows the games that ended since the director's
/// last look (which comes every few seconds) as ended, with their results: a player who
/// just won reads the win, not a game still under way. Nothing is written.
fn find_to_read(desk: &Desk, cx: &Cx, id: Option<GameId>) -> Result<(Tournament, u64), HostError> {
    let (mut t, version) = find_among(desk, cx, id, true)?;
    if t.status == Status::Running {
        director::record_results(desk, &mut t, cx.now)?;
    }
    Ok((t, version))
}

/// [`find`], and with `ended_too` [`find_to_read`].
fn find_among(
    desk: &Desk,
    cx: &Cx,
    id: Option<GameId>,
    ended_too: bool,
) -> Result<(Tournament, u64), HostError> {
    if let Some(GameId(n)) = id {
        return match desk.store.tournament(n)? {
            Some((t, v)) if cx.server.as_deref().is_none_or(|s| s == t.server) => Ok((t, v)),
            _ => cx.refuse(keys::TOURNAMENT_NOT_FOUND, &[("id", n.into())]),
        };
    }
    let Some(server) = cx.server.as_deref() else {
        return cx.refuse(keys::TOURNAMENT_NAME_IT, &[]);
    };
    let mut here: Vec<(Tournament, u64)> = desk
        .store
        .active_tournaments()?
        .into_iter()
        .filter(|(t, _)| t.server == server)
        .collect();
    if here.len() > 1 {
        if let Some(channel) = cx.channel.as_deref() {
            let in_channel: Vec<_> = here
                .iter()
                .filter(|(t, _)| t.channel == channel)
                .cloned()
                .collect();
            if in_channel.len() == 1 {
                here = in_channel;
            }
        }
    }
    match here.len() {
        0 => {
            let ended = if ended_too {
                last_ended(desk, cx, server)?
            } else {
                None
            };
            // Only a reader who may create one is told how.
            let none = if may_create(cx) {
                keys::TOURNAMENT_NONE_HERE
            } else {
                keys::TOURNAMENT_NONE_HERE_ASK
            };
            ended.map_or_else(|| cx.refuse(none, &[]), Ok)
        }
        1 => Ok(here.remove(0)),
        _ => {
            let list: Vec<String> = here.iter().map(|(t, _)| format!("#{}", t.id)).collect();
            cx.refuse(
                keys::TOURNAMENT_SEVERAL,
                &[("list", list.join(", ").into())],
            )
        }
    }
}

/// The tournament that ended last on `server` (one of this channel's first).
fn last_ended(desk: &Desk, cx: &Cx, server: &str) -> Result<Option<(Tournament, u64)>, HostError> {
    let ended = desk
        .store
        .all_tournaments()?
        .into_iter()
        .filter(|(t, _)| t.server == server && t.is_over())
        .max_by_key(|(t, _)| {
            (
                cx.channel.as_deref() == Some(t.channel.as_str()),
                t.ended_at.map_or(0, |e| e.0),
                t.id,
            )
        });
    Ok(ended)
}

fn standings(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let (t, _) = find_to_read(desk, cx, id)?;
    let to = crate::host::io::reply::Target::Private(cx.uid().to_string());
    Ok(vec![posts::standings_reply(desk, cx.lang, &t, to)])
}

fn pairings(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let (t, _) = find_to_read(desk, cx, id)?;
    let games = posts::current_games(&t);
    if games.is_empty() {
        return Ok(vec![cx.private(
            cx.tr(keys::TOURNAMENT_NO_GAMES, &[("id", t.id.into())]),
        )]);
    }
    let text = posts::pairings_text(desk, cx.lang, &t, &games);
    Ok(vec![cx.private(text)])
}

fn info(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let (t, _) = find_to_read(desk, cx, id)?;
    let status = posts::status_line(desk, cx.lang, &t);
    let text = cx.tr(
        keys::TOURNAMENT_INFO,
        &[
            ("summary", posts::summary(cx.lang, &t).into()),
            ("status", status.into()),
            ("players", (t.active().count() as u64).into()),
            ("minutes", t.setup.no_show_minutes.into()),
            ("commitment", t.secret.commitment().to_hex().into()),
        ],
    );
    Ok(vec![cx.private(text)])
}

/// `tournament export`: a Swiss as a TRF file, privately.
fn export(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let (t, _) = find_to_read(desk, cx, id)?;
    if t.setup.format.is_arena() {
        return cx.refuse(keys::TOURNAMENT_EXPORT_SWISS_ONLY, &[]);
    }
    let text = crate::tournament::rounds::trf(&t, |p| desk.name_of(p));
    let mut reply = cx.private(cx.tr(keys::TOURNAMENT_EXPORTED, &[("id", t.id.into())]));
    reply.file = Some(crate::host::io::reply::File {
        name: format!("tournament-{}.trf", t.id),
        content: text.into_bytes(),
    });
    Ok(vec![reply])
}

/// A moderator's change to a tournament, audited; the director then acts on it.
fn moderate(
    desk: &Desk,
    cx: &Cx,
    id: Option<GameId>,
    action: &str,
    f: impl Fn(&mut Tournament) -> Result<(), TournamentError>,
) -> Result<Tournament, HostError> {
    if !cx.moderator {
        return cx.refuse(keys::TOURNAMENT_MODERATORS_ONLY, &[]);
    }
    let written = write::update(
        desk,
        || find(desk, cx, id).map(Some),
        |t, b| {
            f(t).or_else(|e| refuse_for(cx, &e))?;
            b.audit(&audit(cx, action, t, String::new()))
                .mark_processed(&cx.input.event_id, cx.now);
            Ok(Some(()))
        },
    )?;
    written.map(|(t, ())| t).ok_or(HostError::Ignored)
}

/// `tournament start`: now, instead of at its time.
fn start(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let t = moderate(desk, cx, id, "tournament start", |t| {
        if t.status != Status::Open {
            return Err(TournamentError::Started);
        }
        t.setup.starts_at = cx.now;
        t.wakeup = Some(cx.now);
        Ok(())
    })?;
    director::due(desk, t.id, cx.now)
}

fn cancel(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let t = moderate(desk, cx, id, "tournament cancel", |t| t.cancel(cx.now))?;
    let lang = posts::lang(desk, &t);
    let text = tr(lang, keys::TOURNAMENT_CANCELLED, &[("id", t.id.into())]);
    let mut replies = vec![Reply::text(posts::channel_of(&t), text)];
    replies.extend(posts::announcement_edit(desk, &t));
    Ok(replies)
}

fn remove(desk: &Desk, cx: &Cx, user: UserRef, id: Option<GameId>) -> HostResult {
    let (t, _) = find(desk, cx, id)?;
    let player = desk.resolve_user(&user).filter(|p| t.entrant(p).is_some());
    let Some(player) = player else {
        let who = match (&user, desk.resolve_user(&user)) {
            (_, Some(p)) => desk.who(cx.lang, &p),
            (UserRef::Name(n), None) => crate::host::words::text::echo(n),
            (UserRef::Id(n), None) => n.to_string(),
        };
        return cx.refuse(
            keys::TOURNAMENT_PLAYER_NOT_IN,
            &[("player", who.into()), ("id", t.id.into())],
        );
    };
    let id = Some(GameId(t.id));
    let t = moderate(desk, cx, id, "tournament remove", |t| {
        t.remove(&player)?;
        entries_changed(t, cx.now);
        Ok(())
    })?;
    let text = cx.tr(
        keys::TOURNAMENT_REMOVED,
        &[
            ("player", desk.who(cx.lang, &player).into()),
            ("id", t.id.into()),
        ],
    );
    Ok(vec![cx.private(text)])
}

/// Removes `player` from every open or running tournament of `server` (a ban).
pub(crate) fn remove_everywhere(
    desk: &Desk,
    server: &str,
    player: &str,
    now: Timestamp,
) -> Result<(), HostError> {
    for (t, _) in desk.store.active_tournaments()? {
        if t.server == server && t.entrant(player).is_some() {
            write::update(
                desk,
                || Ok(desk.store.tournament(t.id)?),
                |t, _| {
                    let removed = t.remove(player).ok();
                    if removed.is_some() {
                        entries_changed(t, now);
                    }
                    Ok(removed)
                },
            )?;
        }
    }
    Ok(())
}

fn audit(cx: &Cx, action: &str, t: &Tournament, detail: String) -> AuditEntry {
    AuditEntry {
        at: cx.now,
        server: t.server.clone(),
        actor: cx.uid().to_string(),
        action: action.to_string(),
        game: Some(t.id),
        detail,
    }
}

/// A refused change in the author's words.
fn refuse_for<T>(cx: &Cx, e: &TournamentError) -> Result<T, HostError> {
    use TournamentError as E;
    let (key, args): (&str, Vec<(&str, crate::host::words::i18n::Arg)>) = match e {
        E::Over => (keys::TOURNAMENT_OVER, vec![]),
        E::Started => (keys::TOURNAMENT_ALREADY_STARTED, vec![]),
        E::AlreadyIn => (keys::TOURNAMENT_ALREADY_IN, vec![]),
        E::NotIn => (keys::TOURNAMENT_NOT_IN, vec![]),
        E::Removed => (keys::TOURNAMENT_REMOVED_YOU, vec![]),
        E::Full(max) => (keys::TOURNAMENT_FULL, vec![("max", (*max as u64).into())]),
        E::TooLate => (keys::TOURNAMENT_TOO_LATE, vec![]),
        E::Rounds(n) => (
            keys::ERR_TOURNAMENT_ROUNDS,
            vec![("value", n.to_string().into())],
        ),
        E::ArenaMinutes(n) => (
            keys::ERR_TOURNAMENT_MINUTES,
            vec![("value", n.to_string().into())],
        ),
        E::NoSuchGame | E::BadPairing(_) => (keys::TOURNAMENT_OVER, vec![]),
    };
    cx.refuse(key, &args)
}
