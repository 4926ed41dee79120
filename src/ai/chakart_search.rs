//! Chakart (both editions): expectimax with sampled chance nodes over determinised
//! worlds. Each candidate action is played in every guessed world (see
//! [`super::determinise`]) under several random draws (bananas, bombs, eggs); its value is
//! the weighted mean, after the opponent's best reply at two plies (for the level's best
//! few actions at one ply: `Level::chakart_candidates`). Pending choices met on
//! the way (promotion, King Boo, Toadette, Daisy) are answered by the side that owns them,
//! greedily.

use super::budget::Budget;
use super::chakart_eval::{evaluate, WIN};
use super::determinise;
use super::level::Level;
use super::Decision;
use crate::rules::chakart::Position;
use crate::rules::{Action, Color, MoveDesc, Variant};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The most answers a greedy choice weighs (King Boo may offer hundreds of swaps).
const MAX_CHOICE_ANSWERS: usize = 48;

struct Ctx {
    nodes: u64,
}

/// Chooses the mover's action in `view` (the mover's view: no hidden enemy queen).
pub fn choose(view: &Position, level: Level, budget: Budget, seed: u64) -> Option<Decision> {
    let me = view.turn();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut actions = view.legal_moves();
    if actions.is_empty() {
        return None;
    }
    let miss = level.miss_capture_percent();
    if miss > 0 {
        let kept: Vec<MoveDesc> = actions
            .iter()
            .copied()
            .filter(|d| !d.capture || rng.random_range(0..100) >= miss)
            .collect();
        if !kept.is_empty() {
            actions = kept;
        }
    }
    let noise = level.root_noise(actions.len(), &mut rng);
    let worlds = determinise::worlds(view, level.chakart_worlds(), &mut rng);
    let samples = level.chakart_samples();
    let chance_seed: u64 = rng.random();
    let mut ctx = Ctx { nodes: 0 };

    // One ply: every action, every world, every sample.
    let shallow: Vec<i32> = actions
        .iter()
        .enumerate()
        .map(|(i, d)| {
            expected(
                &mut ctx,
                &worlds,
                d.action,
                me,
                1,
                samples,
                chance_seed ^ i as u64,
            )
        })
        .collect();
    let mut depth = 1;
    let mut deep: Vec<Option<i32>> = vec![None; actions.len()];
    if level.chakart_plies() >= 2 {
        let mut order: Vec<usize> = (0..actions.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(shallow[i]));
        for i in order.into_iter().take(level.chakart_candidates().max(1)) {
            if budget.exhausted(ctx.nodes) && deep.iter().any(Option::is_some) {
                break;
            }
            let seed = chance_seed ^ i as u64;
            deep[i] = Some(expected(
                &mut ctx,
                &worlds,
                actions[i].action,
                me,
                2,
                samples,
                seed,
            ));
            depth = 2;
        }
    }
    let judged = |i: usize| -> Option<i32> {
        let base = if depth == 2 { deep[i]? } else { shallow[i] };
        Some(base.saturating_add(noise[i]))
    };
    let best = (0..actions.len())
        .filter_map(|i| judged(i).map(|s| (i, s)))
        .max_by_key(|&(i, s)| (s, std::cmp::Reverse(i)))?;
    Some(Decision {
        action: actions[best.0].action,
        nodes: ctx.nodes,
        depth,
        score: best.1,
    })
}

/// The weighted mean value of `action` for `me` over the worlds and `samples` draws.
fn expected(
    ctx: &mut Ctx,
    worlds: &[(Position, f64)],
    action: Action,
    me: Color,
    plies: u32,
    samples: u32,
    seed: u64,
) -> i32 {
    let mut total = 0.0;
    for (w, (world, weight)) in worlds.iter().enumerate() {
        let mut sum = 0.0;
        for s in 0..samples {
            let sample_seed = mix(seed, (w as u64) << 32 | s as u64);
            sum += value_after(ctx, world, action, me, plies, sample_seed) as f64;
        }
        total += weight * sum / samples as f64;
    }
    total.round() as i32
}

/// The value for `me` of playing `action` in `world` under one random draw.
fn value_after(
    ctx: &mut Ctx,
    world: &Position,
    action: Action,
    me: Color,
    plies: u32,
    seed: u64,
) -> i32 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pos = world.clone();
    ctx.nodes += 1;
    if pos.play(&action, &mut rng).is_err() {
        return -WIN;
    }
    finish_turn(ctx, &mut pos, &mut rng);
    let now = evaluate(&pos, me);
    if plies <= 1 || now.abs() >= WIN {
        return now;
    }
    let replies = pos.legal_moves();
    if replies.is_empty() {
        // The side with no legal action loses.
        return if pos.turn() == me { -WIN } else { WIN };
    }
    let mut worst = WIN;
    for reply in replies {
        let mut child = pos.clone();
        ctx.nodes += 1;
        if child.play(&reply.action, &mut rng).is_err() {
            continue;
        }
        finish_turn(ctx, &mut child, &mut rng);
        worst = worst.min(evaluate(&child, me));
        if worst <= -WIN {
            break;
        }
    }
    worst
}

/// Answers pending choices greedily, each by the side it waits for.
fn finish_turn(ctx: &mut Ctx, pos: &mut Position, rng: &mut ChaCha8Rng) {
    let mut guard = 0;
    while pos.pending().is_some() && guard < 8 {
        guard += 1;
        let chooser = pos.turn();
        let answers = pos.legal_moves();
        let seed: u64 = rng.random();
        let mut best: Option<(i32, Action)> = None;
        for a in answers.iter().take(MAX_CHOICE_ANSWERS) {
            let mut child = pos.clone();
            ctx.nodes += 1;
            let mut r = ChaCha8Rng::seed_from_u64(seed);
            if child.play(&a.action, &mut r).is_err() {
                continue;
            }
            let v = evaluate(&child, chooser);
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, a.action));
            }
        }
        let Some((_, action)) = best else { return };
        if pos.play(&action, rng).is_err() {
            return;
        }
    }
}

/// The greedy answer of the side to move: the action whose immediate result it likes best
/// (one random draw). The baseline opponent of the benchmarks.
pub fn greedy(pos: &Position, seed: u64) -> Option<Action> {
    let me = pos.turn();
    let mut ctx = Ctx { nodes: 0 };
    pos.legal_moves()
        .iter()
        .enumerate()
        .map(|(i, d)| {
            (
                value_after(&mut ctx, pos, d.action, me, 1, mix(seed, i as u64)),
                i,
                d.action,
            )
        })
        .max_by_key(|&(v, i, _)| (v, std::cmp::Reverse(i)))
        .map(|(_, _, a)| a)
}

fn mix(a: u64, b: u64) -> u64 {
    let mut z = a ^ b.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
