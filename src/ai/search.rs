//! Alpha-beta for the deterministic rule sets (chess, Maharaja, Koopa): iterative
//! deepening, principal variation search with late-move reductions, a transposition
//! table, quiescence on captures (all moves when in check), check extension, and move
//! ordering (table move, captures by victim and attacker, killers, history). The root
//! applies the level: depth cap, noise on each move's score, overlooked captures.

use super::budget::Budget;
use super::level::Level;
use super::tt::{Bound, Entry, Table};
use super::Decision;
use crate::rules::Action;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A won position (minus the plies to get there).
pub const MATE: i32 = 30_000;
const INF: i32 = 32_000;
const MAX_PLY: usize = 96;
/// Plies of quiescence beyond the horizon (Koopa stuns do not shrink the board).
const MAX_QPLY: u32 = 8;

/// What the search needs of a rule set.
pub trait Game: Clone {
    type Move: Copy + PartialEq + std::fmt::Debug;
    /// The legal moves of the side to move.
    fn moves(&self, out: &mut Vec<Self::Move>);
    /// The position after a legal move.
    fn make(&self, m: Self::Move) -> Self;
    fn key(&self) -> u64;
    /// Whether the side to move has already lost (Koopa: its king left the board).
    fn lost(&self) -> bool;
    /// Whether having no legal move loses (checkmate) rather than draws.
    fn stuck_loses(&self) -> bool;
    fn in_check(&self) -> bool;
    /// The static score for the side to move, in centipawns.
    fn eval(&self) -> i32;
    /// `Some(order key)` for a capture or promotion (searched in quiescence).
    fn noisy(&self, m: Self::Move) -> Option<i32>;
    /// A number below 4096 naming the move's from and to squares (history).
    fn slot(&self, m: Self::Move) -> usize;
    fn action(&self, m: Self::Move) -> Action;
}

struct Searcher<G: Game> {
    tt: Table<G::Move>,
    budget: Budget,
    nodes: u64,
    stop: bool,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    path: Vec<u64>,
    lists: Vec<Vec<G::Move>>,
}

/// Chooses a move of `root` at `level` within `budget`; `None` without legal moves.
pub fn choose<G: Game>(root: &G, level: Level, budget: Budget, seed: u64) -> Option<Decision> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut moves = Vec::new();
    root.moves(&mut moves);
    if moves.is_empty() {
        return None;
    }
    // Overlooked captures (never every move).
    let miss = level.miss_capture_percent();
    if miss > 0 {
        let kept: Vec<G::Move> = moves
            .iter()
            .copied()
            .filter(|&m| root.noisy(m).is_none() || rng.random_range(0..100) >= miss)
            .collect();
        if !kept.is_empty() {
            moves = kept;
        }
    }
    moves.sort_by_key(|&m| std::cmp::Reverse(root.noisy(m).unwrap_or(i32::MIN)));
    let noise = level.root_noise(moves.len(), &mut rng);
    let mut s = Searcher::<G> {
        tt: Table::new(18),
        budget,
        nodes: 0,
        stop: false,
        killers: vec![[None; 2]; MAX_PLY + 2],
        history: vec![0; 4096],
        path: Vec::with_capacity(MAX_PLY),
        lists: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(64)).collect(),
    };
    s.path.push(root.key());
    // (move index, score) in search order, best first.
    let mut order: Vec<usize> = (0..moves.len()).collect();
    let mut best = (order[0], 0);
    let mut depth_done = 0;
    // With noise every root move needs its exact score.
    let exact_scores = noise.iter().any(|&x| x != 0);
    for depth in 1..=level.max_depth() as i32 {
        let mut scores = vec![-INF; moves.len()];
        let mut alpha = -INF;
        let mut iteration_best: Option<(usize, i32)> = None;
        for (n, &i) in order.iter().enumerate() {
            let child = root.make(moves[i]);
            let score = if exact_scores || n == 0 {
                -s.negamax(&child, depth - 1, 1, -INF, INF)
            } else {
                let v = -s.negamax(&child, depth - 1, 1, -alpha - 1, -alpha);
                if v > alpha && !s.stop {
                    -s.negamax(&child, depth - 1, 1, -INF, -alpha)
                } else {
                    v
                }
            };
            if s.stop {
                break;
            }
            let judged = score + noise[i];
            scores[i] = judged;
            if iteration_best.is_none_or(|(_, b)| judged > b) {
                iteration_best = Some((i, judged));
            }
            alpha = alpha.max(score);
        }
        match iteration_best {
            // A partial iteration counts only if its first move (the previous best) was
            // searched: then its best is at least as good as that move's.
            Some(b) if !s.stop || scores[order[0]] > -INF => {
                best = b;
                if !s.stop {
                    depth_done = depth as u32;
                }
            }
            _ => {}
        }
        if s.stop {
            break;
        }
        order.sort_by_key(|&i| std::cmp::Reverse(scores[i]));
        if best.1.abs() >= MATE - MAX_PLY as i32 && !exact_scores {
            break;
        }
        if s.budget.exhausted(s.nodes) {
            break;
        }
    }
    Some(Decision {
        action: root.action(moves[best.0]),
        nodes: s.nodes,
        depth: depth_done,
        score: best.1,
    })
}

