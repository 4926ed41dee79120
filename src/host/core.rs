//! The host: turns each [`Input`] into a [`Command`], applies it to games and the store,
//! and returns the [`Reply`]s, only once the change they report is durably stored.
//!
//! Concurrency: [`Host`] is `Sync`; call [`Host::handle`] from many threads (blocking
//! calls: it commits to sled). Commands for one game are applied one at a time (a lock
//! per game, in arrival order); commands for different games run in parallel. Active
//! games stay in memory; the store is the truth after a restart.
//!
//! ```
//! use chakbot::host::{Author, Body, Host, HostConfig, Input, Origin, Target};
//! use chakbot::game::Timestamp;
//! let dir = tempfile::tempdir().unwrap();
//! let host = Host::open(dir.path(), HostConfig::local()).unwrap();
//! let say = |id: &str, who: &str, text: &str| Input {
//!     event_id: id.into(),
//!     at: Timestamp(1_000),
//!     author: Author::named(who),
//!     origin: Origin::Channel { server: "local".into(), channel: "local".into() },
//!     body: Body::Text { text: text.into(), addressed: false },
//! };
//! let replies = host.handle(say("1", "alice", "!challenge chess @bob as white"));
//! assert!(replies[0].text.contains("bob"));
//! let replies = host.handle(say("2", "bob", "!accept"));
//! assert!(replies.iter().any(|r| r.board.is_some()));
//! let replies = host.handle(say("3", "alice", "e4"));
//! assert!(matches!(replies[0].to, Target::Channel { .. }), "{}", replies[0].text);
//! ```

use super::command::{self, Command, Context, GameId, Place};
use super::custom_id::{self, ButtonAction};
use super::i18n::{keys, tr, Lang};
use super::input::{Author, Body, Input, Origin};
use super::play::Find;
use super::reply::{BoardImage, Reply, Target};
use super::text::echo;
use super::{challenges, info, lifecycle, moderation, play, sweeper};
use crate::game::{Game, ServerSecret, Timestamp};
use crate::render::{PlayerInfo, RenderOptions, Theme};
use crate::rules::{ByColor, Color, Viewer};
use crate::store::{Batch, GameFilter, GameMeta, ServerSettings, Store, StoreError, UserRecord};
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard, RwLock};

/// How user references look in reply texts.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MentionStyle {
    /// The user's display name (local mode, where id and name are the same).
    Name,
    /// A Discord mention `<@id>` (pings only for [`Reply::ping_users`]).
    Discord,
}

/// Where server secrets come from.
#[derive(Clone, Debug)]
pub enum SecretSource {
    /// The operating system's random source: the only choice in production.
    Os,
    /// Test-only: a fixed secret, so end-to-end tests can script random events. Never set
    /// from a user command.
    Fixed([u8; 32]),
}

/// Per-user limits.
#[derive(Copy, Clone, Debug)]
pub struct Limits {
    /// Challenges a user may have waiting at once.
    pub open_challenges: usize,
    /// Games a user may play at once.
    pub active_games: usize,
}

/// A per-user rate limit: a bucket of `burst` commands refilled at `per_second`.
#[derive(Copy, Clone, Debug)]
pub struct RateLimit {
    pub burst: f64,
    pub per_second: f64,
}

/// How the host behaves.
#[derive(Clone, Debug)]
pub struct HostConfig {
    pub mention: MentionStyle,
    pub secrets: SecretSource,
    pub limits: Limits,
    /// `None`: no rate limit (local mode).
    pub rate_limit: Option<RateLimit>,
    /// Whether the platform can open a thread per game.
    pub threads: bool,
}

impl HostConfig {
    /// Local mode: names as mentions, no rate limit, no threads.
    pub fn local() -> HostConfig {
        HostConfig {
            mention: MentionStyle::Name,
            secrets: SecretSource::Os,
            limits: Limits::default(),
            rate_limit: None,
            threads: false,
        }
    }

