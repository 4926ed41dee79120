//! End to end: the real serenity client, through chakbot's Discord adapter, against the
//! loopback fake Discord of `fake_discord`. One fake (own port) per test; each test runs on
//! its own single-threaded runtime, so its log capture sees everything the bot logs.

mod fake_discord;

use axum::http::Method;
use chakbot::discord::{BotHandle, DiscordConfig, Handler};
use fake_discord::payloads::{self, ALICE, ALL_PERMISSIONS, CHANNEL, EPHEMERAL};
use fake_discord::{Failure, FakeDiscord, GatewayOp, Recorded};
use serde_json::{json, Value};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::layer::{Context, SubscriberExt};
use tracing_subscriber::{filter::LevelFilter, EnvFilter, Layer};

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

// ----- helpers -----

/// Gateway intent bits, from Discord's documentation.
const GUILDS: u64 = 1 << 0;
const GUILD_MESSAGES: u64 = 1 << 9;
const DIRECT_MESSAGES: u64 = 1 << 12;
const MESSAGE_CONTENT: u64 = 1 << 15;

fn config(fake: &FakeDiscord) -> DiscordConfig {
    DiscordConfig {
        api_base: Some(fake.base_url()),
        ..DiscordConfig::new("test-token")
    }
}

/// Starts the bot against `fake` and waits until it is ready and its commands registered
/// (poise handles no event before that).
async fn start_bot(fake: &FakeDiscord) -> BotHandle {
    let bot = BotHandle::spawn(&config(fake), Handler::default())
        .await
        .expect("the client builds");
    fake.wait_ready().await;
    let registration = fake
        .expect_request(Method::PUT, |p| p == "/applications/1000/commands")
        .await;
    assert!(
        registration
            .json
            .as_array()
            .is_some_and(|cmds| cmds.iter().any(|c| c["name"] == "ping")),
        "registered: {}",
        registration.json
    );
    bot
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

fn is_callback(p: &str) -> bool {
    p.starts_with("/interactions/") && p.ends_with("/callback")
}

/// Decodes a PNG and returns its width and height.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut pixels = vec![0; reader.output_buffer_size().expect("a sane image size")];
    let info = reader.next_frame(&mut pixels).expect("PNG image data");
    (info.width, info.height)
}

/// Checks the `!ping` reply: text "pong" and one decodable 32×32 PNG named ping.png.
fn assert_pong(reply: &Recorded) {
    assert_eq!(reply.content(), Some("pong"));
    assert_eq!(reply.files.len(), 1, "one attachment");
    let file = &reply.files[0];
    assert_eq!(file.filename.as_deref(), Some("ping.png"));
    assert_eq!(file.content_type.as_deref(), Some("image/png"));
    assert_eq!(png_size(&file.bytes), (32, 32));
}

// ----- scenarios -----

#[tokio::test]
async fn ping_message_gets_a_png_reply() {
    let (warnings, _guard) = Warnings::capture();
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake).await;

    fake.dispatch("MESSAGE_CREATE", payloads::guild_message(ALICE, "!ping"))
        .await;
    let reply = fake
        .expect_request(Method::POST, channel_messages(CHANNEL))
        .await;
    assert_pong(&reply);
    assert_eq!(reply.auth.as_deref(), Some("Bot test-token"));
    assert_eq!(
        fake.identified_intents(),
        [GUILDS | GUILD_MESSAGES | DIRECT_MESSAGES | MESSAGE_CONTENT]
    );
    assert_eq!(
        reply.json["enforce_nonce"],
        json!(true),
        "sends carry a nonce"
    );
    assert!(reply.json["nonce"].is_string());

    // Other messages, and the bot's own, are not answered.
    fake.dispatch("MESSAGE_CREATE", payloads::guild_message(ALICE, "hello"))
        .await;
    let mut own = payloads::guild_message(ALICE, "!ping");
    own["author"] = json!({"id": "1000", "username": "chakbot", "bot": true});
    fake.dispatch("MESSAGE_CREATE", own).await;
    fake.expect_no_more(
        Method::POST,
        channel_messages(CHANNEL),
        1,
        Duration::from_millis(300),
    )
    .await;

    stop(bot).await;
    warnings.assert_clean(&[]);
}

