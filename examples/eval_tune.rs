//! Fits the chess evaluation's weights (`src/ai/chess_weights.rs`) to data.
//!
//! - `gen FIRST GAMES NODES OUT`: plays Stockfish against itself from `FIRST` for `GAMES`
//!   games (a few random opening plies, then one move in ten random, the others
//!   Stockfish's best at `go nodes NODES`) and appends to `OUT` each quiet position (not
//!   in check, Stockfish's best move neither a capture nor a promotion) as
//!   `FEN|score|result`: Stockfish's score and the game's result, both for White
//!   (centipawns; 1, 0.5, 0). A game whose score stays beyond ±1500 for 8 plies is
//!   adjudicated.
//! - `fit FILE EPOCHS [LAMBDA]`: fits every weight so that the logistic of the evaluation
//!   predicts `(1 − LAMBDA) · logistic(c · score) + LAMBDA · result` (least squares, Adam,
//!   a tenth of the positions held out; each weight pulled towards its value before the
//!   fit, `EVAL_TUNE_PULL` times the squared difference, default 1e-9; a weight that applies in fewer than 300 positions
//!   stays), where `c` maps Stockfish's centipawns onto the
//!   current evaluation's scale (fitted first, so the search's margins keep their
//!   meaning; `SCALE` sets it instead), then rewrites `src/ai/chess_weights.rs` with the rounded weights.
//!
//! Run it with `cargo run --release --example eval_tune -- MODE …` from the repository.

use chakbot::ai::chess_king::{self, FEATURES};
use chakbot::ai::chess_pesto::{self, Trace, COUNT, GROUPS, WEIGHTS};
use chakbot::rules::{AnyPosition, Color, GameState, Outcome, RuleSet};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::Write;

#[path = "common/uci.rs"]
mod uci;
use uci::Uci;

/// The logistic's slope: 400 centipawns multiply the odds by 10.
const K: f64 = std::f64::consts::LN_10 / 400.0;
/// The pull of each weight towards its value before the fit (L2, per squared
/// centipawn): a weight that applies in about one position in a thousand moves about
/// halfway to where the data alone would put it, a common one all the way.
const PULL: f64 = 1e-9;
/// Training positions a weight must apply in to be fitted.
const RARE: usize = 300;
/// The weights file the fit rewrites.
const WEIGHTS_FILE: &str = "src/ai/chess_weights.rs";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).map(String::as_str).unwrap_or("");
    let num = |i: usize, default: u64| arg(i).parse().unwrap_or(default);
    match arg(0) {
        "gen" => gen(num(1, 0), num(2, 100), num(3, 5000), arg(4)),
        "fit" => fit(
            arg(1),
            num(2, 1000) as usize,
            arg(3).parse().unwrap_or(0.0),
            arg(4).parse().ok(),
        ),
        _ => eprintln!("modes: gen FIRST GAMES NODES OUT, fit FILE EPOCHS [LAMBDA [SCALE]]"),
    }
}

fn gen(first: u64, games: u64, nodes: u64, out: &str) {
    let mut sf = Uci::stockfish(None);
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(out)
        .expect("the output file opens");
    let mut total = 0;
    for g in first..first + games {
        let mut rng = ChaCha8Rng::seed_from_u64(g ^ 0x7a11_0e5e);
        let start = AnyPosition::start(RuleSet::Chess, RuleSet::Chess.default_start(), &mut rng);
        let mut state = GameState::new(start);
        sf.send("ucinewgame");
        let mut kept = Vec::new();
        let mut decided = 0;
        let mut adjudicated = None;
        let opening = 4 + g % 5;
        let mut ply = 0;
        while state.outcome().is_none() && ply < 300 {
            let pos = state.position().clone();
            let moves = pos.legal_moves();
            let mut choice = moves.choose(&mut rng).expect("a legal move").action;
            if ply >= opening {
                let (best, score) =
                    sf.search(&format!("fen {}", pos.fen()), &format!("go nodes {nodes}"));
                let white = if pos.turn() == Color::White {
                    score
                } else {
                    -score
                };
                let found = moves.iter().find(|m| m.action.to_string() == best);
                if let Some(m) = found {
                    if !pos.in_check() && !m.capture && m.promotion.is_none() && score.abs() < 5000
                    {
                        kept.push(format!("{}|{white}", pos.fen()));
                    }
                    if !rng.random_ratio(1, 10) {
                        choice = m.action;
                    }
                }
                decided = if white.abs() >= 1500 { decided + 1 } else { 0 };
                if decided >= 8 {
                    adjudicated = Some(if white > 0 { 1.0 } else { 0.0 });
                    break;
                }
            }
            state.play(&choice, &mut rng).expect("a legal move");
            ply += 1;
        }
        let result = adjudicated.unwrap_or(match state.outcome() {
            Some(Outcome::Decisive {
                winner: Color::White,
                ..
            }) => 1.0,
            Some(Outcome::Decisive { .. }) => 0.0,
            _ => 0.5,
        });
        for line in &kept {
            writeln!(file, "{line}|{result}").expect("the output file writes");
        }
        total += kept.len();
        println!(
            "game {g}: {ply} plies, result {result}, {} positions, {total} in all",
            kept.len()
        );
    }
}