    /// Discord: mentions, a rate limit, threads.
    pub fn discord() -> HostConfig {
        HostConfig {
            mention: MentionStyle::Discord,
            secrets: SecretSource::Os,
            limits: Limits::default(),
            rate_limit: Some(RateLimit {
                burst: 8.0,
                per_second: 1.0,
            }),
            threads: true,
        }
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            open_challenges: 5,
            active_games: 30,
        }
    }
}

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
    pub fn tr(&self, key: &str, args: &[(&str, super::i18n::Arg)]) -> String {
        tr(self.lang, key, args)
    }

    /// A refusal in the author's language.
    pub fn refuse<T>(&self, key: &str, args: &[(&str, super::i18n::Arg)]) -> Result<T, HostError> {
        Err(HostError::Refused(self.tr(key, args)))
    }

    /// A reply only the author sees.
    pub fn private(&self, text: impl Into<String>) -> Reply {
        Reply::text(Target::Private(self.uid().to_string()), text)
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

/// Token buckets per user: tokens left and when they were counted.
#[derive(Default)]
struct Buckets {
    users: HashMap<String, (f64, Timestamp)>,
}

/// Above this many users tracked, the buckets that have filled up again are dropped (a
/// full bucket is what a user not seen yet gets).
const TRACKED_USERS: usize = 10_000;

impl Buckets {
    /// Takes a token of `user`'s bucket at `now`, if there is one.
    fn take(&mut self, user: &str, now: Timestamp, limit: RateLimit, max_tracked: usize) -> bool {
        let tokens = |(t, at): (f64, Timestamp)| {
            let elapsed = now.0.saturating_sub(at.0) as f64 / 1000.0;
            (t + elapsed * limit.per_second).min(limit.burst)
        };
        if self.users.len() >= max_tracked && !self.users.contains_key(user) {
            self.users.retain(|_, b| tokens(*b) < limit.burst);
        }
        let entry = self
            .users
            .entry(user.to_string())
            .or_insert((limit.burst, now));
        let left = tokens(*entry);
        let ok = left >= 1.0;
        *entry = (if ok { left - 1.0 } else { left }, now);
        ok
    }
}

/// The game host. See the module documentation.
pub struct Host {
    pub(crate) store: Store,
    pub(crate) config: HostConfig,
    slots: Mutex<HashMap<u64, Slot>>,
    /// Challenge changes (post, accept, decline, cancel, expire) one at a time.
    pub(crate) challenge_lock: Mutex<()>,
    /// Display names seen, by user id.
    names: RwLock<HashMap<String, String>>,
    buckets: Mutex<Buckets>,
    /// When the sweeper last forgot old processed event ids (not since start: `None`).
    pub(crate) last_prune: Mutex<Option<Timestamp>>,
}

pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic in another command leaves consistent data behind (games are swapped in
    // whole after their commit), so a poisoned lock is still usable.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Host {
    /// Opens the store in `dir` and starts a host on it.
    pub fn open(dir: impl AsRef<Path>, config: HostConfig) -> Result<Host, StoreError> {
        Ok(Host::new(Store::open(dir)?, config))
    }

    pub fn new(store: Store, config: HostConfig) -> Host {
        Host {
            store,
            config,
            slots: Mutex::new(HashMap::new()),
            challenge_lock: Mutex::new(()),
            names: RwLock::new(HashMap::new()),
            buckets: Mutex::new(Buckets::default()),
            last_prune: Mutex::new(None),
        }
    }

    /// The store (read-only uses: tests, tools).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Answers one event. Blocking: it may commit to the store. The replies describe
    /// only what is durably stored; an event id seen before gets no replies.
    pub fn handle(&self, input: Input) -> Vec<Reply> {
        if !input.author.name.is_empty() {
            self.learn_name(&input.author.id, &input.author.name);
        }
        match self.handle_inner(&input) {
            Ok(replies) => replies,
            Err(HostError::Ignored) => Vec::new(),
            Err(HostError::Missing(id)) => vec![Reply::text(
                Target::Private(input.author.id.clone()),
                tr(Lang::En, keys::HOST_NO_SUCH_GAME, &[("game", id.into())]),
            )],
            Err(HostError::Refused(text)) => {
                vec![Reply::text(Target::Private(input.author.id.clone()), text)]
            }
            Err(HostError::Store(e)) => {
                tracing::error!(event = %input.event_id, error = %e, "store failure");
                let lang = Lang::choose(None, None, input.author.locale.as_deref());
                vec![Reply::text(
                    Target::Private(input.author.id.clone()),
                    tr(lang, keys::HOST_STORE_FAILED, &[]),
                )]
            }
        }
    }

    fn handle_inner(&self, input: &Input) -> HostResult {
        if self.store.is_processed(&input.event_id)? {
            return Err(HostError::Ignored);
        }
        let cx = self.context(input)?;
        if !self.rate_ok(&cx) {
            return cx.refuse(keys::HOST_RATE_LIMITED, &[]);
        }
        let (cmd, hint) = self.command(&cx)?;
        if cmd.is_moderator() && !cx.moderator {
            return cx.refuse(keys::HOST_NOT_MODERATOR, &[("command", cmd.name().into())]);
        }
        if matches!(
            cmd,
            Command::Challenge(_) | Command::Accept(_) | Command::Move(_) | Command::Rematch(_)
        ) {
            self.check_not_banned(&cx)?;
        }
        self.dispatch(&cx, cmd, hint).map_err(|e| match e {
            HostError::Missing(id) => {
                HostError::Refused(cx.tr(keys::HOST_NO_SUCH_GAME, &[("game", id.into())]))
            }
            e => e,
        })
    }

    fn dispatch(&self, cx: &Cx, cmd: Command, hint: Option<GameId>) -> HostResult {
        match cmd {
            Command::Challenge(c) => challenges::challenge(self, cx, c),
            Command::Accept(id) => challenges::accept(self, cx, id),
            Command::Decline(id) => challenges::decline(self, cx, id),
            Command::Cancel(id) => challenges::cancel(self, cx, id),
            Command::Rematch(id) => challenges::rematch(self, cx, id),
            Command::Move(text) => play::play(self, cx, &text, hint),
            Command::Board(id) => play::board(self, cx, id),
            Command::Moves(id) => play::moves(self, cx, id),
            Command::Resign(id) => lifecycle::resign(self, cx, id),
            Command::Confirm => lifecycle::confirm(self, cx, hint),
            Command::Draw { answer, game } => lifecycle::draw(self, cx, answer, game),
            Command::Abort(id) => lifecycle::abort(self, cx, id),
            Command::Takeback { answer, game } => lifecycle::takeback(self, cx, answer, game),
            Command::Games => info::games(self, cx),
            Command::History(id) => info::history(self, cx, id),
            Command::Export(id) => info::export(self, cx, id),
            Command::Rules(r) => info::rules(self, cx, r),
            Command::Leaderboard(r) => info::leaderboard(self, cx, r),
            Command::Stats(u) => info::stats(self, cx, u),
            Command::Settings(s) => info::settings(self, cx, s),
            Command::Verify(id) => info::verify(self, cx, id),
            Command::Help(topic) => info::help(self, cx, topic),
            Command::ModGames => moderation::games(self, cx),
            Command::ModAbort(id) => moderation::abort(self, cx, id),
            Command::Adjudicate(id, v) => moderation::adjudicate(self, cx, id, v),
            Command::Void(id) => moderation::void(self, cx, id),
            Command::Ban(u, reason) => moderation::ban(self, cx, u, reason),
            Command::Unban(u) => moderation::unban(self, cx, u),
            Command::Config(c) => moderation::config(self, cx, c),
            Command::ModLog => moderation::modlog(self, cx),
            Command::Peek(id) => moderation::peek(self, cx, id),
        }
    }

    /// Answers the sweeper's questions at `now`: games out of time, reminders due,
    /// challenges expired. Run it periodically (and once at start-up).
    pub fn sweep(&self, now: Timestamp) -> Vec<Reply> {
        match sweeper::sweep(self, now) {
            Ok(r) => r,
            Err(e) => {
                tracing::error!(error = ?e, "sweep failed");
                Vec::new()
            }
        }
    }

    /// The next moment the sweeper has something to do, if any.
    pub fn next_wakeup(&self) -> Option<Timestamp> {
        sweeper::next_wakeup(self)
    }

    /// Moves game `id` to another channel (the thread the adapter opened for it).
    pub fn move_game(&self, id: u64, channel: &str) -> Result<(), HostError> {
        self.with_game(id, |live| {
            let mut b = Batch::new();
            b.put_game(&live.game, &live.server, channel);
            self.commit(b)?;
            live.channel = channel.to_string();
            Ok(())
        })
    }

    // ----- building blocks for the command modules -----

    fn context<'a>(&self, input: &'a Input) -> Result<Cx<'a>, HostError> {
        let (server, channel) = match &input.origin {
            Origin::Channel { server, channel } => (Some(server.clone()), Some(channel.clone())),
            Origin::Dm => (None, None),
        };
        let settings = match &server {
            Some(s) => self.store.settings(s)?,
            None => ServerSettings::default(),
        };
        let user = self.store.user(&input.author.id)?;
        let lang = Lang::choose(
            user.language.as_deref().and_then(|l| l.parse().ok()),
            settings.language.as_deref().and_then(|l| l.parse().ok()),
            input.author.locale.as_deref(),
        );
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

    /// The command an input asks for, with a game named by a `#N` after a move.
    fn command(&self, cx: &Cx) -> Result<(Command, Option<GameId>), HostError> {
        let parsed = match &cx.input.body {
            Body::Text { text, addressed } => {
                if let Some((mv, id)) = split_game_suffix(text) {
                    return Ok((Command::Move(mv), Some(id)));
                }
                let place = match &cx.channel {
                    None => Place::Dm,
                    Some(ch) if self.channel_has_games(ch)? => Place::Game,
                    Some(_) => Place::Channel,
                };
                command::parse(
                    text,
                    Context {
                        place,
                        addressed: *addressed,
                    },
                )
            }
            Body::Slash { name, options } => Command::from_slash(name, options),
            Body::Button { .. } | Body::Select { .. } => return self.component(cx),
        };
        match parsed {
            Ok(cmd) => Ok((cmd, None)),
            Err(e) if e.is_silent() => Err(HostError::Ignored),
            Err(e) => Err(HostError::Refused(e.message(cx.lang))),
        }
    }

    /// A button or select answer as a command on its game.
    fn component(&self, cx: &Cx) -> Result<(Command, Option<GameId>), HostError> {
        let (custom_id, values) = match &cx.input.body {
            Body::Button { custom_id } => (custom_id, &[][..]),
            Body::Select { custom_id, values } => (custom_id, values.as_slice()),
            _ => return Err(HostError::Ignored),
        };
        let Some((action, id)) = custom_id::decode(custom_id) else {
            return cx.refuse(keys::HOST_UNKNOWN_BUTTON, &[]);
        };
        let g = Some(GameId(id));
        use command::Answer::{Decline, Offer};
        let cmd = match action {
            ButtonAction::Accept => Command::Accept(g),
            ButtonAction::Decline => Command::Decline(g),
            ButtonAction::Cancel => Command::Cancel(g),
            ButtonAction::ConfirmResign => Command::Confirm,
            ButtonAction::DrawAccept => Command::Draw {
                answer: Offer,
                game: g,
            },
            ButtonAction::DrawDecline => Command::Draw {
                answer: Decline,
                game: g,
            },
            ButtonAction::TakebackAccept => Command::Takeback {
                answer: Offer,
                game: g,
            },
            ButtonAction::TakebackDecline => Command::Takeback {
                answer: Decline,
                game: g,
            },
            ButtonAction::Rematch => Command::Rematch(g),
            ButtonAction::Private => Command::Board(g),
            ButtonAction::Choose => {
                let Some(value) = values.first() else {
                    return cx.refuse(keys::HOST_EMPTY_CHOICE, &[]);
                };
                Command::Move(value.chars().take(command::MAX_MOVE_CHARS).collect())
            }
        };
        Ok((cmd, g))
    }

    fn channel_has_games(&self, channel: &str) -> Result<bool, HostError> {
        Ok(self.store.channel_has_active_games(channel)?)
    }

    fn rate_ok(&self, cx: &Cx) -> bool {
        let Some(limit) = self.config.rate_limit else {
            return true;
        };
        lock(&self.buckets).take(cx.uid(), cx.now, limit, TRACKED_USERS)
    }

    fn check_not_banned(&self, cx: &Cx) -> Result<(), HostError> {
        if cx.settings.banned.contains_key(cx.uid()) {
            return cx.refuse(keys::HOST_BANNED, &[]);
        }
        Ok(())
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
        if guard.is_none() {
            let game = self.store.game(id)?;
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
        if live.game.is_over() {
            // Finished games leave memory; the store has them.
            *guard = None;
            drop(guard);
            lock(&self.slots).remove(&id);
        }
        result
    }

    /// Registers a new game (just committed) in memory.
    pub(crate) fn insert_game(&self, live: Live) {
        let id = live.game.id();
        lock(&self.slots).insert(id, Arc::new(Mutex::new(Some(live))));
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

    fn learn_name(&self, id: &str, name: &str) {
        let known = self
            .names
            .read()
            .map(|n| n.get(id).is_some_and(|k| k == name))
            .unwrap_or(false);
        if !known {
            if let Ok(mut n) = self.names.write() {
                n.insert(id.to_string(), super::text::clean_capped(name, 32));
            }
        }
    }

    /// A user's display name: seen in an event, or stored, or the id.
    pub(crate) fn name_of(&self, id: &str) -> String {
        if let Some(n) = self.names.read().ok().and_then(|n| n.get(id).cloned()) {
            return n;
        }
        if let Ok(Some(n)) = self.store.user(id).map(|u| u.name) {
            return n;
        }
        id.to_string()
    }

    /// How a user is named in a reply text.
    pub(crate) fn who(&self, id: &str) -> String {
        match self.config.mention {
            MentionStyle::Name => echo(&self.name_of(id)),
            MentionStyle::Discord if id.bytes().all(|b| b.is_ascii_digit()) => format!("<@{id}>"),
            MentionStyle::Discord => echo(&self.name_of(id)),
        }
    }

    /// A new server secret.
    pub(crate) fn new_secret(&self) -> Result<ServerSecret, HostError> {
        match &self.config.secrets {
            SecretSource::Os => ServerSecret::generate().map_err(|e| {
                tracing::error!(error = %e, "no OS randomness");
                HostError::Store(StoreError::Durability(e.to_string()))
            }),
            SecretSource::Fixed(bytes) => Ok(ServerSecret::from_bytes(*bytes)),
        }
    }

    /// The board of `game` as `viewer` sees it, drawn with `user`'s settings. `bottom`:
    /// the side shown at the bottom unless the user fixed one.
    pub(crate) fn board(
        &self,
        game: &Game,
        viewer: Viewer,
        user: &UserRecord,
        bottom: Color,
        events: Option<&[crate::rules::Event]>,
        now: Timestamp,
    ) -> BoardImage {
        let mut view = game.view_for(viewer);
        if let Some(events) = events {
            view.show_turn(events);
        }
        let theme: Theme = user
            .theme
            .as_deref()
            .and_then(|t| t.parse().ok())
            .unwrap_or_default();
        let orientation = match user.orientation.as_deref() {
            Some("white") => Color::White,
            Some("black") => Color::Black,
            _ => bottom,
        };
        let now = game.ended_at().unwrap_or(now);
        let clock = |c: Color| {
            game.clock()
                .control
                .is_live()
                .then(|| clock_text(game.clock().remaining(c, now)))
        };
        let players = ByColor::new(
            PlayerInfo {
                name: self.name_of(game.players().get(Color::White)),
                clock: clock(Color::White),
            },
            PlayerInfo {
                name: self.name_of(game.players().get(Color::Black)),
                clock: clock(Color::Black),
            },
        );
        BoardImage {
            view,
            options: RenderOptions {
                theme,
                orientation,
                players,
                ..RenderOptions::default()
            },
        }
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
    pub(crate) fn resolve_user(&self, user: &command::UserRef) -> Option<String> {
        match user {
            command::UserRef::Id(n) => Some(n.to_string()),
            command::UserRef::Name(name) => match self.config.mention {
                MentionStyle::Name => Some(name.clone()),
                MentionStyle::Discord => self.names.read().ok().and_then(|names| {
                    names
                        .iter()
                        .find(|(_, n)| n.eq_ignore_ascii_case(name))
                        .map(|(id, _)| id.clone())
                }),
            },
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

/// `4:59` or `1:02:03` for a live clock.
fn clock_text(ms: u64) -> String {
    let s = ms.div_ceil(1000);
    let (h, m, s) = (s / 3600, s / 60 % 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// `e4 #12` → (`e4`, game 12), when the text before is a move.
fn split_game_suffix(text: &str) -> Option<(String, GameId)> {
    let t = text.trim().trim_start_matches(['!', '/']);
    let (rest, last) = t.rsplit_once(char::is_whitespace)?;
    let id = command::game_id(last).ok()?;
    if !last.starts_with('#') || !command::looks_like_move(rest) {
        return None;
    }
    Some((rest.trim().to_string(), id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rate_buckets_refill_and_forget_full_ones() {
        let limit = RateLimit {
            burst: 2.0,
            per_second: 1.0,
        };
        let mut b = Buckets::default();
        let t = |ms: u64| Timestamp(1_000_000 + ms);
        assert!(b.take("ann", t(0), limit, 3));
        assert!(b.take("ann", t(0), limit, 3));
        assert!(!b.take("ann", t(500), limit, 3), "empty after the burst");
        assert!(b.take("ann", t(1_000), limit, 3), "one token a second");
        assert!(b.take("bob", t(1_000), limit, 3));
        assert!(b.take("cid", t(1_000), limit, 3));
        assert_eq!(b.users.len(), 3);
        // At the bound, a new user drops the buckets that are full again (bob's and
        // cid's, three seconds on), not ann's, who just spent her tokens.
        assert!(b.take("ann", t(4_000), limit, 3) && b.take("ann", t(4_000), limit, 3));
        assert!(b.take("dan", t(4_000), limit, 3));
        let mut left: Vec<&str> = b.users.keys().map(String::as_str).collect();
        left.sort();
        assert_eq!(left, ["ann", "dan"]);
        assert!(
            !b.take("ann", t(4_000), limit, 3),
            "ann's bucket was kept, empty"
        );
    }

    #[test]
    fn a_game_number_after_a_move_is_split_off() {
        assert_eq!(
            split_game_suffix("stealth Qh5 #12"),
            Some(("stealth Qh5".into(), GameId(12)))
        );
        assert_eq!(split_game_suffix("e4 #3"), Some(("e4".into(), GameId(3))));
        assert_eq!(split_game_suffix("board #3"), None);
        assert_eq!(split_game_suffix("e4 12"), None);
        assert_eq!(split_game_suffix("e4"), None);
    }
}
