//! The gateway event handler: chat messages, slash commands, `/move` autocompletion,
//! buttons and select answers go to the host (off the event loop: it commits to sled);
//! its replies are sent by [`super::deliver`]; an interaction the host has not answered
//! within [`DiscordConfig::defer_after`] is deferred first. Also the sweeper task, and
//! the graceful shutdown: a [`CancellationToken`] stops taking events and a
//! [`TaskTracker`] waits for those in flight. Of all the processes sharing a store, only
//! the one holding the sweeper lease ([`SWEEPER_LEASE`]) sweeps; another takes over
//! within [`SWEEPER_LEASE_TIME`] when it dies.

use super::answer::{Asked, Outcome};
use super::config::{invite_url, DiscordConfig};
use super::convert;
use super::dedup::RecentIds;
use super::deliver::Delivery;
use super::parts::{page_menu, prepare, MAX_OPTIONS, PAGE_PREFIX};
use crate::host::io::custom_id::{self, ButtonAction};
use crate::host::words::i18n::{keys, tr, Lang};
use crate::host::{Body, Host, Input, Reply, Target};
use crate::store::SWEEPER_LEASE;
use serenity::all::{
    CommandInteraction, ComponentInteraction, ComponentInteractionDataKind, Context,
    CreateAutocompleteResponse, CreateInteractionResponse, CreateInteractionResponseMessage, Event,
    EventHandler, Guild, GuildChannel, Http, Interaction, Message, RawEventHandler, Ready, Role,
    UserId,
};
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;
use tokio::sync::{watch, Notify};
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;
use tokio_util::task::task_tracker::TaskTrackerToken;
use tokio_util::task::TaskTracker;
use tracing::{info, warn};

/// The longest the sweeper sleeps between two looks at the store.
const SWEEP_MAX_WAIT: Duration = Duration::from_secs(60);
/// The shortest, so a wake-up time in the past cannot make it spin.
const SWEEP_MIN_WAIT: Duration = Duration::from_millis(200);
/// How long the sweeper lease lasts unless renewed: a dead process's lease passes to
/// another within this.
pub const SWEEPER_LEASE_TIME: Duration = Duration::from_secs(6);
/// How often the holder renews the lease, and the others ask for it.
const SWEEPER_RENEW: Duration = Duration::from_secs(2);

/// What the handler, the sweeper and the shutdown share.
pub struct Shared {
    host: Arc<Host>,
    recent: RecentIds,
    bot: OnceLock<UserId>,
    test_guild: Option<u64>,
    registered: AtomicBool,
    /// Cancelled when the bot shuts down: no new events, the sweeper stops.
    closing: CancellationToken,
    /// The events in flight and the sweeper, which a shutdown waits for.
    tasks: TaskTracker,
    /// Wakes the sweeper after an event (it may have set a deadline).
    wake: Notify,
    defer_after: Duration,
    /// The shards of this process that have received READY.
    ready_shards: watch::Sender<BTreeSet<u32>>,
    /// This process's name in leases.
    process: String,
    /// The bot's permissions.
    perms: super::perms::BotPermissions,
    /// The team rooms this process opened.
    rooms: super::room_book::RoomBook,
    /// The messages being edited, with their newest edits waiting.
    edits: super::edit_book::EditBook<super::parts::Parts>,
}

impl Shared {
    /// Opens the host on the configured store.
    pub fn open(cfg: &DiscordConfig) -> Result<Arc<Shared>, crate::store::StoreError> {
        let mut host_cfg = cfg.host.clone();
        // Without the message-content intent, texts point at `/move` instead of typing.
        host_cfg.typed_moves &= cfg.message_content;
        let host = Host::open_url(&cfg.store_url(), host_cfg)?;
        Ok(Arc::new(Shared {
            host: Arc::new(host),
            recent: RecentIds::new(4096),
            bot: OnceLock::new(),
            test_guild: cfg.test_guild,
            registered: AtomicBool::new(false),
            closing: CancellationToken::new(),
            tasks: TaskTracker::new(),
            wake: Notify::new(),
            defer_after: cfg.defer_after,
            ready_shards: watch::channel(BTreeSet::new()).0,
            process: super::shards::process_name(),
            perms: Default::default(),
            rooms: Default::default(),
            edits: Default::default(),
        }))
    }

