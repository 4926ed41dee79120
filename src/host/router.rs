//! The router: each [`Input`] becomes a command (through the command table), passes the
//! rate limit, ban and moderator checks, and goes to its handler; the replies come back
//! only once the change they report is durably stored.
//!
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
//! assert!(replies.iter().any(|r| r.board().is_some()));
//! let replies = host.handle(say("3", "alice", "e4"));
//! assert!(matches!(replies[0].to(), Target::Channel { .. }), "{}", replies[0].text);
//! ```

use crate::game::Timestamp;
use crate::host::computer::turn as computer;
use crate::host::config::{HostConfig, RateLimit};
use crate::host::desk::{lock, Cx, Desk, Find, HostError, HostResult};
use crate::host::io::custom_id::{self, ButtonAction};
use crate::host::io::input::{Body, Input, Origin};
use crate::host::io::reply::{Posted, Reply, Target};
use crate::host::play::{challenges, moves as play};
use crate::host::reading::command::TeamCommand;
use crate::host::reading::command::{self, Answer, Command, CommandError, Context, GameId, Place};
use crate::host::reading::tournament::TournamentCommand;
use crate::host::review;
use crate::host::sweeper;
use crate::host::table::{self, Access};
use crate::host::think_queue::Job;
use crate::host::words::i18n::{keys, tr, Lang};
use crate::store::{GameFilter, Outage, ServerSettings, Store, StoreError, StoreUrl, UserRecord};
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;

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

    /// Gives back the token just taken from `user`'s bucket.
    fn give_back(&mut self, user: &str, limit: RateLimit) {
        if let Some((tokens, _)) = self.users.get_mut(user) {
            *tokens = (*tokens + 1.0).min(limit.burst);
        }
    }
}

/// The game host. See the module documentation.
pub struct Host {
    desk: Arc<Desk>,
    buckets: Mutex<Buckets>,
    /// The computer's thinkers, joined when the host is dropped.
    thinkers: Mutex<Vec<std::thread::JoinHandle<()>>>,
}

/// How many times a command is applied when another process keeps changing its game.
const STALE_TRIES: usize = 5;

impl Drop for Host {
    /// The thinkers stop (a thought under way ends and is dropped, not played), so the
    /// store is closed when this returns.
    fn drop(&mut self) {
        self.desk.thinking.close();
        for thinker in lock(&self.thinkers).drain(..) {
            let _ = thinker.join();
        }
    }
}

impl Host {
    /// Opens the sled store in `dir` and starts a host on it.
    pub fn open(dir: impl AsRef<Path>, config: HostConfig) -> Result<Host, StoreError> {
        Ok(Host::new(Store::open(dir)?, config))
    }

    /// Opens the store `url` names (sled or PostgreSQL) and starts a host on it.
    pub fn open_url(url: &StoreUrl, config: HostConfig) -> Result<Host, StoreError> {
        Ok(Host::new(Store::open_url(url)?, config))
    }

    pub fn new(store: Store, config: HostConfig) -> Host {
        Host {
            desk: Arc::new(Desk::new(store, config)),
            buckets: Mutex::new(Buckets::default()),
            thinkers: Mutex::new(Vec::new()),
        }
    }

    /// The store (read-only uses: tests, tools).
    pub fn store(&self) -> &Store {
        &self.desk.store
    }

    /// Answers one event. Blocking: it may commit to the store. The replies describe
    /// only what is durably stored; an event id seen before gets no replies.
    #[must_use = "the replies must be sent: the change they report is already stored"]
    pub fn handle(&self, input: Input) -> Vec<Reply> {
        // One command's repeated reads (settings, user, game metas) cost one each.
        let _memo = self.desk.store.memo_scope();
        if !input.author.name.is_empty() {
            self.desk.learn_name(&input.author.id, &input.author.name);
        }
        if let Origin::Channel { server, .. } = &input.origin {
            self.desk.recall.saw(&input.author.id, server);
        }
        let replies = self.handle_people(&input);
        // Where someone used the bot (not chat it ignored), the server is kept for the
        // language of their DMs after a restart.
        if let (Origin::Channel { server, .. }, false) = (&input.origin, replies.is_empty()) {
            self.desk
                .recall
                .used(&self.desk.store, &input.author.id, server);
        }
        computer::for_people(replies)
    }

