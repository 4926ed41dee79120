//! Koopa speed: random playouts per second from the standard start (fixed seed), and
//! perft from the start position.

use chakbot::rules::koopa::{self, Position};
use chakbot::rules::{RuleSet, StartOption, Variant};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

/// Playouts per measured iteration.
const BATCH: u64 = 100;
/// A playout stops after this many half-moves if the game has not ended.
const MAX_PLIES: u32 = 300;

/// Plays one random game on the engine's board (move buffer reused); returns the
/// half-moves played.
fn playout(rng: &mut ChaCha8Rng, moves: &mut Vec<koopa::Move>) -> u32 {
    let pos = Position::start(RuleSet::Koopa, StartOption::Standard, rng);
    let mut board = *pos.board();
    for ply in 0..MAX_PLIES {
        moves.clear();
        koopa::legal_moves(&board, moves);
        if moves.is_empty() {
            return ply;
        }
        let m = moves[rng.random_range(0..moves.len())];
        koopa::apply(&mut board, &m, &mut koopa::Silent);
    }
    MAX_PLIES
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("koopa");
    group.throughput(Throughput::Elements(BATCH));
    group.bench_function("random_playouts_x100", |b| {
        let mut rng = ChaCha8Rng::seed_from_u64(2026);
        let mut moves = Vec::with_capacity(128);
        b.iter(|| {
            let plies: u32 = (0..BATCH).map(|_| playout(&mut rng, &mut moves)).sum();
            black_box(plies)
        })
    });
    group.finish();

    let start = Position::start(
        RuleSet::Koopa,
        StartOption::Standard,
        &mut ChaCha8Rng::seed_from_u64(0),
    );
    let mut group = c.benchmark_group("koopa_perft");
    group.throughput(Throughput::Elements(4_889_532));
    group.sample_size(10);
    group.bench_function("start_depth_5", |b| b.iter(|| black_box(start.perft(5))));
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
