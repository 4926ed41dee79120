//! Driving the real bot against the fake: start and stop it on a data folder (alone, or
//! as a [`Scene`] that also holds the fake, the folder and the log capture), speak as a
//! user in a channel or a DM, run slash commands, press buttons and pick menu options,
//! and read what the bot posted (custom ids, menu values, DMs, decoded board PNGs and the
//! pixels of one square); plus a capture of the WARN/ERROR lines the bot logs on the
//! test's thread.

use super::payloads::{self, ALICE, BOB, CHANNEL, EPHEMERAL};
use super::{FakeDiscord, Recorded};
use axum::http::Method;
use chakbot::discord::{BotHandle, DiscordConfig};
use chakbot::host::{HostConfig, SecretSource};
use chakbot::render::Layout;
use chakbot::rules::{Color, Square};
use serde_json::{json, Value};
use std::ops::Deref;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::layer::{Context, SubscriberExt};
use tracing_subscriber::{filter::LevelFilter, EnvFilter, Layer};

// ----- log capture -----

/// WARN and ERROR lines logged on this test's thread.
#[derive(Clone, Default)]
pub struct Warnings(Arc<Mutex<Vec<String>>>);

pub struct MessageText(String);

impl Visit for MessageText {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        if field.name() == "message" {
            self.0 = format!("{value:?}");
        }
    }
}

impl<S: Subscriber> Layer<S> for Warnings {
    fn on_event(&self, event: &Event<'_>, _ctx: Context<'_, S>) {
        let mut text = MessageText(String::new());
        event.record(&mut text);
        let line = format!(
            "{} {}: {}",
            event.metadata().level(),
            event.metadata().target(),
            text.0
        );
        self.0.lock().unwrap_or_else(|p| p.into_inner()).push(line);
    }
}

impl Warnings {
    /// Starts capturing on this thread (`RUST_LOG` also prints the logs, for debugging).
    pub fn capture() -> (Warnings, tracing::subscriber::DefaultGuard) {
        let warnings = Warnings::default();
        let print = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("off"));
        let subscriber = tracing_subscriber::registry()
            .with(warnings.clone().with_filter(LevelFilter::WARN))
            .with(
                tracing_subscriber::fmt::layer()
                    .with_test_writer()
                    .with_filter(print),
            );
        let guard = tracing::subscriber::set_default(subscriber);
        (warnings, guard)
    }

    pub fn lines(&self) -> Vec<String> {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    pub fn any(&self, needle: &str) -> bool {
        self.lines().iter().any(|l| l.contains(needle))
    }

    /// Neither serenity nor poise complained (an undecodable dispatch is serenity's
    /// "Unhandled error", a failed close its "awaiting close frame") and no event was
    /// unknown (our logger), except for lines containing one of `expected`.
    pub fn assert_clean(&self, expected: &[&str]) {
        let bad: Vec<String> = self
            .lines()
            .into_iter()
            .filter(|l| l.contains("serenity") || l.contains("poise") || l.contains("undecodable"))
            .filter(|l| !expected.iter().any(|e| l.contains(e)))
            .collect();
        assert!(bad.is_empty(), "unexpected warnings: {bad:#?}");
    }
}

// ----- helpers -----

/// Gateway intent bits, from Discord's documentation.
pub const GUILDS: u64 = 1 << 0;
pub const GUILD_MESSAGES: u64 = 1 << 9;
pub const DIRECT_MESSAGES: u64 = 1 << 12;
pub const MESSAGE_CONTENT: u64 = 1 << 15;

/// A third user, in no game.
pub const CAROL: u64 = 2002;
/// The fairness secret of every test bot (test-only configuration).
pub const SECRET: [u8; 32] = [29; 32];

pub fn config(fake: &FakeDiscord, dir: &Path) -> DiscordConfig {
    let mut host = HostConfig::discord();
    host.secrets = SecretSource::Fixed(SECRET);
    host.rate_limit = None;
    DiscordConfig {
        api_base: Some(fake.base_url()),
        data_dir: dir.to_path_buf(),
        host,
        ..DiscordConfig::new("test-token")
    }
}

/// Starts the bot on `dir` against `fake`, waits for READY number `readies` and for the
/// slash command registration, and returns the registered commands.
pub async fn start_bot_on(fake: &FakeDiscord, dir: &Path, readies: u32) -> (BotHandle, Value) {
    let bot = BotHandle::spawn(&config(fake, dir))
        .await
        .expect("the client builds");
    fake.wait_readies(readies).await;
    let registration = fake
        .expect_request(Method::PUT, |p| p == "/applications/1000/commands")
        .await;
    (bot, registration.json)
}

