//! Host [`Reply`]s sent on Discord: the answer to the interaction that caused them
//! (ephemeral when private), channel messages, DMs, a thread per new game, and the
//! "answer privately" button when a user's DMs are closed.
//!
//! Nothing the host acknowledged goes unannounced: an interaction that cannot be answered
//! (failing, expired) has its replies posted as normal messages (public ones in their
//! channel, private ones by DM); a channel where the bot may not post has the game
//! announced in the interaction's answer or to the players by DM, with what a moderator
//! should change; a new game asked for inside a thread gets its own thread in the parent
//! channel (Discord has no thread in a thread).

use super::answer::{Asked, Outcome};
use super::edit_book::{Begun, EditBook};
use super::parts::MAX_TEXT;
use super::parts::{
    capped, edit, followup, message, message_edit, parts, plain, response, Parts, Prepared,
};
use super::perms::{self, BotPermissions};
use super::retry::{discord_error_code, retry, send_message, RetryPolicy};
use super::room_book::RoomBook;
use crate::host::io::custom_id::{self, ButtonAction};
use crate::host::io::reply::TypedMessage;
use crate::host::words::i18n::{keys, tr, Lang};
use crate::host::{Host, Posted, Reply, Target};
use serenity::all::{
    AutoArchiveDuration, ButtonStyle as Style, Channel, ChannelId, ChannelType, CreateActionRow,
    CreateAllowedMentions, CreateButton, CreateInteractionResponse,
    CreateInteractionResponseMessage, CreateMessage, CreateThread, GuildId, Http, MessageId,
    Permissions, ReactionType, UserId,
};
use std::sync::Arc;
use tracing::{info, warn};

/// Discord's JSON error code for "Cannot send messages to this user" (DMs closed).
pub const CANNOT_DM_USER: isize = 50007;
/// "Missing Access" and "Missing Permissions": the bot may not do that in that channel.
const MISSING_ACCESS: isize = 50001;
const MISSING_PERMISSIONS: isize = 50013;

/// A Discord id written by the host (`0` or not a number: none).
fn snowflake(s: &str) -> Option<u64> {
    s.parse::<u64>().ok().filter(|&n| n != 0)
}

fn channel_id(s: &str) -> Option<ChannelId> {
    snowflake(s).map(ChannelId::new)
}

fn user_id(s: &str) -> Option<UserId> {
    snowflake(s).map(UserId::new)
}

/// The channel, message and server of the author's message a reply acts on.
fn typed_ids(t: &TypedMessage) -> Option<(ChannelId, MessageId, Option<GuildId>)> {
    let message = snowflake(&t.message).map(MessageId::new)?;
    Some((
        channel_id(&t.channel)?,
        message,
        snowflake(&t.server).map(GuildId::new),
    ))
}

fn is_permission_error(err: &serenity::Error) -> bool {
    matches!(
        discord_error_code(err),
        Some(MISSING_ACCESS | MISSING_PERMISSIONS)
    )
}

/// The reaction that acknowledges a counted vote.
pub const REACTION_COUNTED: &str = "✅";

/// Sends replies: the interaction (if any) is answered first, by the first reply meant
/// for its user only, else by the first public reply in its channel, else with a short
/// acknowledgement; the other replies follow in order.
pub struct Delivery<'a> {
    pub http: &'a Http,
    pub host: &'a Arc<Host>,
    pub asked: Option<&'a Asked>,
    /// Whether the interaction was deferred (the host took too long): its answer then
    /// edits the private "thinking" response, or follows up.
    pub deferred: bool,
    /// The bot's permissions.
    pub perms: &'a BotPermissions,
    /// The team rooms opened.
    pub rooms: &'a RoomBook,
    /// The messages being edited, each with its newest edit waiting.
    pub edits: &'a EditBook<Parts>,
}

