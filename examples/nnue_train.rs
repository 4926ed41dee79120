//! Fits the chess network (`src/ai/chess_nnue.rs`) to data and writes it.
//!
//! `nnue_train OUT EPOCHS LAMBDA FILE…`: reads the `FEN|score|result` lines of
//! `eval_tune gen` (Stockfish's score and the game's result, both for White), and fits the
//! network so that the logistic of the hand-written evaluation (`chess_pesto`) plus the
//! network's output predicts `(1 − LAMBDA) · logistic(score) + LAMBDA · result` for the
//! side to move (1,000 centipawns multiply the odds by 10; least squares,
//! Adam on batches of 16,384 positions on every core, the learning rate divided by ten
//! for the last quarter of the epochs, a fiftieth of the positions held out; weights
//! clipped so that the fixed-point network cannot overflow). Then writes OUT in the
//! format `chess_nnue::Network::read` reads (`assets/nnue/chess.nnue` is the shipped one).
//! Seeded: the same files and arguments give the same network.
//!
//! `nnue_train --from NETWORK OUT …` starts from a network file instead of random
//! weights (a later session's data trains the shipped network further); `--lr RATE`
//! sets the learning rate (default 0.001).
//!
//! Run it with `cargo run --release --example nnue_train -- OUT EPOCHS LAMBDA FILE…`.

use chakbot::ai::chess_nnue::{self, HIDDEN, INPUTS, MAGIC, QA, QB, SCALE, VERSION};
use chakbot::ai::chess_pesto;
use chakbot::rules::{AnyPosition, RuleSet};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::{BufRead, Write};

/// The logistic's slope: 1,000 centipawns multiply the odds by 10. Flatter than the
/// 400 of `eval_tune`: with 400, scores past about ±600 cost nothing to get wrong, and a
/// network fitted so lets a search stop telling a won position from a more won one
/// (self-play: 40 % against the hand-written evaluation; with 1,000: 70 %).
const K: f32 = std::f32::consts::LN_10 / 1000.0;
const BATCH: usize = 16_384;
/// The largest weight magnitude (×QA within i16 with 32 pieces; ×QB within 127).
const CLIP: f32 = 1.98;
/// The learning rate unless `--lr` sets another.
const LEARNING_RATE: f32 = 0.001;

/// Training positions: the side to move's active inputs, flattened, and each position's
/// range in them and target probability.
struct Data {
    inputs: Vec<u16>,
    ranges: Vec<(u32, u8)>,
    targets: Vec<f32>,
    /// The hand-written evaluation of each position for the side to move, in units of
    /// SCALE centipawns: the network learns a correction to it.
    bases: Vec<f32>,
}