/// One training position: its trace and target probability (White wins).
struct Sample {
    trace: Trace,
    score: f64,
    result: f64,
}

fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-K * x).exp())
}

/// The evaluation of a trace under `w`: the linear weights (mg, eg interleaved), then the
/// king-safety weights; unrounded.
fn eval(t: &Trace, w: &[f64]) -> f64 {
    let (linear, kings) = w.split_at(2 * COUNT);
    t.eval(linear, kings)
}

fn load(file: &str) -> Vec<Sample> {
    let text = std::fs::read_to_string(file).expect("the data file reads");
    text.lines()
        .filter_map(|line| {
            let mut parts = line.split('|');
            let fen = parts.next()?;
            let score: f64 = parts.next()?.parse().ok()?;
            let result: f64 = parts.next()?.parse().ok()?;
            let Ok(AnyPosition::Chess(p)) = AnyPosition::from_fen(RuleSet::Chess, fen) else {
                return None;
            };
            Some(Sample {
                trace: chess_pesto::trace(&p),
                score: score.clamp(-3000.0, 3000.0),
                result,
            })
        })
        .collect()
}

/// Mean squared error of `w` against `targets` on `samples`.
fn error(samples: &[Sample], targets: &[f64], w: &[f64]) -> f64 {
    let sum: f64 = samples
        .iter()
        .zip(targets)
        .map(|(s, &t)| (logistic(eval(&s.trace, w)) - t).powi(2))
        .sum();
    sum / samples.len().max(1) as f64
}

