//! The desk every command handler works at: the store, the games in memory (one lock
//! per game), the commit, and the lookups handlers share (which game a command means,
//! names, languages, boards). Handlers use the desk and nothing above it; the router
//! (`router.rs`) owns the desk and is the only one to call handlers.

use crate::game::{Game, ServerSecret, Timestamp};
use crate::host::config::{HostConfig, SecretSource};
use crate::host::io::input::{Author, Body, Input, Origin};
use crate::host::io::reply::{Reply, Target, TypedMessage};
use crate::host::opponent;
use crate::host::reading::command::{GameId, UserRef};
use crate::host::recall::{remember, Recall};
use crate::host::think_queue::ThinkQueue;
use crate::host::tournament::pairer::Pairer;
use crate::host::words::i18n::{keys, tr, Lang};
use crate::host::words::text::echo;

use crate::store::{Batch, GameFilter, GameMeta, ServerSettings, Store, StoreError, UserRecord};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, RwLock};

/// Why a command did not go through.
#[derive(Debug)]
pub enum HostError {
    /// Refused, with the reason in the author's language (sent only to them).
    Refused(String),
    /// Silently ignored (chat that is not for the bot, an event applied before).
    Ignored,
    /// The store failed: nothing was changed.
    Store(StoreError),
    /// No game has this number.
    Missing(u64),
}

impl From<StoreError> for HostError {
    fn from(e: StoreError) -> HostError {
        match e {
            StoreError::AlreadyProcessed { .. } => HostError::Ignored,
            e => HostError::Store(e),
        }
    }
}

pub(crate) type HostResult = Result<Vec<Reply>, HostError>;

/// A game in memory with where it is played.
#[derive(Clone)]
pub(crate) struct Live {
    pub game: Game,
    pub server: String,
    pub channel: String,
}

type Slot = Arc<Mutex<Option<Live>>>;

/// Everything a command handler knows about the event it answers.
pub(crate) struct Cx<'a> {
    pub input: &'a Input,
    pub lang: Lang,
    pub now: Timestamp,
    /// The server of the event (`None` in a DM).
    pub server: Option<String>,
    pub channel: Option<String>,
    pub settings: ServerSettings,
    pub user: UserRecord,
    pub moderator: bool,
}

impl Cx<'_> {
    pub fn author(&self) -> &Author {
        &self.input.author
    }

    pub fn uid(&self) -> &str {
        &self.input.author.id
    }

    /// `tr` in the author's language.
    pub fn tr(&self, key: &str, args: &[(&str, crate::host::words::i18n::Arg)]) -> String {
        tr(self.lang, key, args)
    }

    /// A rule set's name in the author's language.
    pub fn ruleset(&self, ruleset: crate::rules::RuleSet) -> String {
        crate::host::words::i18n::ruleset_name(self.lang, ruleset)
    }

    /// The language of a reply to `to`: the server's for a channel (every public text
    /// follows the server, never the author's client), the author's for a private answer.
    pub fn lang_for(&self, to: &Target) -> Lang {
        match to {
            Target::Channel { channel, .. } => self
                .settings
                .language_in(channel)
                .and_then(|l| l.parse().ok())
                .unwrap_or_default(),
            _ if to.is_public() => self
                .settings
                .language
                .as_deref()
                .and_then(|l| l.parse().ok())
                .unwrap_or_default(),
            _ => self.lang,
        }
    }

    /// The author's private language for an answer about a game of `server`: in a DM
    /// the game's server stands in for the missing one (their setting, else their
    /// locale, else that server's language).
    pub fn game_lang(&self, desk: &Desk, server: &str) -> Lang {
        if self.server.is_some() {
            return self.lang;
        }
        Lang::choose(
            self.user.language.as_deref().and_then(|l| l.parse().ok()),
            Some(desk.server_lang(server)),
            self.input.author.locale.as_deref(),
        )
    }

    /// A refusal in the author's language.
    pub fn refuse<T>(
        &self,
        key: &str,
        args: &[(&str, crate::host::words::i18n::Arg)],
    ) -> Result<T, HostError> {
        Err(HostError::Refused(self.tr(key, args)))
    }

    /// A reply only the author sees.
    pub fn private(&self, text: impl Into<String>) -> Reply {
        Reply::text(Target::Private(self.uid().to_string()), text)
    }

    /// The author's message, when the event is one typed in a server's channel.
    pub fn typed_in_channel(&self) -> Option<TypedMessage> {
        let Body::Text { .. } = self.input.body else {
            return None;
        };
        Some(TypedMessage {
            server: self.server.clone()?,
            channel: self.channel.clone()?,
            message: self.input.event_id.clone(),
        })
    }

    /// The channel of the event, as a reply target (`None` in a DM).
    pub fn here(&self) -> Option<Target> {
        match &self.input.origin {
            Origin::Channel { server, channel } => Some(Target::Channel {
                server: server.clone(),
                channel: channel.clone(),
            }),
            Origin::Dm => None,
        }
    }
}

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

