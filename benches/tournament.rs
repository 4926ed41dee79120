//! Tournament speed: an arena's pairing of 10,000 waiting players, each with a history of
//! three finished games (the goal: at most 50 ms).

use chakbot::game::{ServerSecret, Timestamp};
use chakbot::tournament::{arena, Format, GameResult, Pairing, Setup, Tournament};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

/// Players in the arena.
const PLAYERS: usize = 10_000;
/// Finished games per player before the pairing.
const ROUNDS: usize = 3;

/// An arena of `PLAYERS` players who all finished `ROUNDS` games and wait.
fn busy_arena() -> Tournament {
    let setup = Setup {
        format: Format::Arena { minutes: 120 },
        ruleset: "chess".into(),
        control: "3+2".parse().expect("a clock"),
        rated: true,
        starts_at: Timestamp(0),
        no_show_minutes: 5,
    };
    let mut t = Tournament::new(
        1,
        "srv",
        "main",
        "mo",
        setup,
        ServerSecret::from_bytes([1; 32]),
        Timestamp(0),
    )
    .expect("valid");
    for i in 0..PLAYERS {
        let rating = 1000.0 + ((i * 7919) % 1500) as f64;
        t.join(&format!("p{i}"), rating, Timestamp(0))
            .expect("joins");
    }
    t.start(Timestamp(0)).expect("starts");
    let mut game = 100;
    for round in 0..ROUNDS {
        let offset = round * 3 + 1;
        for i in (0..PLAYERS).step_by(2) {
            let j = (i + offset) % PLAYERS;
            if j == i {
                continue;
            }
            let result = match (i + round) % 3 {
                0 => GameResult::WhiteWins,
                1 => GameResult::Draw,
                _ => GameResult::BlackWins,
            };
            game += 1;
            t.pairings.push(Pairing {
                game,
                round: 0,
                white: format!("p{i}"),
                black: format!("p{j}"),
                started_at: Timestamp(0),
                result: Some(result),
                ended_at: Some(Timestamp(game)),
            });
        }
    }
    t
}

fn pairing(c: &mut Criterion) {
    let t = busy_arena();
    let pairs = arena::next_pairs(&t);
    assert!(pairs.len() >= PLAYERS / 2 - 10, "{} pairs", pairs.len());
    c.bench_function("arena_pair_10000_waiting", |b| {
        b.iter(|| black_box(arena::next_pairs(black_box(&t))))
    });
}

criterion_group!(benches, pairing);
criterion_main!(benches);
