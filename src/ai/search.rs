//! Alpha-beta for the deterministic rule sets (chess, Maharaja, Koopa): iterative
//! deepening, principal variation search with late-move reductions, a transposition
//! table, quiescence on captures (all moves when in check), check extension, and move
//! ordering (table move, captures by victim and attacker, killers, countermoves, history
//! and, in the selective search, continuation history). The selective search (chess) also
//! extends a singular table move, reduces more at nodes expected to fail high, and
//! corrects the static evaluation by what searches found of it for the same pawns
//! (correction history). What one search learns (table and statistics, [`Learned`]) may
//! be handed to the next. A return to a position of the
//! search path or of the game before the root scores as a draw. The root applies the
//! level: depth cap, noise on each move's score, overlooked captures.

use super::budget::Budget;
use super::learned::{nudge, Learned, CORRECTION_BITS, CORRECTION_GRAIN, HISTORY_MAX, PIECE_SLOTS};
use super::level::Level;
use super::tt::{Bound, Entry};
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
    /// The legal moves that are [`Game::noisy`] (the selective search's quiescence
    /// when not in check); a rule set with a generator of its own overrides it.
    fn noisy_moves(&self, out: &mut Vec<Self::Move>) {
        self.moves(out);
        out.retain(|&m| self.noisy(m).is_some());
    }
    /// A number below 4096 naming the move's from and to squares (history).
    fn slot(&self, m: Self::Move) -> usize;
    /// A number below 1024 naming the moving piece (kind and colour) and its destination
    /// (countermoves and continuation history, selective search only).
    fn piece_slot(&self, m: Self::Move) -> usize {
        self.slot(m) & 1023
    }
    fn action(&self, m: Self::Move) -> Action;
    /// Whether the selective search applies (null move, futility and late-move pruning,
    /// logarithmic reductions, aspiration windows, countermoves, history malus, SEE in
    /// quiescence). Off by default: a rule set switches it on once measured (chess).
    fn selective(&self) -> bool {
        false
    }
    /// The position with the turn passed (null-move pruning), or `None` where passing is
    /// unsound or not allowed (in check, zugzwang-prone material).
    fn null_move(&self) -> Option<Self> {
        None
    }
    /// Whether a capture `m` wins at least `threshold` centipawns once every exchange on
    /// its square is played out (static exchange evaluation); `true` when unknown.
    fn see_ge(&self, _m: Self::Move, _threshold: i32) -> bool {
        true
    }

    /// A hash of the pawns and the side to move (correction history; selective search).
    fn pawn_key(&self) -> u64 {
        0
    }

    /// Whether `m` checks the opponent, when known without making it.
    fn gives_check(&self, _m: Self::Move) -> Option<bool> {
        None
    }
}

struct Searcher<'t, G: Game> {
    /// The table and move-ordering statistics (a game's kept ones, or fresh).
    learned: &'t mut Learned<G::Move>,
    budget: Budget,
    nodes: u64,
    stop: bool,
    /// [`Game::selective`] of the root.
    sel: bool,
    killers: Vec<[Option<G::Move>; 2]>,
    /// The piece slot of the move made at each ply of the path ([`NO_PREV`]: a null move,
    /// or no selective search).
    moved: Vec<usize>,
    /// The keys of the positions from the root to the node searched.
    path: Vec<u64>,
    /// The keys of the game's positions before the root, sorted.
    before: Vec<u64>,
    lists: Vec<Vec<G::Move>>,
    /// The order keys of `lists`' moves, ply by ply.
    keys: Vec<Vec<i64>>,
    /// Scratch space for [`sort_rest`] (one node sorts at a time).
    sorting: Vec<(i64, G::Move)>,
    /// Static evaluations by position key (selective search): a position met again (the
    /// next iteration, another move order) is not evaluated twice.
    evaluated: Vec<(u64, i32)>,
    /// Late-move reductions by depth and move number (selective search).
    lmr: Vec<[i8; 64]>,
    /// The static evaluation of each ply's node on the path ([`NO_EVAL`] in check or
    /// unknown): a node scoring above its side's previous one is "improving".
    evals: Vec<i32>,
    /// The move a node's singular search leaves out, ply by ply (selective search).
    excluded: Vec<Option<G::Move>>,
    /// The depth of the root's current iteration (extensions stop at twice its plies).
    root_depth: i32,
}

/// No static evaluation at this ply (in check).
const NO_EVAL: i32 = i32::MIN;

/// No previous move (the root has none; a null move is none).
const NO_PREV: usize = usize::MAX;

/// The evaluation cache's size (selective search): 2^16 entries, 1 MiB.
const EVAL_CACHE_BITS: u32 = 16;
/// A node picks its first moves one by one, then sorts the rest at once ([`sort_rest`]):
/// most cut-offs come by the third move, and a node searching on needs the whole order.
const PICK_FIRST: usize = 3;
/// Aspiration window half-width at the root, in centipawns.
const ASPIRATION: i32 = 30;
/// Singular extensions: the least depth, and the margin below the table's score per ply.
const SINGULAR_DEPTH: i32 = 6;
const SINGULAR_MARGIN: i32 = 2;

/// What a singular search found of a node's table move ([`Searcher::singular`]).
enum Singular {
    /// It alone holds the score: search it a ply deeper.
    Extend,
    /// The other moves beat beta without it: the node's score.
    Cut(i32),
    Not,
}

/// What the pruning before a node's moves found ([`Searcher::prune_node`]).
enum Pruned {
    /// Reverse futility or the null move settled the node: its score.
    Score(i32),
    /// Search the moves; whether quiet ones near the horizon are futile.
    Futile(bool),
}

