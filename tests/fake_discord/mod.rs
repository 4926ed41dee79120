//! A fake Discord on loopback for end-to-end tests: REST under `/api/v10/…` and the gateway
//! at `/gateway`, on one random port, enough for the real serenity 0.12.5 client (see
//! the design note FAKE-DISCORD.md). It records every REST call, answers with valid
//! JSON, can drop the gateway or fail chosen calls, and builds the dispatch payloads.
//!
//! Use one `FakeDiscord` per test: tests stay independent and can run in parallel.
#![allow(dead_code)] // Each test binary uses a different part of this support module.

pub mod bot;
pub mod payloads;
pub mod strict;

use axum::extract::ws::{CloseFrame, Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{header, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{json, Value};
use std::collections::{BTreeSet, HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use strict::{Shown, Strict};
use tokio::sync::mpsc;

/// The application id, which is also the bot's user id.
pub const APP_ID: u64 = 1000;
/// The bot's user name.
pub const BOT_NAME: &str = "chakbot";
/// How long `expect_request`, `wait_ready` and friends wait before failing the test.
pub const TIMEOUT: Duration = Duration::from_secs(15);

/// One file of a multipart request.
#[derive(Debug, Clone)]
pub struct RecordedFile {
    /// The form field, such as `files[0]`.
    pub field: String,
    pub filename: Option<String>,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

/// One REST call the bot made, and the status the fake answered.
#[derive(Debug, Clone)]
pub struct Recorded {
    pub method: Method,
    /// The path after `/api/v10`, such as `/channels/4000/messages`.
    pub path: String,
    pub query: Option<String>,
    pub auth: Option<String>,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub json: Value,
    pub files: Vec<RecordedFile>,
    pub status: u16,
    /// When the call arrived.
    pub at: std::time::Instant,
}

impl Recorded {
    /// The `content` field of the body (`data.content` for interaction callbacks).
    pub fn content(&self) -> Option<&str> {
        self.json["content"]
            .as_str()
            .or_else(|| self.json["data"]["content"].as_str())
    }
}

/// How the fake fails a chosen REST call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Failure {
    /// 500 with a JSON error body; nothing is applied.
    ServerError,
    /// The message is created (and its nonce remembered) but the answer is a 500, as when
    /// Discord's answer is lost.
    AppliedThenServerError,
    /// 429 as Discord sends it: [`RATE_LIMIT_RETRY_AFTER`] in the body's `retry_after`
    /// and the `Retry-After` / `X-RateLimit-*` headers.
    RateLimited,
    /// A Discord JSON error with this status and code, such as 403 / 50007 (cannot send
    /// messages to this user) on `POST /users/@me/channels`.
    Refused { status: u16, code: u32 },
}

struct FailRule {
    method: Method,
    path: Box<dyn Fn(&str) -> bool + Send + Sync>,
    remaining: u32,
    failure: Failure,
}

/// What the client sent on the gateway, in order (heartbeats left out).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GatewayOp {
    /// A new socket was opened (HELLO sent).
    Connected,
    Identify,
    Resume {
        seq: u64,
    },
}

enum Outbound {
    Frame(String),
    Close(Option<u16>),
}

struct Live {
    conn: u64,
    tx: mpsc::UnboundedSender<Outbound>,
}

#[derive(Default)]
struct Inner {
    requests: Vec<Recorded>,
    taken: Vec<bool>,
    fail_rules: Vec<FailRule>,
    closed_dms: Vec<u64>,
    dm_channels: HashMap<u64, u64>,
    /// Messages created through REST: (channel, message JSON).
    created: Vec<(u64, Value)>,
    /// Threads opened from a message: (parent channel, thread id).
    threads: Vec<(u64, u64)>,
    /// Public original responses to interactions, by token: (channel, message id).
    originals: HashMap<String, (u64, u64)>,
    /// Edits of the bot's messages: (channel, message id, request JSON).
    edits: Vec<(u64, u64, Value)>,
    /// Messages deleted by the bot: (channel, message id).
    deleted: Vec<(u64, u64)>,
    /// Users' messages dispatched (MESSAGE_CREATE): (channel, message id).
    typed: HashSet<(u64, u64)>,
    /// The bot's reactions: (channel, message id, emoji).
    reactions: Vec<(u64, u64, String)>,
    nonces: HashMap<String, Value>,
    gateway_ops: Vec<GatewayOp>,
    intents: Vec<u64>,
    live: Option<Live>,
    session: Option<String>,
    /// Dispatches of the current session (seq, frame), replayed on RESUME.
    sent: Vec<(u64, String)>,
    seq: u64,
    readies: u32,
    connections: u64,
    strict: Strict,
    /// How many shards the bot must use (0 means 1) and how many identifies a 5 s window
    /// allows per bucket (`max_concurrency`, 0 means 1).
    shard_total: u32,
    max_concurrency: u32,
    /// Whether identifies are paced (only on a fake started with `start_sharded`: other
    /// tests restart bots at once on one fake).
    paced: bool,
    /// Accepted identifies: (shard, when).
    identifies: Vec<(u32, std::time::Instant)>,
    /// Identifies refused for breaking the pacing: (shard, time since the bucket's last).
    pacing_violations: Vec<(u32, Duration)>,
    /// The live connections of shards 1 and up (shard 0 is `live`), with their last
    /// sequence number. They do not resume: a RESUME gets an invalid session.
    shards: HashMap<u32, (Live, u64)>,
}

impl Inner {
    fn total(&self) -> u32 {
        self.shard_total.max(1)
    }

    /// The shard an event goes to: its server's by Discord's formula, else 0 (DMs).
    fn shard_for(&self, d: &Value) -> u32 {
        let guild = d["guild_id"].as_str().and_then(|g| g.parse::<u64>().ok());
        guild.map_or(0, |g| ((g >> 22) % u64::from(self.total())) as u32)
    }

    fn is_live(&self, shard: u32) -> bool {
        if shard == 0 {
            self.live.is_some()
        } else {
            self.shards.contains_key(&shard)
        }
    }
}

/// Discord's window for identifies of one bucket.
pub const IDENTIFY_WINDOW: Duration = Duration::from_secs(5);

struct Shared {
    addr: SocketAddr,
    next_id: AtomicU64,
    inner: Mutex<Inner>,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A test that panicked while holding the lock fails anyway; keep serving.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }
}

/// The fake Discord server of one test.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
    }
}