    /// The host this process runs.
    pub(crate) fn host(&self) -> &Arc<Host> {
        &self.host
    }

    /// Forgets the servers told of missing permissions whose channel has them all again
    /// (after a change of roles or overwrites, or a server's data at start-up), so that a
    /// new loss is told again.
    async fn recheck_permissions(&self) {
        let host = self.host.clone();
        let Ok(told) = tokio::task::spawn_blocking(move || host.told_missing()).await else {
            return;
        };
        let back = self.perms.back(&told);
        if back.is_empty() {
            return;
        }
        let host = self.host.clone();
        let _ = tokio::task::spawn_blocking(move || {
            for server in back {
                host.permissions_back(&server);
            }
        })
        .await;
    }

    /// Cancelled when the bot shuts down.
    pub(crate) fn closing(&self) -> &CancellationToken {
        &self.closing
    }

    /// Waits (at most `limit`) until `shard` has received READY; true if it has.
    pub(crate) async fn wait_shard_ready(&self, shard: u32, limit: Duration) -> bool {
        let mut ready = self.ready_shards.subscribe();
        let seen = tokio::time::timeout(limit, ready.wait_for(|s| s.contains(&shard)))
            .await
            .is_ok_and(|r| r.is_ok());
        seen
    }

    /// Counts an event in flight while alive; `None` once shutting down.
    fn enter(&self) -> Option<TaskTrackerToken> {
        (!self.closing.is_cancelled()).then(|| self.tasks.token())
    }

    /// Stops taking events, waits (at most `grace`) for those in flight to be answered,
    /// and stops the sweeper. The store commits every change before it is answered, so
    /// nothing more needs flushing.
    pub async fn shutdown(&self, grace: Duration) {
        self.closing.cancel();
        self.tasks.close();
        if tokio::time::timeout(grace, self.tasks.wait())
            .await
            .is_err()
        {
            warn!("shutting down with events still in flight");
        }
    }

    /// Hands `input` to the host and sends the replies (answering `asked` if given).
    async fn run(self: &Arc<Self>, http: &Http, input: Input, asked: Option<Asked>) {
        let Ok(id) = input.event_id.parse::<u64>() else {
            return;
        };
        if !self.recent.first_time(id) {
            info!("event {id} delivered again, ignored");
            return;
        }
        let Some(_guard) = self.enter() else {
            return;
        };
        let host = self.host.clone();
        let work = tokio::task::spawn_blocking(move || prepare(host.handle(input)));
        let (prepared, deferred) = match &asked {
            Some(asked) => self.within_deadline(http, asked, work).await,
            None => (work.await, false),
        };
        let prepared = match prepared {
            Ok(p) => p,
            Err(err) => {
                warn!("handling event {id} failed: {err}");
                return;
            }
        };
        Delivery {
            http,
            host: &self.host,
            asked: asked.as_ref(),
            deferred,
            perms: &self.perms,
            rooms: &self.rooms,
            edits: &self.edits,
        }
        .send(prepared)
        .await;
        self.wake.notify_one();
    }

    /// Waits for the host's answer; past [`Shared::defer_after`] (Discord wants an
    /// initial response within 3 s), defers the interaction first. True if deferred.
    async fn within_deadline<T>(
        &self,
        http: &Http,
        asked: &Asked,
        mut work: JoinHandle<T>,
    ) -> (Result<T, tokio::task::JoinError>, bool) {
        if !self.defer_after.is_zero() {
            if let Ok(done) = tokio::time::timeout(self.defer_after, &mut work).await {
                return (done, false);
            }
        }
        info!("the host is slow: deferring the interaction");
        let deferred = asked.defer(http).await != Outcome::Failed;
        (work.await, deferred)
    }