/// What a node's move loop reads of it ([`Searcher::move_loop`]), once its table entry,
/// static evaluation and pruning are known.
struct Node<M> {
    /// The depth the moves are searched to (after check extension and internal iterative
    /// reduction).
    depth: i32,
    ply: usize,
    beta: i32,
    /// Whether the window is wider than zero (a principal variation node).
    pv: bool,
    /// Whether the node is expected to fail high (as [`Searcher::negamax`]).
    cut: bool,
    in_check: bool,
    /// Whether the static evaluation rose since the side's previous node.
    improving: bool,
    /// Whether quiet moves may be skipped as unable to reach alpha (futility pruning).
    futile: bool,
    tt_move: Option<M>,
    /// The countermove of the previous move.
    counter: Option<M>,
    /// The move a singular search leaves out.
    excluded: Option<M>,
    /// The plies the table move is searched deeper (singular extension).
    extend_tt: i32,
}

/// Chooses a move of `root` at `level` within `budget`; `None` without legal moves.
/// `before`: the keys of the game's earlier positions (a return to one is a draw).
/// `kept`: what earlier searches of this game learned (a new table generation starts in
/// it, and its statistics order the moves from the start); `None`: nothing, with a table
/// sized to the budget.
pub fn choose<G: Game>(
    root: &G,
    before: &[u64],
    level: Level,
    budget: Budget,
    seed: u64,
    kept: Option<&mut Learned<G::Move>>,
) -> Option<Decision> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let moves = root_moves(root, level, &mut rng)?;
    let noise = level.root_noise(moves.len(), &mut rng);
    let sel = root.selective();
    let mut fresh;
    let learned = match kept {
        Some(l) => {
            l.tt.next_generation();
            l
        }
        None => {
            fresh = fresh_learned(budget, sel);
            &mut fresh
        }
    };
    let mut s = Searcher::<G>::new(learned, budget, sel, before);
    s.path.push(root.key());
    if sel && !root.in_check() {
        s.evals[0] = root.eval();
    }
    let (best, depth_done) = s.deepen(root, &moves, &noise, level.max_depth() as i32);
    Some(Decision {
        action: root.action(moves[best.0]),
        nodes: s.nodes,
        depth: depth_done,
        score: best.1,
    })
}

/// The root moves the level sees, noisy ones first (by their order key): the legal
/// moves less the captures it overlooks (never every move). `None` without legal moves.
fn root_moves<G: Game>(root: &G, level: Level, rng: &mut ChaCha8Rng) -> Option<Vec<G::Move>> {
    let mut moves = Vec::new();
    root.moves(&mut moves);
    if moves.is_empty() {
        return None;
    }
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
    Some(moves)
}

/// What a search without kept statistics starts from: a table of 2^18 slots, or
/// (selective search) one growing with the budget, 2^14 to 2^21 slots.
fn fresh_learned<M: Copy>(budget: Budget, sel: bool) -> Learned<M> {
    Learned::new(
        if sel {
            (64 - budget.max_nodes.leading_zeros()).clamp(14, 21)
        } else {
            18
        },
        sel,
    )
}

/// `reduction[depth][move number]`: 0.75 + ln(depth)·ln(number)/2.25 plies.
fn lmr_table() -> Vec<[i8; 64]> {
    (0..64)
        .map(|d| {
            let mut row = [0i8; 64];
            for (n, r) in row.iter_mut().enumerate().skip(1) {
                if d > 0 {
                    *r = (0.75 + (d as f64).ln() * (n as f64).ln() / 2.25) as i8;
                }
            }
            row
        })
        .collect()
}

impl<'t, G: Game> Searcher<'t, G> {
    /// A searcher starting from `learned`, with empty killers and path (`sel`:
    /// [`Game::selective`] of the root; `before`: the game's earlier positions' keys).
    fn new(learned: &'t mut Learned<G::Move>, budget: Budget, sel: bool, before: &[u64]) -> Self {
        Searcher {
            learned,
            budget,
            nodes: 0,
            stop: false,
            sel,
            killers: vec![[None; 2]; MAX_PLY + 2],
            moved: vec![NO_PREV; MAX_PLY + 2],
            path: Vec::with_capacity(MAX_PLY),
            before: {
                let mut keys = before.to_vec();
                keys.sort_unstable();
                keys
            },
            lists: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(64)).collect(),
            keys: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(64)).collect(),
            sorting: Vec::with_capacity(256),
            lmr: if sel { lmr_table() } else { Vec::new() },
            evals: vec![NO_EVAL; MAX_PLY + 2],
            excluded: vec![None; MAX_PLY + 2],
            root_depth: 0,
            evaluated: if sel {
                vec![(0, 0); 1 << EVAL_CACHE_BITS]
            } else {
                Vec::new()
            },
        }
    }
}