#[tokio::test]
async fn slash_ping_answers_privately_with_a_button() {
    let (warnings, _guard) = Warnings::capture();
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake).await;

    let command = payloads::slash_command("ping", json!([]), ALICE, ALL_PERMISSIONS);
    let path = format!(
        "/interactions/{}/{}/callback",
        command["id"].as_str().unwrap_or_default(),
        command["token"].as_str().unwrap_or_default()
    );
    fake.dispatch("INTERACTION_CREATE", command).await;
    let callback = fake.expect_request(Method::POST, |p| p == path).await;
    assert_eq!(callback.status, 204);
    assert_eq!(callback.json["type"], json!(4), "a message response");
    let data = &callback.json["data"];
    assert_eq!(data["content"], json!("pong"));
    assert_eq!(
        data["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
        EPHEMERAL,
        "ephemeral"
    );
    let button = &data["components"][0]["components"][0];
    assert_eq!(button["type"], json!(2), "a button: {data}");
    assert_eq!(button["custom_id"], json!("ping:1"));

    stop(bot).await;
    warnings.assert_clean(&[]);
}

#[tokio::test]
async fn button_opens_a_dm_with_a_select_menu() {
    let (warnings, _guard) = Warnings::capture();
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake).await;

    fake.dispatch(
        "INTERACTION_CREATE",
        payloads::button_click("ping:1", ALICE, None),
    )
    .await;
    let open = fake
        .expect_request(Method::POST, |p| p == "/users/@me/channels")
        .await;
    assert_eq!(open.json["recipient_id"], json!(ALICE.to_string()));
    let dm = fake
        .dm_channel(ALICE)
        .expect("the fake opened a DM channel");
    let sent = fake
        .expect_request(Method::POST, channel_messages(dm))
        .await;
    assert_eq!(sent.status, 200);
    let menu = &sent.json["components"][0]["components"][0];
    assert_eq!(menu["type"], json!(3), "a string select: {}", sent.json);
    assert_eq!(menu["custom_id"], json!("ping:pick"));
    assert_eq!(menu["options"].as_array().map(Vec::len), Some(4));
    let ack = fake.expect_request(Method::POST, is_callback).await;
    assert_eq!(ack.content(), Some("I sent you a DM."));
    assert_eq!(ack.json["data"]["flags"], json!(EPHEMERAL));

    // The answer, chosen in the DM.
    let choice = payloads::string_select("ping:pick", &["queen"], ALICE, Some(dm));
    fake.dispatch("INTERACTION_CREATE", choice).await;
    let answer = fake.expect_request(Method::POST, is_callback).await;
    assert_eq!(answer.content(), Some("You picked: queen"));
    // Nothing went to the public channel.
    assert!(fake.created_messages(CHANNEL).is_empty());

    stop(bot).await;
    warnings.assert_clean(&[]);
}

#[tokio::test]
async fn closed_dms_fall_back_to_the_channel() {
    let (warnings, _guard) = Warnings::capture();
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake).await;
    fake.close_dms(ALICE);

    fake.dispatch(
        "INTERACTION_CREATE",
        payloads::button_click("ping:1", ALICE, None),
    )
    .await;
    fake.expect_request(Method::POST, |p| p == "/users/@me/channels")
        .await;
    let dm = fake
        .dm_channel(ALICE)
        .expect("the fake opened a DM channel");
    let refused = fake
        .expect_request(Method::POST, channel_messages(dm))
        .await;
    assert_eq!(refused.status, 403);
    let notice = fake
        .expect_request(Method::POST, channel_messages(CHANNEL))
        .await;
    let text = notice.content().unwrap_or_default();
    assert!(
        text.contains("<@2000>") && text.contains("can't DM"),
        "{text}"
    );
    let ack = fake.expect_request(Method::POST, is_callback).await;
    assert!(ack.content().unwrap_or_default().contains("can't DM you"));
    // A 403 is final: the DM was tried once.
    fake.expect_no_more(
        Method::POST,
        channel_messages(dm),
        1,
        Duration::from_millis(300),
    )
    .await;

    stop(bot).await;
    warnings.assert_clean(&[]);
}