    /// The second step of a long choice: the page picked in the first menu, answered
    /// privately with that page's options (read from the host, so it works after a
    /// restart and only for the player the choice waits for).
    async fn page(&self, http: &Http, c: &ComponentInteraction) {
        let Some(_guard) = self.enter() else {
            return;
        };
        let game = c.data.custom_id[PAGE_PREFIX.len()..]
            .parse::<u64>()
            .unwrap_or(0);
        let page = match &c.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => {
                values.first().and_then(|v| v.parse::<usize>().ok())
            }
            _ => None,
        };
        let lang = Lang::from_locale(&c.locale).unwrap_or_default();
        let mut text = tr(lang, keys::DISCORD_NO_CHOICE, &[("game", game.into())]);
        let mut rows = Vec::new();
        if let (Some(mut input), Some(page)) =
            (convert::component(c, self.host.config().clock.now()), page)
        {
            input.body = Body::Button {
                custom_id: custom_id::encode(ButtonAction::Private, game),
            };
            let me = input.author.id.clone();
            let host = self.host.clone();
            let replies = tokio::task::spawn_blocking(move || host.handle(input))
                .await
                .unwrap_or_default();
            let choice = replies
                .iter()
                .find(|r| r.to() == &Target::Private(me.clone()) && r.menu.is_some());
            if let Some((reply, menu)) = choice.and_then(|r| r.menu.as_ref().map(|m| (r, m))) {
                if page * MAX_OPTIONS < menu.options.len() {
                    text = reply.text.clone();
                    rows.push(page_menu(menu, page));
                }
            }
        }
        let response = CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(text)
                .components(rows)
                .ephemeral(true),
        );
        if let Err(err) = c.create_response(http, response).await {
            warn!("answering a page choice failed: {err}");
        }
    }

    async fn autocomplete(&self, http: &Http, cmd: &CommandInteraction) {
        let Some(_guard) = self.enter() else {
            return;
        };
        let typed = cmd
            .data
            .autocomplete()
            .map(|o| o.value.to_string())
            .unwrap_or_default();
        let host = self.host.clone();
        let user = cmd.user.id.get().to_string();
        let server = cmd.guild_id.map(|g| g.get().to_string());
        let locale = cmd.locale.clone();
        let tournament = cmd.data.name == "tournament";
        let asking = convert::command(cmd, host.config().clock.now());
        let choices = tokio::task::spawn_blocking(move || {
            if tournament {
                let asker = Some((user.as_str(), locale.as_str(), server.as_deref()));
                let lang = host.reply_lang(&Target::Private(user.clone()), asker);
                host.tournament_suggestions(server.as_deref(), lang, &typed)
            } else {
                host.move_suggestions(&asking, &typed)
                    .into_iter()
                    .map(|n| (n.clone(), n))
                    .collect()
            }
        })
        .await
        .unwrap_or_default();
        let mut answer = CreateAutocompleteResponse::new();
        for (name, value) in choices {
            answer = answer.add_string_choice(name, value);
        }
        let response = CreateInteractionResponse::Autocomplete(answer);
        if let Err(err) = cmd.create_response(http, response).await {
            warn!("answering an autocompletion failed: {err}");
        }
    }

    /// The computer's turns (issue 17): its thinkers play off the event loop, and their
    /// replies, already stored, are sent here like a player's. Started once connected;
    /// queues the games where the computer was to move before a restart.
    async fn computer_loop(self: Arc<Self>, http: Arc<Http>) {
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<Vec<Reply>>();
        let host = self.host.clone();
        let started = tokio::task::spawn_blocking(move || {
            host.start_computer(move |replies| drop(tx.send(replies)));
        })
        .await;
        if let Err(err) = started {
            warn!("the computer could not start: {err}");
            return;
        }
        loop {
            let replies = tokio::select! {
                got = rx.recv() => match got {
                    Some(replies) => replies,
                    None => return,
                },
                () = self.closing.cancelled() => return,
            };
            let Ok(prepared) = tokio::task::spawn_blocking(move || prepare(replies)).await else {
                continue;
            };
            Delivery {
                http: &http,
                host: &self.host,
                asked: None,
                deferred: false,
                perms: &self.perms,
                rooms: &self.rooms,
                edits: &self.edits,
            }
            .send(prepared)
            .await;
            self.wake.notify_one();
        }
    }

    /// The sweeper: at start-up, then whenever [`Host::next_wakeup`] says (at least every
    /// minute, and after each event since it may have set a deadline).
    async fn sweep_loop(self: Arc<Self>, http: Arc<Http>) {
        let mut held = false;
        loop {
            if self.closing.is_cancelled() {
                self.release_sweeper(held).await;
                return;
            }
            let host = self.host.clone();
            let now = self.host.config().clock.now();
            let holder = self.process.clone();
            let due = tokio::task::spawn_blocking(move || {
                match host
                    .store()
                    .try_lease(SWEEPER_LEASE, &holder, SWEEPER_LEASE_TIME)
                {
                    Ok(true) => {}
                    Ok(false) => return None,
                    Err(err) => {
                        warn!("cannot read the sweeper lease: {err}");
                        return None;
                    }
                }
                let replies = prepare(host.sweep(now));
                Some((replies, host.next_wakeup()))
            })
            .await;
            let holds = matches!(due, Ok(Some(_)));
            if holds != held {
                info!("{} the sweeper lease", if holds { "took" } else { "lost" });
                held = holds;
            }
            let next = match due {
                Ok(None) => None,
                Ok(Some((replies, next))) => {
                    if !replies.is_empty() {
                        Delivery {
                            http: &http,
                            host: &self.host,
                            asked: None,
                            deferred: false,
                            perms: &self.perms,
                            rooms: &self.rooms,
                            edits: &self.edits,
                        }
                        .send(replies)
                        .await;
                    }
                    next
                }
                Err(err) => {
                    warn!("the sweeper failed: {err}");
                    None
                }
            };
            // The holder renews its lease, and the others ask for it, every few seconds.
            let wait = next
                .map_or(SWEEP_MAX_WAIT, |t| {
                    Duration::from_millis(t.0.saturating_sub(self.host.config().clock.now().0))
                        .clamp(SWEEP_MIN_WAIT, SWEEP_MAX_WAIT)
                })
                .min(SWEEPER_RENEW);
            tokio::select! {
                () = tokio::time::sleep(wait) => {}
                () = self.wake.notified() => {}
                () = self.closing.cancelled() => {
                    self.release_sweeper(held).await;
                    return;
                }
            }
        }
    }

    /// Gives the sweeper lease up at shutdown, so another process takes it at once.
    async fn release_sweeper(&self, held: bool) {
        if !held {
            return;
        }
        let host = self.host.clone();
        let holder = self.process.clone();
        let released =
            tokio::task::spawn_blocking(move || host.store().release_lease(SWEEPER_LEASE, &holder))
                .await;
        if let Ok(Err(err)) = released {
            warn!("cannot give the sweeper lease up: {err}");
        }
    }
}