    fn handle_people(&self, input: &Input) -> Vec<Reply> {
        let mut result = self.handle_inner(input);
        // A game or challenge changed meanwhile by another process sharing the store:
        // apply the command again on what is stored now (the failed try wrote nothing).
        for _ in 1..STALE_TRIES {
            if !matches!(
                result,
                Err(HostError::Store(
                    StoreError::Stale { .. } | StoreError::ChallengeGone { .. }
                ))
            ) {
                break;
            }
            result = self.handle_inner(input);
        }
        match result {
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
                let lang = self.desk.known_lang(input);
                if e.is_unavailable() {
                    if let Some(replies) = self.without_store(input, lang) {
                        return replies;
                    }
                }
                let key = match e.outage() {
                    Some(Outage::Failing) => keys::HOST_STORE_UNAVAILABLE,
                    Some(Outage::Unreachable) => keys::HOST_STORE_UNREACHABLE,
                    Some(Outage::ReadOnly) => keys::HOST_STORE_READ_ONLY,
                    None => keys::HOST_STORE_FAILED,
                };
                vec![Reply::text(
                    Target::Private(input.author.id.clone()),
                    tr(lang, key, &[]),
                )]
            }
        }
    }

    /// The answer to a command that needs no store (`help`, `rules`), given while the
    /// store is unavailable, in `lang`; `None` for any other input.
    fn without_store(&self, input: &Input, lang: Lang) -> Option<Vec<Reply>> {
        let (server, channel) = match &input.origin {
            Origin::Channel { server, channel } => (Some(server.clone()), Some(channel.clone())),
            Origin::Dm => (None, None),
        };
        let mentions = &*self.desk.config.mentions;
        let cmd = match &input.body {
            Body::Text { text, addressed } => {
                let place = if channel.is_some() {
                    Place::Channel
                } else {
                    Place::Dm
                };
                let context = Context {
                    place,
                    addressed: *addressed,
                };
                table::parse(text, context, mentions).ok()?
            }
            Body::Slash { name, options } => Command::from_slash(name, options, mentions).ok()?,
            Body::Button { .. } | Body::Select { .. } => return None,
        };
        if !matches!(cmd, Command::Help(_) | Command::Rules(..)) {
            return None;
        }
        let entry = table::entry_of(&cmd)?;
        let cx = Cx {
            input,
            lang,
            now: input.at,
            moderator: server.is_some() && input.author.moderator,
            server,
            channel,
            settings: ServerSettings::default(),
            user: UserRecord::default(),
        };
        (entry.run)(&self.desk, &cx, cmd, None).ok()
    }

    fn handle_inner(&self, input: &Input) -> HostResult {
        let (server, channel) = match &input.origin {
            Origin::Channel { server, channel } => (Some(server.as_str()), Some(channel.as_str())),
            Origin::Dm => (None, None),
        };
        // What the next lines read, in one round trip on PostgreSQL.
        self.desk
            .store
            .prefetch(&input.event_id, server, &input.author.id, channel)?;
        if self.desk.store.is_processed(&input.event_id)? {
            return Err(HostError::Ignored);
        }
        let cx = self.desk.context(input)?;
        // Chat that is not for the bot costs nothing: the allowance is counted only once
        // the input is known to be a command (or an addressed mistake), and given back
        // when the handler finds it is not for the bot after all (a spectator's
        // move-like chat) or must run it again (a stale game).
        let parsed = self.command(&cx);
        if matches!(parsed, Err(HostError::Ignored | HostError::Store(_))) {
            return parsed.map(|_| Vec::new());
        }
        if !self.rate_ok(&cx) {
            return cx.refuse(keys::HOST_RATE_LIMITED, &[]);
        }
        let result = self.run(&cx, parsed);
        if matches!(
            result,
            Err(HostError::Ignored
                | HostError::Store(StoreError::Stale { .. } | StoreError::ChallengeGone { .. }))
        ) {
            self.give_back(&cx);
        }
        result
    }

    /// Runs a classified input: the entry's access checks, then its handler.
    fn run(&self, cx: &Cx, parsed: Result<(Command, Option<GameId>), HostError>) -> HostResult {
        let (cmd, hint) = parsed?;
        let Some(entry) = table::entry_of(&cmd) else {
            return Err(HostError::Ignored);
        };
        match entry.access {
            Access::Moderator if !cx.moderator => {
                return cx.refuse(keys::HOST_NOT_MODERATOR, &[("command", entry.name.into())]);
            }
            Access::Player => self.check_not_banned(cx, &cmd, hint)?,
            _ => {}
        }
        (entry.run)(&self.desk, cx, cmd, hint).map_err(|e| match e {
            HostError::Missing(id) => {
                HostError::Refused(cx.tr(keys::HOST_NO_SUCH_GAME, &[("game", id.into())]))
            }
            e => e,
        })
    }

    /// The bot's own user id: a challenge to it is a game against the computer.
    pub fn set_bot_user(&self, id: &str) {
        self.desk.set_bot_user(id);
    }

    /// Whether `server`'s moderators are to be told now which permissions the bot lacks
    /// in `channel`: the first time (remembered in the store, so a restart does not tell
    /// them again), and again only after [`Host::permissions_back`]. Blocking.
    pub fn first_told_missing(&self, server: &str, channel: &str) -> bool {
        self.desk
            .recall
            .first_told(&self.desk.store, server, channel)
    }

    /// The servers told of missing permissions, each with the channel it was about.
    /// Blocking.
    pub fn told_missing(&self) -> Vec<(String, String)> {
        self.desk.recall.told(&self.desk.store)
    }

    /// Forgets that `server` was told of missing permissions (they are back): a new loss
    /// is told again. Blocking.
    pub fn permissions_back(&self, server: &str) {
        self.desk.recall.forget_told(&self.desk.store, server);
    }

    /// Starts the computer's thinkers (`HostConfig::computer`: at most that many searches
    /// at once, off every caller's path) and queues the games where the computer is to
    /// act and the reviews asked for and not yet posted (a restart resumes them, the
    /// reviews in the order asked). Each computer turn's replies and each review's posts,
    /// already stored, go to `sink`. Call it once.
    pub fn start_computer(&self, sink: impl Fn(Vec<Reply>) + Send + Sync + 'static) {
        let sink = Arc::new(sink);
        let threads = self.desk.config.computer.threads.max(1);
        // With two thinkers or more, one is always free for live games.
        self.desk.thinking.set_review_thinkers(threads - 1);
        for _ in 0..threads {
            let desk = self.desk.clone();
            let sink = sink.clone();
            let spawned = std::thread::Builder::new()
                .name("computer".into())
                .spawn(move || {
                    let send = |replies: Vec<Reply>| {
                        let replies = computer::for_people(replies);
                        if !replies.is_empty() {
                            sink(replies);
                        }
                    };
                    while let Some(job) = desk.thinking.next() {
                        // Each piece of work leaves the queue once its replies are sent
                        // (so whoever waits for the computer to be idle has them).
                        match job {
                            Job::Game(id) => {
                                // The computer's turns happen at no user's event: now, by
                                // the host's clock.
                                let now = || desk.config.clock.now();
                                send(computer::think_and_play(&desk, id, &now));
                                desk.thinking.done(id);
                            }
                            Job::Review { game, work } => {
                                if let review::Stepped::Over { posts, review } =
                                    review::step(&desk, game, work)
                                {
                                    send(posts);
                                    desk.thinking.review_finished(game, review);
                                }
                            }
                        }
                    }
                });
            match spawned {
                Ok(handle) => lock(&self.thinkers).push(handle),
                Err(e) => tracing::error!(error = %e, "cannot start a computer thinker"),
            }
        }
        self.resume_reviews(sink.clone());
        for player in crate::host::opponent::all_ids() {
            match self.desk.store.games_of_user(&player, GameFilter::Active) {
                Ok(ids) => {
                    for id in ids {
                        // Loading the game queues it if the computer is to act.
                        let _ = self.desk.with_game(id, |_| Ok(()));
                    }
                }
                Err(e) => tracing::error!(error = %e, "cannot list the computer's games"),
            }
        }
    }

    /// Queues again the reviews asked for before a restart (kept in the store), in the
    /// order they came; if the store cannot be read now, a thread tries again, waiting
    /// longer each time, until it can or the host closes.
    fn resume_reviews(&self, sink: Arc<dyn Fn(Vec<Reply>) + Send + Sync>) {
        let desk = self.desk.clone();
        let desk_for_sleep = self.desk.clone();
        let once = move || match review::queue::resume(&desk) {
            Ok(notices) => {
                if !notices.is_empty() {
                    sink(notices);
                }
                true
            }
            Err(e) => {
                tracing::warn!(error = ?e, "queued reviews cannot be read yet: tried again");
                desk.thinking.is_closing()
            }
        };
        if once() {
            return;
        }
        let spawned = std::thread::Builder::new()
            .name("review-resume".into())
            .spawn(move || {
                let mut wait = crate::host::think_queue::RETRY_FIRST;
                loop {
                    // In short sleeps: a closed host lets go of its store at once.
                    let until = std::time::Instant::now() + wait;
                    while std::time::Instant::now() < until {
                        if desk_for_sleep.thinking.is_closing() {
                            return;
                        }
                        std::thread::sleep(Duration::from_millis(100));
                    }
                    if once() {
                        return;
                    }
                    wait = (wait * 2).min(crate::host::think_queue::RETRY_MAX);
                }
            });
        if let Err(e) = spawned {
            tracing::error!(error = %e, "cannot start the thread that resumes reviews");
        }
    }

    /// Whether the computer has nothing to think about nor to play.
    pub fn computer_idle(&self) -> bool {
        self.desk.thinking.idle()
    }

    /// Waits (at most `max`) until the computer has nothing to think about; whether so.
    pub fn wait_computer_idle(&self, max: Duration) -> bool {
        self.desk.thinking.wait_idle(max)
    }

    /// Answers the sweeper's questions at `now`: games out of time, reminders due,
    /// challenges expired. Run it periodically (and once at start-up).
    #[must_use = "the replies must be sent: the change they report is already stored"]
    pub fn sweep(&self, now: Timestamp) -> Vec<Reply> {
        match sweeper::sweep(&self.desk, now) {
            Ok(r) => r,
            Err(e) => {
                tracing::error!(error = ?e, "sweep failed");
                Vec::new()
            }
        }
    }

    /// The next moment the sweeper has something to do, if any.
    pub fn next_wakeup(&self) -> Option<Timestamp> {
        sweeper::next_wakeup(&self.desk)
    }

    /// Up to 25 legal moves starting with `typed` for the author of `asking` (an
    /// autocompletion request, answered privately): of their own game in its channel (or
    /// their only one), else, as a member of a team of a team game played there (its
    /// thread, or their team's room), their team's.
    pub fn move_suggestions(&self, asking: &Input, typed: &str) -> Vec<String> {
        let Ok(cx) = self.desk.context(asking) else {
            return Vec::new();
        };
        let own = play::own_game_here(&self.desk, cx.uid(), cx.channel.as_deref());
        let game = own.or_else(|| {
            crate::host::team::vote::member_game_here(&self.desk, &cx)
                .ok()
                .flatten()
        });
        game.map_or_else(Vec::new, |id| {
            play::move_names(&self.desk, id, cx.author(), typed)
        })
    }

    /// Up to 25 open or running tournaments of `server` matching `typed`, for
    /// autocompletion: (the choice shown, in `lang`; the value `#N`).
    pub fn tournament_suggestions(
        &self,
        server: Option<&str>,
        lang: Lang,
        typed: &str,
    ) -> Vec<(String, String)> {
        crate::host::tournament::commands::suggestions(&self.desk, server, lang, typed)
    }

    /// How this host was configured.
    pub fn config(&self) -> &HostConfig {
        &self.desk.config
    }

    /// The language of what an adapter itself writes for `to` (labels, notices): the
    /// channel's (its own language, else the server's) for a channel; for a private answer to the user of an interaction
    /// (`asker`: their id, Discord locale and server), their setting, else their locale,
    /// else the server's; for anyone else, their setting, else English.
    pub fn reply_lang(&self, to: &Target, asker: Option<(&str, &str, Option<&str>)>) -> Lang {
        match to {
            Target::Channel { server, channel } => self.desk.public_lang(server, channel),
            Target::Team(room) => self.desk.public_lang(&room.server, &room.parent),
            Target::Private(user) | Target::Dm(user) => match asker {
                Some((id, locale, server)) if id == user => Lang::choose(
                    self.desk
                        .user_record(user)
                        .language
                        .and_then(|l| l.parse().ok()),
                    server.map(|s| self.desk.server_lang(s)),
                    Some(locale),
                ),
                _ => self.desk.user_lang(user),
            },
        }
    }

    /// A challenge or a tournament is shown by the platform's message `message`:
    /// answering the challenge, or the tournament's next change, edits that message (see
    /// [`crate::host::io::reply::Replaces`]).
    pub fn posted(&self, what: Posted, message: &str) -> Result<(), HostError> {
        match what {
            Posted::Challenge(id) => crate::host::play::challenges::posted(&self.desk, id, message),
            Posted::Tournament(id) => {
                crate::host::tournament::commands::posted(&self.desk, id, message)
            }
        }
    }

    /// Whether a team challenge waits for players in the author's channel.
    fn team_challenge_here(&self, cx: &Cx) -> Result<bool, HostError> {
        Ok(self
            .desk
            .store
            .open_challenges(cx.now)?
            .iter()
            .any(|c| c.team.is_some() && Some(&c.channel) == cx.channel.as_ref()))
    }

    /// Moves game `id` to another channel (the thread the adapter opened for it).
    pub fn move_game(&self, id: u64, channel: &str) -> Result<(), HostError> {
        self.desk.move_game(id, channel)
    }

    /// The adapter opened `channel` as the private room of `color`'s team in game `id`
    /// (see [`crate::host::TeamRoom`]): later replies to that team go there, and what its
    /// members type there counts as said in private to their team.
    pub fn team_room_opened(
        &self,
        id: u64,
        color: crate::rules::Color,
        channel: &str,
    ) -> Result<(), HostError> {
        crate::host::team::room::opened(&self.desk, id, color, channel)
    }

    /// The private room of `user`'s team in a team game played in `channel`,
    /// if one is open (for an adapter whose users name no room: local mode's `(team)`).
    pub fn team_room_of(&self, channel: &str, user: &str) -> Option<String> {
        crate::host::team::room::room_of_member(&self.desk, channel, user)
    }

    /// The command an input asks for, with a game named by a `#N` after a move.
    fn command(&self, cx: &Cx) -> Result<(Command, Option<GameId>), HostError> {
        let parsed = match &cx.input.body {
            Body::Text { text, addressed } => {
                // A promotion's bare piece (`Q #1`, `=D #1`, `queen #1`) only where it is
                // addressed to the bot (a DM, a mention), as without the number.
                let addressed_here = *addressed || cx.channel.is_none();
                if let Some((mv, id)) = split_game_suffix(text, addressed_here) {
                    return Ok((Command::Move(mv), Some(id)));
                }
                // A team's private room is a place of its game.
                let room = crate::host::team::room::game_of_room(cx).is_some();
                let place = match &cx.channel {
                    None => Place::Dm,
                    Some(_) if room => Place::Game,
                    Some(ch) if self.desk.store.channel_has_active_games(ch)? => Place::Game,
                    Some(_) => Place::Channel,
                };
                let parsed = table::parse(
                    text,
                    Context {
                        place,
                        addressed: *addressed,
                    },
                    &*self.desk.config.mentions,
                );
                // In a DM, a word that is no command while the author owes a choice is a
                // wrong answer to it: told what is awaited, not "unknown command".
                if matches!(parsed, Err(CommandError::UnknownCommand { .. }))
                    && place == Place::Dm
                    && self.owes_choice(cx)
                {
                    return Ok((Command::Move(text.clone()), None));
                }
                // A bare yes or no for the bot (`nein`, `oui`) while the author's opponent
                // offers a draw or asks to take back: that answer.
                if matches!(parsed, Err(CommandError::UnknownCommand { .. }))
                    && (*addressed || place == Place::Dm)
                {
                    if let Some(yes) = command::yes_no_word(text.trim()) {
                        if let Some(answer) = self.offer_answer(cx, yes) {
                            return Ok((answer, None));
                        }
                    }
                }
                // A bare `accept`/`decline` in a channel without a game (where the bot
                // told the challenged player to type it) answers a challenge to them
                // posted there; otherwise it is chat, as before.
                if matches!(parsed, Err(CommandError::NotAddressed)) && place == Place::Channel {
                    if let Some(answer) = table::bare_answer(text, &*self.desk.config.mentions) {
                        if self.answers_challenge_here(cx, &answer)? {
                            return Ok((answer, None));
                        }
                    }
                    // Likewise `team join white`, which a team challenge posted here tells
                    // everyone to type.
                    let as_command = table::parse(
                        text,
                        Context {
                            place,
                            addressed: true,
                        },
                        &*self.desk.config.mentions,
                    );
                    if let Ok(team @ Command::Team(_)) = as_command {
                        if self.team_challenge_here(cx)? {
                            return Ok((team, None));
                        }
                    }
                    // A bare `review` in a finished game's thread (or a channel where that
                    // game alone finished) asks for that game's review.
                    if let Some(Command::Review(id)) =
                        table::bare_review(text, &*self.desk.config.mentions)
                    {
                        if let Some(game) = self.finished_here(cx, id)? {
                            return Ok((Command::Review(Some(GameId(game))), None));
                        }
                    }
                }
                parsed
            }
            Body::Slash { name, options } => {
                Command::from_slash(name, options, &*self.desk.config.mentions)
            }
            Body::Button { .. } | Body::Select { .. } => return self.component(cx),
        };
        match parsed {
            Ok(cmd) => Ok((cmd, None)),
            Err(e) if e.is_silent() => Err(HostError::Ignored),
            // The parser suggests only what anyone may use; a moderator may be pointed at
            // a moderator command too.
            Err(CommandError::UnknownCommand {
                word,
                suggestion: None,
            }) if cx.moderator => {
                let suggestion = table::suggest(&word, true);
                let e = CommandError::UnknownCommand { word, suggestion };
                Err(HostError::Refused(e.message(cx.lang)))
            }
            Err(mut e) => {
                // A moderator is given the server's setting too.
                if let CommandError::SettingWord { moderator, .. } = &mut e {
                    *moderator = cx.moderator;
                }
                Err(HostError::Refused(e.message(cx.lang)))
            }
        }
    }

    /// Whether `answer` (a bare `accept` or `decline`) by the author of `cx` answers a
    /// challenge open in this channel: one to them, or for `accept` an open one by
    /// someone else.
    fn answers_challenge_here(&self, cx: &Cx, answer: &Command) -> Result<bool, HostError> {
        let open = self.desk.store.open_challenges(cx.now)?;
        let mut here = open
            .iter()
            .filter(|c| Some(&c.channel) == cx.channel.as_ref());
        Ok(here.any(|c| match answer {
            Command::Accept(_) => challenges::acceptable(c, cx),
            _ => challenges::declinable(c, cx),
        }))
    }

    /// The finished game of this channel a bare `review` means: game `id` if it finished
    /// here, else the channel's only finished game (a thread's); `None` when there is
    /// none or more than one (then the word is chat).
    fn finished_here(&self, cx: &Cx, id: Option<GameId>) -> Result<Option<u64>, HostError> {
        let Some(channel) = &cx.channel else {
            return Ok(None);
        };
        let finished = self
            .desk
            .store
            .games_of_channel(channel, GameFilter::Finished)?;
        Ok(match id {
            Some(GameId(n)) => finished.contains(&n).then_some(n),
            None => match finished.as_slice() {
                [only] => Some(*only),
                _ => None,
            },
        })
    }

    /// Whether the author of `cx` has a choice to make in the game waiting for them.
    fn owes_choice(&self, cx: &Cx) -> bool {
        let Ok(id) = self.desk.find_game(cx, None, Find::Waiting) else {
            return false;
        };
        self.desk
            .with_game(id, |live| {
                let me = live.game.players().color_of(cx.uid());
                Ok(live.game.pending().is_some_and(|p| Some(p.player) == me))
            })
            .unwrap_or(false)
    }

    /// The command a bare yes (`yes`) or no gives the author: the answer to the draw offer
    /// or the takeback request their opponent made in their game (the one here, or the
    /// only one of theirs with such a request); none when nothing asks them.
    fn offer_answer(&self, cx: &Cx, yes: bool) -> Option<Command> {
        // What the opponent of the author asks in `game`: a draw, else a takeback.
        let asked = |game: &crate::game::Game| {
            let me = game.players().color_of(cx.uid())?;
            let draw = game.draw_offer() == Some(me.other());
            let takeback = game.takeback_offer() == Some(me.other());
            (draw || takeback).then_some(draw)
        };
        let id = self
            .desk
            .find_game_where(cx, None, Find::Mine, &|live| asked(&live.game).is_some())
            .ok()?;
        let draw = self
            .desk
            .with_game(id, |live| Ok(asked(&live.game)))
            .ok()??;
        let answer = if yes { Answer::Offer } else { Answer::Decline };
        let game = Some(GameId(id));
        Some(if draw {
            Command::Draw { answer, game }
        } else {
            Command::Takeback { answer, game }
        })
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
        use Answer::{Decline, Offer};
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
            ButtonAction::Review => Command::Review(g),
            ButtonAction::Private => Command::Board(g),
            ButtonAction::Choose => {
                let Some(value) = values.first() else {
                    return cx.refuse(keys::HOST_EMPTY_CHOICE, &[]);
                };
                Command::Move(value.chars().take(command::MAX_MOVE_CHARS).collect())
            }
            ButtonAction::TournamentJoin => Command::Tournament(TournamentCommand::Join(g)),
            ButtonAction::TournamentLeave => Command::Tournament(TournamentCommand::Leave(g)),
            ButtonAction::TournamentStandings => {
                Command::Tournament(TournamentCommand::Standings(g))
            }
            ButtonAction::TeamJoinWhite => {
                Command::Team(TeamCommand::Join(Some(crate::rules::Color::White), g))
            }
            ButtonAction::TeamJoinBlack => {
                Command::Team(TeamCommand::Join(Some(crate::rules::Color::Black), g))
            }
            ButtonAction::TeamLeave => Command::Team(TeamCommand::Leave(g)),
            ButtonAction::TeamStart => Command::Team(TeamCommand::Start(g)),
        };
        Ok((cmd, g))
    }

    fn rate_ok(&self, cx: &Cx) -> bool {
        let Some(limit) = self.desk.config.rate_limit else {
            return true;
        };
        lock(&self.buckets).take(cx.uid(), cx.now, limit, TRACKED_USERS)
    }

    /// Returns the token [`Host::rate_ok`] took for an input that turned out not to count.
    fn give_back(&self, cx: &Cx) {
        if let Some(limit) = self.desk.config.rate_limit {
            lock(&self.buckets).give_back(cx.uid(), limit);
        }
    }

    /// Refuses a player banned from the server of the event, or from the server of the
    /// game or challenge the command acts on (a DM, a button or a menu may act on a game
    /// of any server).
    fn check_not_banned(
        &self,
        cx: &Cx,
        cmd: &Command,
        hint: Option<GameId>,
    ) -> Result<(), HostError> {
        if cx.settings.banned.contains_key(cx.uid()) {
            return cx.refuse(keys::HOST_BANNED, &[]);
        }
        for server in self.servers_acted_on(cx, cmd, hint)? {
            if cx.server.as_ref() != Some(&server)
                && self
                    .desk
                    .store
                    .settings(&server)?
                    .banned
                    .contains_key(cx.uid())
            {
                return cx.refuse(keys::HOST_BANNED, &[]);
            }
        }
        Ok(())
    }

    /// The servers of the game or challenge a command acts on: the one it names (by
    /// number, or through its button or menu), else the one its handler would pick (the
    /// author's game, last finished game, pending confirmation), or, in a DM when that is
    /// not one, every server of the author's active games (or challenges to them).
    fn servers_acted_on(
        &self,
        cx: &Cx,
        cmd: &Command,
        hint: Option<GameId>,
    ) -> Result<Vec<String>, HostError> {
        let store = &self.desk.store;
        if let Some(GameId(id)) = hint.or_else(|| named_target(cmd)) {
            if let Some(meta) = store.game_meta(id)? {
                return Ok(vec![meta.server]);
            }
            return Ok(store.challenge(id)?.map(|c| c.server).into_iter().collect());
        }
        let me = cx.uid();
        let dm = cx.server.is_none();
        let mut games = match cmd {
            Command::Rematch(_) => {
                let finished = store.games_of_user(me, GameFilter::Finished)?;
                finished.into_iter().max().into_iter().collect()
            }
            Command::Confirm => cx.user.confirm.iter().map(|p| p.game).collect(),
            // A challenge is posted here; an accepted one names its server (`accept`
            // checks it), and in a DM it is one of those sent to the author (below).
            Command::Challenge(_) | Command::Accept(_) => Vec::new(),
            _ => {
                let find = if dm { Find::Waiting } else { Find::Mine };
                match self.desk.find_game(cx, None, find) {
                    Ok(id) => vec![id],
                    Err(_) if dm => store.games_of_user(me, GameFilter::Active)?,
                    Err(_) => Vec::new(),
                }
            }
        };
        games.sort_unstable();
        let mut servers = Vec::new();
        for id in games {
            if let Some(meta) = store.game_meta(id)? {
                servers.push(meta.server);
            }
        }
        if dm && matches!(cmd, Command::Accept(_)) {
            for c in store.open_challenges(cx.now)? {
                if c.invitee.as_deref() == Some(me) {
                    servers.push(c.server);
                }
            }
        }
        servers.sort();
        servers.dedup();
        Ok(servers)
    }
}

