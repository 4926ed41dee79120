//! Several `chakbot discord` processes forming one bot: shards split with `--shard-range`
//! and `--shard-total` over processes sharing one PostgreSQL store (a fresh schema per
//! test), against the loopback fake Discord with several shards. The fake refuses
//! identifies that break Discord's pacing, routes server events by Discord's formula and
//! DMs to shard 0; each process has its own token, so the fake tells who answered.

mod common;
mod fake_discord;

use common::stores::Place;
use fake_discord::payloads::{self, ALICE, BOB};
use fake_discord::{FakeDiscord, Recorded};
use serde_json::json;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long all shards may take to connect (identifies are 5 s apart per bucket).
const CONNECT: Duration = Duration::from_secs(60);

/// A `chakbot discord` process running shards `range` of `total`.
struct Bot {
    child: Child,
    token: String,
    log: tempfile::NamedTempFile,
}

impl Bot {
    fn start(fake: &FakeDiscord, place: &Place, range: &str, total: u32, token: &str) -> Bot {
        let log = tempfile::NamedTempFile::new().expect("a log file");
        let child = Command::new(env!("CARGO_BIN_EXE_chakbot"))
            .args(["discord", "--store", &place.arg(), "--shard-range", range])
            .args(["--shard-total", &total.to_string(), "--api-base"])
            .arg(fake.base_url())
            .env(chakbot::discord::TOKEN_ENV, token)
            .env_remove(chakbot::discord::API_BASE_ENV)
            .env("RUST_LOG", "info,serenity=warn")
            .stdout(Stdio::null())
            .stderr(log.reopen().expect("the log file"))
            .spawn()
            .expect("chakbot starts");
        Bot {
            child,
            token: token.to_string(),
            log,
        }
    }

    fn auth(&self) -> String {
        format!("Bot {}", self.token)
    }

    fn pid(&self) -> u32 {
        self.child.id()
    }

    /// What the process logged so far.
    fn log(&self) -> String {
        std::fs::read_to_string(self.log.path()).unwrap_or_default()
    }

