//! Running a review: one engine search a step, so a host can queue it at low priority,
//! run it step by step and drop it to cancel.

use super::analysis::{self, Budget, PositionEval, TurnEval};
use super::line::GameLine;
use super::report::{assemble, Review};
use crate::ai::Memory;

/// A review in progress: one engine search a [`Reviewer::step`].
pub struct Reviewer {
    line: GameLine,
    budget: Budget,
    memory: Memory,
    fens: Vec<String>,
    positions: Vec<PositionEval>,
    turns: Vec<TurnEval>,
}

impl Reviewer {
    pub fn new(line: GameLine, budget: Budget) -> Reviewer {
        let fens = line.fens();
        Reviewer {
            line,
            budget,
            memory: Memory::new(),
            fens,
            positions: Vec::new(),
            turns: Vec::new(),
        }
    }

    /// The steps in all (positions, or Chakart turns) and those done.
    pub fn progress(&self) -> (usize, usize) {
        (self.positions.len() + self.turns.len(), self.total())
    }

    fn total(&self) -> usize {
        if analysis::by_expectation(self.line.ruleset) {
            self.line.turns.len()
        } else {
            self.line.turns.len() + 1
        }
    }

    /// Whether every step is done.
    pub fn is_done(&self) -> bool {
        let (done, total) = self.progress();
        done >= total
    }

    /// Runs one engine search; `false` once there was nothing left to do.
    pub fn step(&mut self) -> bool {
        if self.is_done() {
            return false;
        }
        if analysis::by_expectation(self.line.ruleset) {
            let turn = &self.line.turns[self.turns.len()];
            self.turns.push(analysis::weigh_turn(turn, self.budget));
        } else {
            let i = self.positions.len();
            let (pos, outcome) = match i.checked_sub(1).map(|k| &self.line.turns[k]) {
                Some(t) => (&t.after, t.outcome),
                None => (&self.line.start, None),
            };
            let earlier = &self.fens[i.saturating_sub(100)..i];
            let eval =
                analysis::evaluate_position(pos, outcome, earlier, self.budget, &mut self.memory);
            self.positions.push(eval);
        }
        true
    }

    /// Finishes the remaining steps and assembles the review.
    pub fn finish(mut self) -> Review {
        while self.step() {}
        assemble(&self.line, self.budget, &self.positions, &self.turns)
    }
}

/// Reviews a whole game at once.
pub fn review(line: GameLine, budget: Budget) -> Review {
    Reviewer::new(line, budget).finish()
}
