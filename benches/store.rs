//! Durable commits per second of the sled store: one writer, and eight writers whose
//! commits share flushes (group commit). Each commit is a command's typical batch: a
//! challenge, an audit line and the processed event id, then a flush.

use chakbot::game::Timestamp;
use chakbot::store::{AuditEntry, Batch, Challenge, Store};
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

criterion_group!(benches, commits);
criterion_main!(benches);