#[tokio::test]
async fn refused_dm_channel_falls_back_to_the_channel() {
    let (warnings, _guard) = Warnings::capture();
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake).await;
    let refusal = Failure::Refused {
        status: 403,
        code: 50007,
    };
    fake.fail_next(Method::POST, |p| p == "/users/@me/channels", 1, refusal);

    fake.dispatch(
        "INTERACTION_CREATE",
        payloads::button_click("ping:1", ALICE, None),
    )
    .await;
    let open = fake
        .expect_request(Method::POST, |p| p == "/users/@me/channels")
        .await;
    assert_eq!(open.status, 403);
    let notice = fake
        .expect_request(Method::POST, channel_messages(CHANNEL))
        .await;
    assert!(notice.content().unwrap_or_default().contains("can't DM"));
    let ack = fake.expect_request(Method::POST, is_callback).await;
    assert!(ack.content().unwrap_or_default().contains("can't DM you"));
    fake.expect_no_more(
        Method::POST,
        |p| p == "/users/@me/channels",
        1,
        Duration::from_millis(300),
    )
    .await;

    stop(bot).await;
    warnings.assert_clean(&[]);
}

/// The bot answers `!ping` after the gateway connection is lost, exactly once.
async fn survives_gateway_drop(close_code: Option<u16>, expected_warning: &[&str]) {
    let (warnings, _guard) = Warnings::capture();
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake).await;
    fake.dispatch("MESSAGE_CREATE", payloads::guild_message(ALICE, "!ping"))
        .await;
    assert_pong(
        &fake
            .expect_request(Method::POST, channel_messages(CHANNEL))
            .await,
    );

    fake.drop_gateway(close_code);
    fake.wait_reconnected(2).await;
    // READY was s=1 and the message s=2: the client resumes from 2.
    assert_eq!(
        fake.gateway_ops(),
        [
            GatewayOp::Connected,
            GatewayOp::Identify,
            GatewayOp::Connected,
            GatewayOp::Resume { seq: 2 }
        ]
    );

    fake.dispatch("MESSAGE_CREATE", payloads::guild_message(ALICE, "!ping"))
        .await;
    assert_pong(
        &fake
            .expect_request(Method::POST, channel_messages(CHANNEL))
            .await,
    );
    fake.expect_no_more(
        Method::POST,
        channel_messages(CHANNEL),
        2,
        Duration::from_millis(300),
    )
    .await;
    assert_eq!(fake.created_messages(CHANNEL).len(), 2);

    stop(bot).await;
    warnings.assert_clean(expected_warning);
}

#[tokio::test]
async fn gateway_closed_by_discord_resumes() {
    survives_gateway_drop(Some(4000), &["Unknown unclean close 4000"]).await;
}

#[tokio::test]
async fn gateway_socket_lost_reconnects() {
    survives_gateway_drop(None, &[]).await;
}

#[tokio::test]
async fn an_event_lost_with_the_connection_is_replayed_once() {
    let (warnings, _guard) = Warnings::capture();
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake).await;

    // s=2 never reaches the client; it resumes from 1 and gets it replayed.
    fake.dispatch_lost("MESSAGE_CREATE", payloads::guild_message(ALICE, "!ping"));
    fake.drop_gateway(None);
    fake.wait_reconnected(2).await;
    assert_pong(
        &fake
            .expect_request(Method::POST, channel_messages(CHANNEL))
            .await,
    );
    assert!(fake.gateway_ops().contains(&GatewayOp::Resume { seq: 1 }));
    fake.expect_no_more(
        Method::POST,
        channel_messages(CHANNEL),
        1,
        Duration::from_millis(300),
    )
    .await;

    stop(bot).await;
    warnings.assert_clean(&[]);
}

#[tokio::test]
async fn a_duplicated_event_is_handled_once() {
    let (warnings, _guard) = Warnings::capture();
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake).await;

    let message = payloads::guild_message(ALICE, "!ping");
    fake.dispatch("MESSAGE_CREATE", message.clone()).await;
    fake.dispatch("MESSAGE_CREATE", message).await;
    let click = payloads::button_click("ping:1", ALICE, None);
    fake.dispatch("INTERACTION_CREATE", click.clone()).await;
    fake.dispatch("INTERACTION_CREATE", click).await;

    assert_pong(
        &fake
            .expect_request(Method::POST, channel_messages(CHANNEL))
            .await,
    );
    fake.expect_request(Method::POST, is_callback).await;
    fake.expect_no_more(
        Method::POST,
        channel_messages(CHANNEL),
        1,
        Duration::from_millis(300),
    )
    .await;
    assert_eq!(fake.requests_matching(&Method::POST, is_callback).len(), 1);
    assert_eq!(
        fake.requests_matching(&Method::POST, |p| p == "/users/@me/channels")
            .len(),
        1
    );

    stop(bot).await;
    warnings.assert_clean(&[]);
}