/// The input weights' row of the mover's input `i` in the accumulator of `side` (0 the
/// side to move's, 1 the other's).
fn row(side: usize, i: u16) -> usize {
    if side == 0 {
        i as usize
    } else {
        chess_nnue::seen_by_other(i as usize)
    }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

fn read(files: &[String], lambda: f32) -> Data {
    let mut data = Data {
        inputs: Vec::new(),
        ranges: Vec::new(),
        targets: Vec::new(),
        bases: Vec::new(),
    };
    let mut skipped = 0;
    for file in files {
        let f = std::fs::File::open(file).unwrap_or_else(|e| panic!("{file}: {e}"));
        for line in std::io::BufReader::new(f).lines() {
            let line = line.expect("a line");
            let mut parts = line.split('|');
            let (Some(fen), Some(score), Some(result)) = (parts.next(), parts.next(), parts.next())
            else {
                skipped += 1;
                continue;
            };
            let (Ok(score), Ok(result)) = (score.parse::<f32>(), result.parse::<f32>()) else {
                skipped += 1;
                continue;
            };
            let Ok(pos) = AnyPosition::from_fen(RuleSet::Chess, fen) else {
                skipped += 1;
                continue;
            };
            let Some(inputs) = chess_nnue::inputs(&pos) else {
                skipped += 1;
                continue;
            };
            let AnyPosition::Chess(p) = &pos else {
                skipped += 1;
                continue;
            };
            let white = chess_pesto::evaluate(p) as f32;
            let base = (if inputs.white_to_move { white } else { -white }) / SCALE as f32;
            data.bases.push(base);
            let (score, result) = if inputs.white_to_move {
                (score, result)
            } else {
                (-score, 1.0 - result)
            };
            let target = (1.0 - lambda) * sigmoid(K * score) + lambda * result;
            data.ranges
                .push((data.inputs.len() as u32, inputs.mover.len() as u8));
            data.inputs.extend(&inputs.mover);
            data.targets.push(target);
        }
    }
    println!(
        "{} positions read, {skipped} lines skipped",
        data.targets.len()
    );
    data
}

/// The network in floating point, or its gradient.
#[derive(Clone)]
struct Net {
    w1: Vec<f32>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: f32,
}

impl Net {
    fn zero() -> Net {
        Net {
            w1: vec![0.0; INPUTS * HIDDEN],
            b1: vec![0.0; HIDDEN],
            w2: vec![0.0; 2 * HIDDEN],
            b2: 0.0,
        }
    }

    /// The network of a file `chess_nnue::Network::read` reads, in floating point.
    fn from_file(file: &str) -> Net {
        let bytes = std::fs::read(file).unwrap_or_else(|e| panic!("{file}: {e}"));
        let network = chess_nnue::Network::read(&bytes).unwrap_or_else(|e| panic!("{file}: {e}"));
        let (input, input_bias, output, output_bias) = network.weights();
        let (qa, qb) = (QA as f32, QB as f32);
        Net {
            w1: input.iter().flatten().map(|&w| w as f32 / qa).collect(),
            b1: input_bias.iter().map(|&w| w as f32 / qa).collect(),
            w2: output.iter().map(|&w| w as f32 / qb).collect(),
            b2: output_bias as f32 / (qa * qb),
        }
    }

    fn random(rng: &mut ChaCha8Rng) -> Net {
        let mut n = Net::zero();
        n.w1.iter_mut()
            .for_each(|w| *w = rng.random_range(-0.17..0.17));
        n.w2.iter_mut()
            .for_each(|w| *w = rng.random_range(-0.09..0.09));
        n
    }

    /// Every parameter, in one order (for Adam).
    fn params(&mut self) -> impl Iterator<Item = &mut f32> {
        self.w1
            .iter_mut()
            .chain(self.b1.iter_mut())
            .chain(self.w2.iter_mut())
            .chain(std::iter::once(&mut self.b2))
    }

    /// Every parameter, in the order of [`Net::params`].
    fn values(&self) -> impl Iterator<Item = &f32> {
        self.w1
            .iter()
            .chain(&self.b1)
            .chain(&self.w2)
            .chain(std::iter::once(&self.b2))
    }

    fn add(&mut self, other: &Net) {
        for (a, b) in self.params().zip(other.values()) {
            *a += *b;
        }
    }

    /// The accumulator of the inputs `list` (mapped by `map`).
    fn accumulate(&self, list: &[u16], side: usize, acc: &mut [f32; HIDDEN]) {
        acc.copy_from_slice(&self.b1);
        for &i in list {
            let row = &self.w1[row(side, i) * HIDDEN..][..HIDDEN];
            acc.iter_mut().zip(row).for_each(|(a, w)| *a += w);
        }
    }

    /// The output (in units of SCALE centipawns) for one position; with `grad`, adds the
    /// gradient of the squared error against `target` and returns the error.
    fn forward(&self, list: &[u16], base: f32, target: f32, grad: Option<&mut Net>) -> f32 {
        let mut acc = [[0f32; HIDDEN]; 2];
        self.accumulate(list, 0, &mut acc[0]);
        self.accumulate(list, 1, &mut acc[1]);
        let mut out = self.b2 + base;
        for (side, a) in acc.iter().enumerate() {
            let w = &self.w2[side * HIDDEN..][..HIDDEN];
            out += a
                .iter()
                .zip(w)
                .map(|(&x, &w)| {
                    let c = x.clamp(0.0, 1.0);
                    c * c * w
                })
                .sum::<f32>();
        }
        let p = sigmoid(out * SCALE as f32 * K);
        let error = (p - target) * (p - target);
        let Some(g) = grad else {
            return error;
        };
        let d_out = 2.0 * (p - target) * p * (1.0 - p) * SCALE as f32 * K;
        g.b2 += d_out;
        for (side, a) in acc.iter().enumerate() {
            let mut d_acc = [0f32; HIDDEN];
            for k in 0..HIDDEN {
                let x = a[k];
                let c = x.clamp(0.0, 1.0);
                g.w2[side * HIDDEN + k] += d_out * c * c;
                if x > 0.0 && x < 1.0 {
                    d_acc[k] = d_out * self.w2[side * HIDDEN + k] * 2.0 * x;
                }
            }
            g.b1.iter_mut().zip(&d_acc).for_each(|(b, d)| *b += d);
            for &i in list {
                let gw = &mut g.w1[row(side, i) * HIDDEN..][..HIDDEN];
                gw.iter_mut().zip(&d_acc).for_each(|(w, d)| *w += d);
            }
        }
        error
    }

    /// The fixed-point network file.
    fn write(&self, out: &str) {
        let mut bytes = Vec::with_capacity(chess_nnue::FILE_BYTES);
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&VERSION.to_le_bytes());
        bytes.extend_from_slice(&(HIDDEN as u32).to_le_bytes());
        let q = |x: f32, scale: i32| (x * scale as f32).round() as i16;
        for &w in self.w1.iter().chain(&self.b1) {
            bytes.extend_from_slice(&q(w, QA).to_le_bytes());
        }
        for &w in &self.w2 {
            bytes.extend_from_slice(&q(w, QB).to_le_bytes());
        }
        let bias = (self.b2 * (QA * QB) as f32).round() as i32;
        bytes.extend_from_slice(&bias.to_le_bytes());
        assert_eq!(bytes.len(), chess_nnue::FILE_BYTES);
        let mut f = std::fs::File::create(out).unwrap_or_else(|e| panic!("{out}: {e}"));
        f.write_all(&bytes).expect("the network writes");
    }
}