impl<G: Game> Searcher<G> {
    fn tick(&mut self) {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && self.budget.exhausted(self.nodes) {
            self.stop = true;
        }
    }

    fn negamax(&mut self, pos: &G, depth: i32, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        self.tick();
        if self.stop {
            return 0;
        }
        if pos.lost() {
            return -MATE + ply as i32;
        }
        let key = pos.key();
        if self.path.contains(&key) {
            return 0;
        }
        let in_check = pos.in_check();
        let depth = if in_check && ply < MAX_PLY / 2 {
            depth + 1
        } else {
            depth
        };
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(pos, ply, 0, alpha, beta);
        }
        let mut tt_move = None;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.best;
            if e.depth >= depth {
                let score = from_tt(e.score, ply);
                match e.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }
        let mut moves = std::mem::take(&mut self.lists[ply]);
        moves.clear();
        pos.moves(&mut moves);
        if moves.is_empty() {
            self.lists[ply] = moves;
            return if pos.stuck_loses() {
                -MATE + ply as i32
            } else {
                0
            };
        }
        self.order(pos, &mut moves, tt_move, ply);
        let alpha_start = alpha;
        let mut best = -INF;
        let mut best_move = None;
        self.path.push(key);
        for (i, &m) in moves.iter().enumerate() {
            let child = pos.make(m);
            let quiet = pos.noisy(m).is_none();
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha)
            } else {
                let reduce = if quiet && !in_check && depth >= 3 && i >= 4 {
                    1
                } else {
                    0
                };
                let mut v = -self.negamax(&child, depth - 1 - reduce, ply + 1, -alpha - 1, -alpha);
                if v > alpha && reduce > 0 && !self.stop {
                    v = -self.negamax(&child, depth - 1, ply + 1, -alpha - 1, -alpha);
                }
                if v > alpha && v < beta && !self.stop {
                    v = -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha);
                }
                v
            };
            if self.stop {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(m);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if quiet {
                    let k = &mut self.killers[ply];
                    if k[0] != Some(m) {
                        k[1] = k[0];
                        k[0] = Some(m);
                    }
                    let h = &mut self.history[pos.slot(m)];
                    *h = (*h + depth * depth).min(1 << 20);
                }
                break;
            }
        }
        self.path.pop();
        self.lists[ply] = moves;
        if self.stop {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_start {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(Entry {
            key,
            best: best_move,
            score: to_tt(best, ply),
            depth,
            bound,
        });
        best
    }

    fn quiesce(&mut self, pos: &G, ply: usize, qply: u32, mut alpha: i32, beta: i32) -> i32 {
        self.tick();
        if self.stop {
            return 0;
        }
        if pos.lost() {
            return -MATE + ply as i32;
        }
        let in_check = pos.in_check() && qply < 2;
        let mut best = -INF;
        if !in_check {
            let stand = pos.eval();
            if stand >= beta || qply >= MAX_QPLY || ply >= MAX_PLY {
                return stand;
            }
            best = stand;
            alpha = alpha.max(stand);
        }
        let mut moves = std::mem::take(&mut self.lists[ply]);
        moves.clear();
        pos.moves(&mut moves);
        if moves.is_empty() {
            self.lists[ply] = moves;
            if pos.in_check() && pos.stuck_loses() {
                return -MATE + ply as i32;
            }
            return if pos.stuck_loses() { best.max(0) } else { 0 };
        }
        if !in_check {
            moves.retain(|&m| pos.noisy(m).is_some());
        }
        moves.sort_by_key(|&m| std::cmp::Reverse(pos.noisy(m).unwrap_or(i32::MIN)));
        for &m in moves.iter() {
            let child = pos.make(m);
            let score = -self.quiesce(&child, ply + 1, qply + 1, -beta, -alpha);
            if self.stop {
                break;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        self.lists[ply] = moves;
        best
    }

    fn order(&self, pos: &G, moves: &mut [G::Move], tt_move: Option<G::Move>, ply: usize) {
        let killers = self.killers[ply];
        moves.sort_by_cached_key(|&m| {
            let key = if Some(m) == tt_move {
                i32::MAX
            } else if let Some(v) = pos.noisy(m) {
                1 << 24 | v
            } else if Some(m) == killers[0] {
                1 << 23
            } else if Some(m) == killers[1] {
                (1 << 23) - 1
            } else {
                self.history[pos.slot(m)]
            };
            std::cmp::Reverse(key)
        });
    }
}

/// Mate scores are stored relative to the node, read back relative to the root.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE - MAX_PLY as i32 * 2 {
        score + ply as i32
    } else if score <= -MATE + MAX_PLY as i32 * 2 {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE - MAX_PLY as i32 * 2 {
        score - ply as i32
    } else if score <= -MATE + MAX_PLY as i32 * 2 {
        score + ply as i32
    } else {
        score
    }
}