pub async fn start_bot(fake: &FakeDiscord, dir: &Path) -> BotHandle {
    start_bot_on(fake, dir, 1).await.0
}

pub async fn stop(bot: BotHandle) {
    tokio::time::timeout(Duration::from_secs(10), bot.stop())
        .await
        .expect("the bot stops within 10 s")
        .expect("the bot stops cleanly");
}

/// One test's world: the log capture, a fake Discord of its own, a data folder and the
/// bot running on it (the fake's methods are the scene's, by `Deref`).
pub struct Scene {
    bot: Option<BotHandle>,
    /// The configuration the bot runs with (and restarts with).
    pub config: DiscordConfig,
    /// The slash commands the bot registered when it last started.
    pub commands: Value,
    pub dir: tempfile::TempDir,
    pub fake: FakeDiscord,
    pub warnings: Warnings,
    readies: u32,
    _guard: tracing::subscriber::DefaultGuard,
}

impl Scene {
    /// Captures the logs, starts a fake and the bot on a fresh folder, and waits for its
    /// READY and its slash command registration.
    pub async fn start() -> Scene {
        Scene::start_with(|_| {}).await
    }

    /// [`Scene::start`] with the bot's configuration changed by `tweak` first.
    pub async fn start_with(tweak: impl FnOnce(&mut DiscordConfig)) -> Scene {
        let (warnings, guard) = Warnings::capture();
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("a temp dir");
        let mut config = config(&fake, dir.path());
        tweak(&mut config);
        let mut scene = Scene {
            bot: None,
            config,
            commands: Value::Null,
            dir,
            fake,
            warnings,
            readies: 0,
            _guard: guard,
        };
        scene.launch().await;
        scene
    }

    /// Spawns the bot and waits for its next READY and its command registration.
    async fn launch(&mut self) {
        let bot = BotHandle::spawn(&self.config)
            .await
            .expect("the client builds");
        self.readies += 1;
        self.fake.wait_readies(self.readies).await;
        let registration = self
            .fake
            .expect_request(Method::PUT, |p| p == "/applications/1000/commands")
            .await;
        self.commands = registration.json;
        self.bot = Some(bot);
    }

    /// The running bot.
    pub fn bot(&self) -> &BotHandle {
        self.bot.as_ref().expect("a running bot")
    }

    /// Stops the bot and starts it again on the same folder (and fake).
    pub async fn restart(&mut self) {
        stop(self.bot.take().expect("a running bot")).await;
        self.launch().await;
    }

    /// Stops the bot, leaving the logs to the test.
    pub async fn stop(mut self) {
        stop(self.bot.take().expect("a running bot")).await;
    }

    /// Stops the bot and checks its logs are clean but for lines containing one of
    /// `expected` (see [`Warnings::assert_clean`]).
    pub async fn finish(mut self, expected: &[&str]) {
        stop(self.bot.take().expect("a running bot")).await;
        self.warnings.assert_clean(expected);
    }
}

impl Deref for Scene {
    type Target = FakeDiscord;
    fn deref(&self) -> &FakeDiscord {
        &self.fake
    }
}

impl FakeDiscord {
    /// The next message the bot posts in `channel`.
    pub async fn posted_in(&self, channel: u64) -> Recorded {
        self.expect_request(Method::POST, channel_messages(channel))
            .await
    }

    /// The bot's answer (its interaction callback) to interaction `id`.
    pub async fn answer_to(&self, id: u64) -> Recorded {
        self.expect_request(Method::POST, callback_of(id)).await
    }

    /// Checks that the bot posts nothing in `channel` beyond its first `already` posts
    /// within 300 ms.
    pub async fn no_more_posts_in(&self, channel: u64, already: usize) {
        let wait = Duration::from_millis(300);
        self.expect_no_more(Method::POST, channel_messages(channel), already, wait)
            .await;
    }

    /// The `n`th game thread, once the bot posted its greeting there: (thread, greeting).
    pub async fn greeted_thread(&self, n: usize) -> (u64, Recorded) {
        let thread = self.wait_thread(n).await;
        (thread, self.posted_in(thread).await)
    }
}

pub fn channel_messages(channel: u64) -> impl Fn(&str) -> bool {
    move |p: &str| p == format!("/channels/{channel}/messages")
}