fn fit(file: &str, epochs: usize, lambda: f64, scale: Option<f64>) {
    let mut samples = load(file);
    println!("{} positions, {COUNT} weights", samples.len());
    let mut rng = ChaCha8Rng::seed_from_u64(17);
    // A fixed shuffle, then the last tenth held out.
    for i in (1..samples.len()).rev() {
        samples.swap(i, rng.random_range(0..=i));
    }
    // The linear weights (mg, eg interleaved), then king safety's.
    let mut w: Vec<f64> = WEIGHTS
        .iter()
        .flat_map(|&(mg, eg)| [mg as f64, eg as f64])
        .chain(chess_king::WEIGHTS.iter().map(|&k| k as f64))
        .collect();
    let prior = w.clone();
    let pull: f64 = std::env::var("EVAL_TUNE_PULL")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(PULL);
    // The scale of Stockfish's centipawns on the current evaluation's.
    let current: Vec<f64> = samples
        .iter()
        .map(|s| logistic(eval(&s.trace, &w)))
        .collect();
    let misfit = |c: f64| -> f64 {
        samples
            .iter()
            .zip(&current)
            .map(|(s, &p)| (p - logistic(c * s.score)).powi(2))
            .sum()
    };
    let (mut lo, mut hi) = (0.2f64, 5.0f64);
    for _ in 0..60 {
        let (a, b) = (lo + (hi - lo) / 3.0, hi - (hi - lo) / 3.0);
        if misfit(a) < misfit(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    let fitted = (lo + hi) / 2.0;
    let c = scale.unwrap_or(fitted);
    println!("scale: our centipawns = {c:.3} x Stockfish's (fitted {fitted:.3})");
    let targets: Vec<f64> = samples
        .iter()
        .map(|s| (1.0 - lambda) * logistic(c * s.score) + lambda * s.result)
        .collect();
    let held = samples.len() / 10;
    let split = samples.len() - held;
    let (train, test) = samples.split_at(split);
    let (train_t, test_t) = targets.split_at(split);
    println!(
        "before: train {:.6}, held out {:.6}",
        error(train, train_t, &w),
        error(test, test_t, &w)
    );
    // Weights that apply in fewer than RARE training positions keep their value.
    // (Counted per parameter: a linear weight's two halves share their count.)
    let mut seen = vec![0usize; w.len()];
    for s in train {
        for &(i, _) in &s.trace.counts {
            seen[2 * i as usize] += 1;
            seen[2 * i as usize + 1] += 1;
        }
        for f in s.trace.kings.iter().flatten() {
            for (j, &n) in f.iter().enumerate() {
                seen[2 * COUNT + j] += (n != 0) as usize;
            }
        }
    }
    let frozen: Vec<bool> = seen.iter().map(|&n| n < RARE).collect();
    println!(
        "{} weights apply in fewer than {RARE} positions and stay",
        frozen.iter().filter(|&&f| f).count()
    );
    // Adam.
    let (b1, b2, eps) = (0.9, 0.999, 1e-8);
    let mut m = vec![0.0; w.len()];
    let mut v = vec![0.0; w.len()];
    let mut grad = vec![0.0; w.len()];
    for epoch in 1..=epochs {
        grad.iter_mut().for_each(|g| *g = 0.0);
        for (s, &t) in train.iter().zip(train_t) {
            // The score and its scale (by the side it favours under these weights).
            let (linear, kings) = w.split_at(2 * COUNT);
            let unscaled = s.trace.unscaled(linear, kings);
            let scale = s.trace.scale_of(unscaled);
            let p = logistic(unscaled * scale);
            let d = 2.0 * (p - t) * p * (1.0 - p) * K / 24.0 * scale;
            let (dm, de) = (d * s.trace.phase as f64, d * (24 - s.trace.phase) as f64);
            for &(i, n) in &s.trace.counts {
                grad[2 * i as usize] += dm * n as f64;
                grad[2 * i as usize + 1] += de * n as f64;
            }
            // King safety: the cost d²/MG (middle game) and d/EG (endgame) of the danger
            // d = Σ k·f when d > 0, counted against the king's side.
            for (side, f) in s.trace.kings.iter().enumerate() {
                let Some(f) = f else { continue };
                let danger = chess_king::danger_under(f, &w[2 * COUNT..]);
                let (slope_mg, slope_eg) = chess_king::cost_slope(danger);
                let sign = if side == 0 { -1.0 } else { 1.0 };
                let per = sign * (dm * slope_mg + de * slope_eg);
                for (j, &n) in f.iter().enumerate() {
                    grad[2 * COUNT + j] += per * n as f64;
                }
            }
        }
        let rate = if epoch < epochs * 2 / 3 { 1.0 } else { 0.25 };
        for j in 0..w.len() {
            if frozen[j] {
                continue;
            }
            let g = grad[j] / train.len() as f64 + 2.0 * pull * (w[j] - prior[j]);
            m[j] = b1 * m[j] + (1.0 - b1) * g;
            v[j] = b2 * v[j] + (1.0 - b2) * g * g;
            let mh = m[j] / (1.0 - b1.powi(epoch as i32));
            let vh = v[j] / (1.0 - b2.powi(epoch as i32));
            w[j] -= rate * mh / (vh.sqrt() + eps);
        }
        if epoch % 100 == 0 || epoch == epochs {
            println!(
                "epoch {epoch}: train {:.6}, held out {:.6}",
                error(train, train_t, &w),
                error(test, test_t, &w)
            );
        }
    }
    let kings: Vec<i32> = w[2 * COUNT..].iter().map(|k| k.round() as i32).collect();
    println!("king safety: {kings:?}");
    let rounded: Vec<(i32, i32)> = w[..2 * COUNT]
        .chunks(2)
        .map(|p| (p[0].round() as i32, p[1].round() as i32))
        .collect();
    let source = std::fs::read_to_string(WEIGHTS_FILE).expect("the weights file reads");
    std::fs::write(WEIGHTS_FILE, rewrite(&source, &rounded, &kings))
        .expect("the weights file writes");
    println!("{WEIGHTS_FILE} rewritten");
}

/// `source` (the weights file) with each group's values replaced by `weights`' (flat,
/// in [`GROUPS`] order); names, types and comments stay.
fn rewrite(source: &str, weights: &[(i32, i32)], kings: &[i32]) -> String {
    assert_eq!(kings.len(), FEATURES);
    let mut out = source.to_string();
    let values: Vec<String> = kings.iter().map(i32::to_string).collect();
    set_value(
        &mut out,
        "KING_SAFETY",
        &format!("= [\n    {},\n]", values.join(", ")),
    );
    let mut at = 0;
    for (name, len) in GROUPS {
        let values = &weights[at..at + len];
        at += len;
        let pair = |p: &(i32, i32)| format!("({}, {})", p.0, p.1);
        let rows = |vals: &[(i32, i32)], indent: &str| -> String {
            vals.chunks(8)
                .map(|row| {
                    format!(
                        "{indent}{},\n",
                        row.iter().map(pair).collect::<Vec<_>>().join(", ")
                    )
                })
                .collect()
        };
        let text = if len == 1 {
            format!("= {}", pair(&values[0]))
        } else if name == "PST" {
            let roles = ["pawn", "knight", "bishop", "rook", "queen", "king"];
            let mut t = String::from("= [\n");
            for (r, table) in values.chunks(64).enumerate() {
                t += &format!("    [ // {}\n{}    ],\n", roles[r], rows(table, "    "));
            }
            t + "]"
        } else {
            format!("= [\n{}]", rows(values, "    "))
        };
        set_value(&mut out, name, &text);
    }
    out
}

/// Replaces the value of `const NAME: … = …;` in `source` (from `=` to before `;`) by
/// `text`.
fn set_value(source: &mut String, name: &str, text: &str) {
    let decl = format!("const {name}:");
    let start = source.find(&decl).expect("every weight group is declared");
    let eq = start + source[start..].find('=').expect("a value");
    let end = eq + source[eq..].find(';').expect("an end");
    source.replace_range(eq..end, text);
}