impl FakeDiscord {
    /// Starts the server with `total` shards recommended (and required: an identify with
    /// another shard count is closed with 4010) and `max_concurrency` identify buckets.
    pub async fn start_sharded(total: u32, max_concurrency: u32) -> FakeDiscord {
        let fake = FakeDiscord::start().await;
        {
            let mut inner = fake.shared.lock();
            inner.shard_total = total;
            inner.max_concurrency = max_concurrency;
            inner.paced = true;
        }
        fake
    }

    /// Every accepted identify: (shard, when).
    pub fn identifies(&self) -> Vec<(u32, std::time::Instant)> {
        self.shared.lock().identifies.clone()
    }

    /// Identifies refused because their bucket had one less than 5 s before.
    pub fn pacing_violations(&self) -> Vec<(u32, Duration)> {
        self.shared.lock().pacing_violations.clone()
    }

    /// Waits until `shard` has a live connection (READY sent on it).
    pub async fn wait_shard_live(&self, shard: u32) {
        self.wait_for(&format!("shard {shard} to be live"), |i| i.is_live(shard))
            .await;
    }

    /// Whether `shard` has a live connection now.
    pub fn is_shard_live(&self, shard: u32) -> bool {
        self.shared.lock().is_live(shard)
    }

    /// Drops the live connection of `shard` (1 and up), as when its process dies.
    pub fn drop_shard(&self, shard: u32) {
        if let Some((live, _)) = self.shared.lock().shards.remove(&shard) {
            let _ = live.tx.send(Outbound::Close(None));
        }
    }