/// The game or challenge a command names by number, if it names one.
fn named_target(cmd: &Command) -> Option<GameId> {
    match cmd {
        Command::Accept(g)
        | Command::Decline(g)
        | Command::Cancel(g)
        | Command::Board(g)
        | Command::Moves(g)
        | Command::Resign(g)
        | Command::Abort(g)
        | Command::Rematch(g)
        | Command::History(g)
        | Command::Export(g)
        | Command::Replay(g)
        | Command::Review(g)
        | Command::Draw { game: g, .. }
        | Command::Takeback { game: g, .. } => *g,
        Command::Team(
            TeamCommand::Join(_, g)
            | TeamCommand::Leave(g)
            | TeamCommand::Start(g)
            | TeamCommand::Votes(g)
            | TeamCommand::Close(g),
        ) => *g,
        _ => None,
    }
}

/// `e4 #12` → (`e4`, game 12), when the text before is a move, or, `addressed`, a
/// promotion's piece (`Q #12`, `=D #12`, `queen #12`).
fn split_game_suffix(text: &str, addressed: bool) -> Option<(String, GameId)> {
    let t = text.trim().trim_start_matches(['!', '/']);
    let (rest, last) = t.rsplit_once(char::is_whitespace)?;
    let id = command::game_id(last).ok()?;
    let promotion = addressed && command::looks_like_promotion(rest);
    if !last.starts_with('#') || !(command::looks_like_move(rest) || promotion) {
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
            split_game_suffix("stealth Qh5 #12", false),
            Some(("stealth Qh5".into(), GameId(12)))
        );
        assert_eq!(
            split_game_suffix("e4 #3", false),
            Some(("e4".into(), GameId(3)))
        );
        assert_eq!(split_game_suffix("board #3", true), None);
        assert_eq!(split_game_suffix("e4 12", false), None);
        assert_eq!(split_game_suffix("e4", false), None);
        // A promotion's piece, when addressed to the bot.
        for piece in ["Q", "=Q", "queen", "Dame", "=D"] {
            let text = format!("{piece} #4");
            assert_eq!(split_game_suffix(&text, false), None, "{text}");
            assert_eq!(
                split_game_suffix(&text, true),
                Some((piece.into(), GameId(4))),
                "{text}"
            );
        }
    }
}
