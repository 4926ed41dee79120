//! Chakart (both editions): expectimax with sampled chance nodes over determinised
//! worlds. Each candidate action is played in every guessed world (see
//! [`super::determinise`]) under several random draws (bananas, bombs, eggs); its value is
//! the weighted mean over them. One ply judges every action; two plies search the level's
//! best few actions again against the opponent's best reply (at level 8 each reply is
//! averaged over its own draws: the opponent chooses before the dice); three plies add
//! the mover's best answer, on the best few actions at two plies. Pending choices met on the way
//! (promotion, King Boo, Toadette, Daisy) are answered by the side that owns them,
//! greedily.

use super::budget::Budget;
use super::chakart_eval::{evaluate, WIN};
use super::determinise;
use super::level::{ChakartShape, Level};
use super::{Decision, Weighed};
use crate::rules::chakart::Position;
use crate::rules::{Action, Color, MoveDesc, Variant};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The most answers a greedy choice weighs (King Boo may offer hundreds of swaps).
const MAX_CHOICE_ANSWERS: usize = 48;

struct Ctx {
    nodes: u64,
}

/// A random generator that counts its draws: a turn that drew nothing is the same under
/// every draw, so one is enough.
struct Counting {
    inner: ChaCha8Rng,
    used: u32,
}

impl Counting {
    fn new(seed: u64) -> Counting {
        Counting {
            inner: ChaCha8Rng::seed_from_u64(seed),
            used: 0,
        }
    }
}

impl RngCore for Counting {
    fn next_u32(&mut self) -> u32 {
        self.used += 1;
        self.inner.next_u32()
    }
    fn next_u64(&mut self) -> u64 {
        self.used += 1;
        self.inner.next_u64()
    }
    fn fill_bytes(&mut self, dst: &mut [u8]) {
        self.used += 1;
        self.inner.fill_bytes(dst)
    }
}

/// Chooses the mover's action in `view` (the mover's view: no hidden enemy queen).
pub fn choose(view: &Position, level: Level, budget: Budget, seed: u64) -> Option<Decision> {
    let me = view.turn();
    let shape = level.chakart();
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
    let worlds = determinise::worlds(view, shape.worlds, &mut rng);
    let chance_seed: u64 = rng.random();
    let mut ctx = Ctx { nodes: 0 };
    let judge = |ctx: &mut Ctx, i: usize, plies: u32| {
        expected(
            ctx,
            &worlds,
            actions[i].action,
            me,
            plies,
            &shape,
            chance_seed ^ i as u64,
        )
    };

    // One ply: every action. Then each deeper ply on the best few of the one before,
    // while the budget lasts (an action not reached at the deepest ply is not chosen).
    let mut scores: Vec<Option<i32>> = (0..actions.len())
        .map(|i| Some(judge(&mut ctx, i, 1)))
        .collect();
    let mut depth = 1;
    for (plies, keep) in [(2, shape.candidates), (3, shape.deep)] {
        if shape.plies < plies || keep == 0 {
            break;
        }
        let mut order: Vec<usize> = (0..actions.len())
            .filter(|&i| scores[i].is_some())
            .collect();
        order.sort_by_key(|&i| std::cmp::Reverse(scores[i]));
        let mut deeper: Vec<Option<i32>> = vec![None; actions.len()];
        for i in order.into_iter().take(keep) {
            if budget.exhausted(ctx.nodes) && deeper.iter().any(Option::is_some) {
                break;
            }
            deeper[i] = Some(judge(&mut ctx, i, plies));
        }
        scores = deeper;
        depth = plies;
    }
    let best = (0..actions.len())
        .filter_map(|i| scores[i].map(|s| (i, s.saturating_add(noise[i]))))
        .max_by_key(|&(i, s)| (s, std::cmp::Reverse(i)))?;
    Some(Decision {
        action: actions[best.0].action,
        nodes: ctx.nodes,
        depth,
        score: best.1,
    })
}

