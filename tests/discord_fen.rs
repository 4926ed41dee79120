//! End to end on the loopback fake Discord (issue 39): a game from a position, in English
//! by chat and in French by `/challenge … fen:`; the challenge's post carries the board of
//! the position (its PNG decoded: the pieces where the FEN puts them), a bad FEN is
//! refused privately naming the square, and the game plays to its unrated end.

mod fake_discord;

use axum::http::Method;
use chakbot::discord::{BotHandle, DiscordConfig};
use chakbot::host::{HostConfig, SecretSource};
use chakbot::render::Layout;
use chakbot::rules::{Color, Square};
use fake_discord::payloads::{self, ALICE, BOB, CHANNEL, EPHEMERAL};
use fake_discord::{FakeDiscord, Recorded};
use serde_json::{json, Value};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::layer::{Context, SubscriberExt};
use tracing_subscriber::{filter::LevelFilter, EnvFilter, Layer};

// TEMPORARY copies of tests/discord_e2e.rs helpers until the shared module lands.
// ----- log capture -----

/// WARN and ERROR lines logged on this test's thread.
#[derive(Clone, Default)]
struct Warnings(Arc<Mutex<Vec<String>>>);

struct MessageText(String);

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
    fn capture() -> (Warnings, tracing::subscriber::DefaultGuard) {
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

    fn lines(&self) -> Vec<String> {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    fn any(&self, needle: &str) -> bool {
        self.lines().iter().any(|l| l.contains(needle))
    }

    /// Neither serenity nor poise complained (an undecodable dispatch is serenity's
    /// "Unhandled error", a failed close its "awaiting close frame") and no event was
    /// unknown (our logger), except for lines containing one of `expected`.
    fn assert_clean(&self, expected: &[&str]) {
        let bad: Vec<String> = self
            .lines()
            .into_iter()
            .filter(|l| l.contains("serenity") || l.contains("poise") || l.contains("undecodable"))
            .filter(|l| !expected.iter().any(|e| l.contains(e)))
            .collect();
        assert!(bad.is_empty(), "unexpected warnings: {bad:#?}");
    }
}

/// A third user, in no game.
const CAROL: u64 = 2002;
/// The fairness secret of every test bot (test-only configuration).
const SECRET: [u8; 32] = [29; 32];

fn config(fake: &FakeDiscord, dir: &Path) -> DiscordConfig {
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
async fn start_bot_on(fake: &FakeDiscord, dir: &Path, readies: u32) -> (BotHandle, Value) {
    let bot = BotHandle::spawn(&config(fake, dir))
        .await
        .expect("the client builds");
    fake.wait_readies(readies).await;
    let registration = fake
        .expect_request(Method::PUT, |p| p == "/applications/1000/commands")
        .await;
    (bot, registration.json)
}

async fn start_bot(fake: &FakeDiscord, dir: &Path) -> BotHandle {
    start_bot_on(fake, dir, 1).await.0
}

async fn stop(bot: BotHandle) {
    tokio::time::timeout(Duration::from_secs(10), bot.stop())
        .await
        .expect("the bot stops within 10 s")
        .expect("the bot stops cleanly");
}

fn channel_messages(channel: u64) -> impl Fn(&str) -> bool {
    move |p: &str| p == format!("/channels/{channel}/messages")
}

fn callback_of(id: u64) -> impl Fn(&str) -> bool {
    move |p: &str| p == format!("/interactions/{id}/token-{id}/callback")
}

/// Waits until the bot has read back the message id of the public answer to
/// interaction `id` (a challenge posted as a slash command's answer, whose message is
/// edited in place once answered): a player's answer comes after that.
async fn answer_read_back(fake: &FakeDiscord, id: u64) {
    fake.expect_request(Method::GET, |p| {
        p == format!("/webhooks/1000/token-{id}/messages/@original")
    })
    .await;
}

fn followup_of(id: u64) -> impl Fn(&str) -> bool {
    move |p: &str| p == format!("/webhooks/1000/token-{id}")
}

fn is_ephemeral(r: &Recorded) -> bool {
    let flags = r.json["flags"]
        .as_u64()
        .or_else(|| r.json["data"]["flags"].as_u64())
        .unwrap_or(0);
    flags & EPHEMERAL == EPHEMERAL
}

/// The custom ids of the components of a message body (or interaction callback).
fn custom_ids(r: &Recorded) -> Vec<String> {
    let rows = if r.json["components"].is_array() {
        &r.json["components"]
    } else {
        &r.json["data"]["components"]
    };
    rows.as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["custom_id"].as_str().map(str::to_string))
        .collect()
}

/// The option values of the select menus of a message.
fn menu_values(r: &Recorded) -> Vec<String> {
    let rows = if r.json["components"].is_array() {
        &r.json["components"]
    } else {
        &r.json["data"]["components"]
    };
    rows.as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .flat_map(|c| c["options"].as_array().cloned().unwrap_or_default())
        .filter_map(|o| o["value"].as_str().map(str::to_string))
        .collect()
}

/// Decodes a PNG into RGB(A) pixels: (width, height, bytes per pixel, pixels).
fn decode_png(bytes: &[u8]) -> (usize, usize, usize, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut pixels = vec![0; reader.output_buffer_size().expect("a sane image size")];
    let info = reader.next_frame(&mut pixels).expect("PNG image data");
    let bpp = info.color_type.samples();
    pixels.truncate(info.width as usize * info.height as usize * bpp);
    (info.width as usize, info.height as usize, bpp, pixels)
}

/// The one board PNG of a message (panics if there is none or it does not decode).
fn board_png(r: &Recorded) -> Vec<u8> {
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
async fn say(fake: &FakeDiscord, user: u64, channel: u64, text: &str) -> u64 {
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
async fn server_language(fake: &FakeDiscord, code: &str) {
    let opts = json!([{"name": "language", "type": 1, "options": [
        {"name": "language", "type": 3, "value": code},
    ]}]);
    slash(fake, 95, CAROL, CHANNEL, "config", opts, "8192").await;
    fake.expect_request(Method::POST, callback_of(95)).await;
}

/// The DM channel of `user`: the one the bot opened, or a made-up one.
fn dm_of(fake: &FakeDiscord, user: u64) -> u64 {
    fake.dm_channel(user).unwrap_or(8_000_000 + user)
}

/// Writes `text` to the bot in a DM from `user`.
async fn dm(fake: &FakeDiscord, user: u64, text: &str) {
    let channel = dm_of(fake, user);
    fake.dispatch("MESSAGE_CREATE", payloads::dm_message(user, channel, text))
        .await;
}

/// A slash command with a chosen interaction id, in `channel`.
async fn slash(
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
async fn press(fake: &FakeDiscord, id: u64, user: u64, custom_id: &str, channel: u64, dm: bool) {
    let d = if dm {
        payloads::button_click(custom_id, user, Some(channel))
    } else {
        payloads::in_channel(payloads::button_click(custom_id, user, None), channel)
    };
    fake.dispatch("INTERACTION_CREATE", payloads::with_id(d, id))
        .await;
}

/// The next message the bot sends into `user`'s DM channel (once it has opened one).
async fn dm_post(fake: &FakeDiscord, user: u64) -> Recorded {
    let deadline = tokio::time::Instant::now() + fake_discord::TIMEOUT;
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
fn square_middle(png_bytes: &[u8], orientation: Color, square: Square) -> Vec<u8> {
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

const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";

/// The board PNG of a challenge's post shows the FEN's position, not the start: b2 and
/// c3 empty alike (a pawn stands on b2 at the start), a pawn on g7 and f7 but none on e7
/// and d7 (all four hold one at the start). Squares away from the edges, where the
/// coordinates are drawn.
fn shows_the_position(png: &[u8]) {
    let at = |name: &str| {
        let square: Square = name.parse().expect("a square");
        square_middle(png, Color::White, square)
    };
    assert!(at("b2") == at("c3"), "b2 is empty like c3");
    assert!(at("g7") != at("e7"), "a pawn on g7, none on e7");
    assert!(at("f7") != at("d7"), "a pawn on f7, none on d7");
    assert!(at("g7") != at("c3"), "a pawn on g7");
}

#[tokio::test]
async fn a_game_from_a_position_by_chat_in_english() {
    let (warnings, _guard) = Warnings::capture();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let bot = start_bot(&fake, dir.path()).await;

    // A pawn on the first rank: alice alone is told why, naming the square.
    say(
        &fake,
        ALICE,
        CHANNEL,
        "!challenge chess <@2001> fen=4k3/8/8/8/8/8/8/4KP2 w - - 0 1",
    )
    .await;
    let told = dm_post(&fake, ALICE).await;
    let text = told.content().unwrap_or_default();
    assert!(text.contains("a pawn stands on f1"), "{text}");

    say(
        &fake,
        ALICE,
        CHANNEL,
        &format!("!challenge chess <@2001> as white fen=`{MATE_IN_ONE}`"),
    )
    .await;
    let posted = fake
        .expect_request(Method::POST, channel_messages(CHANNEL))
        .await;
    let text = posted.content().unwrap_or_default();
    assert!(
        text.contains(&format!(
            "From a custom position (unrated): `{MATE_IN_ONE}`"
        )),
        "{text}"
    );
    shows_the_position(&board_png(&posted));
    let accept = custom_ids(&posted)
        .into_iter()
        .find(|c| c.starts_with("ck:accept:"))
        .expect("an accept button");
    press(&fake, 71, BOB, &accept, CHANNEL, false).await;
    fake.expect_request(Method::POST, callback_of(71)).await;
    let started = fake
        .expect_request(Method::POST, channel_messages(CHANNEL))
        .await;
    let text = started.content().unwrap_or_default();
    assert!(
        text.contains("starts from a custom position: it is unrated"),
        "{text}"
    );
    shows_the_position(&board_png(&started));
    let thread = fake.wait_thread(1).await;
    fake.expect_request(Method::POST, channel_messages(thread))
        .await;
    say(&fake, ALICE, thread, "Ra8#").await;
    let mated = fake
        .expect_request(Method::POST, channel_messages(thread))
        .await;
    let text = mated.content().unwrap_or_default();
    assert!(text.contains("checkmate"), "{text}");
    assert!(
        text.contains("custom position: it is unrated (no rating change)"),
        "{text}"
    );
    stop(bot).await;
    warnings.assert_clean(&[]);
}

#[tokio::test]
async fn a_game_from_a_position_by_slash_command_in_french() {
    let (warnings, _guard) = Warnings::capture();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let bot = start_bot(&fake, dir.path()).await;
    server_language(&fake, "fr").await;

    // A typed challenge carries no locale: alice is told in the server's French.
    say(
        &fake,
        ALICE,
        CHANNEL,
        "!défi échecs <@2001> fen=4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
    )
    .await;
    let told = dm_post(&fake, ALICE).await;
    let text = told.content().unwrap_or_default().replace('’', "'");
    assert!(
        text.contains("les noirs sont en échec alors que c'est aux blancs de jouer"),
        "{text}"
    );

    // An open challenge by the slash command's `fen` option: colours drawn at acceptance,
    // so the board names the sides.
    let options = json!([
        {"name": "ruleset", "type": 3, "value": "chess"},
        {"name": "fen", "type": 3, "value": MATE_IN_ONE},
    ]);
    slash(&fake, 81, ALICE, CHANNEL, "challenge", options, "0").await;
    let posted = fake.expect_request(Method::POST, callback_of(81)).await;
    assert!(!is_ephemeral(&posted), "{}", posted.json);
    let text = posted.json["data"]["content"].as_str().unwrap_or_default();
    assert!(
        text.contains(&format!("Depuis une position choisie (partie non classée)")),
        "{text}"
    );
    assert!(text.contains(MATE_IN_ONE), "{text}");
    shows_the_position(&board_png(&posted));
    let accept = custom_ids(&posted)
        .into_iter()
        .find(|c| c.starts_with("ck:accept:"))
        .expect("an accept button");
    answer_read_back(&fake, 81).await;
    press(&fake, 82, BOB, &accept, CHANNEL, false).await;
    fake.expect_request(Method::POST, callback_of(82)).await;
    let started = fake
        .expect_request(Method::POST, channel_messages(CHANNEL))
        .await;
    let text = started.content().unwrap_or_default().replace('\u{a0}', " ");
    assert!(
        text.contains("commence depuis une position choisie : elle n'est pas classée")
            || text.contains("commence depuis une position choisie : elle n’est pas classée"),
        "{text}"
    );
    stop(bot).await;
    warnings.assert_clean(&[]);
}