    /// Starts the server on `127.0.0.1` on a free port.
    pub async fn start() -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("binding a loopback port");
        let addr = listener.local_addr().expect("bound address");
        let shared = Arc::new(Shared {
            addr,
            next_id: AtomicU64::new(900_000),
            inner: Mutex::new(Inner::default()),
        });
        let app = Router::new()
            .route("/gateway", get(gateway))
            .fallback(rest)
            .with_state(shared.clone());
        let server = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        FakeDiscord { shared, server }
    }

    /// The URL to give the bot as `api_base` (no `/api/v10`).
    pub fn base_url(&self) -> String {
        format!("http://{}", self.shared.addr)
    }

    /// Waits until READY has been sent `n` times in all (1 = the first connection).
    pub async fn wait_readies(&self, n: u32) {
        self.wait_for(&format!("READY number {n}"), |i| i.readies >= n)
            .await;
    }

    /// Waits for the first READY.
    pub async fn wait_ready(&self) {
        self.wait_readies(1).await;
    }

    /// Waits until `pred` holds on the fake's state, or panics after [`TIMEOUT`].
    async fn wait_for(&self, what: &str, pred: impl Fn(&Inner) -> bool) {
        let deadline = tokio::time::Instant::now() + TIMEOUT;
        loop {
            if pred(&self.shared.lock()) {
                return;
            }
            if tokio::time::Instant::now() > deadline {
                panic!("fake Discord: timed out waiting for {what}");
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Sends a dispatch (`op` 0) with the next sequence number on the live gateway
    /// connection, waiting for one (READY or RESUMED sent) if the client is reconnecting.
    /// With several shards, an event of a server goes to that server's shard, others (DMs)
    /// to shard 0.
    ///
    /// A press of a button the bot shows only disabled panics: Discord sends no such
    /// interaction (see [`FakeDiscord::dispatch_raced`] for a press made before an edit).
    pub async fn dispatch(&self, event: &str, d: Value) {
        self.check_press(event, &d);
        self.dispatch_unchecked(event, d).await;
    }

    /// [`FakeDiscord::dispatch`] of a button pressed on a client that had not yet received
    /// the edit that disabled it (two people pressing at once): Discord sends that one.
    pub async fn dispatch_raced(&self, event: &str, d: Value) {
        self.dispatch_unchecked(event, d).await;
    }

    /// Whether a button with `custom_id` can be pressed now (`None`: never shown).
    pub fn pressable(&self, custom_id: &str) -> Option<bool> {
        self.shared.lock().strict.pressable(custom_id)
    }

    fn check_press(&self, event: &str, d: &Value) {
        if event == "MESSAGE_CREATE" {
            let channel: u64 = d["channel_id"]
                .as_str()
                .and_then(|c| c.parse().ok())
                .unwrap_or(0);
            let author: u64 = d["author"]["id"]
                .as_str()
                .and_then(|c| c.parse().ok())
                .unwrap_or(0);
            let id: u64 = d["id"].as_str().and_then(|c| c.parse().ok()).unwrap_or(0);
            self.shared.lock().typed.insert((channel, id));
            if let Some(members) = self.shared.lock().strict.private_threads.get(&channel) {
                assert!(
                    members.contains(&author),
                    "fake Discord: {author} is not a member of private thread {channel}; \
                     they cannot write there"
                );
            }
            return;
        }
        if event != "INTERACTION_CREATE" || d["type"] != json!(3) {
            return;
        }
        if d["data"]["component_type"] != json!(2) {
            return;
        }
        let id = d["data"]["custom_id"].as_str().unwrap_or_default();
        assert_ne!(
            self.pressable(id),
            Some(false),
            "fake Discord: the button {id} is disabled on every message showing it; \
             Discord sends no press of it"
        );
    }

    async fn dispatch_unchecked(&self, event: &str, d: Value) {
        let shard = self.shared.lock().shard_for(&d);
        if shard != 0 {
            return self.dispatch_on(shard, event, d).await;
        }
        self.wait_for("a live gateway connection", |i| i.live.is_some())
            .await;
        let mut inner = self.shared.lock();
        if event == "INTERACTION_CREATE" {
            inner.strict.register(&d);
        }
        inner.push_dispatch(event, d);
    }

    /// Sends a dispatch on the live connection of `shard` (1 and up), waiting for one.
    async fn dispatch_on(&self, shard: u32, event: &str, d: Value) {
        self.wait_shard_live(shard).await;
        let mut inner = self.shared.lock();
        if event == "INTERACTION_CREATE" {
            inner.strict.register(&d);
        }
        if let Some((live, seq)) = inner.shards.get_mut(&shard) {
            *seq += 1;
            let frame = json!({"op": 0, "s": *seq, "t": event, "d": d}).to_string();
            let _ = live.tx.send(Outbound::Frame(frame));
        }
    }

    /// Records a dispatch with the next sequence number as sent, without sending it: as if
    /// it was lost with the connection. A RESUME from before it replays it.
    pub fn dispatch_lost(&self, event: &str, d: Value) {
        let mut inner = self.shared.lock();
        if event == "INTERACTION_CREATE" {
            inner.strict.register(&d);
        }
        inner.seq += 1;
        let seq = inner.seq;
        let frame = json!({"op": 0, "s": seq, "t": event, "d": d}).to_string();
        inner.sent.push((seq, frame));
    }

    /// Sends a raw text frame as is (for malformed-input tests).
    pub async fn send_raw(&self, frame: &str) {
        self.wait_for("a live gateway connection", |i| i.live.is_some())
            .await;
        if let Some(live) = &self.shared.lock().live {
            let _ = live.tx.send(Outbound::Frame(frame.to_string()));
        }
    }

    /// Drops the live gateway connection: with a close frame of that code, or (`None`) by
    /// closing the socket without one. The session stays resumable.
    pub fn drop_gateway(&self, close_code: Option<u16>) {
        let mut inner = self.shared.lock();
        if let Some(live) = inner.live.take() {
            let _ = live.tx.send(Outbound::Close(close_code));
        }
    }

    /// The members of private thread `thread` (`None`: not a private thread).
    pub fn thread_members(&self, thread: u64) -> Option<BTreeSet<u64>> {
        self.shared
            .lock()
            .strict
            .private_threads
            .get(&thread)
            .cloned()
    }

    /// The private threads opened so far, each with its parent channel, in order.
    pub fn private_threads(&self) -> Vec<(u64, u64)> {
        let inner = self.shared.lock();
        inner
            .threads
            .iter()
            .filter(|(_, t)| inner.strict.private_threads.contains_key(t))
            .copied()
            .collect()
    }

    /// The gateway operations received so far.
    pub fn gateway_ops(&self) -> Vec<GatewayOp> {
        self.shared.lock().gateway_ops.clone()
    }

    /// The `intents` of every IDENTIFY so far.
    pub fn identified_intents(&self) -> Vec<u64> {
        self.shared.lock().intents.clone()
    }

    /// Waits until at least `connections` gateway sockets have been opened and one is live
    /// (READY or RESUMED sent on it).
    pub async fn wait_reconnected(&self, connections: u64) {
        self.wait_for("the client to reconnect", |i| {
            i.connections >= connections && i.live.is_some()
        })
        .await;
    }

    /// Makes the next `n` calls of `method` on a path matching `path` fail.
    pub fn fail_next(
        &self,
        method: Method,
        path: impl Fn(&str) -> bool + Send + Sync + 'static,
        n: u32,
        failure: Failure,
    ) {
        self.shared.lock().fail_rules.push(FailRule {
            method,
            path: Box::new(path),
            remaining: n,
            failure,
        });
    }

    /// Closes the DMs of `user`: messages sent into their DM channel fail with 403, code
    /// 50007, as on Discord (opening the DM channel itself still works).
    pub fn close_dms(&self, user: u64) {
        self.shared.lock().closed_dms.push(user);
    }

    /// Every REST call so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.shared.lock().requests.clone()
    }

    /// The REST calls so far matching `method` and `path`.
    pub fn requests_matching(&self, method: &Method, path: impl Fn(&str) -> bool) -> Vec<Recorded> {
        self.requests()
            .into_iter()
            .filter(|r| r.method == method && path(&r.path))
            .collect()
    }

    /// The messages created in `channel` through REST, once each (a nonce-deduplicated
    /// retry does not count twice).
    pub fn created_messages(&self, channel: u64) -> Vec<Value> {
        self.shared
            .lock()
            .created
            .iter()
            .filter(|(c, _)| *c == channel)
            .map(|(_, m)| m.clone())
            .collect()
    }

    /// The edits of the bot's messages in `channel` so far: (message id, request JSON).
    pub fn edits(&self, channel: u64) -> Vec<(u64, Value)> {
        self.shared
            .lock()
            .edits
            .iter()
            .filter(|(c, _, _)| *c == channel)
            .map(|(_, id, j)| (*id, j.clone()))
            .collect()
    }

    /// The messages the bot deleted so far: (channel, message id).
    pub fn deleted(&self) -> Vec<(u64, u64)> {
        self.shared.lock().deleted.clone()
    }

    /// The bot's reactions in `channel`: (message id, emoji).
    pub fn reactions(&self, channel: u64) -> Vec<(u64, String)> {
        let inner = self.shared.lock();
        inner
            .reactions
            .iter()
            .filter(|r| r.0 == channel)
            .map(|r| (r.1, r.2.clone()))
            .collect()
    }

    /// The threads opened so far: (parent channel, thread id).
    pub fn threads(&self) -> Vec<(u64, u64)> {
        self.shared.lock().threads.clone()
    }

    /// Waits for the `n`th thread (1-based) and returns its id.
    pub async fn wait_thread(&self, n: usize) -> u64 {
        self.wait_for("a thread", |i| i.threads.len() >= n).await;
        self.shared.lock().threads[n - 1].1
    }

    /// The DM channel the bot opened with `user`, if any.
    pub fn dm_channel(&self, user: u64) -> Option<u64> {
        self.shared.lock().dm_channels.get(&user).copied()
    }

    /// Waits for the first call not yet taken by an earlier `expect_request` that matches
    /// `method` and `path` (other calls are left for later), marks it taken and returns it.
    /// Panics after [`TIMEOUT`], listing the calls seen.
    pub async fn expect_request(&self, method: Method, path: impl Fn(&str) -> bool) -> Recorded {
        let deadline = tokio::time::Instant::now() + TIMEOUT;
        loop {
            {
                let mut inner = self.shared.lock();
                let found = (0..inner.requests.len()).find(|&k| {
                    !inner.taken[k]
                        && inner.requests[k].method == method
                        && path(&inner.requests[k].path)
                });
                if let Some(k) = found {
                    inner.taken[k] = true;
                    return inner.requests[k].clone();
                }
            }
            if tokio::time::Instant::now() > deadline {
                let seen: Vec<String> = self
                    .requests()
                    .iter()
                    .map(|r| format!("{} {} -> {}", r.method, r.path, r.status))
                    .collect();
                panic!("fake Discord: no {method} request matched; seen: {seen:#?}");
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Checks that no call matching `method` and `path`, beyond the first `already` ones,
    /// arrives within `wait`.
    pub async fn expect_no_more(
        &self,
        method: Method,
        path: impl Fn(&str) -> bool,
        already: usize,
        wait: Duration,
    ) {
        tokio::time::sleep(wait).await;
        let n = self.requests_matching(&method, &path).len();
        assert_eq!(
            n,
            already,
            "unexpected extra {method} requests: {:#?}",
            self.requests()
        );
    }

    /// Denies the bot the permissions `bits` (see [`strict`]) in `channel` and its threads,
    /// by an overwrite the gateway reports (CHANNEL_UPDATE).
    pub fn deny(&self, channel: u64, bits: u64) {
        let mut inner = self.shared.lock();
        *inner.strict.denied.entry(channel).or_insert(0) |= bits;
        inner.report_channel(channel);
    }

    /// [`FakeDiscord::deny`] with the CHANNEL_UPDATE not yet sent: as if the change were
    /// still on its way to the bot, which only learns it from a refusal.
    pub fn deny_unreported(&self, channel: u64, bits: u64) {
        *self.shared.lock().strict.denied.entry(channel).or_insert(0) |= bits;
    }

    /// Gives back every permission denied in `channel` (CHANNEL_UPDATE).
    pub fn allow_all(&self, channel: u64) {
        let mut inner = self.shared.lock();
        inner.strict.denied.remove(&channel);
        inner.report_channel(channel);
    }

    /// Refuses the privileged message-content intent, as Discord does when it is not
    /// enabled in the developer portal: IDENTIFY asking for it is closed with 4014.
    pub fn refuse_message_content(&self) {
        self.shared.lock().strict.no_message_content = true;
    }

    /// Makes interaction `id` unusable, as if its time had run out: its initial response
    /// gets 404 / 10062, its follow-ups 401 / 50027.
    pub fn expire_interaction(&self, id: u64) {
        let mut inner = self.shared.lock();
        inner.strict.expired_ids.insert(id);
        for i in inner.strict.interactions.values_mut() {
            if i.id == id {
                i.expired = true;
            }
        }
    }

    /// The type of the initial response interaction `id` got (4 message, 5 deferred
    /// message, 6 deferred update, 8 autocompletion), if any.
    pub fn initial_response(&self, id: u64) -> Option<u64> {
        let inner = self.shared.lock();
        inner
            .strict
            .interactions
            .values()
            .find(|i| i.id == id)
            .and_then(|i| i.answered)
    }

    /// The message id of interaction `id`'s original response (its public answer), once
    /// it was posted.
    pub fn original_message(&self, id: u64) -> Option<u64> {
        let inner = self.shared.lock();
        inner.originals.get(&format!("token-{id}")).map(|&(_, m)| m)
    }

    /// Every message someone could see so far, with who could see it.
    pub fn shown(&self) -> Vec<Shown> {
        self.shared.lock().strict.shown.clone()
    }

    /// Waits until a shown message satisfies `pred`, and returns it.
    pub async fn wait_shown(&self, what: &str, pred: impl Fn(&Shown) -> bool) -> Shown {
        self.wait_for(what, |i| i.strict.shown.iter().any(&pred))
            .await;
        let inner = self.shared.lock();
        inner
            .strict
            .shown
            .iter()
            .find(|s| pred(s))
            .cloned()
            .expect("just seen")
    }

    /// A fresh snowflake id (for payload builders).
    pub fn id(&self) -> u64 {
        self.shared.id()
    }
}

// ----- gateway -----

async fn gateway(ws: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> Response {
    ws.on_upgrade(move |socket| gateway_session(socket, shared))
}

async fn gateway_session(mut socket: WebSocket, shared: Arc<Shared>) {
    let (tx, mut rx) = mpsc::unbounded_channel();
    let conn = {
        let mut inner = shared.lock();
        inner.connections += 1;
        inner.gateway_ops.push(GatewayOp::Connected);
        inner.connections
    };
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}});
    if socket.send(text(hello.to_string())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            out = rx.recv() => match out {
                Some(Outbound::Frame(frame)) => {
                    if socket.send(text(frame)).await.is_err() {
                        break;
                    }
                }
                Some(Outbound::Close(Some(code))) => {
                    let frame = CloseFrame { code, reason: "fake drop".into() };
                    let _ = socket.send(WsMessage::Close(Some(frame))).await;
                    break;
                }
                Some(Outbound::Close(None)) | None => break,
            },
            incoming = socket.recv() => match incoming {
                Some(Ok(WsMessage::Text(t))) => {
                    let Ok(v) = serde_json::from_str::<Value>(t.as_str()) else { continue };
                    for frame in on_client_op(&shared, conn, &tx, &v) {
                        if socket.send(text(frame)).await.is_err() {
                            break;
                        }
                    }
                }
                // The websocket answers a Close itself; reading on lets it do so.
                None | Some(Err(_)) => break,
                Some(Ok(_)) => {}
            },
        }
    }
    let mut inner = shared.lock();
    if inner.live.as_ref().is_some_and(|l| l.conn == conn) {
        inner.live = None;
    }
    inner.shards.retain(|_, (l, _)| l.conn != conn);
}

fn text(s: String) -> WsMessage {
    WsMessage::Text(s.into())
}

/// Handles one client frame; returns the frames to send back, in order.
fn on_client_op(
    shared: &Shared,
    conn: u64,
    tx: &mpsc::UnboundedSender<Outbound>,
    v: &Value,
) -> Vec<String> {
    let mut inner = shared.lock();
    match v["op"].as_u64() {
        Some(1) => vec![json!({"op": 11}).to_string()],
        Some(2) => {
            inner.gateway_ops.push(GatewayOp::Identify);
            let intents = v["d"]["intents"].as_u64().unwrap_or(0);
            inner.intents.push(intents);
            if inner.strict.no_message_content && intents & (1 << 15) != 0 {
                let _ = tx.send(Outbound::Close(Some(4014)));
                return Vec::new();
            }
            let shard = v["d"]["shard"][0].as_u64().unwrap_or(0) as u32;
            let total = v["d"]["shard"][1].as_u64().unwrap_or(1) as u32;
            if total != inner.total() || shard >= total {
                // Invalid shard.
                let _ = tx.send(Outbound::Close(Some(4010)));
                return Vec::new();
            }
            // One identify per bucket per 5 s; Discord invalidates the session otherwise.
            let buckets = inner.max_concurrency.max(1);
            let now = std::time::Instant::now();
            let last = inner
                .identifies
                .iter()
                .filter(|(s, _)| s % buckets == shard % buckets)
                .map(|(_, at)| *at)
                .max();
            let gap = last.map(|at| now - at).filter(|g| *g < IDENTIFY_WINDOW);
            if let Some(gap) = gap.filter(|_| inner.paced) {
                inner.pacing_violations.push((shard, gap));
                return vec![json!({"op": 9, "d": false}).to_string()];
            }
            inner.identifies.push((shard, now));
            if shard != 0 {
                inner.readies += 1;
                inner.shards.insert(
                    shard,
                    (
                        Live {
                            conn,
                            tx: tx.clone(),
                        },
                        1,
                    ),
                );
                let ws_url = format!("ws://{}/gateway", shared.addr);
                return vec![json!({"op": 0, "s": 1, "t": "READY", "d": {
                    "v": 10,
                    "user": {"id": APP_ID.to_string(), "username": BOT_NAME, "bot": true},
                    "guilds": [],
                    "session_id": format!("session-{}", shared.id()),
                    "resume_gateway_url": ws_url,
                    "shard": [shard, total],
                    "application": {"id": APP_ID.to_string(), "flags": 0},
                }})
                .to_string()];
            }
            let session = format!("session-{}", shared.id());
            inner.session = Some(session.clone());
            inner.sent.clear();
            inner.seq = 1;
            inner.readies += 1;
            inner.live = Some(Live {
                conn,
                tx: tx.clone(),
            });
            let ws_url = format!("ws://{}/gateway", shared.addr);
            let ready = json!({"op": 0, "s": 1, "t": "READY", "d": {
                "v": 10,
                "user": {"id": APP_ID.to_string(), "username": BOT_NAME, "bot": true},
                "guilds": [{"id": payloads::GUILD.to_string(), "unavailable": true}],
                "session_id": session,
                "resume_gateway_url": ws_url,
                "shard": [0, total],
                "application": {"id": APP_ID.to_string(), "flags": 0},
            }});
            // The server follows, as Discord sends it once the session is ready.
            inner.seq = 2;
            let guild =
                json!({"op": 0, "s": 2, "t": "GUILD_CREATE", "d": inner.guild()}).to_string();
            inner.sent.push((2, guild.clone()));
            vec![ready.to_string(), guild]
        }
        Some(6) => {
            let seq = v["d"]["seq"].as_u64().unwrap_or(0);
            inner.gateway_ops.push(GatewayOp::Resume { seq });
            if v["d"]["session_id"].as_str() != inner.session.as_deref() {
                return vec![json!({"op": 9, "d": false}).to_string()];
            }
            let mut frames: Vec<String> = inner
                .sent
                .iter()
                .filter(|(s, _)| *s > seq)
                .map(|(_, f)| f.clone())
                .collect();
            inner.seq += 1;
            frames.push(json!({"op": 0, "s": inner.seq, "t": "RESUMED", "d": {}}).to_string());
            inner.live = Some(Live {
                conn,
                tx: tx.clone(),
            });
            frames
        }
        _ => Vec::new(),
    }
}

// ----- REST -----

async fn rest(State(shared): State<Arc<Shared>>, req: Request) -> Response {
    let method = req.method().clone();
    let full_path = req.uri().path().to_string();
    let query = req.uri().query().map(str::to_string);
    let auth = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|h| h.to_str().ok())
        .map(str::to_string);
    let is_multipart = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|h| h.to_str().ok())
        .is_some_and(|c| c.starts_with("multipart/form-data"));
    let (json, files) = if is_multipart {
        read_multipart(req).await
    } else {
        let bytes = axum::body::to_bytes(req.into_body(), 64 << 20)
            .await
            .unwrap_or_default();
        (
            serde_json::from_slice(&bytes).unwrap_or(Value::Null),
            Vec::new(),
        )
    };
    let path = full_path
        .strip_prefix("/api/v10")
        .unwrap_or(&full_path)
        .to_string();
    let mut record = Recorded {
        method,
        path,
        query,
        auth,
        json,
        files,
        status: 0,
        at: std::time::Instant::now(),
    };
    let (status, body) = answer(&shared, &record);
    record.status = status.as_u16();
    let mut inner = shared.lock();
    inner.requests.push(record);
    inner.taken.push(false);
    drop(inner);
    match (status, body) {
        (StatusCode::TOO_MANY_REQUESTS, Some(body)) => {
            // As Discord answers a per-route 429 (seconds, fractional in the body and the
            // reset-after header, whole in `Retry-After`).
            let after = format!("{RATE_LIMIT_RETRY_AFTER}");
            let whole = format!("{}", RATE_LIMIT_RETRY_AFTER.ceil());
            let headers = [
                ("retry-after", whole),
                ("x-ratelimit-limit", "5".to_string()),
                ("x-ratelimit-remaining", "0".to_string()),
                ("x-ratelimit-reset-after", after),
                ("x-ratelimit-bucket", "fake-bucket".to_string()),
                ("x-ratelimit-scope", "user".to_string()),
            ];
            let mut response = (status, Json(body)).into_response();
            for (name, value) in headers {
                if let Ok(value) = axum::http::HeaderValue::from_str(&value) {
                    response.headers_mut().insert(name, value);
                }
            }
            response
        }
        (status, Some(body)) => (status, Json(body)).into_response(),
        (status, None) => status.into_response(),
    }
}