/// Weighs `played` against the best action of `view` (the mover's view): the level's
/// search shape without noise, the same worlds and chance draws for every action, and
/// `played` always searched as deep as the best.
pub fn weigh(
    view: &Position,
    played: Action,
    level: Level,
    budget: Budget,
    seed: u64,
) -> Option<Weighed> {
    let me = view.turn();
    let shape = level.chakart();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut actions: Vec<Action> = view.legal_moves().iter().map(|d| d.action).collect();
    if !actions.contains(&played) {
        actions.push(played);
    }
    let worlds = determinise::worlds(view, shape.worlds, &mut rng);
    let chance_seed: u64 = rng.random();
    let mut ctx = Ctx { nodes: 0 };
    let judge = |ctx: &mut Ctx, i: usize, plies: u32| {
        expected(
            ctx,
            &worlds,
            actions[i],
            me,
            plies,
            &shape,
            chance_seed ^ i as u64,
        )
    };
    let played_at = actions.iter().position(|a| *a == played)?;
    let mut scores: Vec<Option<i32>> = (0..actions.len())
        .map(|i| Some(judge(&mut ctx, i, 1)))
        .collect();
    let mut depth = 1;
    for (plies, keep) in [(2, shape.candidates), (3, shape.deep)] {
        if shape.plies < plies || keep == 0 {
            break;
        }
        let mut order: Vec<usize> = (0..actions.len())
            .filter(|&i| scores[i].is_some())
            .collect();
        order.sort_by_key(|&i| std::cmp::Reverse(scores[i]));
        order.retain(|&i| i != played_at);
        order.truncate(keep);
        order.insert(0, played_at);
        let mut deeper: Vec<Option<i32>> = vec![None; actions.len()];
        for (n, i) in order.into_iter().enumerate() {
            if n >= 2 && budget.exhausted(ctx.nodes) {
                break;
            }
            deeper[i] = Some(judge(&mut ctx, i, plies));
        }
        scores = deeper;
        depth = plies;
    }
    let (best, _) = (0..actions.len())
        .filter_map(|i| scores[i].map(|s| (i, s)))
        .max_by_key(|&(i, s)| (s, std::cmp::Reverse(i)))?;
    // The best of many noisy estimates is flattered by its noise: the two actions are
    // valued again on fresh draws, the same for both, with twice the samples.
    let again = ChakartShape {
        samples: shape.samples.max(1) * 2,
        ..shape
    };
    let fresh = mix(chance_seed, 0x7e71_9e55);
    let played_score = expected(&mut ctx, &worlds, played, me, depth, &again, fresh);
    let best_score = if best == played_at {
        played_score
    } else {
        expected(&mut ctx, &worlds, actions[best], me, depth, &again, fresh).max(played_score)
    };
    Some(Weighed {
        best: if best_score > played_score {
            actions[best]
        } else {
            played
        },
        best_score,
        played_score,
        depth,
        nodes: ctx.nodes,
    })
}

/// The weighted mean value of `action` for `me` over the worlds and the shape's draws.
fn expected(
    ctx: &mut Ctx,
    worlds: &[(Position, f64)],
    action: Action,
    me: Color,
    plies: u32,
    shape: &ChakartShape,
    seed: u64,
) -> i32 {
    let samples = shape.samples.max(1);
    let mut total = 0.0;
    for (w, (world, weight)) in worlds.iter().enumerate() {
        let mut sum = 0.0;
        let mut n = 0;
        for s in 0..samples {
            let sample_seed = mix(seed, (w as u64) << 32 | s as u64);
            let (v, drew) = value_after(
                ctx,
                world,
                action,
                me,
                plies,
                shape.reply_draws,
                sample_seed,
            );
            sum += v as f64;
            n += 1;
            // At one ply a turn that drew nothing is the same under every draw.
            if !drew && plies == 1 {
                break;
            }
        }
        total += weight * sum / n as f64;
    }
    total.round() as i32
}