impl<G: Game> Searcher<'_, G> {
    /// `pos`'s static evaluation (`key`: its key), from the cache when it holds it.
    fn eval(&mut self, pos: &G, key: u64) -> i32 {
        let slot = (key >> (64 - EVAL_CACHE_BITS)) as usize;
        match self.evaluated[slot] {
            (k, v) if k == key => v,
            _ => {
                let v = pos.eval();
                self.evaluated[slot] = (key, v);
                v
            }
        }
    }

    fn tick(&mut self) {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && self.budget.exhausted(self.nodes) {
            self.stop = true;
        }
    }

    /// Iterative deepening over the root `moves` (with their `noise`) to `max_depth`, each
    /// iteration in the order the last one scored them, until the budget runs out or a
    /// mate is found: the best (move index, score) and the last depth completed.
    fn deepen(
        &mut self,
        root: &G,
        moves: &[G::Move],
        noise: &[i32],
        max_depth: i32,
    ) -> ((usize, i32), u32) {
        let mut order: Vec<usize> = (0..moves.len()).collect();
        let mut best: (usize, i32) = (order[0], 0);
        let mut depth_done = 0;
        // With noise every root move needs its exact score.
        let exact_scores = noise.iter().any(|&x| x != 0);
        for depth in 1..=max_depth {
            self.root_depth = depth;
            let (iteration_best, scores) =
                self.aspiration(root, (moves, &order, noise), exact_scores, depth, best.1);
            match iteration_best {
                // A partial iteration counts only if its first move (the previous best) was
                // searched: then its best is at least as good as that move's.
                Some(b) if !self.stop || scores[order[0]] > -INF => {
                    best = b;
                    if !self.stop {
                        depth_done = depth as u32;
                    }
                }
                _ => {}
            }
            if self.stop {
                break;
            }
            order.sort_by_key(|&i| std::cmp::Reverse(scores[i]));
            if best.1.abs() >= MATE - MAX_PLY as i32 && !exact_scores {
                break;
            }
            if self.budget.exhausted(self.nodes) {
                break;
            }
        }
        (best, depth_done)
    }

    /// One root iteration at `depth` ([`Searcher::root_iteration`]; `root_moves`: the
    /// moves, their search order and noise) in an aspiration window (selective search,
    /// from depth 5): a narrow window around the last score `last`, widened on the side
    /// that fails until the score falls inside it.
    fn aspiration(
        &mut self,
        root: &G,
        (moves, order, noise): (&[G::Move], &[usize], &[i32]),
        exact_scores: bool,
        depth: i32,
        last: i32,
    ) -> (Option<(usize, i32)>, Vec<i32>) {
        let narrow = self.sel && !exact_scores && depth >= 5 && last.abs() < MATE / 2;
        let mut delta = ASPIRATION;
        let (mut lo, mut hi) = if narrow {
            (last - delta, last + delta)
        } else {
            (-INF, INF)
        };
        loop {
            let (b, scores) =
                self.root_iteration(root, moves, order, noise, exact_scores, depth, lo, hi);
            if self.stop {
                return (b, scores);
            }
            let Some((_, v)) = b else {
                return (b, scores);
            };
            if v <= lo && lo > -INF {
                lo = (v - delta).max(-INF);
            } else if v >= hi && hi < INF {
                hi = (v + delta).min(INF);
            } else {
                return (b, scores);
            }
            delta *= 2;
        }
    }

    /// One iteration over the root moves in `order` within (`lo`, `hi`): the best (move
    /// index, judged score) and each move's score (`-INF` where not searched).
    #[allow(clippy::too_many_arguments)]
    fn root_iteration(
        &mut self,
        root: &G,
        moves: &[G::Move],
        order: &[usize],
        noise: &[i32],
        exact_scores: bool,
        depth: i32,
        lo: i32,
        hi: i32,
    ) -> (Option<(usize, i32)>, Vec<i32>) {
        let mut scores = vec![-INF; moves.len()];
        let mut alpha = lo;
        let mut iteration_best: Option<(usize, i32)> = None;
        for (n, &i) in order.iter().enumerate() {
            let child = root.make(moves[i]);
            if self.sel {
                self.moved[0] = root.piece_slot(moves[i]);
            }
            let score = if exact_scores {
                -self.negamax(&child, depth - 1, 1, -hi, -lo, true, false)
            } else if n == 0 {
                -self.negamax(&child, depth - 1, 1, -hi, -alpha, true, false)
            } else {
                let v = -self.negamax(&child, depth - 1, 1, -alpha - 1, -alpha, true, true);
                if v > alpha && !self.stop {
                    -self.negamax(&child, depth - 1, 1, -hi, -alpha, true, false)
                } else {
                    v
                }
            };
            if self.stop {
                break;
            }
            let judged = score + noise[i];
            scores[i] = judged;
            if iteration_best.is_none_or(|(_, b)| judged > b) {
                iteration_best = Some((i, judged));
            }
            alpha = alpha.max(score);
            if alpha >= hi {
                break;
            }
        }
        (iteration_best, scores)
    }

    /// A move after the first, principal variation search: a zero window at `depth - 1 -
    /// reduce`, searched again at full depth if a reduced search beats alpha, and with the
    /// whole window if the result falls inside it. The child's score for the mover (`cut`:
    /// whether the mover's node is expected to fail high, as [`Searcher::negamax`]).
    #[allow(clippy::too_many_arguments)]
    fn scout(
        &mut self,
        child: &G,
        depth: i32,
        reduce: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        cut: bool,
    ) -> i32 {
        let child_cut = reduce > 0 || !cut;
        let mut v = -self.negamax(
            child,
            depth - 1 - reduce,
            ply + 1,
            -alpha - 1,
            -alpha,
            true,
            child_cut,
        );
        if v > alpha && reduce > 0 && !self.stop {
            v = -self.negamax(child, depth - 1, ply + 1, -alpha - 1, -alpha, true, !cut);
        }
        if v > alpha && v < beta && !self.stop {
            v = -self.negamax(child, depth - 1, ply + 1, -beta, -alpha, true, false);
        }
        v
    }

    /// The score of `pos` for its side to move within (`alpha`, `beta`), searched to
    /// `depth` at `ply` (`null_ok`: a null move may be tried; `cut`: a zero-window node
    /// expected to fail high, as the children of a node's later moves are, and the first
    /// child of a node expected to fail low: its late moves are reduced a ply more).
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &G,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        null_ok: bool,
        cut: bool,
    ) -> i32 {
        self.tick();
        if self.stop {
            return 0;
        }
        if pos.lost() {
            return -MATE + ply as i32;
        }
        let key = pos.key();
        if self.repeated(key) {
            return 0;
        }
        let in_check = pos.in_check();
        let mut depth = if in_check && ply < MAX_PLY / 2 {
            depth + 1
        } else {
            depth
        };
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(pos, ply, 0, alpha, beta);
        }
        // A singular search of this node leaves its table move out, and the table's verdict
        // (which counts that move) neither settles nor is replaced by it.
        let excluded = self.excluded[ply];
        let tt_entry = self.learned.tt.probe(key);
        if let Some(score) = tt_entry.and_then(|e| probed(e, excluded, depth, ply, alpha, beta)) {
            return score;
        }
        let tt_move = tt_entry.and_then(|e| e.best);
        let pv = beta - alpha > 1;
        // Internal iterative reduction: no table move, a shallower search finds one.
        if self.sel && tt_move.is_none() && depth >= 4 {
            depth -= 1;
        }
        let improving = self.static_eval(pos, key, ply, in_check);
        let mut futile = false;
        if self.sel && !in_check && !pv && beta.abs() < MATE / 2 && excluded.is_none() {
            let window = (alpha, beta);
            match self.prune_node(
                pos, key, tt_entry, depth, ply, window, null_ok, cut, improving,
            ) {
                Pruned::Score(v) => return v,
                Pruned::Futile(f) => futile = f,
            }
        }
        let extend_tt = match tt_entry {
            Some(e) if self.sel && excluded.is_none() => {
                match self.singular(pos, e, depth, ply, beta, cut) {
                    Singular::Extend => 1,
                    Singular::Cut(v) => return v,
                    Singular::Not => 0,
                }
            }
            _ => 0,
        };
        let node = Node {
            depth,
            ply,
            beta,
            pv,
            cut,
            in_check,
            improving,
            futile,
            tt_move,
            counter: self.countermove(ply),
            excluded,
            extend_tt,
        };
        self.search_moves(pos, key, &node, alpha)
    }

    /// The moves of `node` (`pos`, its `key`) searched from `alpha`: generated, ordered,
    /// looped over ([`Searcher::move_loop`]) with the path through the node, and the
    /// result recorded. The node's score.
    #[inline]
    fn search_moves(&mut self, pos: &G, key: u64, node: &Node<G::Move>, alpha: i32) -> i32 {
        let ply = node.ply;
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
        let mut keys = std::mem::take(&mut self.keys[ply]);
        self.order_keys(pos, &moves, node.tt_move, ply, node.counter, &mut keys);
        self.path.push(key);
        let (best, best_move, alpha_end) = self.move_loop(pos, node, &mut moves, &mut keys, alpha);
        self.path.pop();
        self.lists[ply] = moves;
        self.keys[ply] = keys;
        if self.stop {
            return 0;
        }
        if best == -INF {
            // Every move was pruned (only possible below alpha), or the only one was left
            // out.
            return alpha_end;
        }
        if node.excluded.is_none() {
            self.record(pos, key, node, best, best_move, alpha);
        }
        best
    }

    /// The countermove of the move made before the node at `ply` (none at the root or
    /// after a null move).
    #[inline]
    fn countermove(&self, ply: usize) -> Option<G::Move> {
        self.learned
            .counter
            .get(self.previous(ply, 1))
            .copied()
            .flatten()
    }

    /// Whether the position `key` repeats one of the search path or of the game before
    /// the root (a draw).
    #[inline]
    fn repeated(&self, key: u64) -> bool {
        self.path.contains(&key) || self.before.binary_search(&key).is_ok()
    }

    /// The static evaluation of the node `pos` at `ply` (selective search, not in
    /// check), corrected, kept in `evals` ([`NO_EVAL`] otherwise); whether it is
    /// improving: above its side's previous one, or with none to compare.
    #[inline]
    fn static_eval(&mut self, pos: &G, key: u64, ply: usize, in_check: bool) -> bool {
        if !self.sel {
            return false;
        }
        self.evals[ply] = NO_EVAL;
        if in_check {
            return false;
        }
        let raw = self.eval(pos, key);
        let raw = self.corrected(pos, raw);
        self.evals[ply] = raw;
        ply < 2 || self.evals[ply - 2] == NO_EVAL || raw > self.evals[ply - 2]
    }

    /// The pruning of a zero-window node before its moves (selective search, not in
    /// check): reverse futility and null move may settle it; otherwise whether its quiet
    /// moves are futile (the static evaluation far below alpha near the horizon).
    #[allow(clippy::too_many_arguments)]
    fn prune_node(
        &mut self,
        pos: &G,
        key: u64,
        tt_entry: Option<Entry<G::Move>>,
        depth: i32,
        ply: usize,
        (alpha, beta): (i32, i32),
        null_ok: bool,
        cut: bool,
        improving: bool,
    ) -> Pruned {
        let eval = tt_entry.map_or(self.evals[ply], |e| bounded_eval(e, self.evals[ply], ply));
        // Reverse futility: far above beta near the horizon.
        if depth <= 6 && eval - 85 * (depth - improving as i32) >= beta {
            return Pruned::Score(eval);
        }
        if null_ok && depth >= 3 && eval >= beta {
            if let Some(v) = self.null_move(pos, key, eval, depth, ply, beta, cut) {
                return Pruned::Score(v);
            }
        }
        Pruned::Futile(depth <= 3 && eval + 100 + 120 * depth <= alpha)
    }

    /// Null-move pruning: `Some(score)` when even passing keeps the node `pos` (static
    /// evaluation `eval`, at least `beta`) above beta, verified at deep nodes by a reduced
    /// search without null move (`Some(0)`: the search stopped).
    #[allow(clippy::too_many_arguments)]
    fn null_move(
        &mut self,
        pos: &G,
        key: u64,
        eval: i32,
        depth: i32,
        ply: usize,
        beta: i32,
        cut: bool,
    ) -> Option<i32> {
        let null = pos.null_move()?;
        let r = 3 + depth / 4 + ((eval - beta) / 200).min(2);
        self.path.push(key);
        self.moved[ply] = NO_PREV;
        let v = -self.negamax(&null, depth - 1 - r, ply + 1, -beta, -beta + 1, false, !cut);
        self.path.pop();
        if self.stop {
            return Some(0);
        }
        if v >= beta {
            let v = if v >= MATE / 2 { beta } else { v };
            // Deep nodes verify with a reduced search without null move.
            if depth < 10
                || self.negamax(pos, depth - 1 - r, ply, beta - 1, beta, false, false) >= beta
            {
                return Some(v);
            }
            if self.stop {
                return Some(0);
            }
        }
        None
    }

    /// The move loop of `node` (`pos`, its `moves` and their order `keys`, the path
    /// already through it) from `alpha`: each move in order, pruned or searched, until
    /// one reaches beta. The best score (`-INF`: none searched), its move, and alpha at
    /// the end.
    #[inline]
    fn move_loop(
        &mut self,
        pos: &G,
        node: &Node<G::Move>,
        moves: &mut [G::Move],
        keys: &mut [i64],
        mut alpha: i32,
    ) -> (i32, Option<G::Move>, i32) {
        let mut best = -INF;
        let mut best_move = None;
        let mut quiets_tried = 0usize;
        for i in 0..moves.len() {
            // The best of the rest comes next: picked one by one for the first moves (a
            // cut-off spares the rest), then the rest sorted at once.
            if i < PICK_FIRST {
                pick_next(moves, keys, i);
            } else if i == PICK_FIRST {
                sort_rest(moves, keys, i, &mut self.sorting);
            }
            let m = moves[i];
            if Some(m) == node.excluded {
                continue;
            }
            let quiet = pos.noisy(m).is_none();
            let score = if self.sel {
                let tried = (i, best, &mut quiets_tried);
                match self.selective_move(pos, node, m, quiet, tried, alpha) {
                    Some(score) => score,
                    None => continue,
                }
            } else {
                self.plain_move(pos, node, m, i, quiet, alpha)
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
            if alpha >= node.beta {
                if quiet {
                    self.quiet_cutoff(pos, &moves[..i], m, node.depth, node.ply);
                }
                break;
            }
        }
        (best, best_move, alpha)
    }

    /// The selective search's score of `m` at `node`, the `i`th move (`tried`: `i`, the
    /// best score so far and the count of quiet moves searched), within (`alpha`, beta):
    /// `None` when pruned (futility, late moves, losing exchange); searched a ply deeper
    /// when it is the singular table move, and with late-move reductions after the first.
    #[inline]
    fn selective_move(
        &mut self,
        pos: &G,
        node: &Node<G::Move>,
        m: G::Move,
        quiet: bool,
        (i, best, quiets_tried): (usize, i32, &mut usize),
        alpha: i32,
    ) -> Option<i32> {
        let (depth, ply) = (node.depth, node.ply);
        let special = Some(m) == node.tt_move
            || Some(m) == self.killers[ply][0]
            || Some(m) == self.killers[ply][1]
            || Some(m) == node.counter;
        // The child is made once the move is known not to be pruned (a check is known
        // without it for most moves).
        let mut made = None;
        let gives_check = pos.gives_check(m).unwrap_or_else(|| {
            let child = pos.make(m);
            let check = child.in_check();
            made = Some(child);
            check
        });
        let plain = quiet && !node.in_check && !gives_check;
        if plain && i > 0 && best > -MATE / 2 {
            // Futility and late-move pruning of quiet moves near the horizon.
            if node.futile && !special {
                return None;
            }
            let late = if node.improving {
                3 + 2 * depth * depth
            } else {
                2 + depth * depth
            };
            if !node.pv && depth <= 4 && *quiets_tried >= late as usize {
                return None;
            }
        }
        // Moves losing material in the exchange near the horizon (SEE pruning).
        if !node.in_check && !gives_check && i > 0 && best > -MATE / 2 && depth <= 8 {
            let threshold = if quiet {
                -20 * depth * depth
            } else {
                -90 * depth
            };
            if !pos.see_ge(m, threshold) {
                return None;
            }
        }
        if quiet {
            *quiets_tried += 1;
        }
        let child = made.unwrap_or_else(|| pos.make(m));
        self.moved[ply] = pos.piece_slot(m);
        // A singular table move is searched deeper (and, special, never reduced).
        let depth = if Some(m) == node.tt_move {
            depth + node.extend_tt
        } else {
            depth
        };
        let (beta, pv, cut) = (node.beta, node.pv, node.cut);
        Some(if i == 0 {
            -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha, true, !pv && !cut)
        } else {
            let reduce = if plain && depth >= 3 && i >= 2 + pv as usize && !special {
                self.reduction(pos, node, m, depth, i)
            } else {
                0
            };
            self.scout(&child, depth, reduce, ply, alpha, beta, cut)
        })
    }

    /// The late-move reduction of the quiet move `m`, the `i`th at `node`, searched to
    /// `depth`: by depth and move number, less at principal variation nodes and for a
    /// good history, more when not improving, at nodes expected to fail high and for a
    /// bad history; at most `depth - 2`.
    #[inline]
    fn reduction(&self, pos: &G, node: &Node<G::Move>, m: G::Move, depth: i32, i: usize) -> i32 {
        let mut reduce = self.lmr[depth.min(63) as usize][i.min(63)] as i32;
        reduce -= node.pv as i32;
        reduce += !node.improving as i32;
        // A node expected to fail high needs no exact score.
        reduce += node.cut as i32;
        let h = self.quiet_score(pos, m, node.ply);
        if h > HISTORY_MAX / 4 {
            reduce -= 1;
        } else if h < 0 {
            reduce += 1;
        }
        reduce.clamp(0, depth - 2)
    }

    /// The plain search's score of `m` at `node`, the `i`th move, within (`alpha`, beta):
    /// the first with the whole window, the others by [`Searcher::scout`], a ply less
    /// for a late quiet move out of check.
    #[inline]
    fn plain_move(
        &mut self,
        pos: &G,
        node: &Node<G::Move>,
        m: G::Move,
        i: usize,
        quiet: bool,
        alpha: i32,
    ) -> i32 {
        let (depth, ply, beta) = (node.depth, node.ply, node.beta);
        let child = pos.make(m);
        if i == 0 {
            -self.negamax(
                &child,
                depth - 1,
                ply + 1,
                -beta,
                -alpha,
                true,
                !node.pv && !node.cut,
            )
        } else {
            let reduce = if quiet && !node.in_check && depth >= 3 && i >= 4 {
                1
            } else {
                0
            };
            self.scout(&child, depth, reduce, ply, alpha, beta, node.cut)
        }
    }

    /// A quiet move `m` reaching beta at `ply` (after the moves `tried`), searched to
    /// `depth`: a killer, and its history raised (selective search: [`Searcher::reward`]).
    #[inline]
    fn quiet_cutoff(&mut self, pos: &G, tried: &[G::Move], m: G::Move, depth: i32, ply: usize) {
        let k = &mut self.killers[ply];
        if k[0] != Some(m) {
            k[1] = k[0];
            k[0] = Some(m);
        }
        if self.sel {
            self.reward(pos, tried, m, depth, ply);
        } else {
            let h = &mut self.learned.history[pos.slot(m)];
            *h = (*h + depth * depth).min(HISTORY_MAX);
        }
    }

    /// Keeps `node`'s result (`pos`, its `key`; `best` by `best_move`, searched from
    /// `alpha`): in the table, and (selective search, a quiet best move) as a correction
    /// of its static evaluation.
    #[inline]
    fn record(
        &mut self,
        pos: &G,
        key: u64,
        node: &Node<G::Move>,
        best: i32,
        best_move: Option<G::Move>,
        alpha: i32,
    ) {
        let window = (alpha, node.beta);
        if self.sel
            && !node.in_check
            && self.evals[node.ply] != NO_EVAL
            && best.abs() < MATE / 2
            && best_move.is_none_or(|m| pos.noisy(m).is_none())
        {
            self.correct(pos, key, best, window, node.depth);
        }
        self.store(key, best_move, best, window, node.ply, node.depth);
    }

    /// `raw`, `pos`'s static evaluation, with its correction history.
    fn corrected(&self, pos: &G, raw: i32) -> i32 {
        if !self.sel {
            return raw;
        }
        raw + self.learned.correction[correction_slot(pos)] / CORRECTION_GRAIN
    }

    /// Moves `pos`'s correction toward what a search found: `best` within (`alpha`, `beta`)
    /// at `depth`, unless the bound says nothing about the static evaluation's error.
    fn correct(&mut self, pos: &G, key: u64, best: i32, (alpha, beta): (i32, i32), depth: i32) {
        let raw = self.eval(pos, key);
        let c = &mut self.learned.correction[correction_slot(pos)];
        let now = raw + *c / CORRECTION_GRAIN;
        if (best >= beta && best <= now) || (best <= alpha && best >= now) {
            return;
        }
        // A weighted mean of differences within ±96 cp stays within them.
        let w = (depth * depth + 2 * depth + 1).min(128);
        *c = (*c * (256 - w) + (best - raw).clamp(-96, 96) * CORRECTION_GRAIN * w) / 256;
    }

    /// Whether the table move of the node `pos` at `ply` (its entry `e`, searched to
    /// `depth` within a window below `beta`, `cut` as [`Searcher::negamax`]) is singular:
    /// every other move, searched to half the depth, scores well below the table's score.
    /// Such a move is searched a ply deeper; when instead the others alone reach beta, the
    /// node is cut at once (multi-cut).
    fn singular(
        &mut self,
        pos: &G,
        e: Entry<G::Move>,
        depth: i32,
        ply: usize,
        beta: i32,
        cut: bool,
    ) -> Singular {
        let score = from_tt(e.score, ply);
        let Some(m) = e.best else {
            return Singular::Not;
        };
        if depth < SINGULAR_DEPTH
            || ply >= 2 * self.root_depth as usize
            || e.depth < depth - 3
            || e.bound == Bound::Upper
            || score.abs() >= MATE / 2
        {
            return Singular::Not;
        }
        let singular_beta = score - SINGULAR_MARGIN * depth;
        self.excluded[ply] = Some(m);
        let v = self.negamax(
            pos,
            (depth - 1) / 2,
            ply,
            singular_beta - 1,
            singular_beta,
            false,
            cut,
        );
        self.excluded[ply] = None;
        if self.stop {
            Singular::Not
        } else if v < singular_beta {
            Singular::Extend
        } else if singular_beta >= beta {
            Singular::Cut(singular_beta)
        } else {
            Singular::Not
        }
    }

    /// Stores a node's result: `best` (by `best_move`), found within the window
    /// `(alpha, beta)` the node was searched with, at `depth` (0: quiescence).
    fn store(
        &mut self,
        key: u64,
        best_move: Option<G::Move>,
        best: i32,
        (alpha, beta): (i32, i32),
        ply: usize,
        depth: i32,
    ) {
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.learned.tt.store(Entry {
            key,
            best: best_move,
            score: to_tt(best, ply),
            depth,
            bound,
        });
    }

    /// The piece slot of the move made `back` plies before the node at `ply`
    /// ([`NO_PREV`] at the root, after a null move, or without selective search).
    fn previous(&self, ply: usize, back: usize) -> usize {
        ply.checked_sub(back).map_or(NO_PREV, |p| self.moved[p])
    }

    /// A quiet move's order score at `ply`: its history and its continuation histories
    /// after the previous move and the one before.
    fn quiet_score(&self, pos: &G, m: G::Move, ply: usize) -> i32 {
        let mut score = self.learned.history[pos.slot(m)];
        if self.sel {
            let to = pos.piece_slot(m);
            for (table, back) in [(&self.learned.follow, 1), (&self.learned.follow2, 2)] {
                let p = self.previous(ply, back);
                if p != NO_PREV {
                    score += table[p * PIECE_SLOTS + to];
                }
            }
        }
        score
    }

    /// A quiet cut-off by `m` at `ply`: a history bonus for it, a malus for the quiet
    /// moves tried before it (`tried`), both in the history and the continuation
    /// histories, and `m` as the countermove of the previous move.
    fn reward(&mut self, pos: &G, tried: &[G::Move], m: G::Move, depth: i32, ply: usize) {
        let bonus = (depth * depth).min(400) as i64 * 16;
        let (prev, prev2) = (self.previous(ply, 1), self.previous(ply, 2));
        let mut reward_one = |q: G::Move, by: i64| {
            nudge(&mut self.learned.history[pos.slot(q)], by);
            let to = pos.piece_slot(q);
            if prev != NO_PREV {
                nudge(&mut self.learned.follow[prev * PIECE_SLOTS + to], by);
            }
            if prev2 != NO_PREV {
                nudge(&mut self.learned.follow2[prev2 * PIECE_SLOTS + to], by);
            }
        };
        reward_one(m, bonus);
        for &q in tried {
            if pos.noisy(q).is_none() {
                reward_one(q, -bonus);
            }
        }
        if let Some(c) = self.learned.counter.get_mut(prev) {
            *c = Some(m);
        }
    }

    fn quiesce(&mut self, pos: &G, ply: usize, qply: u32, mut alpha: i32, beta: i32) -> i32 {
        self.tick();
        if self.stop {
            return 0;
        }
        if pos.lost() {
            return -MATE + ply as i32;
        }
        // The selective search keeps quiescence results in the table too.
        let mut tt_move = None;
        let key = if self.sel { pos.key() } else { 0 };
        if self.sel {
            if let Some(e) = self.learned.tt.probe(key) {
                tt_move = e.best;
                if let Some(score) = settled(e, ply, alpha, beta) {
                    return score;
                }
            }
        }
        let alpha_start = alpha;
        let in_check = pos.in_check() && qply < 2;
        let mut best = -INF;
        if !in_check {
            let stand = if self.sel {
                let raw = self.eval(pos, key);
                self.corrected(pos, raw)
            } else {
                pos.eval()
            };
            if stand >= beta || qply >= MAX_QPLY || ply >= MAX_PLY {
                return stand;
            }
            best = stand;
            alpha = alpha.max(stand);
        }
        let mut moves = std::mem::take(&mut self.lists[ply]);
        moves.clear();
        if self.sel && !in_check {
            // Selective search: only captures and promotions are generated (no stalemate
            // seen here), and those losing material in the exchange are not tried.
            pos.noisy_moves(&mut moves);
            moves.retain(|&m| pos.see_ge(m, 0));
        } else {
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
        }
        let mut keys = std::mem::take(&mut self.keys[ply]);
        keys.clear();
        keys.extend(moves.iter().enumerate().map(|(n, &m)| {
            let key = if Some(m) == tt_move {
                i32::MAX
            } else {
                pos.noisy(m).unwrap_or(i32::MIN)
            };
            unique(key, n)
        }));
        let mut best_move = None;
        for i in 0..moves.len() {
            pick_next(&mut moves, &mut keys, i);
            let m = moves[i];
            let child = pos.make(m);
            let score = -self.quiesce(&child, ply + 1, qply + 1, -beta, -alpha);
            if self.stop {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(m);
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        self.lists[ply] = moves;
        self.keys[ply] = keys;
        if self.sel && !self.stop && best > -INF {
            self.store(key, best_move, best, (alpha_start, beta), ply, 0);
        }
        best
    }

    /// The order keys of `moves` into `keys`, highest first: table move, captures
    /// (selective search: those losing the exchange after the quiet moves), killers,
    /// countermove, then quiet moves by history.
    fn order_keys(
        &self,
        pos: &G,
        moves: &[G::Move],
        tt_move: Option<G::Move>,
        ply: usize,
        counter: Option<G::Move>,
        keys: &mut Vec<i64>,
    ) {
        let killers = self.killers[ply];
        let sel = self.sel;
        keys.clear();
        keys.extend(moves.iter().enumerate().map(|(n, &m)| {
            let key = if Some(m) == tt_move {
                i32::MAX
            } else if let Some(v) = pos.noisy(m) {
                if sel && !pos.see_ge(m, 0) {
                    -(1 << 23) + v
                } else {
                    1 << 24 | v
                }
            } else if Some(m) == killers[0] {
                1 << 23
            } else if Some(m) == killers[1] {
                (1 << 23) - 1
            } else if counter.is_some() && Some(m) == counter {
                (1 << 23) - 2
            } else {
                self.quiet_score(pos, m, ply)
            };
            unique(key, n)
        }));
    }
}

/// `pos`'s slot in the correction history.
fn correction_slot<G: Game>(pos: &G) -> usize {
    (pos.pawn_key() >> (64 - CORRECTION_BITS)) as usize
}

/// An order key made unique by the move's place in its list: of equal keys the earlier
/// move ranks higher, as in a stable sort.
fn unique(key: i32, n: usize) -> i64 {
    (key as i64) << 16 | (0xffff - n.min(0xffff)) as i64
}

/// Sorts `moves[i..]` by their keys, highest first (keys made [`unique`]: the order
/// [`pick_next`] would give them one by one), through `scratch`.
fn sort_rest<M: Copy>(moves: &mut [M], keys: &mut [i64], i: usize, scratch: &mut Vec<(i64, M)>) {
    scratch.clear();
    scratch.extend(keys[i..].iter().copied().zip(moves[i..].iter().copied()));
    scratch.sort_unstable_by_key(|&(k, _)| std::cmp::Reverse(k));
    for (j, &(k, m)) in scratch.iter().enumerate() {
        keys[i + j] = k;
        moves[i + j] = m;
    }
}

/// Swaps the move with the highest key among `moves[i..]` to `i` (keys made [`unique`],
/// so the order is that of a stable sort).
fn pick_next<M>(moves: &mut [M], keys: &mut [i64], i: usize) {
    let mut best = i;
    for j in i + 1..keys.len() {
        if keys[j] > keys[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    keys.swap(i, best);
}

/// The score of table entry `e` when its bound settles a node searched within
/// (`alpha`, `beta`) at `ply`: exact, or a bound on the window's far side.
fn settled<M>(e: Entry<M>, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
    let score = from_tt(e.score, ply);
    match e.bound {
        Bound::Exact => Some(score),
        Bound::Lower if score >= beta => Some(score),
        Bound::Upper if score <= alpha => Some(score),
        _ => None,
    }
}

/// The transposition probe: table entry `e`'s score when it settles a node searched to
/// `depth` within (`alpha`, `beta`) at `ply`: searched at least as deep, with no move
/// left out (`excluded`), and a bound that settles ([`settled`]).
#[inline]
fn probed<M>(
    e: Entry<M>,
    excluded: Option<M>,
    depth: i32,
    ply: usize,
    alpha: i32,
    beta: i32,
) -> Option<i32> {
    if excluded.is_none() && e.depth >= depth {
        settled(e, ply, alpha, beta)
    } else {
        None
    }
}

/// A node's static evaluation `eval` at `ply`, or the score of its table entry `e`
/// instead when that bounds it on the right side (a better estimate).
#[inline]
fn bounded_eval<M>(e: Entry<M>, eval: i32, ply: usize) -> i32 {
    let score = from_tt(e.score, ply);
    if score.abs() < MATE / 2
        && match e.bound {
            Bound::Exact => true,
            Bound::Lower => score > eval,
            Bound::Upper => score < eval,
        }
    {
        score
    } else {
        eval
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Square;

    /// A game of numbered quiet moves, enough for the move-ordering tables: move `m`'s
    /// slot and piece slot are `m`.
    #[derive(Clone)]
    struct Numbered;

    impl Game for Numbered {
        type Move = u16;
        fn moves(&self, _: &mut Vec<u16>) {}
        fn make(&self, _: u16) -> Numbered {
            Numbered
        }
        fn key(&self) -> u64 {
            0
        }
        fn lost(&self) -> bool {
            false
        }
        fn stuck_loses(&self) -> bool {
            false
        }
        fn in_check(&self) -> bool {
            false
        }
        fn eval(&self) -> i32 {
            0
        }
        fn noisy(&self, _: u16) -> Option<i32> {
            None
        }
        fn slot(&self, m: u16) -> usize {
            m as usize
        }
        fn action(&self, _: u16) -> Action {
            Action::normal(Square::new(0, 0), Square::new(0, 1))
        }
    }

    #[test]
    fn sorting_the_rest_gives_the_order_of_picking_one_by_one() {
        // Keys with ties (made unique by their place) in a scrambled order.
        let raw = [5, -3, 5, 0, 12, -3, 7, 0, 5, 1, 12, -40];
        let keys: Vec<i64> = raw.iter().enumerate().map(|(n, &k)| unique(k, n)).collect();
        let moves: Vec<u16> = (0..raw.len() as u16).collect();
        let (mut picked, mut picked_keys) = (moves.clone(), keys.clone());
        for i in 0..picked.len() {
            pick_next(&mut picked, &mut picked_keys, i);
        }
        // Equal keys keep their list order, as in a stable sort.
        assert_eq!(picked, [4, 10, 6, 0, 2, 8, 9, 3, 7, 1, 5, 11]);
        for from in 0..raw.len() {
            let (mut m, mut k) = (moves.clone(), keys.clone());
            for i in 0..from {
                pick_next(&mut m, &mut k, i);
            }
            sort_rest(&mut m, &mut k, from, &mut Vec::new());
            assert_eq!((&m, &k), (&picked, &picked_keys), "sorted from {from}");
        }
    }

    #[test]
    fn a_cut_off_ranks_the_move_highest_after_the_same_two_moves() {
        let mut learned = Learned::new(4, true);
        let mut s = Searcher::<Numbered>::new(&mut learned, Budget::nodes(1000), true, &[]);
        let pos = Numbered;
        // At ply 2, after moves 10 and 20, move 7 refutes; move 5 was tried before it.
        (s.moved[0], s.moved[1]) = (10, 20);
        s.reward(&pos, &[5], 7, 6, 2);
        let both = s.quiet_score(&pos, 7, 2);
        s.moved[1] = 21;
        let one = s.quiet_score(&pos, 7, 2);
        s.moved[0] = 11;
        let neither = s.quiet_score(&pos, 7, 2);
        assert!(
            both > one && one > neither && neither > 0,
            "{both} {one} {neither}"
        );
        (s.moved[0], s.moved[1]) = (10, 20);
        assert!(s.quiet_score(&pos, 5, 2) < 0);
        assert_eq!(s.learned.counter[20], Some(7));
        // Without previous moves (null moves) only the plain history counts.
        (s.moved[0], s.moved[1]) = (NO_PREV, NO_PREV);
        assert_eq!(s.quiet_score(&pos, 7, 2), s.learned.history[7]);
    }

    #[test]
    fn a_search_finding_the_evaluation_too_low_raises_it_within_a_bound() {
        let mut learned = Learned::new(4, true);
        let mut s = Searcher::<Numbered>::new(&mut learned, Budget::nodes(1000), true, &[]);
        let pos = Numbered;
        assert_eq!(s.corrected(&pos, 0), 0);
        // An exact 150 at depth 8 where the static evaluation says 0.
        s.correct(&pos, 0, 150, (-INF, INF), 8);
        let once = s.corrected(&pos, 0);
        assert!(0 < once && once < 150, "{once}");
        assert_eq!(s.corrected(&pos, 40), once + 40);
        // A fail high at or below the corrected evaluation, or a fail low at or above it,
        // says nothing of its error.
        s.correct(&pos, 0, once - 10, (-INF, once - 20), 8);
        s.correct(&pos, 0, once + 10, (once + 20, INF), 8);
        assert_eq!(s.corrected(&pos, 0), once);
        // A fail low below it lowers it.
        s.correct(&pos, 0, once - 50, (once - 40, INF), 8);
        assert!(s.corrected(&pos, 0) < once);
        // However far off the searches find it, the correction stays within 96.
        for _ in 0..200 {
            s.correct(&pos, 0, 5000, (-INF, INF), 12);
        }
        assert!(
            (90..=96).contains(&s.corrected(&pos, 0)),
            "{}",
            s.corrected(&pos, 0)
        );
        for _ in 0..200 {
            s.correct(&pos, 0, -5000, (-INF, INF), 12);
        }
        assert!((-96..=-90).contains(&s.corrected(&pos, 0)));
    }
}