async fn read_multipart(req: Request) -> (Value, Vec<RecordedFile>) {
    let mut json = Value::Null;
    let mut files = Vec::new();
    let Ok(mut form) = Multipart::from_request(req, &()).await else {
        return (json, files);
    };
    while let Ok(Some(field)) = form.next_field().await {
        let name = field.name().unwrap_or_default().to_string();
        let filename = field.file_name().map(str::to_string);
        let content_type = field.content_type().map(str::to_string);
        let bytes = field.bytes().await.map(|b| b.to_vec()).unwrap_or_default();
        if name == "payload_json" {
            json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        } else {
            files.push(RecordedFile {
                field: name,
                filename,
                content_type,
                bytes,
            });
        }
    }
    (json, files)
}

fn error_body(message: &str, code: u32) -> Value {
    json!({"message": message, "code": code})
}

/// The `retry_after` (seconds) of the fake's 429s.
pub const RATE_LIMIT_RETRY_AFTER: f64 = 0.8;

/// The answer to one REST call: status and JSON body (`None`: empty body).
fn answer(shared: &Shared, req: &Recorded) -> (StatusCode, Option<Value>) {
    let failure = take_failure(shared, req);
    match failure {
        Some(Failure::ServerError) => {
            return (
                StatusCode::INTERNAL_SERVER_ERROR,
                Some(error_body("500: Internal Server Error", 0)),
            )
        }
        Some(Failure::RateLimited) => {
            return (
                StatusCode::TOO_MANY_REQUESTS,
                Some(json!({"message": "You are being rate limited.",
                            "retry_after": RATE_LIMIT_RETRY_AFTER, "global": false, "code": 0})),
            )
        }
        Some(Failure::Refused { status, code }) => {
            let status = StatusCode::from_u16(status).unwrap_or(StatusCode::BAD_REQUEST);
            return (status, Some(error_body("Refused by the fake", code)));
        }
        Some(Failure::AppliedThenServerError) | None => {}
    }
    if req
        .files
        .iter()
        .any(|f| f.bytes.len() > strict::MAX_FILE_BYTES)
    {
        // Discord: "Request entity too large".
        return (
            StatusCode::PAYLOAD_TOO_LARGE,
            Some(error_body("Request entity too large", 40005)),
        );
    }
    let segments: Vec<&str> = req.path.trim_matches('/').split('/').collect();
    let (status, body) = route(shared, req, &segments);
    if failure == Some(Failure::AppliedThenServerError) {
        return (
            StatusCode::INTERNAL_SERVER_ERROR,
            Some(error_body("500: Internal Server Error", 0)),
        );
    }
    (status, body)
}

