//! What the engine says of each step of a game, on a node budget (deterministic: the same
//! game and options give the same review on any machine).
//!
//! Chess, Maharaja and Koopa (no random draw during play): every position is searched at
//! the top level without noise; a move is judged by the score of the position before it
//! (the best the mover had) against the score of the position after it.
//!
//! Chakart: each turn is weighed from its mover's view (an opponent's hidden queen is
//! guessed, never seen: `ai::determinise`), the action played against the best one, both
//! as expected values over the random draws still to come. The draws that actually came
//! are not held against the mover: they show as luck, the gap between that expectation
//! and the value of the position they left.

use super::line::Turn;
use super::score::Score;
use crate::ai::{self, level::Level, Memory, Request};
use crate::rules::{Action, AnyPosition, Color, Outcome, RuleSet, Viewer};

/// How much thinking a review gets.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Thinking time per position (chess, Maharaja, Koopa) or per turn (Chakart), in
    /// milliseconds of the engine's node model (`ai::budget::nodes_per_ms`: a node count,
    /// not the wall clock).
    pub ms_per_step: u64,
    /// The engine's seed (Chakart's sampled draws and guessed worlds).
    pub seed: u64,
}

/// The default: about 20 s of one core for a 40-move chess game (81 positions, then the
/// second pass's few at three times this; docs/REVIEW.md).
pub const DEFAULT_MS_PER_STEP: u64 = 180;

impl Default for Budget {
    fn default() -> Budget {
        Budget {
            ms_per_step: DEFAULT_MS_PER_STEP,
            seed: 0x7265_7669_6577,
        }
    }
}

impl Budget {
    /// The budget giving a whole game of `plies` about `total_ms`.
    pub fn for_game(total_ms: u64, plies: usize) -> Budget {
        let steps = u64::try_from(plies).unwrap_or(u64::MAX).saturating_add(1);
        Budget {
            ms_per_step: (total_ms / steps).max(1),
            ..Budget::default()
        }
    }
}

/// The engine's view of one position (chess, Maharaja, Koopa).
#[derive(Clone, Debug, PartialEq)]
pub struct PositionEval {
    /// From White's side.
    pub score: Score,
    pub best: Option<Action>,
    pub depth: u32,
    pub nodes: u64,
}

/// Searches `pos` (its full FEN; `earlier`: the FENs before it, for repetitions).
pub fn evaluate_position(
    pos: &AnyPosition,
    outcome: Option<Outcome>,
    earlier: &[String],
    budget: Budget,
    memory: &mut Memory,
) -> PositionEval {
    if let Some(score) = outcome.or_else(|| pos.status()).map(final_score) {
        return PositionEval {
            score,
            best: None,
            depth: 0,
            nodes: 0,
        };
    }
    let fen = pos.fen();
    let req = Request {
        ruleset: pos.ruleset(),
        fen: &fen,
        level: Level::MAX,
        movetime_ms: budget.ms_per_step,
        seed: Some(budget.seed),
        history: earlier,
    };
    match ai::choose_with(&req, Some(memory)) {
        Ok(d) => PositionEval {
            score: search_score(pos.turn(), d.score),
            best: Some(d.action),
            depth: d.depth,
            nodes: d.nodes,
        },
        Err(_) => PositionEval {
            score: Score::Cp(0),
            best: None,
            depth: 0,
            nodes: 0,
        },
    }
}

/// The score of a finished game: a mate delivered (`#0`) or a draw.
pub fn final_score(outcome: Outcome) -> Score {
    match outcome {
        Outcome::Decisive { winner, .. } => Score::mate(winner, 0),
        Outcome::Draw(_) => Score::Cp(0),
    }
}

/// A search score for `mover` turned into a [`Score`] (mates by their distance).
fn search_score(mover: Color, score: i32) -> Score {
    let distance = ai::MATE_SCORE - score.abs();
    if (0..=2 * MAX_MATE_MOVES).contains(&distance) {
        let moves = u32::try_from((distance + 1) / 2).unwrap_or(0);
        let winner = if score > 0 { mover } else { !mover };
        Score::mate(winner, moves)
    } else {
        Score::cp_for(mover, score)
    }
}

/// Mates further than this are shown in centipawns.
const MAX_MATE_MOVES: i32 = 60;

/// The engine's view of one Chakart turn.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnEval {
    /// The best action's expected value, from White's side.
    pub best_score: Score,
    /// The played action's expected value, from White's side.
    pub played_score: Score,
    pub best: Option<Action>,
    pub depth: u32,
    pub nodes: u64,
}

/// Weighs a Chakart turn from its mover's view.
pub fn weigh_turn(turn: &Turn, budget: Budget) -> TurnEval {
    let view = turn.before.view_fen(Viewer::Player(turn.mover));
    let req = Request {
        ruleset: turn.before.ruleset(),
        fen: &view,
        level: Level::MAX,
        movetime_ms: budget.ms_per_step,
        seed: Some(budget.seed),
        history: &[],
    };
    match ai::weigh_chakart(&req, &turn.action) {
        Ok(w) => TurnEval {
            best_score: Score::cp_for(turn.mover, w.best_score),
            played_score: Score::cp_for(turn.mover, w.played_score),
            best: Some(w.best),
            depth: w.depth,
            nodes: w.nodes,
        },
        Err(_) => TurnEval {
            best_score: Score::Cp(0),
            played_score: Score::Cp(0),
            best: None,
            depth: 0,
            nodes: 0,
        },
    }
}

/// Whether a rule set is reviewed turn by turn in expectation (Chakart).
pub fn by_expectation(ruleset: RuleSet) -> bool {
    ruleset.is_random()
}