/// The value for `me` of playing `action` in `world` under one random draw, and whether
/// the turn drew anything.
fn value_after(
    ctx: &mut Ctx,
    world: &Position,
    action: Action,
    me: Color,
    plies: u32,
    reply_draws: u32,
    seed: u64,
) -> (i32, bool) {
    let mut rng = Counting::new(seed);
    let mut pos = world.clone();
    ctx.nodes += 1;
    if pos.play(&action, &mut rng).is_err() {
        return (-WIN, false);
    }
    finish_turn(ctx, &mut pos, &mut rng);
    let drew = rng.used > 0;
    let now = evaluate(&pos, me);
    if plies <= 1 || now.abs() >= WIN || pos.turn() == me {
        return (now, drew);
    }
    let replies = pos.legal_moves();
    if replies.is_empty() {
        // The side with no legal action loses.
        return (WIN, drew);
    }
    let mut worst = WIN;
    for (k, reply) in replies.iter().enumerate() {
        let v = reply_value(
            ctx,
            &pos,
            reply.action,
            me,
            plies - 1,
            reply_draws,
            mix(seed, k as u64),
            worst,
        );
        worst = worst.min(v);
        if worst <= -WIN {
            break;
        }
    }
    (worst, drew)
}

/// The opponent's `reply` in `pos`, for `me`: the mean over `draws` random draws of the
/// position after it (`plies_left` 2: after `me`'s best answer). `cutoff`: the
/// opponent's best reply so far; an exact value at or above it may stop early.
#[allow(clippy::too_many_arguments)]
fn reply_value(
    ctx: &mut Ctx,
    pos: &Position,
    reply: Action,
    me: Color,
    plies_left: u32,
    draws: u32,
    seed: u64,
    cutoff: i32,
) -> i32 {
    let draws = draws.max(1);
    let mut sum = 0i64;
    let mut n = 0i64;
    for d in 0..draws {
        let mut rng = Counting::new(mix(seed, 0x5eed ^ d as u64));
        let mut child = pos.clone();
        ctx.nodes += 1;
        if child.play(&reply, &mut rng).is_err() {
            return WIN;
        }
        finish_turn(ctx, &mut child, &mut rng);
        let deterministic = rng.used == 0;
        let exact = deterministic || draws == 1;
        let v = if plies_left >= 2 {
            best_answer(ctx, &child, me, seed, exact.then_some(cutoff))
        } else {
            evaluate(&child, me)
        };
        sum += v as i64;
        n += 1;
        if deterministic {
            break;
        }
    }
    (sum / n) as i32
}

/// `me`'s best answer in `pos` (one draw each): the last ply of a three-ply search.
/// Stops at `cutoff` (the value is then at least that).
fn best_answer(ctx: &mut Ctx, pos: &Position, me: Color, seed: u64, cutoff: Option<i32>) -> i32 {
    let now = evaluate(pos, me);
    if now.abs() >= WIN || pos.turn() != me {
        return now;
    }
    let answers = pos.legal_moves();
    if answers.is_empty() {
        return -WIN;
    }
    let mut best = -WIN;
    for (k, a) in answers.iter().enumerate() {
        let mut rng = Counting::new(mix(seed, 0xa115 ^ k as u64));
        let mut child = pos.clone();
        ctx.nodes += 1;
        if child.play(&a.action, &mut rng).is_err() {
            continue;
        }
        finish_turn(ctx, &mut child, &mut rng);
        best = best.max(evaluate(&child, me));
        if best >= WIN || cutoff.is_some_and(|c| best >= c) {
            break;
        }
    }
    best
}

/// Answers pending choices greedily, each by the side it waits for.
fn finish_turn<R: Rng + ?Sized>(ctx: &mut Ctx, pos: &mut Position, rng: &mut R) {
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
                value_after(&mut ctx, pos, d.action, me, 1, 1, mix(seed, i as u64)).0,
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