/// Reacts to messages and interactions. A message or interaction delivered twice is
/// handled once (here, and by the host's event ids across restarts).
pub struct Handler {
    shared: Arc<Shared>,
}

impl Handler {
    pub fn new(shared: Arc<Shared>) -> Handler {
        Handler { shared }
    }
}

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        info!(
            "connected as {} (shard {:?}, {} guilds)",
            ready.user.name,
            ready.shard.map(|s| s.id.0),
            ready.guilds.len()
        );
        let _ = self.shared.bot.set(ready.user.id);
        self.shared.perms.watch(ctx.cache.clone());
        if let Some(shard) = ready.shard {
            self.shared.ready_shards.send_modify(|s| {
                s.insert(shard.id.0);
            });
        }
        // Challenging the bot itself is a game against the computer.
        self.shared
            .host
            .set_bot_user(&ready.user.id.get().to_string());
        info!("invite link: {}", invite_url(ready.application.id.get()));
        if !self.shared.registered.swap(true, Ordering::SeqCst) {
            super::commands::register(&ctx.http, self.shared.test_guild).await;
            let sweeper = self.shared.clone().sweep_loop(ctx.http.clone());
            self.shared.tasks.spawn(sweeper);
            let computer = self.shared.clone().computer_loop(ctx.http.clone());
            self.shared.tasks.spawn(computer);
        }
    }

    // A change of overwrites or roles may give back a permission the moderators were
    // told is missing: a new loss is then told again.
    async fn channel_update(&self, _ctx: Context, _old: Option<GuildChannel>, _new: GuildChannel) {
        self.shared.recheck_permissions().await;
    }

    async fn guild_role_update(&self, _ctx: Context, _old: Option<Role>, _new: Role) {
        self.shared.recheck_permissions().await;
    }

    // A server's data at start-up (or on joining it): what was missing may be back since
    // the moderators were told, before a restart.
    async fn guild_create(&self, _ctx: Context, _guild: Guild, _is_new: Option<bool>) {
        self.shared.recheck_permissions().await;
    }

    async fn message(&self, ctx: Context, mut msg: Message) {
        // A message's member carries no permissions: work them out from the cached
        // server (its roles), when the cache has it.
        if let (Some(guild), Some(member)) = (msg.guild_id, msg.member.as_mut()) {
            let same_user = member.user.as_ref().is_none_or(|u| u.id == msg.author.id);
            if member.permissions.is_none() && same_user {
                if let Some(g) = ctx.cache.guild(guild) {
                    member.permissions = Some(g.partial_member_permissions(msg.author.id, member));
                }
            }
        }
        if let Some(input) = convert::message(
            &msg,
            self.shared.bot.get().copied(),
            self.shared.host.config().clock.now(),
        ) {
            self.shared.run(&ctx.http, input, None).await;
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match interaction {
            Interaction::Command(cmd) => {
                let input = convert::command(&cmd, self.shared.host.config().clock.now());
                self.shared
                    .run(&ctx.http, input, Some(Asked::Command(Box::new(cmd))))
                    .await;
            }
            Interaction::Autocomplete(cmd) => self.shared.autocomplete(&ctx.http, &cmd).await,
            Interaction::Component(c) if c.data.custom_id.starts_with(PAGE_PREFIX) => {
                self.shared.page(&ctx.http, &c).await;
            }
            Interaction::Component(c) => {
                match convert::component(&c, self.shared.host.config().clock.now()) {
                    Some(input) => {
                        self.shared
                            .run(&ctx.http, input, Some(Asked::Component(Box::new(c))))
                            .await
                    }
                    None => {
                        let ack = CreateInteractionResponse::Acknowledge;
                        if let Err(err) = c.create_response(&ctx.http, ack).await {
                            warn!("acknowledging interaction {} failed: {err}", c.id);
                        }
                    }
                }
            }
            other => info!("ignored an interaction of kind {:?}", other.kind()),
        }
    }
}

/// Logs gateway dispatches serenity could not map to an event: an unknown type, or a known
/// one with missing or malformed fields (serenity 0.12.5 turns those into unknown events
/// too). They never reach [`Handler`], so without this they would vanish silently.
#[derive(Debug, Default)]
pub struct UnknownEventLogger;

#[serenity::async_trait]
impl RawEventHandler for UnknownEventLogger {
    async fn raw_event(&self, _ctx: Context, event: Event) {
        if let Event::Unknown(unknown) = event {
            warn!(
                "ignored unknown or undecodable gateway event {}",
                unknown.kind
            );
        }
    }
}
