//! Durable commits per second of the sled store: one writer, and eight writers whose
//! commits share flushes (group commit). Each commit is a command's typical batch: a
//! challenge, an audit line and the processed event id, then a flush.
//!
//! First, bytes written per move for games of 20, 200 and 2,000 turns, on sled and on
//! PostgreSQL (at `CHAKBOT_TEST_POSTGRES`, default `postgres://root@127.0.0.1:5432/test`,
//! in a schema of its own, dropped after; skipped if no server answers): one Chakart game
//! played by a fixed rule that avoids captures and endings, each turn committed; the
//! store's count of key, value and row bytes, and on PostgreSQL also the WAL written.

use chakbot::game::{Game, NewGame, Players, ServerSecret, Timestamp};
use chakbot::rules::{RuleSet, StartOption};
use chakbot::store::{AuditEntry, Batch, Challenge, Store, StoreUrl};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

static NEXT: AtomicU64 = AtomicU64::new(1);

fn batch() -> Batch {
    let id = NEXT.fetch_add(1, Ordering::Relaxed);
    let mut b = Batch::new();
    b.put_challenge(&Challenge {
        id,
        server: "server".into(),
        channel: "channel".into(),
        challenger: "alice".into(),
        invitee: Some("bob".into()),
        ruleset: "chakart".into(),
        start: 0,
        control: "3d".into(),
        secret: "00".repeat(32),
        event_id: format!("evt-{id}"),
        created_at: Timestamp(id),
        expires_at: Timestamp(id + 1_000),
        color: None,
        challenger_name: None,
        invitee_name: None,
        rematch_of: None,
        team: None,
        message: None,
        fen: None,
    })
    .audit(&AuditEntry {
        at: Timestamp(id),
        server: "server".into(),
        actor: "alice".into(),
        action: "bench".into(),
        game: None,
        detail: String::new(),
    })
    .mark_processed(&format!("evt-{id}"), Timestamp(id));
    b
}

fn commits(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(dir.path()).expect("store opens");
    let mut group = c.benchmark_group("store");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(5));
    group.throughput(Throughput::Elements(1));
    let report = |case: &str, commits: u64, flushes: u64| {
        eprintln!("{case}: {commits} commits, {flushes} flushes");
    };
    let (c0, f0) = (NEXT.load(Ordering::Relaxed), store.flushes());
    group.bench_function("durable commit, 1 writer", |b| {
        b.iter(|| store.commit(batch()).expect("commit"))
    });
    let (c1, f1) = (NEXT.load(Ordering::Relaxed), store.flushes());
    report("1 writer", c1 - c0, f1 - f0);
    const WRITERS: u64 = 8;
    group.throughput(Throughput::Elements(WRITERS));
    group.bench_function("durable commit, 8 writers (group commit)", |b| {
        b.iter_custom(|iters| {
            let began = Instant::now();
            std::thread::scope(|s| {
                for _ in 0..WRITERS {
                    let store = store.clone();
                    s.spawn(move || {
                        for _ in 0..iters {
                            store.commit(batch()).expect("commit");
                        }
                    });
                }
            });
            began.elapsed()
        })
    });
    let (c2, f2) = (NEXT.load(Ordering::Relaxed), store.flushes());
    report("8 writers", c2 - c1, f2 - f1);
    group.finish();
}

/// Pieces on the board of a FEN.
fn pieces(fen: &str) -> usize {
    let board = fen.split(' ').next().unwrap_or_default();
    board.chars().filter(|c| c.is_ascii_alphabetic()).count()
}