fn take_failure(shared: &Shared, req: &Recorded) -> Option<Failure> {
    let mut inner = shared.lock();
    let rule = inner
        .fail_rules
        .iter_mut()
        .find(|r| r.remaining > 0 && r.method == req.method && (r.path)(&req.path))?;
    rule.remaining -= 1;
    Some(rule.failure)
}

fn route(shared: &Shared, req: &Recorded, segments: &[&str]) -> (StatusCode, Option<Value>) {
    let ok = |v: Value| (StatusCode::OK, Some(v));
    let m = &req.method;
    match segments {
        ["gateway"] if m == Method::GET => {
            ok(json!({"url": format!("ws://{}/gateway", shared.addr)}))
        }
        ["gateway", "bot"] if m == Method::GET => {
            let (shards, concurrency) = {
                let inner = shared.lock();
                (inner.total(), inner.max_concurrency.max(1))
            };
            ok(json!({
                "url": format!("ws://{}/gateway", shared.addr),
                "shards": shards,
                "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0,
                                        "max_concurrency": concurrency},
            }))
        }
        ["oauth2", "applications", "@me"] if m == Method::GET => ok(json!({
            "id": APP_ID.to_string(), "name": BOT_NAME, "icon": null, "description": "",
            "bot_public": true, "bot_require_code_grant": false, "verify_key": "00",
            "owner": {"id": "1", "username": "owner"},
        })),
        ["applications", _, "commands"] | ["applications", _, "guilds", _, "commands"]
            if m == Method::PUT =>
        {
            if let Err(refused) = strict::commands_fit(&req.json) {
                return refused_answer(refused);
            }
            let echoed = req
                .json
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(|mut c| {
                    c["id"] = json!(shared.id().to_string());
                    c["application_id"] = json!(APP_ID.to_string());
                    c["version"] = json!("1");
                    if c["type"].is_null() {
                        c["type"] = json!(1);
                    }
                    c
                })
                .collect();
            ok(Value::Array(echoed))
        }
        ["channels", channel, "messages"] if m == Method::POST => {
            let channel = channel.parse().unwrap_or(0);
            post_message(shared, req, channel)
        }
        ["channels", channel, "threads"] if m == Method::POST => {
            if req.json["type"] != json!(12) {
                return refused_answer((
                    400,
                    error_body("Invalid Form Body (type)", strict::INVALID_FORM_BODY),
                ));
            }
            open_thread(
                shared,
                channel.parse().unwrap_or(0),
                &req.json["name"],
                true,
            )
        }
        ["channels", thread, "thread-members", user] if m == Method::PUT => {
            let thread: u64 = thread.parse().unwrap_or(0);
            let user: u64 = user.parse().unwrap_or(0);
            let mut inner = shared.lock();
            if parent_of(&inner, thread).is_none() {
                return refused_answer(strict::wrong_channel_type());
            }
            if let Some(members) = inner.strict.private_threads.get_mut(&thread) {
                members.insert(user);
            }
            (StatusCode::NO_CONTENT, None)
        }
        ["channels", channel, "messages", _, "threads"] if m == Method::POST => open_thread(
            shared,
            channel.parse().unwrap_or(0),
            &req.json["name"],
            false,
        ),
        ["channels", channel] if m == Method::GET => {
            let channel: u64 = channel.parse().unwrap_or(0);
            ok(channel_json(shared, channel))
        }
        ["channels", channel, "messages", id, "reactions", emoji, "@me"] if m == Method::PUT => {
            let channel: u64 = channel.parse().unwrap_or(0);
            let id: u64 = id.parse().unwrap_or(0);
            let mut inner = shared.lock();
            let parent = parent_of(&inner, channel);
            if let Err(refused) = inner.strict.react(channel, parent) {
                return refused_answer(refused);
            }
            if !inner.typed.contains(&(channel, id)) {
                return refused_answer(strict::unknown_message());
            }
            inner.reactions.push((channel, id, percent_decoded(emoji)));
            (StatusCode::NO_CONTENT, None)
        }
        ["channels", channel, "messages", id] if m == Method::DELETE => {
            let channel: u64 = channel.parse().unwrap_or(0);
            let id: u64 = id.parse().unwrap_or(0);
            let checked = {
                let inner = shared.lock();
                let parent = parent_of(&inner, channel);
                inner.strict.delete_message(channel, parent)
            };
            match checked {
                Ok(()) => {
                    shared.lock().deleted.push((channel, id));
                    (StatusCode::NO_CONTENT, None)
                }
                Err(refused) => refused_answer(refused),
            }
        }
        ["channels", channel, "messages", id] if m == Method::PATCH => {
            let channel = channel.parse().unwrap_or(0);
            let id = id.parse().unwrap_or(0);
            edit_message(shared, req, channel, id)
        }
        ["webhooks", _, token, "messages", "@original"] if m == Method::GET => {
            let original = shared.lock().originals.get(*token).copied();
            match original {
                Some((channel, id)) => ok(message_json(shared, channel, id, req)),
                None => (
                    StatusCode::NOT_FOUND,
                    Some(error_body("Unknown Message", UNKNOWN_MESSAGE)),
                ),
            }
        }
        ["users", "@me", "channels"] if m == Method::POST => {
            let user: u64 = match &req.json["recipient_id"] {
                Value::String(s) => s.parse().unwrap_or(0),
                v => v.as_u64().unwrap_or(0),
            };
            let channel = {
                let existing = shared.lock().dm_channels.get(&user).copied();
                existing.unwrap_or_else(|| {
                    let c = shared.id();
                    shared.lock().dm_channels.insert(user, c);
                    c
                })
            };
            ok(json!({
                "id": channel.to_string(), "type": 1, "last_message_id": null,
                "recipients": [{"id": user.to_string(), "username": format!("user{user}")}],
            }))
        }
        ["interactions", id, token, "callback"] if m == Method::POST => {
            let files = req.files.len();
            let answered = shared.lock().strict.callback(id, token, &req.json, files);
            match answered {
                Ok(()) => {
                    // A public message answer is a message of the channel (with an id).
                    let public_message = req.json["type"] == json!(4)
                        && req.json["data"]["flags"].as_u64().unwrap_or(0) & 64 == 0;
                    let mut inner = shared.lock();
                    if public_message {
                        let message = shared.id();
                        let channel = inner.strict.channel_of(token);
                        inner
                            .originals
                            .insert(token.to_string(), (channel, message));
                    }
                    let key = original_key(&inner, token);
                    inner.strict.remember_buttons(key, &req.json["data"]);
                    (StatusCode::NO_CONTENT, None)
                }
                Err(refused) => refused_answer(refused),
            }
        }
        ["webhooks", _, token] if m == Method::POST => {
            let files = req.files.len();
            let followed = shared.lock().strict.followup(token, &req.json, files);
            match followed {
                Ok(channel) => {
                    let id = shared.id();
                    let key = id.to_string();
                    shared.lock().strict.remember_buttons(key, &req.json);
                    ok(message_json(shared, channel, id, req))
                }
                Err(refused) => refused_answer(refused),
            }
        }
        ["webhooks", _, token, "messages", which] if m == Method::PATCH => {
            let files = req.files.len();
            let edited = if *which == "@original" {
                let mut inner = shared.lock();
                let edited = inner.strict.edit_original(token, &req.json, files);
                if edited.is_ok() {
                    let key = original_key(&inner, token);
                    inner.strict.remember_buttons(key, &req.json);
                }
                edited
            } else {
                Ok(shared.lock().strict.channel_of(token))
            };
            match edited {
                Ok(channel) => ok(message_json(shared, channel, shared.id(), req)),
                Err(refused) => refused_answer(refused),
            }
        }
        ["webhooks", _, _, "messages", _] if m == Method::DELETE => (StatusCode::NO_CONTENT, None),
        _ => (
            StatusCode::NOT_FOUND,
            Some(error_body(
                &format!("404: fake has no route {} {}", m, req.path),
                0,
            )),
        ),
    }
}