    /// Kill -9: no shutdown at all.
    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A server whose events arrive on `shard` of `total` (Discord's `(id >> 22) % total`).
fn guild_on(shard: u32, total: u32) -> u64 {
    (u64::from(100 * total + shard)) << 22
}

/// The message `text` of `user` in `channel` of server `guild`.
async fn say(fake: &FakeDiscord, guild: u64, channel: u64, user: u64, text: &str) -> u64 {
    let id = payloads::id();
    let mut m = payloads::with_id(
        payloads::in_channel(payloads::guild_message(user, text), channel),
        id,
    );
    m["guild_id"] = json!(guild.to_string());
    fake.dispatch("MESSAGE_CREATE", m).await;
    id
}

/// The direct message `text` of `user` to the bot.
async fn dm(fake: &FakeDiscord, user: u64, text: &str) {
    let channel = fake.dm_channel(user).unwrap_or(8_000_000 + user);
    fake.dispatch("MESSAGE_CREATE", payloads::dm_message(user, channel, text))
        .await;
}

fn has_board(r: &Recorded) -> bool {
    r.files
        .iter()
        .any(|f| f.filename.as_deref() == Some("board.png"))
}

/// Waits until every shard of `0..total` is live, or panics after [`CONNECT`].
async fn wait_all_live(fake: &FakeDiscord, total: u32, bots: &[&Bot]) {
    let deadline = Instant::now() + CONNECT;
    while !(0..total).all(|s| fake.is_shard_live(s)) {
        if Instant::now() > deadline {
            let logs: Vec<String> = bots.iter().map(|b| b.log()).collect();
            panic!("not every shard connected: {logs:#?}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Asserts that no two accepted identifies of one bucket came less than 5 s apart and
/// that the fake refused none.
fn assert_paced(fake: &FakeDiscord, max_concurrency: u32) {
    assert_eq!(fake.pacing_violations(), [], "identifies broke the pacing");
    let ids = fake.identifies();
    for (i, (a, at)) in ids.iter().enumerate() {
        for (b, bt) in &ids[i + 1..] {
            if a % max_concurrency == b % max_concurrency {
                let gap = bt.saturating_duration_since(*at);
                assert!(
                    gap >= fake_discord::IDENTIFY_WINDOW,
                    "shards {a} and {b} identified {gap:?} apart in one bucket"
                );
            }
        }
    }
}

/// The holder of the sweeper lease while it is not expired (a process name starts with
/// its pid).
fn sweeper_holder(place: &Place) -> Option<String> {
    let mut client = place.client()?;
    client
        .query_opt(
            "SELECT holder FROM leases WHERE name = 'sweeper' AND expires_at > clock_timestamp()",
            &[],
        )
        .expect("the lease table")
        .map(|r| r.get::<_, String>(0))
}

fn holder_pid(holder: &str) -> Option<u32> {
    holder.split('-').next()?.parse().ok()
}

/// Runs `scenario` on a fresh PostgreSQL schema (skipped loudly without a server).
fn on_postgres(scenario: impl FnOnce(&Place) + Send) {
    let Some(place) = Place::postgres() else {
        return;
    };
    // The schema and its migrations, before the processes race for them.
    drop(place.open());
    scenario(&place);
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime")
}

#[test]
fn a_shard_range_must_fit_the_shard_total() {
    for args in [
        &["--shard-range", "2-1", "--shard-total", "4"][..],
        &["--shard-range", "0-4", "--shard-total", "4"],
        &["--shard-range", "one", "--shard-total", "4"],
        &["--shard-range", "0-1"],
        &[
            "--shard-range",
            "0-1",
            "--shard-total",
            "2",
            "--shards",
            "2",
        ],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_chakbot"))
            .arg("discord")
            .args(args)
            .env(chakbot::discord::TOKEN_ENV, "x")
            .output()
            .expect("chakbot runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("shard"), "{args:?}: {stderr}");
    }
}

/// Two processes, four shards, two identify buckets: identifies paced across both, a
/// Chakart game (standard start: no random draw on the way) in a server on shard 3 (process B) whose secret move, sent by DM, goes
/// through process A (shard 0); then the sweeper lease passes to the survivor of a kill.
#[test]
fn two_processes_are_one_bot() {
    on_postgres(|place| {
        runtime().block_on(async {
            let fake = FakeDiscord::start_sharded(4, 2).await;
            let a = Bot::start(&fake, place, "0-1", 4, "token-a");
            let b = Bot::start(&fake, place, "2-3", 4, "token-b");
            wait_all_live(&fake, 4, &[&a, &b]).await;
            assert_paced(&fake, 2);

            let guild = guild_on(3, 4);
            let channel = 4_100;
            say(
                &fake,
                guild,
                channel,
                ALICE,
                "!challenge chakart <@2001> as white start=0",
            )
            .await;
            let posted = fake.posted_in(channel).await;
            assert_eq!(posted.auth, Some(b.auth()), "shard 3 is process B's");
            say(&fake, guild, channel, BOB, "!accept").await;
            let started = fake.posted_in(channel).await;
            assert!(has_board(&started), "{}", started.json);
            let (thread, _) = fake.greeted_thread(1).await;

            say(&fake, guild, thread, ALICE, "d2d4").await;
            let moved = fake.posted_in(thread).await;
            assert!(has_board(&moved) && moved.auth == Some(b.auth()));
            say(&fake, guild, thread, BOB, "b8a6").await;
            let moved = fake.posted_in(thread).await;
            assert!(has_board(&moved), "{}", moved.json);

            // The secret move, by DM: shard 0, so process A applies it.
            dm(&fake, ALICE, "stealth d1d2").await;
            let public = fake.posted_in(thread).await;
            assert!(has_board(&public), "{}", public.json);
            assert_eq!(public.auth, Some(a.auth()), "process A applied the DM move");
            let words = public.content().unwrap_or_default();
            assert!(
                !words.contains("d2"),
                "the public post hides the queen: {words}"
            );

            // Process B goes on from A's change (no stale copy).
            say(&fake, guild, thread, BOB, "e7e5").await;
            let next = fake.posted_in(thread).await;
            assert!(
                has_board(&next),
                "bob's move after the secret one: {}",
                next.json
            );
            assert_eq!(next.auth, Some(b.auth()));

            // Exactly one process sweeps; kill it and the other takes over within seconds.
            let holder = wait_holder(place, None).await;
            let (mut dead, alive) = if holder_pid(&holder) == Some(a.pid()) {
                (a, b)
            } else {
                (b, a)
            };
            assert_eq!(holder_pid(&holder), Some(dead.pid()), "{holder}");
            dead.kill();
            let killed = Instant::now();
            let next = wait_holder(place, Some(&holder)).await;
            assert_eq!(holder_pid(&next), Some(alive.pid()), "{next}");
            assert!(
                killed.elapsed() < chakbot::discord::SWEEPER_LEASE_TIME + Duration::from_secs(4),
                "taken over after {:?}",
                killed.elapsed()
            );
            drop(alive);
        });
    });
}

/// The sweeper lease's holder once it is not `old` (waits up to 20 s).
async fn wait_holder(place: &Place, old: Option<&str>) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let now = tokio::task::block_in_place(|| sweeper_holder(place));
        if let Some(h) = now.filter(|h| Some(h.as_str()) != old) {
            return h;
        }
        assert!(
            Instant::now() < deadline,
            "no process took the sweeper lease"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Two processes on two separate stores do not see each other's identifies: the fake
/// refuses the second identify in a bucket, as Discord would (so the pacing test above
/// can fail).
#[test]
fn without_a_shared_store_the_fake_sees_identifies_too_close() {
    on_postgres(|first| {
        let Some(second) = Place::postgres() else {
            return;
        };
        drop(second.open());
        runtime().block_on(async {
            let fake = FakeDiscord::start_sharded(2, 1).await;
            let _a = Bot::start(&fake, first, "0-0", 2, "token-a");
            let _b = Bot::start(&fake, &second, "1-1", 2, "token-b");
            let deadline = Instant::now() + CONNECT;
            while fake.pacing_violations().is_empty() {
                assert!(Instant::now() < deadline, "no identify came too soon");
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        });
    });
}

/// The Opera game (Morphy, 1858): 33 plies to mate.
const OPERA: &[&str] = &[
    "e4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5", "Bxf3", "Qxf3", "dxe5", "Bc4", "Nf6", "Qb3",
    "Qe7", "Nc3", "c6", "Bg5", "b5", "Nxb5", "cxb5", "Bxb5+", "Nbd7", "O-O-O", "Rd8", "Rxd7",
    "Rxd7", "Rd1", "Qe6", "Bxd7+", "Nxd7", "Qb8+", "Nxb8", "Rd8#",
];

/// One game of the kill test: its server, thread, players and how far it got.
struct Played {
    guild: u64,
    shard: u32,
    thread: u64,
    players: [u64; 2],
    /// Plies applied (acknowledged, or found in the store after a kill).
    applied: usize,
    /// Plies whose board the bot posted.
    acked: Vec<usize>,
}

/// The stored moves of the one game played in `thread`, in SAN without `+`/`#`.
fn stored_moves(store: &chakbot::store::Store, thread: u64) -> Vec<String> {
    let ids = store
        .games_of_channel(&thread.to_string(), chakbot::store::GameFilter::All)
        .expect("the channel index");
    assert_eq!(ids.len(), 1, "one game in thread {thread}");
    let game = store
        .game(ids[0])
        .expect("the game reads")
        .expect("the game exists");
    game.public_moves()
        .iter()
        .map(|m| m.trim_end_matches(['+', '#']).to_string())
        .collect()
}

fn plain(san: &str) -> String {
    san.trim_end_matches(['+', '#']).to_string()
}

/// The boards posted in `channel` so far.
fn boards_in(fake: &FakeDiscord, channel: u64) -> usize {
    fake.created_messages(channel)
        .iter()
        .filter(|m| m["attachments"].as_array().is_some_and(|a| !a.is_empty()))
        .count()
}

/// Two processes (shard 0, shard 1) play four chess games, two in a server on each shard,
/// while one process or the other is killed with SIGKILL at random moments and started
/// again. A move without an answer is sent again (the same event) once its shard is back.
/// At the end every game holds exactly the moves applied, each once, and every move
/// whose board was posted; the restarted processes answered; one process sweeps.
#[test]
fn kill_minus_nine_loses_and_doubles_nothing() {
    on_postgres(|place| {
        runtime().block_on(async {
            use rand::Rng;
            let mut rng = rand::rng();
            let fake = FakeDiscord::start_sharded(2, 1).await;
            let tokens = ["token-a", "token-b"];
            let mut bots = [
                Bot::start(&fake, place, "0-0", 2, tokens[0]),
                Bot::start(&fake, place, "1-1", 2, tokens[1]),
            ];
            wait_all_live(&fake, 2, &[&bots[0], &bots[1]]).await;

            // Four games, started while nobody is killed.
            let mut games = Vec::new();
            for i in 0..4u64 {
                let shard = (i / 2) as u32;
                let guild = guild_on(shard, 2);
                let channel = 6_000 + i;
                let players = [10_000 + 2 * i, 10_001 + 2 * i];
                let challenge = format!("!challenge chess <@{}> as white", players[1]);
                say(&fake, guild, channel, players[0], &challenge).await;
                fake.posted_in(channel).await;
                say(&fake, guild, channel, players[1], "!accept").await;
                let thread = fake.wait_thread(games.len() + 1).await;
                fake.posted_in(thread).await;
                games.push(Played {
                    guild,
                    shard,
                    thread,
                    players,
                    applied: 0,
                    acked: Vec::new(),
                });
            }

            let reader = tokio::task::block_in_place(|| place.open());
            let mut kills = 0;
            while games.iter().any(|g| g.applied < OPERA.len()) {
                // Every unfinished game moves at once.
                let mut sent = Vec::new();
                for (i, g) in games.iter().enumerate() {
                    if g.applied == OPERA.len() {
                        continue;
                    }
                    let before = boards_in(&fake, g.thread);
                    let user = g.players[g.applied % 2];
                    let id = payloads::id();
                    let mut m = payloads::with_id(
                        payloads::in_channel(
                            payloads::guild_message(user, OPERA[g.applied]),
                            g.thread,
                        ),
                        id,
                    );
                    m["guild_id"] = json!(g.guild.to_string());
                    fake.dispatch("MESSAGE_CREATE", m.clone()).await;
                    sent.push((i, before, m));
                }
                // Sometimes a process dies meanwhile, and is started again at once.
                if rng.random_bool(0.5) {
                    tokio::time::sleep(Duration::from_millis(rng.random_range(0..300))).await;
                    let victim = rng.random_range(0..bots.len());
                    bots[victim].kill();
                    kills += 1;
                    let range = format!("{victim}-{victim}");
                    bots[victim] = Bot::start(&fake, place, &range, 2, tokens[victim]);
                }
                for (i, before, event) in sent {
                    let g = &mut games[i];
                    let ply = g.applied;
                    loop {
                        let deadline = Instant::now() + Duration::from_secs(8);
                        while boards_in(&fake, g.thread) == before && Instant::now() < deadline {
                            tokio::time::sleep(Duration::from_millis(20)).await;
                        }
                        if boards_in(&fake, g.thread) > before {
                            g.acked.push(ply);
                            break;
                        }
                        let stored =
                            tokio::task::block_in_place(|| stored_moves(&reader, g.thread));
                        if stored.len() > ply {
                            break; // applied, its answer lost with the process
                        }
                        // Not applied: the same event again, once its shard is back.
                        let back = Instant::now() + CONNECT;
                        while !fake.is_shard_live(g.shard) {
                            assert!(Instant::now() < back, "shard {} never came back", g.shard);
                            tokio::time::sleep(Duration::from_millis(50)).await;
                        }
                        fake.dispatch("MESSAGE_CREATE", event.clone()).await;
                    }
                    g.applied += 1;
                }
            }
            assert!(kills >= 3, "only {kills} kills");

            for g in &games {
                let stored = tokio::task::block_in_place(|| stored_moves(&reader, g.thread));
                let expected: Vec<String> = OPERA.iter().map(|m| plain(m)).collect();
                assert_eq!(stored, expected, "game in thread {}", g.thread);
                assert!(g.acked.len() > OPERA.len() / 2, "{:?}", g.acked);
                let boards = boards_in(&fake, g.thread);
                assert!(
                    (g.acked.len()..=OPERA.len()).contains(&boards),
                    "{boards} boards for {} acknowledged moves: none answered twice",
                    g.acked.len()
                );
            }
            assert_paced(&fake, 1);
            // A process killed last may hold the lease until it expires; then a live one.
            let pids: Vec<u32> = bots.iter().map(Bot::pid).collect();
            let deadline = Instant::now() + chakbot::discord::SWEEPER_LEASE_TIME * 2;
            loop {
                let holder = tokio::task::block_in_place(|| sweeper_holder(place));
                if holder
                    .as_deref()
                    .and_then(holder_pid)
                    .is_some_and(|p| pids.contains(&p))
                {
                    break;
                }
                assert!(
                    Instant::now() < deadline,
                    "no live process sweeps: {holder:?}"
                );
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        });
    });
}