pub fn callback_of(id: u64) -> impl Fn(&str) -> bool {
    move |p: &str| p == format!("/interactions/{id}/token-{id}/callback")
}

/// Waits until the bot has read back the message id of the public answer to
/// interaction `id` (a challenge posted as a slash command's answer, whose message is
/// edited in place once answered): a player's answer comes after that.
pub async fn answer_read_back(fake: &FakeDiscord, id: u64) {
    fake.expect_request(Method::GET, |p| {
        p == format!("/webhooks/1000/token-{id}/messages/@original")
    })
    .await;
}

pub fn followup_of(id: u64) -> impl Fn(&str) -> bool {
    move |p: &str| p == format!("/webhooks/1000/token-{id}")
}

pub fn is_ephemeral(r: &Recorded) -> bool {
    let flags = r.json["flags"]
        .as_u64()
        .or_else(|| r.json["data"]["flags"].as_u64())
        .unwrap_or(0);
    flags & EPHEMERAL == EPHEMERAL
}

/// The components (buttons, menus) of a message body, or of an interaction callback's
/// `data`, row after row.
pub fn components(json: &Value) -> Vec<Value> {
    let rows = if json["components"].is_array() {
        &json["components"]
    } else {
        &json["data"]["components"]
    };
    rows.as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .collect()
}

/// The custom ids of the components of a message body (or interaction callback).
pub fn custom_ids(r: &Recorded) -> Vec<String> {
    components(&r.json)
        .iter()
        .filter_map(|c| c["custom_id"].as_str().map(str::to_string))
        .collect()
}

/// The labels of a message's buttons.
pub fn labels(r: &Recorded) -> Vec<String> {
    components(&r.json)
        .iter()
        .filter_map(|c| c["label"].as_str().map(str::to_string))
        .collect()
}

/// The option values of the select menus of a message.
pub fn menu_values(r: &Recorded) -> Vec<String> {
    components(&r.json)
        .iter()
        .flat_map(|c| c["options"].as_array().cloned().unwrap_or_default())
        .filter_map(|o| o["value"].as_str().map(str::to_string))
        .collect()
}

/// Decodes a PNG into RGB(A) pixels: (width, height, bytes per pixel, pixels).
pub fn decode_png(bytes: &[u8]) -> (usize, usize, usize, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut pixels = vec![0; reader.output_buffer_size().expect("a sane image size")];
    let info = reader.next_frame(&mut pixels).expect("PNG image data");
    let bpp = info.color_type.samples();
    pixels.truncate(info.width as usize * info.height as usize * bpp);
    (info.width as usize, info.height as usize, bpp, pixels)
}

/// The size (width, height) of the first PNG among a message's files whose name `name`
/// accepts, decoded; `None` when there is no such file.
pub fn png_size(r: &Recorded, name: impl Fn(&str) -> bool) -> Option<(usize, usize)> {
    let file = r
        .files
        .iter()
        .find(|f| f.filename.as_deref().is_some_and(&name))?;
    let (w, h, _, _) = decode_png(&file.bytes);
    Some((w, h))
}

/// The one board PNG of a message (panics if there is none or it does not decode).
pub fn board_png(r: &Recorded) -> Vec<u8> {
    let file = r
        .files
        .iter()
        .find(|f| f.filename.as_deref() == Some("board.png"))
        .unwrap_or_else(|| panic!("a board.png in {} {}", r.path, r.json));
    assert_eq!(file.content_type.as_deref(), Some("image/png"));
    let (w, h, _, _) = decode_png(&file.bytes);
    assert!(w >= 160 && h >= 160, "a real board: {w}x{h}");
    file.bytes.clone()
}

/// Says `text` as `user` in guild channel `channel`.
pub async fn say(fake: &FakeDiscord, user: u64, channel: u64, text: &str) -> u64 {
    let id = payloads::id();
    let m = payloads::with_id(
        payloads::in_channel(payloads::guild_message(user, text), channel),
        id,
    );
    fake.dispatch("MESSAGE_CREATE", m).await;
    id
}

/// A moderator (CAROL, with Manage Messages) sets the server's language by `/config
/// language`; returns once the bot answered.
pub async fn server_language(fake: &FakeDiscord, code: &str) {
    let opts = json!([{"name": "language", "type": 1, "options": [
        {"name": "language", "type": 3, "value": code},
    ]}]);
    slash(fake, 95, CAROL, CHANNEL, "config", opts, "8192").await;
    fake.expect_request(Method::POST, callback_of(95)).await;
}