/// `POST /channels/{c}/messages`: closed DMs, nonce deduplication, then a new message.
fn post_message(shared: &Shared, req: &Recorded, channel: u64) -> (StatusCode, Option<Value>) {
    let closed = {
        let inner = shared.lock();
        inner
            .dm_channels
            .iter()
            .any(|(user, c)| *c == channel && inner.closed_dms.contains(user))
    };
    if closed {
        return (
            StatusCode::FORBIDDEN,
            Some(error_body("Cannot send messages to this user", 50007)),
        );
    }
    let nonce = match &req.json["nonce"] {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
    .filter(|_| req.json["enforce_nonce"] == json!(true));
    if let Some(nonce) = &nonce {
        if let Some(existing) = shared.lock().nonces.get(nonce) {
            return (StatusCode::OK, Some(existing.clone()));
        }
    }
    let checked = {
        let mut inner = shared.lock();
        let parent = parent_of(&inner, channel);
        let dm_of = inner
            .dm_channels
            .iter()
            .find(|(_, c)| **c == channel)
            .map(|(u, _)| *u);
        let files = req.files.len();
        inner
            .strict
            .channel_message(channel, parent, dm_of, &req.json, files)
    };
    if let Err(refused) = checked {
        return refused_answer(refused);
    }
    let id = shared.id();
    let message = message_json(shared, channel, id, req);
    let mut inner = shared.lock();
    inner.strict.remember_buttons(id.to_string(), &req.json);
    inner.created.push((channel, message.clone()));
    if let Some(nonce) = nonce {
        inner.nonces.insert(nonce, message.clone());
    }
    (StatusCode::OK, Some(message))
}

/// Discord's "Unknown Message".
const UNKNOWN_MESSAGE: u32 = 10008;

/// `PATCH /channels/{c}/messages/{m}`: only a message of the bot's in that channel (a
/// channel message or a public interaction answer), never made ephemeral; the edit is
/// shown to everyone there.
fn edit_message(
    shared: &Shared,
    req: &Recorded,
    channel: u64,
    id: u64,
) -> (StatusCode, Option<Value>) {
    let mut inner = shared.lock();
    let is_id = |m: &Value| m["id"].as_str() == Some(id.to_string().as_str());
    let known = inner.created.iter().any(|(c, m)| *c == channel && is_id(m))
        || inner
            .originals
            .values()
            .any(|&(c, m)| c == channel && m == id);
    if !known {
        return (
            StatusCode::NOT_FOUND,
            Some(error_body("Unknown Message", UNKNOWN_MESSAGE)),
        );
    }
    if req.json["flags"].as_u64().unwrap_or(0) & 64 != 0 {
        return (
            StatusCode::BAD_REQUEST,
            Some(error_body("Invalid Form Body (flags)", 50035)),
        );
    }
    if let Err(refused) = strict::message_fits(&req.json, req.files.len()) {
        return refused_answer(refused);
    }
    inner.strict.remember_buttons(id.to_string(), &req.json);
    if let Some(content) = req.json["content"].as_str() {
        for (c, m) in inner.created.iter_mut() {
            if *c == channel && is_id(m) {
                m["content"] = json!(content);
            }
        }
    }
    inner.strict.show_edit(channel, &req.json);
    inner.edits.push((channel, id, req.json.clone()));
    drop(inner);
    (StatusCode::OK, Some(message_json(shared, channel, id, req)))
}

/// A Message object as Discord returns it, sent by the bot, with the request's content and
/// files as attachments. Components are not echoed (the bot does not read them back).
fn message_json(shared: &Shared, channel: u64, id: u64, req: &Recorded) -> Value {
    let attachments: Vec<Value> = req
        .files
        .iter()
        .map(|f| {
            let aid = shared.id();
            let name = f.filename.clone().unwrap_or_else(|| "file".to_string());
            let url = format!("http://{}/attachments/{aid}/{name}", shared.addr);
            json!({"id": aid.to_string(), "filename": name, "size": f.bytes.len(),
                   "url": url, "proxy_url": url, "content_type": f.content_type})
        })
        .collect();
    payloads::message(
        id,
        channel,
        None,
        json!({"id": APP_ID.to_string(), "username": BOT_NAME, "bot": true}),
        req.json["content"].as_str().unwrap_or(""),
        attachments,
    )
}

/// The key of an interaction's original answer among the buttons the fake remembers:
/// its message id when public, else `token:TOKEN`.
fn original_key(inner: &Inner, token: &str) -> String {
    inner
        .originals
        .get(token)
        .map_or_else(|| format!("token:{token}"), |(_, id)| id.to_string())
}

/// A refusal of [`strict`] as an answer.
fn refused_answer((status, body): strict::Refusal) -> (StatusCode, Option<Value>) {
    (
        StatusCode::from_u16(status).unwrap_or(StatusCode::BAD_REQUEST),
        Some(body),
    )
}

impl Inner {
    /// Sends a dispatch with the next sequence number on shard 0's connection (recorded
    /// for a RESUME; kept only there while the client reconnects).
    fn push_dispatch(&mut self, event: &str, d: Value) {
        self.seq += 1;
        let seq = self.seq;
        let frame = json!({"op": 0, "s": seq, "t": event, "d": d}).to_string();
        self.sent.push((seq, frame.clone()));
        if let Some(live) = &self.live {
            let _ = live.tx.send(Outbound::Frame(frame));
        }
    }

    /// The test server as GUILD_CREATE reports it: [`payloads::CHANNEL`], every channel
    /// with an overwrite or a thread, and the threads.
    fn guild(&self) -> Value {
        let mut channels: BTreeSet<u64> = self.strict.denied.keys().copied().collect();
        channels.insert(payloads::CHANNEL);
        channels.extend(self.threads.iter().map(|(p, _)| *p));
        let channels = channels
            .into_iter()
            .filter(|c| parent_of(self, *c).is_none())
            .map(|c| payloads::text_channel(c, self.strict.denied_in(c, None)))
            .collect();
        let threads = self
            .threads
            .iter()
            .map(|(p, t)| {
                let mut thread = payloads::thread_channel(*p, *t, &json!(format!("thread {t}")));
                if self.strict.private_threads.contains_key(t) {
                    thread["type"] = json!(12);
                }
                thread
            })
            .collect();
        payloads::guild_create(channels, threads)
    }

    /// Reports `channel`'s overwrites (CHANNEL_UPDATE) if the client is connected; a
    /// thread has none (its parent's apply).
    fn report_channel(&mut self, channel: u64) {
        if self.live.is_some() && parent_of(self, channel).is_none() {
            let update = payloads::text_channel(channel, self.strict.denied_in(channel, None));
            self.push_dispatch("CHANNEL_UPDATE", update);
        }
    }
}

/// Opens a thread named `name` in `parent` (a private one: the bot its only member), as
/// Discord does: refused in a thread or without the permission, reported by THREAD_CREATE.
fn open_thread(
    shared: &Shared,
    parent: u64,
    name: &Value,
    private: bool,
) -> (StatusCode, Option<Value>) {
    let checked = {
        let inner = shared.lock();
        let nested = inner.threads.iter().any(|(_, t)| *t == parent);
        inner.strict.create_thread(parent, nested, private)
    };
    if let Err(refused) = checked {
        return refused_answer(refused);
    }
    let thread = shared.id();
    let mut created = payloads::thread_channel(parent, thread, name);
    let mut inner = shared.lock();
    if private {
        created["type"] = json!(12);
        inner
            .strict
            .private_threads
            .insert(thread, [APP_ID].into_iter().collect());
    }
    inner.threads.push((parent, thread));
    inner.push_dispatch("THREAD_CREATE", created.clone());
    (StatusCode::OK, Some(created))
}

/// The parent channel of `channel` if it is a thread the bot opened.
fn parent_of(inner: &Inner, channel: u64) -> Option<u64> {
    inner
        .threads
        .iter()
        .find(|(_, t)| *t == channel)
        .map(|(p, _)| *p)
}

/// `GET /channels/{id}`: a public thread (the bot's), a DM channel, or a text channel.
fn channel_json(shared: &Shared, channel: u64) -> Value {
    let inner = shared.lock();
    if let Some(parent) = parent_of(&inner, channel) {
        let kind = if inner.strict.private_threads.contains_key(&channel) {
            12
        } else {
            11
        };
        return json!({
            "id": channel.to_string(), "type": kind, "guild_id": payloads::GUILD.to_string(),
            "parent_id": parent.to_string(), "name": format!("thread {channel}"),
        });
    }
    if inner.dm_channels.values().any(|c| *c == channel) {
        return json!({"id": channel.to_string(), "type": 1, "last_message_id": null,
                      "recipients": []});
    }
    json!({
        "id": channel.to_string(), "type": 0, "guild_id": payloads::GUILD.to_string(),
        "name": format!("channel {channel}"), "position": 0, "permission_overwrites": [],
    })
}

/// A path segment with its `%XX` escapes decoded (an emoji in a reaction's route).
fn percent_decoded(segment: &str) -> String {
    let bytes = segment.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok());
        match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
            Some(b) if bytes[i] == b'%' => {
                out.push(b);
                i += 3;
            }
            _ => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}