/// The shared state of the host: see the module documentation.
pub(crate) struct Desk {
    pub(crate) store: Store,
    pub(crate) config: HostConfig,
    slots: Mutex<HashMap<u64, Slot>>,
    /// Challenge changes (post, accept, decline, cancel, expire) one at a time.
    pub(crate) challenge_lock: Mutex<()>,
    /// Tournament changes (commands and the director's looks) one at a time in this
    /// process; across processes the store's version check keeps them apart.
    pub(crate) tournament_lock: Mutex<()>,
    /// Swiss rounds being paired beside the director.
    pub(crate) pairer: Pairer,
    /// Display names seen, by user id.
    names: RwLock<HashMap<String, String>>,
    /// The server each user last wrote on (the language of a DM from someone the bot
    /// knows nothing else about) and the servers told of missing permissions.
    pub(crate) recall: Recall,
    /// When the sweeper last forgot old processed event ids (not since start: `None`).
    pub(crate) last_prune: Mutex<Option<Timestamp>>,
    /// When the sweeper last looked for review requests left by another process.
    pub(crate) last_adopt: Mutex<Option<Timestamp>>,
    /// Games where the computer is to act (issue 17).
    pub(crate) thinking: ThinkQueue,
    /// The bot's own user id (Discord: known once connected; local mode: `chakbot`): a
    /// challenge to it is a game against the computer.
    bot_user: RwLock<Option<String>>,
    /// The languages last read from the store: what a refusal is written in while the
    /// store cannot be read.
    known_langs: Mutex<KnownLangs>,
}

/// Languages set in the store, as last read: users' own, channels' (their own or their
/// server's). Only those set are kept.
#[derive(Default)]
struct KnownLangs {
    users: HashMap<String, Lang>,
    channels: HashMap<String, Lang>,
}

/// Sets `key` to `lang` in `map`, or forgets it when there is none.
fn keep(map: &mut HashMap<String, Lang>, key: &str, lang: Option<Lang>) {
    match lang {
        Some(l) if map.get(key) != Some(&l) => {
            map.insert(key.to_string(), l);
        }
        Some(_) => {}
        None => {
            map.remove(key);
        }
    }
}

pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic in another command leaves consistent data behind (games are swapped in
    // whole after their commit), so a poisoned lock is still usable.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl crate::host::io::audience::Names for Desk {
    fn name_of(&self, lang: crate::host::words::i18n::Lang, id: &str) -> String {
        Desk::name_in(self, lang, id)
    }
}

impl Desk {
    pub(crate) fn new(store: Store, config: HostConfig) -> Desk {
        Desk {
            store,
            config,
            slots: Mutex::new(HashMap::new()),
            challenge_lock: Mutex::new(()),
            tournament_lock: Mutex::new(()),
            pairer: Pairer::default(),
            names: RwLock::new(HashMap::new()),
            recall: Recall::default(),
            last_prune: Mutex::new(None),
            last_adopt: Mutex::new(None),
            thinking: ThinkQueue::default(),
            bot_user: RwLock::new(None),
            known_langs: Mutex::new(KnownLangs::default()),
        }
    }

    /// The language of a private answer to `input` when the store cannot be read: as
    /// [`Desk::context`] would choose it, from the settings last read.
    pub(crate) fn known_lang(&self, input: &Input) -> Lang {
        let known = lock(&self.known_langs);
        let here = match &input.origin {
            Origin::Channel { channel, .. } => known.channels.get(channel).copied(),
            Origin::Dm => None,
        };
        Lang::choose(
            known.users.get(&input.author.id).copied(),
            here,
            input.author.locale.as_deref(),
        )
    }