/// The DM channel of `user`: the one the bot opened, or a made-up one.
pub fn dm_of(fake: &FakeDiscord, user: u64) -> u64 {
    fake.dm_channel(user).unwrap_or(8_000_000 + user)
}

/// Writes `text` to the bot in a DM from `user`.
pub async fn dm(fake: &FakeDiscord, user: u64, text: &str) {
    let channel = dm_of(fake, user);
    fake.dispatch("MESSAGE_CREATE", payloads::dm_message(user, channel, text))
        .await;
}

/// The next message the bot sends into `user`'s DM channel (once it has opened one).
pub async fn dm_post(fake: &FakeDiscord, user: u64) -> Recorded {
    let deadline = tokio::time::Instant::now() + super::TIMEOUT;
    while tokio::time::Instant::now() < deadline {
        if fake.dm_channel(user).is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let channel = fake.dm_channel(user).expect("a DM channel");
    fake.expect_request(Method::POST, channel_messages(channel))
        .await
}

/// The pixels of the middle of `square` (where a piece is drawn) in a board image.
pub fn square_middle(png_bytes: &[u8], orientation: Color, square: Square) -> Vec<u8> {
    let (w, _, bpp, px) = decode_png(png_bytes);
    let l = Layout::new(w as u32);
    let (c, r) = Layout::cell(orientation, square);
    let (x0, y0) = (c * l.sq, l.board_y + r * l.sq);
    let m = l.sq / 5;
    let mut out = Vec::new();
    for y in y0 + m..y0 + l.sq - m {
        let row = (y * w + x0 + m) * bpp;
        out.extend_from_slice(&px[row..row + (l.sq - 2 * m) * bpp]);
    }
    out
}

/// A slash command with a chosen interaction id, in `channel`.
pub async fn slash(
    fake: &FakeDiscord,
    id: u64,
    user: u64,
    channel: u64,
    name: &str,
    options: Value,
    permissions: &str,
) {
    let c = payloads::with_id(
        payloads::in_channel(
            payloads::slash_command(name, options, user, permissions),
            channel,
        ),
        id,
    );
    fake.dispatch("INTERACTION_CREATE", c).await;
}

/// Presses button `custom_id` (in guild channel `channel`, or in a DM with `dm`).
pub async fn press(
    fake: &FakeDiscord,
    id: u64,
    user: u64,
    custom_id: &str,
    channel: u64,
    dm: bool,
) {
    let d = if dm {
        payloads::button_click(custom_id, user, Some(channel))
    } else {
        payloads::in_channel(payloads::button_click(custom_id, user, None), channel)
    };
    fake.dispatch("INTERACTION_CREATE", payloads::with_id(d, id))
        .await;
}

/// Picks `value` in select menu `custom_id` (in guild channel `channel`, or a DM).
pub async fn pick(
    fake: &FakeDiscord,
    id: u64,
    user: u64,
    custom_id: &str,
    value: &str,
    channel: u64,
    dm: bool,
) {
    let d = if dm {
        payloads::string_select(custom_id, &[value], user, Some(channel))
    } else {
        payloads::in_channel(
            payloads::string_select(custom_id, &[value], user, None),
            channel,
        )
    };
    fake.dispatch("INTERACTION_CREATE", payloads::with_id(d, id))
        .await;
}

/// alice challenges bob to chess by chat (as White), bob accepts by chat: returns the
/// game's thread, once the bot greeted in it (the game is then played there).
pub async fn chess_game(fake: &FakeDiscord, threads_before: usize) -> u64 {
    say(fake, ALICE, CHANNEL, "!challenge chess <@2001> as white").await;
    let posted = fake.posted_in(CHANNEL).await;
    assert!(
        custom_ids(&posted)
            .iter()
            .any(|c| c.starts_with("ck:accept:")),
        "{}",
        posted.json
    );
    say(fake, BOB, CHANNEL, "!accept").await;
    board_png(&fake.posted_in(CHANNEL).await);
    let (thread, hello) = fake.greeted_thread(threads_before + 1).await;
    assert!(hello.content().unwrap_or_default().contains("played here"));
    thread
}

/// The move posts in `thread` so far (messages with a board).
pub fn boards_in(fake: &FakeDiscord, channel: u64) -> usize {
    fake.created_messages(channel)
        .iter()
        .filter(|m| m["attachments"].as_array().is_some_and(|a| !a.is_empty()))
        .count()
}