impl Delivery<'_> {
    pub async fn send(&self, mut prepared: Vec<Prepared>) {
        for p in &mut prepared {
            self.retract(p).await;
        }
        let mut rest: Vec<Option<Prepared>> = Vec::with_capacity(prepared.len());
        for p in prepared {
            if !self.reacted(&p).await {
                rest.push(Some(p));
            }
        }
        if let Some(asked) = self.asked {
            if let Some(game) = asked.private_button() {
                let lang = self.lang_of(&Target::Private(asked.user())).await;
                rest = self.only_private(asked, lang, game, rest);
            }
            self.answer(asked, &mut rest).await;
        }
        // One "answer privately" notice per user, however many DMs failed.
        let mut noticed = Vec::new();
        for p in rest.into_iter().flatten() {
            self.one(p, &mut noticed, true).await;
        }
    }

    /// The language of what this adapter writes for `to` (`Host::reply_lang`): a
    /// channel's server language, never the clicking user's client.
    pub(super) async fn lang_of(&self, to: &Target) -> Lang {
        let host = self.host.clone();
        let to = to.clone();
        let asker = self
            .asked
            .map(|a| (a.user(), a.locale().to_string(), a.server()));
        tokio::task::spawn_blocking(move || {
            let asker = asker
                .as_ref()
                .map(|(u, l, s)| (u.as_str(), l.as_str(), s.as_deref()));
            host.reply_lang(&to, asker)
        })
        .await
        .unwrap_or_default()
    }

    /// Deletes the author's message a reply asks to take down (a secret typed in public:
    /// needs Manage Messages); where the bot knows it lacks that permission, or Discord
    /// refuses, the reply says it was seen instead and the moderators are told.
    async fn retract(&self, p: &mut Prepared) {
        let Some(r) = p.reply.retract.take() else {
            return;
        };
        let Some((channel, message, server)) = typed_ids(&r.typed) else {
            p.reply.text = r.kept;
            return;
        };
        let known = server.and_then(|s| self.perms.in_channel(s, channel));
        if known.is_some_and(|have| !have.contains(Permissions::MANAGE_MESSAGES)) {
            info!("not deleting message {message} in {channel}: no Manage Messages there");
        } else {
            let deleted = retry(
                RetryPolicy::DEFAULT,
                "deleting a secret typed in public",
                || channel.delete_message(self.http, message),
            )
            .await;
            match deleted {
                Ok(()) => {
                    info!("deleted message {message} in {channel}: a secret typed in public");
                    return;
                }
                Err(err) => warn!(
                    "may not delete message {message} in {channel} (a secret typed in public): {err}"
                ),
            }
        }
        p.reply.text = r.kept;
        if let Some(server) = server {
            let host = self.host.clone();
            let (s, c) = (server.get().to_string(), channel.get().to_string());
            let first = tokio::task::spawn_blocking(move || host.first_told_missing(&s, &c));
            if first.await.unwrap_or(false) {
                let missing = perms::missing(known, Permissions::MANAGE_MESSAGES);
                self.tell_missing(server, channel, missing).await;
            }
        }
    }

    /// Acknowledges the author's message with ✅ where a reply may be a reaction
    /// ([`Reply::react`]); whether it did (the reply is then not sent).
    /// Where the bot lacks Add Reactions or Read Message History, or Discord refuses, the
    /// reply is sent as it is.
    async fn reacted(&self, p: &Prepared) -> bool {
        let Some((channel, message, server)) = p.reply.react.as_ref().and_then(typed_ids) else {
            return false;
        };
        let needed = Permissions::ADD_REACTIONS | Permissions::READ_MESSAGE_HISTORY;
        let known = server.and_then(|s| self.perms.in_channel(s, channel));
        if known.is_some_and(|have| !have.contains(needed)) {
            return false;
        }
        let check = ReactionType::Unicode(REACTION_COUNTED.to_string());
        let reacted = retry(RetryPolicy::DEFAULT, "reacting to a vote", || {
            self.http.create_reaction(channel, message, &check)
        })
        .await;
        match reacted {
            Ok(()) => true,
            Err(err) => {
                info!(
                    "could not react to message {message} in {channel}, answering instead: {err}"
                );
                false
            }
        }
    }

    /// Tells the moderators, in the channel where a secret stayed readable, which of the
    /// permissions the bot uses it lacks there (once, see `Host::first_told_missing`).
    async fn tell_missing(&self, server: GuildId, channel: ChannelId, missing: Permissions) {
        let to = Target::Channel {
            server: server.get().to_string(),
            channel: channel.get().to_string(),
        };
        let lang = self.lang_of(&to).await;
        let text = tr(
            lang,
            keys::DISCORD_MISSING_PERMISSIONS,
            &[
                ("channel", channel.get().to_string().into()),
                ("missing", perms::names(lang, missing).into()),
            ],
        );
        let notice = CreateMessage::new().content(capped(&text, MAX_TEXT));
        if let Err(err) = send_message(self.http, channel, notice).await {
            warn!("telling channel {channel} which permissions are missing failed: {err}");
        }
    }

    async fn parts(&self, p: &Prepared) -> Parts {
        let lang = self.lang_of(p.reply.to()).await;
        parts(p, lang, self.host.config().typed_moves)
    }

    fn asker(&self) -> Option<String> {
        self.asked.map(Asked::user)
    }

    /// "Answer privately" is private for everyone who presses it: only what the host
    /// addressed to the presser alone is kept; a spectator gets a polite refusal.
    fn only_private(
        &self,
        asked: &Asked,
        lang: Lang,
        game: u64,
        rest: Vec<Option<Prepared>>,
    ) -> Vec<Option<Prepared>> {
        let user = asked.user();
        let mut kept: Vec<Option<Prepared>> = Vec::new();
        for mut p in rest.into_iter().flatten() {
            match &p.reply.to() {
                Target::Private(u) | Target::Dm(u) if *u == user => {
                    p.reply.make_private();
                    kept.push(Some(p));
                }
                _ => info!("a reply to an \"answer privately\" press by {user} was withheld"),
            }
        }
        if kept.is_empty() {
            let text = tr(
                lang,
                keys::DISCORD_PRIVATE_PLAYERS_ONLY,
                &[("game", game.into())],
            );
            kept.push(Some(Prepared {
                reply: Reply::text(Target::Private(user), text).with_game(game),
                png: None,
            }));
        }
        kept
    }

    /// Answers the interaction with the reply meant for it; when that is impossible, the
    /// reply goes another way ([`Delivery::fallback`]).
    async fn answer(&self, asked: &Asked, rest: &mut Vec<Option<Prepared>>) {
        let user = asked.user();
        let channel = asked.channel();
        let private = rest.iter().position(|p| {
            p.as_ref()
                .is_some_and(|p| p.reply.to() == &Target::Private(user.clone()))
        });
        let public = rest.iter().position(|p| {
            p.as_ref().is_some_and(|p| {
                p.reply.thread.is_none()
                    && p.reply.replaces.is_none()
                    && matches!(p.reply.to(), Target::Channel { channel: c, .. } if *c == channel)
            })
        });
        let chosen = private.or(public).and_then(|k| rest[k].take());
        let lang = self.lang_of(&Target::Private(user.clone())).await;
        if self.deferred {
            return self.answer_deferred(asked, chosen, rest).await;
        }
        let answer = match &chosen {
            Some(p) => response(self.parts(p).await, !p.reply.to().is_public()),
            None => match asked {
                Asked::Component(_) => CreateInteractionResponse::Acknowledge,
                Asked::Command(_) => CreateInteractionResponse::Message(
                    CreateInteractionResponseMessage::new()
                        .content(tr(lang, keys::DISCORD_DONE, &[]))
                        .ephemeral(true),
                ),
            },
        };
        match asked.respond(self.http, answer).await {
            Outcome::Done => {
                // A challenge posted as the answer: its message id, to edit it later.
                if let Some(what) = chosen.as_ref().and_then(|p| p.reply.posted) {
                    if let Some(message) = asked.original_id(self.http).await {
                        self.posted(what, message).await;
                    }
                }
            }
            Outcome::AlreadyAcknowledged => {
                if let Some(p) = chosen {
                    let ephemeral = !p.reply.to().is_public();
                    let sent = asked
                        .followup(self.http, followup(self.parts(&p).await, ephemeral))
                        .await;
                    if sent != Outcome::Done {
                        self.fallback(p).await;
                    }
                }
            }
            Outcome::Failed => {
                if let Some(p) = chosen {
                    self.fallback(p).await;
                }
            }
        }
    }

    /// After a deferral: a command's private "thinking" becomes the private answer (or
    /// "done", the public answer then being posted in the channel); a component's private
    /// answer follows up.
    async fn answer_deferred(
        &self,
        asked: &Asked,
        chosen: Option<Prepared>,
        rest: &mut Vec<Option<Prepared>>,
    ) {
        let (private, public) = match chosen {
            Some(p) if !p.reply.to().is_public() => (Some(p), None),
            other => (None, other),
        };
        if let Some(p) = public {
            rest.insert(0, Some(p));
        }
        match (asked, private) {
            (Asked::Command(_), Some(p)) => {
                if asked
                    .edit_original(self.http, edit(self.parts(&p).await))
                    .await
                    != Outcome::Done
                {
                    self.fallback(p).await;
                }
            }
            (Asked::Command(_), None) => {
                let lang = self.lang_of(&Target::Private(asked.user())).await;
                let done = plain(&tr(lang, keys::DISCORD_DONE, &[]));
                asked.edit_original(self.http, edit(done)).await;
            }
            (Asked::Component(_), Some(p)) => {
                let sent = asked
                    .followup(self.http, followup(self.parts(&p).await, true))
                    .await;
                if sent != Outcome::Done {
                    self.fallback(p).await;
                }
            }
            (Asked::Component(_), None) => {}
        }
    }

    /// A reply whose interaction could not carry it, as a normal message: public ones in
    /// their channel, private ones by DM.
    async fn fallback(&self, p: Prepared) {
        info!("posting a reply the interaction could not carry");
        let mut noticed = Vec::new();
        match p.reply.to().clone() {
            Target::Channel { channel, .. } => self.to_channel(&channel, p, false).await,
            Target::Private(user) | Target::Dm(user) => {
                self.dm(&user, p, &mut noticed, false).await
            }
            Target::Team(room) => self.to_team(room, p, &mut noticed).await,
        }
    }

    async fn one(&self, p: Prepared, noticed: &mut Vec<String>, interaction_ok: bool) {
        match p.reply.to().clone() {
            Target::Channel { channel, .. } => self.to_channel(&channel, p, interaction_ok).await,
            Target::Private(user) if interaction_ok && self.asker().as_ref() == Some(&user) => {
                if let Some(asked) = self.asked {
                    let sent = asked
                        .followup(self.http, followup(self.parts(&p).await, true))
                        .await;
                    if sent != Outcome::Done {
                        self.dm(&user, p, noticed, false).await;
                    }
                }
            }
            Target::Private(user) | Target::Dm(user) => {
                self.dm(&user, p, noticed, interaction_ok).await
            }
            Target::Team(room) => self.to_team(room, p, noticed).await,
        }
    }

    /// The parent channel of `channel` when it is a thread.
    pub(super) async fn parent_if_thread(&self, channel: ChannelId) -> Option<ChannelId> {
        match channel.to_channel(self.http).await {
            Ok(Channel::Guild(c))
                if matches!(
                    c.kind,
                    ChannelType::PublicThread
                        | ChannelType::PrivateThread
                        | ChannelType::NewsThread
                ) =>
            {
                c.parent_id
            }
            Ok(_) => None,
            Err(err) => {
                info!("cannot tell whether channel {channel} is a thread: {err}");
                None
            }
        }
    }

    pub(super) async fn to_channel(&self, channel: &str, p: Prepared, interaction_ok: bool) {
        let Some(mut id) = channel_id(channel) else {
            warn!("a reply for channel `{channel}`, which is not a Discord channel");
            return;
        };
        let thread = p.reply.thread.clone().zip(p.reply.game);
        if thread.is_some() {
            // A new game asked for inside a thread: its own thread in the parent channel.
            if let Some(parent) = self.parent_if_thread(id).await {
                info!("a new game from thread {id} starts in its parent channel {parent}");
                id = parent;
            }
        }
        let lang = self.lang_of(p.reply.to()).await;
        let mut pieces = parts(&p, lang, self.host.config().typed_moves);
        let edited = p.reply.replaces.as_ref().and_then(|r| r.message.as_deref());
        if let Some(mid) = edited.and_then(snowflake) {
            match self
                .edit(id, MessageId::new(mid), p.reply.made(), pieces)
                .await
            {
                None => return,
                // Gone or not editable: said anew, so nothing is lost.
                Some(newest) => pieces = newest,
            }
        }
        let msg = match send_message(self.http, id, message(pieces.clone())).await {
            Ok(msg) => msg,
            Err(err) if is_permission_error(&err) => {
                warn!("may not post in channel {id}: {err}");
                return self.cannot_post(id, &p, pieces, interaction_ok).await;
            }
            Err(err) => {
                warn!("posting in channel {id} failed: {err}");
                return;
            }
        };
        if let Some(what) = p.reply.posted {
            self.posted(what, msg.id).await;
        }
        if let Some((name, game)) = thread {
            self.open_thread(id, msg.id, &name, game, lang).await;
        }
    }

    /// Edits `message` in `channel` to show `pieces` (of a reply made `made`th),
    /// coalesced with the other edits of it ([`EditBook`]): when one is on its way,
    /// `pieces` waits to be sent after it (unless a newer edit replaces it first) and this
    /// returns at once; an edit older than one taken on is dropped. `None` once done; the
    /// newest pieces when Discord refused the edit (the message is gone or not the
    /// bot's), to be posted anew.
    async fn edit(
        &self,
        channel: ChannelId,
        message: MessageId,
        made: u64,
        pieces: Parts,
    ) -> Option<Parts> {
        let mut pieces = match self.edits.begin(message, made, pieces) {
            Begun::Send(pieces) => pieces,
            Begun::Waits => return None,
            Begun::Stale => {
                info!("an edit of message {message} older than one already sent: dropped");
                return None;
            }
        };
        loop {
            let edit = || channel.edit_message(self.http, message, message_edit(pieces.clone()));
            let sent = retry(RetryPolicy::DEFAULT, "editing a message", edit).await;
            // A newer edit that came meanwhile is sent next, whatever became of this one.
            if let Some(newer) = self.edits.next(message) {
                pieces = newer;
                continue;
            }
            return match sent {
                Ok(_) => None,
                Err(err) => {
                    warn!("editing message {message} in {channel} failed, posting anew: {err}");
                    Some(pieces)
                }
            };
        }
    }

    /// Tells the host which message shows a challenge or a tournament.
    async fn posted(&self, what: Posted, message: MessageId) {
        let host = self.host.clone();
        let message = message.get().to_string();
        let noted = tokio::task::spawn_blocking(move || host.posted(what, &message)).await;
        if !matches!(noted, Ok(Ok(()))) {
            warn!("remembering the message of {what:?} failed: it will not be edited");
        }
    }

    /// A reply the bot may not post in `channel`: announced in the interaction's answer
    /// (seen by the channel), else to the game's players by DM, with the reason and what
    /// a moderator should change.
    async fn cannot_post(
        &self,
        channel: ChannelId,
        p: &Prepared,
        mut pieces: Parts,
        interaction_ok: bool,
    ) {
        let lang = self.lang_of(p.reply.to()).await;
        let in_thread = self.parent_if_thread(channel).await.is_some();
        let mut permission = if in_thread {
            "Send Messages in Threads"
        } else {
            "Send Messages"
        }
        .to_string();
        if !pieces.files.is_empty() {
            permission.push_str(" / Attach Files");
        }
        // A game's announcement names the game; any other reply (a challenge's edit whose
        // message is not known yet) just says it is answered here.
        let (key, game) = match p.reply.game {
            Some(game) => (keys::DISCORD_CANNOT_POST, game),
            None => (keys::DISCORD_CANNOT_POST_REPLY, 0),
        };
        let reason = tr(
            lang,
            key,
            &[
                ("channel", channel.get().to_string().into()),
                ("permission", permission.into()),
                ("game", game.into()),
            ],
        );
        pieces.content = capped(&format!("{}\n\n{reason}", pieces.content), MAX_TEXT);
        if let (Some(asked), true) = (self.asked, interaction_ok) {
            if asked
                .followup(self.http, followup(pieces.clone(), false))
                .await
                == Outcome::Done
            {
                return;
            }
        }
        let Some(game) = p.reply.game else {
            warn!("a reply for channel {channel} reached nobody");
            return;
        };
        let host = self.host.clone();
        let players = tokio::task::spawn_blocking(move || host.store().game(game)).await;
        let Ok(Ok(Some(g))) = players else {
            warn!("the players of game {game} are unknown: its announcement reached nobody");
            return;
        };
        let players = g.players();
        for player in [&players.white, &players.black] {
            let Some(uid) = user_id(player) else {
                continue;
            };
            let sent = match uid.create_dm_channel(self.http).await {
                Ok(dm) => send_message(self.http, dm.id, message(pieces.clone()))
                    .await
                    .map(drop),
                Err(err) => Err(err),
            };
            if let Err(err) = sent {
                warn!("telling player {player} of game {game} by DM failed: {err}");
            }
        }
    }

    /// Opens the game's thread from its first message and moves the game there; when
    /// Discord refuses, the game stays in `channel`, which is told why.
    /// `lang` is the server's: the greeting is public.
    async fn open_thread(
        &self,
        channel: ChannelId,
        msg: MessageId,
        name: &str,
        game: u64,
        lang: Lang,
    ) {
        let made = retry(RetryPolicy::DEFAULT, "opening a game thread", || {
            channel.create_thread_from_message(
                self.http,
                msg,
                CreateThread::new(capped(name, 100))
                    .auto_archive_duration(AutoArchiveDuration::OneWeek),
            )
        })
        .await;
        let thread = match made {
            Ok(thread) => thread,
            Err(err) => {
                info!("no thread for game {game}: {err}");
                let reason = match &err {
                    serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) => {
                        r.error.message.clone()
                    }
                    other => other.to_string(),
                };
                let notice = CreateMessage::new().content(capped(
                    &tr(
                        lang,
                        keys::DISCORD_NO_THREAD,
                        &[("game", game.into()), ("reason", reason.into())],
                    ),
                    MAX_TEXT,
                ));
                if let Err(err) = send_message(self.http, channel, notice).await {
                    warn!("telling channel {channel} why game {game} has no thread failed: {err}");
                }
                return;
            }
        };
        let host = self.host.clone();
        let thread_id = thread.id.get().to_string();
        let moved = tokio::task::spawn_blocking(move || host.move_game(game, &thread_id)).await;
        match moved {
            Ok(Ok(())) => {
                info!("game {game} now in thread {}", thread.id);
                let key = if self.host.config().typed_moves {
                    keys::DISCORD_THREAD_HELLO
                } else {
                    keys::DISCORD_THREAD_HELLO_SLASH
                };
                let hello = CreateMessage::new().content(tr(lang, key, &[("game", game.into())]));
                if let Err(err) = send_message(self.http, thread.id, hello).await {
                    warn!("greeting thread {} failed: {err}", thread.id);
                }
            }
            Ok(Err(err)) => warn!("moving game {game} to its thread failed: {err:?}"),
            Err(err) => warn!("moving game {game} to its thread failed: {err}"),
        }
    }

    /// A DM to `user`. Closed DMs: the user who is being answered gets it privately (if
    /// `interaction_ok`); for anyone else, the game's channel gets a button that shows it
    /// privately.
    pub(super) async fn dm(
        &self,
        user: &str,
        p: Prepared,
        noticed: &mut Vec<String>,
        interaction_ok: bool,
    ) {
        let Some(uid) = user_id(user) else {
            warn!("a DM for `{user}`, who is not a Discord user");
            return;
        };
        let sent = match uid.create_dm_channel(self.http).await {
            Ok(dm) => send_message(self.http, dm.id, message(self.parts(&p).await))
                .await
                .map(drop),
            Err(err) => Err(err),
        };
        let err = match sent {
            Ok(()) => return,
            Err(err) => err,
        };
        if discord_error_code(&err) != Some(CANNOT_DM_USER) {
            warn!("DM to user {user} failed: {err}");
            return;
        }
        info!("DMs of user {user} are closed");
        if let (Some(asked), true) = (self.asked, self.asker().as_deref() == Some(user)) {
            if interaction_ok
                && asked
                    .followup(self.http, followup(self.parts(&p).await, true))
                    .await
                    == Outcome::Done
            {
                return;
            }
        }
        let Some(game) = p.reply.game else {
            return;
        };
        if noticed.iter().any(|u| u == user) {
            return;
        }
        noticed.push(user.to_string());
        let host = self.host.clone();
        let meta = tokio::task::spawn_blocking(move || host.store().game_meta(game)).await;
        let Ok(Ok(Some(meta))) = meta else {
            return;
        };
        let Some(channel) = channel_id(&meta.channel) else {
            return;
        };
        // The notice is public: the game's server language.
        let lang = self
            .lang_of(&Target::Channel {
                server: meta.server.clone(),
                channel: meta.channel.clone(),
            })
            .await;
        let button = CreateButton::new(custom_id::encode(ButtonAction::Private, game))
            .label(tr(lang, keys::DISCORD_BUTTON_PRIVATE, &[]))
            .style(Style::Primary);
        let notice = CreateMessage::new()
            .content(tr(
                lang,
                keys::DISCORD_DMS_CLOSED,
                &[
                    ("player", format!("<@{user}>").into()),
                    ("game", game.into()),
                ],
            ))
            .components(vec![CreateActionRow::Buttons(vec![button])])
            .allowed_mentions(CreateAllowedMentions::new().users([uid]));
        if let Err(err) = send_message(self.http, channel, notice).await {
            warn!("posting the closed-DM notice in {channel} failed: {err}");
        }
    }
}