#[tokio::test]
async fn serenity_alone_does_not_retry_a_500() {
    let fake = FakeDiscord::start().await;
    let http = chakbot::discord::discord_http(&config(&fake));
    fake.fail_next(
        Method::POST,
        channel_messages(CHANNEL),
        1,
        Failure::ServerError,
    );
    let result = serenity::all::ChannelId::new(CHANNEL)
        .say(&http, "hi")
        .await;
    let err = result.expect_err("the 500 reaches the caller");
    assert!(chakbot::discord::is_transient(&err), "{err}");
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(
        fake.requests_matching(&Method::POST, channel_messages(CHANNEL))
            .len(),
        1
    );
}

/// `!ping` while the first sends fail with `failure`: retried until it succeeds, and the
/// channel gets one message. Returns the attempts recorded.
async fn ping_despite(failure: Failure, failures: u32) -> Vec<Recorded> {
    let (warnings, _guard) = Warnings::capture();
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake).await;
    fake.fail_next(Method::POST, channel_messages(CHANNEL), failures, failure);
    fake.dispatch("MESSAGE_CREATE", payloads::guild_message(ALICE, "!ping"))
        .await;
    let mut attempts = Vec::new();
    for _ in 0..=failures {
        attempts.push(
            fake.expect_request(Method::POST, channel_messages(CHANNEL))
                .await,
        );
    }
    let expected = failures as usize + 1;
    fake.expect_no_more(
        Method::POST,
        channel_messages(CHANNEL),
        expected,
        Duration::from_millis(300),
    )
    .await;
    assert_eq!(fake.created_messages(CHANNEL).len(), 1, "applied once");
    let last = attempts.last().expect("at least one attempt");
    assert_eq!(last.status, 200);
    assert_pong(last);
    let nonces: Vec<&Value> = attempts.iter().map(|a| &a.json["nonce"]).collect();
    assert!(
        nonces.iter().all(|n| *n == nonces[0]),
        "one nonce for all attempts: {nonces:?}"
    );
    assert!(warnings.any("retrying"), "the retries are logged");
    stop(bot).await;
    warnings.assert_clean(&[]);
    attempts
}

#[tokio::test]
async fn server_errors_on_send_are_retried() {
    let attempts = ping_despite(Failure::ServerError, 2).await;
    let statuses: Vec<u16> = attempts.iter().map(|a| a.status).collect();
    assert_eq!(statuses, [500, 500, 200]);
}

#[tokio::test]
async fn a_send_whose_answer_was_lost_is_not_doubled() {
    let attempts = ping_despite(Failure::AppliedThenServerError, 1).await;
    let statuses: Vec<u16> = attempts.iter().map(|a| a.status).collect();
    assert_eq!(statuses, [500, 200]);
}

#[tokio::test]
async fn rate_limited_send_is_retried() {
    let attempts = ping_despite(Failure::RateLimited, 1).await;
    let statuses: Vec<u16> = attempts.iter().map(|a| a.status).collect();
    assert_eq!(statuses, [429, 200]);
}

#[tokio::test]
async fn unknown_and_malformed_events_are_survived() {
    let (warnings, _guard) = Warnings::capture();
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake).await;

    fake.dispatch("SOME_FUTURE_EVENT", json!({"x": 1})).await;
    let mut no_author = payloads::guild_message(ALICE, "!ping");
    no_author
        .as_object_mut()
        .map(|m| m.remove("author"))
        .expect("a message object");
    fake.dispatch("MESSAGE_CREATE", no_author).await;
    fake.send_raw("{not json").await;
    fake.dispatch(
        "INTERACTION_CREATE",
        payloads::button_click("game:42:resign", ALICE, None),
    )
    .await;
    let long = "!".repeat(4000);
    fake.dispatch("MESSAGE_CREATE", payloads::guild_message(ALICE, &long))
        .await;
    fake.dispatch("MESSAGE_CREATE", payloads::guild_message(ALICE, "!ping"))
        .await;

    let stale = fake.expect_request(Method::POST, is_callback).await;
    assert_eq!(stale.content(), Some("This button no longer applies."));
    assert_pong(
        &fake
            .expect_request(Method::POST, channel_messages(CHANNEL))
            .await,
    );
    fake.expect_no_more(
        Method::POST,
        channel_messages(CHANNEL),
        1,
        Duration::from_millis(200),
    )
    .await;
    for kind in ["SOME_FUTURE_EVENT", "MESSAGE_CREATE"] {
        assert!(
            warnings.any(&format!("undecodable gateway event {kind}")),
            "{kind} logged: {:#?}",
            warnings.lines()
        );
    }
    assert!(!bot.is_finished(), "the client is still running");
    stop(bot).await;
}