    /// Sets the bot's own user id.
    pub(crate) fn set_bot_user(&self, id: &str) {
        if let Ok(mut b) = self.bot_user.write() {
            *b = Some(id.to_string());
        }
    }

    /// The bot's own user id, if known.
    pub(crate) fn bot_user(&self) -> Option<String> {
        self.bot_user.read().ok().and_then(|b| b.clone())
    }

    /// Queues a thought of the computer if it is to act in `game`, or to answer an offer
    /// made to it.
    fn want_computer(&self, game: &Game) {
        if game.is_over() || game.is_frozen() {
            return;
        }
        let waiting = game.pending().map_or(game.turn(), |p| p.player);
        let offered = [game.draw_offer(), game.takeback_offer()]
            .into_iter()
            .flatten()
            .any(|by| opponent::is_computer(game.players().get(by.other())));
        if offered || opponent::is_computer(game.players().get(waiting)) {
            self.thinking.want(game.id());
        }
    }

    /// Everything a handler knows about `input`: its author's record and language, the
    /// server's settings, whether the author moderates here.
    pub(crate) fn context<'a>(&self, input: &'a Input) -> Result<Cx<'a>, HostError> {
        let (server, channel) = match &input.origin {
            Origin::Channel { server, channel } => (Some(server.clone()), Some(channel.clone())),
            Origin::Dm => (None, None),
        };
        let settings = match &server {
            Some(s) => self.store.settings(s)?,
            None => ServerSettings::default(),
        };
        let user = self.store.user(&input.author.id)?;
        // Where the channel speaks its own language, it stands in for the server's.
        let here = match &channel {
            Some(c) => settings.language_in(c),
            None => settings.language.as_deref(),
        };
        let (user_lang, here_lang) = (
            user.language.as_deref().and_then(|l| l.parse().ok()),
            here.and_then(|l| l.parse().ok()),
        );
        {
            let mut known = lock(&self.known_langs);
            keep(&mut known.users, &input.author.id, user_lang);
            if let Some(c) = &channel {
                keep(&mut known.channels, c, here_lang);
            }
        }
        let mut lang = Lang::choose(user_lang, here_lang, input.author.locale.as_deref());
        // A DM from someone with no language of their own (no setting, no locale: local
        // mode, or a Discord message event) is read in the language of the server where
        // they last started a game that is still on, else of the one they last wrote on,
        // not in English.
        if server.is_none() && user.language.is_none() && input.author.locale.is_none() {
            let seen = || self.recall.last_server(&self.store, &input.author.id);
            if let Some(s) = self.latest_active_server(&input.author.id)?.or_else(seen) {
                lang = self.server_lang(&s);
            }
        }
        let moderator = server.is_some()
            && (input.author.moderator
                || settings.moderators.contains(&input.author.id)
                || settings
                    .mod_role
                    .as_ref()
                    .is_some_and(|r| input.author.roles.contains(r)));
        Ok(Cx {
            input,
            lang,
            now: input.at,
            server,
            channel,
            settings,
            user,
            moderator,
        })
    }

    /// Moves game `id` to another channel (the thread the adapter opened for it). Where
    /// the channel it leaves has settings of its own (its language), the thread is
    /// recorded as that channel's, so that it follows them.
    pub(crate) fn move_game(&self, id: u64, channel: &str) -> Result<(), HostError> {
        // Settings change under the lock every settings change takes, before the game's.
        let _settings = lock(&self.challenge_lock);
        self.with_game(id, |live| {
            let mut b = Batch::new();
            b.put_game(&live.game, &live.server, channel);
            let mut settings = self.store.settings(&live.server)?;
            if settings.channel_settings.contains_key(&live.channel) && live.channel != channel {
                let entry = settings
                    .channel_settings
                    .entry(channel.to_string())
                    .or_default();
                entry.parent = Some(live.channel.clone());
                b.put_settings(&live.server, &settings);
            }
            self.commit(b)?;
            live.channel = channel.to_string();
            Ok(())
        })
    }

    /// Commits a batch; the caller may reply once it returns `Ok`.
    pub(crate) fn commit(&self, batch: Batch) -> Result<(), HostError> {
        self.store.commit(batch).map_err(HostError::from)
    }

    /// Runs `f` on game `id` under its lock (loading it from the store if needed). `f`
    /// must change the game only after its batch committed (work on a clone, then swap).
    pub(crate) fn with_game<R>(
        &self,
        id: u64,
        f: impl FnOnce(&mut Live) -> Result<R, HostError>,
    ) -> Result<R, HostError> {
        let slot = {
            let mut slots = lock(&self.slots);
            slots.entry(id).or_default().clone()
        };
        let mut guard = lock(&slot);
        if guard.is_some() && !self.store.holds_current(id)? {
            // Another process wrote the game since this copy was loaded.
            *guard = None;
        }
        if guard.is_none() {
            let game = self.store.load_game(id)?;
            let meta = self.store.game_meta(id)?;
            match (game, meta) {
                (Some(game), Some(meta)) => {
                    *guard = Some(Live {
                        game,
                        server: meta.server,
                        channel: meta.channel,
                    })
                }
                _ => {
                    drop(guard);
                    lock(&self.slots).remove(&id);
                    return Err(HostError::Missing(id));
                }
            }
        }
        let live = guard.as_mut().ok_or(HostError::Ignored)?;
        let result = f(live);
        if matches!(result, Err(HostError::Store(StoreError::Stale { .. }))) {
            // Written meanwhile by another process: the next try reloads it.
            *guard = None;
        } else if live.game.is_over() {
            // Finished games leave memory; the store has them.
            *guard = None;
            drop(guard);
            lock(&self.slots).remove(&id);
        } else if result.is_ok() {
            // Whatever changed the game, the computer answers if it is to act.
            self.want_computer(&live.game);
        }
        result
    }

    /// Registers a new game (just committed) in memory.
    pub(crate) fn insert_game(&self, live: Live) {
        let id = live.game.id();
        let game = live.game.clone();
        lock(&self.slots).insert(id, Arc::new(Mutex::new(Some(live))));
        // Only once its slot is in place: a thinker loads the game through it.
        self.want_computer(&game);
    }

    /// Which game a command without a number means: the author's active game here (in a
    /// channel), or the author's only active game, or the one that waits for them (in a
    /// DM, `waiting`). Refuses with a list when it is ambiguous.
    pub(crate) fn find_game(
        &self,
        cx: &Cx,
        id: Option<GameId>,
        find: Find,
    ) -> Result<u64, HostError> {
        self.find_game_where(cx, id, find, &|_| true)
    }

    /// [`Desk::find_game`], where more than one game would do: the only one of them
    /// for which `fits` holds (a move typed in a DM goes to the one game where it is
    /// legal: a stealth move to the Chakart game, not the chess game beside it).
    pub(crate) fn find_game_where(
        &self,
        cx: &Cx,
        id: Option<GameId>,
        find: Find,
        fits: &dyn Fn(&Live) -> bool,
    ) -> Result<u64, HostError> {
        let waiting = find == Find::Waiting;
        if let Some(GameId(id)) = id {
            if self.store.game_meta(id)?.is_none() {
                return cx.refuse(keys::HOST_NO_SUCH_GAME, &[("game", id.into())]);
            }
            return Ok(id);
        }
        let mine = self.store.games_of_user(cx.uid(), GameFilter::Active)?;
        let mut metas = Vec::new();
        for id in mine {
            if let Some(m) = self.store.game_meta(id)? {
                metas.push(m);
            }
        }
        let here: Vec<&GameMeta> = match &cx.channel {
            Some(ch) => metas.iter().filter(|m| &m.channel == ch).collect(),
            None => metas.iter().collect(),
        };
        let candidates: Vec<&GameMeta> = if here.is_empty() && cx.channel.is_some() {
            metas.iter().collect()
        } else {
            here
        };
        let candidates: Vec<u64> = if waiting && candidates.len() > 1 {
            let waiting: Vec<u64> = candidates
                .iter()
                .filter(|m| self.waits_for(m.id, cx.uid()))
                .map(|m| m.id)
                .collect();
            if waiting.is_empty() {
                candidates.iter().map(|m| m.id).collect()
            } else {
                waiting
            }
        } else {
            candidates.iter().map(|m| m.id).collect()
        };
        match candidates.as_slice() {
            [] if find == Find::Any && cx.channel.is_some() => {
                let channel = cx.channel.as_deref().unwrap_or_default();
                match self.store.games_of_channel(channel, GameFilter::Active)?[..] {
                    [one] => Ok(one),
                    _ => cx.refuse(keys::HOST_NO_GAME, &[]),
                }
            }
            [] => cx.refuse(keys::HOST_NO_GAME, &[]),
            [one] => Ok(*one),
            many => {
                let fitting: Vec<u64> = many
                    .iter()
                    .copied()
                    .filter(|id| matches!(self.with_game(*id, |live| Ok(fits(live))), Ok(true)))
                    .collect();
                if let [one] = fitting[..] {
                    return Ok(one);
                }
                // What was typed, with each game's number, to type back (`e4 #3`); a
                // button or a slash command: the numbers.
                let typed = match &cx.input.body {
                    Body::Text { text, .. } => Some(text.trim()),
                    _ => None,
                }
                .filter(|t| {
                    !t.is_empty() && t.chars().count() <= 40 && !t.contains(['#', '<', '`', '\n'])
                });
                if let Some(typed) = typed {
                    let choices = many
                        .iter()
                        .map(|id| format!("`{} #{id}`", echo(typed)))
                        .collect::<Vec<_>>()
                        .join(", ");
                    return cx.refuse(keys::HOST_WHICH_GAME_TYPE, &[("choices", choices.into())]);
                }
                let list = many
                    .iter()
                    .map(|id| format!("#{id}"))
                    .collect::<Vec<_>>()
                    .join(", ");
                cx.refuse(keys::HOST_WHICH_GAME, &[("games", list.into())])
            }
        }
    }

    /// Whether game `id` waits for `user` (their turn or their choice).
    fn waits_for(&self, id: u64, user: &str) -> bool {
        self.with_game(id, |live| {
            let g = &live.game;
            let waiting = match g.pending() {
                Some(p) => p.player,
                None => g.turn(),
            };
            Ok(g.players().color_of(user) == Some(waiting))
        })
        .unwrap_or(false)
    }

    /// Notes `id`'s display name as an event showed it (cleaned, capped).
    pub(crate) fn learn_name(&self, id: &str, name: &str) {
        remember(
            &self.names,
            id,
            &crate::host::words::text::clean_capped(name, 32),
        );
    }

    /// A user's display name: seen in an event, or stored, or the id; the computer's
    /// name with its level, in English (board bars and sentences use [`Desk::name_in`]).
    pub(crate) fn name_of(&self, id: &str) -> String {
        self.name_in(Lang::En, id)
    }

    /// [`Desk::name_of`] for a sentence in `lang`: the computer is named in it
    /// ("l'ordinateur de niveau 3", "Computer auf Stufe 3").
    pub(crate) fn name_in(&self, lang: Lang, id: &str) -> String {
        self.known_name(lang, id).unwrap_or_else(|| id.to_string())
    }

    /// [`Desk::name_in`] when a name is known: seen in an event, or stored, or the id
    /// itself where the platform has no ids (local mode's names); `None` for a user the
    /// bot has only seen mentioned (a Discord id).
    pub(crate) fn known_name(&self, lang: Lang, id: &str) -> Option<String> {
        if let Some(level) = opponent::level_of(id) {
            return Some(tr(
                lang,
                keys::HOST_COMPUTER_NAME,
                &[("level", u64::from(level.number()).into())],
            ));
        }
        if let Some(color) = crate::rules::Color::ALL
            .into_iter()
            .find(|&c| crate::game::team::team_id(c) == id)
        {
            return Some(tr(
                lang,
                keys::HOST_TEAM_NAME,
                &[("color", color.name().into())],
            ));
        }
        if let Some(n) = self.names.read().ok().and_then(|n| n.get(id).cloned()) {
            return Some(n);
        }
        if let Ok(Some(n)) = self.store.user(id).map(|u| u.name) {
            return Some(n);
        }
        (!self.config.mentions.has_ids()).then(|| id.to_string())
    }

    /// How the player of side `color` is named where both sides are: "alice (White)",
    /// or a team's name alone ("the White team", its colour already said).
    pub(crate) fn side(&self, lang: Lang, id: &str, color: crate::rules::Color) -> String {
        if crate::game::team::is_team_id(id) {
            return self.who(lang, id);
        }
        tr(
            lang,
            keys::HOST_SIDE_PLAYER,
            &[
                ("player", self.who(lang, id).into()),
                ("color", color.name().into()),
            ],
        )
    }

    /// How a user is named in a reply text in `lang`.
    pub(crate) fn who(&self, lang: Lang, id: &str) -> String {
        if opponent::is_computer(id) || crate::game::team::is_team_id(id) {
            return echo(&self.name_in(lang, id));
        }
        match self.config.mentions.user(id) {
            Some(mention) => mention,
            None => echo(&self.name_of(id)),
        }
    }

    /// A moment as the platform shows it to a reader of `lang`.
    pub(crate) fn time(&self, lang: Lang, at: Timestamp) -> String {
        self.config.mentions.time(lang, at)
    }

    /// [`Desk::time`] to the second where the platform shows no countdown.
    pub(crate) fn time_to_the_second(&self, lang: Lang, at: Timestamp) -> String {
        self.config.mentions.time_to_the_second(lang, at)
    }

    /// A new server secret.
    pub(crate) fn new_secret(&self) -> Result<ServerSecret, HostError> {
        match &self.config.secrets {
            SecretSource::Os => ServerSecret::generate().map_err(|e| {
                tracing::error!(error = %e, "no OS randomness");
                HostError::Store(StoreError::Encode {
                    what: "a server secret".into(),
                    reason: e.to_string(),
                })
            }),
            SecretSource::Fixed(bytes) => Ok(ServerSecret::from_bytes(*bytes)),
        }
    }

    /// The server of `user`'s newest game still being played, if any.
    fn latest_active_server(&self, user: &str) -> Result<Option<String>, StoreError> {
        for id in self
            .store
            .games_of_user(user, GameFilter::Active)?
            .into_iter()
            .rev()
        {
            if let Some(meta) = self.store.game_meta(id)? {
                return Ok(Some(meta.server));
            }
        }
        Ok(None)
    }

    /// The language of a server's public messages.
    pub(crate) fn server_lang(&self, server: &str) -> Lang {
        self.store
            .settings(server)
            .ok()
            .and_then(|s| s.language)
            .and_then(|l| l.parse().ok())
            .unwrap_or_default()
    }

    /// The language of the public messages in `channel` of `server` (a game's channel
    /// or thread): the channel's own, else the server's.
    pub(crate) fn public_lang(&self, server: &str, channel: &str) -> Lang {
        self.store
            .settings(server)
            .ok()
            .and_then(|s| s.language_in(channel).map(str::to_string))
            .and_then(|l| l.parse().ok())
            .unwrap_or_default()
    }

    /// A server's settings (defaults if unreadable): how its public boards look.
    pub(crate) fn server_settings(&self, server: &str) -> ServerSettings {
        self.store.settings(server).unwrap_or_default()
    }

    /// A user's stored record (defaults if unreadable).
    pub(crate) fn user_record(&self, user: &str) -> UserRecord {
        self.store.user(user).unwrap_or_default()
    }

    /// The language of private messages to `user` (their setting, else English).
    pub(crate) fn user_lang(&self, user: &str) -> Lang {
        self.user_record(user)
            .language
            .and_then(|l| l.parse().ok())
            .unwrap_or_default()
    }

    /// The language of a DM the bot sends on its own to `user` about a game of `server`
    /// (no interaction, so no Discord locale): their setting, else the server's.
    pub(crate) fn dm_lang(&self, user: &str, server: &str) -> Lang {
        self.user_record(user)
            .language
            .and_then(|l| l.parse().ok())
            .unwrap_or_else(|| self.server_lang(server))
    }

    /// Game `id` if it is over (read from the store, not kept in memory).
    pub(crate) fn finished_game(&self, id: u64) -> Result<Option<Game>, HostError> {
        match self.store.game_meta(id)? {
            Some(m) if !m.active => Ok(self.store.game(id)?),
            Some(_) => Ok(None),
            None => Err(HostError::Missing(id)),
        }
    }

    /// `UserRef` → user id: a mention's id; a plain name in local mode, or a name seen
    /// before on a platform with ids.
    pub(crate) fn resolve_user(&self, user: &UserRef) -> Option<String> {
        match user {
            UserRef::Id(n) => Some(n.to_string()),
            UserRef::Name(name) if !self.config.mentions.has_ids() => Some(name.clone()),
            UserRef::Name(name) => self.names.read().ok().and_then(|names| {
                names
                    .iter()
                    .find(|(_, n)| n.eq_ignore_ascii_case(name))
                    .map(|(id, _)| id.clone())
            }),
        }
    }

    /// The public channel of a game.
    pub(crate) fn channel_of(live: &Live) -> Target {
        Target::Channel {
            server: live.server.clone(),
            channel: live.channel.clone(),
        }
    }
}