/// Adam's moments.
struct Adam {
    m: Net,
    v: Net,
    t: i32,
}

impl Adam {
    fn step(&mut self, net: &mut Net, grad: &mut Net, lr: f32, n: usize) {
        const B1: f32 = 0.9;
        const B2: f32 = 0.999;
        self.t += 1;
        let c1 = 1.0 - B1.powi(self.t);
        let c2 = 1.0 - B2.powi(self.t);
        let scale = 1.0 / n as f32;
        for (((p, g), m), v) in net
            .params()
            .zip(grad.params())
            .zip(self.m.params())
            .zip(self.v.params())
        {
            let g = *g * scale;
            *m = B1 * *m + (1.0 - B1) * g;
            *v = B2 * *v + (1.0 - B2) * g * g;
            *p -= lr * (*m / c1) / ((*v / c2).sqrt() + 1e-8);
            *p = p.clamp(-CLIP, CLIP);
        }
    }
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    // Options first: `--from NETWORK`, `--lr RATE`.
    let (mut from, mut learning_rate) = (None, LEARNING_RATE);
    while args.len() > 1 && args[0].starts_with("--") {
        let value = args.remove(1);
        match args.remove(0).as_str() {
            "--from" => from = Some(value),
            "--lr" => learning_rate = value.parse().expect("--lr takes a number"),
            other => {
                eprintln!("unknown option {other}");
                std::process::exit(2);
            }
        }
    }
    let [out, epochs, lambda, files @ ..] = &args[..] else {
        eprintln!("usage: nnue_train [--from NETWORK] [--lr RATE] OUT EPOCHS LAMBDA FILE…");
        std::process::exit(2);
    };
    let epochs: usize = epochs.parse().expect("EPOCHS is a number");
    let lambda: f32 = lambda.parse().expect("LAMBDA is a number");
    let data = &read(files, lambda);
    let mut rng = ChaCha8Rng::seed_from_u64(0x6e6e_7565);
    let mut order: Vec<usize> = (0..data.targets.len()).collect();
    order.shuffle(&mut rng);
    let held = order.len() / 50;
    let (test, train) = order.split_at(held);
    let (test, mut train) = (test.to_vec(), train.to_vec());
    let mut net = match &from {
        Some(file) => Net::from_file(file),
        None => Net::random(&mut rng),
    };
    let mut adam = Adam {
        m: Net::zero(),
        v: Net::zero(),
        t: 0,
    };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let list = |s: usize| {
        let (at, n) = data.ranges[s];
        &data.inputs[at as usize..at as usize + n as usize]
    };
    let started = std::time::Instant::now();
    for epoch in 0..epochs {
        train.shuffle(&mut rng);
        let lr = if epoch * 4 >= epochs * 3 {
            learning_rate / 10.0
        } else {
            learning_rate
        };
        let mut train_error = 0.0f64;
        for batch in train.chunks(BATCH) {
            let part = batch.len().div_ceil(threads);
            let results: Vec<(Net, f64)> = std::thread::scope(|scope| {
                let handles: Vec<_> = batch
                    .chunks(part)
                    .map(|chunk| {
                        let net = &net;
                        scope.spawn(move || {
                            let mut g = Net::zero();
                            let mut e = 0.0f64;
                            for &s in chunk {
                                e += net.forward(
                                    list(s),
                                    data.bases[s],
                                    data.targets[s],
                                    Some(&mut g),
                                ) as f64;
                            }
                            (g, e)
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a training thread"))
                    .collect()
            });
            let mut grad = Net::zero();
            for (g, e) in &results {
                grad.add(g);
                train_error += e;
            }
            adam.step(&mut net, &mut grad, lr, batch.len());
        }
        let test_error: f64 = test
            .iter()
            .map(|&s| net.forward(list(s), data.bases[s], data.targets[s], None) as f64)
            .sum::<f64>()
            / test.len().max(1) as f64;
        println!(
            "epoch {}: train error {:.6}, held-out error {:.6}, {:.0} s",
            epoch + 1,
            train_error / train.len().max(1) as f64,
            test_error,
            started.elapsed().as_secs_f64()
        );
        net.write(out);
    }
}
