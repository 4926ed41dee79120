//! Running a review: one engine search a step, so a host can queue it at low priority,
//! run it step by step and drop it to cancel.
//!
//! Chess, Maharaja and Koopa take two passes. The first searches every position of the
//! game in order. The second looks again, with [`RECHECK_FACTOR`] times the budget and
//! latest first (the table then knows what came after), at the positions a verdict
//! hangs on: both ends of every move that lost a mistake's worth of winning chances,
//! and the position before a move that seemed to gain as much (a move cannot gain in
//! truth: the search misjudged what came before it).

use super::accuracy::winning_chances;
use super::analysis::{self, Budget, PositionEval, TurnEval};
use super::line::GameLine;
use super::report::{assemble, Review};
use crate::ai::{self, Memory};

/// The second pass's budget, in times the first's.
pub const RECHECK_FACTOR: u64 = 3;

/// A move whose winning chances change by this much (lichess's mistake) is looked at
/// again.
const RECHECK_SWING: f64 = 0.2;

/// A review in progress: one engine search a [`Reviewer::step`].
pub struct Reviewer {
    line: GameLine,
    budget: Budget,
    memory: Memory,
    fens: Vec<String>,
    /// Each FEN's repetition key.
    keys: Vec<Option<u64>>,
    positions: Vec<PositionEval>,
    turns: Vec<TurnEval>,
    /// The second pass's positions still to search again, the next last.
    recheck: Option<Vec<usize>>,
    rechecked: usize,
}

impl Reviewer {
    pub fn new(line: GameLine, budget: Budget) -> Reviewer {
        let fens = line.fens();
        let keys = fens
            .iter()
            .map(|fen| ai::repetition_key(line.ruleset, fen))
            .collect();
        Reviewer {
            line,
            budget,
            memory: Memory::new(),
            fens,
            keys,
            positions: Vec::new(),
            turns: Vec::new(),
            recheck: None,
            rechecked: 0,
        }
    }

    /// The steps done and the steps known so far (the second pass is counted once the
    /// first is over).
    pub fn progress(&self) -> (usize, usize) {
        let first = self.first_pass_len();
        let done = self.positions.len() + self.turns.len();
        match &self.recheck {
            Some(left) => (first + self.rechecked, first + self.rechecked + left.len()),
            None => (done, first),
        }
    }

    fn first_pass_len(&self) -> usize {
        if analysis::by_expectation(self.line.ruleset) {
            self.line.turns.len()
        } else {
            self.line.turns.len() + 1
        }
    }

    /// Whether every step is done.
    pub fn is_done(&self) -> bool {
        let (done, total) = self.progress();
        self.recheck.is_some() && done >= total
    }

    /// Runs one engine search; `false` once there was nothing left to do.
    pub fn step(&mut self) -> bool {
        if analysis::by_expectation(self.line.ruleset) {
            let Some(turn) = self.line.turns.get(self.turns.len()) else {
                self.recheck.get_or_insert_with(Vec::new);
                return false;
            };
            self.turns.push(analysis::weigh_turn(turn, self.budget));
            return true;
        }
        if self.positions.len() < self.first_pass_len() {
            let i = self.positions.len();
            let eval = self.search(i, self.budget);
            self.positions.push(eval);
            return true;
        }
        if self.recheck.is_none() {
            self.recheck = Some(suspects(&self.positions, &self.line));
        }
        let Some(i) = self.recheck.as_mut().and_then(Vec::pop) else {
            return false;
        };
        let deeper = Budget {
            ms_per_step: self.budget.ms_per_step.saturating_mul(RECHECK_FACTOR),
            ..self.budget
        };
        self.positions[i] = self.search(i, deeper);
        self.rechecked += 1;
        true
    }

    /// Searches position `i` (0: the start).
    fn search(&mut self, i: usize, budget: Budget) -> PositionEval {
        let (pos, outcome) = match i.checked_sub(1).map(|k| &self.line.turns[k]) {
            Some(t) => (&t.after, t.outcome),
            None => (&self.line.start, None),
        };
        let window = i.saturating_sub(100)..i;
        let earlier = seen_twice(&self.fens[window.clone()], &self.keys[window]);
        analysis::evaluate_position(pos, outcome, &earlier, budget, &mut self.memory)
    }

    /// Finishes the remaining steps and assembles the review.
    pub fn finish(mut self) -> Review {
        while self.step() {}
        assemble(&self.line, self.budget, &self.positions, &self.turns)
    }
}

/// The positions of `earlier` (FENs) that stand there twice or more, once each: the
/// engine counts a return to a position it is given as a draw, and a return is a draw by
/// repetition only when it is the third. (A return within the search's own line is one
/// already: the side that could avoid it did not.) Given every earlier position, the
/// review would score as drawn a position where the side behind can go back once to one
/// of the game's past, which the side ahead can always leave again.
/// `keys`: each FEN's [`ai::repetition_key`].
fn seen_twice(earlier: &[String], keys: &[Option<u64>]) -> Vec<String> {
    let mut out = Vec::new();
    let mut taken = Vec::new();
    for (i, key) in keys.iter().enumerate() {
        let Some(key) = key else { continue };
        if keys[..i].contains(&Some(*key)) && !taken.contains(key) {
            taken.push(*key);
            out.push(earlier[i].clone());
        }
    }
    out
}

/// The positions to search again, in increasing order (the last is searched first).
fn suspects(positions: &[PositionEval], line: &GameLine) -> Vec<usize> {
    let mut out = Vec::new();
    for (k, turn) in line.turns.iter().enumerate() {
        let (Some(before), Some(after)) = (positions.get(k), positions.get(k + 1)) else {
            continue;
        };
        let swing =
            winning_chances(before.score, turn.mover) - winning_chances(after.score, turn.mover);
        if swing >= RECHECK_SWING {
            out.extend([k, k + 1]);
        } else if swing <= -RECHECK_SWING {
            out.push(k);
        }
    }
    out.retain(|&i| positions[i].best.is_some());
    out.sort_unstable();
    out.dedup();
    out
}

/// Reviews a whole game at once.
pub fn review(line: GameLine, budget: Budget) -> Review {
    Reviewer::new(line, budget).finish()
}
