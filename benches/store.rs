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
    group.bench_function("durable commit, 1 writer", |b| {
        b.iter(|| store.commit(batch()).expect("commit"))
    });
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
    group.finish();
}

criterion_group!(benches, commits);
criterion_main!(benches);