#[tokio::test]
async fn unknown_route_is_a_recorded_404() {
    let fake = FakeDiscord::start().await;
    let http = chakbot::discord::discord_http(&config(&fake));
    let result = serenity::all::GuildId::new(payloads::GUILD)
        .to_partial_guild(&http)
        .await;
    assert!(result.is_err());
    let seen = fake
        .expect_request(Method::GET, |p| p == "/guilds/3000")
        .await;
    assert_eq!(seen.status, 404);
}

// ----- the `chakbot discord` process -----

fn chakbot() -> std::process::Command {
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_chakbot"));
    cmd.env_remove(chakbot::discord::TOKEN_ENV)
        .env_remove(chakbot::discord::API_BASE_ENV)
        .env("RUST_LOG", "warn");
    cmd
}

#[test]
fn discord_without_a_token_is_a_usage_error() {
    let out = chakbot().arg("discord").output().expect("chakbot runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("DISCORD_TOKEN"), "{stderr}");
    assert!(out.stdout.is_empty());
}

#[test]
fn discord_refuses_a_bad_api_base_and_shard_count() {
    let out = chakbot()
        .args(["discord", "--api-base", "localhost:80"])
        .env(chakbot::discord::TOKEN_ENV, "x")
        .output()
        .expect("chakbot runs");
    assert_eq!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = chakbot()
        .args(["discord", "--shards", "0"])
        .env(chakbot::discord::TOKEN_ENV, "x")
        .output()
        .expect("chakbot runs");
    assert_eq!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[tokio::test]
async fn the_binary_with_auto_shards_asks_for_the_shard_count() {
    let fake = FakeDiscord::start().await;
    let mut child = chakbot()
        .args([
            "discord",
            "--shards",
            "auto",
            "--no-message-content",
            "--api-base",
        ])
        .arg(fake.base_url())
        .env(chakbot::discord::TOKEN_ENV, "env-token")
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("chakbot starts");
    let asked = fake
        .expect_request(Method::GET, |p| p == "/gateway/bot")
        .await;
    assert_eq!(asked.auth.as_deref(), Some("Bot env-token"));
    fake.wait_ready().await;
    let intents = fake.identified_intents();
    assert_eq!(intents, [GUILDS | GUILD_MESSAGES | DIRECT_MESSAGES]);
    let _ = child.kill();
    let _ = child.wait();
}

#[tokio::test]
async fn the_binary_answers_through_the_fake_and_stops_on_sigterm() {
    let fake = FakeDiscord::start().await;
    let dir = std::env::temp_dir().join(format!(
        "chakbot-e2e-{}-{}",
        std::process::id(),
        payloads::id()
    ));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let token_file = dir.join("token.toml");
    std::fs::write(&token_file, "# test\ntoken = \"file-token\"\n").expect("writing the token");
    let mut child = chakbot()
        .arg("discord")
        .arg("--config")
        .arg(&token_file)
        .arg("--data")
        .arg(dir.join("data"))
        .env(chakbot::discord::API_BASE_ENV, fake.base_url())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("chakbot starts");

    fake.wait_ready().await;
    fake.expect_request(Method::PUT, |p| p.ends_with("/commands"))
        .await;
    fake.dispatch("MESSAGE_CREATE", payloads::guild_message(ALICE, "!ping"))
        .await;
    let reply = fake
        .expect_request(Method::POST, channel_messages(CHANNEL))
        .await;
    assert_pong(&reply);
    assert_eq!(reply.auth.as_deref(), Some("Bot file-token"));

    let killed = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = child.try_wait().expect("waiting for chakbot") {
            break status;
        }
        if tokio::time::Instant::now() > deadline {
            let _ = child.kill();
            panic!("chakbot did not stop within 10 s of SIGTERM");
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    let _ = std::fs::remove_dir_all(&dir);
    let stderr = child
        .wait_with_output()
        .map(|o| String::from_utf8_lossy(&o.stderr).into_owned())
        .unwrap_or_default();
    assert!(
        status.success(),
        "exit status after SIGTERM: {status}; stderr: {stderr}"
    );
    assert!(
        !stderr.contains("WARN") && !stderr.contains("ERROR"),
        "a clean run and shutdown: {stderr}"
    );
}
