//! Perft speed (leaf nodes per second) of the chess and Maharaja start positions, through
//! `AnyPosition::perft`, the path `chakbot rules perft` uses. Single thread.

use chakbot::rules::{AnyPosition, RuleSet, StartOption};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (ruleset, depth) in [(RuleSet::Maharaja, 6), (RuleSet::Chess, 5)] {
        let mut rng = rand::rng();
        let pos = AnyPosition::start(ruleset, StartOption::Standard, &mut rng);
        let nodes = pos.perft(depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(
            format!("{ruleset} start depth {depth} ({nodes} nodes)"),
            |b| b.iter(|| black_box(&pos).perft(black_box(depth))),
        );
    }
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