/// The next turn of the walk: the first candidate (in a fixed order) that keeps every
/// piece and does not end the game, else the first that does not end it.
fn next_turn(game: &Game, ply: usize, at: Timestamp) -> Option<Game> {
    let actor = game.turn();
    let moves = game.legal_moves(actor);
    let before = pieces(&game.state().position().fen());
    let mut fallback = None;
    for k in 0..moves.len() {
        let action = moves[(ply * 7 + k * 13) % moves.len()].action;
        let mut g = game.clone();
        if g.play(actor, &action, at).is_err() || g.is_over() {
            continue;
        }
        if pieces(&g.state().position().fen()) >= before {
            return Some(g);
        }
        fallback.get_or_insert(g);
    }
    fallback
}

fn wal_lsn(client: &mut Option<postgres::Client>) -> Option<u64> {
    let row = client
        .as_mut()?
        .query_one("SELECT (pg_current_wal_lsn() - '0/0'::pg_lsn)::BIGINT", &[])
        .ok()?;
    u64::try_from(row.get::<_, i64>(0)).ok()
}

/// Plays the walk to 2,000 turns on `store`, printing bytes per move around turns 20, 200
/// and 2,000.
fn bytes_per_move(name: &str, store: &Store, mut wal: Option<postgres::Client>) {
    let mut game = Game::new(NewGame {
        id: 1,
        ruleset: RuleSet::Chakart,
        start: StartOption::Standard,
        players: Players {
            white: "alice".into(),
            black: "bob".into(),
        },
        secret: ServerSecret::from_bytes([7; 32]),
        contributions: vec!["bench".into()],
        custom_fen: None,
        control: "3d".parse().expect("valid time control"),
        now: Timestamp(1_700_000_000_000),
    })
    .expect("valid game");
    let mut b = Batch::new();
    b.put_game(&game, "server", "channel");
    store.commit(b).expect("commit");
    let mut sizes = Vec::new();
    for ply in 0..2_000usize {
        let at = Timestamp(1_700_000_000_000 + 60_000 * (ply as u64 + 1));
        let Some(next) = next_turn(&game, ply, at) else {
            eprintln!("{name}: the walk ended at turn {ply}");
            break;
        };
        game = next;
        let (bytes0, wal0) = (store.written_bytes(), wal_lsn(&mut wal));
        let mut b = Batch::new();
        b.put_game(&game, "server", "channel")
            .mark_processed(&format!("evt-{ply}"), at);
        store.commit(b).expect("commit");
        let wal = match (wal0, wal_lsn(&mut wal)) {
            (Some(a), Some(b)) => b.saturating_sub(a),
            _ => 0,
        };
        sizes.push((store.written_bytes() - bytes0, wal));
    }
    for n in [20usize, 200, 2_000] {
        if sizes.len() < n {
            continue;
        }
        let window = &sizes[n - 10..n];
        let bytes = window.iter().map(|s| s.0).sum::<u64>() / 10;
        let wal = window.iter().map(|s| s.1).sum::<u64>() / 10;
        let wal = if wal > 0 {
            format!(", WAL {wal} bytes")
        } else {
            String::new()
        };
        eprintln!("store/{name}: bytes per move at turn {n}: {bytes}{wal}");
    }
}

fn bytes(_: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let sled = Store::open(dir.path()).expect("store opens");
    bytes_per_move("sled", &sled, None);
    let server = std::env::var("CHAKBOT_TEST_POSTGRES")
        .unwrap_or_else(|_| "postgres://root@127.0.0.1:5432/test".to_string());
    let Ok(mut admin) = postgres::Client::connect(&server, postgres::NoTls) else {
        eprintln!("store/postgres: SKIPPED, no server at {server}");
        return;
    };
    let schema = format!("chakbot_bench_{}", std::process::id());
    {
        let url = StoreUrl::Postgres(format!("{server}?schema={schema}"));
        let store = Store::open_url(&url).expect("store opens");
        let wal = postgres::Client::connect(&server, postgres::NoTls).ok();
        bytes_per_move("postgres", &store, wal);
    }
    let _ = admin.batch_execute(&format!("DROP SCHEMA {schema} CASCADE"));
}

criterion_group!(benches, bytes, commits);
criterion_main!(benches);
