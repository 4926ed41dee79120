//! Rendering speed: one board PNG over many distinct positions (no image cache), and a
//! 40-move replay GIF.

use chakbot::render::{self, RenderOptions};
use chakbot::rules::{AnyPosition, BoardView, RuleSet, StartOption, Viewer};
use criterion::{criterion_group, criterion_main, Criterion};
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

/// Views along random games: `n` distinct positions.
fn positions(ruleset: RuleSet, n: usize, seed: u64) -> Vec<BoardView> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < n {
        let mut pos = AnyPosition::start(ruleset, StartOption::Standard, &mut rng);
        for _ in 0..80 {
            let moves = pos.legal_moves();
            let Some(m) = moves.choose(&mut rng) else {
                break;
            };
            if pos.play(&m.action.clone(), &mut rng).is_err() {
                break;
            }
            out.push(pos.view(Viewer::Public));
            if out.len() == n {
                break;
            }
        }
    }
    out
}

fn bench(c: &mut Criterion) {
    let opts = RenderOptions::default();
    let views = positions(RuleSet::Chess, 400, 1);
    let mut i = 0;
    let mut max_bytes = 0;
    c.bench_function("board_png_640_distinct_positions", |b| {
        b.iter(|| {
            i = (i + 1) % views.len();
            let png = render::render_png(black_box(&views[i]), &opts);
            max_bytes = max_bytes.max(png.len());
            png
        })
    });
    let sizes: Vec<usize> = views
        .iter()
        .map(|v| render::render_png(v, &opts).len())
        .collect();
    eprintln!(
        "board PNG bytes over {} positions: mean {}, max {}",
        sizes.len(),
        sizes.iter().sum::<usize>() / sizes.len(),
        sizes.iter().max().copied().unwrap_or(0)
    );
    // A Chakart board with a four-square path (line, dots, arrow heads) drawn on it.
    let mut path_view = positions(RuleSet::Chakart, 1, 3).remove(0);
    path_view.path = ["a1", "a4", "c4", "e4"]
        .iter()
        .filter_map(|s| s.parse().ok())
        .collect();
    c.bench_function("board_png_640_chakart_path", |b| {
        b.iter(|| render::render_png(black_box(&path_view), &opts))
    });
    // Composing only (no PNG encoding): where drawing the path shows.
    c.bench_function("board_compose_640_chakart_path", |b| {
        b.iter(|| {
            render::render_indexed(black_box(&path_view), &opts)
                .pixels
                .len()
        })
    });
    let game: Vec<BoardView> = positions(RuleSet::Chess, 81, 7);
    eprintln!(
        "40-move replay GIF bytes: {}",
        render::replay_gif(&game, &opts).len()
    );
    c.bench_function("replay_gif_40_moves", |b| {
        b.iter(|| render::replay_gif(black_box(&game), &opts))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
