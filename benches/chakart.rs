//! Random Chakart playouts per second (both editions): start position, uniformly random
//! legal actions, until the game ends or 300 actions.

use chakbot::rules::chakart::Position;
use chakbot::rules::{RuleSet, StartOption, Variant};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

fn playout(rs: RuleSet, seed: u64) -> u32 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pos = Position::start(rs, StartOption::Asymmetric, &mut rng);
    let mut actions = 0;
    while actions < 300 && pos.status().is_none() {
        let moves = pos.legal_moves();
        let pick = moves[rng.random_range(0..moves.len())].action;
        if pos.play(&pick, &mut rng).is_err() {
            break;
        }
        actions += 1;
    }
    actions
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("chakart_playouts");
    group.throughput(Throughput::Elements(1));
    for rs in [RuleSet::Chakart, RuleSet::Chakart2020] {
        let mut seed = 0u64;
        group.bench_function(rs.id(), |b| {
            b.iter(|| {
                seed += 1;
                black_box(playout(rs, seed))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
